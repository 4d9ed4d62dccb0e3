"""A Markdown answer shown formatted, safely (issue 27): bold, lists, headings and code
become the page's own tags around the answer's own text; statuses, markers and offsets
stay; nothing of the answer becomes markup, a link or an image (the XSS payload suite of
tests/e2e/test_hostile_page.py, in every Markdown position)."""

from __future__ import annotations

import importlib.util
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

import ragcite
from ragcite.report import markdown, render

ROOT = Path(__file__).resolve().parents[1]

SOURCES = json.dumps([
    "HNSW indexes build a multilayer graph. The hnsw.ef_search parameter defaults to 40.",
    "Each vector takes 4 * dimensions + 8 bytes of storage.",
])  # fmt: skip
ANSWER = (
    "## Tuning HNSW\n\n"
    "1. **Candidate list**: `hnsw.ef_search` defaults to 40 [1].\n"
    "2. **Storage**: a 384-dimension vector takes *1552 bytes* [2].\n\n"
    "- A bullet about ~~nothing~~ the graph [1].\n\n"
    "```\nSET hnsw.ef_search = 100;\n```\n\n"
    "See [the docs](https://github.com/pgvector/pgvector) for more."
)

ALLOWED_TAGS = {
    "div", "p", "span", "strong", "em", "s", "code", "pre", "ul", "ol", "li", "blockquote",
    "hr", "h3", "h4", "h5", "h6", "mark", "button",
}  # fmt: skip
ALLOWED_ATTRIBUTES = re.compile(r"class|id|role|type|start|data-[\w-]+|aria-[\w-]+")


class _Answer(HTMLParser):
    """The annotated answer's tags and attributes, and its text without the chips and
    tooltips (what reads as the answer)."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.depth = 0
        self.skip: list[int] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))
        if tag == "hr":
            return
        self.depth += 1
        classes = (dict(attrs).get("class") or "").split()
        if "badge" in classes or "excerpt" in classes:
            self.skip.append(self.depth)

    def handle_endtag(self, tag: str) -> None:
        if self.skip and self.skip[-1] == self.depth:
            self.skip.pop()
        self.depth -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.text.append(data)


def answer_html(sources: str, answer: str, lang: str = "en") -> str:
    """The whole annotated answer (not the first part the page gets of a large one)."""
    html = render.render_html(ragcite.check(sources, answer), lang)
    start = html.index('<div class="answer-text"')
    return html[start : html.index("</div>", start) + len("</div>")]


def parsed(html: str) -> _Answer:
    parser = _Answer()
    parser.feed(html)
    return parser


def test_markdown_is_shown_formatted_with_statuses_and_markers() -> None:
    html = answer_html(SOURCES, ANSWER)
    found = parsed(html)
    tags = [tag for tag, _ in found.tags]
    for tag in ("h4", "ol", "ul", "li", "strong", "em", "s", "code", "pre"):
        assert tag in tags, tag
    shown = "".join(found.text)
    assert "**" not in shown and "`" not in shown and "##" not in shown and "~~" not in shown
    assert "Candidate list" in shown and "SET hnsw.ef_search = 100;" in shown
    assert "https://github.com" not in shown and "the docs" in shown  # a link's text only
    assert "<a " not in html
    # Every marker is a button, every sentence shown once with its chip at its end.
    assert re.findall(r">\[(\d)\]<", html) == ["1", "2", "1"]
    ends = re.findall(r'class="sentence status-\w+" data-sentence="(\d+)" data-status="\w+">', html)
    assert len(ends) == len(set(ends)) == html.count('class="badge ')
    assert html.count('class="marker ') == 3


def test_plain_answers_keep_the_plain_view() -> None:
    html = answer_html(SOURCES, "The hnsw.ef_search parameter defaults to 40 [1].")
    assert '<p class="md-p">' not in html and 'data-sentence="0"' in html


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Use **bold** here.", [("Use ", ()), ("bold", ("strong",)), (" here.", ())]),
        ("A `x * y` b", [("A ", ()), ("x * y", ("code",)), (" b", ())]),
        ("Not \\*em\\* [1]", [("Not ", ()), ("*em", ()), ("* [1]", ())]),
        ("**a *b* c**", [("a ", ("strong",)), ("b", ("strong", "em")), (" c", ("strong",))]),
        ("x [t](http://a.b/(c)) y", [("x ", ()), ("t", ("link",)), (" y", ())]),
    ],
)
def test_runs_are_slices_of_the_answer(text: str, expected: list[Any]) -> None:
    blocks = markdown.layout(text)
    if blocks is None:  # not Markdown enough for a layout: shown as written
        assert expected == [(text, ())]
        return
    leaf = markdown.leaves(blocks)[0]
    got = [(text[a:b], s) for a, b, s in markdown.runs(leaf.start, leaf.end, leaf)]
    merged: list[tuple[str, tuple[str, ...]]] = []
    for part, styles in got:
        if merged and merged[-1][1] == styles:
            merged[-1] = (merged[-1][0] + part, styles)
        else:
            merged.append((part, styles))
    want: list[tuple[str, tuple[str, ...]]] = []
    for part, styles in expected:
        if want and want[-1][1] == styles:
            want[-1] = (want[-1][0] + part, styles)
        else:
            want.append((part, styles))
    assert merged == want


def test_a_reference_list_stays_text() -> None:
    """'[1]: url' lines are an answer's list of sources, not link definitions to hide."""
    html = answer_html(SOURCES, "- a **claim** [1]\n\n[1]: https://example.org/doc")
    assert "[1]: https://example.org/doc" in "".join(parsed(html).text)


def _payloads() -> list[str]:
    path = ROOT / "tests" / "e2e" / "test_hostile_page.py"
    spec = importlib.util.spec_from_file_location("hostile_page", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.PAYLOADS)


def test_hostile_markdown_stays_inert() -> None:
    payloads = _payloads()
    assert len(payloads) >= 50
    parts = []
    for i, p in enumerate(payloads, 1):
        parts.append(
            f"## {p}\n\n- **{p}** [1]\n- `{p}` and *{p}* [2]\n\n"
            f"> [{p}]({p}) and ![{p}]({p}) and [x](javascript:alert({i})) <{p}>\n\n"
            f"```\n{p}\n```\n"
        )
    html = answer_html(SOURCES, "\n".join(parts))
    found = parsed(html)
    assert {tag for tag, _ in found.tags} <= ALLOWED_TAGS
    assert {"h4", "li", "strong", "code", "pre"} <= {tag for tag, _ in found.tags}
    for tag, attrs in found.tags:
        for name, value in attrs:
            assert ALLOWED_ATTRIBUTES.fullmatch(name), (tag, name, value)
            assert not re.match(r"\s*(javascript|vbscript|data):", value or "", re.I), (tag, name)
    shown = "".join(found.text)
    for p in ("<script>alert(1)</script>", "{{ 7*7 }}", "<img src=x onerror=alert(2)>"):
        assert p in shown, p  # shown as typed


def test_a_long_markdown_answer_keeps_the_plain_view_and_renders_fast() -> None:
    """Past MAX_MARKDOWN_CHARS the page's first part could not be cut inside one long
    list; and a laid-out answer's parts must not each re-read the whole block."""
    import time

    item = "- **Point**: the sky is *blue* and `grass` is green [1].\n"
    long = item * (markdown.MAX_MARKDOWN_CHARS // len(item) + 1)
    assert markdown.layout(long) is None
    one_block = " ".join(["**Point**: the sky is *blue* and `grass` is green [1]."] * 800)
    assert len(one_block) < markdown.MAX_MARKDOWN_CHARS
    blocks = markdown.layout(one_block)
    assert blocks is not None and len(blocks) == 1
    began = time.perf_counter()
    html = answer_html(SOURCES, one_block)
    assert html.count("<strong>Point</strong>") == 800
    assert time.perf_counter() - began < 10
