"""Cases of one source and one answer sentence in another language, shared by the tests of
the language-neutral rules (``test_ordinary_titles.py``, ``test_cross_language_rules.py``):
each case's support, which must be judged on the language-neutral units, and the cases of
a kind as parameters named by their labels."""

from __future__ import annotations

import json
from typing import Any

import pytest

import ragcite


def neutral_support(case: dict[str, str]) -> dict[str, Any]:
    """The support of the case's answer sentence, checked against its one source."""
    report = ragcite.check(json.dumps([case["source"]]), case["answer"]).as_dict()
    support: dict[str, Any] = report["sentences"][0]["support"]
    assert support["basis"] == "language_neutral", support
    return support


def case_params(cases: dict[str, Any], kind: str) -> list[Any]:
    """The cases of one kind (``faithful``, ``changed``...), each named by its label."""
    return [pytest.param(case, id=case["label"]) for case in cases[kind]]
