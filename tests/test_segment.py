"""Sentence splitting with char and byte offsets (pycore/ragcite/text/segment.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragcite.text.segment import segment


def texts(text: str) -> list[str]:
    return [s.text for s in segment(text)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the basic boundaries
        ("One. Two! Three? Four", ["One.", "Two!", "Three?", "Four"]),
        ("Line one\nLine two\r\nLine three", ["Line one", "Line two", "Line three"]),
        ("東京です。大阪です！本当？はい", ["東京です。", "大阪です！", "本当？", "はい"]),
        ("Wait?! Yes.", ["Wait?!", "Yes."]),
        # no split inside numbers, versions, initials, abbreviations
        ("It takes 3.5 GB. Next.", ["It takes 3.5 GB.", "Next."]),
        ("Use v1.2.3 or 3.11.7. Done.", ["Use v1.2.3 or 3.11.7.", "Done."]),
        ("J. R. R. Tolkien wrote it. Fine.", ["J. R. R. Tolkien wrote it.", "Fine."]),
        ("Use e.g. Postgres, i.e. SQL. Ok.", ["Use e.g. Postgres, i.e. SQL.", "Ok."]),
        ("The U.S. Army won. Next.", ["The U.S. Army won.", "Next."]),
        (
            "Dr. Who met Mr. and Mrs. Smith and Ms. Jones vs. Prof. X. End.",
            ["Dr. Who met Mr. and Mrs. Smith and Ms. Jones vs. Prof. X. End."],
        ),
        (
            "Apples, pears, etc. are fruit. Etc. Then.",
            ["Apples, pears, etc. are fruit.", "Etc.", "Then."],
        ),
        ("It lists cats, dogs, etc. The end.", ["It lists cats, dogs, etc.", "The end."]),
        (
            "See Fig. 3 and No. 5 and approx. 40 ms. Ok.",
            ["See Fig. 3 and No. 5 and approx. 40 ms.", "Ok."],
        ),
        (
            "Acme Inc. makes it. Acme Ltd. The rival.",
            ["Acme Inc. makes it.", "Acme Ltd.", "The rival."],
        ),
        ("Vedi pag. 12, ecc. e poi. Fine.", ["Vedi pag. 12, ecc. e poi.", "Fine."]),
        ("Der Sr. García, z.B. heute. Ende.", ["Der Sr. García, z.B. heute.", "Ende."]),
        # German scale words after a number, before the currency (issue 26)
        (
            "Der Umsatz stieg auf 93,7 Mrd. SEK im Jahr 2023. Der Gewinn fiel.",
            ["Der Umsatz stieg auf 93,7 Mrd. SEK im Jahr 2023.", "Der Gewinn fiel."],
        ),
        ("Buah, sayur, dll. semuanya. Selesai.", ["Buah, sayur, dll. semuanya.", "Selesai."]),
        ("Cf. the docs. Ok.", ["Cf. the docs.", "Ok."]),
        # case names and circa (WiCE claims: "Brown v. Board", "dates from c. 1491")
        ("Brown v. Board of Education won. Next.", ["Brown v. Board of Education won.", "Next."]),
        (
            "It dates from c. 1491. Then c. The end.",
            ["It dates from c. 1491.", "Then c.", "The end."],
        ),
        # news-style abbreviations: months before a day or year, titles before a name
        (
            "On Jan. 5, 2019 Gov. Brown signed it. It ended in Dec. The end.",
            ["On Jan. 5, 2019 Gov. Brown signed it.", "It ended in Dec.", "The end."],
        ),
        # a ! or ? in a title goes on in lower case: "Kerrang!" release, Yahoo! said
        ('For the "Kerrang!" release. Next!', ['For the "Kerrang!" release.', "Next!"]),
        ("Is it? yes, it is. Wow! Done.", ["Is it? yes, it is.", "Wow!", "Done."]),
        # ellipsis
        ("Wait... and then it ran. Ok.", ["Wait... and then it ran.", "Ok."]),
        ("Wait\N{HORIZONTAL ELLIPSIS} Then.", ["Wait\N{HORIZONTAL ELLIPSIS}", "Then."]),
        # closing quotes and brackets stay with the sentence
        ('He said "Stop." Then left.', ['He said "Stop."', "Then left."]),
        ("It is (see Fig. 3.) Next.", ["It is (see Fig. 3.)", "Next."]),
        ("**Note.** Read it.", ["**Note.**", "Read it."]),
        ("「はい。」次。", ["「はい。」", "次。"]),
        # markers after the end belong to the sentence before
        ("Here. [1] Next.", ["Here. [1]", "Next."]),
        ("Here.[1] Next.", ["Here.[1]", "Next."]),
        ("Here. [1][2] Next.", ["Here. [1][2]", "Next."]),
        ("Here.【4】 Next.", ["Here.【4】", "Next."]),
        ("Here.【4†source】Next.", ["Here.【4†source】Next."]),
        ("ここです。【4】次です。", ["ここです。【4】", "次です。"]),
        ("Here.^1 Next.", ["Here.^1", "Next."]),
        ("Here. (source: 2) Next.", ["Here. (source: 2)", "Next."]),
        ("Here [1]. Next [2].", ["Here [1].", "Next [2]."]),
        ("Here.\n[1]\nNext.", ["Here.\n[1]", "Next."]),
        # markdown structure
        ("# Title\n\nText here. More.", ["# Title", "Text here.", "More."]),
        ("- one. two\n- three", ["- one.", "two", "- three"]),
        ("1. Install it.\n2. Run it.", ["1. Install it.", "2. Run it."]),
        # A numbered bold heading (a real Anthropic web-search answer's): one line, not "**1."
        (
            "**1. Trump-Putin Summit**\nLeaders met.\n__2. Next__",
            ["**1. Trump-Putin Summit**", "Leaders met.", "__2. Next__"],
        ),
        ("## 3. Setup\nGo.", ["## 3. Setup", "Go."]),
        (
            "Run:\n```sh\necho a. B\necho c\n```\nDone.",
            ["Run:", "```sh\necho a. B\necho c\n```", "Done."],
        ),
        ("Use `a. B` here. Ok.", ["Use `a. B` here.", "Ok."]),
        # empty pieces are skipped
        ("\n\n  \n", []),
        ("", []),
    ],
)
def test_split(text: str, want: list[str]) -> None:
    assert texts(text) == want


def test_offsets_and_bytes() -> None:
    text = "  Perché è così? Sì【1】.\nÄ — 40 €."
    sentences = segment(text)
    assert [s.text for s in sentences] == ["Perché è così?", "Sì【1】.", "Ä — 40 €."]
    raw = text.encode()
    for s in sentences:
        assert text[s.start : s.end] == s.text
        assert raw[s.start_byte : s.end_byte].decode() == s.text
        assert s.start_byte == len(text[: s.start].encode())


def test_fresh_sentence_fields() -> None:
    (sentence,) = segment("One claim.")
    assert (sentence.citations, sentence.is_claim, sentence.support) == ([], True, None)


FRAGMENTS = st.sampled_from(
    [
        ". ",
        "! ",
        "? ",
        "。",
        "！",
        "\n",
        "\r\n",
        "\n\n",
        " ",
        "e.g. ",
        "Dr. ",
        "3.5",
        "v1.2.3",
        "J. ",
        "... ",
        "\N{HORIZONTAL ELLIPSIS}",
        "[1]",
        "[2, 3]",
        "【4】",
        "^1",
        "(source: 2)",
        '"',
        "\N{RIGHT DOUBLE QUOTATION MARK}",
        ")",
        "**",
        "```",
        "```\n",
        "`",
        "# ",
        "- ",
        "1. ",
        "word",
        "Word",
        "été",
        "東京",
        "\u00a0",
        "\u2028",
    ]
)
TEXTS = st.lists(st.one_of(FRAGMENTS, st.text(max_size=4)), max_size=40).map("".join)


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_sentences_slice_back_do_not_overlap_and_cover_the_text(text: str) -> None:
    sentences = segment(text)
    raw = text.encode()
    covered = 0
    last_end = 0
    for s in sentences:
        assert s.text and s.text == text[s.start : s.end]
        assert s.text == s.text.strip()
        assert s.start >= last_end  # in order, never overlapping
        assert raw[s.start_byte : s.end_byte] == s.text.encode()
        covered += sum(not c.isspace() for c in s.text)
        last_end = s.end
    # every visible character of the answer is in exactly one sentence
    assert covered == sum(not c.isspace() for c in text)


def test_lone_surrogates_from_a_split_stream_do_not_break_byte_offsets() -> None:
    first, second = segment("Ok \ud83d. Next [1].")
    assert (first.text, first.start_byte, first.end_byte) == ("Ok \ud83d.", 0, 7)
    assert (second.start_byte, second.end_byte) == (8, 17)
