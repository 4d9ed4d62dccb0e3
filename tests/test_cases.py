"""Run every data-file case in tests/cases/ (format: tests/cases/README.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import ragcite
from ragcite.model import InputError

CASES_DIR = Path(__file__).parent / "cases"


def _paste(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)


def _load() -> list[Any]:
    params = []
    for path in sorted(CASES_DIR.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for number, case in enumerate(data if isinstance(data, list) else [data]):
            marks = []
            if case.get("xfail"):
                marks.append(pytest.mark.xfail(reason=case["xfail"], strict=True))
            case_id = f"{path.stem}[{number}]" if isinstance(data, list) else path.stem
            params.append(pytest.param(case, id=case_id, marks=marks))
    return params


def lookup(data: Any, path: str) -> Any:
    """Follow a ``a/0/b`` path into nested dicts and lists."""
    for part in path.split("/"):
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data


def check_expected(report: dict[str, Any], expected: dict[str, Any]) -> list[str]:
    failures = []
    for key, want in expected.items():
        if key == "warning_codes":
            got = sorted({w["code"] for w in report["warnings"]})
            if got != sorted(want):
                failures.append(f"warning_codes: got {got}, want {sorted(want)}")
            continue
        for op in ("#len", ">=", "<=", "~", "!"):
            if key.endswith(op):
                path = key[: -len(op)]
                break
        else:
            op, path = "==", key
        try:
            got = lookup(report, path)
        except (KeyError, IndexError, TypeError, ValueError):
            failures.append(f"{path}: missing in report")
            continue
        ok = {
            "==": lambda g, w: g == w,
            "!": lambda g, w: g != w,
            "#len": lambda g, w: len(g) == w,
            ">=": lambda g, w: g is not None and g >= w,
            "<=": lambda g, w: g is not None and g <= w,
            "~": lambda g, w: isinstance(g, str) and w in g,
        }[op](got, want)
        if not ok:
            failures.append(f"{key}: got {got!r}, want {want!r}")
    return failures


@pytest.mark.parametrize("case", _load())
def test_case(case: dict[str, Any]) -> None:
    sources, answer = _paste(case.get("sources", "")), _paste(case.get("answer", ""))
    expected = case["expected"]
    if "error" in expected:
        with pytest.raises(InputError) as info:
            ragcite.check(sources, answer, case.get("options"))
        got = info.value.as_dict()
        assert {k: got[k] for k in expected["error"]} == expected["error"], got
        return
    report = ragcite.check(sources, answer, case.get("options")).as_dict()
    failures = check_expected(report, expected)
    assert not failures, f"{case['label']}:\n  " + "\n  ".join(failures)
