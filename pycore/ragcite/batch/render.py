"""A batch result (``ragcite.batch/1``) → terminal table, Markdown, CSV, and the page's HTML.

The table has one row per label and a total row; under it, the worst runs of each label
(with their ``--details`` files when written) and how many records could not be read.
Column titles come from the message catalogs (``batch.col.*``); the CSV keeps the JSON
field names, stable and machine-friendly, like the report's CSV.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from typing import Any

from ..i18n import translator
from ..report.render import _cell, _csv_text, _language, environment
from .result import CITATION_FIGURES, CITATION_METRICS

COLUMNS = (
    "runs",
    "no_citation",
    "invalid_citation_rate",
    "quotes_not_found",
    "uncited_claims",
    "unsupported",
    "partly_supported",
    "truncated",
    "mean_support",
    "p10_support",
    "unused_sources",
    "unreadable",
    *CITATION_FIGURES,
)
"""The table's columns after the label: what the issue asks the table to show."""
RATES = ("invalid_citation_rate", "quote_not_found_rate", "unused_source_rate")
SCORES = ("mean_support", "p10_support", "mean_answer_support")

CSV_SKIP = ("label", "support_distribution", "worst_runs", "unreadable_records")


def fmt(key: str, value: Any) -> str:
    """A figure as the table shows it.

    >>> fmt("invalid_citation_rate", 0.0714), fmt("mean_support", 0.67825), fmt("runs", 3)
    ('7.1%', '0.68', '3')
    >>> fmt("p10_support", None)
    '–'
    """
    if value is None:
        return "\N{EN DASH}"
    if key in RATES:
        return f"{value * 100:.1f}%"
    if key in SCORES or key in CITATION_METRICS:
        return f"{value:.2f}"
    return str(value)


_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def detail_name(label: str, ident: str) -> str:
    """The file name (without extension) of a run's ``--details`` report: label and id,
    with anything but letters, digits, ``.``, ``_`` and ``-`` replaced by ``_``.

    >>> detail_name("gpt-4o", "run 7/a")
    'gpt-4o--run_7_a'
    """
    name = f"{_UNSAFE.sub('_', label) or '_'}--{_UNSAFE.sub('_', ident) or '_'}"
    return name.lstrip(".")[:150]


def label_name(row: dict[str, Any], t: Callable[..., str]) -> str:
    if row["label"] is None:
        return t("batch.total")
    return row["label"] or t("batch.no_label")


def _rows(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [*result["labels"], result["total"]]


def _worst(
    result: dict[str, Any], t: Callable[..., str], details: str | None
) -> list[tuple[str, list[str]]]:
    """(label, one text per worst run) for every label that has runs."""
    found = []
    for row in result["labels"]:
        runs = []
        for run in row["worst_runs"]:
            line = run["line"]
            where = f"{t('batch.unreadable.line', line=line)}, " if line is not None else ""
            text = (
                f"{run['id']} ({where}{t('batch.col.mean_support')} "
                f"{fmt('mean_support', run['mean_support'])}, "
                f"{t('batch.problems', n=run['problems'])})"
            )
            if details is not None:
                text += f" {details.rstrip('/')}/{detail_name(row['label'], run['id'])}.html"
            runs.append(text)
        if runs:
            found.append((label_name(row, t), runs))
    return found


def _unreadable_line(result: dict[str, Any], t: Callable[..., str]) -> str | None:
    count = result["unreadable"]["count"]
    if not count:
        return None
    total = result["total"]["runs"] + count
    return t("batch.unreadable_summary", n=count, total=total)


def render_table(result: dict[str, Any], details: str | None = None) -> str:
    """The terminal table: columns padded to their widest cell, numbers right-aligned."""
    t = translator("en")
    head = [t("batch.col.label"), *(t(f"batch.col.{c}") for c in COLUMNS)]
    body = [[label_name(row, t), *(fmt(c, row[c]) for c in COLUMNS)] for row in _rows(result)]
    widths = [max(len(r[i]) for r in [head, *body]) for i in range(len(head))]

    def line(cells: list[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = (c.rjust(w) for c, w in zip(cells[1:], widths[1:], strict=True))
        return "  ".join([first, *rest]).rstrip()

    out = [line(head), "  ".join("-" * w for w in widths)]
    out += [line(cells) for cells in body[:-1]]
    if len(body) > 2:
        out.append("  ".join("-" * w for w in widths))
    if len(body) != 2:  # one label: the total repeats it
        out.append(line(body[-1]))
    worst = _worst(result, t, details)
    if worst:
        out += ["", t("batch.worst") + ":"]
        for name, runs in worst:
            out += [f"  {name}:", *(f"    {run}" for run in runs)]
    unreadable = _unreadable_line(result, t)
    if unreadable:
        out += ["", unreadable]
    return "\n".join(out) + "\n"


def render_markdown(result: dict[str, Any], ui_language: str = "en") -> str:
    """The table as GitHub-flavoured Markdown, then the worst runs per label."""
    t = translator(_language(ui_language))
    head = [t("batch.col.label"), *(t(f"batch.col.{c}") for c in COLUMNS)]
    out = ["| " + " | ".join(head) + " |", "|---" + "|---:" * len(COLUMNS) + "|"]
    for row in _rows(result):
        name = _cell(label_name(row, t))
        if row["label"] is None:
            name = f"**{name}**"
        out.append("| " + " | ".join([name, *(fmt(c, row[c]) for c in COLUMNS)]) + " |")
    worst = _worst(result, t, None)
    if worst:
        out += ["", f"**{t('batch.worst')}**", ""]
        out += [f"- {_cell(name)}: {_cell('; '.join(runs), 600)}" for name, runs in worst]
    unreadable = _unreadable_line(result, t)
    if unreadable:
        out += ["", unreadable]
    return "\n".join(out) + "\n"


def csv_columns(result: dict[str, Any]) -> list[str]:
    return [k for k in result["total"] if k not in CSV_SKIP]


def render_csv(result: dict[str, Any]) -> str:
    """One row per label and a last row ``row=total`` (RFC 4180, CRLF), with every scalar
    field of the JSON row under its JSON name."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    columns = csv_columns(result)
    writer.writerow(["row", "label", *columns])
    for row in _rows(result):
        kind = "total" if row["label"] is None else "label"
        cells = ["" if row[c] is None else row[c] for c in columns]
        writer.writerow([kind, _csv_text(row["label"] or ""), *cells])
    return buffer.getvalue()


def render_export(result: dict[str, Any], fmt_name: str, ui_language: str = "en") -> str:
    if fmt_name == "markdown":
        return render_markdown(result, ui_language)
    if fmt_name == "csv":
        return render_csv(result)
    raise ValueError(f"unknown batch export format {fmt_name!r}")


# -- the page ----------------------------------------------------------------------------

CHART_KINDS = (
    "no_citation",
    "invalid_citations",
    "quotes_not_found",
    "uncited_claims",
    "unsupported",
    "partly_supported",
    "truncated",
)
"""Failure kinds the chart sets side by side, each as a share of its base (below)."""
KIND_BASE = {
    "no_citation": "runs",
    "truncated": "runs",
    "invalid_citations": "citations",
    "quotes_not_found": "quotes",
    "uncited_claims": "claims",
    "unsupported": "claims",
    "partly_supported": "claims",
}


def chart(result: dict[str, Any]) -> dict[str, Any]:
    """What the SVG charts draw, computed here so the template only places shapes: per
    label, the share of claims in each tenth of the support score, and the share of each
    failure kind (of runs, citations, quotes or claims)."""
    rows = result["labels"]
    distributions = []
    for row in rows:
        total = sum(row["support_distribution"]) or 1
        distributions.append([n / total for n in row["support_distribution"]])
    kinds = []
    for kind in CHART_KINDS:
        base = KIND_BASE[kind]
        kinds.append(
            {
                "kind": kind,
                "base": base,
                "values": [
                    {
                        "share": (row[kind] / row[base]) if row[base] else 0.0,
                        "n": row[kind],
                        "of": row[base],
                    }
                    for row in rows
                ],
            }
        )
    peak = max((v for d in distributions for v in d), default=0.0) or 1.0
    citation = [{"metric": m, "values": [row[m] for row in rows]} for m in CITATION_FIGURES]
    return {"distributions": distributions, "kinds": kinds, "peak": peak, "citation": citation}


def render_html(result: dict[str, Any], ui_language: str = "en") -> str:
    """The Compare tab's table and charts (inline SVG; Jinja2 with autoescape)."""
    lang = _language(ui_language)
    t = translator(lang)
    template = environment().get_template("batch.html.j2")
    return template.render(
        b=result,
        rows=_rows(result),
        columns=COLUMNS,
        fmt=fmt,
        name=lambda row: label_name(row, t),
        chart=chart(result),
        t=t,
        lang=lang,
        unreadable=_unreadable_line(result, t),
    )
