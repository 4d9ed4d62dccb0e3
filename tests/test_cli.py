"""The ragcite command: files and stdin, exit codes, located errors, --json vs the schema."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from ragcite.cli import main


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ragcite.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def files(tmp_path: Path, example: dict[str, str]) -> tuple[Path, Path]:
    sources, answer = tmp_path / "sources.json", tmp_path / "answer.json"
    sources.write_text(example["sources"], encoding="utf-8")
    answer.write_text(example["answer"], encoding="utf-8")
    return sources, answer


def test_files_json_validates(files: tuple[Path, Path], report_schema: dict[str, Any]) -> None:
    proc = run(["check", str(files[0]), str(files[1]), "--json"])
    assert proc.returncode == 1, proc.stderr  # the worked example has a failing quote
    report = json.loads(proc.stdout)
    jsonschema.validate(report, report_schema)
    assert [c["result"] for c in report["citations"]][:2] == ["exact", "not_in_source"]
    assert report["answer"]["usage"]["prompt_tokens"] == 306


def test_stdin_answer_readable_summary(files: tuple[Path, Path]) -> None:
    proc = run(["check", str(files[0]), "-"], stdin=files[1].read_text(encoding="utf-8"))
    assert proc.returncode == 1
    assert "not in source" in proc.stdout
    assert "Prompt tokens: 306" in proc.stdout
    assert "Sources never cited" in proc.stdout


def test_stdin_sources(files: tuple[Path, Path]) -> None:
    proc = run(["check", "-", str(files[1]), "--json"], stdin=files[0].read_text(encoding="utf-8"))
    assert json.loads(proc.stdout)["sources_format"] == "json-strings"


def test_all_good_exits_zero(tmp_path: Path) -> None:
    (tmp_path / "s.txt").write_text("The sky is blue on clear days.\n\nGrass is green.")
    (tmp_path / "a.txt").write_text("The sky is blue on clear days [1]. Grass is green [2].")
    assert main(["check", str(tmp_path / "s.txt"), str(tmp_path / "a.txt")]) == 0


def test_located_json_error(tmp_path: Path) -> None:
    (tmp_path / "s.json").write_text('["one", "two" "three"]')
    (tmp_path / "a.txt").write_text("x [1]")
    proc = run(["check", str(tmp_path / "s.json"), str(tmp_path / "a.txt")])
    assert proc.returncode == 2
    assert proc.stderr.startswith("ragcite: sources: JSON error at line 1, column 15:")
    assert "Traceback" not in proc.stderr


def test_missing_file(tmp_path: Path) -> None:
    proc = run(["check", str(tmp_path / "nope.json"), "-"], stdin="x")
    assert proc.returncode == 2
    assert "sources: cannot read" in proc.stderr


def test_compare_several_answers(tmp_path: Path, files: tuple[Path, Path]) -> None:
    other = tmp_path / "plain.txt"
    other.write_text("HNSW search uses hnsw.ef_search, which defaults to 40 [2].")
    proc = run(["check", str(files[0]), str(files[1]), str(other)])
    assert proc.returncode == 1
    assert "| answer | format |" in proc.stdout
    assert str(other) in proc.stdout


def test_wrong_number_exits_one(tmp_path: Path) -> None:
    (tmp_path / "s.txt").write_text("The hnsw.ef_search parameter defaults to 40.")
    (tmp_path / "a.txt").write_text("The hnsw.ef_search parameter defaults to 64 [1].")
    assert main(["check", str(tmp_path / "s.txt"), str(tmp_path / "a.txt"), "--json"]) == 1


def test_csv_for_several_answers(tmp_path: Path, files: tuple[Path, Path]) -> None:
    other = tmp_path / "multi.txt"
    other.write_text("Line one [2].\nHNSW defaults to 40 [2].")
    proc = run(["check", str(files[0]), str(files[1]), str(other), "--csv"])
    rows = list(csv.reader(io.StringIO(proc.stdout)))
    assert rows[0][:3] == ["answer", "citation", "source_label"]
    assert [r[0] for r in rows[1:]] == [str(files[1])] * 3 + [str(other)] * 2
    assert rows[2][rows[0].index("result")] == "not_in_source"
