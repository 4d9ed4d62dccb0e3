"""Verdicts are report data: every sentence's status and a provider's agreement are in
the JSON report, decided once in the core."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import ragcite
from ragcite.model import STATUSES

CASES = Path(__file__).parent / "cases"


def _paste(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)


def _all_cases() -> list[Any]:
    params = []
    for path in sorted(CASES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, case in enumerate(data if isinstance(data, list) else [data]):
            if "error" not in case.get("expected", {}):  # those give no report
                params.append(pytest.param(case, id=f"{path.stem}[{i}]"))
    return params


def _report(case: dict[str, Any]) -> dict[str, Any]:
    options = {k: v for k, v in (case.get("options") or {}).items() if k in ragcite.Options._fields}
    report = ragcite.check(_paste(case.get("sources", "")), _paste(case["answer"]), options)
    return report.as_dict()


@pytest.mark.parametrize("case", _all_cases())
def test_every_sentence_has_a_status_and_uncited_means_one_thing(case: dict[str, Any]) -> None:
    data = _report(case)
    statuses = [s["status"] for s in data["sentences"]]
    assert set(statuses) <= set(STATUSES)
    assert data["uncited_sentences"] == [i for i, s in enumerate(statuses) if s == "uncited"]
    for s, status in zip(data["sentences"], statuses, strict=True):
        if status in ("supported", "weak", "unsupported"):
            assert s["support"]["level"] == status and s["citations"]


def test_vertex_agreement_is_in_the_report() -> None:
    cases = json.loads((CASES / "provider-vertex.json").read_text(encoding="utf-8"))
    case = next(c for c in cases if "request as the sources" in c["label"])
    data = _report(case)
    rows = data["provider_agreement"]
    assert len(rows) == len(data["extra"]["vertex"]) > 0
    for row in rows:
        claim = data["extra"]["vertex"][row["claim"]]
        assert row["provider"] == "vertex"
        if claim["grounding_check_required"] is False:
            assert row["verdict"] == "not_claim"
        elif claim["score"] is not None:
            expected = "supported" if claim["score"] >= data["threshold"] else "unsupported"
            assert row["verdict"] == expected
        ours = [data["sentences"][i]["status"] for i in row["sentences"]]
        if row["verdict"] == "supported" and ours:
            assert row["agree"] == all(s == "supported" for s in ours)


def test_no_agreement_rows_without_provider_verdicts() -> None:
    data = ragcite.check('["It is 40."]', "It is 40 [1].").as_dict()
    assert data["provider_agreement"] == []
    assert data["sentences"][0]["status"] == "supported"
