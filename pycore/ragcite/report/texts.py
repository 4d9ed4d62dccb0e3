"""The report's texts in the reader's language, from the catalogs (``i18n/``): the
explanation steps, warnings, notes, provider checks and bindings, the summary line and
input errors. Functions of the language return small ``say(...)`` callables the
templates use; nothing here renders markup."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..i18n import own_catalog, say, translator
from ..model import explain
from .plurals import counted_key, counter

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


def support_stepper(lang: str) -> Callable[[dict[str, Any]], str]:
    """``support_step(step)``: a support explanation step in ``lang``, naming each source
    once ("the best passage of [6]", not "[6], [6]" when two markers cite it).

    >>> support_stepper("en")({"code": "coverage", "params": {"coverage": "80%",
    ...     "units": 5, "sources": "[6], [6]"}})[:31]
    'The best passage of [6] holds 8'
    """
    t = translator(lang)

    def say(step: dict[str, Any]) -> str:
        params = dict(step["params"])
        if isinstance(params.get("sources"), str):
            params["sources"] = ", ".join(dict.fromkeys(params["sources"].split(", ")))
        return t("support.step." + step["code"], **params)

    return say


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
        key = f"note.{step['code']}"
        n = step["params"].get("n")
        if isinstance(n, int) and not isinstance(n, bool):
            key = counted_key(lang, key, n)  # "1 citation", "3 citations" (plurals.py)
        return say(lang, key, step["params"])

    return says


def counted(step: dict[str, Any] | None, lang: str) -> bool:
    """Whether a note's message has plural forms for its count (``note.<code>.one``):
    then even English says it from the catalog, where the core's text hedges
    ("citation(s)")."""
    if not step or not isinstance(step["params"].get("n"), int):
        return False
    key = f"note.{step['code']}"
    return counted_key(lang, key, step["params"]["n"]) != key


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
        step = steps[i] if i < len(steps) else None
        said = says(step) if lang != "en" or counted(step, lang) else None
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


def summary_line(data: dict[str, Any], lang: str) -> str:
    """The summary line in ``lang``, from the catalogs. A format's description is its
    catalog phrase where there is one; English keeps the core's own phrase unless that
    is the catalog's with a count after it, which the summary already says ("1 source
    (a Bedrock Converse request (1 documents))", issue 27)."""
    t = translator(lang)
    own = own_catalog(lang)
    # An answer whose text held a JSON object with its citations (the report's
    # extra.content_format, not the English words the core appended to the description).
    structured = (data.get("extra") or {}).get("content_format") == "json-citations"

    def describe(kind: str, fmt: str, text: str) -> str:
        key = f"desc.{kind}.{fmt}"
        phrase = own.get(key)
        if phrase is None or (lang == "en" and not text.startswith(phrase + " (")):
            return text  # no phrase for this format, or English as the core wrote it
        return phrase + (", " + t("desc.json_citations") if kind == "answer" and structured else "")

    n = len(data["sources"])
    sources_format = data["sources_format"]
    if sources_format == "paragraphs" and n == 1:
        sources_format = "paragraphs.one"
    parts = [
        counter(lang)(
            "report.summary.sources",
            n,
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
