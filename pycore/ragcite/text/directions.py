"""The four points of the compass in the seven languages: a fact a translation keeps
(the North Atlantic is l'Atlantico settentrionale, der Nordatlantik, Atlantik Utara), so a
claim's direction is checked against its sources' in any of their words for it.

A table, written by hand: the nouns, adjectives and German compound heads of north, south,
east and west. A word that is also a common function word of its language (French
``est``, "is"; Spanish and Portuguese ``este``, "this") is read as a direction in a source
only, where reading too much costs a missed change at worst, never in a claim, where it
would make a faithful sentence's "is" a changed direction.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

_POINTS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "N": ("north", "northern", "northerly", "northbound", "boreal"),
        "S": ("south", "southern", "southerly", "southbound", "austral"),
        "E": ("east", "eastern", "easterly", "eastbound", "orient", "oriental"),
        "W": ("west", "western", "westerly", "westbound", "occident", "occidental"),
    },
    "it": {
        "N": ("nord", "settentrionale", "settentrionali", "boreale", "boreali"),
        "S": ("sud", "meridionale", "meridionali", "australe", "australi"),
        "E": ("est", "orientale", "orientali", "oriente"),
        "W": ("ovest", "occidentale", "occidentali", "occidente"),
    },
    "es": {
        "N": ("norte", "septentrional", "septentrionales", "boreal", "boreales"),
        "S": ("sur", "meridional", "meridionales", "austral", "australes"),
        "E": ("este", "oriental", "orientales", "oriente"),
        "W": ("oeste", "occidental", "occidentales", "occidente"),
    },
    "pt": {
        "N": ("norte", "setentrional", "setentrionais", "boreal", "boreais"),
        "S": ("sul", "meridional", "meridionais", "austral", "austrais"),
        "E": ("leste", "este", "oriental", "orientais", "oriente"),
        "W": ("oeste", "ocidental", "ocidentais", "ocidente"),
    },
    "fr": {
        "N": ("nord", "septentrional", "septentrionale", "septentrionaux", "boréal", "boréale"),
        "S": ("sud", "méridional", "méridionale", "méridionaux", "austral", "australe"),
        "E": ("est", "oriental", "orientale", "orientaux", "orient"),
        "W": ("ouest", "occidental", "occidentale", "occidentaux", "occident"),
    },
    "de": {
        "N": ("nord", "norden", "nördlich", "nördliche", "nördlichen", "nördlicher", "nördliches"),
        "S": ("süd", "süden", "südlich", "südliche", "südlichen", "südlicher", "südliches"),
        "E": ("ost", "osten", "östlich", "östliche", "östlichen", "östlicher", "östliches"),
        "W": ("west", "westen", "westlich", "westliche", "westlichen", "westlicher", "westliches"),
    },
    "id": {
        "N": ("utara",),
        "S": ("selatan",),
        "E": ("timur",),
        "W": ("barat",),
    },
}

_BETWEEN: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "NE": ("northeast", "northeastern", "northeasterly"),
        "NW": ("northwest", "northwestern", "northwesterly"),
        "SE": ("southeast", "southeastern", "southeasterly"),
        "SW": ("southwest", "southwestern", "southwesterly"),
    },
    "it": {"NE": ("nordest",), "NW": ("nordovest",), "SE": ("sudest",), "SW": ("sudovest",)},
    "es": {
        "NE": ("noreste", "nordeste"),
        "NW": ("noroeste",),
        "SE": ("sureste", "sudeste"),
        "SW": ("suroeste", "sudoeste"),
    },
    "pt": {"NE": ("nordeste",), "NW": ("noroeste",), "SE": ("sudeste",), "SW": ("sudoeste",)},
    "de": {
        point: (f"{head}{tail}en", *(f"{head}{adjective}{e}" for e in ("", "e", "en", "er", "es")))
        for point, head, tail, adjective in (
            ("NE", "nord", "ost", "östlich"),
            ("NW", "nord", "west", "westlich"),
            ("SE", "süd", "ost", "östlich"),
            ("SW", "süd", "west", "westlich"),
        )
    },
    "id": {
        "NE": ("timur laut",),
        "NW": ("barat laut",),
        "SE": ("tenggara",),
        "SW": ("barat daya",),
    },
}
"""The points between two (south-west, sudoeste, Südwesten, barat daya), written as one
word or, in Indonesian, two; hyphenated ones (sud-ovest, south-westerly) are two points'
words."""

_FUNCTION_WORDS = {"fr": frozenset({"est"}), "es": frozenset({"este"}), "pt": frozenset({"este"})}
"""Directions that are also a function word of their language (module doc)."""

_HEADS = {
    "nordost": "NE",
    "nordwest": "NW",
    "südost": "SE",
    "südwest": "SW",
    "nord": "N",
    "süd": "S",
    "ost": "E",
    "west": "W",
}
"""German compounds open with these (Nordatlantik, Südeuropa, Osteuropa, Westafrika,
Südwestwind), the points between two first."""

_REST = 5
"""A German compound's rest at least this long: Ostsee, Ostern are no compass's."""

_WORD = re.compile(r"(?:barat|timur) (?:daya|laut)|[^\W\d_]+", re.IGNORECASE)
"""A word, or Indonesian's two for a point between two (barat daya)."""


@cache
def _forms(language: str) -> dict[str, str]:
    """word -> point or points, in ``language`` (lower case)."""
    return {
        word: point
        for table in (_POINTS, _BETWEEN)
        for point, words in table.get(language, {}).items()
        for word in words
    }


@cache
def _all_forms() -> dict[str, str]:
    """word -> point in any of the languages, their function words left out."""
    out: dict[str, str] = {}
    for language in _POINTS:
        skip = _FUNCTION_WORDS.get(language, frozenset())
        out.update((w, p) for w, p in _forms(language).items() if w not in skip)
    return out


def directions(text: str, language: str) -> list[tuple[int, int]]:
    """Where a claim (in ``language``) names a point of the compass: a word of its own, or
    in German a compound that opens with one (Nordatlantik); not one a hyphen joins to
    another word than a direction (norte-americano: American).

    >>> text = "Sea temperatures in the North Atlantic and southern Europe."
    >>> [text[a:b] for a, b in directions(text, "en")]
    ['North', 'southern']
    >>> text = "Le sud-ouest est chaud ; il est à l'est."
    >>> [text[a:b] for a, b in directions(text, "fr")]
    ['sud', 'ouest']
    >>> [m for m in directions("Im Nordatlantik, nicht in der Ostsee.", "de")]
    [(3, 15)]
    >>> text = "Angin dari barat daya, 71 km di barat Marrakesh."
    >>> [text[a:b] for a, b in directions(text, "id")]
    ['barat daya', 'barat']
    >>> directions("un arquiteto norte-americano", "pt")
    []
    """
    forms = _forms(language)
    skip = _FUNCTION_WORDS.get(language, frozenset())
    out = []
    for m in _WORD.finditer(text):
        word = m.group().lower()
        joined = _JOINED.match(text, m.end())
        if joined is not None and joined[1].lower() not in forms:
            continue  # norte-americano, nord-coréen: a people's or a place's word
        if (word in forms and word not in skip) or (
            language == "de" and _compound(m.group()) is not None
        ):
            out.append((m.start(), m.end()))
    return out


_JOINED = re.compile(r"-([^\W\d_]+)")


def _compound(word: str) -> tuple[str, str] | None:
    """A German compound's point and rest (``Nordatlantik``: N, atlantik), or None."""
    lowered = word.lower()
    for head, point in _HEADS.items():
        # no other word opens with a point between two: any rest (Südwestwind)
        least = 1 if len(point) == 2 else _REST
        if lowered.startswith(head) and len(lowered) - len(head) >= least and word[:1].isupper():
            return point, lowered[len(head) :]
    return None


_ADJECTIVE_HEADS = {"nord": "N", "norte": "N", "sud": "S", "sur": "S", "süd": "S", "ost": "E"}
"""What opens a people's adjective of a place named after its point, in one word
(sudcoreana, surcoreano, nordamericano, südkoreanischen)."""
_PEOPLE_ADJECTIVE = re.compile(
    r"[^\W\d_]{3,}(?:an[oaie]s?|[eé]s[aei]s?|ens[e]s?|isch(?:e[nrsm]?)?)"
)
"""The rest of such a word: a people's adjective by its ending (coreana, africano,
koreanischen)."""


def adjective_point(word: str) -> tuple[str, str] | None:
    """The point and the rest of a lower-case people's adjective in one word that a point
    opens (the South Korean author: la scrittrice sudcoreana), or None.

    >>> adjective_point("sudcoreana"), adjective_point("südkoreanischen")
    (('S', 'coreana'), ('S', 'koreanischen'))
    >>> adjective_point("suddivisione"), adjective_point("surtout"), adjective_point("Nordatlantik")
    (None, None, None)
    """
    for head, found in _ADJECTIVE_HEADS.items():
        if word.startswith(head) and _PEOPLE_ADJECTIVE.fullmatch(word, len(head)):
            return found, word[len(head) :]
    return None


def point(word: str) -> str | None:
    """The point a claim's direction word names (any of the languages).

    >>> point("settentrionale"), point("Southern"), point("Osteuropa"), point("river")
    ('N', 'S', 'E', None)
    >>> point("Südwestwind"), point("sudoeste"), point("barat daya")
    ('SW', 'SW', 'SW')
    """
    found = _all_forms().get(word.lower())
    if found is not None:
        return found
    compound = _compound(word)
    return compound[0] if compound else None


def compound_rest(word: str) -> str | None:
    """The rest of a German compound after its point (``atlantik``), or None."""
    if word.lower() in _all_forms():
        return None
    compound = _compound(word)
    return compound[1] if compound else None


def said(wanted: str, text: str, language: str) -> bool:
    """Whether a source (in ``language``) names the point ``wanted`` (N, S, E, W, or
    between two: SW), a word of its language or of any other, or the head of a German
    compound; a point between two by its two points' words too (sud-ovest: south-westerly)
    and each of those by it.

    >>> said("SW", "venti da sud-ovest", "it"), said("W", "south-westerly winds", "en")
    (True, True)
    >>> said("S", "vientos del suroeste", "es"), said("SW", "vientos del sureste", "es")
    (True, False)

    >>> said("N", "Im Nordatlantik", "de"), said("N", "nell'Atlantico settentrionale", "it")
    (True, True)
    >>> said("S", "in the North Atlantic", "en"), said("E", "L'est de la France", "fr")
    (False, True)
    """
    points = _points_in(text, language)
    return all(any(p in found for found in points) for p in wanted)


@lru_cache(maxsize=4096)  # a source's, asked by each of its claims' directions
def _points_in(text: str, language: str) -> frozenset[str]:
    """The points a source names (:func:`said`)."""
    forms = {**_all_forms(), **_forms(language)}
    found: set[str] = set()
    for m in _WORD.finditer(text):
        if (found_point := forms.get(m.group().lower())) is not None:
            found.add(found_point)
        elif language == "de" and (compound := _compound(m.group())) is not None:
            found.add(compound[0])
        elif (adjective := adjective_point(m.group())) is not None:
            found.add(adjective[0])  # la scrittrice sudcoreana: the South Korean author
    return frozenset(found)
