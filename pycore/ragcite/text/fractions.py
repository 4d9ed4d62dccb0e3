"""Fractions written in words in the seven languages: ``two-thirds``, ``due terzi``, ``dos
tercios``, ``deux tiers``, ``zwei Drittel``, ``Zweidrittelmehrheit``, ``dua pertiga``, and
``2/3``. A translation keeps a fraction's value, and a majority's or a share's fraction is
a fact a claim may change (three-fifths for two-thirds), so a claim's fraction is compared
whole, by its value, and its numerator is no number of its own.

A table, written by hand from each language's grammar: the denominators from three to ten
(a half is written too many ways, as a noun, an adjective or *metà*, to be read so), and
the numerators from one to nine, as words or digits, before them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from .number_words import WORDS_BY_LANGUAGE, ordinals

FRACTION_UNIT = "fraction"
"""The unit a fraction's number carries; its key is the value as ``n/d``."""

_DENOMINATORS: dict[str, dict[int, tuple[str, ...]]] = {
    "en": {
        3: ("third", "thirds"),
        4: ("fourth", "fourths"),  # not quarters: two quarters of growth
        5: ("fifth", "fifths"),
        6: ("sixth", "sixths"),
        7: ("seventh", "sevenths"),
        8: ("eighth", "eighths"),
        9: ("ninth", "ninths"),
        10: ("tenth", "tenths"),
    },
    "it": {
        3: ("terzo", "terzi"),
        4: ("quarto", "quarti"),
        5: ("quinto", "quinti"),
        6: ("sesto", "sesti"),
        7: ("settimo", "settimi"),
        8: ("ottavo", "ottavi"),
        9: ("nono", "noni"),
        10: ("decimo", "decimi"),
    },
    "es": {
        3: ("tercio", "tercios"),
        5: ("quinto", "quintos"),
        6: ("sexto", "sextos"),
        7: ("séptimo", "séptimos"),
        8: ("octavo", "octavos"),
        9: ("noveno", "novenos"),
        10: ("décimo", "décimos"),
    },
    "pt": {
        3: ("terço", "terços"),
        5: ("quinto", "quintos"),
        6: ("sexto", "sextos"),
        7: ("sétimo", "sétimos"),
        8: ("oitavo", "oitavos"),
        9: ("nono", "nonos"),
        10: ("décimo", "décimos"),
    },
    "fr": {
        3: ("tiers",),
        4: ("quart", "quarts"),
        5: ("cinquième", "cinquièmes"),
        6: ("sixième", "sixièmes"),
        7: ("septième", "septièmes"),
        8: ("huitième", "huitièmes"),
        9: ("neuvième", "neuvièmes"),
        10: ("dixième", "dixièmes"),
    },
    "de": {
        3: ("drittel", "dritteln"),
        4: ("viertel", "vierteln"),
        5: ("fünftel", "fünfteln"),
        6: ("sechstel", "sechsteln"),
        7: ("siebtel", "siebteln"),
        8: ("achtel", "achteln"),
        9: ("neuntel", "neunteln"),
        10: ("zehntel", "zehnteln"),
    },
    "id": {
        3: ("pertiga",),
        4: ("perempat",),
        5: ("perlima",),
        6: ("perenam",),
        7: ("pertujuh",),
        8: ("perdelapan",),
        9: ("persembilan",),
        10: ("persepuluh",),
    },
}
"""Each language's words for a fraction's denominator, singular and plural (German's
dative plural too: unter zwei Dritteln)."""

_SOURCE_DENOMINATORS = {"quarter": 4, "quarters": 4, "cuarto": 4, "cuartos": 4, "quartos": 4}
"""Quarters, read in sources only (a quarter-point cut: seperempat poin), where a claim's
two quarters are as often periods of a year and Spanish cuartos rooms."""

_ONE = ("one", "satu", "se")
"""The numerator one as a claim writes it (one-third, sepertiga): not an article (un
terzo mandato is a third term, un décimo a lottery ticket)."""

_ARTICLES = ("a", "an", "un", "uno", "una", "um", "uma", "une", "ein", "eine", "einem", "einen")
"""The articles a source's fraction of one may open with (a third, un terzo, ein Drittel):
read in sources only, where reading too much costs a missed change at worst."""


@cache
def _numerators(source: bool) -> dict[str, int]:
    """Every language's numerator words from one to nine, lower case, to their value (no
    ordinal: the second quarter); a source's articles too."""
    out: dict[str, int] = dict.fromkeys(_ARTICLES if source else (), 1)
    for words in WORDS_BY_LANGUAGE.values():
        for word, value in words.items():
            if 1 < value < 10 and word not in ordinals():  # one to nine
                out.setdefault(word, value)
    out.update(dict.fromkeys(_ONE, 1))
    return out


@cache
def _denominators(source: bool) -> dict[str, int]:
    """Every language's denominator words, lower case, to their value; a source's quarters
    too."""
    found = {
        word: value
        for table in _DENOMINATORS.values()
        for value, forms in table.items()
        for word in forms
    }
    return found | _SOURCE_DENOMINATORS if source else found


def _either(words: Iterable[str]) -> str:
    """A regex alternation of ``words``, the longest first (dritteln before drittel)."""
    return "|".join(sorted(map(re.escape, words), key=len, reverse=True))


@cache
def _pattern(source: bool) -> re.Pattern[str]:
    numerators, denominators = _either(_numerators(source)), _either(_denominators(source))
    # a numerator and its denominator a hyphen or a space apart, or joined (Zweidrittel-,
    # sepertiga), then no letter unless joined (a German compound: Zweidrittelmehrheit)
    return re.compile(
        rf"(?<![\w/.,])(?:(?P<digits>[1-9])/(?P<of>[2-9]|10)(?![\w/.,]?\d)"
        rf"|(?P<num>{numerators}|[1-9])(?:(?P<apart>[- ])|(?P<joined>))(?P<den>{denominators})"
        rf"(?(apart)(?![^\W\d_])))",
        re.IGNORECASE,
    )


def fractions(text: str, source: bool = False) -> list[tuple[int, int, str]]:
    """(start, end, value as ``n/d``) of each fraction the text writes in words, in any of
    the languages (and one that opens a German compound: Zweidrittelmehrheit); in a source
    (``source``), one an article opens too (a third, un terzo), and one in digits (3/5,
    which a claim may write for a day and month: il 3/5).

    >>> [f for _, _, f in fractions("a two-thirds majority, due terzi, dos tercios, 3/5")]
    ['2/3', '2/3', '2/3']
    >>> [f for _, _, f in fractions("a 3/5 majority", source=True)]
    ['3/5']
    >>> [f for _, _, f in fractions("die Zweidrittelmehrheit, deux tiers, dua pertiga")]
    ['2/3', '2/3', '2/3']
    >>> fractions("the second quarter; il quinto anno; un terzo mandato; 24/7; 3/5/2024")
    []
    >>> [f for _, _, f in fractions("un terzo dei voti", source=True)]
    ['1/3']
    """
    out: list[tuple[int, int, str]] = []
    for m in _pattern(source).finditer(text):
        if m["digits"]:
            if not source:
                continue  # il 3/5: a day and month as often as a fraction
            numerator, denominator = int(m["digits"]), int(m["of"])
        else:
            word = m["num"].lower()
            numerator = int(word) if word.isdigit() else _numerators(source)[word]
            denominator = _denominators(source)[m["den"].lower()]
        if numerator < denominator:
            out.append((m.start(), m.end(), f"{numerator}/{denominator}"))
    return out


@cache
def _denominator_pattern() -> re.Pattern[str]:
    words = _either(_denominators(True))
    return re.compile(rf"(?<![^\W\d_])(?:{words})(?![^\W\d_])", re.IGNORECASE)


def denominators(text: str) -> frozenset[int]:
    """The denominators a source writes as words, a fraction's or alone (a quarter-point
    cut, a tenth-share ticket, three quarter-point cuts): what holds a claim's fraction of
    one (seperempat poin, sepersepuluh), read in sources only.

    >>> sorted(denominators("three quarter-point cuts and a tenth-share ticket"))
    [4, 10]
    """
    return frozenset(
        _denominators(True)[m.group().lower()] for m in _denominator_pattern().finditer(text)
    )
