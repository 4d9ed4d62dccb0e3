"""Golden reports: the proof that a change altered no report it did not mean to.

    python tests/golden/make.py            # write every golden file anew
    python tests/golden/make.py --check    # compare, print the names that differ

Every report is made through the worker protocol (``ragcite.api.handle``), the one
entry point whose shape is a contract, so a reorganisation of the package cannot change
how the goldens are made. What is kept:

- ``examples/``: every example of the page's menu — the JSON report, the HTML report (the
  fragment the page inserts) and the Markdown report in English and Italian, and the CSV;
- ``cases/``: the JSON report (or the input error) of every data-file case in
  ``tests/cases/``;
- ``captured/``: the JSON report of every real captured response in ``tests/captured/``;
- ``digests.json``: SHA-256 digests of reports too large to keep whole — the Vertex-max
  bench input in en, it and ja, each checked new and then twice on the same sources (the
  "477-check digest" of issue 17 is these nine, the case files and WiCE article dev), and
  every row of WiCE article dev as ``bench/verdict.py`` checks it.

A change that alters a report shows as a diff of these files in its commit; the closing
note says which and why. ``tests/test_golden.py`` runs the same code and compares.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "pycore"))

from ragcite import api  # noqa: E402

CASES = ROOT / "tests" / "cases"
CAPTURED = ROOT / "tests" / "captured"
WICE = ROOT / "bench" / "data" / "wice" / "article_dev.jsonl.gz"
UI_LANGUAGES = ("en", "it")

Golden = tuple[str, Callable[[], str]]
"""A golden file's path under ``tests/golden/`` and how to make its text."""


def _request(**fields: Any) -> dict[str, Any]:
    return json.loads(api.handle(json.dumps(fields, ensure_ascii=False)))  # type: ignore[no-any-return]


def export(sources: str, answer: str, options: dict[str, Any] | None, fmt: str, ui: str) -> str:
    """A report as the page's export gives it (``json``, ``markdown`` or ``csv``), or the
    input error as indented JSON."""
    reply = _request(
        type="export",
        format=fmt,
        sources=sources,
        answer=answer,
        options=options or {},
        ui_language=ui,
    )
    if reply.get("ok"):
        return str(reply["text"])
    if reply["error"].get("where") == "internal":
        raise RuntimeError(reply["error"]["text"])
    error = {k: v for k, v in reply["error"].items() if k != "traceback"}
    return json.dumps({"input_error": error}, ensure_ascii=False, indent=1) + "\n"


def html(sources: str, answer: str, ui: str) -> str:
    """The page's report HTML: the whole report (first part and rest for a large one)."""
    reply = _request(type="check", sources=sources, answer=answer, ui_language=ui)
    text = str(reply["html"])
    if reply.get("more"):
        text += "\n<!-- rest -->\n" + str(_request(type="more", ui_language=ui)["html"])
    return text


def _paste(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)


def case_inputs() -> Iterator[tuple[str, str, str, dict[str, Any] | None]]:
    """Every data-file case as (name, sources, answer, options)."""
    for path in sorted(CASES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        many = isinstance(data, list)
        for number, case in enumerate(data if many else [data]):
            name = f"{path.stem}.{number}" if many else path.stem
            sources, answer = _paste(case.get("sources", "")), _paste(case.get("answer", ""))
            yield name, sources, answer, case.get("options")


def goldens() -> Iterator[Golden]:
    """Every small golden file, in a fixed order."""
    for name, _label in api.example()["examples"]:
        ex = api.example(name)
        s, a = ex["sources"], ex["answer"]
        yield f"examples/{name}.json", lambda s=s, a=a: export(s, a, None, "json", "en")
        yield f"examples/{name}.csv", lambda s=s, a=a: export(s, a, None, "csv", "en")
        for ui in UI_LANGUAGES:
            yield f"examples/{name}.{ui}.html", lambda s=s, a=a, ui=ui: html(s, a, ui)
            yield (
                f"examples/{name}.{ui}.md",
                lambda s=s, a=a, ui=ui: export(s, a, None, "markdown", ui),
            )
    for name, s, a, o in case_inputs():
        yield f"cases/{name}.json", lambda s=s, a=a, o=o: export(s, a, o, "json", "en")
    corpus = json.loads((CAPTURED / "corpus.json").read_text(encoding="utf-8"))["cases"]
    for case in corpus:
        s = (CAPTURED / case["sources_file"]).read_text("utf-8") if case.get("sources_file") else ""
        a = (CAPTURED / case["file"]).read_text(encoding="utf-8")
        stem = Path(case["file"]).name.replace(".", "-")
        yield f"captured/{stem}.json", lambda s=s, a=a: export(s, a, None, "json", "en")


def _digest(texts: Iterator[str]) -> str:
    h = hashlib.sha256()
    for text in texts:
        h.update(hashlib.sha256(text.encode("utf-8")).digest())
    return h.hexdigest()


def vertex_max(language: str) -> str:
    """The Vertex-max bench input checked new, then twice more on the same sources."""
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_check

    import ragcite

    sources, answer = bench_check.build_input(7, language)
    # ragcite.check, not the API: the API keeps its last report, and the point of the
    # second and third checks is that the caches of a source set seen before are used.
    return _digest(
        json.dumps(ragcite.check(sources, answer).as_dict(), ensure_ascii=False) for _ in range(3)
    )


def wice_article_dev() -> str:
    """Every WiCE article-dev row as ``bench/verdict.py`` checks it."""

    def reports() -> Iterator[str]:
        with gzip.open(WICE, "rt", encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                sources = json.dumps([" ".join(row["evidence"])], ensure_ascii=False)
                yield export(sources, row["claim"] + " [1]", None, "json", "en")

    return _digest(reports())


DIGESTS: dict[str, Callable[[], str]] = {
    "vertex-max-en": lambda: vertex_max("en"),
    "vertex-max-it": lambda: vertex_max("it"),
    "vertex-max-ja": lambda: vertex_max("ja"),
    "wice-article-dev": wice_article_dev,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args()
    differ: list[str] = []
    wanted = set()
    for rel, make in goldens():
        wanted.add(rel)
        path, text = HERE / rel, make()
        if args.check:
            if not path.exists() or path.read_bytes() != text.encode("utf-8"):
                differ.append(rel)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(text.encode("utf-8"))  # as is: the CSV's line ends are CRLF
    digests = {name: make() for name, make in DIGESTS.items()}
    digest_file = HERE / "digests.json"
    if args.check:
        kept = json.loads(digest_file.read_text(encoding="utf-8"))
        differ += [name for name in digests if kept.get(name) != digests[name]]
    else:
        digest_file.write_text(json.dumps(digests, indent=1) + "\n", encoding="utf-8")
        for old in HERE.glob("*/*"):
            if old.is_file() and str(old.relative_to(HERE)) not in wanted:
                old.unlink()
    for rel in differ:
        print("differs:", rel)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
