"""Cohere chat with citations: v2 and v1, whole or streamed.

v2 (https://docs.cohere.com/reference/chat): ``message.content[{type: "text", text}]`` and
``message.citations[{start, end, text, sources[{type, id, document}]}]``; ``start``/``end``
count code points of the *answer*; auto-generated document ids are ``doc:0``, ``doc:1``
(0-based request order). Stream: SSE ``content-delta``, ``citation-start``,
``message-end {delta: {finish_reason, usage}}``.

v1: ``{text, citations[{start, end, text, document_ids}], documents, finish_reason}`` with
auto ids ``doc_0``...; stream: NDJSON (or SSE) events with ``event_type``, ending in
``stream-end`` whose ``response`` is the whole v1 response.

``finish_reason: MAX_TOKENS`` = truncated. Cited documents travel in the response, so they
become the answer's own sources.

Sources: the v2 request's ``documents[{id, data: {...}}]`` (the text is inside ``data``).
"""

from __future__ import annotations

from typing import Any

from ... import model
from ..sources import load_json, source_from_object
from .base import (
    Paste,
    Provider,
    answer_reader,
    as_int,
    as_list,
    dig,
    sources_reader,
    sse_values,
    text_of,
)
from .common import (
    Stops,
    auto_id_index,
    dense_enough,
    finish,
    incomplete,
    place,
    placeholder,
    usage_counts,
    verify_slice,
)

V2_STREAM = {"message-start", "content-delta", "citation-start", "message-end"}
V1_STREAM = {"stream-start", "text-generation", "citation-generation", "stream-end"}
TRUNCATING = {"MAX_TOKENS"}
ABNORMAL = {"ERROR", "ERROR_TOXIC", "ERROR_LIMIT", "TIMEOUT", "USER_CANCEL"}
STOPS = Stops("finish_reason", TRUNCATING, ABNORMAL)


def _is_v2(obj: Any) -> bool:
    message = obj.get("message") if isinstance(obj, dict) else None
    return (
        isinstance(message, dict)
        and isinstance(message.get("content"), list)
        and "choices" not in obj
        and "done" not in obj
        and ("finish_reason" in obj or "citations" in message or "usage" in obj)
    )


def _is_v1(obj: Any) -> bool:
    if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
        return False
    if "generation_id" in obj or "response_id" in obj:
        return True
    cites = obj.get("citations")
    return (
        isinstance(cites, list)
        and bool(cites)
        and isinstance(cites[0], dict)
        and "document_ids" in cites[0]
    )


def _events(paste: Paste) -> list[dict[str, Any]]:
    if paste.sse:
        return [v for _, v in sse_values(paste) if isinstance(v, dict)]
    return [v for _, v in paste.ndjson or [] if isinstance(v, dict)]


def _stream_kind(paste: Paste) -> str | None:
    for value in _events(paste):
        if value.get("type") in V2_STREAM:
            return "v2"
        if value.get("event_type") in V1_STREAM:
            return "v1"
    return None


def _sniff(paste: Paste) -> bool:
    obj = paste.json
    return _is_v2(obj) or _is_v1(obj) or _stream_kind(paste) is not None


def _usage(record: Any) -> model.Usage:
    """v2 ``usage`` or v1 ``meta``: real token counts first, billed units as a fallback."""
    for key in ("tokens", "billed_units"):
        part = dig(record, key)
        if isinstance(part, dict) and as_int(part.get("input_tokens")) is not None:
            return usage_counts(part, "input_tokens", "output_tokens")
    return model.Usage()


class _Docs:
    """The documents a response carries, numbered so citation indexes stay valid."""

    def __init__(self) -> None:
        self.by_id: dict[str, dict[str, Any]] = {}

    def add(self, ident: str, doc: dict[str, Any]) -> None:
        if ident and ident not in self.by_id:
            self.by_id[ident] = doc

    def source_set(self) -> model.SourceSet | None:
        if not self.by_id:
            return None
        auto: dict[int, str] = {}
        for ident in self.by_id:
            number = auto_id_index(ident)
            if number:
                auto[number] = ident
        if not dense_enough(auto):
            auto = {}  # ids too far apart for slots: every document in order, found by id
        positional = set(auto.values())
        sources: list[model.Source] = []
        # Auto ids keep their request position (doc:2 is source [3]); gaps are placeholders.
        for number in range(1, max(auto, default=0) + 1):
            if number in auto:
                source = _doc_source(number, auto[number], self.by_id[auto[number]])
            else:
                source = placeholder(number, "not cited, so not in the response", "not_cited")
            sources.append(source)
        for ident, doc in self.by_id.items():
            if ident not in positional:
                sources.append(_doc_source(len(sources) + 1, ident, doc))
        return model.SourceSet(
            sources, "cohere-documents", "documents cited in the Cohere response"
        )


def _doc_source(number: int, ident: str, doc: dict[str, Any]) -> model.Source:
    source = source_from_object(number, doc)
    if not source.text:
        # Cohere renders every field of a document into the prompt; without a text-like
        # field the fields together are the text the model saw.
        source.text = "\n".join(
            f"{k}: {v}" for k, v in doc.items() if k != "id" and isinstance(v, str | int | float)
        )
    source.id = ident
    return source


def _citations(items: list[Any], text: str, docs: _Docs, version: str) -> list[model.RawCitation]:
    out: list[model.RawCitation] = []
    for cite in items:
        if not isinstance(cite, dict) or cite.get("type") == "THINKING_CONTENT":
            continue
        span_text = text_of(cite.get("text"))
        start, end = cite.get("start"), cite.get("end")
        check, span = verify_slice(text, start, end, span_text, "code points", place("answer"))
        ids: list[str] = []
        if version == "v2":
            for src in as_list(cite.get("sources")):
                if isinstance(src, dict):
                    ident = text_of(src.get("id")) or text_of(dig(src, "document", "id"))
                    ids.append(ident)
                    doc = src.get("document") or src.get("tool_output")
                    if isinstance(doc, dict):
                        docs.add(ident, doc)
        else:
            ids = [str(i) for i in as_list(cite.get("document_ids"))]
        for ident in ids:
            index = auto_id_index(ident)
            detail = {
                "provider": "cohere",
                "kind": f"{version} citation",
                "unit": "code points of the answer",
                "raw": {"start": start, "end": end, "text": span_text, "source_id": ident},
            }
            if index is not None:
                detail["note"] = f"{ident} is Cohere's auto id (0-based): source [{index}]."
            out.append(
                model.RawCitation(
                    ident,
                    start=span[0] if span else None,
                    end=span[1] if span else None,
                    mode="provider",
                    index=index,
                    detail=detail,
                    check=check,
                    binding=model.Binding("id", value=ident),
                )
            )
    return out


def _build(
    version: str,
    text: str,
    cites: list[Any],
    docs: _Docs,
    reason: Any,
    usage: model.Usage,
    thinking: str,
    warnings: list[model.ReportWarning],
    stream: bool,
) -> model.Answer:
    citations = _citations(cites, text, docs, version)
    return finish(
        text,
        f"cohere-{version}",
        f"a Cohere {version} chat",
        citations,
        stream=stream,
        reason=reason,
        stops=STOPS,
        usage=usage,
        thinking=thinking,
        warnings=warnings,
        sources=docs.source_set(),
    )


def _v2_text(content: Any) -> tuple[str, str]:
    texts, thoughts = [], []
    for part in content if isinstance(content, list) else []:
        if isinstance(part, dict) and part.get("type") == "thinking":
            thoughts.append(text_of(part.get("thinking")))
        elif isinstance(part, dict) and part.get("type") in ("text", None):
            texts.append(text_of(part.get("text")))
    return "".join(texts), "".join(thoughts)


def _parse_v2(obj: dict[str, Any]) -> model.Answer:
    message = obj["message"]
    text, thinking = _v2_text(message.get("content"))
    return _build(
        "v2",
        text,
        as_list(message.get("citations")),
        _Docs(),
        obj.get("finish_reason"),
        _usage(obj.get("usage")),
        thinking,
        [],
        False,
    )


def _parse_v1(
    obj: dict[str, Any], warnings: list[model.ReportWarning], stream: bool
) -> model.Answer:
    docs = _Docs()
    for doc in as_list(obj.get("documents")):
        if isinstance(doc, dict):
            docs.add(text_of(doc.get("id")), doc)
    return _build(
        "v1",
        obj["text"],
        as_list(obj.get("citations")),
        docs,
        obj.get("finish_reason"),
        _usage(obj.get("meta")),
        "",
        warnings,
        stream,
    )


def _parse_v2_stream(events: list[dict[str, Any]]) -> model.Answer:
    texts: list[str] = []
    thoughts: list[str] = []
    cites: list[Any] = []
    reason, usage, ended = None, model.Usage(), False
    warnings: list[model.ReportWarning] = []
    for value in events:
        kind = value.get("type") if isinstance(value.get("type"), str) else None
        content = dig(value, "delta", "message", "content")
        if kind == "content-delta" and isinstance(content, dict):
            texts.append(text_of(content.get("text")))
            thoughts.append(text_of(content.get("thinking")))
        elif kind == "citation-start":
            cite = dig(value, "delta", "message", "citations")
            cites += cite if isinstance(cite, list) else [cite]
        elif kind == "message-end":
            ended = True
            reason = dig(value, "delta", "finish_reason")
            usage = _usage(dig(value, "delta", "usage"))
            if dig(value, "delta", "error"):
                warnings.append(
                    model.ReportWarning(
                        "stream_error",
                        f"The stream ended with an error: {dig(value, 'delta', 'error')}",
                        {"error": str(dig(value, "delta", "error"))},
                    )
                )
    if not ended:
        warnings.append(incomplete("its message-end event", "message-end"))
    return _build(
        "v2", "".join(texts), cites, _Docs(), reason, usage, "".join(thoughts), warnings, True
    )


def _parse_v1_stream(events: list[dict[str, Any]]) -> model.Answer:
    end = next((v for v in events if v.get("event_type") == "stream-end"), None)
    if (
        end is not None
        and isinstance(end.get("response"), dict)
        and isinstance(end["response"].get("text"), str)
    ):
        whole = dict(end["response"])
        whole.setdefault("finish_reason", end.get("finish_reason"))
        return _parse_v1(whole, [], True)
    texts: list[str] = []
    cites: list[Any] = []
    docs: list[Any] = []
    for value in events:
        kind = value.get("event_type")
        if kind == "text-generation":
            texts.append(text_of(value.get("text")))
        elif kind == "citation-generation":
            cites += as_list(value.get("citations"))
        elif kind == "search-results":
            docs += as_list(value.get("documents"))
    warnings = [] if end is not None else [incomplete("its stream-end event", "stream-end")]
    return _parse_v1(
        {
            "text": "".join(texts),
            "citations": cites,
            "documents": docs,
            "finish_reason": end.get("finish_reason") if end else None,
        },
        warnings,
        True,
    )


def _parse(paste: Paste) -> model.Answer:
    obj = paste.json
    if _is_v2(obj):
        return _parse_v2(obj)
    if _is_v1(obj):
        return _parse_v1(obj, [], False)
    kind = _stream_kind(paste)
    if kind == "v2":
        return _parse_v2_stream(_events(paste))
    if kind == "v1":
        return _parse_v1_stream(_events(paste))
    raise paste.json_error or model.InputError("answer", "not a Cohere chat response")


# --- Sources: the v2 request's documents ----------------------------------------------


def read_documents(text: str) -> model.SourceSet | None:
    value = load_json(text)
    if isinstance(value, dict) and isinstance(value.get("documents"), list):
        value = value["documents"]
    if not isinstance(value, list) or not any(
        isinstance(d, dict) and isinstance(d.get("data"), dict) for d in value
    ):
        return None
    sources = []
    for number, doc in enumerate(value, 1):
        if isinstance(doc, str):
            sources.append(model.Source(number=number, text=doc))
            continue
        if not isinstance(doc, dict):
            return None
        data: dict[str, Any] = doc["data"] if isinstance(doc.get("data"), dict) else doc
        source = source_from_object(number, data)
        if not source.text:
            # Cohere shows the model every field of data; together they are the text.
            source.text = "\n".join(
                f"{k}: {v}" for k, v in data.items() if isinstance(v, str | int | float)
            )
        source.id = text_of(doc.get("id")) or source.id
        sources.append(source)
    return model.SourceSet(sources, "cohere-documents", "Cohere documents (data objects)")


PROVIDER = Provider(
    "cohere",
    answers=(
        answer_reader(
            "cohere", "Cohere chat v2 / v1 with citations (whole or stream)", _sniff, _parse
        ),
    ),
    sources=(
        sources_reader("cohere-documents", "Cohere documents with data objects", read_documents),
    ),
)
