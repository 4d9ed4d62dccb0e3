"""English month names: which month a word names, how else it is written, and the numeric
dates of that month in a text (support counts ``2018-11-10`` as the claim's ``November``)."""

from __future__ import annotations

import re
from functools import cache

from .stems import stem

_MONTHS_EN = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH_ABBREVIATIONS_EN = (
    ("jan",),
    ("feb",),
    ("mar",),
    ("apr",),
    (),
    ("jun",),
    ("jul",),
    ("aug",),
    ("sep", "sept"),
    ("oct",),
    ("nov",),
    ("dec",),
)
"""English month names and the abbreviations dates are printed with ("Nov 10, 2018",
"30 JUN 2018"); ``May`` has none. English only: elsewhere the short forms are words too
(Spanish ``mar`` is the sea, Portuguese ``set`` September and a verb)."""


@cache
def _month_of() -> dict[str, int]:
    out = {}
    for i, (name, short) in enumerate(zip(_MONTHS_EN, _MONTH_ABBREVIATIONS_EN, strict=True)):
        for form in (name, stem(name, "en"), *short):
            out[form] = i
    return out


def month(word: str, language: str) -> int | None:
    """The month (0–11) an English month name, its stem or its abbreviation stands for.

    >>> month("november", "en"), month("novemb", "en"), month("nov", "en"), month("nov", "it")
    (10, 10, 10, None)
    """
    return _month_of().get(word) if language == "en" else None


def month_forms(word: str, language: str) -> tuple[str, ...]:
    """Every way of writing the month ``word`` is (name and abbreviations), or ()."""
    m = month(word, language)
    if m is None:
        return ()
    return (_MONTHS_EN[m], *_MONTH_ABBREVIATIONS_EN[m])


_NUMERIC_DATE = re.compile(
    r"(?<![\d.])(?:(\d{4})([-/.])(\d{1,2})\2(\d{1,2})|(\d{1,2})([-/.])(\d{1,2})\6(\d{4}))(?![\d])"
)


def month_dates(text: str, month_: int) -> list[str]:
    """Numeric dates in ``text`` whose month is ``month_`` (0–11), as written: year first
    (``2018-11-10``, ``2018/11/10``: the month is the middle field) or year last
    (``10/11/2018``, ``11/10/2018``, ``10.11.2018``: day and month come in either order, so
    either field may be the month). Pages print a date so where a claim names the month.

    >>> month_dates("Posted 2018-11-10T09:00, updated 3/11/2019 and 11.4.2020.", 10)
    ['2018-11-10', '3/11/2019', '11.4.2020']
    >>> month_dates("Version 1.11.2 of 2018-01-11", 10)
    []
    """
    wanted = month_ + 1
    out = []
    for match in _NUMERIC_DATE.finditer(text):
        if match[1] is not None:
            hit = int(match[3]) == wanted and 1 <= int(match[4]) <= 31
        else:
            first, second = int(match[5]), int(match[7])
            hit = (first == wanted and 1 <= second <= 31) or (second == wanted and 1 <= first <= 31)
        if hit:
            out.append(match[0])
    return out
