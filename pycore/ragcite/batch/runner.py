"""One machine: :func:`run` checks records on several processes, chunk by chunk, with
:func:`~ragcite.batch.state.partial` and :func:`~ragcite.batch.state.merge`.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ..model import Report
from ..options import Options
from .read import ReadError, Record
from .result import BatchResult, finalize
from .state import BatchState, _options_key, merge, partial


def _chunks(items: Iterable[Record | ReadError], size: int) -> Iterator[list[Record | ReadError]]:
    chunk: list[Record | ReadError] = []
    for item in items:
        chunk.append(item)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


_WORKER: dict[str, Any] = {}


def _init_worker(
    options: dict[str, Any], on_report: Callable[[Record, Report], None] | None
) -> None:
    _WORKER["options"] = Options.from_mapping(options)
    _WORKER["on_report"] = on_report


def _partial_chunk(chunk: list[Record | ReadError]) -> tuple[int, str, int, float]:
    began = time.process_time()
    state = partial(chunk, _WORKER["options"], _WORKER["on_report"])
    return len(chunk), state.to_json(), os.getpid(), time.process_time() - began


def run(
    records: Iterable[Record | ReadError],
    options: Options | dict[str, Any] | None = None,
    workers: int | None = None,
    chunk_size: int = 25,
    on_report: Callable[[Record, Report], None] | None = None,
    progress: Callable[[int], None] | None = None,
) -> BatchResult:
    """Check every record on ``workers`` processes (default: the available cores) with
    :func:`partial` per chunk and :func:`merge`, and finalize. ``progress`` is called with
    the number of records done so far; ``on_report`` runs in the worker processes, so it
    must be picklable (a module-level function or a ``functools.partial`` of one)."""
    import multiprocessing

    if not isinstance(options, Options):
        options = Options.from_mapping(options)
    if workers is None:
        workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
        workers = workers or os.cpu_count() or 1
    started, cpu_started = time.perf_counter(), time.process_time()
    state = BatchState.empty(options)
    done = 0
    worker_cpu: dict[int, float] = {}
    if workers <= 1:
        for chunk in _chunks(records, chunk_size):
            state = merge(state, partial(chunk, options, on_report))
            done += len(chunk)
            if progress:
                progress(done)
    else:
        # fork starts workers in milliseconds with ragcite already imported; elsewhere
        # (macOS, Windows) the platform's default start method is used.
        methods = multiprocessing.get_all_start_methods()
        fork = "fork" in methods
        context = multiprocessing.get_context("fork" if fork else None)
        chunks = _chunks(records, chunk_size)
        if fork:
            # The first check of a process costs ~3x a later one (lazy imports, compiled
            # patterns, stop-word lists, stem caches): checked here first, the forked
            # workers inherit it warm instead of each paying for it again.
            first = next(chunks, [])
            state = merge(state, partial(first, options, on_report))
            done += len(first)
            if progress and first:
                progress(done)
        with context.Pool(workers, _init_worker, (_options_key(options), on_report)) as pool:
            for n, text, pid, cpu in pool.imap_unordered(_partial_chunk, chunks):
                worker_cpu[pid] = worker_cpu.get(pid, 0.0) + cpu
                state = merge(state, BatchState.from_json(text))
                done += n
                if progress:
                    progress(done)
    elapsed = round(time.perf_counter() - started, 3)
    # CPU seconds of this process and of each worker (checking only): on a busy machine
    # wall time includes waiting for a core, and the busiest process bounds the run.
    run_info = {
        "engine": "ragcite",
        "workers": workers,
        "elapsed_s": elapsed,
        "cpu_s": round(time.process_time() - cpu_started, 3),
        "worker_cpu_s": sorted(round(v, 3) for v in worker_cpu.values()),
    }
    return finalize(state, run_info)
