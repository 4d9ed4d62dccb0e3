"""Many runs, one table: a per-label aggregate that merges exactly, in any order.

A batch is a stream of :class:`Record` (label, id, sources, answer) read from JSONL or CSV
(:func:`read_jsonl`, :func:`read_csv`). Checking is three functions, so one machine and a
cluster give the same figures (issue 19):

- :func:`partial` checks some records with :func:`ragcite.check` and returns a
  :class:`BatchState` — per label: integer counts, sums in fixed point (integers, so the
  order of additions cannot change them), a 1000-bin histogram of claim support over
  [0, 1] with each bin's smallest and largest value, the worst runs, unreadable records.
- :func:`merge` adds two states. It is exact, associative and commutative: every field
  is an integer sum, a min/max, or the first ``WORST_KEPT`` of a total order, so any split
  of the records into partials, merged in any order, equals one pass.
- :func:`finalize` turns a state into a :class:`BatchResult`; ``as_dict()`` is the
  versioned JSON (``ragcite.batch/1``, docs/batch.md, schema/batch.schema.json).

States travel as JSON (:meth:`BatchState.to_json`, :meth:`BatchState.from_json`) between
processes, workers and the page. :func:`run` is the one-machine path with multiprocessing.
Standard library only: the engines' adapters import this module inside their workers.
"""

from __future__ import annotations

import csv
import heapq
import json
import math
import os
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..model import InputError, Report
from ..options import Options
from ..read import jsontext

SCHEMA = "ragcite.batch/1"
"""Version tag of :meth:`BatchResult.as_dict`; bumped on a breaking change."""
STATE_SCHEMA = "ragcite.batch-state/1"
"""Version tag of :meth:`BatchState.to_json` (a state of another version is refused)."""

BINS = 1000
"""Histogram bins of claim support over [0, 1]; bin k holds [k/1000, (k+1)/1000), the last
also 1.0. Support scores have 3 decimals, so a bin holds one value (and its quantiles are
exact) except the last, which holds 0.999 and 1.0."""
SCALE = 1_000_000
"""Fixed point of the sums: a score s counts as round(s * SCALE), an integer."""
WORST_KEPT = 5
"""Worst runs kept per label."""
ERRORS_KEPT = 1000
"""Unreadable records listed per label (all are counted); the first by (line, id)."""

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
)
"""Integer counts per label (the meaning of each: docs/batch.md)."""

_PLAIN_LEVELS = ("supported", "unsupported", "not_checked")
"""Support levels named the same in every report version; any other checked level is the
middle one (``weak``, renamed ``partly_supported``), counted as ``partly_supported``."""


# -- records -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Record:
    """One run to check: an answer, the sources it was given, and its group."""

    label: str
    """The group it is compared in: a model, a prompt, a day."""
    id: str
    """Names the run in the table and the details folder (default: its line number)."""
    sources: str
    """The sources as pasted (JSON text when the input held a JSON value)."""
    answer: str
    """The answer as pasted: text, or a provider response as JSON text."""
    line: int | None = None
    """1-based line of the input where the record starts, when read from a file."""


@dataclass(frozen=True)
class ReadError:
    """A record that could not be read or checked, with where it is."""

    message: str
    line: int | None = None
    label: str | None = None
    """None when the record is so broken its label is unknown."""
    id: str | None = None

    def __str__(self) -> str:
        """
        >>> str(ReadError("JSON error at column 3: Expecting value", 7))
        'line 7: JSON error at column 3: Expecting value'
        """
        where = f"line {self.line}" if self.line is not None else f"record {self.id or '?'}"
        return f"{where}: {self.message}"

    def as_dict(self) -> dict[str, Any]:
        return {"line": self.line, "label": self.label, "id": self.id, "message": self.message}


def _text(value: Any) -> str | None:
    """A field as pasted text: strings as they are, JSON values as JSON text."""
    if value is None:
        return None
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def _scalar(value: Any) -> str | None:
    if value is None or isinstance(value, dict | list):
        return None
    return value if isinstance(value, str) else json.dumps(value)


def record_from(
    data: Any, line: int | None, shared_sources: str | None = None
) -> Record | ReadError:
    """A record from one JSON object or CSV row: ``label``, ``id``, ``sources``, ``answer``.

    >>> record_from({"label": "m1", "sources": ["A."], "answer": "A [1]."}, 3)
    Record(label='m1', id='3', sources='["A."]', answer='A [1].', line=3)
    >>> str(record_from({"label": "m1", "sources": "A."}, 4))
    'line 4: no "answer"'
    """
    if not isinstance(data, dict):
        return ReadError(f"expected a JSON object, found {jsontext.type_name(data)}", line)
    label = _scalar(data.get("label")) or ""
    ident = _scalar(data.get("id"))
    if ident is None or ident == "":
        ident = str(line) if line is not None else ""
    answer = _text(data.get("answer"))
    sources = _text(data.get("sources"))
    if not sources and shared_sources is not None:
        sources = shared_sources
    # "sources": "" stays a run: a provider response may carry its own sources (Gemini
    # grounding, Cohere documents, Perplexity results), as `ragcite check` accepts.
    if answer is None:
        return ReadError('no "answer"', line, label, ident)
    if sources is None:
        return ReadError('no "sources" (and no shared sources file)', line, label, ident)
    return Record(label, ident, sources, answer, line)


def _lines(path_or_lines: str | os.PathLike[str] | Iterable[str | bytes]) -> Iterator[str | bytes]:
    if isinstance(path_or_lines, str | os.PathLike):
        with Path(path_or_lines).open("rb") as handle:
            yield from handle
    else:
        yield from path_or_lines


def read_jsonl(
    path_or_lines: str | os.PathLike[str] | Iterable[str | bytes],
    shared_sources: str | None = None,
) -> Iterator[Record | ReadError]:
    """Records from JSON Lines (a path, or lines as str or bytes); a line that cannot be
    read yields a :class:`ReadError` with its line number instead. Blank lines are skipped.

    >>> rows = ['{"label": "a", "answer": "x"}', "", "{oops", "[1]", '{"label": "a"\\n']
    >>> for r in read_jsonl(rows, "S"):
    ...     print(r if isinstance(r, ReadError) else r.id)
    1
    line 3: JSON error at column 2: Expecting property name enclosed in double quotes
    line 4: expected a JSON object, found an array
    line 5: JSON error at column 14: Expecting ',' delimiter
    """
    for number, raw in enumerate(_lines(path_or_lines), 1):
        if isinstance(raw, bytes):
            try:
                line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError as err:
                yield ReadError(f"not UTF-8 text (byte {err.start + 1})", number)
                continue
        else:
            line = raw.removeprefix("\ufeff") if number == 1 else raw
        if not line.strip():
            continue
        # Without its line break: a line cut short then fails where Python's parser says
        # on that line ("column 31"), not at "line 2, column 1" past its end.
        line = line.rstrip("\r\n")
        try:
            data = json.loads(line)
        except json.JSONDecodeError as err:
            yield ReadError(f"JSON error at column {err.colno}: {err.msg}", number)
            continue
        yield record_from(data, number, shared_sources)


def read_csv(
    path_or_lines: str | os.PathLike[str] | Iterable[str],
    shared_sources: str | None = None,
) -> Iterator[Record | ReadError]:
    """Records from CSV with a header row naming the columns ``label``, ``id``, ``sources``,
    ``answer`` (any order; only ``answer`` is required, ``sources`` when no shared sources
    are given). A field may span lines; ``line`` is where its record starts.

    >>> rows = ["label,id,answer", "a,r1,x [1].", 'b,r2,"two', 'lines"']
    >>> [(r.id, r.line) for r in read_csv(rows, "S")]
    [('r1', 2), ('r2', 3)]
    """
    # A provider response in a cell can be longer than csv's default 128 KiB field limit.
    csv.field_size_limit(max(csv.field_size_limit(), 1 << 26))
    if isinstance(path_or_lines, str | os.PathLike):
        try:
            with Path(path_or_lines).open(encoding="utf-8-sig", newline="") as handle:
                yield from _csv_records(handle, shared_sources)
        except UnicodeDecodeError as err:
            yield ReadError(f"not UTF-8 text (byte {err.start + 1} of a block)", None)
    else:
        yield from _csv_records(path_or_lines, shared_sources)


def _csv_records(lines: Iterable[str], shared_sources: str | None) -> Iterator[Record | ReadError]:
    reader = csv.reader(lines)
    try:
        header = [name.strip().lstrip("\ufeff").lower() for name in next(reader)]
    except StopIteration:
        return
    except csv.Error as err:
        yield ReadError(f"CSV error: {err}", 1)
        return
    if "answer" not in header:
        yield ReadError('the CSV header has no "answer" column', 1)
        return
    start = reader.line_num + 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as err:
            yield ReadError(f"CSV error: {err}", start)
            start = reader.line_num + 1
            continue
        if any(cell.strip() for cell in row):
            if len(row) != len(header):
                yield ReadError(f"{len(row)} fields, the header has {len(header)}", start)
            else:
                yield record_from(dict(zip(header, row, strict=True)), start, shared_sources)
        start = reader.line_num + 1


def read_runs(
    path: str | os.PathLike[str], shared_sources: str | None = None, fmt: str = "auto"
) -> Iterator[Record | ReadError]:
    """Records from a file: CSV when ``fmt`` is ``csv`` or the name ends in ``.csv``,
    JSON Lines otherwise."""
    if fmt == "csv" or (fmt == "auto" and str(path).lower().endswith(".csv")):
        return read_csv(path, shared_sources)
    return read_jsonl(path, shared_sources)


# -- one run's figures -------------------------------------------------------------------


@dataclass
class RunFigures:
    """What one report adds to its label: the counts, its claims' scores, its rank."""

    counts: dict[str, int]
    scores: list[int]
    """Support score of every checked claim, in fixed point."""
    answer_support: int | None
    """The report's ``answer_support`` in fixed point."""
    problems: int


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
    return RunFigures(counts, scores, fixed, problems)


# -- the state ---------------------------------------------------------------------------


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


def worth_a_look(run: dict[str, Any]) -> bool:
    """Whether a kept worst run has something to look at (issue 27): a problem, or claims
    not fully supported. A run at support 1.00 without problems is not listed.

    >>> worth_a_look({"problems": 0, "mean_support": SCALE}), worth_a_look(
    ...     {"problems": 1, "mean_support": SCALE})
    (False, True)
    """
    mean = run["mean_support"]
    return bool(run["problems"]) or (mean is not None and mean < SCALE)


def _error_key(error: dict[str, Any]) -> tuple[Any, ...]:
    line = error.get("line")
    return (-1 if line is None else line, error.get("id") or "", error.get("message") or "")


@dataclass
class LabelState:
    """The mergeable figures of one label. Every field merges by integer addition, min/max
    or a bounded sorted union."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTS, 0))
    support_sum: int = 0
    """Sum of claim support scores, fixed point."""
    answer_support_sum: int = 0
    """Sum of the runs' ``answer_support``, fixed point (over ``runs_with_support``)."""
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
            support_sum=self.support_sum + other.support_sum,
            answer_support_sum=self.answer_support_sum + other.answer_support_sum,
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
            "support_sum": self.support_sum,
            "answer_support_sum": self.answer_support_sum,
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
        state.support_sum = int(data["support_sum"])
        state.answer_support_sum = int(data["answer_support_sum"])
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


# -- the result --------------------------------------------------------------------------


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
            if worth_a_look(run)
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


# -- one machine -------------------------------------------------------------------------


def _chunks(items: Iterable[Record | ReadError], size: int) -> Iterator[list[Record | ReadError]]:
    chunk: list[Record | ReadError] = []
    for item in items:
        chunk.append(item)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


_WORKER: dict[str, Any] = {}


def _init_worker(
    options: dict[str, Any], on_report: Callable[[Record, Report], None] | None
) -> None:
    _WORKER["options"] = Options.from_mapping(options)
    _WORKER["on_report"] = on_report


def _partial_chunk(chunk: list[Record | ReadError]) -> tuple[int, str, int, float]:
    began = time.process_time()
    state = partial(chunk, _WORKER["options"], _WORKER["on_report"])
    return len(chunk), state.to_json(), os.getpid(), time.process_time() - began


def run(
    records: Iterable[Record | ReadError],
    options: Options | dict[str, Any] | None = None,
    workers: int | None = None,
    chunk_size: int = 25,
    on_report: Callable[[Record, Report], None] | None = None,
    progress: Callable[[int], None] | None = None,
) -> BatchResult:
    """Check every record on ``workers`` processes (default: the available cores) with
    :func:`partial` per chunk and :func:`merge`, and finalize. ``progress`` is called with
    the number of records done so far; ``on_report`` runs in the worker processes, so it
    must be picklable (a module-level function or a ``functools.partial`` of one)."""
    import multiprocessing

    if not isinstance(options, Options):
        options = Options.from_mapping(options)
    if workers is None:
        workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
        workers = workers or os.cpu_count() or 1
    started, cpu_started = time.perf_counter(), time.process_time()
    state = BatchState.empty(options)
    done = 0
    worker_cpu: dict[int, float] = {}
    if workers <= 1:
        for chunk in _chunks(records, chunk_size):
            state = merge(state, partial(chunk, options, on_report))
            done += len(chunk)
            if progress:
                progress(done)
    else:
        # fork starts workers in milliseconds with ragcite already imported; elsewhere
        # (macOS, Windows) the platform's default start method is used.
        methods = multiprocessing.get_all_start_methods()
        fork = "fork" in methods
        context = multiprocessing.get_context("fork" if fork else None)
        chunks = _chunks(records, chunk_size)
        if fork:
            # The first check of a process costs ~3x a later one (lazy imports, compiled
            # patterns, stop-word lists, stem caches): checked here first, the forked
            # workers inherit it warm instead of each paying for it again.
            first = next(chunks, [])
            state = merge(state, partial(first, options, on_report))
            done += len(first)
            if progress and first:
                progress(done)
        with context.Pool(workers, _init_worker, (_options_key(options), on_report)) as pool:
            for n, text, pid, cpu in pool.imap_unordered(_partial_chunk, chunks):
                worker_cpu[pid] = worker_cpu.get(pid, 0.0) + cpu
                state = merge(state, BatchState.from_json(text))
                done += n
                if progress:
                    progress(done)
    elapsed = round(time.perf_counter() - started, 3)
    # CPU seconds of this process and of each worker (checking only): on a busy machine
    # wall time includes waiting for a core, and the busiest process bounds the run.
    run_info = {
        "engine": "ragcite",
        "workers": workers,
        "elapsed_s": elapsed,
        "cpu_s": round(time.process_time() - cpu_started, 3),
        "worker_cpu_s": sorted(round(v, 3) for v in worker_cpu.values()),
    }
    return finalize(state, run_info)
