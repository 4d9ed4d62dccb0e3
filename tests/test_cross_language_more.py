"""Answers in another language than their sources, and the reverse, in six more domains
(issue 26): a law, a museum's opening hours and prices, a planet, a product sheet, a
biography and a football season. Written after ``test_cross_language_domains.py``, on
text none of the rules drew on; it found what these cases pin: a time written another way
(``von 10 bis 19 Uhr``, ``pukul 10.00``, ``10 h`` for ``10:00``), a German place's
adjective declined (``im Vereinigten Königreich``), an English title's common word that a
head-first source translates and puts first (``Digital Services Act``: ``Ley de Servicios
Digitales``), and a changed country held as the second word of a place (``United States``
against ``Regno Unito``).

Each English source is checked against answers in six languages; each language's answer,
split by its citations, is the source of the English sentences the sources are made of.
A faithful sentence is never "unsupported" or "partly supported", except the known limits
the data list, each with its reason (strict: one that starts to pass must leave the list);
a changed number, date, time or name is listed and the sentence is not "supported".
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import ragcite
from ragcite.text.segment import segment

DATA = json.loads(
    (Path(__file__).parent / "data" / "cross_language_more.json").read_text(encoding="utf-8")
)
SOURCES: list[str] = DATA["sources"]
"""Six English sources, one per domain."""
ANSWERS: dict[str, list[str]] = DATA["answers"]
"""Per language, the same seventeen sentences, each citing its source."""
CHANGES: dict[str, list[list[Any]]] = DATA["changes"]
"""Per answer language: (sentence index, what it says, what a changed answer says)."""
REVERSE_CHANGES: list[list[str]] = DATA["reverse_changes"]
"""In the English sentences: what they say, what a changed answer says."""
KNOWN_LIMITS: dict[str, dict[str, str]] = DATA["known_limits"]
"""Per direction (``it->`` an Italian answer, ``<-it`` an English one from Italian
sources), the faithful sentences still judged wrongly, by a phrase of theirs, and why."""

_MARKER = re.compile(r"\s*\[(\d+)\]")


def _english() -> list[str]:
    """The English sources' sentences, each citing its source."""
    return [
        s.text.strip().rstrip(".") + f" [{n}]."
        for n, source in enumerate(SOURCES, 1)
        for s in segment(source)
    ]


def _sources_in(language: str) -> list[str]:
    """The language's answer, split by its citations into one source per number."""
    groups: dict[int, list[str]] = {}
    for sentence in ANSWERS[language]:
        marker = _MARKER.search(sentence)
        assert marker
        groups.setdefault(int(marker[1]), []).append(_MARKER.sub("", sentence))
    return [" ".join(groups.get(n, [])) for n in range(1, len(SOURCES) + 1)]


@cache
def _supports(direction: str) -> tuple[tuple[str, str, str], ...]:
    """(sentence, level, basis) of each sentence of one direction's whole answer."""
    language = direction.strip("<->")
    if direction.endswith("->"):
        sources, answer = SOURCES, " ".join(ANSWERS[language])
    else:
        sources, answer = _sources_in(language), " ".join(_english())
    report = ragcite.check(json.dumps(sources), answer).as_dict()
    return tuple(
        (s["text"], s["support"]["level"], s["support"]["basis"])
        for s in report["sentences"]
        if s.get("support")
    )


def _faithful_cases() -> list[Any]:
    cases = []
    for language in ANSWERS:
        for direction, sentences in (
            (f"{language}->", ANSWERS[language]),
            (f"<-{language}", _english()),
        ):
            limits = KNOWN_LIMITS.get(direction, {})
            for index, sentence in enumerate(sentences):
                reason = next((r for phrase, r in limits.items() if phrase in sentence), None)
                marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
                cases.append(pytest.param(direction, index, marks=marks, id=f"{direction}{index}"))
    return cases


@pytest.mark.parametrize("direction, index", _faithful_cases())
def test_a_faithful_sentence_is_supported(direction: str, index: int) -> None:
    supports = _supports(direction)
    sentences = ANSWERS[direction[:-2]] if direction.endswith("->") else _english()
    assert len(supports) == len(sentences)
    text, level, basis = supports[index]
    assert basis == "language_neutral", text
    assert level == "supported", text


def _listed(support: dict[str, Any], new: str) -> bool:
    listed = " ".join(map(str, support["missing_names"] + support["numbers_missing"]))
    return any(w.strip("€%") in listed or w.replace(",", ".") in listed for w in new.split())


@pytest.mark.parametrize(
    "language, index, old, new",
    [pytest.param(lang, *c, id=f"{lang}-{c[1]}") for lang in CHANGES for c in CHANGES[lang]],
)
def test_a_changed_item_is_listed(language: str, index: int, old: str, new: str) -> None:
    sentence = ANSWERS[language][index]
    assert old in sentence
    report = ragcite.check(json.dumps(SOURCES), sentence.replace(old, new)).as_dict()
    support = report["sentences"][0]["support"]
    assert support["level"] != "supported", support["steps"]
    assert _listed(support, new), support


@pytest.mark.parametrize("language", sorted(ANSWERS))
@pytest.mark.parametrize("old, new", [pytest.param(*c, id=c[1]) for c in REVERSE_CHANGES])
def test_a_changed_item_in_english_is_listed(language: str, old: str, new: str) -> None:
    sentence = next(s for s in _english() if old in s)
    report = ragcite.check(json.dumps(_sources_in(language)), sentence.replace(old, new))
    support = report.as_dict()["sentences"][0]["support"]
    assert support["level"] != "supported", support["steps"]
    assert _listed(support, new), support
