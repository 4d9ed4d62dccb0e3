"""What every answer-format module shares: the pasted text read once, and the registry.

A format module defines ``sniff(paste) -> bool`` (cheap, structural, no exceptions) and
``parse(paste) -> Answer`` (may raise :class:`InputError`), and registers both with
:func:`register`. Detection tries formats in registration order, so specific shapes
register before general ones (see ``answers/__init__.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..model import Answer, InputError


@dataclass
class SSEEvent:
    event: str | None
    data: str
    line: int
    """1-based line number of the event's first ``data:`` line, for error messages."""

    def json(self) -> Any:
        """The data parsed as JSON, or None when it is not JSON (e.g. ``[DONE]``)."""
        try:
            return json.loads(self.data)
        except ValueError:
            return None


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
        try:
            return json.loads(self.text)
        except ValueError:
            return None

    @cached_property
    def json_error(self) -> InputError | None:
        """Where whole-paste JSON parsing failed, for formats that require JSON."""
        try:
            json.loads(self.text)
        except json.JSONDecodeError as err:
            return InputError("answer", "JSON error", err.lineno, err.colno, err.msg)
        return None

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
            try:
                value = json.loads(line)
            except ValueError:
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
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


@dataclass(frozen=True)
class AnswerFormat:
    name: str
    """Machine name, used by ``--answer-format`` and in ``report.answer.format``."""
    label: str
    """Human name for the format selector, e.g. ``Ollama /api/chat``."""
    sniff: Callable[[Paste], bool]
    parse: Callable[[Paste], Answer]


REGISTRY: list[AnswerFormat] = []


def register(
    name: str,
    label: str,
    sniff: Callable[[Paste], bool],
    parse: Callable[[Paste], Answer],
    before: str | None = None,
) -> None:
    """Add a format; ``before`` names a format it must be detected ahead of."""
    at = next((i for i, f in enumerate(REGISTRY) if f.name == before), len(REGISTRY))
    REGISTRY.insert(at, AnswerFormat(name, label, sniff, parse))


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
    """An integer token count, or None (bools and non-numbers are not counts).

    >>> as_int(306), as_int("12"), as_int(True), as_int(None)
    (306, None, None, None)
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return int(value)
