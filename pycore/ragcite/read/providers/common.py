"""What the provider formats share: token counts, finish-reason warnings, offset checks,
the Answer, and binding provider citations to the sources in use.

Every provider citation becomes a :class:`RawCitation` with ``mode="provider"``; its
``detail`` carries the provider's raw offsets, their unit, and a ``check`` dict saying
whether the offsets really point at the text they claim (see :func:`verify_slice`).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any, NamedTuple

from ... import model
from ...limits import MAX_MISSING_SOURCES, MAX_SOURCE_NUMBER
from ..offsets import UNITS, Unit, locate, match_unit, slice_in, to_chars
from .base import as_int
from .structured import build_answer


def usage_counts(
    record: Any, prompt: str = "prompt_tokens", completion: str = "completion_tokens"
) -> model.Usage:
    """The token counts of a usage record (OpenAI's key names unless told otherwise).

    >>> usage_counts({"prompt_tokens": 12, "completion_tokens": 3})
    Usage(prompt_tokens=12, completion_tokens=3)
    >>> usage_counts({"input_tokens": 5}, "input_tokens", "output_tokens")
    Usage(prompt_tokens=5, completion_tokens=None)
    >>> usage_counts(None)
    Usage(prompt_tokens=None, completion_tokens=None)
    """
    if not isinstance(record, dict):
        return model.Usage()
    return model.Usage(as_int(record.get(prompt)), as_int(record.get(completion)))


def place(name: str, n: int | None = None, m: int | None = None) -> dict[str, Any]:
    """Where an offset check looked, as the params of its steps: catalog message
    ``place.<name>`` with ``n`` and ``m`` (``answer``, ``streamed_answer``,
    ``answer_candidate``, ``source`` [n], ``part`` n, ``answer_part`` n, ``text_part`` n,
    not counting m)."""
    return (
        {"place": name}
        | ({"place_n": n} if n is not None else {})
        | ({"place_m": m} if m is not None else {})
    )


def verify_slice(
    text: str, start: Any, end: Any, expected: str, unit: Unit, where: dict[str, Any]
) -> tuple[model.OffsetCheck, tuple[int, int] | None]:
    """Check that ``text[start:end]`` (offsets in ``unit``) equals ``expected``.

    Returns the check and the code-point span that holds ``expected`` (None when it is
    not in ``text``). ``status`` is ``verified`` (the slice matches in the stated unit),
    ``other_unit`` (it matches only when the offsets are read in another unit — the
    provider counted wrongly), ``searched`` (the slice disagrees and the text was found by
    searching), or ``not_found``.

    >>> check, span = verify_slice("naïve café", 7, 12, "café", "UTF-8 bytes", place("answer"))
    >>> check.status, span, check.message
    ('verified', (6, 10), 'The offsets (UTF-8 bytes) point at exactly this text in the answer.')
    >>> check, span = verify_slice("naïve café", 6, 10, "café", "UTF-8 bytes", place("part", 0))
    >>> check.status, check.unit, span
    ('other_unit', 'code points', (6, 10))
    >>> check, span = verify_slice("naïve café", 0, 2, "café", "code points", place("answer"))
    >>> check.status, check.slice, span
    ('searched', 'na', (6, 10))
    """
    ints = isinstance(start, int) and isinstance(end, int) and not isinstance(start, bool)
    stated = slice_in(text, start, end, unit) if ints else None

    def check(status: str, step: model.Step, **more: Any) -> model.OffsetCheck:
        return model.OffsetCheck.said(
            status, more.pop("ok", False), step, stated_unit=unit, slice=stated, **more
        )

    if stated is not None and stated == expected:
        span = to_chars(text, start, end, unit)
        step = model.Step("verified", {"unit": unit, **where})
        return check("verified", step, ok=True, unit=unit, found=list(span or ())), span
    if ints:
        others = tuple(u for u in UNITS if u != unit)
        hit = match_unit(text, start, end, expected, others)
        if hit is not None:
            step = model.Step("other_unit", {"unit": unit, "other": hit[0], **where})
            return check("other_unit", step, unit=hit[0], found=[hit[1], hit[2]]), (
                hit[1],
                hit[2],
            )
    near = start if ints else None
    found = locate(text, expected, near=near)
    # What the offsets show: a quoted slice, or (as a code of its own) nothing in range.
    shown = {} if stated is None else {"shown": repr(_short(stated))}
    suffix = ".out_of_range" if stated is None else ""
    if found is not None:
        step = model.Step(
            "searched" + suffix, {**shown, "start": found[0], "end": found[1], **where}
        )
        return check("searched", step, found=list(found)), found
    return check("not_found", model.Step("not_found" + suffix, {**shown, **where})), None


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def truncation(reason: str, field: str) -> model.ReportWarning:
    return model.ReportWarning(
        "truncated",
        f'The answer was cut off by the token limit ({field}: "{reason}"); its last sentence '
        "and citations may be missing.",
        {"field": field, "reason": reason},
    )


def stop_warning(reason: str, field: str) -> model.ReportWarning:
    return model.ReportWarning(
        "finish_reason",
        f'The model stopped abnormally ({field}: "{reason}").',
        {"field": field, "reason": reason},
    )


def finish_warnings(
    reason: Any, field: str, truncating: Collection[str], abnormal: Collection[str] = ()
) -> tuple[bool, list[model.ReportWarning]]:
    """Whether the finish reason says the token limit cut the answer, and the warning the
    reason calls for (``field`` names where the response says it, e.g. ``stop_reason``).

    >>> finish_warnings("length", "finish_reason", {"length"})[0]
    True
    >>> finish_warnings("error", "finish_reason", {"length"}, {"error"})[1][0].code
    'finish_reason'
    >>> finish_warnings(None, "finish_reason", {"length"})
    (False, [])
    """
    if not isinstance(reason, str):
        return False, []
    if reason in truncating:
        return True, [truncation(reason, field)]
    if reason in abnormal:
        return False, [stop_warning(reason, field)]
    return False, []


def stream_error(line: int, message: Any) -> model.ReportWarning:
    """The warning for an error event at ``line`` of a stream (every SSE reader's)."""
    return model.ReportWarning(
        "stream_error",
        f"The stream carries an error at line {line}: {message}",
        {"line": line, "error": str(message)},
    )


def incomplete(what: str, event: str) -> model.ReportWarning:
    """The warning for a stream that ended early: ``what`` it lacks in English words,
    ``event`` the marker's own name (what the other languages' message names)."""
    return model.ReportWarning(
        "stream_incomplete",
        f"The stream ended without {what}, so the answer may be cut short.",
        {"event": event},
    )


class Stops(NamedTuple):
    """How a format says why its answer stopped: the response's field for it, the reasons
    that mean the token limit cut the answer, and the reasons worth a warning."""

    field: str
    truncating: Collection[str]
    abnormal: Collection[str] = ()


def finish(
    text: str,
    fmt: str,
    description: str,
    citations: list[model.RawCitation],
    *,
    stream: bool | None = None,
    reason: Any = None,
    stops: Stops | None = None,
    truncated: bool = False,
    finish_reason: str | None = None,
    usage: model.Usage | None = None,
    thinking: str | None = None,
    warnings: list[model.ReportWarning] | None = None,
    notes: list[str] | None = None,
    sources: model.SourceSet | None = None,
    extra: dict[str, Any] | None = None,
) -> model.Answer:
    """The Answer for a provider response.

    With provider citations the mode is ``provider``; without them the content is read
    like any response content (plain text with markers, or JSON with a citations list).
    ``stream`` (when given) names a stream or a whole response in the format and the
    description (``gemini-stream``, "a Gemini generateContent stream"); ``stops`` reads
    ``reason``, the response's finish reason, into ``truncated``, ``finish_reason`` and the
    warnings (:func:`finish_warnings`). A source set without sources is none.
    """
    if stream is not None:
        fmt += "-stream" if stream else ""
        description += " stream" if stream else " response"
    if stops is not None:
        finish_reason = reason if isinstance(reason, str) else None
        truncated, stopped = finish_warnings(finish_reason, *stops)
        warnings = [*(warnings or []), *stopped]
    answer = build_answer(
        text,
        fmt,
        description,
        truncated=truncated,
        finish_reason=finish_reason,
        usage=usage,
        thinking=thinking,
        warnings=warnings,
        notes=notes,
        read_json=not citations,
    )
    if citations:
        answer.mode, answer.citations = "provider", citations
    answer.sources = sources if sources and sources.sources else None
    answer.extra.update(extra or {})
    return answer


_AUTO_ID = re.compile(r"^doc[_:](\d{1,18})$")


def auto_id_index(ident: str) -> int | None:
    """The 1-based source number of an auto-generated 0-based document id (Cohere's
    ``doc_0`` in v1, ``doc:0`` in v2), else None.

    >>> auto_id_index("doc_0"), auto_id_index("doc:2"), auto_id_index("faq-3")
    (1, 3, None)
    >>> auto_id_index("doc_999999999") is None  # beyond every plausible request: an id
    True
    """
    match = _AUTO_ID.match(ident)
    if match is None:
        return None
    number = int(match.group(1)) + 1
    return number if number <= MAX_SOURCE_NUMBER else None


def dense_enough(numbers: Collection[int]) -> bool:
    """Whether 1-based ``numbers`` leave few enough gaps to keep each at its position
    (empty slots for the rest): never allocate up to a number a response made up.

    >>> dense_enough([1, 3, 8]), dense_enough([1, 999_999]), dense_enough([])
    (True, False, True)
    """
    return not numbers or max(numbers) <= len(numbers) + MAX_MISSING_SOURCES


def placeholder(number: int, why: str, code: str) -> model.Source:
    """A numbered slot for a source the response does not carry, so later numbers keep
    their meaning (source [3] stays the request's third document). Its title says ``why``
    in English; ``metadata.placeholder`` names the catalog message
    ``source.placeholder.<code>`` that says it in the page's language."""
    return model.Source(
        number=number,
        text="",
        title=f"(source {number}: {why})",
        metadata={"not_in_response": True, "placeholder": code},
    )


# --- Binding provider citations to the sources in use ------------------------------------


def bind(answer: model.Answer, sources: model.SourceSet) -> None:
    """Point each provider citation at the right source where the format names it by kind,
    id, URL or file rather than by position (Anthropic documents and search results, Cohere
    ids, OpenAI file/url citations, Mistral reference ids). Annotates only
    ``RawCitation.index``, ``detail["bind_note"]`` (English) and ``detail["bind_steps"]``
    (the same as catalog messages ``note.<code>``); never raises."""
    refs = [c for c in answer.citations if c.detail.get("provider") == "mistral"]
    own = answer.sources if answer.sources is not sources else None
    for cite in answer.citations:
        if cite.mode == "provider":
            _rebind(cite, sources, refs, own)


def source_numbered(sources: model.SourceSet, number: int | None) -> model.Source | None:
    """Source ``[number]`` of ``sources``, or None when there is none."""
    if number is None or not 1 <= number <= len(sources.sources):
        return None
    return sources.sources[number - 1]


def _rebind(
    cite: model.RawCitation,
    sources: model.SourceSet,
    refs: list[model.RawCitation],
    own: model.SourceSet | None,
) -> None:
    how = cite.binding
    if how is None:
        return
    kind, value = how.kind, how.value
    notes: list[model.Note] = []
    if kind == "own_source" and own is not None:
        # The index counts the response's own chunks; the pasted sources may be a
        # different list, so find the pasted source that is this chunk.
        chunk = source_numbered(own, how.index)
        same = _same_source(chunk, sources) if chunk is not None else None
        if same is not None:
            cite.index = same[0]
            notes.append(
                model.Note.of(f"bind.same_{same[1].lower()}", chunk=how.index, source=same[0])
            )
        else:
            notes.append(model.Note.of("bind.chunk_unmatched", chunk=how.index))
    elif kind in ("document", "search_result"):
        hit = [
            s.number
            for s in sources.sources
            if s.metadata.get("kind") == kind and s.metadata.get(f"{kind}_index") == how.index
        ]
        if hit:
            cite.index = hit[0]
        elif any(s.metadata.get("kind") == kind for s in sources.sources):
            cite.index = None
            notes.append(model.Note.of(f"bind.no_{kind}", index=how.index))
        elif kind == "search_result":
            notes.append(model.Note.of("bind.not_anthropic", index=how.index, source=cite.index))
    elif kind == "id":
        hit = [s.number for s in sources.sources if s.id is not None and s.id == value]
        if hit:
            cite.index = hit[0]
            notes.append(model.Note(f"Matched by id {value!r}.", "bind.id", {"id": value}))
    elif kind == "url":
        hit = [s.number for s in sources.sources if value and _same_url(s.url, str(value))]
        if not hit and how.title:
            hit = [s.number for s in sources.sources if s.title == how.title]
        # A position taken from the response's own results means nothing for pasted ones.
        cite.index = hit[0] if hit else None
        notes.append(
            model.Note.of("bind.url", source=hit[0]) if hit else model.Note.of("bind.no_url")
        )
    elif kind == "file":
        title = how.title
        hit = [
            s.number
            for s in sources.sources
            if (value and s.id == value) or (title and title in (s.title, s.id, s.url))
        ]
        cite.index = hit[0] if hit else None
        if len(hit) > 1:
            notes.append(
                model.Note.of("bind.file_chunks", n=len(hit), sources=", ".join(map(str, hit)))
            )
        elif not hit:
            notes.append(model.Note.of("bind.no_file"))
    elif kind == "reference":
        hit = [s.number for s in sources.sources if s.id is not None and s.id == str(value)]
        if hit:
            cite.index = hit[0]
        elif isinstance(value, int) and not any(s.id for s in sources.sources):
            ids = [
                r.binding.value
                for r in refs
                if r.binding is not None and isinstance(r.binding.value, int)
            ]
            base = 0 if ids and min(ids) == 0 else 1
            cite.index = value + 1 - base
            notes.append(
                model.Note.of("bind.reference_base", base=base, value=value, source=cite.index)
            )
    if notes:
        cite.detail["bind_note"] = " ".join(notes)
        cite.detail["bind_steps"] = [{"code": n.code, "params": n.params} for n in notes]


def _same_source(chunk: model.Source, sources: model.SourceSet) -> tuple[int, str] | None:
    """The pasted source that is ``chunk``: same URL, same text, one text inside the other,
    or same title — in that order of trust."""
    text = " ".join(chunk.text.split())
    tests: list[tuple[str, Any]] = [
        ("URL", lambda s: chunk.url and _same_url(s.url, chunk.url)),
        ("text", lambda s: text and " ".join(s.text.split()) == text),
        (
            "text",
            lambda s: (
                text
                and len(text) >= 20
                and (text in " ".join(s.text.split()) or " ".join(s.text.split()) in text)
            ),
        ),
        ("title", lambda s: chunk.title and s.title == chunk.title),
    ]
    for what, test in tests:
        hits = [s.number for s in sources.sources if test(s)]
        if len(hits) == 1:
            return hits[0], what
    return None


def _same_url(a: str | None, b: str) -> bool:
    if not a:
        return False

    def norm(u: str) -> str:
        return u.strip().rstrip("/").removeprefix("https://").removeprefix("http://")

    return norm(a) == norm(b)
