"""Which source a marker's label names: by id, by the id's trailing number, or by position
(the rule is :class:`SourceIndex`'s docstring). The labels come from
:func:`ragcite.text.markers.find_markers`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Source

# Read on the reversed label: "(\d+)\D*$" searched forwards retries every digit of a long
# run (quadratic on a 1 MB id); anchored at the reversed start it is one linear pass.
_LAST_NUMBER_REVERSED = re.compile(r"\D*(\d{1,18})")


def trailing_number(label: str) -> int | None:
    """The last number in a label or id (``doc2`` -> 2, ``faq-03`` -> 3, ``S1a`` -> 1).

    >>> trailing_number("faq-03"), trailing_number("2"), trailing_number("intro")
    (3, 2, None)
    >>> trailing_number("doc" + "9" * 5000) == 10**18 - 1
    True
    """
    match = _LAST_NUMBER_REVERSED.match(label[::-1])
    if match is None:
        return None
    # Only the last 18 digits count: a longer number names no source either way, and
    # Python refuses to convert integers of more than 4,300 digits.
    return int(match[1][::-1])


class SourceIndex:
    """Resolves labels against one list of sources; build it once per check.

    The rule, in order (the first that applies wins):

    1. ``id``: the label equals a source's id, ignoring case and surrounding spaces.
    2. ``trailing-number``: the label's last number n (``doc2`` -> 2, also a bare ``2``)
       equals the last number of exactly one source id; when several ids end in n, the one
       whose id also starts like the label wins, else the rule does not apply. When no
       source has an id at all, a label with letters and a number (``doc2``) means the
       n-th source.
    3. ``position``: a bare number n means the n-th source (1-based).
    4. otherwise ``(None, "unknown")``.
    """

    def __init__(self, sources: Sequence[Source]) -> None:
        self.count = len(sources)
        self.by_id: dict[str, int] = {}
        self.by_number: dict[int, list[tuple[str, int]]] = {}
        for position, source in enumerate(sources, start=1):
            number = source.number or position
            if source.id is None or not str(source.id).strip():
                continue
            key = str(source.id).strip().casefold()
            self.by_id.setdefault(key, number)
            n = trailing_number(key)
            if n is not None:
                self.by_number.setdefault(n, []).append((key, number))
        self.has_ids = bool(self.by_id)
        self.numbers = [source.number or i for i, source in enumerate(sources, start=1)]

    def resolve(self, label: str) -> tuple[int | None, str]:
        key = label.strip().casefold()
        if key in self.by_id:
            return self.by_id[key], "id"
        n = trailing_number(key)
        if n is not None:
            candidates = self.by_number.get(n, [])
            if len(candidates) > 1:
                prefix = key[: len(key) - len(key.lstrip("abcdefghijklmnopqrstuvwxyz"))]
                candidates = [c for c in candidates if prefix and c[0].startswith(prefix)]
            if len(candidates) == 1:
                return candidates[0][1], "trailing-number"
            if not self.has_ids and not key.isdigit() and 1 <= n <= self.count:
                return self.numbers[n - 1], "trailing-number"
        # A label of thousands of digits (or "²", a digit int() refuses) names no position.
        if key.isascii() and key.isdigit() and len(key) <= 18 and 1 <= int(key) <= self.count:
            return self.numbers[int(key) - 1], "position"
        return None, "unknown"


def resolve(label: str, sources: Sequence[Source]) -> tuple[int | None, str]:
    """The 1-based number of the source a label means, and how (rule: :class:`SourceIndex`).

    >>> sources = [Source(1, "a", id="faq-1"), Source(2, "b", id="doc2"), Source(3, "c")]
    >>> resolve("DOC2", sources), resolve("2", sources), resolve("3", sources)
    ((2, 'id'), (2, 'trailing-number'), (3, 'position'))
    >>> resolve("doc9", sources), resolve("doc2", [Source(1, "a"), Source(2, "b")])
    ((None, 'unknown'), (2, 'trailing-number'))
    """
    return SourceIndex(sources).resolve(label)
