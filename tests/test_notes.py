"""Every explanation a report carries can be said in every UI language.

Each input the tests know (the data-file cases of tests/cases, written in part by
tests/fixtures/*.py; the captured responses of tests/captured; the page's bundled examples;
and a few pastes below that take the repair and unknown-shape paths) is checked, and every
text the page shows beside the user's own is collected: the notes on how the paste was
read, the notes on how a provider citation was bound to its source, the warnings, the
provider offset checks, the explanation steps of citations and claims, why a sentence is
not a claim, the descriptions of the formats. Each must have a message in every catalog
whose placeholders its params fill, and the English message must say exactly what the
JSON says. Minimum counts keep the test from passing on an empty collection.
"""

from __future__ import annotations

import ast
import functools
import json
import string
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import markupsafe
import pytest

import ragcite
from ragcite import api
from ragcite.i18n import UI_LANGUAGES, own_catalog, say, translator
from ragcite.model import InputError
from ragcite.report import render

HERE = Path(__file__).parent
OTHER_LANGUAGES = [lang for lang in UI_LANGUAGES if lang != "en"]

EXTRA_INPUTS = {
    # What the safe JSON decoder and the text guard repair, and JSON no reader knows.
    "repair-nul-text": ("a\x00b", "The shop opens at 7 [1]."),
    "repair-surrogate-text": ("the shop opens at 7", "The shop opens at 7\ud800 [1]."),
    "repair-json-numbers": (
        '["The shop opens at 7."]',
        '{"answer": "The shop opens at 7.", "citations": [{"source_id": 1}], "x": NaN, '
        '"y": ' + "9" * 400 + ', "z": "\\ud800 \\u0000"}',
    ),
    "repair-json-infinite": ('["a", "b"]', '{"answer": "A [1].", "v": [Infinity, -Infinity]}'),
    "unknown-shape-keys": ("the shop opens at 7", '{"foo": 1, "bar": [2]}'),
    "unknown-shape-empty": ("the shop opens at 7", "{}"),
    "unknown-shape-array": ("the shop opens at 7", '[{"foo": 1}, {"bar": 2}]'),
    # Citations as bare numbers: no key names the source.
    "bare-zero-based": (
        '["It opens at 7.", "b"]',
        '{"answer": "It opens at 7.", "citations": [0]}',
    ),
    # A search result that is not an object keeps its slot, titled by ragcite.
    "perplexity-placeholder": (
        "",
        json.dumps(
            {
                "model": "sonar",
                "object": "chat.completion",
                "citations": ["https://docs.example/0", "https://docs.example/1"],
                "search_results": [
                    {
                        "title": "Guide",
                        "url": "https://docs.example/0",
                        "snippet": "It opens at 7.",
                    },
                    7,
                ],
                "choices": [{"message": {"content": "It opens at 7 [1]. It closes at 9 [2]."}}],
            }
        ),
    ),
    "openai-two-choices": (
        "It opens at 7.",
        json.dumps(
            {
                "object": "chat.completion",
                "choices": [
                    {"index": i, "finish_reason": "stop", "message": {"content": "Open at 7 [1]."}}
                    for i in range(2)
                ],
            }
        ),
    ),
}


ERROR_INPUTS = {
    # Inputs that cannot be read: the error page says why in every language.
    "error-depth": ("[" * 201 + "]" * 201, "A [1]."),
    "error-escape": ('["a\\x"]', "A [1]."),
    "error-unterminated": ('["abc', "A [1]."),
    "error-control": ('["a\u0001b"]', "A [1]."),
    "error-too-long": ("a", "a" * 2_000_001),
    "error-too-many-sources": (json.dumps(["x"] * 10_001), "A [1]."),
    "error-too-many-markers": ("a", "A " + "[1]" * 20_001),
}


def _paste(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)


def _inputs() -> dict[str, tuple[str, str, dict[str, Any] | None]]:
    found: dict[str, tuple[str, str, dict[str, Any] | None]] = {}
    for path in sorted((HERE / "cases").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for number, case in enumerate(data if isinstance(data, list) else [data]):
            found[f"{path.stem}[{number}]"] = (
                _paste(case.get("sources", "")),
                _paste(case.get("answer", "")),
                case.get("options"),
            )
    captured = HERE / "captured"
    for case in json.loads((captured / "corpus.json").read_text(encoding="utf-8"))["cases"]:
        sources = case.get("sources_file")
        found[case["file"]] = (
            (captured / sources).read_text(encoding="utf-8") if sources else "",
            (captured / case["file"]).read_text(encoding="utf-8"),
            None,
        )
    for entry in api.examples():
        pastes = api.example(entry["name"])
        found[f"example:{entry['name']}"] = (pastes["sources"], pastes["answer"], None)
    for name, (sources, answer) in {**EXTRA_INPUTS, **ERROR_INPUTS}.items():
        found[name] = (sources, answer, None)
    return found


@dataclass
class Said:
    """One text of a report as the catalogs say it: ``key`` with ``params``, and the
    English the report carries (None when the page shows only the catalog's text)."""

    where: str
    key: str
    params: dict[str, Any]
    english: str | None = None


@dataclass
class Collected:
    said: list[Said] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    """Texts that have no catalog message at all."""
    english: dict[str, list[str]] = field(default_factory=dict)
    """Per input, the English texts (notes, warnings, checks, why) a page shows in English."""


def _collect(name: str, data: dict[str, Any], out: Collected) -> None:
    english = out.english.setdefault(name, [])
    answer = data["answer"]
    assert len(answer["note_steps"]) == len(answer["notes"]), name
    for note, step in zip(answer["notes"], answer["note_steps"], strict=True):
        english.append(note)
        if step is None:
            out.missing.append(f"{name}: note without a code: {note!r}")
        else:
            out.said.append(Said(name, f"note.{step['code']}", step["params"], note))
    for i, cite in enumerate(data["citations"]):
        detail = cite["detail"]
        if "bind_note" in detail:
            english.append(detail["bind_note"])
            steps = detail.get("bind_steps") or []
            if not steps:
                out.missing.append(f"{name}: bind note without steps: {detail['bind_note']!r}")
            said = [Said(name, f"note.{s['code']}", s["params"]) for s in steps]
            out.said += said
            en = translator("en")
            joined = " ".join(en(s.key, **s.params) for s in said)
            if said and joined != detail["bind_note"]:
                out.missing.append(
                    f"{name}: bind_steps say {joined!r}, not {detail['bind_note']!r}"
                )
        check = detail.get("check")
        if check and check["message"]:
            english.append(check["message"])
            out.said.append(Said(name, f"check.{check['status']}", {}))
            steps = [Said(name, f"check.step.{s['code']}", s["params"]) for s in check["steps"]]
            if not steps:
                out.missing.append(f"{name}: offset check without steps: {check['message']!r}")
            out.said += steps
            joined = " ".join(say("en", s.key, s.params) for s in steps)
            if steps and joined != check["message"]:
                out.missing.append(f"{name}: check steps say {joined!r}, not {check['message']!r}")
        for step in cite["steps"]:
            out.said.append(Said(f"{name} citation {i}", f"step.{step['code']}", step["params"]))
    for w in data["warnings"]:
        english.append(w["message"])
        params = w.get("params")
        if params is None:
            out.missing.append(f"{name}: warning without params: {w['message']!r}")
            continue
        suffix = (".line" if "line" in params else ".detail") if params else ""
        out.said.append(Said(name, f"warning.{w['code']}{suffix}", params))
    for sentence in data["sentences"]:
        if sentence["status"] == "not_claim":
            english.append(sentence["why"])
            out.said.append(Said(name, f"kind.{sentence['kind']}", {}))
        for step in (sentence.get("support") or {}).get("steps", []):
            out.said.append(Said(name, f"support.step.{step['code']}", step["params"]))
    for source in data["sources"]:
        code = source["metadata"].get("placeholder")
        if code is not None:
            english.append(source["title"])
            params = {"n": source["number"]}
            out.said.append(Said(name, f"source.placeholder.{code}", params, source["title"]))
    out.said.append(Said(name, f"desc.answer.{answer['format']}", {}))
    fmt = data["sources_format"]
    if fmt != "paragraphs" or len(data["sources"]) != 1:
        out.said.append(Said(name, f"desc.sources.{fmt}", {}))


@functools.cache
def checked() -> tuple[dict[str, ragcite.Report], dict[str, dict[str, Any]]]:
    """Every input's report, and the located error of each input that has none."""
    done, errors = {}, {}
    for name, (sources, answer, options) in _inputs().items():
        try:
            done[name] = ragcite.check(sources, answer, options)
        except InputError as err:
            errors[name] = err.as_dict()
    return done, errors


def reports() -> dict[str, ragcite.Report]:
    return checked()[0]


@functools.cache
def collected() -> Collected:
    out = Collected()
    for name, report in reports().items():
        _collect(name, report.as_dict(), out)
    return out


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_enough_inputs_and_texts_are_collected() -> None:
    said = collected().said
    keys = Counter(s.key.split(".")[0] for s in said)
    assert len(reports()) >= 180
    # Notes on the answer and on bindings; a test that collected none would prove nothing.
    notes = [s for s in said if s.key.startswith("note.")]
    assert len(notes) >= 150, len(notes)
    assert len({s.key for s in notes}) >= 30, sorted({s.key for s in notes})
    assert len([s for s in notes if s.key.startswith("note.bind.")]) >= 80
    assert len([s for s in notes if s.key.startswith("note.repair.")]) >= 5
    assert keys["warning"] >= 40 and keys["check"] >= 150 and keys["kind"] >= 20, keys
    assert keys["source"] >= 1 and "note.choices" in {s.key for s in notes}, keys
    checks = [s for s in said if s.key.startswith("check.step.")]
    assert len(checks) >= 150 and len({s.key for s in checks}) >= 20, len(checks)


def test_every_note_warning_and_explanation_has_a_code() -> None:
    assert collected().missing == []


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_text_has_a_message_in_every_catalog(lang: str) -> None:
    own = own_catalog(lang)
    absent = sorted({f"{s.key} ({s.where})" for s in collected().said if s.key not in own})
    assert absent == []


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_params_fill_every_placeholder(lang: str) -> None:
    own = own_catalog(lang)
    unfilled = []
    for s in collected().said:
        if s.key not in own or not _fields(own[s.key]):
            continue
        try:
            # As the page says it: words among the params (a place, a unit) named first;
            # a placeholder no param fills raises.
            say(lang, s.key, s.params)
        except (KeyError, IndexError) as err:
            unfilled.append(f"{s.key}: {err!r} ({s.where})")
    assert sorted(set(unfilled)) == []


def test_the_english_message_is_what_the_json_says() -> None:
    en = translator("en")
    differ = [
        f"{s.key}: {en(s.key, **s.params)!r} != {s.english!r}"
        for s in collected().said
        if s.english is not None and en(s.key, **s.params) != s.english
    ]
    assert differ == []


def _in_page(text: str, page: str) -> bool:
    return str(markupsafe.escape(text)) in page or text in page


def _with_notes() -> list[str]:
    """Inputs whose page has notes, binding notes, warnings or offset checks, a few of
    each kind of note (their pages are rendered in every language)."""
    chosen: list[str] = []
    seen: Counter[str] = Counter()
    for name, report in reports().items():
        data = report.as_dict()
        codes = [s["code"] for s in data["answer"]["note_steps"] if s]
        codes += [s["code"] for c in data["citations"] for s in c["detail"].get("bind_steps", [])]
        codes += [f"warning.{w['code']}" for w in data["warnings"]]
        codes += [
            f"check.{c['detail']['check']['status']}"
            for c in data["citations"]
            if c["detail"].get("check")
        ]
        if any(seen[c] < 2 for c in codes):
            chosen.append(name)
            seen.update(set(codes))
    return chosen


def test_the_rendered_pages_cover_many_notes() -> None:
    chosen = _with_notes()
    assert len(chosen) >= 40, len(chosen)
    english = [t for name in chosen for t in collected().english[name]]
    assert len(english) >= 200, len(english)


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_no_english_explanation_remains_in_another_language(lang: str) -> None:
    left = []
    shown = 0
    for name in _with_notes():
        report = reports()[name]
        english = collected().english[name]
        page = render.render_html(report, lang)
        assert 'class="original"' not in page, name
        for text in english:
            # Language-neutral texts (a bare code) are not English sentences.
            if len(text.split()) >= 3 and _in_page(text, page):
                left.append(f"{name}: {text}")
        # The same texts are on the English page, so looking for them finds them.
        en_page = render.render_html(report, "en")
        shown += sum(1 for text in english if _in_page(text, en_page))
    assert left == []
    assert shown >= 200, shown


def test_input_errors_have_codes_in_every_catalog() -> None:
    errors = checked()[1]
    assert len(errors) >= len(ERROR_INPUTS) + 2, sorted(errors)
    assert len({e["code"] for e in errors.values()}) >= 5
    for name, error in errors.items():
        assert error["code"], (name, error["text"])
        for lang in UI_LANGUAGES:
            message = own_catalog(lang).get(f"error.{error['code']}")
            assert message is not None, (lang, name)
            assert _fields(message) <= set(error["params"]), (lang, name)
        if error["code"] == "json" and error["detail"]:
            assert error["detail"] in render.JSON_PROBLEMS, (name, error["detail"])


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_the_error_page_says_the_error_in_another_language(lang: str) -> None:
    errors = checked()[1]
    for name, error in errors.items():
        page = render.render_error_html(error, lang)
        english = [error["text"], error["message"], error["detail"] or ""]
        assert not [t for t in english if t and _in_page(t, page)], (name, page)
        assert _in_page(error["text"], render.render_error_html(error, "en")), name


CORE = Path(ragcite.__file__).parent


def _calls(name: str) -> list[tuple[str, ast.Call]]:
    """Every call of ``name`` (a function, or a method ``.name``) in the core's code."""
    found = []
    for path in sorted(CORE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                if called == name:
                    found.append((f"{path.relative_to(CORE)}:{node.lineno}", node))
    return found


def _literal_code(call: ast.Call) -> str | None:
    first = call.args[0] if call.args else None
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


REPAIRS = (
    "surrogate_escapes",
    "nul_escapes",
    "huge_numbers",
    "not_finite",
    "surrogates",
    "nul_characters",
)
COMPOSED = {
    *(f"note.bind.same_{w}" for w in ("url", "text", "title")),
    *(f"note.bind.no_{kind}" for kind in ("document", "search_result")),
    *(f"note.{c}{b}" for c in ("one_based", "zero_based") for b in ("", ".bare")),
    *(f"note.repair.{c}{one}" for c in REPAIRS for one in ("", ".one")),
    *(f"check.step.{c}{b}" for c in ("searched", "not_found") for b in ("", ".out_of_range")),
    *(
        f"check.step.gemini.{why}.{end}"
        for why in ("thought_part", "no_part", "out_of_range", "shows")
        for end in ("found", "missing")
    ),
    *(f"check.step.bedrock.{c}" for c in ("in_pages", "in_chunks", "other_page", "other_chunk")),
    *(f"check.step.bedrock.{c}" for c in ("no_page", "no_chunk")),
    *(
        f"check.step.anthropic.{c}.{m}"
        for c in ("on_pages", "other_page", "no_block", "other_block")
        for m in ("one", "many")
    ),
    *(f"check.step.anthropic.blocks.{m}" for m in ("one", "concatenated", "newlines", "spaces")),
    "check.step.anthropic.no_blocks",
    "check.step.anthropic.no_blocks.in_source",
    *(f"source.placeholder.{c}" for c in ("not_cited", "not_an_object", "converse_document")),
    *(f"error.{c}" for c in ("json", "json_depth", "too_long", "too_many_sources")),
    *(f"error.{c}" for c in ("too_many_sentences", "too_many_citations", "too_many_markers")),
    *(f"error.json.{name}" for name in render.JSON_PROBLEMS.values()),
}
"""The catalog keys the code builds from parts (``f"bind.same_{what}"``), which the literal
scan below cannot see."""


def test_the_code_writes_no_note_or_warning_without_a_catalog_message() -> None:
    """The paths no input above takes are held to the same rule, read from the code: no
    English string appended to notes, every warning with params, every offset check said
    from steps, and every literal code in every catalog."""
    plain = [
        where
        for where, call in _calls("append")
        if isinstance(call.func, ast.Attribute)
        and ast.unparse(call.func.value).endswith("notes")
        and call.args
        and isinstance(call.args[0], ast.Constant | ast.JoinedStr | ast.BinOp)
    ]
    assert plain == []
    warnings = _calls("ReportWarning")
    assert len(warnings) >= 15
    assert [w for w, call in warnings if len(call.args) + len(call.keywords) < 3] == []
    assert [w for w, _ in _calls("OffsetCheck")] == []  # only OffsetCheck.said
    codes = {f"note.{c}" for _, call in _calls("of") if (c := _literal_code(call))}
    codes |= {
        f"check.step.{c}"
        for where, call in _calls("Step")
        if where.startswith("read/providers") and (c := _literal_code(call))
    }
    assert len(codes) >= 50, len(codes)
    codes |= COMPOSED
    for lang in UI_LANGUAGES:
        assert sorted(codes - set(own_catalog(lang))) == [], lang
