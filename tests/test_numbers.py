"""Numbers compared as values (ragcite.text.numbers)."""

from __future__ import annotations

import pytest

from ragcite.text.numbers import contains, find_numbers, locate, positions


def keys(text: str, language: str = "en") -> list[str]:
    return [n.key for n in find_numbers(text, language)]


@pytest.mark.parametrize(
    ("a", "b", "language"),
    [
        ("1,544", "1544", "en"),
        ("1 544", "1544", "en"),
        ("1\u202f544", "1544", "fr"),
        ("1\u00a0544", "1,544", "en"),
        ("1'544", "1544", "en"),
        ("1.50", "1.5", "en"),
        ("1.544", "1544", "it"),
        ("1.544", "1544", "de"),
        ("1,5", "1.5", "it"),
        ("1,5", "1.5", "en"),
        ("1.234,56", "1,234.56", "de"),
        ("16.000", "16000", "id"),
        ("１５５２", "1552", "ja"),
        ("0,6", "0.6", "fr"),
    ],
)
def test_same_value(a: str, b: str, language: str) -> None:
    assert keys(a, language) == keys(b, language)


@pytest.mark.parametrize(
    ("a", "b", "language"),
    [
        ("1.5", "15", "en"),
        ("1,544", "1544", "it"),  # a decimal comma: 1.544
        ("1.544", "1544", "en"),  # a decimal point: 1.544
        ("16,000", "16000", "id"),  # a decimal comma: 16
        ("1552", "1544", "en"),
        ("3.5.1", "3.5", "en"),
    ],
)
def test_different_value(a: str, b: str, language: str) -> None:
    assert keys(a, language) != keys(b, language)


def test_names_with_digits_are_not_numbers() -> None:
    assert keys("L2 distance, H2O and gpt4") == []
    assert keys("GPT-4 and a 384-dimension vector") == ["4", "384"]


def test_lists_split_and_versions_stay_whole() -> None:
    assert keys("pages 1,2,3") == ["1", "2", "3"]
    assert keys("version 3.5.1 of 2019 150 rows") == ["v3.5.1", "2019", "150"]


def test_units_percent_and_currency_are_kept() -> None:
    found = [
        (n.surface, n.unit)
        for n in find_numbers("50% of 5 GB costs $5, 10ms, 3x, 12,5 per cento", "it")
    ]
    assert found == [
        ("50%", "%"),
        ("5 GB", "gb"),
        ("$5", "$"),
        ("10ms", "ms"),
        ("3x", "x"),
        ("12,5 per cento", "%"),
    ]


def test_offsets_point_at_the_number() -> None:
    text = "It takes 1,552 bytes."
    (number,) = find_numbers(text, "en")
    assert text[number.start : number.end] == "1,552 bytes"


@pytest.mark.parametrize(
    ("claim", "source", "expected"),
    [
        ("1544 bytes", "takes 4 * 384 + 8 = 1,544 bytes", True),
        ("1544", "it is 15440 or 21544", False),
        ("1544", "model L1544", False),
        ("40", "it defaults to 40.", True),
        ("40", "it defaults to 400 or 1.40", False),
        ("5 GB", "up to 5 MB", False),
        ("5 GB", "up to 5 of them", True),
        ("50%", "half: 50 percent", True),
        ("1552", "１５５２バイト", True),
    ],
)
def test_contains(claim: str, source: str, expected: bool) -> None:
    (number,) = find_numbers(claim, "en" if source.isascii() else "ja")
    assert contains(source, number, "en" if source.isascii() else "ja") is expected


# --- issue 17: the normalisation that feeds the name/number rule ---------------------------


@pytest.mark.parametrize(
    ("claim", "source", "language"),
    [
        ("It has 3 rooms.", "It has three rooms.", "en"),
        ("It has three rooms.", "It has 3 rooms.", "en"),
        ("its 3rd season", "in its third season", "en"),
        ("the third season", "the 3rd season", "en"),
        ("in 2019", "the 2018–19 season", "en"),
        ("the 2018–19 season", "from 2018 to 2019", "en"),
        ("1,000 units", "1000 units", "en"),
        ("forty people", "40 people", "en"),
        ("Die Firma hat drei Standorte.", "Sie hat 3 Standorte.", "de"),
        ("La casa ha tre stanze.", "ha 3 stanze", "it"),
        ("tiene dos hijos", "tiene 2 hijos", "es"),
        ("il a deux enfants", "il a 2 enfants", "fr"),
        ("memiliki tiga anak", "memiliki 3 anak", "id"),
    ],
)
def test_number_words_ordinals_and_year_ranges_match(
    claim: str, source: str, language: str
) -> None:
    numbers = find_numbers(claim, language)
    assert numbers, claim
    assert all(contains(source, n, language) for n in numbers), (claim, source)


def test_number_words_that_are_also_articles_are_not_numbers() -> None:
    assert find_numbers("one of the best", "en") == []
    assert find_numbers("un des meilleurs", "fr") == []
    assert find_numbers("ein Haus", "de") == []


def test_a_year_range_short_end_is_no_small_number() -> None:
    assert [n.key for n in find_numbers("in 2018–19", "en")] == ["2018", "2019"]
    assert not contains("in 2018–19", find_numbers("19 people", "en")[0], "en")


def test_positions_find_every_spelling() -> None:
    three = find_numbers("3 rooms", "en")[0]
    assert positions("3 rooms, three beds, room 3.", three, "en") == [0, 9, 26]
    assert locate("no number here", three, "en") == -1


@pytest.mark.parametrize(
    ("language", "text", "want"),
    [
        ("en", "On October 24th, 1996 and in Sept. 2001", [(9, 24, "1996"), (8, None, "2001")]),
        ("it", "il 24 ottobre 1996 e nel marzo 2001", [(9, 24, "1996"), (2, None, "2001")]),
        ("es", "el 24 de octubre de 1996", [(9, 24, "1996")]),
        ("fr", "le 1er mars 2001 et en août 2003", [(2, 1, "2001"), (7, None, "2003")]),
        ("de", "am 24. Oktober 1996", [(9, 24, "1996")]),
        ("pt", "em 24 de outubro de 1996", [(9, 24, "1996")]),
        ("id", "pada 24 Oktober 1996", [(9, 24, "1996")]),
        ("ja", "1996年10月24日", []),
    ],
)
def test_dates_in_every_word_language(language: str, text: str, want: list) -> None:
    from ragcite.text.numbers import date_in, find_dates

    found = find_dates(text, language)
    assert [(d.month, d.day, d.year) for d in found] == want
    for date in found:  # a claim's date is in its own text...
        assert date_in(text.lower(), date, language)
        if date.day is None:  # ...and a month without its year is not that date
            assert not date_in(text.lower().replace(str(date.year), "x"), date, language)


@pytest.mark.parametrize(
    ("claim", "text", "want"),
    [
        ("5", "in 1995 on page 5 and 05", [16, 22]),  # other numbers skipped, zeros kept
        ("5", "L5 x.5 $ 5 $5", [7, 11]),  # a name, a decimal's end; currency signs lead
        ("5", "GPT-5 and 2019-05-05", [4, 15, 18]),  # after a dash, a number of its own
        ("2019", "the 2018-19 season, 2019-05", [9, 20]),  # a range's short end
        ("19", "the 2018-19 season, 19 May", [20]),  # ...which is no 19
        ("5 GB", "5 MB or 5 GB", [8]),  # with a unit, parsed
    ],
)
def test_positions_skip_other_numbers_and_keep_every_spelling(
    claim: str, text: str, want: list[int]
) -> None:
    assert positions(text, find_numbers(claim, "en")[0], "en") == want
