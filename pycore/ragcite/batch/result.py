"""The result of a batch: a state finalized into rows per label and a total, the
versioned JSON ``ragcite.batch/1`` (docs/batch.md), and the ``--fail-under`` gate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..verify.metrics import f1
from .run_figures import CITATION_COUNTS, COUNTS, SCALE
from .state import BINS, BatchState, LabelState

SCHEMA = "ragcite.batch/1"
"""Version tag of :meth:`BatchResult.as_dict`; bumped on a breaking change."""


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def worth_a_look(run: dict[str, Any]) -> bool:
    """Whether a kept worst run has something to look at (issue 27): a problem, or claims
    not fully supported. A run at support 1.00 without problems is not listed.

    >>> worth_a_look({"problems": 0, "mean_support": SCALE}), worth_a_look(
    ...     {"problems": 1, "mean_support": SCALE})
    (False, True)
    """
    mean = run["mean_support"]
    return bool(run["problems"]) or (mean is not None and mean < SCALE)


def _fixed(value: int | None, digits: int = 4) -> float | None:
    return None if value is None else round(value / SCALE, digits)


DISTRIBUTION_BINS = 10
"""Bins of the ``support_distribution`` in the result (the chart's bars)."""


def label_row(name: str, s: LabelState) -> dict[str, Any]:
    """The result row of one label: counts, rates, support figures, worst runs."""
    c = s.counts
    p10 = s.quantile(0.10)
    step = BINS // DISTRIBUTION_BINS
    return {
        "label": name,
        **{k: v for k, v in c.items() if k not in CITATION_COUNTS},
        "unreadable": s.unreadable,
        "invalid_citation_rate": _ratio(c["invalid_citations"], c["citations"]),
        "quote_not_found_rate": _ratio(c["quotes_not_found"], c["quotes"]),
        "unused_source_rate": _ratio(c["unused_sources"], c["sources"]),
        "mean_support": (
            round(s.support_sum / c["checked_claims"] / SCALE, 4) if c["checked_claims"] else None
        ),
        "p10_support": None if p10 is None else round(p10, 4),
        "mean_answer_support": (
            round(s.answer_support_sum / c["runs_with_support"] / SCALE, 4)
            if c["runs_with_support"]
            else None
        ),
        "support_distribution": [sum(s.histogram[k : k + step]) for k in range(0, BINS, step)],
        "worst_runs": [
            {
                **run,
                "mean_support": _fixed(run["mean_support"]),
                "answer_support": _fixed(run["answer_support"]),
            }
            for run in s.worst
            if worth_a_look(run)
        ],
        "unreadable_records": list(s.errors),
        **citation_figures(s),
    }


def citation_figures(s: LabelState) -> dict[str, Any]:
    """ALCE's citation recall, precision and F1 of a label, from its counts: pooled over
    every claim and citation (exact under any split), and ALCE's own corpus figure, the
    mean over answers (``mean_citation_*``, fixed-point sums)."""
    c = s.counts
    recall = _ratio(c["citation_recall_supported"], c["citation_recall_claims"])
    precision = _ratio(c["citation_precision_precise"], c["citation_precision_citations"])
    if recall is not None and precision is None:
        precision = 0.0  # claims but no citation to score: ALCE's 0
    runs = c["runs_with_citation_metrics"]
    mean_recall = round(s.citation_recall_sum / runs / SCALE, 4) if runs else None
    mean_precision = round(s.citation_precision_sum / runs / SCALE, 4) if runs else None
    return {
        **{k: c[k] for k in CITATION_COUNTS},
        "citation_recall": recall,
        "citation_precision": precision,
        "citation_f1": f1(recall, precision),
        "mean_citation_recall": mean_recall,
        "mean_citation_precision": mean_precision,
        "mean_citation_f1": f1(mean_recall, mean_precision),
    }


CITATION_METRICS = (
    "citation_recall",
    "citation_precision",
    "citation_f1",
    "mean_citation_recall",
    "mean_citation_precision",
    "mean_citation_f1",
)
"""ALCE's figures per label (0–1): pooled over the label's claims and citations, and
ALCE's own mean over answers."""
CITATION_FIGURES = CITATION_METRICS[:3]
"""Recall, precision and F1: what one answer has too (its report's ``metrics``)."""

METRICS = (
    "mean_support",
    "p10_support",
    "mean_answer_support",
    "invalid_citation_rate",
    "quote_not_found_rate",
    "unused_source_rate",
    *CITATION_METRICS,
    *COUNTS,
    "unreadable",
)
"""Names ``--fail-under`` accepts."""


@dataclass
class BatchResult:
    """The figures of a batch, per label and in total."""

    options: dict[str, Any]
    labels: list[dict[str, Any]]
    """One row per label, sorted by label (:func:`label_row`)."""
    total: dict[str, Any]
    """The same row over every label (label ``null``), unlabelled records included."""
    unreadable: list[dict[str, Any]]
    """Every unreadable record listed (label, line, id, message), by label then line."""
    unreadable_count: int
    run: dict[str, Any] = field(default_factory=dict)
    """How this result was made (engine, workers, elapsed seconds): the only part that
    differs between engines for the same input."""
    schema: str = SCHEMA

    def as_dict(self) -> dict[str, Any]:
        return {
            "schema": self.schema,
            "options": self.options,
            "labels": self.labels,
            "total": self.total,
            "unreadable": {"count": self.unreadable_count, "records": self.unreadable},
            "run": self.run,
        }

    def failures(self, limits: Iterable[tuple[str, float]]) -> list[str]:
        """Every (label, metric) below its limit, one line each: the ``--fail-under`` gate.
        A label with no value for the metric (no checked claim) fails too."""
        found = []
        for metric, limit in limits:
            if metric not in METRICS:
                raise ValueError(f"unknown metric {metric!r}; one of: {', '.join(METRICS)}")
            for row in self.labels:
                value = row[metric]
                if value is None or value < limit:
                    shown = "none" if value is None else f"{value:g}"
                    found.append(f"{row['label'] or '(no label)'}: {metric} {shown} < {limit:g}")
        return found


def finalize(state: BatchState, run: dict[str, Any] | None = None) -> BatchResult:
    """The result of a state: rows per label, the total, unreadable records listed."""
    total = LabelState()
    for s in state.labels.values():
        total = total.merged(s)
    total = total.merged(state.unlabelled)
    unreadable = [{"label": None, **e} for e in state.unlabelled.errors]
    for name, s in sorted(state.labels.items()):
        unreadable += [{"label": name, **e} for e in s.errors]
    rows = [
        label_row(n, s) for n, s in sorted(state.labels.items()) if s.counts["runs"] or s.unreadable
    ]
    return BatchResult(
        options=dict(state.options),
        labels=rows,
        total=label_row("", total) | {"label": None},
        unreadable=unreadable,
        unreadable_count=total.unreadable,
        run=dict(run or {}),
    )
