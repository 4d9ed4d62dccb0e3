"""Sentences that say the sources hold no answer ("The provided sources do not say who
won."), or that the writer found none: they state nothing a source could back. The
citation metrics leave such uncited sentences out (ALCE's users ask for honest refusals to
be left out rather than scored 0, inspect_ai #4381).
"""

from __future__ import annotations

import re

# The vocabulary of the task in the UI languages (en, it, id, es, fr); nothing from data.
_MATERIAL = (
    r"(?:sources?|documents?|docs|context|passages?|excerpts?|search results|results"
    r"|information provided|provided information|given information"
    r"|fonti|documenti|contesto|passaggi|risultati"
    r"|sumber|dokumen|konteks|hasil pencarian"
    r"|fuentes|documentos|contexto|pasajes|resultados"
    r"|documents fournis|extraits|résultats)"
)
_ABSTAIN = re.compile(
    "|".join(
        (
            # en
            _MATERIAL + r"[^.?!]{0,40}\b(?:do|does|did)(?: not|n't)\s+"
            r"(?:say|mention|contain|include|provide|specify|state|cover|address|discuss"
            r"|give|answer|tell|report)",
            r"\b(?:there is|there's|there are)\s+no\s+(?:information|mention|data|details)",
            r"\bno (?:information|mention|details) (?:about|on|of|regarding)\b",
            r"\bnot (?:mentioned|specified|stated|provided|included|covered|addressed)"
            r"\s+in\s+(?:the\s+)?(?:provided\s+|given\s+)?" + _MATERIAL,
            r"\bi (?:could not|couldn't|cannot|can't|can not|was unable to|am unable to)"
            r"\s+(?:find|answer|determine|tell)",
            r"\bi (?:do not|don't) know\b",
            # it
            r"\b(?:le |i |il )?(?:fonti|documenti|contesto|risultati)[^.?!]{0,30}\bnon\s+"
            r"(?:dicono|dice|menzionano|menziona|contengono|contiene|riportano|riporta"
            r"|specificano|specifica|indicano|indica|parlano|parla)",
            r"\bnon (?:ho trovato|trovo|è possibile (?:trovare|rispondere)|so)\b",
            r"\b(?:non ci sono|nessuna) informazion[ei]\b",
            # id
            r"\b(?:sumber|dokumen|konteks|hasil pencarian)[^.?!]{0,30}\b(?:tidak|tak)\s+"
            r"(?:menyebutkan|menyebut|memuat|berisi|mengatakan|menjelaskan|mencantumkan"
            r"|memberikan)",
            r"\btidak ada informasi\b",
            r"\bsaya tidak (?:menemukan|dapat menemukan|bisa menemukan|tahu)\b",
            # es
            r"\b(?:las |los )?(?:fuentes|documentos|contexto|resultados)[^.?!]{0,30}\bno\s+"
            r"(?:dicen|dice|mencionan|menciona|contienen|contiene|indican|indica"
            r"|especifican|especifica|incluyen|incluye|hablan|habla)",
            r"\bno (?:encontré|he encontrado|encuentro|hay información|se menciona|sé)\b",
            r"\bninguna información\b",
            # fr
            r"\b(?:les |le )?(?:sources|documents|contexte|extraits|résultats)[^.?!]{0,30}"
            r"\bne\s+(?:disent|dit|mentionnent|mentionne|contiennent|contient|précisent"
            r"|précise|indiquent|indique|parlent|parle)\s+pas",
            r"\bje n'ai pas trouvé\b|\bje ne (?:sais|trouve) pas\b",
            r"\baucune information\b|\bil n'y a pas d'information",
        )
    ),
    re.IGNORECASE,
)

_NEGATION = re.compile(
    r"\b(?:not|no|non|tidak|tak|ne|aucune|ninguna|nessuna|cannot|unable|don't|can't|couldn't"
    r"|doesn't|didn't|n'ai|n'y)\b",
    re.IGNORECASE,
)


def abstains(text: str) -> bool:
    """Whether a sentence says the sources hold no answer (or the writer found none).

    >>> abstains("The provided sources do not contain information about this.")
    True
    >>> abstains("Le fonti non dicono chi ha vinto."), abstains("No encontré ese dato.")
    (True, True)
    >>> abstains("The river does not flow north."), abstains("HNSW is not in the sources.")
    (False, False)
    """
    text = text.replace("\N{RIGHT SINGLE QUOTATION MARK}", "'")
    # Every pattern holds a negation: a cheap test first spares most sentences the
    # alternation above (about 50 µs a sentence).
    return _NEGATION.search(text) is not None and _ABSTAIN.search(text) is not None
