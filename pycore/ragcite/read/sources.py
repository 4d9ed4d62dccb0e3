"""The general sources formats (JSON lists, LangChain reprs, <document> blocks, headed
blocks, plain text) and the helpers provider readers share (:func:`load_json`,
:func:`source_from_object`).

Each reader answers ``None`` for "not my shape" and raises :class:`InputError` only when it
is sure the paste is its shape but broken. Sources are numbered from 1 in the order given,
which is what a bare ``[n]`` means. The order readers are tried in is the literal list in
:mod:`ragcite.read.formats` (provider request shapes go before the generic ``json`` reader).
"""

from __future__ import annotations

import ast
import html
import re
from typing import Any

from ..model import InputError, Source, SourceSet
from . import jsontext, jsonvalues
from .jsontext import Decoded
from .providers.base import Provider, sources_reader

TEXT_KEYS = (
    "text",
    "content",
    "page_content",
    "chunk",
    "factText",
    "data",
    "snippet",
    "chunkText",
    "body",
    "document",
)
"""Where an object keeps its text, in order of preference (LangChain ``page_content``,
Vertex ``factText``, Cohere ``data``, Perplexity ``snippet``)."""
URL_KEYS = ("url", "link", "source", "uri")
META_KEYS = ("metadata", "attributes")


def _decode_paste(text: str) -> tuple[str, Decoded | None]:
    """The stripped paste and its safe decoding (:mod:`ragcite.read.jsontext`, decoded once
    however many readers try it); ("", None) when it does not start like JSON."""
    stripped = text.strip()
    if not stripped or stripped[0] not in "[{":
        return "", None
    return stripped, jsontext.decode(stripped)


def load_json(text: str) -> Any:
    """The paste as a JSON value when it starts like JSON and is valid, else None.

    The value is shared between readers: they must not change it.
    """
    decoded = _decode_paste(text)[1]
    return None if decoded is None else decoded.value


def _json_value(text: str) -> Any:
    """The paste as JSON when it starts like JSON; located error when it is broken JSON."""
    stripped, decoded = _decode_paste(text)
    if decoded is None:
        return None
    problem = decoded.problem
    if problem is None:
        return decoded.value
    # Only claim "broken JSON" when the paste really looks like JSON throughout:
    # "[1] The first source..." is a block of text, not an array.
    if stripped[0] == "{" or re.match(r"\[\s*[\"{\[]", stripped):
        raise problem.error("sources", text, len(text) - len(text.lstrip()))
    return None


def _scalar(value: Any) -> str | None:
    if value is None or isinstance(value, dict | list):
        return None
    return str(value)


def source_from_object(number: int, obj: dict[str, Any]) -> Source:
    """A source from one JSON object, keeping display fields and metadata.

    >>> s = source_from_object(
    ...     1, {"page_content": "Hi", "metadata": {"source": "a.pdf", "page": 3}})
    >>> (s.text, s.url, s.page)
    ('Hi', 'a.pdf', '3')
    """
    meta: dict[str, Any] = {}
    for key in META_KEYS:
        if isinstance(obj.get(key), dict):
            meta.update(obj[key])
    text = ""
    for key in TEXT_KEYS:
        value = obj.get(key)
        if isinstance(value, str):
            text = value
            break
        if isinstance(value, dict) and isinstance(value.get("text"), str):
            text = value["text"]
            break

    def pick(*keys: str) -> str | None:
        for key in keys:
            for where in (obj, meta):
                value = _scalar(where.get(key))
                if value not in (None, ""):
                    return value
        return None

    url = None
    for key in URL_KEYS:
        for where in (obj, meta):
            value = where.get(key)
            if isinstance(value, str) and value.strip() and value is not text:
                url = value
                break
        if url:
            break
    return Source(
        number=number,
        text=text,
        id=pick("id", "doc_id", "document_id", "source_id", "chunk_id"),
        title=pick("title", "name", "filename", "file_name"),
        url=url,
        date=pick("date", "published", "published_at", "last_updated", "created_at"),
        page=pick("page", "page_number", "page_label"),
        section=pick("section", "heading", "header"),
        metadata=meta,
    )


def read_json(text: str) -> SourceSet | None:
    value = _json_value(text)
    if value is None:
        return None
    if isinstance(value, dict):
        # Common wrappers: {"documents": [...]}, {"sources": [...]}, {"facts": [...]}.
        for key in (
            "documents",
            "sources",
            "facts",
            "chunks",
            "results",
            "search_results",
            "context",
            "docs",
        ):
            if isinstance(value.get(key), list):
                value = value[key]
                break
        else:
            value = [value]
    if not isinstance(value, list):
        raise InputError("sources", "expected a JSON array of strings or objects")
    if not value:
        return SourceSet([], "json-empty", "an empty JSON array")
    if all(isinstance(item, str) for item in value):
        return SourceSet(
            [Source(number=i, text=item) for i, item in enumerate(value, 1)],
            "json-strings",
            "JSON array of strings",
        )
    sources = []
    for i, item in enumerate(value, 1):
        if isinstance(item, str):
            sources.append(Source(number=i, text=item))
        elif isinstance(item, dict):
            sources.append(source_from_object(i, item))
        else:
            raise InputError(
                "sources",
                f"item {i} of the JSON array is {jsonvalues.type_name(item)}, "
                "expected a string or an object",
            )
    return SourceSet(sources, "json-objects", "JSON array of objects")


# "[doc1] text", "[1] text", "doc1: text", "Source 1: text", "faq-3: text" at a line start.
# An "id:" head needs whitespace after the colon, so "10:30" inside a source is no head.
_BLOCK_HEAD = re.compile(
    r"^[ \t]*(?:"
    r"\[(?P<bracket>[A-Za-z0-9][\w.\-]{0,40})\][ \t]*:?"
    r"|(?P<named>(?:Source|Document|Doc|Context|Passage|Chunk|Fonte|Documento|Sumber"
    r"|Fuente|Quelle)[ \t]+\d+)[ \t]*:(?=\s)"
    r"|(?P<colon>[A-Za-z][\w\-]{0,30}\d[\w\-]*|\d{1,4})[ \t]*:(?=\s)"
    r")[ \t]*",
    re.MULTILINE,
)


def read_langchain_repr(text: str) -> SourceSet | None:
    """``[Document(metadata={'source': 'a.pdf'}, page_content='...'), ...]``: what
    ``print(retriever.invoke(q))`` shows, pasted as is. Parsed with :mod:`ast` and only
    literal values are evaluated (``ast.literal_eval``), so nothing in the paste runs.

    >>> found = read_langchain_repr("[Document(metadata={'source': 'a.pdf', 'page': 2}, "
    ...                             "page_content='Hi there.')]")
    >>> [(s.text, s.url, s.page) for s in found.sources]
    [('Hi there.', 'a.pdf', '2')]
    """
    if "Document(" not in text:
        return None
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    calls = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", getattr(node.func, "attr", None)) == "Document"
    ]
    sources = []
    for number, call in enumerate(sorted(calls, key=lambda c: (c.lineno, c.col_offset)), 1):
        fields: dict[str, Any] = {}
        for keyword in call.keywords:
            try:
                fields[keyword.arg or ""] = ast.literal_eval(keyword.value)
            except (ValueError, TypeError, SyntaxError, RecursionError):
                continue
        if not isinstance(fields.get("page_content"), str):
            return None
        sources.append(source_from_object(number, fields))
    if not sources:
        return None
    return SourceSet(sources, "langchain-repr", "LangChain Document objects")


def read_xml_documents(text: str) -> SourceSet | None:
    """``<document index="1"><source>a.pdf</source><document_content>…</document_content>
    </document>`` blocks, the long-context layout Anthropic recommends for Claude prompts.
    https://docs.anthropic.com/en/docs/build-with-claude/prompt-engineering/long-context-tips

    >>> found = read_xml_documents('<documents><document index="1"><source>a.pdf</source>'
    ...     '<document_content>Hi &amp; bye</document_content></document></documents>')
    >>> [(s.id, s.url, s.text) for s in found.sources]
    [('1', 'a.pdf', 'Hi & bye')]
    """
    blocks = _XML_DOCUMENT.findall(text)
    if not blocks:
        return None
    sources = []
    for number, (attrs, body) in enumerate(blocks, 1):
        index = re.search(r'index\s*=\s*["\']?([^"\'\s>]+)', attrs)
        fields = {name: html.unescape(value.strip()) for name, value in _XML_FIELD.findall(body)}
        content = fields.get("document_content")
        if content is None:  # no inner tags: the whole body is the text
            content = html.unescape(_XML_FIELD.sub("", body).strip())
        sources.append(
            Source(
                number=number,
                text=content,
                id=index.group(1) if index else None,
                url=fields.get("source"),
                title=fields.get("title"),
                date=fields.get("date"),
            )
        )
    return SourceSet(sources, "xml-documents", "<document> blocks")


_XML_DOCUMENT = re.compile(r"<document\b([^>]*)>(.*?)</document>", re.DOTALL)
_XML_FIELD = re.compile(r"<(source|title|date|document_content)>(.*?)</\1>", re.DOTALL)


def read_blocks(text: str) -> SourceSet | None:
    heads = list(_BLOCK_HEAD.finditer(text))
    if not heads or text[: heads[0].start()].strip():
        return None
    # Heads of one kind only: a body line "Note 2: ..." does not split "[doc1]" blocks.
    kind = heads[0].lastgroup or ""
    heads = [m for m in heads if m.lastgroup == kind]
    # A single "id:" line is more likely prose ("Step1: ...") than a block list.
    if len(heads) < 2:
        return None
    llama = kind == "named" and all(m.group("named").startswith("Source") for m in heads)
    sources = []
    for i, head in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        body = text[head.end() : end].strip()
        label = head.group(kind) or ""
        ident = label.split()[-1] if kind == "named" else label
        sources.append(Source(number=i + 1, text=body, id=ident))
    if llama:
        return SourceSet(sources, "llamaindex", "LlamaIndex-style Source N: blocks")
    return SourceSet(sources, "blocks", "blocks starting with [id], id: or Document N:")


_RULE_LINE = re.compile(r"^[ \t]*-{3,}[ \t]*$", re.MULTILINE)


def read_dashes(text: str) -> SourceSet | None:
    if not _RULE_LINE.search(text):
        return None
    parts = [p.strip() for p in _RULE_LINE.split(text)]
    parts = [p for p in parts if p]
    return SourceSet(
        [Source(number=i, text=p) for i, p in enumerate(parts, 1)],
        "dashes",
        "plain text separated by --- lines",
    )


def read_paragraphs(text: str) -> SourceSet:
    parts = [p.strip() for p in re.split(r"\n[ \t]*\n", text)]
    parts = [p for p in parts if p]
    return SourceSet(
        [Source(number=i, text=p) for i, p in enumerate(parts, 1)],
        "paragraphs",
        "plain text separated by blank lines" if len(parts) != 1 else "one plain-text source",
    )


PROVIDER = Provider(
    "sources",
    sources=(
        sources_reader("json", "JSON array of strings or objects", read_json),
        sources_reader(
            "langchain-repr",
            "LangChain Document(...) objects as Python prints them",
            read_langchain_repr,
        ),
        sources_reader(
            "xml-documents",
            "<document> blocks (as Anthropic's prompting guide writes them)",
            read_xml_documents,
        ),
        sources_reader("blocks", "blocks starting with [id], id: or Source N:", read_blocks),
        sources_reader("dashes", "plain text separated by --- lines", read_dashes),
        sources_reader("paragraphs", "plain text separated by blank lines", read_paragraphs),
    ),
)
"""The general sources formats, tried after the provider request shapes."""
