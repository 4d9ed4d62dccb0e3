"""Is a quoted text in its source? Exactly, after named normalisations, or where else.

- :func:`match_quote` answers ``exact`` / ``normalized`` / None for one source, with the
  smallest set of normalisations (:mod:`ragcite.text.normalize`) the match needed, the offsets
  in the original source and an explanation in plain words.
- :func:`found_in` lists the other sources where a failing quote *is* found.
- :func:`closest_passage` shows the passage of a source most like the quote, so a person
  sees the difference ("1,544" against "1552").

Before matching, surrounding quote marks and a leading or trailing ``...`` are removed
from the quote (models often quote as ``"...it defaults to 40..."``); the explanation says
so. A quote with the marks kept is still tried first, in case they are in the source.
"""

from __future__ import annotations

import functools
import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..model import Closest, Source, Step, explain
from ..text.normalize import (
    ALL,
    NORMALIZERS,
    OffsetMap,
    normalize,
    normalize_with_offsets,
)

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
_WORD = re.compile(r"\w+")
# Scripts written without spaces between words: their \w runs are whole phrases, so the
# closest-passage search seeds on character pairs instead of words.
_NO_SPACES = re.compile(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]"
)


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


@functools.lru_cache(maxsize=256)
def _normalized_mapped(text: str) -> tuple[str, OffsetMap]:
    return normalize_with_offsets(text, ALL)


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
        set(_WORD.findall(normalize(cleaned, ALL))),
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


def _seeds(quote: str, most: int = 12) -> list[str]:
    """Distinct words of the normalised quote to look for, longest (rarest) first; in
    scripts written without spaces, pairs of characters spread over the quote.

    >>> _seeds("a 384-dimension vector takes 1552 bytes")
    ['dimension', 'vector', 'takes', 'bytes', '1552', '384']
    """
    words: dict[str, None] = {}
    pairs: dict[str, None] = {}
    for word in _WORD.findall(quote):
        if _NO_SPACES.search(word):
            for i in range(max(1, len(word) - 1)):
                pairs[word[i : i + 2]] = None
        elif len(word) >= 2 or word.isdigit():
            words[word] = None
    chosen = sorted(words, key=len, reverse=True)[:most]
    if pairs and len(chosen) < most:
        spread = list(pairs)
        step = max(1, len(spread) // (most - len(chosen)))
        chosen += spread[::step][: most - len(chosen)]
    return chosen


def _candidate_starts(quote: str, text: str, width: int, keep: int = 6) -> list[int]:
    """Estimated start offsets (in ``text``) of the windows sharing the most quote words.

    Each window of ``width`` chars scores the summed weight of the distinct seeds it holds;
    a seed weighs its length, discounted for seeds that occur all over the text, and seeds
    found in most windows ("the") are dropped. A window's start is estimated from where
    its seeds sit in the quote (the start most of them vote for).
    """
    common = max(4, len(text) // (4 * width))
    found: dict[str, list[int]] = {}
    for seed in _seeds(quote):
        places: list[int] = []
        at = text.find(seed)
        while at >= 0 and len(places) <= common:
            places.append(at)
            at = text.find(seed, at + 1)
        if places:
            found[seed] = places
    if not found:
        return []
    useful = {seed: places for seed, places in found.items() if len(places) <= common}
    if not useful:  # every seed is common: keep the three least common
        useful = dict(sorted(found.items(), key=lambda item: len(item[1]))[:3])
    hits = sorted((at, seed) for seed, places in useful.items() for at in places)
    weight = {seed: len(seed) / math.sqrt(len(places)) for seed, places in useful.items()}
    offset_in_quote = {seed: quote.find(seed) for seed in useful}
    # A seed that occurs once in the quote says where the passage starts; one that repeats
    # ("decimal ... decimal") may vote for the wrong place, so it votes only when alone.
    single = {seed for seed in useful if quote.count(seed) == 1}

    scored: list[tuple[float, int, int]] = []  # (score, first hit, last hit + 1)
    held: dict[str, int] = dict.fromkeys(useful, 0)
    score = 0.0
    j = 0
    for i, (pos, seed) in enumerate(hits):
        while j < len(hits) and hits[j][0] < pos + width:
            entering = hits[j][1]
            held[entering] += 1
            if held[entering] == 1:
                score += weight[entering]
            j += 1
        scored.append((score, i, j))
        held[seed] -= 1
        if held[seed] == 0:
            score -= weight[seed]
    scored.sort(key=lambda item: -item[0])

    starts: list[int] = []
    for _, first, last in scored:
        window = [hits[k] for k in range(first, last)]
        window = [hit for hit in window if hit[1] in single] or window
        start = _densest(sorted(at - offset_in_quote[seed] for at, seed in window), width // 16)
        if all(abs(start - other) >= width // 2 for other in starts):
            starts.append(start)
            if len(starts) == keep:
                break
    return starts


def _densest(votes: list[int], near: int) -> int:
    """The (sorted) vote with the most other votes within ``near`` after it: a seed that
    also occurs elsewhere in the window votes for a wrong start, rarely with the others.

    >>> _densest([3, 40, 41, 43, 90], 4)
    40
    """
    best, best_count, j = votes[0], 0, 0
    for i, vote in enumerate(votes):
        j = max(j, i)
        while j + 1 < len(votes) and votes[j + 1] - vote <= near:
            j += 1
        if j - i + 1 > best_count:
            best, best_count = vote, j - i + 1
    return best


def _snap(text: str, start: int, end: int, quote: str = "") -> tuple[int, int]:
    """Move ``[start, end)`` inside the text, widen it to whole words and trim spaces at
    both ends, and punctuation too unless the quote itself begins or ends with some.

    >>> text = "say \N{LEFT DOUBLE QUOTATION MARK}each vector takes"
    >>> text[slice(*_snap(text, 4, 12))], text[slice(*_snap(text, -2, 1))]
    ('each vector', 'say')
    """
    if start < 0:
        start, end = 0, end - start
    if end > len(text):
        start, end = max(0, start - (end - len(text))), len(text)
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    while end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
        end += 1
    lead = quote[:1].isalnum() or not quote
    trail = quote[-1:].isalnum() or not quote
    while start < end and (text[start].isspace() or (lead and not text[start].isalnum())):
        start += 1
    while end > start and (text[end - 1].isspace() or (trail and not text[end - 1].isalnum())):
        end -= 1
    return start, end


class Similarity:
    """``2 * LCS / (len(a) + len(b))`` of one fixed text ``a`` against many ``b``.

    The formula of difflib's ``ratio()``, with an exact longest common subsequence instead
    of difflib's greedy matching blocks (the "normalized Indel similarity", RapidFuzz's
    ``ratio``): symmetric, never below difflib's figure, equal to it for near matches. It
    is computed bit-parallel (Hyyrö 2004): a few big-int operations per character of
    ``b``, which makes it ~10x faster than difflib on 100-character passages.

    >>> Similarity("each vector takes 1,544 bytes")("each vector takes 1552 bytes")
    0.9122807017543859
    >>> Similarity("abc")(""), Similarity("abc")("abc")
    (0.0, 1.0)
    """

    def __init__(self, a: str) -> None:
        self.size = len(a)
        self.full = (1 << len(a)) - 1
        self.masks: dict[str, int] = {}
        for i, char in enumerate(a):
            self.masks[char] = self.masks.get(char, 0) | (1 << i)

    def __call__(self, b: str) -> float:
        if not self.size or not b:
            return 0.0
        masks, full = self.masks, self.full
        row = full
        for char in b:
            match = masks.get(char)
            if match:
                low = row & match
                row = ((row + low) | (row - low)) & full
        common = self.size - row.bit_count()
        return 2 * common / (self.size + len(b))


def closest_passage(quote: str, source_text: str) -> Closest | None:
    """The passage of ``source_text`` most similar to ``quote``, or None when they share
    no word.

    Passages are about as long as the quote, cut at word boundaries, and chosen by the
    rarer words they share with it; similarity is :class:`Similarity` (difflib's ratio
    formula with an exact LCS) between the normalised quote and the normalised passage.

    >>> c = closest_passage("Each vector takes 1,544 bytes", "Hi. Each vector takes 1552 bytes.")
    >>> c.text, c.similarity, (c.start, c.end)
    ('Each vector takes 1552 bytes', 0.912, (4, 32))
    """
    cleaned, _ = clean_quote(quote)
    needle = normalize(cleaned or quote, ALL)
    text, mapping = _normalized_mapped(source_text)
    if not needle or not text:
        return None
    similarity = Similarity(needle)
    width = len(needle)
    # A source hardly longer than the quote is itself a candidate passage.
    ranked = [(similarity(text), 0, len(text), 0)] if len(text) <= width + width // 4 else []
    if len(text) > width:
        for start in _candidate_starts(needle, text, width):
            s, e = _snap(text, start, start + width, needle)
            if s < e:
                ranked.append((similarity(text[s:e]), s, e, start))
    if not ranked:
        return None
    score, s, e, start = max(ranked)
    best = (score, s, e)
    if (s, e) != (0, len(text)):
        # The guess is rarely exact: try starting a little earlier and later, and ending a
        # little sooner and later.
        shift = max(1, width // 8)
        for lo, hi in (
            (-shift, width - shift),
            (shift, width + shift),
            (0, width - shift),
            (0, width + shift),
        ):
            s, e = _snap(text, start + lo, start + hi, needle)
            if s < e:
                best = max(best, (similarity(text[s:e]), s, e))
    score, start, end = best
    first, last = mapping.span(start, end)
    return Closest(source_text[first:last], round(score, 3), first, last)
