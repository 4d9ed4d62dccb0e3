"""A changed subject shown by its owner (issue 26): "Tosca di Puccini debuttò…", "Gemini
di Google è stato rilasciato…" is how Italian, Spanish, Portuguese, French and Indonesian
render an English possessive ("Puccini's opera Turandot", "Google's Bard"). Capitals say
nothing of a sentence's first word, and its spelling is the language's own; the source
says which name the owner's thing had (neutral/subjects.py: _owned_subject).

Measured on bench/cross_language.py: set3 changes missed 31 → 27 of 1040 (Tosca for
Turandot in Indonesian, Spanish, French and Portuguese), faithful sentences unchanged."""

from __future__ import annotations

import json
from typing import Any

import pytest

import ragcite

OPERA = (
    "Giacomo Puccini's opera Turandot premiered at La Scala in Milan on 25 April 1926, "
    "conducted by Arturo Toscanini. Puccini had died in Brussels on 29 November 1924."
)
BARD = (
    "Google's Bard was released in March 2023 to users in 180 countries. It was built on "
    "the LaMDA model and later moved to PaLM 2."
)

FAITHFUL = {
    "it": "Turandot di Puccini debuttò alla Scala di Milano il 25 aprile 1926 [1].",
    "es": "Turandot, de Puccini, se estrenó en La Scala de Milán el 25 de abril de 1926 [1].",
    "pt": "Turandot, de Puccini, estreou no Scala de Milão em 25 de abril de 1926 [1].",
    "fr": "Turandot de Puccini a été créé à la Scala de Milan le 25 avril 1926 [1].",
    "id": "Turandot karya Puccini pertama kali dipentaskan di La Scala, Milan, pada 25 April "
    "1926 [1].",
}
"""One sentence of the source, in each language that puts an owner after its thing."""


def _support(source: str, answer: str) -> dict[str, Any]:
    report = ragcite.check(json.dumps([source]), answer).as_dict()
    support: dict[str, Any] = report["sentences"][0]["support"]
    assert support["basis"] == "language_neutral", support
    return support


@pytest.mark.parametrize("language", sorted(FAITHFUL))
def test_the_owner_s_thing_rendered_faithfully_is_supported(language: str) -> None:
    support = _support(OPERA, FAITHFUL[language])
    assert support["level"] == "supported", support["steps"]
    assert support["missing_names"] == []


@pytest.mark.parametrize("language", sorted(FAITHFUL))
def test_another_thing_of_the_same_owner_is_a_changed_name(language: str) -> None:
    support = _support(OPERA, FAITHFUL[language].replace("Turandot", "Tosca"))
    assert support["level"] != "supported"
    assert "Tosca" in support["missing_names"]
    steps = [s for s in support["steps"] if s["code"] == "subject_replaced"]
    assert [s["params"] for s in steps] == [{"word": "Tosca", "name": "Turandot"}]


def test_a_product_of_the_same_company() -> None:
    answer = "Gemini di Google è stato rilasciato nel marzo 2023 agli utenti di 180 paesi [1]."
    assert "Gemini" in _support(BARD, answer)["missing_names"]
    faithful = answer.replace("Gemini", "Bard")
    assert _support(BARD, faithful)["level"] == "supported"


@pytest.mark.parametrize(
    "source, answer",
    [
        # The owner's name alone before a name is no possessive: a name of two words.
        (
            "The Gates Foundation donated 5 million dollars in 2020 to the programme. It was "
            "the largest gift of the year.",
            "La Fondazione di Gates ha donato 5 milioni di dollari nel 2020 al programma [1].",
        ),
        # The source's name is the claim's word translated (the annotations relate them).
        (
            "The Tower of Pisa was completed in 1372 after almost 200 years of work. It "
            "leans about 4 degrees.",
            "La Torre di Pisa è stata completata nel 1372 dopo quasi 200 anni di lavori [1].",
        ),
        # A cognate of the source's name.
        (
            "The University of Bologna was founded in 1088 and has 90,000 students. It is "
            "the oldest in Europe.",
            "La Universidad de Bolonia fue fundada en 1088 y tiene 90.000 estudiantes [1].",
        ),
    ],
)
def test_a_faithful_owner_s_thing_is_no_changed_name(source: str, answer: str) -> None:
    support = _support(source, answer)
    assert support["level"] == "supported", support["steps"]
    assert not any(s["code"] == "subject_replaced" for s in support["steps"])
