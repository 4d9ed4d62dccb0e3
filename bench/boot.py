"""Time ragcite's start and its typing loop in Debian's Chromium, beside a bare Pyodide page.

    python bench/boot.py [--rounds 5] [--dist DIR] [--skip-typing] [--pastes 5] [--typing-only]
    python bench/boot.py --typing-only --dist OLD --dist NEW [--rounds 3]   # side by side
    python bench/boot.py --offline-only --dist OLD --dist NEW [--rounds 5]  # side by side

Builds the site into a temporary folder (or times an existing build given with --dist)
and serves, from one server on 127.0.0.1 with build.py's handler:

- ``/app/``: the built site. Per round, a fresh browser context opens it (cold: empty
  caches), then reloads it (warm: HTTP cache and service worker). Times are the page's
  own marks from navigation start: ``ragcite:python-ready`` and ``ragcite:first-report``;
  the page's ``body[data-boot]`` says how Python started (snapshot, normal, fallback).
- ``/bare/``: a bare stock Pyodide page: a module worker that calls ``loadPyodide`` and
  runs ``1 + 1``, nothing else, its mark ``bare:python-ready``. Its pyodide.mjs,
  pyodide.asm.mjs and pyodide.asm.wasm are dist/pyodide's own files (byte-identical to
  the npm package's) and its python_stdlib.zip is the npm package's (stock: without the
  bytecode build.py adds for ragcite). Cold and warm like the app, in the same rounds.
- ``/nosnap/``: the same build without its snapshot files (a copy made of symlinks), so
  the worker boots normally: the fallback path, with build-time bytecode. Only for builds
  that have a snapshot (not for builds before issue 14).
- ``/app/ragcite-offline.html`` opened from ``file://`` in a fresh context (always cold).

Then, unless --skip-typing, on one warm app page: keystroke → updated report for a
typical paste (4 sources of 2 KB, 10 sentences): the time from an ``input`` event to the
new report in the DOM, 21 keystrokes; and the Vertex-max input of bench_check.py (200
sources of 10,000 characters, a 4,096-token answer), 5 pastes: input event → whole
report in the DOM, and the page's own measures where the page has them (builds before
issue 14 have none): ``ragcite:check``, request sent → report in the DOM (since the
two-part reports, its first part: what the screen shows), ``ragcite:check-complete``,
request sent → the rest appended, and ``ragcite:python``, the worker's time in Python
for the check and the first part, split by the core into ``ragcite:python-check`` (the
check) and ``ragcite:python-render`` (report dict, view model, the first part's HTML).

Issue 29's figures: the same number of Vertex-max pastes of *new* sources (each paste a
source set the page has not seen): request → first part and → whole report in the DOM,
their ratio, and ``ragcite:reply-wait``, how long the worker's reply waited for the
page's main thread (builds before issue 29 do not measure it); and the offline file's
first report after Python is ready.

Prints every round, then best and median of each, and the ratios app ÷ bare Pyodide.
With several ``--dist`` builds (and ``--typing-only`` or ``--offline-only``) it times
them alternately in one run, round by round, and prints each build's figures.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
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
READY, REPORT, BARE = "ragcite:python-ready", "ragcite:first-report", "bare:python-ready"

BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title></head>
<body data-state="booting"><script type="module" src="bare.js"></script></body></html>
"""
BARE_PAGE_JS = """const url = new URL("bare-worker.js", import.meta.url);
const worker = new Worker(url, { type: "module" });
worker.onmessage = (event) => {
  performance.mark("bare:python-ready");
  document.body.dataset.state = event.data === 2 ? "ready" : "failed";
};
"""
BARE_WORKER_JS = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", import.meta.url).href });
postMessage(pyodide.runPython("1 + 1"));
"""


def bare_site(root: Path, dist: Path) -> None:
    """The bare Pyodide page in ``root``: dist/pyodide's runtime, the stock stdlib."""
    stock = ROOT / "node_modules" / "pyodide"
    (root / "pyodide").mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        (root / "pyodide" / name).symlink_to(dist / "pyodide" / name)
    for name in ("python_stdlib.zip", "pyodide-lock.json"):
        (root / "pyodide" / name).symlink_to(stock / name)
    (root / "index.html").write_text(BARE_HTML)
    (root / "bare.js").write_text(BARE_PAGE_JS)
    (root / "bare-worker.js").write_text(BARE_WORKER_JS)


def marks(page: Page) -> dict[str, float]:
    return page.evaluate(
        "() => Object.fromEntries(performance.getEntriesByType('mark')"
        ".map((m) => [m.name, m.startTime]))"
    )


def open_app(page: Page, url: str, reload: bool = False) -> dict[str, float | str]:
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_selector('body[data-state="ready"] #report[data-checks]', timeout=120_000)
    found = marks(page)
    boot = page.get_attribute("body", "data-boot") or "?"
    return {"ready": found[READY], "report": found[REPORT], "boot": boot}


def open_bare(page: Page, url: str, reload: bool = False) -> dict[str, float | str]:
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_selector('body[data-state="ready"]', state="attached", timeout=120_000)
    return {"ready": marks(page)[BARE]}


def typical_paste() -> tuple[str, str]:
    """4 sources of ~2 KB and an answer of 10 cited sentences (deterministic)."""
    rng = random.Random(14)
    words = [
        "index", "vector", "search", "recall", "latency", "memory", "graph", "query", "cosine",
        "distance", "build", "time", "segment", "shard", "replica", "cache", "dimension",
    ]  # fmt: skip
    sources = []
    for _ in range(4):
        text = ""
        while len(text) < 2000:
            text += " ".join(rng.choice(words) for _ in range(12)).capitalize() + ". "
        sources.append(text.strip())
    sentences = []
    for i in range(10):
        sentence = " ".join(rng.choice(words) for _ in range(10)).capitalize()
        sentences.append(f"{sentence} [{i % 4 + 1}].")
    return json.dumps(sources), " ".join(sentences)


# One edit, timed in the page from its "input" event to the new report in the DOM
# (data-checks grows and the page is "ready" again): answer is appended to, or replaced
# together with the sources when they are given.
EDIT_JS = """async ([sources, answer]) => {
  const report = document.getElementById("report");
  const box = document.getElementById("answer");
  const before = Number(report.dataset.checks);
  const count = (name) => performance.getEntriesByName(name).length;
  const names = {
    check: "ragcite:check", complete: "ragcite:check-complete", python: "ragcite:python",
    pycheck: "ragcite:python-check", pyrender: "ragcite:python-render",
    wait: "ragcite:reply-wait",
  };
  const seen = Object.fromEntries(Object.entries(names).map(([key, name]) => [key, count(name)]));
  const t0 = performance.now();
  if (sources === null) {
    box.value += answer;
  } else {
    document.getElementById("sources").value = sources;
    box.value = answer;
  }
  box.dispatchEvent(new Event("input", { bubbles: true }));
  await new Promise((resolve) => {
    const seen = () =>
      Number(report.dataset.checks) > before && document.body.dataset.state === "ready";
    if (seen()) return resolve();
    const watch = {
      attributes: true, subtree: true, attributeFilter: ["data-checks", "data-state"],
    };
    new MutationObserver((_, observer) => {
      if (seen()) { observer.disconnect(); resolve(); }
    }).observe(document.body, watch);
  });
  const edit = performance.now() - t0;
  // This edit's own measures (null from a build that does not make them).
  const mine = (key) => {
    const all = performance.getEntriesByName(names[key]);
    return all.length > seen[key] ? all[all.length - 1].duration : null;
  };
  // The first reply's wait for the main thread (the first part's; builds before issue 29
  // do not measure it).
  const waits = performance.getEntriesByName(names.wait).slice(seen.wait);
  return {
    edit, check: mine("check"), complete: mine("complete"), python: mine("python"),
    pycheck: mine("pycheck"), pyrender: mine("pyrender"),
    wait: waits.length ? waits[0].duration : null,
  };
}"""


def vertex_max_input() -> tuple[str, str]:
    with tempfile.TemporaryDirectory(prefix="vmax-") as tmp:
        subprocess.run(
            [sys.executable, str(ROOT / "bench" / "bench_check.py"), "--runs", "1", "--dump", tmp],
            check=True, capture_output=True, env={"PYTHONPATH": str(ROOT / "pycore")},
        )  # fmt: skip
        return (Path(tmp) / "sources.json").read_text(), (Path(tmp) / "answer.txt").read_text()


def time_typing(page: Page, pastes: int = 5) -> dict[str, list[float]]:
    sources, answer = typical_paste()
    page.evaluate(EDIT_JS, [sources, answer])
    keystrokes = [page.evaluate(EDIT_JS, [None, "x"])["edit"] for _ in range(21)]
    vsources, vanswer = vertex_max_input()
    vertex = [page.evaluate(EDIT_JS, [vsources, vanswer + " " * i]) for i in range(1, pastes + 1)]
    # Issue 29: pastes of sources the page has not seen, each as large as Vertex's maximum
    # (one source's last sentence differs, so every paste reads a new source set).
    fresh = [page.evaluate(EDIT_JS, [new_sources(vsources, i), vanswer]) for i in range(pastes)]
    timed = {
        "keystroke → report (typical paste)": keystrokes,
        "Vertex-max paste → whole report (input event → DOM)": [v["edit"] for v in vertex],
    }
    if all(v["check"] is not None for v in vertex):
        # From issue 14's two-part reports on: the first part; before, the whole report.
        timed["Vertex-max request → DOM (page's ragcite:check)"] = [v["check"] for v in vertex]
    if all(v["complete"] is not None for v in vertex):
        timed["Vertex-max request → whole report in the DOM (ragcite:check-complete)"] = [
            v["complete"] for v in vertex
        ]
    if all(v["python"] is not None for v in vertex):
        timed["Vertex-max: of which Python in the worker (check + first part)"] = [
            v["python"] for v in vertex
        ]
    if all(v["pycheck"] is not None for v in vertex):
        timed["Vertex-max: … of which the check"] = [v["pycheck"] for v in vertex]
        timed["Vertex-max: … of which report dict, view and first part's HTML"] = [
            v["pyrender"] for v in vertex
        ]
    if all(v["check"] is not None and v["complete"] is not None for v in fresh):
        timed["Vertex-max, new sources: request → first part in the DOM"] = [
            v["check"] for v in fresh
        ]
        timed["Vertex-max, new sources: request → whole report in the DOM"] = [
            v["complete"] for v in fresh
        ]
        timed["Vertex-max, new sources: whole report ÷ first part (×100)"] = [
            100 * v["complete"] / v["check"] for v in fresh
        ]
    if all(v["wait"] is not None for v in fresh):
        timed["Vertex-max, new sources: worker's reply → page (ragcite:reply-wait)"] = [
            v["wait"] for v in fresh
        ]
    return timed


def new_sources(sources: str, n: int) -> str:
    """``sources`` (a JSON array of strings) with its first source's end changed: a source
    set the page has not checked before, of the same size."""
    texts = json.loads(sources)
    texts[0] = f"{texts[0][: -len(str(n)) - 2]} {n}."
    return json.dumps(texts, ensure_ascii=False)


def summary(values: list[float], name: str = "") -> str:
    if name.endswith("(×100)"):  # a ratio, kept as a percentage in the lists
        return f"best {min(values) / 100:.2f}×, median {statistics.median(values) / 100:.2f}×"
    return f"best {min(values):6.0f} ms, median {statistics.median(values):6.0f} ms"


def typing_line(name: str, values: list[float]) -> str:
    """One typing figure; the Vertex-max pastes also one by one, in order: the first reads
    sources the page has not seen, the second builds their index (ragcite.verify.vocabulary),
    the later ones reuse it, so the first two are the cost of a new paste of that size."""
    line = f"  {name}: {summary(values, name)} ({len(values)} runs)"
    if name.startswith("Vertex"):
        line += "; in order: " + ", ".join(f"{v:.0f}" for v in values)
    return line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--dist", type=Path, action="append",
        help="an existing build to time (e.g. dist); twice or more: time them side by side "
        "(alternating, --rounds times) for the typing and paste figures (--typing-only) or "
        "the offline file (--offline-only)",
    )  # fmt: skip
    parser.add_argument(
        "--offline-only", action="store_true",
        help="only the offline file's start beside the hosted page's (cold), per build",
    )  # fmt: skip
    parser.add_argument("--skip-typing", action="store_true")
    parser.add_argument("--pastes", type=int, default=5, help="Vertex-max pastes (default 5)")
    parser.add_argument(
        "--typing-only", action="store_true",
        help="no start-up rounds: open the app once, then time typing and the Vertex-max pastes",
    )  # fmt: skip
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ragcite-boot-") as tmp:
        dists = [d.resolve() for d in args.dist] if args.dist else []
        dist = dists[0] if dists else build.build(dist=Path(tmp) / "dist")
        web_root = Path(tmp) / "root"
        web_root.mkdir()
        (web_root / "app").symlink_to(dist, target_is_directory=True)
        for number, other in enumerate(dists[1:], start=1):
            (web_root / f"app{number}").symlink_to(other, target_is_directory=True)
        bare_site(web_root / "bare", dist)
        if (dist / "snapshot.json").exists():
            shutil.copytree(
                dist, web_root / "nosnap", copy_function=os.symlink,
                ignore=shutil.ignore_patterns("snapshot.json", "snapshot.bin.gz"),
            )  # fmt: skip
        server = build.make_server(web_root, port=0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            base = f"http://127.0.0.1:{server.server_port}/"
            if len(dists) > 1 or args.offline_only:
                side_by_side(base, dists or [dist], args)
            else:
                run(base, dist, args)
        finally:
            server.shutdown()
            server.server_close()


def side_by_side(base: str, dists: list[Path], args: argparse.Namespace) -> None:
    """Several builds timed in one run, alternating round by round (a machine's load
    changes within minutes): the typing and paste figures, or the offline file's start."""
    urls = [base + ("app/" if i == 0 else f"app{i}/") for i in range(len(dists))]
    figures: list[dict[str, list[float]]] = [{} for _ in dists]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for number in range(1, args.rounds + 1):
            for i, (dist, url) in enumerate(zip(dists, urls, strict=True)):
                if args.offline_only:
                    context = browser.new_context()
                    hosted = open_app(context.new_page(), url)
                    context.close()
                    context = browser.new_context()
                    offline = open_app(context.new_page(), (dist / build.OFFLINE_HTML).as_uri())
                    context.close()
                    timed = {
                        "hosted page (cold): python ready": [float(hosted["ready"])],
                        "offline file: python ready": [float(offline["ready"])],
                        "offline file ÷ hosted page, python ready (×100)": [
                            100 * float(offline["ready"]) / float(hosted["ready"])
                        ],
                        "offline file: first report after python ready": [
                            float(offline["report"]) - float(offline["ready"])
                        ],
                    }
                else:
                    context = browser.new_context()
                    page = context.new_page()
                    open_app(page, url)
                    timed = time_typing(page, args.pastes)
                    context.close()
                print(f"round {number}, build {i + 1} ({dist}): done", flush=True)
                for name, values in timed.items():
                    figures[i].setdefault(name, []).extend(values)
        browser.close()
    for i, dist in enumerate(dists):
        print(f"\nbuild {i + 1}: {dist} ({args.rounds} rounds)")
        for name, values in figures[i].items():
            print(f"  {name}: {summary(values, name)} ({len(values)} runs)")


def run(base: str, dist: Path, args: argparse.Namespace) -> None:
    results: dict[str, list[dict[str, float | str]]] = {}
    typing: dict[str, list[float]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        if args.typing_only:
            context = browser.new_context()
            page = context.new_page()
            open_app(page, base + "app/")
            for name, values in time_typing(page, args.pastes).items():
                print(typing_line(name, values))
            context.close()
            browser.close()
            return
        for number in range(1, args.rounds + 1):
            kinds = [("app", open_app, base + "app/"), ("bare Pyodide", open_bare, base + "bare/")]
            if (dist / "snapshot.json").exists():
                kinds.append(("app, no snapshot", open_app, base + "nosnap/"))
            for kind, opener, url in kinds:
                context = browser.new_context()
                page = context.new_page()
                for when in ("cold", "warm"):
                    timing = opener(page, url, reload=when == "warm")
                    results.setdefault(f"{kind}, {when}", []).append(timing)
                    print(f"round {number} {kind}, {when}: {json.dumps(timing)}", flush=True)
                if kind == "app" and number == args.rounds and not args.skip_typing:
                    typing = time_typing(page, args.pastes)
                context.close()
            context = browser.new_context()
            timing = open_app(context.new_page(), (dist / build.OFFLINE_HTML).as_uri())
            results.setdefault("offline file", []).append(timing)
            print(f"round {number} offline file: {json.dumps(timing)}", flush=True)
            context.close()
        browser.close()

    print(f"\n{args.rounds} rounds, ms from navigation start (best, median):")
    for name, rounds in results.items():
        line = f"  {name:18} python ready: {summary([float(r['ready']) for r in rounds])}"
        if "report" in rounds[0]:
            after = [float(r["report"]) - float(r["ready"]) for r in rounds]
            line += f"; first report +{statistics.median(after):.0f} ms after ready (median)"
            line += f"; boot: {sorted({str(r['boot']) for r in rounds})}"
        print(line)
    print("ratios app ÷ bare Pyodide, python ready (median of rounds; best of rounds):")
    for when in ("cold", "warm"):
        app = [float(r["ready"]) for r in results[f"app, {when}"]]
        bare = [float(r["ready"]) for r in results[f"bare Pyodide, {when}"]]
        median = statistics.median(app) / statistics.median(bare)
        print(f"  {when}: {median:.2f}× (best {min(app) / min(bare):.2f}×)")
    offline = [float(r["ready"]) for r in results["offline file"]]
    hosted = [float(r["ready"]) for r in results["app, cold"]]
    ratio = statistics.median(offline) / statistics.median(hosted)
    print(f"  offline file ÷ hosted app (cold), python ready: {ratio:.2f}×")
    offline_report = [float(r["report"]) - float(r["ready"]) for r in results["offline file"]]
    print(f"  offline file, first report after python ready: {summary(offline_report)}")
    size = (dist / build.OFFLINE_HTML).stat().st_size
    print(f"  offline file size: {size / 1e6:.2f} MB")
    for name, values in typing.items():
        print(typing_line(name, values))


if __name__ == "__main__":
    main()
