"""``ragcite batch`` on Dask: the same per-label table, checked on a Dask cluster.

Install with ``pip install 'ragcite[dask]'``. :func:`aggregate` is one
``Bag.reduction``: each partition folds its records into a
:class:`ragcite.batch.BatchState` with :func:`ragcite.batch.partial`, and the states are
merged in a tree with :func:`ragcite.batch.merge`. The merge is exact and
order-independent, so the result equals ``ragcite batch`` on the same records except
under ``run`` (docs/distributed.md, which also has the same recipe for Ray).

Inputs: JSONL paths or globs on any file system Dask reads (:func:`read_jsonl`), a bag of
records or of mappings, or a Dask DataFrame (``dask.dataframe.read_parquet``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from . import batch
from .batch import engines
from .options import Options

if TYPE_CHECKING:
    import dask.bag

INSTALL = "pip install 'ragcite[dask]'"

Item = batch.Record | batch.ReadError


def _require() -> None:
    try:
        import dask.bag  # noqa: F401
    except ImportError as err:
        missing = (err.name or "dask").split(".")[0]
        raise ImportError(f"ragcite.dask needs {missing}: {INSTALL}") from err


def _read_file(content: bytes, path: str, several: bool, shared_sources: str | None) -> list[Item]:
    name = engines.file_name(path)
    return list(engines.records_from_file(content, name, several, shared_sources))


def read_jsonl(
    paths: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
    *,
    shared_sources: str | None = None,
    storage_options: dict[str, Any] | None = None,
) -> dask.bag.Bag:
    """A bag of the records of JSONL files, one partition per file (:class:`Record`, or
    :class:`ReadError` for a line that cannot be read).

    ``paths`` is a file, a list or a glob on any file system fsspec reads
    (``s3://logs/rag/2026-12-*/*.jsonl``; ``storage_options`` go to it); compressed files
    (``.gz``, ``.bz2``, ``.xz``, ...) are decompressed. Files are read as bytes and split
    by :func:`ragcite.batch.read_jsonl`, so line numbers, encoding errors and unreadable
    lines are what ``ragcite batch`` reports. When there are several files, a record
    without an id is named ``file:line``.
    """
    _require()
    import dask.bag as db
    from dask import delayed
    from dask.bytes import read_bytes

    if isinstance(paths, str | os.PathLike):
        urls: str | list[str] = os.fspath(paths)
    else:
        urls = [os.fspath(p) for p in paths]
    _, blocks, names = read_bytes(
        urls,
        blocksize=None,
        sample=False,
        compression="infer",
        include_path=True,
        **(storage_options or {}),
    )
    several = len(names) > 1
    read = delayed(_read_file, pure=True)
    parts = [
        read(block, name, several, shared_sources)
        for file_blocks, name in zip(blocks, names, strict=True)
        for block in file_blocks
    ]
    return db.from_delayed(parts)


def _missing(value: Any) -> bool:
    """None, NaN and pandas' NA: how a null cell reaches a bag from a DataFrame."""
    if value is None:
        return True
    if isinstance(value, float):
        return value != value
    return type(value).__name__ in ("NAType", "NaTType")


def _as_item(item: Any, columns: dict[str, str], shared_sources: str | None) -> Item:
    if isinstance(item, batch.Record | batch.ReadError):
        return item
    if isinstance(item, dict):
        row = {key: item.get(name) for key, name in columns.items()}
        cells = {k: None if _missing(v) else v for k, v in row.items()}
        return engines.record_from_row(cells, shared_sources)
    return batch.ReadError(f"expected a record or a mapping, found {type(item).__name__}")


def _fold(
    items: Iterable[Any],
    options: dict[str, Any],
    columns: dict[str, str],
    shared_sources: str | None,
) -> batch.BatchState:
    records = (_as_item(i, columns, shared_sources) for i in items)
    return batch.partial(records, Options.from_mapping(options))


def _merge(states: Iterable[batch.BatchState], options: dict[str, Any]) -> batch.BatchState:
    return batch.merge_all(states, Options.from_mapping(options))


def aggregate(
    data: Any,
    *,
    shared_sources: str | None = None,
    partitions: int | None = None,
    split_every: int | None = None,
    scheduler: str | None = None,
    label_col: str = "label",
    id_col: str = "id",
    sources_col: str = "sources",
    answer_col: str = "answer",
    line_col: str = "line",
    error_col: str = "error",
    storage_options: dict[str, Any] | None = None,
    **options: Any,
) -> batch.BatchResult:
    """The per-label batch table of ``data``, as ``ragcite batch`` gives it.

    ``data`` is JSONL path(s) or a glob (read by :func:`read_jsonl`), a Dask bag of
    records or of mappings with the columns ``label``, ``id``, ``sources``, ``answer``
    (names overridable, like ``line`` and ``error``), or a Dask DataFrame with those
    columns (e.g. from ``dask.dataframe.read_parquet``). ``options`` are
    :class:`ragcite.Options` fields (``threshold=0.5``). ``partitions`` repartitions the
    bag first (a single file is one partition); ``scheduler`` is passed to ``compute``
    (default: the active ``distributed`` client, else Dask's default for bags).
    """
    _require()
    import dask.bag as db

    checked = Options.from_mapping(options)
    key = checked._asdict()
    started = time.perf_counter()
    columns = {
        "label": label_col,
        "id": id_col,
        "sources": sources_col,
        "answer": answer_col,
        "line": line_col,
        "error": error_col,
    }
    if isinstance(data, str | os.PathLike) or (
        isinstance(data, list | tuple) and all(isinstance(p, str | os.PathLike) for p in data)
    ):
        bag = read_jsonl(data, shared_sources=shared_sources, storage_options=storage_options)
    elif isinstance(data, db.Bag):
        bag = data
    elif hasattr(data, "to_bag"):
        bag = data.to_bag(index=False, format="dict")
    else:
        raise TypeError(
            "ragcite.dask.aggregate takes JSONL path(s), a dask bag or a dask DataFrame, "
            f"not {type(data).__name__}"
        )
    if partitions:
        bag = bag.repartition(partitions)
    total = bag.reduction(
        lambda items: _fold(items, key, columns, shared_sources),
        lambda states: _merge(states, key),
        split_every=split_every,
    )
    state = total.compute(scheduler=scheduler) if scheduler else total.compute()
    run = {
        "engine": "dask",
        "engine_version": _version(),
        "partitions": bag.npartitions,
        "elapsed_s": round(time.perf_counter() - started, 3),
    }
    return batch.finalize(state, run)


def _version() -> str:
    import dask

    return str(dask.__version__)
