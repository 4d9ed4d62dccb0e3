"""The Compare tab: a dropped JSONL file gives the per-label table and the three SVG charts,
the same figures as the core computes, and no request leaves the page (issue 15)."""

from __future__ import annotations

import csv
import io
import json
import time
from pathlib import Path

import pytest
from e2e_app import App

from ragcite.api import example
from ragcite.batch import render as batch_render
from ragcite.batch import runs as batch

pytestmark = pytest.mark.browser

LABELS = ("model-a", "model-b", "model-c")


def _runs() -> str:
    """30 runs in three labels from the worked example and small variations, and one line
    that is not JSON (line 8)."""
    ex = example()
    answers = [
        ex["answer"],
        "pgvector supports HNSW indexes [1]. IVFFlat needs a training step [2].",
        "The default ef_search is 40 [3]. It was added in version 0.5.0 [9].",
        "HNSW indexes build faster than anything else. Nothing is cited here.",
        "An <script>alert(1)</script> answer cites [2].",
    ]
    lines = [
        json.dumps(
            {
                "label": LABELS[i % 3] if i % 7 else "<b>model-c</b>",
                "id": f"run-{i:02d}",
                "sources": ex["sources"],
                "answer": answers[(i * 7 + i // 3) % len(answers)],
            }
        )
        for i in range(30)
    ]
    lines.insert(7, "{not json")
    return "\n".join(lines) + "\n"


def test_dropped_jsonl_gives_table_and_charts(app: App, tmp_path: Path) -> None:
    app.open()
    app.wait_ready()
    page = app.page
    page.click("#tab-compare")
    assert page.is_visible("#compare") and not page.is_visible("#inputs")
    assert page.get_attribute("#tab-compare", "aria-selected") == "true"

    text = _runs()
    before = len(app.requests)
    transfer = page.evaluate_handle(
        """text => { const dt = new DataTransfer();
                     dt.items.add(new File([text], "runs.jsonl", {type: "application/jsonl"}));
                     return dt; }""",
        text,
    )
    page.dispatch_event("#compare-text", "drop", {"dataTransfer": transfer})
    page.wait_for_selector(
        '#compare[data-state="done"] #compare-result .batch-result', timeout=60_000
    )
    time.sleep(0.1)  # let any late request surface
    assert app.requests[before:] == [], "a request happened while comparing"
    assert page.input_value("#compare-text") == text

    # The same figures as the core computes for the same lines.
    expected = batch.finalize(batch.partial(batch.read_jsonl(text.splitlines()))).as_dict()
    rows = page.locator("#compare-result tbody tr[data-label]")
    assert rows.count() == len(expected["labels"]) == 4
    for i, row in enumerate(expected["labels"]):
        cells = rows.nth(i).locator("td")
        shown = [cells.nth(k).inner_text() for k in range(cells.count())]
        assert shown == [batch_render.fmt(c, row[c]) for c in batch_render.COLUMNS], row["label"]
    # The label with markup is text, not markup.
    assert page.locator("#compare-result b").count() == 0
    assert "<b>model-c</b>" in page.inner_text("#compare-result tbody")

    # Three inline SVG charts: one band per label; each failure kind, one bar per label;
    # citation recall, precision and F1, one bar per label.
    assert page.locator("#compare-result svg[role='img']").count() == 3
    assert page.locator("#compare-result [data-chart='distribution'] .batch-band").count() == 4
    kinds = page.locator("#compare-result [data-chart='kinds'] .batch-kind")
    assert kinds.count() == len(batch_render.CHART_KINDS)
    assert kinds.nth(0).locator("rect").count() == 4
    cited = page.locator("#compare-result [data-chart='citation-metrics'] .batch-metric")
    assert cited.count() == 3
    assert cited.nth(0).locator("rect").count() == 4

    # The line that is not JSON is listed with its number.
    unreadable = page.inner_text("#compare-result .batch-unreadable")
    assert "line 8" in unreadable and "JSON error" in unreadable
    assert "Compared 30 runs" in page.inner_text("#compare-status")

    # Exports: the CSV is the core's, the Markdown table has a row per label.
    with page.expect_download() as info:
        page.click("[data-compare-export='csv']")
    exported = Path(info.value.path()).read_bytes().decode("utf-8")
    assert exported == batch_render.render_csv(expected)
    assert [r["label"] for r in csv.DictReader(io.StringIO(exported, newline=""))][:1] == [
        "<b>model-c</b>"
    ]
    with page.expect_download() as info:
        page.click("[data-compare-export='markdown']")
    markdown = Path(info.value.path()).read_bytes().decode("utf-8")
    assert markdown == batch_render.render_markdown(expected)

    # Back to the check tab: the single report is still there.
    page.click("#tab-check")
    assert page.is_visible("#inputs") and not page.is_visible("#compare")
    assert app.checks() >= 1


def test_large_file_shows_progress_and_the_page_keeps_checking(app: App) -> None:
    app.open()
    app.wait_ready()
    page = app.page
    ex = example()
    lines = [
        json.dumps(
            {"label": f"m{i % 2}", "id": str(i), "sources": ex["sources"], "answer": ex["answer"]}
        )
        for i in range(400)
    ]
    page.click("#tab-compare")
    page.fill("#compare-text", "\n".join(lines))
    page.click("#compare-run")
    # The bar moves: some chunks are done, not all.
    page.wait_for_selector("#compare[data-state='running'] #compare-progress:not([hidden])")
    value = 0.0
    deadline = time.monotonic() + 60
    while value == 0 and time.monotonic() < deadline:
        value = page.eval_on_selector("#compare-progress", "p => p.value")
        time.sleep(0.05)
    assert 0 < value < 400
    assert "of 400 runs" in page.inner_text("#compare-status")
    # While the comparison runs, the other tab still checks: its request is answered
    # between two chunks.
    page.click("#tab-check")
    answer = "pgvector supports HNSW indexes [1]."
    before = app.checks()
    app.paste(ex["sources"], answer)
    assert app.checks() > before and answer in app.report_text()
    assert page.get_attribute("#compare", "data-state") == "running"
    page.click("#tab-compare")
    page.wait_for_selector('#compare[data-state="done"] .batch-result', timeout=120_000)
    assert "Compared 400 runs" in page.inner_text("#compare-status")


def test_typing_re_checks_like_the_check_tab(app: App) -> None:
    """Issue 27: the Compare tab re-checks as you type, no button needed; the newest
    text wins."""
    app.open()
    app.wait_ready()
    page = app.page
    ex = example()
    page.click("#tab-compare")
    first = json.dumps({"label": "typed-a", "sources": ex["sources"], "answer": ex["answer"]})
    page.locator("#compare-text").press_sequentially(first[:20])  # half a line, then a pause
    page.locator("#compare-text").fill(first)
    page.wait_for_selector('#compare[data-state="done"] .batch-result [data-label="typed-a"]')
    second = json.dumps({"label": "typed-b", "sources": ex["sources"], "answer": ex["answer"]})
    page.locator("#compare-text").fill(first + "\n" + second)
    page.wait_for_selector('#compare[data-state="done"] .batch-result [data-label="typed-b"]')
    assert page.locator(".batch-result tbody tr").count() == 2
    assert "Compared 2 runs" in page.inner_text("#compare-status")


AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def test_axe_finds_no_serious_violations_on_the_compare_tab(browser, site: str) -> None:
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run npm ci")
    # axe-core is injected by the test only; bypass_csp lets its script run.
    context = browser.new_context(bypass_csp=True)
    try:
        app = App(page=context.new_page(), base=site)
        app.open()
        app.wait_ready()
        page = app.page
        page.click("#tab-compare")
        page.fill("#compare-text", _runs())
        page.click("#compare-run")
        page.wait_for_selector('#compare[data-state="done"] .batch-result', timeout=60_000)
        page.add_script_tag(path=str(AXE))
        options = {
            "runOnly": {
                "type": "tag",
                "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
            }
        }
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            result = page.evaluate("options => axe.run(document, options)", options)
            serious = [
                f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:5]}"
                for v in result["violations"]
                if v["impact"] in ("serious", "critical")
            ]
            assert serious == [], scheme
    finally:
        context.close()
