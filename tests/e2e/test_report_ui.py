"""The report in Chromium (issue 7): source panel, share link, saved paste, languages,
exports, files, accessibility.

Each test runs in a fresh browser context: the page keeps the paste and the chosen
language in localStorage, so a shared context would carry them from test to test. The
``fresh`` fixture records requests, dialogs and CSP errors like conftest's ``app``.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from e2e_app import ROOT, SUB_PATH, App

pytestmark = pytest.mark.browser


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

SOURCES = json.dumps([
    {"title": "pgvector README", "url": "https://github.com/pgvector/pgvector",
     "date": "2024-06-01",
     "text": "HNSW indexes build a multilayer graph. The hnsw.ef_search parameter sets the "
             "size of the dynamic candidate list; it defaults to 40."},
    {"title": "A trap", "url": "javascript:alert(1)",
     "text": "Each vector takes 4 * dimensions + 8 bytes of storage."},
], indent=2)  # fmt: skip
ANSWER = (
    "The hnsw.ef_search candidate list defaults to 40 [1]. "
    "A 384-dimension vector takes 1552 bytes [2]."
)


@pytest.fixture
def fresh(browser, site: str) -> Iterator[Callable[..., App]]:
    """open(**context_options) -> App in a new, empty browser context."""
    contexts = []
    apps: list[App] = []
    origin = site.split(f"/{SUB_PATH}/")[0] + "/"

    def open_app(**options) -> App:
        context = browser.new_context(**options)
        contexts.append(context)
        page = context.new_page()
        app = App(page=page, base=site)
        context.on("request", lambda request: app.requests.append(request.url))

        def on_dialog(dialog) -> None:
            app.dialogs.append(f"{dialog.type}: {dialog.message}")
            dialog.dismiss()

        page.on("dialog", on_dialog)
        page.on("console", lambda m: m.type == "error" and app.console_errors.append(m.text))
        page.on("pageerror", lambda error: app.console_errors.append(f"pageerror: {error}"))
        apps.append(app)
        return app

    yield open_app
    for context in contexts:
        context.close()
    for app in apps:
        foreign = [url for url in app.requests if not url.startswith(origin)]
        assert foreign == [], f"requests left 127.0.0.1: {foreign}"
        assert app.dialogs == [], f"a dialog opened: {app.dialogs}"
        assert not [e for e in app.console_errors if "Content Security Policy" in e], (
            app.console_errors
        )
        assert not [e for e in app.console_errors if e.startswith("pageerror")], app.console_errors


def marker(app: App, label: str):
    return app.page.locator("#report .answer-text button.marker", has_text=label).first


def highlighted(app: App) -> str:
    return app.page.locator(
        "#source-panel [data-source-article]:not([hidden]) mark.hl"
    ).inner_text()


def wait_new_report(app: App, before: int) -> None:
    app.page.wait_for_selector(
        f'body[data-state="ready"] #report[data-checks]:not([data-checks="{before}"])',
        timeout=30_000,
    )


def test_marker_opens_the_source_with_the_passage_highlighted(fresh) -> None:
    app = fresh()
    app.open()
    app.wait_ready()
    page = app.page
    panel = page.locator("#source-panel")
    assert panel.is_hidden()

    # Every sentence ends with its status: an icon (hidden from screen readers) and a word.
    answer = page.locator("#report .answer-text")
    statuses = answer.locator(".sentence").evaluate_all("els => els.map(e => e.dataset.status)")
    assert statuses[0] == "supported" and statuses[-1] == "not_claim", statuses
    for badge in answer.locator(".badge").all():
        text = badge.inner_text().strip()
        assert re.fullmatch(r"\S+ [a-z ]+", text), text
        assert badge.locator("[aria-hidden='true']").count() == 1
    # The number no cited source contains is highlighted where it stands.
    numbers = answer.locator("mark.missing-number").all_inner_texts()
    assert any(text.startswith("1552") for text in numbers), numbers

    # Hovering a marker shows the excerpt it points at.
    tip = page.locator("#excerpt-0")
    assert tip.is_hidden()
    marker(app, "[2]").hover()
    assert tip.is_visible() and "it defaults to 40" in tip.inner_text()

    # The example's first citation quotes source [2] exactly.
    marker(app, "[2]").click()
    assert panel.is_visible()
    assert page.locator('[data-source-article="2"]').is_visible()
    assert page.locator('[data-source-article="1"]').is_hidden()
    assert highlighted(app) == "it defaults to 40"
    mark = page.locator("#source-panel mark.hl")
    assert "hl-quote" in (mark.get_attribute("class") or "")
    assert mark.is_visible()
    box, view = mark.bounding_box(), page.viewport_size
    assert box and view and box["y"] >= 0 and box["y"] + box["height"] <= view["height"]
    assert marker(app, "[2]").get_attribute("aria-expanded") == "true"
    # Focus moved into the panel; Escape closes it and returns to the marker.
    assert page.evaluate("document.activeElement.id") == "source-panel-title"
    page.keyboard.press("Escape")
    assert panel.is_hidden()
    assert page.evaluate("document.activeElement.textContent").startswith("[2]")

    # The failing quote to [4]: its closest passage is highlighted instead, and says so.
    marker(app, "[4]").focus()
    page.keyboard.press("Enter")
    assert panel.is_visible()
    closest = page.locator("#report tr[data-result='not_in_source'] .closest q").inner_text()
    assert highlighted(app) == closest
    assert "closest" in page.locator("[data-panel-context]").inner_text().lower()

    # A citation row opens its source too.
    page.locator("#report tr[data-citation-row]", has_text="it defaults to 40").click()
    assert highlighted(app) == "it defaults to 40"
    page.locator("#source-panel [data-action='close-panel']").click()
    assert panel.is_hidden()


def test_javascript_links_in_a_source_are_not_clickable(fresh) -> None:
    app = fresh()
    app.open()
    app.wait_ready()
    app.paste(SOURCES, ANSWER)
    page = app.page
    assert page.locator('#report a[href^="javascript"], #report [href*="alert"]').count() == 0
    marker(app, "[2]").click()
    article = page.locator('[data-source-article="2"]')
    assert "javascript:alert(1)" in article.inner_text()
    assert article.locator("a").count() == 0
    article.get_by_text("javascript:alert(1)").click()
    marker(app, "[1]").click()
    link = page.locator('[data-source-article="1"] a')
    assert link.get_attribute("href") == "https://github.com/pgvector/pgvector"
    assert "noopener" in (link.get_attribute("rel") or "")
    # The date stands beside the title.
    assert page.locator('[data-source-article="1"] h3 .source-date').inner_text() == "2024-06-01"
    page.wait_for_timeout(200)  # (the fixture fails the test if a dialog opened)


def test_share_link_restores_the_same_report_in_a_new_page(fresh) -> None:
    sender = fresh(permissions=["clipboard-read", "clipboard-write"])
    sender.open()
    sender.wait_ready()
    sender.page.fill("#threshold", "0.5")
    sender.paste(SOURCES, ANSWER)
    report = sender.page.inner_text("#report .answer-text")
    rows = sender.page.locator("#report table tbody tr").all_inner_texts()
    sender.page.click("#share")
    sender.page.wait_for_selector("#share-output:not([hidden])")
    link = sender.page.input_value("#share-link")
    assert link.startswith(sender.base + "#v1=")
    assert sender.page.evaluate("navigator.clipboard.readText()") == link
    assert "copied" in sender.status_text()
    # The inputs travel only in the fragment: no request carried them.
    assert not [u for u in sender.requests if "v1=" in u]

    receiver = fresh()  # another browser profile: nothing saved, the link is all it has
    receiver.page.goto(link)
    receiver.wait_ready()
    assert receiver.page.input_value("#sources") == SOURCES
    assert receiver.page.input_value("#answer") == ANSWER
    assert receiver.page.input_value("#threshold") == "0.5"
    assert receiver.page.inner_text("#report .answer-text") == report
    assert receiver.page.locator("#report table tbody tr").all_inner_texts() == rows
    assert not [u for u in receiver.requests if "v1=" in u]

    # Varied text compresses poorly: past ~8,000 characters the link comes with a warning.
    words = [f"w{(i * 7919) % 100003:x}" for i in range(3000)]
    sender.paste(json.dumps([" ".join(words)]), " ".join(words[:50]) + " [1].")
    sender.page.click("#share")
    sender.page.wait_for_selector("#share-output[data-long]")
    assert len(sender.page.input_value("#share-link")) > 8000
    assert "8,000" in sender.status_text()


def test_a_reload_keeps_the_paste_and_clear_forgets_it(fresh) -> None:
    app = fresh()
    app.open()
    app.wait_ready()
    app.paste(SOURCES, ANSWER)
    time.sleep(0.4)  # the save runs a moment after the last keystroke
    app.page.reload()
    app.wait_ready()
    assert app.page.input_value("#answer") == ANSWER
    assert app.page.input_value("#sources") == SOURCES

    before = app.checks()
    app.page.click("#clear")
    wait_new_report(app, before)
    assert app.page.input_value("#answer") == ""
    app.page.reload()
    app.wait_ready()
    # Nothing kept: the page opens with the worked example again.
    assert '"prompt_eval_count": 306' in app.page.input_value("#answer")


def test_a_saved_number_left_at_its_default_follows_the_new_default(fresh) -> None:
    """A paste saved by an older page (no defaults recorded) or with a number equal to the
    default of its day gets today's default; a number the user chose comes back."""
    app = fresh()
    app.open()
    app.wait_ready()
    default = app.page.input_value("#threshold")
    saves = [
        ({"sources": SOURCES, "answer": ANSWER, "threshold": 0.6}, default),
        (
            {
                "sources": SOURCES,
                "answer": ANSWER,
                "threshold": 0.6,
                "defaults": {"threshold": 0.6},
            },
            default,
        ),
        (
            {
                "sources": SOURCES,
                "answer": ANSWER,
                "threshold": 0.85,
                "defaults": {"threshold": 0.7},
            },
            "0.85",
        ),
    ]
    for saved, shown in saves:
        app.page.evaluate(
            "saved => localStorage.setItem('ragcite:inputs:v1', JSON.stringify(saved))", saved
        )
        app.page.reload()
        app.wait_ready()
        assert app.page.input_value("#answer") == ANSWER
        assert float(app.page.input_value("#threshold")) == float(shown), saved


def test_switching_to_italian_changes_the_page_and_the_report(fresh) -> None:
    app = fresh(locale="en-US")
    app.open()
    app.wait_ready()
    page = app.page
    assert page.locator("label[for='sources']").inner_text() == "Sources"
    before = app.checks()
    page.select_option("#ui-language", "it")
    wait_new_report(app, before)
    assert page.locator("html").get_attribute("lang") == "it"
    assert page.locator("label[for='sources']").inner_text() == "Fonti"
    assert page.locator("#answer").get_attribute("placeholder").startswith("La risposta")
    # Shown again in Italian by the core, from the kept report: not checked again.
    assert app.status_text().startswith("Rapporto mostrato in italiano")
    report = page.locator("#report")
    assert report.get_by_role("heading", name="Citazioni", exact=True).is_visible()
    assert "non è nella fonte" in report.locator("table").inner_text()
    assert "Non può dire se la risposta è giusta" in report.inner_text()
    # The choice is remembered.
    page.reload()
    app.wait_ready()
    assert page.locator("label[for='sources']").inner_text() == "Fonti"


def test_the_browser_language_is_the_default(fresh) -> None:
    app = fresh(locale="fr-FR")
    app.open()
    app.wait_ready()
    assert app.page.locator("html").get_attribute("lang") == "fr"
    assert (
        app.page.locator("#report")
        .get_by_role("heading", name="Citations", exact=True)
        .is_visible()
    )
    assert app.page.locator("label[for='answer']").inner_text() == "Réponse"


def test_exports_and_files(fresh, tmp_path: Path) -> None:
    app = fresh(permissions=["clipboard-read", "clipboard-write"], accept_downloads=True)
    app.open()
    app.wait_ready()
    page = app.page
    with page.expect_download() as info:
        page.click("#report button[data-export='csv'][data-export-mode='download']")
    download = info.value
    assert download.suggested_filename == "ragcite-citations.csv"
    path = tmp_path / "c.csv"
    download.save_as(path)
    lines = path.read_text("utf-8").splitlines()
    assert lines[0].startswith("citation,source_label,source,")
    assert any("not_in_source" in line for line in lines[1:])

    page.click("#report button[data-export='markdown'][data-export-mode='copy']")
    page.wait_for_selector("#status:has-text('copied')")
    markdown = page.evaluate("navigator.clipboard.readText()")
    assert "## Citations" in markdown and "| # | Source |" in markdown

    with page.expect_download() as info:
        page.click("#report button[data-export='json'][data-export-mode='download']")
    data = json.loads(Path(info.value.path()).read_text("utf-8"))
    assert data["schema"] == "ragcite.report/2"
    assert len(data["citations"]) == page.locator("#report tr[data-citation-row]").count()

    # Open file: each box takes a file of its own.
    answer_file = tmp_path / "answer.md"
    answer_file.write_text(ANSWER, "utf-8")
    sources_file = tmp_path / "sources.json"
    sources_file.write_text(SOURCES, "utf-8")
    before = app.checks()
    page.set_input_files("#sources-file", str(sources_file))
    page.set_input_files("#answer-file", str(answer_file))
    wait_new_report(app, before)
    assert page.input_value("#answer") == ANSWER
    assert page.input_value("#sources") == SOURCES

    # Dropping a file on the answer box replaces the answer.
    dropped = "Dropped answer: it defaults to 40 [1]."
    transfer = page.evaluate_handle(
        """text => { const dt = new DataTransfer();
                     dt.items.add(new File([text], "dropped.txt", {type: "text/plain"}));
                     return dt; }""",
        dropped,
    )
    before = app.checks()
    page.dispatch_event("#answer", "drop", {"dataTransfer": transfer})
    wait_new_report(app, before)
    assert page.input_value("#answer") == dropped

    # A file of another kind is refused with a message.
    bad = tmp_path / "image.png"
    bad.write_bytes(b"\x89PNG")
    page.set_input_files("#answer-file", str(bad))
    page.wait_for_selector("#status[data-kind='warning']")
    assert "image.png" in app.status_text()
    assert page.input_value("#answer") == dropped


def test_axe_finds_no_serious_violations_light_and_dark(fresh) -> None:
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run npm ci")
    # axe-core is injected by the test only; bypass_csp lets its script run (the page's
    # CSP allows only its own scripts). Nothing else about the page changes.
    app = fresh(bypass_csp=True)
    app.open()
    app.wait_ready()
    page = app.page
    page.add_script_tag(path=str(AXE))
    options = {
        "runOnly": {
            "type": "tag",
            "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        }
    }

    def serious() -> list[str]:
        result = page.evaluate("options => axe.run(document, options)", options)
        return [
            f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:5]}"
            for v in result["violations"]
            if v["impact"] in ("serious", "critical")
        ]

    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert serious() == [], scheme
    marker(app, "[2]").click()  # with the source panel open and the legend unfolded
    page.locator("#report details.legend summary").click()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert serious() == [], scheme


def test_the_answer_language_can_be_chosen_and_is_kept(fresh) -> None:
    """Detected by default; a chosen language reaches the core and survives a reload."""
    app = fresh()
    app.open()
    app.wait_ready()
    assert app.page.locator('#report article[data-answer-language="en"]').count() == 1
    before = app.checks()
    app.page.select_option("#answer-language", "it")
    wait_new_report(app, before)
    assert app.page.locator('#report article[data-answer-language="it"]').count() == 1
    time.sleep(0.4)  # the save runs a moment after the last change
    app.page.reload()
    app.wait_ready()
    assert app.page.input_value("#answer-language") == "it"
    assert app.page.locator('#report article[data-answer-language="it"]').count() == 1


def test_a_metrics_sentence_link_moves_to_the_claim_and_keeps_the_address(app) -> None:
    """The citation metrics name the sentences that lowered them; their links go to the
    claim in the report without changing the address (a share link lives in its #)."""
    app.open()
    app.wait_ready()
    page = app.page
    before = page.evaluate("location.href")
    page.locator("#report details.metrics-why summary").first.click()
    link = page.locator("#report details.metrics-why a.metric-sentence").first
    target = link.get_attribute("href")
    link.click()
    assert page.evaluate("location.href") == before
    assert page.evaluate("document.activeElement.id") == target.lstrip("#")
