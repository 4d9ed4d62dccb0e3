"""The support stage's source reading (:mod:`ragcite.verify.vocabulary`): its three strategies —
one check's reading, the inverted index built on a source set's second check, and the
lookup in that index on later checks — give the same answer, which is the plain
definition (a form counts for a source when the source's tokens hold it), and a whole
check's report does not depend on which one ran."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ragcite
from ragcite.text import inflections, source_words, stems
from ragcite.verify import vocabulary

WORDS = ["Fast", "faster", "search", "Vektor", "Straße", "ÉCOLE", "école", "l2", "2x", "’s"]
text = st.lists(st.sampled_from([*WORDS, " ", ", ", ".\n", "“", "”", "\u00a0"]), max_size=40)
texts = st.lists(text.map("".join), min_size=1, max_size=6)
guesses = st.lists(
    st.frozensets(st.sampled_from([w.lower().encode() for w in WORDS] + [b"none", b"ecole"])),
    max_size=6,
)


def plain(sources: list[str], forms: list[frozenset[bytes]]) -> dict[bytes, int]:
    out: dict[bytes, int] = {}
    for i, source in enumerate(sources):
        tokens = set(source_words.source_tokens(source))
        for form in set().union(*forms) & tokens:
            out[form] = out.get(form, 0) | 1 << i
    return out


@settings(max_examples=200, deadline=None)
@given(texts, guesses)
def test_every_strategy_is_the_plain_definition(sources: list[str], forms: list) -> None:
    vocabulary.clear()
    expected = plain(sources, forms)
    for _ in range(3):  # read, then built, then looked up
        assert vocabulary.held(sources, forms) == expected


def test_a_report_is_the_same_on_a_source_sets_first_second_and_third_check() -> None:
    sources = json.dumps(
        [
            "HNSW builds a graph of 16 neighbours per node. Recall is 0.95 at ef 64.",
            "IVF indexes partition vectors into 1,024 lists; Faiss implements both.",
        ]
    )
    answer = "HNSW keeps 16 neighbours per node [1]. IVF uses 2,048 lists [2]. Faiss has both [1]."
    vocabulary.clear()
    reports = [ragcite.check(sources, answer).as_dict() for _ in range(3)]
    assert reports[0] == reports[1] == reports[2]


def test_the_budget_bounds_what_is_kept() -> None:
    vocabulary.clear()
    big = ["word " * (vocabulary.BUDGET // 5 + 1)]
    forms = [frozenset({b"word"})]
    for _ in range(3):
        assert vocabulary.held(big, forms) == {b"word": 1}
    assert not vocabulary._kept  # too big to keep: read each time


def test_the_word_caches_stay_bounded_over_many_distinct_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A long batch keeps meeting new words: the caches behind stemming and the guessed
    # forms must not grow with them (issue 17: keep it fast and general).
    for i in range(inflections.VARIANTS_KEPT + 50):
        word = f"zq{i}word"
        inflections.variants(stems.stem(word, "en"), word, "en")
    assert inflections.variants.cache_info().currsize == inflections.VARIANTS_KEPT
    monkeypatch.setattr(stems, "STEMS_KEPT", 100)
    for i in range(150):
        stems.stem(f"zq{i}stems", "en")
        assert len(stems._STEM_CACHE["en"]) <= 100
    assert stems.stem("defaults", "en") == "default"  # still right after a restart
