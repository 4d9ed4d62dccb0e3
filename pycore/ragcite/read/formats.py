"""The registry of input formats: parse sources and parse answer, and bind provider citations.

``PROVIDERS`` is the one place that says in which order pastes are recognised. Each entry is
a module's :class:`~ragcite.read.providers.base.Provider`: its answer readers and sources
readers, tried in this order. Providers whose responses carry their own citations come
first, because the general shapes would also accept them (Cohere v1's ``{text, citations}``
reads as a JSON answer, Mistral and Perplexity as plain chat completions; an Anthropic or
Vertex request pasted as the sources is also valid generic JSON). Plain text, which accepts
every paste, is last.

Adding a provider: write ``providers/<name>.py`` exporting ``PROVIDER`` and add one line
here (see the README's development section).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..model import Agreement, Answer, InputError, Sentence, ShapeError, SourceSet
from . import sources
from .providers import (
    anthropic,
    azure,
    bedrock,
    cohere,
    common,
    gemini,
    langchain,
    mistral,
    ollama,
    openai_chat,
    openai_responses,
    perplexity,
    structured,
    text,
    vertex,
)
from .providers.base import Paste, Provider, Reader

PROVIDERS: tuple[Provider, ...] = (
    # Provider citations and request shapes: specific, so tried first.
    anthropic.PROVIDER,
    azure.PROVIDER,  # On Your Data: a chat completion whose message carries its chunks
    bedrock.PROVIDER,  # Knowledge Bases RetrieveAndGenerate, Converse citations
    cohere.PROVIDER,
    gemini.PROVIDER,
    langchain.PROVIDER,  # LangChain v1 content blocks with citation annotations
    mistral.PROVIDER,
    openai_responses.PROVIDER,
    perplexity.PROVIDER,
    vertex.PROVIDER,
    # General shapes.
    structured.PROVIDER,  # a JSON answer with a citations list
    ollama.PROVIDER,
    openai_chat.PROVIDER,  # OpenAI-compatible chat, then llama.cpp /completion
    sources.PROVIDER,  # JSON lists, LangChain reprs, blocks, plain-text sources
    text.PROVIDER,  # plain text: accepts every answer
)

ANSWER_FORMATS: tuple[Reader[Answer], ...] = tuple(r for p in PROVIDERS for r in p.answers)
"""Every answer format, in detection order."""
SOURCES_FORMATS: tuple[Reader[SourceSet], ...] = tuple(r for p in PROVIDERS for r in p.sources)
"""Every sources format, in detection order."""

T = TypeVar("T")
U = TypeVar("U")


# What a reader raises when a field has a type its format never gives it (a list where
# the API sends an object): a bug in that reader, which the fuzz tests look for, reported
# to the user as input that cannot be read instead of a traceback.
_READER_BUGS = (TypeError, AttributeError, KeyError, IndexError, ValueError, OverflowError)


def _read(readers: tuple[Reader[T], ...], raw: str, chosen: str, what: str) -> T:
    paste = Paste(raw)
    if chosen != "auto":
        for reader in readers:
            if reader.name == chosen:
                return _guarded(reader.parse, reader, paste, what)
        raise InputError("options", f"unknown {what} format {chosen!r}")
    for reader in readers:
        found = _guarded(reader.read, reader, paste, what)
        if found is not None:
            return found
    raise AssertionError(f"the last {what} format accepts every paste")  # pragma: no cover


def parse_answer(raw: str, answer_format: str = "auto") -> Answer:
    """Read the pasted answer as ``answer_format`` (or detect it).

    >>> parse_answer("It is 4 [1].").format
    'text'
    """
    return _read(ANSWER_FORMATS, raw, answer_format, "answer")


def parse_sources(raw: str, sources_format: str = "auto") -> SourceSet:
    """Read pasted sources as ``sources_format`` (or detect it).

    >>> [s.text for s in parse_sources('["a", "b"]').sources]
    ['a', 'b']
    >>> parse_sources("first\\n---\\nsecond").description
    'plain text separated by --- lines'
    """
    return _read(SOURCES_FORMATS, raw, sources_format, "sources")


def _guarded(step: Callable[[Paste], U], reader: Reader[T], paste: Paste, what: str) -> U:
    try:
        return step(paste)
    except InputError:
        raise
    except _READER_BUGS as err:
        raise ShapeError(
            what,
            f"this looks like {reader.label} but a field has an unexpected type or value",
            detail=f"{type(err).__name__}: {err}"[:300],
        ) from err


def bind_citations(answer: Answer, source_set: SourceSet | None) -> None:
    """Point provider citations at the sources in use and let each provider verify its own
    offsets against them (Anthropic ``cited_text`` slices, Vertex ``answerCandidate``).
    Annotates the answer's citations, text and extra; never raises."""
    if source_set is None:
        return
    try:
        common.bind(answer, source_set)
        for provider in PROVIDERS:
            if provider.bind is not None:
                provider.bind(answer, source_set)
    except _READER_BUGS as err:
        # A field of a type the format never has broke a provider's check: a bug that the
        # fuzz tests look for, reported as unreadable input rather than a traceback.
        raise ShapeError(
            "answer",
            f"this {answer.description} has a field of an unexpected type or value",
            detail=f"{type(err).__name__}: {err}"[:300],
        ) from err


def provider_agreement(
    answer: Answer, sentences: list[Sentence], threshold: float
) -> list[Agreement]:
    """Every provider's own verdicts beside ragcite's statuses (Vertex check grounding)."""
    return [
        row
        for provider in PROVIDERS
        if provider.compare is not None
        for row in provider.compare(answer, sentences, threshold)
    ]


def answer_formats() -> dict[str, str]:
    """Every answer format: machine name -> label, in detection order."""
    return {r.name: r.label for r in ANSWER_FORMATS}


def sources_formats() -> dict[str, str]:
    """Every sources format: machine name -> label, in detection order."""
    return {r.name: r.label for r in SOURCES_FORMATS}
