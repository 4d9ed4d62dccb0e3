"""Perplexity Sonar chat completions: OpenAI shape plus ``search_results`` / ``citations``.

https://docs.perplexity.ai/api-reference/chat-completions-post — the answer cites with
inline ``[n]`` markers, where ``[n]`` is the n-th entry of ``search_results``
(``{title, url, date, snippet}``) or, in older responses, of ``citations`` (URLs). The
results travel in the response, so they become the answer's own sources and the markers
are checked as usual. Reasoning models put ``<think>…</think>`` before the answer.
"""

from __future__ import annotations

from typing import Any

from ...model import Answer, InputError, Note, ReportWarning, Source, SourceSet, Usage
from ..sources import source_from_object
from .base import Paste, Provider, answer_reader, dig, split_think, sse_values, text_of
from .common import finish, finish_warnings, incomplete, placeholder, usage_counts

TRUNCATING = {"length"}
ABNORMAL = {"error", "content_filter"}


def _has_results(obj: Any) -> bool:
    if not isinstance(obj, dict) or not isinstance(obj.get("choices"), list):
        return False
    results, cites = obj.get("search_results"), obj.get("citations")
    return (
        isinstance(results, list)
        and all(isinstance(r, dict) for r in results)
        and "search_results" in obj
    ) or (isinstance(cites, list) and bool(cites) and all(isinstance(c, str) for c in cites))


def _sniff(paste: Paste) -> bool:
    if _has_results(paste.json):
        return True
    return any(_has_results(v) for _, v in sse_values(paste))


def _sources(obj: dict[str, Any]) -> SourceSet | None:
    results = obj.get("search_results")
    if isinstance(results, list) and results:
        # Every entry keeps its slot: [n] means the n-th search result, whatever the others.
        sources = [
            source_from_object(i, r)
            if isinstance(r, dict)
            else placeholder(i, "not an object in the response", "not_an_object")
            for i, r in enumerate(results, 1)
        ]
        return SourceSet(
            sources,
            "perplexity-search-results",
            "search_results in the Perplexity response (snippets)",
        )
    cites = obj.get("citations")
    if isinstance(cites, list) and cites:
        return SourceSet(
            [
                Source(
                    number=i,
                    text="",
                    url=str(u),
                    metadata={"note": "only the URL is in the response"},
                )
                for i, u in enumerate(cites, 1)
            ],
            "perplexity-citations",
            "citation URLs in the Perplexity response",
        )
    return None


def _finish(
    content: str,
    reason: Any,
    usage: Usage,
    obj: dict[str, Any],
    warnings: list[ReportWarning],
    stream: bool,
) -> Answer:
    text, thinking = split_think(content)
    reason = reason if isinstance(reason, str) else None
    truncated, stop = finish_warnings(reason, "finish_reason", TRUNCATING, ABNORMAL)
    warnings += stop
    sources = _sources(obj)
    notes: list[str] = [Note.of("perplexity.search_results")] if sources else []
    if sources and sources.format == "perplexity-search-results":
        notes.append(Note.of("perplexity.snippets"))
    answer = finish(
        text,
        "perplexity-stream" if stream else "perplexity",
        "a Perplexity chat " + ("stream" if stream else "completion"),
        [],
        truncated=truncated,
        finish_reason=reason,
        usage=usage,
        thinking=thinking or None,
        warnings=warnings,
        notes=notes,
        sources=sources,
    )
    return answer


def _parse(paste: Paste) -> Answer:
    obj = paste.json
    if _has_results(obj):
        content = dig(obj, "choices", 0, "message", "content")
        return _finish(
            text_of(content),
            dig(obj, "choices", 0, "finish_reason"),
            usage_counts(obj.get("usage")),
            obj,
            [],
            False,
        )
    if not paste.sse:
        raise paste.json_error or InputError("answer", "not a Perplexity chat completion")
    parts: list[str] = []
    reason, usage = None, Usage()
    latest: dict[str, Any] = {}
    events, done = paste.sse_chunks()
    for _event, value in events:
        if _has_results(value):
            latest = value  # every chunk repeats the results; the last is complete
        parts.append(text_of(dig(value, "choices", 0, "delta", "content")))
        reason = dig(value, "choices", 0, "finish_reason") or reason
        if isinstance(value.get("usage"), dict):
            usage = usage_counts(value["usage"])
    warnings = (
        []
        if done or reason
        else [incomplete("a finish_reason or data: [DONE]", "finish_reason / data: [DONE]")]
    )
    return _finish("".join(parts), reason, usage, latest, warnings, True)


PROVIDER = Provider(
    "perplexity",
    answers=(
        answer_reader(
            "perplexity",
            "Perplexity chat with search_results (whole or SSE stream)",
            _sniff,
            _parse,
        ),
    ),
)
