"""Claims that cite only sources without text: scored against the provider's excerpt, or
not_checkable and out of answer_support (the bases of ragcite/verify/basis.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ragcite
from ragcite.model import Citation, Sentence, Source
from ragcite.options import Options
from ragcite.verify.support import SupportSummary, score_support

CAPTURED = Path(__file__).parent / "captured"


def _one(
    text: str, detail: dict[str, object], sources: list[Source]
) -> tuple[Sentence, SupportSummary]:
    sentence = Sentence(text, 0, len(text), 0, len(text), [0])
    cite = Citation("1", 1, None, "no_quote", sentence=0, mode="provider", detail=detail)
    return sentence, score_support([sentence], [cite], sources, Options(), "en")


def test_no_text_and_no_excerpt_is_not_checkable_and_says_how_to_check() -> None:
    page = Source(1, "", title="Weather", url="https://example.org/w")
    s, summary = _one("It is 66°F in San Francisco today [1].", {"confidence": 0.81}, [page])
    assert s.support is not None
    assert s.support.level == "not_checkable"
    assert s.support.basis == "none"
    assert s.support.provider_confidence == 0.81
    assert "Paste the page text as source [1]" in s.support.explanation
    assert "0.81" in s.support.explanation
    assert s.is_claim  # still a claim: only left out of the score
    assert summary.answer_support is None


def test_excerpt_is_checked_and_said_so() -> None:
    page = Source(1, "", url="https://example.org/w")
    excerpt = "San Francisco: 66°F, clear skies, wind W at 3 mph."
    s, summary = _one("It is 66°F with clear skies [1].", {"excerpt": excerpt}, [page])
    assert s.support is not None
    assert s.support.level == "supported"
    assert s.support.basis == "provider_excerpt"
    assert s.support.cited_sources == [1] and s.support.best_source == 1
    assert f"{len(excerpt)}-character excerpt" in s.support.explanation
    assert summary.answer_support == 1.0


def test_excerpt_that_disagrees_is_still_unsupported() -> None:
    page = Source(1, "", url="https://example.org/w")
    s, _ = _one("It is 95°F and snowing heavily [1].", {"excerpt": "Clear skies, 66°F."}, [page])
    assert s.support is not None and s.support.level in ("unsupported", "partly_supported")
    assert s.support.basis == "provider_excerpt"


def test_a_source_with_text_is_scored_as_usual() -> None:
    page = Source(1, "It is 66°F with clear skies.")
    s, _ = _one("It is 66°F with clear skies [1].", {"excerpt": "unrelated"}, [page])
    assert s.support is not None
    assert s.support.level == "supported" and s.support.basis == "sources"


def test_gemini_search_grounding_is_not_judged_against_nothing(report_schema: Any) -> None:
    import jsonschema

    answer = (CAPTURED / "gemini-web-search.json").read_text(encoding="utf-8")
    report = ragcite.check("", answer)
    jsonschema.validate(report.as_dict(), report_schema)
    levels = [s.support.level for s in report.sentences if s.support and s.citations]
    assert levels and set(levels) == {"not_checkable"}
    # Only the uncited claims are left to score: they are unsupported, the rest excluded.
    assert report.answer_support == 0.0
    assert not any("not_checkable" in p for p in report.problems())


def test_not_checkable_is_shown_in_the_page_and_the_exports() -> None:
    from ragcite.report.render import render_export, render_html

    answer = (CAPTURED / "gemini-web-search.json").read_text(encoding="utf-8")
    report = ragcite.check("", answer)
    html = render_html(report)
    assert 'class="sentence status-not_checkable"' in html
    assert "not checkable" in html and "Paste the page text as source [1]" in html
    assert "non vérifiable" in render_html(report, "fr")
    markdown = render_export(report, "markdown")
    assert "not checkable" in markdown


def test_pasted_page_is_bound_to_a_web_citation_by_url_and_checked() -> None:
    import json

    answer = (CAPTURED / "anthropic-web-search.json").read_text(encoding="utf-8")
    first = next(
        c
        for b in json.loads(answer)["content"]
        if b["type"] == "text"
        for c in b.get("citations") or []
    )
    page = {
        "url": first["url"],
        "title": "pasted page",
        "text": "Weather today. " + first["cited_text"] + " More text.",
    }
    report = ragcite.check(json.dumps([page]), answer)
    bound = [c for c in report.citations if c.resolved == 1]
    # Bound by URL, so the cited_text is now checked as a quote against the pasted page.
    assert bound and all(c.result in ("exact", "not_in_source") for c in bound)
    assert all(c.result == "exact" for c in bound if c.quote == first["cited_text"])
    # The rest of the citations name pages that were not pasted.
    assert any(c.resolved is None for c in report.citations)


def test_a_miss_against_a_cut_excerpt_is_not_checkable_and_says_how_to_check() -> None:
    page = Source(1, "", url="https://example.org/w")
    cut = "Mexico City Weather Today WinterCast Local {stormName} Tracker Hourly Daily Radar..."
    s, summary = _one("High 73F with partly cloudy conditions early [1].", {"excerpt": cut}, [page])
    assert s.support is not None
    assert s.support.level == "not_checkable"
    assert s.support.basis == "provider_excerpt_cut"
    assert s.support.flags == ["excerpt_cut"]
    assert "cut" in s.support.explanation
    assert "paste the page text as source [1]" in s.support.explanation.lower()
    assert summary.answer_support is None  # what was not given cannot count against it


def test_a_hit_in_a_cut_excerpt_is_support_by_the_excerpt() -> None:
    page = Source(1, "", url="https://example.org/w")
    cut = "Winds NNE at 10 to 15 mph, 70% chance of rain. High 73F with partly cloudy..."
    s, summary = _one("Winds NNE at 10 to 15 mph [1].", {"excerpt": cut}, [page])
    assert s.support is not None
    assert s.support.level == "supported"
    assert s.support.basis == "provider_excerpt_cut"
    assert summary.answer_support == 1.0


def test_no_claim_is_unsupported_against_cut_excerpts_in_the_captures() -> None:
    for path in sorted(CAPTURED.glob("anthropic-*")):
        report = ragcite.check("", path.read_text(encoding="utf-8")).as_dict()
        for sentence in report["sentences"]:
            support = sentence["support"] or {}
            if support.get("basis") == "provider_excerpt_cut":
                assert support["level"] in ("supported", "not_checkable"), sentence["text"]
