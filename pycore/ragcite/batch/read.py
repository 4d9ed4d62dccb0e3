"""Records to check: JSON Lines and CSV rows as :class:`Record`, or :class:`ReadError`
for what cannot be read (with its line), never dropped silently (docs/batch.md, "Input").
"""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..read.jsonvalues import type_name


@dataclass(frozen=True)
class Record:
    """One run to check: an answer, the sources it was given, and its group."""

    label: str
    """The group it is compared in: a model, a prompt, a day."""
    id: str
    """Names the run in the table and the details folder (default: its line number)."""
    sources: str
    """The sources as pasted (JSON text when the input held a JSON value)."""
    answer: str
    """The answer as pasted: text, or a provider response as JSON text."""
    line: int | None = None
    """1-based line of the input where the record starts, when read from a file."""


@dataclass(frozen=True)
class ReadError:
    """A record that could not be read or checked, with where it is."""

    message: str
    line: int | None = None
    label: str | None = None
    """None when the record is so broken its label is unknown."""
    id: str | None = None

    def __str__(self) -> str:
        """
        >>> str(ReadError("JSON error at column 3: Expecting value", 7))
        'line 7: JSON error at column 3: Expecting value'
        """
        where = f"line {self.line}" if self.line is not None else f"record {self.id or '?'}"
        return f"{where}: {self.message}"

    def as_dict(self) -> dict[str, Any]:
        return {"line": self.line, "label": self.label, "id": self.id, "message": self.message}


def _text(value: Any) -> str | None:
    """A field as pasted text: strings as they are, JSON values as JSON text."""
    if value is None:
        return None
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def _scalar(value: Any) -> str | None:
    if value is None or isinstance(value, dict | list):
        return None
    return value if isinstance(value, str) else json.dumps(value)


def record_from(
    data: Any, line: int | None, shared_sources: str | None = None
) -> Record | ReadError:
    """A record from one JSON object or CSV row: ``label``, ``id``, ``sources``, ``answer``.

    >>> record_from({"label": "m1", "sources": ["A."], "answer": "A [1]."}, 3)
    Record(label='m1', id='3', sources='["A."]', answer='A [1].', line=3)
    >>> str(record_from({"label": "m1", "sources": "A."}, 4))
    'line 4: no "answer"'
    """
    if not isinstance(data, dict):
        return ReadError(f"expected a JSON object, found {type_name(data)}", line)
    label = _scalar(data.get("label")) or ""
    ident = _scalar(data.get("id"))
    if ident is None or ident == "":
        ident = str(line) if line is not None else ""
    answer = _text(data.get("answer"))
    sources = _text(data.get("sources"))
    if not sources and shared_sources is not None:
        sources = shared_sources
    # "sources": "" stays a run: a provider response may carry its own sources (Gemini
    # grounding, Cohere documents, Perplexity results), as `ragcite check` accepts.
    if answer is None:
        return ReadError('no "answer"', line, label, ident)
    if sources is None:
        return ReadError('no "sources" (and no shared sources file)', line, label, ident)
    return Record(label, ident, sources, answer, line)


def _lines(path_or_lines: str | os.PathLike[str] | Iterable[str | bytes]) -> Iterator[str | bytes]:
    if isinstance(path_or_lines, str | os.PathLike):
        with Path(path_or_lines).open("rb") as handle:
            yield from handle
    else:
        yield from path_or_lines


def read_jsonl(
    path_or_lines: str | os.PathLike[str] | Iterable[str | bytes],
    shared_sources: str | None = None,
) -> Iterator[Record | ReadError]:
    """Records from JSON Lines (a path, or lines as str or bytes); a line that cannot be
    read yields a :class:`ReadError` with its line number instead. Blank lines are skipped.

    >>> rows = ['{"label": "a", "answer": "x"}', "", "{oops", "[1]", '{"label": "a"\\n']
    >>> for r in read_jsonl(rows, "S"):
    ...     print(r if isinstance(r, ReadError) else r.id)
    1
    line 3: JSON error at column 2: Expecting property name enclosed in double quotes
    line 4: expected a JSON object, found an array
    line 5: JSON error at column 14: Expecting ',' delimiter
    """
    for number, raw in enumerate(_lines(path_or_lines), 1):
        if isinstance(raw, bytes):
            try:
                line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError as err:
                yield ReadError(f"not UTF-8 text (byte {err.start + 1})", number)
                continue
        else:
            line = raw.removeprefix("\ufeff") if number == 1 else raw
        if not line.strip():
            continue
        # Without its line break: a line cut short then fails where Python's parser says
        # on that line ("column 31"), not at "line 2, column 1" past its end.
        line = line.rstrip("\r\n")
        try:
            data = json.loads(line)
        except json.JSONDecodeError as err:
            yield ReadError(f"JSON error at column {err.colno}: {err.msg}", number)
            continue
        yield record_from(data, number, shared_sources)


def read_csv(
    path_or_lines: str | os.PathLike[str] | Iterable[str],
    shared_sources: str | None = None,
) -> Iterator[Record | ReadError]:
    """Records from CSV with a header row naming the columns ``label``, ``id``, ``sources``,
    ``answer`` (any order; only ``answer`` is required, ``sources`` when no shared sources
    are given). A field may span lines; ``line`` is where its record starts.

    >>> rows = ["label,id,answer", "a,r1,x [1].", 'b,r2,"two', 'lines"']
    >>> [(r.id, r.line) for r in read_csv(rows, "S")]
    [('r1', 2), ('r2', 3)]
    """
    # A provider response in a cell can be longer than csv's default 128 KiB field limit.
    csv.field_size_limit(max(csv.field_size_limit(), 1 << 26))
    if isinstance(path_or_lines, str | os.PathLike):
        try:
            with Path(path_or_lines).open(encoding="utf-8-sig", newline="") as handle:
                yield from _csv_records(handle, shared_sources)
        except UnicodeDecodeError as err:
            yield ReadError(f"not UTF-8 text (byte {err.start + 1} of a block)", None)
    else:
        yield from _csv_records(path_or_lines, shared_sources)


def _csv_records(lines: Iterable[str], shared_sources: str | None) -> Iterator[Record | ReadError]:
    reader = csv.reader(lines)
    try:
        header = [name.strip().lstrip("\ufeff").lower() for name in next(reader)]
    except StopIteration:
        return
    except csv.Error as err:
        yield ReadError(f"CSV error: {err}", 1)
        return
    if "answer" not in header:
        yield ReadError('the CSV header has no "answer" column', 1)
        return
    start = reader.line_num + 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as err:
            yield ReadError(f"CSV error: {err}", start)
            start = reader.line_num + 1
            continue
        if any(cell.strip() for cell in row):
            if len(row) != len(header):
                yield ReadError(f"{len(row)} fields, the header has {len(header)}", start)
            else:
                yield record_from(dict(zip(header, row, strict=True)), start, shared_sources)
        start = reader.line_num + 1


def read_runs(
    path: str | os.PathLike[str], shared_sources: str | None = None, fmt: str = "auto"
) -> Iterator[Record | ReadError]:
    """Records from a file: CSV when ``fmt`` is ``csv`` or the name ends in ``.csv``,
    JSON Lines otherwise."""
    if fmt == "csv" or (fmt == "auto" and str(path).lower().endswith(".csv")):
        return read_csv(path, shared_sources)
    return read_jsonl(path, shared_sources)
