"""ragcite.spark on a local Spark: the same table as ``ragcite batch``, from JSONL and Parquet.

One Spark session for the module (``local[2]``, UI off, 2 shuffle partitions): starting
Spark is most of the cost. The acceptance check of issue 19 is here too, since it needs
Spark: ``ragcite batch --json``, Spark and Dask give the same JSON except under ``run``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema
import pytest
from batch_runs import LABELS, without_run, write_runs

from ragcite import batch
from ragcite.batch import engines
from ragcite.options import Options

pytest.importorskip("pyspark", reason="pyspark is not installed: pip install '.[spark]'")
pytest.importorskip("pyarrow", reason="pyarrow is not installed: pip install '.[spark]'")
if shutil.which("java") is None:
    pytest.skip(
        "Spark needs Java 17 (Debian: apt-get install default-jre-headless)",
        allow_module_level=True,
    )

import ragcite.dask
import ragcite.spark

# pyspark 4.3 warns on every Arrow UDF that it does not fully support pandas 3.
pytestmark = pytest.mark.filterwarnings("ignore:PySpark does not yet fully support:FutureWarning")

if TYPE_CHECKING:
    from pyspark.sql import SparkSession


@pytest.fixture(scope="module")
def spark() -> Iterator[SparkSession]:
    session = ragcite.spark.session(
        "local[2]",
        conf={
            "spark.sql.shuffle.partitions": "2",
            "spark.default.parallelism": "2",
            "spark.driver.memory": "1g",
        },
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def _cli_json(path: Path) -> dict[str, Any]:
    """``ragcite batch FILE --json`` as a command (its worker processes are forked, which
    a process running Spark's JVM bridge should not do)."""
    import ragcite

    pycore = str(Path(ragcite.__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([pycore, os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(
        [sys.executable, "-m", "ragcite.cli", "batch", str(path), "--json"],
        capture_output=True,
        env=env,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr.decode()[-2000:]
    data: dict[str, Any] = json.loads(done.stdout)
    return data


def test_same_json_as_ragcite_batch_and_dask(
    spark: SparkSession, tmp_path: Path, batch_schema: dict[str, Any]
) -> None:
    path = write_runs(tmp_path / "runs.jsonl", 300)
    expected = _cli_json(path)
    on_spark = ragcite.spark.aggregate(ragcite.spark.read_jsonl(spark, str(path))).as_dict()
    on_dask = ragcite.dask.aggregate(str(path), partitions=3, scheduler="sync").as_dict()

    assert [row["label"] for row in expected["labels"]] == list(LABELS)
    assert sum(row["runs"] for row in expected["labels"]) > 250
    assert expected["unreadable"]["count"] >= 4  # no answer, a broken line, bad pastes
    assert without_run(on_spark) == without_run(expected)
    assert without_run(on_dask) == without_run(expected)
    # ALCE's citation figures per label, named (issue 28): the whole rows are equal above,
    # and the runs hold irrelevant citations and uncited claims, so the figures are not trivial.
    citation = ("citation_recall", "citation_precision", "citation_f1", "mean_citation_recall")
    for engine in (on_spark, on_dask):
        for row, want in zip(engine["labels"], expected["labels"], strict=True):
            assert [row[k] for k in citation] == [want[k] for k in citation]
            assert want["citation_recall"] is not None and 0 < want["citation_recall"] < 1
    assert sum(row["irrelevant_citations"] for row in expected["labels"]) > 0
    jsonschema.validate(on_spark, batch_schema)
    jsonschema.validate(on_dask, batch_schema)
    assert on_spark["run"]["engine"] == "spark"
    assert on_spark["run"]["partitions"] == 2  # read_jsonl spread one file over 2 tasks
    assert on_dask["run"] | {"engine": "dask", "partitions": 3} == on_dask["run"]


def test_parquet_with_other_column_names(spark: SparkSession, tmp_path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    items = list(batch.read_jsonl(write_runs(tmp_path / "runs.jsonl", 120)))
    # Parquet logs hold no unreadable lines; a run without an answer is a null cell.
    records = [r for r in items if isinstance(r, batch.Record) or r.message == 'no "answer"']
    table = pa.table(
        {
            "model": [r.label for r in records],
            "run_id": [r.id for r in records],
            "context": [getattr(r, "sources", "[]") for r in records],
            "response": [getattr(r, "answer", None) for r in records],
            "line": [r.line for r in records],
        }
    )
    pq.write_table(table, tmp_path / "runs.parquet")
    df = spark.read.parquet(str(tmp_path / "runs.parquet"))

    got = ragcite.spark.aggregate(
        df,
        label_col="model",
        id_col="run_id",
        sources_col="context",
        answer_col="response",
        partitions=3,
        threshold=0.5,
    ).as_dict()

    expected = batch.finalize(batch.partial(records, {"threshold": 0.5})).as_dict()
    assert without_run(got) == without_run(expected)
    assert got["run"]["partitions"] == 3
    assert got["options"]["threshold"] == 0.5
    with pytest.raises(ValueError, match="no column 'sources'"):
        ragcite.spark.aggregate(df, label_col="model")


def test_several_files_name_runs_by_file(spark: SparkSession, tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    lines = [
        '{"label": "a", "sources": ["The sky is blue."], "answer": "The sky is blue [1]."}',
        "{broken",
    ]
    (folder / "day1.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "day2.jsonl").write_text(lines[0] + "\n", encoding="utf-8")

    records = ragcite.spark.read_jsonl(spark, str(folder / "*.jsonl"), partitions=0)
    ids = sorted((row["id"] or "", row["error"] or "") for row in records.collect())
    assert ids == [
        (
            "",
            "day1.jsonl: JSON error at column 2: Expecting property name enclosed in "
            + "double quotes",
        ),
        ("day1.jsonl:1", ""),
        ("day2.jsonl:1", ""),
    ]
    result = ragcite.spark.aggregate(records).as_dict()
    on_dask = ragcite.dask.aggregate(str(folder / "*.jsonl"), scheduler="sync").as_dict()
    assert without_run(result) == without_run(on_dask)
    assert result["labels"][0]["runs"] == 2 and result["unreadable"]["count"] == 1


def test_check_udf_columns_add_up_to_the_table(spark: SparkSession, tmp_path: Path) -> None:
    path = write_runs(tmp_path / "r.jsonl", 60)
    records = ragcite.spark.read_jsonl(spark, str(path)).cache()
    check = ragcite.spark.check_udf()
    runs = records.where("error is null").withColumn("c", check("sources", "answer"))
    rows = runs.select("label", "id", "sources", "answer", "c").collect()
    # The same UDF registered for SQL: its columns add up to the batch table's counts.
    spark.udf.register("ragcite_check", check)
    records.createOrReplaceTempView("records")
    sums = spark.sql(
        "SELECT label, count(*) AS n, sum(c.citations) AS citations,"
        " sum(c.uncited_claims) AS uncited_claims"
        " FROM (SELECT label, ragcite_check(sources, answer) AS c FROM records"
        "       WHERE error IS NULL)"
        " WHERE c.status != 'unreadable' GROUP BY label ORDER BY label"
    ).collect()

    options = Options()
    statuses = set()
    for row in rows:
        want = engines.check_run(row["sources"], row["answer"], options)
        assert row["c"].asDict() == want, row["id"]
        statuses.add(row["c"]["status"])
    assert statuses == {"ok", "problems", "unreadable"}

    table = ragcite.spark.aggregate(records).as_dict()
    assert [(s["label"], s["n"], s["citations"], s["uncited_claims"]) for s in sums] == [
        (t["label"], t["runs"], t["citations"], t["uncited_claims"]) for t in table["labels"]
    ]
