"""A logged run for the engines' tests: 300 runs in 3 labels, built from the data-file cases.

Every case in tests/cases (plain text, provider responses, streams, broken inputs) becomes
runs of three labels, with what a real log also holds: runs without an id (named by their
line), runs without an answer, a line that is not JSON, a blank line.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CASES = Path(__file__).parent / "cases"
LABELS = ("model-a", "model-b", "model-c")


def cases() -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for path in sorted(CASES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        # A case with its own options is checked differently from a run of the batch.
        found += [c for c in (data if isinstance(data, list) else [data]) if not c.get("options")]
    return found


def runs_lines(n: int = 300) -> list[str]:
    """``n`` JSONL runs (plus one blank and one broken line), deterministic."""
    pool = cases()
    lines = []
    for i in range(n):
        # A stride prime to the pool's size gives each label a different mix of cases.
        case = pool[(i * 7) % len(pool)]
        label = LABELS[i % len(LABELS)]
        run: dict[str, Any] = {"label": label, "id": f"{label}-{i:03d}"}
        run |= {"sources": case["sources"], "answer": case["answer"]}
        if i % 50 == 7:
            del run["id"]
        if i % 100 == 42:
            del run["answer"]
        lines.append(json.dumps(run, ensure_ascii=False))
    lines.insert(n // 2, "")
    lines.insert(2 * n // 3, '{"label": "model-a", "id": "cut-')
    return lines


def without_run(result: dict[str, Any]) -> dict[str, Any]:
    """A batch result without its ``run`` facts (engine, workers, times): what any two
    engines must give alike."""
    return {k: v for k, v in result.items() if k != "run"}


def write_runs(path: Path, n: int = 300) -> Path:
    path.write_text("\n".join(runs_lines(n)) + "\n", encoding="utf-8")
    return path
