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
Standard library only: the engines' adapters import this package inside their workers.

One module per job: :mod:`.read` (records), :mod:`.run_figures` (what one report adds),
:mod:`.state` (the mergeable state, :func:`partial`, :func:`merge`), :mod:`.result`
(:func:`finalize`, the JSON, the ``--fail-under`` gate), :mod:`.runner` (:func:`run`);
the public names are re-exported here, so ``from ragcite import batch`` is enough.
"""

from __future__ import annotations

from .read import ReadError, Record, read_csv, read_jsonl, read_runs, record_from
from .result import DISTRIBUTION_BINS, METRICS, SCHEMA, BatchResult, finalize, label_row
from .run_figures import COUNTS, SCALE, RunFigures, figures
from .runner import run
from .state import (
    BINS,
    ERRORS_KEPT,
    STATE_SCHEMA,
    WORST_KEPT,
    BatchState,
    LabelState,
    merge,
    merge_all,
    partial,
)

__all__ = [
    "BINS",
    "COUNTS",
    "DISTRIBUTION_BINS",
    "ERRORS_KEPT",
    "METRICS",
    "SCALE",
    "SCHEMA",
    "STATE_SCHEMA",
    "WORST_KEPT",
    "BatchResult",
    "BatchState",
    "LabelState",
    "ReadError",
    "Record",
    "RunFigures",
    "figures",
    "finalize",
    "label_row",
    "merge",
    "merge_all",
    "partial",
    "read_csv",
    "read_jsonl",
    "read_runs",
    "record_from",
    "run",
]
