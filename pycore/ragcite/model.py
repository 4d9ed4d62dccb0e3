"""The data that flows through the pipeline, and the report it ends in.

Every stage reads and writes these dataclasses; nothing else crosses a stage boundary.
The report's field names are a contract read by other tools (see docs/report-schema.md):
extend, never rename, and bump ``SCHEMA`` on a breaking change.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any, Literal, get_args

from .i18n import say, translator

SCHEMA = "ragcite.report/2"

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_LEAVES = frozenset({str, int, float, bool, type(None)})


def plain(value: Any) -> Any:
    """``dataclasses.asdict`` of a report, without its deep copy of every leaf: the
    same dicts, lists and tuples, but strings and numbers are shared, not copied (an
    answer of 20,000 sentences spent most of its rendering time in ``asdict``). Leaves
    are tested inline, not by a call each: most values of a report are leaves.

    >>> plain(Step("c", {"n": [1, (2, 3)], "m": None}))
    {'code': 'c', 'params': {'n': [1, (2, 3)], 'm': None}}
    """
    kind = type(value)
    if kind in _LEAVES:
        return value
    if kind is list:
        return [v if type(v) in _LEAVES else plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _LEAVES else plain(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(plain(v) for v in value)
    names = _FIELD_NAMES.get(kind)
    if names is None and is_dataclass(value) and not isinstance(value, type):
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(value))
    if names is not None:
        return {
            name: v if type(v) in _LEAVES else plain(v)
            for name in names
            for v in (getattr(value, name),)
        }
    return value  # str subclasses (Note) and other immutable leaves, shared


Mode = Literal["quotes", "markers", "provider"]
Result = Literal["exact", "normalized", "not_in_source", "no_such_source", "no_quote"]
Level = Literal["supported", "partly_supported", "unsupported", "not_checked", "not_checkable"]
"""Support levels. ``partly_supported`` replaced schema 1's ``weak``; ``not_checkable``: every
cited source has no text in the check, so the claim was not judged."""
Status = Literal[
    "supported",
    "partly_supported",
    "unsupported",
    "not_checkable",
    "uncited",
    "bad_marker",
    "not_claim",
    "not_checked",
]
STATUSES: tuple[Status, ...] = get_args(Status)
"""Sentence statuses, in the order the summary bar lists them."""


class InputError(ValueError):
    """Input that cannot be read, with where it went wrong.

    The only exception :func:`ragcite.check` raises for bad input. ``str(err)`` reads like
    ``sources: JSON error at line 3, column 14: Expecting ',' delimiter``.
    """

    def __init__(
        self,
        where: str,
        message: str,
        line: int | None = None,
        column: int | None = None,
        detail: str | None = None,
        *,
        code: str = "",
        params: dict[str, Any] | None = None,
    ) -> None:
        self.where = where
        """Which input: ``"sources"``, ``"answer"`` or ``"options"``."""
        self.message = message
        self.line = line
        self.column = column
        self.detail = detail
        """What the parser said at that place, e.g. ``Expecting ',' delimiter``."""
        self.code = code
        """The catalog message ``error.<code>`` that says ``message`` (with ``params``, and
        the line and column) in another language; empty when there is none."""
        self.params = dict(params or {})
        super().__init__(str(self))

    def __str__(self) -> str:
        """
        >>> str(InputError("sources", "JSON error", 1, 34, "Expecting ',' delimiter"))
        "sources: JSON error at line 1, column 34: Expecting ',' delimiter"
        """
        text = f"{self.where}: {self.message}"
        if self.line is not None:
            text += f" at line {self.line}, column {self.column}"
        return f"{text}: {self.detail}" if self.detail else text

    def as_dict(self) -> dict[str, Any]:
        return {
            "where": self.where,
            "message": self.message,
            "line": self.line,
            "column": self.column,
            "detail": self.detail,
            "text": str(self),
            "code": self.code,
            "params": self.params,
        }


class ShapeError(InputError):
    """An :class:`InputError` for a paste a reader recognised but could not read because a
    field had a type or value its format never has. Users see it like any input error;
    the fuzz tests treat it as a bug in that reader (tests/test_fuzz.py)."""


class Note(str):
    """A note on how a paste was read: plain English text (what ``notes`` carry in the
    JSON) that also knows its catalog message, ``note.<code>`` with ``params``, so a page
    in another language can say it. A plain ``str`` note is shown as written.

    >>> n = Note("source read as 1-based source numbers.", "one_based", {"keys": "source"})
    >>> n == "source read as 1-based source numbers.", n.code
    (True, 'one_based')
    """

    code: str
    params: dict[str, Any]

    def __new__(cls, text: str, code: str = "", params: dict[str, Any] | None = None) -> Note:
        note = super().__new__(cls, text)
        note.code, note.params = code, dict(params or {})
        return note

    @classmethod
    def of(cls, code: str, **params: Any) -> Note:
        """The note ``note.<code>`` with ``params``, its text said by the English catalog
        (so the JSON's English note and every language's message come from one place).

        >>> Note.of("one_based", keys="source")
        'source read as 1-based source numbers.'
        """
        return cls(translator("en")(f"note.{code}", **params), code, params)


def note_steps(notes: list[str]) -> list[Step | None]:
    """The catalog message of each note (None for a note with none), in order."""
    return [Step(n.code, n.params) if isinstance(n, Note) and n.code else None for n in notes]


@dataclass
class ReportWarning:
    code: str
    """Stable machine code: ``truncated``, ``no_citations``, ``empty_answer``,
    ``unknown_source``, ``stream_incomplete``, ``stream_error``, ``source_index_base``, ..."""
    message: str
    """One plain sentence for a person (English)."""
    params: dict[str, Any] | None = None
    """The values the message names, for the catalogs (``warning.<code>``, or
    ``warning.<code>.detail`` when there are any): with them a page in another language
    shows the whole message translated. Null when the message says more than a catalog
    can (it is then shown with the English original)."""


@dataclass
class Source:
    number: int
    """1-based position in the order given; what a bare ``[n]`` marker means."""
    text: str
    id: str | None = None
    title: str | None = None
    url: str | None = None
    date: str | None = None
    page: str | None = None
    section: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    """Any ``metadata`` / ``attributes`` object, kept for display only."""
    cited: bool = False
    """Set by the pipeline: some citation resolved to this source."""


@dataclass
class SourceSet:
    sources: list[Source]
    format: str
    """Machine name of what the sources were read as, e.g. ``json-strings``."""
    description: str
    """For the summary line, e.g. ``JSON array of strings``."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Format-specific data read with the sources (e.g. a Vertex check-grounding request's
    ``answerCandidate``), for the provider checks in the providers' ``bind`` hooks."""


@dataclass
class Usage:
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


@dataclass
class OffsetCheck:
    """Whether a provider's own offsets (or location) point at the text they claim.

    Reported as a citation's ``detail.check``."""

    status: str
    """``verified``, ``other_unit`` (they match only read in another unit), ``searched``
    (they disagree; the text was found by searching), ``not_found``, ``unchecked``,
    ``positional``, ``mismatch``, ``out_of_range``, ``span_without_link``, ``pending``,
    ``no_document``."""
    ok: bool | None
    """True: the offsets hold; False: they do not; None: nothing to check them against."""
    message: str
    """One plain sentence for a person."""
    unit: str | None = None
    """The unit the offsets were found to count in (None when they match in none)."""
    stated_unit: str | None = None
    """The unit the provider documents for them."""
    slice: str | None = None
    """What the offsets show, read in the stated unit (None when out of range)."""
    found: list[int] | None = None
    """``[start, end]`` code points where the text really is."""
    steps: list[Step] = field(default_factory=list)
    """``message`` as catalog messages ``check.step.<code>`` {params}, so other languages
    can say it (empty for a check written without them)."""

    @classmethod
    def said(cls, status: str, ok: bool | None, *steps: Step, **more: Any) -> OffsetCheck:
        """A check whose message is its steps said by the English catalog.

        >>> c = OffsetCheck.said("positional", None, Step("mistral.positional"))
        >>> c.message
        'Mistral gives no offsets: a reference cites the text written since the previous reference.'
        """
        check = cls(status, ok, "", **more)
        for step in steps:
            check.add(step)
        return check

    def reword(self, *steps: Step) -> None:
        """Say the check anew with ``steps`` (its verdict unchanged)."""
        self.message, self.steps = "", []
        for step in steps:
            self.add(step)

    def add(self, step: Step) -> None:
        """Say one more step, in the message and in the steps."""
        text = say("en", f"check.step.{step.code}", step.params)
        self.message = f"{self.message} {text}" if self.message else text
        self.steps.append(step)


BindKind = Literal["document", "search_result", "id", "url", "file", "reference", "own_source"]


@dataclass
class Binding:
    """How a provider citation names its source when not by position: the binder
    (:func:`ragcite.read.providers.common.bind`) finds that source among those in use.

    Reported as a citation's ``detail.bind``."""

    kind: BindKind
    """``document`` / ``search_result``: the n-th block of that kind of an Anthropic
    request; ``id``; ``url``; ``file`` (file id or name); ``reference`` (a Mistral
    reference id); ``own_source``: the n-th source the response itself carried."""
    value: str | int | None = None
    """The id, URL, file id or reference id."""
    index: int | None = None
    """For ``document`` / ``search_result``: 0-based; for ``own_source``: 1-based."""
    title: str | None = None
    """A title or file name to match when the value does not."""


@dataclass
class RawCitation:
    """A citation as the answer states it, before any checking."""

    source: str
    """The source label as written: ``"2"``, ``"doc2"``, ``"faq-3"``."""
    quote: str | None = None
    """Quoted text the citation claims is in the source, if any."""
    start: int | None = None
    """Char offset in ``Answer.text`` of the marker or of the cited span (end exclusive)."""
    end: int | None = None
    mode: Mode = "markers"
    index: int | None = None
    """1-based source number when the format gives it structurally (provider citations,
    0-based ids already shifted); the resolver then trusts it before the label."""
    detail: dict[str, Any] = field(default_factory=dict)
    """Format-specific facts shown in the report (provider offsets, units, notes)."""
    check: OffsetCheck | None = None
    """Whether the provider's own offsets point at the cited text."""
    binding: Binding | None = None
    """How to find the cited source, when the format does not name it by position."""


@dataclass
class Answer:
    """What parse-answer extracts from the paste: the prose to check and its metadata."""

    text: str
    format: str
    """Machine name: ``text``, ``ollama-chat``, ``openai-chat-stream``, ... ."""
    description: str
    """For the summary line, e.g. ``an Ollama /api/chat response, JSON with citations``."""
    mode: Mode = "markers"
    citations: list[RawCitation] = field(default_factory=list)
    """Structured citations (JSON citations list or provider citations)."""
    truncated: bool = False
    finish_reason: str | None = None
    usage: Usage = field(default_factory=Usage)
    thinking: str | None = None
    """Reasoning text, reported separately and never checked."""
    warnings: list[ReportWarning] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """How the paste was read, in plain words (e.g. source_id looked 0-based)."""
    sources: SourceSet | None = None
    """Sources carried inside the response itself (Gemini retrievedContext, Cohere
    documents, Perplexity search_results); used when no sources were pasted."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Format-specific data for the report (e.g. Vertex's own verdicts)."""


@dataclass
class Closest:
    text: str
    similarity: float
    """0–1: 2·LCS / (len(quote) + len(passage)) on the normalised texts (difflib's ratio
    formula with an exact longest common subsequence; see quotes.Similarity)."""
    start: int
    end: int
    """Char offsets in the source text (end exclusive)."""


@dataclass
class Step:
    """One step of an explanation: a message code and its parameters, rendered from the
    message catalogs in the reader's language (``step.<code>`` for a citation,
    ``support.step.<code>`` for a claim's support)."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class Citation:
    source: str
    """The source label as written."""
    resolved: int | None
    """1-based source number, or null when no source matches."""
    quote: str | None
    result: Result
    normalizations: list[str] = field(default_factory=list)
    """Names of the normalisations a ``normalized`` match needed, in order applied."""
    found_in: list[int] = field(default_factory=list)
    """Other sources where a failing quote is found."""
    closest: Closest | None = None
    sentence: int | None = None
    """Index into ``sentences`` of the sentence this citation belongs to."""
    mode: Mode = "markers"
    start: int | None = None
    end: int | None = None
    match_start: int | None = None
    """Char offsets of the matched quote in the cited source (exact/normalized)."""
    match_end: int | None = None
    resolved_by: str | None = None
    """How the label was resolved: ``id``, ``trailing-number``, ``position``, ``index``."""
    explanation: str = ""
    """The steps below in plain English (kept for readers of schema 1)."""
    detail: dict[str, Any] = field(default_factory=dict)
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
    end: int
    """Char offsets in that source's text (end exclusive)."""
    text: str


@dataclass
class Support:
    level: Level
    score: float
    best_source: int | None = None
    missing_words: list[str] = field(default_factory=list)
    numbers_missing: list[str] = field(default_factory=list)
    better_source: int | None = None
    cited_sources: list[int] = field(default_factory=list)
    auto_cited: bool = False
    """True when no marker was given and best_source was chosen by ragcite."""
    scores: dict[str, float] = field(default_factory=dict)
    """Per-source score (keys are source numbers as strings), for the sources compared."""
    explanation: str = ""
    flags: list[str] = field(default_factory=list)
    """Why the level is what it is, as codes: ``number_mismatch`` (a number is in no cited
    source), ``name_missing`` (a name is in no cited source), ``uncited`` (a claim without
    citation), ``unknown_source`` (its only citations point to no source), ``better_source``
    (another source supports it clearly better)."""
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
    """What the claim was compared with: ``sources`` (the cited sources' text),
    ``provider_excerpt`` (the provider's excerpt of a page the response holds no text for),
    or ``none`` (level ``not_checkable``: the cited sources have no text; see checkable.py)."""
    provider_confidence: float | None = None
    """The provider's own grounding confidence for the claim's citations (Gemini
    ``confidenceScores``), shown where the claim could not be checked here."""


@dataclass
class Sentence:
    text: str
    start: int
    end: int
    start_byte: int
    end_byte: int
    citations: list[int] = field(default_factory=list)
    """Indices into ``Report.citations``."""
    is_claim: bool = True
    why: str = ""
    """Why it is or is not a claim, in plain words."""
    kind: str = "claim"
    """``claim``, ``heading``, ``courtesy``, ``question``, ``bullet``, ``empty``, ..."""
    support: Support | None = None
    status: Status = "not_checked"
    """The sentence's verdict, one of :data:`STATUSES` (see ``verdicts.sentence_status``)."""


@dataclass
class Agreement:
    """A provider's own verdict on a claim beside ragcite's (Vertex check grounding)."""

    provider: str
    claim: int
    """Index into the provider's claims (``extra.vertex``)."""
    verdict: Literal["supported", "unsupported", "not_claim", "no_score"]
    """The provider's verdict, read at its own citation threshold."""
    score: float | None
    sentences: list[int] = field(default_factory=list)
    """The sentences the claim overlaps."""
    agree: bool | None = None
    """Whether ragcite's statuses of those sentences agree (null when unknown)."""


@dataclass
class AnswerInfo:
    format: str
    mode: Mode
    text: str
    truncated: bool
    finish_reason: str | None
    usage: Usage
    description: str = ""
    thinking: str | None = None
    notes: list[str] = field(default_factory=list)
    note_steps: list[Step | None] = field(default_factory=list)
    """Each note's catalog message ``note.<code>`` {params}, or null, aligned with
    ``notes``."""


@dataclass
class SourceInfo:
    number: int
    id: str | None
    title: str | None
    url: str | None
    date: str | None
    cited: bool
    page: str | None = None
    section: str | None = None
    text: str = ""
    metadata: dict[str, Any] = field(default_factory=dict)
    relevant: bool = False
    """Never cited, yet it would support some claim."""


@dataclass
class Report:
    answer: AnswerInfo
    sources: list[SourceInfo]
    citations: list[Citation]
    sentences: list[Sentence]
    uncited_sentences: list[int]
    unused_sources: list[int]
    warnings: list[ReportWarning]
    sources_format: str = ""
    sources_description: str = ""
    answer_support: float | None = None
    """Share of checkable claims that are supported, or null when there are none."""
    relevant_uncited_sources: list[int] = field(default_factory=list)
    language: str = "en"
    threshold: float = 0.7
    partial_threshold: float = 0.2
    """Score from which a claim is ``partly_supported`` (below it: ``unsupported``)."""
    summary: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    schema: str = SCHEMA
    provider_agreement: list[Agreement] = field(default_factory=list)
    """Per provider claim, its verdict beside ragcite's (empty unless the answer carries
    the provider's own verdicts)."""

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
