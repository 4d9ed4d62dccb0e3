"""The report renderers: HTML (annotated answer, source panel), Markdown, CSV, catalogs.

Reports here are built by hand from the model's dataclasses, so each test pins what the
renderer does with a given verdict, whatever the support heuristics decide.
"""

from __future__ import annotations

import csv
import io
import json
import re
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path

import pytest

from ragcite import api
from ragcite.model import (
    AnswerInfo,
    Citation,
    Closest,
    Report,
    ReportWarning,
    Sentence,
    SourceInfo,
    Step,
    Support,
    Usage,
)
from ragcite.read.providers import vertex
from ragcite.report import render, view
from ragcite.verify.verdicts import sentence_status

ROOT = Path(__file__).resolve().parents[1]

SOURCES = [
    "HNSW builds a graph.\r\nThe ef_search parameter defaults to 40. 😀 End.",
    "Titanic starred Kate Winslet and Leonardo DiCaprio.",
    "<script>alert(1)</script> A source about <img src=x onerror=alert(2)> markup.",
]
ANSWER = (
    "ef_search defaults to 40 [1]. It starred Brad Pitt and Kate Winslet [2]. "
    "Vectors have 1552 bytes [7].\n\nI hope this helps!"
)


def _span(text: str, part: str) -> tuple[int, int]:
    start = text.index(part)
    return start, start + len(part)


def _sentence(part: str, **kw) -> Sentence:
    start, end = _span(ANSWER, part)
    return Sentence(text=part, start=start, end=end, start_byte=start, end_byte=end, **kw)


def make_report(
    urls: tuple[str | None, ...] = ("https://example.org/hnsw", None, "javascript:alert(1)"),
) -> Report:
    q_start, q_end = _span(SOURCES[0], "defaults to 40")
    m1, m2, m7 = (_span(ANSWER, m) for m in ("[1]", "[2]", "[7]"))
    citations = [
        Citation(
            source="1",
            resolved=1,
            quote="defaults to 40",
            result="exact",
            sentence=0,
            start=m1[0],
            end=m1[1],
            match_start=q_start,
            match_end=q_end,
            detail={"marker": "[1]"},
        ),
        Citation(
            source="2",
            resolved=2,
            quote="starred Brad Pitt",
            result="not_in_source",
            sentence=1,
            start=m2[0],
            end=m2[1],
            detail={"marker": "[2]"},
            closest=Closest(
                "starred Kate Winslet", 0.7, *_span(SOURCES[1], "starred Kate Winslet")
            ),
        ),
        Citation(
            source="7",
            resolved=None,
            quote=None,
            result="no_such_source",
            steps=[Step("source.unknown", {"label": "7", "n": 3})],  # as citations.py says
            sentence=2,
            start=m7[0],
            end=m7[1],
            detail={"marker": "[7]"},
        ),
    ]
    sentences = [
        _sentence(
            "ef_search defaults to 40 [1].",
            citations=[0],
            support=Support("supported", 1.0, best_source=1),
        ),
        _sentence(
            "It starred Brad Pitt and Kate Winslet [2].",
            citations=[1],
            support=Support(
                "unsupported",
                0.5,
                best_source=2,
                missing_words=["Brad", "Pitt"],
                better_source=None,
                missing_spans=[list(_span(ANSWER, "Brad")), list(_span(ANSWER, "Pitt"))],
            ),
        ),
        _sentence(
            "Vectors have 1552 bytes [7].",
            citations=[2],
            support=Support(
                "unsupported",
                0.0,
                numbers_missing=["1552"],
                missing_spans=[list(_span(ANSWER, "1552"))],
            ),
        ),
        _sentence(
            "I hope this helps!",
            is_claim=False,
            kind="courtesy",
            why="A courtesy line, not a claim.",
        ),
    ]
    sources = [
        SourceInfo(
            number=i + 1,
            id=None,
            title=title,
            url=url,
            date=date,
            cited=i < 2,
            text=text,
            page=page,
        )
        for i, (text, title, url, date, page) in enumerate(
            zip(
                SOURCES,
                ["HNSW <b>guide</b>", "Titanic", None],
                urls,
                ["2024-05-01", None, None],
                ["12", None, None],
                strict=True,
            )
        )
    ]
    for sentence in sentences:  # as the pipeline's sentence-status stage does
        sentence.status = sentence_status(sentence, citations)
    return Report(
        answer=AnswerInfo(
            format="text",
            mode="markers",
            text=ANSWER,
            truncated=False,
            finish_reason=None,
            usage=Usage(306, None),
            description="plain text",
        ),
        sources=sources,
        citations=citations,
        sentences=sentences,
        uncited_sentences=[],
        unused_sources=[3],
        warnings=[
            ReportWarning(
                "unknown_source", "1 citation points to no source: [7] (there are 3 sources)."
            )
        ],
        sources_format="json-strings",
        sources_description="JSON array of strings",
        answer_support=1 / 3,
        summary="3 sources (JSON array of strings). Answer read as plain text. Prompt tokens: 306.",
    )


class Elements(HTMLParser):
    """Every start tag with its attributes, and all text, of an HTML fragment."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> Elements:
    parser = Elements()
    parser.feed(html)
    return parser


def source_text_in_page(html: str, number: int) -> str:
    """The source text as the browser gets it (entities decoded, newlines normalised)."""
    match = re.search(
        rf'data-source-article="{number}".*?<div class="source-text" '
        r"data-source-text>(.*?)</div>",
        html,
        re.DOTALL,
    )
    assert match
    return "".join(parse(match.group(1)).text)


def js_slice(text: str, start: int, end: int) -> str:
    """text[start:end] counted in UTF-16 units, like JavaScript's String.slice."""
    units = text.encode("utf-16-le")
    return units[start * 2 : end * 2].decode("utf-16-le")


def test_markers_are_buttons_that_point_at_the_right_passage() -> None:
    html = render.render_html(make_report())
    markers = [
        a
        for tag, a in parse(html).tags
        if tag == "button" and "marker" in (a.get("class") or "").split()
    ]
    assert [m["data-citation"] for m in markers] == ["0", "1", "2"]
    quote, closest, missing = markers
    # Source 1 has CRLF and an emoji before nothing here, but its offsets must still be
    # UTF-16 units into the LF-normalised text the browser holds.
    text = source_text_in_page(html, 1)
    assert (
        js_slice(text, int(quote["data-hl-start"]), int(quote["data-hl-end"])) == "defaults to 40"
    )
    assert quote["data-hl-kind"] == "quote"
    text2 = source_text_in_page(html, 2)
    assert (
        js_slice(text2, int(closest["data-hl-start"]), int(closest["data-hl-end"]))
        == "starred Kate Winslet"
    )
    assert closest["data-hl-kind"] == "closest"
    assert "data-source" not in missing and missing["data-hl-kind"] == "none"


def test_offsets_count_utf16_units_after_newline_normalisation() -> None:
    text = "a\r\nb 😀 c"
    start = text.index("c")
    assert view.js_offset(text, start) == len("a\nb 😀 ".encode("utf-16-le")) // 2
    assert (
        js_slice(
            view.browser_text(text), view.js_offset(text, start), view.js_offset(text, start + 1)
        )
        == "c"
    )


def test_each_sentence_has_its_status_as_icon_and_word() -> None:
    html = render.render_html(make_report())
    statuses = re.findall(r'<span class="sentence status-(\w+)" data-sentence="(\d)"', html)
    assert statuses == [
        ("supported", "0"),
        ("unsupported", "1"),
        ("bad_marker", "2"),
        ("not_claim", "3"),
    ]
    answer = html[
        html.index('class="answer-text"') : html.index("</div>", html.index('class="answer-text"'))
    ]
    for word, icon in [
        ("supported", "✓"),
        ("unsupported", "✗"),
        ("bad marker", "⚠"),
        ("not a claim", "–"),
    ]:
        assert re.search(rf'aria-hidden="true">{icon}\S*</span> {word}</span>', answer), word
    # The unsupported words and the number are marked where they stand in the answer.
    assert '<mark class="missing-word">Brad</mark> <mark class="missing-word">Pitt</mark>' in answer
    assert '<mark class="missing-number">1552</mark>' in answer
    # The answer is shown as written, its blank line included.
    assert "ef_search defaults to 40 <span" in answer
    assert '</span>\n\n<span class="sentence status-not_claim"' in answer


def test_only_http_links_are_clickable() -> None:
    html = render.render_html(make_report())
    hrefs = [a["href"] for tag, a in parse(html).tags if tag == "a"]
    assert hrefs == ["https://example.org/hnsw"]
    assert "javascript:alert(1)" in html  # shown as text, not as a link
    assert 'class="unsafe-url"' in html
    for bad in [
        "javascript:alert(1)",
        "JAVASCRIPT:x",
        "data:text/html,x",
        "java\nscript:x",
        "vbscript:x",
        " https://x.org",
        "https://x.org/\u0000",
        "//evil.org",
    ]:
        assert view.safe_url(bad) is None, bad
    assert view.safe_url("http://x.org/a#b") == "http://x.org/a#b"


def test_user_text_is_escaped_and_the_page_gets_no_style_or_script() -> None:
    html = render.render_html(make_report())
    tags = parse(html).tags
    assert not [t for t, _ in tags if t in ("script", "img", "style", "iframe")]
    assert not [a for _, a in tags if "style" in a]
    assert not [name for _, a in tags for name in a if name.startswith("on")]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "HNSW &lt;b&gt;guide&lt;/b&gt;" in html
    # Ids are unique, so aria-labelledby / aria-describedby resolve to one element.
    ids = [a["id"] for _, a in tags if "id" in a]
    assert len(ids) == len(set(ids))
    for _, attrs in tags:
        for name in ("aria-labelledby", "aria-describedby", "aria-controls"):
            if name in attrs:
                assert attrs[name] in ids, (name, attrs[name])


def test_source_panel_shows_title_date_page_and_is_labelled() -> None:
    html = render.render_html(make_report())
    assert re.search(
        r'<aside class="source-panel" id="source-panel" '
        r'aria-labelledby="source-panel-title" hidden',
        html,
    )
    assert re.search(
        r'<h3 id="source-title-1">\[1\] HNSW &lt;b&gt;guide&lt;/b&gt; '
        r'<span class="source-date">2024-05-01</span></h3>',
        html,
    )
    assert "page 12" in html


def test_summary_bar_counts_and_warnings_come_first() -> None:
    html = render.render_html(make_report())
    assert (
        html.index('class="warnings"')
        < html.index('class="summary-bar"')
        < html.index('class="annotated"')
    )
    counts = dict(re.findall(r'data-count="(\w+)">.*?<strong>(\d+)</strong>', html))
    assert counts == {"supported": "1", "unsupported": "1", "bad_marker": "1", "not_claim": "1"}
    assert "33%" in html and "cannot say whether the answer is right" in html


@pytest.mark.parametrize("lang, heading, status", [
    ("it", "Citazioni", "non supportata"), ("fr", "Citations", "non étayée"),
    ("es", "Citas", "sin respaldo"), ("id", "Sitasi", "tidak didukung"),
])  # fmt: skip
def test_report_texts_follow_the_ui_language(lang: str, heading: str, status: str) -> None:
    html = render.render_html(make_report(), lang)
    assert f'lang="{lang}"' in html
    assert f'<h2 id="rc-citations">{heading}</h2>' in html
    assert f"</span> {status}</span>" in html
    assert "Answer read as" not in html  # the English summary line is rebuilt
    md = render.render_markdown(make_report(), lang)
    assert f"## {heading}" in md


def test_unknown_ui_language_falls_back_to_english() -> None:
    assert '<h2 id="rc-citations">Citations</h2>' in render.render_html(make_report(), "xx")


def test_catalogs_have_the_same_keys_and_placeholders() -> None:
    folder = resources.files("ragcite").joinpath("i18n")
    en = json.loads(folder.joinpath("en.json").read_text("utf-8"))
    for lang in render.UI_LANGUAGES:
        other = json.loads(folder.joinpath(f"{lang}.json").read_text("utf-8"))
        assert set(other) == set(en), lang
        for key, text in en.items():
            assert set(re.findall(r"\{\w+\}", other[key])) == set(re.findall(r"\{\w+\}", text)), (
                lang,
                key,
            )


def test_template_keys_exist_in_the_catalog() -> None:
    en = render.own_catalog("en")
    folder = resources.files("ragcite").joinpath("report", "templates")
    for name in ("report.html.j2", "error.html.j2"):
        text = folder.joinpath(name).read_text("utf-8")
        for key in re.findall(r"""\bt\(\s*["']([\w.]*\w)["']""", text):
            assert key in en, (name, key)
        for prefix in re.findall(r"""\bt\(\s*["']([\w.]+\.)["']\s*~""", text):
            assert any(k.startswith(prefix) for k in en), (name, prefix)
    for status in view.STATUSES:
        assert f"status.{status}" in en and f"status.{status}.help" in en


def test_page_catalogs_have_the_same_keys_and_placeholders() -> None:
    def entries(path: Path) -> dict[str, str]:
        text = path.read_text("utf-8")
        found: dict[str, str] = {}
        for key, body in re.findall(
            r'^\s*"([\w.-]+)":\s*((?:"(?:[^"\\]|\\.)*"\s*\+?\s*)+),', text, re.MULTILINE
        ):
            # A repeated key in a JS object silently keeps the last one: never allowed.
            assert key not in found, f"{path.name}: {key} twice"
            found[key] = "".join(json.loads(s) for s in re.findall(r'"(?:[^"\\]|\\.)*"', body))
        return found

    folder = ROOT / "web" / "i18n"
    en = entries(folder / "en.js")
    assert len(en) > 40
    for lang in render.UI_LANGUAGES:
        other = entries(folder / f"{lang}.js")
        assert set(other) == set(en), (lang, set(en) ^ set(other))
        for key, text in en.items():
            assert set(re.findall(r"\{\w+\}", other[key])) == set(re.findall(r"\{\w+\}", text)), (
                lang,
                key,
            )


def test_markdown_has_tables_and_escapes_pipes() -> None:
    report = make_report()
    report.citations[0].quote = "a | b"
    md = render.render_markdown(report)
    assert "| # | Source | Quoted text | Result | |" in md
    assert "| 1 | [1] | a \\| b | exact |" in md
    assert re.search(
        r"\| 2 \| It starred Brad Pitt and Kate Winslet \[2\]\. \| ✗ unsupported "
        r"\| 0\.50 \| Brad, Pitt; quote not in its source \|",
        md,
    )
    assert "No source matches [7]: there are 3 sources" in md
    assert md.rstrip().endswith("It cannot say whether the answer is right.")


def test_csv_has_one_row_per_citation_and_defuses_formulas() -> None:
    report = make_report()
    report.citations[0].quote = '=HYPERLINK("http://x")'
    text = render.render_csv(report)
    assert text.endswith("\r\n")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [r["result"] for r in rows] == ["exact", "not_in_source", "no_such_source"]
    assert rows[0]["quote"] == '\'=HYPERLINK("http://x")'
    assert rows[1]["closest_text"] == "starred Kate Winslet"
    assert rows[1]["sentence_status"] == "unsupported"
    assert rows[1]["missing_words"] == "Brad Pitt"
    assert rows[2]["source"] == "" and rows[2]["sentence_status"] == "bad_marker"
    assert tuple(rows[0]) == render.CSV_COLUMNS


def test_vertex_verdicts_are_shown_beside_ours_with_disagreements() -> None:
    report = make_report()
    s0, s1 = report.sentences[0], report.sentences[1]
    report.extra = {
        "vertex_support_score": 0.82,
        "vertex": [
            {
                "start": s0.start,
                "end": s0.end,
                "claim_text": s0.text,
                "score": 0.9,
                "grounding_check_required": True,
                "citation_indices": [0],
                "sources": [1],
            },
            {
                "start": s1.start,
                "end": s1.end,
                "claim_text": s1.text,
                "score": 0.95,
                "grounding_check_required": True,
                "citation_indices": [1],
                "sources": [2],
            },
        ],
    }
    report.provider_agreement = vertex.agreement(
        report.extra["vertex"], report.sentences, report.threshold
    )
    html = render.render_html(report)
    rows = re.findall(r'<tr class="(\w*)" data-vertex-agree="(\w+)">', html)
    assert rows == [("", "yes"), ("disagree", "no")]
    assert "Vertex support score: 0.82" in html
    assert "disagree" in render.render_markdown(report)


def test_export_request_renders_through_the_core(example: dict[str, str]) -> None:
    for fmt, mime in [
        ("csv", "text/csv"),
        ("markdown", "text/markdown"),
        ("json", "application/json"),
    ]:
        reply = json.loads(
            api.handle(
                json.dumps(
                    {"type": "export", "format": fmt, **example, "options": {"ui_language": "it"}}
                )
            )
        )
        assert reply["ok"], reply
        assert reply["mime"].startswith(mime)
        assert reply["filename"].startswith("ragcite-")
        if fmt == "json":
            assert json.loads(reply["text"])["schema"] == "ragcite.report/2"
        if fmt == "markdown":
            assert "## Citazioni" in reply["text"]
    bad = json.loads(api.handle(json.dumps({"type": "export", "format": "pdf", **example})))
    assert not bad["ok"] and "pdf" in bad["error"]["message"]


def test_best_passage_points_at_the_sentence_sharing_most_words() -> None:
    source = "Intro text here. Vectors take four bytes per dimension. Unrelated end."
    start, end = view.best_passage("Each vector takes bytes per dimension [1].", source)
    assert source[start:end] == "Vectors take four bytes per dimension."
    assert view.best_passage("zzz qqq", source) is None


def test_missing_spans_of_the_support_analysis_are_marked_where_they_stand() -> None:
    report = make_report()
    sentence = report.sentences[1]
    assert sentence.support is not None
    sentence.support.missing_words = []  # the spans alone must be enough
    brad = _span(ANSWER, "Brad Pitt")
    sentence.support.missing_spans = [list(brad)]
    html = render.render_html(report)
    assert '<mark class="missing-word">Brad Pitt</mark>' in html
    # A report is presented once (render.presented keeps its view): change a new one.
    report = make_report()
    report.sentences[2].support.missing_spans = [list(_span(ANSWER, "1552 bytes"))]
    assert '<mark class="missing-number">1552 bytes</mark>' in render.render_html(report)
