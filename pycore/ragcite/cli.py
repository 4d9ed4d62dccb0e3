"""The ``ragcite`` command: check answers against sources from files or stdin.

Exit status: 0 when every check holds, 1 when problems were found, 2 when an input could
not be read (one located line on stderr, never a traceback), 3 when ragcite itself failed
(a bug: one line on stderr naming the exception, to report with the input).
"""

from __future__ import annotations

import argparse
import codecs
import csv
import io
import sys
from collections.abc import Sequence

from . import __version__, check, limits, mcp_server
from .batch import cli as batch_cli
from .model import InputError, Report
from .options import Options
from .read import jsonpretty
from .read.formats import answer_formats, sources_formats
from .report.render import _csv_text as csv_text
from .report.render import render_csv, render_markdown

OK, PROBLEMS, UNREADABLE, INTERNAL = 0, 1, 2, 3


_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def _utf16_without_bom(data: bytes) -> str | None:
    """The UTF-16 byte order of text saved without a BOM, told by its NUL bytes (ASCII
    characters have a zero high byte): Windows tools write such files."""
    sample = data[:4096]
    if len(sample) < 4 or len(sample) % 2:
        return None
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) // 2
    if odd > 0.4 * half and even < 0.05 * half:
        return "utf-16-le"
    if even > 0.4 * half and odd < 0.05 * half:
        return "utf-16-be"
    return None


def decode_file(data: bytes, where: str, name: str) -> str:
    """A file's bytes as text: UTF-8 (with or without a BOM), UTF-16 or UTF-32 with a BOM,
    or UTF-16 without one; anything else is a located error naming the first bad byte.

    >>> decode_file("é".encode("utf-16"), "answer", "a.txt")
    'é'
    >>> try:
    ...     decode_file(b"ok\\nab\\xffc", "answer", "a.txt")
    ... except InputError as err:
    ...     print(err)
    answer: a.txt is not UTF-8 text (byte 0xff, the 6th byte) at line 2, column 3: save it as UTF-8
    """
    encoding = "utf-8"
    for bom, name_of in _BOMS:
        if data.startswith(bom):
            encoding, data = name_of, data[len(bom) :]
            break
    else:
        encoding = _utf16_without_bom(data) or "utf-8"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as err:
        # Everything before the first bad byte decodes: count lines and columns in it.
        head = data[: err.start].decode(encoding, "replace")
        line, column = head.count("\n") + 1, len(head) - head.rfind("\n")
        what = encoding.upper().replace("-LE", "").replace("-BE", "")
        raise InputError(
            where,
            f"{name} is not {what} text (byte 0x{data[err.start]:02x}, the "
            f"{_ordinal(err.start + 1)} byte)",
            line,
            column,
            "save it as UTF-8",
        ) from None


def _ordinal(n: int) -> str:
    """
    >>> _ordinal(1), _ordinal(2), _ordinal(3), _ordinal(11), _ordinal(22)
    ('1st', '2nd', '3rd', '11th', '22nd')
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n:,}{suffix}"


def _read(path: str, where: str, stdin_used: list[bool]) -> str:
    # Never read more than the longest field could take (4 bytes a character in UTF-8 or
    # UTF-32): a 5 GB file is refused, not loaded.
    limit = 4 * limits.max_chars(where.split()[0]) + 4
    if path == "-":
        if stdin_used[0]:
            raise InputError(where, "only one input can be read from stdin (-)")
        stdin_used[0] = True
        data = sys.stdin.buffer.read(limit + 1)
    else:
        try:
            with open(path, "rb") as file:
                data = file.read(limit + 1)
        except OSError as err:
            raise InputError(where, f"cannot read {path}: {err.strerror}") from None
    if len(data) > limit:
        raise InputError(
            where,
            f"{path} is too long (more than {limit:,} bytes; the limit is "
            f"{limits.max_chars(where.split()[0]):,} characters)",
        )
    return decode_file(data, where, "stdin" if path == "-" else path)


def _parser() -> argparse.ArgumentParser:
    from .options import LANGUAGE_NAMES  # every answer language, for --language's help

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
        help="support score from which a claim is 'supported' (default %(default)s)",
    )
    cmd.add_argument(
        "--partial-threshold",
        type=float,
        default=Options().partial_threshold,
        help="score from which a claim is 'partly_supported'; below it 'unsupported' "
        "(default %(default)s)",
    )
    cmd.add_argument(
        "--language",
        default="auto",
        help=f"language of the answer (auto, {', '.join(LANGUAGE_NAMES)})",
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
        writer.writerows([csv_text(path), *row] for row in rows)


def _one_line(text: str) -> str:
    """An error message as one stderr line, whatever text it quotes.

    >>> _one_line("answer: bad\\r\\nthing")
    'answer: bad thing'
    """
    return " ".join(text.split())


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    # Reports are valid UTF-8 text (lone surrogates are repaired on the way in); a
    # terminal that cannot show a character gets an escape instead of a crash.
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    try:
        return _run(args)
    except (KeyboardInterrupt, BrokenPipeError):
        return INTERNAL
    except Exception as err:  # a bug in ragcite: say so in one line, never a traceback
        message = f"internal error, please report it with the input: {type(err).__name__}: {err}"
        print(f"ragcite: {_one_line(message)[:500]}", file=sys.stderr)
        return INTERNAL


def _run(args: argparse.Namespace) -> int:
    if args.command == "batch":
        return batch_cli.main(args)
    if args.command == "mcp":
        return mcp_server.main(args)
    with limits.collector_paused():  # one check: no collections (batch and mcp keep them)
        return _check_command(args)


_OPTION_ARGS = ("answer_format", "sources_format", "threshold", "partial_threshold", "language")
"""The check's arguments that are :class:`Options` (same names)."""


def _check_command(args: argparse.Namespace) -> int:
    stdin_used = [False]
    try:
        options = Options.from_mapping({name: getattr(args, name) for name in _OPTION_ARGS})
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
        print(f"ragcite: {_one_line(str(err))}", file=sys.stderr)
        return UNREADABLE
    if args.json:
        data = [r.as_dict() for _, r in reports]
        out = data[0] if len(data) == 1 else data
        print(jsonpretty.dumps_pretty(out, allow_nan=False))
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
