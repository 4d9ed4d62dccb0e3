"""ragcite.dask: the same table as ``ragcite batch``, from bags, JSONL files and Parquet.

Most tests use the synchronous scheduler (the reduction is the same); one runs on a
``LocalCluster`` of 2 worker processes, so states really travel between processes.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from batch_runs import runs_lines, without_run, write_runs

from ragcite import batch
from ragcite.batch import engines

pytest.importorskip("dask.bag", reason="dask is not installed: pip install '.[dask]'")

import dask.bag as db

import ragcite.dask


@pytest.fixture(scope="module")
def items() -> list[batch.Record | batch.ReadError]:
    return list(batch.read_jsonl(runs_lines(150)))


@pytest.fixture(scope="module")
def one_pass(items: list[batch.Record | batch.ReadError]) -> dict[str, Any]:
    return without_run(batch.finalize(batch.partial(items)).as_dict())


@pytest.mark.parametrize("npartitions", [1, 4, 11])
def test_bag_of_records_in_any_partitioning(
    items: list[batch.Record | batch.ReadError], one_pass: dict[str, Any], npartitions: int
) -> None:
    # Reversed, so partitions also see the records in another order than one pass.
    bag = db.from_sequence(items[::-1], npartitions=npartitions)
    result = ragcite.dask.aggregate(bag, scheduler="sync", split_every=3)
    assert without_run(result.as_dict()) == one_pass
    # ALCE's citation figures per label are among what merges exactly (issue 28).
    for row, want in zip(result.as_dict()["labels"], one_pass["labels"], strict=True):
        assert row["citation_recall"] == want["citation_recall"] is not None
        assert row["citation_precision"] == want["citation_precision"] is not None
    assert result.run["engine"] == "dask" and result.run["partitions"] == bag.npartitions


def test_bag_of_mappings_with_other_names(tmp_path: Path) -> None:
    rows = [
        {"model": "m1", "run": "r1", "ctx": ["The sky is blue."], "text": "The sky is blue [1]."},
        {"model": "m1", "run": "r2", "ctx": ["The sky is blue."], "text": "It is red [2]."},
        {"model": "m2", "run": "r3", "text": "The sky is blue [1]."},
        {"model": "m2", "run": "r4", "ctx": ["A."], "text": None},
        "not a mapping",
    ]
    result = ragcite.dask.aggregate(
        db.from_sequence(rows, npartitions=2),
        scheduler="sync",
        label_col="model",
        id_col="run",
        sources_col="ctx",
        answer_col="text",
        shared_sources='["The sky is blue."]',
    ).as_dict()
    table = {row["label"]: row for row in result["labels"]}
    assert (table["m1"]["runs"], table["m1"]["invalid_citations"]) == (2, 1)
    assert (table["m2"]["runs"], table["m2"]["unreadable"]) == (1, 1)  # r3: shared sources
    assert table["m2"]["unreadable_records"] == [
        {"line": None, "id": "r4", "message": 'no "answer"'}
    ]
    assert [r["message"] for r in result["unreadable"]["records"] if r["label"] is None] == [
        "expected a record or a mapping, found str"
    ]


def test_jsonl_files_gzip_and_bad_bytes(tmp_path: Path) -> None:
    lines = runs_lines(40)
    (tmp_path / "a.jsonl").write_text("\n".join(lines[:20]) + "\n", encoding="utf-8")
    (tmp_path / "b.jsonl.gz").write_bytes(gzip.compress(("\n".join(lines[20:]) + "\n").encode()))
    (tmp_path / "c.jsonl").write_bytes(b'{"label": "model-a", "answer": "caf\xe9"}\n')

    result = ragcite.dask.aggregate(str(tmp_path / "*.jsonl*"), scheduler="sync")

    expected = batch.BatchState.empty()
    for name in ("a.jsonl", "b.jsonl.gz", "c.jsonl"):
        data = engines.decompress((tmp_path / name).read_bytes(), name)
        records = engines.records_from_file(data, name, several=True)
        expected = batch.merge(expected, batch.partial(records))
    assert without_run(result.as_dict()) == without_run(batch.finalize(expected).as_dict())
    assert result.run["partitions"] == 3
    unreadable = result.as_dict()["unreadable"]["records"]
    bad_bytes = {"label": None, "line": 1, "id": None}
    assert bad_bytes | {"message": "c.jsonl: not UTF-8 text (byte 36)"} in unreadable
    ids = [run["id"] for row in result.labels for run in row["worst_runs"]]
    assert all(not i.isdigit() for i in ids)  # several files: no bare line numbers


def test_parquet_through_a_dask_dataframe(tmp_path: Path) -> None:
    import dask.dataframe as dd
    import pandas as pd

    items = list(batch.read_jsonl(runs_lines(60)))
    records = [r for r in items if isinstance(r, batch.Record)]
    frame = pd.DataFrame(
        {
            "label": [r.label for r in records],
            "id": [r.id for r in records],
            "sources": [r.sources for r in records],
            "answer": [r.answer for r in records],
            "line": [r.line for r in records],
        }
    )
    frame.loc[3, "answer"] = None  # a null cell: unreadable, never "None" or "NaN" text
    frame.to_parquet(tmp_path / "runs.parquet")

    ddf = dd.read_parquet(tmp_path / "runs.parquet")
    result = ragcite.dask.aggregate(ddf, partitions=2, scheduler="sync").as_dict()

    rows = frame.astype(object).where(frame.notna(), None).to_dict("records")
    expected = batch.finalize(batch.partial(engines.record_from_row(r) for r in rows))
    assert without_run(result) == without_run(expected.as_dict())
    missing = {"line": records[3].line, "id": records[3].id, "message": 'no "answer"'}
    assert {"label": records[3].label, **missing} in result["unreadable"]["records"]


def test_on_a_local_cluster(tmp_path: Path) -> None:
    distributed = pytest.importorskip(
        "distributed", reason="dask.distributed is not installed: pip install '.[dask]'"
    )
    path = write_runs(tmp_path / "runs.jsonl", 90)
    expected = batch.finalize(batch.partial(batch.read_jsonl(path), {"threshold": 0.6})).as_dict()
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
        ) as cluster,
        distributed.Client(cluster),
    ):
        result = ragcite.dask.aggregate([str(path)], partitions=4, threshold=0.6)
    assert without_run(result.as_dict()) == without_run(expected)
    assert json.dumps(result.as_dict())  # plain JSON, ready for --json
