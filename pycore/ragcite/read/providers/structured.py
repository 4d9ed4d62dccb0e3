"""JSON answers with a citations list — as the whole paste, or as the content of a response.

Structured output is JSON inside a string (Ollama ``format``, OpenAI JSON mode), often in a
```json fence. Accepted key spellings (issue #2): answer / response / text;
citations / references / sources; source / source_id / id / index / number / doc;
quote / quoted_text / text / cited_text / evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ...model import Answer, Note, RawCitation, ReportWarning, Usage
from .. import jsontext
from .base import Paste, Provider, answer_reader, split_think

ANSWER_KEYS = ("answer", "response", "text", "final_answer", "content")
CITATION_KEYS = ("citations", "references", "sources", "quotes", "evidence")
SOURCE_KEYS = (
    "source",
    "source_id",
    "id",
    "index",
    "number",
    "doc",
    "doc_id",
    "document",
    "document_id",
    "source_index",
    "ref",
)
QUOTE_KEYS = ("quote", "quoted_text", "text", "cited_text", "evidence", "excerpt", "span")

JSON_CITATIONS_SUFFIX = ", JSON with citations"
"""Appended to a response's description when its content is a JSON answer with citations."""

_FENCE = re.compile(r"```(?:json|JSON)?[ \t]*\n(?P<body>.*?)\n[ \t]*```", re.DOTALL)


@dataclass
class Structured:
    text: str
    citations: list[RawCitation]
    notes: list[str] = field(default_factory=list)


def _loads_object(text: str) -> dict[str, Any] | None:
    text = text.strip()
    if not text.startswith("{"):
        return None
    value = jsontext.loads(text)
    return value if isinstance(value, dict) else None


def _first(
    obj: dict[str, Any], keys: tuple[str, ...], kind: type | tuple[type, ...]
) -> tuple[str, Any] | None:
    for key in keys:
        if isinstance(obj.get(key), kind):
            return key, obj[key]
    return None


def read_structured(content: str) -> Structured | None:
    """Read ``content`` as a JSON answer with a citations list, or None when it is not one.

    >>> s = read_structured('{"answer": "It is 40 [2].", '
    ...                     '"citations": [{"source": 2, "quote": "40"}]}')
    >>> s.text, [(c.source, c.quote) for c in s.citations]
    ('It is 40 [2].', [('2', '40')])
    >>> read_structured("Plain prose [1].") is None
    True
    """
    obj = _loads_object(content)
    fenced = False
    if obj is None:
        match = _FENCE.search(content)
        if match is None:
            return None
        obj = _loads_object(match.group("body"))
        fenced = True
        if obj is None:
            return None
    answer = _first(obj, ANSWER_KEYS, str)
    cites = _first(obj, CITATION_KEYS, list)
    if answer is None or cites is None:
        return None
    citations, notes = _citations(cites[1], cites[0])
    if fenced:
        notes.insert(0, Note("The JSON was inside a ```json fence.", "json_fence"))
    return Structured(answer[1], citations, notes)


def _citations(items: list[Any], list_key: str) -> tuple[list[RawCitation], list[str]]:
    raw: list[tuple[str | None, Any, str | None]] = []  # (source key, source value, quote)
    for item in items:
        if isinstance(item, dict):
            src = _first(item, SOURCE_KEYS, (str, int))
            quote = None
            for key in QUOTE_KEYS:
                value = item.get(key)
                if isinstance(value, str) and (src is None or key != src[0]):
                    quote = value
                    break
            raw.append((src[0] if src else None, src[1] if src else None, quote))
        elif isinstance(item, str | int) and not isinstance(item, bool):
            raw.append((None, item, None))
    notes: list[str] = []
    numbers = [v for _, v, _ in raw if isinstance(v, int) and not isinstance(v, bool)]
    # LangChain's quoted-answer pattern numbers sources from 0 (source_id 0 = first
    # source). A 0 anywhere means the ids are 0-based; read them all that way and say so.
    zero_based = bool(numbers) and min(numbers) == 0
    key_names = sorted({k for k, _, _ in raw if k})
    keys = "/".join(key_names) or "source"
    # Bare numbers have no key to name: their message says "the citations' numbers".
    bare = "" if key_names else ".bare"
    if zero_based:
        notes.append(
            Note(
                f"{keys} looked 0-based (it uses 0, as LangChain's quoted-answer pattern "
                "does), so 0 was read as source [1], 1 as [2], and so on.",
                "zero_based" + bare,
                {"keys": keys},
            )
        )
    elif numbers:
        notes.append(
            Note(f"{keys} read as 1-based source numbers.", "one_based" + bare, {"keys": keys})
        )
    citations = []
    for src_key, value, quote in raw:
        label = "" if value is None else str(value)
        index = None
        if isinstance(value, int) and not isinstance(value, bool):
            index = value + 1 if zero_based else value
        citations.append(
            RawCitation(
                source=label,
                quote=quote,
                mode="quotes" if quote else "markers",
                index=index,
                detail={"key": src_key or list_key},
            )
        )
    return citations, notes


def build_answer(
    content: str,
    fmt: str,
    description: str,
    *,
    truncated: bool = False,
    finish_reason: str | None = None,
    usage: Usage | None = None,
    thinking: str | None = None,
    warnings: list[ReportWarning] | None = None,
    notes: list[str] | None = None,
    read_json: bool = True,
) -> Answer:
    """An Answer from a response's content, reading JSON-with-citations content too
    (unless ``read_json`` is false: a provider's own citations point into the raw text)."""
    notes = list(notes or [])
    if read_json:
        content, inline = split_think(content)
        if inline is not None:
            thinking = "\n".join(t for t in (thinking, inline) if t)
            notes.append(
                Note(
                    "A <think>…</think> block at the start of the content was read as "
                    "reasoning and not checked.",
                    "think",
                )
            )
    structured = read_structured(content) if read_json else None
    answer = Answer(
        text=content,
        format=fmt,
        description=description,
        truncated=truncated,
        finish_reason=finish_reason,
        usage=usage or Usage(),
        thinking=thinking or None,
        warnings=list(warnings or []),
        notes=notes,
    )
    if structured is not None:
        answer.text = structured.text
        answer.citations = structured.citations
        answer.mode = "quotes"
        answer.description += JSON_CITATIONS_SUFFIX
        answer.notes += structured.notes
        answer.extra["content_format"] = "json-citations"
    return answer


def _sniff(paste: Paste) -> bool:
    return read_structured(paste.text) is not None


def _parse(paste: Paste) -> Answer:
    if read_structured(paste.text) is None:
        err = paste.json_error
        if err is not None:
            raise err
    return build_answer(paste.text, "json-citations", "a JSON answer with citations")


PROVIDER = Provider(
    "json-citations",
    answers=(answer_reader("json-citations", "JSON answer with a citations list", _sniff, _parse),),
)
