"""Support scoring (ragcite.verify.support), its index checked against a plain reference."""

from __future__ import annotations

import math
import os
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragcite.model import Citation, Sentence, Source
from ragcite.options import Options
from ragcite.text.claims import claim_text
from ragcite.text.numbers import find_numbers, matches, number_index
from ragcite.text.words import stem, stop_words, terms
from ragcite.verify.support import BETTER_MARGIN, score_support


def make(
    answer_parts: list[tuple[str, list[int]]], source_texts: list[str]
) -> tuple[list[Sentence], list[Citation], list[Source], str]:
    """Sentences (each with its cited source numbers) joined by spaces into an answer."""
    sentences, citations, pos = [], [], 0
    for text, cited in answer_parts:
        indexes = []
        for number in cited:
            indexes.append(len(citations))
            citations.append(
                Citation(str(number), number, None, "no_quote", sentence=len(sentences))
            )
        sentences.append(Sentence(text, pos, pos + len(text), pos, pos + len(text), indexes))
        pos += len(text) + 1
    answer = " ".join(text for text, _ in answer_parts)
    sources = [Source(i + 1, text) for i, text in enumerate(source_texts)]
    return sentences, citations, sources, answer


def run(
    answer_parts: list[tuple[str, list[int]]],
    source_texts: list[str],
    threshold: float = 0.6,
    language: str = "en",
):
    sentences, citations, sources, answer = make(answer_parts, source_texts)
    summary = score_support(sentences, citations, sources, Options(threshold=threshold), language)
    return sentences, summary, answer


# --- the reference: every source tokenised and stemmed word by word -----------------------

_WORD = re.compile(r"[^\W_]+")


def ref_keys(text: str) -> set[str]:
    return {stem(w.lower(), "en") for w in _WORD.findall(text) if not w[0].isdigit()}


def ref_score(claim: str, texts: list[str]) -> float:
    body = claim_text(claim)
    keys = list(dict.fromkeys(k for t in terms(body, "en") for k in t.keys))
    numbers = list({(n.key, n.unit): n for n in find_numbers(body, "en")}.values())
    have = set().union(*(ref_keys(t) for t in texts)) if texts else set()
    indexes = [number_index(t, "en") for t in texts]
    found = sum(k in have for k in keys)
    found += sum(any(matches(n, ix) for ix in indexes) for n in numbers)
    total = len(keys) + len(numbers)
    return found / total if total else 0.0


BASE = [
    "graph",
    "index",
    "search",
    "vector",
    "cosine",
    "distance",
    "layer",
    "default",
    "candidate",
    "storage",
    "dimension",
    "operator",
    "recall",
    "query",
    "build",
    "store",
    "normalize",
    "Kate",
    "Winslet",
    "HNSW",
]
ENDINGS = ["", "s", "ed", "ing"]
NUMBERS = ["40", "1,544", "1544", "64", "1.5", "15", "16,000"]
FILLER = ["the", "of", "and", "is", "a", "with"]


@st.composite
def sentence(draw) -> str:
    out = []
    for _ in range(draw(st.integers(3, 9))):
        kind = draw(st.integers(0, 9))
        if kind < 2:
            out.append(draw(st.sampled_from(FILLER)))
        elif kind == 2:
            out.append(draw(st.sampled_from(NUMBERS)))
        else:
            word = draw(st.sampled_from(BASE))
            if word.islower():
                ending = draw(st.sampled_from(ENDINGS))
                if ending and word.endswith("e") and ending[0] in "aei":
                    word = word[:-1]
                word += ending
            out.append(word)
    return " ".join(out) + "."


@settings(max_examples=int(os.environ.get("RAGCITE_EXAMPLES", "120")), deadline=None)
@given(
    sources=st.lists(sentence(), min_size=1, max_size=6),
    claims=st.lists(
        st.tuples(sentence(), st.lists(st.integers(1, 6), max_size=2)), min_size=1, max_size=5
    ),
)
def test_index_agrees_with_the_reference(sources: list[str], claims: list) -> None:
    parts = [(text, [n for n in cited if n <= len(sources)]) for text, cited in claims]
    sentences, summary, _ = run(parts, sources)
    cited_any = {n for _, cited in parts for n in cited}
    relevant_ref = set()
    for sent, (text, cited) in zip(sentences, parts, strict=True):
        support = sent.support
        assert support is not None
        expected_total = ref_score(text, [])  # 0.0 when the claim has units
        if support.level == "not_checked":
            assert expected_total == 0.0
            continue
        per_source = {n: ref_score(text, [sources[n - 1]]) for n in range(1, len(sources) + 1)}
        relevant_ref |= {n for n, s in per_source.items() if n not in cited_any and s + 1e-9 >= 0.6}
        if cited:
            want = ref_score(text, [sources[n - 1] for n in dict.fromkeys(cited)])
            assert support.overlap == pytest.approx(round(want, 3))
        elif cited_any:
            assert support.level == "unsupported"
        else:  # auto-cite: the best source by plain overlap, lowest number on ties
            best = max(per_source.values())
            if best > 0:
                assert support.auto_cited
                assert per_source[support.best_source] == pytest.approx(best)
                assert support.best_source == min(
                    n for n, s in per_source.items() if math.isclose(s, best)
                )
    assert set(summary.relevant_uncited) == relevant_ref


# --- rules, one by one -----------------------------------------------------------------------

TITANIC = [
    "Titanic is a 1997 film directed by James Cameron. It stars Leonardo DiCaprio "
    "and Kate Winslet.",
    "The film won 11 Academy Awards.",
]


def test_a_missing_name_caps_the_level_and_is_listed_whole() -> None:
    (sent,), _, answer = run([("It starred Brad Pitt and Kate Winslet [1].", [1])], TITANIC)
    support = sent.support
    assert support.overlap == 0.6  # 3 of 5 words are in the source...
    assert support.score < support.coverage * 0.5  # ...but the missing name weighs on it
    assert support.level != "supported"
    assert support.missing_names == ["Brad Pitt"]
    assert support.missing_words == ["Brad Pitt"]
    assert support.flags == ["name_missing"]
    assert [answer[a:b] for a, b in support.missing_spans] == ["Brad Pitt"]


def test_a_missing_number_caps_the_level() -> None:
    (sent,), _, answer = run([("The film won 12 Academy Awards [2].", [2])], TITANIC)
    # 4 of 5 units, but the missing one is the number: below the partial band (0.3).
    assert sent.support.level == "unsupported"
    assert sent.support.numbers_missing == ["12"]
    assert sent.support.flags == ["number_mismatch"]
    assert [answer[a:b] for a, b in sent.support.missing_spans] == ["12"]


def test_thresholds_are_bands_of_the_score() -> None:
    parts = [("Cosine distance ranks vector search results [1].", [1])]
    source = ["Cosine distance ranks results."]  # 3 of 5 words
    support = run(parts, source)[0][0].support
    score = support.score
    assert 0 < score < 1 and support.coverage == score  # no name or number missing

    def level(threshold: float, partial: float) -> str:
        sentences, citations, sources, _ = make(parts, source)
        options = Options(threshold=threshold, partial_threshold=partial)
        score_support(sentences, citations, sources, options, "en")
        return sentences[0].support.level

    assert level(score - 0.001, 0.0) == "supported"
    assert level(score + 0.01, score - 0.001) == "partly_supported"
    assert level(1.0, score + 0.01) == "unsupported"
    assert level(0.1, 0.9) == "supported"  # partial is capped at threshold


def test_several_cited_sources_count_together() -> None:
    (sent,), _, _ = run(
        [("HNSW builds graphs and IVFFlat builds lists [1][2].", [1, 2])],
        ["HNSW builds a graph.", "IVFFlat builds lists."],
    )
    assert sent.support.level == "supported"
    assert sent.support.overlap == 1.0
    assert sent.support.missing_words == []
    assert sent.support.best_source == 1


def test_better_source_needs_the_margin() -> None:
    claim = [("Cosine distance vector search index layer [1].", [1])]
    same = ["cosine distance vector search", "cosine distance vector search"]
    (sent,), _, _ = run(claim, same)
    assert sent.support.better_source is None  # no better at all
    sources = ["cosine distance vector search", "cosine distance vector search index layer"]
    (sent,), _, _ = run(claim, sources)
    support = sent.support
    assert support.better_source == 2
    assert support.scores["2"] >= max(0.6, support.score + BETTER_MARGIN)


def test_non_claims_are_not_checked_and_do_not_count() -> None:
    sentences, citations, sources, _ = make(
        [("Here is what I found.", []), ("Cosine distance is one minus similarity [1].", [1])],
        ["Cosine distance is one minus the cosine similarity."],
    )
    sentences[0].is_claim, sentences[0].why = False, "not a claim: a courtesy or framing line"
    summary = score_support(sentences, citations, sources, Options(), "en")
    assert sentences[0].support.level == "not_checked"
    assert sentences[0].support.explanation == "not a claim: a courtesy or framing line"
    assert summary.answer_support == 1.0


def test_no_claims_gives_no_answer_support() -> None:
    sentences, citations, sources, _ = make([("Thanks!", [])], ["x"])
    sentences[0].is_claim = False
    assert score_support(sentences, citations, sources, Options(), "en").answer_support is None


def test_no_sources_at_all() -> None:
    (sent,), summary, _ = run([("HNSW builds a multilayer graph.", [])], [])
    assert sent.support.level == "unsupported"
    assert summary.relevant_uncited == []


def test_a_claim_with_nothing_left_is_not_checked() -> None:
    (sent,), summary, _ = run([("It is what it is [1].", [1])], ["It is."])
    assert sent.support.level == "not_checked"
    assert summary.answer_support is None


def test_auto_cite_picks_the_best_source() -> None:
    sentences, summary, _ = run(
        [
            ("Titanic stars Leonardo DiCaprio and Kate Winslet.", []),
            ("The film won 11 Academy Awards.", []),
        ],
        TITANIC,
    )
    assert [s.support.best_source for s in sentences] == [1, 2]
    assert all(s.support.auto_cited and s.support.level == "supported" for s in sentences)
    assert summary.relevant_uncited == [1, 2]


def test_inflections_and_derivations_match() -> None:
    (sent,), _, _ = run(
        [("Normalized vectors store their dimension [1].", [1])],
        ["Normalization of the vectors: storing dimensions."],
    )
    assert sent.support.score == 1.0


def test_german_nouns_are_not_names() -> None:
    (sent,), _, _ = run(
        [("Der Standardwert ist 40 und die Liste wächst [1].", [1])],
        ["Der Standardwert ist 40."],
        language="de",
    )
    assert sent.support.flags == []
    assert sent.support.missing_words == ["Liste", "wächst"]


def test_cjk_is_compared_by_bigrams_with_latin_words_inside() -> None:
    source = ["hnsw.ef_searchパラメータは動的候補リストのサイズを設定し、デフォルト値は40です。"]
    (good, bad), _, _ = run(
        [
            ("ef_searchのデフォルト値は40です[1]。", [1]),
            ("IVFFlatのデフォルト値は64です[1]。", [1]),
        ],
        source,
        language="ja",
    )
    assert good.support.level == "supported"
    assert bad.support.numbers_missing == ["64"]
    assert "IVFFlat" in bad.support.missing_words


def test_stop_word_lists_exist_for_every_stemmed_language() -> None:
    for language in ("en", "it", "id", "es", "fr", "de", "pt"):
        assert len(stop_words(language)) > 80


def test_support_fields_validate_against_the_schema(report_schema) -> None:
    import jsonschema

    import ragcite

    report = ragcite.check(
        '["Titanic stars Kate Winslet.", "It won 11 Academy Awards."]',
        "Titanic starred Brad Pitt and Kate Winslet [1]. It won 12 Academy Awards [2].",
    ).as_dict()
    jsonschema.validate(report, report_schema)
    assert report["sentences"][0]["support"]["flags"] == ["name_missing"]
    assert report["sentences"][1]["support"]["flags"] == ["number_mismatch"]


# --- issue 17: levels, evidence, explanation steps ----------------------------------------


def test_defaults_are_the_bands_fitted_on_dev() -> None:
    from ragcite.verify.support import fitted

    assert Options().threshold == fitted()["threshold"]
    assert Options().partial_threshold == fitted()["partial_threshold"]


def test_each_missing_name_or_number_lowers_the_score() -> None:
    source = ["Kate Winslet starred in Titanic in 1997 with Leonardo DiCaprio."]
    scores = [
        run([(claim, [1])], source)[0][0].support.score
        for claim in (
            "Kate Winslet starred in Titanic in 1997 [1].",
            "Kate Winslet starred in Titanic in 1998 [1].",
            "Brad Pitt starred in Titanic in 1998 [1].",
        )
    ]
    assert scores[0] == 1.0
    assert scores[0] > scores[1] > scores[2] > 0


def test_the_evidence_is_the_best_window_of_sentences() -> None:
    source = (
        "Pgvector is an extension. It adds a vector type. "
        "HNSW builds a multilayer graph. Its ef_search parameter defaults to 40. "
        "IVFFlat uses lists. Lists are clustered."
    )
    (sent,), _, _ = run([("HNSW's ef_search defaults to 40 [1].", [1])], [source])
    evidence = sent.support.evidence
    assert evidence is not None and evidence.source == 1
    assert source[evidence.start : evidence.end] == evidence.text
    assert (
        evidence.text == "HNSW builds a multilayer graph. Its ef_search parameter defaults to 40."
    )


def test_words_said_elsewhere_in_the_source_are_outside_the_evidence() -> None:
    source = (
        "The band toured Japan in 1991. The drummer left. A new drummer joined. The singer "
        "moved away. Their second album was recorded in Leeds."
    )
    (sent,), _, answer = run(
        [("The band's second album was recorded in Japan [1].", [1])], [source]
    )
    support = sent.support
    assert support.missing_words == []  # every word is somewhere in the source...
    # ...but "band" and "Japan" not in the passage about the album.
    assert support.outside_evidence == ["band", "Japan"]
    # The spans take in the function word that opens each phrase.
    assert [answer[a:b] for a, b in support.outside_spans] == ["The band", "in Japan"]


def test_german_nouns_are_not_names_but_inner_capitals_and_runs_are() -> None:
    source = ["Die Firma wurde in Berlin gegründet."]
    (sent,), _, _ = run([("Die Firma baut eine Fabrik [1].", [1])], source, language="de")
    assert sent.support.missing_words and sent.support.missing_names == []
    (sent,), _, _ = run([("Die Firma nutzt PostgreSQL [1].", [1])], source, language="de")
    assert sent.support.missing_names == ["PostgreSQL"]
    (sent,), _, _ = run([("Die Firma gehört Angela Merkel [1].", [1])], source, language="de")
    assert sent.support.missing_names == ["Angela Merkel"]


def test_derivational_variants_meet() -> None:
    (sent,), _, _ = run(
        [("Cohere was founded by Barack Obama [1].", [1])],
        ["Barack Obama is the founder of Cohere!"],
    )
    assert sent.support.missing_words == []
    (sent,), _, _ = run(
        [("Obama is the director of the film [1].", [1])], ["Obama directed the film."]
    )
    assert sent.support.missing_words == []


@pytest.mark.parametrize("lang", ["en", "it", "id", "es", "fr"])
def test_explanation_steps_render_in_every_ui_language(lang: str) -> None:
    from ragcite.report.render import catalog
    from ragcite.verify.support import render_steps

    sentences, _, _ = run(
        [
            ("According to my sources, Brad Pitt won 12 awards [1].", [1]),
            ("HNSW builds graphs.", []),
            ("It cites nothing real [9].", [9]),
        ],
        ["Kate Winslet won 11 awards. HNSW builds graphs."],
    )
    codes = {step.code for s in sentences for step in s.support.steps}
    assert {"framing", "names_missing", "numbers_missing", "uncited", "unknown_source"} <= codes
    own = catalog(lang)
    for s in sentences:
        for step in s.support.steps:
            assert f"support.step.{step.code}" in own
        text = render_steps(s.support.steps, lang)
        assert "support.step" not in text and "{" not in text


@pytest.mark.parametrize("lang", ["en", "it", "id", "es", "fr"])
def test_the_page_legend_shows_bands_and_measured_rates(lang: str) -> None:
    import html

    import ragcite
    from ragcite.report.render import catalog, render_html
    from ragcite.verify.support import legend_rates

    report = ragcite.check(
        '["Barack Obama is the founder of Cohere!"]',
        "According to my sources, Cohere was founded by Barack Obama [1].",
    )
    page = html.unescape(render_html(report, lang))
    rates = legend_rates()
    assert int(rates["supported_right"]) >= 80 and int(rates["unsupported_right"]) >= 88
    for status in ("supported", "partly_supported", "unsupported"):
        help_text = catalog(lang)[f"status.{status}.help"].format(
            threshold="0.70", partial_threshold="0.30", **rates
        )
        assert help_text in page
    # The claim's explanation is rendered in the UI language, and its evidence is a button.
    assert catalog(lang)["support.step.level_supported"].format(score="1.00") in page
    assert catalog(lang)["claim.evidence"] in page


def test_a_capital_is_a_name_when_the_other_texts_usually_write_it_so() -> None:
    cited = "The striker scored twice for Pakistan in the final."
    # Opening the sentence, "Raza" is not taken for a name by its capital alone...
    (sent,), _, _ = run([("Raza scored twice for Pakistan [1].", [1])], [cited])
    assert sent.support.missing_words == ["Raza"] and sent.support.missing_names == []
    # ...but another source of the check writes it capitalised inside a sentence.
    other = "The coach said that Raza trained alone. Later Raza left."
    (sent, _), _, _ = run(
        [("Raza scored twice for Pakistan [1].", [1]), ("The coach spoke [2].", [2])],
        [cited, other],
    )
    assert sent.support.missing_names == ["Raza"]
    assert "name_missing" in sent.support.flags


def test_a_capital_is_not_a_name_when_the_other_texts_write_it_in_lower_case() -> None:
    cited = "The team won the final in Lahore."
    claim = ("The team won the Presidential final in Lahore [1].", [1])
    (sent,), _, _ = run([claim], [cited])
    assert sent.support.missing_names == ["Presidential"]  # a capital inside the sentence
    # The answer itself writes it in lower case elsewhere: a word, not a name.
    (sent, _), _, _ = run([claim, ("It was a presidential year.", [])], [cited])
    assert sent.support.missing_words == ["Presidential"]
    assert sent.support.missing_names == [] and sent.support.score > 0.4


def test_german_capitals_elsewhere_do_not_make_a_noun_a_name() -> None:
    cited = ["Die Firma wurde in Berlin gegründet."]
    other = "Der Bau der Fabrik dauerte lange. Eine Fabrik kostet viel."
    (sent, _), _, _ = run(
        [("Die Firma baut eine Fabrik [1].", [1]), ("Das kostet viel [2].", [2])],
        [cited[0], other],
        language="de",
    )
    assert "Fabrik" in sent.support.missing_words and sent.support.missing_names == []


def test_a_month_meets_its_abbreviation() -> None:
    source = ["Posted Nov 10, 2018. Paterson died at the age of 78."]
    (sent,), _, _ = run(
        [("Paterson died on November 10, 2018, at the age of 78 [1].", [1])], source
    )
    assert sent.support.missing_words == [] and sent.support.missing_names == []
    # Not in Italian, where the short forms are words too.
    (sent,), _, _ = run([("Novembre è finito [1].", [1])], ["Il nov è finito."], language="it")
    assert sent.support.missing_words == ["Novembre"]


def test_a_month_meets_a_numeric_date_of_that_month() -> None:
    claim = ("Paterson died on November 10, 2018, at the age of 78 [1].", [1])
    for printed in ("2018-11-10", "10/11/2018", "11/10/2018"):
        source = [f"Posted {printed}. Paterson died at the age of 78."]
        (sent,), _, _ = run([claim], source)
        assert sent.support.missing_words == [], printed
        assert printed in sent.support.evidence.text
    # Another month's date, or a version number, is not the month.
    for printed in ("2018-12-10", "version 1.11.2"):
        source = [f"Posted {printed}. Paterson died at the age of 78."]
        (sent,), _, _ = run([claim], source)
        assert sent.support.missing_words == ["November"], printed


def test_the_default_bands_are_the_fitted_ones() -> None:
    from ragcite.verify.support import fitted

    assert Options().threshold == fitted()["threshold"]
    assert Options().partial_threshold == fitted()["partial_threshold"]


def test_a_date_is_backed_only_where_the_source_writes_it_together() -> None:
    claim = ("Raza made his debut against Zimbabwe on 24 October 1996 [1].", [1])
    # The day, the month and the year are all in the page, but never as this date.
    source = ["Raza made his debut against Zimbabwe in 1996. He was 14. On 2 October he scored 24."]
    (sent,), _, answer = run([claim], source)
    support = sent.support
    assert support.numbers_missing == [] and support.missing_words == []
    assert support.outside_evidence == ["24 October"]  # what the source must write together
    assert [answer[a:b] for a, b in support.outside_spans] == ["on 24 October 1996"]
    # Written together (in another order, or as a numeric date) it is backed.
    for printed in ("October 24, 1996", "24th of October 1996", "1996-10-24"):
        source = [f"Raza made his debut against Zimbabwe on {printed}."]
        (sent,), _, _ = run([claim], source)
        assert sent.support.outside_evidence == [], printed
    # A missing day marks the whole date, not its digits alone.
    source = ["Raza made his debut against Zimbabwe in October 1996."]
    (sent,), _, answer = run([claim], source)
    assert sent.support.numbers_missing == ["24"]
    assert [answer[a:b] for a, b in sent.support.missing_spans] == ["on 24 October 1996"]


def test_a_month_and_year_apart_are_marked_in_every_word_language() -> None:
    # (language, claim, page with the month and year apart, page with them together)
    cases = [
        (
            "en",
            "The album came out in October 2013 [1].",
            "Out in 2013. Reviews in October.",
            "Out in October 2013.",
        ),
        (
            "it",
            "L'album è uscito nell'ottobre 2013 [1].",
            "Uscito nel 2013. Recensioni a ottobre.",
            "Uscito il 5 ottobre 2013.",
        ),
        (
            "de",
            "Das Album erschien im Oktober 2013 [1].",
            "Erschienen 2013. Kritiken im Oktober.",
            "Erschienen am 5. Oktober 2013.",
        ),
        (
            "es",
            "El disco salió en octubre de 2013 [1].",
            "Salió en 2013. Críticas en octubre.",
            "Salió en octubre de 2013.",
        ),
    ]
    for language, text, apart, together in cases:
        (sent,), _, _ = run([(text, [1])], [apart], language=language)
        assert sent.support.numbers_missing == [], language
        outside = sent.support.outside_evidence
        assert any("2013" in w for w in outside) and "2013" not in outside, language  # whole
        (sent,), _, _ = run([(text, [1])], [together], language=language)
        assert not any("2013" in w for w in sent.support.outside_evidence), language


def test_better_source_for_a_number_word_written_as_a_digit() -> None:
    """Issue 26: "one" in the claim, "1" in the better source. The word for one is no
    number word (it is as often an article), but as a claim's content word it is met by
    the digit, so the better source scores like the one that writes "one"."""
    import json

    import ragcite

    sources = [
        "pgvector supports three distance operators: <-> for L2 (Euclidean) distance, <#> for "
        "negative inner product, and <=> for cosine distance.",
        "HNSW indexes build a multilayer graph.",
        "Cosine distance is 1 minus the cosine similarity of two vectors. When vectors are "
        "normalized to length 1, inner product and cosine distance rank results the same way.",
    ]
    report = ragcite.check(
        json.dumps(sources), "Cosine distance is one minus cosine similarity [1]."
    ).as_dict()
    support = report["sentences"][0]["support"]
    assert support["better_source"] == 3
    assert support["scores"]["3"] == 1.0
    assert "better_source" in support["flags"]
    assert report["relevant_uncited_sources"] == [3]
    # Without the digit the word is still missing: "one" is not met by any number.
    sources[2] = sources[2].replace("1 minus", "two minus").replace("length 1", "length two")
    report = ragcite.check(
        json.dumps(sources), "Cosine distance is one minus cosine similarity [1]."
    ).as_dict()
    assert report["sentences"][0]["support"]["better_source"] is None
