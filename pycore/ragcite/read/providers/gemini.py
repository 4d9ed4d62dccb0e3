"""Google Gemini / Vertex AI ``generateContent`` with ``groundingMetadata``.

https://ai.google.dev/api/generate-content#GroundingMetadata — the answer is the
concatenation of ``candidates[0].content.parts[].text``, skipping ``thought: true`` parts.
``groundingSupports[].segment`` locates a span of the *answer* in **UTF-8 bytes** of the
part ``partIndex``; proto3 JSON omits zero values, so a missing ``startIndex`` or
``partIndex`` is 0. ``groundingChunkIndices`` are 0-based into ``groundingChunks``, whose
``retrievedContext.text`` is the source text (web chunks carry only a URI and title).
Streams: ``alt=sse`` ``data:`` events, or a JSON array of responses; grounding metadata
arrives with the last chunks and its offsets are read against the whole streamed text.
``finishReason: MAX_TOKENS`` = truncated.

Sources: grounding chunks pasted on their own (a response, its ``groundingMetadata`` or
the chunk list).
"""

from __future__ import annotations

from typing import Any

from ... import model
from ..offsets import locate
from ..sources import load_json
from .base import (
    Paste,
    Provider,
    answer_reader,
    as_dict,
    as_int,
    as_list,
    dig,
    obj_of,
    sources_reader,
    sse_values,
    text_of,
)
from .common import Stops, finish, place, usage_counts, verify_slice

TRUNCATING = {"MAX_TOKENS"}
ABNORMAL = {
    "SAFETY",
    "RECITATION",
    "BLOCKLIST",
    "PROHIBITED_CONTENT",
    "SPII",
    "MALFORMED_FUNCTION_CALL",
    "OTHER",
    "LANGUAGE",
    "IMAGE_SAFETY",
}
STOPS = Stops("finishReason", TRUNCATING, ABNORMAL)


def _is_response(obj: Any) -> bool:
    return (
        isinstance(obj, dict)
        and isinstance(obj.get("candidates"), list)
        and (not obj["candidates"] or isinstance(obj["candidates"][0], dict))
    )


def _chunks(paste: Paste) -> tuple[list[dict[str, Any]], bool] | None:
    """The response objects and whether they came as a stream, or None."""
    whole = paste.json
    if _is_response(whole):
        return [whole], False
    if isinstance(whole, list) and whole and all(_is_response(v) for v in whole):
        return whole, True
    events = [v for _, v in sse_values(paste) if _is_response(v)]
    return (events, True) if events else None


def _sniff(paste: Paste) -> bool:
    return _chunks(paste) is not None


def _chunk_source(number: int, chunk: Any) -> model.Source:
    ctx = dig(chunk, "retrievedContext")
    web = dig(chunk, "web")
    if isinstance(ctx, dict):
        text = text_of(ctx.get("text")) or text_of(dig(ctx, "ragChunk", "text"))
        meta = {k: v for k, v in ctx.items() if k not in ("text", "uri", "title", "ragChunk")}
        return model.Source(
            number=number,
            text=text,
            title=text_of(ctx.get("title")) or None,
            url=text_of(ctx.get("uri")) or None,
            metadata={"kind": "retrievedContext", **meta},
        )
    if isinstance(web, dict):
        return model.Source(
            number=number,
            text="",
            title=text_of(web.get("title")) or None,
            url=text_of(web.get("uri")) or None,
            metadata={"kind": "web", "note": "web chunks carry no page text"},
        )
    return model.Source(number=number, text="", metadata={"kind": "unknown"})


def _locate(
    part_index: Any,
    start: Any,
    end: Any,
    expected: str,
    parts: list[tuple[str, bool]],
    offsets: list[int],
    whole: str,
    stream: bool,
) -> tuple[model.OffsetCheck, tuple[int, int] | None]:
    """Where a segment is in the answer: its byte offsets read in its part, else a search.

    ``partIndex`` is tried as an index over all parts and, when thought parts come first,
    over the answer parts only (the API docs do not say which); whichever matches is named.
    """
    if stream:
        # Offsets of a streamed answer are counted over the whole text, not one part.
        return verify_slice(whole, start, end, expected, "UTF-8 bytes", place("streamed_answer"))
    answer_parts = [i for i, (_, thought) in enumerate(parts) if not thought]
    # Gemini 3 puts tool parts (toolCall / toolResponse / functionCall) before the text;
    # its segments then count text parts only (partIndex omitted = text part 0).
    text_parts = [i for i in answer_parts if parts[i][0]]
    tries: list[tuple[int, dict[str, Any]]] = []
    if isinstance(part_index, int) and not isinstance(part_index, bool):
        if 0 <= part_index < len(parts) and not parts[part_index][1]:
            tries.append((part_index, place("part", part_index)))
        if 0 <= part_index < len(answer_parts) and answer_parts[part_index] != part_index:
            tries.append((answer_parts[part_index], place("answer_part", part_index)))
        if 0 <= part_index < len(text_parts) and all(text_parts[part_index] != i for i, _ in tries):
            skipped = len(parts) - len(text_parts)
            tries.append((text_parts[part_index], place("text_part", part_index, skipped)))
    first: model.OffsetCheck | None = None
    for index, where in tries:
        check, span = verify_slice(parts[index][0], start, end, expected, "UTF-8 bytes", where)
        if check.status in ("verified", "other_unit") and span is not None:
            return check, (span[0] + offsets[index], span[1] + offsets[index])
        first = first or check
    if (
        isinstance(part_index, int)
        and 0 <= part_index < len(parts)
        and parts[part_index][1]
        and not tries
    ):
        params: dict[str, Any] = {"part": part_index}
        why = "thought_part"
    elif not tries:
        why, params = "no_part", {"part": part_index}
    else:
        shown = first.slice if first else None
        why, params = ("out_of_range", {}) if shown is None else ("shows", {"shown": repr(shown)})
    found = locate(whole, expected, near=offsets[tries[0][0]] if tries else None)
    # Why the segment was searched for, and whether it was found: one sentence.
    check = model.OffsetCheck.said(
        "searched" if found else "not_found",
        False,
        model.Step(f"gemini.{why}.found", {**params, "start": found[0], "end": found[1]})
        if found
        else model.Step(f"gemini.{why}.missing", params),
        stated_unit="UTF-8 bytes",
        slice=first.slice if first else None,
        found=list(found) if found else None,
    )
    return check, found


def _grounding(
    metadata: dict[str, Any],
    parts: list[tuple[str, bool]],
    offsets: list[int],
    whole: str,
    stream: bool,
) -> list[model.RawCitation]:
    citations: list[model.RawCitation] = []
    chunks = as_list(metadata.get("groundingChunks"))
    for number, support in enumerate(as_list(metadata.get("groundingSupports")), 1):
        if not isinstance(support, dict):
            continue
        seg = obj_of(support.get("segment"))
        # proto3 JSON drops zero values: missing startIndex / partIndex mean 0.
        part_index = seg.get("partIndex", 0)
        start, end = seg.get("startIndex", 0), seg.get("endIndex")
        expected = text_of(seg.get("text"))
        raw = {
            "partIndex": part_index,
            "startIndex": start,
            "endIndex": end,
            "text": expected,
            "omitted": [k for k in ("partIndex", "startIndex") if k not in seg],
        }
        check, span = _locate(part_index, start, end, expected, parts, offsets, whole, stream)
        indices = as_list(support.get("groundingChunkIndices"))
        scores = as_list(support.get("confidenceScores"))
        for k, chunk_index in enumerate(indices):
            ci = as_int(chunk_index)
            detail = {
                "provider": "gemini",
                "kind": "groundingSupport",
                "support": number,
                "unit": "UTF-8 bytes of the part text",
                "raw": raw,
                "groundingChunkIndex": ci,
                "confidence": scores[k] if k < len(scores) else None,
            }
            if ci is not None and 0 <= ci < len(chunks):
                chunk = chunks[ci]
                detail["chunk"] = {
                    "title": text_of(
                        dig(chunk, "retrievedContext", "title") or dig(chunk, "web", "title")
                    )
                    or None,
                    "uri": text_of(
                        dig(chunk, "retrievedContext", "uri") or dig(chunk, "web", "uri")
                    )
                    or None,
                }
            detail["note"] = f"groundingChunkIndices {ci} (0-based) is chunk [{(ci or 0) + 1}]."
            citations.append(
                model.RawCitation(
                    str(ci + 1) if ci is not None else "?",
                    start=span[0] if span else None,
                    end=span[1] if span else None,
                    mode="provider",
                    index=ci + 1 if ci is not None else None,
                    detail=detail,
                    check=check,
                    binding=model.Binding("own_source", index=ci + 1) if ci is not None else None,
                )
            )
    return citations


def _parse(paste: Paste) -> model.Answer:
    found = _chunks(paste)
    if found is None:
        raise paste.json_error or model.InputError(
            "answer", "not a Gemini generateContent response"
        )
    responses, stream = found
    parts: list[tuple[str, bool]] = []
    reason: str | None = None
    usage = model.Usage()
    metadata: dict[str, Any] = {}
    grounded_events = 0
    warnings: list[model.ReportWarning] = []
    notes: list[str] = []
    for response in responses:
        candidate = dig(response, "candidates", 0)
        if isinstance(dig(response, "error"), dict):
            warnings.append(
                model.ReportWarning(
                    "stream_error",
                    f"The response carries an error: {dig(response, 'error', 'message')}",
                    {"error": str(dig(response, "error", "message"))},
                )
            )
        if isinstance(response.get("usageMetadata"), dict):
            meta = response["usageMetadata"]
            usage = usage_counts(meta, "promptTokenCount", "candidatesTokenCount")
        if not isinstance(candidate, dict):
            continue
        for part in as_list(dig(candidate, "content", "parts")):
            # Every part keeps its slot (a functionCall part has no text) so that
            # partIndex counts the same parts the API counted.
            if isinstance(part, dict):
                parts.append((text_of(part.get("text")), part.get("thought") is True))
        if isinstance(candidate.get("finishReason"), str):
            reason = candidate["finishReason"]
        grounding = candidate.get("groundingMetadata")
        if isinstance(grounding, dict) and (
            grounding.get("groundingSupports") or grounding.get("groundingChunks")
        ):
            metadata = grounding
            grounded_events += 1
    answer_parts: list[str] = []
    offsets: list[int] = []
    pos = 0
    for text, thought in parts:
        offsets.append(pos)
        if not thought:
            answer_parts.append(text)
            pos += len(text)
    whole = "".join(answer_parts)
    thinking = "".join(t for t, thought in parts if thought)
    if stream and grounded_events > 1:
        notes.append(model.Note.of("gemini.grounding_events", n=grounded_events))
    citations = _grounding(metadata, parts, offsets, whole, stream)
    if len(as_list(dig(responses[0], "candidates"))) > 1:
        notes.append(model.Note.of("gemini.candidates"))
    chunks = as_list(metadata.get("groundingChunks"))
    sources = [_chunk_source(i, c) for i, c in enumerate(chunks, 1)]
    extra: dict[str, Any] = {}
    for key in ("webSearchQueries", "retrievalQueries"):
        if metadata.get(key):
            extra[f"gemini_{key}"] = metadata[key]
    if citations:
        flagged = sum(1 for c in citations if not (c.check and c.check.ok))
        notes.append(
            model.Note.of("gemini.grounding_flagged", n=len(citations), flagged=flagged)
            if flagged
            else model.Note.of("gemini.grounding", n=len(citations))
        )
    return finish(
        whole,
        "gemini",
        "a Gemini generateContent",
        citations,
        stream=stream,
        reason=reason,
        stops=STOPS,
        usage=usage,
        thinking=thinking,
        warnings=warnings,
        notes=notes,
        sources=model.SourceSet(
            sources, "gemini-grounding-chunks", "grounding chunks in the Gemini response"
        ),
        extra=extra,
    )


# --- Sources: grounding chunks ----------------------------------------------------------


def _gemini_chunks(value: Any) -> list[Any] | None:
    if isinstance(value, dict):
        meta = value
        candidates = value.get("candidates")
        if isinstance(candidates, list) and candidates and isinstance(candidates[0], dict):
            meta = as_dict(candidates[0].get("groundingMetadata"))
        value = meta.get("groundingChunks") if isinstance(meta, dict) else None
    if (
        isinstance(value, list)
        and value
        and all(isinstance(c, dict) and ("retrievedContext" in c or "web" in c) for c in value)
    ):
        return value
    return None


def read_chunks(text: str) -> model.SourceSet | None:
    chunks = _gemini_chunks(load_json(text))
    if chunks is None:
        return None
    sources = []
    for number, chunk in enumerate(chunks, 1):
        ctx = as_dict(chunk.get("retrievedContext") or chunk.get("web"))
        body = text_of(ctx.get("text")) or text_of((as_dict(ctx.get("ragChunk"))).get("text"))
        sources.append(
            model.Source(
                number=number,
                text=body,
                title=text_of(ctx.get("title")) or None,
                url=text_of(ctx.get("uri")) or None,
                metadata={"kind": "retrievedContext" if "retrievedContext" in chunk else "web"},
            )
        )
    return model.SourceSet(sources, "gemini-chunks", "Gemini grounding chunks")


PROVIDER = Provider(
    "gemini",
    answers=(
        answer_reader(
            "gemini",
            "Gemini / Vertex AI generateContent with grounding (whole or stream)",
            _sniff,
            _parse,
        ),
    ),
    sources=(sources_reader("gemini-chunks", "Gemini grounding chunks", read_chunks),),
)
