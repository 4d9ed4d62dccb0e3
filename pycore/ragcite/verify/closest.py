"""The passage of a source most like a failing quote, so a person sees the difference
("1,544" against "1552"): candidate windows seeded by the quote's rarest words, snapped to
word boundaries, ranked by a similarity whose formula the report states
(:class:`Similarity`). Whether the quote is in the source at all is
:mod:`ragcite.verify.quotes`.
"""

from __future__ import annotations

import functools
import math
import re

from ..model import Closest
from ..text.normalize import ALL, normalize
from ..text.normalize_offsets import OffsetMap, normalize_with_offsets
from ..text.tokens import WORD_CHARS
from .quotes import clean_quote

# Scripts written without spaces between words: their \w runs are whole phrases, so the
# closest-passage search seeds on character pairs instead of words.
_NO_SPACES = re.compile(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]"
)


@functools.lru_cache(maxsize=256)
def _normalized_mapped(text: str) -> tuple[str, OffsetMap]:
    return normalize_with_offsets(text, ALL)


def _seeds(quote: str, most: int = 12) -> list[str]:
    """Distinct words of the normalised quote to look for, longest (rarest) first; in
    scripts written without spaces, pairs of characters spread over the quote.

    >>> _seeds("a 384-dimension vector takes 1552 bytes")
    ['dimension', 'vector', 'takes', 'bytes', '1552', '384']
    """
    words: dict[str, None] = {}
    pairs: dict[str, None] = {}
    for word in WORD_CHARS.findall(quote):
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
