"""The mergeable state of a batch: per label, integer counts, fixed-point sums, a
histogram and the worst runs, so :func:`merge` is exact, associative and commutative and
any split of the records into :func:`partial` states, merged in any order, equals one pass.
"""

from __future__ import annotations

import heapq
import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..model import InputError, Report
from ..options import Options
from .read import ReadError, Record
from .run_figures import COUNTS, SCALE, RunFigures, figures

STATE_SCHEMA = "ragcite.batch-state/1"
"""Version tag of :meth:`BatchState.to_json` (a state of another version is refused)."""

BINS = 1000
"""Histogram bins of claim support over [0, 1]; bin k holds [k/1000, (k+1)/1000), the last
also 1.0. Support scores have 3 decimals, so a bin holds one value (and its quantiles are
exact) except the last, which holds 0.999 and 1.0."""
WORST_KEPT = 5
"""Worst runs kept per label."""
ERRORS_KEPT = 1000
"""Unreadable records listed per label (all are counted); the first by (line, id)."""


def _worst_key(run: dict[str, Any]) -> tuple[Any, ...]:
    """Worst first: lowest mean claim support (none counts as 0), then more problems,
    then id and line, so the order is total and ties never depend on arrival."""
    mean = run["mean_support"]
    return (
        -1 if mean is None else mean,
        -run["problems"],
        run["id"],
        -1 if run["line"] is None else run["line"],
        run["answer_support"] if run["answer_support"] is not None else -1,
    )


def _error_key(error: dict[str, Any]) -> tuple[Any, ...]:
    line = error.get("line")
    return (-1 if line is None else line, error.get("id") or "", error.get("message") or "")


SUMS = ("support_sum", "answer_support_sum", "citation_recall_sum", "citation_precision_sum")
"""A label's fixed-point sums (scores times ``SCALE``): merged by adding, exactly."""


@dataclass
class LabelState:
    """The mergeable figures of one label. Every field merges by integer addition, min/max
    or a bounded sorted union."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTS, 0))
    support_sum: int = 0
    """Sum of claim support scores, fixed point."""
    answer_support_sum: int = 0
    """Sum of the runs' ``answer_support``, fixed point (over ``runs_with_support``)."""
    citation_recall_sum: int = 0
    """Sum of the runs' ``metrics.citation_recall``, fixed point (over
    ``runs_with_citation_metrics``): ALCE's figure is the mean over answers."""
    citation_precision_sum: int = 0
    """Sum of the runs' ``metrics.citation_precision``, fixed point."""
    histogram: list[int] = field(default_factory=lambda: [0] * BINS)
    bin_min: list[int | None] = field(default_factory=lambda: [None] * BINS)
    bin_max: list[int | None] = field(default_factory=lambda: [None] * BINS)
    worst: list[dict[str, Any]] = field(default_factory=list)
    """At most ``WORST_KEPT`` runs, worst first (:func:`_worst_key`); fixed-point scores."""
    unreadable: int = 0
    errors: list[dict[str, Any]] = field(default_factory=list)
    """The first ``ERRORS_KEPT`` unreadable records by (line, id): line, id, message."""

    def add(self, record: Record, run: RunFigures) -> None:
        for key, value in run.counts.items():
            self.counts[key] += value
        for score in run.scores:
            self.support_sum += score
            k = min(score * BINS // SCALE, BINS - 1)
            self.histogram[k] += 1
            low, high = self.bin_min[k], self.bin_max[k]
            self.bin_min[k] = score if low is None else min(low, score)
            self.bin_max[k] = score if high is None else max(high, score)
        if run.answer_support is not None:
            self.answer_support_sum += run.answer_support
        if run.citation_recall is not None and run.citation_precision is not None:
            self.citation_recall_sum += run.citation_recall
            self.citation_precision_sum += run.citation_precision
        mean = sum(run.scores) // len(run.scores) if run.scores else None
        entry = {
            "id": record.id,
            "line": record.line,
            "mean_support": mean,
            "answer_support": run.answer_support,
            "problems": run.problems,
        }
        self.worst = heapq.nsmallest(WORST_KEPT, [*self.worst, entry], key=_worst_key)

    def add_error(self, error: ReadError) -> None:
        self.unreadable += 1
        entry = {"line": error.line, "id": error.id, "message": error.message}
        if len(self.errors) < ERRORS_KEPT or _error_key(entry) < _error_key(self.errors[-1]):
            self.errors = sorted([*self.errors, entry], key=_error_key)[:ERRORS_KEPT]

    def merged(self, other: LabelState) -> LabelState:
        def low(a: int | None, b: int | None) -> int | None:
            return b if a is None else a if b is None else min(a, b)

        def high(a: int | None, b: int | None) -> int | None:
            return b if a is None else a if b is None else max(a, b)

        return LabelState(
            counts={k: self.counts[k] + other.counts[k] for k in COUNTS},
            **{k: getattr(self, k) + getattr(other, k) for k in SUMS},
            histogram=[a + b for a, b in zip(self.histogram, other.histogram, strict=True)],
            bin_min=[low(a, b) for a, b in zip(self.bin_min, other.bin_min, strict=True)],
            bin_max=[high(a, b) for a, b in zip(self.bin_max, other.bin_max, strict=True)],
            worst=heapq.nsmallest(WORST_KEPT, [*self.worst, *other.worst], key=_worst_key),
            unreadable=self.unreadable + other.unreadable,
            errors=sorted([*self.errors, *other.errors], key=_error_key)[:ERRORS_KEPT],
        )

    def to_dict(self) -> dict[str, Any]:
        # The histogram is sparse in JSON: most of the 1000 bins are empty.
        bins = [[k, n, self.bin_min[k], self.bin_max[k]] for k, n in enumerate(self.histogram) if n]
        return {
            "counts": dict(self.counts),
            **{k: getattr(self, k) for k in SUMS},
            "bins": bins,
            "worst": self.worst,
            "unreadable": self.unreadable,
            "errors": self.errors,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LabelState:
        state = cls()
        unknown = set(data["counts"]) - set(COUNTS)
        if unknown:
            raise ValueError(f"unknown count {sorted(unknown)[0]!r} in a batch state")
        state.counts.update({k: int(v) for k, v in data["counts"].items()})
        for k in SUMS:
            setattr(state, k, int(data[k]))
        for k, n, low, high in data["bins"]:
            state.histogram[k], state.bin_min[k], state.bin_max[k] = int(n), low, high
        state.worst = list(data["worst"])
        state.unreadable = int(data["unreadable"])
        state.errors = list(data["errors"])
        return state

    def quantile(self, q: float) -> float | None:
        """The nearest-rank ``q`` quantile of claim support: the value of rank ⌈q·n⌉. Exact
        when its bin holds one value; otherwise interpolated between the bin's smallest and
        largest value (never off by more than the bin's width, 0.001)."""
        n = sum(self.histogram)
        if not n:
            return None
        rank = max(1, math.ceil(q * n))
        seen = 0
        for k, count in enumerate(self.histogram):
            if seen + count >= rank:
                low, high = self.bin_min[k], self.bin_max[k]
                assert low is not None and high is not None
                if low == high or count == 1:
                    return low / SCALE
                return (low + (high - low) * (rank - seen - 1) / (count - 1)) / SCALE
            seen += count
        raise AssertionError("unreachable: the ranks add up to n")  # pragma: no cover


def _options_key(options: Options) -> dict[str, Any]:
    # The report's language does not change the figures; every other option can.
    data = options._asdict()
    data.pop("ui_language", None)
    return data


@dataclass
class BatchState:
    """Per-label partial figures of some records, and the options they were checked with
    (states checked with other options do not merge)."""

    options: dict[str, Any] = field(default_factory=lambda: _options_key(Options()))
    labels: dict[str, LabelState] = field(default_factory=dict)
    unlabelled: LabelState = field(default_factory=LabelState)
    """Records so broken their label is unknown (a line that is not JSON): counted here."""

    @classmethod
    def empty(cls, options: Options | dict[str, Any] | None = None) -> BatchState:
        if not isinstance(options, Options):
            options = Options.from_mapping(options)
        return cls(options=_options_key(options))

    def label(self, name: str) -> LabelState:
        if name not in self.labels:
            self.labels[name] = LabelState()
        return self.labels[name]

    def add_report(self, record: Record, report: Report) -> None:
        self.label(record.label).add(record, figures(report))

    def add_error(self, error: ReadError) -> None:
        target = self.unlabelled if error.label is None else self.label(error.label)
        target.add_error(error)

    def to_json(self) -> str:
        return json.dumps(
            {
                "schema": STATE_SCHEMA,
                "options": self.options,
                "labels": {k: v.to_dict() for k, v in sorted(self.labels.items())},
                "unlabelled": self.unlabelled.to_dict(),
            },
            ensure_ascii=False,
            sort_keys=True,
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> BatchState:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("schema") != STATE_SCHEMA:
            found = data.get("schema") if isinstance(data, dict) else None
            raise ValueError(f"not a {STATE_SCHEMA} batch state (schema {found!r})")
        return cls(
            options=dict(data["options"]),
            labels={k: LabelState.from_dict(v) for k, v in data["labels"].items()},
            unlabelled=LabelState.from_dict(data["unlabelled"]),
        )


def partial(
    records: Iterable[Record | ReadError],
    options: Options | dict[str, Any] | None = None,
    on_report: Callable[[Record, Report], None] | None = None,
) -> BatchState:
    """Check ``records`` and return their state. A :class:`ReadError`, or a record whose
    sources or answer cannot be read, is counted as unreadable under its label.
    ``on_report`` sees every report (the CLI's ``--details`` writes them)."""
    from .. import check

    if not isinstance(options, Options):
        options = Options.from_mapping(options)
    state = BatchState.empty(options)
    for item in records:
        if isinstance(item, ReadError):
            state.add_error(item)
            continue
        try:
            report = check(item.sources, item.answer, options)
        except InputError as err:
            state.add_error(ReadError(str(err), item.line, item.label, item.id))
            continue
        state.add_report(item, report)
        if on_report is not None:
            on_report(item, report)
    return state


def merge(a: BatchState, b: BatchState) -> BatchState:
    """The state of both records sets; exact, associative and commutative. Raises
    ``ValueError`` when the two were checked with different options."""
    if a.options != b.options:
        raise ValueError(f"batch states checked with other options: {a.options} != {b.options}")
    names = sorted(set(a.labels) | set(b.labels))
    empty = LabelState()
    return BatchState(
        options=dict(a.options),
        labels={n: a.labels.get(n, empty).merged(b.labels.get(n, empty)) for n in names},
        unlabelled=a.unlabelled.merged(b.unlabelled),
    )


def merge_all(states: Iterable[BatchState], options: Options | None = None) -> BatchState:
    """All states merged; with none, the empty state of ``options``."""
    total: BatchState | None = None
    for state in states:
        total = state if total is None else merge(total, state)
    return BatchState.empty(options) if total is None else total
