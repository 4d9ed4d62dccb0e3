"""The batch's public names under their earlier module, ``ragcite.batch.runs``, so
``from ragcite.batch import runs`` keeps working: the code lives in :mod:`ragcite.batch`'s
modules (read, run_figures, state, result, runner).
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
