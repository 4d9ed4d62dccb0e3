"""An amount held by a source's number in another currency is not held (:func:`moneyed`):
``73,5 Millionen Euro`` is no ``£73.5 million``
(:mod:`ragcite.text.currency_words`)."""

from __future__ import annotations

from ...text.currency_words import codes_of, currencies_at, currency_span
from ...text.number_words import scale_after
from ...text.numbers import find_numbers
from .units import Unit


def moneyed(
    units: list[Unit], claim: str, texts: list[str], language: str, hits: list[bool]
) -> None:
    """Unmark (in ``hits``) each held amount of the claim whose currency differs from that
    of every number of the same value the texts write in a currency: a currency the
    answer changed. A source's number in no currency, or in one the claim's may be, keeps
    it held.

    >>> from ragcite.verify.neutral import units
    >>> claim = "Hanno raccolto 73,5 milioni di euro."
    >>> us = units(claim, "it")
    >>> hits = [True]
    >>> moneyed(us, claim, ["They raised £73.5 million."], "en", hits)
    >>> hits
    [False]
    >>> hits = [True]
    >>> moneyed(us, claim, ["They raised €73.5 million, and 73.5 tonnes."], "en", hits)
    >>> hits
    [True]
    """
    for i, unit in enumerate(units):
        if hits[i] and other_currency(unit, claim, texts, language) is not None:
            hits[i] = False


def other_currency(unit: Unit, claim: str, texts: list[str], language: str) -> str | None:
    """How a text writes an amount of the claim's value in another currency (``£73.5
    million`` for ``73,5 milioni di euro``), where every number of that value the texts
    write in a currency is in one the claim's cannot be; ``None`` otherwise (module doc).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Hanno raccolto 73,5 milioni di euro."
    >>> other_currency(units(claim, "it")[0], claim, ["They raised £73.5 million."], "en")
    '£73.5 million'
    """
    number = unit.number
    if unit.kind != "number" or number is None:
        return None
    mine = currencies_at(claim, _digits(claim, unit.start), unit.end) or codes_of(number.unit)
    if not mine:
        return None
    written: list[str] = []
    for text in texts:
        for n in find_numbers(text, language):
            if n.key != number.key:
                continue
            scale_end = scale_after(text, n.end, language)[1]
            theirs, start, end = currency_span(text, _digits(text, n.start), scale_end)
            theirs = theirs or codes_of(n.unit)
            if not theirs or not theirs.isdisjoint(mine):
                return None
            written.append(text[min(start, n.start) : end])
    return written[0] if written else None


def _digits(text: str, start: int) -> int:
    """Where a number's digits start, after the sign its surface may open with (R$1.5,
    Rp150.000), so that the sign is read whole before it."""
    for at in range(start, min(len(text), start + 4)):
        if text[at].isdigit():
            return at
    return start
