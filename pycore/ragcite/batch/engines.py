"""What the engines' adapters share: records from log files and table rows, per-run columns.

``ragcite.spark`` and ``ragcite.dask`` read the same inputs the same way as ``ragcite batch``
(:mod:`ragcite.batch`), so a cluster and a laptop count the same records. Standard library
only: this runs inside the engines' workers.
"""

from __future__ import annotations

import io
import posixpath
from collections.abc import Iterator
from typing import Any

from .. import batch
from ..model import InputError
from ..options import Options
from .result import CITATION_FIGURES


def file_name(path: str) -> str:
    """The last part of a path or URL, what names a file in ids and messages.

    >>> file_name("s3://logs/2026/12/01/part-0007.jsonl")
    'part-0007.jsonl'
    >>> file_name("file:///tmp/runs.jsonl")
    'runs.jsonl'
    """
    return posixpath.basename(path.rstrip("/")) or path


def decompress(content: bytes, name: str) -> bytes:
    """A file's bytes, decompressed when its name says gzip, bzip2 or xz (logs often are).

    >>> import gzip
    >>> decompress(gzip.compress(b"{}"), "day.jsonl.gz"), decompress(b"{}", "day.jsonl")
    (b'{}', b'{}')
    """
    lowered = name.lower()
    if lowered.endswith(".gz"):
        import gzip

        return gzip.decompress(content)
    if lowered.endswith(".bz2"):
        import bz2

        return bz2.decompress(content)
    if lowered.endswith(".xz"):
        import lzma

        return lzma.decompress(content)
    return content


def records_from_file(
    content: bytes, name: str, several: bool, shared_sources: str | None = None
) -> Iterator[batch.Record | batch.ReadError]:
    """The records of one JSONL file's bytes, read by :func:`ragcite.batch.read_jsonl` as
    ``ragcite batch`` reads a file, so line numbers and unreadable lines are the same.

    When ``several`` files are read, a line number alone names no run: a record without an
    id is named ``file:line`` instead of ``line``, and a message starts with the file name.

    >>> rows = b'{"label": "a", "answer": "x [1]."}\\n{oops\\n'
    >>> [str(r) if isinstance(r, batch.ReadError) else r.id for r in
    ...  records_from_file(rows, "day1.jsonl", several=True, shared_sources="S")]
    ['day1.jsonl:1', 'line 2: day1.jsonl: JSON error at column 2: Expecting property name \
enclosed in double quotes']
    """
    for item in batch.read_jsonl(io.BytesIO(content), shared_sources):
        if not several:
            yield item
        elif isinstance(item, batch.ReadError):
            ident = item.id
            if ident is not None and item.line is not None and ident == str(item.line):
                ident = f"{name}:{ident}"
            yield batch.ReadError(f"{name}: {item.message}", item.line, item.label, ident)
        elif item.line is not None and item.id == str(item.line):
            # record_from named it by its line (it had no id).
            yield batch.Record(
                item.label, f"{name}:{item.id}", item.sources, item.answer, item.line
            )
        else:
            yield item


def record_from_row(
    row: dict[str, Any], shared_sources: str | None = None
) -> batch.Record | batch.ReadError:
    """A record from a table row with the columns ``label``, ``id``, ``sources``, ``answer``
    and, when the table has them, ``line`` and ``error`` (set by the engines' JSONL readers
    for a line that could not be read). Values that are not strings (a Parquet struct, a
    number) are read as :func:`ragcite.batch.record_from` reads JSON values.

    >>> record_from_row({"label": "m1", "id": "r7", "sources": '["A."]', "answer": "A [1]."})
    Record(label='m1', id='r7', sources='["A."]', answer='A [1].', line=None)
    >>> str(record_from_row({"label": None, "line": 4, "error": "JSON error at column 2"}))
    'line 4: JSON error at column 2'
    """
    line = row.get("line")
    line = None if line is None else int(line)
    error = row.get("error")
    if error is not None:
        return batch.ReadError(str(error), line, row.get("label"), row.get("id"))
    data = {key: row.get(key) for key in ("label", "id", "sources", "answer")}
    return batch.record_from(data, line, shared_sources)


RUN_COUNTS = {
    count: "source_count" if count == "sources" else count
    for count in batch.COUNTS
    if count not in ("runs", "runs_with_support", "runs_with_citation_metrics")
}
"""The per-label counts that mean something for one run (``no_citation``, ``truncated`` and
``runs_with_problems`` are 0 or 1), and their column names: ``sources`` is
``source_count``, so it never hides the ``sources`` text column of the same table."""

RUN_COLUMNS: tuple[tuple[str, str], ...] = (
    ("status", "string"),
    ("error", "string"),
    ("answer_format", "string"),
    ("answer_support", "double"),
    ("mean_support", "double"),
    ("problems", "int"),
    *((column, "int") for column in RUN_COUNTS.values()),
    *((figure, "double") for figure in CITATION_FIGURES),
)
"""The columns :func:`check_run` returns, with their Spark SQL types."""


def check_run(sources: Any, answer: Any, options: Options) -> dict[str, Any]:
    """One run's figures as a flat row: ``status`` (``ok``, ``problems`` or ``unreadable``),
    the located ``error`` of an unreadable run, support scores and the counts the batch
    table adds up (:func:`ragcite.batch.figures`), so a SQL ``GROUP BY`` over these columns
    gives the table's counts.

    >>> row = check_run('["The sky is blue."]', "The sky is blue [1].", Options())
    >>> row["status"], row["citations"], row["supported"], row["mean_support"]
    ('ok', 1, 1, 1.0)
    >>> row["citation_recall"], row["citation_precision"], row["citation_recall_claims"]
    (1.0, 1.0, 1)
    >>> check_run("[]", None, Options())["error"]
    'no "answer"'
    """
    from .. import check

    row: dict[str, Any] = dict.fromkeys(name for name, _ in RUN_COLUMNS)
    record = batch.record_from({"sources": sources, "answer": answer}, None)
    if isinstance(record, batch.ReadError):
        row.update(status="unreadable", error=record.message)
        return row
    try:
        report = check(record.sources, record.answer, options)
    except InputError as err:
        row.update(status="unreadable", error=str(err))
        return row
    run = batch.figures(report)
    row.update({column: run.counts[count] for count, column in RUN_COUNTS.items()})
    row["status"] = "problems" if run.problems else "ok"
    row["answer_format"] = report.answer.format
    row["problems"] = run.problems
    row["answer_support"] = None if run.answer_support is None else run.answer_support / batch.SCALE
    if run.scores:
        row["mean_support"] = round(sum(run.scores) / len(run.scores) / batch.SCALE, 4)
    if report.metrics is not None:  # ALCE's figures of this answer (null: no judged claim)
        for figure in CITATION_FIGURES:
            row[figure] = getattr(report.metrics, figure)
    return row
