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

import os
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from e2e_app import CHROMIUM, CHROMIUM_ARGS, SUB_PATH, App, load_build_module


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
        # Leaving the page first: it saves a paste still waiting on its typing timer when
        # it is hidden (web/storage.js), which would otherwise land after the clear.
        if not page.is_closed():
            page.goto("about:blank")
            page.close()
        cleaner = context.new_page()
        cleaner.goto(site + "build-manifest.json")  # same origin, no script of the app
        cleaner.evaluate("localStorage.clear()")
        cleaner.close()
    foreign = [url for url in app.requests if not url.startswith(origin)]
    assert foreign == [], f"requests left 127.0.0.1: {foreign}"
    assert app.dialogs == [], f"a dialog opened: {app.dialogs}"
    csp = [text for text in app.console_errors if "Content Security Policy" in text]
    assert csp == [], f"the page broke its own CSP: {csp}"
