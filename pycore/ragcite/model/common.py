"""What every stage and the report share: plain values, the literal codes, input errors,
notes, explanation steps and warnings."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any, Literal, TypeVar, get_args

from ..i18n import translator

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_LEAVES = frozenset({str, int, float, bool, type(None)})


def plain(value: Any) -> Any:
    """``dataclasses.asdict`` of a report, without its deep copy of every leaf: the
    same dicts, lists and tuples, but strings and numbers are shared, not copied (an
    answer of 20,000 sentences spent most of its rendering time in ``asdict``). Leaves
    are tested inline, not by a call each: most values of a report are leaves.

    >>> plain(Step("c", {"n": [1, (2, 3)], "m": None}))
    {'code': 'c', 'params': {'n': [1, (2, 3)], 'm': None}}
    """
    kind = type(value)
    if kind in _LEAVES:
        return value
    if kind is list:
        return [v if type(v) in _LEAVES else plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _LEAVES else plain(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(plain(v) for v in value)
    names = _FIELD_NAMES.get(kind)
    if names is None and is_dataclass(value) and not isinstance(value, type):
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(value))
    if names is not None:
        return {
            name: v if type(v) in _LEAVES else plain(v)
            for name in names
            for v in (getattr(value, name),)
        }
    return value  # str subclasses (Note) and other immutable leaves, shared


_Record = TypeVar("_Record")
_SHARED_FIELDS: dict[tuple[type, type], tuple[str, ...]] = {}
"""Per (record kind, source type): the kind's fields the source also has (read once)."""


def copied(kind: type[_Record], source: object, **given: Any) -> _Record:
    """A ``kind`` dataclass whose fields take the value of ``source``'s field of the same
    name, or of ``given`` (which wins), or their defaults: how a reader's record becomes
    its report record (``Source`` -> ``SourceInfo``, ``RawCitation`` -> ``Citation``)
    without a field-by-field copy, which a field added to both would miss. Values are
    shared, not copied; a required field found nowhere raises ``TypeError``.

    >>> copied(Step, Step("quote.exact", {"n": 1}), code="quote.trimmed")
    Step(code='quote.trimmed', params={'n': 1})
    """
    key = (kind, type(source))
    shared = _SHARED_FIELDS.get(key)
    if shared is None:
        every = fields(kind)  # type: ignore[arg-type]
        shared = _SHARED_FIELDS[key] = tuple(f.name for f in every if hasattr(source, f.name))
    taken = {name: getattr(source, name) for name in shared if name not in given}
    return kind(**taken, **given)


Mode = Literal["quotes", "markers", "provider"]
Result = Literal["exact", "normalized", "not_in_source", "no_such_source", "no_quote"]
Level = Literal["supported", "partly_supported", "unsupported", "not_checked", "not_checkable"]
"""Support levels. ``partly_supported`` replaced schema 1's ``weak``; ``not_checkable``: every
cited source has no text in the check, so the claim was not judged."""
Status = Literal[
    "supported",
    "partly_supported",
    "unsupported",
    "not_checkable",
    "uncited",
    "bad_marker",
    "not_claim",
    "not_checked",
]
STATUSES: tuple[Status, ...] = get_args(Status)
"""Sentence statuses, in the order the summary bar lists them."""


class InputError(ValueError):
    """Input that cannot be read, with where it went wrong.

    The only exception :func:`ragcite.check` raises for bad input. ``str(err)`` reads like
    ``sources: JSON error at line 3, column 14: Expecting ',' delimiter``.
    """

    def __init__(
        self,
        where: str,
        message: str,
        line: int | None = None,
        column: int | None = None,
        detail: str | None = None,
        *,
        code: str = "",
        params: dict[str, Any] | None = None,
    ) -> None:
        self.where = where
        """Which input: ``"sources"``, ``"answer"`` or ``"options"``."""
        self.message = message
        self.line = line
        self.column = column
        self.detail = detail
        """What the parser said at that place, e.g. ``Expecting ',' delimiter``."""
        self.code = code
        """The catalog message ``error.<code>`` that says ``message`` (with ``params``, and
        the line and column) in another language; empty when there is none."""
        self.params = dict(params or {})
        super().__init__(str(self))

    def __str__(self) -> str:
        """
        >>> str(InputError("sources", "JSON error", 1, 34, "Expecting ',' delimiter"))
        "sources: JSON error at line 1, column 34: Expecting ',' delimiter"
        """
        text = f"{self.where}: {self.message}"
        if self.line is not None:
            text += f" at line {self.line}, column {self.column}"
        return f"{text}: {self.detail}" if self.detail else text

    def as_dict(self) -> dict[str, Any]:
        return {
            "where": self.where,
            "message": self.message,
            "line": self.line,
            "column": self.column,
            "detail": self.detail,
            "text": str(self),
            "code": self.code,
            "params": self.params,
        }


class ShapeError(InputError):
    """An :class:`InputError` for a paste a reader recognised but could not read because a
    field had a type or value its format never has. Users see it like any input error;
    the fuzz tests treat it as a bug in that reader (tests/test_fuzz.py)."""


class Note(str):
    """A note on how a paste was read: plain English text (what ``notes`` carry in the
    JSON) that also knows its catalog message, ``note.<code>`` with ``params``, so a page
    in another language can say it. A plain ``str`` note is shown as written.

    >>> n = Note("source read as 1-based source numbers.", "one_based", {"keys": "source"})
    >>> n == "source read as 1-based source numbers.", n.code
    (True, 'one_based')
    """

    code: str
    """The catalog message's code (``note.<code>``); empty for a note without one."""
    params: dict[str, Any]
    """The values the catalog message names."""

    def __new__(cls, text: str, code: str = "", params: dict[str, Any] | None = None) -> Note:
        note = super().__new__(cls, text)
        note.code, note.params = code, dict(params or {})
        return note

    @classmethod
    def of(cls, code: str, **params: Any) -> Note:
        """The note ``note.<code>`` with ``params``, its text said by the English catalog
        (so the JSON's English note and every language's message come from one place).

        >>> Note.of("one_based", keys="source")
        'source read as 1-based source numbers.'
        """
        return cls(translator("en")(f"note.{code}", **params), code, params)


def note_steps(notes: list[str]) -> list[Step | None]:
    """The catalog message of each note (None for a note with none), in order."""
    return [Step(n.code, n.params) if isinstance(n, Note) and n.code else None for n in notes]


@dataclass
class ReportWarning:
    code: str
    """Stable machine code: ``truncated``, ``no_citations``, ``empty_answer``,
    ``unknown_source``, ``stream_incomplete``, ``stream_error``, ``source_index_base``, ..."""
    message: str
    """One plain sentence for a person (English)."""
    params: dict[str, Any] | None = None
    """The values the message names, for the catalogs (``warning.<code>``, or
    ``warning.<code>.detail`` when there are any): with them a page in another language
    shows the whole message translated. Null when the message says more than a catalog
    can (it is then shown with the English original)."""


@dataclass
class Step:
    """One step of an explanation: a message code and its parameters, rendered from the
    message catalogs in the reader's language by :func:`explain` (``step.<code>`` for a
    citation, ``support.step.<code>`` for a claim's support). The one step type: every
    explanation of the checks, English included, is a list of these."""

    code: str
    """The message code, e.g. ``quote.exact`` or ``support.missing``."""
    params: dict[str, Any] = field(default_factory=dict)
    """The values the message names, e.g. ``{"sources": [2]}``."""


def explain(steps: Sequence[Step | dict[str, Any]], lang: str = "en", prefix: str = "step.") -> str:
    """The one way an explanation is said: each step (a :class:`Step`, or its dict in a
    report) is the catalog message ``<prefix><code>`` in ``lang`` (English included, so no
    explanation text is written in code), with list parameters named in the catalog too:
    normalisations (``norm.*``), trimmed parts (``trim.*``), source numbers (``[n]``).
    Citations' steps use ``step.``, claims' support steps ``support.step.``.

    >>> explain([Step("quote.normalized", {"normalizations": ["case"]})], "it")
    'Trovata ignorando maiuscole e minuscole.'
    >>> explain([{"code": "uncited", "params": {}}], "en", "support.step.")
    'The sentence cites no source.'
    """
    t = translator(lang)

    def join(items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return t("list.and", items=", ".join(items[:-1]), last=items[-1])

    def value(name: str, raw: Any) -> Any:
        if not isinstance(raw, list):
            return raw
        if name == "normalizations":
            return join([t("norm." + n) for n in raw])
        if name == "trims":
            return join([t("trim." + n) for n in raw])
        if name == "sources":
            return join([f"[{n}]" for n in raw])
        return raw

    said = []
    for step in steps:
        code, params = (
            (step.code, step.params)
            if isinstance(step, Step)
            else (
                step["code"],
                step["params"],
            )
        )
        said.append(t(prefix + code, **{k: value(k, v) for k, v in params.items()}))
    return " ".join(said)
