"""Which currency an amount is in, as texts write it (:func:`currencies_at`): a sign or an
ISO 4217 code before or after its number (``£73.5 million``, ``LKR 1,412``, ``12,60 €``),
or the currency's noun after it and its scale word (``73,5 Millionen Euro``, ``1,2
miliardi di dollari``, ``1.530 rupie``).

A sign or a noun may name several currencies (``$``: the dollars and the pesos; ``rupee``:
India's, Sri Lanka's, Pakistan's, Nepal's), so each is read as the set of codes it may
stand for: two amounts are in different currencies only where their sets share none
(``€`` and ``Pfund``), never where one says nothing.
"""

from __future__ import annotations

import re
from functools import cache

_DOLLARS = "USD AUD CAD NZD HKD SGD TWD"
_PESOS = "MXN ARS CLP COP PHP"
_RUPEES = "INR LKR PKR NPR"
_CROWNS = "SEK NOK DKK ISK CZK"

NOUNS: dict[str, str] = {
    _DOLLARS: "dollar dollars dollaro dollari dólar dólares dolar",
    _PESOS: "peso pesos",
    f"{_RUPEES} IDR": "rupia rupie rupias roupie roupies rúpia rúpias",
    _RUPEES: "rupee rupees rupien",
    _CROWNS: "krona kronor krone kroner kronen koruna corona corone coronas couronne "
    "couronnes coroa coroas",
    "EUR": "euro euros euri",
    "GBP EGP": "pound pounds sterling sterlina sterline libra libras pfund",
    "GBP EGP TRY": "livre livres",
    "JPY": "yen",
    "CNY": "yuan renminbi rmb",
    "IDR": "rupiah",
    "CHF": "franc francs franco franchi francos franken",
    "BRL": "real reais reales",
    "ZAR": "rand",
    "TRY": "lira lire liras",
    "RUB": "ruble rubles rouble roubles rublo rubli rublos rubel",
    "KRW": "won",
    "PLN": "zloty zlotys złoty złotych",
    "HUF": "forint forints fiorini",
    "ILS": "shekel shekels sheqel",
    "THB": "baht",
    "MYR": "ringgit",
    "VND": "dong",
    "NGN": "naira",
    "KES TZS": "shilling shillings scellino scellini chelín chelines schilling",
    "SAR QAR": "riyal riyals rial rials",
    "AED MAD": "dirham dirhams dírham dírhams",
    "UAH": "hryvnia hryvnias grivna",
    "KWD": "dinar dinars dinari dinares",
}
"""Each currency's noun in the seven languages, in the singular and the plural, by the
codes it may stand for (a name's adjective, ``australiani``, ``Sri Lanka``, says more,
but the noun alone is what every text writes): the Romance languages' rupia is the rupee
and the rupiah, French livre the pound and the Turkish lira."""

SIGNS: dict[str, str] = {
    "€": "EUR",
    "£": "GBP EGP",
    "¥": "JPY CNY",
    "₹": "INR",
    "₩": "KRW",
    "₺": "TRY",
    "₽": "RUB",
    "$": f"{_DOLLARS} {_PESOS}",
    "US$": "USD",
    "A$": "AUD",
    "AU$": "AUD",
    "C$": "CAD",
    "CA$": "CAD",
    "NZ$": "NZD",
    "HK$": "HKD",
    "S$": "SGD",
    "NT$": "TWD",
    "R$": "BRL",
    "Rp": "IDR",
    "Rs": _RUPEES,
    "Fr.": "CHF",
    "zł": "PLN",
    "Kč": _CROWNS,
    "kr": _CROWNS,
}
"""Currencies' signs, by the codes they may stand for."""


@cache
def codes() -> frozenset[str]:
    """The ISO 4217 codes read: those whose names CLDR gives
    (:data:`ragcite.text.world_names_data.CURRENCIES`). Imported at the first code a text
    writes beside a number: the names' table is large, and a check without one never
    needs it."""
    from .world_names_data import CURRENCIES

    return frozenset(forms[0] for forms in CURRENCIES)


@cache
def _lookup() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for codes, nouns in NOUNS.items():
        for noun in nouns.split():
            out.setdefault(noun, set()).update(codes.split())
    return {word: frozenset(codes) for word, codes in out.items()}


_CODE = re.compile(r"[A-Z]{3}")

_SIGN = "|".join(sorted(map(re.escape, SIGNS), key=lambda s: (-len(s), s)))
_BEFORE = re.compile(rf"(?:(?<![^\W\d_])([A-Z]{{3}})|({_SIGN}))[ \N{{NO-BREAK SPACE}}]?$")
"""A code or a sign right before a number (``LKR 1,412``, ``£73.5``, ``US$ 3,2``)."""
_AFTER = re.compile(
    rf"[ \N{{NO-BREAK SPACE}}]*(?:(?:of|di|de|d['’]|du|des)[ \N{{NO-BREAK SPACE}}]+)?"
    rf"(?:({_SIGN})(?![^\W\d_])|([^\W\d_]+(?:-[^\W\d_]+)*))"
)
"""What follows a number and its scale word: a sign, or a word (maybe after ``of``, ``di``,
``de``): ``12,60 €``, ``73,5 Millionen Euro``, ``1,2 miliardi di dollari``."""


def currencies_at(text: str, start: int, end: int) -> frozenset[str]:
    """The codes of the currency a number at ``text[start:end]`` (with its scale word) is
    in, empty where the text names none.

    >>> sorted(currencies_at("raised £73.5 million", 8, 20))
    ['EGP', 'GBP']
    >>> sorted(currencies_at("73,5 Millionen Euro", 0, 14)), currencies_at("LKR 1,412", 4, 9)
    (['EUR'], frozenset({'LKR'}))
    >>> sorted(currencies_at("1.530 rupie al chilogrammo", 0, 5))
    ['IDR', 'INR', 'LKR', 'NPR', 'PKR']
    >>> currencies_at("24 satelliti", 0, 2), currencies_at("24 Hongkong-Dollar", 0, 2) >= {"HKD"}
    (frozenset(), True)
    """
    return currency_span(text, start, end)[0]


def currency_span(text: str, start: int, end: int) -> tuple[frozenset[str], int, int]:
    """:func:`currencies_at`'s codes, and where the amount is written with its currency:
    from the sign or code before it, or up to the sign, code or noun after it.

    >>> codes, a, b = currency_span("raised £73.5 million for charity", 8, 20)
    >>> "raised £73.5 million for charity"[a:b]
    '£73.5 million'
    """
    before = _BEFORE.search(text, max(0, start - 4), start)
    if before is not None and (found := codes_of(before[1] or before[2])):
        return found, before.start(), end
    after = _AFTER.match(text, end)
    if after is None:
        return frozenset(), start, end
    found = codes_of(after[1] or after[2])
    if not found and after[2]:
        for part in (after[2], *after[2].split("-")):
            found |= _lookup().get(part.casefold(), frozenset())
    return found, start, after.end() if found else end


def codes_of(mark: str | None) -> frozenset[str]:
    """The codes a currency's sign or ISO code stands for (empty for anything else).

    >>> sorted(codes_of("£")), codes_of("LKR"), codes_of("ABC"), codes_of(None)
    (['EGP', 'GBP'], frozenset({'LKR'}), frozenset(), frozenset())
    """
    if mark in SIGNS:
        return frozenset(SIGNS[mark].split())
    return frozenset((mark,)) if mark and _CODE.fullmatch(mark) and mark in codes() else frozenset()
