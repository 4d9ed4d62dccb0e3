"""What every build step shares: the project's folders, logging, commands, hashes."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache" / "build"

# The package the worker asks Pyodide for; the lock's "depends" bring in the rest.
ENTRY_PACKAGE = "ragcite"


def log(message: str) -> None:
    print(f"build: {message}", flush=True)


def run(command: list[str], cwd: Path | None = None) -> None:
    """Run a build command, failing loudly with the command line if it fails."""
    result = subprocess.run(command, cwd=cwd)
    if result.returncode != 0:
        sys.exit(f"build: failed ({result.returncode}): {' '.join(command)}")


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def normalize_name(name: str) -> str:
    """PEP 503 name, the form Pyodide's lock uses as key.

    >>> normalize_name("MarkupSafe"), normalize_name("zope.interface")
    ('markupsafe', 'zope-interface')
    """
    return re.sub(r"[-_.]+", "-", name).lower()
