"""Issue 11: every cap gives a plain located error, the five classes of hostile input give
a report or an input error (library and CLI, in bounded time and memory), files in other
encodings are read or reported, and the exports stay valid.

Time bounds here are generous (the machine running the suite may be busy); the figures
are in bench/README.md (``bench/adversarial.py``).
"""

from __future__ import annotations

import csv
import io
import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from test_fuzz import check_invariants

import ragcite
from ragcite import limits
from ragcite.cli import main
from ragcite.model import InputError
from ragcite.read import jsontext
from ragcite.report.render import render_csv

ROOT = Path(__file__).resolve().parents[1]
SOURCES = '["The sky is blue.", "Grass is green."]'
ANSWER = "The sky is blue [1]."


def _chat(content: str, **extra: object) -> str:
    return json.dumps(
        {"model": "m", "message": {"role": "assistant", "content": content}, "done": True} | extra
    )


def _with(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


HUGE = "9" * 5000
# The five classes of issue 11, each in the answer and in the sources.
HOSTILE: dict[str, tuple[str, str]] = {
    "deep list answer": (SOURCES, "[" * 50_000 + "]" * 50_000),
    "deep object answer": (SOURCES, '{"a":' * 50_000 + "1" + "}" * 50_000),
    "deep list sources": ("[" * 50_000 + "]" * 50_000, ANSWER),
    "deep object sources": ('{"a":' * 50_000 + "1" + "}" * 50_000, ANSWER),
    "65,000 [ as answer text": (SOURCES, "[" * 65_000),
    "65,000 [ as sources": ("[" * 65_000, ANSWER),
    "huge int answer": (
        SOURCES,
        _with(_chat(ANSWER, eval_count=1), '"eval_count": 1', f'"eval_count": {HUGE}'),
    ),
    "huge int sources": (
        f'[{{"text": "The sky is blue.", "id": {HUGE}, "page": -{HUGE}}}]',
        ANSWER,
    ),
    "NaN and Infinity answer": (
        SOURCES,
        _with(
            _chat(ANSWER, eval_count=1, prompt_eval_count=2),
            '"eval_count": 1, "prompt_eval_count": 2',
            '"eval_count": Infinity, "prompt_eval_count": NaN',
        ),
    ),
    "1e400 offsets answer": (
        SOURCES,
        '{"choices":[{"message":{"content":"Sky [1]."},"finish_reason":"stop"}],'
        '"usage":{"prompt_tokens":1e400,"completion_tokens":-1e400}}',
    ),
    "non-finite sources": ('[{"text": "The sky is blue.", "score": NaN, "page": 1e400}]', ANSWER),
    "lone surrogate answer": (SOURCES, _chat("The sky @ is blue [1].").replace("@", "\\ud800")),
    "lone surrogate sources": ('["The sky \\udc00 is blue."]', ANSWER),
    "raw surrogate and NUL": ("The sky\ud800 is\x00 blue.", "The sky\udfff is blue\x00 [1]."),
    "Cohere doc_999999999": (
        "",
        json.dumps(
            {
                "text": "Sky is blue.",
                "citations": [
                    {"start": 0, "end": 3, "text": "Sky", "document_ids": ["doc_999999999"]}
                ],
                "documents": [{"id": "doc_999999999", "text": "Sky"}],
                "finish_reason": "COMPLETE",
            }
        ),
    ),
    "Vertex chunk 999999999": (
        "",
        json.dumps(
            {
                "supportScore": 0.5,
                "citedChunks": [{"chunkText": "Sky", "source": "999999999"}],
                "claims": [
                    {"startPos": 0, "endPos": 3, "claimText": "Sky", "citationIndices": [0]}
                ],
            }
        ),
    ),
    "Gemini chunk index 999999999": (
        "",
        json.dumps(
            {
                "candidates": [
                    {
                        "content": {"parts": [{"text": "Sky is blue."}]},
                        "finishReason": "STOP",
                        "groundingMetadata": {
                            "groundingChunks": [{"retrievedContext": {"text": "Sky is blue"}}],
                            "groundingSupports": [
                                {
                                    "segment": {"endIndex": 3, "text": "Sky"},
                                    "groundingChunkIndices": [999999999],
                                }
                            ],
                        },
                    }
                ]
            }
        ),
    ),
    "Bedrock Converse documentIndex 999999999": (
        "",
        json.dumps(
            {
                "output": {
                    "message": {
                        "role": "assistant",
                        "content": [
                            {
                                "citationsContent": {
                                    "content": [{"text": "Sky is blue."}],
                                    "citations": [
                                        {
                                            "sourceContent": [{"text": "Sky is blue"}],
                                            "location": {
                                                "documentChar": {
                                                    "documentIndex": 999999999,
                                                    "start": 0,
                                                    "end": 3,
                                                }
                                            },
                                        }
                                    ],
                                }
                            }
                        ],
                    }
                },
                "stopReason": "end_turn",
            }
        ),
    ),
    "Anthropic document_index 1e18": (
        SOURCES,
        json.dumps(
            {
                "type": "message",
                "content": [
                    {
                        "type": "text",
                        "text": "Sky",
                        "citations": [
                            {
                                "type": "char_location",
                                "cited_text": "Sky",
                                "document_index": 10**18,
                                "start_char_index": 0,
                                "end_char_index": 3,
                            }
                        ],
                    }
                ],
                "stop_reason": "end_turn",
            }
        ),
    ),
    "marker [999999999999999999999]": (SOURCES, "Sky [999999999999999999999]."),
    "source id of 5,000 digits": (
        json.dumps([{"text": "Sky.", "id": "doc" + HUGE}]),
        "Sky [doc9].",
    ),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_input_gives_a_report_or_an_input_error(name: str) -> None:
    sources, answer = HOSTILE[name]
    check_invariants(sources, answer)


def _limit_memory() -> None:  # pragma: no cover (runs in the child)
    cap = 1536 * 1024 * 1024  # issue 11: under 1.5 GB
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_input_through_the_cli(name: str, tmp_path: Path) -> None:
    """Exit 0, 1 or 2; at most one stderr line; no traceback; bounded time and memory."""
    sources, answer = HOSTILE[name]
    (tmp_path / "s.txt").write_bytes(sources.encode("utf-8", "surrogatepass"))
    (tmp_path / "a.txt").write_bytes(answer.encode("utf-8", "surrogatepass"))
    # One run per case (a CLI start costs seconds on a busy machine): the JSON report, the
    # strictest output; test_fuzz.py renders Markdown, CSV and HTML for the same inputs.
    for flag in (["--json"],):
        done = subprocess.run(
            [sys.executable, "-m", "ragcite.cli", "check", "s.txt", "a.txt", *flag],
            cwd=tmp_path,
            capture_output=True,
            timeout=60,  # issue 11 asks for 5 s; generous here for a loaded CI machine
            preexec_fn=_limit_memory,
            env={**os.environ, "PYTHONPATH": str(ROOT / "pycore")},
        )
        err = done.stderr.decode("utf-8")
        assert done.returncode in (0, 1, 2), (done.returncode, err)
        assert "Traceback" not in err
        assert len(err.splitlines()) <= 1, err
        out = done.stdout.decode("utf-8")  # valid UTF-8 whatever the input held
        if done.returncode != 2 and flag == ["--json"]:
            json.loads(out, parse_constant=pytest.fail)  # strict JSON: no NaN / Infinity
        if done.returncode == 2:
            assert err.startswith("ragcite: ") and out == ""


# --- each cap, one plain message -------------------------------------------------------


def _error(sources: str, answer: str) -> InputError:
    with pytest.raises(InputError) as caught:
        ragcite.check(sources, answer)
    return caught.value


def test_depth_cap_is_located() -> None:
    err = _error("[" * 300, ANSWER)
    assert str(err) == "sources: JSON nested deeper than 200 levels at line 1, column 201"
    err = _error(SOURCES, '{"message": ' + "[" * 250 + "]" * 250 + "}")
    assert (err.where, err.line, err.column) == ("answer", 1, 212)  # the { is level 1


def test_depth_at_the_cap_is_read() -> None:
    value = jsontext.loads("[" * limits.MAX_JSON_DEPTH + "]" * limits.MAX_JSON_DEPTH)
    assert isinstance(value, list)


def test_field_size_caps() -> None:
    err = _error("x" * (limits.MAX_SOURCES_CHARS + 1), ANSWER)
    assert err.where == "sources" and "10,000,000" in err.message
    err = _error(SOURCES, "x" * (limits.MAX_ANSWER_CHARS + 1))
    assert err.where == "answer" and "2,000,000" in err.message


def test_sources_cap() -> None:
    err = _error(json.dumps(["s"] * (limits.MAX_SOURCES + 1)), ANSWER)
    assert err.message == "10,001 sources; ragcite checks at most 10,000"


def test_sentence_cap_is_located() -> None:
    answer = "Claim. " * limits.MAX_SENTENCES + "\nOne more. And more."
    err = _error(SOURCES, answer)
    assert err.where == "answer" and err.line == 2 and err.column == 1


def test_citation_cap_is_located() -> None:
    answer = "A claim " + "[1] " * (limits.MAX_CITATIONS + 5) + "."
    err = _error(SOURCES, answer)
    assert f"more than {limits.MAX_CITATIONS:,} citation markers" in err.message
    assert err.column == 9 + 4 * limits.MAX_CITATIONS


def test_long_sentence_is_shown_not_scored() -> None:
    answer = "word " * 2000 + "[1]."
    report = ragcite.check(SOURCES, answer)
    sentence = report.sentences[0]
    assert sentence.kind == "too_long" and not sentence.is_claim
    assert "10,004 characters" in sentence.why


def test_repairs_are_noted() -> None:
    report = ragcite.check(
        '[{"text": "The sky is blue.", "n": ' + HUGE + "}]",
        _chat("The sky @ is blue [1].").replace("@", "\\ud800"),
    )
    notes = report.answer.notes
    assert any(n.startswith("sources: 1 number of more than 100 digits") for n in notes), notes
    assert any(n.startswith("answer: 1 lone surrogate escape") for n in notes), notes
    assert "\ufffd" in report.answer.text


def test_numbers_from_responses_are_bounded() -> None:
    report = ragcite.check(SOURCES, HOSTILE["1e400 offsets answer"][1])
    assert report.answer.usage.prompt_tokens is None
    assert report.answer.usage.completion_tokens is None
    report = ragcite.check(SOURCES, HOSTILE["NaN and Infinity answer"][1])
    assert report.answer.usage.prompt_tokens in (None, 0)


# --- files given to the CLI ------------------------------------------------------------


def _cli(tmp_path: Path, answer: bytes, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    (tmp_path / "s.json").write_text(SOURCES, encoding="utf-8")
    (tmp_path / "a.txt").write_bytes(answer)
    code = main(["check", str(tmp_path / "s.json"), str(tmp_path / "a.txt"), "--json"])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"]
)
def test_cli_reads_unicode_files(
    encoding: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _cli(tmp_path, "Le ciel est bleu, é 🙂 [1].".encode(encoding), capsys)
    assert code in (0, 1), err
    assert json.loads(out)["answer"]["text"] == "Le ciel est bleu, é 🙂 [1]."


@pytest.mark.parametrize(
    ("data", "where"),
    [
        (b"The sky\n is \xff blue [1].", "at line 2, column 5"),
        (b"\xef\xbb\xbfok \xc3", "at line 1, column 4"),
        (b"\xff\xfe" + "ok".encode("utf-16-le") + b"\x00\xd8", "UTF-16"),
    ],
)
def test_cli_reports_undecodable_files(
    data: bytes, where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _cli(tmp_path, data, capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and where in err, err


# --- CSV injection ---------------------------------------------------------------------


@pytest.mark.parametrize("lead", ["=", "+", "-", "@", "\t", "\r"])
def test_csv_cells_never_start_a_formula(lead: str) -> None:
    quote = f'{lead}HYPERLINK("http://x.invalid","click")'
    answer = json.dumps(
        {"answer": f"{lead}cmd|' /C calc'!A0 [1].", "citations": [{"source": 1, "quote": quote}]}
    )
    report = ragcite.check(json.dumps([{"text": "x", "title": f"{lead}SUM(1,2)"}]), answer)
    rows = list(csv.reader(io.StringIO(render_csv(report), newline="")))
    cells = [cell for row in rows[1:] for cell in row]
    assert cells and not [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r")], cells
    assert f"'{quote}" in cells
