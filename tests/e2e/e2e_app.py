"""What the browser tests share, importable by name from tests/e2e (pytest puts this
folder on sys.path for its conftest.py) and by tests/e2e/make_screenshots.py.

Kept out of conftest.py so that no test has to load a conftest by path.
"""

from __future__ import annotations

import importlib.util
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

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
