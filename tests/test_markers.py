"""Citation markers and how labels resolve (pycore/ragcite/text/markers.py)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragcite.model import Source
from ragcite.text.markers import MAX_RANGE, find_markers, marker_run_end
from ragcite.text.resolve import SourceIndex, resolve, trailing_number


def labels(text: str) -> list[str]:
    return [m.label for m in find_markers(text)]


def styles(text: str) -> list[tuple[str, str, str]]:
    return [(m.label, m.raw, m.style) for m in find_markers(text)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("It is 40 [2].", [("2", "[2]", "bracket")]),
        ("Both [1, 3].", [("1", "[1, 3]", "bracket"), ("3", "[1, 3]", "bracket")]),
        ("Both [1,3].", [("1", "[1,3]", "bracket"), ("3", "[1,3]", "bracket")]),
        ("All [1-3].", [("1", "[1-3]", "range"), ("2", "[1-3]", "range"), ("3", "[1-3]", "range")]),
        ("All [1\N{EN DASH}2].", [("1", "[1–2]", "range"), ("2", "[1–2]", "range")]),
        ("Two [1][2].", [("1", "[1]", "bracket"), ("2", "[2]", "bracket")]),
        (
            "Id [doc2] and [faq-3] and [S1].",
            [("doc2", "[doc2]", "id"), ("faq-3", "[faq-3]", "id"), ("S1", "[S1]", "id")],
        ),
        (
            "Per [Source 1] and [source: 2].",
            [("1", "[Source 1]", "source-label"), ("2", "[source: 2]", "source-label")],
        ),
        ("Note[^1].", [("1", "[^1]", "footnote")]),
        (
            "Paris^1 and here.^2,3",
            [("1", "^1", "caret"), ("2", "^2,3", "caret"), ("3", "^2,3", "caret")],
        ),
        (
            "Yes【4】 and【4†source】 and【5:0†source】.",
            [
                ("4", "【4】", "lenticular"),
                ("4", "【4†source】", "lenticular"),
                ("5:0", "【5:0†source】", "lenticular"),
            ],
        ),
        (
            "Full［１］ and［１，２］.",
            [
                ("1", "［１］", "fullwidth"),
                ("1", "［１，２］", "fullwidth"),
                ("2", "［１，２］", "fullwidth"),
            ],
        ),
        (
            "A (source: doc1). B (Source 2). C (sources: 1, 3).",
            [
                ("doc1", "(source: doc1)", "paren"),
                ("2", "(Source 2)", "paren"),
                ("1", "(sources: 1, 3)", "paren"),
                ("3", "(sources: 1, 3)", "paren"),
            ],
        ),
        ("See [1](https://example.org/a).", [("1", "[1](https://example.org/a)", "link")]),
    ],
)
def test_styles(text: str, want: list[tuple[str, str, str]]) -> None:
    assert styles(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "A [markdown link](https://example.org) here.",
        "- [ ] todo\n- [x] done",
        "Needs a source [citation needed].",
        "Call `items[0]` or `a[1, 2]` inline.",
        "```python\nx = data[1]\ny = [2, 3]\n```",
        "~~~\n[1]\n~~~",
        "In code: items[0] is first.",
        "A range [0.5, 1.0] and a version [v1.2].",
        "E = mc^2 and 10^6 and x^2.",
        "![1](figure.png)",
        "A reference link [text][1] here.",
        "[^1]: The footnote text.",
        "[1]: https://example.org/definition",
        "Sources:\n[1] pgvector documentation\n[2] https://example.org/hnsw",
        "[3][4] A title line without a full stop",
    ],
)
def test_not_markers(text: str) -> None:
    assert find_markers(text) == []


def test_reference_entry_rule_keeps_a_sentence_led_by_a_marker() -> None:
    assert labels("- [3] HNSW is fast.") == ["3"]
    assert labels("Intro.\n[2]") == ["2"]  # a marker alone on its line cites the line before


def test_absurd_and_reversed_ranges_stay_one_label() -> None:
    assert labels(f"[1-{MAX_RANGE + 2}]") == [f"1-{MAX_RANGE + 2}"]
    assert labels("[5-3]") == ["5-3"]
    assert labels("[2019-2024]") == ["2019-2024"]
    assert labels("[2-2]") == ["2"]


def test_offsets_are_of_the_whole_group() -> None:
    text = "Fast [1, 3] here."
    first, second = find_markers(text)
    assert (first.start, first.end) == (second.start, second.end) == (5, 11)
    assert text[first.start : first.end] == "[1, 3]"


def test_fences_close_only_on_a_bare_fence_line() -> None:
    text = "```\ncode [1]\n``` not closed\nstill code [2]\n```\nprose [3]"
    assert labels(text) == ["3"]
    assert labels("```\nunclosed [1]") == []


def test_marker_run_end() -> None:
    text = "Here. [1][2] (source: 3)【4】 Next."
    assert text[: marker_run_end(text, 5)] == "Here. [1][2] (source: 3)【4】"
    assert marker_run_end("Here. Next [1].", 5) == 5
    assert marker_run_end("here.^1 next", 5) == 7
    assert marker_run_end("here. ^1 next", 5) == 5  # a caret hangs on its word
    assert marker_run_end("Done. [x] more", 5) == 5


FRAGMENTS = st.sampled_from(
    [
        "[1]",
        "[2, 3]",
        "[1-3]",
        "【4†source】",
        "［１］",
        "^1",
        "[^2]",
        "(source: doc1)",
        "[doc2]",
        "[x]",
        "[text](http://a.b)",
        "`a[0]`",
        "```\n",
        "\n",
        " ",
        ". ",
        "word",
        "[",
        "]",
        "(",
        ")",
        "^",
        "†",
        "【",
        "】",
        "[^1]: ",
        "-",
        "1",
        "Source",
        ":",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(FRAGMENTS, st.text(max_size=5)), max_size=30).map("".join))
def test_spans_slice_back_to_raw_in_order(text: str) -> None:
    markers = find_markers(text)
    for marker in markers:
        assert text[marker.start : marker.end] == marker.raw
        assert marker.label
    starts = [m.start for m in markers]
    assert starts == sorted(starts)
    for a, b in itertools.pairwise(markers):
        assert a.end <= b.start or (a.start, a.end) == (b.start, b.end)


# --- resolving labels ----------------------------------------------------------------

IDS = [Source(1, "a", id="doc1"), Source(2, "b", id="doc2"), Source(3, "c", id="faq-3")]


@pytest.mark.parametrize(
    ("label", "sources", "want"),
    [
        ("doc2", IDS, (2, "id")),
        ("DOC2", IDS, (2, "id")),
        (" faq-3 ", IDS, (3, "id")),
        ("2", IDS, (2, "trailing-number")),
        ("faq3", IDS, (3, "trailing-number")),
        ("doc_02", IDS, (2, "trailing-number")),
        ("doc9", IDS, (None, "unknown")),
        ("4", IDS, (None, "unknown")),
        ("0", IDS, (None, "unknown")),
        ("x", IDS, (None, "unknown")),
        ("2", [Source(1, "a"), Source(2, "b")], (2, "position")),
        ("doc2", [Source(1, "a"), Source(2, "b")], (2, "trailing-number")),
        ("doc3", [Source(1, "a"), Source(2, "b")], (None, "unknown")),
        ("3", [Source(1, "a"), Source(2, "b"), Source(3, "c")], (3, "position")),
        # ids without numbers: a bare number still means a position
        ("2", [Source(1, "a", id="intro"), Source(2, "b", id="usage")], (2, "position")),
        # two ids end in 1: the one whose letters match the label wins
        ("faq1", [Source(1, "a", id="doc1"), Source(2, "b", id="faq-1")], (2, "trailing-number")),
        # ...and when no letters tell them apart, a bare number falls back to its position
        ("1", [Source(1, "a", id="doc1"), Source(2, "b", id="faq-1")], (1, "position")),
        # 0-based ids: the label is the id's number, not a position
        ("1", [Source(1, "a", id="doc_0"), Source(2, "b", id="doc_1")], (2, "trailing-number")),
    ],
)
def test_resolve(label: str, sources: list[Source], want: tuple[int | None, str]) -> None:
    assert resolve(label, sources) == want
    assert SourceIndex(sources).resolve(label) == want


def test_trailing_number() -> None:
    labels = ("doc2", "faq-03", "S1a", "7", "intro")
    assert [trailing_number(x) for x in labels] == [2, 3, 1, 7, None]
