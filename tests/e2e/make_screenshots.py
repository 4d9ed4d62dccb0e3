"""Take the README's screenshots: the page with the worked example, light and dark, at
desktop and at phone size.

    python tests/e2e/make_screenshots.py              build dist/, then shoot
    python tests/e2e/make_screenshots.py --no-build   use the dist/ already built

Writes docs/screenshot-light.png, docs/screenshot-dark.png (1280 px wide) and
docs/screenshot-phone-light.png, docs/screenshot-phone-dark.png (390 px wide). Drives
Debian's Chromium (/usr/bin/chromium) through Playwright, like the browser tests, with the
system colour scheme emulated. The source panel is opened on the example's failing citation, so the
picture shows the annotated answer, the summary bar and the highlighted passage at once.
"""

from __future__ import annotations

import argparse
import tempfile
import threading
from pathlib import Path

from e2e_app import CHROMIUM, CHROMIUM_ARGS, ROOT, load_build_module

VIEWPORT = {"width": 1280, "height": 1560}
# A common phone (390 CSS px) at its usual density; the source panel is a sheet there.
PHONE = {"width": 390, "height": 844}
SIZES = (("", VIEWPORT, 1), ("phone-", PHONE, 2))


def shoot(base: str, out: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    written = []
    foreign: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for (prefix, viewport, scale), scheme in (
            (size, scheme) for size in SIZES for scheme in ("light", "dark")
        ):
            context = browser.new_context(
                viewport=viewport, color_scheme=scheme, locale="en-US", device_scale_factor=scale
            )
            # The context sees the worker's requests too.
            context.on("request", lambda r: r.url.startswith(base) or foreign.append(r.url))
            page = context.new_page()
            page.goto(base)
            page.wait_for_selector('body[data-state="ready"] #report[data-checks]', timeout=120_000)
            page.locator("#report .answer-text button.marker", has_text="[4]").click()
            page.wait_for_selector("#source-panel mark.hl")
            if prefix:  # a phone: the annotated answer under the open sheet, not the form
                page.mouse.move(0, 0)  # a tap leaves the pointer on the marker: no tooltip
                page.locator("#report .answer-text").scroll_into_view_if_needed()
            else:
                page.evaluate("window.scrollTo(0, 0)")  # the inputs, then the report's top
            path = out / f"screenshot-{prefix}{scheme}.png"
            page.screenshot(path=str(path))
            if foreign:
                raise SystemExit(f"the page asked another host: {foreign}")
            written.append(path)
            context.close()
        browser.close()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    parser.add_argument("--dist", type=Path, help="serve this folder instead of dist/")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    build = load_build_module()
    dist = args.dist or build.DIST
    if not args.no_build and not args.dist:
        build.build()
    if not (dist / "index.html").exists():
        raise SystemExit(f"{dist} has no index.html: run python build.py first")
    with tempfile.TemporaryDirectory(prefix="ragcite-shots-") as root:
        (Path(root) / "ragcite").symlink_to(dist.resolve(), target_is_directory=True)
        server = build.make_server(Path(root), port=0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            for path in shoot(f"http://127.0.0.1:{server.server_port}/ragcite/", args.out):
                print(f"wrote {path}")
        finally:
            server.shutdown()
            server.server_close()


if __name__ == "__main__":
    main()
