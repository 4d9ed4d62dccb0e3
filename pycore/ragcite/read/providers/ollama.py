"""Ollama ``/api/chat`` and ``/api/generate``, whole or as the NDJSON stream.

https://github.com/ollama/ollama/blob/main/docs/api.md — chat puts the answer in
``message.content`` and reasoning in ``message.thinking``; generate uses top-level
``response`` / ``thinking``. Streams are one JSON object per line; the last has
``done: true``, ``done_reason`` and the metrics. Metrics are ``omitempty``: a field that is
missing on the final line means 0. A mid-stream failure is a bare ``{"error": "..."}`` line.
"""

from __future__ import annotations

from typing import Any

from ...model import Answer, InputError, ReportWarning, Usage
from .base import Paste, Provider, answer_reader, as_int
from .common import finish_warnings
from .structured import build_answer

TRUNCATING = {"length"}


def _kind(obj: Any) -> str | None:
    """``chat`` or ``generate`` for an Ollama response object, else None."""
    if not isinstance(obj, dict) or "choices" in obj:
        return None
    ollama_keys = "done" in obj or "created_at" in obj or "done_reason" in obj
    if isinstance(obj.get("message"), dict) and ollama_keys:
        return "chat"
    if isinstance(obj.get("response"), str) and ollama_keys:
        return "generate"
    return None


def _stream_kind(paste: Paste) -> str | None:
    rows = paste.ndjson
    if not rows:
        return None
    kinds = {_kind(obj) for _, obj in rows if "error" not in obj}
    kinds.discard(None)
    return kinds.pop() if len(kinds) == 1 else None


def _sniff(paste: Paste) -> bool:
    return _kind(paste.json) is not None or _stream_kind(paste) is not None


def _usage(final: dict[str, Any] | None) -> Usage:
    if final is None:
        return Usage()
    # omitempty: on the final line a missing count is a zero count.
    return Usage(as_int(final.get("prompt_eval_count")) or 0, as_int(final.get("eval_count")) or 0)


def _finish(
    kind: str,
    content: str,
    thinking: str,
    final: dict[str, Any] | None,
    warnings: list[ReportWarning],
    stream: bool,
) -> Answer:
    endpoint = "/api/chat" if kind == "chat" else "/api/generate"
    reason = final.get("done_reason") if final else None
    if stream and final is None:
        warnings.append(
            ReportWarning(
                "stream_incomplete",
                "The stream ended without its final line (done: true), so the answer may be "
                "cut short and token counts are missing.",
                {"event": "done: true"},
            )
        )
    truncated, stop = finish_warnings(reason, "done_reason", TRUNCATING)
    warnings += stop
    return build_answer(
        content,
        f"ollama-{kind}" + ("-stream" if stream else ""),
        f"an Ollama {endpoint} " + ("stream" if stream else "response"),
        truncated=truncated,
        finish_reason=reason,
        usage=_usage(final),
        thinking=thinking,
        warnings=warnings,
    )


def _text_of(kind: str, obj: dict[str, Any]) -> tuple[str, str]:
    src = obj.get("message") if kind == "chat" else obj
    if not isinstance(src, dict):
        return "", ""
    content, thinking = src.get("content" if kind == "chat" else "response"), src.get("thinking")
    return (
        content if isinstance(content, str) else "",
        thinking if isinstance(thinking, str) else "",
    )


def _parse(paste: Paste) -> Answer:
    whole = paste.json
    kind = _kind(whole)
    if kind is not None:
        content, thinking = _text_of(kind, whole)
        errors: list[ReportWarning] = []
        if isinstance(whole.get("error"), str):
            errors.append(
                ReportWarning(
                    "stream_error",
                    f"The response carries an error: {whole['error']}",
                    {"error": str(whole["error"])},
                )
            )
        final = whole if whole.get("done") is not False else None
        return _finish(kind, content, thinking, final, errors, stream=False)
    kind = _stream_kind(paste)
    if kind is None:
        raise paste.json_error or InputError(
            "answer", "not an Ollama /api/chat or /api/generate response"
        )
    parts: list[str] = []
    thoughts: list[str] = []
    final = None
    warnings: list[ReportWarning] = []
    for line, obj in paste.ndjson or []:
        if "error" in obj and _kind(obj) is None:
            warnings.append(
                ReportWarning(
                    "stream_error",
                    f"Line {line} of the stream is an error: {obj['error']}",
                    {"line": line, "error": str(obj["error"])},
                )
            )
            continue
        content, thinking = _text_of(kind, obj)
        parts.append(content)
        thoughts.append(thinking)
        if obj.get("done") is True:
            final = obj
    return _finish(kind, "".join(parts), "".join(thoughts), final, warnings, stream=True)


PROVIDER = Provider(
    "ollama",
    answers=(
        answer_reader(
            "ollama", "Ollama /api/chat or /api/generate (whole or NDJSON stream)", _sniff, _parse
        ),
    ),
)
