"""The one entry the web worker calls: a JSON string in, a JSON string out.

Only strings cross the worker boundary (no proxies to leak or destroy). Requests:

- ``{"type": "check", "sources": str, "answer": str, "options": {...}}`` →
  ``{"ok": true, "html": str, "report": {...}}`` or
  ``{"ok": false, "error": {"where", "message", "line", "column", "text"}, "html": str}``
- ``{"type": "example"}`` → ``{"ok": true, "sources": str, "answer": str}``
- ``{"type": "formats"}`` → ``{"ok": true, "answer_formats": [[name, label]...],
  "sources_formats": [[name, label]...]}``
- ``{"type": "export", "format": "json" | "markdown" | "csv", "sources", "answer",
  "options"}`` → ``{"ok": true, "format", "text", "filename", "mime"}`` (the same check,
  rendered by the core for the page's download and copy buttons), or the check's error
- ``{"type": "batch", "op": "start" | "run" | "finish", ...}``: the Compare tab, a file
  of runs checked in chunks (see :mod:`ragcite.batch_api`)
"""

from __future__ import annotations

import functools
import json
import traceback
from importlib import resources
from typing import Any

from . import batch_api, check
from .answers import formats as answer_formats
from .model import InputError, Report
from .options import Options
from .render import EXPORTS, render_error_html, render_export, render_html
from .sources import formats as sources_formats


def example() -> dict[str, str]:
    """The worked example the page opens with: four pgvector sources and an Ollama
    /api/chat answer whose content is JSON with two citations, the second failing."""
    folder = resources.files("ragcite").joinpath("examples")
    return {
        "sources": folder.joinpath("pgvector-sources.json").read_text("utf-8"),
        "answer": folder.joinpath("pgvector-answer.json").read_text("utf-8"),
    }


@functools.lru_cache(maxsize=1)
def _checked(sources: str, answer: str, options: Options) -> Report:
    """The last check, kept: an export right after it (the page's download and copy
    buttons) renders the same report instead of checking again. Reports are not changed
    after the check, so sharing one is safe."""
    return check(sources, answer, options)


def _check(request: dict[str, Any]) -> dict[str, Any]:
    options_in = request.get("options") or {}
    ui = options_in.get("ui_language", "en") if isinstance(options_in, dict) else "en"
    try:
        options = Options.from_mapping(options_in)
        report = _checked(str(request.get("sources", "")), str(request.get("answer", "")), options)
    except InputError as err:
        error = err.as_dict()
        return {"ok": False, "error": error, "html": render_error_html(error, ui)}
    fmt = request.get("format")
    if request.get("type") == "export":
        if fmt not in EXPORTS:
            raise InputError("request", f"unknown export format {fmt!r}")
        filename, mime = EXPORTS[fmt]
        return {
            "ok": True,
            "format": fmt,
            "filename": filename,
            "mime": mime,
            "text": render_export(report, fmt, options.ui_language),
        }
    data = report.as_dict()
    return {"ok": True, "html": render_html(data, options.ui_language), "report": data}


def handle(request_json: str) -> str:
    """Answer one request; never raises (an internal error becomes an error reply)."""
    try:
        request = json.loads(request_json)
        if not isinstance(request, dict):
            raise InputError("request", "expected a JSON object")
        kind = request.get("type")
        if kind in ("check", "export"):
            reply = _check(request)
        elif kind == "batch":
            reply = batch_api.handle(request)
        elif kind == "example":
            reply = {"ok": True, **example()}
        elif kind == "formats":
            reply = {
                "ok": True,
                "answer_formats": [["auto", "auto"], *map(list, answer_formats().items())],
                "sources_formats": [["auto", "auto"], *map(list, sources_formats().items())],
            }
        else:
            raise InputError("request", f"unknown request type {kind!r}")
    except InputError as err:
        reply = {"ok": False, "error": err.as_dict(), "html": render_error_html(err.as_dict())}
    except Exception as err:  # a bug in ragcite: report it as data, never kill the worker
        error = {
            "where": "internal",
            "message": f"{type(err).__name__}: {err}",
            "line": None,
            "column": None,
            "text": f"internal error: {type(err).__name__}: {err}",
            "traceback": traceback.format_exc(),
        }
        reply = {"ok": False, "error": error, "html": render_error_html(error)}
    return json.dumps(reply, ensure_ascii=False)
