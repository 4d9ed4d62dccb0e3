"""The annotated answer: the answer as written, cut into sentence regions (each with its
status), markers (buttons) and marked words, and — for a Markdown answer — laid out in
its blocks with its inline styles (``markdown.py``, issue 27).

Everything here is offsets into the answer: a piece's text is always a slice of it, so
the template escapes the answer's own characters and nothing else. The items are
:class:`Lazy`: a large answer's first part (render.py, issue 14) makes only its items.
"""

from __future__ import annotations

import bisect
from typing import Any

from . import markdown
from .lazy import Lazy

Span = tuple[int, int, int | None, list[int]]
"""(start, end, sentence or None for a gap, the citations of the markers in it)."""


def in_text(c: dict[str, Any], text: str) -> bool:
    """Whether a citation's marker is written in the answer where the citation says."""
    marker = (c.get("detail") or {}).get("marker")
    return (
        bool(marker)
        and c["start"] is not None
        and c["end"] is not None
        and text[c["start"] : c["end"]] == marker
    )


def pieces(
    text: str,
    start: int,
    end: int,
    markers: list[dict[str, Any]],
    marks: list[tuple[int, int, str]],
) -> list[dict[str, Any]]:
    """Cut ``text[start:end]`` into text, mark and marker pieces (no overlaps), each with
    its ``start`` and ``end`` in the answer."""
    spans: list[tuple[int, int, str, Any]] = [(m["start"], m["end"], "marker", m) for m in markers]
    taken = [(s, e) for s, e, _, _ in spans]
    for s, e, kind in sorted(marks):
        if all(e <= a or s >= b for a, b in taken):
            spans.append((s, e, kind, None))
            taken.append((s, e))
    spans.sort(key=lambda span: (span[0], span[1]))
    found: list[dict[str, Any]] = []
    at = start
    for s, e, kind, marker in spans:
        if s > at:
            found.append({"kind": "text", "text": text[at:s], "start": at, "end": s})
        if kind == "marker":
            found.append({"kind": "marker", "text": text[s:e], "marker": marker})
        else:
            found.append({"kind": kind, "text": text[s:e], "start": s, "end": e})
        at = e
    if at < end:
        found.append({"kind": "text", "text": text[at:end], "start": at, "end": end})
    return found


def missing_marks(
    text: str, start: int, end: int, support: dict[str, Any]
) -> list[tuple[int, int, str]]:
    """Where the words and numbers no cited source contains stand in the answer: the
    support analysis's own offsets (``missing_spans``) inside the sentence region."""
    return [
        (a, b, "missing-number" if any(ch.isdigit() for ch in text[a:b]) else "missing-word")
        for a, b in support.get("missing_spans") or []
        if isinstance(a, int) and isinstance(b, int) and start <= a < b <= end
    ]


def _spans(
    text: str, sentences: list[dict[str, Any]], citations: list[dict[str, Any]]
) -> tuple[list[Span], dict[int, list[int]]]:
    """The answer as written, in order: gaps and sentence regions, with the citations of
    the markers each holds; and the citations without a marker in the text, by sentence.

    A sentence's region runs on over the markers that belong to it in the gap after it
    ("… of storage. [4]"). A citation with no marker in the text (provider spans, a
    citations list) follows its sentence."""
    ordered = sorted(
        (i for i, s in enumerate(sentences) if s["end"] > s["start"]),
        key=lambda i: sentences[i]["start"],
    )
    # (start, end, index) of the markers written in the text, by start.
    markers = sorted(
        ((c["start"], c["end"], i) for i, c in enumerate(citations) if in_text(c, text)),
        key=lambda m: m[0],
    )
    # Markers by sentence and by start, so each lookup below is not a scan of all of
    # them (an answer of 20,000 cited sentences was quadratic: minutes).
    own: dict[int | None, list[tuple[int, int, int]]] = {}
    for m in markers:
        own.setdefault(citations[m[2]]["sentence"], []).append(m)
    marker_starts = [m[0] for m in markers]
    regions: list[tuple[int, int, int]] = []
    at = 0
    for n, i in enumerate(ordered):
        s = sentences[i]
        start = max(s["start"], at)
        limit = sentences[ordered[n + 1]]["start"] if n + 1 < len(ordered) else len(text)
        end = max(
            [
                s["end"],
                *(e for b, e, _ in own.get(i, []) if s["end"] <= b and e <= limit),
            ]
        )
        regions.append((start, max(end, start), i))
        at = max(end, start)

    placed: set[int] = set()

    def inside(a: int, b: int) -> list[int]:
        lo, hi = bisect.bisect_left(marker_starts, a), bisect.bisect_right(marker_starts, b)
        found = [k for _, e, k in markers[lo:hi] if e <= b]
        placed.update(found)
        return found

    spans: list[Span] = []
    at = 0
    for start, end, i in regions:
        if start > at:
            spans.append((at, start, None, inside(at, start)))
        spans.append((start, end, i, inside(start, end)))
        at = end
    if at < len(text):
        spans.append((at, len(text), None, inside(at, len(text))))
    extra: dict[int, list[int]] = {}
    in_flow = {i for _, _, i, _ in spans if i is not None}
    for k, c in enumerate(citations):
        if k not in placed and c["sentence"] in in_flow:
            extra.setdefault(c["sentence"], []).append(k)
    return spans, extra


def answer_items(
    text: str,
    sentences: list[dict[str, Any]],
    citations: list[dict[str, Any]],
    views: Lazy[dict[str, Any]],
    cites: Lazy[dict[str, Any]],
) -> Lazy[dict[str, Any]]:
    """The items of the annotated answer: its top-level Markdown blocks (``kind`` "md")
    when it has a layout (markdown.py), else its gaps and sentence regions as written
    (``kind`` "gap" / "sentence"). Where each starts and ends, and which markers it
    holds, is found for all of them from the report's offsets; an item's pieces (and
    the views and citations they show) are made when it is read."""
    spans, extra = _spans(text, sentences, citations)
    blocks = markdown.layout(text)
    if blocks is None:

        def make_block(n: int) -> dict[str, Any]:
            start, end, i, held = spans[n]
            found = [cites[k] for k in held]
            if i is None:
                return {"kind": "gap", "pieces": pieces(text, start, end, found, [])}
            support = sentences[i].get("support") or {}
            return {
                "kind": "sentence",
                "v": views[i],
                "extra": [cites[k] for k in extra.get(i, [])],
                "pieces": pieces(text, start, end, found, missing_marks(text, start, end, support)),
            }

        return Lazy(len(spans), make_block)

    # Each sentence's status chip goes where the last of its text is shown: a sentence
    # may run over two blocks (a heading and its line), or end in hidden syntax.
    starts = [s[0] for s in spans]
    last_leaf: dict[int, int] = {}
    for n, leaf in enumerate(markdown.leaves(blocks)):
        for _, _, i in _overlapping(spans, starts, leaf.start, leaf.end):
            if i is not None:
                last_leaf[i] = n
    numbering = {id(leaf): n for n, leaf in enumerate(markdown.leaves(blocks))}

    def parts(leaf: markdown.Leaf) -> list[dict[str, Any]]:
        """The leaf's text as sentence parts and gaps, each with its styled pieces."""
        n = numbering[id(leaf)]
        found: list[dict[str, Any]] = []
        for x, y, i in _overlapping(spans, starts, leaf.start, leaf.end):
            held = [cites[k] for k in spans[bisect.bisect_right(starts, x) - 1][3]]
            held = [c for c in held if x <= c["start"] and c["end"] <= y]
            support = (sentences[i].get("support") or {}) if i is not None else {}
            cut = pieces(text, x, y, held, missing_marks(text, x, y, support))
            styled = _styled(cut, leaf, text)
            if i is None:
                found.append({"kind": "gap", "pieces": styled})
                continue
            end = last_leaf.get(i) == n
            found.append(
                {
                    "kind": "sentence",
                    "v": views[i],
                    "pieces": styled,
                    "end": end,
                    "extra": [cites[k] for k in extra.get(i, [])] if end else [],
                }
            )
        return found

    def make_md(n: int) -> dict[str, Any]:
        return {"kind": "md", "block": _view_block(blocks[n], parts)}

    return Lazy(len(blocks), make_md)


def _overlapping(
    spans: list[Span], starts: list[int], a: int, b: int
) -> list[tuple[int, int, int | None]]:
    """The parts of ``spans`` inside [a, b): (start, end, sentence)."""
    found = []
    n = max(0, bisect.bisect_right(starts, a) - 1)
    while n < len(spans) and spans[n][0] < b:
        start, end, i, _ = spans[n]
        x, y = max(start, a), min(end, b)
        if x < y:
            found.append((x, y, i))
        n += 1
    return found


def _styled(cut: list[dict[str, Any]], leaf: markdown.Leaf, text: str) -> list[dict[str, Any]]:
    """Text and mark pieces cut at the leaf's styles, its hidden syntax left out."""
    out: list[dict[str, Any]] = []
    for piece in cut:
        if piece["kind"] == "marker":
            out.append(piece)
            continue
        for a, b, styles in markdown.runs(piece["start"], piece["end"], leaf):
            out.append({"kind": piece["kind"], "text": text[a:b], "styles": styles})
    return out


def _view_block(block: markdown.Block, parts: Any) -> dict[str, Any]:
    """A block as the template walks it: a container with its children, or a leaf with
    its parts."""
    if isinstance(block, markdown.Node):
        return {
            "tag": block.tag,
            "start": block.start,
            "children": [_view_block(child, parts) for child in block.children],
        }
    return {"tag": block.kind, "level": min(block.level + 2, 6), "parts": parts(block)}
