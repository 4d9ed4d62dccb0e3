"""OpenAI-compatible chat completions (OpenAI, vLLM, llama.cpp server, DeepSeek, Ollama's
/v1, LM Studio...), whole or as the SSE stream; and llama.cpp's native ``/completion``.

Answer = ``choices[0].message.content``; streams concatenate ``choices[0].delta.content``
across ``data:`` events and end with ``data: [DONE]``. ``finish_reason`` arrives in a chunk
with an empty delta; usage in an extra chunk with ``choices: []`` (Groq: the last chunk's
``x_groq.usage``). Reasoning fields (``reasoning_content``, ``reasoning``) and Mistral
Magistral ``thinking`` content chunks are kept out of the checked text. A chunk that
carries an ``error`` object (gateways such as OpenRouter send one in-band, with choices)
is a stream error.

Web-search citations: ``message.annotations[]`` (streams: ``delta.annotations``) of
``type: "url_citation"`` with ``url_citation: {url, title, start_index, end_index,
content?}`` — OpenAI's search models and OpenRouter's web plugin. The span covers the
inline link, not the claim; ``content`` is the cited page text, which OpenRouter sends
and which becomes the sources when none were pasted. Some gateways send 0/0 offsets:
that means "no position", not a wrong one.
https://platform.openai.com/docs/api-reference/chat/object
https://openrouter.ai/docs/features/web-search
"""

from __future__ import annotations

from typing import Any

from ... import model
from .base import Paste, Provider, answer_reader, as_dict, as_int, as_list, dig, text_of
from .common import (
    finish,
    finish_warnings,
    incomplete,
    place,
    stream_error,
    usage_counts,
    verify_slice,
)
from .structured import build_answer

TRUNCATING = {"length", "model_length", "max_tokens"}
"""``length`` (OpenAI), ``model_length`` (Mistral): the token limit cut the answer."""
FAILING = {"content_filter", "error", "abort", "repetition", "insufficient_system_resource"}
REASONING_KEYS = ("reasoning_content", "reasoning", "thinking")


def _content_text(content: Any) -> str:
    """Message content as text: a string, or a list of ``{type: "text", text}`` parts (a
    part whose text is not a string, which fuzzing produced, is no text).

    >>> _content_text([{"type": "text", "text": "A"}, {"type": "text", "text": ["B"]}, "C"])
    'AC'
    """
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = (
            part.get("text") if isinstance(part, dict) else part
            for part in content
            if not isinstance(part, dict) or part.get("type") in (None, "text", "output_text")
        )
        return "".join(text for text in texts if isinstance(text, str))
    return ""


def _reasoning(obj: Any) -> str:
    """Reasoning fields, and Magistral's ``{type: "thinking", thinking: [{text}]}`` chunks
    in ``content`` (https://docs.mistral.ai/capabilities/reasoning/)."""
    if not isinstance(obj, dict):
        return ""
    found = [obj[k] for k in REASONING_KEYS if isinstance(obj.get(k), str)]
    content = obj.get("content")
    for part in content if isinstance(content, list) else []:
        if isinstance(part, dict) and part.get("type") == "thinking":
            inner = part.get("thinking")
            if isinstance(inner, list):
                found += [text_of(t.get("text")) for t in inner if isinstance(t, dict)]
            else:
                found.append(text_of(inner))
    return "".join(found)


def _annotations(value: Any) -> list[dict[str, Any]]:
    """The ``url_citation`` annotations of a message or delta, flattened (some gateways
    put the fields beside ``type`` instead of inside ``url_citation``)."""
    found = []
    for note in value if isinstance(value, list) else []:
        if isinstance(note, dict) and note.get("type") == "url_citation":
            inner = note.get("url_citation")
            found.append(inner if isinstance(inner, dict) else note)
    return found


def _cited(
    text: str, notes: list[dict[str, Any]]
) -> tuple[list[model.RawCitation], model.SourceSet | None]:
    """One provider citation per annotation, and the cited pages (one per URL) as the
    response's own sources: with the page text when the annotation carries ``content``."""
    pages: list[model.Source] = []
    citations: list[model.RawCitation] = []
    for note in notes:
        url, title = text_of(note.get("url")), text_of(note.get("title"))
        page = next((p for p in pages if url and p.url == url), None)
        if page is None:
            page = model.Source(
                len(pages) + 1,
                text_of(note.get("content")),
                title=title or None,
                url=url or None,
                metadata={"kind": "url_citation"},
            )
            pages.append(page)
        elif not page.text and text_of(note.get("content")):
            page.text = text_of(note["content"])
        start, end = note.get("start_index"), note.get("end_index")
        detail: dict[str, Any] = {
            "provider": "openai",
            "kind": "url_citation",
            "unit": "code points (0-based, end exclusive)",
            "raw": {"start_index": start, "end_index": end, "url": url, "title": title},
        }
        span: tuple[int, int] | None = None
        if start == end == 0 or not isinstance(start, int) or not isinstance(end, int):
            check = model.OffsetCheck.said("unchecked", None, model.Step("openai.whole_answer"))
            # Where the answer shows the cited URL, that is the citation's place.
            span = _find_link(text, url)
        else:
            # The span covers the inline link to the page: check that it names the page.
            shown = text[start:end] if 0 <= start <= end <= len(text) else None
            if shown is not None and url and url in shown:
                check, span = verify_slice(text, start, end, shown, "code points", place("answer"))
                check.reword(model.Step("openai.link"))
            else:
                check, span = verify_slice(
                    text, start, end, url or title, "code points", place("answer")
                )
        citations.append(
            model.RawCitation(
                str(page.number),
                start=span[0] if span else None,
                end=span[1] if span else None,
                mode="provider",
                index=page.number,
                detail=detail,
                check=check,
                binding=model.Binding("url", value=url, title=title or None),
            )
        )
    if not pages:
        return citations, None
    return citations, model.SourceSet(
        pages, "openai-url-citations", "pages cited by url_citation annotations"
    )


def _find_link(text: str, url: str) -> tuple[int, int] | None:
    if not url:
        return None
    at = text.find(url)
    if at < 0:
        at = text.find(url.rstrip("/"))
    return (at, at + len(url.rstrip("/"))) if at >= 0 else None


def _is_completion(obj: Any) -> bool:
    return isinstance(obj, dict) and isinstance(dig(obj, "choices", 0, "message"), dict)


def _is_chunk(obj: Any) -> bool:
    return isinstance(obj, dict) and (
        obj.get("object") == "chat.completion.chunk"
        or isinstance(dig(obj, "choices", 0, "delta"), dict)
    )


def _sniff(paste: Paste) -> bool:
    if _is_completion(paste.json):
        return True
    return any(_is_chunk(value) for _, value in paste.sse_json())


def _reason_warnings(reason: Any) -> tuple[bool, list[model.ReportWarning]]:
    return finish_warnings(reason, "finish_reason", TRUNCATING, FAILING)


def _parse_whole(obj: dict[str, Any]) -> model.Answer:
    choice = obj["choices"][0]
    message = choice["message"]
    reason = choice.get("finish_reason")
    truncated, warnings = _reason_warnings(reason)
    notes = []
    if len(obj["choices"]) > 1:
        notes.append(model.Note.of("choices", n=len(obj["choices"])))
    if isinstance(message.get("refusal"), str) and message["refusal"]:
        refusal = message["refusal"]
        warnings.append(
            model.ReportWarning("refusal", f"The model refused: {refusal}", {"refusal": refusal})
        )
    text = _content_text(message.get("content"))
    return _answer(
        text,
        _annotations(message.get("annotations")),
        "openai-chat",
        "an OpenAI-compatible chat completion",
        results=_search_results(message.get("executed_tools")),
        truncated=truncated,
        finish_reason=reason,
        usage=usage_counts(obj.get("usage") or dig(obj, "x_groq", "usage")),
        thinking=_reasoning(message),
        warnings=warnings,
        notes=notes,
    )


def _search_results(tools: Any) -> list[dict[str, Any]]:
    """Groq compound's ``executed_tools[].search_results.results[]`` ({title, url, content,
    score}): the pages its built-in web search read.
    https://console.groq.com/docs/compound"""
    found = []
    for tool in tools if isinstance(tools, list) else []:
        results = dig(tool, "search_results", "results")
        found += [r for r in results or [] if isinstance(r, dict)]
    return found


def _result_sources(results: list[dict[str, Any]]) -> model.SourceSet | None:
    sources = [
        model.Source(
            number,
            text_of(r.get("content")),
            title=text_of(r.get("title")) or None,
            url=text_of(r.get("url")) or None,
            metadata={"kind": "search_result", "score": r.get("score")},
        )
        for number, r in enumerate(results, 1)
    ]
    if not sources:
        return None
    return model.SourceSet(
        sources, "groq-search-results", "search results of the built-in web search"
    )


def _answer(
    text: str,
    notes_: list[dict[str, Any]],
    fmt: str,
    description: str,
    results: list[dict[str, Any]] | None = None,
    **kw: Any,
) -> model.Answer:
    """The Answer, with url_citation annotations as provider citations when there are any,
    and the built-in search's results as the response's own sources."""
    if not notes_:
        answer = build_answer(text, fmt, description, **kw)
        answer.sources = _result_sources(results or [])
        if answer.sources:
            answer.notes.append(model.Note.of("groq.search_results", n=len(answer.sources.sources)))
        return answer
    citations, pages = _cited(text, notes_)
    kw["notes"] = [
        *kw.get("notes", []),
        model.Note.of(
            "openai.url_citations", n=len(citations), pages=len(pages.sources) if pages else 0
        ),
    ]
    return finish(text, fmt, description, citations, sources=pages, **kw)


def _parse_stream(paste: Paste) -> model.Answer:
    parts: dict[int, list[str]] = {}
    thoughts: list[str] = []
    reason: str | None = None
    usage = model.Usage()
    warnings: list[model.ReportWarning] = []
    annotations: list[dict[str, Any]] = []
    results: list[dict[str, Any]] = []
    chunks, done = paste.sse_chunks()
    for event, value in chunks:
        if value.get("error"):
            # Gateways (OpenRouter) send the error in-band, in a chunk that still has choices.
            message = dig(value, "error", "message") or value["error"]
            warnings.append(stream_error(event.line, message))
            if not value.get("choices"):
                continue
        if isinstance(value.get("usage"), dict):
            usage = usage_counts(value["usage"])
        elif isinstance(dig(value, "x_groq", "usage"), dict):
            # Groq puts the stream's token counts in its own field of the last chunk.
            usage = usage_counts(value["x_groq"]["usage"])
        for choice in as_list(value.get("choices")):
            if not isinstance(choice, dict):
                continue
            index = choice.get("index", 0) if isinstance(choice.get("index"), int) else 0
            delta = as_dict(choice.get("delta"))
            parts.setdefault(index, []).append(_content_text(delta.get("content")))
            if index == min(parts):
                thoughts.append(_reasoning(delta))
                annotations += _annotations(delta.get("annotations"))
                results += _search_results(delta.get("executed_tools"))
            if choice.get("finish_reason"):
                reason = choice["finish_reason"]
    if not done:
        warnings.append(incomplete("data: [DONE]", "data: [DONE]"))
    truncated, more = _reason_warnings(reason)
    notes = []
    if len(parts) > 1:
        notes.append(model.Note.of("stream_choices", n=len(parts)))
    first = min(parts) if parts else 0
    return _answer(
        "".join(parts.get(first, [])),
        annotations,
        "openai-chat-stream",
        "an OpenAI-compatible chat completion stream",
        results=results,
        truncated=truncated,
        finish_reason=reason,
        usage=usage,
        thinking="".join(thoughts),
        warnings=warnings + more,
        notes=notes,
    )


def _parse(paste: Paste) -> model.Answer:
    if _is_completion(paste.json):
        return _parse_whole(paste.json)
    if paste.sse:
        return _parse_stream(paste)
    raise paste.json_error or model.InputError("answer", "not an OpenAI-compatible chat completion")


LEGACY_STOPS = {"stopped_limit": "limit", "stopped_eos": "eos", "stopped_word": "word"}
"""llama.cpp ``/completion`` stop flags before ``stop_type`` (2024 servers), as stop types."""


# llama.cpp server's native /completion endpoint: {content, stop, stop_type, truncated,
# tokens_predicted, tokens_evaluated}; stop_type "limit" means the token limit cut it.
# https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md
def _is_llamacpp(obj: Any) -> bool:
    return (
        isinstance(obj, dict)
        and isinstance(obj.get("content"), str)
        and any(k in obj for k in ("stop_type", "tokens_predicted", *LEGACY_STOPS))
    )


def _sniff_llamacpp(paste: Paste) -> bool:
    if _is_llamacpp(paste.json):
        return True
    return any(_is_llamacpp(v) for _, v in paste.sse_json()) and not any(
        _is_chunk(v) for _, v in paste.sse_json()
    )


def _parse_llamacpp(paste: Paste) -> model.Answer:
    if _is_llamacpp(paste.json):
        chunks, stream = [paste.json], False
    else:
        chunks = [v for _, v in paste.sse_json() if isinstance(v, dict)]
        stream = True
    if not chunks:
        raise paste.json_error or model.InputError("answer", "not a llama.cpp /completion response")
    final = next((c for c in reversed(chunks) if c.get("stop") is True), None)
    warnings: list[model.ReportWarning] = []
    if stream and final is None:
        warnings.append(
            model.ReportWarning(
                "stream_incomplete",
                "The stream ended without its final chunk (stop: true).",
                {"event": "stop: true"},
            )
        )
    reason, field = (final.get("stop_type"), "stop_type") if final else (None, "stop_type")
    if final and not isinstance(reason, str):
        # Older llama.cpp servers say stopped_eos / stopped_limit / stopped_word instead.
        flag = next((k for k in LEGACY_STOPS if final.get(k) is True), None)
        reason, field = (LEGACY_STOPS[flag], flag) if flag else (None, field)
    truncated = reason == "limit"
    if truncated:
        shown = '"limit"' if field == "stop_type" else "true"
        warnings.append(
            model.ReportWarning(
                "truncated",
                f"The answer was cut off by the token limit ({field}: {shown}).",
                {"field": field, "reason": shown.strip('"')},
            )
        )
    usage = (
        model.Usage(as_int(final.get("tokens_evaluated")), as_int(final.get("tokens_predicted")))
        if final
        else model.Usage()
    )
    return build_answer(
        "".join(c.get("content", "") for c in chunks if isinstance(c.get("content"), str)),
        "llamacpp-completion" + ("-stream" if stream else ""),
        "a llama.cpp /completion " + ("stream" if stream else "response"),
        truncated=truncated,
        finish_reason=reason,
        usage=usage,
        warnings=warnings,
    )


PROVIDER = Provider(
    "openai-chat",
    answers=(
        answer_reader(
            "openai-chat", "OpenAI-compatible chat completion (whole or SSE stream)", _sniff, _parse
        ),
        answer_reader(
            "llamacpp-completion",
            "llama.cpp /completion (whole or stream)",
            _sniff_llamacpp,
            _parse_llamacpp,
        ),
    ),
)
