"""Text normalisations used to compare a quote with its source, each a small named step.

A quote that is not in its source *as is* may still be there once both sides ignore
differences nobody reads as a change of wording. Each such difference is one named step
in :data:`NORMALIZERS`, so a verdict can say exactly which ones it needed (ftfy's
``fix_and_explain`` habit):

- ``whitespace``: runs of any Unicode whitespace (incl. no-break spaces) become one space;
  the ends are stripped.
- ``case``: :meth:`str.casefold` (``"Straße"`` and ``"STRASSE"`` compare equal).
- ``quotes``: curly quotes, primes and guillemets become ASCII ``'`` / ``"``; hyphens,
  en/em dashes, figure dash and minus become ``-``; ``…`` becomes ``...``.
- ``nfkc``: Unicode NFKC, which folds full-width forms (``Ａ１``), ligatures (``ﬁ``) and
  other compatibility characters (https://unicode.org/reports/tr15/).

The steps always run in registry order, whatever order a caller names them in, so the quote
and the source go through exactly the same transformation. ``quotes`` runs before ``nfkc``
on purpose: NFKC turns the acute accent used as an apostrophe (``don´t``) into a space plus
a combining mark, and its table already covers the compatibility dashes NFKC would produce.

The same steps keeping offsets (an :class:`~ragcite.text.normalize_offsets.OffsetMap` from
output to input characters) are :mod:`ragcite.text.normalize_offsets`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence

# Every character for which str.isspace() is true, except the plain space (the tests check
# the list against unicodedata). Turning each into a space is one for one, so offsets keep;
# only runs of spaces then need collapsing, which plain str methods do fast.
_OTHER_SPACES = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005"
    "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)

_SINGLE = "'"
_DOUBLE = '"'
_DASH = "-"
_QUOTE_TABLE: dict[int, str] = {
    ord(char): repl
    for chars, repl in (
        (
            "\N{LEFT SINGLE QUOTATION MARK}\N{RIGHT SINGLE QUOTATION MARK}"
            "\N{SINGLE LOW-9 QUOTATION MARK}\N{SINGLE HIGH-REVERSED-9 QUOTATION MARK}"
            "\N{SINGLE LEFT-POINTING ANGLE QUOTATION MARK}"
            "\N{SINGLE RIGHT-POINTING ANGLE QUOTATION MARK}"
            "\N{PRIME}\N{REVERSED PRIME}\N{MODIFIER LETTER APOSTROPHE}"
            "\N{ACUTE ACCENT}\N{FULLWIDTH APOSTROPHE}",
            _SINGLE,
        ),
        (
            "\N{LEFT DOUBLE QUOTATION MARK}\N{RIGHT DOUBLE QUOTATION MARK}"
            "\N{DOUBLE LOW-9 QUOTATION MARK}\N{DOUBLE HIGH-REVERSED-9 QUOTATION MARK}"
            "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}"
            "\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"
            "\N{DOUBLE PRIME}\N{REVERSED DOUBLE PRIME}"
            "\N{REVERSED DOUBLE PRIME QUOTATION MARK}\N{DOUBLE PRIME QUOTATION MARK}"
            "\N{LOW DOUBLE PRIME QUOTATION MARK}\N{FULLWIDTH QUOTATION MARK}",
            _DOUBLE,
        ),
        (
            "\N{HYPHEN}\N{NON-BREAKING HYPHEN}\N{FIGURE DASH}\N{EN DASH}\N{EM DASH}"
            "\N{HORIZONTAL BAR}\N{MINUS SIGN}\N{SMALL EM DASH}\N{SMALL HYPHEN-MINUS}"
            "\N{FULLWIDTH HYPHEN-MINUS}\N{PRESENTATION FORM FOR VERTICAL EM DASH}"
            "\N{PRESENTATION FORM FOR VERTICAL EN DASH}",
            _DASH,
        ),
    )
    for char in chars
}
_ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"


# --- the plain str -> str steps -------------------------------------------------------


def _blank(text: str) -> str:
    """Every whitespace character becomes a plain space (one for one)."""
    for char in _OTHER_SPACES:
        # `in` first: replace() would copy the text even when there is nothing to replace.
        if char in text:
            text = text.replace(char, " ")
    return text


def collapse_whitespace(text: str) -> str:
    """Turn every run of Unicode whitespace into one space and strip the ends.

    >>> collapse_whitespace("  one\\u00a0\\u00a0two\\n\\tthree  ")
    'one two three'
    >>> collapse_whitespace("\\u3000")
    ''
    """
    text = _blank(text)
    if "   " in text:  # runs of 3+ (indented text): split/join does it in one pass
        return " ".join(text.split())
    return text.replace("  ", " ").strip(" ")


def fold_case(text: str) -> str:
    """Case-fold (stronger than lower-casing: ``ß`` becomes ``ss``).

    >>> fold_case("Straße HNSW")
    'strasse hnsw'
    """
    return text.casefold()


def ascii_quotes(text: str) -> str:
    """Curly quotes, primes, guillemets -> ASCII; dashes, minus -> ``-``; ``…`` -> ``...``.

    >>> ascii_quotes("\\N{LEFT DOUBLE QUOTATION MARK}it\\N{RIGHT SINGLE QUOTATION MARK}s"
    ...              "\\N{RIGHT DOUBLE QUOTATION MARK} \\N{EM DASH} "
    ...              "4\\N{EN DASH}8\\N{HORIZONTAL ELLIPSIS}")
    '"it\\'s" - 4-8...'
    >>> ascii_quotes("\\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}ciao"
    ...              "\\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK} \\N{MINUS SIGN}1")
    '"ciao" -1'
    """
    if text.isascii():
        return text
    return text.translate(_QUOTE_TABLE).replace(_ELLIPSIS, "...")


def nfkc(text: str) -> str:
    """Unicode NFKC: full-width letters and digits, ligatures, compatibility forms.

    >>> nfkc("\\N{FULLWIDTH LATIN CAPITAL LETTER A}\\N{FULLWIDTH DIGIT ONE}"
    ...      "\\N{LATIN SMALL LIGATURE FI}")
    'A1fi'
    >>> nfkc("e\\N{COMBINING ACUTE ACCENT}") == "\\N{LATIN SMALL LETTER E WITH ACUTE}"
    True
    """
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", text)


NORMALIZERS: dict[str, Callable[[str], str]] = {
    "whitespace": collapse_whitespace,
    "case": fold_case,
    "quotes": ascii_quotes,
    "nfkc": nfkc,
}
"""Every normalisation by name, in the order they are applied."""

ALL: tuple[str, ...] = tuple(NORMALIZERS)

DESCRIPTIONS: dict[str, str] = {
    "whitespace": "whitespace",
    "case": "case",
    "quotes": "curly quotes/dashes",
    "nfkc": "full-width/compatibility forms",
}
"""How each normalisation is named in plain words ('found after ignoring ...')."""


def ordered(names: Sequence[str]) -> list[str]:
    """The given normaliser names in registry (= application) order, duplicates dropped.

    >>> ordered(["nfkc", "case", "case"])
    ['case', 'nfkc']
    >>> ordered(["spelling"])
    Traceback (most recent call last):
    ...
    ValueError: unknown normalizer 'spelling'
    """
    for name in names:
        if name not in NORMALIZERS:
            raise ValueError(f"unknown normalizer {name!r}")
    return [name for name in NORMALIZERS if name in names]


def normalize(text: str, names: Sequence[str] = ALL) -> str:
    """Apply the named normalisations (all by default) in registry order.

    >>> normalize("  \\N{LEFT DOUBLE QUOTATION MARK}ＨＮＳＷ\\N{RIGHT DOUBLE QUOTATION MARK} Ix ")
    '"hnsw" ix'
    >>> normalize("A  B", ["case"])
    'a  b'
    """
    for name in ordered(names):
        text = NORMALIZERS[name](text)
    return text


def describe(names: Sequence[str]) -> str:
    """Plain words for a list of normaliser names.

    >>> describe(["whitespace", "case", "quotes"])
    'whitespace, case and curly quotes/dashes'
    >>> describe(["case"])
    'case'
    """
    words = [DESCRIPTIONS[name] for name in ordered(names)]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
