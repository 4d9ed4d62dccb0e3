"""LangChain v1 standard content blocks: a message whose ``content_blocks`` hold ``text``
blocks with ``annotations`` of type ``citation``.

https://docs.langchain.com/oss/python/langchain/messages#standard-content-blocks —
``langchain_core.messages.content``: a ``TextContentBlock`` is ``{type: "text", text,
annotations?}``; a ``Citation`` annotation is ``{type: "citation", id?, url?, title?,
start_index?, end_index?, cited_text?, extras?}``, where ``start_index``/``end_index``
count code points of **that block's** text (the span of the answer that cites) and
``cited_text`` is the excerpt of the source (the quote to check). Providers' own fields go
under ``extras`` (Anthropic's 0-based ``document_index``). ``reasoning`` blocks
(``{type: "reasoning", reasoning}``) are kept apart and never checked.

Accepted pastes: the message as ``model_dump()`` / JSON prints it (``content_blocks`` or,
for an ``AIMessage`` built from v1 output, ``content`` holding the same blocks, with
``"output_version": "v1"``), or the bare list of blocks.
"""

from __future__ import annotations

from typing import Any

from ...model import Answer, Binding, InputError, Note, OffsetCheck, RawCitation, Step, Usage
from ..jsonvalues import as_index, as_offset
from ..offsets import to_chars
from .base import Paste, Provider, answer_reader, as_dict, as_list, text_of
from .common import finish


def _blocks(value: Any) -> list[dict[str, Any]] | None:
    """The content blocks of a pasted message (or block list), when they are v1 blocks
    with at least one citation annotation or an explicit v1 marker."""
    marked = False
    if isinstance(value, dict):
        if isinstance(value.get("content_blocks"), list):
            blocks, marked = value["content_blocks"], True
        elif value.get("output_version") == "v1" or (
            as_dict(value.get("response_metadata")).get("output_version") == "v1"
        ):
            blocks, marked = as_list(value.get("content")), True
        else:
            return None
    elif isinstance(value, list):
        blocks = value
    else:
        return None
    typed = [b for b in blocks if isinstance(b, dict)]
    if not typed or not all(isinstance(b.get("type"), str) for b in typed):
        return None
    if not any(b.get("type") == "text" for b in typed):
        return None
    cited = any(
        isinstance(a, dict) and a.get("type") == "citation"
        for b in typed
        for a in as_list(b.get("annotations"))
    )
    return typed if cited or marked else None


def _sniff(paste: Paste) -> bool:
    return _blocks(paste.json) is not None


def _citation(note: dict[str, Any], block: str, offset: int) -> RawCitation:
    extras = as_dict(note.get("extras"))
    doc = as_index(extras.get("document_index"))
    url, title = text_of(note.get("url")), text_of(note.get("title"))
    quote = text_of(note.get("cited_text")) or None
    label = str(doc + 1) if doc is not None else url or title or text_of(note.get("id")) or "?"
    detail: dict[str, Any] = {
        "provider": "langchain",
        "kind": "citation",
        "unit": "code points of the text block",
        "raw": {k: v for k, v in note.items() if k != "cited_text"},
    }
    start, end = as_offset(note.get("start_index")), as_offset(note.get("end_index"))
    span = (
        to_chars(block, start, end, "code points")
        if start is not None and end is not None
        else None
    )
    if span is None:
        check = (
            OffsetCheck.said("unchecked", None, Step("langchain.no_span"))
            if note.get("start_index") is None
            else OffsetCheck.said(
                "out_of_range", False, Step("langchain.out_of_range", {"n": len(block)})
            )
        )
    else:
        check = OffsetCheck.said("verified", True, Step("langchain.in_block"), unit="code points")
    binding = (
        None
        if doc is not None
        else Binding("url", value=url, title=title)
        if url or title
        else None
    )
    if doc is not None:
        detail["note"] = f"extras.document_index {doc} (0-based) is source [{doc + 1}]."
    return RawCitation(
        label,
        quote=quote,
        start=offset + span[0] if span else None,
        end=offset + span[1] if span else None,
        mode="provider",
        index=doc + 1 if doc is not None else None,
        detail=detail,
        check=check,
        binding=binding,
    )


def _parse(paste: Paste) -> Answer:
    blocks = _blocks(paste.json)
    if blocks is None:
        raise paste.json_error or InputError("answer", "no LangChain v1 content blocks here")
    text, thinking = "", []
    citations: list[RawCitation] = []
    for block in blocks:
        kind = block.get("type") if isinstance(block.get("type"), str) else None
        if kind == "reasoning":
            thinking.append(text_of(block.get("reasoning")))
        elif kind == "text":
            body = text_of(block.get("text"))
            for note in as_list(block.get("annotations")):
                if isinstance(note, dict) and note.get("type") == "citation":
                    citations.append(_citation(note, body, len(text)))
            text += body
    message = paste.json if isinstance(paste.json, dict) else {}
    usage = as_dict(message.get("usage_metadata"))
    notes: list[str] = [Note.of("reasoning_blocks")] if thinking else []
    return finish(
        text,
        "langchain-content-blocks",
        "a LangChain message with standard content blocks",
        citations,
        usage=Usage(as_offset(usage.get("input_tokens")), as_offset(usage.get("output_tokens")))
        if usage
        else None,
        thinking="\n\n".join(t for t in thinking if t) or None,
        notes=notes,
    )


PROVIDER = Provider(
    "langchain",
    answers=(
        answer_reader(
            "langchain-content-blocks",
            "LangChain v1 standard content blocks (citations)",
            _sniff,
            _parse,
        ),
    ),
)
