"""Report → HTML (Jinja2, autoescape on), Markdown, CSV and JSON: the entry points.

Every piece of user text reaches the page through a template with autoescape, so a source
or answer containing ``<script>`` is shown as text. UI strings come from the message
catalogs in ``i18n/`` (one JSON file per language), never from code. The report package:

- ``view.py`` — the view model, computed once per report (:func:`presented`): statuses,
  highlight offsets, suggested sources; ``answer.py`` the annotated answer, with
  ``markdown.py`` the layout of a Markdown answer; ``lazy.py`` its lazy lists;
- ``texts.py`` — every text said in the reader's language (steps, warnings, notes, the
  summary, errors), ``plurals.py`` the plural forms of counted messages;
- ``environment.py`` — the Jinja2 environment and :func:`presented`;
- ``exports.py`` — the Markdown and CSV exports; this module the HTML and the JSON.
"""

from __future__ import annotations

from typing import Any, Literal

from ..i18n import UI_LANGUAGES, catalog, own_catalog, translator
from ..model import InputError, Report
from ..read.jsonpretty import dumps_pretty
from .environment import _language, environment, presented
from .exports import CSV_COLUMNS, _cell, _csv_text, render_csv, render_markdown
from .texts import (
    JSON_PROBLEMS,
    bind_texts,
    check_texts,
    error_text,
    explainer,
    localizer,
    note_says,
    note_texts,
    summary_line,
    support_stepper,
    warning_texts,
)

__all__ = [
    "CSV_COLUMNS",
    "EXPORTS",
    "FIRST_ITEMS",
    "JSON_PROBLEMS",
    "UI_LANGUAGES",
    "_cell",
    "_csv_text",
    "_language",
    "catalog",
    "environment",
    "error_text",
    "explainer",
    "is_large",
    "note_says",
    "own_catalog",
    "presented",
    "render_csv",
    "render_error_html",
    "render_export",
    "render_html",
    "render_json",
    "render_markdown",
    "summary_line",
    "support_stepper",
    "translator",
]

FIRST_ITEMS = 40
"""How many items of each long list (answer sentences, claims, citations, Vertex rows)
the first part of a large report holds: what a screen or two shows."""
FIRST_SOURCE_CHARS = 100_000
"""Above this much source text a report is large even with short lists. A large report's
source texts (hidden in the source panel until a citation is opened) come one at a time
when opened (``part="source"``): 2 MB of them made the rest cost as much again as the
lists (issue 29)."""

Part = Literal["whole", "first", "rest", "source"]


def is_large(report: Report) -> bool:
    """Whether the page gets this report in two parts (issue 14): the first, with the
    first :data:`FIRST_ITEMS` of each list and no source texts, is in the page while the
    rest (``part="rest"``) is rendered; together they are the whole report."""
    data, v = presented(report)
    longest = max(len(v["answer"]), len(v["sentences"]), len(v["cites"]), len(v["vertex"]))
    text = sum(len(s["text"]) for s in data["sources"])
    return longest > FIRST_ITEMS or text > FIRST_SOURCE_CHARS


def _slices(
    data: dict[str, Any], v: dict[str, Any], part: Part, source: int | None = None
) -> dict[str, slice]:
    """The items of each list a part renders (the template's ``part``): ``source`` is
    source number ``source``'s text alone."""
    lists = {
        "answer": len(v["answer"]),
        "claims": len(v["sentences"]),
        "cites": len(v["cites"]),
        "vertex": len(v["vertex"]),
    }
    n_sources = len(data["sources"])
    if part == "first":
        cut = {name: slice(0, min(n, FIRST_ITEMS)) for name, n in lists.items()}
        return cut | {"sources": slice(0, 0)}
    if part == "rest":
        cut = {name: slice(min(n, FIRST_ITEMS), n) for name, n in lists.items()}
        return cut | {"sources": slice(0, 0)}
    if part == "source":
        if source is None or not 1 <= source <= n_sources:
            raise InputError("request", f"there is no source {source} in this report")
        return {name: slice(0, 0) for name in lists} | {"sources": slice(source - 1, source)}
    return {name: slice(0, n) for name, n in lists.items()} | {"sources": slice(0, n_sources)}


def render_html(
    report: Report, ui_language: str = "en", part: Part = "whole", source: int | None = None
) -> str:
    """The report as HTML (``templates/report.html.j2``); ``part`` "first" and "rest"
    are its two parts for the page (:func:`is_large`). The rest is a whole report page
    too, with the other items in the same ``[data-more]`` containers, from which the
    page moves them into the first part's; so is ``part="source"``, which holds only
    the text of source number ``source``, for the page to add to its source panel when
    that source is opened (a large report's panel says ``data-lazy-sources``)."""
    lang = _language(ui_language)
    data, v = presented(report)
    template = environment().get_template("report.html.j2")
    own = own_catalog(lang)
    return template.render(
        r=data,
        v=v,
        part=_slices(data, v, part, source),
        lazy_sources=part != "whole",
        t=translator(lang),
        local=localizer(lang),
        explain=explainer(lang),
        warning_text=warning_texts(lang),
        note_text=note_texts(lang),
        bind_text=bind_texts(lang),
        check_text=check_texts(lang),
        has_local=lambda key: key in own,
        support_step=support_stepper(lang),
        # A heading in words (issue 27): a warning code without one shows its text alone.
        has_title=lambda key: key in catalog(lang),
        lang=lang,
        summary=summary_line(data, lang),
    )


def render_error_html(error: dict[str, Any], ui_language: str = "en") -> str:
    lang = _language(ui_language)
    template = environment().get_template("error.html.j2")
    return template.render(
        e=error, t=translator(lang), lang=lang, known=catalog(lang), text=error_text(error, lang)
    )


def render_json(report: Report) -> str:
    return dumps_pretty(presented(report)[0])


EXPORTS: dict[str, tuple[str, str]] = {
    "json": ("ragcite-report.json", "application/json"),
    "markdown": ("ragcite-report.md", "text/markdown;charset=utf-8"),
    "csv": ("ragcite-citations.csv", "text/csv;charset=utf-8"),
}
"""Export format → (file name, MIME type), for the page's download buttons."""


def render_export(report: Report, fmt: str, ui_language: str = "en") -> str:
    """The report in one of :data:`EXPORTS`' formats."""
    if fmt == "json":
        return render_json(report) + "\n"
    if fmt == "markdown":
        return render_markdown(report, ui_language)
    if fmt == "csv":
        return render_csv(report)
    raise ValueError(f"unknown export format {fmt!r}")
