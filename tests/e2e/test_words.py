"""The page's menus in the reader's language (issue 27): the format menus and the
examples menu come from the core in English and are labelled from the page's catalogs,
also after switching language."""

from __future__ import annotations

import json
import re

import pytest
from e2e_app import ROOT
from test_report_ui import fresh  # noqa: F401  (the fixture)

pytestmark = pytest.mark.browser

MENUS = ("#sources-format", "#answer-format", "#examples")


def page_catalog(lang: str) -> dict[str, str]:
    text = (ROOT / "web" / "i18n" / f"{lang}.js").read_text("utf-8")
    pairs = re.findall(r'^\s*"([\w.-]+)":\s*("(?:[^"\\]|\\.)*"),', text, re.MULTILINE)
    return {key: json.loads(value) for key, value in pairs}


def menu_labels(page, selector: str) -> list[tuple[str, str]]:
    return page.locator(f"{selector} option").evaluate_all(
        "els => els.map(e => [e.dataset.i18n || '', e.textContent])"
    )


def test_the_menus_follow_the_page_language(fresh) -> None:  # noqa: F811
    app = fresh(locale="it-IT")
    app.open()
    app.wait_ready()
    en, it = page_catalog("en"), page_catalog("it")
    for selector in MENUS:
        labels = menu_labels(app.page, selector)
        assert len(labels) > 3, selector
        for key, text in labels:
            assert key, (selector, text)  # every option is labelled from the catalog
            assert text == it[key], (selector, key, text)
    english = {en[k] for k in en if k.startswith(("format.", "example.")) and en[k] != it[k]}
    shown = {text for selector in MENUS for _, text in menu_labels(app.page, selector)}
    assert not shown & english
    # Switching to English relabels the same options.
    app.page.select_option("#ui-language", "en")
    for key, text in menu_labels(app.page, "#examples"):
        assert text == en[key], (key, text)


def test_the_italian_page_says_no_english_ui_string(fresh) -> None:  # noqa: F811
    """The whole page in Italian, the report included, with the source panel open: no
    English string of the page's or the report's catalogs (the pasted example is English
    and is left out: the boxes, the answer, the sources and their quotes)."""
    app = fresh(locale="it-IT")
    app.open()
    app.wait_ready()
    app.page.locator("#report .answer-text button.marker").first.click()
    app.page.wait_for_selector("#source-panel mark.hl")
    text = app.page.evaluate(
        """() => {
          const skip = ".answer-text, .source-text, .claim-text, q, code, .excerpt,"
            + " [data-sentence-ref], [data-unused-source], [lang='en'], .panel-context";
          const clone = document.body.cloneNode(true);
          for (const el of clone.querySelectorAll(skip)) el.remove();
          return clone.textContent.replace(/\\s+/g, " ");
        }"""
    )
    en, it = page_catalog("en"), page_catalog("it")
    core_en = json.loads((ROOT / "pycore/ragcite/i18n/en.json").read_text("utf-8"))
    core_it = json.loads((ROOT / "pycore/ragcite/i18n/it.json").read_text("utf-8"))
    english = [v for k, v in en.items() if it.get(k) != v]
    english += [v for k, v in core_en.items() if core_it.get(k) != v]
    phrases = {e for e in english if "{" not in e and " " in e and len(e) >= 12}
    assert len(phrases) > 100 and core_it["report.support"] in text and it["field.sources"] in text
    assert sorted(p for p in phrases if p in text) == []
