"""Anthropic's documents, the side of the sources paste: the request's ``document`` and
``search_result`` blocks read as sources (in the order ``document_index`` and
``search_result_index`` count), and every Anthropic citation checked against the slice of
them its location names (characters, pages or content blocks). The answer side is
:mod:`ragcite.read.providers.anthropic`.
"""

from __future__ import annotations

from typing import Any

from ...model import Answer, OffsetCheck, RawCitation, Source, SourceSet, Step
from ..offsets import locate
from ..sources import load_json
from .base import as_dict, obj_of, text_of
from .common import place, source_numbered, verify_slice

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
            text_of(b.get("text"))
            for b in content
            if isinstance(b, dict) and b.get("type") in ("text", None)
        ]
    return []


def read_request(text: str) -> SourceSet | None:
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
        title = text_of(block.get("title")) or None
        url = None
        if kind == "search_result":
            parts = _block_texts(block.get("content"))
            url = text_of(block.get("source")) or None
            extra["blocks"][str(number)] = parts
            body = "\n".join(parts)
        else:
            src = obj_of(block.get("source"))
            src_type = text_of(src.get("type"))
            meta["source_type"] = src_type
            if src_type == "text":
                body = text_of(src.get("data"))
                if "\f" in body:
                    # pdftotext-style page breaks make page_location citations checkable.
                    extra["pages"][str(number)] = body.split("\f")
            elif src_type == "content":
                parts = _block_texts(src.get("content"))
                extra["blocks"][str(number)] = parts
                body = "\n".join(parts)
            else:
                body = ""
                url = text_of(src.get("url")) or None
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


# --- Checking the citations against the documents ---------------------------------------


def bind(answer: Answer, sources: SourceSet) -> None:
    """Verify each Anthropic citation's ``cited_text`` against the document slice its
    location names (characters, pages or content blocks), saying which unit made it
    match, and falling back to a search when the slice disagrees — the quote itself is
    then checked like any other quote."""
    for cite in answer.citations:
        if cite.mode == "provider" and cite.detail.get("provider") == "anthropic":
            _check(cite, sources)


def _check(cite: RawCitation, sources: SourceSet) -> None:
    detail = cite.detail
    kind, raw = detail.get("kind"), as_dict(detail.get("raw"))
    source = source_numbered(sources, cite.index)
    if kind == "web_search_result_location":
        if source is not None and source.text:
            cite.quote = detail.get("cited_text")
            cite.check = OffsetCheck.said("unchecked", None, Step("anthropic.web_pasted"))
        else:
            size = len(text_of(detail.get("cited_text")))
            cite.check = OffsetCheck.said(
                "unchecked", None, Step("anthropic.web_encrypted", {"n": size})
            )
        return
    if source is None:
        cite.check = OffsetCheck.said(
            "no_document", False, Step("anthropic.no_document", {"source": cite.index})
        )
        return
    cited = cite.quote or ""
    where = place("source", source.number)
    if not source.text:
        cite.check = OffsetCheck.said("unchecked", None, Step("anthropic.no_text", where))
        return
    if kind == "char_location":
        check, span = verify_slice(
            source.text,
            raw.get("start_char_index"),
            raw.get("end_char_index"),
            cited,
            "code points",
            where,
        )
        cite.check = check
        if span is not None:
            detail["source_span"] = list(span)
    elif kind == "page_location":
        cite.check = _pages(source, sources, raw, cited, where)
    elif kind in ("content_block_location", "search_result_location"):
        cite.check = _blocks(cite, source, sources, raw, cited, where)
    if cite.check is not None and cite.check.status in ("searched", "not_found"):
        cite.check.add(Step("anthropic.as_quote"))


def _range(first: Any, stop: Any) -> tuple[str, dict[str, Any]]:
    """One page or block (``.one`` {first}) or several (``.many`` {first, last}) of a
    half-open range, as a code suffix and params (``page 2`` / ``pages 2–3``).

    >>> _range(2, 3), _range(0, 2)
    (('.one', {'first': 2}), ('.many', {'first': 0, 'last': 1}))
    """
    if isinstance(first, int) and isinstance(stop, int) and stop - first == 1:
        return ".one", {"first": first}
    last = stop - 1 if isinstance(stop, int) and not isinstance(stop, bool) else stop
    return ".many", {"first": first, "last": last}


def _pages(
    source: Source, sources: SourceSet, raw: dict[str, Any], cited: str, where: dict[str, Any]
) -> OffsetCheck:
    pages = sources.extra.get("pages", {}).get(str(source.number))
    if not pages and "\f" in source.text:
        pages = source.text.split("\f")
    first, stop = raw.get("start_page_number"), raw.get("end_page_number")
    if not pages:
        return OffsetCheck.said("unchecked", None, Step("anthropic.no_pages", where))
    needle = cited.strip()
    in_range = (
        isinstance(first, int) and isinstance(stop, int) and 1 <= first < stop <= len(pages) + 1
    )
    many, pages_said = _range(first, stop)
    if in_range and needle in "".join(pages[(first or 1) - 1 : (stop or 1) - 1]):
        return OffsetCheck.said(
            "verified",
            True,
            Step("anthropic.on_pages" + many, {**pages_said, **where}),
            unit="pages (1-based)",
        )
    on = [i for i, page in enumerate(pages, 1) if needle in page]
    if on:
        return OffsetCheck.said(
            "searched",
            False,
            Step("anthropic.other_page" + many, {**pages_said, "page": on[0], **where}),
        )
    return OffsetCheck.said("not_found", False, Step("anthropic.no_page", where))


def _blocks(
    cite: RawCitation,
    source: Source,
    sources: SourceSet,
    raw: dict[str, Any],
    cited: str,
    where: dict[str, Any],
) -> OffsetCheck:
    blocks = sources.extra.get("blocks", {}).get(str(source.number))
    first, stop = raw.get("start_block_index"), raw.get("end_block_index")
    if not blocks:
        found = locate(source.text, cited)
        code = "anthropic.no_blocks" + (".in_source" if found else "")
        return OffsetCheck.said("unchecked", None, Step(code, where))
    if isinstance(first, int) and isinstance(stop, int) and 0 <= first < stop <= len(blocks):
        chosen = blocks[first:stop]
        for name, sep in (("concatenated", ""), ("newlines", "\n"), ("spaces", " ")):
            if sep.join(chosen).strip() == cited.strip():
                shown = "\n".join(chosen)
                if shown.strip() != cited.strip():
                    # The source text joins blocks with newlines; quote it the same way
                    # so the quote check sees the same characters.
                    cite.detail["cited_text"] = cite.quote
                    cite.quote = shown
                many, blocks_said = _range(first, stop)
                code = "anthropic.blocks" + (f".{name}" if stop - first > 1 else ".one")
                return OffsetCheck.said(
                    "verified",
                    True,
                    Step(code, {**blocks_said, **where}),
                    unit="content blocks (0-based)",
                )
    many, blocks_said = _range(first, stop)
    hits = [i for i, block in enumerate(blocks) if cited.strip() and cited.strip() in block]
    if hits:
        return OffsetCheck.said(
            "searched",
            False,
            Step("anthropic.other_block" + many, {**blocks_said, "block": hits[0], **where}),
        )
    return OffsetCheck.said(
        "not_found", False, Step("anthropic.no_block" + many, {**blocks_said, **where})
    )
