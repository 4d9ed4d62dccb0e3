"""The Compare tab's requests through ragcite.api.handle: start, run in chunks, finish."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from ragcite import batch
from ragcite.api import handle


def ask(**request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps({"type": "batch", **request})))
    return reply


def _jsonl(example: dict[str, str]) -> str:
    rows = [
        {"label": label, "id": f"r{i}", "answer": answer}
        for i, (label, answer) in enumerate(
            [("a", example["answer"]), ("b", "pgvector supports HNSW [1]."), ("a", "x [9].")] * 3
        )
    ]
    return "\n".join(json.dumps(r) for r in rows) + "\n{broken\n"


def test_chunks_give_the_one_pass_result(example: dict[str, str]) -> None:
    text = _jsonl(example)
    start = ask(op="start", text=text, name="runs.jsonl", sources=example["sources"], options={})
    assert start == {
        "ok": True,
        "batch": start["batch"],
        "records": 10,
        "read_errors": 1,
        "format": "jsonl",
    }
    done = 0
    for count in (1, 3, 50):
        step = ask(op="run", batch=start["batch"], count=count)
        assert step["ok"] and step["done"] == min(10, done + count)
        done = step["done"]
    reply = ask(op="finish", batch=start["batch"], ui_language="fr")
    assert reply["ok"] and reply["done"] == reply["total"] == 10
    one_pass = batch.finalize(
        batch.partial(batch.read_jsonl(text.splitlines(), example["sources"]))
    )
    expected = one_pass.as_dict()
    assert {k: v for k, v in reply["result"].items() if k != "run"} == {
        k: v for k, v in expected.items() if k != "run"
    }
    assert reply["result"]["run"]["engine"] == "pyodide"
    assert 'lang="fr"' in reply["html"] and "Chiffres par libellé" in reply["html"]
    assert reply["markdown"].startswith("| libellé |")
    rows = list(csv.DictReader(io.StringIO(reply["csv"], newline="")))
    assert [r["label"] for r in rows] == ["a", "b", ""]


def test_csv_is_detected_and_read(example: dict[str, str]) -> None:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["label", "sources", "answer"])
    writer.writerow(["m", example["sources"], example["answer"]])
    start = ask(op="start", text=buffer.getvalue(), name="", options={"threshold": 0.5})
    assert start["format"] == "csv" and start["records"] == 1 and start["read_errors"] == 0
    ask(op="run", batch=start["batch"], count=5)
    result = ask(op="finish", batch=start["batch"])["result"]
    assert result["options"]["threshold"] == 0.5 and result["labels"][0]["runs"] == 1


def test_bad_requests_are_located_errors(example: dict[str, str]) -> None:
    first = ask(op="start", text=_jsonl(example), name="a.jsonl", sources=example["sources"])
    second = ask(op="start", text=_jsonl(example), name="b.jsonl", sources=example["sources"])
    stale = ask(op="run", batch=first["batch"], count=1)
    assert stale["ok"] is False and "replaced" in stale["error"]["text"]
    assert ask(op="run", batch=second["batch"], count=0)["error"]["where"] == "request"
    assert "unknown batch operation" in ask(op="nope")["error"]["text"]
    assert ask(op="start", text=None)["error"]["where"] == "runs"
    bad = ask(op="start", text="{}", options={"threshold": 7})
    assert bad["ok"] is False and bad["error"]["where"] == "options"
