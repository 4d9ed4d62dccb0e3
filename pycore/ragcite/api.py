"""The one entry the web worker calls: a JSON string in, a JSON string out.

Only strings cross the worker boundary (no proxies to leak or destroy). Requests:

- ``{"type": "check", "sources": str, "answer": str, "options": {...}, "ui_language": str}``
  → ``{"ok": true, "html": str}`` (what the page shows; the report itself is an export) or
  ``{"ok": false, "error": {"where", "message", "line", "column", "text"}, "html": str}``
  (``ui_language`` may also come inside ``options``, as older pages send it; it only
  chooses the language of the HTML, so it never causes a new check)
  A large report's reply says ``"more": true``: its ``html`` is the report's first part
  (the first items of each list, no source texts) and a ``more`` request brings the rest.
  In :func:`handle_split`'s reply (the worker's), ``"ms": {"check", "render"}`` says how
  long the check and the rendering of the reply took in Python (milliseconds; a measure
  for the page, not part of the report)
- ``{"type": "more", "ui_language": str}`` → ``{"ok": true, "html": str}``: the rest of
  the last check's report (``render.render_html(part="rest")``), whose ``[data-more]``
  containers' items the page appends to the first part's; ``""`` when there is none
- ``{"type": "source", "number": int, "ui_language": str}`` → ``{"ok": true, "html":
  str}``: a large report's source ``number`` with its text, for the source panel when it
  opens that source (``part="source"``: the rest holds no source texts, issue 29)
- ``{"type": "render", "ui_language": str}`` → the last check's reply again, rendered in
  that language without checking again (the page's language switch)
- ``{"type": "example", "name"?: str}`` → ``{"ok": true, "name": str, "sources": str,
  "answer": str, "examples": [[name, label]...]}`` (the worked example without a name)
- ``{"type": "formats"}`` → ``{"ok": true, "answer_formats": [[name, label]...],
  "sources_formats": [[name, label]...], "contract": {...}}``: the contract is what the
  page must not hard-code (see :func:`contract`)
- ``{"type": "export", "format": "json" | "markdown" | "csv", "sources", "answer",
  "options", "ui_language"}`` → ``{"ok": true, "format", "text", "filename", "mime"}``
  (the same check, rendered by the core for the page's download and copy buttons), or the
  check's error
- ``{"type": "batch", "op": "start" | "run" | "finish", ...}``: the Compare tab, a file
  of runs checked in chunks (see :mod:`ragcite.batch.api`)
"""

from __future__ import annotations

import functools
import json
import time
import traceback
from importlib import resources
from typing import Any

from . import check, limits
from .batch import api as batch_api
from .i18n import UI_LANGUAGES
from .limits import MAX_ANSWER_CHARS, MAX_SOURCES_CHARS
from .model import InputError, Report
from .options import BOUNDS, LANGUAGE_NAMES, Options
from .read.formats import answer_formats, sources_formats
from .report.render import (
    EXPORTS,
    is_large,
    render_error_html,
    render_export,
    render_html,
)


def contract() -> dict[str, Any]:
    """What the page reads instead of hard-coding it: the input fields (in the form's
    names) with their defaults and bounds, the UI languages, and the input size limit.

    >>> fields = {f["name"]: f for f in contract()["fields"]}
    >>> fields["threshold"]["default"], fields["threshold"]["max"]
    (0.7, 1.0)
    """
    defaults = Options()
    low, high, step = BOUNDS["threshold"]
    answer_languages = [["auto", "auto"], *map(list, LANGUAGE_NAMES.items())]
    return {
        "fields": [
            {"name": "sources", "kind": "text", "max_chars": MAX_SOURCES_CHARS},
            {"name": "answer", "kind": "text", "max_chars": MAX_ANSWER_CHARS},
            {"name": "sources_format", "kind": "choice", "default": defaults.sources_format},
            {"name": "answer_format", "kind": "choice", "default": defaults.answer_format},
            {
                "name": "threshold",
                "kind": "number",
                "default": defaults.threshold,
                "min": low,
                "max": high,
                "step": step,
            },
            {
                "name": "language",
                "kind": "choice",
                "default": defaults.language,
                "choices": answer_languages,
            },
        ],
        "ui_languages": [[code, LANGUAGE_NAMES[code]] for code in UI_LANGUAGES],
        "max_input": max(MAX_SOURCES_CHARS, MAX_ANSWER_CHARS),
    }


def examples() -> list[dict[str, str]]:
    """The examples menu: one small paste per provider family (``examples/index.json``),
    the worked example first."""
    index = resources.files("ragcite").joinpath("examples", "index.json")
    return list(json.loads(index.read_text("utf-8")))


def example(name: str | None = None) -> dict[str, Any]:
    """One example's pastes (the worked example — four pgvector sources and an Ollama
    /api/chat answer whose content is JSON with two citations, the second failing — when
    no name is given), with the menu of every example as ``[name, label]`` pairs."""
    found = _example(name)
    return {**found, "examples": [list(pair) for pair in found["examples"]]}


@functools.lru_cache(maxsize=32)
def _example(name: str | None) -> dict[str, Any]:
    """:func:`example`, read once: the page asks for the worked example at every start,
    and the start-up snapshot, made after build.py asked for it, holds it already."""
    menu = examples()
    chosen = next((e for e in menu if e["name"] == (name or menu[0]["name"])), None)
    if chosen is None:
        raise InputError("request", f"unknown example {name!r}")
    folder = resources.files("ragcite").joinpath("examples")
    return {
        "name": chosen["name"],
        "sources": folder.joinpath(chosen["sources"]).read_text("utf-8")
        if chosen.get("sources")
        else "",
        "answer": folder.joinpath(chosen["answer"]).read_text("utf-8"),
        "examples": tuple((e["name"], e["label"]) for e in menu),
    }


@functools.lru_cache(maxsize=1)
def _checked(sources: str, answer: str, options: Options) -> Report:
    """The last check, kept: an export right after it (the page's download and copy
    buttons) renders the same report instead of checking again. Reports are not changed
    after the check, so sharing one is safe."""
    return check(sources, answer, options)


_last: Report | dict[str, Any] | None = None
"""The last check's report, or its input error as a dict: what a ``render`` request shows."""


def _ui_language(request: dict[str, Any], options_in: Any) -> str:
    if isinstance(request.get("ui_language"), str):
        return str(request["ui_language"])
    if isinstance(options_in, dict) and isinstance(options_in.get("ui_language"), str):
        return str(options_in["ui_language"])
    return "en"


def _reply(outcome: Report | dict[str, Any], ui: str) -> dict[str, Any]:
    """The page's reply for a check's outcome (a report or an input error) in ``ui``."""
    if isinstance(outcome, dict):
        return {"ok": False, "error": outcome, "html": render_error_html(outcome, ui)}
    # Only what the page renders (issue 14): the report dict with every source's text
    # doubled the reply of a large check, and the page never read it; the JSON export
    # (type "export", format "json") is where the report goes out. A large report comes
    # in two parts, so that its first screen is in the page at once.
    if is_large(outcome):
        return {"ok": True, "html": render_html(outcome, ui, "first"), "more": True}
    return {"ok": True, "html": render_html(outcome, ui)}


def _check(request: dict[str, Any]) -> dict[str, Any]:
    global _last
    options_in = request.get("options") or {}
    ui = _ui_language(request, options_in)
    if isinstance(options_in, dict):
        options_in = {k: v for k, v in options_in.items() if k != "ui_language"}
    began = time.perf_counter()
    try:
        options = Options.from_mapping(options_in)
        report = _checked(str(request.get("sources", "")), str(request.get("answer", "")), options)
    except InputError as err:
        error = err.as_dict()
        if request.get("type") == "check":
            _last = error
        return _reply(error, ui)
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
            "text": render_export(report, fmt, ui),
        }
    _last = report
    checked = time.perf_counter()
    reply = _reply(report, ui)
    # Where a check's time went, for the page's performance measures (bench/boot.py):
    # the check itself, then the report dict, view model and HTML of what is sent.
    reply["ms"] = {
        "check": round((checked - began) * 1000, 1),
        "render": round((time.perf_counter() - checked) * 1000, 1),
    }
    return reply


def _render(request: dict[str, Any]) -> dict[str, Any]:
    if _last is None:
        raise InputError("request", "there is no check to show again yet")
    return _reply(_last, _ui_language(request, None))


def _more(request: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(_last, Report) or not is_large(_last):
        return {"ok": True, "html": ""}
    return {"ok": True, "html": render_html(_last, _ui_language(request, None), "rest")}


def _source(request: dict[str, Any]) -> dict[str, Any]:
    number = request.get("number")
    if not isinstance(_last, Report) or not isinstance(number, int) or isinstance(number, bool):
        raise InputError("request", "a source request needs a number and a checked report")
    return {"ok": True, "html": render_html(_last, _ui_language(request, None), "source", number)}


def handle(request_json: str) -> str:
    """Answer one request; never raises (an internal error becomes an error reply). The
    same request gives the same bytes (the build compares a snapshot's answers with a
    normal boot's), so a check's timings (``ms``) are only in :func:`handle_split`'s."""
    reply = _answer(request_json)
    reply.pop("ms", None)
    return json.dumps(reply, ensure_ascii=False)


def handle_split(request_json: str) -> str:
    """:func:`handle`'s reply with its ``html`` taken out of the JSON: the JSON without
    it, a newline, then the HTML as is. What the web worker calls: a large report's HTML
    (megabytes of escaped source text) is then neither JSON-escaped here nor parsed
    again in the page. ``json.dumps`` escapes every newline inside strings, so the first
    one ends the JSON.

    >>> reply = handle_split('{"type": "check", "sources": "a", "answer": "b"}')
    >>> head, _, html = reply.partition(chr(10))
    >>> json.loads(head)["html_follows"], html.startswith("<")
    (True, True)
    """
    reply = _answer(request_json)
    html = reply.pop("html", None)
    head = json.dumps({**reply, "html_follows": html is not None}, ensure_ascii=False)
    return f"{head}\n{html or ''}"


def handle_utf8(request: Any) -> str:
    """:func:`handle_split` for a request sent as UTF-8 bytes: what the web worker calls
    (a JavaScript ``Uint8Array``, which Pyodide hands over with ``to_bytes``, or bytes).
    A pasted 2 MB source crossed as a JavaScript string in ~30-40 ms, as bytes (the
    browser's TextEncoder, then Python's UTF-8 decoder) in a few (issue 14).

    >>> head = handle_utf8('{"type": "formats"}'.encode()).partition(chr(10))[0]
    >>> json.loads(head)["ok"]
    True
    """
    data = request.to_bytes() if hasattr(request, "to_bytes") else bytes(request)
    return handle_split(data.decode("utf-8"))


def _answer(request_json: str) -> dict[str, Any]:
    try:
        request = json.loads(request_json)
        if not isinstance(request, dict):
            raise InputError("request", "expected a JSON object")
        kind = request.get("type")
        if kind in ("check", "export"):
            # Not for batch requests: a thousand runs could pile up uncollected cycles.
            with limits.collector_paused():
                reply = _check(request)
        elif kind == "render":
            with limits.collector_paused():
                reply = _render(request)
        elif kind == "more":
            with limits.collector_paused():
                reply = _more(request)
        elif kind == "source":
            reply = _source(request)
        elif kind == "batch":
            reply = batch_api.handle(request)
        elif kind == "example":
            name = request.get("name")
            reply = {"ok": True, **example(name if isinstance(name, str) else None)}
        elif kind == "formats":
            reply = {
                "ok": True,
                "answer_formats": [["auto", "auto"], *map(list, answer_formats().items())],
                "sources_formats": [["auto", "auto"], *map(list, sources_formats().items())],
                "contract": contract(),
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
    return reply
