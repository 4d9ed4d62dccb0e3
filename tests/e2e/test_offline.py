"""Offline use (issue 4): the single file from disk, and the hosted page without a server.

- dist/ragcite-offline.html opened from file:// in Chromium, with every request that is
  not file:, blob: or data: aborted and recorded: the worked example's report appears,
  a pasted answer gets its own report, and nothing but the file itself was requested.
- The hosted build, served once: after the service worker has precached it, the server
  stops, the page reloads and still checks. A changed build replaces the cached one.
- What build.py writes: the file's size budget, its CSP hashes, its embedded files, and
  a service-worker version that follows the content.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from e2e_app import SUB_PATH, App

pytestmark = pytest.mark.browser


# Not the worked example: a report about these proves the pasted text was checked.
TOWER_SOURCES = json.dumps([
    "The Eiffel Tower is 330 metres tall since a new antenna was added in 2022.",
    "The tower was completed in 1889 for the Exposition Universelle.",
])  # fmt: skip
TOWER_ANSWER = (
    "The Eiffel Tower is 330 metres tall [1]. It was completed in 1889 [2]. "
    "It is repainted every seven years [5]."
)


def assert_example_report(app: App) -> None:
    """The preloaded worked example, as a person reads its report."""
    assert '"prompt_eval_count": 306' in app.page.input_value("#answer")
    text = app.report_text()
    assert "Prompt tokens: 306" in text, text
    rows = app.page.locator("#report table tbody tr").all_inner_texts()
    failing = [row for row in rows if "[4]" in row]
    assert failing and "not in source" in failing[0], failing


def assert_tower_report(app: App) -> None:
    """Paste the tower answer; its own report replaces the example's."""
    text = app.paste(TOWER_SOURCES, TOWER_ANSWER)
    assert "306" not in text, text
    rows = app.page.locator("#report table tbody tr").all_inner_texts()
    unknown = [row for row in rows if "[5]" in row]
    assert unknown and "no such source" in unknown[0], rows
    assert any("[1]" in row for row in rows), rows


def mark_ms(page, name: str) -> int:
    """When app.js set a performance mark, in ms since navigation (page.evaluate runs
    through the DevTools protocol, which the page's CSP does not govern)."""
    return page.evaluate(f"() => Math.round(performance.getEntriesByName('{name}')[0].startTime)")


# -- the single file ---------------------------------------------------------------------


def test_offline_file_from_disk_makes_no_request(browser, dist: Path, build_module) -> None:
    offline = dist / build_module.OFFLINE_HTML
    url = offline.as_uri()
    context = browser.new_context()
    requests: list[str] = []
    blocked: list[str] = []
    problems: list[str] = []

    def route(route) -> None:
        if route.request.url.split(":", 1)[0] in ("file", "blob", "data"):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    context.route("**/*", route)
    context.on("request", lambda request: requests.append(request.url))
    # The context's console also hears the worker's (a CSP refusal is reported there).
    context.on("console", lambda m: m.type == "error" and problems.append(m.text))
    # The wheels' files are written from site-files.bin.gz (there are no wheels to install),
    # after the snapshot is restored.
    context.on("console", lambda m: "was not used" in m.text and problems.append(m.text))
    page = context.new_page()
    page.on("pageerror", lambda error: problems.append(f"pageerror: {error}"))
    page.on("dialog", lambda dialog: (problems.append(dialog.message), dialog.dismiss()))
    app = App(page=page, base=url, requests=requests)
    try:
        app.open()
        app.wait_ready()
        print(f"\noffline file, cold: Python ready at {mark_ms(page, 'ragcite:python-ready')} ms")
        # From the start-up snapshot it embeds since issue 29 (raw bytes made it fit).
        assert page.locator("body").get_attribute("data-boot") == "snapshot"
        assert_example_report(app)
        assert_tower_report(app)
        # The download link is for the hosted page only.
        assert page.locator('a[href="ragcite-offline.html"]').count() == 0
    finally:
        context.close()
    assert blocked == [], f"the offline file tried the network: {blocked}"
    others = [u for u in requests if u != url and not u.startswith(("blob:", "data:"))]
    assert others == [], f"requests beyond the file itself: {others}"
    assert problems == [], problems


def embedded_blocks(data: bytes, build_module) -> dict[str, bytes]:
    """The files inside the offline page, decoded the way early.js does (the page's bytes
    read as Latin-1 here, as windows-1252 by the browser: decode_block takes either)."""
    blocks = {}
    pattern = (
        r'<script type="application/octet-stream" data-path="([^"]+)" data-bytes="(\d+)"'
        r"( data-gzip)?>([^<]*)</script>"
    )
    for path, size, gzipped, text in re.findall(pattern, data.decode("latin-1")):
        raw = build_module.decode_block(text)
        assert len(raw) == int(size), path
        blocks[path] = gzip.decompress(raw) if gzipped else raw
    return blocks


def test_offline_file_is_whole_and_its_csp_is_exact(dist: Path, build_module) -> None:
    offline = dist / build_module.OFFLINE_HTML
    assert offline.stat().st_size <= 16_000_000  # issue 14's budget (the snapshot included)
    data = offline.read_bytes()
    html = data.decode("latin-1")
    # The page's own text is ASCII; only the blocks hold other bytes (buildtools/offline.py).
    assert '<meta charset="windows-1252">' in html[:1024]
    assert re.sub(
        r"<script type=\"application/octet-stream\"[^>]*>[^<]*</script>", "", html
    ).isascii()

    blocks = embedded_blocks(data, build_module)
    assert list(blocks) == build_module.offline_payload(dist)
    # dist/'s own files, but for the standard library and the site's files, which come
    # without the build's bytecode: the snapshot holds those modules imported already.
    meta = json.loads(blocks["snapshot.json"])
    assert meta["stdlib_rewritten"] is True
    for path, content in blocks.items():
        if path in ("snapshot.json", "site-files.json"):
            continue
        if path in ("pyodide/python_stdlib.zip", meta["files"]):
            assert len(content) < (dist / path).stat().st_size, path
            continue
        assert content == (dist / path).read_bytes(), path
    assert b"json/__init__.pyc" not in blocks["pyodide/python_stdlib.zip"]
    assert b"json/__init__.py" in blocks["pyodide/python_stdlib.zip"]
    image = gzip.decompress(blocks[meta["files"]])
    assert len(image) == meta["files_bytes"]
    listing = json.loads(image[4 : 4 + int.from_bytes(image[:4], "little")])
    assert not any("__pycache__" in path for path, _, _ in listing)
    assert any(path == "ragcite/api.py" for path, _, _ in listing)
    assert not any("micropip" in path for path in blocks)  # the worker never loads it
    assert "snapshot.bin.gz" in blocks and not any(p.endswith(".whl") for p in blocks)

    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html).group(1)
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["connect-src"] == "'none'"
    assert directives["default-src"] == "'none'"
    # Exactly the inline scripts and styles the page has, each allowed by its hash.
    inline = re.findall(r'<script type="module">(.*?)</script>', html, re.DOTALL)
    styles = re.findall(r"<style>(.*?)</style>", html, re.DOTALL)
    assert len(inline) == 1 and len(styles) >= 1
    # The classic scripts run while the page is parsed (web/offline/early.js): the one that
    # starts the worker, and after each block the same one line that sends it the block.
    early, *handoffs = re.findall(r"<script>(.*?)</script>", html, re.DOTALL)
    assert "offline-manifest" in early and len(handoffs) == len(blocks)
    assert len(set(handoffs)) == 1 and "ragciteOfflineBlock" in handoffs[0]
    hashes = [build_module.csp_hash(text) for text in (inline[0], early, handoffs[0])]
    assert directives["script-src"].split() == [*hashes, "blob:", "'wasm-unsafe-eval'"]
    assert directives["style-src"].split() == [build_module.csp_hash(t) for t in styles]
    # Nothing outside the file is referenced (the link to itself is gone).
    assert re.findall(r'<(?:script|link|img)\b[^>]*\b(?:src|href)="(?!data:)', html) == []
    assert "ragcite-offline.html" not in html.split("<script", 1)[0]


# -- the service worker ------------------------------------------------------------------


def serve(dist: Path, build_module, root: Path):
    """dist/ at http://127.0.0.1:PORT/ragcite/ on its own server, so the test can stop it."""
    (root / SUB_PATH).symlink_to(dist, target_is_directory=True)
    server = build_module.make_server(root, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/{SUB_PATH}/"


def wait_until_controlled(page, timeout_s: float = 60) -> None:
    """The service worker has precached the build and taken over this page."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate("() => navigator.serviceWorker.controller !== null"):
        assert time.monotonic() < deadline, "the service worker never took over"
        time.sleep(0.2)


def test_hosted_page_works_after_the_server_stops(browser, dist: Path, build_module) -> None:
    with tempfile.TemporaryDirectory(prefix="ragcite-offline-") as root:
        server, base = serve(dist, build_module, Path(root))
        context = browser.new_context()  # its own: no service worker from other tests
        requests: list[str] = []
        served_by_worker: list[str] = []

        def on_response(response) -> None:
            if response.from_service_worker:
                served_by_worker.append(response.url)

        context.on("request", lambda request: requests.append(request.url))
        context.on("response", on_response)
        page = context.new_page()
        app = App(page=page, base=base, requests=requests)
        try:
            app.open()
            app.wait_ready()
            link = page.get_by_role("link", name="Download for offline use")
            assert link.get_attribute("href") == "ragcite-offline.html"
            wait_until_controlled(page)
            # Fetched once (as a click on the link does), the offline download is kept.
            size = page.evaluate(
                "() => fetch('ragcite-offline.html').then((r) => r.arrayBuffer())"
                ".then((b) => b.byteLength)"
            )
            assert size == (dist / "ragcite-offline.html").stat().st_size
        finally:
            server.shutdown()
            server.server_close()
        try:
            with pytest.raises(urllib.error.URLError):
                urllib.request.urlopen(base, timeout=5)

            page.reload()
            app.wait_ready()
            assert_example_report(app)
            assert_tower_report(app)
            # The page, and the worker's files too, came from the service worker's cache.
            assert base in served_by_worker
            assert base + "pyodide/pyodide.asm.wasm" in served_by_worker
            size = page.evaluate(
                "() => fetch('ragcite-offline.html').then((r) => r.arrayBuffer())"
                ".then((b) => b.byteLength)"
            )
            assert size == (dist / "ragcite-offline.html").stat().st_size
        finally:
            context.close()
        foreign = [url for url in requests if not url.startswith(base)]
        assert foreign == [], f"requests left the site: {foreign}"


def cache_names(page) -> list[str]:
    return page.evaluate("() => caches.keys()")


def test_a_new_build_replaces_the_cached_one(browser, dist: Path, build_module) -> None:
    """Deploy a changed build over the served one: the next visit installs it, the old
    cache is deleted, and the visit after that shows the new page."""
    with tempfile.TemporaryDirectory(prefix="ragcite-update-") as root:
        site = Path(root) / "site"
        shutil.copytree(dist, site)
        server, base = serve(site, build_module, Path(root))
        context = browser.new_context()
        page = context.new_page()
        try:
            page.goto(base)
            wait_until_controlled(page)
            [old] = cache_names(page)
            old_version = json_build(site)["version"]
            assert old.endswith(" " + old_version)

            index = site / "index.html"
            index.write_text(index.read_text().replace("<title>", "<title>v2 ", 1))
            build_module.write_service_worker(site)
            new = old.removesuffix(old_version) + json_build(site)["version"]
            assert new != old

            page.reload()  # still the old page, from the cache; the browser sees a new sw.js
            deadline = time.monotonic() + 60
            while cache_names(page) != [new]:
                assert time.monotonic() < deadline, cache_names(page)
                time.sleep(0.2)
            page.reload()
            assert page.title().startswith("v2 ")
        finally:
            context.close()
            server.shutdown()
            server.server_close()


def json_build(dist: Path) -> dict:
    """The BUILD line that write_service_worker put at the top of dist/sw.js."""
    line = (dist / "sw.js").read_text().split("\n")[1]
    return json.loads(line.removeprefix("const BUILD = ").removesuffix(";"))


def test_service_worker_version_follows_the_content(tmp_path: Path, build_module) -> None:
    dist = tmp_path / "dist"
    (dist / "pyodide").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html>")
    (dist / "pyodide" / "pyodide.mjs").write_text("export {}")
    (dist / build_module.OFFLINE_HTML).write_text("big")
    (dist / "build-manifest.json").write_text("{}")

    def written() -> dict:
        text = build_module.write_service_worker(dist).read_text()
        first, second, rest = text.split("\n", 2)
        assert first.startswith("//") and second.startswith("const BUILD = ")
        # The rest is web/sw.js itself.
        assert rest.strip() == (build_module.WEB / "sw.js").read_text().strip()
        return json_build(dist)

    before = written()
    assert before["files"] == ["index.html", "pyodide/pyodide.mjs"]
    assert written() == before  # the same content, the same version
    (dist / "index.html").write_text("<!doctype html><p>new")
    after = written()
    assert after["version"] != before["version"]
    lines = "".join(
        f"{name}\0{hashlib.sha256((dist / name).read_bytes()).hexdigest()}\n"
        for name in after["files"]
    )
    assert after["version"] == hashlib.sha256(lines.encode()).hexdigest()
