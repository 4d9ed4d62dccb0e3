"""Words, not codes (issue 27): the it/id/es/fr pages say no raw code and no English UI
string, and counted messages take their plural forms.

The pages are read as a person reads them: the text of the rendered report, the batch
page and the page's menus, without what the user pasted (the answer, the sources,
quotes: they are English in the examples) and without what is marked ``lang="en"`` on
purpose (a warning's English original beside its translation).
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from ragcite import api
from ragcite.batch import render as batch_render
from ragcite.batch import runs as batch
from ragcite.i18n import own_catalog
from ragcite.read.formats import answer_formats, sources_formats
from ragcite.report import plurals, render

ROOT = Path(__file__).resolve().parents[1]
OTHER_LANGUAGES = ("it", "id", "es", "fr")

USER_TEXT_CLASSES = frozenset(
    {"answer-text", "source-text", "claim-text", "thinking-text", "excerpt", "closest",
     "source-meta", "explain", "batch-run"}
)  # fmt: skip
"""Elements whose text is the user's (or quotes it), not the page's."""
USER_TEXT_TAGS = frozenset({"q", "code", "title", "pre"})
VOID = frozenset({"br", "img", "input", "rect", "line", "meta", "link", "hr", "wbr"})
API_FIELDS = re.compile(r"\b(?:url_citation|document_index|search_results|executed_tools)\b")
"""Providers' own field names, which the catalogs name as they are (like "JSON")."""
QUOTED_FIELD = re.compile(r'\w+\s?: (?:"[^"]*"|« [^»]* »)')
"""A response's field and its value, quoted from the response (``finish_reason: "length"``)."""


class _PageText(HTMLParser):
    """The text a person reads as the page's own, element by element."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, bool]] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        found = dict(attrs)
        classes = set((found.get("class") or "").split())
        user = (
            bool(classes & USER_TEXT_CLASSES)
            or tag in USER_TEXT_TAGS
            or found.get("lang") == "en"
            or "data-sentence-ref" in found
            or "data-unused-source" in found
            or (tag == "td" and "data-vertex-claim" in found)
        )
        self.stack.append((tag, user or bool(self.stack and self.stack[-1][1])))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if not (self.stack and self.stack[-1][1]):
            self.parts.append(data)


def page_text(html: str) -> str:
    parser = _PageText()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())


def english_strings(lang: str) -> list[str]:
    """English UI texts (core catalog) that ``lang`` says otherwise: sentences and
    phrases of two words or more, without placeholders."""
    en, own = own_catalog("en"), own_catalog(lang)
    return [
        text
        for key, text in en.items()
        if own.get(key) != text and "{" not in text and len(text) >= 12 and " " in text
    ]


WARNING_CODES = sorted(
    key.split(".")[1] for key in own_catalog("en") if re.fullmatch(r"warning\.[a-z_]+", key)
)


def _check(sources: str, answer: str, lang: str, **options: Any) -> str:
    request = {"type": "check", "sources": sources, "answer": answer}
    request["options"] = {"ui_language": lang, **options}
    reply = json.loads(api.handle(json.dumps(request)))
    assert reply["ok"], reply
    return str(reply["html"])


def _warning_cases() -> list[tuple[str, str, str]]:
    """(label, sources, answer) of every data-file case that expects a warning."""
    found = []
    for path in sorted((ROOT / "tests" / "cases").glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        for case in data if isinstance(data, list) else [data]:
            if not (case.get("expected") or {}).get("warning_codes") or case.get("options"):
                continue
            paste = [
                v if isinstance(v, str) else json.dumps(v, indent=2)
                for v in (case["sources"], case["answer"])
            ]
            found.append((case["label"], paste[0], paste[1]))
    return found


def assert_no_english_and_no_code(text: str, lang: str, where: str) -> None:
    leaked = [s for s in english_strings(lang) if s in text]
    assert leaked == [], (where, lang, leaked)
    ours = API_FIELDS.sub("", QUOTED_FIELD.sub("", text))
    codes = set(re.findall(r"\b[a-z]+_[a-z_]+\b", ours))
    assert codes == set(), (where, lang, codes)
    for code in WARNING_CODES:
        assert not re.search(rf"\b{code}\b", ours), (where, lang, code)


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_example_reports_say_no_english_and_no_code(lang: str) -> None:
    for name, _ in api.example()["examples"]:
        ex = api.example(name)
        text = page_text(_check(ex["sources"], ex["answer"], lang))
        assert_no_english_and_no_code(text, lang, name)


def test_warnings_read_as_words_in_every_language() -> None:
    cases = _warning_cases()
    assert len(cases) >= 5
    seen: set[str] = set()
    for label, sources, answer in cases:
        for lang in ("en", *OTHER_LANGUAGES):
            html = _check(sources, answer, lang)
            codes = re.findall(r'data-warning="([a-z_]+)"', html)
            seen.update(codes)
            headings = re.findall(r'<li class="warning"[^>]*>.*?<strong>([^<]*)</strong>', html)
            assert len(headings) == len(codes), (label, lang, codes, headings)
            for code, heading in zip(codes, headings, strict=True):
                assert heading == render.translator(lang)(f"warning.title.{code}") != code
            if lang != "en":
                text = page_text(html.split('<section class="summary-bar"')[0])
                assert_no_english_and_no_code(text, lang, label)
    assert {"truncated", "no_citations"} <= seen, seen


def test_every_warning_code_has_a_title_in_every_language() -> None:
    assert {"truncated", "provider_offsets", "no_citations"} <= set(WARNING_CODES)
    for lang in ("en", *OTHER_LANGUAGES):
        own = own_catalog(lang)
        for code in WARNING_CODES:
            assert own.get(f"warning.title.{code}"), (lang, code)


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_the_batch_page_says_no_english_and_no_code(lang: str) -> None:
    ex = api.example("pgvector")
    records = [
        batch.Record(id=f"run-{i}", label=label, sources=ex["sources"], answer=ex["answer"])
        for i, label in enumerate(("a", "b", "a"))
    ]
    records[1] = batch.Record(id="run-1", label="b", sources="[]", answer="No citations here.")
    result = batch.run(records, workers=1).as_dict()
    html = batch_render.render_html(result, lang)
    assert_no_english_and_no_code(page_text(html), lang, "batch")


def _page_catalog(lang: str) -> dict[str, str]:
    text = (ROOT / "web" / "i18n" / f"{lang}.js").read_text("utf-8")
    return {
        k: json.loads(v)
        for k, v in re.findall(r'^\s*"([\w.-]+)":\s*("(?:[^"\\]|\\.)*"),', text, re.M)
    }


def test_every_format_and_example_has_a_label_in_every_language() -> None:
    """The format menus and the examples menu are the page's (web/app.js labels each
    option by its catalog key, and falls back to the core's English label)."""
    names = [f"format.answer.{n}" for n in answer_formats()]
    names += [f"format.sources.{n}" for n in sources_formats()]
    names += [f"example.{n}" for n, _ in api.example()["examples"]] + ["format.auto"]
    en = _page_catalog("en")
    assert en["format.answer.text"] == answer_formats()["text"]
    for lang in OTHER_LANGUAGES:
        own = _page_catalog(lang)
        for key in names:
            assert own.get(key), (lang, key)
        # Not English: the labels that are more than product names are translated.
        same = [k for k in names if own[k] == en[k] and not re.fullmatch(r"[A-Z][\w./ -]*", en[k])]
        assert same == [], (lang, same)


# -- plural forms ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "one", "other"),
    [("en", (1,), (0, 2, 11)), ("it", (1,), (0, 2)), ("es", (1,), (0, 2)),
     ("fr", (0, 1), (2, 10)), ("id", (), (0, 1, 2))],
)  # fmt: skip
def test_plural_categories(lang: str, one: tuple[int, ...], other: tuple[int, ...]) -> None:
    assert [plurals.category(lang, n) for n in one] == ["one"] * len(one)
    assert [plurals.category(lang, n) for n in other] == ["other"] * len(other)


def test_counted_messages_have_their_forms_in_all_five_catalogs() -> None:
    en = own_catalog("en")
    counted = sorted({k.rsplit(".", 1)[0] for k in en if k.endswith((".one", ".other"))})
    assert "note.gemini.grounding" in counted
    for lang in ("en", *OTHER_LANGUAGES):
        own = own_catalog(lang)
        for key in counted:
            for form in ("one", "other"):
                if f"{key}.{form}" in en:
                    assert f"{key}.{form}" in own, (lang, key, form)


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [
        ("en", 1, "1 grounding citation;"),
        ("en", 4, "4 grounding citations;"),
        ("it", 1, "1 citazione di grounding;"),
        ("it", 4, "4 citazioni di grounding;"),
        ("fr", 0, "0 citation de grounding ;"),
        ("es", 2, "2 citas de grounding;"),
        ("id", 1, "1 sitasi grounding;"),
    ],
)
def test_a_note_says_its_count_in_the_right_form(lang: str, n: int, expected: str) -> None:
    said = render.note_says(lang)({"code": "gemini.grounding", "params": {"n": n}})
    assert said is not None and said.startswith(expected), said


def test_the_summary_counts_sources_in_the_right_form() -> None:
    one = json.dumps(["The sky is blue."])
    two = json.dumps(["The sky is blue.", "Grass is green."])
    assert ">1 source (" in _check(one, "The sky is blue [1].", "en")
    assert ">2 sources (" in _check(two, "The sky is blue [1].", "en")
    assert ">1 fonte (" in _check(one, "Il cielo è blu [1].", "it")
    assert ">2 fonti (" in _check(two, "Il cielo è blu [1].", "it")
