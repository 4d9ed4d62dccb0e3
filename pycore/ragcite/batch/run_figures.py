"""One run's figures: what a report adds to its label's counts and scores (docs/batch.md,
"A row"), read from the report with the summary bar's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Report

SCALE = 1_000_000
"""Fixed point of the sums: a score s counts as round(s * SCALE), an integer."""

COUNTS = (
    "runs",
    "runs_with_problems",
    "no_citation",
    "citations",
    "invalid_citations",
    "quotes",
    "quotes_not_found",
    "claims",
    "checked_claims",
    "supported",
    "partly_supported",
    "unsupported",
    "uncited_claims",
    "bad_marker",
    "truncated",
    "sources",
    "unused_sources",
    "runs_with_support",
    "citation_recall_claims",
    "citation_recall_supported",
    "citation_precision_citations",
    "citation_precision_precise",
    "irrelevant_citations",
    "runs_with_citation_metrics",
)
"""Integer counts per label (the meaning of each: docs/batch.md)."""
CITATION_COUNTS = COUNTS[COUNTS.index("citation_recall_claims") :]
"""The counts behind ALCE's citation recall and precision (the report's ``metrics``),
listed after the older figures in a row so the CSV's earlier columns keep their place."""

_PLAIN_LEVELS = ("supported", "unsupported", "not_checked")
"""Support levels named the same in every report version; any other checked level is the
middle one (``weak``, renamed ``partly_supported``), counted as ``partly_supported``."""


@dataclass
class RunFigures:
    """What one report adds to its label: the counts, its claims' scores, its rank."""

    counts: dict[str, int]
    scores: list[int]
    """Support score of every checked claim, in fixed point."""
    answer_support: int | None
    """The report's ``answer_support`` in fixed point."""
    problems: int
    citation_recall: int | None = None
    """The report's ``metrics.citation_recall`` in fixed point (None: no judged claim)."""
    citation_precision: int | None = None
    """The report's ``metrics.citation_precision`` in fixed point."""


def _middle(level: str) -> bool:
    return level not in _PLAIN_LEVELS


def figures(report: Report) -> RunFigures:
    """The counts one report adds, read from the report (the same rules as the summary
    bar's statuses: :func:`ragcite.report.view.sentence_status`)."""
    counts = dict.fromkeys(COUNTS, 0)
    counts["runs"] = 1
    problems = len(report.problems())
    counts["runs_with_problems"] = int(problems > 0)
    cites = report.citations
    counts["citations"] = len(cites)
    counts["no_citation"] = int(not cites)
    counts["invalid_citations"] = sum(c.result == "no_such_source" for c in cites)
    counts["quotes"] = sum(c.quote is not None for c in cites)
    counts["quotes_not_found"] = sum(c.result == "not_in_source" for c in cites)
    scores = []
    for sentence in report.sentences:
        own = [cites[i] for i in sentence.citations if 0 <= i < len(cites)]
        if any(c.result == "no_such_source" for c in own):
            counts["bad_marker"] += 1
        if not sentence.is_claim:
            continue
        counts["claims"] += 1
        support = sentence.support
        # A claim whose cited sources carry no text was not judged (``not_checkable``):
        # like the single report's answer support, its figures leave it out.
        if support is None or support.level in ("not_checked", "not_checkable"):
            continue
        counts["checked_claims"] += 1
        scores.append(round(support.score * SCALE))
        if any(c.result == "no_such_source" for c in own) or not own:
            continue  # shown as a bad marker or as uncited, not by its level
        if support.level == "supported":
            counts["supported"] += 1
        elif support.level == "unsupported":
            counts["unsupported"] += 1
        elif _middle(support.level):
            counts["partly_supported"] += 1
    counts["uncited_claims"] = len(report.uncited_sentences)
    counts["truncated"] = int(report.answer.truncated)
    counts["sources"] = len(report.sources)
    counts["unused_sources"] = len(report.unused_sources)
    answer_support = report.answer_support
    counts["runs_with_support"] = int(answer_support is not None)
    fixed = None if answer_support is None else round(answer_support * SCALE)
    figures = RunFigures(counts, scores, fixed, problems)
    m = report.metrics
    if m is not None:
        counts["citation_recall_claims"] = m.claims
        counts["citation_recall_supported"] = m.supported_claims
        counts["citation_precision_citations"] = m.citations
        counts["citation_precision_precise"] = m.precise_citations
        counts["irrelevant_citations"] = m.irrelevant_citations
        if m.citation_recall is not None and m.citation_precision is not None:
            counts["runs_with_citation_metrics"] = 1
            figures.citation_recall = round(m.citation_recall * SCALE)
            figures.citation_precision = round(m.citation_precision * SCALE)
    return figures
