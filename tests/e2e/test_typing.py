"""Checking as you type (issue 14): no fixed debounce, one check in flight, edits coalesced.

Behaviour, not timing (durations are measured by bench/boot.py): an edit made while no
check runs starts one at once (the page is "checking" right after the input event); the
edits made while a large check runs give exactly one more check, whose report is the
last text's; an event that changes nothing checks nothing.
"""

from __future__ import annotations

import json

import pytest
from e2e_app import App

pytestmark = pytest.mark.browser

# A large paste: its check takes a while, and says "checking" meanwhile.
BIG_SOURCES = json.dumps([f"Source {n} says the tower is {n} m tall. " * 200 for n in range(60)])
BIG_ANSWER = " ".join(f"The tower is {n} metres tall [{n % 60 + 1}]." for n in range(300))

# All in one task of the page: the first check's reply is a message event, which cannot
# arrive before the task ends, so the five later edits surely happen while it runs.
EDITS = """([sources, answer]) => {
  const box = document.getElementById("answer");
  const states = [];
  document.getElementById("sources").value = sources;
  const edits = [0, 1, 2, 3, 4].map((n) => `${answer} Edit ${n} has no marker.`);
  for (const text of [answer, ...edits]) {
    box.value = text;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    states.push(document.body.dataset.state);
  }
  return states;
}"""


def test_edits_during_a_check_are_coalesced_into_one(app: App) -> None:
    app.open()
    app.wait_ready()
    before = app.checks()
    # Idle: the first edit is checked at once (no debounce wait); the rest coalesce.
    assert app.page.evaluate(EDITS, [BIG_SOURCES, BIG_ANSWER]) == ["checking"] * 6
    app.page.wait_for_selector(
        f'body[data-state="ready"] #report[data-checks]:not([data-checks="{before}"])'
        f':not([data-checks="{before + 1}"])',
        timeout=120_000,
    )
    assert app.checks() == before + 2, "five edits during one check make one more check"
    assert "Edit 4 has no marker." in app.report_text()
    assert "Edit 3 has no marker." not in app.report_text()

    # A "change" event after the edits changes nothing: no new check.
    app.page.dispatch_event("#answer", "change")
    app.page.wait_for_timeout(300)
    assert app.page.get_attribute("body", "data-state") == "ready"
    assert app.checks() == before + 2
