"""The pipeline: parse sources → parse answer → adopt the response's sources → bind provider
citations → detect language → segment → find citations → match quotes → classify claims →
decide basis → score support → sentence status → provider agreement → warnings → report.

Each stage is a small function over one :class:`State`, run in the order of ``STAGES``
(markdown-it-py's core ruler habit), so the whole flow reads from this list.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from . import limits
from .model import (
    Agreement,
    Answer,
    AnswerInfo,
    Citation,
    CitationMetrics,
    Fix,
    InputError,
    Note,
    Report,
    ReportWarning,
    Sentence,
    SourceInfo,
    SourceSet,
    Step,
    copied,
    explain,
    note_steps,
)
from .options import Options
from .read import jsontext
from .read.formats import bind_citations, parse_answer, parse_sources, provider_agreement
from .text import claims, language
from .text.segment import segment
from .verify import basis, quotes, support, verdicts
from .verify import metrics as citation_metrics
from .verify.citations import find_citations
from .verify.closest import closest_passage


@dataclass
class State:
    """What the stages read and write, in the order they fill it in."""

    sources_raw: str
    """The sources as pasted."""
    answer_raw: str
    """The answer as pasted."""
    options: Options
    source_set: SourceSet = field(default_factory=lambda: SourceSet([], "none", "no sources"))
    """The sources in use: pasted (parse sources), or the response's own (adopt)."""
    answer: Answer | None = None
    """The parsed answer (parse answer); its provider citations bound (bind)."""
    language: str = "en"
    """The answer's language code (detect language), or the one the options name."""
    sentences: list[Sentence] = field(default_factory=list)
    """The answer split into sentences (segment), classified (classify claims) and scored
    (score support), with a status each (sentence status)."""
    citations: list[Citation] = field(default_factory=list)
    """Every citation, resolved to a source (find citations) and checked (match quotes)."""
    bases: list[basis.Basis | None] = field(default_factory=list)
    """What each sentence is judged against; None for a sentence that is no claim (decide
    basis)."""
    answer_support: float | None = None
    """Share of checkable claims that are supported (score support)."""
    relevant_uncited: list[int] = field(default_factory=list)
    """Numbers of never-cited sources that would support some claim (score support)."""
    metrics: CitationMetrics | None = None
    """ALCE's citation recall and precision of the answer (citation metrics)."""
    fixes: list[Fix] = field(default_factory=list)
    """Suggested citation fixes, where the support scores show one clearly (citation
    metrics)."""
    agreement: list[Agreement] = field(default_factory=list)
    """A provider's own verdicts beside ragcite's (provider agreement)."""
    warnings: list[ReportWarning] = field(default_factory=list)
    """The answer's own warnings and the checks' (warnings)."""
    notes: list[str] = field(default_factory=list)
    """How the inputs were read, in plain words."""
    report: Report | None = None
    """The report (report)."""


def stage_sources(state: State) -> None:
    if state.sources_raw.strip():
        # What the safe JSON decoder repaired (huge or non-finite numbers, lone
        # surrogates) is said in the notes.
        with jsontext.collect("sources") as repairs:
            state.source_set = parse_sources(state.sources_raw, state.options.sources_format)
        state.notes += repairs
    _cap_sources(state.source_set, "sources")


def _cap_sources(found: SourceSet, where: str) -> None:
    if len(found.sources) > limits.MAX_SOURCES:
        raise InputError(
            where,
            f"{len(found.sources):,} sources; ragcite checks at most {limits.MAX_SOURCES:,}",
            code="too_many_sources",
            params={"n": f"{len(found.sources):,}", "most": f"{limits.MAX_SOURCES:,}"},
        )


def stage_answer(state: State) -> None:
    with jsontext.collect("answer") as repairs:
        state.answer = parse_answer(state.answer_raw, state.options.answer_format)
    state.notes += repairs


def stage_adopt_sources(state: State) -> None:
    """Some responses carry their own sources (Gemini retrievedContext, Cohere documents,
    Perplexity search_results): use them when none were pasted."""
    answer = state.answer
    assert answer is not None
    if not state.source_set.sources and answer.sources is not None and answer.sources.sources:
        _cap_sources(answer.sources, "answer")
        state.source_set = answer.sources
        description = answer.sources.description
        # The format lets another language name the sources in its own words.
        state.notes.append(
            Note(
                f"Sources taken from the response itself ({description}).",
                "response_sources",
                {"description": description, "format": answer.sources.format},
            )
        )


def stage_bind(state: State) -> None:
    """Provider citations that name their source by kind, id, URL or file are pointed at
    the sources in use; each provider verifies its own offsets against them."""
    assert state.answer is not None
    bind_citations(state.answer, state.source_set)


def stage_language(state: State) -> None:
    assert state.answer is not None
    lang = state.options.language
    # The answer's own words, not the ones it quotes from its sources.
    state.language = (
        language.detect(language.own_words(state.answer.text)) if lang == "auto" else lang
    )


_LEADING_LINK = re.compile(r"\(?\[[^\]\n]*\]\([^)\s]*\)\)?[.,;]?\s*")
"""A markdown link, maybe in parentheses, at the start of a sentence:
``([reuters.com](https://...))``."""


def stage_segment(state: State) -> None:
    assert state.answer is not None
    text = state.answer.text
    found = segment(text, most=limits.MAX_SENTENCES)
    if len(found) > limits.MAX_SENTENCES:
        beyond = found[limits.MAX_SENTENCES]
        line, column = jsontext.line_column(text, beyond.start)
        raise InputError(
            "answer",
            f"more than {limits.MAX_SENTENCES:,} sentences (sentence "
            f"{limits.MAX_SENTENCES + 1:,} of the answer text)",
            line,
            column,
            code="too_many_sentences",
            params={"most": f"{limits.MAX_SENTENCES:,}"},
        )
    sentences: list[Sentence] = []
    for sentence in found:
        # OpenAI's web-search answers put the citation link after the full stop: it ends
        # the sentence before it, it does not start the next one (nor is one of its own).
        # Byte offsets are counted from the sentence's own start, never from the text's.
        link = _LEADING_LINK.match(sentence.text)
        if sentences and link:
            last, cut = sentences[-1], sentence.start + len(link.group().rstrip())
            last.end_byte = last.start_byte + len(text[last.start : cut].encode("utf-8"))
            last.end = cut
            last.text = text[last.start : last.end]
            rest = sentence.start + link.end()
            if rest >= sentence.end:
                continue
            sentence.start_byte += len(text[sentence.start : rest].encode("utf-8"))
            sentence.start = rest
            sentence.text = text[sentence.start : sentence.end]
        sentences.append(sentence)
    state.sentences = sentences


def stage_citations(state: State) -> None:
    assert state.answer is not None
    state.citations = find_citations(state.answer, state.sentences, state.source_set)
    if len(state.citations) > limits.MAX_CITATIONS:
        raise InputError(
            "answer",
            f"{len(state.citations):,} citations; ragcite checks at most {limits.MAX_CITATIONS:,}",
            code="too_many_citations",
            params={"n": f"{len(state.citations):,}", "most": f"{limits.MAX_CITATIONS:,}"},
        )


def stage_quotes(state: State) -> None:
    sources = state.source_set.sources
    for cite in state.citations:
        if cite.resolved is None or not cite.quote:
            if cite.resolved is not None:
                cite.steps = [Step("marker.no_quote")]
                cite.explanation = explain(cite.steps)
            continue
        text = sources[cite.resolved - 1].text
        match = quotes.match_quote(cite.quote, text)
        cite.steps = match.steps(cite.resolved)
        if match.result is not None:
            cite.explanation = explain(cite.steps)
            cite.result = match.result
            cite.normalizations = list(match.normalizations)
            cite.match_start, cite.match_end = match.start, match.end
            continue
        cite.result = "not_in_source"
        cite.found_in = quotes.found_in(cite.quote, sources, skip=cite.resolved)
        closest = (
            closest_passage(cite.quote, text)
            if len(cite.quote) <= limits.MAX_CLOSEST_QUOTE_CHARS
            else None
        )
        if closest is not None and closest.similarity >= state.options.closest_min:
            cite.closest = closest
        if cite.found_in:
            cite.steps.append(Step("quote.found_in", {"sources": list(cite.found_in)}))
        cite.explanation = explain(cite.steps)


def stage_claims(state: State) -> None:
    assert state.answer is not None
    for sentence in state.sentences:
        if len(sentence.text) > limits.MAX_SENTENCE_CHARS and not sentence.text.startswith(
            ("```", "~~~")
        ):
            sentence.is_claim, sentence.kind = False, "too_long"
            sentence.why = (
                f"not checked: {len(sentence.text):,} characters without a sentence end "
                f"(ragcite checks sentences of up to {limits.MAX_SENTENCE_CHARS:,})"
            )
            continue
        verdict = claims.classify(sentence.text, state.language, bool(sentence.citations))
        sentence.is_claim, sentence.kind, sentence.why = verdict.is_claim, verdict.kind, verdict.why
    last = state.sentences[-1] if state.sentences else None
    if (
        state.answer.truncated
        and last
        and not last.citations
        and not last.text.rstrip("\"'”’)*_ ").endswith(tuple(".!?。！？:"))
    ):
        # The token limit cut this sentence mid-way: what it would have said is unknown.
        last.is_claim, last.kind = False, "truncated"
        last.why = "not checked: the token limit cut the answer off in this sentence"


def stage_basis(state: State) -> None:
    """What each claim is judged against, decided once: its cited sources' text, the
    provider's excerpt (whole or cut), nothing, or language-neutral units only."""
    state.bases = basis.decide(
        state.sentences, state.citations, state.source_set.sources, state.language
    )


def stage_support(state: State) -> None:
    summary = support.score_support(
        state.sentences,
        state.citations,
        state.source_set.sources,
        state.options,
        state.language,
        state.bases,
    )
    state.answer_support = summary.answer_support
    state.relevant_uncited = list(summary.relevant_uncited)


def stage_status(state: State) -> None:
    for sentence in state.sentences:
        sentence.status = verdicts.sentence_status(sentence, state.citations)


def stage_metrics(state: State) -> None:
    """Citation metrics, after sentence status: ALCE's recall and precision of the answer
    and the citation fixes, from the support verdicts (verify/metrics.py)."""
    state.metrics, state.fixes = citation_metrics.measure(
        state.sentences, state.citations, state.source_set.sources, state.options, state.language
    )


def stage_agreement(state: State) -> None:
    assert state.answer is not None
    state.agreement = provider_agreement(state.answer, state.sentences, state.options.threshold)


def stage_warnings(state: State) -> None:
    assert state.answer is not None
    answer = state.answer
    warnings = list(answer.warnings)
    if not answer.text.strip():
        warnings.append(
            ReportWarning("empty_answer", "The answer is empty: there is nothing to check.", {})
        )
    elif not state.citations:
        warnings.append(
            ReportWarning(
                "no_citations",
                "The answer cites no source at all: no marker like [1] and no citations list.",
                {},
            )
        )
    unknown = [c for c in state.citations if c.result == "no_such_source"]
    if unknown:
        labels = ", ".join(dict.fromkeys(f"[{c.source}]" for c in unknown))
        warnings.append(
            ReportWarning(
                "unknown_source",
                f"{len(unknown)} citation{'s point' if len(unknown) > 1 else ' points'} "
                f"to no source: "
                f"{labels} (there are {len(state.source_set.sources)} sources).",
                {"labels": labels, "total": len(state.source_set.sources)},
            )
        )
    bad_offsets = [
        i + 1 for i, c in enumerate(state.citations) if c.check is not None and c.check.ok is False
    ]
    if bad_offsets:
        numbers = ", ".join(f"#{n}" for n in bad_offsets)
        warnings.append(
            ReportWarning(
                "provider_offsets",
                "The provider's offsets do not point at the cited text for citation"
                f"{'s' if len(bad_offsets) > 1 else ''} {numbers};"
                " the text was searched for instead (see each row).",
                {"citations": numbers},
            )
        )
    if not state.source_set.sources:
        warnings.append(
            ReportWarning(
                "no_sources", "No sources were given, so nothing can be checked against them.", {}
            )
        )
    state.warnings = warnings


def stage_report(state: State) -> None:
    state.report = build_report(state)


STAGES: list[tuple[str, Callable[[State], None]]] = [
    ("parse sources", stage_sources),
    ("parse answer", stage_answer),
    ("adopt response sources", stage_adopt_sources),
    ("bind provider citations", stage_bind),
    ("detect language", stage_language),
    ("segment", stage_segment),
    ("find citations", stage_citations),
    ("match quotes", stage_quotes),
    ("classify claims", stage_claims),
    ("decide basis", stage_basis),
    ("score support", stage_support),
    ("sentence status", stage_status),
    ("citation metrics", stage_metrics),
    ("provider agreement", stage_agreement),
    ("warnings", stage_warnings),
    ("report", stage_report),
]
"""Every step of a check, in order; ``run`` runs exactly these."""


def run(sources: str, answer: str, options: Options) -> State:
    texts: dict[str, str] = {"sources": sources, "answer": answer}
    notes: list[str] = []
    for where, value in texts.items():
        if not isinstance(value, str):
            raise InputError(where, f"expected text, got {type(value).__name__}")
        cap = limits.max_chars(where)
        if len(value) > cap:
            raise InputError(
                where,
                f"too long ({len(value):,} characters; ragcite reads at most {cap:,})",
                code="too_long",
                params={"n": f"{len(value):,}", "most": f"{cap:,}"},
            )
        # Lone surrogates and NUL cannot be written as UTF-8 or survive the HTML parser;
        # one U+FFFD for each keeps every offset in every unit.
        texts[where], repairs = jsontext.repair_text(value)
        notes += [jsontext.named(where, repair) for repair in repairs]
    state = State(texts["sources"], texts["answer"], options)
    state.notes += notes
    for _name, stage in STAGES:
        stage(state)
    return state


def check(sources: str, answer: str, options: Options) -> Report:
    """Run every stage and return the report."""
    report = run(sources, answer, options).report
    assert report is not None
    return report


def summary_line(state: State) -> str:
    """E.g. ``4 sources (JSON array of strings). Answer read as an Ollama /api/chat
    response, JSON with citations. Prompt tokens: 306``."""
    assert state.answer is not None
    n = len(state.source_set.sources)
    parts = [
        f"{n} source{'' if n == 1 else 's'} ({state.source_set.description}).",
        f"Answer read as {state.answer.description}.",
    ]
    usage = state.answer.usage
    if usage.prompt_tokens is not None:
        parts.append(f"Prompt tokens: {usage.prompt_tokens}.")
    if usage.completion_tokens is not None:
        parts.append(f"Completion tokens: {usage.completion_tokens}.")
    return " ".join(parts)


def build_report(state: State) -> Report:
    assert state.answer is not None
    answer = state.answer
    sources = state.source_set.sources
    notes = answer.notes + state.notes
    return Report(
        answer=copied(AnswerInfo, answer, notes=notes, note_steps=note_steps(notes)),
        sources=[
            copied(SourceInfo, s, relevant=s.number in state.relevant_uncited) for s in sources
        ],
        citations=state.citations,
        sentences=state.sentences,
        uncited_sentences=[i for i, s in enumerate(state.sentences) if s.status == "uncited"],
        unused_sources=[s.number for s in sources if not s.cited],
        warnings=state.warnings,
        sources_format=state.source_set.format,
        sources_description=state.source_set.description,
        answer_support=state.answer_support,
        relevant_uncited_sources=state.relevant_uncited,
        language=state.language,
        threshold=state.options.threshold,
        partial_threshold=min(state.options.partial_threshold, state.options.threshold),
        summary=summary_line(state),
        extra=dict(answer.extra),
        provider_agreement=state.agreement,
        metrics=state.metrics,
        fixes=state.fixes,
    )
