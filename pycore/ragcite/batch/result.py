"""The result of a batch: a state finalized into rows per label and a total, the
versioned JSON ``ragcite.batch/1`` (docs/batch.md), and the ``--fail-under`` gate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .run_figures import COUNTS, SCALE
from .state import BINS, BatchState, LabelState

SCHEMA = "ragcite.batch/1"
"""Version tag of :meth:`BatchResult.as_dict`; bumped on a breaking change."""


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


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
        **c,
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
        ],
        "unreadable_records": list(s.errors),
    }


METRICS = (
    "mean_support",
    "p10_support",
    "mean_answer_support",
    "invalid_citation_rate",
    "quote_not_found_rate",
    "unused_source_rate",
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
