"""Report → HTML (Jinja2, autoescape on), Markdown, CSV and JSON.

Every piece of user text reaches the page through a template with autoescape, so a source
or answer containing ``<script>`` is shown as text. UI strings come from the message
catalogs in ``i18n/`` (one JSON file per language), never from code. What the templates
show beyond the report itself (statuses, the annotated answer, highlight offsets) is
computed in :mod:`ragcite.view`, which the Markdown and CSV renderers share.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any

import jinja2

from . import view
from .model import Report
from .providers.structured import JSON_CITATIONS_SUFFIX

UI_LANGUAGES = ("en", "it", "id", "es", "fr")
SUGGEST_KEYS = {"better_source": "claim.better_source", "best_source": "claim.best_source_auto"}


@cache
def own_catalog(lang: str) -> dict[str, str]:
    """The messages ``lang``'s own catalog defines (empty for an unknown language)."""
    if lang not in UI_LANGUAGES:
        return {}
    path = resources.files("ragcite").joinpath(f"i18n/{lang}.json")
    return json.loads(path.read_text("utf-8")) if path.is_file() else {}


@cache
def catalog(lang: str) -> dict[str, str]:
    """The message catalog for ``lang``, falling back to English key by key."""
    return {**own_catalog("en"), **own_catalog(lang)}


def translator(lang: str) -> Callable[..., str]:
    messages = catalog(lang)

    def t(key: str, **params: Any) -> str:
        text = messages.get(key, key)
        return text.format(**params) if params else text

    return t


def explainer(lang: str) -> Callable[[list[dict[str, Any]]], str]:
    """``explain(steps)``: a list of explanation steps ``{code, params}`` as sentences in
    ``lang``, each from the catalog key ``step.<code>``. List parameters are named in the
    catalog too: normalisations (``norm.*``), trimmed parts (``trim.*``), source numbers.

    >>> explainer("it")([{"code": "quote.normalized", "params": {"normalizations": ["case"]}}])
    'Trovata ignorando maiuscole e minuscole.'
    """
    t = translator(lang)

    def join(items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return t("list.and", items=", ".join(items[:-1]), last=items[-1])

    def value(name: str, raw: Any) -> Any:
        if name == "normalizations":
            return join([t("norm." + n) for n in raw])
        if name == "trims":
            return join([t("trim." + n) for n in raw])
        if name == "sources":
            return join([f"[{n}]" for n in raw])
        return raw

    def explain(steps: list[dict[str, Any]]) -> str:
        return " ".join(
            t("step." + s["code"], **{k: value(k, v) for k, v in s["params"].items()})
            for s in steps
        )

    return explain


def localizer(lang: str) -> Callable[[str, str], str]:
    """``local(key, english)``: the core writes some texts in English with details the
    catalog cannot know (a warning naming a field's value); other languages show their
    catalog's generic text instead, English keeps the detailed original."""
    own = own_catalog(lang)

    def local(key: str, english: str) -> str:
        return own[key] if lang != "en" and key in own else english

    return local


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("ragcite", "templates"),
        autoescape=True,  # all report output contains user text
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["pct"] = lambda x: "–" if x is None else f"{round(x * 100)}%"
    return env


def _language(ui_language: str) -> str:
    return ui_language if ui_language in UI_LANGUAGES else "en"


def summary_line(data: dict[str, Any], lang: str) -> str:
    """The summary line in ``lang``; English is the core's own line, word for word."""
    if lang == "en" and data.get("summary"):
        return str(data["summary"])
    t = translator(lang)
    local = localizer(lang)

    def describe(text: str) -> str:
        # Descriptions are the core's English phrases; the common ones have a translation
        # under "desc.<phrase>", the rest (provider-specific) stay as written.
        base, suffix = text, ""
        if text.endswith(JSON_CITATIONS_SUFFIX):
            base = text[: -len(JSON_CITATIONS_SUFFIX)]
            suffix = ", " + t("desc.json_citations")
        return local("desc." + base, base) + suffix

    n = len(data["sources"])
    parts = [
        t(
            "report.summary.sources.one" if n == 1 else "report.summary.sources",
            n=n,
            description=describe(data["sources_description"]),
        ),
        t("report.summary.answer", description=describe(data["answer"]["description"])),
    ]
    usage = data["answer"]["usage"] or {}
    if usage.get("prompt_tokens") is not None:
        parts.append(t("report.summary.prompt_tokens", n=usage["prompt_tokens"]))
    if usage.get("completion_tokens") is not None:
        parts.append(t("report.summary.completion_tokens", n=usage["completion_tokens"]))
    return " ".join(parts)


def render_html(report: Report | dict[str, Any], ui_language: str = "en") -> str:
    """The report as HTML; pass ``report.as_dict()`` when the caller needs it too (it is
    the costliest step after the check itself on a large input)."""
    lang = _language(ui_language)
    data = report if isinstance(report, dict) else report.as_dict()
    template = environment().get_template("report.html.j2")
    own = own_catalog(lang)
    return template.render(
        r=data,
        v=view.build(data),
        t=translator(lang),
        local=localizer(lang),
        explain=explainer(lang),
        has_local=lambda key: key in own,
        lang=lang,
        summary=summary_line(data, lang),
    )


def render_error_html(error: dict[str, Any], ui_language: str = "en") -> str:
    lang = _language(ui_language)
    template = environment().get_template("error.html.j2")
    return template.render(e=error, t=translator(lang), lang=lang, known=catalog(lang))


def render_json(report: Report) -> str:
    return json.dumps(report.as_dict(), indent=2, ensure_ascii=False)


def _cell(text: str | None, limit: int = 120) -> str:
    """Text safe for one Markdown table cell.

    >>> _cell("a | b\\nc")
    'a \\\\| b c'
    """
    text = " ".join((text or "").split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text.replace("|", "\\|")


def _details(c: dict[str, Any], t: Callable[..., str], n_sources: int) -> str:
    details = []
    if c["normalizations"]:
        details.append(t("normalizations", names=", ".join(c["normalizations"])))
    if c["found_in"]:
        details.append(t("found_in") + " " + ", ".join(f"[{n}]" for n in c["found_in"]))
    if c["closest"]:
        closest = c["closest"]
        similarity = f"{closest['similarity']:.0%}"
        details.append(f"{t('closest', similarity=similarity)} “{closest['text']}”")
    if c["result"] == "no_such_source":
        details.append(t("explain.no_such_source", label=c["source"], n=n_sources))
    return "; ".join(details)


def render_markdown(report: Report, ui_language: str = "en") -> str:
    """The report as Markdown: summary, warnings, then tables of citations and of the
    support of each sentence, sentences without a citation, sources never cited."""
    lang = _language(ui_language)
    t, local = translator(lang), localizer(lang)
    data = report.as_dict()
    v = view.build(data)
    out = [summary_line(data, lang) + "\n"]
    support = (
        t("report.support.none")
        if data["answer_support"] is None
        else f"{data['answer_support']:.2f}"
    )
    out.append(
        f"**{t('report.support')}: {support}** "
        f"({t('report.support.note', threshold=f'{report.threshold:g}')})\n"
    )
    counts = [f"{t('status.' + s)}: {n}" for s, n in v["counts"].items() if n]
    if counts:
        out.append(" · ".join(counts) + "\n")
    if report.warnings:
        out.append("## " + t("report.warnings") + "\n")
        out += [f"- **{w.code}**: {local('warning.' + w.code, w.message)}" for w in report.warnings]
        out.append("")

    out.append("## " + t("report.citations") + "\n")
    if data["citations"]:
        out.append(
            f"| {t('col.number')} | {t('col.source')} | {t('col.quote')} | {t('col.result')} | |"
        )
        out.append("|---|---|---|---|---|")
        for i, c in enumerate(data["citations"], 1):
            source = f"[{c['source']}]" + (
                f" → [{c['resolved']}]"
                if c["resolved"] and str(c["resolved"]) != c["source"]
                else ""
            )
            out.append(
                f"| {i} | {source} | {_cell(c['quote']) or '—'} | "
                f"{t('result.' + c['result'])} | "
                f"{_cell(_details(c, t, len(data['sources'])), 200)} |"
            )
    else:
        out.append(t("no_citations_table"))
    out.append("")

    if v["sentences"]:
        out.append("## " + t("report.claims") + "\n")
        out.append(
            f"| {t('col.number')} | {t('col.sentence')} | {t('col.level')} | "
            f"{t('col.score')} | {t('col.missing')} |"
        )
        out.append("|---|---|---|---|---|")
        for x in v["sentences"]:
            sup = x["support"] or {}
            missing = ", ".join([*sup.get("numbers_missing", []), *sup.get("missing_words", [])])
            notes = [t("flag." + f) for f in x["flags"] if f != "number_missing"]
            notes += [f"{t(SUGGEST_KEYS[g['why']])} [{g['number']}]" for g in x["suggest"]]
            if x["status"] == "not_claim":
                notes.append(local("kind." + x["s"]["kind"], x["s"]["why"]))
            score = f"{sup['score']:.2f}" if sup and x["status"] != "not_claim" else "–"
            cell = "; ".join(p for p in [missing, *notes] if p)
            out.append(
                f"| {x['index'] + 1} | {_cell(x['s']['text'])} | "
                f"{view.ICONS[x['status']]} {t('status.' + x['status'])} | {score} | "
                f"{_cell(cell, 200)} |"
            )
        out.append("")

    if v["vertex"]:
        out.append("## " + t("vertex.title") + "\n")
        out.append(
            f"| {t('vertex.col.claim')} | {t('vertex.col.vertex')} | "
            f"{t('vertex.col.ragcite')} | {t('vertex.col.agree')} |"
        )
        out.append("|---|---|---|---|")
        for row in v["vertex"]:
            score = row["claim"].get("score")
            theirs = t("vertex.verdict." + row["verdict"]) + (
                f" ({score:.2f})" if isinstance(score, int | float) else ""
            )
            ours = ", ".join(t("status." + o["status"]) for o in row["ours"]) or "–"
            agree = (
                t("vertex.unknown")
                if row["agree"] is None
                else t("vertex.agree")
                if row["agree"]
                else f"**{t('vertex.disagree')}**"
            )
            out.append(f"| {_cell(row['claim'].get('claim_text'))} | {theirs} | {ours} | {agree} |")
        out.append("")

    out.append("## " + t("report.uncited") + "\n")
    out += [f"- {_cell(report.sentences[i].text, 300)}" for i in report.uncited_sentences] or [
        t("report.uncited.none")
    ]
    out.append("\n## " + t("report.unused") + "\n")
    out += [
        f"- [{n}] {_cell(report.sources[n - 1].title or report.sources[n - 1].text, 100)}"
        + (f" ({t('report.relevant')})" if n in report.relevant_uncited_sources else "")
        for n in report.unused_sources
    ] or [t("report.unused.none")]
    out.append(f"\n**{t('report.limit.lead')}** {t('report.limit')}")
    return "\n".join(out) + "\n"


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
    needed), with its sentence's support; numbers are 1-based like ``[n]``."""
    data = report.as_dict()
    v = view.build(data)
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
                _csv_text(sentence["s"]["text"] if sentence else ""),
                sentence["status"] if sentence else "",
                f"{sup['score']:.3f}" if sup else "",
                _csv_text(" ".join(sup.get("missing_words", []))),
                _csv_text(" ".join(sup.get("numbers_missing", []))),
                _csv_text(c["explanation"]),
            ]
        )
    return buffer.getvalue()


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
