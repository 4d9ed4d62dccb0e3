"""The batch result as the Compare tab and the exports show it: table, SVG charts, escaping."""

from __future__ import annotations

import re
from importlib import resources

from ragcite.batch import render as batch_render
from ragcite.batch import runs as batch
from ragcite.batch.runs import Record
from ragcite.report import render

SOURCES = '["The sky is blue because air scatters blue light.", "Grass is green."]'


def _result() -> dict[str, object]:
    records: list[Record | batch.ReadError] = [
        Record("<script>alert(1)</script>", "r1", SOURCES, "The sky is blue [1]."),
        Record("<script>alert(1)</script>", "r2", SOURCES, "The sky is green [7]."),
        Record("plain", "r3", SOURCES, "Paris is the capital of France."),
        batch.ReadError("JSON error at column 1: Expecting value", 4),
    ]
    return batch.finalize(batch.partial(records)).as_dict()


def test_html_table_and_charts_escape_labels() -> None:
    html = batch_render.render_html(_result())
    assert "<script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert html.count('<svg role="img"') == 3
    assert 'data-chart="distribution"' in html and 'data-chart="kinds"' in html
    assert 'data-chart="citation-metrics"' in html
    # one band per label, ten bars each; one bar per label per failure kind and per
    # citation metric (recall, precision, F1)
    assert html.count('class="batch-band"') == 2
    assert html.count('class="batch-bar"') == 2 * 10 + 2 * len(batch_render.CHART_KINDS) + 2 * 3
    assert "style=" not in html  # the page's CSP forbids inline styles
    assert "line 4" in html and "Expecting value" in html


def test_html_in_every_ui_language() -> None:
    for lang in render.UI_LANGUAGES:
        html = batch_render.render_html(_result(), lang)
        assert f'lang="{lang}"' in html
        assert "batch." not in re.sub(r'class="batch[\w-]*"', "", html).replace("batch-", ""), (
            lang
        )  # no catalog key shown raw


def test_template_keys_exist_in_the_catalog() -> None:
    en = render.own_catalog("en")
    templates = resources.files("ragcite").joinpath("report/templates")
    text = "".join(
        templates.joinpath(name).read_text("utf-8")
        for name in ("batch.html.j2", "batch_metrics.html.j2")
    )
    for key in re.findall(r"""\bt\(\s*["']([\w.]*\w)["']""", text):
        assert key in en, key
    for c in batch_render.COLUMNS:
        assert f"batch.col.{c}" in en
    for k in batch_render.CHART_KINDS:
        assert f"batch.kind.{k}" in en and f"batch.base.{batch_render.KIND_BASE[k]}" in en


def test_empty_result() -> None:
    html = batch_render.render_html(batch.finalize(batch.BatchState.empty()).as_dict())
    assert "No run could be read." in html and "<svg" not in html


def test_markdown_escapes_pipes_in_labels() -> None:
    records = [Record("a|b", "r1", SOURCES, "The sky is blue [1].")]
    md = batch_render.render_markdown(batch.finalize(batch.partial(records)).as_dict())
    assert "| a\\|b | 1 |" in md
