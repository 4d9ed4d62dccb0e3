"""Assemble the static ragcite web app in dist/, and serve it on 127.0.0.1.

    python build.py                 build dist/ from scratch
    python build.py serve [--port]  build, then serve dist/ at http://127.0.0.1:8000/
    python build.py test [ARGS]     install test needs, lint, run every test (pytest ARGS)

dist/ is rebuilt from nothing on every run and nothing is written into the source tree
(downloads go to the git-ignored .cache/). This file is the entry point; each step is a
function of a small module in buildtools/:

1. ``site.clean_dist``        remove and recreate dist/
2. ``site.copy_web``          copy web/ (page, shell, worker, styles), its CSP checked
3. ``pyodide.vendor_pyodide`` copy the Pyodide runtime pinned in package.json (``npm ci``
                              first when node_modules holds no or another version)
4. ``wheels.build_wheels``    into dist/wheels/: ragcite from this repo, jinja2, micropip,
                              snowballstemmer, markdown-it-py, mdurl, and a pure-Python
                              markupsafe
5. ``startup.compile_bytecode`` .pyc for the stdlib modules a check imports and for the
                              wheels, compiled by the vendored Pyodide under Node
6. ``lock.write_lock``        dist/wheels/pyodide-lock.json: the wheels we ship, hashed
7. ``startup.make_snapshot``  dist/snapshot.bin.gz: Python's memory after a first check,
                              made under Node and verified against a normal boot
8. ``offline.build_offline``  dist/ragcite-offline.html: the whole app in one file
9. ``service_worker.write_service_worker`` dist/sw.js: precaches the build
10. ``site.write_manifest``   dist/build-manifest.json: every file with size and sha256

``serve`` (buildtools/server.py) sends the same Content-Security-Policy as the page's
``<meta>`` (a worker script obeys only the header) and the MIME types Pyodide needs.
``test`` is buildtools/testrunner.py. Every URL the page uses is relative, so dist/ also
works under a sub-path (https://user.github.io/repo/).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # buildtools/, beside this file

from buildtools.common import CACHE, DIST, ROOT, WEB, log
from buildtools.lock import write_lock
from buildtools.offline import OFFLINE_HTML, build_offline, csp_hash, decode_block, offline_payload
from buildtools.pyodide import vendor_pyodide
from buildtools.server import make_server, serve
from buildtools.service_worker import write_service_worker
from buildtools.site import CSP, clean_dist, copy_web, write_manifest
from buildtools.startup import compile_bytecode, make_snapshot
from buildtools.testrunner import test
from buildtools.wheels import build_wheels

# What tests and benchmarks use from this module, besides build().
__all__ = [
    "CSP", "DIST", "OFFLINE_HTML", "WEB", "build", "csp_hash", "decode_block", "make_server",
    "offline_payload", "write_service_worker",
]  # fmt: skip


def build(dist: Path = DIST, root: Path = ROOT, cache: Path = CACHE) -> Path:
    """Run every step; returns the dist directory."""
    clean_dist(dist)
    copy_web(dist, root / "web")
    package_dir = vendor_pyodide(dist, root)
    wheels = build_wheels(dist, root, cache)
    write_lock(wheels, package_dir, dist)  # the Node steps boot Pyodide with it
    compile_bytecode(wheels, dist)
    write_lock(wheels, package_dir, dist)  # again: the wheels changed
    make_snapshot(dist, cache)
    build_offline(dist, root / "web")
    write_service_worker(dist, root / "web")
    write_manifest(dist, root)
    log(f"done: {dist}")
    return dist


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
