"""The Compare tab's requests (``{"type": "batch", "op": ...}`` in :func:`ragcite.api.handle`).

A file of runs is checked in chunks, so the page can show progress and the worker can
answer other requests in between; the runs stay in the worker's memory, in the browser:

- ``{"op": "start", "text", "format": "auto"|"jsonl"|"csv", "name", "sources"?, "options"}``
  reads the file → ``{"ok", "batch", "records", "read_errors"}``. A new start forgets
  the previous batch.
- ``{"op": "run", "batch", "count"}`` checks the next ``count`` records with
  :func:`ragcite.batch.partial` and merges them → ``{"ok", "batch", "done", "total"}``.
- ``{"op": "finish", "batch", "ui_language"}`` → ``{"ok", "html", "result", "csv",
  "markdown"}``: the table and charts (batch.html.j2), the ``ragcite.batch/1`` JSON and the
  two exports.
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from .. import batch
from ..model import InputError
from ..options import Options
from . import render as batch_render

_CURRENT: dict[str, Any] = {}
_COUNTER = itertools.count(1)
MAX_CHUNK = 500


def _start(request: dict[str, Any]) -> dict[str, Any]:
    text = request.get("text")
    if not isinstance(text, str):
        raise InputError("runs", "expected the file's text")
    options_in = dict(request.get("options") or {})
    options_in.pop("ui_language", None)
    options = Options.from_mapping(options_in)
    shared = request.get("sources")
    shared = shared if isinstance(shared, str) and shared.strip() else None
    fmt = request.get("format", "auto")
    name = str(request.get("name") or "")
    if fmt == "auto":
        looks_json = text.lstrip("\ufeff \t\r\n").startswith("{")
        fmt = "csv" if name.lower().endswith(".csv") or not looks_json else "jsonl"
    lines = text.splitlines(keepends=True)
    records = list(
        batch.read_csv(lines, shared) if fmt == "csv" else batch.read_jsonl(lines, shared)
    )
    ident = next(_COUNTER)
    _CURRENT.clear()
    _CURRENT.update(
        id=ident,
        records=records,
        done=0,
        options=options,
        state=batch.BatchState.empty(options),
        started=time.perf_counter(),
    )
    errors = sum(isinstance(r, batch.ReadError) for r in records)
    return {
        "ok": True,
        "batch": ident,
        "records": len(records),
        "read_errors": errors,
        "format": fmt,
    }


def _current(request: dict[str, Any]) -> dict[str, Any]:
    if not _CURRENT or request.get("batch") != _CURRENT["id"]:
        raise InputError("request", "this comparison was replaced or has not started")
    return _CURRENT


def _run(request: dict[str, Any]) -> dict[str, Any]:
    current = _current(request)
    count = request.get("count", 25)
    if not isinstance(count, int) or not 1 <= count <= MAX_CHUNK:
        raise InputError("request", f"count must be an integer from 1 to {MAX_CHUNK}")
    start = current["done"]
    chunk = current["records"][start : start + count]
    current["state"] = batch.merge(current["state"], batch.partial(chunk, current["options"]))
    current["done"] = start + len(chunk)
    return {
        "ok": True,
        "batch": current["id"],
        "done": current["done"],
        "total": len(current["records"]),
    }


def _finish(request: dict[str, Any]) -> dict[str, Any]:
    current = _current(request)
    ui = str(request.get("ui_language") or "en")
    elapsed = round(time.perf_counter() - current["started"], 3)
    result = batch.finalize(
        current["state"], {"engine": "pyodide", "workers": 1, "elapsed_s": elapsed}
    ).as_dict()
    return {
        "ok": True,
        "batch": current["id"],
        "done": current["done"],
        "total": len(current["records"]),
        "html": batch_render.render_html(result, ui),
        "result": result,
        "csv": batch_render.render_csv(result),
        "markdown": batch_render.render_markdown(result, ui),
    }


def handle(request: dict[str, Any]) -> dict[str, Any]:
    """One batch request; bad requests raise :class:`InputError` (api.handle reports it)."""
    op = request.get("op")
    if op == "start":
        return _start(request)
    if op == "run":
        return _run(request)
    if op == "finish":
        return _finish(request)
    raise InputError("request", f"unknown batch operation {op!r}")
