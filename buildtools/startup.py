"""A fast start (issue 14): bytecode, and the start-up snapshot, made in Pyodide under Node.

Both run the vendored Pyodide from dist/ under Node (``buildtools/pyodide_node.mjs``),
with no network: every file comes from dist/.

- ``compile_bytecode``: unchecked-hash ``.pyc`` (PEP 552) for the standard-library
  modules a check imports (as ``name.pyc`` entries in python_stdlib.zip, the only names
  zipimport looks for) and for every module of the wheels (``__pycache__``). The normal
  boot then compiles nothing it needs; it runs before ``write_lock``, which hashes the
  wheels as they ship.
- ``make_snapshot``: Python's memory after booting, unpacking the wheels, importing
  ``ragcite.api`` and a first check in every UI language, gzip-compressed into
  ``dist/snapshot.bin.gz``, described by ``dist/snapshot.json``; beside it the wheels'
  files in one gzip file (``dist/site-files.bin.gz``, :func:`files_image`, described by
  ``dist/site-files.json`` too), which the worker writes into the restored file system
  (and the offline file's normal boot into a new one, instead of installing the wheels).
  It is then *verified*: a normal boot and a boot from the snapshot answer the same
  requests (``VERIFY``: the worked example, a check in Italian, an unreadable paste),
  and the build fails unless both answers are the same bytes and Jinja2's compiled
  templates are still current.
  The worker (web/worker.js) restores it and falls back to a normal boot when it is
  missing, does not restore, or names another Pyodide.
"""

from __future__ import annotations

import calendar
import gzip
import json
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from .common import CACHE, DIST, ENTRY_PACKAGE, ROOT, log
from .lock import needed_wheels
from .pyodide import pinned_pyodide_version

NODE_SCRIPT = ROOT / "buildtools" / "pyodide_node.mjs"
SNAPSHOT_FILE = "snapshot.bin.gz"
SNAPSHOT_META = "snapshot.json"
SITE_FILES = "site-files.bin.gz"
SITE_FILES_META = "site-files.json"

# Not the warm-up's inputs (pyodide_node.mjs warmUp): these prove that the snapshot
# checks new text as a normal boot does, in another language and on an error path.
VERIFY_SOURCES = json.dumps([
    "The Eiffel Tower is 330 metres tall since a new antenna was added in 2022.",
    "The tower was completed in 1889 for the Exposition Universelle.",
])  # fmt: skip
VERIFY_ANSWER = (
    "The Eiffel Tower is 330 metres tall [1]. It was completed in 1889 [2]. "
    "It is repainted every seven years [5]."
)
VERIFY: list[dict[str, object]] = [
    {"type": "formats"},
    {"type": "example"},
    {"type": "check", "sources": VERIFY_SOURCES, "answer": VERIFY_ANSWER,
     "options": {"ui_language": "it"}},
    {"type": "export", "format": "markdown", "sources": VERIFY_SOURCES,
     "answer": VERIFY_ANSWER, "options": {"ui_language": "fr"}},
    {"type": "check", "sources": "[1,", "answer": "a", "options": {}},
]  # fmt: skip


def node() -> str:
    """Node.js, which npm brought (``ensure_node_modules`` ran first)."""
    found = shutil.which("node") or shutil.which("nodejs")
    if found is None:
        sys.exit("build: node not found; install Node.js (apt-get install -y nodejs npm)")
    return found


def run_node(*args: str) -> dict[str, object]:
    """Run one command of pyodide_node.mjs; its last output line is a JSON summary."""
    result = subprocess.run(
        [node(), str(NODE_SCRIPT), *args], capture_output=True, text=True, cwd=ROOT
    )
    if result.returncode != 0:
        sys.exit(f"build: pyodide_node.mjs {args[0]} failed:\n{result.stderr[-4000:]}")
    summary: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return summary


def compile_bytecode(wheels: list[Path], dist: Path = DIST) -> dict[str, object]:
    """.pyc into dist/pyodide/python_stdlib.zip and into ``wheels``, in place."""
    summary = run_node("bytecode", str(dist), *map(str, wheels))
    log(f"bytecode: {summary['compiled']}")
    return summary


def files_image(wheels: list[Path]) -> bytes:
    """The files of ``wheels`` as the worker writes them after a restore (web/snapshot.js,
    writeFiles): a u32 (little-endian) byte length, the UTF-8 JSON of their list
    ``[[path, size or None for a folder, mtime], ...]``, then their bytes in that order.
    The mtime is the one the snapshot's Python unpacking gave each file (snapshot.js,
    ``_ragcite_unpack``: the wheel's date and time read as UTC), so Jinja2's compiled
    templates in the snapshot are still current. Unzipping the wheels in Python after a
    restore took 0.4-0.8 s of the page's start in Chromium."""
    listing: list[tuple[str, int | None, int]] = []
    chunks: list[bytes] = []
    for path in wheels:
        with zipfile.ZipFile(path) as wheel:
            for info in wheel.infolist():
                stamp = calendar.timegm((*info.date_time, 0, 0, 0))
                if info.is_dir():
                    listing.append((info.filename.rstrip("/"), None, stamp))
                    continue
                data = wheel.read(info)
                listing.append((info.filename, len(data), stamp))
                chunks.append(data)
    head = json.dumps(listing, separators=(",", ":")).encode()
    return b"".join([struct.pack("<I", len(head)), head, *chunks])


def make_snapshot(dist: Path = DIST, cache: Path = CACHE) -> Path:
    """dist/snapshot.bin.gz and dist/snapshot.json, verified against a normal boot."""
    wheels = [f"wheels/{name}" for name in needed_wheels(dist, ENTRY_PACKAGE)]
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="snapshot-", dir=cache) as tmp:
        raw = Path(tmp) / "snapshot.bin"
        made = run_node("snapshot", str(dist), str(raw), *(str(dist / w) for w in wheels))
        data = raw.read_bytes()
        # Level 9: about 100 kB smaller than 6 for some 4 s more of the build's time, and no
        # slower to decompress; the offline file embeds it as is, under its 16 MB budget.
        (dist / SNAPSHOT_FILE).write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        files = files_image([dist / w for w in wheels])
        (dist / SITE_FILES).write_bytes(gzip.compress(files, compresslevel=9, mtime=0))
        site = "/" + str(made["site"]).lstrip("/")  # Pyodide says "//lib/..."
        # For a normal boot that writes them too (the offline file, web/worker.js).
        described = {"file": SITE_FILES, "bytes": len(files), "site": site}
        (dist / SITE_FILES_META).write_text(json.dumps(described, indent=2) + "\n")
        meta = {
            "pyodide": pinned_pyodide_version(),
            "build_id": made["buildId"],
            "file": SNAPSHOT_FILE,
            "bytes": len(data),
            "memory_bytes": made["memoryBytes"],
            "wheels": wheels,
            "files": SITE_FILES,
            "files_bytes": len(files),
            "site": site,
        }
        meta_path = dist / SNAPSHOT_META
        meta_path.write_text(json.dumps(meta, indent=2) + "\n")
        requests = Path(tmp) / "requests.json"
        requests.write_text(json.dumps(VERIFY))
        verified = run_node("verify", str(dist), str(meta_path), str(requests))
    if not verified["same"] or not verified["templates_current"]:
        sys.exit(f"build: the snapshot does not answer as a normal boot does: {verified}")
    size = (dist / SNAPSHOT_FILE).stat().st_size
    log(
        f"snapshot: {len(data) / 1e6:.1f} MB of memory, {size / 1e6:.1f} MB gzipped; verified "
        f"({verified['requests']} requests answered alike; under Node: normal boot "
        f"{verified['normal_ms']} ms, from the snapshot {verified['snapshot_ms']} ms)"
    )
    return dist / SNAPSHOT_FILE
