"""Provider request shapes pasted as the sources, read ahead of the generic JSON reader.

- Anthropic: the request (or its ``messages``, or a list of blocks) with ``document`` blocks
  (``source`` of type ``text`` or ``content``) and ``search_result`` blocks. Their order is
  what ``document_index`` / ``search_result_index`` count, so it is kept in metadata, and a
  custom-content document's blocks are kept for ``content_block_location`` checks.
- Vertex AI check grounding request: ``facts[{factText, attributes}]``; its
  ``answerCandidate`` is kept in ``SourceSet.extra``.
- Cohere v2 ``documents[{id, data: {...}}]`` (the text is inside ``data``).
- Gemini grounding chunks (a response, its ``groundingMetadata`` or the chunk list).
- Mistral references: the tool's ``{"0": {...}, "1": {...}}`` map, ids kept.

Every reader answers None for "not my shape" and never raises: broken JSON is reported by
the generic ``json`` reader that runs after them.
"""

from __future__ import annotations

from typing import Any

from .model import Source, SourceSet
from .sources import load_json, register, source_from_object


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


# --- Anthropic -------------------------------------------------------------------------

_BLOCK_TYPES = ("document", "search_result")


def _anthropic_blocks(value: Any) -> list[dict[str, Any]]:
    """Document and search_result blocks in request order, wherever they sit."""
    found: list[dict[str, Any]] = []

    def walk(node: Any, depth: int) -> None:
        if depth > 6:
            return
        if isinstance(node, list):
            for item in node:
                walk(item, depth + 1)
        elif isinstance(node, dict):
            if node.get("type") in _BLOCK_TYPES:
                found.append(node)
                return
            # Only the keys where the Messages API nests content blocks.
            for key in ("messages", "content", "documents", "system"):
                if isinstance(node.get(key), list):
                    walk(node[key], depth + 1)

    walk(value, 0)
    return found


def _block_texts(content: Any) -> list[str]:
    if isinstance(content, str):
        return [content]
    if isinstance(content, list):
        return [
            _str(b.get("text"))
            for b in content
            if isinstance(b, dict) and b.get("type") in ("text", None)
        ]
    return []


@register("anthropic-request", "Anthropic request documents / search results", before="json")
def read_anthropic(text: str) -> SourceSet | None:
    value = load_json(text)
    blocks = _anthropic_blocks(value) if value is not None else []
    if not blocks:
        return None
    sources: list[Source] = []
    extra: dict[str, Any] = {"blocks": {}, "pages": {}}
    counts = {"document": 0, "search_result": 0}
    for block in blocks:
        number = len(sources) + 1
        kind = block["type"]
        meta: dict[str, Any] = {"kind": kind, f"{kind}_index": counts[kind]}
        counts[kind] += 1
        if isinstance(block.get("context"), str):
            meta["context"] = block["context"]
        title = _str(block.get("title")) or None
        url = None
        if kind == "search_result":
            parts = _block_texts(block.get("content"))
            url = _str(block.get("source")) or None
            extra["blocks"][str(number)] = parts
            body = "\n".join(parts)
        else:
            src = block.get("source") if isinstance(block.get("source"), dict) else {}
            src_type = _str(src.get("type"))
            meta["source_type"] = src_type
            if src_type == "text":
                body = _str(src.get("data"))
                if "\f" in body:
                    # pdftotext-style page breaks make page_location citations checkable.
                    extra["pages"][str(number)] = body.split("\f")
            elif src_type == "content":
                parts = _block_texts(src.get("content"))
                extra["blocks"][str(number)] = parts
                body = "\n".join(parts)
            else:
                body = ""
                url = _str(src.get("url")) or None
                meta["note"] = (
                    f"a {src_type or 'non-text'} document: its text is not in the "
                    "request, so citations into it cannot be checked here"
                )
        sources.append(Source(number=number, text=body, title=title, url=url, metadata=meta))
    described = " and ".join(
        f"{n} {k.replace('_', ' ')}{'s' if n != 1 else ''}" for k, n in counts.items() if n
    )
    return SourceSet(
        sources, "anthropic-request", f"an Anthropic request ({described})", extra=extra
    )


# --- Vertex AI check grounding ---------------------------------------------------------


@register("vertex-grounding-request", "Vertex AI check grounding request (facts)", before="json")
def read_vertex_request(text: str) -> SourceSet | None:
    value = load_json(text)
    if not isinstance(value, dict) or not isinstance(value.get("facts"), list):
        return None
    facts = value["facts"]
    if not (
        "answerCandidate" in value or any(isinstance(f, dict) and "factText" in f for f in facts)
    ):
        return None
    sources = [
        source_from_object(i, f) if isinstance(f, dict) else Source(i, str(f))
        for i, f in enumerate(facts, 1)
    ]
    extra: dict[str, Any] = {}
    if isinstance(value.get("answerCandidate"), str):
        extra["answer_candidate"] = value["answerCandidate"]
    if isinstance(value.get("groundingSpec"), dict):
        extra["grounding_spec"] = value["groundingSpec"]
    return SourceSet(
        sources,
        "vertex-grounding-request",
        "a Vertex AI check grounding request (facts)",
        extra=extra,
    )


# --- Cohere v2 documents ---------------------------------------------------------------


@register("cohere-documents", "Cohere documents with data objects", before="json")
def read_cohere(text: str) -> SourceSet | None:
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
            sources.append(Source(number=number, text=doc))
            continue
        if not isinstance(doc, dict):
            return None
        data = doc.get("data") if isinstance(doc.get("data"), dict) else doc
        source = source_from_object(number, data)
        if not source.text:
            # Cohere shows the model every field of data; together they are the text.
            source.text = "\n".join(
                f"{k}: {v}" for k, v in data.items() if isinstance(v, str | int | float)
            )
        source.id = _str(doc.get("id")) or source.id
        sources.append(source)
    return SourceSet(sources, "cohere-documents", "Cohere documents (data objects)")


# --- Gemini grounding chunks -----------------------------------------------------------


def _gemini_chunks(value: Any) -> list[Any] | None:
    if isinstance(value, dict):
        meta = value
        candidates = value.get("candidates")
        if isinstance(candidates, list) and candidates and isinstance(candidates[0], dict):
            meta = candidates[0].get("groundingMetadata") or {}
        value = meta.get("groundingChunks") if isinstance(meta, dict) else None
    if (
        isinstance(value, list)
        and value
        and all(isinstance(c, dict) and ("retrievedContext" in c or "web" in c) for c in value)
    ):
        return value
    return None


@register("gemini-chunks", "Gemini grounding chunks", before="json")
def read_gemini(text: str) -> SourceSet | None:
    chunks = _gemini_chunks(load_json(text))
    if chunks is None:
        return None
    sources = []
    for number, chunk in enumerate(chunks, 1):
        ctx = chunk.get("retrievedContext") or chunk.get("web") or {}
        body = _str(ctx.get("text")) or _str((ctx.get("ragChunk") or {}).get("text"))
        sources.append(
            Source(
                number=number,
                text=body,
                title=_str(ctx.get("title")) or None,
                url=_str(ctx.get("uri")) or None,
                metadata={"kind": "retrievedContext" if "retrievedContext" in chunk else "web"},
            )
        )
    return SourceSet(sources, "gemini-chunks", "Gemini grounding chunks")


# --- Mistral references ----------------------------------------------------------------


@register("mistral-references", "Mistral references map {id: reference}", before="json")
def read_mistral(text: str) -> SourceSet | None:
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
            source.text = _str(ref.get("description"))
        source.id = key.strip()
        sources.append(source)
    return SourceSet(sources, "mistral-references", "Mistral references (id → reference)")
