"""The web app in Chromium, checked the way a person reads it.

Every test runs against dist/ served on 127.0.0.1 under a sub-path; the ``app`` fixture
fails a test that makes a request to any other origin, opens a dialog or breaks the CSP.
"""

from __future__ import annotations

import json
import re
import threading

import pytest

pytestmark = pytest.mark.browser

FOUR_SOURCES = json.dumps([
    "pgvector supports three distance operators: <-> for L2 distance, <#> for negative "
    "inner product, and <=> for cosine distance.",
    "HNSW indexes build a multilayer graph. The hnsw.ef_search parameter sets the size of "
    "the dynamic candidate list; it defaults to 40.",
    "Cosine distance is one minus the cosine similarity of two vectors.",
    "Each vector takes 4 * dimensions + 8 bytes of storage.",
], indent=2)  # fmt: skip


def ollama_stream(chunks: list[str], done_reason: str) -> str:
    """An Ollama /api/chat NDJSON stream: one line per chunk, then the final line."""
    lines = [
        {"model": "llama3.1:8b", "created_at": f"2026-11-20T09:14:0{i}Z",
         "message": {"role": "assistant", "content": chunk}, "done": False}
        for i, chunk in enumerate(chunks)
    ]  # fmt: skip
    lines.append({
        "model": "llama3.1:8b", "created_at": "2026-11-20T09:14:09Z",
        "message": {"role": "assistant", "content": ""}, "done": True,
        "done_reason": done_reason, "prompt_eval_count": 120, "eval_count": 64,
    })  # fmt: skip
    return "\n".join(json.dumps(line) for line in lines) + "\n"


def row_texts(app) -> list[str]:
    return app.page.locator("#report table tbody tr").all_inner_texts()


def section_text(app, heading: str) -> str:
    """The text of the report section whose heading a person reads as ``heading``."""
    section = app.page.locator("#report section").filter(
        has=app.page.get_by_role("heading", name=heading)
    )
    return section.inner_text()


def test_example_report_as_seen(app) -> None:
    app.open()
    app.wait_ready()
    # The worked example is preloaded, so a first visitor sees every part of the report.
    assert '"prompt_eval_count": 306' in app.page.input_value("#answer")
    assert app.page.input_value("#sources").lstrip().startswith("[")
    text = app.report_text()

    assert "4 sources" in text
    assert "Ollama /api/chat" in text
    assert "Prompt tokens: 306" in text

    rows = row_texts(app)
    failing = [row for row in rows if "[4]" in row]
    assert len(failing) == 1, rows
    assert "a 384-dimension vector takes 1552 bytes" in failing[0]
    assert "not in source" in failing[0]
    assert "Closest passage" in failing[0]
    passing = [row for row in rows if "[2]" in row]
    assert passing and "exact" in passing[0], rows

    assert "HNSW usually gives better recall than IVFFlat" in section_text(
        app, "Sentences without a citation"
    )
    assert re.search(r"\[3\]", section_text(app, "Sources never cited"))
    assert "cannot say whether the answer is right" in text
    # The status line tells the check is done, with no error.
    assert app.status_text().startswith("Checked in")


def test_truncated_ollama_stream_warns(app) -> None:
    app.open()
    app.wait_ready()
    stream = ollama_stream(
        ["pgvector's HNSW index searches a candidate list ", "that defaults to 40 [2]. ",
         "A 384-dimension vector takes"],
        done_reason="length",
    )  # fmt: skip
    text = app.paste(FOUR_SOURCES, stream)
    warnings = app.page.locator("#report .warnings").inner_text()
    assert re.search(r"truncat|cut off", warnings, re.IGNORECASE), warnings
    assert "Ollama" in text


def test_unknown_source_is_flagged(app) -> None:
    app.open()
    app.wait_ready()
    answer = (
        "HNSW search uses a candidate list whose size defaults to 40 [2]. "
        "Vectors can have a million dimensions [7]."
    )
    app.paste(FOUR_SOURCES, answer)
    rows = row_texts(app)
    flagged = [row for row in rows if "[7]" in row]
    assert flagged and "no such source" in flagged[0], rows
    warnings = app.page.locator("#report .warnings").inner_text()
    assert "7" in warnings, warnings


XSS_IMG = "<img src=x onerror=alert(1)>"
XSS_SCRIPT = "<script>alert(2)</script>"


def test_markup_in_the_input_renders_as_text(app) -> None:
    app.open()
    app.wait_ready()
    sources = json.dumps([
        f"Safe text about {XSS_IMG} images and {XSS_SCRIPT} scripts.",
        "A second source about HNSW indexes.",
    ])  # fmt: skip
    answer = f"The page shows {XSS_IMG} images [1]. It runs {XSS_SCRIPT} nothing [3]."
    text = app.paste(sources, answer)
    # A person sees the markup as characters...
    assert XSS_IMG in text
    assert "<script>alert(2)</script>" in text
    # ...and the browser made no elements of it.
    assert app.page.locator("#report img, #report script").count() == 0

    # The error path too: broken JSON that quotes the markup back.
    broken = '{"model": "x", "message": {"content": "' + XSS_IMG + XSS_SCRIPT + '"'
    app.paste(sources, broken, answer_format="ollama")
    assert app.page.locator("#report img, #report script").count() == 0
    app.page.wait_for_timeout(200)  # an onerror handler would have fired by now
    # (the fixture fails the test if any dialog opened)


def test_boot_timeout_shows_a_clear_error(app) -> None:
    app.open("?boot-timeout=50")
    app.page.wait_for_selector('body[data-state="failed"]', timeout=10_000)
    status = app.status_text()
    assert "Python could not start" in status
    assert "did not start within 50 ms" in status


def test_every_asset_is_local_and_relative(app) -> None:
    """The recorder sees the worker's traffic (so "no request" above means something),
    and everything came from the sub-path, never the server root or another host."""
    app.open()
    app.wait_ready()
    paths = [url.removeprefix(app.base) for url in app.requests]
    # The snapshot start writes the wheels' files from site-files.bin.gz (the wheels
    # themselves are only precached by the service worker, maybe later).
    for expected in ("worker.js", "pyodide/pyodide.asm.wasm", "wheels/pyodide-lock.json"):
        assert expected in paths, paths
    assert "site-files.bin.gz" in paths, paths
    assert all(url.startswith(app.base) for url in app.requests), app.requests


def test_blocked_webassembly_shows_an_error_not_a_spinner(context, dist, build_module) -> None:
    """A host whose CSP lacks 'wasm-unsafe-eval' stops Pyodide; the page must say so.

    Pyodide does not reject in that case, it waits forever, so the page's own boot
    timeout is what turns it into a message. Served without the fixture's CSP check,
    since the violation is the point.
    """
    strict = build_module.CSP.replace(" 'wasm-unsafe-eval'", "")
    server = build_module.make_server(dist, port=0, quiet=True, csp=strict)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    page = context.new_page()
    try:
        page.goto(f"http://127.0.0.1:{server.server_port}/?boot-timeout=8000")
        page.wait_for_selector('body[data-state="failed"]', timeout=30_000)
        status = page.inner_text("#status")
        assert "Python could not start" in status, status
        assert page.inner_text("#report") == ""
    finally:
        page.close()
        server.shutdown()
        server.server_close()


def test_a_stuck_check_stops_restarts_python_and_keeps_the_paste(app) -> None:
    """The watchdog (here 5 ms, so every check "hangs") stops the worker, a new one boots
    and checks again; after two restarts in a row the page gives up with a clear error,
    stays usable, and the paste is still there."""
    app.open("?check-timeout=5")
    app.page.wait_for_selector(
        'body[data-state="ready"] #status[data-kind="error"]', timeout=120_000
    )
    assert "took longer than 5 ms" in app.report_text()
    assert app.page.get_attribute("body", "data-workers") == "3"  # the first + 2 restarts
    assert '"prompt_eval_count": 306' in app.page.input_value("#answer")
    assert app.page.input_value("#sources").lstrip().startswith("[")


# After the page posts a check, its main thread is kept busy for 600 ms: the worker's
# reply is then queued before the watchdog's timer runs. What a loaded machine or a
# background tab does by chance (the full e2e runs where the test above failed).
BUSY_AFTER_CHECK = """
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  post.call(this, message, ...rest);
  if (message && message.type === "check") {
    const until = performance.now() + 600;
    while (performance.now() < until) {}
  }
};
"""


def test_a_reply_after_the_limit_counts_as_stuck_when_the_timer_runs_late(app) -> None:
    """The limit is the check's own time: a reply that comes after it is not shown as a
    report, whichever of the reply and the late timer the browser runs first."""
    app.page.add_init_script(BUSY_AFTER_CHECK)
    app.open("?check-timeout=5")
    app.page.wait_for_selector(
        'body[data-state="ready"] #status[data-kind="error"]', timeout=120_000
    )
    assert "took longer than 5 ms" in app.report_text()
    assert app.page.get_attribute("body", "data-workers") == "3"
    assert app.page.get_attribute("#report", "data-checks") is None  # no report was shown


def large_paste(n_sentences: int = 95) -> tuple[str, str]:
    """Five sources and ``n_sentences`` cited sentences: a report the page gets in two parts."""
    topics = ["graph index", "vector store", "cosine distance", "query planner", "disk cache"]
    sources = [
        " ".join(f"The {topic} keeps {j * 3 + i} pages of entry {j} in memory." for j in range(30))
        for i, topic in enumerate(topics)
    ]
    sentences = [
        f"The {topics[j % 5]} keeps pages of entry {j % 30} in memory [{j % 5 + 1}]."
        for j in range(n_sentences)
    ]
    return json.dumps(sources), " ".join(sentences)


def test_a_large_report_comes_in_two_parts_that_make_it_whole(app) -> None:
    """The first part (the first items of each list, no source texts) is shown at once, the
    rest is appended (issue 14); the page is "ready" only with the whole report, whose
    last sentence's marker opens its source with the passage highlighted."""
    app.open()
    app.wait_ready()
    app.paste(*large_paste())
    page = app.page
    assert page.get_attribute("#report", "data-partial") is None
    assert page.locator("#report .claims li.claim").count() == 95
    assert page.locator("#report .answer-text .sentence").count() == 95
    assert page.locator("#report .citations tbody tr").count() == 95
    rows = page.locator("#report .citations tbody tr td:first-child").all_inner_texts()
    assert rows == [str(n) for n in range(1, 96)]
    # Its source texts come one at a time, when a source is opened (issue 29).
    assert page.locator("#report [data-source-article]").count() == 0
    assert page.evaluate("performance.getEntriesByName('ragcite:check-complete').length") >= 1
    page.locator("#report .answer-text button.marker").last.click()
    page.wait_for_selector("#source-panel:not([hidden]) [data-source-article='5']:not([hidden])")
    assert page.locator("#report [data-source-article]").count() == 1
    assert "The disk cache keeps" in page.inner_text("#source-panel mark.hl")
