"""Mistral chat completions whose content carries reference chunks.

https://docs.mistral.ai/capabilities/citations/ — with RAG tools, ``message.content`` is a
list of ``{type: "text", text}`` and ``{type: "reference", reference_ids: [...]}`` chunks.
A reference chunk cites the text written since the previous reference; its ids are the
keys of the references the tool returned (usually ``0, 1, ...``). Streams carry the same
chunks in ``delta.content``. ``finish_reason`` ``length`` / ``model_length`` = truncated.
Without any reference chunk the response is an ordinary OpenAI-compatible completion and
``openai_chat`` reads it.

Sources: the references tool's ``{"0": {...}, "1": {...}}`` map, ids kept.
"""

from __future__ import annotations

from typing import Any

from ... import model
from ..sources import load_json, source_from_object
from .base import Paste, Provider, answer_reader, as_list, dig, sources_reader, sse_values, text_of
from .common import Stops, finish, incomplete, usage_counts

TRUNCATING = {"length", "model_length"}
ABNORMAL = {"error", "content_filter"}
STOPS = Stops("finish_reason", TRUNCATING, ABNORMAL)


def _has_reference(content: Any) -> bool:
    return isinstance(content, list) and any(
        isinstance(c, dict) and c.get("type") == "reference" for c in content
    )


def _sniff(paste: Paste) -> bool:
    if _has_reference(dig(paste.json, "choices", 0, "message", "content")):
        return True
    return any(
        _has_reference(dig(v, "choices", 0, "delta", "content")) for _, v in sse_values(paste)
    )


def _read(chunks: list[Any]) -> tuple[str, str, list[model.RawCitation]]:
    """Text, thinking and one citation per reference id, spanning the text since the last
    reference chunk."""
    text = ""
    thinking: list[str] = []
    citations: list[model.RawCitation] = []
    since = 0
    for chunk in chunks:
        if isinstance(chunk, str):
            text += chunk
        elif not isinstance(chunk, dict):
            continue
        elif chunk.get("type") in ("text", None):
            text += text_of(chunk.get("text"))
        elif chunk.get("type") == "thinking":
            inner = chunk.get("thinking")
            thinking += (
                [text_of(t.get("text")) for t in inner if isinstance(t, dict)]
                if isinstance(inner, list)
                else [text_of(inner)]
            )
        elif chunk.get("type") == "reference":
            piece = text[since:]
            start = since + len(piece) - len(piece.lstrip())
            end = max(start, since + len(piece.rstrip()))
            for ref in as_list(chunk.get("reference_ids")):
                label = str(ref)
                citations.append(
                    model.RawCitation(
                        label,
                        start=start,
                        end=end,
                        mode="provider",
                        detail={
                            "provider": "mistral",
                            "kind": "reference",
                            "unit": "chunk position",
                            "raw": {"reference_id": ref},
                        },
                        check=model.OffsetCheck.said(
                            "positional", None, model.Step("mistral.positional")
                        ),
                        binding=model.Binding("reference", value=ref),
                    )
                )
            since = len(text)
    return text, "".join(thinking), citations


def _finish(
    text: str,
    thinking: str,
    citations: list[model.RawCitation],
    reason: Any,
    usage: model.Usage,
    warnings: list[model.ReportWarning],
    stream: bool,
) -> model.Answer:
    ids = sorted({c.source for c in citations})
    notes: list[str] = [model.Note.of("mistral.references", ids=", ".join(ids))] if ids else []
    return finish(
        text,
        "mistral-stream" if stream else "mistral",
        "a Mistral chat " + ("stream" if stream else "completion") + " with references",
        citations,
        reason=reason,
        stops=STOPS,
        usage=usage,
        thinking=thinking,
        warnings=warnings,
        notes=notes,
    )


def _parse(paste: Paste) -> model.Answer:
    obj = paste.json
    content = dig(obj, "choices", 0, "message", "content")
    if isinstance(content, list | str):
        text, thinking, citations = _read(content if isinstance(content, list) else [content])
        return _finish(
            text,
            thinking,
            citations,
            dig(obj, "choices", 0, "finish_reason"),
            usage_counts(dig(obj, "usage")),
            [],
            False,
        )
    if not paste.sse:
        raise paste.json_error or model.InputError("answer", "not a Mistral chat completion")
    chunks: list[Any] = []
    reason, usage = None, model.Usage()
    warnings: list[model.ReportWarning] = []
    events, done = paste.sse_chunks()
    for _event, value in events:
        delta = dig(value, "choices", 0, "delta", "content")
        if isinstance(delta, list):
            chunks += delta
        elif isinstance(delta, str):
            chunks.append(delta)
        if dig(value, "choices", 0, "finish_reason"):
            reason = dig(value, "choices", 0, "finish_reason")
        if isinstance(value.get("usage"), dict):
            usage = usage_counts(value["usage"])
    if not done:
        warnings.append(incomplete("data: [DONE]", "data: [DONE]"))
    text, thinking, citations = _read(chunks)
    return _finish(text, thinking, citations, reason, usage, warnings, True)


# --- Sources: the references map -------------------------------------------------------


def read_references(text: str) -> model.SourceSet | None:
    value = load_json(text)
    if (
        not isinstance(value, dict)
        or not value
        or not all(k.strip().isdigit() and isinstance(v, dict) for k, v in value.items())
    ):
        return None
    sources = []
    for number, (key, ref) in enumerate(value.items(), 1):
        source = source_from_object(number, ref)
        if not source.text:
            source.text = text_of(ref.get("description"))
        source.id = key.strip()
        sources.append(source)
    return model.SourceSet(sources, "mistral-references", "Mistral references (id → reference)")


PROVIDER = Provider(
    "mistral",
    answers=(
        answer_reader(
            "mistral", "Mistral chat with reference chunks (whole or SSE stream)", _sniff, _parse
        ),
    ),
    sources=(
        sources_reader(
            "mistral-references", "Mistral references map {id: reference}", read_references
        ),
    ),
)
