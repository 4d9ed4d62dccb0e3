"""OpenAI Responses API, whole or as the SSE stream.

https://platform.openai.com/docs/api-reference/responses/object — text lives in
``output[]`` items of ``type: "message"``, in ``content[]`` parts of ``type: "output_text"``
(``output_text`` on the response is only an SDK property). Annotations on a part:
``url_citation {start_index, end_index, url, title}`` (a span over the inline link),
``file_citation {file_id, filename, index}`` (an insertion point, no span) and
``container_file_citation {start_index, end_index, ...}``; offsets count code points of
that part's text. ``file_search_call.results`` (when included) carry the retrieved chunks,
which become the answer's own sources. ``status: "incomplete"`` with
``incomplete_details.reason: "max_output_tokens"`` means truncated.
"""

from __future__ import annotations

from typing import Any

from ... import model
from ..offsets import to_chars
from .base import Paste, Provider, answer_reader, as_dict, as_int, as_list, dig, sse_values, text_of
from .common import finish, incomplete, stop_warning, stream_error, truncation, usage_counts

TERMINAL = {"response.completed", "response.incomplete", "response.failed"}


def _is_response(obj: Any) -> bool:
    return (
        isinstance(obj, dict)
        and isinstance(obj.get("output"), list)
        and (obj.get("object") == "response" or "status" in obj)
    )


def _sniff(paste: Paste) -> bool:
    if _is_response(paste.json):
        return True
    return any(
        isinstance(v, dict) and text_of(v.get("type")).startswith("response.")
        for _, v in sse_values(paste)
    )


def _citation(note: dict[str, Any], part: str, offset: int) -> model.RawCitation | None:
    kind = note.get("type") if isinstance(note.get("type"), str) else None
    detail: dict[str, Any] = {
        "provider": "openai-responses",
        "kind": kind,
        "raw": dict(note),
        "unit": "code points of the output_text part",
    }
    if kind in ("url_citation", "container_file_citation"):
        start, end = note.get("start_index"), note.get("end_index")
        span = (
            to_chars(part, start, end, "code points")
            if isinstance(start, int) and isinstance(end, int)
            else None
        )
        if kind == "url_citation":
            label = text_of(note.get("url")) or text_of(note.get("title")) or "?"
            binding = model.Binding(
                "url", value=text_of(note.get("url")), title=text_of(note.get("title"))
            )
        else:
            label = text_of(note.get("filename")) or text_of(note.get("file_id")) or "?"
            binding = _file_binding(note)
        if span is None:
            check = model.OffsetCheck.said(
                "out_of_range",
                False,
                model.Step(
                    "openai.span_out_of_range", {"start": start, "end": end, "n": len(part)}
                ),
            )
            return model.RawCitation(
                label, mode="provider", detail=detail, check=check, binding=binding
            )
        shown = part[span[0] : span[1]]
        return model.RawCitation(
            label,
            start=offset + span[0],
            end=offset + span[1],
            mode="provider",
            detail=detail,
            check=_link_check(shown, note),
            binding=binding,
        )
    if kind == "file_citation":
        at = as_int(note.get("index"))
        label = text_of(note.get("filename")) or text_of(note.get("file_id")) or "?"
        binding = _file_binding(note)
        if at is None or not 0 <= at <= len(part):
            check = model.OffsetCheck.said(
                "out_of_range",
                False,
                model.Step("openai.index_out_of_range", {"at": at, "n": len(part)}),
            )
            return model.RawCitation(
                label, mode="provider", detail=detail, check=check, binding=binding
            )
        # file_citation has no span: index is where the citation is inserted, so the
        # citation is a zero-width point that belongs to the sentence it ends.
        check = model.OffsetCheck.said("verified", True, model.Step("openai.insertion_point"))
        return model.RawCitation(
            label,
            start=offset + at,
            end=offset + at,
            mode="provider",
            detail=detail,
            check=check,
            binding=binding,
        )
    return None


def _file_binding(note: dict[str, Any]) -> model.Binding:
    return model.Binding(
        "file", value=text_of(note.get("file_id")), title=text_of(note.get("filename"))
    )


def _link_check(shown: str, note: dict[str, Any]) -> model.OffsetCheck:
    """A url_citation span covers the inline link; say whether it shows that link."""
    url, title = text_of(note.get("url")), text_of(note.get("title"))
    host = url.split("://", 1)[-1].split("/", 1)[0].removeprefix("www.") if url else ""
    marks = [m for m in (url, title, host) if m]
    if not marks:
        return model.OffsetCheck.said("unchecked", None, model.Step("openai.no_link"), slice=shown)
    if any(m in shown for m in marks):
        return model.OffsetCheck.said(
            "verified", True, model.Step("openai.shows_link"), slice=shown
        )
    return model.OffsetCheck.said(
        "span_without_link", False, model.Step("openai.span_without_link"), slice=shown
    )


def _file_sources(output: list[Any]) -> list[model.Source]:
    found: list[model.Source] = []
    for item in output:
        if not isinstance(item, dict) or item.get("type") != "file_search_call":
            continue
        for result in as_list(item.get("results")):
            if isinstance(result, dict):
                meta = dict(as_dict(result.get("attributes")))
                if result.get("score") is not None:
                    meta["score"] = result["score"]
                found.append(
                    model.Source(
                        number=len(found) + 1,
                        text=text_of(result.get("text")),
                        id=text_of(result.get("file_id")) or None,
                        title=text_of(result.get("filename")) or None,
                        metadata=meta,
                    )
                )
    return found


def _url_sources(citations: list[model.RawCitation]) -> list[model.Source]:
    """The pages url_citations name, one per URL: a title and a URL, no text."""
    pages: list[model.Source] = []
    for cite in citations:
        how = cite.binding
        if cite.detail.get("kind") != "url_citation" or how is None or not how.value:
            continue
        if not any(p.url == how.value for p in pages):
            pages.append(
                model.Source(
                    len(pages) + 1,
                    "",
                    title=how.title or None,
                    url=str(how.value),
                    metadata={
                        "kind": "url_citation",
                        "note": "the page text is not in the response",
                    },
                )
            )
    return pages


def _build(
    response: dict[str, Any], warnings: list[model.ReportWarning], stream: bool
) -> model.Answer:
    output = [o for o in as_list(response.get("output")) if isinstance(o, dict)]
    parts: list[str] = []
    thinking: list[str] = []
    citations: list[model.RawCitation] = []
    warnings = list(warnings)
    pos = 0
    for item in output:
        if item.get("type") == "reasoning":
            for summary in as_list(item.get("summary")):
                if isinstance(summary, dict):
                    thinking.append(text_of(summary.get("text")))
            # Raw reasoning text (DeepSeek, open-weight models): content[] reasoning_text.
            for piece in item.get("content") or []:
                if isinstance(piece, dict) and piece.get("type") == "reasoning_text":
                    thinking.append(text_of(piece.get("text")))
            continue
        if item.get("type") != "message":
            continue
        for part in as_list(item.get("content")):
            if not isinstance(part, dict):
                continue
            if part.get("type") == "refusal":
                warnings.append(
                    model.ReportWarning(
                        "refusal",
                        f"The model refused: {part.get('refusal')}",
                        {"refusal": str(part.get("refusal"))},
                    )
                )
                continue
            if part.get("type") != "output_text":
                continue
            text = text_of(part.get("text"))
            for note in as_list(part.get("annotations")):
                if isinstance(note, dict):
                    cite = _citation(note, text, pos)
                    if cite is not None:
                        citations.append(cite)
            parts.append(text)
            pos += len(text)
    status = text_of(response.get("status")) or None
    reason = text_of(dig(response, "incomplete_details", "reason")) or None
    truncated = status == "incomplete" and reason == "max_output_tokens"
    if truncated:
        warnings.append(truncation(reason or "", "incomplete_details.reason"))
    elif status in ("incomplete", "failed", "cancelled"):
        why = reason or text_of(dig(response, "error", "message")) or status
        warnings.append(stop_warning(f"{status}: {why}", "status"))
    sources = _file_sources(output)
    kind, described = "openai-file-search", "file_search results in the response"
    if not sources:
        # url_citation pages: a title and a URL, no text; pasted pages bind by URL or title.
        sources = _url_sources(citations)
        kind, described = "openai-url-citations", "pages cited by url_citation annotations"
    return finish(
        "".join(parts),
        "openai-responses",
        "an OpenAI Responses API",
        citations,
        stream=stream,
        truncated=truncated,
        finish_reason=reason or status,
        usage=usage_counts(response.get("usage"), "input_tokens", "output_tokens"),
        thinking="\n\n".join(t for t in thinking if t),
        warnings=warnings,
        sources=model.SourceSet(sources, kind, described),
    )


def _from_events(paste: Paste) -> tuple[dict[str, Any], list[model.ReportWarning]]:
    """The response a stream describes: the terminal event's full response when it has
    one, else one rebuilt from the text deltas and annotation events."""
    warnings: list[model.ReportWarning] = []
    texts: dict[tuple[int, int], list[str]] = {}
    notes: dict[tuple[int, int], list[dict[str, Any]]] = {}
    summary: list[str] = []
    final: dict[str, Any] | None = None
    latest: dict[str, Any] = {}
    for event, value in sse_values(paste):
        if not isinstance(value, dict):
            continue
        kind = text_of(value.get("type"))
        key = (as_int(value.get("output_index")) or 0, as_int(value.get("content_index")) or 0)
        if isinstance(value.get("response"), dict):
            latest = value["response"]
        if kind == "response.output_text.delta":
            texts.setdefault(key, []).append(text_of(value.get("delta")))
        elif kind == "response.output_text.annotation.added" and isinstance(
            value.get("annotation"), dict
        ):
            notes.setdefault(key, []).append(value["annotation"])
        elif kind in ("response.reasoning_summary_text.delta", "response.reasoning_text.delta"):
            summary.append(text_of(value.get("delta")))
        elif kind in TERMINAL:
            final = value.get("response") if isinstance(value.get("response"), dict) else {}
        elif kind == "error":
            warnings.append(stream_error(event.line, value.get("message")))
    if final is None:
        warnings.append(
            incomplete(
                "a response.completed / response.incomplete event",
                "response.completed / response.incomplete",
            )
        )
        final = dict(latest)
    if any(
        isinstance(o, dict) and o.get("type") == "message" for o in as_list(final.get("output"))
    ):
        return final, warnings
    output: list[dict[str, Any]] = []
    if summary:
        output.append({"type": "reasoning", "summary": [{"text": "".join(summary)}]})
    for key in sorted(set(texts) | set(notes)):
        output.append(
            {
                "type": "message",
                "content": [
                    {
                        "type": "output_text",
                        "text": "".join(texts.get(key, [])),
                        "annotations": notes.get(key, []),
                    }
                ],
            }
        )
    rebuilt = dict(final)
    rebuilt["output"] = [
        o
        for o in as_list(final.get("output"))
        if isinstance(o, dict) and o.get("type") != "message"
    ] + output
    return rebuilt, warnings


def _parse(paste: Paste) -> model.Answer:
    if _is_response(paste.json):
        return _build(paste.json, [], stream=False)
    if paste.sse:
        response, warnings = _from_events(paste)
        return _build(response, warnings, stream=True)
    raise paste.json_error or model.InputError("answer", "not an OpenAI Responses API response")


PROVIDER = Provider(
    "openai-responses",
    answers=(
        answer_reader(
            "openai-responses", "OpenAI Responses API (whole or SSE stream)", _sniff, _parse
        ),
    ),
)
