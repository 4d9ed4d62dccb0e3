"""What every build step shares: the project's folders, logging, commands, hashes."""

from __future__ import annotations

import hashlib
import json
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


def npm_package(name: str, expected: str, usage: str) -> Path:
    """The unpacked npm package named on the command line (its ``package`` folder), after
    checking it is the version a committed table was written from; ``usage`` is printed
    when the command line names none."""
    if len(sys.argv) != 2:
        sys.exit(usage)
    package = Path(sys.argv[1])
    found = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
    if found != expected:
        sys.exit(f"{name} {found}: the table is {expected}'s")
    return package
