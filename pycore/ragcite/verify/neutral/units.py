"""The language-neutral units of a claim: numbers, dates, times, scores, identifiers, URLs,
quotes and names; and how a name is told where capitals say nothing, by its spelling
(:mod:`ragcite.verify.neutral`, "names")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cache, lru_cache

from ...text.dates import _MONTH_NAMES, DOTTED_AD, DOTTED_BC
from ...text.directions import directions
from ...text.english_words import everyday
from ...text.fractions import FRACTION_UNIT, fractions
from ...text.language import guess
from ...text.medicines import medicine
from ...text.name_words import LANGUAGES, concepts
from ...text.number_words import (
    CLOCK_UNIT,
    DECADE_NAMES,
    DECADE_UNIT,
    DECADE_WORDS,
    DURATION_WORDS,
    MULTIPLICATIVES,
    OCCASION,
    ONE_UNIT,
    SINGLE_TIMES,
    TIME_UNIT_WORDS,
    TIMES,
    TIMES_UNIT,
    WORDS_BY_LANGUAGE,
    scale_after,
)
from ...text.numbers import (
    CURRENCY,
    GLUED_SIGNS,
    Date,
    Number,
    find_dates,
    find_numbers,
)
from ...text.segment import GERMAN_ARTICLES
from ...text.words import Term, stem, stop_words, terms
from ...text.world_names import (
    _inflected,
    _languages,
    cities,
    currency_nouns,
    fold,
    people_of,
    places,
    regions,
    spans,
    weekdays,
)
from ...text.world_names import concepts as concepts_of

_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]\"'`]+[^\s<>()\[\]\"'`.,;:!?]")


_CODE = re.compile(r"`([^`\n]{1,80})`")


_IDENTIFIER = re.compile(
    r"(?<![\w.])(?:[A-Za-z_][A-Za-z0-9]*(?:[._:]|::)[A-Za-z0-9_.:]*[A-Za-z0-9_]"
    r"|[a-z]+[A-Z][A-Za-z0-9]*)(?![\w])"
)
"""``hnsw.ef_search``, ``ef_construction``, ``std::vector``, ``maxTokens``: a word with a
dot, an underscore or a double colon inside, or a lower-case word with an inner capital."""


_PATH = re.compile(
    r"(?<![\w/.:])(?:/[A-Za-z0-9_.{}~-]*[A-Za-z_{][A-Za-z0-9_.{}~-]*){2,}/?(?![\w/])"
    r"|(?<![\w/.:])/[a-z][a-z0-9_.-]{2,}(?![\w/])"
)
"""A path of two parts or more, written alike in every language (``/var/log/app.log``,
``/collections/{name}/snapshots``), or of one in lower case after a space (an endpoint:
``/healthz``, ``/metrics``; ``km/h``, ``and/or`` have a word before the slash)."""


_MODEL_ID = re.compile(r"(?<![\w.-])[a-z][a-z0-9]*(?:-[a-z0-9.]*[a-z0-9])+(?![\w-])")
"""A lower-case name in hyphenated parts, one with a digit (gpt-4o-mini, llama-3.1-8b,
corvid-large-2, covid-19): an identifier, compared whole."""


_CURRENCY_PAIR = re.compile(r"(?<![\w/])[A-Z]{3}/[A-Z]{3}(?![\w/])")
"""A currency pair (``EUR/USD``, ``GBP/JPY``), written alike in every language: one
identifier, compared whole (each code alone is held by the currency's name anywhere)."""


_FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w-])")
"""A command line's long option (``--max-time``, ``--connect-timeout``), written alike in
every language: an identifier, compared whole."""


_HYPHENED = re.compile(r"(?<![\w.-])[a-z]{2,}(?:-[a-z0-9]+)+(?![\w-])")
"""A lower-case word of hyphen-joined parts (``allkeys-lru``, ``free-threaded``)."""


_DIGIT_CODE = re.compile(r"(?<![\w.,-])\d+(?:-\d+){2,}(?![\w-])")
"""Three or more digit groups joined by hyphens (a CAS number, 1310-73-2; a part number):
one identifier, compared whole. Not a date (2023-05-25, 25-05-2023: those are dates)."""


_BC = rf"BCE?|B\.C\.(?:E\.)?|{DOTTED_BC}"
_AD = rf"A\.D\.|AD|CE|{DOTTED_AD}"
_ERA = re.compile(
    rf"(?<=\d)[ \N{{NO-BREAK SPACE}}]?(?:(?P<bc>{_BC})|(?P<ad>{_AD}))(?!\w)"
    rf"|(?<![\w.])(?P<before>AD|A\.D\.)(?=[ \N{{NO-BREAK SPACE}}]\d)"
)
"""An era written beside a year, in any of the languages (``44 BC``, ``AD 79``, ``44 a.C.``,
``79 d. C.``, ``44 av. J.-C.``, ``44 v. Chr.``, ``79 CE``)."""

_ERA_ID = re.compile(r"(?<=\d)[ \N{NO-BREAK SPACE}](?:(?P<bc>SM)|(?P<ad>M|Masehi))(?!\w)")
"""Indonesian's eras after a year (``44 SM``: Sebelum Masehi; ``79 M``)."""


def eras(text: str, language: str) -> list[re.Match[str]]:
    """The eras a text writes beside its years (:data:`_ERA`; Indonesian :data:`_ERA_ID`).

    >>> [m.group().strip() for m in eras("Nel 44 a.C. e nel 79 d.C.; AD 79, 44 BC.", "it")]
    ['a.C.', 'd.C.', 'AD', 'BC']
    >>> [m.group().strip() for m in eras("pada 15 Maret 44 SM dan tahun 79 M", "id")]
    ['SM', 'M']
    """
    found = list(_ERA.finditer(text))
    if language == "id":
        found += _ERA_ID.finditer(text)
    return sorted(found, key=lambda m: m.start())


def era_of(surface: str) -> str:
    """``BC`` or ``AD``: which side of the era an era's text names.

    >>> era_of("a. C."), era_of("n. Chr."), era_of("SM"), era_of("AD")
    ('BC', 'AD', 'BC', 'AD')
    """
    m = _ERA.search("1 " + surface.strip()) or _ERA_ID.search("1 " + surface.strip())
    return "BC" if m is not None and m["bc"] else "AD"


def negative_before(text: str, start: int) -> bool:
    """Whether a minus stands right before the number at ``start``: the minus sign, a
    hyphen after a space or a bracket and before no range's end (``-17 °C``; not ``10 -
    12``), or the word ``minus`` (English, German, Indonesian); not the Romance words, which
    say "at least" far more often (``al menos 12 meses``, ``au moins deux``, ``più o meno``).

    >>> [negative_before(t, t.index("17")) for t in ("a low of −17 °C", "(-17 °C)",
    ...  "minus 17 Grad", "al menos 17 meses", "10 - 17", "COVID-17", "17 °C")]
    [True, True, True, False, False, False, False]
    """
    return _MINUS_BEFORE.search(text, max(0, start - _MINUS_REACH), start) is not None


_MINUS_BEFORE = re.compile(
    r"(?:−|(?<![\d\w.,][ \N{NO-BREAK SPACE}])(?<![\w-])-"
    r"|(?<![^\W\d_])(?i:minus)[ \N{NO-BREAK SPACE}]+)$"
)
"""A minus right before a number (:func:`negative_before`)."""

_MINUS_REACH = 8
"""How far before a number its minus word is looked for (``minus ``)."""


def range_scale(text: str, end: int, language: str) -> int:
    """The scale a range's second number gives its first (``tra 7,2 e 7,3 miliardi``,
    ``7,2 bis 7,3 Milliarden``: 7.2 billion), or 0.

    >>> range_scale("tra 7,2 e 7,3 miliardi di dollari", 7, "it")
    9
    >>> range_scale("7,2 e 7 bambini", 3, "it")
    0
    >>> range_scale("tre taglie da 8, 70 e 405 miliardi di parametri", 15, "it")
    9

    A range rises: a larger number first is no part of it (la récolte de 2023 à 126,3
    millions de tonnes: a year, then the harvest).

    >>> range_scale("en 2023 à 126,3 millions de tonnes", 7, "fr")
    0

    Nor is a name's number (broadcast on Rai 1 to 1.9 million viewers: the channel).

    >>> range_scale("broadcast on Rai 1 to 1.9 million viewers", 19, "en")
    0
    >>> range_scale("Between 7.2 and 7.3 billion", 11, "en")
    9
    """
    after = _RANGE_NEXT.match(text, end)
    if after is None:
        return 0
    named = _NAME_NUMBER_BEFORE.search(text, max(0, end - _NUMBER_REACH), end)
    if named is not None and named[1].casefold() not in stop_words(language):
        return 0
    first = find_numbers(text[max(0, end - _NUMBER_REACH) : end], language)
    last = find_numbers(text[after.start() : after.end()], language)
    if first and last and _value(first[-1].key) > _value(last[-1].key):
        return 0
    return scale_after(text, after.end(), language)[0]


_NUMBER_REACH = 24
"""How far before a range's end its first number is looked for."""

_NAME_NUMBER_BEFORE = re.compile(r"(?<![\w-])([A-Z][^\W\d_]*)[ \N{NO-BREAK SPACE}]+\d[\d.,]*$")
"""A capitalised word right before a number (Rai 1, Apollo 11): a name's number."""


def _value(key: str) -> Decimal:
    """A number's key as a value (0 where it is none: a range is then read as before)."""
    try:
        return Decimal(key)
    except InvalidOperation:
        return Decimal(0)


_NUMBER_NEXT = r"[$€£]?\d(?:[\d.,]*\d)?"
_JOINING = (
    r"(?:[-–]|[ \N{NO-BREAK SPACE}](?:and|to|e|a|y|et|à|und|bis|dan|hingga|sampai|até|or|o|ou"
    r"|oder|atau)[ \N{NO-BREAK SPACE}])"
)
_RANGE_NEXT = re.compile(
    rf"(?:[ \N{{NO-BREAK SPACE}}]*,[ \N{{NO-BREAK SPACE}}]*{_NUMBER_NEXT})*"
    rf"[ \N{{NO-BREAK SPACE}}]*{_JOINING}[ \N{{NO-BREAK SPACE}}]*{_NUMBER_NEXT}"
)
"""What follows a range's or a list's first number up to the end of its last (``e 7,3``,
``–7.3``, ``, 70 e 405``)."""


_WORD = re.compile(r"(?<![\w-])[^\W\d_]+(?![\w-])")

_CAPITAL_MONTHS = frozenset(("en", "de", "id"))
"""The languages that write a month's name with a capital; the others write it in lower
case, and a capital there makes another name (French ``Mars``, the planet)."""


@cache
def _month_words(language: str) -> dict[str, int]:
    """A language's month names (lower case) -> the month, 0–11."""
    return {word: i for i, word in enumerate(_MONTH_NAMES.get(language, "").split())}


def _month_number(word: str, language: str, capital: bool = False) -> int | None:
    """Which month (0–11) ``word`` names in ``language``, written as that language writes
    months (:data:`_CAPITAL_MONTHS`; English ``may`` in lower case is a verb), or also
    with a capital if ``capital`` (a source's sentence may open with one: ``Maggio``)."""
    month = _month_words(language).get(word.casefold())
    if month is None:
        return None
    capitalised = language in _CAPITAL_MONTHS
    if capitalised != word[:1].isupper() and not (capital and not capitalised):
        return None
    return month


def months_named(text: str, language: str) -> list[re.Match[str]]:
    """The months a text names in its language's words, a date's or alone (``from May to
    October``, ``da maggio a ottobre``, ``dari Mei hingga Oktober``): a month a claim names
    is a fact a translation keeps. Not the text's first word, which any word may be
    (``May I ...``).

    >>> [m.group() for m in months_named("Aperto da maggio a ottobre, mai a Mars.", "it")]
    ['maggio', 'ottobre']
    >>> [m.group() for m in months_named("May is open from May to October.", "en")]
    ['May', 'October']
    """
    return [
        m
        for m in _WORD.finditer(text)
        if m.start() > 0 and _month_number(m.group(), language) is not None
    ]


def month_said(surface: str, text: str, language: str) -> bool:
    """Whether ``text`` (in ``language``) names the month that ``surface`` names in any
    language (:func:`months_named`).

    >>> month_said("Mei", "mandatory from May to October", "en")
    True
    >>> month_said("giugno", "mandatory from May to October", "en")
    False
    >>> month_said("Mai", "non è mai aperto a maggio", "it")
    True
    """
    folded = surface.casefold()
    wanted = {words[folded] for lang in _MONTH_NAMES if folded in (words := _month_words(lang))}
    return not wanted.isdisjoint(_months_in(text, language))


@lru_cache(maxsize=64)
def _months_in(text: str, language: str) -> frozenset[int]:
    """The months a source names (:func:`month_said`; kept for the last texts: a source is
    asked about each of its claims' months)."""
    found = (_month_number(m.group(), language, True) for m in _WORD.finditer(text))
    return frozenset(month for month in found if month is not None)


_HEADER = re.compile(r"(?<![\w-])X-[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)*(?![\w-])")
"""An HTTP extension header (``X-RateLimit-Reset``), compared whole as written."""

_DOLLAR = re.compile(r"-[Dd]ollar")
"""A place's initials joined to the dollar (German ``US-Dollar``, ``HK-Dollar``)."""

_CAPITAL_CODE = re.compile(
    r"(?<![\w-])[A-Z]{2,}(?:-[A-Z]+)*(?:-[A-Z]*\d+[A-Z0-9]*)+(?:-[A-Z0-9]+)*(?![\w-]|[.,]\d)"
)
"""Capitals and numbers joined by hyphens (``CVE-2024-28419``, ``HX-SA-2024-017``,
``COVID-19``), a part maybe of digits and capitals (a camera's model ``ILCE-1M2``,
``DSC-RX100M7``): one code, compared whole as written, its numbers no numbers of their own.

>>> [m.group() for m in _CAPITAL_CODE.finditer("CVE-2024-28419, ILCE-1M2, DSC-RX100M7, EU-27")]
['CVE-2024-28419', 'ILCE-1M2', 'DSC-RX100M7', 'EU-27']
"""

_LETTER_CODE = re.compile(r"(?<![\w-])[A-Z]{1,3}\d{1,4}(?:[a-z]|neo|ceo|max)?(?![\w-])")
"""Capitals and digits as one code, written alike in every language (a metro line ``M4``,
an aircraft ``A380``, ``A321neo``, the ``G7``, ``CO2``): compared as written."""

_NAME_NUMBER = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:-[A-Z][a-z]+)*-\d{1,4}[a-z]?(?![\w-])")
"""A name with its number after a hyphen (a mission's ``Chandrayaan-3``, a rocket's
``Falcon-9``, ``Sentinel-6``), written alike in every language: one identifier, compared
whole (its number alone is held by any of that value)."""

_DOTTED_CODE = re.compile(
    r"(?<![\w.])\d+(?:\.\d+)*\.[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*(?![\w-]|\.\w)"
)
"""Digits and letters joined by dots (a certificate's ``21.HBD.41037``): one code, compared
whole, its numbers no numbers of their own."""

_GERMAN_PEOPLE = re.compile(r"(?<![\w-])[a-zäöü]{3,}isch(?:e[mnrs]?)?(?![\w-])")
"""A German adjective of a people or a place, in lower case (grönländischen, isländische):
a place a translation keeps, read by :func:`ragcite.text.world_names.people_of`."""


@cache
def _people_words() -> frozenset[str]:
    """The languages' names and their adjectives' endings, accents kept (CLDR's ``finés``,
    ``finesa``; not ``fines``, purposes, which the tables' folded keys also read as one)."""
    forms = {form.casefold() for concept in _languages() for form in concepts_of()[concept]}
    return frozenset(
        {*forms, *(word for form in forms if " " not in form for word in _inflected(form))}
    )


_LOWER_PEOPLES = frozenset(("it", "es", "fr", "pt"))
"""The languages that write a people's adjective in lower case, as their name for the
people's language (giapponese, sueca, danoise): a unit, where German's are read by
:data:`_GERMAN_PEOPLE` and Indonesian capitalises them (Jepang)."""

_LETTER_NAME = re.compile(r"(?<![\w'’-])[A-DF-Z]-[A-Z][a-z]{2,}(?![\w-])")
"""One capital letter hyphen-joined to a capitalised word (a plan's ``V-Max``, ``T-Mobile``,
``X-Wing``): a name written alike in every language, compared whole (its word alone is
often a word of the text's language: "plus", "max"). Not *E-*, electronic in every
language (``E-Visum``, ``E-Bikes``), nor a German noun's compound (``U-Bahn``,
``A-Klasse``)."""

_DIGIT_LETTER_CODE = re.compile(
    r"(?<![\w.,-])\d{1,3}(?:[ACDEFIJLNOPQRTUVWYZ]|[A-Z]{1,2}\d{1,3})(?![\w-])"
)
"""Digits and one capital as one code (a line's or a phase's ``2A``, a terminal's ``3C``),
or digits, one or two capitals and digits (a tank's ``2A8``), written alike in every
language; not a number glued to a unit's letter (``5G``, ``10K``, ``2B`` are read as
numbers with their unit)."""

_REFERENCE = re.compile(r"(?<![\w.,/-])(?:\d{5,}[A-Z]{1,3}|\d{3,}[A-Z]{1,3}-\d+)(?![\w-])")
"""A reference number: five digits or more and capitals (a watch's ``126610LN``), or
digits, capitals, a hyphen and digits (``6300A-010``), written alike in every language:
one code, compared whole (its digits alone are held by any number of that value). Not
fewer digits with capitals, often a number and its unit (``5000MW``, ``100GB``).

>>> [m.group() for m in _REFERENCE.finditer("126610LN, 6300A-010, 5000MW, 1600 MT")]
['126610LN', '6300A-010']
"""

_PERIOD = re.compile(r"[QHTS][1-4]")
"""A quarter, a half or a semester (``Q3``, ``H1``, ``T3``), which languages write their
own way (third quarter, terzo trimestre): no code."""


_ORDINAL_KE = re.compile(r"ke-\d+")
"""An Indonesian ordinal in digits (``ke-76``: 76th): a number, no code name."""


_DATE_SHAPED = re.compile(
    r"(?:1[5-9]|20)\d\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])"
    r"|(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-(?:\d\d|(?:1[5-9]|20)\d\d)"
)


_QUOTE = re.compile(
    r"[\"\u201c\u00ab\u201e]([^\"\u201c\u201d\u00ab\u00bb\u201e\n]{3,200})[\"\u201d\u00bb]"
)


CAPITAL_ROLES = frozenset(("en", "de", "id"))
"""The languages that capitalise a role before a person's name (Mayor, Bürgermeister, Wali
Kota, Gubernur); the Romance languages write it in lower case (il sindaco)."""

_SPACE = "[ \N{NO-BREAK SPACE}]"
_HOURS = r"(?:hours?|hrs?|h|ore|ora|horas?|heures?|Stunden?|jam)"
_MINUTES = r"(?:minutes?|mins?|minuti|minuto|minutos?|Minuten?|menit)"
_SECONDS = r"(?:seconds?|secs?|s|secondi|secondo|segundos?|secondes?|Sekunden?|detik)"
_THEN = rf"(?:,?{_SPACE}+(?:(?:and|e|y|et|und|dan){_SPACE}+)?)"
"""Between a duration's parts: a space, a comma or "and" (``83 hours, 38 minutes and 56
seconds``)."""

_DURATION = re.compile(
    rf"(?<![\d.,])\d{{1,3}}{_SPACE}*{_HOURS}{_THEN}\d{{1,2}}{_SPACE}*{_MINUTES}"
    rf"(?:{_THEN}\d{{1,2}}{_SPACE}*{_SECONDS})?(?!\w)"
    rf"|(?<![\d.,])\d{{1,2}}{_SPACE}*{_MINUTES}{_THEN}\d{{1,2}}{_SPACE}*{_SECONDS}(?!\w)"
)
"""A duration in words, its parts together: hours and minutes (``4 hours and 57
minutes``, ``4 ore e 57 minuti``, ``4 Stunden und 57 Minuten``: ``4 h 57``), maybe with
seconds (``83 jam 38 menit 56 detik``), or minutes and seconds (``6 minutes and 17
seconds``, ``6 min 17 s``).

>>> [m.group() for m in _DURATION.finditer("83 hours, 38 minutes and 56 seconds, 6 min 17 s")]
['83 hours, 38 minutes and 56 seconds', '6 min 17 s']
"""


def word_durations(text: str) -> Iterator[tuple[int, int]]:
    """(hours, minutes) of each duration a text writes with its hours in words, in any of
    the languages (``due ore e 27 minuti``, ``two hours and 27 minutes``, ``zwei Stunden und
    27 Minuten``): a source's duration, read as :data:`_DURATION` reads digits. The minutes
    are found first (their digits open the pattern), then the words before them.

    >>> list(word_durations("in deux heures et 27 minutes, en 27 minutes"))
    [(2, 27)]
    """
    values = _hour_words()
    for m in _MINUTES_AFTER_HOURS.finditer(text):
        before = _HOURS_BEFORE.search(text, max(0, m.start() - _HOURS_REACH), m.start())
        if before is not None and (value := values.get(before.group(1).casefold())):
            yield value, int(m.group(1))


@cache
def _hour_words() -> dict[str, int]:
    """The number words of the seven languages from one to 24, to their values."""
    return {
        word.casefold(): value
        for words in WORDS_BY_LANGUAGE.values()
        for word, value in words.items()
        if 1 <= value <= 24 and " " not in word
    }


_MINUTES_AFTER_HOURS = re.compile(rf"(?<![\d.,])(\d{{1,2}}){_SPACE}*{_MINUTES}(?!\w)")
_HOURS_BEFORE = re.compile(rf"(?<![^\W\d_])([^\W\d_]+){_SPACE}+{_HOURS}{_THEN}$")
_HOURS_REACH = 40
"""How far before the minutes the hours in words are looked for."""


_ROMAN_ITEM = re.compile(r"(?<!\w)\((?:i{1,3}|iv|vi{0,3}|ix|x)\)")
"""A list item numbered in lower-case Roman numerals in brackets (UNESCO's criteria
``(ii)``, ``(iv)``), written alike in every language: compared as written."""

_DOT_CLOCK = re.compile(
    r"(?<![^\W\d_])(?:pukul|jam|alle|dalle|ore)[ \N{NO-BREAK SPACE}]+"
    r"((?:[01]?\d|2[0-3])\.[0-5]\d)(?:[–-]((?:[01]?\d|2[0-3])\.[0-5]\d))?(?!\d|[.,]\d)"
    r"|(?<![\d.,])((?:[01]?\d|2[0-3])\.[0-5]\d)[–-]((?:[01]?\d|2[0-3])\.[0-5]\d)(?!\d|[.,]\d)"
)
"""Hours and minutes joined by a dot, as Indonesian and Italian write the clock, after a
word that says so (``pukul 08.00``, ``alle 07.53``) or as a range (``08.00–19.00``): times,
not decimals (8.00 is no "eight")."""

_TIME = re.compile(
    r"(?<![\d.,:])\d{1,2}(?::\d{2}(?::\d{2})?(?:[.,]\d{1,3}(?!\d))?(?![\d:])"
    r"|[ \N{NO-BREAK SPACE}]?h[ \N{NO-BREAK SPACE}]?\d{2}"
    r"(?:[ \N{NO-BREAK SPACE}]?min[ \N{NO-BREAK SPACE}]?\d{2}[ \N{NO-BREAK SPACE}]?s?)?(?!\w)"
    r"|[ \N{NO-BREAK SPACE}]?min[ \N{NO-BREAK SPACE}]?\d{2}[ \N{NO-BREAK SPACE}]?s"
    r"(?:[ \N{NO-BREAK SPACE}]?\d{1,3})?(?!\w))"
)
"""A time or a duration: ``2:01:09``, ``10:30``, ``2h01min09s``, ``2 h 01 min 09 s``,
``10h30`` (two digits after each separator), a race's time to the hundredth
(``30:43.25``, ``30:43,25``, Portuguese ``30min43s25``, French ``3 min 22 s 93``).

>>> [m.group() for m in _TIME.finditer("em 30min43s25, in 30:43.25, alle 10:30.")]
['30min43s25', '30:43.25', '10:30']
>>> [m.group() for m in _TIME.finditer("en 3 min 22 s 93 et 5 min 24 s.")]
['3 min 22 s 93', '5 min 24 s']
"""


_CLOCK_12 = re.compile(
    r"(?<![\d.,:])(\d{1,2})(?::(\d{2}))?[ \N{NO-BREAK SPACE}]?"
    r"([ap])\.?[ \N{NO-BREAK SPACE}]?m\.?(?!\w)",
    re.IGNORECASE,
)
"""A time of day on the 12-hour clock (``5 p.m.``, ``9am``, ``5:30 PM``)."""


_PAIR = re.compile(r"(?<![\w.,:/–-])\d{1,2}(?: ?[–-] ?\d{1,2}|:\d)(?![\w:/–-]|[.,]\d| ?%)")
"""Two small numbers joined by a dash: a score (3–1) or a short range (10-12), compared
together (2–1 is no 3–1 because a source has a 2 somewhere); or by a colon before one digit,
as German and French write a score (3:1; two digits after it are a time, 10:30)."""


_SPACES = re.compile(r"\s+")


_LETTERS = re.compile(r"[^\W\d_]+")


_OPENING = re.compile(r"[\W\d_]*")
"""What precedes a sentence's first word (list markers, emphasis, quotes)."""


@dataclass
class Unit:
    """One language-neutral unit of a claim."""

    kind: str
    """``number``, ``date``, ``time``, ``pair`` (a score or a short range, 3–1),
    ``identifier``, ``url``, ``name``, ``era`` (BC or AD: :func:`eras`), ``month`` (named
    in words: :func:`months_named`), ``direction`` (a
    point of the compass:
    :mod:`ragcite.text.directions`), ``day`` (of the week, in any language:
    :func:`ragcite.text.world_names.weekdays`) or ``quote``."""
    surface: str
    """As the claim writes it."""
    start: int
    end: int
    """Char offsets in the checked text (markers blanked)."""
    number: Number | None = None
    date: Date | None = None
    scale: int = 0
    """The power of ten a scale word after the number multiplies it by (``1,2 miliardi``:
    9), :func:`ragcite.text.number_words.scale_after`."""
    negative: bool = False
    """A number after a minus sign or word (``−17 °C``, ``minus 17 Grad``): held only by
    one a source writes so too (:func:`negative_before`)."""
    loose: bool = False
    """A plain name (one capital at most): held also by a source word it is a cognate of.
    One told by its spelling (:func:`_name_shaped`) may be a loanword (``Index``:
    ``indexes``); one told by its capital may be the name as the other language spells it
    (``Ámsterdam``, ``Amsterdã``: ``Amsterdam``). Acronyms and inner capitals are exact."""


def units(text: str, language: str) -> list[Unit]:
    """The language-neutral units of a claim's checked text, in order, none inside
    another (a number inside a URL or an identifier is that unit's part).

    >>> [(u.kind, u.surface) for u in units(
    ...     "Il valore predefinito di `hnsw.ef_search` in PostgreSQL è 40 (v. https://x.org/a).",
    ...     "it")]
    [('identifier', 'hnsw.ef_search'), ('name', 'PostgreSQL'), ('number', '40'), ('url', 'https://x.org/a')]
    """
    found: list[Unit] = []
    taken: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return not any(a < e and s < b for s, e in taken)

    numbers = find_numbers(text, language)
    # Rp16.300, R4.8: amounts with their currency's sign glued, numbers (below), no codes;
    # not R350 alone, a code as much as an amount
    amounts = [
        (n.start, n.end)
        for n in numbers
        if n.surface[:2] in GLUED_SIGNS and not n.surface[1:].isdigit()
    ]

    def add(unit: Unit) -> None:
        if unit.end > unit.start and free(unit.start, unit.end):
            if unit.kind == "identifier" and any(
                unit.start < e and s < unit.end for s, e in amounts
            ):
                return
            found.append(unit)
            taken.append((unit.start, unit.end))

    for m in _URL.finditer(text):
        add(Unit("url", m.group(), m.start(), m.end()))
    for m in _CLOCK_12.finditer(text):
        if int(m[1]) <= 12:  # 6 p.m.: a time of day, not 6 and an abbreviation
            add(Unit("time", m.group(), m.start(), m.end()))
    for m in eras(text, language):
        start = m.start() + len(m.group()) - len(m.group().lstrip())
        add(Unit("era", text[start : m.end()], start, m.end()))  # 44 a.C.: before Christ
    for m in _CODE.finditer(text):
        add(Unit("identifier", m.group(1).strip(), m.start(1), m.end(1)))
    for m in _PATH.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _IDENTIFIER.finditer(text):
        if not any(n.unit and n.start < m.start() < n.end for n in numbers):
            add(Unit("identifier", m.group(), m.start(), m.end()))  # not 198 kHz's unit
    for m in _DOTTED_CODE.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))  # 21.HBD.41037
    for m in _MODEL_ID.finditer(text):
        if any(c.isdigit() for c in m.group()) and not (
            language == "id" and _ORDINAL_KE.fullmatch(m.group())
        ):
            add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _CURRENCY_PAIR.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _FLAG.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _HEADER.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _CAPITAL_CODE.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))  # CVE-2024-28419
    for m in _LETTER_CODE.finditer(text):
        if _PERIOD.fullmatch(m.group()) is None:
            add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _NAME_NUMBER.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))  # Chandrayaan-3
    for m in _LETTER_NAME.finditer(text):
        word = m.group()[2:]
        if not (language == "de" and (concepts(word.lower(), "de") or everyday(word))):
            add(Unit("identifier", m.group(), m.start(), m.end()))  # V-Max
    for m in _DIGIT_LETTER_CODE.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))  # Fase 2A
    for m in _REFERENCE.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))  # 126610LN, 6300A-010
    for m in _DIGIT_CODE.finditer(text):
        if _DATE_SHAPED.fullmatch(m.group()) is None:
            add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _TIME.finditer(text):
        # A time or a duration (2:01:09, 2 h 01 min 09 s): its parts together, not each
        # alone anywhere in the source.
        add(Unit("time", m.group().strip(), m.start(), m.end()))
    for m in _DURATION.finditer(text):
        add(Unit("time", m.group(), m.start(), m.end()))  # 4 hours and 57 minutes: 4 h 57
    for m in _ROMAN_ITEM.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))  # criteria (ii) and (iv)
    for m in _DOT_CLOCK.finditer(text):
        for group in (1, 2, 3, 4):  # pukul 08.00; 08.00–19.00: times
            if m.group(group) is not None:
                add(Unit("time", m.group(group), m.start(group), m.end(group)))
    for m in _PAIR.finditer(text):
        # A score or a short range (3–1, 10-12): its two numbers together.
        add(Unit("pair", m.group(), m.start(), m.end()))
    for m in _QUOTE.finditer(text):
        quoted = m.group(1).strip()
        said = guess(quoted)
        if said is not None and said != language:
            add(Unit("quote", quoted, m.start(1), m.end(1)))
    for start, end, ratio in fractions(text):
        # two-thirds, tre quinti: one value, its numerator no number of its own
        fraction = Number(ratio, text[start:end], start, end, FRACTION_UNIT)
        add(Unit("number", text[start:end], start, end, fraction))
    dated: set[int] = set()
    for date in _dates(text, language):
        add(Unit("date", text[date.start : date.end], date.start, date.end, date=date))
        dated.update(j for j, n in enumerate(numbers) if date.start <= n.start < date.end)
    seen: set[tuple[str, str | None, int]] = set()
    days = weekdays(text)
    for j, number in enumerate(numbers):
        if j in dated or _in_name(number, text, language) or _first_time(number, text, language):
            continue
        if any(a <= number.start < b for a, b in days):
            continue  # de segunda a sábado: a day (Monday), no second
        scale, end = scale_after(text, number.end, language)
        scale = scale or range_scale(text, number.end, language)  # tra 7,2 e 7,3 miliardi
        clock = number.unit in (None, "h") and not scale and _CLOCK_HOUR.match(text, number.start)
        if clock:
            number = number._replace(unit=CLOCK_UNIT)  # 18 Uhr, 18 h: a time of day
        if (number.key, number.unit, scale) in seen:
            continue  # each value once, with its unit and scale (25 mai, 25 millions)
        seen.add((number.key, number.unit, scale))
        surface = text[number.start : end]  # 1,2 miliardi: the scale is part of it
        if clock:
            pass  # its unit set above, before the values seen were asked
        elif number.unit is None and not scale and _times_after(text, number.end, language):
            number = number._replace(unit=TIMES_UNIT)  # dua kali: a number of times
        elif number.key == "1" and (
            (number.surface == "1" and _one_of_time(text, number.end, language))
            or number.unit in TIME_UNIT_WORDS  # 1 second: un secondo
        ):
            number = number._replace(unit=ONE_UNIT)  # 1 business day: un giorno
        elif number.unit is None and _decade_before(text, number, language):
            number = number._replace(unit=DECADE_UNIT)  # anni '90: a decade
        negative = negative_before(text, number.start)
        add(Unit("number", surface, number.start, end, number, scale=scale, negative=negative))
    for m in _multiplied(text, language):
        value = Number(str(MULTIPLICATIVES[language][m[0].lower()]), m[0], m.start(), m.end())
        add(Unit("number", m[0], m.start(), m.end(), value._replace(unit=TIMES_UNIT)))
    named = places(text)
    regional = regions(text)
    for a, b in directions(text, language):
        # Corea del Nord: the country's; a region's point is one still (East Nusa Tenggara:
        # Nusa Tenggara Oriental, however a source spells the rest)
        if not any(s <= a and b <= e for s, e in named if (s, e) not in regional):
            add(Unit("direction", text[a:b], a, b))
    for a, b in days:
        add(Unit("day", text[a:b], a, b))  # martedì, dienstags: a fact, whatever the case
    for m in months_named(text, language):
        add(Unit("month", m.group(), m.start(), m.end()))  # da maggio a ottobre, dari Mei
    opening = _OPENING.match(text)
    first = opening.end() if opening else 0
    found_terms = terms(text, language)
    shaped = [_name_shaped(t, t.start <= first, text, language) for t in found_terms]
    counted = {u.end for u in found if u.kind == "number"}
    for i, term in enumerate(found_terms):
        if not term.form or _counts(term, counted, text, language):
            continue
        plain = term.surface[1:] == term.surface[1:].lower()
        if term.name and not plain:
            if text[term.end : term.end + 1] in CURRENCY or _DOLLAR.match(text, term.end):
                continue  # US$, HK$, R$, US-Dollar: a currency, read with its number
            add(Unit("name", term.surface, term.start, term.end))  # HNSW, PostgreSQL
        elif term.name and term.start > first and language != "de":
            if _foreign_article(term, text, language):
                continue  # La Scala, Le Monde: the name is the word after
            add(Unit("name", term.surface, term.start, term.end, loose=True))
        elif medicine(term.surface):
            # nirmatrelvir, amoxicillina: a medicine by its INN stem, whatever the case
            add(Unit("name", term.surface, term.start, term.end, loose=True))
        elif shaped[i] or (
            language == "de"
            and (
                _in_name_run(found_terms, shaped, i, text, first)
                or _german_place(term, named, text)
                or _city_adjective(term.surface)
            )
        ):
            # A word the capitals alone do not make a name (the sentence's first word, a
            # German noun, a lower-case word before a version): one whose spelling is
            # foreign to the claim's language (module doc, "Names").
            add(Unit("name", term.surface, term.start, term.end, loose=True))
        elif (
            term.surface[:1].isupper()
            and any(a <= term.start and term.end <= b for a, b in named)
            and not (language == "de" and _city_after_article(term, text))
        ):
            # A country or a city, known in seven languages (Kenia, Irlanda opening the
            # sentence): a name whatever the capitals say.
            add(Unit("name", term.surface, term.start, term.end, loose=True))
    if language in _LOWER_PEOPLES:
        languages = _languages()
        for a, b, concept in spans(text):
            # la empresa sueca, il governo giapponese: a people's adjective in lower case,
            # spelt as the people's language (CLDR's), a place a translation keeps
            if (
                concept in languages
                and text[a].islower()
                and text[a:b].casefold() in _people_words()  # not fines for finés
                and "-" not in text[a - 1 : a] + text[b : b + 1]  # norte-irlandês: a compound's
            ):
                add(Unit("name", text[a:b], a, b, loose=True))
    if language == "de" and (adjectives := list(_GERMAN_PEOPLE.finditer(text))):
        named_all = spans(text)
        for m in adjectives:
            # des grönländischen Eisschilds: a place's adjective, in lower case in German;
            # not a currency's (300 Millionen australische Dollar: read with its number)
            after = _WORD_AFTER.match(text, m.end())
            if after is not None and fold(after[1]) in currency_nouns():
                continue  # 15.000 kanadischen Dollar: a currency's
            around = [(a, b) for a, b, _ in named_all if a <= m.start() and m.end() <= b]
            if (people_of(m.group()) is not None and not around) or around == [m.span()]:
                add(Unit("name", m.group(), m.start(), m.end(), loose=True))
    if language != "en":
        for m in _HYPHENED.finditer(text):
            # Kept in another language's spelling (allkeys-lru, free-threaded in Italian):
            # a term or a setting's value the translation keeps, compared whole; the
            # language's own hyphenated words (socio-economico, kira-kira) are words, and
            # a point of the compass or a medicine read above its own (sud-ovest).
            if any(len(p) >= 3 and _foreign(p, language) for p in m.group().split("-")):
                add(Unit("identifier", m.group(), m.start(), m.end()))
    found.sort(key=lambda u: u.start)
    return found


def _counts(term: Term, counted: set[int], text: str, language: str) -> bool:
    """Whether a word of time follows a number that counts it (the Thirty Years' War:
    Years is no name; the number is checked).

    >>> [u.surface for u in units("It ended the Thirty Years' War.", "en")]
    ['Thirty', 'War']

    So too a currency's noun after its amount (47,2 Milliarden Real).

    >>> [u.surface for u in units("Sie nahm 47,2 Milliarden Real ein.", "de")]
    ['47,2 Milliarden']

    In a Romance language, which capitalises a name's words only, so too a capitalised
    plural word spelt as the language's own right after a count from two to 999 after a
    lower-case word: a noun counted (in 19 Paesi, 27 Stati membri), as a name is not
    (nel 2023 Milano, 30 Frecciarossa, Frecciarossa 1000 Treni).

    >>> [u.surface for u in units("Lo studio ha arruolato pazienti in 19 Paesi.", "it")]
    ['19']
    """
    if term.surface.lower() in DURATION_WORDS.get(language, ()) or (
        fold(term.surface) in currency_nouns()  # 47,2 Milliarden Real: the amount's
    ):
        return any(text[end : term.start].isspace() for end in counted if end < term.start)
    if language not in _ROMANCE or not term.surface[:1].isupper():
        return False
    count = _COUNT_BEFORE.search(text, max(0, term.start - 24), term.start)
    return (
        count is not None
        and count.end(2) in counted
        and 1 < int(count[2]) < _COUNT_LIMIT
        and count[1][:1].islower()
        and term.surface[1:].islower()
        and term.form.endswith(_PLURAL_ENDINGS[language])
        and not _foreign(term.form, language)
    )


_COUNT_BEFORE = re.compile(r"([^\W\d_]+)[ \N{NO-BREAK SPACE}]+(\d{1,3})[ \N{NO-BREAK SPACE}]$")
"""A lower-case word, a count's digits and a space, right before a word."""

_PLURAL_ENDINGS = {"it": ("i", "e"), "es": ("s",), "pt": ("s",), "fr": ("s", "x")}
"""The endings of a Romance plural noun, as a count of two or more takes (Paesi, Estados;
not a product's name: 30 Frecciarossa)."""

_COUNT_LIMIT = 1000
"""Counts below it: a number from 1000 up may be a year (nel 2023 Milano)."""


def _city_after_article(term: Term, text: str) -> bool:
    """Whether a German word a city's name spells follows an article, as a noun does and a
    city's name does not (den Ofen, das Essen; in Essen): a country may take one (die
    Schweiz, der Irak), a city only with an adjective between.

    >>> text = "Dann den Ofen auf 210 °C stellen, wie in Essen."
    >>> [t.surface for t in terms(text, "de") if _city_after_article(t, text)]
    ['Ofen']
    """
    before = _BEFORE.search(text, 0, term.start)
    return (
        before is not None
        and before.group(1).lower() in _GERMAN_DETERMINERS
        and any(a <= term.start and term.end <= b for a, b in cities(text))
    )


_WORD_AFTER = re.compile(r"[ \N{NO-BREAK SPACE}]+([^\W\d_]+)")


def _multiplied(text: str, language: str) -> list[re.Match[str]]:
    """A claim's one-word adverbs of how many times (twice, dreimal: a number of times).

    >>> [(u.surface, u.number.key) for u in units("Take it twice a day.", "en") if u.number]
    [('twice', '2')]
    """
    words = MULTIPLICATIVES.get(language)
    lowered = text.lower()
    if not words or not any(word in lowered for word in words):
        return []
    return [m for m in _LETTERS.finditer(text) if m[0].lower() in words]


def _times_after(text: str, end: int, language: str) -> bool:
    """Whether the word after a number makes it a number of times (dua kali, deux fois:
    :data:`ragcite.text.number_words.TIMES`).

    >>> _times_after("menunggu dua kali lebih lama", 12, "id"), _times_after("dua hari", 3, "id")
    (True, False)
    """
    after = _WORD_AFTER.match(text, end)
    return after is not None and after[1].casefold() in TIMES.get(language, ())


_WORD_BEFORE = re.compile(r"([^\W\d_]+)[ \N{NO-BREAK SPACE}]+['’]?$")


def name_opens(unit: Unit, claim: str, language: str) -> bool:
    """Whether the sentence opens with a capitalised word that is no everyday word or stop
    word of the claim's language, right before ``unit`` (capitals make no unit of a
    sentence's first word): a person's first name, so the two words are a person's name
    and no title (Holger Rune of Norway, unlike Bank of England).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Holger Rune of Norway won."
    >>> name_opens(units(claim, "en")[0], claim, "en")
    True
    >>> claim = "Yesterday Bank of England raised rates."
    >>> name_opens(units(claim, "en")[0], claim, "en")
    False
    """
    before = _BEFORE.search(claim, 0, unit.start)
    return (
        language == "en"  # whose everyday words are surnames too; others' vocabulary is less known
        and before is not None
        and before.start() == 0
        and before.group(2) == " "
        and before.group(1)[0].isupper()
        and before.group(1).casefold() not in stop_words(language)
        and not everyday(before.group(1))
        and not concepts(before.group(1), language)
        and not spans(before.group(1))  # a place's (Ecuadors Kakaoexporte)
    )


_HOUR_WORD = r"[ \N{NO-BREAK SPACE}]?(?:Uhr|h)(?!\w)(?![ \N{NO-BREAK SPACE}]?\d)"
_CLOCK_HOUR = re.compile(
    rf"(?:[01]?\d|2[0-4])(?:{_HOUR_WORD}"
    rf"|[ \N{{NO-BREAK SPACE}}]+(?:bis|und|à|et|a|e|y)[ \N{{NO-BREAK SPACE}}]+"
    rf"\d{{1,2}}{_HOUR_WORD})"
)
"""A whole hour before an hour word, or first in a range that ends in one (``18 Uhr``,
``18 h``, ``18h``, ``von 9 bis 18 Uhr``, ``de 9 h à 18 h``): a time of day (or a number of
hours), not any number of that value (:data:`ragcite.text.number_words.CLOCK_UNIT`). Not
one with its minutes after (``18 h 30``), read as a time.

>>> [u.number.unit for u in units("Geöffnet von 9 bis 18 Uhr, für 22 Euro.", "de")]
["o'clock", "o'clock", None]
"""


def _one_of_time(text: str, end: int, language: str) -> bool:
    """Whether a word of time follows a claim's 1, maybe after one other word (``1 business
    day``, ``1 giorno lavorativo``: :data:`ragcite.text.number_words.SINGLE_TIMES`).

    >>> _one_of_time("within 1 business day", 8, "en"), _one_of_time("1 vote", 1, "en")
    (True, False)
    """
    pattern = _time_after(language)
    return pattern is not None and pattern.match(text, end) is not None


@cache
def _time_after(language: str) -> re.Pattern[str] | None:
    """A word of time after a number, maybe after one other word (:func:`_one_of_time`)."""
    times = SINGLE_TIMES.get(language)
    if times is None:
        return None
    pattern = rf"[ \N{{NO-BREAK SPACE}}]+(?:[^\W\d_]+[ \N{{NO-BREAK SPACE}}]+)?{times}(?!\w)"
    return re.compile(pattern, re.IGNORECASE)


def _decade_before(text: str, number: Number, language: str) -> bool:
    """Whether a number of tens follows the word that makes it a decade (anni '90, años
    noventa: :data:`ragcite.text.number_words.DECADE_WORDS`).

    >>> from ragcite.text.numbers import find_numbers
    >>> text = "negli anni '90 e in 90 giorni"
    >>> [_decade_before(text, n, "it") for n in find_numbers(text, "it")]
    [True, False]
    """
    if not number.key.isdigit() or int(number.key) not in DECADE_NAMES:
        return False
    before = _WORD_BEFORE.search(text, max(0, number.start - 12), number.start)
    return before is not None and before[1].casefold() in DECADE_WORDS.get(language, ())


_HYPHENATED = re.compile(r"(?<![\w.-])([a-z]{2,})((?:-[a-z0-9]+)+)(?![\w-])")
"""A lower-case word of hyphen-joined parts (``backup-s3``, ``corvid-mini``)."""


def kin_identifiers(units: list[Unit], text: str, texts: list[str]) -> list[Unit]:
    """The claim's units with a species' scientific name a basis text's genus tells
    (:func:`_binomials`), and with its lower-case hyphenated words that a basis text's code
    names are kin to (the same first part and a hyphen: ``backup-gcs`` beside the source's
    ``backup-s3``), as identifiers: one without a digit is no unit of its own, since
    languages write words so (``kira-kira``, ``socio-economico``), but beside its family,
    one with a digit, it is a code name, and a changed one is listed; a family of words
    alone is words (``check-in`` beside ``check-out``).

    >>> claim = "Richiede il modulo backup-gcs, non socio-economico."
    >>> [u.surface for u in kin_identifiers([], claim, ["It needs the backup-s3 module."])]
    ['backup-gcs']
    >>> kin_identifiers([], "Il check-in è alle 15.", ["A late check-out costs more."])
    []
    """
    units = _binomials(units, text, texts)
    extra = [
        Unit("identifier", m.group(), m.start(), m.end())
        for m in _HYPHENATED.finditer(text)
        if len(set(m.group().split("-"))) > 1
        and not any(u.start < m.end() and m.start() < u.end for u in units)
        and any(
            f.group(1) == m.group(1) and any(c.isdigit() for c in f.group())
            for source in texts
            if f"{m.group(1)}-" in source
            for f in _HYPHENATED.finditer(source)
        )
    ]
    return sorted([*units, *extra], key=lambda u: u.start) if extra else units


_BINOMIAL = re.compile(r"(?<![\w-])([A-Z][a-z]{3,}) ([a-z]{4,})(?![\w-])")
"""A capitalised word and a lower-case one: a species' scientific name, maybe."""

_EPITHET = re.compile(r"(?:us|um|ii|ae|is|ensis|oides|ata|atus|icus|ica|inus|ina|osus|osa|eus)$")
"""The Latin endings of a species' epithet (culeus, sapiens is not one: held as written)."""


def _binomials(units: list[Unit], text: str, texts: list[str]) -> list[Unit]:
    """The claim's units with a species' scientific name as one identifier where a basis
    text writes that genus with a Latin epithet (Telmatobius culeus): the lower-case
    epithet is no name by its capitals, yet a translation keeps it and a changed one is
    another species (Telmatobius marmoratus).

    >>> claim = "La rana Telmatobius marmoratus vive nel lago."
    >>> [u.surface for u in _binomials(units(claim, "it"), claim, ["Telmatobius culeus lives"])]
    ['Telmatobius marmoratus']
    >>> [u.surface for u in _binomials(units(claim, "it"), claim, ["Telmatobius lives there"])]
    ['Telmatobius']
    """
    if _BINOMIAL.search(text) is None:
        return units
    genera = frozenset().union(*(_genera(source) for source in texts))
    if not genera:
        return units
    found = [
        Unit("identifier", m.group(), m.start(), m.end())
        for m in _BINOMIAL.finditer(text)
        if m.group(1) in genera and _epithet(m.group(2))
    ]
    if not found:
        return units
    kept = [u for u in units if not any(f.start <= u.start and u.end <= f.end for f in found)]
    return sorted([*kept, *found], key=lambda u: u.start)


@lru_cache(maxsize=64)  # a source, asked by each of its claims
def _genera(text: str) -> frozenset[str]:
    """The genera a text writes with a Latin epithet (:func:`_binomials`)."""
    return frozenset(m.group(1) for m in _BINOMIAL.finditer(text) if _epithet(m.group(2)))


def _epithet(word: str) -> bool:
    """Whether a lower-case word may be a species' epithet: a Latin ending, no stop word."""
    return _EPITHET.search(word) is not None and not any_stop_word(word)


@cache
def any_stop_word(word: str) -> bool:
    """Whether ``word`` is a stop word of any of the seven languages (La in "La Scala" is
    the Italian article, no name, in an English text too)."""
    return any(word in stop_words(language) for language in LANGUAGES)


_ROMANCE = ("it", "es", "pt", "fr")
"""Languages close enough that a short sentence's few stop words may name the wrong one
(Giovanni Molari é reitor desde 1º de outubro de 2021: desde and de are Spanish too), and
whose month names are no words of each other's."""


def _dates(text: str, language: str) -> list[Date]:
    """A claim's dates (:func:`~ragcite.text.numbers.find_dates`) in its language, and, in
    a Romance language, those the other Romance languages' month names make where these
    found none (:data:`_ROMANCE`).

    >>> [d.month for d in _dates("Reitor desde 1º de outubro de 2021.", "es")]
    [9]
    """
    dates = find_dates(text, language, (t.form for t in terms(text, language) if t.form))
    if language not in _ROMANCE:
        return dates
    for other in _ROMANCE:
        if other != language:
            dates += [
                d
                for d in find_dates(text, other)
                if not any(d.start < e.end and e.start < d.end for e in dates)
            ]
    return sorted(dates, key=lambda d: d.start)


_ARTICLES = frozenset(("la", "le", "les", "el", "il", "lo", "los", "las", "der", "die", "das"))
"""The definite articles of the Romance languages and German, which open names in every
language (La Scala, Le Monde, El Niño, Die Zeit)."""


def _foreign_article(term: Term, text: str, language: str) -> bool:
    """Whether a capitalised word inside a sentence is another language's article opening a
    name, right before a capitalised word: a translation keeps or drops it (la Scala,
    Teatro alla Scala, Mailänder Scala), so the word after it is the name to look for.

    >>> text = "It premiered at La Scala in Milan."
    >>> [t.surface for t in terms(text, "en") if _foreign_article(t, text, "en")]
    ['La']
    """
    folded = term.surface.casefold()
    if folded not in _ARTICLES or folded in stop_words(language):
        return False
    after = re.match(r" ([^\W\d_])", text[term.end :])
    return after is not None and after.group(1).isupper()


_NAME_AROUND = re.compile(r"[^\W\d_]+ $")


_NEXT_WORD = re.compile(r"[ \N{NO-BREAK SPACE}]+([^\W\d_]+)")


_AUXILIARIES = frozenset(("was", "were", "is", "are", "be", "been", "has", "have", "had"))
_PARTICIPLES = frozenset(
    (
        *("seen", "shown", "known", "drawn", "written", "given", "taken", "sung", "built"),
        *("held", "won", "made", "found", "brought", "heard", "run", "done", "begun", "sold"),
    )
)
"""English auxiliaries and irregular participles: "was first reached", "had first seen"."""


_MINISTER = re.compile(r"(?i)[\s-]+(?:ministr[oae]|minister|menteri)\b")
"""A first minister (primo ministro, Premier ministre, primeiro-ministro): an office."""

_WHICHEVER = re.compile(r"(?i)\bwhich(?:ever)?\b[^,;:.!?]*$")
"""A clause of "whichever" (or "which") up to the end of the text searched."""


def _first_time(number: Number, text: str, language: str) -> bool:
    """Whether a number is "first" before the word for an occasion (for the first time,
    per la prima volta, pertama kali): it says an event was new, not a count, and a
    translation may say so in its verb (debuttò, premiered) or not at all.

    >>> [n.surface for n in find_numbers("Dipentaskan pertama kali pada 1926.", "id")
    ...  if not _first_time(n, "Dipentaskan pertama kali pada 1926.", "id")]
    ['1926']
    >>> [_first_time(n, "La prima versione, nel 1926.", "it")
    ...  for n in find_numbers("La prima versione, nel 1926.", "it")]
    [False, False]

    English says so with "first" between an auxiliary and a participle too.

    >>> text = "The summit was first reached in 1786; he was first in line."
    >>> [_first_time(n, text, "en") for n in find_numbers(text, "en")]
    [True, False, False]

    And "first" closing a clause of "whichever" says which happens sooner.

    >>> text = "Every 30,000 km or 24 months, whichever comes first."
    >>> [_first_time(n, text, "en") for n in find_numbers(text, "en")]
    [False, False, True]
    >>> text = "El primer ministro ocupó el primer puesto."
    >>> [_first_time(n, text, "es") for n in find_numbers(text, "es")]
    [True, False]
    """
    if number.key != "1" or not number.surface[:1].isalpha():
        return False
    if (
        language == "en"
        and _WHICHEVER.search(text, 0, number.start)
        and not _NEXT_WORD.match(text, number.end)
    ):
        return True  # whichever comes first: no count
    if _MINISTER.match(text, number.end):
        return True  # the prime minister, el primer ministro, il primo ministro: an office
    after = _NEXT_WORD.match(text, number.end)
    if after is not None and language == "en" and number.surface.lower() == "first":
        before = _WORD_BEFORE.search(text, 0, number.start)
        if (
            before is not None
            and before[1].lower() in _AUXILIARIES
            and (after[1].endswith("ed") or after[1].lower() in _PARTICIPLES)
        ):
            return True  # was first reached, had first appeared: for the first time
    return after is not None and after[1].casefold() == OCCASION.get(language)


def _in_name(number: Number, text: str, language: str) -> bool:
    """Whether a number written in words stands between two capitalised words, or is
    capitalised inside a sentence before one, inside a name (Eugénio dos Santos, Tres
    Cantos, con Otto Hahn: no number two, three or eight); not before a word of time it
    counts (the Thirty Years' War), and not a German compound (der Dreißigjährige Krieg).

    >>> text = "Il quartiere fu disegnato da Eugénio dos Santos."
    >>> [_in_name(n, text, "es") for n in find_numbers(text, "es")]
    [True]
    >>> text = "It ended the Thirty Years' War."
    >>> [_in_name(n, text, "en") for n in find_numbers(text, "en")]
    [False]

    Nor a place the tables know, capitalised inside a sentence (Trente: Trento).

    >>> text = "La province autonome de Trente arrivait en tête."
    >>> [_in_name(n, text, "fr") for n in find_numbers(text, "fr")]
    [True]
    """
    surface = text[number.start : number.end]
    if any(c.isdigit() for c in surface) or surface.lower() not in WORDS_BY_LANGUAGE.get(
        language, {}
    ):
        return False
    inside = surface[:1].isupper() and _OPENING.fullmatch(text[: number.start]) is None
    if inside and (number.start, number.end) in {(a, b) for a, b, _ in spans(text)}:
        return True  # la province de Trente: Trento, a place the tables know
    before = _NAME_AROUND.search(text, 0, number.start)
    after = re.match(r" ([^\W\d_]+)", text[number.end :])
    if after is None or not after.group(1)[:1].isupper():
        return False
    if after.group(1).lower() in DURATION_WORDS.get(language, ()):
        return False
    if language == "de" and surface[:1].islower():
        return False  # German capitalises its nouns: drei Goldmedaillen counts them
    if inside:
        return True  # a first name, capitalised inside a sentence: con Otto Hahn
    return before is not None and before.group()[:1].isupper()


# Names by spelling (module doc, "Names"). A capital says "name" only inside a sentence of
# a language that capitalises names alone: not for the sentence's first word, and not in
# German, which capitalises every noun. There a word counts as a name when its spelling is
# foreign to the claim's language and nothing in it is typical of that language; a
# translation keeps names as written, while the language's own words follow its
# orthography. When in doubt the word is no unit: a missed change costs less than a
# faithful sentence called unsupported.
_ALIEN_LETTERS = {
    "it": "jkwxy",
    "es": "kw",
    "pt": "kwy",
    "fr": "kw",
    "id": "qvxz",
    "de": "",
    "en": "",
}
"""Letters outside the language's native alphabet (loanwords aside); English has none, and
German writes y in its Greek loanwords (System, Typ, Analyse): see _GERMAN_FOREIGN."""


_NATIVE_LETTERS = {
    "de": "äöüß",
    "it": "àèéìíîòóùú",
    "es": "áéíñóúü",
    "pt": "àáâãçéêíóôõúü",
    "fr": "àâæçéèêëîïôœùûüÿ",
}
"""The letters beyond a-z a language writes its own words with; a word with another is
spelt as another language spells it (Pará, États, Martínez in German; Łódź, Århus in
Italian, where the four Romance languages' letters all count, a short sentence of one
being read as its sister). English and Indonesian write their loanwords' accents (café,
élite): none is told so."""


_INDONESIAN_LOAN = re.compile(r"(?:si|tas|if)$")
"""Indonesian endings of the loanwords it writes with a v (``versi``, ``provinsi``,
``universitas``, ``aktif``): -si for -sion and -tion, -tas for -ty, -if for -ive."""


_Q = re.compile(r"q(?!u)")
"""q without u (Qdrant, Qwen): foreign to all six."""


_ENDS = {
    # Final letters native words end in; any other final letter is foreign.
    "it": "aeioulnr",  # and the truncated forms: nessun, qual, signor
    "es": "aeioudlnrsyz",
    "pt": "aeioulmrsz",
}


_FINAL_CLUSTER = {
    "it": re.compile(r"[b-df-hj-np-tv-z]{2}$"),
    "es": re.compile(r"[b-df-hj-np-tv-xz][b-df-hj-np-tv-z]$"),
    "pt": re.compile(r"(?!ns$)[b-df-hj-np-tv-z]{2}$"),
}
"""Two consonants at the end (Solr): no native word of these ends so, save the
Portuguese plural in -ns (homens, bens) and the Spanish y after a consonant (none)."""


_LATIN_ENDING = re.compile(r"[^aeiou](?:us|is)$")
"""-us, -is after a consonant (Milvus, Redis): Latin or foreign in German, Spanish and
Portuguese, whose own words with it are written with an accent or end in -nis, -ismus."""


_FRENCH_LATIN_ENDING = re.compile(r"[bfghjkmpqvwxz]us$")
"""French has its own -is and -us words, past participles above all (compris, requis,
inclus, obtenus, rendus, parus): only -us after a consonant none of them has (Milvus,
Corpus) is foreign. English too (status, census, bonus, focus) keeps only that."""


# fmt: off
_GERMAN_LATIN_NOUNS = frozenset(
    (
        "algorithmus", "basis", "boni", "bonus", "bus", "campus", "dosis", "exodus", "fiskus",
        "fokus", "genus", "globus", "habitus", "iris", "kaktus", "kasus", "konsensus", "korpus",
        "kosinus", "kubus", "minus", "modus", "numerus", "plus", "praxis", "radius",
        "rhythmus", "sinus", "status", "stimulus", "terminus", "thesaurus", "turnus", "usus",
        "virus", "zirkus", "zyklus",
    )
)
# fmt: on
"""German's everyday Latin loan nouns in -us and -is (auf Basis von, im Modus, der
Status): German words, though spelt as the Latin ending says foreign (Milvus, Redis)."""


_DOUBLE_END = re.compile(r"([b-df-hj-np-tv-z])\1$")
"""A doubled final consonant (faiss): no native word of the Romance languages or
Indonesian ends so; German does (Fluss), so not there."""


_GERMAN_FOREIGN = re.compile(r"^x|c(?![hk])|oo|ea|ou|py|[aeiou]y|y$")
"""Spellings no native German word has: an initial x (Xapian), c outside ch/ck (Lucene,
Oracle), oo (Google), ea and ou (Weaviate, Couchbase), y after a vowel or p or at the
end (Valkey, Python, Ruby; the Greek y of System, Typ, Analyse is German)."""


_GERMAN_CLUSTER_SPELLINGS = r"sch|tz|pf|ch[st]|ei|ie|eu|nis$|ismus$"
_GERMAN_NATIVE = re.compile(
    _GERMAN_CLUSTER_SPELLINGS
    + r"|^(?:be|ge|ver|zer|ent|emp|ab|an|auf|aus|ein|vor|nach|über|unter|zu)(?=\w{3})"
)
"""Spellings typical of German words: its clusters and diphthongs, its noun suffixes and
its verbal prefixes (Bedarf, Abstand, Verlust: nouns often written without an article)."""
_GERMAN_CLUSTERS = re.compile(_GERMAN_CLUSTER_SPELLINGS)
"""The clusters alone: German whatever else a word has."""


# fmt: off
_GERMAN_DETERMINERS = frozenset(
    (
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
        "eines", "kein", "keine", "keinen", "keinem", "keiner", "keines", "dies", "diese",
        "dieser", "dieses", "diesen", "diesem", "jede", "jeder", "jedes", "jeden", "jedem",
        "im", "am", "zum", "zur", "vom", "beim", "ins", "ans", "sein", "seine", "seinen",
        "seinem", "seiner", "seines", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres",
        "unser", "unsere", "unseren", "unserem", "unserer",
    )
)
# fmt: on
"""Words after which a German capitalised word is a common noun (names take none)."""


# fmt: off
_GERMAN_PREPOSITIONS = frozenset(
    (
        "mit", "von", "zu", "bei", "aus", "nach", "seit", "in", "an", "auf", "für", "über",
        "unter", "vor", "hinter", "ohne", "durch", "gegen", "um", "bis", "ab", "pro", "je",
        "neben", "zwischen", "laut", "gemäß", "trotz", "wegen", "dank", "während", "statt",
        "anhand", "infolge", "entlang",
    )
)
# fmt: on
"""Prepositions, after which a word in -en is an adjective (mit parallelen Workern)."""


_NOUN_AFTER = frozenset(("und", "oder", "sowie", "pro", "je"))
"""German words after which a bare capitalised word is a noun, not a name."""


_ADJECTIVE = re.compile(r"(?:e|en|er|es|em)$")
"""A German inflected adjective's endings (die dynamische Liste, mit 8 parallelen Workern)."""


_BEFORE = re.compile(r"([^\W\d_]+)([ \N{NO-BREAK SPACE}]*|-)$")


_AFTER_NUMBER = re.compile(r"\d[ \N{NO-BREAK SPACE}]+$")


_VERSION = re.compile(r"[ \N{NO-BREAK SPACE}]+v?\d+(?:\.\d+){1,3}(?![\w.])")
"""A version number right after a word (faiss 0.5.0, Python 3.12)."""


_DOT_THOUSANDS = frozenset(("de", "it", "es", "pt", "id"))
"""Languages that group thousands with a dot (90.000, 1.200.000)."""


_GROUPED = re.compile(r"\d{1,3}(?:\.\d{3})+")


def _german_place(term: Term, named: list[tuple[int, int]], text: str) -> bool:
    """Whether a capitalised word of a German claim is a place the tables know (``in Den
    Haag``), German-spelt or not: uninflected, since a noun's ending makes it a word (``der
    Sieger``, not Siegen), and after no lower-case article (``den Ofen``, Buda's German
    name).

    >>> from ragcite.text.world_names import places
    >>> text = "Das Museum in Den Haag, dann den Ofen."
    >>> [t.surface for t in terms(text, "de") if _german_place(t, places(text), text)]
    ['Haag']
    """
    return (
        term.surface[:1].isupper()
        and any(a <= term.start < b for a, b in named)
        and stem(term.form, "de") == term.form
        and not after_german_article(text, term.start)
    )


def _city_adjective(word: str) -> bool:
    """Whether a German word is a city's adjective, the city's name and *-er* (``an der
    Londoner Börse``, ``die Wiener Stadtregierung``): a place, whatever article it follows,
    and a changed one is another city (``Pariser``).

    >>> [w for w in ("Londoner", "Wiener", "Pariser", "Lehrer", "Trainer") if _city_adjective(w)]
    ['Londoner', 'Wiener', 'Pariser']
    """
    if len(word) < _CITY_ADJECTIVE_LETTERS or not word.endswith("er") or not word[:1].isupper():
        return False
    city = word[:-2]
    return any(a == 0 and b == len(city) for a, b in cities(city))


_CITY_ADJECTIVE_LETTERS = 6
"""The fewest letters of a city's German adjective (``Wiener``, ``Grazer``)."""


def after_german_article(text: str, start: int, any_case: bool = False) -> bool:
    """Whether a German article or contraction stands right before ``start``: in lower case
    (a capital one may open a name: ``in Den Haag``), or in any case if ``any_case`` (a
    source sentence's first word: ``Der Sicherheitshinweis``).

    >>> after_german_article("dann den Ofen", 9), after_german_article("in Den Haag", 7)
    (True, False)
    >>> after_german_article("Der Sicherheitshinweis", 4, any_case=True)
    True
    """
    before = _WHOLE_WORD_BEFORE.search(text, max(0, start - _ARTICLE_LETTERS), start)
    if before is None:
        return False
    return (before[1].casefold() if any_case else before[1]) in GERMAN_ARTICLES


_WHOLE_WORD_BEFORE = re.compile(r"(?<![^\W\d_])([^\W\d_]+)[ \N{NO-BREAK SPACE}]+$")
"""A whole word and its spaces at the end of what is searched (never a word's tail)."""

_ARTICLE_LETTERS = 12
"""How far back an article is looked for: the longest (``beim``) and its spaces."""


def _name_shaped(term: Term, first: bool, text: str, language: str) -> bool:
    """Whether a capitalised word that is not a name by its capitals alone (the sentence's
    first, a German noun), or a lower-case word before a version number, is one by its
    spelling (the comment above).

    >>> [t.surface for t in terms("Milvus fügt dem Index HNSW-Indizes hinzu.", "de")
    ...  if _name_shaped(t, t.start == 0, "Milvus fügt dem Index HNSW-Indizes hinzu.", "de")]
    ['Milvus']
    >>> [t.surface for t in terms("Nell'incidente ci fu.", "it")
    ...  if _name_shaped(t, t.start == 0, "Nell'incidente ci fu.", "it")]
    []
    """
    word = term.form
    capital = term.surface[:1].isupper()
    plain = term.surface[1:] == term.surface[1:].lower()
    if language not in _ALIEN_LETTERS or not plain:
        return False
    if not capital:
        # A lower-case brand (faiss, pgvector) is told only beside its version number. A
        # German word in lower case is no noun, so there it only needs to be uninflected
        # (no ending the stemmer takes off) and without German spellings.
        if not _version_after(text, term.end, language):
            return False
        if word in stop_words(language) or word in _BEFORE_AMOUNTS.get(language, ()):
            return False  # ab 11.15 Uhr, seit 2.3: a word of the language, no brand
        if language == "de":
            return stem(word, "de") == word and _GERMAN_NATIVE.search(word) is None
        return _foreign(word, language)
    if not first and language != "de":
        return False  # a name by its capitals already
    if first and text[term.end : term.end + 1] in ("'", "’"):
        return False  # Nell'incidente, Dall'anno: an elided preposition opens it
    if first and _version_after(text, term.end, language):
        return True  # Ruby 3.12 opening the sentence: a version numbers a product
    if language == "de" and not first and not _bare(term, text):
        return False
    return _foreign(word, language)


_BEFORE_AMOUNTS = {
    "de": frozenset(("ab", "seit", "gegen", "ca", "rund", "etwa", "knapp", "je", "pro")),
}
"""German prepositions and adverbs of quantity a number follows (``ab 11.15 Uhr``, ``je
2.5``), not among the stop words: no lower-case brand before its version."""


def _version_after(text: str, end: int, language: str) -> bool:
    """Whether a version number follows ``end`` (faiss 0.5.0, Python 3.12); not a number
    grouped in thousands where the language groups them with a dot (rund 90.000).

    >>> _version_after("faiss 1.7.4", 5, "de"), _version_after("rund 90.000", 4, "de")
    (True, False)
    """
    version = _VERSION.match(text, end)
    if version is None:
        return False
    return language not in _DOT_THOUSANDS or _GROUPED.fullmatch(version.group().strip()) is None


def _foreign(word: str, language: str) -> bool:
    """Whether a lower-case word is spelt unlike the language's own words."""
    if not word.isascii():
        # ä, é, ñ, ç...: the language's own letters, or another's (Pará, États in German)
        native = _NATIVE_LETTERS.get(language)
        if language in _ROMANCE:  # a short sentence may read as its sister (è: fr, es)
            native = "".join(_NATIVE_LETTERS[sister] for sister in _ROMANCE)
        return native is not None and any(not c.isascii() and c not in native for c in word)
    # A German cluster says German; a verbal prefix only where nothing says otherwise
    # (Beauvais, Beaumont: be-, but no German word has ea).
    if (
        language == "de"
        and _GERMAN_NATIVE.search(word)
        and (_GERMAN_CLUSTERS.search(word) or not _GERMAN_FOREIGN.search(word))
    ):
        return False
    if language == "id" and _INDONESIAN_LOAN.search(word) and not any(c in "qxz" for c in word):
        return False  # versi, televisi, universitas, aktif: Indonesian spells its loans so
    if _Q.search(word) or any(c in _ALIEN_LETTERS[language] for c in word):
        return True
    if language == "de":
        if _GERMAN_FOREIGN.search(word) is not None:
            return True
        return _LATIN_ENDING.search(word) is not None and word not in _GERMAN_LATIN_NOUNS
    if language != "en" and _DOUBLE_END.search(word):
        return True  # English ends words so (Access, Still)
    ends = _ENDS.get(language)
    if ends is not None and word[-1] not in ends:
        return True
    cluster = _FINAL_CLUSTER.get(language)
    if cluster is not None and cluster.search(word):
        return True
    if language in ("fr", "en"):
        return _FRENCH_LATIN_ENDING.search(word) is not None
    return language in ("es", "pt") and _LATIN_ENDING.search(word) is not None


def _bare(term: Term, text: str) -> bool:
    """Whether a German capitalised word stands without an article, an adjective or a
    number before it, as names do (mit Milvus; not: der Index, die dynamische Liste,
    3 Replicas), and is not the head of a hyphenated compound (HNSW-Indizes)."""
    before = _BEFORE.search(text, 0, term.start)
    if _AFTER_NUMBER.search(text, 0, term.start):
        return False  # counted, as common nouns are (3 Replicas, 200.000 Token)
    if before is None:
        return True
    if before.group(2) == "-":
        return False
    previous = before.group(1)
    if previous.lower() in _GERMAN_DETERMINERS:  # "Der" opening the sentence too
        return text[term.end : term.end + 1] == "-"  # die Milvus-Erweiterung
    if previous[:1].isupper():
        return True  # a name run or a noun before it: decided by the word itself
    if previous in stop_words("de") or not _ADJECTIVE.search(previous):
        return True
    # An adjective's ending ends verbs too: -en (mit parallelen Workern, einen großen
    # Cluster; wir nutzen Python) and -es, -er, -e (die dynamische Liste; verwies Isabel
    # Schnabel): an adjective follows a determiner, a preposition or a number, or opens
    # the sentence (Dynamische Listen), which only -en may (Gestern nutzen…: a verb).
    earlier = _BEFORE.search(text, 0, before.start())
    if earlier is None:
        return previous.endswith("en") and (_AFTER_NUMBER.search(text, 0, before.start()) is None)
    word = earlier.group(1).lower()
    return not (word in _GERMAN_DETERMINERS or word in _GERMAN_PREPOSITIONS)


def _in_name_run(
    found: tuple[Term, ...], shaped: list[bool], i: int, text: str, first: int
) -> bool:
    """Whether German term i is one word of a name of two, one space apart: beside a name
    told by its spelling (Apache Lucene), or beside another capitalised word where neither
    opens the sentence nor has anything German in it, an ending the stemmer takes off
    included (Brad Pitt; not: 7 Milliarden Parametern, 60 Sekunden Snapshots), and the
    first of them without an article (not: der Bundesstaat Pará)."""
    if not _unmarked(found[i]):
        return False  # a German noun beside a name (281 Terabyte Größe)
    if found[i].form in _GERMAN_PREPOSITIONS:
        return False  # opening the sentence before a name (Laut Transport for London)
    for j in (i - 1, i + 1):
        if not 0 <= j < len(found):
            continue
        a, b = sorted((found[i], found[j]), key=lambda t: t.start)
        if text[a.end : b.start] != " ":
            continue
        if shaped[j] and (j < i or _bare(a, text) or found[j].form.isascii()):
            # die Apache Foundation; not a noun after its article before a name told by
            # its letters only (der Bundesstaat Pará)
            return True
        if a.start > first and _unmarked(found[j]) and _bare(a, text):
            return all(stem(t.form, "de") == t.form for t in (a, b))
    return False


def _unmarked(term: Term) -> bool:
    """A plain capitalised word without German letters or spellings."""
    surface, word = term.surface, term.form
    return (
        surface[:1].isupper()
        and surface[1:] == surface[1:].lower()
        and word.isascii()
        and _GERMAN_NATIVE.search(word) is None
    )
