"""The page on phones and tablets (issue 27): nothing scrolls sideways at 320, 390 and
768 px, in the light and the dark theme, in English and Italian, with the worked example
and with a Markdown answer (a code block and a long URL are the widest things an answer
holds). The page may scroll inside a table or a code block, never as a whole.
"""

from __future__ import annotations

import json

import pytest
from e2e_app import App
from test_report_ui import fresh  # noqa: F401  (the fixture)

pytestmark = pytest.mark.browser

WIDTHS = (320, 390, 768)

MARKDOWN_SOURCES = json.dumps([
    "HNSW indexes build a multilayer graph. The hnsw.ef_search parameter defaults to 40.",
    "Each vector takes 4 * dimensions + 8 bytes of storage.",
])  # fmt: skip
MARKDOWN_ANSWER = (
    "## Tuning\n\n"
    "1. **Candidate list**: `hnsw.ef_search` defaults to 40 [1].\n"
    "2. **Storage**: a vector takes 4 * dimensions + 8 bytes [2].\n\n"
    "```sql\nSET hnsw.ef_search = 100; -- a long line of code that is wider than a phone\n```\n\n"
    "See https://github.com/pgvector/pgvector/blob/master/README.md#hnsw-index-options [1]."
)


def overflow(app: App) -> dict[str, object]:
    """How far the page scrolls sideways, and the widest elements that stick out."""
    return app.page.evaluate(
        """() => {
          const width = document.documentElement.clientWidth;
          const out = [];
          for (const el of document.querySelectorAll("body *")) {
            const box = el.getBoundingClientRect();
            if (box.width && box.right > width + 1) {
              let clipped = false;
              for (let p = el.parentElement; p; p = p.parentElement) {
                const style = getComputedStyle(p);
                if (["auto", "scroll", "hidden"].includes(style.overflowX)
                    && p.getBoundingClientRect().right <= width + 1) { clipped = true; break; }
              }
              if (!clipped) out.push(el.tagName + "." + el.className + " " + Math.round(box.right));
            }
          }
          return {scroll: document.documentElement.scrollWidth - width, out: out.slice(0, 8)};
        }"""
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", WIDTHS)
def test_no_sideways_scrolling(fresh, width: int, scheme: str) -> None:  # noqa: F811
    app = fresh(viewport={"width": width, "height": 800}, color_scheme=scheme, locale="en-US")
    app.open()
    app.wait_ready()
    assert overflow(app) == {"scroll": 0, "out": []}
    # The source panel open over the report.
    app.page.locator("#report .answer-text button.marker").first.click()
    app.page.wait_for_selector("#source-panel mark.hl")
    assert overflow(app) == {"scroll": 0, "out": []}
    app.page.keyboard.press("Escape")
    # A Markdown answer with a code block and a long URL.
    app.paste(MARKDOWN_SOURCES, MARKDOWN_ANSWER)
    assert overflow(app) == {"scroll": 0, "out": []}


@pytest.mark.parametrize("width", (320, 390))
def test_no_sideways_scrolling_in_italian(fresh, width: int) -> None:  # noqa: F811
    app = fresh(viewport={"width": width, "height": 800}, locale="it-IT")
    app.open()
    app.wait_ready()
    assert app.page.get_attribute("#report article.report", "lang") == "it"
    assert overflow(app) == {"scroll": 0, "out": []}


def chips_off_their_line(app: App) -> list[str]:
    """Status chips that start a line while the text before them ended the line above:
    read as the next sentence's (issue 27)."""
    return app.page.evaluate(
        """() => {
          const off = [];
          for (const chip of document.querySelectorAll(".answer-text .sentence > .badge")) {
            const before = chip.previousSibling;
            if (!before) continue;
            let box;
            if (before.nodeType === Node.TEXT_NODE) {
              const text = before.textContent.replace(/\\s+$/, "");
              if (!text) continue;
              const range = document.createRange();
              range.setStart(before, text.length - 1);
              range.setEnd(before, text.length);
              box = range.getBoundingClientRect();
            } else {
              const rects = before.getClientRects();
              box = rects[rects.length - 1];
            }
            const chipBox = chip.getClientRects()[0];
            if (box && chipBox && chipBox.top > box.bottom - 2) off.push(chip.textContent);
          }
          return off;
        }"""
    )


@pytest.mark.parametrize("width", (320, 390))
def test_a_status_chip_stays_on_its_sentence_line(fresh, width: int) -> None:  # noqa: F811
    app = fresh(viewport={"width": width, "height": 800}, locale="en-US")
    app.open()
    app.wait_ready()
    assert app.page.locator(".answer-text .sentence > .badge").count() >= 4
    assert chips_off_their_line(app) == []
    # Sentences that end with a marker (a button: the line may break after it).
    for example in ("bedrock-kb", "anthropic", "gemini", "openai-chat"):
        before = app.checks()
        app.page.select_option("#examples", example)
        app.page.wait_for_selector(f'#report[data-checks]:not([data-checks="{before}"])')
        assert chips_off_their_line(app) == [], example
    app.paste(MARKDOWN_SOURCES, MARKDOWN_ANSWER)
    assert chips_off_their_line(app) == []
