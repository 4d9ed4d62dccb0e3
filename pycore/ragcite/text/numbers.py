"""Numbers in claims and sources, compared as values.

A claim's number must occur in a cited source. Numbers are compared by *value*, so the
way a number is written does not matter, but its digits do:

- ``1,544`` = ``1544`` = ``1 544`` (also no-break, narrow and thin spaces, and ``1'544``);
  ``1.5`` ≠ ``15``; ``1.50`` = ``1.5``.
- One separator followed by exactly three digits (``1,544``, ``1.544``) is read the way the
  answer's language writes numbers: a thousands separator is ``,`` in en/ja/zh/ko and
  ``.`` in it/id/es/fr/de/pt, where ``,`` is the decimal comma (``1,5`` = 1.5). Any
  other single separator is a decimal point (``1,5`` and ``1.5`` are 1.5 everywhere).
  ``1,234.56`` and ``1.234,56`` are both 1234.56.
- ``1.2.3`` (dots that are no thousands grouping) is a version, compared as written;
  ``1,2,3`` is three numbers.
- A digit glued to a Latin letter before it is part of a name, not a number (``L2``,
  ``H2O``, ``gpt4``); ``GPT-4`` and ``384-dimension`` do hold numbers (4, 384). Signs are
  ignored (``-5`` and ``5`` are the same value: a dash is as often a range as a minus).
- A percent sign or word (``50%``, ``50 percent``, ``50 persen``, ``50 Prozent``...), a
  currency sign and a short unit (``ms``, ``GB``, ``bytes``, ``km``, ``x``...) stay with
  the number: the surface shown is ``50%`` or ``1552 bytes``, and a claim's number with a
  unit does not match a source number with the same value and a *different* unit
  (``5 GB`` vs ``5 MB``); a number without unit on either side matches by value alone.
  Single-letter units count only when glued (``5s``, ``10k``, ``3x``).
- Numbers written as words count as their value in the seven word languages: cardinals
  two to twelve and the tens (``three`` = 3, ``forty`` = 40, ``drei``, ``tre``, ``tiga``),
  and ordinals first to twelfth (``third`` = ``3rd`` = 3). ``one`` / ``un`` / ``ein`` are
  left out: they are as often an article or a pronoun as a number.
- A year range's short end is a year: ``2018–19`` holds 2018 and 2019 (and a source's
  ``2018–19`` holds a claim's 2019).

Number words are a table in :mod:`ragcite.text.number_words`; a claim's dates (a day or
a year with its month) are found and looked up by :mod:`ragcite.text.dates`.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal, InvalidOperation
from functools import cache, lru_cache
from typing import NamedTuple

from .dates import Date, date_in, find_dates
from .number_words import (
    AFTER_PREPOSITION,
    ALSO_NOUNS,
    ALSO_PREPOSITION,
    ALSO_TIME_UNIT,
    BARE_PREPOSITIONS,
    BEFORE_WORDS,
    COMPOUND_TAILS,
    EARLIER_AFTER,
    ELIDED_TENS,
    FRENCH_AND_ONE,
    GERMAN_TENS,
    GERMAN_UNITS,
    INDONESIAN_DIGITS,
    INDONESIAN_TIMES,
    ONE_WORD_DIGITS,
    ONE_WORD_TEN_VALUES,
    ONE_WORD_TENS,
    QUARTERS,
    SUPERLATIVE_ORDINALS,
    TEN_JOINED,
    TENS_JOINED,
    TIME_UNIT_WORDS,
    WORDS_BY_LANGUAGE,
    WORDS_BY_VALUE,
)
from .stems import stop_words
from .tokens import LETTERS

# The support stage (verify/) imports the dates from here.
__all__ = [
    "DECIMAL_COMMA", "Date", "Number", "contains", "date_in", "find_dates", "find_numbers",
    "locate", "matches", "needle", "number_index", "positions",
]  # fmt: skip

DECIMAL_COMMA = frozenset({"it", "id", "es", "fr", "de", "pt"})
"""Languages whose decimal separator is a comma (and thousands separator a dot)."""

_SPACES = " \u00a0\u202f\u2009"
_PERCENT_WORDS = (
    r"percent|per\s?cent|per\s?cento|percento|persen|por\s?ciento|pour\s?cent|prozent"
    r"|por\s?cento"
)
_CELSIUS = r"(?:(?:degrees?|gradi|grados|graus|degrés|derajat|grad)[ \u00a0])?celsius"
"""Degrees Celsius written in words, in the seven languages: the unit °C."""
_UNITS = (
    rf"bytes?|bits?|[kmgtp]i?b|ms|µs|μs|ns|secs?|seconds?|minutes?|min|hours?|km|cm|mm|kg"
    rf"|mg|ml|ghz|mhz|khz|hz|°c|°f|fps|rpm|{_CELSIUS}"
)
# The pattern opens with a digit so the regex engine can skip to digits at C speed; the
# look-behind after that first digit rejects a digit glued to a letter, a digit or a
# separator (L2, the middle of 1,544). A currency sign before is read in find_numbers.
_NUMBER = re.compile(
    rf"""
    (?P<num>[0-9０-９](?<![A-Za-z\u00c0-\u024f0-9０-９.,].)[0-9０-９]*
        (?:(?:[.,'’]|[{_SPACES}](?=[0-9]{{3}}(?![0-9])))[0-9０-９]+)*)
    (?:
        (?P<pct>[{_SPACES}]?(?:%|％|‰|(?i:{_PERCENT_WORDS})\b))
      | (?P<unit>[{_SPACES}]?(?i:{_UNITS}|[€$£¥])(?![^\W\d_])
               |(?i:[kmgbsxh])(?![^\W\d_]))
    )?
    """,
    re.VERBOSE,
)
CURRENCY = "$€£¥₹"
"""The currency signs a number may carry (``$5``, ``€ 20``, ``US$3.4``)."""
_SEPARATOR = re.compile(r"[.,'’ ]")
_UNIT_NAMES = {
    "byte": "byte",
    "bytes": "byte",
    "bit": "bit",
    "bits": "bit",
    "sec": "s",
    "secs": "s",
    "second": "s",
    "seconds": "s",
    "minute": "min",
    "minutes": "min",
    "hour": "h",
    "hours": "h",
    "μs": "µs",
}


CURRENCY_CODES = {
    "USD": "$",
    "EUR": "€",
    "GBP": "£",
    "JPY": "¥",
    "US-Dollar": "$",  # German writes the US dollar so
    "IDR": "Rp",  # the rupiah's code: its sign, Rp
    "Rp": "Rp",  # the rupiah's sign before a space (Rp 150.000); glued, see _RUPIAH
}
"""ISO 4217 codes of the currencies with a sign of their own, which a number carries as
that sign (0,023 USD is $0.023). Other codes stay names, held by the currency's name in
another language (:mod:`ragcite.text.world_names`: DKK, corone danesi)."""
_CODES = "|".join(sorted(CURRENCY_CODES, key=len, reverse=True))
_CODE_AFTER = re.compile(rf"[{_SPACES}]?({_CODES})(?![^\W\d_])")
_CODE_BEFORE = re.compile(rf"(?<![^\W\d_])({_CODES})[{_SPACES}]?$")
"""A currency code right before a number: searched for in the few characters before it
only (a search from the text's start would read the text again for every number)."""
OCTET_UNITS = {
    "o": "byte",
    "octet": "byte",
    "octets": "byte",
    **{f"{p}o": f"{p.lower()}b" for p in "KMGTP"},
    **{f"{p}io": f"{p.lower()}ib" for p in "KMGTP"},
}
"""French byte units, as the English ones they are (Mo: MB, Mio: MiB)."""
_OCTETS = re.compile(
    rf"[{_SPACES}]?({'|'.join(sorted(OCTET_UNITS, key=len, reverse=True))})(?![^\W\d_])"
)


_PUNCT_TO_SPACE = str.maketrans(
    {c: " " for c in "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\u2013\u2014\u2019"}
)
_RANGE_DASH = "-\u2013\u2014/"


class Number(NamedTuple):
    key: str
    """The value, canonical: ``Decimal`` normalised (``1544`` -> ``1544``, ``1.50`` ->
    ``1.5``, never an exponent), or ``v`` + the text of a version (``v1.2.3``)."""
    surface: str
    """As written, with its percent sign or unit: ``1,544``, ``50%``, ``1552 bytes``."""
    start: int
    end: int
    """Char offsets in the text searched (end exclusive)."""
    unit: str | None = None
    """Normalised unit: ``%``, ``byte``, ``ms``, ``gb``, ``$``..., or None."""


def _key(digits: str) -> str:
    try:
        return format(Decimal(digits).normalize(), "f")
    except InvalidOperation:  # pragma: no cover - the regex only lets digits through
        return digits


def _parse(run: str, language: str) -> list[tuple[str, int, int]]:
    """Values in one digit run, with their offsets in the run.

    >>> _parse("1,544", "en"), _parse("1 544", "en"), _parse("1.5", "en")
    ([('1544', 0, 5)], [('1544', 0, 5)], [('1.5', 0, 3)])
    >>> _parse("1.544", "it"), _parse("1,5", "it"), _parse("1.234,56", "de")
    ([('1544', 0, 5)], [('1.5', 0, 3)], [('1234.56', 0, 8)])
    >>> _parse("1,2,3", "en"), _parse("3.5.1", "en")
    ([('1', 0, 1), ('2', 2, 3), ('3', 4, 5)], [('v3.5.1', 0, 5)])

    Numbers a space apart that are no thousands' groups are each read whole (Jahres 2024
    311,6 Millionen: a year, then 311.6).

    >>> _parse("2024 311,6", "de"), _parse("1 234,56", "fr")
    ([('2024', 0, 4), ('311.6', 5, 10)], [('1234.56', 0, 8)])
    """
    text = unicodedata.normalize("NFKC", run).replace("\u2019", "'")
    if " " in text:
        chunks = text.split(" ")
        heads = [_SEPARATOR.split(chunk)[0] for chunk in chunks]
        if not (1 <= len(heads[0]) <= 3 and all(len(head) == 3 for head in heads[1:])):
            out: list[tuple[str, int, int]] = []
            at = 0
            for chunk in chunks:
                out += [(key, at + a, at + b) for key, a, b in _parse(chunk, language)]
                at += len(chunk) + 1
            return out
    groups: list[tuple[str, int]] = []
    seps: list[str] = []
    pos = 0
    for match in _SEPARATOR.finditer(text):
        groups.append((text[pos : match.start()], pos))
        seps.append(match[0])
        pos = match.end()
    groups.append((text[pos:], pos))
    digits = [g for g, _ in groups]

    def grouped(parts: list[str]) -> bool:
        return 1 <= len(parts[0]) <= 3 and all(len(p) == 3 for p in parts[1:])

    def split() -> list[tuple[str, int, int]]:
        return [(_key(g), start, start + len(g)) for g, start in groups]

    whole = [(_key("".join(digits)), 0, len(run))]
    if not seps:
        return whole
    kinds = set(seps)
    if kinds <= {" ", "'"}:
        return whole if grouped(digits) else split()
    last = seps[-1]
    if (
        len(seps) >= 2
        and last in ".,"
        and last not in seps[:-1]
        and len(set(seps[:-1])) == 1
        and grouped(digits[:-1])
    ):
        return [(_key("".join(digits[:-1]) + "." + digits[-1]), 0, len(run))]
    if len(kinds) == 1 and last in ".,":
        if len(seps) == 1:
            head, tail = digits
            thousands = "." if language in DECIMAL_COMMA else ","
            if (
                len(tail) == 3
                and grouped(digits)
                and not head.startswith("0")
                and last == thousands
            ):
                return whole
            return [(_key(head + "." + tail), 0, len(run))]
        if grouped(digits):
            return whole
        if last == ".":
            return [("v" + ".".join(digits), 0, len(run))]
    return split()


def find_numbers(text: str, language: str, words: bool = True) -> list[Number]:
    """Every number in a text, as values (rules: the module docstring).

    >>> [(n.key, n.surface, n.unit) for n in find_numbers(
    ...     "A 384-dimension vector takes 1,552 bytes; 50 % of L2 and GPT-4 use $5.", "en")]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('384', '384', None), ('1552', '1,552 bytes', 'byte'), ('50', '50 %', '%'),
     ('4', '4', None), ('5', '$5', '$')]
    >>> [(n.key, n.surface, n.unit) for n in find_numbers("512 Mio et 128 Go", "fr")]
    [('512', '512 Mio', 'mib'), ('128', '128 Go', 'gb')]
    >>> [(n.key, n.surface, n.unit) for n in find_numbers("0,023 USD, EUR 1,2", "es")]
    [('0.023', '0,023 USD', '$'), ('1.2', 'EUR 1,2', '€')]
    """
    out: list[Number] = []
    for match in _NUMBER.finditer(text):
        start = match.start()
        currency = None
        if start and text[start - 1] in CURRENCY:
            currency, start = text[start - 1], start - 1
        elif start > 1 and text[start - 1] == " " and text[start - 2] in CURRENCY:
            currency, start = text[start - 2], start - 2
        unit: str | None = None
        if match["pct"]:
            unit = "%"
        elif match["unit"]:
            raw = match["unit"].strip(_SPACES).lower()
            unit = "°c" if raw.endswith("celsius") else _UNIT_NAMES.get(raw, raw)
        elif currency:
            unit = currency
        end = match.end()
        if unit is None and language == "fr" and (octets := _OCTETS.match(text, end)):
            # French writes bytes as octets: 512 Mio, 128 Go (German "Mio" is millions)
            unit, end = OCTET_UNITS[octets[1]], octets.end()
        if unit is None and (code := _CODE_AFTER.match(text, end)):
            # A currency's ISO code after the number (0,023 USD) is its sign ($0.023)
            unit, end = CURRENCY_CODES[code[1]], code.end()
        elif unit is None and (code := _CODE_BEFORE.search(text, max(0, start - 8), start)):
            unit, start = CURRENCY_CODES[code[1]], code.start()  # USD 0.023, DKK 1.2
        num_start = match.start("num")
        values = _parse(match["num"], language)
        for index, (key, rel_start, rel_end) in enumerate(values):
            first, last = index == 0, index == len(values) - 1
            span_start = start if first else num_start + rel_start
            span_end = end if last else num_start + rel_end
            out.append(
                Number(
                    key,
                    text[span_start:span_end].strip(),
                    span_start,
                    span_end,
                    unit if (last or (first and currency)) else None,
                )
            )
    if "Rp" in text:
        out += _glued(_RUPIAH, "Rp", text, language)
        out.sort(key=lambda n: n.start)
    if "R" in text:
        out += _glued(_RAND, "R", text, language)
        out.sort(key=lambda n: n.start)
    _year_ranges(text, out)
    if _CENTURY_WORDS.search(text):
        out += _centuries(text)
        out.sort(key=lambda n: n.start)
    if words and (spelled := _spelled(text, language)):
        out += spelled
        out.sort(key=lambda n: n.start)
    return out


_CENTURY_WORDS = re.compile(
    r"\b(?:century|centuries|secol[oi]|siècles?|siglos?|séculos?|jahrhunderts?|abad)\b",
    re.IGNORECASE,
)
_CENTURY = re.compile(
    r"(?<![\w.-])(?P<a>[IVX]{1,5})(?:e|ème|er|re)?\s+(?=(?i:secol[oi]|siècles?|century|abad)\b)"
    r"|\b(?i:siglos?|séculos?|secol[oi]|abad)\s+(?P<b>[IVX]{1,5})(?![\w-])"
)
"""A century in Roman numerals, the way the Romance languages write it (``IV secolo``,
``IVe siècle``, ``siglo IV``, ``século IV``, ``abad IV``): the number of the century, as
the ``4th`` or ``fourth`` century of another text."""
_ROMAN = {"I": 1, "V": 5, "X": 10}


@lru_cache(maxsize=64)
def _centuries_said(text: str) -> bool:
    """Whether a text names a century (asked once per source, by each of its claims'
    numbers)."""
    return _CENTURY_WORDS.search(text) is not None


def _centuries(text: str) -> list[Number]:
    """The centuries a text writes in Roman numerals (:data:`_CENTURY`).

    >>> [(n.key, n.surface) for n in _centuries("del IV secolo, siglo XIX, le IIIe siècle")]
    [('4', 'IV'), ('19', 'XIX'), ('3', 'III')]
    """
    out: list[Number] = []
    for m in _CENTURY.finditer(text):
        group = "a" if m["a"] else "b"
        digits = [_ROMAN[c] for c in m[group]]
        value = sum(-d if d < nxt else d for d, nxt in zip(digits, [*digits[1:], 0], strict=True))
        if 0 < value <= 30:
            out.append(Number(str(value), m[group], m.start(group), m.end(group)))
    return out


_RUPIAH = re.compile(r"(?<![^\W\d_])Rp\.?(?P<num>[0-9](?:[0-9]|[.,][0-9])*)")
"""An amount in rupiah, its sign glued (``Rp16,300``, ``Rp.5000``), which the number
pattern leaves: a digit after a letter is a name's (``L2``). Spaced (``Rp 150.000``), the
sign is read as a currency code before the number (:data:`CURRENCY_CODES`)."""


_RAND = re.compile(
    r"(?<![^\W\d_])R(?P<num>[0-9]+(?:[.,][0-9]+)+|[0-9]+(?=[ \N{NO-BREAK SPACE}]"
    r"(?:million|billion|trillion|bn)\b))(?![\w.,-]*[^\W\d_])(?![-–.,]?[0-9])"
)
"""An amount in South African rand, its sign glued: with a decimal or thousands separator
(``R4.8 million``, ``R1,500``) or before a scale word (``R350 million``); not a code or a
road (``R2-D2``, ``R5``), which the number pattern leaves too."""


GLUED_SIGNS = frozenset(("Rp", *(f"R{digit}" for digit in "0123456789")))
"""How the amounts read with their currency's sign glued (:func:`_glued`) begin, which no
code pattern may take apart (``Rp16.300``, ``R4.8``: no code ``R4``)."""


def _glued(pattern: re.Pattern[str], unit: str, text: str, language: str) -> list[Number]:
    """The amounts of a text whose currency's sign is glued to them (:data:`_RUPIAH`,
    :data:`_RAND`), each with the sign as its unit (as ``IDR`` gives ``Rp``).

    >>> [(n.key, n.surface, n.unit) for n in find_numbers("Tiket Rp16.300 atau Rp 150.000.", "id")]
    [('16300', 'Rp16.300', 'Rp'), ('150000', 'Rp 150.000', 'Rp')]
    >>> [(n.key, n.surface) for n in _glued(_RAND, "R", "R4.8 million; R5 and R2-D2.", "en")]
    [('4.8', 'R4.8')]
    """
    out = []
    for m in pattern.finditer(text):
        values = _parse(m["num"], language)
        if len(values) != 1:
            continue  # not one amount (a list or a range): left unread
        key, _, _ = values[0]
        out.append(Number(key, m.group(), m.start(), m.end(), unit))
    return out


@lru_cache(maxsize=4096)  # a source's, asked again for each claim's numbers (positions)
def _spelled(text: str, language: str) -> tuple[Number, ...]:
    """The numbers a text writes in words: a number word (``forty``), Italian tens before an
    apostrophe (``trent'anni``), Indonesian tens, teens and hundreds (``tiga puluh``: 30)
    and German numbers of years or parts in one word (``dreißigjährig``: 30).

    >>> [(n.key, n.surface) for n in _spelled("Perang Tiga Puluh Tahun, dua puluh lima hari", "id")]
    [('30', 'Tiga Puluh'), ('25', 'dua puluh lima')]
    >>> [(n.key, n.surface) for n in _spelled("la guerra dei trent'anni, il Trent", "it")]
    [('30', 'trent')]
    >>> [n.key for n in _spelled("Der Dreißigjährige Krieg, ein dreifacher Sieger", "de")]
    ['30', '3']
    >>> [n.key for n in _spelled("der viertgrößte Waldbrand, die zweitbesten", "de")]
    ['4', '2']
    >>> [n.key for n in _spelled("auf der achtundzwanzigsten Sitzung, einundzwanzig Tage", "de")]
    ['28', '21']
    """
    values = WORDS_BY_LANGUAGE.get(language)
    if not values:
        return ()
    elided = ELIDED_TENS.get(language, {})
    compound = _compound_number(language)
    superlative = _superlative_ordinal(language)
    composite = _GERMAN_COMPOSITE if language == "de" else None
    one_word = ONE_WORD_TENS.get(language)
    lowered = text.lower()
    plain = set(lowered.translate(_PUNCT_TO_SPACE).split())
    if (
        values.keys().isdisjoint(plain)
        and elided.keys().isdisjoint(plain)
        and not (compound and compound.search(lowered))
        and not (superlative and superlative.search(lowered))
        and not (composite and "und" in lowered and composite.search(lowered))
        and not (one_word and one_word.search(lowered))
    ):
        # A loop over the words beats one regex of 30 alternatives, which the engine
        # tries at every character.
        return ()
    found: list[Number] = []
    taken = 0
    for m in LETTERS.finditer(text):
        word = m[0].lower()
        if m.start() < taken:
            continue  # the word after an Indonesian number word: its part (tiga puluh)
        if word in values:
            if _preposition(text, m, language) or _time_unit(text, m, language):
                continue
            value, taken = values[word], m.end()
            if language == "id":
                value, taken = _indonesian(text, value, taken)
            elif value == 10 and language in TEN_JOINED:
                value, taken = _ten_joined(text, word, taken, language, values)
            elif language == "fr" and value == 4 and (eighty := _FOUR_TWENTIES.match(text, taken)):
                value, taken = _tens_joined(text, 80, eighty.end(), language, values)
            elif language in TENS_JOINED and word in TENS_JOINED[language][0]:
                value, taken = _tens_joined(text, value, taken, language, values)
        elif word in elided and text[m.end() : m.end() + 1] in ("'", "\u2019"):
            value, taken = elided[word], m.end()
        elif compound and (parts := compound.fullmatch(word)):
            value, taken = values[parts[1]], m.end()
        elif composite and (parts := composite.fullmatch(word)):
            value, taken = GERMAN_UNITS[parts[1]] + GERMAN_TENS[parts[2]], m.end()
        elif one_word and (parts := one_word.fullmatch(word)):
            value, taken = ONE_WORD_TEN_VALUES[parts[1]] + ONE_WORD_DIGITS[parts[2]], m.end()
        elif superlative and (parts := superlative.fullmatch(word)):
            value, taken = SUPERLATIVE_ORDINALS[language][parts[1]], m.end()
        else:
            continue
        found.append(Number(str(value), text[m.start() : taken], m.start(), taken))
    return tuple(found)


@lru_cache(maxsize=4096)
def _composed(text: str, language: str) -> bool:
    """Whether a text may write a number in words :func:`_spelled` reads beyond the table
    (an Italian ten before an apostrophe, Indonesian tens, a German compound, ten joined
    to a digit: dix-sept, décimo quinto)."""
    if language == "id":
        return _INDONESIAN_AFTER.search(text) is not None
    lowered = _lower(text)
    if (compound := _compound_number(language)) is not None and compound.search(lowered):
        return True
    if (superlative := _superlative_ordinal(language)) is not None and superlative.search(lowered):
        return True
    if language == "de" and "und" in lowered and _GERMAN_COMPOSITE.search(lowered):
        return True
    if (one_word := ONE_WORD_TENS.get(language)) is not None and one_word.search(lowered):
        return True
    if language in TENS_JOINED:
        tens, joints, _ = TENS_JOINED[language]
        if any(f"{ten}{joint}" in lowered for ten in tens for joint in joints):
            return True
        if language == "fr" and ("-vingt" in lowered or " et " in lowered):
            return True
    if language in TEN_JOINED:
        tens, joint = TEN_JOINED[language]
        if any(f"{ten}{joint}" in lowered for ten in tens):
            return True
    elided = ELIDED_TENS.get(language)
    if not elided:
        return False
    return re.search(rf"(?<![^\W\d_])(?:{'|'.join(elided)})['\u2019]", lowered) is not None


_INDONESIAN_AFTER = re.compile(r"[ \N{NO-BREAK SPACE}]+(puluh|belas|ratus)(?![^\W\d_])", re.I)


def _indonesian(text: str, value: int, end: int) -> tuple[int, int]:
    """An Indonesian number word's value and end with the word that multiplies it (tiga
    puluh: 30) and, after tens, a digit word (dua puluh lima: 25)."""
    after = _INDONESIAN_AFTER.match(text, end)
    if after is None or value > 9:
        return value, end
    factor, addend = INDONESIAN_TIMES[after[1].lower()]
    value, end = value * factor + addend, after.end()
    unit = _NEXT_WORD.match(text, end) if factor == 10 else None
    if unit is not None and (digit := INDONESIAN_DIGITS.get(unit[1].lower())) is not None:
        value, end = value + digit, unit.end()
    return value, end


def _ten_joined(
    text: str, word: str, end: int, language: str, values: dict[str, int]
) -> tuple[int, int]:
    """Ten and the digit word joined to it (dix-sept: 17; décima quinta: 15), or ten alone.

    >>> [(n.key, n.surface) for n in _spelled("a décima quinta Copa, o décimo dia", "pt")]
    [('15', 'décima quinta'), ('10', 'décimo')]
    >>> [(n.key, n.surface) for n in _spelled("dix-sept jours, la dix-neuvième", "fr")]
    [('17', 'dix-sept'), ('19', 'dix-neuvième')]
    """
    tens, joint = TEN_JOINED[language]
    if word not in tens or not text.startswith(joint, end):
        return 10, end
    after = LETTERS.match(text, end + len(joint))
    digit = None
    if after is not None:  # quinta: quinto (alone, quinta-feira is Thursday)
        following = after[0].lower()
        digit = values.get(following, values.get(following[:-1] + "o"))
    if after is None or digit is None or not 1 <= digit <= 9:
        return 10, end
    return 10 + digit, after.end()


def _tens_joined(
    text: str, ten: int, end: int, language: str, values: dict[str, int]
) -> tuple[int, int]:
    """A ten and the digit's word joined to it (twenty-two, thirty-first: 22, 31; vingt-deux,
    vingt et un, soixante-dix-sept, quatre-vingt-dix: 22, 21, 77, 90; treinta y dos: 32;
    vinte e um: 21), or the ten alone.

    >>> [(n.key, n.surface) for n in _spelled("twenty-two days, the thirty-first, forty", "en")]
    [('22', 'twenty-two'), ('31', 'thirty-first'), ('40', 'forty')]
    >>> [n.key for n in _spelled("vingt et un, soixante-dix-sept, quatre-vingt-dix", "fr")]
    ['21', '77', '90']
    >>> [n.key for n in _spelled("treinta y dos días, veintidós horas", "es")]
    ['32', '22']
    >>> [n.key for n in _spelled("vinte e um dias, trinta e dois", "pt")]
    ['21', '32']
    """
    _, joints, ones = TENS_JOINED[language]
    if language == "fr" and (one := FRENCH_AND_ONE.match(text, end)):
        unit = one.group().split()[-1].lower()
        return ten + (11 if unit.startswith("onz") else 1), one.end()
    for joint in joints:
        if not text.startswith(joint, end):
            continue
        after = LETTERS.match(text, end + len(joint))
        if after is None:
            break
        word = after[0].lower()
        digit = values.get(word, ones.get(word))
        later = after.end()
        if digit == 10 and language in TEN_JOINED:
            digit, later = _ten_joined(text, word, later, language, values)
        # sixty and eighty take ten to nineteen in French (soixante-douze, quatre-vingt-dix)
        most = 19 if language == "fr" and ten in (60, 80) else 9
        if digit is not None and 1 <= digit <= most:
            return ten + digit, later
        break
    return ten, end


_FOUR_TWENTIES = re.compile(r"-vingts?(?![^\W\d_])", re.IGNORECASE)
"""The rest of French eighty (quatre-vingts, quatre-vingt-dix)."""


@cache
def _compound_number(language: str) -> re.Pattern[str] | None:
    """A word made of a number word and an adjective after it (number_words.COMPOUND_TAILS)."""
    tails = COMPOUND_TAILS.get(language)
    if not tails:
        return None
    heads = sorted(WORDS_BY_LANGUAGE[language], key=len, reverse=True)
    return re.compile(f"({'|'.join(heads)})(?:{'|'.join(tails)})(?![^\\W\\d_])")


_GERMAN_COMPOSITE = re.compile(
    rf"({'|'.join(GERMAN_UNITS)})und({'|'.join(GERMAN_TENS)})(?:ste[nrsm]?)?(?![^\W\d_])"
)
"""A German number from 21 to 99 in one word, maybe an ordinal (number_words.GERMAN_UNITS)."""


@cache
def _superlative_ordinal(language: str) -> re.Pattern[str] | None:
    """An ordinal's stem, a superlative after it (number_words.SUPERLATIVE_ORDINALS): -ste,
    -ßte after ß (größte)."""
    stems = SUPERLATIVE_ORDINALS.get(language)
    if not stems:
        return None
    return re.compile(rf"({'|'.join(stems)})[^\W\d_]{{2,}}?[sß]te[nrsm]?(?![^\W\d_])")


_NEXT_WORD = re.compile(r"[\s\N{NO-BREAK SPACE}]+(?:'?)([^\W\d_]+)")


def _preposition(text: str, word: re.Match[str], language: str) -> bool:
    return (
        _according_to(text, word, language)
        or _before(text, word, language)
        or _quarter(text, word, language)
        or _noun(text, word, language)
        or text.startswith("-feira", word.end())  # Portuguese segunda-feira: Monday
        or _DIGIT_HYPHEN.search(text, 0, word.start()) is not None  # a 403-second pulse
    )


_DIGIT_HYPHEN = re.compile(r"\d-$")
"""A number and a hyphen before an ordinal word: a unit (a 403-second pulse), no order."""


def _noun(text: str, word: re.Match[str], language: str) -> bool:
    """Whether an ordinal that is also a noun (number_words.ALSO_NOUNS) is that: not
    before a lower-case word of its own, the noun it would order.

    >>> [n.surface for n in find_numbers("Su quinta pausa, en una quinta de Sevilla.", "es")]
    ['quinta']
    >>> [n.surface for n in find_numbers("Na sexta, a sexta vitória.", "pt")]
    ['sexta']
    >>> [n.surface for n in find_numbers("A receita por quarto disponível, o quarto hotel.", "pt")]
    ['quarto']
    """
    if word[0].lower() not in ALSO_NOUNS.get(language, ()):
        return False
    # after a preposition with no article: a noun (receita por quarto disponível)
    before = _WORD_BEFORE_NUMBER.search(text, max(0, word.start() - 12), word.start())
    if before is not None and before[1].lower() in BARE_PREPOSITIONS.get(language, ()):
        return True
    after = _NEXT_WORD.match(text, word.end())
    return after is None or not after[1].islower() or after[1] in stop_words(language)


def _quarter(text: str, word: re.Match[str], language: str) -> bool:
    """Whether an ordinal "fourth" is "a quarter" (number_words.QUARTERS): after an
    indefinite article or a number.

    >>> [n.surface for n in find_numbers("Tre tagli di un quarto di punto, il quarto mese.", "it")]
    ['Tre', 'quarto']
    >>> [n.surface for n in find_numbers("Na segunda-feira, a segunda vez.", "pt")]
    ['segunda']
    """
    words, before_words = QUARTERS.get(language, (frozenset(), frozenset()))
    if word[0].lower() not in words:
        return False
    before = _WORD_BEFORE_NUMBER.search(text, max(0, word.start() - 12), word.start())
    return before is not None and before[1].lower() in before_words


_WORD_BEFORE_NUMBER = re.compile(r"([^\W\d_]+)[\s\N{NO-BREAK SPACE}]+$")
"""The word right before a number word, at the end of what is searched."""


def _before(text: str, word: re.Match[str], language: str) -> bool:
    """Whether an ordinal that is also "before" is that (number_words.BEFORE_WORDS):
    followed by its genitive or conjunction.

    >>> [n.surface for n in find_numbers("Prima di riprovare, la prima volta.", "it")]
    ['prima']
    >>> [n.surface for n in find_numbers("Erano 6.980 un anno prima, e la prima.", "it")]
    ['6.980', 'prima']
    >>> [n.surface for n in find_numbers("Il prezzo del giorno prima in Germania.", "it")]
    []
    """
    words, after_words = BEFORE_WORDS.get(language, (frozenset(), frozenset()))
    if word[0].lower() not in words:
        return False
    # Right after a word of time it says earlier ("un anno prima, e", "del giorno prima
    # in"): an ordinal stands before its noun (il primo giorno, la prima settimana).
    before = _WORD_BEFORE_NUMBER.search(text, max(0, word.start() - 24), word.start())
    if before is not None and before[1].lower() in EARLIER_AFTER.get(language, ()):
        return True
    after = _NEXT_WORD.match(text, word.end())
    return after is not None and after[1].lower() in after_words


def _according_to(text: str, word: re.Match[str], language: str) -> bool:
    """Whether an ordinal that is also a preposition ("secondo", "segundo") is the
    preposition: followed by an article, a pronoun or a name (number_words).

    >>> [n.surface for n in find_numbers("Secondo la guida, il secondo indice è HNSW.", "it")]
    ['secondo']
    >>> [n.surface for n in find_numbers("Segundo Google, o segundo índice é HNSW.", "pt")]
    ['segundo']

    So too where no word stands before it, at a clause's start: an ordinal follows its
    article or another word (o segundo, em segundo lugar, pelo segundo ano).

    >>> [n.surface for n in find_numbers("Subiu 8%, segundo dados da ICE.", "pt")]
    ['8%']
    """
    if word[0].lower() not in ALSO_PREPOSITION.get(language, ()):
        return False
    after = _NEXT_WORD.match(text, word.end())
    if after is None:
        return False
    following = after[1]
    if _CLAUSE_START.search(text, 0, word.start()) is not None:
        return True
    return following[:1].isupper() or following.lower() in AFTER_PREPOSITION[language]


_CLAUSE_START = re.compile(r"(?:^|[,;:(—–]|[.!?]\s)\s*$")
"""Nothing but a clause's start before a word (the text's, a comma's, a stop's)."""


_NUMBER_BEFORE = re.compile(r"\d[ \N{NO-BREAK SPACE}\N{NARROW NO-BREAK SPACE}]?$")


def _time_unit(text: str, word: re.Match[str], language: str) -> bool:
    """Whether an ordinal that also names the time unit (number_words) is the unit: right
    after a written number.

    >>> [n.surface for n in find_numbers("vaut 0,5 seconde, la seconde option", "fr")]
    ['0,5', 'seconde']
    >>> [n.surface for n in find_numbers("dura 1 segundo", "pt")]
    ['1']

    Or after "per": a rate (``queries per second``, ``par seconde``, ``por segundo``).

    >>> [n.surface for n in find_numbers("48,200 queries per second", "en")]
    ['48,200']
    """
    if word[0].lower() not in ALSO_TIME_UNIT.get(language, ()):
        return False
    before = text[max(0, word.start() - 5) : word.start()].lower()
    return bool(
        _NUMBER_BEFORE.search(text, max(0, word.start() - 2), word.start())
    ) or before.endswith(_PER)


_PER = ("per ", " par ", " por ")
"""The words before a time unit that make it a rate's (per second, par seconde, por
segundo); not Italian "al", which also says a rank (al secondo posto)."""


def distinct_numbers(text: str, language: str) -> list[Number]:
    """:func:`find_numbers`, each value (with its unit) once, in order of first mention.

    >>> [n.surface for n in distinct_numbers("40, then 40 again, then 60.", "en")]
    ['40', '60']
    """
    seen: set[tuple[str, str | None]] = set()
    out = []
    for number in find_numbers(text, language):
        if (number.key, number.unit) not in seen:
            seen.add((number.key, number.unit))
            out.append(number)
    return out


def _year_ranges(text: str, found: list[Number]) -> None:
    """Read the short end of a year range as a year, in place: ``2018–19`` -> 2018, 2019.

    >>> [n.key for n in find_numbers("the 2018–19 season and 1998-2001", "en")]
    ['2018', '2019', '1998', '2001']
    """
    for i in range(1, len(found)):
        first, short = found[i - 1], found[i]
        if (
            len(short.key) == 2
            and short.key.isdigit()
            and len(first.key) == 4
            and first.key.isdigit()
            and first.key[0] in "12"
            and text[first.end : short.start] in tuple(_RANGE_DASH)
            and short.key > first.key[2:]
        ):
            found[i] = short._replace(key=first.key[:2] + short.key)


def number_index(text: str, language: str) -> dict[str, set[str | None]]:
    """Value -> the units it is written with in ``text`` (None for a bare number)."""
    index: dict[str, set[str | None]] = {}
    for number in find_numbers(text, language):
        index.setdefault(number.key, set()).add(number.unit)
    return index


def needle(number: Number) -> str:
    """Digits every spelling of the number must contain: the last (up to) three digits of
    its integer part. If a source lacks them, it lacks the number — no parsing needed.

    >>> needle(find_numbers("1,552", "en")[0]), needle(find_numbers("1.5", "en")[0])
    ('552', '1')
    """
    if number.key.startswith("v"):
        return number.key.rsplit(".", 1)[-1]
    return number.key.split(".")[0][-3:]


_DIGIT_CHARS = frozenset("0123456789０１２３４５６７８９")
_EDGE_CHARS = ".,'’" + _SPACES
_GLUED = re.compile(r"[A-Za-z\u00c0-\u024f0-9０-９.,$€£¥₹]$")
"""A character before a digit that makes it no bare number of its own: a letter (``L2``),
a separator, a currency sign (as :data:`_NUMBER` and :func:`find_numbers` read them)."""
_RUN_CHARS = frozenset("0123456789０１２３４５６７８９.,'’" + _SPACES)
_WINDOW = 48


def contains(text: str, number: Number, language: str) -> bool:
    """Whether ``text`` holds ``number`` (value, and unit when both state one).

    Only the places where the number's :func:`needle` digits occur are parsed, so a
    10,000-character source costs a few substring searches, not a full parse.

    >>> n = find_numbers("It takes 1544 bytes.", "en")[0]
    >>> contains("takes 4 * 384 + 8 = 1,544 bytes", n, "en"), contains("1,5440 bytes", n, "en")
    (True, False)
    >>> contains("L1544 bytes", n, "en"), contains("15.44 bytes", n, "en")
    (False, False)
    >>> contains("1,5440 and then some 15449999", n, "en")
    False
    """
    return bool(positions(text, number, language, 1, first_only=True))


def locate(text: str, number: Number, language: str) -> int:
    """Where in ``text`` the number first occurs, or -1 (the rule of :func:`contains`).

    >>> locate("the 2018–19 season", find_numbers("in 2019", "en")[0], "en")
    9
    >>> locate("Three of them", find_numbers("3 of them", "en")[0], "en")
    0
    """
    found = positions(text, number, language, 1)
    return found[0] if found else -1


def positions(
    text: str, number: Number, language: str, limit: int = 200, first_only: bool = False
) -> list[int]:
    """Where in ``text`` the number occurs (sorted; the first ``limit`` found by each
    spelling: digits, a range's short end, a number word).

    >>> n = find_numbers("It has 3 rooms", "en")[0]
    >>> positions("3 rooms, three beds, room 3.", n, "en")
    [0, 9, 26]
    """
    digits = needle(number)
    probes = [(digits, 2)]
    if not text.isascii():
        probes.append((digits.translate(_TO_FULLWIDTH), 2))
    key = number.key
    if len(key) == 4 and key.isdigit() and key[0] in "12":
        probes.append((key[2:], 6))  # the short end of a range: 2018–19
    out: set[int] = set()
    # The probe digits end the integer part of any spelling of the number, and are all
    # of it when it has at most three digits: an occurrence followed by a digit, or (then)
    # preceded by a digit other than leading zeros, is another number ("1995" for 5), so
    # the candidates are found by a regex (a page of thousands of numbers is read at C
    # speed, not one Python step per digit).
    whole = len(key.split(".")[0]) <= 3 and not key.startswith("v")
    for probe, back in probes:
        hits = resume = 0
        for candidate in _candidates(probe).finditer(text):
            pos = candidate.start()
            if pos < resume:
                continue
            if hits >= limit:
                break
            if whole and pos and text[pos - 1] in _DIGIT_CHARS:
                j = pos - 1
                while j >= 0 and text[j] in "0０":
                    j -= 1
                if j >= 0 and text[j] in _DIGIT_CHARS:
                    continue  # the end of a longer number ("1995" for 5)
            lo = pos
            while lo > 0 and pos - lo < _WINDOW and text[lo - 1] in _RUN_CHARS:
                lo -= 1
            hi = pos + len(probe)
            while hi < len(text) and hi - pos < _WINDOW and text[hi] in _RUN_CHARS:
                hi += 1
            resume = hi  # one look per run of digits and separators
            # One character before the run, so "L2" still reads as a name (six for a
            # range's short end, to see its first year); a few after, for the unit.
            # (A number starting after the run may be cut: not counted.)
            dash = bool(lo) and text[lo - 1] in _RANGE_DASH
            run = text[lo:hi].strip(_EDGE_CHARS)
            plain = run.isascii() and run.isdigit()
            short_end = dash and len(run) == 2 and len(key) == 4 and key[2:] == run
            same = plain and (run.lstrip("0") or "0") == key
            if plain and not same and not short_end:
                continue  # plain digits of another value, not a range's short end
            first = lo
            while first < hi and text[first] in _SPACES:
                first += 1
            before = text[max(0, first - 2) : first]
            if (
                same
                and number.unit is None
                and (not dash or len(key) != 2)  # (two digits after a dash may be a year)
                and text[first].isdigit()
                and not _GLUED.search(before)
                and not (before[-1:] == " " and before[:1] in CURRENCY)
            ):
                out.add(first)  # plain digits of this very value, a bare number
                hits += 1
                if first_only:
                    return sorted(out)
                continue
            base = max(0, lo - (max(back, 6) if dash else back))
            for found in find_numbers(text[base : hi + 16], language, words=False):
                if (
                    found.key == key
                    and base + found.start < hi
                    and base + found.end > lo
                    and (number.unit is None or found.unit is None or found.unit == number.unit)
                ):
                    out.add(base + found.start)
                    hits += 1
                    break
            if first_only and out:
                return sorted(out)  # contains(): any spelling will do
    words = (
        WORDS_BY_VALUE.get(language, {}).get(int(key)) if key.isdigit() and len(key) < 3 else None
    )
    if number.unit is not None:
        unit_words = TIME_UNIT_WORDS.get(number.unit)
        if words and unit_words is not None:
            # ten minutes: dieci minuti, zehn Minuten (a number word with its time unit)
            for hits, match in enumerate(
                _unit_word_pattern(tuple(words), unit_words).finditer(text)
            ):
                if hits >= limit:
                    break
                out.add(match.start())
        if unit_words is not None and key.isdigit() and _composed(text, language):
            # twenty-two minutes: ventidue minuti, veintidós minutos (words beyond the table)
            after = _unit_after(unit_words)
            spelled_units = [
                n.start
                for n in _spelled(text, language)
                if n.key == key and after.match(text, n.end)
            ]
            out.update(spelled_units[:limit])
        return sorted(out)
    # trent'anni, tiga puluh, dreißigjährig: words the table alone does not read, and
    # tiga of tiga puluh no 3
    spelled = (
        {n.start: n.key for n in _spelled(text, language)}
        if key.isdigit() and _composed(text, language)
        else {}
    )
    if words and (len(text) < 2000 or _any_in(words, _lower(text))):
        pattern = _word_pattern(tuple(words))
        for hits, match in enumerate(pattern.finditer(text)):
            if hits >= limit:
                break
            if spelled.get(match.start(), key) == key:
                out.add(match.start())
                if first_only:
                    return sorted(out)
    out.update(sorted(start for start, value in spelled.items() if value == key)[:limit])
    if key.isdigit() and len(key) <= 2 and _centuries_said(text):
        out.update(n.start for n in _centuries(text) if n.key == key)  # IV secolo: 4th
    return sorted(out)


@lru_cache(maxsize=8)
def _lower(text: str) -> str:
    """A long source lower-cased once (many claims ask it for their number words)."""
    return text.lower()


def _any_in(words: list[str] | tuple[str, ...], lower: str) -> bool:
    return any(word.lower() in lower for word in words)


@lru_cache(maxsize=4096)  # keyed by the claims' digits: bounded for long batches
def _candidates(probe: str) -> re.Pattern[str]:
    """Where ``probe`` may end a number's integer part: not followed by a digit. (The
    pattern opens with the probe's digits, so the engine searches them at C speed.)"""
    return re.compile(rf"{re.escape(probe)}(?![0-9０-９])")


@lru_cache(maxsize=256)
def _unit_word_pattern(words: tuple[str, ...], unit_words: str) -> re.Pattern[str]:
    """A number word, then a word of its time unit (:data:`TIME_UNIT_WORDS`).

    >>> n = find_numbers("up to 10 minutes", "en")[0]
    >>> contains("fino a un massimo di dieci minuti", n, "it"), contains("dieci ore", n, "it")
    (True, False)
    """
    return re.compile(
        r"(?<![^\W\d_])(?:"
        + "|".join(words)
        + r")[\s\N{NO-BREAK SPACE}]+"
        + unit_words
        + r"(?!\w)",
        re.IGNORECASE,
    )


@cache
def _unit_after(unit_words: str) -> re.Pattern[str]:
    """Spaces and a word of a time unit (:data:`TIME_UNIT_WORDS`), right after a number."""
    return re.compile(rf"[\s\N{{NO-BREAK SPACE}}]+{unit_words}(?!\w)", re.IGNORECASE)


@cache
def _word_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![^\W\d_])(?:" + "|".join(words) + r")(?![^\W\d_])", re.IGNORECASE)


_TO_FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def matches(number: Number, index: dict[str, set[str | None]]) -> bool:
    """Whether a source's number index holds this number (value, and unit when both
    sides state one)."""
    units = index.get(number.key)
    if units is None:
        return False
    if number.unit is None or None in units:
        return True
    return number.unit in units
