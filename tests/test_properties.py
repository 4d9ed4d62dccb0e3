"""For arbitrary text in both fields, check() returns a report or raises InputError."""

from __future__ import annotations

import json

from fragments import EDGE_FRAGMENTS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ragcite
from ragcite.api import handle
from ragcite.model import InputError, Report

FRAGMENTS = st.sampled_from(EDGE_FRAGMENTS)
PASTES = st.lists(st.one_of(st.text(max_size=20), FRAGMENTS), max_size=25).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sources=PASTES, answer=PASTES)
def test_check_returns_report_or_input_error(sources: str, answer: str) -> None:
    try:
        report = ragcite.check(sources, answer)
    except InputError as err:
        assert err.where in ("sources", "answer")
        return
    assert isinstance(report, Report)
    json.dumps(report.as_dict())  # the report is always serialisable


@settings(max_examples=40, deadline=None)
@given(sources=PASTES, answer=PASTES)
def test_api_always_answers(sources: str, answer: str) -> None:
    reply = json.loads(handle(json.dumps({"type": "check", "sources": sources, "answer": answer})))
    assert reply["ok"] or reply["error"]["where"] in ("sources", "answer"), reply
