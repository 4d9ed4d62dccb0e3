"""Shared test helpers: the worked example and the report schema."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest


@pytest.fixture(scope="session")
def report_schema() -> dict[str, Any]:
    text = (
        resources.files("ragcite").joinpath("report/schema/report.schema.json").read_text("utf-8")
    )
    return json.loads(text)


@pytest.fixture(scope="session")
def batch_schema() -> dict[str, Any]:
    text = resources.files("ragcite").joinpath("report/schema/batch.schema.json").read_text("utf-8")
    return json.loads(text)


@pytest.fixture(scope="session")
def example() -> dict[str, str]:
    from ragcite.api import example

    return example()
