"""dist/ragcite-offline.html: the whole app in one file for file:// (issue 4)."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

from .common import DIST, ENTRY_PACKAGE, WEB, log
from .lock import needed_wheels
from .pyodide import PYODIDE_FILES
from .startup import SITE_FILES_META

OFFLINE_HTML = "ragcite-offline.html"
OFFLINE_SOURCES = "offline"  # web/offline/: the two bootstraps, used only by build_offline
OFFLINE_MAX_BYTES = 16_000_000  # issue 14's budget for the single file
# Already deflated: gzip would only add its header. Everything else is gzipped.
OFFLINE_STORED = (".zip", ".whl", ".gz")
# The single file's own policy: its inline script by hash, the app's and Pyodide's
# modules from blob: URLs, the worker from a data: URL, WebAssembly, and no connection at all.
OFFLINE_CSP = (
    "default-src 'none'; script-src {scripts} blob: 'wasm-unsafe-eval'; "
    "worker-src data: blob:; connect-src 'none'; style-src {styles}; img-src data:; "
    "base-uri 'none'; form-action 'none'"
)


def csp_hash(text: str) -> str:
    """The CSP source expression that allows one inline <script> or <style> by content.

    >>> csp_hash("")
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
    """
    digest = base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()
    return f"'sha256-{digest}'"


def raw_text(text: str, tag: str, name: str) -> str:
    """``text`` if it can sit unchanged between <tag> and </tag>, else stop the build.

    Script and style contents are raw text: no escaping exists, and ``</script`` or
    ``<!--`` would end or derail the element. See
    https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements

    >>> raw_text("a < b", "script", "x.js")
    'a < b'
    """
    found = re.search(rf"</{tag}|<!--", text, re.IGNORECASE)
    if found:
        sys.exit(f"build: {name} contains {found.group()!r} and cannot be inlined in <{tag}>")
    return text


def offline_payload(dist: Path = DIST) -> list[str]:
    """Paths in dist/ that the offline copy embeds: the page's and the worker's modules
    (every .js but sw.js), Pyodide, the lock, and the files of the wheels the entry
    package needs by the lock's "depends" (micropip is never loaded): as the one file
    the worker writes into site-packages (``site-files.bin.gz``, issue 14: unzipping
    the wheels in Python took ~0.3-0.8 s of the start) when the build made it, else
    the wheels themselves.

    In the order the worker needs them, because it is sent each one as the page's parser
    reaches it (web/offline/early.js): the modules (small), Pyodide's loader, runtime and
    wasm, the lock, the standard library, then the site's files.
    """
    modules = sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*.js")
        if p.relative_to(dist).parts[0] not in ("sw.js", OFFLINE_SOURCES)
    )
    if (dist / SITE_FILES_META).exists():
        packages = [SITE_FILES_META, json.loads((dist / SITE_FILES_META).read_text())["file"]]
    else:
        packages = [f"wheels/{name}" for name in needed_wheels(dist, ENTRY_PACKAGE)]
    *runtime, stdlib = (f"pyodide/{name}" for name in PYODIDE_FILES)
    return [*modules, *runtime, "wheels/pyodide-lock.json", stdlib, *packages]


def embed_block(path: str, data: bytes) -> str:
    """One embedded file: a script element the browser never runs, holding base64."""
    if not re.fullmatch(r"[\w./+-]+", path):
        sys.exit(f"build: cannot embed {path!r}: unexpected characters in the name")
    gzipped = not path.endswith(OFFLINE_STORED)
    if gzipped:
        data = gzip.compress(data, compresslevel=9, mtime=0)  # mtime=0: reproducible
    flag = " data-gzip" if gzipped else ""
    encoded = base64.b64encode(data).decode("ascii")
    return f'<script type="application/octet-stream" data-path="{path}"{flag}>{encoded}</script>\n'


def build_offline(dist: Path = DIST, web: Path = WEB) -> Path:
    """dist/ragcite-offline.html: the built page with everything inside, for file://.

    Made from dist/'s own index.html, stylesheets, modules, Pyodide files and wheels, so
    the hosted and the offline app cannot drift apart. The page's ``<!-- hosted-only -->``
    parts (the download link) are left out. How the file runs: web/offline/*.js.
    """
    sources = web / OFFLINE_SOURCES

    def source(name: str) -> str:
        return (sources / name).read_text(encoding="utf-8")

    page = (dist / "index.html").read_text(encoding="utf-8")
    page = re.sub(r"\s*<!-- hosted-only -->.*?<!-- /hosted-only -->", "", page, flags=re.DOTALL)

    styles: list[str] = []

    def inline_style(match: re.Match[str]) -> str:
        css = raw_text((dist / match.group(1)).read_text(encoding="utf-8"), "style", match.group(1))
        styles.append(csp_hash(css))
        return f"<style>{css}</style>"

    page = re.sub(r'<link rel="stylesheet" href="([^"]+)">', inline_style, page)
    # The one inline script: it links app.js and its imports from the embedded blocks.
    boot = raw_text(source("link.js") + "\n" + source("boot.js"), "script", "boot.js")
    script = f'<script type="module">{boot}</script>'
    page, count = re.subn(
        r'<script type="module" src="app.js"></script>', lambda _: script, page, count=1
    )
    if count != 1 or not styles:
        sys.exit('build: index.html needs <link rel="stylesheet" href="..."> and '
                 '<script type="module" src="app.js"></script> for the offline copy')  # fmt: skip
    # The classic scripts that run while the page is parsed (early.js): the first starts
    # the worker, the one after each block sends it that block.
    paths = offline_payload(dist)
    early = raw_text(
        source("early.js").replace("/* paths */ []", json.dumps(paths), 1), "script", "early.js"
    )
    handoff = "ragciteOfflineBlock(document.currentScript.previousElementSibling)"
    scripts = " ".join(csp_hash(text) for text in (boot, early, handoff))
    csp = OFFLINE_CSP.format(scripts=scripts, styles=" ".join(styles))
    page, count = re.subn(
        r'(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*"',
        lambda match: f'{match.group(1)}{csp}"',
        page,
        count=1,
    )
    # Checked before the payload goes in: the page itself must point at nothing outside.
    outside = re.findall(r'\b(?:src|href)="(?!data:|#)([^"]*)"', page.replace(script, ""))
    if count != 1 or outside:
        sys.exit(f"build: the offline page needs its CSP <meta> and no external files: {outside}")

    worker_boot = raw_text(
        source("link.js") + "\n" + source("worker-boot.js"), "script", "worker-boot.js"
    )
    payload = "".join(
        embed_block(path, (dist / path).read_bytes()) + f"<script>{handoff}</script>\n"
        for path in paths
    )
    head, body_end, tail = page.rpartition("</body>")
    if not body_end:
        sys.exit("build: index.html has no </body>")
    page = (
        f'{head}<script type="text/plain" id="ragcite-worker-boot">{worker_boot}</script>\n'
        f"<script>{early}</script>\n{payload}{body_end}{tail}"
    )
    out = dist / OFFLINE_HTML
    out.write_text(page, encoding="utf-8")
    # web/offline/ came along with copy_web; the hosted site does not use it.
    shutil.rmtree(dist / OFFLINE_SOURCES, ignore_errors=True)
    size = out.stat().st_size
    if size > OFFLINE_MAX_BYTES:
        sys.exit(f"build: {OFFLINE_HTML} is {size:,} bytes, over {OFFLINE_MAX_BYTES:,}")
    log(f"offline copy: {out.relative_to(dist.parent)} ({size / 1e6:.1f} MB)")
    return out
