"""AWS Bedrock: Knowledge Bases RetrieveAndGenerate (whole or stream) and Converse (whole or
stream, with document citations).

RetrieveAndGenerate
https://docs.aws.amazon.com/bedrock/latest/APIReference/API_agent-runtime_RetrieveAndGenerate.html
— the answer is ``output.text``; each ``citations[]`` item pairs a
``generatedResponsePart.textResponsePart`` (``text`` and a ``span {start, end}`` of
character offsets into the answer) with ``retrievedReferences[]`` (``content.text``, a
``location`` of type S3 / WEB / CONFLUENCE / SALESFORCE / SHAREPOINT / CUSTOM / KENDRA / SQL,
``metadata``). The references are the sources; the spans are the cited sentences. The
documentation does not say whether ``end`` is inclusive, so both readings are tried and
the one that matches is named. The stream (RetrieveAndGenerateStream, as an SDK prints it:
one JSON event per line or a JSON array) carries ``output {text}`` pieces and ``citation``
events with the same ``generatedResponsePart`` / ``retrievedReferences``.

Converse https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_Converse.html
— ``output.message.content[]`` blocks: ``text``, ``reasoningContent.reasoningText.text``
(kept apart) and ``citationsContent {content: [{text}], citations: [{title, sourceContent:
[{text}], location}]}``, where ``location`` is ``documentChar`` / ``documentPage`` /
``documentChunk`` ``{documentIndex, start, end}`` (0-based documentIndex over the request's
document blocks) or ``web {url, domain}``. ``stopReason`` ``max_tokens`` = truncated.
ConverseStream events: ``contentBlockDelta {delta: {text | reasoningContent | citation}}``,
``messageStop {stopReason}``, ``metadata {usage}``. The documents are in the request: paste
the Converse request (``messages[].content[].document``) as the sources to verify the
locations; ``sourceContent`` is the provider's excerpt meanwhile.
"""

from __future__ import annotations

from typing import Any

from ... import limits, model
from ..sources import load_json
from .base import Paste, Provider, answer_reader, as_int, as_list, dig, sources_reader, text_of
from .common import (
    Stops,
    finish,
    incomplete,
    place,
    placeholder,
    source_numbered,
    usage_counts,
    verify_slice,
)

TRUNCATING = {"max_tokens", "model_context_window_exceeded"}
ABNORMAL = {"guardrail_intervened", "content_filtered"}
STOPS = Stops("stopReason", TRUNCATING, ABNORMAL)
LOCATIONS = {
    "documentChar": "characters (0-based)",
    "documentPage": "pages",
    "documentChunk": "chunks (0-based)",
}


def _events(paste: Paste) -> list[dict[str, Any]] | None:
    """A stream as pasted: one JSON event per line, or a JSON array of events."""
    if isinstance(paste.json, list) and all(isinstance(e, dict) for e in paste.json):
        return list(paste.json)
    if paste.ndjson:
        return [value for _, value in paste.ndjson]
    return None


# --- RetrieveAndGenerate ---------------------------------------------------------------


def _is_rag(obj: Any) -> bool:
    return (
        isinstance(obj, dict)
        and isinstance(dig(obj, "output", "text"), str)
        and ("citations" in obj or "sessionId" in obj)
        and "message" not in (obj.get("output") or {})
    )


RAG_EVENTS = {"output", "citation", "guardrail", "sessionId"}


def _rag_events(paste: Paste) -> list[dict[str, Any]] | None:
    """Stream events: every one an output / citation / guardrail event, some with text."""
    events = _events(paste)
    if not events or not all(e and set(e) <= RAG_EVENTS for e in events):
        return None
    if not any(isinstance(dig(e, "output", "text"), str) for e in events):
        return None
    return events


def _sniff_rag(paste: Paste) -> bool:
    return _is_rag(paste.json) or _rag_events(paste) is not None


def _location(location: Any) -> tuple[str | None, str | None]:
    """(URL or URI, type) of a retrieved reference's location, whatever its kind."""
    if not isinstance(location, dict):
        return None, None
    for value in location.values():
        if isinstance(value, dict):
            found = text_of(value.get("uri")) or text_of(value.get("url"))
            if found:
                return found, text_of(location.get("type")) or None
    return None, text_of(location.get("type")) or None


def _reference_source(number: int, ref: dict[str, Any]) -> model.Source:
    url, kind = _location(ref.get("location"))
    metadata = dict(ref.get("metadata") or {}) if isinstance(ref.get("metadata"), dict) else {}
    title = None
    for key in ("x-amz-bedrock-kb-source-uri", "title", "name"):
        if isinstance(metadata.get(key), str) and key != "x-amz-bedrock-kb-source-uri":
            title = metadata[key]
            break
    page = metadata.get("x-amz-bedrock-kb-document-page-number")
    return model.Source(
        number=number,
        text=text_of(dig(ref, "content", "text")),
        title=title or (url.rsplit("/", 1)[-1] if url else None),
        url=url,
        page=str(page) if isinstance(page, int | float | str) and page != "" else None,
        metadata={"kind": "retrievedReference", "location_type": kind, **metadata},
    )


def _span(
    text: str, part: dict[str, Any]
) -> tuple[model.OffsetCheck, tuple[int, int] | None, bool]:
    """Verify a textResponsePart span, reading ``end`` as exclusive, then as inclusive;
    the flag says the inclusive reading is the one that matched."""
    expected = text_of(part.get("text"))
    start, end = dig(part, "span", "start"), dig(part, "span", "end")
    answer = place("answer")
    check, span = verify_slice(text, start, end, expected, "code points", answer)
    if check.status != "verified" and isinstance(end, int) and isinstance(start, int):
        inclusive, at = verify_slice(text, start, end + 1, expected, "code points", answer)
        if inclusive.status == "verified":
            inclusive.reword(model.Step("bedrock.span_inclusive"))
            return inclusive, at, True
    return check, span, False


def _rag_answer(
    text: str,
    citations_raw: list[Any],
    warnings: list[model.ReportWarning],
    stream: bool,
    extra: Any,
) -> model.Answer:
    sources: list[model.Source] = []
    keys: dict[tuple[str, str], int] = {}
    citations: list[model.RawCitation] = []
    for number, item in enumerate(citations_raw, 1):
        if not isinstance(item, dict):
            continue
        part = dig(item, "generatedResponsePart", "textResponsePart")
        part = part if isinstance(part, dict) else {}
        check, span, inclusive = (
            _span(text, part)
            if part
            else (
                model.OffsetCheck.said("unchecked", None, model.Step("bedrock.no_span")),
                None,
                False,
            )
        )
        for ref in as_list(item.get("retrievedReferences")):
            if not isinstance(ref, dict):
                continue
            source = _reference_source(len(sources) + 1, ref)
            # The same chunk cited twice is one source.
            key = (source.url or "", source.text)
            if key not in keys:
                keys[key] = source.number
                sources.append(source)
            index = keys[key]
            citations.append(
                model.RawCitation(
                    str(index),
                    start=span[0] if span else None,
                    end=span[1] if span else None,
                    mode="provider",
                    index=index,
                    detail={
                        "provider": "bedrock",
                        "kind": "retrievedReference",
                        "citation": number,
                        "unit": "code points of output.text",
                        "raw": {"span": part.get("span"), "text": part.get("text")},
                        "end_inclusive": inclusive,
                        "note": f"citation {number}'s reference is chunk [{index}] of the "
                        "response.",
                    },
                    check=check,
                    binding=model.Binding("own_source", index=index),
                )
            )
    if isinstance(extra, str) and extra == "INTERVENED":
        warnings.append(
            model.ReportWarning(
                "finish_reason",
                'A guardrail intervened (guardrailAction: "INTERVENED").',
                {"field": "guardrailAction", "reason": "INTERVENED"},
            )
        )
    notes: list[str] = [
        model.Note.of("bedrock.kb_citations", n=len(citations), chunks=len(sources))
    ]
    return finish(
        text,
        "bedrock-retrieve-and-generate",
        "a Bedrock Knowledge Bases RetrieveAndGenerate",
        citations,
        stream=stream,
        warnings=warnings,
        notes=notes,
        sources=model.SourceSet(
            sources, "bedrock-references", "retrieved references in the response"
        ),
    )


def _parse_rag(paste: Paste) -> model.Answer:
    obj = paste.json
    if _is_rag(obj):
        return _rag_answer(
            text_of(obj["output"]["text"]),
            as_list(obj.get("citations")),
            [],
            False,
            obj.get("guardrailAction"),
        )
    events = _rag_events(paste)
    if events is None:
        raise paste.json_error or model.InputError(
            "answer", "not a Bedrock RetrieveAndGenerate response"
        )
    text, cites, guard = "", [], None
    for event in events:
        text += text_of(dig(event, "output", "text"))
        cite = event.get("citation")
        if isinstance(cite, dict):
            # The event's own generatedResponsePart / retrievedReferences; older streams
            # nest them in a deprecated inner "citation".
            inner = cite.get("citation") if "generatedResponsePart" not in cite else None
            cites.append(inner if isinstance(inner, dict) else cite)
        if isinstance(dig(event, "guardrail", "action"), str):
            guard = event["guardrail"]["action"]
    return _rag_answer(text, cites, [], True, guard)


# --- Converse ----------------------------------------------------------------------------


def _is_converse(obj: Any) -> bool:
    return (
        isinstance(obj, dict)
        and isinstance(dig(obj, "output", "message", "content"), list)
        and ("stopReason" in obj or "usage" in obj)
    )


STREAM_KEYS = {"messageStart", "contentBlockStart", "contentBlockDelta", "contentBlockStop"}


def _converse_events(paste: Paste) -> list[dict[str, Any]] | None:
    events = _events(paste)
    if events and any(STREAM_KEYS & set(e) for e in events):
        return events
    return None


def _sniff_converse(paste: Paste) -> bool:
    return _is_converse(paste.json) or _converse_events(paste) is not None


def _joined(items: Any) -> str:
    return "".join(text_of(i.get("text")) for i in as_list(items) if isinstance(i, dict))


def _blocks_of(content: list[Any]) -> list[dict[str, Any]]:
    """Converse content as uniform blocks: {text, citations, reasoning}."""
    blocks = []
    for block in content:
        if not isinstance(block, dict):
            continue
        if "text" in block:
            blocks.append({"text": text_of(block["text"]), "citations": []})
        elif isinstance(block.get("citationsContent"), dict):
            inner = block["citationsContent"]
            blocks.append(
                {
                    "text": _joined(inner.get("content")),
                    "citations": as_list(inner.get("citations")),
                }
            )
        elif isinstance(block.get("reasoningContent"), dict):
            reasoning = text_of(dig(block, "reasoningContent", "reasoningText", "text"))
            blocks.append({"text": "", "citations": [], "reasoning": reasoning})
    return blocks


def _converse_citation(cite: dict[str, Any], start: int, end: int) -> model.RawCitation:
    location: dict[str, Any] = cite["location"] if isinstance(cite.get("location"), dict) else {}
    kind = next((k for k in location if k in LOCATIONS), None)
    where = location.get(kind) if kind else None
    excerpt = _joined(cite.get("sourceContent"))
    detail: dict[str, Any] = {
        "provider": "bedrock",
        "kind": kind or next(iter(location), "unknown"),
        "raw": {"location": location, "title": cite.get("title")},
        "excerpt": excerpt,
        "cited_text": excerpt,
    }
    check = model.OffsetCheck.said("pending", None, model.Step("bedrock.pending"))
    binding: model.Binding | None = None
    label, index = text_of(cite.get("title")) or "?", None
    if isinstance(where, dict):
        doc = as_int(where.get("documentIndex"))
        detail["unit"] = LOCATIONS[kind or ""]
        if doc is not None:
            label, index = str(doc + 1), doc + 1
            binding = model.Binding("document", index=doc)
            detail["note"] = f"documentIndex {doc} (0-based) is source [{doc + 1}]."
    elif isinstance(location.get("web"), dict):
        url = text_of(location["web"].get("url"))
        label = url or label
        binding = model.Binding("url", value=url, title=text_of(cite.get("title")) or None)
    return model.RawCitation(
        label,
        start=start,
        end=end,
        mode="provider",
        index=index,
        detail=detail,
        check=check,
        binding=binding,
    )


def _converse_answer(
    blocks: list[dict[str, Any]],
    reason: Any,
    usage: model.Usage,
    warnings: list[model.ReportWarning],
    stream: bool,
) -> model.Answer:
    parts: list[str] = []
    thinking: list[str] = []
    citations: list[model.RawCitation] = []
    pos = 0
    for block in blocks:
        if block.get("reasoning"):
            thinking.append(text_of(block["reasoning"]))
        text = text_of(block.get("text"))
        lead = len(text) - len(text.lstrip())
        start, end = pos + lead, max(pos + lead, pos + len(text.rstrip()))
        for cite in as_list(block.get("citations")):
            if isinstance(cite, dict):
                citations.append(_converse_citation(cite, start, end))
        parts.append(text)
        pos += len(text)
    # Placeholders keep documentIndex positions until the request is pasted as sources.
    # Never allocated past the cap: a citation of document 999999999 points to no source
    # (limits.MAX_MISSING_SOURCES), it does not make a billion placeholders.
    docs = {c.index for c in citations if c.index is not None}
    top = max((d for d in docs if d <= limits.MAX_MISSING_SOURCES), default=0)
    own = [
        placeholder(n, "a document of the Converse request", "converse_document")
        for n in range(1, top + 1)
    ]
    for cite in citations:
        title = cite.detail["raw"].get("title")
        if cite.index is not None and 1 <= cite.index <= top and isinstance(title, str) and title:
            own[cite.index - 1].title = title
            own[cite.index - 1].metadata.pop("placeholder", None)
    notes: list[str] = (
        [model.Note.of("bedrock.converse_citations", n=len(citations))] if citations else []
    )
    return finish(
        "".join(parts),
        "bedrock-converse",
        "a Bedrock Converse",
        citations,
        stream=stream,
        reason=reason,
        stops=STOPS,
        usage=usage,
        thinking="\n\n".join(t for t in thinking if t),
        warnings=warnings,
        notes=notes,
        sources=model.SourceSet(own, "bedrock-documents", "document slots of the Converse request"),
    )


def _parse_converse(paste: Paste) -> model.Answer:
    obj = paste.json
    if _is_converse(obj):
        return _converse_answer(
            _blocks_of(obj["output"]["message"]["content"]),
            obj.get("stopReason"),
            usage_counts(obj.get("usage"), "inputTokens", "outputTokens"),
            [],
            stream=False,
        )
    events = _converse_events(paste)
    if events is None:
        raise paste.json_error or model.InputError("answer", "not a Bedrock Converse response")
    blocks: dict[int, dict[str, Any]] = {}
    reason, usage, stopped = None, model.Usage(), False
    for event in events:
        delta = dig(event, "contentBlockDelta", "delta")
        if isinstance(delta, dict):
            at = as_int(dig(event, "contentBlockDelta", "contentBlockIndex")) or 0
            block = blocks.setdefault(at, {"text": "", "citations": [], "reasoning": ""})
            block["text"] += text_of(delta.get("text"))
            block["reasoning"] += text_of(dig(delta, "reasoningContent", "text"))
            if isinstance(delta.get("citation"), dict):
                block["citations"].append(delta["citation"])
        if isinstance(event.get("messageStop"), dict):
            reason, stopped = event["messageStop"].get("stopReason"), True
        if isinstance(dig(event, "metadata", "usage"), dict):
            usage = usage_counts(event["metadata"]["usage"], "inputTokens", "outputTokens")
    warnings = [] if stopped else [incomplete("its messageStop event", "messageStop")]
    return _converse_answer(
        [blocks[i] for i in sorted(blocks)], reason, usage, warnings, stream=True
    )


# --- the Converse request as the sources -----------------------------------------------


def _documents(value: Any) -> list[dict[str, Any]]:
    """The request's ``document`` blocks in order (what documentIndex counts)."""
    messages = value.get("messages") if isinstance(value, dict) else value
    found = []
    for message in messages if isinstance(messages, list) else []:
        content = message.get("content") if isinstance(message, dict) else None
        for block in content if isinstance(content, list) else []:
            if isinstance(block, dict) and isinstance(block.get("document"), dict):
                found.append(block["document"])
    return found


def read_request(text: str) -> model.SourceSet | None:
    docs = _documents(load_json(text))
    if not docs:
        return None
    sources = []
    extra: dict[str, Any] = {"blocks": {}}
    for i, doc in enumerate(docs):
        source: dict[str, Any] = doc["source"] if isinstance(doc.get("source"), dict) else {}
        meta: dict[str, Any] = {"kind": "document", "document_index": i}
        body = text_of(source.get("text"))
        if isinstance(source.get("content"), list):
            chunks = [text_of(c.get("text")) for c in source["content"] if isinstance(c, dict)]
            extra["blocks"][str(i + 1)] = chunks
            body = "\n".join(chunks)
        elif not body:
            meta["note"] = (
                f"a {text_of(doc.get('format')) or 'binary'} document: its text is not in the "
                "request, so citations into it cannot be checked here"
            )
        sources.append(
            model.Source(i + 1, body, title=text_of(doc.get("name")) or None, metadata=meta)
        )
    return model.SourceSet(
        sources,
        "bedrock-converse-request",
        f"a Bedrock Converse request ({len(docs)} documents)",
        extra=extra,
    )


def bind(answer: model.Answer, sources: model.SourceSet) -> None:
    """Verify Converse locations against the pasted request's documents; the cited text
    becomes the citation's quote once the document text is known."""
    for cite in answer.citations:
        if cite.detail.get("provider") != "bedrock" or cite.detail.get("kind") not in LOCATIONS:
            continue
        source = source_numbered(sources, cite.index)
        excerpt = text_of(cite.detail.get("cited_text"))
        if source is None or not source.text:
            cite.check = model.OffsetCheck.said(
                "unchecked", None, model.Step("bedrock.no_document_text", {"n": len(excerpt)})
            )
            continue
        cite.quote = excerpt or None
        where = cite.detail["raw"]["location"][cite.detail["kind"]]
        start, end = where.get("start"), where.get("end")
        name = place("source", source.number)
        if cite.detail["kind"] == "documentChar":
            check, _ = verify_slice(source.text, start, end, excerpt, "code points", name)
            if check.status != "verified" and isinstance(end, int):
                inclusive, _ = verify_slice(
                    source.text, start, end + 1, excerpt, "code points", name
                )
                if inclusive.status == "verified":
                    inclusive.add(model.Step("bedrock.end_inclusive"))
                    check = inclusive
        else:
            check = _pieces(source, sources, cite.detail["kind"], start, end, excerpt, name)
        cite.check = check


def _pieces(
    source: model.Source,
    sources: model.SourceSet,
    kind: str,
    start: Any,
    end: Any,
    excerpt: str,
    name: dict[str, Any],
) -> model.OffsetCheck:
    """documentPage (pages split by form feeds) and documentChunk (the request's content
    chunks): is the excerpt in the pieces the location names?"""
    if kind == "documentPage":
        pieces, noun, base = source.text.split("\f"), "page", 1
    else:
        pieces, noun, base = (
            sources.extra.get("blocks", {}).get(str(source.number)) or [],
            "chunk",
            0,
        )
    if len(pieces) < 2 and kind == "documentPage":
        return model.OffsetCheck.said("unchecked", None, model.Step("bedrock.no_pages", name))
    needle = excerpt.strip()
    if isinstance(start, int) and isinstance(end, int):
        for stop in (end, end + 1):  # exclusive, else inclusive
            chosen = pieces[max(0, start - base) : max(0, stop - base)]
            if needle and needle in "\n".join(chosen):
                return model.OffsetCheck.said(
                    "verified",
                    True,
                    model.Step(f"bedrock.in_{noun}s", {"first": start, "last": stop - 1, **name}),
                )
    hits = [i + base for i, piece in enumerate(pieces) if needle and needle in piece]
    span = {"first": start, "last": end, **name}
    return model.OffsetCheck.said(
        "searched" if hits else "not_found",
        False,
        model.Step(f"bedrock.other_{noun}", {**span, "hit": hits[0]})
        if hits
        else model.Step(f"bedrock.no_{noun}", span),
    )


PROVIDER = Provider(
    "bedrock",
    answers=(
        answer_reader(
            "bedrock-retrieve-and-generate",
            "Bedrock Knowledge Bases RetrieveAndGenerate (whole or stream)",
            _sniff_rag,
            _parse_rag,
        ),
        answer_reader(
            "bedrock-converse",
            "Bedrock Converse with document citations (whole or stream)",
            _sniff_converse,
            _parse_converse,
        ),
    ),
    sources=(
        sources_reader(
            "bedrock-converse-request", "Bedrock Converse request documents", read_request
        ),
    ),
    bind=bind,
)
