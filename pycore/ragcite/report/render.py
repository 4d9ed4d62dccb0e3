"""Report → HTML (Jinja2, autoescape on), Markdown, CSV and JSON.

Every piece of user text reaches the page through a template with autoescape, so a source
or answer containing ``<script>`` is shown as text. UI strings come from the message
catalogs in ``i18n/`` (one JSON file per language), never from code. What the templates
show beyond the report itself (the annotated answer, highlight offsets) is computed once
per report in :mod:`ragcite.report.view` (:func:`presented`) and shared by the HTML and Markdown
templates (``templates/report.html.j2``, ``templates/report.md.j2``) and the CSV.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from functools import cache
from typing import Any, Literal

import jinja2

from ..i18n import UI_LANGUAGES, catalog, own_catalog, say, translator
from ..limits import MAX_SENTENCE_CHARS
from ..model import InputError, Report, explain
from ..read import jsontext
from ..read.providers.structured import JSON_CITATIONS_SUFFIX
from . import compiled, view

SUGGEST_KEYS = {
    "better_source": "claim.better_source",
    "best_source": "claim.best_source_auto",
    "evidence": "claim.evidence",
}


def explainer(lang: str) -> Callable[[list[dict[str, Any]]], str]:
    """``explain(steps)``: a list of explanation steps ``{code, params}`` as sentences in
    ``lang``, each from the catalog key ``step.<code>``. List parameters are named in the
    catalog too: normalisations (``norm.*``), trimmed parts (``trim.*``), source numbers.

    >>> explainer("it")([{"code": "quote.normalized", "params": {"normalizations": ["case"]}}])
    'Trovata ignorando maiuscole e minuscole.'
    """
    return lambda steps: explain(steps, lang, "step.")  # the one explain(): ragcite.model


def warning_texts(lang: str) -> Callable[[dict[str, Any]], tuple[str, str | None]]:
    """``warning_text(w)``: a report warning in ``lang``, and the English original when
    the translation cannot say all of it (a warning without params). English shows the
    core's own message.

    >>> text = warning_texts("it")
    >>> text({"code": "no_sources", "message": "No sources were given…", "params": {}})
    ("Non sono state date fonti, quindi non c'è niente con cui confrontare.", None)
    >>> text({"code": "no_sources", "message": "No sources…", "params": None})[1]
    'No sources…'
    """
    t, own = translator(lang), own_catalog(lang)

    def text(w: dict[str, Any]) -> tuple[str, str | None]:
        code, message, params = w["code"], w["message"], w.get("params")
        if lang == "en":
            return message, None
        # A message naming the line of a stream it was found at has a key of its own.
        key = f"warning.{code}" + ((".line" if "line" in params else ".detail") if params else "")
        if params is not None and key in own:
            return t(key, **params), None
        generic = f"warning.{code}"
        return (own[generic], message) if generic in own else (message, None)

    return text


def note_says(lang: str) -> Callable[[dict[str, Any] | None], str | None]:
    """``says(step)``: a note's catalog message ``note.<code>`` in ``lang``, or None when
    ``lang``'s catalog has none. Parameters that are English words are named in ``lang``
    too: the input a repair was made in (``where``), the format of the sources a
    response carried (``format``, replacing its English ``description``).

    >>> note_says("it")({"code": "repair.nul_characters.one",
    ...                  "params": {"n": "1", "where": "answer"}})
    'Risposta: 1 carattere NUL sostituito da U+FFFD.'
    """
    own = own_catalog(lang)

    def says(step: dict[str, Any] | None) -> str | None:
        if not step or f"note.{step['code']}" not in own:
            return None
        return say(lang, f"note.{step['code']}", step["params"])

    return says


def check_texts(lang: str) -> Callable[[dict[str, Any]], str]:
    """``check_text(check)``: a provider offset check (``detail.check``) in ``lang``: its
    steps from the catalogs (``check.step.<code>``), English as written; a check without
    steps in another language says its status's generic message."""
    own = own_catalog(lang)

    def text(check: dict[str, Any]) -> str:
        message = str(check.get("message") or "")
        steps = check.get("steps") or []
        if lang == "en":
            return message
        if steps and all(f"check.step.{s['code']}" in own for s in steps):
            return " ".join(say(lang, f"check.step.{s['code']}", s["params"]) for s in steps)
        return own.get(f"check.{check.get('status')}", message)

    return text


def note_texts(lang: str) -> Callable[[dict[str, Any], int], str]:
    """``note_text(answer, i)``: the answer's i-th note in ``lang`` when it has a catalog
    message (``answer.note_steps``), else as written."""
    says = note_says(lang)

    def text(answer: dict[str, Any], i: int) -> str:
        note = str(answer["notes"][i])
        steps = answer.get("note_steps") or []
        said = says(steps[i]) if i < len(steps) and lang != "en" else None
        return note if said is None else said

    return text


def bind_texts(lang: str) -> Callable[[dict[str, Any]], str]:
    """``bind_text(detail)``: how a provider citation was bound to its source
    (``detail.bind_steps``) in ``lang``; English says ``detail.bind_note`` as written."""
    says = note_says(lang)

    def text(detail: dict[str, Any]) -> str:
        english = str(detail.get("bind_note") or "")
        if lang == "en":
            return english
        said = [says(step) for step in detail.get("bind_steps") or []]
        return english if not said or None in said else " ".join(s for s in said if s)

    return text


def localizer(lang: str) -> Callable[[str, str], str]:
    """``local(key, english)``: the core writes some texts in English with details the
    catalog cannot know (a warning naming a field's value); other languages show their
    catalog's generic text instead, English keeps the detailed original."""
    own = own_catalog(lang)

    def local(key: str, english: str) -> str:
        return own[key] if lang != "en" and key in own else english

    return local


_DICT_ATTRIBUTES = frozenset(dir(dict))


class _Environment(jinja2.Environment):
    """Jinja2's environment with a faster ``x.name`` on the report's plain dicts.

    Jinja2 reads ``x.name`` as ``getattr(x, "name")`` first and ``x["name"]`` only when
    that raises; the report and its view model are dicts, so every ``r.sources`` or
    ``c.result`` raised and caught an AttributeError first: two thirds of the render
    time of a large report (issue 14). A name that is not an attribute of ``dict`` can
    only be found as an item, so it is looked up as one at once: the same result.
    """

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute not in _DICT_ATTRIBUTES:
            try:
                return obj[attribute]
            except KeyError:
                return self.undefined(obj=obj, name=attribute)
        return super().getattr(obj, attribute)


@cache
def environment(source: jinja2.BaseLoader | None = None) -> jinja2.Environment:
    """The HTML environment; its templates from ``source``, else ahead-of-time compiled
    when the build made them (:mod:`.compiled`), else from the package."""
    env = _Environment(
        loader=source or compiled.loader("html", compiled.templates()),
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

    def describe(kind: str, fmt: str, text: str) -> str:
        # A description is the core's English phrase for a format: the common formats have
        # a translation under desc.<sources|answer>.<format>, the rest stay as written.
        base, suffix = text, ""
        if text.endswith(JSON_CITATIONS_SUFFIX):
            base = text[: -len(JSON_CITATIONS_SUFFIX)]
            suffix = ", " + t("desc.json_citations")
        return local(f"desc.{kind}.{fmt}", base) + suffix

    n = len(data["sources"])
    sources_format = data["sources_format"]
    if sources_format == "paragraphs" and n == 1:
        sources_format = "paragraphs.one"
    parts = [
        t(
            "report.summary.sources.one" if n == 1 else "report.summary.sources",
            n=n,
            description=describe("sources", sources_format, data["sources_description"]),
        ),
        t(
            "report.summary.answer",
            description=describe("answer", data["answer"]["format"], data["answer"]["description"]),
        ),
    ]
    usage = data["answer"]["usage"] or {}
    if usage.get("prompt_tokens") is not None:
        parts.append(t("report.summary.prompt_tokens", n=usage["prompt_tokens"]))
    if usage.get("completion_tokens") is not None:
        parts.append(t("report.summary.completion_tokens", n=usage["completion_tokens"]))
    return " ".join(parts)


_presented: list[tuple[Report, dict[str, Any], dict[str, Any]]] = []


def presented(report: Report) -> tuple[dict[str, Any], dict[str, Any]]:
    """The report as a dict and its view model, built once per report: the HTML, the
    Markdown, the CSV and the JSON reply of one check share them (they are the costliest
    steps after the check itself on a large input). The last report is kept."""
    if _presented and _presented[0][0] is report:
        return _presented[0][1], _presented[0][2]
    data = report.as_dict()
    built = view.build(data)
    _presented[:] = [(report, data, built)]
    return data, built


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
        lang=lang,
        summary=summary_line(data, lang),
    )


JSON_PROBLEMS = {
    "Expecting value": "expecting_value",
    "Expecting ',' delimiter": "expecting_comma",
    "Expecting ':' delimiter": "expecting_colon",
    "Expecting property name enclosed in double quotes": "expecting_name",
    "Unterminated string starting at": "unterminated_string",
    "Invalid control character at": "control_character",
    "Invalid \\escape": "invalid_escape",
    "Invalid \\uXXXX escape": "invalid_unicode_escape",
    "Extra data": "extra_data",
    "Illegal trailing comma before end of object": "trailing_comma_object",
    "Illegal trailing comma before end of array": "trailing_comma_array",
}
"""What Python's JSON decoder says (``JSONDecodeError.msg``), by catalog name
(``error.json.<name>``)."""


def error_text(error: dict[str, Any], lang: str) -> str:
    """An input error's message in ``lang`` (the input it is in is the page's heading):
    its catalog message ``error.<code>`` and where it is; English, and an error without
    a message in ``lang``, say the core's own text.

    >>> error_text({"text": "answer: JSON error at line 2, column 5: Expecting value",
    ...   "code": "json", "params": {}, "line": 2, "column": 5,
    ...   "detail": "Expecting value"}, "it")
    'Errore JSON alla riga 2, colonna 5: manca un valore.'
    """
    own = own_catalog(lang)
    code = error.get("code")
    if lang == "en" or not code or f"error.{code}" not in own:
        return str(error["text"])
    t = translator(lang)
    said = t(f"error.{code}", **(error.get("params") or {}))
    if error.get("line") is not None:
        said += " " + t("error.at", line=error["line"], column=error["column"])
    detail = error.get("detail")
    if detail:
        name = JSON_PROBLEMS.get(str(detail)) if code == "json" else None
        said += ": " + (t(f"error.json.{name}") if name else str(detail))
    return said + ("" if said.endswith(".") else ".")


def render_error_html(error: dict[str, Any], ui_language: str = "en") -> str:
    lang = _language(ui_language)
    template = environment().get_template("error.html.j2")
    return template.render(
        e=error, t=translator(lang), lang=lang, known=catalog(lang), text=error_text(error, lang)
    )


def render_json(report: Report) -> str:
    return jsontext.dumps_pretty(presented(report)[0])


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
    templates come as :func:`environment`'s do."""
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
