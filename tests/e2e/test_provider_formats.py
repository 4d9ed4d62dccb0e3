"""Provider citation formats in the page (issue 6): every format is selectable, and an
Anthropic and a Gemini response pasted as they come get their citations verified."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ragcite.read.formats import answer_formats as formats

pytestmark = pytest.mark.browser

CASES = Path(__file__).resolve().parents[1] / "cases"


def paste_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)


def first_case(name: str) -> dict[str, Any]:
    return json.loads((CASES / f"provider-{name}.json").read_text(encoding="utf-8"))[0]


def test_format_selector_lists_every_format(app) -> None:
    app.open()
    app.wait_ready()
    options = app.page.eval_on_selector_all(
        "#answer-format option", "options => options.map(o => o.value)"
    )
    assert options[0] == "auto"
    assert set(formats()) <= set(options), set(formats()) - set(options)


@pytest.mark.parametrize(("name", "fmt"), [("anthropic", "anthropic"), ("gemini", "gemini")])
def test_provider_citations_verified(app, name: str, fmt: str) -> None:
    case = first_case(name)
    app.open()
    app.wait_ready()
    text = app.paste(paste_text(case["sources"]), paste_text(case["answer"]))
    rows = app.page.locator("#report .citations tbody tr")
    assert rows.count() >= 2
    # Every provider citation's offsets were checked by slicing and agree with the text.
    verified = app.page.locator('#report .offsets[data-offsets="ok"]')
    assert verified.count() == rows.count(), text
    assert app.page.locator('#report .offsets[data-offsets="bad"]').count() == 0
    assert "Provider offsets verified" in text
    assert app.page.locator('#report [data-result="no_such_source"]').count() == 0


def test_broken_anthropic_offsets_flagged(app) -> None:
    case = json.loads((CASES / "provider-anthropic.json").read_text(encoding="utf-8"))[1]
    app.open()
    app.wait_ready()
    text = app.paste(paste_text(case["sources"]), paste_text(case["answer"]))
    assert app.page.locator('#report [data-warning="provider_offsets"]').count() == 1
    assert app.page.locator('#report .offsets[data-offsets="bad"]').count() >= 1
    assert "Provider offsets wrong" in text
