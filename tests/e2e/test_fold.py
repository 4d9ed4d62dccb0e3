"""A text of megabytes is folded (web/fold.js, issue 29): its textarea is hidden, so the
page never lays the text out, while the whole text is still what is checked, saved and
kept; a button shows it for editing."""

from __future__ import annotations

import json

SOURCES = json.dumps(
    [f"Source {i} says the index keeps {i} vectors in memory. " * 160 for i in range(90)]
)
ANSWER = "The index keeps 7 vectors in memory [8]."


def _set_by_script(app, sources: str) -> None:
    """The value and one input event, as a script or a test harness sets it."""
    app.page.evaluate(
        """(text) => {
        const box = document.getElementById("sources");
        box.value = text;
        box.dispatchEvent(new Event("input", { bubbles: true }));
    }""",
        sources,
    )


def test_a_big_text_is_folded_checked_whole_and_unfolds_on_request(app) -> None:
    assert len(SOURCES) > 500_000  # web/fold.js FOLD_CHARS
    app.open()
    app.wait_ready()
    before = app.checks()
    app.page.fill("#answer", ANSWER)
    _set_by_script(app, SOURCES)
    assert app.page.is_hidden("#sources")
    fold = app.page.locator("#sources + .fold")
    assert fold.is_visible()
    assert f"{len(SOURCES):,}" in fold.inner_text()
    assert fold.locator("pre").inner_text().startswith('["Source 0 says')
    app.page.wait_for_selector(
        f'body[data-state="ready"] #report[data-checks]:not([data-checks="{before}"])',
        timeout=60_000,
    )
    # Every source was read (the answer cites [8]; the other 89 are unused): the fold
    # hides the text, never cuts it.
    assert app.page.locator("[data-unused-source]").count() == 89
    assert app.page.input_value("#sources") == SOURCES
    fold.get_by_role("button").click()
    assert app.page.is_visible("#sources") and app.page.is_hidden("#sources + .fold")
    assert app.page.evaluate("document.activeElement.id") == "sources"
    # Typing in the box the user opened does not fold it again.
    app.page.keyboard.press("End")
    app.page.keyboard.type("x")
    assert app.page.is_visible("#sources")
    # Clearing empties it; a small text is never folded.
    app.page.click("#clear")
    assert app.page.is_visible("#sources") and app.page.is_hidden("#sources + .fold")


def test_a_big_paste_is_folded_before_the_browser_inserts_it(app) -> None:
    app.open()
    app.wait_ready()
    app.page.fill("#sources", "[")
    app.page.evaluate(
        """(text) => {
        const box = document.getElementById("sources");
        box.focus();
        box.setSelectionRange(1, 1);
        const data = new DataTransfer();
        data.setData("text/plain", text);
        const init = { clipboardData: data, bubbles: true, cancelable: true };
        box.dispatchEvent(new ClipboardEvent("paste", init));
    }""",
        SOURCES[1:],
    )
    assert app.page.is_hidden("#sources")
    assert app.page.input_value("#sources") == SOURCES
    # A small paste goes in as the browser inserts it.
    app.page.locator("#sources + .fold").get_by_role("button").click()
    app.page.fill("#sources", "")
    assert app.page.is_visible("#sources")
