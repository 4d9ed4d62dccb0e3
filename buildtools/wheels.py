"""The wheels the page installs, into dist/wheels/: downloaded by pip, markupsafe made pure,
ragcite built from this repository."""

from __future__ import annotations

import base64
import hashlib
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

from .common import CACHE, DIST, ROOT, log, run

# Pure-Python wheels the page installs, pinned to what Pyodide 314.0.7's own lock lists
# where it lists them (jinja2, micropip), so the core runs on the versions Pyodide tests.
# markdown-it-py (and its one dependency, mdurl) parses the answer's Markdown for the view.
PINNED_WHEELS = {
    "jinja2": "3.1.6",
    "markdown-it-py": "4.3.0",
    "mdurl": "0.1.2",
    "micropip": "0.11.1",
    "snowballstemmer": "3.1.1",
}
MARKUPSAFE_VERSION = "3.0.3"
# The build backend of pyproject.toml, cached so the ragcite wheel builds offline.
BUILD_BACKEND = ("setuptools==84.2.1", "wheel==0.48.0")


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
        # A wheel's file name spells the project with "_" for "-" (PEP 427).
        stem = name.replace("-", "_")
        found = sorted(downloads.glob(f"{stem}-{version}-*.whl"), key=lambda p: p.name)
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
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "compiled"),
        )
        # The report templates compiled to Python ahead of time (ragcite/report/compiled.py):
        # a page without a start-up snapshot then does not compile them at its first report.
        target = project / "pycore" / "ragcite" / "report" / "compiled"
        # Run from the copy's pycore/: `-m` puts the working folder first on sys.path.
        precompile = [sys.executable, "-m", "ragcite.report.precompile", str(target)]
        run(precompile, cwd=project / "pycore")
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
