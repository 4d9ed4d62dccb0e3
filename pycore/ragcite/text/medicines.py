"""Whether a lower-case word is a medicine's name, told by its INN stem.

A medicine's International Nonproprietary Name ends in a stem that says its class
(``-vir`` antivirals, ``-mab`` monoclonal antibodies, ``-statin``, ``-cillin``...), and
every language keeps the stem, changing at most an ending or a spelling (``amoxicillin``,
``amoxicillina``, ``amoxicilina``, ``amoxicilline``, ``amoksisilin``). Written in lower
case it is no name by its capitals, yet it is what a translation keeps and what a changed
answer changes (``nirmatrelvir`` for ``molnupiravir``): a name to check.

The stems are the World Health Organization's, from *The use of stems in the selection of
International Nonproprietary Names (INN) for pharmaceutical substances*
(https://www.who.int/teams/health-product-and-policy-standards/inn/stembook), the suffix
stems that no ordinary word of the seven languages ends in, with the endings the
languages give them (Italian *-a*, *-o*, *-e*; Spanish *-a*, *-o*; French *-e*; Indonesian
*k* and *s* for *c*).
"""

from __future__ import annotations

import re
import unicodedata

_STEMS = (
    r"(?:c|k|s)il+in[ae]?",  # penicillin, amoxicillina, amoksisilin
    r"(?:m[iy]|mi)[cs]in[ae]?",  # streptomycin, eritromicina, gentamisin
    r"(?:c|k|s)[iy](?:c|k)lin[ae]?",  # doxycycline, doxiciclina, doksisiklin
    r"flo(?:x|ks)a(?:c|s)in[aeo]?",  # ciprofloxacin, ciprofloxacino
    r"prazol[eo]?",  # omeprazole, omeprazolo
    r"(?:c|k)onazol[eo]?",  # fluconazole, fluconazol
    r"statin[ae]?",  # atorvastatin, atorvastatina
    r"sartan",  # losartan
    r"olol[o]?",  # propranolol
    r"[a-z]mab",  # adalimumab
    r"[aeiou]nib",  # imatinib
    r"(?:c|k)iclib",  # palbociclib
    r"vir",  # ritonavir, nirmatrelvir (a long word only: not servir)
    r"dipin[aeo]?",  # amlodipine, amlodipina
    r"glipt[iy]n[ae]?",  # sitagliptin
    r"gliflo(?:z|s)in[ae]?",  # empagliflozin
    r"glutid[ea]?",  # semaglutide, semaglutida
    r"parin[ae]?",  # heparin, enoxaparina
    r"(?:c|k)a[iï]n[ae]?",  # lidocaine, lidocaina, lidokain
    r"a(?:z|s)epa[mn]",  # diazepam
    r"setr[oó]n[e]?",  # ondansetron
    r"profen[eo]?",  # ibuprofen, ibuprofene, ibuprofeno
    r"(?:c|k)oxib",  # celecoxib
    r"tidin[ae]?",  # ranitidine
    r"formin[ae]?",  # metformin
    r"tript[aá]n",  # sumatriptan
    r"lukast",  # montelukast
    r"[dl]afil[o]?",  # sildenafil, tadalafil
    r"o(?:x|ks)etin[ae]?",  # fluoxetine
)

_MEDICINE = re.compile(rf"[a-z]{{3,}}(?:{'|'.join(_STEMS)})")

_LEAST_LETTERS = 7
"""The fewest letters of a medicine's name told by its stem (``servir`` is a verb,
``ritonavir`` a medicine)."""


def medicine(word: str) -> bool:
    """Whether ``word`` is a medicine's name by its INN stem (module doc).

    >>> [w for w in ("nirmatrelvir", "amoxicillina", "Ibuprofen", "servir", "Ucraina",
    ...              "penisilin", "micina", "atorvastatine", "aprile")
    ...  if medicine(w)]
    ['nirmatrelvir', 'amoxicillina', 'Ibuprofen', 'penisilin', 'atorvastatine']
    """
    folded = "".join(
        c for c in unicodedata.normalize("NFD", word.casefold()) if not unicodedata.combining(c)
    )
    return len(folded) >= _LEAST_LETTERS and _MEDICINE.fullmatch(folded) is not None
