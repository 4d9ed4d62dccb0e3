"""Browser tests: build dist/ once, serve it on 127.0.0.1 under a sub-path, drive Chromium.

- ``dist``: runs build.py's ``build()`` once per session. With RAGCITE_SKIP_BUILD=1 an
  existing dist/ is used as it is (fast reruns while editing tests).
- ``site``: serves dist/ with build.py's own request handler (CSP header, MIME types) at
  ``http://127.0.0.1:PORT/ragcite/``: a sub-path, as on GitHub Pages, so every URL the
  page uses must be relative for the tests to pass.
- ``browser``: Debian's /usr/bin/chromium through Playwright (never a downloaded browser).
  Missing Chromium skips the tests on a developer machine and fails them on CI (CI=true).
- ``app``: a fresh page on the site, with every request recorded. After the test, any
  request to another origin fails it, and so does a CSP violation or a dialog.
"""

from __future__ import annotations

import importlib.util
import os
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    # Belt and braces: even a request the tests failed to notice could not leave the
    # machine, because no other host name resolves.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
SUB_PATH = "ragcite"
BOOT_TIMEOUT_S = 90  # a cold Pyodide start takes a few seconds here; CI machines vary


def load_build_module() -> ModuleType:
    """build.py is a script at the repo root, not a package: load it by path."""
    spec = importlib.util.spec_from_file_location("ragcite_build", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def chromium() -> Path:
    if not CHROMIUM.exists():
        reason = f"{CHROMIUM} is missing (apt-get install -y chromium)"
        if os.environ.get("CI"):
            pytest.fail(reason + "; on CI the browser tests must run")
        pytest.skip(reason)
    return CHROMIUM


@pytest.fixture(scope="session")
def build_module() -> ModuleType:
    return load_build_module()


@pytest.fixture(scope="session")
def dist(chromium: Path, build_module: ModuleType) -> Path:
    existing = build_module.DIST
    if os.environ.get("RAGCITE_SKIP_BUILD") == "1" and (existing / "index.html").exists():
        return existing
    return build_module.build()


@pytest.fixture(scope="session")
def site(dist: Path, build_module: ModuleType) -> Iterator[str]:
    """Base URL of dist/ served at /ragcite/ (a symlink in a temporary web root)."""
    with tempfile.TemporaryDirectory(prefix="ragcite-site-") as root:
        (Path(root) / SUB_PATH).symlink_to(dist, target_is_directory=True)
        server = build_module.make_server(Path(root), port=0, quiet=True)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_port}/{SUB_PATH}/"
        finally:
            server.shutdown()
            server.server_close()


@pytest.fixture(scope="session")
def browser(chromium: Path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def context(browser):
    # One context for the session: later pages reuse the HTTP cache, like a visitor's
    # second visit, which keeps the suite lean on 2 cores.
    context = browser.new_context()
    yield context
    context.close()


@dataclass
class App:
    """A page of the app, with what it requested and what went wrong."""

    page: object
    base: str
    requests: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)

    def open(self, query: str = "") -> None:
        self.page.goto(self.base + query)

    def wait_ready(self, timeout_s: float = BOOT_TIMEOUT_S) -> None:
        """Python booted, the example loaded and its first report is shown."""
        # Selectors, not wait_for_function: the page's CSP forbids the eval that a
        # string predicate needs, and the tests must not weaken the CSP to run.
        self.page.wait_for_selector(
            'body[data-state="ready"] #report[data-checks]', timeout=timeout_s * 1000
        )

    def checks(self) -> int:
        return int(self.page.get_attribute("#report", "data-checks") or 0)

    def paste(
        self, sources: str, answer: str, answer_format: str = "auto", sources_format: str = "auto"
    ) -> str:
        """Type into the form like a person, wait for the new report, return its text.

        Also proves the check itself makes no request: none may happen between the first
        keystroke and the report.
        """
        before_checks, before_requests = self.checks(), len(self.requests)
        page = self.page
        page.select_option("#sources-format", sources_format)
        page.select_option("#answer-format", answer_format)
        page.fill("#sources", sources)
        page.fill("#answer", answer)
        # The count only grows, so "not the old count" means a new report.
        page.wait_for_selector(
            f'body[data-state="ready"] #report[data-checks]:not([data-checks="{before_checks}"])',
            timeout=30_000,
        )
        time.sleep(0.1)  # let any late request surface before asserting there was none
        assert self.requests[before_requests:] == [], "a request happened while checking"
        return self.report_text()

    def report_text(self) -> str:
        return self.page.inner_text("#report")

    def status_text(self) -> str:
        return self.page.inner_text("#status")


@pytest.fixture
def app(context, site: str) -> Iterator[App]:
    page = context.new_page()
    app = App(page=page, base=site)
    origin = site.split(f"/{SUB_PATH}/")[0] + "/"

    def on_request(request) -> None:
        app.requests.append(request.url)

    def on_dialog(dialog) -> None:
        app.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def on_console(message) -> None:
        if message.type == "error":
            app.console_errors.append(message.text)

    # The context sees the worker's requests too (Pyodide's wasm, stdlib, wheels).
    context.on("request", on_request)
    page.on("dialog", on_dialog)
    page.on("console", on_console)
    page.on("pageerror", lambda error: app.console_errors.append(f"pageerror: {error}"))
    try:
        yield app
    finally:
        context.remove_listener("request", on_request)
        # The page keeps the paste and the chosen language in localStorage (issue 7);
        # the context is shared, so the next test must open the page as a first visitor.
        if page.url.startswith(site):
            page.evaluate("localStorage.clear()")
        page.close()
    foreign = [url for url in app.requests if not url.startswith(origin)]
    assert foreign == [], f"requests left 127.0.0.1: {foreign}"
    assert app.dialogs == [], f"a dialog opened: {app.dialogs}"
    csp = [text for text in app.console_errors if "Content Security Policy" in text]
    assert csp == [], f"the page broke its own CSP: {csp}"
