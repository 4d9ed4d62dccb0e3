"""The report: every verdict the checks reach, and the dict other tools read (its field
names are a contract, see docs/report-schema.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from .common import Level, Mode, ReportWarning, Result, Status, Step, plain
from .inputs import Binding, OffsetCheck, Usage

SCHEMA = "ragcite.report/2"


@dataclass
class Closest:
    text: str
    """The passage of the cited source most like the quote."""
    similarity: float
    """0–1: 2·LCS / (len(quote) + len(passage)) on the normalised texts (difflib's ratio
    formula with an exact longest common subsequence; see closest.Similarity)."""
    start: int
    """Char offset in the source text where the passage starts."""
    end: int
    """Char offset in the source text where it ends (exclusive)."""


@dataclass
class Citation:
    source: str
    """The source label as written."""
    resolved: int | None
    """1-based source number, or null when no source matches."""
    quote: str | None
    """The quoted text, or None for a bare marker."""
    result: Result
    """The verdict on the quote: ``exact``, ``normalized``, ``not_in_source``, ... ."""
    normalizations: list[str] = field(default_factory=list)
    """Names of the normalisations a ``normalized`` match needed, in order applied."""
    found_in: list[int] = field(default_factory=list)
    """Other sources where a failing quote is found."""
    closest: Closest | None = None
    """For ``not_in_source``: the most similar passage of the cited source."""
    sentence: int | None = None
    """Index into ``sentences`` of the sentence this citation belongs to."""
    mode: Mode = "markers"
    """How the citation was given: ``markers``, ``quotes`` or ``provider``."""
    start: int | None = None
    """Char offset in ``answer.text`` of the marker or cited span."""
    end: int | None = None
    """Where that marker or span ends (exclusive)."""
    match_start: int | None = None
    """Char offsets of the matched quote in the cited source (exact/normalized)."""
    match_end: int | None = None
    """Where the matched quote ends in the cited source (exclusive)."""
    resolved_by: str | None = None
    """How the label was resolved: ``id``, ``trailing-number``, ``position``, ``index``."""
    explanation: str = ""
    """The steps below in plain English (kept for readers of schema 1)."""
    detail: dict[str, Any] = field(default_factory=dict)
    """Format-specific facts (the marker as written, provider offsets and unit)."""
    steps: list[Step] = field(default_factory=list)
    """Why the result is what it is, as steps: ``quote.exact``, ``quote.normalized``
    {normalizations}, ``quote.trimmed`` {trims}, ``quote.not_found`` {source,
    normalizations}, ``quote.found_in`` {sources}, ``quote.empty``, ``marker.no_quote``,
    ``source.unknown`` {label, n}."""
    check: OffsetCheck | None = None
    """The provider's offset check (in the JSON: ``detail.check``)."""
    binding: Binding | None = None
    """How the provider named the source (in the JSON: ``detail.bind``)."""


@dataclass
class Evidence:
    """The passage of a cited source that best backs a claim (1–3 consecutive sentences)."""

    source: int
    """1-based source number."""
    start: int
    """Char offset in that source's text where the passage starts."""
    end: int
    """Char offset in that source's text where it ends (exclusive)."""
    text: str
    """The passage itself."""


@dataclass
class Support:
    level: Level
    """The support level: ``supported``, ``partly_supported``, ``unsupported``, ... ."""
    score: float
    """0–1: ``coverage`` lowered for each missing name or number; banded into ``level``."""
    best_source: int | None = None
    """The cited source that backs the claim best (1-based)."""
    missing_words: list[str] = field(default_factory=list)
    """Content words and names of the claim that no cited source contains."""
    numbers_missing: list[str] = field(default_factory=list)
    """Numbers of the claim that no cited source contains."""
    better_source: int | None = None
    """An uncited source that supports the claim clearly better, if any."""
    cited_sources: list[int] = field(default_factory=list)
    """The sources the claim's citations resolve to."""
    auto_cited: bool = False
    """True when no marker was given and best_source was chosen by ragcite."""
    scores: dict[str, float] = field(default_factory=dict)
    """Per-source score (keys are source numbers as strings), for the sources compared."""
    explanation: str = ""
    """The steps below rendered in English."""
    flags: list[str] = field(default_factory=list)
    """Why the level is what it is, as codes: ``number_mismatch`` (a number is in no cited
    source), ``name_missing`` (a name is in no cited source), ``uncited`` (a claim without
    citation), ``unknown_source`` (its only citations point to no source), ``better_source``
    (another source supports it clearly better), ``no_source_text`` (its sources have no
    text), ``excerpt_cut`` (a miss against a cut excerpt), ``other_language`` (judged by
    language-neutral units only)."""
    missing_spans: list[list[int]] = field(default_factory=list)
    """``[start, end]`` char offsets in the answer text of each missing word, name and
    number (what the page highlights)."""
    coverage: float = 0.0
    """IDF-weighted share of the claim's words and numbers found in the evidence passage
    (0–1); ``score`` is this times a factor per missing name or number."""
    overlap: float = 0.0
    """Plain share of the claim's words and numbers found anywhere in the cited sources
    (unweighted; what the better-source search compares first)."""
    missing_names: list[str] = field(default_factory=list)
    """The names among ``missing_words`` (``Brad Pitt``)."""
    outside_evidence: list[str] = field(default_factory=list)
    """Words and numbers a cited source holds, but not the evidence passage (said
    elsewhere in the source: not backed where the rest of the claim is)."""
    outside_spans: list[list[int]] = field(default_factory=list)
    """``[start, end]`` answer offsets of those (adjacent ones joined)."""
    evidence: Evidence | None = None
    """The best passage of the cited sources for this claim."""
    steps: list[Step] = field(default_factory=list)
    """How the level was reached; ``explanation`` is these rendered in English."""
    basis: str = "sources"
    """What the claim was compared with, decided once before scoring
    (:mod:`ragcite.verify.basis`): ``sources`` (the cited sources' text),
    ``provider_excerpt`` (the provider's excerpt of a page the response holds no text for),
    ``provider_excerpt_cut`` (the same, cut short: a miss is ``not_checkable``), ``none``
    (level ``not_checkable``: the cited sources have no text), or ``language_neutral``
    (the claim and its sources are in different languages: only numbers, dates, names,
    code, URLs and quotes were compared; the first step names both languages)."""
    provider_confidence: float | None = None
    """The provider's own grounding confidence for the claim's citations (Gemini
    ``confidenceScores``), shown where the claim could not be checked here."""


@dataclass
class Lowered:
    """One claim or citation that lowered a citation metric, and why."""

    sentence: int
    """Index into ``sentences`` of the claim."""
    reason: str
    """Recall: ``uncited`` (the claim cites nothing), ``missing_source`` (a citation points
    to no source), ``not_supported`` (its cited sources together do not support it).
    Precision: ``irrelevant`` (ALCE's leave-one-out: it does not support the claim alone,
    and the claim's other citations still do without it), ``claim_not_supported``."""
    citation: int | None = None
    """Index into ``citations`` (precision only)."""


@dataclass
class CitationMetrics:
    """ALCE's citation recall and precision of one answer (Gao et al. 2023), with the
    counts behind them (docs/report-schema.md, "Citation metrics")."""

    citation_recall: float | None
    """``supported_claims / claims``; null when the answer makes no judged claim (a
    refusal-only answer gets no score, not 0)."""
    citation_precision: float | None
    """``precise_citations / citations``; 0 when there are claims but no citation to
    score (as ALCE), null with ``citation_recall``."""
    citation_f1: float | None
    """Harmonic mean of the two (0 when both are 0)."""
    claims: int
    """Claims whose support was judged (non-claims and unjudged claims left out)."""
    supported_claims: int
    """Claims whose citations all point to sources that, together, support them."""
    uncited_claims: int
    """Claims without any citation (they score 0)."""
    missing_source_claims: int
    """Claims with a citation to a source that does not exist (they score 0)."""
    citations: int
    """Citations of the claims whose citations all point to existing sources (ALCE's
    precision base)."""
    precise_citations: int
    """Of ``citations``, the ones that are needed (ALCE's leave-one-out rule)."""
    irrelevant_citations: int
    """Citations found unnecessary by the leave-one-out rule."""
    unsupported_claim_citations: int
    """Citations of claims their citations do not support (not precise, as in ALCE)."""
    citations_to_missing_sources: int
    """Citations in claims that point to no source (outside the precision base)."""
    unjudged_claims: int
    """Claims left out: nothing to compare (``not_checked``) or cited sources without
    text (``not_checkable``)."""
    abstentions: int = 0
    """Uncited sentences that say the sources hold no answer ("the sources do not say"):
    left out, like non-claims."""
    recall_lowered_by: list[Lowered] = field(default_factory=list)
    """The claims that lowered ``citation_recall``, in answer order, with why."""
    precision_lowered_by: list[Lowered] = field(default_factory=list)
    """The citations that lowered ``citation_precision``, with their claim and why."""


@dataclass
class Fix:
    """A suggested change to one claim's citations, backed by the support scores."""

    kind: Literal["replace", "drop", "add"]
    """``replace``: cite ``add`` instead of ``drop``; ``drop``: remove ``drop`` (the claim
    is supported by ``keep`` alone); ``add``: an uncited claim, cite ``add``."""
    sentence: int
    """Index into ``sentences``."""
    citations: list[int] = field(default_factory=list)
    """Indices into ``citations`` of the citations the fix removes."""
    drop: list[str] = field(default_factory=list)
    """The sources removed, numbered as the report numbers them (``"2"`` for [2]); a
    citation to no source by its label as written."""
    add: int | None = None
    """1-based source number to cite."""
    keep: list[int] = field(default_factory=list)
    """Source numbers that stay (``drop``)."""
    evidence: dict[str, Any] = field(default_factory=dict)
    """What backs it, always the same keys (null where they do not apply): ``score`` of
    the suggested or kept sources, ``was`` (the claim's score with its citations, or the
    dropped source's alone), ``threshold``, ``margin`` (the better-source margin the fix
    cleared) and ``passage``, the evidence passage in a kept source ({source, start, end,
    text})."""


@dataclass
class Sentence:
    text: str
    """The sentence as written in the answer."""
    start: int
    """Char offset in ``answer.text`` where it starts."""
    end: int
    """Char offset where it ends (exclusive)."""
    start_byte: int
    """UTF-8 byte offset where it starts."""
    end_byte: int
    """UTF-8 byte offset where it ends (exclusive)."""
    citations: list[int] = field(default_factory=list)
    """Indices into ``Report.citations``."""
    is_claim: bool = True
    """Whether it is a claim to check (``kind`` and ``why`` say why)."""
    why: str = ""
    """Why it is or is not a claim, in plain words."""
    kind: str = "claim"
    """``claim``, ``heading``, ``courtesy``, ``question``, ``bullet``, ``empty``, ..."""
    support: Support | None = None
    """How well its cited sources support it (None for no claim)."""
    status: Status = "not_checked"
    """The sentence's verdict, one of :data:`STATUSES` (see ``verdicts.sentence_status``)."""


@dataclass
class Agreement:
    """A provider's own verdict on a claim beside ragcite's (Vertex check grounding)."""

    provider: str
    """The provider whose verdict this is (``vertex``)."""
    claim: int
    """Index into the provider's claims (``extra.vertex``)."""
    verdict: Literal["supported", "unsupported", "not_claim", "no_score"]
    """The provider's verdict, read at its own citation threshold."""
    score: float | None
    """The provider's own support score for the claim, if any."""
    sentences: list[int] = field(default_factory=list)
    """The sentences the claim overlaps."""
    agree: bool | None = None
    """Whether ragcite's statuses of those sentences agree (null when unknown)."""


@dataclass
class AnswerInfo:
    format: str
    """Machine name of the format the answer was read as."""
    mode: Mode
    """``markers``, ``quotes`` or ``provider``."""
    text: str
    """The prose that was checked (reasoning excluded)."""
    truncated: bool
    """True when the response says a token limit cut it."""
    finish_reason: str | None
    """The response's own stop reason, as written, or None."""
    usage: Usage
    """Token counts the response states."""
    description: str = ""
    """What the answer was read as, for the summary line."""
    thinking: str | None = None
    """Reasoning text: shown, never checked."""
    notes: list[str] = field(default_factory=list)
    """How the paste was read, in plain English."""
    note_steps: list[Step | None] = field(default_factory=list)
    """Each note's catalog message ``note.<code>`` {params}, or null, aligned with
    ``notes``."""


@dataclass
class SourceInfo:
    number: int
    """1-based number: what a bare ``[n]`` marker means."""
    id: str | None
    """The source's own id, if it has one."""
    title: str | None
    """Its title, if the paste gives one."""
    url: str | None
    """Its link, if the paste gives one."""
    date: str | None
    """Its date, as written."""
    cited: bool
    """Whether some citation resolved to it."""
    page: str | None = None
    """Its page, as written."""
    section: str | None = None
    """Its section, as written."""
    text: str = ""
    """Its text, as checked."""
    metadata: dict[str, Any] = field(default_factory=dict)
    """Any ``metadata``/``attributes`` object as given, for display."""
    relevant: bool = False
    """Never cited, yet it would support some claim."""


@dataclass
class Report:
    answer: AnswerInfo
    """The answer as read."""
    sources: list[SourceInfo]
    """Every source, numbered from 1."""
    citations: list[Citation]
    """Every citation found, in answer order."""
    sentences: list[Sentence]
    """The answer cut into sentences."""
    uncited_sentences: list[int]
    """Indices into ``sentences`` of the claims without any citation."""
    unused_sources: list[int]
    """Numbers of the sources no citation resolved to."""
    warnings: list[ReportWarning]
    """What a person should look at first (codes in docs/report-schema.md)."""
    sources_format: str = ""
    """Machine name of what the sources were read as."""
    sources_description: str = ""
    """What the sources were read as, in English."""
    answer_support: float | None = None
    """Share of checkable claims that are supported, or null when there are none."""
    relevant_uncited_sources: list[int] = field(default_factory=list)
    """Of the unused sources, those that would support some claim."""
    language: str = "en"
    """The language the answer was compared in (ISO 639-1)."""
    threshold: float = 0.7
    """Support score from which a claim is ``supported``."""
    partial_threshold: float = 0.2
    """Score from which a claim is ``partly_supported`` (below it: ``unsupported``)."""
    summary: str = ""
    """One line: the sources and the answer as read, token counts."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Format-specific data (e.g. ``vertex``: Vertex AI's own verdicts)."""
    schema: str = SCHEMA
    """The report's schema version (``ragcite.report/N``)."""
    provider_agreement: list[Agreement] = field(default_factory=list)
    """Per provider claim, its verdict beside ragcite's (empty unless the answer carries
    the provider's own verdicts)."""
    metrics: CitationMetrics | None = None
    """ALCE's citation recall, precision and F1 with their counts (verify/metrics.py)."""
    fixes: list[Fix] = field(default_factory=list)
    """Suggested citation fixes, only where the support scores show one clearly."""

    @property
    def ok(self) -> bool:
        """True when every check holds (the CLI's exit 0)."""
        return not self.problems()

    def problems(self) -> list[str]:
        """Every finding that makes the CLI exit 1, one short line each: warnings, failing
        citations, uncited claims, and cited claims that are unsupported or state a
        number or name no cited source contains."""
        found = [w.code for w in self.warnings]
        found += [
            f"citation {i + 1}: {c.result}"
            for i, c in enumerate(self.citations)
            if c.result in ("not_in_source", "no_such_source")
        ]
        uncited = set(self.uncited_sentences)
        found += [f"sentence {i + 1}: uncited" for i in self.uncited_sentences]
        for i, s in enumerate(self.sentences):
            if s.support is None or i in uncited:
                continue
            if s.support.level == "unsupported":
                found.append(f"sentence {i + 1}: unsupported")
            found += [
                f"sentence {i + 1}: {flag}"
                for flag in s.support.flags
                if flag in ("number_mismatch", "name_missing")
            ]
        return found

    def as_dict(self) -> dict[str, Any]:
        data = plain(self)
        for cite in data["citations"]:
            # Their place in the JSON since schema 1: inside the format-specific detail.
            for field_name, key in (("check", "check"), ("binding", "bind")):
                value = cite.pop(field_name)
                if value is not None:
                    cite["detail"][key] = value
        # The schema tag leads so a reader sees the contract first.
        return {"schema": data.pop("schema"), **data}
