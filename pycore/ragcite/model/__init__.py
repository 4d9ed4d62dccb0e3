"""The data that flows through the pipeline, and the report it ends in.

Every stage reads and writes these dataclasses; nothing else crosses a stage boundary.
:mod:`.common` holds what all share (codes, input errors, notes, steps, warnings),
:mod:`.inputs` what the readers make of the pastes, :mod:`.report` the report. The
report's field names are a contract read by other tools (see docs/report-schema.md):
extend, never rename, and bump ``SCHEMA`` on a breaking change.
"""

from .common import (
    STATUSES,
    InputError,
    Level,
    Mode,
    Note,
    ReportWarning,
    Result,
    ShapeError,
    Status,
    Step,
    copied,
    explain,
    note_steps,
    plain,
)
from .inputs import (
    Answer,
    Binding,
    BindKind,
    OffsetCheck,
    RawCitation,
    Source,
    SourceSet,
    Usage,
)
from .report import (
    SCHEMA,
    Agreement,
    AnswerInfo,
    Citation,
    CitationMetrics,
    Closest,
    Evidence,
    Fix,
    Lowered,
    Report,
    Sentence,
    SourceInfo,
    Support,
)

__all__ = [
    "SCHEMA",
    "STATUSES",
    "Agreement",
    "Answer",
    "AnswerInfo",
    "BindKind",
    "Binding",
    "Citation",
    "CitationMetrics",
    "Closest",
    "Evidence",
    "Fix",
    "InputError",
    "Level",
    "Lowered",
    "Mode",
    "Note",
    "OffsetCheck",
    "RawCitation",
    "Report",
    "ReportWarning",
    "Result",
    "Sentence",
    "ShapeError",
    "Source",
    "SourceInfo",
    "SourceSet",
    "Status",
    "Step",
    "Support",
    "Usage",
    "copied",
    "explain",
    "note_steps",
    "plain",
]
