"""The normalisations of :mod:`ragcite.text.normalize`, keeping offsets: each step also
returns where its output came from, and :func:`normalize_with_offsets` composes them into
one :class:`OffsetMap` from normalised to original characters, so a match found in
normalised text maps back to offsets in the original.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable, Sequence

from .normalize import _ELLIPSIS, _QUOTE_TABLE, _blank, ordered

# NFKC is computed per "cluster" when offsets must be kept: a character plus every
# following character that could still change together with it. That is any combining
# mark (canonical ordering and composition), and the few *starters* that compose with the
# character before them, or whose NFKC form begins with such a starter or a combining mark:
# Hangul jamo, half-width katakana voicing marks (ｶﾞ -> ガ), some Indic vowel signs.
# This class was computed from unicodedata (for each starter c: NFKC(c)[0] is a combining
# mark or the second half of a primary composite); with it, joining the clusters' NFKC
# equals NFKC of the whole text, which the tests check.
_JOINS_PREVIOUS = frozenset(
    chr(cp)
    for lo, hi in (
        (0x09BE, 0x09BE),
        (0x09D7, 0x09D7),
        (0x0B3E, 0x0B3E),
        (0x0B56, 0x0B57),
        (0x0BBE, 0x0BBE),
        (0x0BD7, 0x0BD7),
        (0x0CC2, 0x0CC2),
        (0x0CD5, 0x0CD6),
        (0x0D3E, 0x0D3E),
        (0x0D57, 0x0D57),
        (0x0DCF, 0x0DCF),
        (0x0DDF, 0x0DDF),
        (0x0F73, 0x0F73),
        (0x0F75, 0x0F75),
        (0x0F81, 0x0F81),
        (0x102E, 0x102E),
        (0x1161, 0x1175),
        (0x11A8, 0x11C2),
        (0x1B35, 0x1B35),
        (0x3133, 0x3133),
        (0x3135, 0x3136),
        (0x313A, 0x313F),
        (0x314F, 0x3163),
        (0xFF9E, 0xFF9F),
        (0xFFA3, 0xFFA3),
        (0xFFA5, 0xFFA6),
        (0xFFAA, 0xFFAF),
        (0xFFC2, 0xFFC7),
        (0xFFCA, 0xFFCF),
        (0xFFD2, 0xFFD7),
        (0xFFDA, 0xFFDC),
        (0x11127, 0x11127),
        (0x1133E, 0x1133E),
        (0x11357, 0x11357),
        (0x114B0, 0x114B0),
        (0x114BA, 0x114BA),
        (0x114BD, 0x114BD),
        (0x115AF, 0x115AF),
        (0x11930, 0x11930),
    )
    for cp in range(lo, hi + 1)
)
# One ASCII character before a non-ASCII run is included: it may be the starter that a
# following combining mark belongs to (``e`` + COMBINING ACUTE ACCENT).
_NON_ASCII_RUN = re.compile(r"[\x00-\x7f]?[^\x00-\x7f]+")


# --- the same steps, keeping offsets --------------------------------------------------
#
# An offset map is kept as pieces rather than one entry per character, so that a 10,000
# character source costs a few list operations per *change*, not per character.


class OffsetMap:
    """Maps each position of a normalised text to a position of the original text.

    Stored as pieces: from output position ``starts[k]`` on, piece ``k`` is either linear
    (output ``i`` maps to ``origins[k] + i - starts[k]``) or constant (every output char of
    the piece maps to ``origins[k]``, e.g. the three dots that came from ``…``).
    """

    __slots__ = ("length", "linear", "origins", "starts")

    def __init__(self, length: int, pieces: Sequence[tuple[int, int, bool]] | None = None) -> None:
        self.length = length
        if pieces is None:
            pieces = [(0, 0, True)] if length else []
        self.starts = [p[0] for p in pieces]
        self.origins = [p[1] for p in pieces]
        self.linear = [p[2] for p in pieces]

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, index: int) -> int:
        if not 0 <= index < self.length:
            raise IndexError(index)
        k = bisect.bisect_right(self.starts, index) - 1
        if self.linear[k]:
            return self.origins[k] + index - self.starts[k]
        return self.origins[k]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original offsets of the normalised span ``[start, end)`` (non-empty)."""
        return self[start], self[end - 1] + 1

    def to_list(self) -> list[int]:
        out: list[int] = []
        if not self.starts:
            return out
        bounds = [*self.starts[1:], self.length]
        pieces = zip(self.starts, self.origins, self.linear, bounds, strict=True)
        for start, origin, linear, stop in pieces:
            if linear:
                out.extend(range(origin, origin + stop - start))
            else:
                out.extend([origin] * (stop - start))
        return out

    def compose(self, pieces: list[tuple[int, int, bool]], length: int) -> OffsetMap:
        """The map of a further step whose ``pieces`` point into this map's output."""
        if not pieces or (self.starts == [0] and self.origins == [0] and self.linear == [True]):
            return OffsetMap(length, pieces)  # nothing left, or this map is the identity
        result: list[tuple[int, int, bool]] = []
        bounds = [*(p[0] for p in pieces[1:]), length]
        for (out, inner, linear), stop in zip(pieces, bounds, strict=True):
            if not linear:
                result.append((out, self[inner], False))
                continue
            last = inner + stop - out  # the piece covers [inner, last) of this map's output
            k = bisect.bisect_right(self.starts, inner) - 1
            while k < len(self.starts) and self.starts[k] < last:
                at = max(inner, self.starts[k])
                origin = self.origins[k] + (at - self.starts[k] if self.linear[k] else 0)
                result.append((out + at - inner, origin, self.linear[k]))
                k += 1
        return OffsetMap(length, result)


class _Edit:
    """Builds a step's output text together with its pieces (see :class:`OffsetMap`)."""

    def __init__(self) -> None:
        self.chunks: list[str] = []
        self.pieces: list[tuple[int, int, bool]] = []
        self.size = 0

    def keep(self, text: str, start: int, end: int) -> None:
        if start < end:
            self.pieces.append((self.size, start, True))
            self.chunks.append(text[start:end])
            self.size += end - start

    def put(self, new: str, origin: int) -> None:
        if new:
            self.pieces.append((self.size, origin, False))
            self.chunks.append(new)
            self.size += len(new)

    def swap(self, new: str, origin: int) -> None:
        """``new`` replaces as many characters from ``origin`` on, one for one."""
        last = self.pieces[-1] if self.pieces else None
        if last is None or not last[2] or last[1] + self.size - last[0] != origin:
            self.pieces.append((self.size, origin, True))
        self.chunks.append(new)
        self.size += len(new)

    def text(self) -> str:
        return "".join(self.chunks)


_Step = tuple[str, "list[tuple[int, int, bool]] | None"]


def _whitespace_step(text: str) -> _Step:
    text = _blank(text)  # one for one: offsets unchanged
    if "  " not in text and text[:1] != " " and text[-1:] != " ":
        return text, None
    edit = _Edit()
    first = len(text) - len(text.lstrip(" "))
    last = len(text.rstrip(" "))
    pos = first
    while True:
        run = text.find("  ", pos, last)
        if run < 0:
            break
        edit.keep(text, pos, run + 1)  # the run's first space stands for the whole run
        pos = run + 2
        while text[pos] == " ":
            pos += 1
    edit.keep(text, pos, last)
    return edit.text(), edit.pieces


def _per_char_step(text: str, convert: Callable[[str], str]) -> _Step:
    """Convert each character; pieces only where one character becomes several or none."""
    edit = _Edit()
    kept = 0
    for index, char in enumerate(text):
        new = convert(char)
        if len(new) != 1:
            edit.keep(text, kept, index)
            edit.put(new, index)
            kept = index + 1
        elif new != char:
            edit.keep(text, kept, index)
            edit.swap(new, index)
            kept = index + 1
    edit.keep(text, kept, len(text))
    return edit.text(), edit.pieces


def _case_step(text: str) -> _Step:
    folded = text.casefold()
    # casefold maps each character on its own, so equal length means one for one.
    if len(folded) == len(text):
        return folded, None
    return _per_char_step(text, str.casefold)


def _quotes_step(text: str) -> _Step:
    if text.isascii():
        return text, None
    text = text.translate(_QUOTE_TABLE)  # one for one
    if _ELLIPSIS not in text:
        return text, None
    edit = _Edit()
    pos = 0
    while (at := text.find(_ELLIPSIS, pos)) >= 0:
        edit.keep(text, pos, at)
        edit.put("...", at)
        pos = at + 1
    edit.keep(text, pos, len(text))
    return edit.text(), edit.pieces


def _nfkc_step(text: str) -> _Step:
    if text.isascii() or unicodedata.is_normalized("NFKC", text):
        return text, None
    out, pieces = _nfkc_by_clusters(text, whole_runs=False)
    if out != unicodedata.normalize("NFKC", text):
        # A composition this Python's Unicode version has and _JOINS_PREVIOUS lacks: fall
        # back to whole non-ASCII runs, which ASCII text separates safely (coarser offsets).
        out, pieces = _nfkc_by_clusters(text, whole_runs=True)
    return out, pieces


def _attaches(char: str) -> bool:
    """Whether NFKC may join ``char`` to the character before it: a combining mark, or a
    character whose compatibility form begins with one (the half-width voiced mark
    U+FF9E becomes the combining U+3099).

    >>> _attaches("\u0301"), _attaches("\uff9e"), _attaches("a")
    (True, True, False)
    """
    if unicodedata.combining(char):
        return True
    decomposed = unicodedata.normalize("NFKD", char)
    return bool(decomposed) and unicodedata.combining(decomposed[0]) != 0


def _nfkc_by_clusters(text: str, whole_runs: bool) -> _Step:
    edit = _Edit()
    kept = 0
    for run in _NON_ASCII_RUN.finditer(text):
        start, end = run.span()
        if unicodedata.is_normalized("NFKC", text[start:end]):
            continue
        i = start
        if whole_runs and text[i].isascii() and not _attaches(text[i + 1]):
            i += 1  # the ASCII character the run pattern took along changes nothing
        while i < end:
            j = end if whole_runs else i + 1
            while j < end and (_attaches(text[j]) or text[j] in _JOINS_PREVIOUS):
                j += 1
            cluster = text[i:j]
            new = unicodedata.normalize("NFKC", cluster)
            if new != cluster:
                edit.keep(text, kept, i)
                if len(new) == len(cluster):
                    edit.swap(new, i)
                else:
                    edit.put(new, i)
                kept = j
            i = j
    edit.keep(text, kept, len(text))
    return edit.text(), edit.pieces


_STEPS: dict[str, Callable[[str], _Step]] = {
    "whitespace": _whitespace_step,
    "case": _case_step,
    "quotes": _quotes_step,
    "nfkc": _nfkc_step,
}


def normalize_with_offsets(text: str, names: Sequence[str]) -> tuple[str, OffsetMap]:
    """Normalise like :func:`normalize`, with an :class:`OffsetMap` from output to input
    characters (compact: its cost grows with the number of changes, not the length).

    >>> from ragcite.text.normalize import ALL
    >>> out, where = normalize_with_offsets("A\\u00a0 B\\N{HORIZONTAL ELLIPSIS}", ALL)
    >>> out, where.span(2, 6)
    ('a b...', (3, 5))
    """
    mapping = OffsetMap(len(text))
    for name in ordered(names):
        text, pieces = _STEPS[name](text)
        if pieces is not None:
            mapping = mapping.compose(pieces, len(text))
    return text, mapping
