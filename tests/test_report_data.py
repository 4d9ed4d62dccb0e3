"""Verdicts are report data: every sentence's status and a provider's agreement are in
the JSON report, decided once in the core."""

from __future__ import annotations

import json
from html import unescape
from pathlib import Path
from typing import Any

import pytest

import ragcite
from ragcite import api
from ragcite.model import STATUSES
from ragcite.report import render

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
        if status in ("supported", "partly_supported", "unsupported"):
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


QUOTED = (
    '["The parameter hnsw.ef_search defaults to 40.", "Each vector uses 8 bytes."]',
    '{"answer": "It is 40 [1]. It uses 9 bytes [2].", "citations": ['
    '{"source": 1, "quote": "HNSW.EF_SEARCH  defaults to 40"}, '
    '{"source": 2, "quote": "uses 9 bytes"}, {"source": 7}]}',
)


def test_citation_explanations_are_steps_in_the_report() -> None:
    data = ragcite.check(*QUOTED).as_dict()
    steps = [[s["code"] for s in c["steps"]] for c in data["citations"]]
    assert steps[:3] == [["quote.normalized"], ["quote.not_found"], ["source.unknown"]]
    assert data["citations"][0]["steps"][0]["params"] == {"normalizations": ["whitespace", "case"]}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Not in source [2], not even after ignoring whitespace, case"),
        ("it", "Non è nella fonte [2], nemmeno ignorando gli spazi, maiuscole e minuscole"),
        ("id", "Tidak ada di sumber [2], bahkan setelah mengabaikan spasi"),
        ("es", "No está en la fuente [2], ni siquiera ignorando los espacios"),
        ("fr", "Absente de la source [2], même en ignorant les espaces"),
    ],
)
def test_citation_explanations_are_shown_in_the_ui_language(lang: str, said: str) -> None:
    html = render.render_html(ragcite.check(*QUOTED), lang)
    assert said in html
    if lang != "en":  # no English explanation left on the page
        assert "ignoring" not in html and "No source matches" not in html


def test_switching_the_ui_language_renders_again_without_checking() -> None:
    sources, answer = QUOTED
    checks = api._checked.cache_info().misses
    first = json.loads(
        api.handle(json.dumps({"type": "check", "sources": sources, "answer": answer}))
    )
    assert first["ok"] and "Not in source [2]" in first["html"]
    again = json.loads(api.handle(json.dumps({"type": "render", "ui_language": "it"})))
    assert again["ok"] and "Non è nella fonte [2]" in again["html"]
    assert "report" not in again  # the reply carries what the page shows, nothing more
    # A check in another language is the same check: answered from the kept report.
    old_page = {"type": "check", "sources": sources, "answer": answer}
    old_page["options"] = {"ui_language": "fr"}
    third = json.loads(api.handle(json.dumps(old_page)))
    assert "Absente de la source [2]" in third["html"]
    assert api._checked.cache_info().misses == checks + 1


def test_ui_language_is_not_a_check_option() -> None:
    assert "ui_language" not in ragcite.Options._fields
    with pytest.raises(ragcite.InputError):
        ragcite.Options.from_mapping({"ui_language": "it"})


def test_a_warning_with_params_is_translated_whole() -> None:
    answer = json.dumps(
        {"choices": [{"message": {"content": "It is 40 [1]. It is"}, "finish_reason": "length"}]}
    )
    report = ragcite.check('["It is 40."]', answer)
    truncated = next(w for w in report.warnings if w.code == "truncated")
    assert truncated.params == {"field": "finish_reason", "reason": "length"}
    html = unescape(render.render_html(report, "it"))
    assert 'troncata dal limite di token (finish_reason: "length")' in html
    assert "cut off by the token limit" not in html  # no English original beside it
    assert "the token limit cut the answer off" not in html  # the cut sentence's why


def test_notes_with_a_catalog_message_are_translated() -> None:
    worked = api.example()
    sources, answer = worked["sources"], worked["answer"]
    report = ragcite.check(sources, answer)
    data = report.as_dict()
    steps = data["answer"]["note_steps"]
    assert len(steps) == len(data["answer"]["notes"])
    assert {"code": "one_based", "params": {"keys": "source"}} in steps
    html = unescape(render.render_html(report, "it"))
    assert "source letto come numeri di fonte a partire da 1." in html
    assert "read as 1-based source numbers" not in html
    assert "read as 1-based source numbers" in unescape(render.render_html(report, "en"))
