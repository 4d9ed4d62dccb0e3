"""``ragcite batch``: a 30-line JSONL with three labels gives per-label figures equal to the
single-answer reports of the same runs (issue 15's acceptance), and the output formats,
--fail-under, --details, CSV input and unreadable lines work."""

from __future__ import annotations

import csv
import io
import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import ragcite
from ragcite.batch.cli import main as batch_main
from ragcite.cli import main
from ragcite.report import view

ROOT = Path(__file__).resolve().parents[1]
LABELS = ("model-a", "model-b", "model-c")


def _cases() -> list[dict[str, Any]]:
    found = []
    for path in sorted((ROOT / "tests" / "cases").glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        found += [c for c in (data if isinstance(data, list) else [data]) if "options" not in c]
    return found


def _as_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


@pytest.fixture(scope="module")
def thirty(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    """30 runs from the data-file cases (all kinds of answers, two unreadable), labels in
    turn, and one line that is not JSON at all (line 17)."""
    runs = [
        {
            "label": LABELS[i % 3],
            "id": f"run-{i:02d}",
            "sources": c["sources"],
            "answer": c["answer"],
        }
        for i, c in enumerate(_cases()[:30])
    ]
    lines = [json.dumps(r, ensure_ascii=False) for r in runs]
    lines.insert(16, '{"label": "model-a", "answer": oops}')
    path = tmp_path_factory.mktemp("batch") / "runs.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, runs


def _expected(runs: list[dict[str, Any]], label: str) -> dict[str, Any]:
    """The label's figures computed from each run's own report, as a person would add up
    the single reports (through the JSON and the summary bar's counts, not ragcite.batch)."""
    reports, unreadable = [], 0
    for run in runs:
        if run["label"] != label:
            continue
        try:
            reports.append(ragcite.check(_as_text(run["sources"]), _as_text(run["answer"])))
        except ragcite.InputError:
            unreadable += 1
    data = [r.as_dict() for r in reports]
    counts = [view.build(d)["counts"] for d in data]
    middle = "weak" if "weak" in counts[0] else "partly_supported"
    cites = [c for d in data for c in d["citations"]]
    scores = sorted(
        s["support"]["score"]
        for d in data
        for s in d["sentences"]
        if s["is_claim"] and s["support"]["level"] != "not_checked"
    )
    return {
        "runs": len(reports),
        "unreadable": unreadable,
        "no_citation": sum(not d["citations"] for d in data),
        "citations": len(cites),
        "invalid_citations": sum(c["result"] == "no_such_source" for c in cites),
        "quotes_not_found": sum(c["result"] == "not_in_source" for c in cites),
        "uncited_claims": sum(len(d["uncited_sentences"]) for d in data),
        "supported": sum(c["supported"] for c in counts),
        "partly_supported": sum(c[middle] for c in counts),
        "unsupported": sum(c["unsupported"] for c in counts),
        "bad_marker": sum(c["bad_marker"] for c in counts),
        "truncated": sum(d["answer"]["truncated"] for d in data),
        "unused_sources": sum(len(d["unused_sources"]) for d in data),
        "sources": sum(len(d["sources"]) for d in data),
        "mean_support": sum(scores) / len(scores) if scores else None,
        "p10_support": scores[max(1, math.ceil(0.1 * len(scores))) - 1] if scores else None,
    }


def test_thirty_runs_three_labels_match_single_reports(
    thirty: tuple[Path, list[dict[str, Any]]],
    capsys: pytest.CaptureFixture[str],
    batch_schema: dict[str, Any],
) -> None:
    path, runs = thirty
    code = main(["batch", str(path), "--json", "--workers", "2"])
    out, err = capsys.readouterr()
    result = json.loads(out)
    # Three records could not be read: the run fails unless --allow-unreadable (issue 27).
    assert code == 1
    assert "3 record(s) could not be read; --allow-unreadable" in err
    jsonschema.validate(result, batch_schema)
    assert [row["label"] for row in result["labels"]] == list(LABELS)
    for row in result["labels"]:
        expected = _expected(runs, row["label"])
        assert expected["runs"] >= 5
        for key, value in expected.items():
            if key in ("mean_support", "p10_support"):
                assert row[key] == pytest.approx(value, abs=1e-3), (row["label"], key)
            else:
                assert row[key] == value, (row["label"], key)
        if row["citations"]:
            rate = expected["invalid_citations"] / expected["citations"]
            assert row["invalid_citation_rate"] == pytest.approx(rate, abs=1e-4)
    # Two runs with unreadable sources or answer, and line 17 that is not JSON.
    assert result["unreadable"]["count"] == 3
    assert result["total"]["runs"] + result["unreadable"]["count"] == 31
    assert "line 17: JSON error at column 32: Expecting value" in err
    lines = [r["line"] for r in result["unreadable"]["records"]]
    assert 17 in lines and all(isinstance(n, int) for n in lines)
    assert result["run"]["engine"] == "ragcite" and result["run"]["workers"] == 2


def test_one_process_and_many_give_the_same_json(
    thirty: tuple[Path, list[dict[str, Any]]], capsys: pytest.CaptureFixture[str]
) -> None:
    outputs = []
    for workers in ("1", "2"):
        main(["batch", str(thirty[0]), "--json", "--workers", workers])
        data = json.loads(capsys.readouterr().out)
        data.pop("run")
        outputs.append(data)
    assert outputs[0] == outputs[1]


def test_table_markdown_csv(
    thirty: tuple[Path, list[dict[str, Any]]], capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(thirty[0])
    main(["batch", path, "--workers", "1"])
    table = capsys.readouterr().out
    head = table.splitlines()[0].split()
    assert head[:2] == ["label", "runs"]
    assert [line.split()[0] for line in table.splitlines()[2:5]] == list(LABELS)
    assert "Worst runs:" in table and "\n  model-b:\n    run-" in table
    assert "3 of 31 records could not be read" in table

    main(["batch", path, "--markdown", "--workers", "1"])
    md = capsys.readouterr().out
    assert md.startswith("| label | runs | no citation | invalid citations |")
    assert md.count("\n| model-") == 3 and "| **all** |" in md

    main(["batch", path, "--csv", "--workers", "1"])
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out, newline="")))
    assert [r["label"] for r in rows] == [*LABELS, ""]
    assert rows[-1]["row"] == "total"
    assert sum(int(r["runs"]) for r in rows[:3]) == int(rows[-1]["runs"])
    assert {"mean_support", "p10_support", "partly_supported"} <= set(rows[0])


def test_fail_under(
    thirty: tuple[Path, list[dict[str, Any]]], capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(thirty[0])
    assert main(["batch", path, "--json", "--workers", "1", "--fail-under", "0"]) == 1
    capsys.readouterr()  # the fixture's three unreadable records fail it by default
    tolerant = ["--allow-unreadable"]
    assert main(["batch", path, "--json", "--workers", "1", "--fail-under", "0", *tolerant]) == 0
    result = json.loads(capsys.readouterr().out)
    lowest = min(r["mean_support"] for r in result["labels"])
    gate = ["batch", path, "--workers", "1", *tolerant, "--fail-under"]
    assert main([*gate, f"{lowest + 0.001}"]) == 1
    assert "fail-under:" in capsys.readouterr().err
    assert main([*gate, "runs=100"]) == 1
    assert main([*gate, "runs=5"]) == 0
    # ALCE's citation recall gates like the other figures (issue 28).
    assert main([*gate, "citation_recall=0"]) == 0
    assert main([*gate, "citation_recall=1.01"]) == 1
    assert "citation_recall" in capsys.readouterr().err
    assert main(["batch", path, "--workers", "1", "--fail-under", "nonsense=1"]) == 2
    assert "unknown metric 'nonsense'" in capsys.readouterr().err


def test_details_and_worst_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], example: dict[str, str]
) -> None:
    runs = tmp_path / "runs.jsonl"
    good = "pgvector supports HNSW indexes [1]."
    lines = [
        {"label": "x/y", "id": "bad one", "answer": example["answer"]},
        {"label": "x/y", "id": "ok", "answer": good},
    ]
    runs.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    sources = tmp_path / "sources.json"
    sources.write_text(example["sources"], encoding="utf-8")
    details = tmp_path / "details"
    code = main(["batch", str(runs), "--sources", str(sources), "--details", str(details),
                 "--workers", "2"])  # fmt: skip
    table = capsys.readouterr().out
    assert code == 0
    names = sorted(p.name for p in details.iterdir())
    assert names == ["x_y--bad_one.html", "x_y--bad_one.json", "x_y--ok.html", "x_y--ok.json"]
    report = json.loads((details / "x_y--bad_one.json").read_text("utf-8"))
    assert report == ragcite.check(example["sources"], example["answer"]).as_dict()
    page = (details / "x_y--bad_one.html").read_text("utf-8")
    assert '<article class="report"' in page
    # Styled on its own: the report's stylesheet, with its colour tokens, is inlined.
    style = page[page.index("<style>") : page.index("</style>")]
    assert "--fg:" in style and ".report" in style and "body.ragcite-details" in style
    assert f"{details}/x_y--bad_one.html" in table


def test_csv_input_and_stdin(tmp_path: Path, example: dict[str, str]) -> None:
    path = tmp_path / "runs.csv"
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "label", "sources", "answer"])
        writer.writerow(["r1", "a", example["sources"], example["answer"]])
        writer.writerow(["r2", "b", example["sources"], "pgvector has HNSW [9]."])
    proc = subprocess.run(
        [sys.executable, "-m", "ragcite.cli", "batch", str(path), "--json"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)["labels"]
    assert [(r["label"], r["runs"], r["invalid_citations"]) for r in rows] == [
        ("a", 1, 0),
        ("b", 1, 1),
    ]
    line = json.dumps({"label": "a", "sources": example["sources"], "answer": example["answer"]})
    proc = subprocess.run(
        [sys.executable, "-m", "ragcite.cli", "batch", "-", "--csv"],
        input=line + "\nnot json\n", capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 1, proc.stderr  # an unreadable record fails the run
    assert "ragcite: -: line 2: JSON error at column 1: Expecting value" in proc.stderr
    assert proc.stderr.count("\r") == 0  # no progress bar when stderr is not a terminal
    proc = subprocess.run(
        [sys.executable, "-m", "ragcite.cli", "batch", "-", "--format", "csv", "--json"],
        input=path.read_text("utf-8"), capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert [r["label"] for r in json.loads(proc.stdout)["labels"]] == ["a", "b"]


def test_unreadable_records_fail_the_run_unless_allowed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], example: dict[str, str]
) -> None:
    """A CI gate must not pass with records dropped (issue 27); the error names the
    column Python's own parser gives for the cut line, not "line 2, column 1"."""
    good = json.dumps({"label": "a", "sources": example["sources"], "answer": example["answer"]})
    cut = '{"label": "a", "id": "cut", "answer'
    runs = tmp_path / "runs.jsonl"
    runs.write_text(f"{good}\n{cut}\n", encoding="utf-8")
    try:
        json.loads(cut)
    except json.JSONDecodeError as err:
        python_says = f"column {err.colno}: {err.msg}"
    assert not python_says.startswith("column 1:")
    assert main(["batch", str(runs), "--workers", "1"]) == 1
    err = capsys.readouterr().err
    assert f"line 2: JSON error at {python_says}" in err
    assert "--allow-unreadable" in err
    assert main(["batch", str(runs), "--workers", "1", "--allow-unreadable"]) == 0
    # A CSV row that cannot be read fails the same way.
    rows = tmp_path / "runs.csv"
    with rows.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["label", "answer"])
        writer.writerow(["a", "pgvector supports HNSW indexes [1]."])
        writer.writerow(["b", "x", "an extra field"])
    shared = tmp_path / "sources.json"
    shared.write_text(example["sources"], encoding="utf-8")
    assert main(["batch", str(rows), "--sources", str(shared), "--workers", "1"]) == 1
    assert "line 3: 3 fields, the header has 2" in capsys.readouterr().err


def test_worst_runs_list_only_runs_with_something_to_look_at(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sources = json.dumps(["The sky is blue because air scatters blue light."])
    lines = [
        {"label": "m", "id": "perfect", "sources": sources, "answer": "The sky is blue [1]."},
        {"label": "m", "id": "wrong", "sources": sources, "answer": "Grass is purple [1]."},
    ]
    runs = tmp_path / "runs.jsonl"
    runs.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    assert main(["batch", str(runs), "--json", "--workers", "1"]) == 0
    row = json.loads(capsys.readouterr().out)["labels"][0]
    assert [r["id"] for r in row["worst_runs"]] == ["wrong"]
    assert main(["batch", str(runs), "--workers", "1"]) == 0
    table = capsys.readouterr().out
    assert "wrong" in table and "perfect" not in table


def test_language_help_lists_every_language(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["batch", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "ko" in out.split("language of the answers:")[1].split("(default auto)")[0]


def test_unreadable_inputs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert batch_main_args(["batch", str(tmp_path / "missing.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err
    empty = tmp_path / "bad.jsonl"
    empty.write_text("nope\n", encoding="utf-8")
    assert main(["batch", str(empty), "--workers", "1"]) == 2
    assert "no readable run" in capsys.readouterr().err


def batch_main_args(argv: list[str]) -> int:
    from ragcite.cli import _parser

    return batch_main(_parser().parse_args(argv))


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal(
    thirty: tuple[Path, list[dict[str, Any]]], monkeypatch: pytest.MonkeyPatch
) -> None:
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    main(["batch", str(thirty[0]), "--workers", "1", "--json"])
    drawn = terminal.getvalue()
    assert "\r[" in drawn and "] 31/31 runs" in drawn  # 31 lines, one not JSON
    assert "line 17: JSON error" in drawn  # the located errors come after the bar
    quiet = _Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    main(["batch", str(thirty[0]), "--workers", "1", "--json", "--no-progress"])
    assert "\r" not in quiet.getvalue()
