"""The view model is made lazily and finds passages by searching (issue 14): both must
give exactly what the eager view model and the passage-by-passage definition give."""

from __future__ import annotations

import random

import pytest

from ragcite import check
from ragcite.options import Options
from ragcite.report import lazy, render, view

WORDS = "graph Graph GRAPH ef_search 40 4 the index straße STRASSE ǰet J̌et über ÜBER x ab a_b"
ALPHABET = [*WORDS.split(), "日本語", "検索", "١٢٣"]
GLUE = [" ", "  ", ". ", "! ", "\n", "\n\n", ", ", "-", "_", "。", "？", "\u0301", " \r\n", ""]


# Without the words whose casefolding moves characters or that are CJK: the searched path.
SEARCHED = [w for w in ALPHABET if len(w.casefold()) == len(w) and not view._CJK.search(w)]


def text(rng: random.Random, n: int, words: list[str]) -> str:
    return "".join(rng.choice(words) + rng.choice(GLUE) for _ in range(n))


def defined(claim: str, source: str) -> tuple[int, int] | None:
    """What best_passage means: the first passage sharing most terms with the claim."""
    terms = view._terms(claim)
    best, most = None, 0
    for start, end, found in view._passages(source):
        shared = len(terms & found)
        if shared > most:
            best, most = (start, end), shared
    return best


@pytest.mark.parametrize("seed", range(300))
def test_best_passage_is_the_definition(seed: int) -> None:
    rng = random.Random(seed)
    words = SEARCHED if seed % 3 else ALPHABET
    source, claim = text(rng, rng.randint(0, 60), words), text(rng, rng.randint(1, 12), words)
    if words is SEARCHED:
        assert view._folded(source) is not None
    assert view.best_passage(claim, source) == defined(claim, source), (claim, source)


def test_best_passage_word_boundaries() -> None:
    source = "Another theme. The other one! ef_search_x here.\nthe end"
    assert view.best_passage("the", source) == (15, 29)  # not "Another", "theme"
    assert view.best_passage("ef_search", source) is None  # a part of ef_search_x
    assert view.best_passage("END", source) == (48, 55)


def test_lazy_view_makes_only_what_is_read() -> None:
    sources = [f"Source {i} says the graph index keeps {i} pages." for i in range(60)]
    answer = " ".join(f"The graph index keeps {i} pages [{i + 1}]." for i in range(60))
    report = check("\n\n".join(sources), answer, Options(sources_format="paragraphs"))
    v = view.build(report.as_dict())
    assert all(isinstance(v[name], view.Lazy) for name in ("cites", "sentences", "answer"))
    first = (
        render.environment()
        .from_string("{% for x in v.cites[:3] %}{{ x.index }}{% endfor %}")
        .render(v=v)
    )
    assert first == "012"
    made = [item is not lazy._UNMADE for item in v["cites"]._items]
    assert made[:3] == [True] * 3 and not any(made[3:])
    # Read again, an item is the same object (a sentence's cites are the table's).
    assert v["sentences"][5]["cites"][0] is v["cites"][5]
    assert len(v["cites"]) == 60 and v["cites"][-1]["index"] == 59
    with pytest.raises(IndexError):
        v["cites"][60]
