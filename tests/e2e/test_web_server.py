"""What ``python build.py serve`` sends and what build.py puts in dist/, over plain HTTP."""

from __future__ import annotations

import hashlib
import json
import re
import urllib.request
from email.message import Message
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser  # needs the built dist/, like the browser tests


def fetch(url: str) -> tuple[Message, bytes]:
    """Headers (case-insensitive lookup) and body of a GET."""
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.headers, response.read()


@pytest.mark.parametrize(
    ("path", "mime"),
    [
        ("index.html", "text/html"),
        ("app.js", "text/javascript"),
        ("pyodide/pyodide.mjs", "text/javascript"),
        ("pyodide/pyodide.asm.mjs", "text/javascript"),
        ("pyodide/pyodide.asm.wasm", "application/wasm"),
        ("wheels/pyodide-lock.json", "application/json"),
        ("pyodide/python_stdlib.zip", "application/zip"),
    ],
)
def test_mime_types_and_csp_header(site: str, build_module, path: str, mime: str) -> None:
    headers, _ = fetch(site + path)
    assert headers["Content-Type"].split(";")[0] == mime
    assert headers["Content-Security-Policy"] == build_module.CSP


def test_meta_csp_equals_header(site: str, build_module) -> None:
    _, body = fetch(site + "index.html")
    meta = re.search(rb'http-equiv="Content-Security-Policy" content="([^"]*)"', body)
    assert meta and meta.group(1).decode() == build_module.CSP


def test_no_inline_script_or_style(dist: Path) -> None:
    html = (dist / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"<script(?![^>]*\bsrc=)", html)
    assert "<style" not in html and " style=" not in html
    # Only relative URLs, so the site works under any sub-path.
    assert not re.search(r'(src|href)="(/|https?:)', html)


def test_lock_lists_the_shipped_wheels_with_their_hashes(dist: Path) -> None:
    lock = json.loads((dist / "wheels" / "pyodide-lock.json").read_text())
    packages = lock["packages"]
    shipped = {"ragcite", "jinja2", "markupsafe", "micropip", "snowballstemmer", "mdurl"}
    assert shipped | {"markdown-it-py"} <= packages.keys()
    for entry in packages.values():
        wheel = dist / "wheels" / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"]
        assert set(entry["depends"]) <= packages.keys()
    assert packages["markupsafe"]["file_name"].endswith("-py3-none-any.whl")
    assert set(packages["ragcite"]["depends"]) == {"jinja2", "snowballstemmer", "markdown-it-py"}
    assert packages["markdown-it-py"]["depends"] == ["mdurl"]
