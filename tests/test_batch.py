"""ragcite.batch: reading runs, per-run figures, and a state that merges exactly.

The property tests split a batch into partial states in any way, merge them in any order
and tree shape, and require the one-pass state byte for byte (issue 19's contract).
"""

from __future__ import annotations

import functools
import itertools
import json
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ragcite
from ragcite import batch
from ragcite.batch import BatchState, ReadError, Record
from ragcite.report import view

SKY = '["The sky is blue because air scatters blue light.", "Grass is green."]'
OLLAMA_CUT = json.dumps(
    {
        "model": "m",
        "message": {"role": "assistant", "content": "The sky is blue [1]. The grass is"},
        "done": True,
        "done_reason": "length",
    }
)
RUNS = [
    (SKY, "The sky is blue because air scatters blue light [1]."),
    (SKY, "The sky is blue [1]. Grass is green [2]. Rain is wet."),
    (SKY, "Paris is the capital of France. It has 2 million people."),
    (SKY, "The sky is green [7]. Grass is purple [2]."),
    (SKY, OLLAMA_CUT),
    (SKY, json.dumps({"answer": "Blue.", "citations": [{"source": 1, "quote": "sky is red"}]})),
    ('["unterminated', "The sky is blue [1]."),
    ("", "The sky is blue [1]."),
]
"""Small runs that touch every count: supported, partly, uncited, no citation, bad
marker, truncated, a quote not found, an unreadable sources field, no sources."""


_check = ragcite.check


@functools.cache
def _cached_check(sources: str, answer: str, options: Any = None) -> ragcite.Report:
    return _check(sources, answer, options)


@pytest.fixture
def fast_check(monkeypatch: pytest.MonkeyPatch) -> None:
    # The properties are about aggregation: check each distinct run once.
    monkeypatch.setattr(ragcite, "check", _cached_check)


def test_read_jsonl_fields_and_errors(tmp_path: Path) -> None:
    path = tmp_path / "runs.jsonl"
    lines = [
        {"label": "m1", "id": "a", "sources": ["S."], "answer": "S [1]."},
        {"label": "m2", "answer": {"message": {"content": "S [1]."}}},
        {"label": "m3", "id": 7, "sources": "S.", "answer": "x"},
        {"label": "m4", "id": "no-answer", "sources": "S."},
    ]
    text = "\n".join(json.dumps(x) for x in lines[:2]) + "\n\n{broken\n"
    text += "\n".join(json.dumps(x) for x in lines[2:]) + "\n"
    path.write_bytes("\ufeff".encode() + text.encode() + b'{"answer": "\xff"}\n')
    out = list(batch.read_jsonl(path, shared_sources="SHARED"))
    assert out[0] == Record("m1", "a", '["S."]', "S [1].", 1)
    assert out[1] == Record("m2", "2", "SHARED", '{"message": {"content": "S [1]."}}', 2)
    assert isinstance(out[2], ReadError) and out[2].line == 4 and out[2].label is None
    assert str(out[2]).startswith("line 4: JSON error at column 2")
    assert out[3] == Record("m3", "7", "S.", "x", 5)
    assert out[4] == ReadError('no "answer"', 6, "m4", "no-answer")
    assert isinstance(out[5], ReadError) and out[5].line == 7
    assert "not UTF-8" in out[5].message
    assert len(out) == 6


def test_read_jsonl_needs_sources() -> None:
    (error,) = batch.read_jsonl(['{"label": "x", "answer": "A."}'])
    assert isinstance(error, ReadError)
    assert str(error) == 'line 1: no "sources" (and no shared sources file)'


def test_read_csv_multiline_and_errors(tmp_path: Path) -> None:
    path = tmp_path / "runs.csv"
    path.write_text(
        'label,id,sources,answer\nm1,a,"[""S.""]","S\n[1]."\nm2,b,S.\n\nm3,,S.,T.\n',
        encoding="utf-8",
    )
    out = list(batch.read_runs(path))
    assert out[0] == Record("m1", "a", '["S."]', "S\n[1].", 2)
    assert out[1] == ReadError("3 fields, the header has 4", 4)
    assert out[2] == Record("m3", "6", "S.", "T.", 6)
    (bad,) = batch.read_csv(["label,text", "a,b"])
    assert str(bad) == 'line 1: the CSV header has no "answer" column'


def test_figures_match_the_summary_bar(example: dict[str, str]) -> None:
    for sources, answer in [(example["sources"], example["answer"]), *RUNS[:6]]:
        report = ragcite.check(sources, answer)
        data = report.as_dict()
        counts = view.build(data)["counts"]
        f = batch.figures(report).counts
        middle = next(
            k
            for k in counts
            if k not in ("supported", "unsupported") and k in ("weak", "partly_supported")
        )
        assert f["supported"] == counts["supported"]
        assert f["partly_supported"] == counts[middle]
        assert f["unsupported"] == counts["unsupported"]
        assert f["uncited_claims"] == counts["uncited"] == len(data["uncited_sentences"])
        assert f["bad_marker"] == counts["bad_marker"]
        assert f["no_citation"] == int(not data["citations"])
        assert f["truncated"] == int(data["answer"]["truncated"])
        assert f["unused_sources"] == len(data["unused_sources"])


def test_quantile_nearest_rank() -> None:
    state = batch.LabelState()
    values = [0.0, 0.25, 0.25, 0.5, 0.999, 1.0, 1.0, 1.0, 0.731, 0.1]
    for v in values:
        run = batch.RunFigures(dict.fromkeys(batch.COUNTS, 0), [round(v * batch.SCALE)], None, 0)
        state.add(Record("x", "1", "", ""), run)
    ordered = sorted(values)
    for q in (0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0):
        exact = ordered[max(1, math.ceil(q * len(values))) - 1]
        got = state.quantile(q)
        assert got is not None and abs(got - exact) <= 0.001, q
    assert state.quantile(0.1) == 0.0 and state.quantile(0.3) == 0.25
    assert batch.LabelState().quantile(0.1) is None


def test_unreadable_records_counted_per_label(fast_check: None) -> None:
    records: list[Record | ReadError] = [
        Record("m1", "r1", *RUNS[0], line=1),
        Record("m1", "r2", *RUNS[6], line=2),
        ReadError("JSON error at column 1: Expecting value", 3),
        ReadError('no "answer"', 4, "m2", "r4"),
    ]
    result = batch.finalize(batch.partial(records)).as_dict()
    m1, m2 = result["labels"]
    assert (m1["label"], m1["runs"], m1["unreadable"]) == ("m1", 1, 1)
    assert m1["unreadable_records"][0]["id"] == "r2"
    assert m1["unreadable_records"][0]["message"].startswith("sources: JSON error")
    assert (m2["runs"], m2["unreadable"]) == (0, 1)
    assert result["unreadable"]["count"] == 3 == result["total"]["unreadable"]
    assert [r["line"] for r in result["unreadable"]["records"]] == [3, 2, 4]


def test_merge_refuses_other_options() -> None:
    with pytest.raises(ValueError, match="other options"):
        batch.merge(BatchState.empty(), BatchState.empty({"threshold": 0.9}))


def test_state_json_is_versioned() -> None:
    with pytest.raises(ValueError, match="batch-state/1"):
        BatchState.from_json('{"schema": "x"}')


RECORDS = st.lists(
    st.tuples(
        st.sampled_from(["gpt", "llama", "mistral"]),
        st.sampled_from(["a", "b", "c", "d", "e", "f"]),
        st.integers(0, len(RUNS)),  # len(RUNS) stands for a line that could not be read
    ),
    max_size=24,
)


def _items(drawn: list[tuple[str, str, int]]) -> list[Record | ReadError]:
    items: list[Record | ReadError] = []
    for line, (label, ident, k) in enumerate(drawn, 1):
        if k == len(RUNS):
            items.append(ReadError("JSON error at column 1: Expecting value", line))
        else:
            items.append(Record(label, ident, *RUNS[k], line=line))
    return items


def _merge_tree(states: list[BatchState], shape: list[int]) -> BatchState:
    """Merge ``states`` pairwise in an order chosen by ``shape``: any tree, any order."""
    states = list(states)
    i = 0
    while len(states) > 1:
        k = shape[i % len(shape)] % (len(states) - 1) if shape else 0
        a, b = states.pop(k), states.pop(k)
        states.insert(k, batch.merge(b, a) if i % 2 else batch.merge(a, b))
        i += 1
    return states[0]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    drawn=RECORDS,
    order=st.randoms(use_true_random=False),
    cuts=st.lists(st.integers(0, 24), max_size=6),
    shape=st.lists(st.integers(0, 100), max_size=8),
)
def test_any_split_and_order_equals_one_pass(
    fast_check: None,
    drawn: list[tuple[str, str, int]],
    order: Any,
    cuts: list[int],
    shape: list[int],
) -> None:
    items = _items(drawn)
    one_pass = batch.partial(items)
    shuffled = list(items)
    order.shuffle(shuffled)
    bounds = sorted({0, len(shuffled), *(c for c in cuts if c <= len(shuffled))})
    parts = [batch.partial(shuffled[a:b]) for a, b in itertools.pairwise(bounds)]
    # Each partial goes through JSON, as between processes or cluster workers.
    parts = [BatchState.from_json(p.to_json()) for p in parts] or [BatchState.empty()]
    merged = _merge_tree(parts, shape)
    assert merged.to_json() == one_pass.to_json()
    assert batch.finalize(merged).as_dict() == batch.finalize(one_pass).as_dict()


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(a=RECORDS, b=RECORDS, c=RECORDS)
def test_merge_is_associative_and_commutative(
    fast_check: None, a: list[tuple[str, str, int]], b: list[tuple[str, str, int]], c: Any
) -> None:
    x, y, z = (batch.partial(_items(d)) for d in (a, b, c))
    left = batch.merge(batch.merge(x, y), z).to_json()
    assert left == batch.merge(x, batch.merge(y, z)).to_json()
    assert left == batch.merge(z, batch.merge(y, x)).to_json()
    assert batch.merge(x, BatchState.empty()).to_json() == x.to_json()


def test_result_follows_its_schema(fast_check: None, batch_schema: dict[str, Any]) -> None:
    import jsonschema

    from ragcite.batch import SCHEMA

    schema = batch_schema
    assert schema["properties"]["schema"]["const"] == SCHEMA
    items = _items([(label, str(i), i % (len(RUNS) + 1)) for i, label in enumerate("abc" * 6)])
    result = batch.finalize(batch.partial(items), {"engine": "test"}).as_dict()
    jsonschema.validate(result, schema)
    row_fields = set(schema["$defs"]["row"]["properties"])
    assert set(result["total"]) == row_fields  # every field documented, none missing


def test_citation_metrics_pool_the_reports_counts(fast_check: None) -> None:
    """Citation recall and precision of a label are the reports' counts added up (exact
    under any split), and ``mean_citation_*`` is ALCE's corpus figure: the mean of the
    runs' own values."""
    runs = [RUNS[0], RUNS[1], RUNS[2], RUNS[3]]
    records: list[Record | ReadError] = [
        Record("m", str(i), s, a, line=i + 1) for i, (s, a) in enumerate(runs)
    ]
    reports = [ragcite.check(s, a).metrics for s, a in runs]
    row = batch.finalize(batch.partial(records)).as_dict()["labels"][0]
    assert all(m is not None for m in reports)
    claims = sum(m.claims for m in reports if m)
    supported = sum(m.supported_claims for m in reports if m)
    citations = sum(m.citations for m in reports if m)
    precise = sum(m.precise_citations for m in reports if m)
    assert (row["citation_recall_claims"], row["citation_recall_supported"]) == (claims, supported)
    assert row["citation_recall"] == round(supported / claims, 4)
    assert row["citation_precision"] == round(precise / citations, 4)
    scored = [m for m in reports if m and m.citation_recall is not None]
    assert row["runs_with_citation_metrics"] == len(scored)
    mean = sum(m.citation_recall or 0.0 for m in scored) / len(scored)
    assert row["mean_citation_recall"] == pytest.approx(mean, abs=1e-4)
    r, p = row["citation_recall"], row["citation_precision"]
    assert row["citation_f1"] == round(2 * r * p / (r + p), 4)
    # A state written before the citation figures existed is refused, not misread.
    text = json.loads(batch.partial(records).to_json())
    del text["labels"]["m"]["citation_recall_sum"]
    with pytest.raises(KeyError):
        BatchState.from_json(json.dumps(text))
