"""Time ``ragcite.check`` on 1 MB adversarial strings: the inputs that make regular
expressions backtrack and loops go quadratic (issue 11).

Each case is one field of about 1 MB (runs of digits, dots, brackets, whitespace,
``[[[[``, ``((((``, ``[^``, repeated markers, one 1 MB sentence, ...), checked as the
answer against a small source, or as the sources against a small answer. A check must end
in a report or an input error within 2 s on CPython; the tests
(``tests/test_limits_adversarial.py``) run the same cases with a generous bound, and this
script prints the figures for bench/README.md.

```sh
python bench/adversarial.py               # every case, best of 3 runs
python bench/adversarial.py --runs 1 -k bracket
```
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pycore"))

import ragcite
from ragcite.model import InputError

MB = 1_000_000
BUDGET_S = 2.0
"""Issue 11: each check of a 1 MB adversarial string ends within this on CPython."""

SOURCE = '["The HNSW index defaults to ef_search 40 [1]. Each vector takes 1,544 bytes."]'
ANSWER = "The index defaults to ef_search 40 [1]."


def _fill(unit: str, size: int = MB) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def _answer_strings() -> Iterator[tuple[str, str]]:
    """(name, ~1 MB text) pairs; every one is also tried as the sources."""
    yield "digits", _fill("7")
    yield "digits and commas", _fill("1,544.")
    yield "dots", _fill(".")
    yield "ellipses", _fill("… ")
    yield "open brackets [[[[", _fill("[")
    yield "close brackets ]]]]", _fill("]")
    yield "bracket pairs [][]", _fill("[]")
    yield "unclosed markers [1 [1", _fill("[1 ")
    yield "open parens ((((", _fill("(")
    yield "paren source labels (source: 1", _fill("(source: 1, ")
    yield "footnote opens [^[^", _fill("[^")
    yield "footnote markers [^1]", _fill("[^1]")
    yield "carets ^1^1", _fill("^1")
    yield "spaces", _fill(" ")
    yield "newlines", _fill("\n")
    yield "mixed whitespace", _fill(" \t\n\u00a0\u3000")
    yield "repeated markers [1]", _fill("[1]")
    yield "marker lists [1, 2, 3", _fill("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ")
    yield "ranges [1-3]", _fill("[1-3]")
    yield "keyed labels [Source 1 and", _fill("[Source 1 and ")
    yield "lenticular 【4†", _fill("【4†")
    yield "full-width ［１", _fill("［１")
    yield "backticks", _fill("`")
    yield "fences", _fill("```\n")
    yield "quotes", _fill('"')
    yield "curly quotes", _fill("“”‘’")
    yield "braces {{{{", _fill("{")
    yield 'JSON-like {"a":', _fill('{"a":')
    yield "data: lines", _fill("data: {\n")
    yield "abbreviations e.g.", _fill("e.g. ")
    yield "initials J. R.", _fill("J. ")
    yield "one 1 MB sentence", _fill("the index keeps every vector in memory ")
    yield "one 1 MB word", _fill("a")
    yield "sentences a. a.", _fill("Word. ")
    yield "think tag", "<think>" + _fill("x", MB - 7)
    yield "doc ids doc1doc1", _fill("doc1")
    yield "dashes ---", _fill("-")
    yield "block heads [doc1]", _fill("[doc1] x\n")


def cases() -> Iterator[tuple[str, str, str]]:
    """(name, sources, answer) for every adversarial input."""
    for name, text in _answer_strings():
        yield f"answer: {name}", SOURCE, text
        yield f"sources: {name}", text, ANSWER
    # A quote that is nowhere in a 1 MB source: the closest-passage search at full size.
    prose = _fill("The index keeps every vector in memory and answers in 4 ms. ")
    quote = "the index keeps each vector on disk and answers in 40 ms " * 20
    answer = json.dumps({"answer": "It is slow [1].", "citations": [{"source": 1, "quote": quote}]})
    yield "quote: 1 KB quote not in a 1 MB source", json.dumps([prose]), answer
    big_quote = _fill("the vector index answers quickly ", 100_000)
    answer = json.dumps({"answer": "Fast [1].", "citations": [{"source": 1, "quote": big_quote}]})
    yield "quote: 100 KB quote not in a 1 MB source", json.dumps([prose]), answer


class _Timeout(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise _Timeout


def time_check(sources: str, answer: str, cap_s: float = 60.0) -> tuple[float, float, str]:
    """Wall and CPU seconds one check took and how it ended: ``report``, ``input error:
    …`` or ``TIMEOUT`` (stopped after ``cap_s``). CPU time is what the check itself cost
    on a machine shared with other jobs."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, cap_s)
    began, cpu = time.perf_counter(), time.process_time()
    try:
        ragcite.check(sources, answer)
        outcome = "report"
    except InputError as err:
        outcome = f"input error: {err.message}"
    except _Timeout:
        outcome = "TIMEOUT"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return time.perf_counter() - began, time.process_time() - cpu, outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per case; the best is shown")
    parser.add_argument("-k", default="", help="only cases whose name contains this")
    parser.add_argument("--cap", type=float, default=60.0, help="stop a check after this (s)")
    args = parser.parse_args(argv)
    time_check(SOURCE, ANSWER)  # imports and first-use caches out of the figures
    slow: list[str] = []
    worst = 0.0
    print(f"| case | wall, best of {args.runs} (s) | CPU (s) | outcome |\n|---|---|---|---|")
    run: Callable[[str, str], tuple[float, float, str]] = lambda s, a: time_check(  # noqa: E731
        s, a, args.cap
    )
    for name, sources, answer in cases():
        if args.k not in name:
            continue
        results = [run(sources, answer) for _ in range(args.runs)]
        best = min(wall for wall, _, _ in results)
        cpu = min(used for _, used, _ in results)
        outcome = results[0][2]
        worst = max(worst, cpu)
        # CPU time decides: on a shared machine wall time mostly measures the queue.
        mark = " **over 2 s**" if cpu > BUDGET_S else ""
        print(f"| {name} | {best:.3f}{mark} | {cpu:.3f} | {outcome[:70]} |", flush=True)
        if cpu > BUDGET_S:
            slow.append(name)
    print(f"\nslowest (CPU): {worst:.3f} s; over {BUDGET_S} s: {', '.join(slow) or 'none'}")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
