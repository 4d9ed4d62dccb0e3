"""Anthropic Messages with citations, whole or as the SSE stream.

https://docs.anthropic.com/en/docs/build-with-claude/citations — the answer is the
concatenation of the ``text`` blocks; a block's ``citations[]`` apply to that block's text.
Every citation carries ``cited_text``; where it points depends on its kind:
``char_location`` (0-based code points, end exclusive), ``page_location`` (1-based pages,
end exclusive), ``content_block_location`` (0-based blocks of a custom-content document),
``search_result_location`` and ``web_search_result_location``. ``document_index`` is 0-based
over the request's documents. Streams deliver ``text_delta`` and ``citations_delta`` per
block index. Thinking blocks are kept out of the checked text.

The offsets point into the *documents*, which are in the sources paste, so they are
verified after both are read, by :func:`ragcite.read.providers.anthropic_documents.bind`.

Sources: the request (or its ``messages``, or a list of blocks) with ``document`` blocks
(``source`` of type ``text`` or ``content``) and ``search_result`` blocks. Their order is
what ``document_index`` / ``search_result_index`` count, so it is kept in metadata, and a
custom-content document's blocks are kept for ``content_block_location`` checks.
"""

from __future__ import annotations

from typing import Any

from ... import model
from .anthropic_documents import bind, read_request
from .base import (
    Paste,
    Provider,
    answer_reader,
    as_int,
    as_list,
    obj_of,
    sources_reader,
    sse_values,
    text_of,
)
from .common import Stops, finish, incomplete, stream_error

STREAM_TYPES = {"message_start", "content_block_start", "content_block_delta", "message_delta"}
TRUNCATING = {"max_tokens", "model_context_window_exceeded"}
ABNORMAL = {"refusal", "pause_turn"}
STOPS = Stops("stop_reason", TRUNCATING, ABNORMAL)
DOCUMENT_KINDS = {
    "char_location": "code points (0-based, end exclusive)",
    "page_location": "pages (1-based, end exclusive)",
    "content_block_location": "content blocks (0-based, end exclusive)",
}


def _is_message(obj: Any) -> bool:
    if not isinstance(obj, dict) or not isinstance(obj.get("content"), list):
        return False
    if obj.get("type") == "message":
        return True
    # Some SDK dumps drop "type"; the role plus a stop_reason still says Messages API.
    return obj.get("role") == "assistant" and "stop_reason" in obj


def _sniff(paste: Paste) -> bool:
    if _is_message(paste.json):
        return True
    return any(isinstance(v, dict) and v.get("type") in STREAM_TYPES for _, v in sse_values(paste))


def _usage(*records: Any) -> model.Usage:
    prompt = completion = None
    for usage in records:
        if not isinstance(usage, dict):
            continue
        parts = [
            as_int(usage.get(k))
            for k in ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")
        ]
        if parts[0] is not None:
            # Cached prompt tokens are counted apart from input_tokens; the prompt is all.
            prompt = sum(p for p in parts if p is not None)
        if as_int(usage.get("output_tokens")) is not None:
            completion = as_int(usage.get("output_tokens"))
    return model.Usage(prompt, completion)


def _stream_blocks(
    paste: Paste,
) -> tuple[list[dict[str, Any]], dict[str, Any], list[model.ReportWarning]]:
    """Rebuild the message from its events: blocks by index, then stop reason and usage."""
    blocks: dict[int, dict[str, Any]] = {}
    message: dict[str, Any] = {}
    warnings: list[model.ReportWarning] = []
    stopped = False
    for event, value in sse_values(paste):
        if not isinstance(value, dict):
            continue
        kind = value.get("type") if isinstance(value.get("type"), str) else None
        index = as_int(value.get("index")) or 0
        if kind == "message_start" and isinstance(value.get("message"), dict):
            message = dict(value["message"])
        elif kind == "content_block_start" and isinstance(value.get("content_block"), dict):
            block = dict(value["content_block"])
            block["citations"] = list(as_list(block.get("citations")))
            blocks[index] = block
        elif kind == "content_block_delta" and isinstance(value.get("delta"), dict):
            delta = value["delta"]
            block = blocks.setdefault(index, {"type": "text", "text": "", "citations": []})
            if delta.get("type") == "text_delta":
                block["text"] = text_of(block.get("text")) + text_of(delta.get("text"))
            elif delta.get("type") == "citations_delta" and isinstance(delta.get("citation"), dict):
                block.setdefault("citations", []).append(delta["citation"])
            elif delta.get("type") == "thinking_delta":
                block["thinking"] = text_of(block.get("thinking")) + text_of(delta.get("thinking"))
        elif kind == "message_delta":
            delta = obj_of(value.get("delta"))
            if "stop_reason" in delta:
                message["stop_reason"] = delta["stop_reason"]
            if isinstance(value.get("usage"), dict):
                message["usage_end"] = value["usage"]
        elif kind == "message_stop":
            stopped = True
        elif kind == "error":
            error = value.get("error")
            text = error.get("message") if isinstance(error, dict) else error
            warnings.append(stream_error(event.line, text))
    if not stopped:
        warnings.append(incomplete("its message_stop event", "message_stop"))
    return [blocks[i] for i in sorted(blocks)], message, warnings


def _citation(cite: dict[str, Any], start: int, end: int) -> model.RawCitation:
    kind = cite.get("type") if isinstance(cite.get("type"), str) else None
    cited = cite.get("cited_text") if isinstance(cite.get("cited_text"), str) else None
    raw = {k: v for k, v in cite.items() if k not in ("cited_text", "encrypted_index")}
    detail: dict[str, Any] = {
        "provider": "anthropic",
        "kind": kind,
        "raw": raw,
    }
    check = model.OffsetCheck.said("pending", None, model.Step("pending"))
    binding: model.Binding | None = None
    label, index = "?", None
    if kind in DOCUMENT_KINDS:
        doc = as_int(cite.get("document_index"))
        detail["unit"] = DOCUMENT_KINDS[kind]
        if doc is not None:
            label, index = str(doc + 1), doc + 1
            binding = model.Binding("document", index=doc)
            detail["note"] = f"document_index {doc} (0-based) is source [{doc + 1}]."
    elif kind == "search_result_location":
        result = as_int(cite.get("search_result_index"))
        detail["unit"] = "content blocks (0-based, end exclusive)"
        if result is not None:
            index = result + 1
            label = text_of(cite.get("source")) or str(result + 1)
            binding = model.Binding("search_result", index=result)
            detail["note"] = (
                f"search_result_index {result} (0-based) is the request's "
                f"search result [{result + 1}]."
            )
    elif kind == "web_search_result_location":
        label = text_of(cite.get("url")) or "?"
        binding = model.Binding("url", value=label, title=text_of(cite.get("title")) or None)
        detail["cited_text"] = cited
        # The provider's own excerpt of the page: claims citing only this page are scored
        # against it while the page text is not pasted (see ragcite/checkable.py).
        detail["excerpt"] = cited
        # The page text is encrypted in the response: there is nothing to check the quote
        # against unless the page itself was pasted as a source (:func:`bind` decides).
        cited = None
    return model.RawCitation(
        source=label,
        quote=cited,
        start=start,
        end=end,
        mode="provider",
        index=index,
        detail=detail,
        check=check,
        binding=binding,
    )


def _web_sources(blocks: list[dict[str, Any]]) -> list[model.Source]:
    found: list[model.Source] = []
    for block in blocks:
        if block.get("type") != "web_search_tool_result" or not isinstance(
            block.get("content"), list
        ):
            continue
        for item in block["content"]:
            if isinstance(item, dict) and item.get("type") == "web_search_result":
                found.append(
                    model.Source(
                        number=len(found) + 1,
                        text="",
                        title=text_of(item.get("title")) or None,
                        url=text_of(item.get("url")) or None,
                        date=text_of(item.get("page_age")) or None,
                        metadata={
                            "kind": "web_search_result",
                            "note": "the page text is encrypted in the response",
                        },
                    )
                )
    return found


def _build(
    blocks: list[dict[str, Any]],
    message: dict[str, Any],
    warnings: list[model.ReportWarning],
    stream: bool,
) -> model.Answer:
    parts: list[str] = []
    thinking: list[str] = []
    citations: list[model.RawCitation] = []
    notes: list[str] = []
    pos = 0
    tool = False  # a tool call or result since the last text block
    for block in blocks:
        kind = block.get("type") if isinstance(block.get("type"), str) else None
        if kind == "text":
            text = text_of(block.get("text"))
            before = next((part for part in reversed(parts) if part), "")
            if tool and text[:1].strip() and before[-1:].strip():
                # Text before a tool call and text after it are two paragraphs (as chat
                # clients show them), not one run: "…clearer headlines.Based on the
                # search results…" would be one sentence.
                parts.append("\n\n")
                pos += 2
            tool = False
            # Cite the block's words, not the spaces around them.
            lead = len(text) - len(text.lstrip())
            start, end = pos + lead, pos + len(text.rstrip())
            for cite in as_list(block.get("citations")):
                if isinstance(cite, dict):
                    citations.append(_citation(cite, start, max(start, end)))
            parts.append(text)
            pos += len(text)
        elif kind == "thinking":
            thinking.append(text_of(block.get("thinking")))
        elif kind == "redacted_thinking":
            notes.append(model.Note.of("anthropic.redacted_thinking"))
        elif kind is not None:
            tool = True  # server_tool_use, web_search_tool_result, tool_use...
    web = _web_sources(blocks)
    for cite in citations:
        if cite.detail.get("kind") != "web_search_result_location":
            continue
        hit = next((s for s in web if s.url and s.url == cite.source), None)
        if hit is None and cite.source != "?":
            # A page found by an earlier turn's search (after pause_turn): the citation
            # still names it, so it is a source, with no text here.
            hit = model.Source(
                number=len(web) + 1,
                text="",
                title=text_of(cite.detail.get("raw", {}).get("title")) or None,
                url=cite.source,
                metadata={
                    "kind": "web_search_result",
                    "note": "cited from an earlier search; not among this response's results",
                },
            )
            web.append(hit)
        if hit is not None:
            cite.index = hit.number
    if citations:
        notes.append(model.Note.of("anthropic.citations", n=len(citations)))
    return finish(
        "".join(parts),
        "anthropic",
        "an Anthropic Messages",
        citations,
        stream=stream,
        reason=message.get("stop_reason"),
        stops=STOPS,
        usage=_usage(message.get("usage"), message.get("usage_end")),
        thinking="\n\n".join(t for t in thinking if t),
        warnings=warnings,
        notes=notes,
        sources=model.SourceSet(web, "anthropic-web-search", "web search results in the response"),
    )


def _parse(paste: Paste) -> model.Answer:
    obj = paste.json
    if _is_message(obj):
        blocks = [b for b in obj["content"] if isinstance(b, dict)]
        return _build(blocks, obj, [], stream=False)
    if paste.sse:
        blocks, message, warnings = _stream_blocks(paste)
        return _build(blocks, message, warnings, stream=True)
    raise paste.json_error or model.InputError("answer", "not an Anthropic Messages response")


PROVIDER = Provider(
    "anthropic",
    answers=(
        answer_reader(
            "anthropic", "Anthropic Messages with citations (whole or SSE stream)", _sniff, _parse
        ),
    ),
    sources=(
        sources_reader(
            "anthropic-request", "Anthropic request documents / search results", read_request
        ),
    ),
    bind=bind,
)
