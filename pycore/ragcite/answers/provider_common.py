"""What the provider-citation formats share: offset checks, truncation warnings, the Answer.

Every provider citation becomes a :class:`RawCitation` with ``mode="provider"``; its
``detail`` carries the provider's raw offsets, their unit, and a ``check`` dict saying
whether the offsets really point at the text they claim (see :func:`verify_slice`).
"""

from __future__ import annotations

import re
from typing import Any

from ..model import Answer, RawCitation, Source, SourceSet, Usage, Warning
from ..offsets import UNITS, Unit, locate, match_unit, slice_in, to_chars
from .base import Paste, SSEEvent
from .structured import build_answer


def sse_values(paste: Paste) -> list[tuple[SSEEvent, Any]]:
    """Every SSE event whose data is JSON, parsed once per paste (seven sniffers look)."""
    if "sse_values" not in paste._cache:
        paste._cache["sse_values"] = list(paste.sse_json())
    return paste._cache["sse_values"]


def verify_slice(
    text: str, start: Any, end: Any, expected: str, unit: Unit, where: str
) -> tuple[dict[str, Any], tuple[int, int] | None]:
    """Check that ``text[start:end]`` (offsets in ``unit``) equals ``expected``.

    Returns the ``check`` dict for ``RawCitation.detail`` and the code-point span that holds
    ``expected`` (None when it is not in ``text``). ``status`` is ``verified`` (the slice
    matches in the stated unit), ``other_unit`` (it matches only when the offsets are read
    in another unit — the provider counted wrongly), ``searched`` (the slice disagrees and
    the text was found by searching), or ``not_found``.

    >>> check, span = verify_slice("naïve café", 7, 12, "café", "UTF-8 bytes", "the part")
    >>> check["status"], span
    ('verified', (6, 10))
    >>> check, span = verify_slice("naïve café", 6, 10, "café", "UTF-8 bytes", "the part")
    >>> check["status"], check["unit"], span
    ('other_unit', 'code points', (6, 10))
    >>> check, span = verify_slice("naïve café", 0, 2, "café", "code points", "the part")
    >>> check["status"], check["slice"], span
    ('searched', 'na', (6, 10))
    """
    ints = isinstance(start, int) and isinstance(end, int) and not isinstance(start, bool)
    stated = slice_in(text, start, end, unit) if ints else None
    check: dict[str, Any] = {
        "status": "",
        "ok": False,
        "unit": None,
        "stated_unit": unit,
        "slice": stated,
        "found": None,
        "message": "",
    }
    if stated is not None and stated == expected:
        span = to_chars(text, start, end, unit)
        check.update(
            status="verified",
            ok=True,
            unit=unit,
            found=list(span or ()),
            message=f"The offsets ({unit}) point at exactly this text in {where}.",
        )
        return check, span
    if ints:
        others = tuple(u for u in UNITS if u != unit)
        hit = match_unit(text, start, end, expected, others)
        if hit is not None:
            check.update(
                status="other_unit",
                unit=hit[0],
                found=[hit[1], hit[2]],
                message=f"The offsets are documented as {unit} but only match {where} when "
                f"read as {hit[0]}.",
            )
            return check, (hit[1], hit[2])
    near = start if ints else None
    found = locate(text, expected, near=near)
    shown = "out of range" if stated is None else repr(_short(stated))
    if found is not None:
        check.update(
            status="searched",
            found=list(found),
            message=f"The offsets disagree with the text (they show {shown}); the text was "
            f"found in {where} by searching, at characters {found[0]}–{found[1]}.",
        )
        return check, found
    check.update(
        status="not_found",
        message=f"The offsets disagree with the text (they show {shown}) and the text is not "
        f"in {where}.",
    )
    return check, None


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def truncation(reason: str, field: str) -> Warning:
    return Warning(
        "truncated",
        f'The answer was cut off by the token limit ({field}: "{reason}"); its last sentence '
        "and citations may be missing.",
    )


def stop_warning(reason: str, field: str) -> Warning:
    return Warning("finish_reason", f'The model stopped abnormally ({field}: "{reason}").')


def incomplete(what: str) -> Warning:
    return Warning(
        "stream_incomplete", f"The stream ended without {what}, so the answer may be cut short."
    )


def finish(
    text: str,
    fmt: str,
    description: str,
    citations: list[RawCitation],
    *,
    truncated: bool = False,
    finish_reason: str | None = None,
    usage: Usage | None = None,
    thinking: str | None = None,
    warnings: list[Warning] | None = None,
    notes: list[str] | None = None,
    sources: SourceSet | None = None,
    extra: dict[str, Any] | None = None,
) -> Answer:
    """The Answer for a provider response.

    With provider citations the mode is ``provider``; without them the content is read
    like any response content (plain text with markers, or JSON with a citations list).
    """
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


_AUTO_ID = re.compile(r"^doc[_:](\d+)$")


def auto_id_index(ident: str) -> int | None:
    """The 1-based source number of an auto-generated 0-based document id (Cohere's
    ``doc_0`` in v1, ``doc:0`` in v2), else None.

    >>> auto_id_index("doc_0"), auto_id_index("doc:2"), auto_id_index("faq-3")
    (1, 3, None)
    """
    match = _AUTO_ID.match(ident)
    return int(match.group(1)) + 1 if match else None


def placeholder(number: int, why: str) -> Source:
    """A numbered slot for a source the response does not carry, so later numbers keep
    their meaning (source [3] stays the request's third document)."""
    return Source(
        number=number,
        text="",
        title=f"(source {number}: {why})",
        metadata={"not_in_response": True},
    )


def text_of(value: Any) -> str:
    """A string field or ``""``."""
    return value if isinstance(value, str) else ""


_THINK = re.compile(r"^\s*<think>(?P<think>.*?)</think>\s*", re.DOTALL)


def split_think(text: str) -> tuple[str, str]:
    """Split a leading ``<think>…</think>`` block (reasoning models that put their reasoning
    in the content, e.g. Perplexity sonar-reasoning, DeepSeek R1 distills) off the answer.

    >>> split_think("<think>hmm</think>\\n\\nIt is 4 [1].")
    ('It is 4 [1].', 'hmm')
    >>> split_think("It is 4.")
    ('It is 4.', '')
    """
    match = _THINK.match(text)
    if match is None:
        return text, ""
    return text[match.end() :], match.group("think").strip()
