"""The ``ragcite`` command: check answers against sources from files or stdin.

Exit status: 0 when every check holds, 1 when problems were found, 2 when an input could
not be read (with a located message, never a traceback).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__, batch_cli, check, mcp_server
from .answers import formats as answer_formats
from .model import InputError, Report
from .options import Options
from .render import render_csv, render_markdown
from .sources import formats as sources_formats

OK, PROBLEMS, UNREADABLE = 0, 1, 2


def _read(path: str, where: str, stdin_used: list[bool]) -> str:
    if path == "-":
        if stdin_used[0]:
            raise InputError(where, "only one input can be read from stdin (-)")
        stdin_used[0] = True
        data = sys.stdin.buffer.read()
    else:
        try:
            data = Path(path).read_bytes()
        except OSError as err:
            raise InputError(where, f"cannot read {path}: {err.strerror}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise InputError(where, f"{path} is not UTF-8 text (byte {err.start})") from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ragcite",
        description="Check that a RAG answer really cites the sources it was given. "
        "It checks citations mechanically; it cannot say whether the answer is right.",
    )
    parser.add_argument("--version", action="version", version=f"ragcite {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    cmd = sub.add_parser("check", help="check one or more answers against the sources")
    cmd.add_argument("sources", help="sources file, or - for stdin")
    cmd.add_argument(
        "answers",
        nargs="+",
        metavar="answer",
        help="answer file(s), or - for stdin; several answers are compared",
    )
    out = cmd.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print the JSON report")
    out.add_argument(
        "--markdown", action="store_true", help="print the Markdown report (the default output)"
    )
    out.add_argument(
        "--csv",
        action="store_true",
        help="print one CSV row per citation (several answers: one table, with an 'answer' column)",
    )
    cmd.add_argument(
        "--answer-format",
        default="auto",
        choices=["auto", *answer_formats()],
        help="override detection",
    )
    cmd.add_argument(
        "--sources-format",
        default="auto",
        choices=["auto", *sources_formats()],
        help="override detection",
    )
    cmd.add_argument(
        "--threshold",
        type=float,
        default=Options().threshold,
        help="lexical support needed for 'supported' (default 0.6)",
    )
    cmd.add_argument(
        "--language",
        default="auto",
        help="language of the answer (auto, en, it, id, es, fr, de, pt, ja, zh)",
    )
    batch_cli.add_parser(sub)
    mcp_server.add_parser(sub)
    return parser


def _comparison(rows: list[tuple[str, Report]]) -> str:
    head = "| answer | format | citations | failing | uncited claims | support |\n"
    head += "|---|---|---|---|---|---|\n"
    lines = []
    for name, report in rows:
        failing = sum(c.result in ("not_in_source", "no_such_source") for c in report.citations)
        score = "–" if report.answer_support is None else f"{report.answer_support:.2f}"
        lines.append(
            f"| {name} | {report.answer.format} | {len(report.citations)} | {failing} "
            f"| {len(report.uncited_sentences)} | {score} |"
        )
    return head + "\n".join(lines) + "\n"


def _print_csv(reports: list[tuple[str, Report]]) -> None:
    if len(reports) == 1:
        sys.stdout.write(render_csv(reports[0][1]))
        return
    # One table for all answers, the file name first so rows can be told apart; rows are
    # re-read with the csv module because a quote may span lines.
    writer = csv.writer(sys.stdout, lineterminator="\n")
    for n, (path, report) in enumerate(reports):
        rows = csv.reader(io.StringIO(render_csv(report), newline=""))
        header = next(rows)
        if n == 0:
            writer.writerow(["answer", *header])
        writer.writerows([path, *row] for row in rows)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "batch":
        return batch_cli.main(args)
    if args.command == "mcp":
        return mcp_server.main(args)
    stdin_used = [False]
    try:
        options = Options.from_mapping(
            {
                "answer_format": args.answer_format,
                "sources_format": args.sources_format,
                "threshold": args.threshold,
                "language": args.language,
            }
        )
        sources = _read(args.sources, "sources", stdin_used)
        reports = []
        for path in args.answers:
            where = "answer" if len(args.answers) == 1 else f"answer {path}"
            try:
                reports.append((path, check(sources, _read(path, where, stdin_used), options)))
            except InputError as err:
                if err.where == "answer" and len(args.answers) > 1:
                    err = InputError(where, err.message, err.line, err.column, err.detail)
                raise err from None
    except InputError as err:
        print(f"ragcite: {err}", file=sys.stderr)
        return UNREADABLE
    if args.json:
        data = [r.as_dict() for _, r in reports]
        print(json.dumps(data[0] if len(data) == 1 else data, indent=2, ensure_ascii=False))
    elif args.csv:
        _print_csv(reports)
    else:
        for path, report in reports:
            if len(reports) > 1:
                print(f"# {path}\n")
            print(render_markdown(report))
        if len(reports) > 1:
            print(_comparison(reports))
    return OK if all(r.ok for _, r in reports) else PROBLEMS


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
