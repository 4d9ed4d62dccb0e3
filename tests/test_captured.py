"""The captured corpus: real responses recorded from the providers' live APIs (see
tests/captured/README.md for provenance and licences), each read as a user would paste it.

Every case states what a right reading gives: the answer text (a prefix, its length and
SHA-256), how many provider citations it carries, whether it was truncated, the token
counts, whether reasoning was kept apart, and optionally warnings and support facts.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import ragcite

HERE = Path(__file__).parent / "captured"
CORPUS = json.loads((HERE / "corpus.json").read_text(encoding="utf-8"))["cases"]


def read(case: dict[str, Any]) -> dict[str, Any]:
    """The report for one captured body (sources as the case gives them, else none)."""
    sources = ""
    if case.get("sources_file"):
        sources = (HERE / case["sources_file"]).read_text(encoding="utf-8")
    answer = (HERE / case["file"]).read_text(encoding="utf-8")
    return ragcite.check(sources, answer).as_dict()


def mismatches(case: dict[str, Any], report: dict[str, Any]) -> list[str]:
    """What the reading got wrong, one line each (empty when it is read right)."""
    want = case["expect"]
    answer = report["answer"]
    text = answer["text"]
    provider = [c for c in report["citations"] if c["mode"] == "provider"]
    got: dict[str, Any] = {
        "text_prefix": text[: len(want["text_prefix"])],
        "text_length": len(text),
        "text_sha256": hashlib.sha256(text.encode()).hexdigest(),
        "citations": len(provider),
        "truncated": answer["truncated"],
        "prompt_tokens": answer["usage"]["prompt_tokens"],
        "completion_tokens": answer["usage"]["completion_tokens"],
        "thinking": bool(answer["thinking"]),
    }
    wrong = [
        f"{k}: got {got[k]!r}, want {want[k]!r}" for k in got if k in want and got[k] != want[k]
    ]
    codes = {w["code"] for w in report["warnings"]}
    for code in want.get("warnings", []):
        if code not in codes:
            wrong.append(f"warning {code} missing")
    for code in want.get("no_warnings", ["provider_offsets"]):
        if code in codes:
            wrong.append(f"unexpected warning {code}")
    if "sources_from_response" in want and len(report["sources"]) != want["sources_from_response"]:
        wrong.append(f"sources: got {len(report['sources'])}, want {want['sources_from_response']}")
    if "format" in want and answer["format"] != want["format"]:
        wrong.append(f"format: got {answer['format']}, want {want['format']}")
    levels = [s["support"]["level"] for s in report["sentences"] if s.get("support")]
    if want.get("no_unsupported_without_text") and report["sources"]:
        # Claims whose cited sources carry no text must not be judged unsupported, except
        # against the provider's own excerpt of the page.
        textless = {s["number"] for s in report["sources"] if not s["text"].strip()}
        for sentence in report["sentences"]:
            support = sentence.get("support")
            cited = set(support["cited_sources"]) if support else set()
            if (
                support
                and cited
                and cited <= textless
                and support["level"] == "unsupported"
                and support.get("basis") != "provider_excerpt"  # judged against the excerpt
            ):
                wrong.append(
                    f"sentence judged unsupported against no text: {sentence['text'][:50]!r}"
                )
    if "levels" in want:
        for level, count in want["levels"].items():
            if levels.count(level) < count:
                wrong.append(f"support {level}: got {levels.count(level)}, want >= {count}")
    return wrong


@pytest.mark.parametrize("case", CORPUS, ids=[c["file"] for c in CORPUS])
def test_captured_response_is_read_right(case: dict[str, Any], report_schema: Any) -> None:
    report = read(case)
    assert mismatches(case, report) == []
    jsonschema.validate(report, report_schema)


def test_every_captured_file_has_provenance() -> None:
    listed = {c["file"] for c in CORPUS} | {c.get("sources_file") for c in CORPUS}
    readme = (HERE / "README.md").read_text(encoding="utf-8")
    for path in HERE.iterdir():
        if path.suffix in (".json", ".sse") and path.name != "corpus.json":
            assert path.name in listed, f"{path.name} is not in corpus.json"
    for case in CORPUS:
        src = case["source"]
        assert src["licence"] and src["repo"] and src["path"], case["file"]
        assert src["repo"] in readme, src["repo"]
