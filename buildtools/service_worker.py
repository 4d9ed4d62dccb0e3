"""dist/sw.js: the service worker that keeps the hosted site working offline (issue 4)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .common import DIST, WEB, log, sha256_of
from .offline import OFFLINE_HTML

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
