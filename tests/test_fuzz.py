"""Fuzzing: mutated real provider responses and arbitrary text, checked against the
invariants of issue 11.

Invariants, for every pair of inputs:

1. ``ragcite.check`` returns a report or raises :class:`InputError` — nothing else.
2. Every offset the report gives slices the text it claims: sentences (characters and
   UTF-8 bytes), citation spans, quote matches and closest passages in their source,
   highlighted spans.
3. Every output is valid: the JSON report is strict JSON (no NaN, no lone surrogate) and
   encodes as UTF-8, and so do the HTML, Markdown and CSV renderings; HTML has no NUL.

Seeds are the inputs of ``tests/cases/*.json`` (real provider response shapes, recorded
or generated from the documented formats). Mutations: drop or retype keys, huge,
negative, fractional and non-finite numbers, ids far beyond any list, deep nesting, lone
surrogates, control and bidi characters, cut-off pastes.

Two profiles (``RAGCITE_FUZZ``): ``ci`` (the default, a few hundred examples, part of the
suite) and ``fuzz`` (100,000 examples per test; the README's development section gives
the command, bench/README.md the figures).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from fragments import EDGE_FRAGMENTS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ragcite
from ragcite.model import InputError, Report, ShapeError
from ragcite.read.offsets import utf8_len
from ragcite.report.render import render_csv, render_html, render_markdown
from ragcite.verify.quotes import clean_quote

CASES = Path(__file__).parent / "cases"

settings.register_profile(
    "ci", max_examples=150, deadline=None, suppress_health_check=list(HealthCheck)
)
settings.register_profile(
    "fuzz",
    max_examples=int(os.environ.get("RAGCITE_FUZZ_EXAMPLES", "100000")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
PROFILE = settings.get_profile(os.environ.get("RAGCITE_FUZZ", "ci"))


def _seeds() -> list[tuple[Any, Any]]:
    seeds = []
    for path in sorted(CASES.glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8")):
            if isinstance(case, dict) and "answer" in case:
                seeds.append((case.get("sources", ""), case["answer"]))
    return seeds


SEEDS = _seeds()


# --- invariants ------------------------------------------------------------------------


def check_invariants(sources: str, answer: str) -> Report | InputError:
    """Run one check and assert the invariants of the module docstring."""
    try:
        report = ragcite.check(sources, answer)
    except InputError as err:
        assert not isinstance(err, ShapeError), f"a reader failed on a field: {err}"
        assert err.where in ("sources", "answer"), err
        assert "\n" not in str(err), repr(str(err))
        return err
    assert isinstance(report, Report)
    data = report.as_dict()
    strict = json.dumps(data, ensure_ascii=False, allow_nan=False)
    strict.encode("utf-8")  # no lone surrogate anywhere in the report
    text = report.answer.text
    for s in report.sentences:
        assert text[s.start : s.end] == s.text
        assert s.start_byte == utf8_len(text[: s.start])
        assert s.end_byte == s.start_byte + utf8_len(s.text)
        for span in s.support.missing_spans if s.support else []:
            assert 0 <= span[0] <= span[1] <= len(text), span
    for c in report.citations:
        if c.start is not None:
            assert c.end is not None and 0 <= c.start <= c.end <= len(text), (c.start, c.end)
            marker = c.detail.get("marker")
            if c.mode == "markers" and isinstance(marker, str):
                assert text[c.start : c.end] == marker
        if c.resolved is not None:
            assert 1 <= c.resolved <= len(report.sources)
            source = report.sources[c.resolved - 1].text
            if c.match_start is not None and c.match_end is not None:
                assert 0 <= c.match_start <= c.match_end <= len(source)
                if c.result == "exact" and c.quote:
                    found = source[c.match_start : c.match_end]
                    assert found in (c.quote.strip(), clean_quote(c.quote)[0]), found
            if c.closest is not None:
                assert source[c.closest.start : c.closest.end] == c.closest.text
    html = render_html(report)
    assert "\x00" not in html
    html.encode("utf-8")
    render_markdown(report).encode("utf-8")
    render_csv(report).encode("utf-8")
    return report


# --- mutations of real responses -------------------------------------------------------

HOSTILE_STRINGS = [
    "\ud800",
    "\udfff",
    "\x00",
    "\x07\x1b[31m",
    "\u202e\u2066\u200f",
    "\ufeff",
    "\r\n\r",
    "[999999999]",
    "doc_999999999",
    "【999†source】",
    "[^1]",
    '"}]',
    "<script>alert(1)</script>",
    "{{ 7*7 }}",
]
HOSTILE_NUMBERS: list[Any] = [
    -1,
    0,
    2**31,
    10**18,
    999_999_999,
    1.5,
    -0.0,
    float("nan"),
    float("inf"),
    float("-inf"),
    "12",
    True,
    None,
]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if len(prefix) > 60:
        return found  # deep nesting made by an earlier mutation: no need to walk it
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*prefix, i))
    return found


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


@st.composite
def mutated(draw: st.DrawFn, value: Any) -> Any:
    """``value`` (a decoded JSON response) with a few hostile changes."""
    value = json.loads(json.dumps(value))  # a private copy
    for _ in range(draw(st.integers(0, 4))):
        paths = _paths(value)
        path = draw(st.sampled_from(paths))
        op = draw(st.sampled_from(["drop", "retype", "number", "string", "nest", "ids"]))
        if not path:
            if op == "nest":
                value = [[value]] * 1 if draw(st.booleans()) else {"a": value}
            continue
        parent, key = _get(value, path[:-1]), path[-1]
        current = parent[key]
        if op == "drop" and isinstance(parent, dict):
            del parent[key]
        elif op == "retype":
            parent[key] = draw(st.sampled_from([None, "", [], {}, 0, "x", [current]]))
        elif op == "number":
            parent[key] = draw(st.sampled_from(HOSTILE_NUMBERS))
        elif op == "string" and isinstance(current, str):
            at = draw(st.integers(0, len(current)))
            parent[key] = current[:at] + draw(st.sampled_from(HOSTILE_STRINGS)) + current[at:]
        elif op == "nest":
            depth = draw(st.sampled_from([3, 50, 199, 250]))
            nested: Any = current
            for _ in range(depth):
                nested = [nested]
            parent[key] = nested
        elif op == "ids" and isinstance(current, int | float) and not isinstance(current, bool):
            parent[key] = draw(st.sampled_from([999_999_999, 10**30, -5, 1e400]))
    return value


def _as_text(value: Any, draw: st.DrawFn) -> str:
    if isinstance(value, str):
        return value
    # allow_nan writes NaN / Infinity as Python does; ensure_ascii=False keeps raw lone
    # surrogates in the str, ensure_ascii=True writes them as \ud800 escapes.
    text = json.dumps(value, allow_nan=True, ensure_ascii=draw(st.booleans()))
    if draw(st.integers(0, 9)) == 0:
        text = text[: draw(st.integers(0, len(text)))]  # a paste cut short
    if "Infinity" in text and draw(st.booleans()):
        text = text.replace("Infinity", "1e400")
    if draw(st.integers(0, 19)) == 0:
        text = text.replace("1", "9" * 5000, 1)  # a huge integer somewhere
    if draw(st.integers(0, 29)) == 0:
        deep = draw(st.sampled_from(["[", '{"a":']))
        text = deep * 5000 + text  # nested far too deep (and unclosed)
    return text


@st.composite
def mutated_pair(draw: st.DrawFn) -> tuple[str, str]:
    sources, answer = draw(st.sampled_from(SEEDS))
    if draw(st.booleans()):
        answer = draw(mutated(answer))
    if draw(st.integers(0, 2)) == 0:
        sources = draw(mutated(sources))
    return _as_text(sources, draw), _as_text(answer, draw)


@PROFILE
@given(pair=mutated_pair())
def test_mutated_provider_responses(pair: tuple[str, str]) -> None:
    check_invariants(*pair)


# --- arbitrary text --------------------------------------------------------------------

FRAGMENTS = st.sampled_from(EDGE_FRAGMENTS)
PASTES = st.lists(st.one_of(st.text(max_size=20), FRAGMENTS), max_size=30).map("".join)


@PROFILE
@given(sources=PASTES, answer=PASTES)
def test_arbitrary_text(sources: str, answer: str) -> None:
    check_invariants(sources, answer)
