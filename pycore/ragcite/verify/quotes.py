"""Is a quoted text in its source? Exactly, after named normalisations, or where else.

- :func:`match_quote` answers ``exact`` / ``normalized`` / None for one source, with the
  smallest set of normalisations (:mod:`ragcite.text.normalize`) the match needed, the offsets
  in the original source and an explanation in plain words.
- :func:`found_in` lists the other sources where a failing quote *is* found.
- :func:`ragcite.verify.closest.closest_passage` shows the passage of a source most like
  the quote, so a person sees the difference ("1,544" against "1552").

Before matching, surrounding quote marks and a leading or trailing ``...`` are removed
from the quote (models often quote as ``"...it defaults to 40..."``); the explanation says
so. A quote with the marks kept is still tried first, in case they are in the source.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..model import Source, Step, explain
from ..text.normalize import ALL, NORMALIZERS, normalize
from ..text.normalize_offsets import normalize_with_offsets
from ..text.tokens import WORD_CHARS

# Quote marks that may open / close a quote; pairs need not match (German „so“).
_OPENING = (
    "\"'\N{LEFT DOUBLE QUOTATION MARK}\N{LEFT SINGLE QUOTATION MARK}"
    "\N{DOUBLE LOW-9 QUOTATION MARK}\N{SINGLE LOW-9 QUOTATION MARK}"
    "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"
    "\N{SINGLE LEFT-POINTING ANGLE QUOTATION MARK}\N{LEFT CORNER BRACKET}"
    "\N{LEFT WHITE CORNER BRACKET}\N{FULLWIDTH QUOTATION MARK}"
)
_CLOSING = (
    "\"'\N{RIGHT DOUBLE QUOTATION MARK}\N{RIGHT SINGLE QUOTATION MARK}"
    "\N{LEFT DOUBLE QUOTATION MARK}\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"
    "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}\N{SINGLE RIGHT-POINTING ANGLE QUOTATION MARK}"
    "\N{RIGHT CORNER BRACKET}\N{RIGHT WHITE CORNER BRACKET}\N{FULLWIDTH QUOTATION MARK}"
)
_ELLIPSES = ("[...]", "(...)", "...", "\N{HORIZONTAL ELLIPSIS}")


@dataclass
class QuoteMatch:
    result: Literal["exact", "normalized"] | None
    """``exact``, ``normalized``, or None when the quote is not in the source."""
    normalizations: list[str] = field(default_factory=list)
    """The smallest set of normalisations the match needed, in registry order."""
    start: int | None = None
    end: int | None = None
    """Offsets of the match in the original source text (end exclusive)."""
    quote: str = ""
    """The quote as it was matched (after trimming)."""
    trimmed: list[str] = field(default_factory=list)
    """What was removed from the quote before matching, in plain words."""

    trims: list[str] = field(init=False, default_factory=list)
    """:attr:`trimmed` as codes (keys of :data:`TRIMS`), for explanations in any language."""

    def __post_init__(self) -> None:
        self.trims = [code for code, words in TRIMS.items() if words in self.trimmed]

    def steps(self, source: int) -> list[Step]:
        """The explanation as message steps (``step.<code>`` in the catalogs), for the
        quote checked against source ``[source]``.

        >>> [s.code for s in match_quote("“x”", "a x b").steps(1)]
        ['quote.exact', 'quote.trimmed']
        >>> match_quote("y", "a x b").steps(2)[0].params["source"]
        2
        """
        if not self.quote and self.result is None:
            return [Step("quote.empty")]
        if self.result == "exact":
            found = [Step("quote.exact")]
        elif self.result == "normalized":
            found = [Step("quote.normalized", {"normalizations": list(self.normalizations)})]
        else:
            found = [Step("quote.not_found", {"source": source, "normalizations": list(ALL)})]
        if self.trims:
            found.append(Step("quote.trimmed", {"trims": list(self.trims)}))
        return found

    def explain(self, source: int, lang: str = "en") -> str:
        """:meth:`steps` said in ``lang`` from the catalogs (:func:`ragcite.model.explain`).

        >>> match_quote("“It Defaults to 40”", "it defaults to 40").explain(1)
        'Found after ignoring case. Matched after removing the surrounding quote marks.'
        """
        return explain(self.steps(source), lang)


TRIMS: dict[str, str] = {
    "quote_marks": "the surrounding quote marks",
    "leading_ellipsis": "a leading ellipsis",
    "trailing_ellipsis": "a trailing ellipsis",
}
"""What :func:`clean_quote` may remove, by code, in plain words."""


def clean_quote(quote: str) -> tuple[str, list[str]]:
    """Strip whitespace, surrounding quote marks and leading/trailing ellipses; say what went.

    >>> text, removed = clean_quote('  "\\N{HORIZONTAL ELLIPSIS}it defaults to 40..." ')
    >>> text
    'it defaults to 40'
    >>> removed
    ['the surrounding quote marks', 'a leading ellipsis', 'a trailing ellipsis']
    >>> clean_quote("plain")
    ('plain', [])
    """
    text = quote.strip()
    trimmed: list[str] = []

    def note(what: str) -> None:
        if what not in trimmed:
            trimmed.append(what)

    changed = True
    while changed and text:
        changed = False
        if len(text) >= 2 and text[0] in _OPENING and text[-1] in _CLOSING:
            text, changed = text[1:-1].strip(), True
            note(TRIMS["quote_marks"])
        for mark in _ELLIPSES:
            if text.startswith(mark):
                text, changed = text[len(mark) :].strip(), True
                note(TRIMS["leading_ellipsis"])
        for mark in _ELLIPSES:
            if text.endswith(mark):
                text, changed = text[: -len(mark)].strip(), True
                note(TRIMS["trailing_ellipsis"])
    return text, trimmed


@functools.lru_cache(maxsize=512)
def _normalized(text: str) -> str:
    """``normalize(text)`` with every step, cached: found_in meets the same sources often."""
    return normalize(text, ALL)


@functools.lru_cache(maxsize=512)
def _folded(text: str) -> str:
    """Case-folded NFKC text: a cheap pre-test that a normalised quote's word can occur."""
    return NORMALIZERS["nfkc"](text.casefold())


def _minimal_names(quote: str, source: str) -> list[str]:
    """The smallest set of normalisers (ties: registry order) under which ``quote`` is in
    ``source``; the caller knows it is found with all of them.

    A step that changes neither side cannot matter, so only the others are combined.
    """
    relevant = [
        name
        for name in ALL
        if NORMALIZERS[name](quote) != quote or NORMALIZERS[name](source) != source
    ]
    steps: dict[tuple[str, ...], str] = {(): source}

    def source_under(names: tuple[str, ...]) -> str:
        # Steps apply in registry order, so each set extends a cached shorter prefix.
        if names not in steps:
            steps[names] = NORMALIZERS[names[-1]](source_under(names[:-1]))
        return steps[names]

    for size in range(1, len(relevant) + 1):
        for names in itertools.combinations(relevant, size):
            if normalize(quote, names) in source_under(names):
                return list(names)
    return list(ALL)  # not reached for real text; all steps together did find it


def match_quote(quote: str, source_text: str) -> QuoteMatch:
    """Find ``quote`` in ``source_text`` exactly, or after the fewest normalisations.

    >>> m = match_quote("“It Defaults  to 40”", "…the search; it defaults to 40. Raise it")
    >>> m.result, m.normalizations, m.trimmed
    ('normalized', ['whitespace', 'case'], ['the surrounding quote marks'])
    >>> m.explain(1)
    'Found after ignoring whitespace and case. Matched after removing the surrounding quote marks.'
    >>> m.start, m.end
    (13, 30)
    >>> match_quote("takes 1552 bytes", "takes 4 * dimensions + 8 bytes").result is None
    True
    """
    raw = quote.strip()
    cleaned, trimmed = clean_quote(quote)
    if not cleaned:
        return QuoteMatch(None, quote=cleaned, trimmed=trimmed)
    tries = [(raw, [])] if raw == cleaned else [(raw, []), (cleaned, trimmed)]
    for text, removed in tries:
        at = source_text.find(text)
        if at >= 0:
            return QuoteMatch(
                "exact",
                [],
                at,
                at + len(text),
                text,
                list(removed),
            )
    normalized_source = _normalized(source_text)
    for text, removed in tries:
        if normalize(text, ALL) not in normalized_source:
            continue
        names = _minimal_names(text, source_text)
        start, end = _locate(text, source_text, names)
        return QuoteMatch(
            "normalized",
            names,
            start,
            end,
            text,
            list(removed),
        )
    return QuoteMatch(
        None,
        quote=cleaned,
        trimmed=trimmed,
    )


def _locate(quote: str, source: str, names: Sequence[str]) -> tuple[int | None, int | None]:
    """Original offsets of ``quote`` in ``source`` under the normalisations ``names``."""
    text, mapping = normalize_with_offsets(source, names)
    needle = normalize(quote, names)
    at = text.find(needle) if needle else -1
    if at < 0:  # the plain and the mapped steps agree by construction; stay safe anyway
        return None, None
    return mapping.span(at, at + len(needle))


def found_in(quote: str, sources: Sequence[Source], skip: int | None = None) -> list[int]:
    """Numbers of the sources (other than ``skip``) that contain the quote, exactly or
    after normalisation.

    >>> sources = [Source(1, "Cosine distance"), Source(2, "It DEFAULTS to 40."), Source(3, "x")]
    >>> found_in("it defaults to 40", sources, skip=1)
    [2]
    """
    raw = quote.strip()
    cleaned, _ = clean_quote(quote)
    if not cleaned:
        return []
    needles = {normalize(raw, ALL), normalize(cleaned, ALL)}
    # Every word of the normalised quote is in the case-folded NFKC source when the quote
    # is there at all (the other steps only touch spaces and punctuation): a cheap first
    # test that rules out most sources with one scan, rarest-looking word first (numbers,
    # then long words: "the" is everywhere, "1552" is not).
    words = sorted(
        set(WORD_CHARS.findall(normalize(cleaned, ALL))),
        key=lambda word: (not any(c.isdigit() for c in word), -len(word)),
    )
    found = []
    for position, source in enumerate(sources, start=1):
        number = source.number or position
        if number == skip:
            continue
        text = source.text
        folded = _folded(text)
        if not all(word in folded for word in words):
            continue
        if raw in text or cleaned in text:
            found.append(number)
            continue
        normalized = _normalized(text)
        if any(needle in normalized for needle in needles):
            found.append(number)
    return found
