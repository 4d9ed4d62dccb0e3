"""dist/wheels/pyodide-lock.json: the lock Pyodide installs from.

Written here as plain JSON, not through the ``pyodide-lock`` package's model: the newest
release pip offers (0.1.2) refuses Pyodide 314's own lock ("tool: Extra inputs are not
permitted", its models forbid fields they do not know), and needs pydantic besides. The
entries keep every field of Pyodide's lock and override the ones that describe our files.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from .common import DIST, normalize_name, sha256_of


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, runtime dependencies, top-level import names) of a wheel."""
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(zf.read(meta_name).decode("utf-8"))
    depends = []
    for requirement in meta.get_all("Requires-Dist") or []:
        spec, _, marker = requirement.partition(";")
        if "extra" in marker:
            continue  # optional extras are never installed in the page
        if marker.strip():
            sys.exit(f"build: {wheel.name}: cannot judge the marker of {requirement!r}")
        name = re.match(r"[A-Za-z0-9._-]+", spec.strip())
        if name is None:
            sys.exit(f"build: {wheel.name}: cannot read the requirement {requirement!r}")
        depends.append(normalize_name(name.group()))
    return meta["Name"], meta["Version"], depends, top_level_imports(names)


def top_level_imports(names: list[str]) -> list[str]:
    """Import names a wheel provides: its top-level packages and modules.

    >>> top_level_imports(["a/__init__.py", "a/b.py", "c.py", "a-1.dist-info/RECORD"])
    ['a', 'c']
    """
    imports = set()
    for name in names:
        top, _, rest = name.partition("/")
        if top.endswith((".dist-info", ".data")):
            continue
        if rest == "__init__.py":
            imports.add(top)
        elif not rest and top.endswith(".py"):
            imports.add(top.removesuffix(".py"))
    return sorted(imports)


def write_lock(wheels: list[Path], package_dir: Path, dist: Path = DIST) -> Path:
    """dist/wheels/pyodide-lock.json: Pyodide's lock, cut to our wheels, hashes recomputed.

    Pyodide checks each wheel against the lock's sha256, and its own lock describes its
    CDN's files, so every entry is rewritten from the wheel we actually ship.
    """
    upstream = json.loads((package_dir / "pyodide-lock.json").read_text())
    packages = {}
    for wheel in wheels:
        name, version, depends, imports = wheel_metadata(wheel)
        key = normalize_name(name)
        entry = dict(upstream["packages"].get(key, {}))
        entry.update(
            name=name,
            version=version,
            file_name=wheel.name,  # relative: resolved against the lock's own URL
            install_dir="site",
            sha256=sha256_of(wheel),
            package_type="package",
            imports=imports,
            depends=depends,
            unvendored_tests=False,
        )
        entry.setdefault("tool", {})
        packages[key] = entry
    missing = {d for entry in packages.values() for d in entry["depends"]} - packages.keys()
    if missing:
        sys.exit(f"build: the shipped wheels depend on {sorted(missing)}, which are not built")
    lock = {"info": upstream["info"], "packages": dict(sorted(packages.items()))}
    path = dist / "wheels" / "pyodide-lock.json"
    path.write_text(json.dumps(lock, indent=2) + "\n")
    return path


def needed_wheels(dist: Path, entry: str) -> list[str]:
    """File names of the wheels ``entry`` needs by the lock's "depends", itself included.

    micropip is in dist/wheels/ but nothing depends on it, so it is never in this list.
    """
    packages = json.loads((dist / "wheels" / "pyodide-lock.json").read_text())["packages"]
    needed: set[str] = set()
    todo = [entry]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            todo.extend(packages[name]["depends"])
    return sorted(packages[name]["file_name"] for name in needed)
