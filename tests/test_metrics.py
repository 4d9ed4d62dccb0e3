"""ALCE's citation recall and precision (verify/metrics.py) and the citation fixes.

Two kinds of test: the rules on hand-built verdicts (a Support with the scores the rule
reads, so each value is worked out by hand from ALCE's ``compute_autoais``), and whole
checks whose lexical support is plain (the data-file cases ``tests/cases/metrics-*.json``
hold more)."""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

import pytest

import ragcite
from ragcite.model import Citation, Evidence, Sentence, Source, Support
from ragcite.options import Options
from ragcite.report import render
from ragcite.text.abstention import abstains
from ragcite.verify import metrics

SOURCES = [
    Source(1, "The Amazon river flows into the Atlantic Ocean."),
    Source(2, "Mount Everest is the highest mountain on Earth."),
    Source(3, "Honeybees communicate with a waggle dance."),
]


def _verdicts(
    *claims: tuple[list[str], Support | None], text: str = "A claim."
) -> tuple[list[Sentence], list[Citation]]:
    """Sentences citing the given labels (``"9"`` is no source), with the given support."""
    sentences, citations = [], []
    for i, (labels, support) in enumerate(claims):
        own = []
        for label in labels:
            number = int(label) if int(label) <= len(SOURCES) else None
            own.append(len(citations))
            citations.append(
                Citation(
                    label, number, None, "no_quote" if number else "no_such_source", sentence=i
                )
            )
        sentences.append(Sentence(text, 0, len(text), 0, len(text), own, support=support))
    return sentences, citations


def _support(level: str, score: float, scores: dict[str, float], **fields: Any) -> Support:
    evidence = Evidence(1, 0, 10, "The Amazon")
    return Support(level, score, scores=scores, evidence=evidence, **fields)  # type: ignore[arg-type]


def _measure(*claims: tuple[list[str], Support | None]) -> tuple[dict[str, Any], list[Any]]:
    sentences, citations = _verdicts(*claims)
    found, fixes = metrics.measure(sentences, citations, SOURCES, Options(), "en")
    return found.__dict__, fixes


def test_irrelevant_second_citation_halves_precision() -> None:
    # [1] supports alone (0.9); [2] does not (0.1) and [1] supports without it: irrelevant.
    m, fixes = _measure((["1", "2"], _support("supported", 0.9, {"1": 0.9, "2": 0.1})))
    assert (m["citation_recall"], m["citation_precision"], m["citation_f1"]) == (1.0, 0.5, 0.6667)
    assert (m["citations"], m["precise_citations"], m["irrelevant_citations"]) == (2, 1, 1)
    assert [(x.reason, x.citation) for x in m["precision_lowered_by"]] == [("irrelevant", 1)]
    assert [(f.kind, f.drop, f.keep) for f in fixes] == [("drop", ["2"], [1])]
    assert fixes[0].evidence["score"] == 0.9 and fixes[0].evidence["was"] == 0.1


def test_supported_only_together_keeps_both() -> None:
    # Neither alone reaches 0.7, together they do: both needed (ALCE: precise).
    m, fixes = _measure((["1", "2"], _support("supported", 0.8, {"1": 0.5, "2": 0.4})))
    assert (m["citation_recall"], m["citation_precision"]) == (1.0, 1.0)
    assert fixes == []


def test_each_alone_is_precise() -> None:
    m, _ = _measure((["1", "2"], _support("supported", 0.95, {"1": 0.8, "2": 0.9})))
    assert m["precise_citations"] == 2 and m["irrelevant_citations"] == 0


def test_drop_needs_the_margin() -> None:
    # [2] is irrelevant by ALCE's rule, but the kept [1] (0.75) covers the claim less
    # than BETTER_MARGIN more than [2] alone (0.6): no fix is suggested.
    m, fixes = _measure((["1", "2"], _support("supported", 0.8, {"1": 0.75, "2": 0.6})))
    assert m["irrelevant_citations"] == 1
    assert fixes == []


def test_uncited_and_missing_source_score_zero() -> None:
    m, _ = _measure(
        (["1"], _support("supported", 0.9, {"1": 0.9})),
        ([], Support("unsupported", 0.0, flags=["uncited"])),
        (["9"], Support("unsupported", 0.0, flags=["unknown_source"])),
    )
    # ALCE: recall 1/3; the sentence citing a missing source adds no citation to the
    # precision base, the uncited one has none: precision 1/1.
    assert (m["claims"], m["supported_claims"], m["citation_recall"]) == (3, 1, 0.3333)
    assert (m["citations"], m["citation_precision"], m["citation_f1"]) == (1, 1.0, 0.5)
    assert (m["uncited_claims"], m["missing_source_claims"]) == (1, 1)
    assert m["citations_to_missing_sources"] == 1
    assert [(x.sentence, x.reason) for x in m["recall_lowered_by"]] == [
        (1, "uncited"),
        (2, "missing_source"),
    ]


def test_citations_of_an_unsupported_claim_are_not_precise() -> None:
    m, fixes = _measure((["1", "2"], _support("partly_supported", 0.4, {"1": 0.4, "2": 0.3})))
    assert (m["citation_recall"], m["citation_precision"], m["citation_f1"]) == (0.0, 0.0, 0.0)
    assert m["unsupported_claim_citations"] == 2
    assert fixes == []  # no source is clearly better


def test_claims_without_citations_give_precision_zero_as_alce() -> None:
    m, _ = _measure(([], Support("unsupported", 0.0, flags=["uncited"])))
    assert (m["citation_recall"], m["citation_precision"]) == (0.0, 0.0)


def test_no_judged_claim_gives_no_score() -> None:
    m, fixes = _measure(([], Support("not_checked", 0.0)), (["1"], Support("not_checkable", 0.0)))
    assert (m["citation_recall"], m["citation_precision"], m["citation_f1"]) == (None, None, None)
    assert (m["claims"], m["unjudged_claims"]) == (0, 2)
    assert fixes == []


def test_better_source_gives_replace_and_add() -> None:
    replace = _support(
        "unsupported", 0.1, {"1": 0.1, "2": 0.95}, better_source=2, flags=["better_source"]
    )
    add = Support(
        "unsupported", 0.0, better_source=3, scores={"3": 0.9}, flags=["uncited", "better_source"]
    )
    _, fixes = _measure((["1"], replace), ([], add))
    assert [(f.kind, f.sentence, f.drop, f.add) for f in fixes] == [
        ("replace", 0, ["1"], 2),
        ("add", 1, [], 3),
    ]
    assert fixes[0].evidence == {
        "score": 0.95,
        "was": 0.1,
        "threshold": 0.7,
        "margin": 0.2,
        "passage": None,
    }


def test_no_fix_without_the_better_source_flag() -> None:
    # A best source is named, but the better-source rule did not find it clearly better.
    weak = _support("partly_supported", 0.5, {"1": 0.5}, best_source=1)
    uncited = Support("unsupported", 0.0, scores={}, flags=["uncited"])
    _, fixes = _measure((["1"], weak), ([], uncited))
    assert fixes == []


def test_missing_source_beside_a_supporting_one_is_dropped() -> None:
    m, fixes = _measure((["1", "9"], _support("supported", 0.9, {"1": 0.9})))
    assert m["citation_recall"] == 0.0  # ALCE: a citation out of range scores 0
    assert [(f.kind, f.drop, f.keep) for f in fixes] == [("drop", ["9"], [1])]


def test_repeated_marker_counts_as_alce() -> None:
    # ALCE removes one marker: [1][1] both stay precise (the rest still holds [1], which
    # supports the claim alone).
    m, _ = _measure((["1", "1"], _support("supported", 0.9, {"1": 0.9})))
    assert (m["citations"], m["precise_citations"]) == (2, 2)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The provided sources do not contain information about the 2030 final.", True),
        ("I could not find this in the documents.", True),
        ("There is no information about the launch date.", True),
        ("Le fonti non dicono chi ha vinto.", True),
        ("Sumber tidak menyebutkan tanggalnya.", True),
        ("Las fuentes no mencionan la fecha.", True),
        ("Les sources ne précisent pas la date.", True),
        ("The river does not flow north.", False),
        ("No river is longer than the Nile.", False),
    ],
)
def test_abstains(text: str, expected: bool) -> None:
    assert abstains(text) is expected


# -- whole checks ------------------------------------------------------------------------

PASTED = json.dumps(
    [
        "The Amazon river flows through Brazil and Peru into the Atlantic Ocean.",
        "Mount Everest is the highest mountain on Earth, on the border of Nepal and China.",
        "Honeybees communicate the location of flowers with a waggle dance.",
        "The Sahara desert covers much of North Africa.",
    ]
)


def _check(answer: str) -> dict[str, Any]:
    return ragcite.check(PASTED, answer).as_dict()


def test_three_citations_need_the_subset_scored() -> None:
    # [1] and [3] together support the claim, neither alone; [2] supports nothing. Without
    # [2] the others still support it (scored again as the pair): [2] is irrelevant.
    r = _check("The Amazon flows into the Atlantic and honeybees use a waggle dance [1][3][2].")
    m = r["metrics"]
    assert (m["citation_recall"], m["citation_precision"], m["citation_f1"]) == (1.0, 0.6667, 0.8)
    assert [(x["reason"], x["citation"]) for x in m["precision_lowered_by"]] == [("irrelevant", 2)]
    assert [(f["kind"], f["drop"], f["keep"]) for f in r["fixes"]] == [("drop", ["2"], [1, 3])]


def test_refusal_only_answer_gets_no_score() -> None:
    r = _check("I'm sorry, the sources do not say who won the 2030 World Cup.")
    assert r["metrics"]["citation_recall"] is None
    assert r["metrics"]["citation_precision"] is None
    assert r["metrics"]["abstentions"] == 1


def test_answer_without_citations_suggests_its_best_sources() -> None:
    r = _check(
        "The Amazon river flows into the Atlantic Ocean. Honeybees communicate with a waggle dance."
    )
    assert r["metrics"]["citation_recall"] == 0.0
    assert [(f["kind"], f["add"]) for f in r["fixes"]] == [("add", 1), ("add", 3)]


def test_metrics_are_in_every_output_and_language() -> None:
    report = ragcite.check(
        PASTED,
        "The Amazon river flows through Brazil into the Atlantic Ocean [1][3]. "
        "Honeybees communicate with a waggle dance.",
    )
    assert report.metrics is not None and report.metrics.citation_precision == 0.5
    for lang in render.UI_LANGUAGES:
        page = render.render_html(report, lang)
        assert 'data-metric="citation_recall" data-value="0.5"' in page
        assert 'data-metric="citation_precision" data-value="0.5"' in page
        assert 'data-fix="drop"' in page and 'data-fix="add"' in page
        assert 'href="#rc-claim-1"' in page  # the uncited claim, linked
        markdown = render.render_markdown(report, lang)
        assert "0.50" in markdown and "[3]" in markdown
        for text in (page, markdown):
            assert "metrics." not in text and "fixes." not in text, lang  # no raw key


def test_template_keys_exist_in_every_catalog() -> None:
    templates = resources.files("ragcite").joinpath("report/templates")
    text = "".join(
        templates.joinpath(n).read_text("utf-8") for n in ("metrics.html.j2", "metrics.md.j2")
    )
    keys = set(re.findall(r"""\bt\(\s*["']([\w.]*\w)["']""", text))
    keys |= {f"metrics.reason.{r}" for r in metrics_reasons()}
    keys |= {f"metrics.{k}" for k in ("citation_recall", "citation_precision", "citation_f1")}
    for lang in render.UI_LANGUAGES:
        own = render.own_catalog(lang)
        assert keys <= set(own), (lang, sorted(keys - set(own)))


def metrics_reasons() -> list[str]:
    path = resources.files("ragcite").joinpath("report/schema/report.schema.json")
    schema = json.loads(path.read_text("utf-8"))
    lowered = schema["properties"]["metrics"]["properties"]["recall_lowered_by"]
    return list(lowered["items"]["properties"]["reason"]["enum"])


def test_reports_with_every_fix_follow_the_schema(report_schema: dict[str, Any]) -> None:
    import jsonschema

    answers = [
        # replace, drop, add (a claim with a clear source), and one missing source
        "Mount Everest is the highest mountain on Earth [1]. "
        "The Amazon river flows through Brazil into the Atlantic Ocean [1][3]. "
        "Honeybees communicate with a waggle dance. The Sahara is made of cheese [7].",
        # an answer without any citation: add its best sources
        "The Amazon river flows into the Atlantic Ocean. "
        "Honeybees communicate with a waggle dance.",
        # no judged claim
        "I'm sorry, the sources do not say who won the 2030 World Cup.",
    ]
    kinds = set()
    for answer in answers:
        data = _check(answer)
        jsonschema.validate(data, report_schema)
        kinds |= {f["kind"] for f in data["fixes"]}
    assert kinds == {"replace", "drop", "add"}


def test_examples_figures_recompute_from_their_counts() -> None:
    """Every bundled example: the figures follow from the counts, and each claim or
    citation below them is listed once."""
    from ragcite.api import example

    seen = {}
    for name, _label in example()["examples"]:
        ex = example(name)
        m = ragcite.check(ex["sources"], ex["answer"]).as_dict()["metrics"]
        assert m["claims"] > 0, name
        assert m["citation_recall"] == round(m["supported_claims"] / m["claims"], 4)
        if m["citations"]:
            assert m["citation_precision"] == round(m["precise_citations"] / m["citations"], 4)
        parts = m["precise_citations"] + m["irrelevant_citations"]
        assert parts + m["unsupported_claim_citations"] == m["citations"], name
        assert len(m["recall_lowered_by"]) == m["claims"] - m["supported_claims"]
        assert len(m["precision_lowered_by"]) == m["citations"] - m["precise_citations"]
        seen[name] = (m["citation_recall"], m["citation_precision"])
    # Worked by hand: pgvector has 4 claims, 1 supported (one uncited, one cites [4] for a
    # number it lacks, one cites [1] which only partly holds it); 3 citations, 1 precise.
    assert seen["pgvector"] == (0.25, 0.3333)
    # Gemini's third sentence cites [3][1]; [3] holds it alone, [1] nothing: irrelevant.
    assert seen["gemini"] == (1.0, 0.75)
