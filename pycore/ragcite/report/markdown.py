"""The answer's Markdown, as offsets into the answer (issue 27: answers are Markdown).

Most answers (Bedrock, Anthropic, chat models) write ``**bold**``, ``- `` and ``1.``
lists, headings and ``code``. The page shows them formatted while every sentence keeps
its status, its markers and its offsets, so the Markdown is not rendered to HTML: it is
read into a *layout* of the answer's own text — which blocks there are (paragraphs,
headings, lists and their items, quotes, code blocks), which characters of each block
are syntax to hide (``**``, backticks, ``## ``, a list's ``- ``), and which ranges are
bold, italic, code, struck or a link's text. The view (``answer.py``) then cuts the
answer's sentence regions at these offsets; every character shown is the answer's own,
escaped by the template like any other text, and nothing of the answer ever becomes
markup or a URL (a link shows its text only, an image its alt text).

The parser is markdown-it-py (CommonMark, pure Python), with raw HTML off and without
link reference definitions (a "[1]: https://…" line is an answer's source list, shown
as written). Its block tokens carry source line maps (``Token.map``); inline tokens do
not carry offsets, so each inline token is found again in its block's content, in order.
Whatever cannot be tied back exactly makes that block plain text, never wrong text.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

MAX_MARKDOWN_CHARS = 50_000
"""Longer answers are shown as plain text (answers run to a few thousand characters): the
page's first part (render.py, issue 14) cuts a laid-out answer only between top-level
blocks, so one long list would come whole in it."""

STYLES = ("link", "strong", "em", "s", "code")
"""Inline styles, outermost first (the order a run's tags open in)."""


@cache
def _parser() -> MarkdownIt:
    """markdown-it-py, configured, imported when a first answer looks like Markdown: a
    check of plain text, the CLI and a page's start need none of it (~40 ms to import)."""
    from markdown_it import MarkdownIt

    return (
        MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
        .enable("strikethrough")
        # "reference": a "[1]: url" line stays text. "text_join": escapes and entities
        # stay their own tokens, with their source (markup) to find them by.
        .disable(["reference", "text_join"])
    )


_CONTAINERS = {
    "bullet_list_open": "ul",
    "ordered_list_open": "ol",
    "list_item_open": "li",
    "blockquote_open": "blockquote",
}
_CLOSERS = {"bullet_list_close", "ordered_list_close", "list_item_close", "blockquote_close"}
_SYNTAX = re.compile(
    r"\*\*\S|__\S|~~\S|`[^`\n]+`|!?\[[^\]\n]+\]\("  # strong, strike, code, link, image
    r"|(?<![\w*])\*(?!\s)[^*\n]+(?<!\s)\*(?![\w*])"  # *em*
    r"|(?<![\w_])_(?!\s)[^_\n]+(?<!\s)_(?![\w_])"  # _em_ (not snake_case)
    r"|^ {0,3}(?:#{1,6}\s|>|(?:[-+*]|\d{1,9}[.)])\s+\S|```|~~~)",  # heading, quote, list, fence
    re.MULTILINE,
)
"""Markdown syntax worth a layout (an identifier like hnsw.ef_search is not emphasis)."""


@dataclass
class Leaf:
    """A block that holds text: a paragraph (``p``; ``text`` in a tight list, without a
    paragraph of its own), a heading (``h``), a code block (``pre``) or a rule (``hr``)."""

    kind: str
    start: int
    """Where its shown text starts in the answer."""
    end: int
    """Where its shown text ends in the answer."""
    level: int = 0
    """A heading's level (1-6)."""
    hidden: list[tuple[int, int]] = field(default_factory=list)
    """Answer ranges inside [start, end) that are syntax, not shown."""
    styles: list[tuple[int, int, str]] = field(default_factory=list)
    """Answer ranges inside [start, end) shown in a style of :data:`STYLES`."""
    segments: list[tuple[int, int, tuple[str, ...]]] | None = None
    """The leaf's runs once made (:func:`runs`), and where each starts."""
    segment_starts: list[int] = field(default_factory=list)


@dataclass
class Node:
    """A container block: a list (``ul``, ``ol`` with its ``start`` number), a list item
    (``li``) or a quote (``blockquote``)."""

    tag: str
    start: int = 1
    children: list[Node | Leaf] = field(default_factory=list)


Block = Node | Leaf


def looks_like_markdown(text: str) -> bool:
    """Whether ``text`` has any Markdown syntax worth a layout (plain prose keeps the
    plain view, as written).

    >>> looks_like_markdown("The sky is blue [1]."), looks_like_markdown("- a\\n- b")
    (False, True)
    >>> looks_like_markdown("It is **bold**."), looks_like_markdown("hnsw.ef_search is 40")
    (True, False)
    """
    return bool(_SYNTAX.search(text))


def _line_starts(text: str) -> list[int]:
    """Offsets where each line starts, lines as markdown-it splits them (CR LF, CR, LF)."""
    return [0, *(m.end() for m in re.finditer(r"\r\n|\r|\n", text))]


class _Lines:
    """The answer's lines, to find a block's content lines in."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = _line_starts(text)

    def line(self, i: int) -> tuple[int, str]:
        """(start offset, text without its line break; NUL as markdown-it reads it)."""
        start = self.starts[i]
        end = self.starts[i + 1] if i + 1 < len(self.starts) else len(self.text)
        raw = self.text[start:end].rstrip("\r\n")
        return start, raw.replace("\0", "\ufffd")


def _place_lines(
    lines: _Lines, first: int, last: int, content: str
) -> list[tuple[int, int]] | None:
    """Where each line of a block's ``content`` is in the answer, as (content offset,
    answer offset) of its start, looked for in source lines ``first``..``last`` in order;
    None when one cannot be found."""
    placed = []
    at, i = 0, first
    for part in content.split("\n"):
        core = part.lstrip(" \t")
        skip = len(part) - len(core)
        while i < last:
            start, raw = lines.line(i)
            i += 1
            body = raw.rstrip(" \t")
            if not core:
                placed.append((at, start + len(body)))
                break
            if body.endswith(core):
                placed.append((at + skip, start + len(body) - len(core)))
                break
            found = raw.find(core)
            if found >= 0:
                placed.append((at + skip, start + found))
                break
        else:
            return None
        at += len(part) + 1
    return placed


class _Mapping:
    """Content offsets of a block → answer offsets, line by line."""

    def __init__(self, content: str, placed: list[tuple[int, int]]) -> None:
        self.content = content
        self.placed = placed
        self.starts = [c for c, _ in placed]

    def __call__(self, offset: int) -> int:
        line = max(0, bisect.bisect_right(self.starts, offset) - 1)
        c, a = self.placed[line]
        return a + max(0, offset - c)

    def spans(self) -> list[tuple[int, int]]:
        """The answer ranges the content's lines occupy (without their indentation)."""
        out = []
        for n, (c, a) in enumerate(self.placed):
            nxt = self.placed[n + 1][0] - 1 if n + 1 < len(self.placed) else len(self.content)
            out.append((a, a + max(0, nxt - c)))
        return out


def _matching_paren(content: str, at: int) -> int:
    """The index of the ")" closing the "(" at ``at``, or -1."""
    depth = 0
    for i in range(at, len(content)):
        ch = content[i]
        if ch == "\\":
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _closing_ticks(content: str, ticks: str, at: int) -> int:
    """The next run of exactly ``ticks`` from ``at`` (a code span's closing), or -1."""
    while (found := content.find(ticks, at)) >= 0:
        end = found + len(ticks)
        alone_before = found == 0 or content[found - 1] != "`"
        if alone_before and (end >= len(content) or content[end] != "`"):
            return found
        at = end
    return -1


def _inline(
    children: list[Token], content: str
) -> tuple[list[tuple[int, int]], list[tuple[int, int, str]]] | None:
    """Syntax ranges to hide and styled ranges, in ``content`` offsets, found by walking
    the inline tokens through the content; None when a token is not where it must be."""
    hidden: list[tuple[int, int]] = []
    styles: list[tuple[int, int, str]] = []
    opened: dict[str, list[int]] = {}
    cursor = 0

    def hide(at: int, text: str) -> bool:
        nonlocal cursor
        if not text:
            return True
        found = content.find(text, cursor)
        if found < 0 or content[cursor:found].strip():
            return False
        hidden.append((found, found + len(text)))
        cursor = found + len(text)
        return True

    for tok in children:
        kind = tok.type
        if kind == "text":
            found = content.find(tok.content, cursor)
            if found < 0:
                return None
            cursor = found + len(tok.content)
        elif kind == "text_special":
            found = content.find(tok.markup, cursor)
            if found < 0:
                return None
            if tok.info == "escape":  # "\*" shows "*"
                hidden.append((found, found + 1))
            cursor = found + len(tok.markup)
        elif kind in ("softbreak", "hardbreak"):
            found = content.find("\n", cursor)
            if found < 0:
                return None
            if kind == "hardbreak" and content[cursor:found].strip() == "\\":
                hidden.append((content.index("\\", cursor), found))
            cursor = found + 1
        elif kind in ("strong_open", "em_open", "s_open"):
            if not hide(cursor, tok.markup):
                return None
            opened.setdefault(kind[:-5], []).append(cursor)
        elif kind in ("strong_close", "em_close", "s_close"):
            name = kind[:-6]
            start = opened.get(name, [])
            if not start or not hide(cursor, tok.markup):
                return None
            styles.append((start.pop(), hidden[-1][0], name))
        elif kind == "code_inline":
            ticks = tok.markup
            found = content.find(ticks, cursor)
            close = _closing_ticks(content, ticks, found + len(ticks)) if found >= 0 else -1
            if close < 0:
                return None
            hidden += [(found, found + len(ticks)), (close, close + len(ticks))]
            styles.append((found + len(ticks), close, "code"))
            cursor = close + len(ticks)
        elif kind == "link_open":
            if not hide(cursor, "<" if tok.markup == "autolink" else "["):
                return None
            opened.setdefault("link", []).append(cursor)
        elif kind == "link_close":
            start = opened.get("link", [])
            if not start:
                return None
            if tok.markup == "autolink":
                if not hide(cursor, ">"):
                    return None
                styles.append((start.pop(), hidden[-1][0], "link"))
                continue
            found = content.find("](", cursor)
            close = _matching_paren(content, found + 1) if found >= 0 else -1
            if close < 0 or content[cursor:found].strip():
                return None
            styles.append((start.pop(), found, "link"))
            hidden.append((found, close + 1))  # "](url)": the URL is never shown as a link
            cursor = close + 1
        elif kind == "image":
            found = content.find("![", cursor)
            middle = content.find("](", found) if found >= 0 else -1
            close = _matching_paren(content, middle + 1) if middle >= 0 else -1
            if close < 0:
                return None
            hidden += [(found, found + 2), (middle, close + 1)]  # the alt text stays
            cursor = close + 1
        else:
            return None
    return hidden, styles


def _text_leaf(
    kind: str, token: Token, lines: _Lines, line_range: list[int], level: int = 0
) -> Leaf | None:
    """A paragraph or heading from its inline token."""
    content = token.content
    placed = _place_lines(lines, line_range[0], line_range[1], content)
    if placed is None:
        return None
    mapping = _Mapping(content, placed)
    spans = mapping.spans()
    leaf = Leaf(kind, spans[0][0], spans[-1][1], level)
    # Between two content lines only the line break shows; indentation and the
    # container's syntax ("> ", a list item's indent) are hidden.
    for (_, end), (start, _) in pairwise(spans):
        brk = lines.text.find("\n", end) if "\n" in lines.text[end:start] else -1
        if brk < 0:  # a lone CR ends the line
            brk = lines.text.find("\r", end)
        if end < brk:
            leaf.hidden.append((end, brk))
        if brk + 1 < start:
            leaf.hidden.append((brk + 1, start))
    inline = _inline(token.children or [], content)
    if inline is not None:
        hidden, styles = inline
        leaf.hidden += [(mapping(a), mapping(b)) for a, b in hidden if b > a]
        leaf.styles += [(mapping(a), mapping(b), s) for a, b, s in styles if b > a]
    return leaf


def _code_leaf(token: Token, lines: _Lines) -> Leaf | None:
    """A fenced or indented code block: its lines as written, in monospace."""
    assert token.map is not None
    first, last = token.map
    fenced = token.type == "fence"
    content = token.content.removesuffix("\n")
    if not content:
        return Leaf("pre", lines.starts[first], lines.starts[first])
    placed = _place_lines(lines, first + (1 if fenced else 0), last, content)
    if placed is None:
        return None
    spans = _Mapping(content, placed).spans()
    leaf = Leaf("pre", spans[0][0], spans[-1][1])
    for (_, end), (start, _) in pairwise(spans):
        brk = lines.text.find("\n", end)
        if brk >= 0 and brk + 1 < start:
            leaf.hidden.append((brk + 1, start))  # the block's own indentation
    leaf.styles.append((leaf.start, leaf.end, "code"))
    return leaf


@lru_cache(maxsize=8)
def layout(text: str) -> tuple[Block, ...] | None:
    """The answer's top-level blocks, or None when it is not worth (or not safe) to lay
    out: no Markdown syntax, too long, or a block markdown-it-py reads in a way this
    module does not know (a table, say)."""
    if len(text) > MAX_MARKDOWN_CHARS or not looks_like_markdown(text):
        return None
    lines = _Lines(text)
    root: list[Block] = []
    stack = [root]
    pending: tuple[str, int] | None = None
    for token in _parser().parse(text):
        kind = token.type
        if kind in _CONTAINERS:
            node = Node(_CONTAINERS[kind])
            if kind == "ordered_list_open":
                node.start = int(token.attrGet("start") or 1)
            stack[-1].append(node)
            stack.append(node.children)
        elif kind in _CLOSERS:
            stack.pop()
        elif kind == "paragraph_open":
            pending = ("text" if token.hidden else "p", 0)
        elif kind == "heading_open":
            pending = ("h", int(token.tag[1:]))
        elif kind in ("paragraph_close", "heading_close"):
            pending = None
        elif kind == "inline" and pending is not None and token.map is not None:
            leaf = _text_leaf(pending[0], token, lines, token.map, pending[1])
            if leaf is None:
                return None
            stack[-1].append(leaf)
        elif kind in ("fence", "code_block") and token.map is not None:
            code = _code_leaf(token, lines)
            if code is None:
                return None
            stack[-1].append(code)
        elif kind == "hr" and token.map is not None:
            start, raw = lines.line(token.map[0])
            stack[-1].append(
                Leaf("hr", start, start + len(raw), hidden=[(start, start + len(raw))])
            )
        else:
            return None
    return tuple(root)


def leaves(blocks: tuple[Block, ...] | list[Block]) -> list[Leaf]:
    """The leaves of ``blocks``, in the answer's order."""
    found: list[Leaf] = []
    for block in blocks:
        if isinstance(block, Leaf):
            found.append(block)
        else:
            found += leaves(block.children)
    return found


def _segments(leaf: Leaf) -> list[tuple[int, int, tuple[str, ...]]]:
    """The whole leaf cut into the runs it shows, in one sweep over its ranges' ends
    (kept on the leaf: every sentence part of it asks)."""
    if leaf.segments is not None:
        return leaf.segments
    changes: dict[int, list[tuple[str, int]]] = {leaf.start: [], leaf.end: []}
    for a, b in leaf.hidden:
        changes.setdefault(a, []).append(("hidden", 1))
        changes.setdefault(b, []).append(("hidden", -1))
    for a, b, style in leaf.styles:
        changes.setdefault(a, []).append((style, 1))
        changes.setdefault(b, []).append((style, -1))
    depth = dict.fromkeys(("hidden", *STYLES), 0)
    out: list[tuple[int, int, tuple[str, ...]]] = []
    points = sorted(changes)
    for a, b in pairwise(points):
        for name, step in changes[a]:
            depth[name] += step
        if a < leaf.start or b > leaf.end or depth["hidden"] > 0:
            continue
        styles = tuple(s for s in STYLES if depth[s] > 0)
        if out and out[-1][1] == a and out[-1][2] == styles:
            out[-1] = (out[-1][0], b, styles)
        else:
            out.append((a, b, styles))
    leaf.segments = out
    leaf.segment_starts = [a for a, _, _ in out]
    return out


def runs(start: int, end: int, leaf: Leaf) -> list[tuple[int, int, tuple[str, ...]]]:
    """``[start, end)`` of a leaf cut into the runs it shows: (start, end, styles), the
    hidden syntax left out.

    >>> blocks = layout("Use **bold** here.")
    >>> leaf = leaves(blocks)[0]
    >>> [("Use **bold** here."[a:b], s) for a, b, s in runs(0, 18, leaf)]
    [('Use ', ()), ('bold', ('strong',)), (' here.', ())]
    >>> [("Use **bold** here."[a:b], s) for a, b, s in runs(8, 14, leaf)]
    [('ld', ('strong',)), (' h', ())]
    """
    segments = _segments(leaf)
    n = max(0, bisect.bisect_right(leaf.segment_starts, start) - 1)
    out = []
    while n < len(segments) and segments[n][0] < end:
        a, b, styles = segments[n]
        if b > start:
            out.append((max(a, start), min(b, end), styles))
        n += 1
    return out
