"""Plain text (Markdown or prose with inline markers): the format every paste falls back to."""

from __future__ import annotations

import re

from ...model import Answer, Note, ReportWarning
from .base import Paste, Provider, answer_reader
from .structured import build_answer


def _sniff(paste: Paste) -> bool:
    return True


def _parse(paste: Paste) -> Answer:
    answer = build_answer(paste.raw.lstrip("\ufeff"), "text", "plain text")
    if answer.extra.get("content_format") == "json-citations":
        answer.format, answer.description = "json-citations", "a JSON answer with citations"
    if answer.mode != "quotes" and _JSONISH.match(paste.text) and paste.json is None:
        # It starts like a JSON response but is not one (usually a paste cut short):
        # checking it as prose would give nonsense verdicts, so say where it broke.
        err = paste.json_error
        if err is not None:
            raise err
    value = paste.json
    if answer.mode != "quotes" and isinstance(value, dict | list):
        # Valid JSON that no reader knows: checked as prose it gives nonsense verdicts, so
        # say what it was (issue 11) instead of silently reading it as text.
        if isinstance(value, dict) and value:
            keys = ", ".join(repr(k)[:40] for k in list(value)[:8]) + (
                ", …" if len(value) > 8 else ""
            )
            note = Note.of("unknown_shape.keys", keys=keys)
        elif isinstance(value, dict):
            note = Note.of("unknown_shape.empty")
        else:
            note = Note.of("unknown_shape.array", n=f"{len(value):,}")
        answer.notes.append(note)
        # The note says the details in every language; the warning's catalog text is
        # the generic one.
        answer.warnings.append(ReportWarning("unknown_shape", str(note), {}))
    return answer


_JSONISH = re.compile(r'\{|\[\s*[{"]')


PROVIDER = Provider(
    "text", answers=(answer_reader("text", "Plain text / Markdown", _sniff, _parse),)
)
