"""dist/ragcite-offline.html: the whole app in one file for file:// (issue 4).

The file is **windows-1252**, not UTF-8, so that it can hold its files as raw bytes
(issue 29): base64 made every embedded byte 1.33 bytes, and the start-up snapshot did not
fit the 16 MB budget. The WHATWG Encoding Standard's windows-1252 decodes every one of the
256 bytes to its own code point (https://encoding.spec.whatwg.org/index-windows-1252.txt:
0x80-0x9F to the table below, every other byte to the code point of its value), so a
block's text gives its bytes back exactly, save for what the HTML parser itself changes:
it turns NUL into U+FFFD and CR into LF, and ``<`` can end the element. Those bytes, and
the escape byte, are written as ``=`` and the byte plus 64 (as yEnc does): 1.6 % more for
compressed data, against 33 % for base64. The page's own text is made ASCII (character
references in HTML, ``\\uXXXX`` in scripts, ``\\XXXX`` in styles), so it reads the same
in any ASCII-compatible encoding.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import json
import re
import shutil
import struct
import sys
import tempfile
import zipfile
from pathlib import Path

from .common import DIST, ENTRY_PACKAGE, WEB, log
from .lock import needed_wheels
from .pyodide import PYODIDE_FILES
from .startup import SITE_FILES_META, SNAPSHOT_FILE, SNAPSHOT_META, VERIFY, run_node

OFFLINE_HTML = "ragcite-offline.html"
OFFLINE_SOURCES = "offline"  # web/offline/: the two bootstraps, used only by build_offline
OFFLINE_MAX_BYTES = 16_000_000  # issue 14's budget for the single file
OFFLINE_CHARSET = "windows-1252"
# WHATWG windows-1252 for the bytes 0x80-0x9F (the rest decode to their own value).
WINDOWS_1252_HIGH = (
    "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f"
    "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178"
)
ESCAPE = 0x3D  # "="
ESCAPED = re.compile(rb"[\x00\r<=]")
"""NUL and CR, which the HTML parser rewrites; "<", which could end the element; the escape."""
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
    (every .js but sw.js), Pyodide, the lock, the start-up snapshot when the build made
    one (issue 29: it fits since the blocks are raw bytes), and the files of the wheels
    the entry package needs by the lock's "depends" (micropip is never loaded): as the
    one file the worker writes into site-packages (``site-files.bin.gz``, issue 14:
    unzipping the wheels in Python took ~0.3-0.8 s of the start) when the build made it,
    else the wheels themselves.

    In the order the worker needs them, because it is sent each one as the page's parser
    reaches it (web/offline/early.js): the modules and the descriptions (small), Pyodide's
    loader, runtime and wasm (compiled while the rest is parsed), the snapshot, the lock,
    the standard library, then the site's files.
    """
    modules = sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*.js")
        if p.relative_to(dist).parts[0] not in ("sw.js", OFFLINE_SOURCES)
    )
    snapshot = [SNAPSHOT_META] if (dist / SNAPSHOT_META).exists() else []
    if (dist / SITE_FILES_META).exists():
        described = [*snapshot, SITE_FILES_META]
        packages = [json.loads((dist / SITE_FILES_META).read_text())["file"]]
    else:
        described, packages = (
            snapshot,
            [f"wheels/{name}" for name in needed_wheels(dist, ENTRY_PACKAGE)],
        )
    *runtime, stdlib = (f"pyodide/{name}" for name in PYODIDE_FILES)
    memory = [SNAPSHOT_FILE] if snapshot else []
    return [*modules, *described, *runtime, *memory, "wheels/pyodide-lock.json", stdlib, *packages]


def without_bytecode(stdlib: bytes) -> bytes:
    """The standard-library zip without the ``.pyc`` the build added (buildtools/startup.py,
    compile_bytecode): they are the modules a check imports, which the snapshot holds
    imported already, so in the offline file they would be 1.7 MB for its fallback only."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(stdlib)) as zin, zipfile.ZipFile(out, "w") as zout:
        names = set(zin.namelist())
        for info in zin.infolist():
            if info.filename.endswith(".pyc") and info.filename[:-1] in names:
                continue
            zout.writestr(info, zin.read(info))
    return out.getvalue()


def files_without_bytecode(image: bytes) -> bytes:
    """A site-files image (startup.files_image) without its ``__pycache__`` (as above)."""
    size = struct.unpack_from("<I", image)[0]
    listing = json.loads(image[4 : 4 + size])
    at = 4 + size
    kept: list[list[object]] = []
    chunks: list[bytes] = []
    for path, length, stamp in listing:
        data = b"" if length is None else image[at : at + length]
        at += length or 0
        if "/__pycache__" not in f"/{path}":
            kept.append([path, length, stamp])
            chunks.append(data)
    head = json.dumps(kept, separators=(",", ":")).encode()
    return b"".join([struct.pack("<I", len(head)), head, *chunks])


def offline_files(dist: Path, paths: list[str]) -> dict[str, bytes]:
    """The bytes the offline copy embeds at each path: dist/'s own, except that with a
    snapshot the standard library and the site's files come without the build's
    bytecode, and the descriptions say so (the worker then reads the standard library's
    zip directory again: the snapshot's Python remembers the one with bytecode)."""
    files = {path: (dist / path).read_bytes() for path in paths}
    if SNAPSHOT_FILE not in files:
        return files
    stdlib = "pyodide/python_stdlib.zip"
    files[stdlib] = without_bytecode(files[stdlib])
    meta = json.loads(files[SNAPSHOT_META])
    image = files_without_bytecode(gzip.decompress(files[meta["files"]]))
    files[meta["files"]] = gzip.compress(image, compresslevel=9, mtime=0)
    meta.update(files_bytes=len(image), stdlib_rewritten=True)
    files[SNAPSHOT_META] = json.dumps(meta, indent=2).encode()
    if SITE_FILES_META in files:
        described = json.loads(files[SITE_FILES_META])
        described["bytes"] = len(image)
        files[SITE_FILES_META] = json.dumps(described, indent=2).encode()
    return files


def verify_offline_snapshot(dist: Path, files: dict[str, bytes]) -> None:
    """Stop the build unless the snapshot, restored with the offline file's own standard
    library and site files, answers as a normal boot does and imports what it lacks from
    the zip as it is (pyodide_node.mjs verify, run on a copy of dist/ with those files)."""
    with tempfile.TemporaryDirectory(prefix="offline-verify-") as tmp:
        variant = Path(tmp)
        for path in (*(f"pyodide/{name}" for name in PYODIDE_FILES), "snapshot.js", SNAPSHOT_FILE):
            (variant / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(dist / path, variant / path)
        shutil.copytree(dist / "wheels", variant / "wheels")  # the normal boot's lock and wheels
        for path, data in files.items():
            if path.startswith("pyodide/") or path.endswith((".json", ".gz")):
                (variant / path).write_bytes(data)
        requests = variant / "requests.json"
        requests.write_text(json.dumps(VERIFY))
        verified = run_node("verify", str(variant), str(variant / SNAPSHOT_META), str(requests))
    if not verified["same"] or not verified["templates_current"]:
        sys.exit(
            f"build: the offline file's snapshot does not answer as a normal boot does: {verified}"
        )
    log(f"offline copy: its snapshot verified (imported later: {verified['imported_later']})")


def encode_block(data: bytes) -> bytes:
    """``data`` as a block's raw bytes: the bytes the parser would change, escaped.

    >>> encode_block(b"a<b=c\\r\\x00\\xff")
    b'a=|b=}c=M=@\\xff'
    >>> decode_block(encode_block(bytes(range(256))).decode("latin-1")) == bytes(range(256))
    True
    """
    return ESCAPED.sub(lambda m: bytes((ESCAPE, (m[0][0] + 64) & 0xFF)), data)


def decode_block(text: str) -> bytes:
    """What early.js makes of a block's text (its bytes read as windows-1252 by the browser,
    or as Latin-1 here, which agrees on every byte but 0x80-0x9F)."""
    table = {ord(c): 0x80 + i for i, c in enumerate(WINDOWS_1252_HIGH)}
    out = bytearray()
    chars = iter(text)
    for char in chars:
        code = table.get(ord(char), ord(char))
        if code == ESCAPE:
            nxt = next(chars)
            code = (table.get(ord(nxt), ord(nxt)) - 64) & 0xFF
        out.append(code)
    return bytes(out)


def embed_block(path: str, data: bytes) -> bytes:
    """One embedded file: a script element the browser never runs, holding its raw bytes
    (gzip-compressed unless already compressed), with their count for the decoder."""
    if not re.fullmatch(r"[\w./+-]+", path):
        sys.exit(f"build: cannot embed {path!r}: unexpected characters in the name")
    gzipped = not path.endswith(OFFLINE_STORED)
    if gzipped:
        data = gzip.compress(data, compresslevel=9, mtime=0)  # mtime=0: reproducible
    flag = " data-gzip" if gzipped else ""
    head = (
        f'<script type="application/octet-stream" data-path="{path}" '
        f'data-bytes="{len(data)}"{flag}>'
    )
    return head.encode("ascii") + encode_block(data) + b"</script>\n"


def ascii_script(text: str) -> str:
    """A script's text with every non-ASCII character as a JavaScript escape (in strings,
    template literals, regular expressions, identifiers and comments alike).

    >>> ascii_script('"caf\u00e9 \u23f3"')
    '"caf\\\\u00e9 \\\\u23f3"'
    """
    data = text.encode("utf-16-le")
    units = struct.unpack(f"<{len(data) // 2}H", data)
    return "".join(chr(u) if u < 0x80 else f"\\u{u:04x}" for u in units)


def ascii_style(text: str) -> str:
    """A stylesheet with every non-ASCII character as a CSS escape (its space ends it).

    >>> ascii_style('a::before { content: "\u23f3 "; }')
    'a::before { content: "\\\\23f3  "; }'
    """
    return "".join(c if c.isascii() else f"\\{ord(c):x} " for c in text)


def ascii_html(page: str) -> str:
    """The page's markup outside its scripts and styles with every non-ASCII character as
    a character reference; scripts and styles must be ASCII already."""
    parts = re.split(r"(<(script|style)\b.*?</\2>)", page, flags=re.DOTALL | re.IGNORECASE)
    out: list[str] = []
    for i, part in enumerate(parts):
        kind = i % 3
        if kind == 2:
            continue  # the tag name the split captured
        if kind == 1 and not part.isascii():
            sys.exit("build: a script or style of the offline page is not ASCII")
        out.append(part if kind == 1 else part.encode("ascii", "xmlcharrefreplace").decode())
    return "".join(out)


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
        css = (dist / match.group(1)).read_text(encoding="utf-8")
        css = raw_text(ascii_style(css), "style", match.group(1))
        styles.append(csp_hash(css))
        return f"<style>{css}</style>"

    page = re.sub(r'<link rel="stylesheet" href="([^"]+)">', inline_style, page)
    # The one inline script: it links app.js and its imports from the embedded blocks.
    boot = raw_text(ascii_script(source("link.js") + "\n" + source("boot.js")), "script", "boot.js")
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
    early = source("early.js").replace("/* paths */ []", json.dumps(paths), 1)
    early = raw_text(ascii_script(early), "script", "early.js")
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

    page, count = re.subn(r'<meta charset="utf-8">', f'<meta charset="{OFFLINE_CHARSET}">', page)
    if count != 1:
        sys.exit('build: index.html needs <meta charset="utf-8"> for the offline copy')
    page = ascii_html(page)

    worker_boot = ascii_script(source("link.js") + "\n" + source("worker-boot.js"))
    worker_boot = raw_text(worker_boot, "script", "worker-boot.js")
    files = offline_files(dist, paths)
    if SNAPSHOT_FILE in files:
        verify_offline_snapshot(dist, files)
    payload = b"".join(
        embed_block(path, files[path]) + f"<script>{handoff}</script>\n".encode("ascii")
        for path in paths
    )
    head, body_end, tail = page.rpartition("</body>")
    if not body_end:
        sys.exit("build: index.html has no </body>")
    text = (
        f'{head}<script type="text/plain" id="ragcite-worker-boot">{worker_boot}</script>\n'
        f"<script>{early}</script>\n"
    )
    out = dist / OFFLINE_HTML
    out.write_bytes(text.encode("ascii") + payload + f"{body_end}{tail}".encode("ascii"))
    # web/offline/ came along with copy_web; the hosted site does not use it.
    shutil.rmtree(dist / OFFLINE_SOURCES, ignore_errors=True)
    size = out.stat().st_size
    if size > OFFLINE_MAX_BYTES:
        sys.exit(f"build: {OFFLINE_HTML} is {size:,} bytes, over {OFFLINE_MAX_BYTES:,}")
    log(f"offline copy: {out.relative_to(dist.parent)} ({size / 1e6:.1f} MB)")
    return out
