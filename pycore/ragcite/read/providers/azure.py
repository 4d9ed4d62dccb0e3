"""Azure OpenAI "On Your Data" chat completions (Azure AI Search, Cosmos DB, Elasticsearch,
Pinecone, MongoDB and other data sources), whole or as the SSE stream.

https://learn.microsoft.com/azure/ai-foundry/openai/references/on-your-data — the answer
is ``choices[0].message.content`` with ``[doc1]``, ``[doc2]`` markers; the retrieved chunks
are ``message.context.citations[]`` (``content``, ``title``, ``url``, ``filepath``,
``chunk_id``), and ``[docN]`` is the N-th citation (1-based). ``context.intent`` is the
search intent (a JSON string), ``context.all_retrieved_documents`` every chunk retrieved.
Earlier API versions (2023-08-01-preview) put the chunks in ``message.context.messages[]``:
a ``role: "tool"`` message whose ``content`` is a JSON string ``{"citations": [...],
"intent": "..."}``; 2023-06-01-preview had them in ``choices[0].messages[]`` beside the
assistant message. Streams carry the context in a chunk's ``delta.context`` (or, in the
earliest version, a ``messages[].delta`` of role ``tool``), then ``delta.content``.

The citations are the sources, so ``[docN]`` markers are checked against the chunks the
response carries (pasted sources, when given, are used instead).
"""

from __future__ import annotations

import json
from typing import Any

from ...model import Answer, InputError, Note, ReportWarning, Source, SourceSet, Usage
from .base import Paste, Provider, answer_reader, as_list, dig, text_of
from .common import finish, finish_warnings, incomplete, stream_error, usage_counts

TRUNCATING = {"length"}
FAILING = {"content_filter"}


def _context_of(message: Any) -> dict[str, Any] | None:
    """The On Your Data context of a message or delta, in any API version's shape:
    ``{"citations": [...], "intent": ...}``, or None."""
    if not isinstance(message, dict):
        return None
    context = message.get("context")
    if isinstance(context, dict):
        if isinstance(context.get("citations"), list):
            return context
        found = _tool_messages(context.get("messages"))
        if found is not None:
            return found
    return None


def _tool_messages(messages: Any) -> dict[str, Any] | None:
    """2023 versions: a ``role: "tool"`` message whose content is the context as JSON."""
    for item in messages if isinstance(messages, list) else []:
        body = item.get("delta", item) if isinstance(item, dict) else None
        if not isinstance(body, dict) or body.get("role") != "tool":
            continue
        try:
            value = json.loads(text_of(body.get("content")))
        except ValueError:
            continue
        if isinstance(value, dict) and isinstance(value.get("citations"), list):
            return value
    return None


def _assistant(choice: dict[str, Any]) -> dict[str, Any] | None:
    message = choice.get("message")
    if isinstance(message, dict):
        return message
    # 2023-06-01-preview: choices[0].messages = [tool message, assistant message].
    for item in as_list(choice.get("messages")):
        if isinstance(item, dict) and item.get("role") == "assistant":
            return item
    return None


def _whole_context(obj: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
    choice = dig(obj, "choices", 0)
    if not isinstance(choice, dict):
        return None
    message = _assistant(choice)
    context = _context_of(message) or _tool_messages(choice.get("messages"))
    if message is None or context is None:
        return None
    return message, context


def _chunk_context(value: Any) -> dict[str, Any] | None:
    choice = dig(value, "choices", 0)
    if not isinstance(choice, dict):
        return None
    return _context_of(choice.get("delta")) or _tool_messages(choice.get("messages"))


def _sniff(paste: Paste) -> bool:
    if _whole_context(paste.json) is not None:
        return True
    return any(_chunk_context(v) is not None for _, v in paste.sse_json())


def _sources(context: dict[str, Any]) -> SourceSet:
    sources = []
    for number, cite in enumerate(as_list(context.get("citations")), 1):
        cite = cite if isinstance(cite, dict) else {}
        meta = {
            k: v
            for k, v in cite.items()
            if k in ("filepath", "chunk_id", "rerank_score", "original_search_score")
            and v is not None
        }
        sources.append(
            Source(
                number=number,
                text=text_of(cite.get("content")),
                id=f"doc{number}",
                title=text_of(cite.get("title")) or None,
                url=text_of(cite.get("url")) or text_of(cite.get("filepath")) or None,
                metadata={"kind": "azure_citation", **meta},
            )
        )
    return SourceSet(sources, "azure-citations", "On Your Data citations in the response")


def _intent(context: dict[str, Any]) -> list[str]:
    intent = context.get("intent")
    if isinstance(intent, str):
        try:
            value = json.loads(intent)
        except ValueError:
            return [intent] if intent else []
        return [str(v) for v in value] if isinstance(value, list) else [str(value)]
    return []


def _build(
    text: str,
    context: dict[str, Any],
    reason: Any,
    usage: Usage,
    warnings: list[ReportWarning],
    stream: bool,
) -> Answer:
    truncated, more = finish_warnings(reason, "finish_reason", TRUNCATING, FAILING)
    sources = _sources(context)
    notes: list[str] = [Note.of("azure.citations", n=len(sources.sources))]
    extra: dict[str, Any] = {}
    if _intent(context):
        extra["azure_intent"] = _intent(context)
    return finish(
        text,
        "azure-on-your-data" + ("-stream" if stream else ""),
        "an Azure OpenAI On Your Data " + ("stream" if stream else "response"),
        [],
        truncated=truncated,
        finish_reason=reason if isinstance(reason, str) else None,
        usage=usage,
        warnings=warnings + more,
        notes=notes,
        sources=sources,
        extra=extra,
    )


def _parse(paste: Paste) -> Answer:
    found = _whole_context(paste.json)
    if found is not None:
        message, whole = found
        choice = paste.json["choices"][0]
        return _build(
            text_of(message.get("content")),
            whole,
            choice.get("finish_reason"),
            usage_counts(paste.json.get("usage")),
            [],
            stream=False,
        )
    if not paste.sse:
        raise paste.json_error or InputError("answer", "not an Azure On Your Data response")
    chunks, done = paste.sse_chunks()
    text: list[str] = []
    context: dict[str, Any] = {}
    reason: Any = None
    usage = Usage()
    warnings: list[ReportWarning] = []
    for event, value in chunks:
        if value.get("error"):
            message = dig(value, "error", "message") or value["error"]
            warnings.append(stream_error(event.line, message))
        if isinstance(value.get("usage"), dict):
            usage = usage_counts(value["usage"])
        context = _chunk_context(value) or context
        choice = dig(value, "choices", 0)
        if not isinstance(choice, dict):
            continue
        delta = choice.get("delta")
        if isinstance(delta, dict) and delta.get("role") != "tool":
            text.append(text_of(delta.get("content")))
        for item in as_list(choice.get("messages")):
            body = item.get("delta") if isinstance(item, dict) else None
            if isinstance(body, dict) and body.get("role") != "tool":
                text.append(text_of(body.get("content")))
        reason = choice.get("finish_reason") or reason
    if not done:
        warnings.append(incomplete("data: [DONE]", "data: [DONE]"))
    return _build("".join(text), context, reason, usage, warnings, stream=True)


PROVIDER = Provider(
    "azure",
    answers=(
        answer_reader(
            "azure-on-your-data",
            "Azure OpenAI On Your Data (whole or SSE stream)",
            _sniff,
            _parse,
        ),
    ),
)
