"""How Python starts (issue 14): from the build's snapshot, or normally when it cannot.

- The built site starts from its snapshot (body[data-boot="snapshot"]) and its reports
  are the core's: the worked example, then a pasted answer checked from scratch.
- A corrupt snapshot (its gzip stream cut short, or that of the wheels' files written
  after the restore) and a mismatched one (made, as far as
  its header says, by another Pyodide build, which Pyodide itself refuses) each fall back
  to a normal boot with a console note, and the page works the same.
- So does a snapshot description naming another Pyodide version (the worker checks
  that before it uses the snapshot).

The broken builds are copies of dist/ (symlinks, but for the snapshot files) served at
their own sub-path, in a fresh browser context each: nothing is cached across them.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from e2e_app import App
from test_offline import assert_example_report, assert_tower_report

pytestmark = pytest.mark.browser


def test_site_starts_from_its_snapshot(app: App) -> None:
    notes: list[str] = []
    app.page.on("console", lambda message: notes.append(message.text))
    app.open()
    app.wait_ready()
    assert app.page.get_attribute("body", "data-boot") == "snapshot"
    assert (
        app.page.evaluate("() => performance.getEntriesByName('ragcite:python-ready').length") == 1
    )
    assert_example_report(app)
    assert_tower_report(app)
    assert not [n for n in notes if "snapshot" in n], notes
    assert any(url.endswith("/snapshot.bin.gz") for url in app.requests), app.requests
    assert any(url.endswith("/site-files.bin.gz") for url in app.requests), app.requests


def cut_short(folder: Path, name: str = "snapshot.bin.gz") -> None:
    """A download that stopped halfway: gzip's length check fails."""
    path = folder / name
    data = path.read_bytes()
    path.unlink()
    path.write_bytes(data[: len(data) // 2])


def files_cut_short(folder: Path) -> None:
    """The wheels' files written after a restore (site-files.bin.gz), cut short."""
    cut_short(folder, json.loads((folder / "snapshot.json").read_text())["files"])


def other_build(folder: Path) -> None:
    """A snapshot whose header (and description) name another Pyodide build id."""
    meta_path = folder / "snapshot.json"
    meta = json.loads(meta_path.read_text())
    raw = bytearray(gzip.decompress((folder / "snapshot.bin.gz").read_bytes()))
    raw[16:48] = bytes(32)  # the 256-bit build id after the 16-byte header start
    meta["build_id"] = "0" * 64
    for name in ("snapshot.bin.gz", "snapshot.json"):
        (folder / name).unlink()
    (folder / "snapshot.bin.gz").write_bytes(gzip.compress(bytes(raw), compresslevel=1))
    meta_path.write_text(json.dumps(meta))


def other_version(folder: Path) -> None:
    meta_path = folder / "snapshot.json"
    meta = json.loads(meta_path.read_text())
    meta["pyodide"] = "313.0.0"
    meta_path.unlink()
    meta_path.write_text(json.dumps(meta))


@pytest.fixture(scope="module")
def broken_sites(dist: Path, build_module) -> Iterator[dict[str, str]]:
    """Base URLs of dist/ copies, each with its snapshot broken one way."""
    breakers: dict[str, Callable[[Path], None]] = {
        "corrupt": cut_short,
        "files-corrupt": files_cut_short,
        "mismatched": other_build,
        "other-version": other_version,
    }
    with tempfile.TemporaryDirectory(prefix="ragcite-broken-") as root:
        for name, breaker in breakers.items():
            folder = Path(root) / name
            shutil.copytree(dist, folder, copy_function=os.symlink)
            breaker(folder)
        server = build_module.make_server(Path(root), port=0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            yield {name: f"http://127.0.0.1:{server.server_port}/{name}/" for name in breakers}
        finally:
            server.shutdown()
            server.server_close()


@pytest.mark.parametrize(
    ("kind", "why"),
    [
        ("corrupt", ""),
        ("files-corrupt", ""),
        ("mismatched", "build id"),
        ("other-version", "made for Pyodide 313.0.0"),
    ],
)
def test_broken_snapshot_falls_back_to_a_normal_boot(
    browser, broken_sites: dict[str, str], kind: str, why: str
) -> None:
    context = browser.new_context()
    page = context.new_page()
    notes: list[str] = []
    requests: list[str] = []
    page.on("console", lambda message: notes.append(f"{message.type}: {message.text}"))
    context.on("request", lambda request: requests.append(request.url))
    app = App(page=page, base=broken_sites[kind])
    try:
        app.open()
        app.wait_ready()
        assert page.get_attribute("body", "data-boot") == "fallback"
        fallback = [n for n in notes if "start-up snapshot was not used" in n]
        assert len(fallback) == 1 and fallback[0].startswith("warning:"), notes
        assert why in fallback[0], fallback
        assert_example_report(app)
        assert_tower_report(app)
        # The normal boot installed the wheels through the lock, as before issue 14.
        assert any(url.endswith("/wheels/pyodide-lock.json") for url in requests), requests
        foreign = [url for url in requests if not url.startswith(broken_sites[kind])]
        assert foreign == [], foreign
    finally:
        context.close()
