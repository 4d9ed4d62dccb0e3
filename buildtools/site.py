"""dist/ itself: cleaned, the page copied with its CSP checked, the manifest written."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

from .common import DIST, ROOT, WEB, sha256_of
from .pyodide import pinned_pyodide_version

# Also in web/index.html's <meta>; check_csp() keeps the two identical.
CSP = (
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "connect-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; "
    "form-action 'none'"
)


def clean_dist(dist: Path = DIST) -> None:
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)


def check_csp(index_html: Path) -> None:
    """Fail if the page's <meta> CSP drifted from the header ``serve`` sends."""
    match = re.search(
        r'<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"',
        index_html.read_text(encoding="utf-8"),
    )
    if not match or match.group(1) != CSP:
        sys.exit(f"build: the Content-Security-Policy <meta> in {index_html} must be: {CSP}")


REPORT_CSS = ROOT / "pycore" / "ragcite" / "report" / "static" / "report.css"
"""The report's styles live in the package (reports written by the CLI use them too)."""


def copy_web(dist: Path = DIST, web: Path = WEB) -> None:
    check_csp(web / "index.html")
    shutil.copytree(web, dist, dirs_exist_ok=True)
    shutil.copy2(REPORT_CSS, dist / "report.css")


def write_manifest(dist: Path = DIST, root: Path = ROOT) -> Path:
    """dist/build-manifest.json: versions and every file's size and sha256 (for caching)."""
    files = [
        {"path": p.relative_to(dist).as_posix(), "size": p.stat().st_size, "sha256": sha256_of(p)}
        for p in sorted(dist.rglob("*"))
        if p.is_file()
    ]
    # The version's one home (pyproject.toml reads it from there too).
    init = root / "pycore" / "ragcite" / "__init__.py"
    version = re.search(r'^__version__ = "([^"]+)"', init.read_text(), re.MULTILINE)
    manifest = {
        "ragcite": version.group(1) if version else None,
        "pyodide": pinned_pyodide_version(root),
        "files": files,
    }
    path = dist / "build-manifest.json"
    path.write_text(json.dumps(manifest, indent=2) + "\n")
    return path
