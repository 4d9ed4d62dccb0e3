"""Dates of a claim and where a source writes them: a day (or a year) of a claim is backed
only where a source writes it with its month, by name or short form (``October 24``,
``24 Oct``, ``Oct. 2013``) or as a numeric date (``2013-10-24``, ``24/10/2013``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache
from typing import NamedTuple

from .months import _MONTH_ABBREVIATIONS_EN, _MONTHS_EN
from .tokens import LETTERS

# Dates: a day (or a year) of a claim is backed only where a source writes it with its
# month. Pages print many dates (publication, archive captures, navigation), so a day
# number found alone somewhere says little; people judge "On 24 October 1996" as one unit.
_MONTH_NAMES = {
    "en": " ".join(_MONTHS_EN),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre"
    " dicembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre"
    " diciembre",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "de": "januar februar märz april mai juni juli august september oktober november dezember",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro"
    " dezembro",
    "id": "januari februari maret april mei juni juli agustus september oktober november desember",
}


_SP = "[ \N{NO-BREAK SPACE}]?"
DOTTED_BC = rf"a\.{_SP}C\.|av\.{_SP}J\.-C\.|v\.{_SP}Chr\."
DOTTED_AD = rf"d\.{_SP}C\.|apr\.{_SP}J\.-C\.|n\.{_SP}Chr\."
"""The eras the languages write after a year with periods (Italian, Spanish, Portuguese
``a.C.``, ``d. C.``; French ``av. J.-C.``, ``apr. J.-C.``; German ``v. Chr.``, ``n. Chr.``):
before and after Christ. The segmenter ends no sentence inside them; the neutral check
compares them (:mod:`ragcite.verify.neutral.units`)."""

DOTTED_ERA = re.compile(rf"(?<=\d){_SP}(?:{DOTTED_BC}|{DOTTED_AD})")
"""An era with periods after a year (:data:`DOTTED_BC`, :data:`DOTTED_AD`)."""


class Date(NamedTuple):
    """A date of a claim: a month with its day and/or year (``24 October 1996``,
    ``October 2013``)."""

    start: int
    end: int
    """Char offsets of the whole expression in the text searched."""
    month: int
    """0–11."""
    day: int | None
    year: str | None
    label: str
    """What a source must hold, as written: the month with its day (``October 24``), or
    with its year when there is no day (``October 2013``)."""


@cache
def _month_forms(language: str) -> tuple[tuple[str, int], ...]:
    """(lower-case form, month) for the language's month names (and English short forms),
    longest first."""
    names = _MONTH_NAMES.get(language)
    if names is None:
        return ()
    forms = [(name, i) for i, name in enumerate(names.split())]
    if language == "en":
        # As pages print dates: "Oct. 24", "30 JUN" (words.py's table; other languages'
        # short forms are words too).
        forms += [
            (short, i) for i, shorts in enumerate(_MONTH_ABBREVIATIONS_EN) for short in shorts
        ]
    return tuple(sorted(forms, key=lambda f: -len(f[0])))


@cache
def _month_words(language: str) -> frozenset[str]:
    return frozenset(form for form, _ in _month_forms(language))


@cache
def _month_probes(language: str) -> tuple[str, ...]:
    """The first three letters of each month name: every form of a month holds them."""
    return tuple(dict.fromkeys(form[:3] for form, _ in _month_forms(language)))


_DAY = r"(?:0?[1-9]|[12][0-9]|3[01])"
_ORDINAL = r"(?:st|nd|rd|th|er|º|°)"
_YEAR = r"[12][0-9]{3}"


_LINK = r"(?:(?:of|de|del|di|du)\s+)?"
_AFTER_DAY = re.compile(
    rf"\.?\s+(?P<day>{_DAY})(?P<ord>{_ORDINAL})?(?![0-9])(?:,?\s+(?P<year>{_YEAR})(?![0-9]))?"
)
_BEFORE_DAY = re.compile(rf"(?<!\w)(?P<day>{_DAY})(?:{_ORDINAL}|\.)?\s+{_LINK}$")
_AFTER_YEAR = re.compile(rf"\.?,?\s+{_LINK}(?P<year>{_YEAR})(?![0-9])")


def find_dates(text: str, language: str, words: Iterable[str] | None = None) -> list[Date]:
    """Dates in a claim: a month name with a day, a year or both, in the language's
    usual orders (en, it, id, es, fr, de, pt; elsewhere none). English ``may`` counts
    only capitalised (``May 14``; "they may 2" is no date). ``words``, the text's
    lower-case content words when the caller has them, makes the common case (no month
    named) one set test.

    >>> [(d.month, d.day, d.year, d.label) for d in find_dates(
    ...     "On 24 October 1996 and on Feb. 3rd, 2001, then in May 2013.", "en")]
    [(9, 24, '1996', '24 October'), (1, 3, '2001', 'Feb. 3rd'), (4, None, '2013', 'May 2013')]
    >>> [(d.day, d.year) for d in find_dates("il 24 ottobre 1996, der 3. März", "it")]
    [(24, '1996')]
    >>> [(d.day, d.year, d.label) for d in find_dates("am 3. März 2020", "de")]
    [(3, '2020', '3. März')]
    >>> find_dates("they may 2 things", "en"), find_dates("a novel of 2013", "en")
    ([], [])
    """
    probes = _month_probes(language)
    if not probes:
        return []
    no_may = language != "en" or "May" not in text  # (may is an English stop word)
    if words is not None and no_may and _month_words(language).isdisjoint(words):
        return []
    lower = text.lower()
    starts: set[int] = set()
    for probe in probes:  # a few substring searches: most claims name no month
        pos = lower.find(probe)
        while pos >= 0:
            if pos == 0 or not lower[pos - 1].isalpha():
                starts.add(pos)
            pos = lower.find(probe, pos + 1)
    if not starts:
        return []
    months = dict(_month_forms(language))
    out: list[Date] = []
    taken = 0
    for pos in sorted(starts):
        word = LETTERS.match(lower, pos)
        if word is None or pos < taken:
            continue
        month = months.get(word[0])
        if month is None or (word[0] == "may" and not text[pos].isupper()):
            continue
        end = word.end()
        after = _AFTER_DAY.match(lower, end)
        before = None if after else _BEFORE_DAY.search(lower[max(0, pos - 12) : pos])
        if after:  # October 24, 1996
            label = text[pos : after.end("ord") if after["ord"] else after.end("day")]
            date = Date(pos, after.end(), month, int(after["day"]), after["year"], label)
        elif before:  # 24 October 1996, 24th of October
            start = max(0, pos - 12) + before.start()
            year = _AFTER_YEAR.match(lower, end)
            date = Date(
                start,
                year.end() if year else end,
                month,
                int(before["day"]),
                year["year"] if year else None,
                text[start:end],
            )
        elif year := _AFTER_YEAR.match(lower, end):  # October 2013
            date = Date(pos, year.end(), month, None, year["year"], text[pos : year.end()])
        else:
            continue
        out.append(date)
        taken = date.end
    return out


_NUMERIC_DATE = re.compile(
    r"(?<![0-9.])(?:([12][0-9]{3})([-/.])([0-9]{1,2})(?:\2([0-9]{1,2}))?"
    r"|([0-9]{1,2})([-/.])([0-9]{1,2})\6([12][0-9]{3}))(?![0-9])"
)


@lru_cache(maxsize=16)
def _numeric_dates(lower: str) -> tuple[frozenset[tuple[int, int]], frozenset[tuple[int, str]]]:
    """The numeric dates of a text, read once per text (many claims may ask of one long
    source): (month, day) pairs and (month, year) pairs, months 1–12. With the year last
    either field may be the month (``10/11/2018``)."""
    days: set[tuple[int, int]] = set()
    years: set[tuple[int, str]] = set()
    for m in _NUMERIC_DATE.finditer(lower):
        if m[1] is not None:  # year first: 2013-10-24, 2013/10
            month = int(m[3])
            if 1 <= month <= 12:
                years.add((month, m[1]))
                if m[4] is not None:
                    days.add((month, int(m[4])))
        else:  # year last: day and month in either order
            a, b = int(m[5]), int(m[7])
            for month, day in ((a, b), (b, a)):
                if 1 <= month <= 12:
                    days.add((month, day))
                    years.add((month, m[8]))
    return frozenset(days), frozenset(years)


_TWO_DAYS = (
    r"\s*(?:[-–—/]|\s(?:and|to|through|till|until|e|ed|y|al|a|et|au|und|bis|zum|dan|hingga|"
    r"sampai|ao|até|à|or|o|ou|oder|atau)\s(?:(?:al|au|ao|a|le|el|il|am|zum)\s)?)\s*"
)
"""What joins two days of one month, a list's or a range's (22 and 23 August, 2–10
November, dal 2 al 10 novembre, vom 2. bis 10. November)."""

_DAYS_JOINED = rf"{_TWO_DAYS}[0-3]?[0-9](?:{_ORDINAL}|\.)?\s{{1,2}}(?:(?:of|de|del|di|du)\s+)?"
"""After a day: another day of the same month, then the month (:data:`_TWO_DAYS`)."""


def date_in(lower: str, date: Date, language: str) -> bool:
    """Whether a source (its lower-cased text) writes the date's month with its day, or,
    for a date without day, with its year: by name or short form (``October 24``, ``24
    Oct``, ``24th of October``, ``Oct. 2013``) or as a numeric date (``2013-10-24``,
    ``24/10/2013``: with the year last either field may be the month; ``2013/10``).

    >>> d = find_dates("on February 14, 2015", "en")[0]
    >>> date_in("held from february 13 through february 15", d, "en")
    False
    >>> date_in("lauren / february 14, 2015", d, "en"), date_in("posted 2015-02-14", d, "en")
    (True, True)
    >>> date_in("the 14th of feb.", d, "en"), date_in("14 february", d, "en")
    (True, True)
    >>> date_in("in 2013 and october", find_dates("in October 2013", "en")[0], "en")
    False

    Either of two days a list or a range gives one month holds it.

    >>> date_in("on 13 and 14 february", d, "en"), date_in("dal 14 al 20 febbraio", d, "it")
    (True, True)
    >>> date_in("on 13 and 15 february", d, "en"), date_in("vom 12. bis 14. februar", d, "de")
    (False, True)
    """
    if date.day is not None:
        after = re.compile(rf"\.?,?\s{{1,2}}0?{date.day}{_ORDINAL}?(?![0-9])")
        before = re.compile(
            rf"(?<![0-9])0?{date.day}(?:{_ORDINAL}|\.)?\s{{1,2}}(?:(?:of|de|del|di|du)\s+)?$"
            # or first of two days that share the month (22 and 23 August, 2–10 November)
            rf"|(?<![0-9])0?{date.day}(?:{_ORDINAL}|\.)?{_DAYS_JOINED}$"
            # or the second (dal 2 al 10 novembre)
            rf"|(?<![0-9])[0-3]?[0-9](?:{_ORDINAL}|\.)?{_TWO_DAYS}0?{date.day}(?:{_ORDINAL}|\.)?"
            rf"\s{{1,2}}(?:(?:of|de|del|di|du)\s+)?$"
        )
    else:
        after = re.compile(
            rf"\.?,?\s{{1,2}}(?:(?:of|de|del|di|du)\s+)?(?:{_DAY}{_ORDINAL}?,?\s+)?{date.year}(?![0-9])"
        )
        before = None
    for form, month in _month_forms(language):
        if month != date.month:
            continue
        pos, hits = lower.find(form), 0
        while pos >= 0 and hits < 200:
            end = pos + len(form)
            if (pos == 0 or not lower[pos - 1].isalpha()) and (
                end >= len(lower) or not lower[end].isalpha()
            ):
                hits += 1
                if after.match(lower, end) or (
                    before is not None and before.search(lower[max(0, pos - 40) : pos])
                ):
                    return True
            pos = lower.find(form, end)
    days, years = _numeric_dates(lower)
    if date.day is not None:
        return (date.month + 1, date.day) in days
    return (date.month + 1, date.year) in years
