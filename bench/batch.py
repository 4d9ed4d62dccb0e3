"""Time ``ragcite batch`` on 1,000 typical runs: 4 sources of 2 KB, 10-sentence answers.

    python bench/batch.py [--runs 1000] [--repeat 3] [--workers N] [--seed 7] [--dump FILE]

Issue 15 asks for 1,000 typical runs in ≤ 5 s on this machine's class of hardware. The
input is deterministic (``random.Random(seed)``), prose from the vocabulary of
``bench_check.py`` (Zipf-distributed common and synthetic rare words, stop words,
numbers, names), three labels that cite differently well:

- every run: 4 sources of exactly 2,000 characters (a JSON array) and an answer of 10
  sentences paraphrased from its sources (words dropped and replaced);
- label ``good``: 95% of sentences carry the right marker; ``sloppy``: 70% right, 10% a
  wrong source, 5% a source that does not exist, the rest none; ``bare``: a third of the
  answers cite nothing at all;
- a quarter of the answers are Ollama ``/api/chat`` responses (some cut off by the token
  limit), a quarter JSON answers with a citations list and quotes (some quotes altered),
  the rest plain text.

Times the whole command (``python -m ragcite.cli batch FILE --json``, start-up and
reading included) ``repeat`` times and prints each wall time and CPU time (user + system
of the command and its worker processes) and the best; also the single-process time for
the same file (``--workers 1``), so the parallel speed-up shows. On a shared machine wall
time includes waiting for a core (the load average is printed): take the best of several.
The CPU time of the busiest process (``run.cpu_s`` and ``run.worker_cpu_s`` of the output)
bounds the wall time on idle cores: with every process on a core of its own the run takes
that long plus Python's start-up.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from bench_check import LANGS, NAMES, NUMBERS, vocabulary  # noqa: E402

SOURCE_CHARS = 2_000
SENTENCES = 10
LABELS = ("good", "sloppy", "bare")


def build_runs(n: int, seed: int = 7) -> list[dict[str, object]]:
    """``n`` JSONL records, labels in turn."""
    rng = random.Random(seed)
    lang = LANGS["en"]
    vocab = vocabulary(rng, lang)[:4_000]
    weights = [1 / (rank + 1) for rank in range(len(vocab))]
    function = lang.function.split()

    def sentence() -> list[str]:
        out = []
        for i, word in enumerate(rng.choices(vocab, weights, k=rng.randint(8, 22))):
            roll = rng.random()
            if roll < 0.4:
                out.append(rng.choice(function))
            elif roll < 0.42:
                out.append(rng.choice(NUMBERS))
            elif roll < 0.44 and i > 0:
                out.append(rng.choice(NAMES))
            else:
                out.append(word)
        return out

    def text(words: list[str]) -> str:
        joined = " ".join(words)
        return joined[:1].upper() + joined[1:]

    runs = []
    for k in range(n):
        label = LABELS[k % len(LABELS)]
        sources: list[list[list[str]]] = []
        for _ in range(4):
            parts: list[list[str]] = []
            while sum(len(text(p)) + 2 for p in parts) < SOURCE_CHARS:
                parts.append(sentence())
            sources.append(parts)
        texts = [" ".join(text(p) + "." for p in parts)[:SOURCE_CHARS] for parts in sources]
        bare = label == "bare" and rng.random() < 1 / 3
        lines, quotes = [], []
        for _ in range(SENTENCES):
            s = rng.randrange(4)
            original = rng.choice(sources[s])
            kept = [w if rng.random() > 0.15 else rng.choice(vocab) for w in original]
            kept = [w for w in kept if rng.random() > 0.2][:18] or [rng.choice(vocab)]
            right = 0.95 if label == "good" else 0.7
            roll = rng.random()
            if bare:
                marker = ""
            elif roll < right:
                marker = f" [{s + 1}]"
            elif roll < right + 0.10:
                marker = f" [{(s + 1) % 4 + 1}]"
            elif roll < right + 0.15 and label != "good":
                marker = " [7]"
            else:
                marker = ""
            lines.append(text(kept) + marker + ".")
            if marker and rng.random() < 0.3:
                quote = " ".join(original[2:8])
                if rng.random() < 0.2:
                    quote = quote.replace(" ", "  ").upper() if rng.random() < 0.5 else "x " + quote
                quotes.append({"source": marker.strip(" []"), "quote": quote})
        answer_text = " ".join(lines)
        kind = rng.random()
        answer: object
        if kind < 0.25:
            cut = rng.random() < 0.1
            content = answer_text[: len(answer_text) * 9 // 10] if cut else answer_text
            answer = {
                "model": label,
                "message": {"role": "assistant", "content": content},
                "done": True,
                "done_reason": "length" if cut else "stop",
                "prompt_eval_count": 2_100,
                "eval_count": 260,
            }
        elif kind < 0.5 and not bare:
            answer = {"answer": answer_text, "citations": quotes}
        else:
            answer = answer_text
        runs.append({"label": label, "id": f"{label}-{k:05d}", "sources": texts, "answer": answer})
    return runs


def timed(args: list[str]) -> tuple[float, float, float]:
    """Wall time, CPU time (user + system of the command and its worker processes), and
    the CPU time of the busiest process (from the output's ``run``: the main process, or
    the worker that checked the most)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pycore")}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "ragcite.cli", "batch", *args],
        env=env,
        stdout=subprocess.PIPE,
        check=False,
    )
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"ragcite batch exited {done.returncode}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    run = json.loads(done.stdout)["run"]
    busiest = max([run["cpu_s"], *run["worker_cpu_s"]])
    return elapsed, cpu, busiest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--dump", type=Path, help="also keep the JSONL file here")
    args = parser.parse_args()
    runs = build_runs(args.runs, args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = args.dump or Path(folder) / "runs.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in runs), encoding="utf-8")
        size = path.stat().st_size
        print(f"{args.runs} runs, {size / 1e6:.1f} MB of JSONL, {os.cpu_count()} cores")
        extra = [] if args.workers is None else ["--workers", str(args.workers)]
        print(f"load average before: {os.getloadavg()[0]:.1f}")
        times = [timed([str(path), "--json", *extra]) for _ in range(args.repeat)]
        print(
            "ragcite batch --json:",
            ", ".join(f"{w:.2f} s (CPU {c:.2f} s, busiest {b:.2f} s)" for w, c, b in times),
        )
        wall, cpu, _ = min(times)
        print(f"best {wall:.2f} s wall, CPU {cpu:.2f} s ({cpu / args.runs * 1000:.2f} ms per run)")
        print(f"busiest process {min(b for _, _, b in times):.2f} s CPU (best)")
        single = min(timed([str(path), "--json", "--workers", "1"]) for _ in range(2))
        print(f"one process: best of 2 {single[0]:.2f} s wall, CPU {single[1]:.2f} s")
        print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
