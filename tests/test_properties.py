"""For arbitrary text in both fields, check() returns a report or raises InputError."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ragcite
from ragcite.api import handle
from ragcite.model import InputError, Report

# Text that is likely to hit the parsers' edges: brackets, JSON, stream and marker syntax.
FRAGMENTS = st.sampled_from(
    [
        "[1]",
        "[2, 3]",
        "[1-3]",
        "【4】",
        "［１］",
        "^1",
        "[^2]",
        "(source: doc1)",
        "{",
        "}",
        '"',
        "data: ",
        "data: [DONE]",
        "\n",
        "\n\n",
        "---",
        "Source 1:",
        "[doc2] ",
        ". ",
        "。",
        '{"message": {"content": "',
        '"done": true}',
        "```json\n",
        "```",
        "3.5",
        "1,544",
        "e.g. ",
        "Dr. ",
        "\u00a0",
        "\N{RIGHT DOUBLE QUOTATION MARK}",
        "\ufeff",
    ]
)
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
