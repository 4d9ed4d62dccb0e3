"""The page's examples menu: one small paste per provider family, served by the worker's
``example`` request (ragcite.api), each read as the format it shows."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

import ragcite
from ragcite import api

MENU = api.examples()


def test_one_example_per_provider_family_worked_example_first() -> None:
    names = [e["name"] for e in MENU]
    assert names[0] == "pgvector"
    assert len(names) == len(set(names))
    families = {e["format"].split("-")[0] for e in MENU}
    # Azure and Bedrock are in the menu, beside every provider family ragcite reads.
    for family in (
        "ollama",
        "openai",
        "anthropic",
        "cohere",
        "gemini",
        "vertex",
        "mistral",
        "perplexity",
        "azure",
        "bedrock",
    ):
        assert family in families, family


@pytest.mark.parametrize("entry", MENU, ids=[e["name"] for e in MENU])
def test_example_is_read_as_its_format(entry: dict[str, Any], report_schema: Any) -> None:
    reply = json.loads(api.handle(json.dumps({"type": "example", "name": entry["name"]})))
    assert reply["ok"] and reply["name"] == entry["name"]
    report = ragcite.check(reply["sources"], reply["answer"])
    assert report.answer.format == entry["format"]
    assert report.citations, "an example shows citations"
    jsonschema.validate(report.as_dict(), report_schema)


def test_no_name_is_the_worked_example_and_lists_the_menu() -> None:
    reply = json.loads(api.handle(json.dumps({"type": "example"})))
    assert reply["name"] == "pgvector"
    assert [name for name, _ in reply["examples"]] == [e["name"] for e in MENU]


def test_unknown_example_is_a_request_error() -> None:
    reply = json.loads(api.handle(json.dumps({"type": "example", "name": "nope"})))
    assert not reply["ok"] and reply["error"]["where"] == "request"
