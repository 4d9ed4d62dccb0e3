"""Scoring: each claim's level, score, evidence and better source, and the answer's summary."""

from __future__ import annotations

from dataclasses import dataclass

from ...model import Citation, Evidence, Sentence, Source, Step, Support
from ...options import Options
from ..basis import Basis, decide
from . import languages
from .claim import _Claim, _claim
from .excerpts import from_excerpt, not_checkable
from .index import PASSAGE_BUDGET, _Index, _Passage
from .names import _case_names
from .params import _final, _level
from .planes import _EPS, _bits
from .search import _reaching, _search
from .spans import _missing, _outside
from .steps import _pct, _refs, _steps, level_step, render_steps

BETTER_MARGIN = 0.2
"""How much more a source must cover to be suggested instead of the cited one."""


@dataclass
class SupportSummary:
    answer_support: float | None
    """Supported claims / checked claims, or None when no claim was checked."""
    relevant_uncited: list[int]
    """Numbers of never-cited sources that would support some claim (score ≥ threshold)."""
    language: str
    """The language whose rules were used."""


def score_support(
    sentences: list[Sentence],
    citations: list[Citation],
    sources: list[Source],
    options: Options,
    language: str,
    bases: list[Basis | None] | None = None,
) -> SupportSummary:
    """Fill ``sentence.support`` for every sentence and summarise (rules: module docstring),
    each claim judged against its :class:`~ragcite.verify.basis.Basis` (decided here when
    not given).

    >>> from ragcite.model import Citation, Sentence, Source
    >>> srcs = [Source(1, "Kate Winslet starred in Titanic (1997)."),
    ...         Source(2, "Titanic (1997) starred Leonardo DiCaprio and Kate Winslet.")]
    >>> s = Sentence("Titanic starred Brad Pitt and Kate Winslet [2].", 0, 47, 0, 47, [0])
    >>> c = Citation("2", 2, None, "no_quote", start=43, end=46, sentence=0)
    >>> _ = score_support([s], [c], srcs, Options(), "en")
    >>> s.support.level, s.support.missing_words, s.support.flags, s.support.basis
    ('unsupported', ['Brad Pitt'], ['name_missing'], 'sources')
    """
    if bases is None:
        bases = decide(sentences, citations, sources, language)
    threshold = options.threshold
    partial = min(options.partial_threshold, threshold)
    # Internally the texts compared are 0-based documents: the sources, then the
    # providers' excerpts; each document knows the source number it stands for.
    documents = list(sources)
    index_of = {source.number: i for i, source in enumerate(sources)}
    any_citation = bool(citations)
    cited_any: set[int] = set()
    claims: list[_Claim] = []
    judged: list[tuple[Sentence, Basis]] = []
    for sentence, basis in zip(sentences, bases, strict=True):
        if basis is None or not sentence.is_claim:
            # Why it is no claim is the claim classifier's own words (text.claims).
            said = sentence.why or render_steps([Step("not_a_claim")])
            sentence.support = Support("not_checked", 0.0, explanation=said)
            continue
        if basis.kind == "none" or basis.source_language is not None:
            judged.append((sentence, basis))
            continue
        cited: list[int] = []
        unknown: list[str] = []
        if basis.excerpts:
            for number, excerpt in basis.excerpts:
                cited.append(len(documents))
                documents.append(Source(number, excerpt))
        else:
            for ci in sentence.citations:
                if 0 <= ci < len(citations):
                    resolved = citations[ci].resolved
                    if resolved is not None and resolved in index_of:
                        cited.append(index_of[resolved])
                    else:
                        unknown.append(citations[ci].source)
        cited = list(dict.fromkeys(cited))
        cited_any.update(cited)
        claim = _claim(sentence, language, cited)
        claim.unknown = unknown
        claim.basis = basis
        claims.append(claim)
    for citation in citations:
        if citation.resolved in index_of:
            cited_any.add(index_of[citation.resolved])

    cited_chars = sum(len(documents[i].text) for i in cited_any)
    if not any_citation:  # auto-cited: each claim's best source, any of them
        cited_chars = sum(len(source.text) for source in sources)
    scored = [c for c in claims if c.total]
    index = _Index(documents, scored, language, cited_chars <= PASSAGE_BUDGET, len(sources))
    _case_names(scored, index, sentences, language)
    uncited_mask = index.real
    for source in cited_any:
        uncited_mask &= ~(1 << source)
    relevant = 0
    checked = supported = 0
    for claim in claims:
        support = _score_claim(index, claim, threshold, partial, any_citation, bool(sources))
        if claim.basis is not None and claim.basis.excerpts:
            support = from_excerpt(support, claim.basis)
        claim.sentence.support = support
        if support.level in ("not_checked", "not_checkable"):
            continue
        checked += 1
        supported += support.level == "supported"
        # A never-cited source that would support this claim is relevant.
        relevant |= _reaching(index, claim, uncited_mask & ~relevant, threshold)
    for sentence, basis in judged:
        if basis.source_language is not None:
            texts = _texts(basis, sources, any_citation)
            support = languages.score(sentence, basis, texts, threshold, partial)
        else:
            support = not_checkable(basis)
        sentence.support = support
        if support.level not in ("not_checked", "not_checkable"):
            checked += 1
            supported += support.level == "supported"
    return SupportSummary(
        answer_support=round(supported / checked, 4) if checked else None,
        relevant_uncited=[index.numbers[i] for i in _bits(relevant)],
        language=language,
    )


def _texts(basis: Basis, sources: list[Source], any_citation: bool) -> list[tuple[int, str]]:
    """(source number, text) a language-neutral claim is compared with: its excerpts, its
    cited sources with text, or, in an answer that cites nothing, every source."""
    if basis.excerpts:
        return list(basis.excerpts)
    wanted = set(basis.sources)
    return [
        (s.number, s.text)
        for s in sources
        if s.text.strip() and (s.number in wanted or (not wanted and not any_citation))
    ]


def _score_claim(
    index: _Index,
    claim: _Claim,
    threshold: float,
    partial: float,
    any_citation: bool,
    have_sources: bool,
) -> Support:
    if claim.total == 0:
        cited = [index.numbers[s] for s in claim.cited]
        return _plain("not_checked", [Step("nothing_to_compare")], cited_sources=cited)
    if not have_sources:
        return _plain("unsupported", [Step("no_sources")])
    auto = False
    sources = claim.cited
    if not sources and not any_citation:
        hit = _search(index, claim, index.real, _EPS)
        if hit is None:
            return _plain("unsupported", [Step("auto_nothing")], auto_cited=True)
        sources, auto = [hit[0]], True
    if not sources:
        hit = _better(index, claim, index.real, threshold, 0.0)
        better = index.numbers[hit[0]] if hit else None
        steps: list[Step]
        if claim.unknown:
            labels = _refs(claim.unknown)
            steps, flag = [Step("unknown_source", {"labels": labels})], "unknown_source"
        else:
            steps, flag = [Step("uncited")], "uncited"
        if hit:
            steps.append(Step("would_support", {"source": better, "score": _pct(hit[1])}))
        steps.append(level_step("unsupported", 0.0))
        return _plain(
            "unsupported",
            steps,
            better_source=better,
            scores={str(better): round(hit[1], 3)} if hit else {},
            flags=[flag] + (["better_source"] if hit else []),
        )
    overlap, keys_found, numbers_found = index.score(claim, sources)
    words, names, numbers, spans = _missing(claim, keys_found, numbers_found)
    passages = [
        index.passage(claim, source) if index.passages else _Passage(overlap, source, 0, 0, [])
        for source in sources
    ]
    scores: dict[int, float] = {}
    for source, passage in zip(sources, passages, strict=True):
        if len(sources) == 1:
            scores[source] = _final(passage.coverage, len(names) + len(numbers))
        else:
            own = index.score(claim, [source])
            _, own_names, own_numbers, _ = _missing(claim, own[1], own[2])
            scores[source] = _final(passage.coverage, len(own_names) + len(own_numbers))
    best = max(sources, key=lambda s: (scores[s], -s))
    passage = max(passages, key=lambda p: (p.coverage, -p.source))
    coverage = passage.coverage
    if len(passages) > 1 and passage.weights:
        # A claim drawn from two cited sources: a unit counts when any of their best
        # passages holds it (weighted as in the best one).
        found = [any(p.found[u] for p in passages if p.found) for u in range(claim.total)]
        total = sum(passage.weights) or 1.0
        coverage = sum(w for w, hit in zip(passage.weights, found, strict=True) if hit) / total
    if not index.passages:  # no passage (CJK, or over the budget): the whole cited text
        coverage = overlap
    blocked = len(names) + len(numbers)
    score = _final(coverage, blocked)
    outside, outside_spans = _outside(
        index, claim, passage, keys_found, numbers_found, len(passages), spans
    )
    level = _level(score, threshold, partial)
    refs = [index.numbers[s] for s in sources]
    steps = _steps(
        claim, auto, refs, index.numbers[best], coverage, score, names, numbers, words, level
    )
    flags = []
    if numbers:
        flags.append("number_mismatch")
    if names:
        flags.append("name_missing")
    better = None
    if not auto and score + BETTER_MARGIN <= 1 + _EPS:
        allowed = index.real
        for source in sources:
            allowed &= ~(1 << source)
        hit = _better(index, claim, allowed, max(threshold, score + BETTER_MARGIN), overlap)
        if hit is not None:
            better = index.numbers[hit[0]]
            scores[hit[0]] = hit[1]
            flags.append("better_source")
            steps.append(Step("better_source", {"source": better, "score": _pct(hit[1])}))
    evidence = None
    if passage.end > passage.start and passage.source < index.n_sources:
        text = index.texts[passage.source][passage.start : passage.end]
        evidence = Evidence(index.numbers[passage.source], passage.start, passage.end, text)
    return Support(
        level=level,  # type: ignore[arg-type]
        score=round(score, 3),
        best_source=index.numbers[best],
        missing_words=words,
        numbers_missing=numbers,
        better_source=better,
        cited_sources=[] if auto else list(dict.fromkeys(refs)),
        auto_cited=auto,
        scores=_by_number(index, scores),
        explanation=render_steps(steps),
        flags=flags,
        missing_spans=spans,
        coverage=round(coverage, 3),
        overlap=round(overlap, 3),
        outside_evidence=outside,
        outside_spans=outside_spans,
        missing_names=names,
        evidence=evidence,
        steps=steps,
    )


def _plain(level: str, steps: list[Step], **fields: object) -> Support:
    """A verdict reached without scoring (no sources, uncited, nothing to compare)."""
    return Support(
        level,  # type: ignore[arg-type]
        0.0,
        explanation=render_steps(steps),
        steps=steps,
        **fields,  # type: ignore[arg-type]
    )


def _better(
    index: _Index, claim: _Claim, allowed: int, need: float, overlap: float
) -> tuple[int, float] | None:
    """A source among ``allowed`` whose score reaches ``need``: the candidate is the one
    whose plain share of the claim's units (fast, bit planes) is highest and above the
    cited sources' share; its score is then computed like a cited source's."""
    hit = _search(index, claim, allowed, max(need, overlap + _EPS) * 0.999)
    if hit is None:
        return None
    _, keys_found, numbers_found = index.score(claim, [hit[0]])
    _, names, numbers, _ = _missing(claim, keys_found, numbers_found)
    plain = not index.passages
    coverage = hit[1] if plain else index.passage(claim, hit[0]).coverage
    score = _final(coverage, len(names) + len(numbers))
    return (hit[0], score) if score + _EPS >= need else None


def _by_number(index: _Index, scores: dict[int, float]) -> dict[str, float]:
    """Per-document scores keyed by the source number each stands for (the higher of two
    documents of one source: two excerpts of one page)."""
    out: dict[int, float] = {}
    for doc, value in scores.items():
        number = index.numbers[doc]
        out[number] = max(value, out.get(number, 0.0))
    return {str(n): round(v, 3) for n, v in sorted(out.items())}
