"""A Markdown answer in the page (issue 27): formatted, with statuses and markers, no
literal asterisks, and its markers still open their sources."""

from __future__ import annotations

import json

import pytest
from test_report_ui import fresh  # noqa: F401  (the fixture)

pytestmark = pytest.mark.browser

SOURCES = json.dumps([
    "HNSW indexes build a multilayer graph. The hnsw.ef_search parameter defaults to 40.",
    "Each vector takes 4 * dimensions + 8 bytes of storage.",
])  # fmt: skip
ANSWER = (
    "## Tuning\n\n"
    "1. **Candidate list**: `hnsw.ef_search` defaults to 40 [1].\n"
    "2. **Storage**: a 384-dimension vector takes 1552 bytes [2].\n\n"
    "- See [the docs](javascript:alert(1)) and ![x](javascript:alert(2)).\n"
)


def test_a_markdown_answer_is_formatted_with_its_statuses(fresh) -> None:  # noqa: F811
    app = fresh()
    app.open()
    app.wait_ready()
    app.paste(SOURCES, ANSWER)
    answer = app.page.locator("#report .answer-text")
    assert answer.locator("h4").inner_text().startswith("Tuning")
    assert answer.locator("ol > li").count() == 2 and answer.locator("ul > li").count() == 1
    assert answer.locator("strong").all_inner_texts()[:2] == ["Candidate list", "Storage"]
    assert answer.locator("code").first.inner_text() == "hnsw.ef_search"
    text = answer.inner_text()
    assert "**" not in text and "`" not in text and "##" not in text
    assert answer.locator("a, img").count() == 0
    statuses = answer.locator(".sentence:not([data-continues])").evaluate_all(
        "els => els.map(e => e.dataset.status)"
    )
    assert len(statuses) == answer.locator(".badge").count() >= 3
    # A marker inside a list item still opens its source at the passage.
    answer.locator("button.marker", has_text="[1]").first.click()
    app.page.wait_for_selector("#source-panel mark.hl")
    assert "defaults to 40" in app.page.locator("#source-panel mark.hl").inner_text()
