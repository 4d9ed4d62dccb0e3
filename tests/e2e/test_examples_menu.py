"""The examples menu (issue 18): one small paste per provider family beside the worked
example; choosing one fills both boxes and checks it, with no request."""

from __future__ import annotations

import pytest

from ragcite import api

pytestmark = pytest.mark.browser


def _choose(app, name: str) -> str:
    before_checks, before_requests = app.checks(), len(app.requests)
    app.page.select_option("#examples", name)
    app.page.wait_for_selector(
        f'body[data-state="ready"] #report[data-checks]:not([data-checks="{before_checks}"])',
        timeout=30_000,
    )
    assert app.requests[before_requests:] == [], "loading an example made a request"
    return app.report_text()


def test_menu_lists_every_example_and_loads_azure_and_bedrock(app) -> None:
    app.open()
    app.wait_ready()
    options = app.page.eval_on_selector_all(
        "#examples option", "options => options.map(o => o.value)"
    )
    assert options == ["", *(e["name"] for e in api.examples())]
    # The worked example is in the boxes, so choosing another asks nothing (no dialog).
    text = _choose(app, "azure")
    assert "Azure OpenAI On Your Data" in text
    assert '"context"' in app.page.input_value("#answer")
    text = _choose(app, "bedrock-kb")
    assert "Bedrock Knowledge Bases RetrieveAndGenerate" in text
    assert app.page.locator('#report [data-result="no_such_source"]').count() == 0
