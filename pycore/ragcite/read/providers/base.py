"""What every format module shares: the paste read once, and the reader protocol.

A format module exports one :class:`Provider` (conventionally ``PROVIDER``) holding its
:class:`Reader` s — for answers, for sources, or both — and, when the provider's citations
need the sources to be checked, a ``bind`` hook. The registry that orders them all is the
literal list in :mod:`ragcite.read.formats`; nothing registers itself on import.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, TypeVar

from ...model import Agreement, Answer, InputError, Sentence, SourceSet
from .. import jsontext, jsonvalues


@dataclass
class SSEEvent:
    event: str | None
    data: str
    line: int
    """1-based line number of the event's first ``data:`` line, for error messages."""

    def json(self) -> Any:
        """The data parsed as JSON, or None when it is not JSON (e.g. ``[DONE]``)."""
        return jsontext.loads(self.data)


@dataclass
class Paste:
    """The answer paste, with its JSON / NDJSON / SSE readings computed lazily and once."""

    raw: str
    _cache: dict[str, Any] = field(default_factory=dict, repr=False)

    @cached_property
    def text(self) -> str:
        # A byte-order mark or stray blank lines around a paste are never meaningful.
        return self.raw.lstrip("\ufeff").strip()

    @cached_property
    def json(self) -> Any:
        """The whole paste as one JSON value, or None when it is not one."""
        if not self.text or self.text[0] not in "{[":
            return None
        return jsontext.loads(self.text)

    @cached_property
    def json_error(self) -> InputError | None:
        """Where whole-paste JSON parsing failed, for formats that require JSON."""
        problem = jsontext.decode(self.text).problem
        return None if problem is None else problem.error("answer", self.text)

    @cached_property
    def ndjson(self) -> list[tuple[int, Any]] | None:
        """Each non-blank line as a JSON value with its 1-based line number, when the paste
        has at least two lines and every non-blank line is a JSON object."""
        rows: list[tuple[int, Any]] = []
        lines = self.text.splitlines()
        last = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
        for index, line in enumerate(lines):
            line = line.strip()
            if not line:
                continue
            if not line.startswith("{"):
                return None
            decoded = jsontext.decode(line)
            value = decoded.value
            if decoded.problem is not None:
                # A stream copied while still running ends in half a line: keep the
                # rest (the missing final line is reported as stream_incomplete).
                if index == last and len(rows) >= 2:
                    break
                return None
            if not isinstance(value, dict):
                return None
            rows.append((index + 1, value))
        return rows if len(rows) >= 2 else None

    @cached_property
    def sse(self) -> list[SSEEvent] | None:
        """Server-sent events (``event:`` / ``data:`` lines), or None when the paste is not
        an event stream. Follows the WHATWG rules: blank line ends an event, several
        ``data:`` lines join with newlines, ``:`` lines are comments.
        https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
        """
        lines = self.text.splitlines()
        if not any(line.startswith("data:") for line in lines[:50]):
            return None
        events: list[SSEEvent] = []
        event: str | None = None
        data: list[str] = []
        first = 0

        def flush() -> None:
            nonlocal event, data, first
            if data:
                events.append(SSEEvent(event, "\n".join(data), first))
            event, data, first = None, [], 0

        for number, line in enumerate(lines, 1):
            if not line.strip():
                flush()
                continue
            if line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if name == "event":
                # Some tools paste without blank lines between events: a new event: line
                # after data starts a new event.
                if data:
                    flush()
                event = value.strip()
            elif name == "data":
                if not data:
                    first = number
                # Without blank lines, each data: line that is complete JSON is its own event.
                if data and _is_json(data[-1]) and _is_json(value):
                    flush()
                    first = number
                data.append(value)
            elif name in ("id", "retry"):
                continue
            else:
                return None
        flush()
        return events or None

    def sse_chunks(self) -> tuple[list[tuple[SSEEvent, dict[str, Any]]], bool]:
        """The JSON-object events of an OpenAI-style stream, and whether it ended with
        ``data: [DONE]`` (OpenAI, Mistral, Perplexity, vLLM, llama.cpp all end so)."""
        chunks, done = [], False
        for event in self.sse or []:
            if event.data.strip() == "[DONE]":
                done = True
                continue
            value = event.json()
            if isinstance(value, dict):
                chunks.append((event, value))
        return chunks, done

    def sse_json(self) -> Iterator[tuple[SSEEvent, Any]]:
        """Each SSE event whose data is JSON, with that JSON."""
        for ev in self.sse or []:
            value = ev.json()
            if value is not None:
                yield ev, value


def _is_json(text: str) -> bool:
    text = text.strip()
    if not text or text[0] not in "{[":
        return False
    return jsontext.decode(text).problem is None


T = TypeVar("T")


@dataclass(frozen=True)
class Reader(Generic[T]):
    """One input format, for answers (``Reader[Answer]``) or sources (``Reader[SourceSet]``)."""

    name: str
    """Machine name, used by ``--answer-format`` / ``--sources-format`` and in the report."""
    label: str
    """Human name for the format selector, e.g. ``Ollama /api/chat``."""
    read: Callable[[Paste], T | None]
    """Detection: the paste read as this format, or None when it is not this shape. Raises
    :class:`InputError` only when it is sure the paste is this shape but broken."""
    parse: Callable[[Paste], T]
    """Reading when the user chose this format: raises :class:`InputError` when the paste
    is not it."""


def answer_reader(
    name: str, label: str, sniff: Callable[[Paste], bool], parse: Callable[[Paste], Answer]
) -> Reader[Answer]:
    """An answer format from a cheap structural ``sniff`` (never raises) and ``parse``."""

    def read(paste: Paste) -> Answer | None:
        return parse(paste) if sniff(paste) else None

    return Reader(name, label, read, parse)


def sources_reader(
    name: str, label: str, read: Callable[[str], SourceSet | None]
) -> Reader[SourceSet]:
    """A sources format from ``read(text)``, which answers None for "not my shape"."""

    def detect(paste: Paste) -> SourceSet | None:
        return read(paste.raw.lstrip("\ufeff"))

    def parse(paste: Paste) -> SourceSet:
        found = detect(paste)
        if found is None:
            raise InputError("sources", f"this does not look like {label}")
        return found

    return Reader(name, label, detect, parse)


@dataclass(frozen=True)
class Provider:
    """What one format module contributes to the registry (:mod:`ragcite.read.formats`)."""

    name: str
    answers: tuple[Reader[Answer], ...] = ()
    """Its answer formats, in detection order."""
    sources: tuple[Reader[SourceSet], ...] = ()
    """Its sources formats (request shapes pasted as the sources), in detection order."""
    bind: Callable[[Answer, SourceSet], None] | None = None
    """Verifies the provider's own offsets and citations once the sources in use are known
    (after the generic binding by kind in :func:`ragcite.read.providers.common.bind`)."""
    compare: Callable[[Answer, list[Sentence], float], list[Agreement]] | None = None
    """Sets the provider's own verdicts (carried in the answer) beside ragcite's sentence
    statuses, at the given support threshold."""


def dig(data: Any, *path: str | int) -> Any:
    """Follow keys / indexes into nested JSON, returning None when any step is missing.

    >>> dig({"a": [{"b": 1}]}, "a", 0, "b")
    1
    >>> dig({"a": []}, "a", 0, "b") is None
    True
    """
    for key in path:
        if isinstance(key, int):
            if not isinstance(data, list) or not -len(data) <= key < len(data):
                return None
            data = data[key]
        else:
            if not isinstance(data, dict):
                return None
            data = data.get(key)
    return data


def as_int(value: Any) -> int | None:
    """An integer token count, or None (bools, non-numbers, negative, non-finite and
    absurd values are not counts: :func:`ragcite.read.jsonvalues.as_count`).

    >>> as_int(306), as_int("12"), as_int(True), as_int(None), as_int(float("nan"))
    (306, None, None, None, None)
    """
    return jsonvalues.as_count(value)


def as_list(value: Any) -> list[Any]:
    """A JSON array field, or ``[]`` when it is absent or of another type.

    >>> as_list([1]), as_list(5), as_list(None), as_list({"a": 1})
    ([1], [], [], [])
    """
    return value if isinstance(value, list) else []


def as_dict(value: Any) -> dict[str, Any]:
    """A JSON object field, or ``{}`` when it is absent or of another type.

    >>> as_dict({"a": 1}), as_dict([1]), as_dict("x")
    ({'a': 1}, {}, {})
    """
    return value if isinstance(value, dict) else {}


def text_of(value: Any) -> str:
    """A string field or ``""``.

    >>> text_of("a"), text_of(None), text_of(3)
    ('a', '', '')
    """
    return value if isinstance(value, str) else ""


def obj_of(value: Any) -> dict[str, Any]:
    """A JSON object field or ``{}``.

    >>> obj_of({"a": 1}), obj_of([1])
    ({'a': 1}, {})
    """
    return value if isinstance(value, dict) else {}


def sse_values(paste: Paste) -> list[tuple[SSEEvent, Any]]:
    """Every SSE event whose data is JSON, parsed once per paste (seven sniffers look)."""
    if "sse_values" not in paste._cache:
        paste._cache["sse_values"] = list(paste.sse_json())
    values: list[tuple[SSEEvent, Any]] = paste._cache["sse_values"]
    return values


_THINK = re.compile(r"\A\s*<(think|thinking|reasoning)>(.*?)(?:</\1>\s*|\Z)", re.DOTALL)


def split_think(content: str) -> tuple[str, str | None]:
    """Split a leading ``<think>…</think>`` block off the content: reasoning models served
    without a reasoning parser (DeepSeek-R1, QwQ on older Ollama or vLLM, Perplexity
    sonar-reasoning) put it inline. An unclosed block (cut by the token limit) is all
    reasoning.

    >>> split_think("<think>Source 2 says 40.</think>\\n\\nIt is 40 [2].")
    ('It is 40 [2].', 'Source 2 says 40.')
    >>> split_think("It is 40 [2].")
    ('It is 40 [2].', None)
    """
    match = _THINK.match(content)
    if match is None:
        return content, None
    return content[match.end() :], match.group(2).strip()
