"""The five classes of hostile input of issue 11, at the size limits, through the CLI.

Each case is a sources file and an answer file holding one class of hostile input (deep
nesting, huge integers, non-finite numbers, lone surrogates, id amplification), in the
answer or in the sources, scaled up to the input caps of ``ragcite.limits`` (the test
suite's ``tests/test_limits.py`` runs small versions of the same classes). Every case runs
``ragcite check`` once per output (JSON, Markdown, CSV) in a fresh process and reports its
exit code, wall time, CPU time and peak memory (the child's maximum resident set size).
Issue 11 asks for exit 0, 1 or 2, no traceback, under 5 s and under 1.5 GB for each; the
budget is judged on CPU time, which is the wall time of an idle machine and what a
shared one cannot inflate.

```sh
python bench/hostile.py                 # every case, every output
python bench/hostile.py -k surrogate    # cases whose name holds "surrogate"
```
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pycore"))

from ragcite import limits  # noqa: E402 (after the path is set)

BUDGET_S = 5.0
BUDGET_BYTES = 1536 * 1024 * 1024
"""Issue 11: each hostile input ends within 5 s and 1.5 GB."""

SOURCES = '["The sky is blue.", "Grass is green."]'
ANSWER_MAX = limits.MAX_ANSWER_CHARS - 100
SOURCES_MAX = limits.MAX_SOURCES_CHARS - 100


def _openai(text: str, usage: str = '{"prompt_tokens": 3}') -> str:
    return (
        '{"object": "chat.completion", "choices": [{"index": 0, "message": {"role": '
        f'"assistant", "content": {text}}}, "finish_reason": "stop"}}], "usage": {usage}}}'
    )


def _vertex(index: str, supports: int) -> str:
    one = f'{{"segment": {{"endIndex": 3, "text": "Sky"}}, "groundingChunkIndices": [{index}]}}'
    return json.dumps(
        {
            "candidates": [
                {
                    "content": {"parts": [{"text": "Sky is blue."}]},
                    "finishReason": "STOP",
                    "groundingMetadata": {
                        "groundingChunks": [{"retrievedContext": {"text": "Sky is blue"}}],
                        "groundingSupports": ["@"] * supports,
                    },
                }
            ]
        }
    ).replace('"@"', one)


def _cohere(doc: str, citations: int) -> str:
    one = json.dumps({"start": 0, "end": 3, "text": "Sky", "document_ids": [doc]})
    return (
        '{"response_id": "r", "text": "Sky is blue.", "finish_reason": "COMPLETE", '
        f'"citations": [{", ".join([one] * citations)}]}}'
    )


def _anthropic(index: str, citations: int) -> str:
    one = (
        '{"type": "char_location", "cited_text": "Sky", "document_index": '
        f'{index}, "start_char_index": 0, "end_char_index": 3}}'
    )
    return (
        '{"type": "message", "role": "assistant", "stop_reason": "end_turn", "content": '
        f'[{{"type": "text", "text": "Sky", "citations": [{", ".join([one] * citations)}]}}]}}'
    )


def _surrogates(n: int) -> str:
    return json.dumps("Sky \\ud800 is blue [1]. " * n).replace("\\\\ud800", "\\ud800")


Case = tuple[str, Callable[[], tuple[bytes, bytes]]]


def _text(sources: str, answer: str) -> tuple[bytes, bytes]:
    return sources.encode(), answer.encode()


CASES: list[Case] = [
    # 1. deep nesting
    ("nesting: answer [[[[ at the cap", lambda: _text(SOURCES, "[" * ANSWER_MAX)),
    ('nesting: answer {"a": at the cap', lambda: _text(SOURCES, '{"a":' * (ANSWER_MAX // 5))),
    ("nesting: sources [[[[ at the cap", lambda: _text("[" * SOURCES_MAX, "Sky [1].")),
    ('nesting: sources {"a": at the cap', lambda: _text('{"a":' * (SOURCES_MAX // 5), "Sky.")),
    (
        "nesting: answer content nested 199 deep",
        lambda: _text(SOURCES, _openai("[" * 199 + '"Sky [1]."' + "]" * 199)),
    ),
    # 2. huge integers
    (
        "huge int: token count of 1.9M digits",
        lambda: _text(
            SOURCES, _openai('"Sky [1]."', '{"prompt_tokens": ' + "9" * ANSWER_MAX + "}")
        ),
    ),
    (
        "huge int: sources list of 9.9M-digit numbers",
        lambda: _text("[" + "9" * SOURCES_MAX + "]", "Sky [1]."),
    ),
    (
        "huge int: a citation offset of 19 digits",
        lambda: _text(SOURCES, _cohere("doc_0", 1).replace('"start": 0', '"start": ' + "9" * 19)),
    ),
    # 3. non-finite numbers
    (
        "non-finite: NaN, Infinity and 1e400 as usage and offsets",
        lambda: _text(
            SOURCES,
            _cohere("doc_0", 10_000)
            .replace('"start": 0', '"start": NaN')
            .replace('"end": 3', '"end": 1e400'),
        ),
    ),
    (
        "non-finite: sources of 1e400 and -Infinity",
        lambda: _text("[" + ", ".join(["1e400", "-Infinity", "NaN"] * 200_000) + "]", "Sky [1]."),
    ),
    # 4. lone surrogates and invalid text
    ("surrogate: 80,000 \\ud800 escapes in an answer", lambda: _text(SOURCES, _surrogates(80_000))),
    (
        "surrogate: 200,000 \\udfff escapes in sources",
        lambda: _text(json.dumps(["Sky \udfff is blue."] * 200_000), "Sky [1]."),
    ),
    (
        "surrogate: raw surrogates, NUL and invalid UTF-8 bytes",
        lambda: (
            ("Sky \ud800 is blue.\x00" * 50_000).encode("utf-8", "surrogatepass"),
            b"Sky \xed\xa0\x80 is \xff\xfe blue [1].\x00" * 50_000,
        ),
    ),
    # 5. id amplification
    (
        "ids: 10,000 Vertex supports citing chunk 999999999",
        lambda: _text("", _vertex("999999999", 10_000)),
    ),
    (
        "ids: 10,000 Cohere citations of doc_999999999",
        lambda: _text("", _cohere("doc_999999999", 10_000)),
    ),
    (
        "ids: 10,000 Anthropic citations of document 1e18",
        lambda: _text(SOURCES, _anthropic(str(10**18), 10_000)),
    ),
    ("ids: 10,000 markers [999999999]", lambda: _text(SOURCES, "Sky [999999999]. " * 10_000)),
    (
        "ids: 30,000 markers [999999999], over the cap",
        lambda: _text(SOURCES, "Sky [999999999]. " * 30_000),
    ),
    (
        "ids: 30,000 Vertex supports, over the cap",
        lambda: _text("", _vertex("999999999", 30_000)),
    ),
    (
        "ids: a source id of 1M digits cited",
        lambda: _text(json.dumps([{"text": "Sky.", "id": "doc" + "9" * 1_000_000}]), "Sky [doc9]."),
    ),
]

OUTPUTS = ("--json", "--markdown", "--csv")


def run(
    sources: bytes, answer: bytes, output: str, folder: Path
) -> tuple[int, float, float, int, str]:
    """(exit code, seconds, CPU seconds, peak bytes, stderr) of one ``ragcite check`` in a
    new process. CPU time is what a busy machine cannot inflate."""
    (folder / "s.txt").write_bytes(sources)
    (folder / "a.txt").write_bytes(answer)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pycore")}
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "ragcite.cli", "check", "s.txt", "a.txt", output],
        cwd=folder,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    assert child.stderr is not None
    err = child.stderr.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    cpu = usage.ru_utime + usage.ru_stime
    return os.waitstatus_to_exitcode(status), seconds, cpu, usage.ru_maxrss * 1024, err


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-k", default="", help="only cases whose name holds this text")
    args = parser.parse_args()
    bad = 0
    print(f"load average {os.getloadavg()[0]:.1f}")
    print(f"{'case':58} {'output':11} exit  seconds  CPU s  peak MB")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in CASES:
            if args.k not in name:
                continue
            sources, answer = make()
            for output in OUTPUTS:
                code, seconds, cpu, peak, err = run(sources, answer, output, Path(tmp))
                ok = (
                    code in (0, 1, 2)
                    and "Traceback" not in err
                    and len(err.splitlines()) <= 1
                    and cpu <= BUDGET_S  # wall time, on a machine not shared with others
                    and peak <= BUDGET_BYTES
                )
                bad += not ok
                mark = "" if ok else "  <-- over budget or not a clean exit"
                print(
                    f"{name:58} {output:11} {code:4} {seconds:8.2f} {cpu:6.2f}"
                    f" {peak / 2**20:8.0f}{mark}",
                    flush=True,
                )
                if code == 2:
                    print(f"{'':58} {err.strip()[:110]}")
    print(f"\n{bad} run(s) outside exit 0/1/2, {BUDGET_S:.0f} s or 1.5 GB")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
