"""Inflections: the forms a source may use for a claim word (its stem with the language's
usual endings, its own plurals, derivational relatives), so the source side can look for
a handful of forms instead of stemming every source word. The tables are data: Porter2
endings per family, plurals, Indonesian prefixes, agent and action endings."""

from __future__ import annotations

from functools import lru_cache

from .months import month_forms

_IBERIAN = (
    "", "a", "o", "as", "os", "e", "es", "ar", "er", "ir",
    "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas",
)  # fmt: skip
"""The endings Spanish and Portuguese share (genders and numbers, infinitives, participles)."""

_SUFFIXES: dict[str, tuple[str, ...]] = {
    # Porter2 endings of a family, most productive first; the claim word's own
    # inflections come from _PLURALS below.
    "en": (
        "",
        "s",
        "e",
        "es",
        "ed",
        "ing",
        "ion",
        "ions",
        "ation",
        "ity",
        "al",
        "ment",
        "ance",
        "ence",
        "ive",
        "ize",
        "ization",
        "able",
        "ate",
        "ator",
        "er",
    ),
    "it": (
        "",
        "a",
        "e",
        "i",
        "o",
        "ale",
        "ali",
        "are",
        "ato",
        "ata",
        "ati",
        "ate",
        "ando",
        "ano",
        "ità",
        "mente",
        "zione",
        "zioni",
        "ione",
        "ioni",
        "ere",
        "uto",
        "ire",
        "ito",
        "ita",
        "endo",
        "ono",
        "ico",
        "ica",
        "ici",
        "oso",
        "osa",
        "ante",
        "ente",
        "abile",
        "ore",
        "ori",
    ),
    "es": (
        *_IBERIAN,
        "ando",
        "iendo",
        "an",
        "en",
        "ción",
        "ciones",
        "ión",
        "iones",
        "mente",
        "idad",
        "idades",
        "able",
        "ible",
        "ico",
        "ica",
        "icos",
        "icas",
        "oso",
        "osa",
        "or",
        "ores",
        "ía",
        "ían",
    ),
    "pt": (
        *_IBERIAN,
        "ando",
        "endo",
        "am",
        "em",
        "ção",
        "ções",
        "ão",
        "ões",
        "mente",
        "idade",
        "idades",
        "ável",
        "ível",
        "ico",
        "ica",
        "icos",
        "icas",
        "or",
        "ores",
    ),
    "fr": (
        "",
        "e",
        "s",
        "es",
        "er",
        "é",
        "ée",
        "és",
        "ées",
        "ent",
        "ant",
        "ait",
        "aient",
        "ation",
        "ations",
        "ion",
        "ions",
        "ement",
        "ements",
        "ité",
        "ités",
        "able",
        "ible",
        "ique",
        "iques",
        "eur",
        "eurs",
        "euse",
        "if",
        "ive",
        "ifs",
        "ives",
        "aux",
        "al",
        "ale",
        "ales",
        "ance",
        "ence",
        "ie",
        "ies",
    ),
    "de": (
        "",
        "e",
        "en",
        "er",
        "es",
        "n",
        "s",
        "ern",
        "em",
        "ung",
        "ungen",
        "lich",
        "keit",
        "heit",
        "ig",
        "isch",
        "te",
        "ten",
        "t",
        "st",
        "et",
        "ens",
        "ers",
    ),
    "id": ("", "kan", "an", "i", "nya", "lah", "kah", "pun", "annya", "kannya"),
}
_PLURALS: dict[str, tuple[str, ...]] = {
    "en": ("s", "es", "ed", "d", "ing", "er", "ly"),
    "es": ("s", "es"),
    "pt": ("s", "es"),
    "fr": ("s", "x", "e", "es"),
    "de": ("e", "en", "n", "s", "er"),
}
_ID_PREFIXES = (
    "",
    "di",
    "ber",
    "be",
    "ter",
    "ke",
    "se",
    "me",
    "mem",
    "men",
    "meng",
    "meny",
    "pe",
    "pem",
    "pen",
    "peng",
    "peny",
    "per",
)
_UMLAUT = str.maketrans("aou", "äöü")

DERIVATIONS: dict[str, tuple[str, ...]] = {
    "en": ("er", "or", "ion", "ment", "ist", "ship"),
    "it": ("tor", "zion", "ment", "ist"),
    "es": ("dor", "cion", "ción", "mient", "ist"),
    "pt": ("dor", "ção", "çã", "ment", "ist"),
    "fr": ("eur", "ion", "ment", "ist"),
    "de": ("er", "ung", "ler"),
    "id": ("an",),
}
"""Agent and action endings Snowball keeps on short stems (``founder`` stays ``founder``
while ``founded`` is ``found``): a stem that is a claim stem plus one of these counts as
the same word, a light derivational join (``founded`` / ``founder``, ``direct`` /
``director``). Only stems of three letters or more are joined."""


def derived_key(key: str, keys: set[str] | frozenset[str], language: str) -> str | None:
    """The claim stem among ``keys`` that ``key`` derives from or to, if any.

    >>> derived_key("founder", {"found"}, "en"), derived_key("found", {"founder"}, "en")
    ('found', 'founder')
    >>> derived_key("ion", {"i"}, "en") is None
    True
    """
    for suffix in DERIVATIONS.get(language, ()):
        if key.endswith(suffix) and len(key) - len(suffix) >= 3:
            base = key[: -len(suffix)]
            if base in keys:
                return base
        if len(key) >= 3 and key + suffix in keys:
            return key + suffix
    return None


VARIANTS_KEPT = 8192
"""Claim words whose guessed forms are kept (~4.3 KB each, so at most ~35 MB): more than
a Vertex-maximum answer has (~700), bounded for long batches."""


@lru_cache(maxsize=VARIANTS_KEPT)
def variants(stem_: str, surface: str, language: str) -> frozenset[bytes]:
    """Forms a source may use for a claim word: the word itself, and its stem with the
    language's usual endings. Each found form is confirmed by stemming it (support.py), so
    a wrong guess costs nothing; a form not guessed here (an irregular one) is missed.

    >>> forms = variants("similar", "similarity", "en")
    >>> b"similar" in forms, b"similarity" in forms, b"similarities" in forms
    (True, True, True)
    >>> b"operator" in variants("oper", "operators", "en")
    True
    """
    forms = {surface, stem_, *month_forms(surface, language)}
    suffixes = _SUFFIXES.get(language, ("",))
    forms.update(stem_ + suffix for suffix in suffixes)
    # Derivational relatives (see DERIVATIONS): founder <-> founded, founding.
    for ending in DERIVATIONS.get(language, ()):
        if stem_.endswith(ending) and len(stem_) - len(ending) >= 3:
            forms.update(stem_[: -len(ending)] + suffix for suffix in suffixes)
        elif len(stem_) >= 3:
            forms.update((stem_ + ending, stem_ + ending + "s"))
    # The claim word's own inflections (operators <-> operator, partition -> partitioned),
    # whatever its stem.
    endings = _PLURALS.get(language, ())
    bases = {
        surface[: -len(e)] for e in endings if surface.endswith(e) and len(surface) > len(e) + 2
    } or {surface}
    forms.update(bases)
    forms.update(base + ending for base in bases for ending in endings)
    if language == "it" and surface[-1:] in "aeio":
        forms.update(surface[:-1] + vowel for vowel in "aeio")
    if language == "en":
        if stem_.endswith("i"):  # Porter2 turns a final y into i: happi <- happy
            forms.update(stem_[:-1] + s for s in ("y", "ies", "ied"))
        if surface.endswith("y"):  # similarity <-> similarities
            forms.update(surface[:-1] + s for s in ("ies", "ied"))
        elif surface.endswith(("ies", "ied")):
            forms.add(surface[:-3] + "y")
        for base in bases:
            if base.endswith("e"):  # candidate -> candidating, candidated
                forms.update(base[:-1] + s for s in ("ing", "ed", "er", "ation"))
        if len(stem_) >= 3 and stem_[-1] not in "aeiouwxy":  # stop -> stopped
            forms.update(stem_ + stem_[-1] + s for s in ("ing", "ed", "er"))
        if stem_.endswith("e"):  # store -> storing, storage
            forms.update(stem_[:-1] + s for s in ("ing", "ed", "er", "ation", "age"))
    elif language == "de":
        # The German stemmer drops umlauts: haus <- Häuser.
        for i in range(len(stem_) - 1, -1, -1):
            if stem_[i] in "aou":
                umlauted = stem_[:i] + stem_[i].translate(_UMLAUT) + stem_[i + 1 :]
                forms.update(umlauted + suffix for suffix in suffixes)
                break
    elif language == "id":
        id_bases = [stem_ + suffix for suffix in suffixes]
        nasal = {
            "meng": "k",
            "peng": "k",
            "meny": "s",
            "peny": "s",
            "mem": "p",
            "pem": "p",
            "men": "t",
            "pen": "t",
        }
        for prefix in _ID_PREFIXES[1:]:
            dropped = nasal.get(prefix)
            for base in id_bases:
                forms.add(prefix + base)
                if dropped and base.startswith(dropped):
                    forms.add(prefix + base[1:])
    elif language == "it" or language == "fr":
        # Snowball folds acute onto grave accents in Italian; both spellings occur.
        forms.update(f.replace("é", "è") for f in list(forms) if "é" in f)
    return frozenset(f.encode("utf-8") for f in forms if f)
