"""What the readers make of the pastes: sources, the answer and its raw citations, with
the provider's offset checks and source bindings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from ..i18n import say
from .common import Mode, ReportWarning, Step


@dataclass
class Source:
    number: int
    """1-based position in the order given; what a bare ``[n]`` marker means."""
    text: str
    """The text that quotes and claims are checked against ('' when not in the paste)."""
    id: str | None = None
    """The source's own id (``doc2``, ``faq-3``), which markers may name."""
    title: str | None = None
    """A title to show, if the paste gives one."""
    url: str | None = None
    """A link to show (only ``http:``/``https:`` links become clickable)."""
    date: str | None = None
    """A date to show, as written."""
    page: str | None = None
    """A page number or label, as written."""
    section: str | None = None
    """A section name, as written."""
    metadata: dict[str, Any] = field(default_factory=dict)
    """Any ``metadata`` / ``attributes`` object, kept for display only."""
    cited: bool = False
    """Set by the pipeline: some citation resolved to this source."""


@dataclass
class SourceSet:
    sources: list[Source]
    """The sources, in the order given."""
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
    """Tokens of the prompt, as the response counts them (None when absent)."""
    completion_tokens: int | None = None
    """Tokens of the answer, as the response counts them (None when absent)."""


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
    """Where the marker or cited span ends (exclusive)."""
    mode: Mode = "markers"
    """How the format states it: ``markers``, ``quotes`` or ``provider``."""
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
    """The prose to check (reasoning kept apart in ``thinking``)."""
    format: str
    """Machine name: ``text``, ``ollama-chat``, ``openai-chat-stream``, ... ."""
    description: str
    """For the summary line, e.g. ``an Ollama /api/chat response, JSON with citations``."""
    mode: Mode = "markers"
    """``markers``, ``quotes`` (a citations list with quotes) or ``provider``."""
    citations: list[RawCitation] = field(default_factory=list)
    """Structured citations (JSON citations list or provider citations)."""
    truncated: bool = False
    """True when the response says a token limit cut the answer."""
    finish_reason: str | None = None
    """The response's own stop reason, as written."""
    usage: Usage = field(default_factory=Usage)
    """Token counts the response states."""
    thinking: str | None = None
    """Reasoning text, reported separately and never checked."""
    warnings: list[ReportWarning] = field(default_factory=list)
    """Warnings the reader raised (truncation, stream errors, abnormal stops)."""
    notes: list[str] = field(default_factory=list)
    """How the paste was read, in plain words (e.g. source_id looked 0-based)."""
    sources: SourceSet | None = None
    """Sources carried inside the response itself (Gemini retrievedContext, Cohere
    documents, Perplexity search_results); used when no sources were pasted."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Format-specific data for the report (e.g. Vertex's own verdicts)."""
