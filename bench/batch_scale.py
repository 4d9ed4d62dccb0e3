"""Fixed cost and per-record cost of the batch engines: ``ragcite batch``, Dask, Spark local.

    python bench/batch_scale.py [--records 100000] [--small 500] [--kind tiny|typical]
                                [--workers 2] [--repeat 2] [--engines batch,dask,spark]
                                [--spark-remote local[2]] [--json FILE]

Every engine checks the same JSONL file twice, a small one (``--small`` records) and a
large one (``--records``), and gives the same table (the script checks it, except under
``run``). From the two wall times: per-record cost = (large − small) / (records − small),
and fixed cost = the small run minus its records' share, plus the engine's start-up
(Python start and import for ``ragcite batch``, which runs as a command; the cluster for
Dask; the session for Spark, timed apart). Cost per million records follows. The same is
computed from CPU time (this process and every descendant: the command's workers, the
Dask workers, Spark's JVM and Python workers), which a loaded machine does not inflate.

- ``batch``: ``python -m ragcite.cli batch FILE --json --workers N`` (multiprocessing).
- ``dask``: a ``LocalCluster`` of ``--workers`` processes (one thread each),
  ``ragcite.dask.aggregate(FILE, partitions=2 × workers)``.
- ``spark``: ``local[workers]``, UI off, ``ragcite.spark.aggregate(read_jsonl(...))``
  with 2 × workers partitions; ``--spark-remote local[2]`` runs it through Spark Connect
  instead (needs ``pyspark[connect]``).

Kinds of record: ``tiny`` (one source sentence, a two-sentence cited answer: the engines'
own overhead shows) and ``typical`` (issue 15's typical run from ``bench/batch.py``: 4
sources of 2 KB, 10-sentence answers). The input is deterministic. Wall times on a shared
machine include waiting for a core: the load average is printed; take the best of
``--repeat`` runs.
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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pycore"))
sys.path.insert(0, str(ROOT / "bench"))


LABELS = ("model-a", "model-b", "model-c")


def tiny_runs(n: int) -> list[dict[str, Any]]:
    """Short runs, every one different (so no cache keyed by a sentence is reused)."""
    return [
        {
            "label": LABELS[i % 3],
            "id": f"r{i}",
            "sources": [f"Store {i} opens at 9 and sells {i % 7 + 2} kinds of tea."],
            "answer": f"Store {i} opens at 9 [1]. It sells {i % 7 + 2} kinds of tea [1].",
        }
        for i in range(n)
    ]


def typical_runs(n: int) -> list[dict[str, Any]]:
    from batch import build_runs  # bench/batch.py, issue 15's typical runs

    runs: list[dict[str, Any]] = build_runs(n)
    return runs


def write(path: Path, runs: list[dict[str, Any]]) -> Path:
    with path.open("w", encoding="utf-8") as out:
        for run in runs:
            out.write(json.dumps(run, ensure_ascii=False) + "\n")
    return path


def without_run(result: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in result.items() if k != "run"}


def batch_engine(path: Path, workers: int) -> tuple[float, dict[str, Any]]:
    """Wall time of the whole command, start-up included, and its JSON."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pycore")}
    args = ["-m", "ragcite.cli", "batch", str(path), "--json", "--workers", str(workers)]
    elapsed, done = timed(
        lambda: subprocess.run([sys.executable, *args], env=env, capture_output=True, check=False),
        "batch",
    )
    if done.returncode not in (0, 1):
        raise SystemExit(f"ragcite batch failed: {done.stderr.decode()[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout)
    return elapsed, result


def tree_cpu() -> float:
    """CPU seconds of this process and all its descendants (the command and its workers,
    the Dask workers, Spark's JVM and Python workers), reaped ones included."""
    import psutil

    me = psutil.Process()
    total = 0.0
    for proc in [me, *me.children(recursive=True)]:
        try:
            t = proc.cpu_times()
        except psutil.Error:
            continue
        total += t.user + t.system + t.children_user + t.children_system
    return total


CPU: dict[str, float] = {}
"""CPU seconds of the last :func:`timed` call per name."""


def timed(run: Callable[[], Any], name: str = "") -> tuple[float, Any]:
    cpu = tree_cpu()
    started = time.perf_counter()
    value = run()
    elapsed = time.perf_counter() - started
    CPU[name] = tree_cpu() - cpu
    return elapsed, value


def measure(
    engine: str, files: dict[str, Path], workers: int, repeat: int, remote: str | None
) -> dict[str, Any]:
    """Start-up time, the first (cold) job on the small file, then the best wall time of
    each file on ``engine`` (with the CPU time of that run)."""
    best: dict[str, float] = {}
    cpu: dict[str, float] = {}
    results: dict[str, dict[str, Any]] = {}

    def job(once: Callable[[Path], dict[str, Any]], name: str, path: Path) -> float:
        elapsed, results[name] = timed(lambda: once(path), engine)
        if elapsed <= best.get(name, elapsed):
            best[name], cpu[name] = elapsed, CPU[engine]
        return elapsed

    def jobs(once: Callable[[Path], dict[str, Any]]) -> tuple[float, float]:
        """The first job (warms the workers: imports, caches), then the timed ones."""
        first = job(once, "first", files["small"])
        first_cpu = CPU[engine]
        for name, path in files.items():
            for _ in range(repeat):
                job(once, name, path)
        return first, first_cpu

    start = start_cpu = 0.0
    if engine == "batch":
        # Every command is a new process: each job is a first job.
        first, first_cpu = jobs(lambda path: batch_engine(path, workers)[1])
    elif engine == "dask":
        from distributed import Client, LocalCluster

        import ragcite.dask

        start, cluster = timed(
            lambda: LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0"
            ),
            "start",
        )
        start_cpu = CPU["start"]
        with cluster, Client(cluster):
            first, first_cpu = jobs(
                lambda path: ragcite.dask.aggregate(str(path), partitions=2 * workers).as_dict()
            )
    elif engine == "spark":
        import ragcite.spark

        conf = {"spark.sql.shuffle.partitions": str(2 * workers)}

        def session() -> Any:
            if remote:
                from pyspark.sql import SparkSession

                os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
                builder = SparkSession.builder.remote(remote)
                for key, value in conf.items():
                    builder = builder.config(key, value)
                return builder.getOrCreate()
            return ragcite.spark.session(f"local[{workers}]", conf=conf)

        start, spark = timed(session, "start")
        start_cpu = CPU["start"]
        try:
            first, first_cpu = jobs(
                lambda path: ragcite.spark.aggregate(
                    ragcite.spark.read_jsonl(spark, str(path))
                ).as_dict()
            )
        finally:
            spark.stop()
    else:
        raise SystemExit(f"unknown engine {engine!r}")
    return {
        "start_s": start,
        "start_cpu_s": start_cpu,
        "first_s": first,
        "first_cpu_s": first_cpu,
        "best_s": best,
        "cpu_s": cpu,
        "results": results,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--small", type=int, default=500)
    parser.add_argument("--kind", choices=["tiny", "typical"], default="tiny")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--engines", default="batch,dask,spark")
    parser.add_argument("--spark-remote", help="e.g. local[2]: Spark Connect to a local server")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    make = tiny_runs if args.kind == "tiny" else typical_runs
    runs = make(args.records)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    figures: dict[str, Any] = {"kind": args.kind, "records": args.records, "engines": {}}
    with tempfile.TemporaryDirectory() as tmp:
        files = {
            "small": write(Path(tmp) / "small.jsonl", runs[: args.small]),
            "large": write(Path(tmp) / "large.jsonl", runs),
        }
        size = files["large"].stat().st_size
        print(f"{args.records} {args.kind} records, {size / 1e6:.1f} MB of JSONL", flush=True)
        reference: dict[str, dict[str, Any]] = {}
        for engine in args.engines.split(","):
            got = measure(engine, files, args.workers, args.repeat, args.spark_remote)
            for name, result in got["results"].items():
                if name == "first":
                    continue
                if name in reference:
                    assert without_run(result) == reference[name], f"{engine} differs on {name}"
                reference.setdefault(name, without_run(result))
            small, large = got["best_s"]["small"], got["best_s"]["large"]
            n = args.records - args.small
            per_record = (large - small) / n
            cpu_small, cpu_large = got["cpu_s"]["small"], got["cpu_s"]["large"]
            cpu_per_record = (cpu_large - cpu_small) / n
            # Fixed cost of a new session: start-up plus the first job beyond its records;
            # per job: a warm job beyond its records.
            fixed = got["start_s"] + got["first_s"] - per_record * args.small
            cpu_fixed = got["start_cpu_s"] + got["first_cpu_s"] - cpu_per_record * args.small
            row = {
                "start_s": round(got["start_s"], 2),
                "first_job_s": round(got["first_s"], 2),
                "small_s": round(small, 2),
                "large_s": round(large, 2),
                "per_record_ms": round(per_record * 1000, 3),
                "fixed_s": round(fixed, 2),
                "job_fixed_s": round(small - per_record * args.small, 2),
                "per_million_s": round(fixed + per_record * 1e6, 0),
                "cpu_small_s": round(cpu_small, 2),
                "cpu_large_s": round(cpu_large, 2),
                "cpu_per_record_ms": round(cpu_per_record * 1000, 3),
                "cpu_fixed_s": round(cpu_fixed, 2),
                "cpu_per_million_s": round(cpu_fixed + cpu_per_record * 1e6, 0),
                "load": round(os.getloadavg()[0], 1),
            }
            figures["engines"][engine] = row
            print(
                f"{engine:6} start {row['start_s']:6.2f} s  first job {row['first_job_s']:6.2f} s  "
                f"{args.small} runs "
                f"{row['small_s']:7.2f} s  {args.records} runs {row['large_s']:8.2f} s  "
                f"-> {row['per_record_ms']:.3f} ms/record, fixed {row['fixed_s']:.1f} s, "
                f"1M records ~{row['per_million_s'] / 60:.0f} min on {args.workers} cores "
                f"(load {row['load']}); CPU {row['cpu_per_record_ms']:.3f} ms/record, "
                f"fixed {row['cpu_fixed_s']:.1f} s",
                flush=True,
            )
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
