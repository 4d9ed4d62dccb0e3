"""Time the web app in headless Chromium: navigation -> Python ready -> first report.

    python bench/web_timing.py [--rounds 3] [--dist DIR]

Builds the site into a temporary folder (or uses an existing build given with --dist),
serves it with build.py's handler on 127.0.0.1 and, per round, opens the page in a fresh
browser context (cold: empty caches), then reloads it in the same context (warm: the
browser's HTTP cache and the service worker's cache, as on a second visit), then opens
the single-file build dist/ragcite-offline.html from file:// in a fresh context. The times
are the page's own performance marks "ragcite:python-ready" (the worker reports Python
and the ragcite wheel imported) and "ragcite:first-report" (the worked example's report
is in the DOM), measured from navigation start. Prints every round and the median.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (build.py is a script at the repo root)

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update"]
MARKS = ("ragcite:python-ready", "ragcite:first-report")


def load_and_time(page: Page, url: str) -> dict[str, float]:
    page.goto(url)
    page.wait_for_selector('body[data-state="ready"] #report[data-checks]', timeout=120_000)
    marks = page.evaluate(
        "() => Object.fromEntries(performance.getEntriesByType('mark')"
        ".map((m) => [m.name, m.startTime]))"
    )
    return {name: marks[name] for name in MARKS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dist", type=Path, help="an existing build to time (e.g. dist)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ragcite-bench-") as tmp:
        # Absolute: the offline file is opened by its file:// URI, which needs one.
        dist = args.dist.resolve() if args.dist else build.build(dist=Path(tmp) / "dist")
        results = time_rounds(dist, args.rounds)

    print(f"median of {args.rounds} rounds (ms from navigation start):")
    for kind, rounds in results.items():
        ready = statistics.median(r[MARKS[0]] for r in rounds)
        report = statistics.median(r[MARKS[1]] for r in rounds)
        print(f"  {kind}: python ready {ready:.0f}, first report {report:.0f}")


def time_rounds(dist: Path, rounds: int) -> dict[str, list[dict[str, float]]]:
    server = build.make_server(dist, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/"

    offline = (dist / "ragcite-offline.html").as_uri()
    results: dict[str, list[dict[str, float]]] = {"cold": [], "warm": [], "offline file": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for round_number in range(1, rounds + 1):
            context = browser.new_context()
            page = context.new_page()
            for kind in ("cold", "warm"):
                timing = load_and_time(page, url)
                results[kind].append(timing)
                print(
                    f"round {round_number} {kind}: python ready {timing[MARKS[0]]:6.0f} ms, "
                    f"first report {timing[MARKS[1]]:6.0f} ms",
                    flush=True,
                )
            context.close()
            # The single-file build from file://, in a fresh context (always cold: a
            # file:// page has no HTTP cache or service worker to help it).
            context = browser.new_context()
            timing = load_and_time(context.new_page(), offline)
            results["offline file"].append(timing)
            print(
                f"round {round_number} offline file: python ready {timing[MARKS[0]]:6.0f} ms, "
                f"first report {timing[MARKS[1]]:6.0f} ms",
                flush=True,
            )
            context.close()
        browser.close()
    server.shutdown()
    server.server_close()
    return results


if __name__ == "__main__":
    main()
