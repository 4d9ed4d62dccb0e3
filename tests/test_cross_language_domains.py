"""Answers in another language than their sources, in five more domains (issue 26):
finance, a recipe, a library's release notes, a race's history and a health fact sheet.
Written for this test after the other cross-language sets, to check the rules on text none
of them drew on; it found what these cases pin: a German noun that spells a city's old
name (den Ofen: Ofen is Buda), a German noun before a name (der Bibliothek Falconry: the
Falconry library), a role written as a German noun (Finanzchefin Priya Raman), a German
compound of known words read as a changed name (Bluthochdruck), French and Portuguese
``seconde``/``segundo`` after a number read as the ordinal 2, a changed city after a
title's genitive held as the title's word (Foundation di Ginevra), and the World Health
Organization in Spanish, Italian and Portuguese (a Portuguese -ção cognate, an adjective of
relation by its noun, a genitive of five letters, the title's last word once the others
are held by translation).

A faithful sentence is never "unsupported" or "partly supported"; a changed number, date
or name is listed and the sentence is not "supported".
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import ragcite

DATA = json.loads(
    (Path(__file__).parent / "data" / "cross_language_domains.json").read_text(encoding="utf-8")
)
SOURCES: list[str] = DATA["sources"]
"""Five English sources, one per domain."""
ANSWERS: dict[str, list[str]] = DATA["answers"]
"""Per answer language, the same twelve faithful sentences, each citing its source."""
CHANGES: dict[str, list[list[Any]]] = DATA["changes"]
"""Per answer language: (sentence index, what it says, what a changed answer says)."""


def _support(answer: str) -> list[dict[str, Any]]:
    report = ragcite.check(json.dumps(SOURCES), answer).as_dict()
    return [s["support"] for s in report["sentences"] if s.get("support")]


@pytest.mark.parametrize("language", sorted(ANSWERS))
def test_faithful_sentences_are_supported(language: str) -> None:
    sentences = ANSWERS[language]
    supports = _support(" ".join(sentences))
    assert len(supports) == len(sentences)
    for sentence, support in zip(sentences, supports, strict=True):
        assert support["basis"] == "language_neutral", sentence
        assert support["level"] == "supported", (sentence, support["steps"])


@pytest.mark.parametrize(
    "language, index, old, new",
    [
        pytest.param(lang, *change, id=f"{lang}-{change[1]}")
        for lang in CHANGES
        for change in CHANGES[lang]
    ],
)
def test_a_changed_item_is_listed(language: str, index: int, old: str, new: str) -> None:
    sentence = ANSWERS[language][index]
    assert old in sentence
    (support,) = _support(sentence.replace(old, new))
    assert support["level"] != "supported", support["steps"]
    listed = " ".join(map(str, support["missing_names"] + support["numbers_missing"]))
    assert any(word in listed or word.replace(",", ".") in listed for word in new.split()), support
