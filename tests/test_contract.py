"""One page↔core contract: the worker's "formats" reply says what the page must not
hard-code (fields, defaults, bounds, languages, the input limit), and the page's files
hold no copy of it."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

from ragcite import api
from ragcite.limits import max_chars
from ragcite.options import Options
from ragcite.report import render

WEB = Path(__file__).parent.parent / "web"


class _Form(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self.inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "form" and a.get("id") == "inputs":
            self.inside = True
        elif self.inside and tag in ("input", "select", "textarea") and a.get("name"):
            self.names.append(str(a["name"]))

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self.inside = False


def _contract() -> dict:
    reply = json.loads(api.handle('{"type": "formats"}'))
    assert reply["ok"]
    return reply["contract"]


def test_formats_reply_carries_the_contract() -> None:
    contract = _contract()
    fields = {f["name"]: f for f in contract["fields"]}
    defaults = Options()
    for name, field in fields.items():
        if name in ("sources", "answer"):
            assert field["max_chars"] == max_chars(name)
            continue
        assert name in Options._fields, name
        assert field["default"] == getattr(defaults, name)
    assert (fields["threshold"]["min"], fields["threshold"]["max"]) == (0.0, 1.0)
    assert [code for code, _ in contract["ui_languages"]] == list(render.UI_LANGUAGES)
    assert contract["max_input"] == max(max_chars("sources"), max_chars("answer"))


def test_the_form_has_exactly_the_contract_fields() -> None:
    form = _Form()
    form.feed((WEB / "index.html").read_text(encoding="utf-8"))
    assert sorted(form.names) == sorted(f["name"] for f in _contract()["fields"])


def test_the_page_holds_no_copy_of_what_the_core_knows() -> None:
    pages = {p.name: p.read_text(encoding="utf-8") for p in [*WEB.glob("*.js"), WEB / "index.html"]}
    for name, text in pages.items():
        assert not re.search(r"\b0\.6\b", text), f"{name} has the threshold default"
        assert "20_000_000" not in text and "20000000" not in text, f"{name} has the limit"
        assert '"sources_format", "answer_format"' not in text, f"{name} lists the fields"
    assert 'value="0.6"' not in pages["index.html"]
    assert 'lang="ko"' not in pages["index.html"], "answer languages come from the core"
    i18n = (WEB / "i18n" / "index.js").read_text(encoding="utf-8")
    assert "Bahasa Indonesia" not in i18n, "UI language names come from the catalogs"
