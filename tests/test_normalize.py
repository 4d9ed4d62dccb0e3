"""The named normalisations and their offset maps (pycore/ragcite/text/normalize.py)."""

from __future__ import annotations

import itertools
import sys
import unicodedata
from collections.abc import Sequence

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ragcite.text import normalize as norm
from ragcite.text.normalize import (
    ALL,
    NORMALIZERS,
    ascii_quotes,
    collapse_whitespace,
    describe,
    fold_case,
    nfkc,
    normalize,
)
from ragcite.text.normalize_offsets import _nfkc_by_clusters, normalize_with_offsets

SUBSETS = [list(c) for n in range(len(ALL) + 1) for c in itertools.combinations(ALL, n)]


def test_registry_names_and_order() -> None:
    assert list(NORMALIZERS) == ["whitespace", "case", "quotes", "nfkc"]
    assert set(norm.DESCRIPTIONS) == set(NORMALIZERS)


def test_other_spaces_are_every_unicode_space_but_the_plain_one() -> None:
    every = {chr(cp) for cp in range(sys.maxunicode + 1) if chr(cp).isspace()}
    assert set(norm._OTHER_SPACES) == every - {" "}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("a\u00a0\u00a0b", "a b"),
        ("  a \t\n b  ", "a b"),
        ("a\u2009b\u3000c", "a b c"),
        ("a    b     c", "a b c"),
        ("\n\n", ""),
        ("", ""),
    ],
)
def test_collapse_whitespace(text: str, want: str) -> None:
    assert collapse_whitespace(text) == want == " ".join(text.split())


def test_fold_case_is_casefold() -> None:
    assert fold_case("Straße ΣΊΣΥΦΟΣ") == "strasse σίσυφοσ"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("\N{LEFT SINGLE QUOTATION MARK}a\N{RIGHT SINGLE QUOTATION MARK}", "'a'"),
        ("\N{DOUBLE LOW-9 QUOTATION MARK}a\N{LEFT DOUBLE QUOTATION MARK}", '"a"'),
        ("don\N{MODIFIER LETTER APOSTROPHE}t don\N{ACUTE ACCENT}t", "don't don't"),
        ("5\N{PRIME} 6\N{DOUBLE PRIME}", "5' 6\""),
        ("a\N{FIGURE DASH}b\N{EN DASH}c\N{EM DASH}d\N{MINUS SIGN}e\N{HYPHEN}f", "a-b-c-d-e-f"),
        ("wait\N{HORIZONTAL ELLIPSIS}", "wait..."),
        ("plain ascii 'already'", "plain ascii 'already'"),
    ],
)
def test_ascii_quotes(text: str, want: str) -> None:
    assert ascii_quotes(text) == want


def test_nfkc_full_width_and_ligatures() -> None:
    assert (
        nfkc(
            "\N{FULLWIDTH DIGIT ONE}\N{FULLWIDTH DIGIT FIVE}\N{FULLWIDTH DIGIT FIVE}"
            "\N{FULLWIDTH DIGIT TWO}"
        )
        == "1552"
    )
    assert nfkc("\N{LATIN SMALL LIGATURE FFI}") == "ffi"
    assert (
        nfkc("\N{HALFWIDTH KATAKANA LETTER KA}\N{HALFWIDTH KATAKANA VOICED SOUND MARK}")
        == "\N{KATAKANA LETTER GA}"
    )


def test_normalize_applies_in_registry_order_whatever_the_order_asked() -> None:
    text = "  \N{LEFT DOUBLE QUOTATION MARK}ＡＢ\N{RIGHT DOUBLE QUOTATION MARK}  Cd "
    assert normalize(text, ["nfkc", "quotes", "case", "whitespace"]) == normalize(text) == '"ab" cd'
    with pytest.raises(ValueError, match="unknown normalizer"):
        normalize(text, ["stemming"])


def test_describe() -> None:
    assert describe(["case", "whitespace"]) == "whitespace and case"
    assert describe([]) == ""


# --- offset maps ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "names", "want_text", "want_map"),
    [
        ("ab", ALL, "ab", [0, 1]),
        ("  a \n\t b  ", ["whitespace"], "a b", [2, 3, 7]),
        ("A\u00a0B", ["whitespace"], "A B", [0, 1, 2]),
        ("Maß", ["case"], "mass", [0, 1, 2, 2]),
        ("x\N{HORIZONTAL ELLIPSIS}y", ["quotes"], "x...y", [0, 1, 1, 1, 2]),
        ("\N{FULLWIDTH LATIN CAPITAL LETTER A}1", ["nfkc"], "A1", [0, 1]),
        ("e\N{COMBINING ACUTE ACCENT}!", ["nfkc"], "\N{LATIN SMALL LETTER E WITH ACUTE}!", [0, 2]),
        ("\N{VULGAR FRACTION ONE HALF}x", ["nfkc"], "1\N{FRACTION SLASH}2x", [0, 0, 0, 1]),
        ("ﬁ  Ｂ\N{RIGHT SINGLE QUOTATION MARK}", ALL, "fi b'", [0, 0, 1, 3, 4]),
    ],
)
def test_normalize_with_map_examples(
    text: str, names: list[str], want_text: str, want_map: list[int]
) -> None:
    assert normalize_with_map(text, names) == (want_text, want_map)


def test_offset_map_span_gives_original_offsets() -> None:
    source = "Each\u00a0vector takes\n\n\u201c1552\u201d bytes\N{HORIZONTAL ELLIPSIS} more"
    text, mapping = normalize_with_offsets(source, ALL)
    at = text.find('"1552" bytes...')
    start, end = mapping.span(at, at + len('"1552" bytes...'))
    assert source[start:end] == "\u201c1552\u201d bytes\N{HORIZONTAL ELLIPSIS}"
    assert mapping.to_list() == normalize_with_map(source, ALL)[1]
    with pytest.raises(IndexError):
        mapping[len(text)]


TRICKY = st.sampled_from(
    [
        " ",
        "  ",
        "\t",
        "\n",
        "\u00a0",
        "\u3000",
        "\u2028",
        "ß",
        "ẞ",
        "İ",
        "ﬁ",
        "ŉ",
        "Σ",
        "\N{HORIZONTAL ELLIPSIS}",
        "\N{EM DASH}",
        "\N{LEFT DOUBLE QUOTATION MARK}",
        "\N{ACUTE ACCENT}",
        "\N{COMBINING ACUTE ACCENT}",
        "\N{COMBINING DOT BELOW}",
        "e",
        "A",
        "1",
        "\N{FULLWIDTH DIGIT ONE}",
        "\N{HALFWIDTH KATAKANA LETTER KA}",
        "\N{HALFWIDTH KATAKANA VOICED SOUND MARK}",
        "\u1100",
        "\u1161",
        "\u11a8",
        "\u314f",
        "\N{VULGAR FRACTION ONE HALF}",
        "\N{DIAERESIS}",
        "\u0f73",
        "\u0b47",
        "\u0b3e",
    ]
)
TEXTS = st.one_of(st.text(max_size=40), st.lists(TRICKY, max_size=30).map("".join))


@settings(max_examples=300, deadline=None)
@given(text=TEXTS, which=st.sampled_from(SUBSETS))
def test_map_text_equals_plain_and_indices_are_monotone_in_range(
    text: str, which: list[str]
) -> None:
    out, mapping = normalize_with_map(text, which)
    assert out == normalize(text, which)
    assert len(mapping) == len(out)
    assert all(0 <= i < len(text) for i in mapping)
    assert all(a <= b for a, b in itertools.pairwise(mapping))


@settings(max_examples=200, deadline=None)
@given(text=TEXTS)
@example(text="e\uff9e\u0301")  # a half-width voiced mark becomes a combining one
def test_nfkc_by_clusters_equals_nfkc_of_the_whole(text: str) -> None:
    # The mapped NFKC works cluster by cluster; it must agree with the real thing, and so
    # must its fallback for compositions newer than the table (whole non-ASCII runs).
    whole = unicodedata.normalize("NFKC", text)
    assert normalize_with_map(text, ["nfkc"])[0] == whole
    if not text.isascii():
        assert _nfkc_by_clusters(text, whole_runs=False)[0] == whole
        assert _nfkc_by_clusters(text, whole_runs=True)[0] == whole


# Characters whose normalised form has the same length, so any span maps back exactly.
LOCAL = st.sampled_from(
    [
        "a",
        "B",
        "c",
        "1",
        " ",
        "  ",
        "\t",
        "\n",
        "\u00a0",
        "\N{RIGHT SINGLE QUOTATION MARK}",
        "\N{EN DASH}",
        "\N{FULLWIDTH LATIN SMALL LETTER X}",
        "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}",
        ".",
        ",",
    ]
)


@settings(max_examples=300, deadline=None)
@given(text=st.lists(LOCAL, max_size=30).map("".join), data=st.data())
def test_any_span_maps_back_to_text_that_normalises_to_it(text: str, data: st.DataObject) -> None:
    out, mapping = normalize_with_map(text, ALL)
    if not out:
        return
    i = data.draw(st.integers(0, len(out) - 1))
    j = data.draw(st.integers(i + 1, len(out)))
    if out[i] == " " or out[j - 1] == " ":
        return  # a collapsed space maps to its run's first char: an edge, not a word
    assert normalize(text[mapping[i] : mapping[j - 1] + 1]) == out[i:j]


def normalize_with_map(text: str, names: Sequence[str]) -> tuple[str, list[int]]:
    """Normalise like :func:`normalize` and map each output char to its input index: the
    plain list the compact OffsetMap must agree with.

    The mapping never decreases, and every index is a valid index into ``text``; a span
    ``[i, j)`` of the output corresponds to ``text[mapping[i]:mapping[j - 1] + 1]``.

    >>> out, where = normalize_with_map("Stra\\N{LATIN SMALL LETTER SHARP S}e  Ｘ", ALL)
    >>> out, where
    ('strasse x', [0, 1, 2, 3, 4, 4, 5, 6, 8])
    >>> normalize_with_map("a\\N{HORIZONTAL ELLIPSIS}", ["quotes"])
    ('a...', [0, 1, 1, 1])
    """
    text, mapping = normalize_with_offsets(text, names)
    return text, mapping.to_list()
