"""The pipeline: parse sources → parse answer → segment → find citations → match quotes →
classify claims → score support → report.

Each stage is a small function over one :class:`State`, run in the order of ``STAGES``
(markdown-it-py's core ruler habit), so the whole flow reads from this list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import claims, jsontext, language, limits, provider_check, quotes, support
from .answers import parse_answer
from .markers import SourceIndex, find_markers
from .model import (
    Answer,
    AnswerInfo,
    Citation,
    InputError,
    RawCitation,
    Report,
    Sentence,
    SourceInfo,
    SourceSet,
    Warning,
)
from .options import Options
from .segment import segment
from .sources import parse_sources


@dataclass
class State:
    sources_raw: str
    answer_raw: str
    options: Options
    source_set: SourceSet = field(default_factory=lambda: SourceSet([], "none", "no sources"))
    answer: Answer | None = None
    sentences: list[Sentence] = field(default_factory=list)
    citations: list[Citation] = field(default_factory=list)
    language: str = "en"
    answer_support: float | None = None
    relevant_uncited: list[int] = field(default_factory=list)
    warnings: list[Warning] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def stage_sources(state: State) -> None:
    if state.sources_raw.strip():
        with jsontext.collect("sources") as repairs:
            state.source_set = parse_sources(state.sources_raw, state.options.sources_format)
        state.notes += repairs
    _cap_sources(state.source_set, "sources")


def _cap_sources(found: SourceSet, where: str) -> None:
    if len(found.sources) > limits.MAX_SOURCES:
        raise InputError(
            where,
            f"{len(found.sources):,} sources; ragcite checks at most {limits.MAX_SOURCES:,}",
        )


def stage_answer(state: State) -> None:
    with jsontext.collect("answer") as repairs:
        state.answer = answer = parse_answer(state.answer_raw, state.options.answer_format)
    state.notes += repairs
    if answer.sources is not None:
        _cap_sources(answer.sources, "answer")
    # Some responses carry their own sources (Gemini retrievedContext, Cohere documents,
    # Perplexity search_results): use them when none were pasted.
    if not state.source_set.sources and answer.sources is not None and answer.sources.sources:
        state.source_set = answer.sources
        state.notes.append(
            f"Sources taken from the response itself ({answer.sources.description})."
        )
    # Provider citations that name their source by kind, id, URL or file are pointed at the
    # sources in use; Anthropic cited_text is verified against its document slice.
    provider_check.bind(answer, state.source_set)


def stage_segment(state: State) -> None:
    assert state.answer is not None
    state.sentences = segment(state.answer.text)
    if len(state.sentences) > limits.MAX_SENTENCES:
        beyond = state.sentences[limits.MAX_SENTENCES]
        line, column = jsontext.line_column(state.answer.text, beyond.start)
        raise InputError(
            "answer",
            f"more than {limits.MAX_SENTENCES:,} sentences (sentence "
            f"{limits.MAX_SENTENCES + 1:,} of the answer text)",
            line,
            column,
        )


def _sentence_at(sentences: list[Sentence], offset: int) -> int | None:
    for i, sentence in enumerate(sentences):
        if sentence.start <= offset < sentence.end:
            return i
    # A marker in the gap after a sentence (e.g. after trailing spaces) belongs before it.
    before = [i for i, s in enumerate(sentences) if s.end <= offset]
    return before[-1] if before else (0 if sentences else None)


def _citation(raw: RawCitation, state: State, index: SourceIndex) -> Citation:
    sources = state.source_set.sources
    if raw.index is not None:
        number = raw.index if 1 <= raw.index <= len(sources) else None
        how = "index" if number else "unknown"
    else:
        number, how = index.resolve(raw.source)
    return Citation(
        source=raw.source,
        resolved=number,
        quote=raw.quote,
        result="no_quote",
        mode=raw.mode,
        start=raw.start,
        end=raw.end,
        resolved_by=how,
        detail=dict(raw.detail),
    )


def stage_citations(state: State) -> None:
    """Markers in the text, plus the answer's structured citations. A structured citation
    without a position takes the first unclaimed marker to the same source in the text,
    so one claim with one quote shows as one row."""
    assert state.answer is not None
    index = SourceIndex(state.source_set.sources)
    marker_cites = [
        _citation(
            RawCitation(
                source=m.label,
                start=m.start,
                end=m.end,
                mode="markers",
                detail={"marker": m.raw, "style": m.style},
            ),
            state,
            index,
        )
        for m in find_markers(state.answer.text)
    ]
    claimed: set[int] = set()
    cites: list[Citation] = []
    for raw in state.answer.citations:
        cite = _citation(raw, state, index)
        if cite.start is None:
            for i, marker in enumerate(marker_cites):
                if (
                    i not in claimed
                    and marker.resolved is not None
                    and marker.resolved == cite.resolved
                ):
                    claimed.add(i)
                    cite.start, cite.end = marker.start, marker.end
                    cite.detail["marker"] = marker.detail.get("marker")
                    break
        cites.append(cite)
    cites += [m for i, m in enumerate(marker_cites) if i not in claimed]
    if len(cites) > limits.MAX_CITATIONS:
        raise InputError(
            "answer",
            f"{len(cites):,} citations; ragcite checks at most {limits.MAX_CITATIONS:,}",
        )
    for index, cite in enumerate(cites):
        if cite.start is not None:
            cite.sentence = _sentence_at(state.sentences, cite.start)
        elif cite.quote:
            cite.sentence = _sentence_for_quote(state.sentences, cite.quote)
        if cite.sentence is not None:
            state.sentences[cite.sentence].citations.append(index)
        if cite.resolved is None:
            cite.result = "no_such_source"
            cite.explanation = (
                f"No source matches “{cite.source}”: there are {len(state.source_set.sources)} "
                "sources, numbered from 1."
            )
        else:
            state.source_set.sources[cite.resolved - 1].cited = True
    state.citations = cites


def _sentence_for_quote(sentences: list[Sentence], quote: str) -> int | None:
    """The sentence sharing most words with a quote that has no position of its own."""
    words = set(quote.casefold().split())
    best, best_hits = None, 1
    for i, sentence in enumerate(sentences):
        hits = len(words & set(sentence.text.casefold().split()))
        if hits > best_hits:
            best, best_hits = i, hits
    return best


def stage_quotes(state: State) -> None:
    sources = state.source_set.sources
    for cite in state.citations:
        if cite.resolved is None or not cite.quote:
            if cite.resolved is not None:
                cite.explanation = "A marker without a quote: support is scored per sentence."
            continue
        text = sources[cite.resolved - 1].text
        match = quotes.match_quote(cite.quote, text)
        if match.result is not None:
            cite.result = match.result
            cite.normalizations = list(match.normalizations)
            cite.match_start, cite.match_end = match.start, match.end
            cite.explanation = match.explanation
            continue
        cite.result = "not_in_source"
        cite.found_in = quotes.found_in(cite.quote, sources, skip=cite.resolved)
        closest = quotes.closest_passage(cite.quote, text)
        if closest is not None and closest.similarity >= state.options.closest_min:
            cite.closest = closest
        where = (
            f" It is in source {', '.join(f'[{n}]' for n in cite.found_in)}."
            if cite.found_in
            else ""
        )
        cite.explanation = (
            f"The quote is not in source [{cite.resolved}], not even after ignoring "
            f"whitespace, case, full-width forms and curly quotes.{where}"
        )


def stage_claims(state: State) -> None:
    assert state.answer is not None
    lang = state.options.language
    state.language = language.detect(state.answer.text) if lang == "auto" else lang
    for sentence in state.sentences:
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


def stage_support(state: State) -> None:
    summary = support.score_support(
        state.sentences, state.citations, state.source_set.sources, state.options, state.language
    )
    state.answer_support = summary.answer_support
    state.relevant_uncited = list(summary.relevant_uncited)


def stage_warnings(state: State) -> None:
    assert state.answer is not None
    answer = state.answer
    warnings = list(answer.warnings)
    if not answer.text.strip():
        warnings.append(Warning("empty_answer", "The answer is empty: there is nothing to check."))
    elif not state.citations:
        warnings.append(
            Warning(
                "no_citations",
                "The answer cites no source at all: no marker like [1] and no citations list.",
            )
        )
    unknown = [c for c in state.citations if c.result == "no_such_source"]
    if unknown:
        labels = ", ".join(dict.fromkeys(f"[{c.source}]" for c in unknown))
        warnings.append(
            Warning(
                "unknown_source",
                f"{len(unknown)} citation{'s point' if len(unknown) > 1 else ' points'} "
                f"to no source: "
                f"{labels} (there are {len(state.source_set.sources)} sources).",
            )
        )
    bad_offsets = [
        i + 1
        for i, c in enumerate(state.citations)
        if (c.detail.get("check") or {}).get("ok") is False
    ]
    if bad_offsets:
        warnings.append(
            Warning(
                "provider_offsets",
                "The provider's offsets do not point at the cited text for citation"
                f"{'s' if len(bad_offsets) > 1 else ''} {', '.join(f'#{n}' for n in bad_offsets)};"
                " the text was searched for instead (see each row).",
            )
        )
    if not state.source_set.sources:
        warnings.append(
            Warning("no_sources", "No sources were given, so nothing can be checked against them.")
        )
    state.warnings = warnings


STAGES: list[tuple[str, Callable[[State], None]]] = [
    ("parse sources", stage_sources),
    ("parse answer", stage_answer),
    ("segment", stage_segment),
    ("find citations", stage_citations),
    ("match quotes", stage_quotes),
    ("classify claims", stage_claims),
    ("score support", stage_support),
    ("warnings", stage_warnings),
]


def run(sources: str, answer: str, options: Options) -> State:
    texts: dict[str, str] = {"sources": sources, "answer": answer}
    notes: list[str] = []
    for where, value in texts.items():
        if not isinstance(value, str):
            raise InputError(where, f"expected text, got {type(value).__name__}")
        cap = limits.max_chars(where)
        if len(value) > cap:
            raise InputError(
                where, f"too long ({len(value):,} characters; ragcite reads at most {cap:,})"
            )
        # Lone surrogates and NUL cannot be written as UTF-8 or survive the HTML parser;
        # one U+FFFD for each keeps every offset in every unit.
        texts[where], repairs = jsontext.repair_text(value)
        notes += [f"{where}: {repair}." for repair in repairs]
    state = State(texts["sources"], texts["answer"], options)
    state.notes += notes
    for _name, stage in STAGES:
        stage(state)
    return state


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
    return Report(
        answer=AnswerInfo(
            format=answer.format,
            mode=answer.mode,
            text=answer.text,
            truncated=answer.truncated,
            finish_reason=answer.finish_reason,
            usage=answer.usage,
            description=answer.description,
            thinking=answer.thinking,
            notes=answer.notes + state.notes,
        ),
        sources=[
            SourceInfo(
                number=s.number,
                id=s.id,
                title=s.title,
                url=s.url,
                date=s.date,
                cited=s.cited,
                page=s.page,
                section=s.section,
                text=s.text,
                metadata=s.metadata,
                relevant=s.number in state.relevant_uncited,
            )
            for s in sources
        ],
        citations=state.citations,
        sentences=state.sentences,
        uncited_sentences=[
            i for i, s in enumerate(state.sentences) if s.is_claim and not s.citations
        ],
        unused_sources=[s.number for s in sources if not s.cited],
        warnings=state.warnings,
        sources_format=state.source_set.format,
        sources_description=state.source_set.description,
        answer_support=state.answer_support,
        relevant_uncited_sources=state.relevant_uncited,
        language=state.language,
        threshold=state.options.threshold,
        summary=summary_line(state),
        extra=dict(answer.extra),
    )
