"""Without the engines installed, the adapters say what to install (these tests never skip)."""

from __future__ import annotations

import sys

import pytest

import ragcite.dask
import ragcite.spark


def test_missing_pyspark_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspark", None)
    with pytest.raises(
        ImportError, match=r"needs pyspark: pip install 'ragcite\[spark\]'.*Java 17"
    ):
        ragcite.spark.check_udf()


def test_missing_dask_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.bag", None)
    with pytest.raises(ImportError, match=r"needs dask: pip install 'ragcite\[dask\]'"):
        ragcite.dask.aggregate("runs.jsonl")
