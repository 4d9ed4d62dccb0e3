"""The report as Markdown (``templates/report.md.j2``) and as CSV: the exports."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from functools import cache
from typing import Any

import jinja2

from ..i18n import catalog, translator
from ..limits import MAX_SENTENCE_CHARS
from ..model import Report
from . import compiled
from .environment import _Environment, _language, presented
from .texts import SUGGEST_KEYS, explainer, localizer, summary_line, warning_texts


def _cell(text: str | None, limit: int = 120) -> str:
    """Text safe for one Markdown table cell, at most ``limit`` characters.

    >>> _cell("a | b\\nc")
    'a \\\\| b c'
    >>> _cell("word " * 10_000, 12)
    'word word w…'
    """
    text = text or ""
    head = " ".join(text[: limit * 8].split())  # only the head: a cell of a 2 MB sentence
    if len(head) > limit or len(text) > limit * 8:
        head = head[: limit - 1] + "…"
    return head.replace("|", "\\|")


def _details(c: dict[str, Any], t: Callable[..., str], explain: Callable[..., str]) -> str:
    """The last cell of a citation's Markdown row: its explanation steps in the reader's
    language, and the closest passage of a quote that is not in its source."""
    # "marker only" says it all for a marker without a quote.
    details = [explain(c["steps"])] if c["steps"] and c["result"] != "no_quote" else []
    if c["closest"]:
        closest = c["closest"]
        similarity = f"{closest['similarity']:.0%}"
        details.append(f"{t('closest', similarity=similarity)} “{closest['text']}”")
    return " ".join(details)


def _sentence_notes(x: dict[str, Any], t: Callable[..., str], local: Callable[..., str]) -> str:
    """The last cell of a sentence's Markdown row: missing words and numbers, flags,
    suggested sources, and why a non-claim is not one."""
    sup = x["support"] or {}
    missing = ", ".join([*sup.get("numbers_missing", []), *sup.get("missing_words", [])])
    notes = [t("flag." + f) for f in x["flags"] if f != "number_missing"]
    notes += [f"{t(SUGGEST_KEYS[g['why']])} [{g['number']}]" for g in x["suggest"]]
    if sup.get("basis", "sources") != "sources" and sup.get("steps"):  # what it was judged by
        notes.insert(0, t("support.step." + sup["steps"][0]["code"], **sup["steps"][0]["params"]))
    if x["status"] == "not_claim":
        notes.append(local("kind." + x["s"]["kind"], x["s"]["why"]))
    return "; ".join(p for p in [missing, *notes] if p)


@cache
def markdown_environment(source: jinja2.BaseLoader | None = None) -> jinja2.Environment:
    """Markdown is not HTML: no HTML escaping; table cells go through ``cell``. Its
    templates come as :func:`.environment.environment`'s do."""
    env = _Environment(
        loader=source or compiled.loader("md", compiled.templates()),
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["cell"] = _cell
    return env


def render_markdown(report: Report, ui_language: str = "en") -> str:
    """The report as Markdown (``templates/report.md.j2``): summary, warnings, then tables
    of citations and of the support of each sentence, sentences without a citation,
    sources never cited."""
    lang = _language(ui_language)
    t, local = translator(lang), localizer(lang)
    data, v = presented(report)
    return (
        markdown_environment()
        .get_template("report.md.j2")
        .render(
            r=data,
            v=v,
            t=t,
            local=local,
            warning_text=warning_texts(lang),
            has_title=lambda key: key in catalog(lang),
            summary=summary_line(data, lang),
            threshold=f"{report.threshold:g}",
            partial=f"{report.partial_threshold:g}",
            details=lambda c: _details(c, t, explainer(lang)),
            sentence_notes=lambda x: _sentence_notes(x, t, local),
        )
    )


CSV_COLUMNS = (
    "citation",
    "source_label",
    "source",
    "source_title",
    "quote",
    "result",
    "normalizations",
    "found_in",
    "closest_similarity",
    "closest_text",
    "sentence",
    "sentence_text",
    "sentence_status",
    "support_score",
    "missing_words",
    "numbers_missing",
    "explanation",
)
"""Column names of :func:`render_csv`: stable, English, machine-friendly."""

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _csv_text(value: str | None) -> str:
    """User text for a CSV cell. Spreadsheets run a cell that starts like a formula
    (https://owasp.org/www-community/attacks/CSV_Injection), so such text gets a leading
    apostrophe, which spreadsheets show as text and hide.

    >>> _csv_text("=HYPERLINK(1)"), _csv_text("plain")
    ("'=HYPERLINK(1)", 'plain')
    """
    text = value or ""
    return "'" + text if text.startswith(_FORMULA_START) else text


def render_csv(report: Report) -> str:
    """One row per citation (RFC 4180: comma-separated, CRLF line ends, quoted as
    needed), with its sentence's support; numbers are 1-based like ``[n]``. A sentence
    longer than ``limits.MAX_SENTENCE_CHARS`` (shown, not checked) is cut to that length
    with "…" in ``sentence_text``: it repeats on each of its citations' rows, and one
    "sentence" of 10,000 citations made a CSV of gigabytes."""
    data, v = presented(report)
    sentence_cells: dict[int, str] = {}

    def sentence_cell(index: int) -> str:
        if index not in sentence_cells:
            text = v["sentences"][index]["s"]["text"]
            if len(text) > MAX_SENTENCE_CHARS:
                text = text[: MAX_SENTENCE_CHARS - 1] + "…"
            sentence_cells[index] = _csv_text(text)
        return sentence_cells[index]

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for i, c in enumerate(data["citations"], 1):
        sentence = v["sentences"][c["sentence"]] if c["sentence"] is not None else None
        sup = (sentence or {}).get("support") or {}
        source = data["sources"][c["resolved"] - 1] if c["resolved"] else None
        closest = c["closest"] or {}
        writer.writerow(
            [
                i,
                _csv_text(c["source"]),
                c["resolved"] or "",
                _csv_text((source or {}).get("title") or ""),
                _csv_text(c["quote"]),
                c["result"],
                " ".join(c["normalizations"]),
                " ".join(str(n) for n in c["found_in"]),
                f"{closest['similarity']:.3f}" if closest else "",
                _csv_text(closest.get("text")),
                c["sentence"] + 1 if c["sentence"] is not None else "",
                sentence_cell(c["sentence"]) if sentence else "",
                sentence["status"] if sentence else "",
                f"{sup['score']:.3f}" if sup else "",
                _csv_text(" ".join(sup.get("missing_words", []))),
                _csv_text(" ".join(sup.get("numbers_missing", []))),
                _csv_text(c["explanation"]),
            ]
        )
    return buffer.getvalue()
