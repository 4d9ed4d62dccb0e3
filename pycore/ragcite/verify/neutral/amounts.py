"""An amount held by a source's number in another currency is not held (:func:`moneyed`):
``73,5 Millionen Euro`` is no ``£73.5 million``
(:mod:`ragcite.text.currency_words`)."""

from __future__ import annotations

from ...text.currency_words import codes_of, currencies_at, currency_span
from ...text.number_words import scale_after
from ...text.world_names import _currencies, spans
from .held import _numbers_in
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


def coded(units: list[Unit], claim: str, texts: list[str], language: str, hits: list[bool]) -> None:
    """Mark as held (in ``hits``) a currency's ISO code beside a number of the claim
    (``CHF 7.89 billion``), where a text writes a number of that value in a currency the
    code may be, by its noun alone (``7,89 miliardi di franchi``: the Swiss franc among
    the francs), which names no code for the tables to hold.

    >>> from ragcite.verify.neutral import units
    >>> claim = "It reported sales of CHF 7.89 billion."
    >>> us = units(claim, "en")
    >>> hits = [False, True]
    >>> coded(us, claim, ["Ha fatturato 7,89 miliardi di franchi."], "it", hits)
    >>> hits
    [True, True]
    >>> hits = [False, True]
    >>> coded(us, claim, ["Ha fatturato 7,89 miliardi di euro."], "it", hits)
    >>> hits
    [False, True]
    """
    for i, unit in enumerate(units):
        codes = codes_of(unit.surface) if unit.kind == "name" and not hits[i] else frozenset()
        if not codes:
            continue
        beside = [
            other
            for other in units[max(0, i - 1) : i + 2]
            if other.kind == "number"
            and other.number is not None
            and not claim[min(other.end, unit.end) : max(other.start, unit.start)].strip()
        ]
        hits[i] = any(
            _in_currency(number.number.key, codes, text, language)  # type: ignore[union-attr]
            for number in beside
            for text in texts
        )


def _in_currency(key: str, codes: frozenset[str], text: str, language: str) -> bool:
    """Whether a text writes a number of value ``key`` in a currency among ``codes``, by
    a sign or a noun that names several, not by a currency's whole name the tables know
    (``5,1 miliardi di corone danesi`` is in Danish kroner only, which they hold or not).

    >>> _in_currency("5.1", frozenset({"SEK"}), "5,1 miliardi di corone danesi", "it")
    False
    >>> _in_currency("5.1", frozenset({"SEK"}), "5,1 miliardi di corone", "it")
    True
    """
    money = _currencies()
    for n in _numbers_in(text, language):  # parsed once per source
        if n.key == key:
            scale_end = scale_after(text, n.end, language)[1]
            theirs, _, end = currency_span(text, _digits(text, n.start), scale_end)
            named = any(
                concept in money and end <= b and a <= end
                for a, b, concept in spans(text[: end + _NAME_AFTER])
            )
            if not named and not (theirs or codes_of(n.unit)).isdisjoint(codes):
                return True
    return False


_NAME_AFTER = 24
"""Characters after a currency's noun where its whole name may end (corone danesi)."""


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
        for n in _numbers_in(text, language):  # parsed once per source
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
