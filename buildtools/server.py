"""``build.py serve``: dist/ on 127.0.0.1 with the page's CSP header and Pyodide's MIME types."""

from __future__ import annotations

import functools
import http.server
from pathlib import Path

from .common import DIST
from .offline import OFFLINE_HTML
from .site import CSP

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",  # a wheel is a zip archive (PEP 427); no type of its own
    ".gz": "application/gzip",  # the snapshot: the worker decompresses it itself
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the page's CSP as a header and the MIME types Pyodide needs."""

    extensions_map = {  # noqa: RUF012  (the base class declares it an instance attribute)
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
