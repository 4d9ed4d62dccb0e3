"""Pyodide's private snapshot API, as web/snapshot.js uses it (issue 14).

``_makeSnapshot``, ``_loadSnapshot`` and ``makeMemorySnapshot`` are private in Pyodide
314 and may change in any release. These tests fail loudly when the vendored Pyodide is
not the one web/snapshot.js was written against, or no longer has that API: re-read
Pyodide's src/js/snapshot.ts and pyodide.ts, adapt web/snapshot.js (only that module
touches the API), then update ``SNAPSHOT_API_FOR``. The worker's fallback keeps the page
working meanwhile, but slowly, so this is not something to find out from users.

The last test makes a snapshot under Node and restores it through web/snapshot.js, the
whole path in small (a bare Pyodide, no wheels); the build's own snapshot is verified by
build.py (buildtools/startup.py) against a normal boot.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
UPGRADE = (
    "Pyodide changed: web/snapshot.js uses Pyodide's private snapshot API; check it "
    "against the new Pyodide's src/js/snapshot.ts and update SNAPSHOT_API_FOR"
)


def snapshot_api_for() -> str:
    text = (ROOT / "web" / "snapshot.js").read_text(encoding="utf-8")
    found = re.search(r'export const SNAPSHOT_API_FOR = "([^"]+)";', text)
    assert found, "web/snapshot.js must export SNAPSHOT_API_FOR"
    return found.group(1)


def vendored() -> Path:
    if not (PYODIDE / "pyodide.mjs").exists():
        if os.environ.get("CI"):
            pytest.fail("node_modules/pyodide is missing; build.py runs npm ci")
        pytest.skip("node_modules/pyodide is missing (python3 build.py runs npm ci)")
    return PYODIDE


def test_the_pinned_pyodide_is_the_one_the_snapshot_module_was_written_for() -> None:
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    assert pinned == snapshot_api_for(), UPGRADE


def test_the_vendored_loader_still_has_the_private_api() -> None:
    package = vendored()
    assert json.loads((package / "package.json").read_text())["version"] == snapshot_api_for()
    loader = (package / "pyodide.mjs").read_text(encoding="utf-8")
    types = (package / "pyodide.d.ts").read_text(encoding="utf-8")
    for name in ("_loadSnapshot", "_makeSnapshot", "makeMemorySnapshot"):
        assert name in loader or name in types, f"{UPGRADE} ({name} is gone)"
    # The header web/snapshot.js reads: the build id that Pyodide compares, 64 hex digits.
    assert re.search(r'BUILD_ID:"[0-9a-f]{64}"', loader), UPGRADE
    # The order restoreSnapshot relies on: the snapshot's bytes are taken before the
    # module is instantiated (createPyodideModule) and copied into memory after it.
    assert re.search(r"_loadSnapshot.*INITIAL_MEMORY", loader), UPGRADE
    assert "restoreSnapshot" in loader, UPGRADE
    # The memory is grown through the emscripten module's growMemory export.
    runtime = (package / "pyodide.asm.mjs").read_text(encoding="utf-8")
    assert 'Module["growMemory"]=growMemory' in runtime, UPGRADE


ROUND_TRIP = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import createPyodideModule from "%(pyodide)s/pyodide.asm.mjs";
import * as snapshots from "%(web)s/snapshot.js";
import { gzipSync } from "node:zlib";

const base = () => ({ indexURL: "%(pyodide)s/", stdout: () => {}, stderr: () => {} });
const maker = await loadPyodide(snapshots.makingOptions(base()));
maker.runPython("import json; answer = json.dumps({'n': 6 * 7})");
const bytes = snapshots.makeSnapshot(maker);
const { buildId, memoryBytes } = snapshots.readHeader(bytes);
const meta = { build_id: buildId, bytes: bytes.length, memory_bytes: memoryBytes };
const response = Promise.resolve(new Response(gzipSync(bytes)));
const restored = await snapshots.restoreSnapshot(
  loadPyodide, createPyodideModule, base(), meta, response,
);
snapshots.unpackWheels(restored, []);
// As a server that sends the .gz with Content-Encoding: gzip (the browser decompressed it).
const plain = await snapshots.restoreSnapshot(
  loadPyodide, createPyodideModule, base(), meta, Promise.resolve(new Response(bytes)),
);
const answers = [restored.runPython("answer"), plain.runPython("answer")];
console.log(JSON.stringify({ answers, memoryBytes }));
"""


def test_a_snapshot_made_under_node_restores_through_the_module(tmp_path: Path) -> None:
    package = vendored()
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is missing")
    script = tmp_path / "round_trip.mjs"
    script.write_text(ROUND_TRIP % {"pyodide": package, "web": ROOT / "web"})
    result = subprocess.run([node, str(script)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, f"{UPGRADE}\n{result.stderr[-3000:]}"
    out = json.loads(result.stdout.strip().splitlines()[-1])
    assert out["answers"] == ['{"n": 42}', '{"n": 42}']
    assert out["memoryBytes"] > 0
