"""``build.py test``: install the test needs, lint, run the suite."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from .common import ROOT, log, run

CHROMIUM = "/usr/bin/chromium"


def ensure_chromium() -> None:
    """Browser tests drive Debian's Chromium, never a downloaded browser build."""
    if Path(CHROMIUM).exists():
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        log("installing Debian's chromium with apt-get (browser tests need it)")
        run(["apt-get", "update", "-qq"])
        run(["apt-get", "install", "-y", "-qq", "chromium"])
        return
    sys.exit(
        f"build.py test: {CHROMIUM} is missing; install it with "
        "`sudo apt-get install -y chromium`, then run this again"
    )


def test(pytest_args: list[str]) -> int:
    """Install what the tests need, lint, and run the whole suite (unit and browser)."""
    run([sys.executable, "-m", "pip", "install", "-q", "-e", f"{ROOT}[test]"])
    ensure_chromium()
    run([sys.executable, "-m", "ruff", "check", str(ROOT)])
    run([sys.executable, "-m", "ruff", "format", "--check", str(ROOT)])
    run([sys.executable, "-m", "mypy"], cwd=ROOT)
    # The browser tests build dist/ themselves (tests/e2e/conftest.py), once per session.
    return subprocess.call([sys.executable, "-m", "pytest", *pytest_args], cwd=ROOT)
