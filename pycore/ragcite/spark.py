"""``ragcite batch`` on Spark: the same per-label table for logs that outgrow one machine.

Install with ``pip install 'ragcite[spark]'`` (Spark 4 needs Java 17). The adapter uses
DataFrame APIs only (``mapInArrow``, a pandas UDF, ``collect``), never an RDD or the
SparkContext, so it also runs under Spark Connect (Databricks shared and serverless
compute). Every worker needs ragcite installed, as any Python UDF needs its modules.

- :func:`aggregate` checks every row of a DataFrame with :func:`ragcite.check` inside
  ``mapInArrow``: each partition folds its rows into one :class:`ragcite.batch.BatchState`
  and emits it as JSON; the driver merges the states and finalizes them. The merge is
  exact and order-independent, so the result equals ``ragcite batch`` on the same records
  except under ``run`` (docs/distributed.md).
- :func:`read_jsonl` reads JSONL log files (a folder, a glob, object storage) into a
  DataFrame of records the way ``ragcite batch`` reads a file: line numbers, unreadable
  lines kept as rows with their ``error``. Parquet is read by Spark itself
  (``spark.read.parquet``) and passed to :func:`aggregate`.
- :func:`check_udf` is a pandas UDF adding one run's figures as columns, for Spark SQL.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from . import batch
from .batch import engines
from .options import Options

if TYPE_CHECKING:
    import pyarrow as pa  # type: ignore[import-untyped]
    from pyspark.sql import Column, DataFrame, SparkSession
    from pyspark.sql.udf import UserDefinedFunction

INSTALL = (
    "pip install 'ragcite[spark]' (Spark 4 also needs Java 17: on Debian, "
    "apt-get install default-jre-headless)"
)

RECORD_SCHEMA = (
    "label string, id string, sources string, answer string, line long, error string, file string"
)
"""The DataFrame :func:`read_jsonl` returns: one row per record, or per unreadable line
(``error`` set, ``sources`` and ``answer`` null), with the line and the file it came from."""

STATE_SCHEMA = "state string"

RUN_SCHEMA = ", ".join(f"{name} {kind}" for name, kind in engines.RUN_COLUMNS)
"""The struct :func:`check_udf` returns (:func:`ragcite.batch.engines.check_run`)."""

_BATCH_ROWS = 2048
"""Records per Arrow batch :func:`read_jsonl` emits (a few MB of text)."""


def _require() -> None:
    try:
        import pyarrow  # noqa: F401
        import pyspark  # noqa: F401
    except ImportError as err:
        missing = (err.name or "pyspark").split(".")[0]
        raise ImportError(f"ragcite.spark needs {missing}: {INSTALL}") from err


def session(
    master: str = "local[*]", app_name: str = "ragcite", conf: dict[str, str] | None = None
) -> SparkSession:
    """A Spark session for one machine (or ``master`` of your cluster), with the web UI and
    the console progress bar off. On a local master the workers run this interpreter
    (``PYSPARK_PYTHON``, unless set) so they import the same ragcite as the driver."""
    _require()
    from pyspark.sql import SparkSession

    if master.startswith("local"):
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = SparkSession.builder.master(master).appName(app_name)
    settings = {"spark.ui.enabled": "false", "spark.ui.showConsoleProgress": "false"}
    for key, value in {**settings, **(conf or {})}.items():
        builder = builder.config(key, value)
    return builder.getOrCreate()


def _arrow_records_schema() -> pa.Schema:
    import pyarrow as pa

    text = pa.string()
    return pa.schema(
        [
            ("label", text),
            ("id", text),
            ("sources", text),
            ("answer", text),
            ("line", pa.int64()),
            ("error", text),
            ("file", text),
        ]
    )


def _row(item: batch.Record | batch.ReadError) -> dict[str, Any]:
    if isinstance(item, batch.ReadError):
        return {"label": item.label, "id": item.id, "line": item.line, "error": item.message}
    return {
        "label": item.label,
        "id": item.id,
        "sources": item.sources,
        "answer": item.answer,
        "line": item.line,
    }


def _file_reader(
    several: bool, shared_sources: str | None
) -> Callable[[Iterator[pa.RecordBatch]], Iterator[pa.RecordBatch]]:
    def read(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        import pyarrow as pa

        schema = _arrow_records_schema()
        for chunk in batches:
            paths = chunk.column("path").to_pylist()
            for path, content in zip(paths, chunk.column("content").to_pylist(), strict=True):
                name = engines.file_name(path)
                data = engines.decompress(content, name)
                rows = [
                    {**_row(item), "file": path}
                    for item in engines.records_from_file(data, name, several, shared_sources)
                ]
                for start in range(0, len(rows), _BATCH_ROWS):
                    yield pa.RecordBatch.from_pylist(rows[start : start + _BATCH_ROWS], schema)

    return read


def read_jsonl(
    spark: SparkSession,
    paths: str | list[str],
    *,
    shared_sources: str | None = None,
    partitions: int | None = None,
    **reader_options: str,
) -> DataFrame:
    """The records of JSONL files as a DataFrame (:data:`RECORD_SCHEMA`), for
    :func:`aggregate` or :func:`check_udf`.

    ``paths`` is a file, a folder or a glob on any file system Spark reads
    (``s3a://logs/rag/2026-12-*/*.jsonl``); ``.gz``, ``.bz2`` and ``.xz`` files are
    decompressed. ``reader_options`` go to Spark's ``binaryFile`` reader, e.g.
    ``recursiveFileLookup="true"`` or ``pathGlobFilter="*.jsonl"``. Each file is read
    whole by one task (so line numbers are exact, as ``ragcite batch`` gives them); the
    records are then spread over ``partitions`` tasks (default
    ``spark.sql.shuffle.partitions``; 0 keeps one partition per group of files). When
    there are several files, a record without an id is named ``file:line``.
    """
    _require()
    files = spark.read.format("binaryFile").options(**reader_options).load(paths)
    several = len(files.inputFiles()) > 1
    records = files.select("path", "content").mapInArrow(
        _file_reader(several, shared_sources), RECORD_SCHEMA
    )
    if partitions is None:
        partitions = int(spark.conf.get("spark.sql.shuffle.partitions") or 0)
    return records.repartition(partitions) if partitions > 0 else records


def _partials(
    options: dict[str, Any], shared_sources: str | None
) -> Callable[[Iterator[pa.RecordBatch]], Iterator[pa.RecordBatch]]:
    def fold(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        import pyarrow as pa

        records = (
            engines.record_from_row(row, shared_sources)
            for chunk in batches
            for row in chunk.to_pylist()
        )
        state = batch.partial(records, Options.from_mapping(options))
        yield pa.RecordBatch.from_pydict(
            {"state": [state.to_json()]}, pa.schema([("state", pa.string())])
        )

    return fold


def _text_column(df: DataFrame, name: str | None, alias: str, required: bool) -> Column:
    """A column as text: strings as they are, structs, arrays and maps as JSON (what a
    JSONL line holds), other values cast; a missing optional column is null."""
    from pyspark.sql import functions as F
    from pyspark.sql.types import ArrayType, MapType, StringType, StructType

    if name is None or name not in df.columns:
        if required:
            raise ValueError(
                f"ragcite.spark.aggregate: the DataFrame has no column {name!r} "
                f"(columns: {', '.join(df.columns)}); name it with {alias}_col="
            )
        return F.lit(None).cast("string").alias(alias)
    kind = df.schema[name].dataType
    column = df[name]
    if isinstance(kind, StringType):
        return column.alias(alias)
    if isinstance(kind, StructType | ArrayType | MapType):
        return F.to_json(column).alias(alias)
    return column.cast("string").alias(alias)


def aggregate(
    df: DataFrame,
    *,
    label_col: str = "label",
    id_col: str = "id",
    sources_col: str = "sources",
    answer_col: str = "answer",
    line_col: str | None = "line",
    error_col: str | None = "error",
    partitions: int | None = None,
    shared_sources: str | None = None,
    **options: Any,
) -> batch.BatchResult:
    """The per-label batch table of every row of ``df``, as ``ragcite batch`` gives it.

    ``df`` has the columns ``label``, ``id``, ``sources`` and ``answer`` (names
    overridable; ``label`` and ``id`` may be missing; struct columns are read as JSON) and,
    when read by :func:`read_jsonl`, ``line`` and ``error``. ``options`` are
    :class:`ragcite.Options` fields (``threshold=0.5``). ``partitions`` repartitions
    ``df`` first (default: as it is). ``shared_sources`` are the sources of rows that have
    none (as ``ragcite batch --sources``). The figures do not depend on the partitioning; the
    result's ``run`` says how it was made.
    """
    _require()
    checked = Options.from_mapping(options)
    started = time.perf_counter()
    columns = [
        _text_column(df, label_col, "label", False),
        _text_column(df, id_col, "id", False),
        _text_column(df, sources_col, "sources", shared_sources is None),
        _text_column(df, answer_col, "answer", True),
        _text_column(df, error_col, "error", False),
    ]
    from pyspark.sql import functions as F

    if line_col is not None and line_col in df.columns:
        columns.append(df[line_col].cast("long").alias("line"))
    else:
        columns.append(F.lit(None).cast("long").alias("line"))
    rows = df.select(*columns)
    if partitions:
        rows = rows.repartition(partitions)
    partials = rows.mapInArrow(_partials(checked._asdict(), shared_sources), STATE_SCHEMA)
    states = [batch.BatchState.from_json(row["state"]) for row in partials.collect()]
    merged = batch.merge_all(states, checked)
    run = {
        "engine": "spark",
        "engine_version": df.sparkSession.version,
        "partitions": len(states),
        "elapsed_s": round(time.perf_counter() - started, 3),
    }
    return batch.finalize(merged, run)


def _text_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def check_udf(**options: Any) -> UserDefinedFunction:
    """A pandas UDF ``(sources, answer) -> struct`` of one run's figures
    (:data:`RUN_SCHEMA`: status, error, support, the batch table's counts), for people who
    query runs in Spark SQL::

        check = ragcite.spark.check_udf(threshold=0.6)
        runs = df.withColumn("check", check("sources", "answer")).select("*", "check.*")
        spark.udf.register("ragcite_check", check)  # SELECT ragcite_check(sources, answer)

    Both columns are strings (use ``to_json`` on a struct column).
    """
    _require()
    import pandas as pd  # type: ignore[import-untyped]
    from pyspark.sql.functions import pandas_udf

    key = Options.from_mapping(options)._asdict()
    names = [name for name, _ in engines.RUN_COLUMNS]
    dtypes = {"string": "object", "double": "float64", "int": "Int32"}

    def ragcite_check(sources: pd.Series, answer: pd.Series) -> pd.DataFrame:
        checked = Options.from_mapping(key)
        # A null arrives as None, NaN or pd.NA depending on the pandas version.
        rows = [
            engines.check_run(_text_or_none(s), _text_or_none(a), checked)
            for s, a in zip(sources.tolist(), answer.tolist(), strict=True)
        ]
        return pd.DataFrame(
            {
                name: pd.array([row[name] for row in rows], dtype=dtypes[kind])
                for name, kind in engines.RUN_COLUMNS
            },
            columns=names,
        )

    # pandas_udf reads the type hints to choose the UDF kind; with postponed annotations
    # they are strings naming a local import, so give it the types themselves.
    ragcite_check.__annotations__ = {
        "sources": pd.Series,
        "answer": pd.Series,
        "return": pd.DataFrame,
    }
    return pandas_udf(ragcite_check, RUN_SCHEMA)  # type: ignore[call-overload]
