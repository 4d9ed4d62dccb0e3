"""A name's number written as a word on one side and in digits on the other (``Formula
One``, ``Fórmula 1``, ``Formel 1``): :func:`numbered`."""

from __future__ import annotations

import re
from functools import cache

from ...text.number_words import WORDS_BY_LANGUAGE
from .units import Unit

ONES = {"en": "one", "it": "uno", "es": "uno", "pt": "um", "fr": "un", "de": "eins", "id": "satu"}
"""Each language's word for one, which :data:`WORDS_BY_LANGUAGE` leaves out (an article
as often)."""

_MOST = 20
"""The largest number a name writes as a word (Formula One, Channel Four, Apollo Eleven)."""


@cache
def _words(language: str) -> dict[str, int]:
    words = {w: v for w, v in WORDS_BY_LANGUAGE.get(language, {}).items() if v <= _MOST}
    if language in ONES:
        words[ONES[language]] = 1
    return words


def numbered(
    units: list[Unit],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
    hits: list[bool],
) -> None:
    """Mark as held (in ``hits``) a name's number right after a held capitalised word of
    it, written as a capitalised word where a text writes it in digits after a capitalised
    word, or in digits where a text writes it so as a word (``Formula One``: ``Formula
    1``). Another number is still listed.

    >>> from ragcite.verify.neutral import units
    >>> claim = "The cost cap for Formula One teams is $135 million."
    >>> us = units(claim, "en")
    >>> hits = [True, False, True]
    >>> numbered(us, claim, ["El límite para la Fórmula 1 es de 135 millones."], "es", "en", hits)
    >>> hits
    [True, True, True]
    >>> claim = "Il tetto per la Formula 1 è di 135 milioni."
    >>> us = units(claim, "it")
    >>> hits = [True, False, True]
    >>> numbered(us, claim, ["The cost cap for Formula One is $135 million."], "en", "it", hits)
    >>> hits
    [True, True, True]
    >>> hits = [True, False, True]
    >>> numbered(us, claim, ["The cost cap for Formula Two is $135 million."], "en", "it", hits)
    >>> hits
    [True, False, True]
    """
    for i, unit in enumerate(units):
        if hits[i] or not i or not hits[i - 1]:
            continue
        before = units[i - 1]
        if before.kind != "name" or claim[before.end : unit.start] not in (" ", "-"):
            continue
        value: int | None = None
        if unit.kind == "name" and unit.surface[:1].isupper():
            value = _words(claim_language).get(unit.surface.casefold())
        elif unit.kind == "number" and unit.number is not None and unit.number.key.isdigit():
            value = int(unit.number.key) if int(unit.number.key) <= _MOST else None
        if value is None:
            continue
        hits[i] = any(_named_number(value, language).search(text) for text in texts)


@cache
def _named_number(value: int, language: str) -> re.Pattern[str]:
    """A capitalised word, then the number in digits or as a capitalised word."""
    words = [w for w, v in _words(language).items() if v == value]
    spelt = "|".join(re.escape(w[:1].upper() + w[1:]) for w in words)
    either = f"{value}(?![\\d]|[.,]\\d)" + (f"|(?:{spelt})(?![^\\W\\d_])" if spelt else "")
    return re.compile(rf"(?<![^\W\d_])[A-Z][^\W\d_]*[ -](?:{either})")
