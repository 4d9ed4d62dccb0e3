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
