"""The Pyodide runtime pinned in package.json, from node_modules (``npm ci``) into dist/pyodide/."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

from .common import DIST, ROOT, log, run

# The loader fetches exactly these: pyodide.mjs imports pyodide.asm.mjs, which
# streams pyodide.asm.wasm and mounts python_stdlib.zip. The lock file is ours.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


def pinned_pyodide_version(root: Path = ROOT) -> str:
    """The exact Pyodide version package.json pins (a range would make builds drift)."""
    version = json.loads((root / "package.json").read_text())["dependencies"]["pyodide"]
    if not re.fullmatch(r"\d+\.\d+\.\d+", version):
        sys.exit(f"build: package.json must pin pyodide exactly, not {version!r}")
    return version


def ensure_node_modules(root: Path = ROOT) -> Path:
    """node_modules/pyodide at the pinned version, running ``npm ci`` when it is not."""
    want = pinned_pyodide_version(root)
    package_dir = root / "node_modules" / "pyodide"
    manifest = package_dir / "package.json"
    have = json.loads(manifest.read_text())["version"] if manifest.exists() else None
    if have != want:
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("build: npm not found; install Node.js (apt-get install -y npm)")
        log(f"npm ci (node_modules has pyodide {have or 'missing'}, package.json pins {want})")
        run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=root)
    return package_dir


def vendor_pyodide(dist: Path = DIST, root: Path = ROOT) -> Path:
    package_dir = ensure_node_modules(root)
    target = dist / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(package_dir / name, target / name)
    log(f"vendored pyodide {pinned_pyodide_version(root)} into {target.relative_to(dist.parent)}")
    return package_dir
