"""Check source text: before support is scored, find the claims that cite only sources
without text, so no claim is judged against nothing.

Web-search and grounding answers often cite sources the response holds no text for:
Anthropic web search (the page is encrypted; each citation carries a short ``cited_text``),
Gemini Google Search grounding (chunks are a title and a URI), OpenAI ``url_citation`` /
``file_citation``, Perplexity URLs. Lexical support against an empty text would call every
such claim unsupported. Instead, for a claim whose cited sources all lack text:

- when its citations carry the provider's own excerpt of the page (``detail["excerpt"]``),
  the claim is scored against that excerpt, and its explanation says so;
- otherwise its support is ``not_checkable``: the explanation says why and how to check it
  (paste the page text as a source; pasted pages are bound to the response's citations by
  URL or title), and the provider's own confidence is shown where it gives one. Such claims
  stay out of ``answer_support``'s denominator.

Scoring itself stays in :mod:`ragcite.verify.support`: excerpts become extra sources the
sentence's citations point to for that one call, and not-checkable sentences are left out
of the call; the results are then mapped back to the real source numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..model import Citation, Sentence, Source, Step, Support
from ..options import Options
from . import support


@dataclass
class Textless:
    """What :func:`plan` found for one sentence."""

    sources: list[int]
    """The sentence's cited source numbers, all without text."""
    excerpts: list[tuple[int, str]] = field(default_factory=list)
    """(citation index, the provider's excerpt) for its citations that carry one."""
    confidence: float | None = None
    """The highest grounding confidence the provider gave this sentence's citations."""


_VIRTUAL_REF = re.compile(r"\[(\d+)\]")


def has_text(source: Source) -> bool:
    return bool(source.text.strip())


def plan(
    sentences: list[Sentence], citations: list[Citation], sources: list[Source]
) -> dict[int, Textless]:
    """Sentence index -> :class:`Textless`, for every claim whose resolved citations all
    point to sources without text."""
    by_number = {s.number: s for s in sources}
    found: dict[int, Textless] = {}
    for i, sentence in enumerate(sentences):
        if not sentence.is_claim or not sentence.citations:
            continue
        cites = [(ci, citations[ci]) for ci in sentence.citations if 0 <= ci < len(citations)]
        numbers = [c.resolved for _, c in cites if c.resolved in by_number]
        if not numbers or any(has_text(by_number[n]) for n in numbers if n is not None):
            continue
        entry = Textless(sources=list(dict.fromkeys(n for n in numbers if n is not None)))
        for ci, cite in cites:
            excerpt = cite.detail.get("excerpt")
            if isinstance(excerpt, str) and excerpt.strip():
                entry.excerpts.append((ci, excerpt))
            confidence = cite.detail.get("confidence")
            if isinstance(confidence, int | float) and not isinstance(confidence, bool):
                entry.confidence = max(entry.confidence or 0.0, float(confidence))
        found[i] = entry
    return found


def score(
    sentences: list[Sentence],
    citations: list[Citation],
    sources: list[Source],
    options: Options,
    language: str,
) -> support.SupportSummary:
    """:func:`ragcite.verify.support.score_support`, with claims citing only text-less sources
    scored against the provider's excerpt or marked ``not_checkable`` (module doc)."""
    textless = plan(sentences, citations, sources)
    if not textless:
        return support.score_support(sentences, citations, sources, options, language)
    # Each excerpt becomes an extra source numbered after the real ones, cited by its
    # own citation for this call only.
    extra: list[Source] = []
    virtual: dict[int, int] = {}
    """Extra source number -> the real source it stands for."""
    shown = list(citations)
    for entry in textless.values():
        for ci, excerpt in entry.excerpts:
            number = len(sources) + len(extra) + 1
            real = citations[ci].resolved or 0
            extra.append(replace(_source(sources, real), number=number, text=excerpt))
            virtual[number] = real
            shown[ci] = replace(citations[ci], resolved=number)
    skipped = [i for i, entry in textless.items() if not entry.excerpts]
    saved = {i: sentences[i].is_claim for i in skipped}
    for i in skipped:
        sentences[i].is_claim = False
    try:
        summary = support.score_support(sentences, shown, sources + extra, options, language)
    finally:
        for i, was in saved.items():
            sentences[i].is_claim = was
    for i, sentence in enumerate(sentences):
        if sentence.support is not None and virtual:
            _map_back(sentence.support, virtual)
        found = textless.get(i)
        if found is None:
            continue
        entry = found
        if entry.excerpts and sentence.support is not None:
            sup = sentence.support
            sup.basis = "provider_excerpt"
            # The passage lies in the excerpt, not in the source's (empty) text: its
            # offsets would point nowhere, so the excerpt-based claim has no evidence span.
            sup.evidence = None
            chars = " + ".join(str(len(e)) for _, e in entry.excerpts)
            sup.steps.insert(0, Step("excerpt", {"chars": chars, "sources": _refs(entry.sources)}))
            if entry.confidence is not None:
                sup.steps.append(_confidence_step(entry.confidence))
            sup.explanation = support.render_steps([(st.code, st.params) for st in sup.steps])
            sup.provider_confidence = entry.confidence
        elif not entry.excerpts:
            sentence.support = not_checkable(entry)
    summary.relevant_uncited = [n for n in summary.relevant_uncited if n not in virtual]
    return summary


def not_checkable(entry: Textless) -> Support:
    """The support of a claim that cites only sources without text, and no excerpt."""
    steps = [Step("not_checkable", {"sources": _refs(entry.sources)})]
    if entry.confidence is not None:
        steps.append(_confidence_step(entry.confidence))
    return Support(
        "not_checkable",
        0.0,
        cited_sources=list(entry.sources),
        explanation=support.render_steps([(st.code, st.params) for st in steps]),
        flags=["no_source_text"],
        basis="none",
        provider_confidence=entry.confidence,
        steps=steps,
    )


def _confidence_step(confidence: float) -> Step:
    return Step("provider_confidence", {"confidence": f"{confidence:.2f}"})


def _refs(numbers: list[int]) -> str:
    """``[2]`` or ``[1], [3]``: source numbers as the report writes them.

    >>> _refs([2]), _refs([1, 3])
    ('[2]', '[1], [3]')
    """
    return ", ".join(f"[{n}]" for n in numbers)


def _source(sources: list[Source], number: int) -> Source:
    for source in sources:
        if source.number == number:
            return source
    return Source(number, "")


def _numbers(numbers: list[int]) -> str:
    """``source [2]`` or ``sources [1], [3]``.

    >>> _numbers([2]), _numbers([1, 3])
    ('source [2]', 'sources [1], [3]')
    """
    if len(numbers) == 1:
        return f"source [{numbers[0]}]"
    return "sources " + ", ".join(f"[{n}]" for n in numbers)


def _map_back(result: Support, virtual: dict[int, int]) -> None:
    """Excerpt-source numbers in a support result -> the real sources they stand for."""

    def real(n: int | None) -> int | None:
        return virtual.get(n, n) if n is not None else None

    result.best_source = real(result.best_source)
    result.better_source = real(result.better_source)
    result.cited_sources = list(dict.fromkeys(real(n) or 0 for n in result.cited_sources))
    scores: dict[str, float] = {}
    for key, value in result.scores.items():
        name = str(real(int(key))) if key.isdigit() else key
        scores[name] = max(value, scores.get(name, 0.0))
    result.scores = scores
    # The evidence passage and the explanation steps name sources too.
    if result.evidence is not None and result.evidence.source in virtual:
        result.evidence.source = virtual[result.evidence.source]
    for step in result.steps:
        for key, value in list(step.params.items()):
            if "source" not in key:
                continue
            if isinstance(value, int) and value in virtual:
                step.params[key] = virtual[value]
            elif isinstance(value, str):  # "[4], [2]" as support.py writes source lists
                step.params[key] = _VIRTUAL_REF.sub(
                    lambda m: f"[{virtual.get(int(m[1]), int(m[1]))}]", value
                )
    if result.steps:
        result.explanation = support.render_steps([(st.code, st.params) for st in result.steps])
