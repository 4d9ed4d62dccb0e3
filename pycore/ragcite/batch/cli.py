"""``ragcite batch``: check a file of logged runs and print one row per label.

Exit status: 0 when done (and every ``--fail-under`` holds), 1 when a label falls below a
``--fail-under`` limit or a record could not be read (unless ``--allow-unreadable``: a CI
job must not pass with records silently dropped, issue 27), 2 when the file cannot be read
or holds no readable record. Unreadable lines are listed on stderr with their line
numbers and counted in the output.
"""

from __future__ import annotations

import argparse
import functools
import io
import json
import sys
from importlib import resources
from pathlib import Path
from typing import IO, Any

from .. import batch
from ..model import InputError, Report
from ..options import LANGUAGE_NAMES, Options
from ..read.formats import answer_formats, sources_formats
from . import render as batch_render

OK, FAILED, UNREADABLE = 0, 1, 2


def add_parser(sub: Any) -> None:
    """Register ``batch`` on the ``ragcite`` subcommands."""
    cmd = sub.add_parser(
        "batch",
        help="check many runs (JSONL or CSV) and compare them per label",
        description="Check every run of a JSONL or CSV file (label, id, sources, answer) "
        "and print the figures per label: docs/batch.md.",
    )
    cmd.add_argument(
        "runs", help="runs file (.jsonl or .csv), or - for stdin (JSONL unless --format csv)"
    )
    cmd.add_argument(
        "--sources", metavar="FILE", help="sources used by every run that has none of its own"
    )
    cmd.add_argument("--format", choices=["auto", "jsonl", "csv"], default="auto",
                     help="input format (default: by the file name; stdin is JSONL)")  # fmt: skip
    out = cmd.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print the ragcite.batch/1 JSON")
    out.add_argument("--csv", action="store_true", help="print one CSV row per label")
    out.add_argument("--markdown", action="store_true", help="print a Markdown table")
    cmd.add_argument(
        "--fail-under",
        action="append",
        default=[],
        metavar="[METRIC=]X",
        help="exit 1 when a label's METRIC (default mean_support; also p10_support,"
        " citation_recall, citation_precision, citation_f1, ...) is below X; repeatable",
    )
    cmd.add_argument(
        "--details", metavar="DIR", help="write every run's JSON and HTML report into DIR"
    )
    cmd.add_argument(
        "--workers", type=int, default=None, help="processes to use (default: the available cores)"
    )
    cmd.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    cmd.add_argument("--answer-format", default="auto", choices=["auto", *answer_formats()])
    cmd.add_argument("--sources-format", default="auto", choices=["auto", *sources_formats()])
    cmd.add_argument("--threshold", type=float, default=Options().threshold)
    cmd.add_argument(
        "--language",
        default="auto",
        help=f"language of the answers: auto, {', '.join(LANGUAGE_NAMES)} (default auto)",
    )
    cmd.add_argument(
        "--allow-unreadable",
        action="store_true",
        help="exit 0 even when some records cannot be read (they are still listed and counted;"
        " by default an unreadable record fails the run with exit status 1)",
    )


def parse_limits(values: list[str]) -> list[tuple[str, float]]:
    """``--fail-under`` values as (metric, limit).

    >>> parse_limits(["0.6", "p10_support=0.2"])
    [('mean_support', 0.6), ('p10_support', 0.2)]
    """
    limits = []
    for value in values:
        metric, _, number = value.rpartition("=")
        metric = metric.strip() or "mean_support"
        if metric not in batch.METRICS:
            raise InputError(
                "--fail-under", f"unknown metric {metric!r}; one of: {', '.join(batch.METRICS)}"
            )
        try:
            limits.append((metric, float(number)))
        except ValueError:
            raise InputError("--fail-under", f"{number!r} is not a number") from None
    return limits


def write_details(folder: str, ui_language: str, record: batch.Record, report: Report) -> None:
    """One run's report as ``DIR/<label>--<id>.json`` and ``.html`` (runs in the workers)."""
    from ..report.render import render_html

    base = Path(folder) / batch_render.detail_name(record.label, record.id)
    data = report.as_dict()
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    base.with_suffix(".json").write_text(text, encoding="utf-8")
    html = render_html(report, ui_language)
    page = (
        f'<!doctype html><html lang="{ui_language}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>ragcite: {_escape(record.label)} {_escape(record.id)}</title>"
        f"<style>{report_css()}</style></head>"
        f'<body class="ragcite-details">{html}</body></html>\n'
    )
    base.with_suffix(".html").write_text(page, encoding="utf-8")


@functools.cache
def report_css() -> str:
    """The report's stylesheet (the page's too), inlined so a details file opened on its own
    is styled: the page keeps it in its own file for its Content-Security-Policy."""
    return (resources.files("ragcite") / "report" / "static" / "report.css").read_text(
        encoding="utf-8"
    )


def _escape(text: str) -> str:
    import html

    return html.escape(text)


class Progress:
    """A one-line bar on stderr, redrawn at most every 1% (only on a terminal)."""

    def __init__(self, total: int | None, stream: IO[str]) -> None:
        self.total, self.stream, self.shown = total, stream, -1

    def __call__(self, done: int) -> None:
        if self.total:
            step = done * 100 // self.total
            if step == self.shown:
                return
            self.shown = step
            filled = done * 30 // self.total
            bar = "#" * filled + "." * (30 - filled)
            self.stream.write(f"\r[{bar}] {done}/{self.total} runs")
        else:
            self.stream.write(f"\r{done} runs")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\r\033[K")
        self.stream.flush()


def _count_lines(path: str) -> int | None:
    try:
        with open(path, "rb") as handle:
            return sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 20), b""))
    except OSError:
        return None


def _read_text(path: str, where: str) -> str:
    try:
        return Path(path).read_bytes().decode("utf-8-sig")
    except OSError as err:
        raise InputError(where, f"cannot read {path}: {err.strerror}") from None
    except UnicodeDecodeError as err:
        raise InputError(where, f"{path} is not UTF-8 text (byte {err.start})") from None


def main(args: argparse.Namespace) -> int:
    try:
        options = Options.from_mapping(
            {
                "answer_format": args.answer_format,
                "sources_format": args.sources_format,
                "threshold": args.threshold,
                "language": args.language,
            }
        )
        limits = parse_limits(args.fail_under)
        shared = _read_text(args.sources, "sources") if args.sources else None
        if args.runs == "-" and args.format == "csv":
            stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8-sig", newline="")
            records = batch.read_csv(stdin, shared)
        elif args.runs == "-":
            records = batch.read_jsonl(sys.stdin.buffer, shared)
        else:
            if not Path(args.runs).is_file():
                raise InputError("runs", f"cannot read {args.runs}: no such file")
            records = batch.read_runs(args.runs, shared, args.format)
        on_report = None
        if args.details:
            try:
                Path(args.details).mkdir(parents=True, exist_ok=True)
            except OSError as err:
                raise InputError(
                    "--details", f"cannot create {args.details}: {err.strerror}"
                ) from None
            on_report = functools.partial(write_details, args.details, "en")
    except InputError as err:
        print(f"ragcite: {err}", file=sys.stderr)
        return UNREADABLE
    progress = None
    if not args.no_progress and sys.stderr.isatty():
        total = None if args.runs == "-" or args.format == "csv" else _count_lines(args.runs)
        progress = Progress(total, sys.stderr)
    try:
        result = batch.run(records, options, args.workers, on_report=on_report, progress=progress)
    finally:
        if progress:
            progress.close()
    data = result.as_dict()
    for error in data["unreadable"]["records"]:
        label = f" ({error['label']})" if error["label"] else ""
        where = f"line {error['line']}" if error["line"] is not None else f"record {error['id']}"
        print(f"ragcite: {args.runs}: {where}{label}: {error['message']}", file=sys.stderr)
    if args.json:
        print(json.dumps(data, indent=2, ensure_ascii=False))
    elif args.csv:
        sys.stdout.write(batch_render.render_csv(data))
    elif args.markdown:
        sys.stdout.write(batch_render.render_markdown(data))
    else:
        sys.stdout.write(batch_render.render_table(data, args.details))
    if not data["total"]["runs"]:
        print(f"ragcite: {args.runs}: no readable run", file=sys.stderr)
        return UNREADABLE
    failures = result.failures(limits)
    for line in failures:
        print(f"ragcite: fail-under: {line}", file=sys.stderr)
    unreadable = data["unreadable"]["count"]
    if unreadable and not args.allow_unreadable:
        print(
            f"ragcite: {args.runs}: {unreadable} record(s) could not be read; "
            "--allow-unreadable accepts a run with unreadable records",
            file=sys.stderr,
        )
        return FAILED
    return FAILED if failures else OK
