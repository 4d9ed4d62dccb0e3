"""Quote matching, other sources and the closest passage (pycore/ragcite/verify/quotes.py)."""

from __future__ import annotations

import json
import random
import time
from difflib import SequenceMatcher
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragcite.model import Source
from ragcite.text.normalize import normalize
from ragcite.verify.closest import Similarity, closest_passage
from ragcite.verify.quotes import clean_quote, found_in, match_quote

PGVECTOR = json.loads(
    resources.files("ragcite").joinpath("examples/pgvector-sources.json").read_text("utf-8")
)


def test_exact_with_offsets() -> None:
    source = PGVECTOR[1]
    match = match_quote("it defaults to 40", source)
    assert (match.result, match.normalizations, match.trimmed) == ("exact", [], [])
    assert source[match.start : match.end] == "it defaults to 40"
    assert match.explain(1) == "Found exactly as quoted."


@pytest.mark.parametrize(
    ("quote", "names"),
    [
        ("IT DEFAULTS TO 40", ["case"]),
        ("it  defaults\nto 40", ["whitespace"]),
        ("ｉｔ ｄｅｆａｕｌｔｓ ｔｏ ４０", ["nfkc"]),
        ("It  Defaults to ４０", ["whitespace", "case", "nfkc"]),
        ("the size of the dynamic candidate list used during search\N{EM DASH}it", None),
    ],
)
def test_normalized_needs_the_fewest_steps(quote: str, names: list[str] | None) -> None:
    match = match_quote(quote, PGVECTOR[1])
    if names is None:  # "—" against ";": not a normalisation, not found
        assert match.result is None
        return
    assert (match.result, match.normalizations) == ("normalized", names)
    found = PGVECTOR[1][match.start : match.end]
    assert found.casefold().split() == ["it", "defaults", "to", "40"]


def test_curly_quotes_and_dashes_in_the_source() -> None:
    source = (
        "He said \N{LEFT DOUBLE QUOTATION MARK}use 4\N{EN DASH}8 bytes"
        "\N{RIGHT DOUBLE QUOTATION MARK} \N{EM DASH} twice\N{HORIZONTAL ELLIPSIS} ok"
    )
    match = match_quote('said "use 4-8 bytes" - twice... ok', source)
    assert (match.result, match.normalizations) == ("normalized", ["quotes"])
    assert match.explain(1) == "Found after ignoring curly quotes/dashes."
    assert (match.start, match.end) == (3, len(source))


def test_only_the_steps_that_matter_are_named() -> None:
    # Both sides have capitals, but the only difference is the run of spaces.
    match = match_quote("HNSW  Index", "The HNSW Index is fast")
    assert match.normalizations == ["whitespace"]
    assert (match.start, match.end) == (4, 14)


def test_trimming_is_explained() -> None:
    match = match_quote('"...it defaults to 40\N{HORIZONTAL ELLIPSIS}"', PGVECTOR[1])
    assert match.result == "exact"
    assert match.trimmed == [
        "the surrounding quote marks",
        "a leading ellipsis",
        "a trailing ellipsis",
    ]
    assert match.explain(1) == (
        "Found exactly as quoted. Matched after removing the surrounding quote "
        "marks, a leading ellipsis and a trailing ellipsis."
    )


def test_quote_marks_that_belong_to_the_source_are_kept() -> None:
    source = 'Use "a" and "b" here.'
    match = match_quote('"a" and "b"', source)
    assert (match.result, match.trimmed, match.start) == ("exact", [], 4)


def test_not_found_and_empty() -> None:
    match = match_quote("a 384-dimension vector takes 1552 bytes", PGVECTOR[3])
    assert (match.result, match.start, match.end) == (None, None, None)
    assert match.explain(4).startswith(
        "Not in source [4], not even after ignoring whitespace, case"
    )
    empty = match_quote(' "..." ', PGVECTOR[3])
    assert (empty.result, empty.explain(4)) == (None, "The quote is empty.")


def test_clean_quote_guillemets_and_corner_brackets() -> None:
    assert (
        clean_quote(
            "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}ciao"
            "\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"
        )[0]
        == "ciao"
    )
    assert clean_quote("\N{LEFT CORNER BRACKET}はい\N{RIGHT CORNER BRACKET}")[0] == "はい"
    assert clean_quote("[...] the end")[0] == "the end"


# --- found_in ---------------------------------------------------------------------------

SOURCES = [Source(i + 1, text) for i, text in enumerate(PGVECTOR)]


def test_found_in_other_sources() -> None:
    assert found_in("it defaults to 40", SOURCES, skip=4) == [2]
    assert found_in("IT DEFAULTS  TO 40", SOURCES, skip=4) == [2]
    assert found_in("it defaults to 40", SOURCES, skip=2) == []
    assert found_in("a 384-dimension vector takes 1552 bytes", SOURCES, skip=4) == []
    assert found_in("   ", SOURCES) == []


def test_found_in_uses_source_numbers() -> None:
    sources = [Source(5, "alpha beta"), Source(9, "Gamma  Delta")]
    assert found_in("gamma delta", sources) == [9]
    assert found_in("gamma delta", sources, skip=9) == []


# --- closest passage --------------------------------------------------------------------


def test_closest_for_the_worked_example() -> None:
    quote = "a 384-dimension vector takes 1552 bytes"
    closest = closest_passage(quote, PGVECTOR[3])
    assert closest is not None
    assert closest.text == "Each vector takes 4 * dimensions + 8 bytes"
    assert PGVECTOR[3][closest.start : closest.end] == closest.text
    assert 0.5 < closest.similarity < 0.8


def test_closest_shows_the_differing_number() -> None:
    source = (
        "pgvector stores vectors. Each vector takes 1552 bytes when it has 384 dimensions. "
        "Indexes take more."
    )
    closest = closest_passage("Each vector takes 1,544 bytes", source)
    assert closest is not None
    assert closest.text == "Each vector takes 1552 bytes"
    assert closest.similarity >= 0.85


def test_closest_offsets_point_into_the_original_text() -> None:
    source = (
        "Intro\u00a0text.\n\n\N{LEFT DOUBLE QUOTATION MARK}Each  VECTOR takes 1552 bytes"
        "\N{RIGHT DOUBLE QUOTATION MARK}, always."
    )
    closest = closest_passage("each vector takes 1,544 bytes", source)
    assert closest is not None
    assert source[closest.start : closest.end] == closest.text
    assert closest.text.startswith("Each  VECTOR takes 1552 bytes")


def test_closest_none_when_nothing_is_shared() -> None:
    assert closest_passage("zebra quokka", "x" * 500 + " lorem ipsum " * 40) is None
    assert closest_passage("", "some text") is None
    assert closest_passage("text", "") is None


def test_closest_in_text_without_spaces() -> None:
    source = "東京は日本の首都です。人口は約千四百万人です。大阪は西日本の中心です。"
    closest = closest_passage("人口は約千三百万人です", source)
    assert closest is not None
    assert "人口は約千四百万人" in closest.text


def test_closest_finds_a_passage_among_repetitive_text() -> None:
    rng = random.Random(5)
    words = (
        "the",
        "vector",
        "index",
        "search",
        "list",
        "size",
        "default",
        "recall",
        "speed",
        "cost",
        "of",
        "a",
        "to",
        "is",
    )
    filler = " ".join(rng.choice(words) for _ in range(1800))
    target = "The hnsw.ef_search parameter defaults to 40 and sets the candidate list size."
    source = filler[:5000] + " " + target + " " + filler[5000:]
    closest = closest_passage(
        "the hnsw.ef_search parameter defaults to 64 and sets the candidate list size", source
    )
    assert closest is not None
    assert "hnsw.ef_search parameter defaults to 40" in closest.text
    assert closest.similarity > 0.9


def test_closest_is_fast_on_big_sources() -> None:
    # 200 sources of 10,000 chars and a 100-char quote: the pipeline's worst case.
    rng = random.Random(1)
    vocabulary = " ".join(PGVECTOR).split()
    sources = [" ".join(rng.choice(vocabulary) for _ in range(1700))[:10_000] for _ in range(200)]
    quote = (
        "a 384-dimension vector takes 1552 bytes of storage and the hnsw.ef_search "
        "parameter defaults to 40"
    )
    started = time.perf_counter()
    for source in sources:
        closest_passage(quote, source)
    per_source = (time.perf_counter() - started) / len(sources)
    # ~0.4 ms measured; a generous bound that only catches a quadratic blow-up (figures are
    # the benchmark's job, bench/bench_check.py), not a busy machine.
    assert per_source < 0.05


# --- similarity ------------------------------------------------------------------------


def lcs_length(a: str, b: str) -> int:
    row = [0] * (len(b) + 1)
    for x in a:
        diagonal = 0
        for j, y in enumerate(b, start=1):
            diagonal, row[j] = row[j], diagonal + 1 if x == y else max(row[j], row[j - 1])
    return row[-1]


@settings(max_examples=300, deadline=None)
@given(st.text("abc ,.1", max_size=25), st.text("abc ,.1", max_size=25))
def test_similarity_is_exact_lcs_and_bounds_difflib(a: str, b: str) -> None:
    got = Similarity(a)(b)
    if a and b:
        assert got == pytest.approx(2 * lcs_length(a, b) / (len(a) + len(b)))
        assert got >= SequenceMatcher(None, a, b, autojunk=False).ratio() - 1e-9
        assert got == pytest.approx(Similarity(b)(a))
    else:
        assert got == 0.0


# --- properties -------------------------------------------------------------------------

ALPHABET = st.sampled_from(
    [
        *"abcAB 1.,-'\"",
        "\n",
        "\u00a0",
        "\N{RIGHT SINGLE QUOTATION MARK}",
        "\N{EN DASH}",
        "\N{FULLWIDTH DIGIT ONE}",
    ]
)
SOURCE_TEXT = st.lists(ALPHABET, min_size=1, max_size=60).map("".join)


@settings(max_examples=300, deadline=None)
@given(source=SOURCE_TEXT, data=st.data())
def test_a_retyped_piece_of_the_source_is_found_where_it_is(
    source: str, data: st.DataObject
) -> None:
    i = data.draw(st.integers(0, len(source) - 1))
    j = data.draw(st.integers(i + 1, len(source)))
    quote = source[i:j]
    if data.draw(st.booleans()):
        quote = quote.upper()
    if data.draw(st.booleans()):
        quote = quote.replace(" ", "  ").replace("\N{RIGHT SINGLE QUOTATION MARK}", "'")
    if not clean_quote(quote)[0]:
        return
    match = match_quote(quote, source)
    assert match.result in ("exact", "normalized")
    assert match.start is not None and match.end is not None
    names = match.normalizations
    assert normalize(match.quote, names) in normalize(source[match.start : match.end], names)


@settings(max_examples=200, deadline=None)
@given(sources=st.lists(SOURCE_TEXT, min_size=1, max_size=4), quote=SOURCE_TEXT)
def test_found_in_agrees_with_match_quote(sources: list[str], quote: str) -> None:
    listed = [Source(n, text) for n, text in enumerate(sources, start=1)]
    want = [s.number for s in listed if match_quote(quote, s.text).result is not None]
    assert found_in(quote, listed) == want
