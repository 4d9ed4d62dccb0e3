"""Assemble the static ragcite web app in dist/, and serve it on 127.0.0.1.

    python build.py                 build dist/ from scratch
    python build.py serve [--port]  build, then serve dist/ at http://127.0.0.1:8000/
    python build.py test [ARGS]     install test needs, lint, run every test (pytest ARGS)

dist/ is rebuilt from nothing on every run and nothing is written into the source tree
(downloads go to the git-ignored .cache/). The steps, each a function below:

1. ``clean_dist``     remove and recreate dist/
2. ``copy_web``       copy web/ (page, shell, worker, styles)
3. ``vendor_pyodide`` copy the Pyodide runtime pinned in package.json (``npm ci`` first
                      when node_modules holds no or another version) into dist/pyodide/
4. ``build_wheels``   into dist/wheels/: ragcite from this repo, jinja2, micropip,
                      snowballstemmer, and a pure-Python markupsafe (PyPI has no
                      Pyodide wheel of it; its ``.py`` files work without ``_speedups``)
5. ``write_lock``     dist/wheels/pyodide-lock.json: Pyodide's own lock cut down to the
                      wheels we ship, with their recomputed sha256, so the worker
                      installs from dist/ only (Pyodide's hashes are for its CDN files)
6. ``build_offline``  dist/ragcite-offline.html: the whole app in one file for file://
7. ``write_service_worker`` dist/sw.js: precaches the build, so the site works offline
8. ``write_manifest`` dist/build-manifest.json: every file with its size and sha256

``serve`` sends the same Content-Security-Policy as the page's ``<meta>`` (a worker
script obeys only the header) and the MIME types Pyodide needs (.mjs, .wasm).
Every URL the page uses is relative, so dist/ also works under a sub-path
(https://user.github.io/repo/).
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache" / "build"

# The loader fetches exactly these: pyodide.mjs imports pyodide.asm.mjs, which
# streams pyodide.asm.wasm and mounts python_stdlib.zip. The lock file is ours.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")

# Pure-Python wheels the page installs, pinned to what Pyodide 314.0.7's own lock lists
# where it lists them (jinja2, micropip), so the core runs on the versions Pyodide tests.
PINNED_WHEELS = {"jinja2": "3.1.6", "micropip": "0.11.1", "snowballstemmer": "3.1.1"}
MARKUPSAFE_VERSION = "3.0.3"
# The build backend of pyproject.toml, cached so the ragcite wheel builds offline.
BUILD_BACKEND = ("setuptools==84.2.1", "wheel==0.48.0")
# The package the worker asks Pyodide for; the lock's "depends" bring in the rest.
ENTRY_PACKAGE = "ragcite"

# Also in web/index.html's <meta>; check_csp() keeps the two identical.
CSP = (
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "connect-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; "
    "form-action 'none'"
)

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",  # a wheel is a zip archive (PEP 427); no type of its own
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}


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


# -- 1. clean dist ---------------------------------------------------------------------


def clean_dist(dist: Path = DIST) -> None:
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)


# -- 2. copy web -----------------------------------------------------------------------


def check_csp(index_html: Path) -> None:
    """Fail if the page's <meta> CSP drifted from the header ``serve`` sends."""
    match = re.search(
        r'<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"',
        index_html.read_text(encoding="utf-8"),
    )
    if not match or match.group(1) != CSP:
        sys.exit(f"build: the Content-Security-Policy <meta> in {index_html} must be: {CSP}")


def copy_web(dist: Path = DIST, web: Path = WEB) -> None:
    check_csp(web / "index.html")
    shutil.copytree(web, dist, dirs_exist_ok=True)


# -- 3. vendor pyodide -----------------------------------------------------------------


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


# -- 4. build wheels -------------------------------------------------------------------


def pip_download(args: list[str], dest: Path) -> None:
    """``pip download`` into the cache, offline first so a warm cache needs no network."""
    dest.mkdir(parents=True, exist_ok=True)
    base = [sys.executable, "-m", "pip", "download", "--quiet", "--dest", str(dest)]
    offline = [*base, "--no-index", "--find-links", str(dest), *args]
    if subprocess.run(offline, capture_output=True).returncode != 0:
        run([*base, *args])


def download_pinned(cache: Path = CACHE) -> list[Path]:
    """The pinned pure-Python wheels, for the Python inside Pyodide (3.14)."""
    downloads = cache / "downloads"
    specs = [f"{name}=={version}" for name, version in PINNED_WHEELS.items()]
    # --python-version: pip must pick wheels for Pyodide's Python, not the one running us.
    pip_download(
        ["--no-deps", "--only-binary=:all:", "--python-version", "3.14", *specs], downloads
    )
    wheels = []
    for name, version in PINNED_WHEELS.items():
        found = sorted(downloads.glob(f"{name}-{version}-*.whl"), key=lambda p: p.name)
        if not found:
            sys.exit(f"build: pip did not fetch a wheel for {name}=={version}")
        wheels.append(found[0])
    return wheels


def zip_deterministic(archive: Path, files: dict[str, bytes]) -> None:
    """Write a zip with fixed timestamps, so the same input gives the same sha256."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)


def record_line(name: str, data: bytes) -> str:
    """A RECORD row (PEP 376/427): urlsafe base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def download_backend(cache: Path = CACHE) -> None:
    """setuptools and wheel with their dependencies, for the builds below."""
    pip_download(["--only-binary=:all:", *BUILD_BACKEND], cache / "downloads")


def build_markupsafe_wheel(out: Path, cache: Path = CACHE) -> Path:
    """A py3-none-any markupsafe wheel from the sdist's .py files, without _speedups.

    markupsafe/__init__.py does ``try: from ._speedups import ...`` and falls back to
    ``._native`` on ImportError, so the pure files are the whole library.
    """
    downloads = cache / "downloads"
    spec = f"markupsafe=={MARKUPSAFE_VERSION}"
    # pip prepares an sdist's metadata in an isolated build env; download_backend() put
    # setuptools in the same cache, so this works offline too.
    pip_download(["--no-deps", "--no-binary=markupsafe", spec], downloads)
    sdists = list(downloads.glob(f"[mM]arkup[sS]afe-{MARKUPSAFE_VERSION}.tar.gz"))
    if not sdists:
        sys.exit(f"build: pip did not fetch the sdist of {spec}")
    files: dict[str, bytes] = {}
    metadata = b""
    license_text = b""
    with tarfile.open(sdists[0]) as tar:
        for member in tar.getmembers():
            parts = member.name.split("/")
            extracted = tar.extractfile(member) if member.isfile() else None
            if extracted is None:
                continue
            if parts[1:3] == ["src", "markupsafe"] and len(parts) == 4:
                if parts[3].endswith(".py") or parts[3] == "py.typed":
                    files["markupsafe/" + parts[3]] = extracted.read()
            elif parts[1:] == ["PKG-INFO"]:
                metadata = extracted.read()  # PKG-INFO and METADATA share one format
            elif parts[1:] == ["LICENSE.txt"]:
                license_text = extracted.read()
    if "markupsafe/__init__.py" not in files or not metadata:
        sys.exit(f"build: {sdists[0].name} does not look like markupsafe's sdist")
    info = f"markupsafe-{MARKUPSAFE_VERSION}.dist-info"
    files[f"{info}/METADATA"] = metadata
    files[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: ragcite build.py\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n"
    )
    if license_text:
        files[f"{info}/licenses/LICENSE.txt"] = license_text
    record = [record_line(name, data) for name, data in files.items()]
    files[f"{info}/RECORD"] = ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()
    wheel = out / f"markupsafe-{MARKUPSAFE_VERSION}-py3-none-any.whl"
    zip_deterministic(wheel, files)
    return wheel


def build_ragcite_wheel(out: Path, root: Path = ROOT, cache: Path = CACHE) -> Path:
    """The ragcite wheel, built from a copy of the project so the tree stays clean.

    setuptools writes build/ and *.egg-info next to the sources it builds; building a
    temporary copy keeps them out of the repo. The backend comes from the cache
    (--no-index), so a rebuild needs no network once it was fetched.
    """
    downloads = cache / "downloads"
    with tempfile.TemporaryDirectory(prefix="ragcite-build-") as tmp:
        project = Path(tmp) / "project"
        project.mkdir()
        for name in ("pyproject.toml", "setup.py", "setup.cfg", "README.md", "LICENSE"):
            if (root / name).exists():
                shutil.copy2(root / name, project / name)
        shutil.copytree(
            root / "pycore",
            project / "pycore",
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"),
        )
        built = Path(tmp) / "wheel"
        run([
            sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
            "--no-index", "--find-links", str(downloads),
            "--wheel-dir", str(built), str(project),
        ])  # fmt: skip
        wheels = list(built.glob("ragcite-*.whl"))
        if len(wheels) != 1:
            sys.exit(f"build: expected one ragcite wheel, pip made {wheels}")
        return Path(shutil.copy2(wheels[0], out / wheels[0].name))


def build_wheels(dist: Path = DIST, root: Path = ROOT, cache: Path = CACHE) -> list[Path]:
    out = dist / "wheels"
    out.mkdir(parents=True, exist_ok=True)
    download_backend(cache)
    wheels = [Path(shutil.copy2(w, out / w.name)) for w in download_pinned(cache)]
    wheels.append(build_markupsafe_wheel(out, cache))
    wheels.append(build_ragcite_wheel(out, root, cache))
    log("wheels: " + ", ".join(w.name for w in wheels))
    return wheels


# -- 5. write lock ---------------------------------------------------------------------


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
        depends.append(normalize_name(re.match(r"[A-Za-z0-9._-]+", spec.strip()).group()))
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


# -- 6. write manifest -----------------------------------------------------------------


def write_manifest(dist: Path = DIST, root: Path = ROOT) -> Path:
    """dist/build-manifest.json: versions and every file's size and sha256 (for caching)."""
    files = [
        {"path": p.relative_to(dist).as_posix(), "size": p.stat().st_size, "sha256": sha256_of(p)}
        for p in sorted(dist.rglob("*"))
        if p.is_file()
    ]
    version = re.search(
        r'^version\s*=\s*"([^"]+)"', (root / "pyproject.toml").read_text(), re.MULTILINE
    )
    manifest = {
        "ragcite": version.group(1) if version else None,
        "pyodide": pinned_pyodide_version(root),
        "files": files,
    }
    path = dist / "build-manifest.json"
    path.write_text(json.dumps(manifest, indent=2) + "\n")
    return path


# -- 7. offline copy (issue 4) ---------------------------------------------------------

OFFLINE_HTML = "ragcite-offline.html"
OFFLINE_SOURCES = "offline"  # web/offline/: the two bootstraps, used only by build_offline
OFFLINE_MAX_BYTES = 10_000_000  # the budget for the single file
# Already deflated: gzip would only add its header. Everything else is gzipped.
OFFLINE_STORED = (".zip", ".whl")
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
    (every .js but sw.js), Pyodide, the lock, and the wheels the entry package needs by
    the lock's "depends" (micropip is never loaded).
    """
    modules = sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*.js")
        if p.relative_to(dist).parts[0] not in ("sw.js", OFFLINE_SOURCES)
    )
    packages = json.loads((dist / "wheels" / "pyodide-lock.json").read_text())["packages"]
    needed: set[str] = set()
    todo = [ENTRY_PACKAGE]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            todo.extend(packages[name]["depends"])
    wheels = sorted(f"wheels/{packages[name]['file_name']}" for name in needed)
    pyodide = [f"pyodide/{name}" for name in PYODIDE_FILES]
    return [*modules, *pyodide, "wheels/pyodide-lock.json", *wheels]


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
    csp = OFFLINE_CSP.format(scripts=csp_hash(boot), styles=" ".join(styles))
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
        embed_block(path, (dist / path).read_bytes()) for path in offline_payload(dist)
    )
    head, body_end, tail = page.rpartition("</body>")
    if not body_end:
        sys.exit("build: index.html has no </body>")
    page = (
        f'{head}<script type="text/plain" id="ragcite-worker-boot">{worker_boot}</script>\n'
        f"{payload}{body_end}{tail}"
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


# -- 8. service worker (issue 4) -------------------------------------------------------

# Every file of the build is precached except: sw.js (the browser fetches and updates it
# itself), build-manifest.json (build metadata the page never requests), and the offline
# download (a second copy of the app, ~9 MB, that the hosted page does not need to run).
SW_NOT_PRECACHED = frozenset({"sw.js", "build-manifest.json", OFFLINE_HTML})


def write_service_worker(dist: Path = DIST, web: Path = WEB) -> Path:
    """dist/sw.js: web/sw.js after one line naming the files to precache and the version.

    The version is the sha256 of every precached file's path and content, so any change
    to the build changes sw.js, which is how the browser notices a new version.
    """
    files = sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.relative_to(dist).as_posix() not in SW_NOT_PRECACHED
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(f"{name}\0{sha256_of(dist / name)}\n".encode())
    # The 9 MB offline download is cached when first fetched, not on every first visit.
    build_info = json.dumps({"version": digest.hexdigest(), "files": files, "lazy": [OFFLINE_HTML]})
    source = (web / "sw.js").read_text(encoding="utf-8")
    path = dist / "sw.js"
    path.write_text(
        "// Written by build.py (write_service_worker): this build's files and version.\n"
        f"const BUILD = {build_info};\n\n{source}",
        encoding="utf-8",
    )
    log(f"service worker: {len(files)} files to precache, version {digest.hexdigest()[:12]}")
    return path


def build(dist: Path = DIST, root: Path = ROOT, cache: Path = CACHE) -> Path:
    """Run every step; returns the dist directory."""
    clean_dist(dist)
    copy_web(dist, root / "web")
    package_dir = vendor_pyodide(dist, root)
    wheels = build_wheels(dist, root, cache)
    write_lock(wheels, package_dir, dist)
    build_offline(dist, root / "web")
    write_service_worker(dist, root / "web")
    write_manifest(dist, root)
    log(f"done: {dist}")
    return dist


# -- serve -----------------------------------------------------------------------------


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the page's CSP as a header and the MIME types Pyodide needs."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }
    quiet = False
    csp = CSP

    def end_headers(self) -> None:
        # The header, not the <meta>, is what binds the worker script. The offline copy
        # has its own policy in its <meta> (inline scripts by hash); this would block it.
        if not self.path.split("?")[0].endswith("/" + OFFLINE_HTML):
            self.send_header("Content-Security-Policy", self.csp)
        self.send_header("X-Content-Type-Options", "nosniff")
        # Revalidate every time (304 when unchanged), so a rebuild is seen on reload.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    directory: Path = DIST, port: int = 8000, quiet: bool = False, csp: str = CSP
) -> http.server.ThreadingHTTPServer:
    """A server for ``directory`` on 127.0.0.1 (port 0 picks a free one)."""
    handler = type("ConfiguredHandler", (Handler,), {"quiet": quiet, "csp": csp})
    return http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler, directory=str(directory))
    )


def serve(directory: Path = DIST, port: int = 8000) -> None:
    server = make_server(directory, port)
    print(f"ragcite: serving {directory} at http://127.0.0.1:{server.server_port}/", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


CHROMIUM = "/usr/bin/chromium"


def ensure_chromium() -> None:
    """Browser tests drive Debian's Chromium, never a downloaded browser build."""
    if Path(CHROMIUM).exists():
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        log("installing Debian's chromium with apt-get (browser tests need it)")
        run(["apt-get", "update", "-qq"])
        run(["apt-get", "install", "-y", "-qq", "chromium"])
        return
    sys.exit(
        f"build.py test: {CHROMIUM} is missing; install it with "
        "`sudo apt-get install -y chromium`, then run this again"
    )


def test(pytest_args: list[str]) -> int:
    """Install what the tests need, lint, and run the whole suite (unit and browser)."""
    run([sys.executable, "-m", "pip", "install", "-q", "-e", f"{ROOT}[test]"])
    ensure_chromium()
    run([sys.executable, "-m", "ruff", "check", str(ROOT)])
    run([sys.executable, "-m", "ruff", "format", "--check", str(ROOT)])
    run([sys.executable, "-m", "mypy"], cwd=ROOT)
    # The browser tests build dist/ themselves (tests/e2e/conftest.py), once per session.
    return subprocess.call([sys.executable, "-m", "pytest", *pytest_args], cwd=ROOT)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve", "test"], default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    args, rest = parser.parse_known_args(argv)
    if args.command == "test":
        sys.exit(test(rest))
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    build()
    if args.command == "serve":
        serve(DIST, args.port)


if __name__ == "__main__":
    main()
