"""Provider citation formats, checked at the parser layer (no pipeline needed).

The fixtures are tests/cases/provider-*.json, written by
tests/fixtures/make_provider_fixtures.py with every offset computed from the text. Their
``expected`` part runs through ``ragcite.check`` in test_cases.py; their ``parsed`` part is
checked here against the parsed Answer and SourceSet after ``formats.bind_citations``.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ragcite.model import InputError
from ragcite.read.formats import (
    ANSWER_FORMATS,
    answer_formats,
    bind_citations,
    parse_answer,
    parse_sources,
)
from ragcite.read.offsets import UNITS, Unit, match_unit, to_chars, utf8_len, utf16_len
from ragcite.read.providers.base import Paste

HERE = Path(__file__).parent
GENERATOR = HERE / "fixtures" / "make_provider_fixtures.py"
PROVIDER_FORMATS = [
    "anthropic",
    "openai-responses",
    "cohere",
    "gemini",
    "vertex-check-grounding",
    "mistral",
    "perplexity",
]


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location("make_provider_fixtures", GENERATOR)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _paste(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)


def _cases() -> list[Any]:
    params = []
    for path in sorted((HERE / "cases").glob("provider-*.json")):
        for number, case in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            params.append(pytest.param(case, id=f"{path.stem}[{number}]"))
    return params


def _lookup(data: Any, path: str) -> Any:
    for part in path.split("/"):
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data


def _read(case: dict[str, Any]) -> dict[str, Any]:
    options = case.get("options") or {}
    answer = parse_answer(_paste(case["answer"]), options.get("answer_format", "auto"))
    raw_sources = _paste(case.get("sources", ""))
    sources = parse_sources(raw_sources) if raw_sources.strip() else answer.sources
    bind_citations(answer, sources)
    return {"answer": asdict(answer), "sources": asdict(sources) if sources else None}


@pytest.mark.parametrize("case", _cases())
def test_parsed(case: dict[str, Any]) -> None:
    data = _read(case)
    # The report-level expectations that are the parser's own business hold here too.
    want = {
        k.removeprefix("answer/"): v
        for k, v in case["expected"].items()
        if k.split("/")[0] == "answer"
        and k.count("/") == 1
        and k.split("/")[1] in ("format", "text", "truncated", "mode", "finish_reason")
    }
    want = {f"answer/{k}": v for k, v in want.items()}
    failures = []
    for key, expected in {**want, **case["parsed"]}.items():
        path, op = (key[:-4], "len") if key.endswith("#len") else (key, "eq")
        try:
            got = _lookup(data, path)
        except (KeyError, IndexError, TypeError) as err:
            failures.append(f"{key}: missing ({err!r})")
            continue
        if op == "len":
            got = len(got)
        if got != expected:
            failures.append(f"{key}: got {got!r}, want {expected!r}")
    assert not failures, case["label"] + "\n  " + "\n  ".join(failures)


def test_case_files_are_current() -> None:
    """The committed case files are exactly what the generator writes (offsets and all)."""
    for name, body in _generator().render().items():
        assert (HERE / "cases" / name).read_text(encoding="utf-8") == body, (
            f"{name} is stale: run python tests/fixtures/make_provider_fixtures.py"
        )


def _expected_format(case: dict[str, Any]) -> str | None:
    return case["expected"].get("answer/format") or case["parsed"].get("answer/format")


@pytest.mark.parametrize("case", [p for p in _cases() if _expected_format(p.values[0]) is not None])
def test_detected_without_hint(case: dict[str, Any]) -> None:
    """Auto-detection picks the provider format the case expects (cases about a sources
    reader expect no answer format and are left out)."""
    fmt = _expected_format(case)
    answer = parse_answer(_paste(case["answer"]))
    assert answer.format == fmt


def test_every_provider_format_is_listed_before_the_general_ones() -> None:
    names = [f.name for f in ANSWER_FORMATS]
    for name in PROVIDER_FORMATS:
        assert name in answer_formats()
        assert names.index(name) < names.index("json-citations") < names.index("text")


@pytest.mark.parametrize("name", PROVIDER_FORMATS)
def test_forced_format_on_broken_json_is_located(name: str) -> None:
    with pytest.raises(InputError) as info:
        parse_answer('{"candidates": [\n  {"content": }', name)
    assert info.value.where == "answer" and info.value.line == 2


@pytest.mark.parametrize("name", PROVIDER_FORMATS)
def test_forced_format_on_other_shape_is_an_input_error(name: str) -> None:
    with pytest.raises(InputError):
        parse_answer("Just prose [1].", name)


JUNK = [
    "",
    "{}",
    "[]",
    "null",
    '{"content": 3}',
    '{"candidates": [1]}',
    '{"claims": [{}]}',
    '{"choices": [{"message": {"content": [{"type": "reference"}]}}]}',
    '{"message": {"content": [5]}, "finish_reason": 1}',
    'data: {"type": "message_start"}',
    'data: {"type": "response.output_text.delta", "delta": 5}',
    '{"text": "x", "generation_id": 1, "citations": [{"document_ids": [null]}]}',
    '{"output": [{"type": "message", "content": [{"type": "output_text", "text": "a", '
    '"annotations": [{"type": "url_citation", "start_index": "x"}]}]}], "status": "x"}',
    '{"candidates": [{"content": {"parts": [{"text": "é"}]}, "groundingMetadata": '
    '{"groundingSupports": [{"segment": {"startIndex": 1, "endIndex": 2, "partIndex": 9}, '
    '"groundingChunkIndices": [0]}]}}]}',
    '{"supportScore": 1, "claims": [{"startPos": 3, "endPos": 1, "claimText": 5}]}',
    '{"type": "message", "content": [{"type": "text", "text": 1, "citations": [{}]}]}',
]


@pytest.mark.parametrize("paste", JUNK)
def test_odd_shapes_never_crash(paste: str) -> None:
    """Sniffers never raise; whatever claims a paste reads it or raises InputError."""
    for fmt in ANSWER_FORMATS:
        with contextlib.suppress(InputError):
            fmt.read(Paste(paste))


@given(st.text(max_size=40), st.data())
def test_offsets_round_trip(text: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    for unit in UNITS:
        a, b = from_chars(text, start, end, unit)
        assert to_chars(text, a, b, unit) == (start, end)
        hit = match_unit(text, a, b, text[start:end], (unit,))
        assert hit is not None and text[hit[1] : hit[2]] == text[start:end]


def test_units_differ_on_the_fixture_text() -> None:
    text = "naïve café 日本語 🙂 ok"
    at = text.index("ok")
    spans = {unit: from_chars(text, at, at + 2, unit) for unit in UNITS}
    assert len(set(spans.values())) == 3, spans


def test_sources_readers_leave_other_json_alone() -> None:
    assert parse_sources('["a", "b"]').format == "json-strings"
    assert parse_sources('{"facts": [{"text": "x"}]}').format != "vertex-grounding-request"
    assert parse_sources('{"1": "x"}').format != "mistral-references"
    with pytest.raises(InputError):
        parse_sources('{"messages": [{"type": "document",')


def test_gemini_part_index_without_thought_parts() -> None:
    """partIndex 0 pointing at a thought part is read as the first answer part, and said."""
    part = "Le café ouvre à 7 h."
    response = {
        "candidates": [
            {
                "content": {"parts": [{"text": "plan", "thought": True}, {"text": part}]},
                "groundingMetadata": {
                    "groundingChunks": [{"retrievedContext": {"text": "Le café ouvre à 7 h."}}],
                    "groundingSupports": [
                        {
                            "segment": {"endIndex": len(part.encode()), "text": part},
                            "groundingChunkIndices": [0],
                        }
                    ],
                },
            }
        ]
    }
    answer = parse_answer(json.dumps(response, ensure_ascii=False))
    check = answer.citations[0].check
    assert check is not None
    assert check.status == "verified" and "not counting thought parts" in check.message
    assert (answer.citations[0].start, answer.citations[0].end) == (0, len(part))


def test_cohere_v1_stream_as_sse_reads_like_ndjson() -> None:
    case = next(
        c for c in (p.values[0] for p in _cases()) if c["label"].startswith("cohere v1 NDJSON")
    )
    lines = [line for line in case["answer"].splitlines() if line.strip()]
    as_sse = "\n\n".join(f"data: {line}" for line in lines)
    a, b = parse_answer(case["answer"]), parse_answer(as_sse)
    assert b.format == a.format == "cohere-v1-stream"
    assert (b.text, [c.index for c in b.citations]) == (a.text, [c.index for c in a.citations])


def from_chars(text: str, start: int, end: int, unit: Unit) -> tuple[int, int]:
    """Code-point ``(start, end)`` expressed in ``unit`` (the inverse of :func:`to_chars`).

    >>> from_chars("naïve café", 6, 10, "UTF-8 bytes")
    (7, 12)
    >>> from_chars("🙂 ok", 2, 4, "UTF-16 units")
    (3, 5)
    """
    if unit == "code points":
        return start, end
    measure = utf8_len if unit == "UTF-8 bytes" else utf16_len
    first = measure(text[:start])
    return first, first + measure(text[start:end])
