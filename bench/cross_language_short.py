"""Cross-language claims against short sources: set3's answer sentences, each checked alone
against only the sentence or two of its cited source that it renders.

    python bench/cross_language_short.py        # totals per direction
    python bench/cross_language_short.py -v     # also every failure

``cross_language.py`` checks claims against whole paragraphs, whose language their many stop
words tell. A retrieved chunk is often one sentence ("The British Museum in London was
founded in 1753."), whose few stop words the claim's language may share (*in*, *was*):
this asks whether such a source is still read as the other language. For each answer
sentence of ``bench/data/cross_language/set3.py`` and each direction (``en->it``: the
Italian sentence against the English source; ``it->en`` the reverse), the source is the
sentence, or two consecutive sentences, of the cited source (``ragcite.text.segment``)
sharing the most of the claim's numbers, then of its capitalised words, the shorter first.
The claim cites it as ``[1]``. Counted as failures:

- a **faithful** sentence whose ``support.level`` is ``unsupported`` or
  ``partly_supported``;
- a **number or date variant** (set3's own changes of those kinds) that is ``supported`` or
  does not list the changed item in ``support.numbers_missing``.

The selection is mechanical, so some failures are the probe's (a claim that renders a
sentence the selection missed); ``-v`` prints the chosen source beside each. Nothing is tuned
here; the method runs with its default options.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
import time
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pycore"))

import ragcite  # noqa: E402
from ragcite.text.segment import segment  # noqa: E402

SET3 = ROOT / "bench" / "data" / "cross_language" / "set3.py"
_DIGITS = re.compile(r"\d+")
_CAPITALISED = re.compile(r"[A-Z][\w-]+")
_MARKER = re.compile(r"\[\d+\]")


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rendered(source: str, claim: str) -> str:
    """The sentence, or two consecutive sentences, of ``source`` sharing the most of the
    claim's numbers, then of its capitalised words; the shorter of equals."""
    sentences = [s.text for s in segment(source)]
    candidates = sentences + [f"{a} {b}" for a, b in pairwise(sentences)]
    digits, words = set(_DIGITS.findall(claim)), set(_CAPITALISED.findall(claim))

    def score(text: str) -> tuple[int, int, int]:
        shared_digits = len(digits & set(_DIGITS.findall(text)))
        return shared_digits, len(words & set(_CAPITALISED.findall(text))), -len(text)

    return max(candidates, key=score)


def _support(source: str, claim: str) -> dict[str, Any]:
    report = ragcite.check(json.dumps([source]), claim).as_dict()
    support: dict[str, Any] = report["sentences"][0].get("support") or {}
    return support


def _listed(new: str, numbers: Sequence[str]) -> bool:
    digits = "".join(_DIGITS.findall(new))
    return any(digits and digits in "".join(_DIGITS.findall(n)) for n in numbers)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    args = ap.parse_args(argv)
    mod = _load(SET3)
    t0 = time.perf_counter()
    plan = [("en", lang) for lang in mod.LANGS] + [(lang, "en") for lang in mod.LANGS]
    rows: list[tuple[str, int, int, int, int]] = []
    for src_lang, ans_lang in plan:
        direction = f"{src_lang}->{ans_lang}"
        faithful = faithful_failed = variants = variants_missed = 0
        for s in mod.S:
            claim = _MARKER.sub("[1]", s["text"][ans_lang])
            source = rendered(mod.SOURCES[s["src"]][src_lang], claim)
            support = _support(source, claim)
            faithful += 1
            if support.get("level") in ("unsupported", "partly_supported"):
                faithful_failed += 1
                if args.verbose:
                    print(
                        f"- {direction} faithful: {support.get('level')} "
                        f"basis={support.get('basis')} names={support.get('missing_names')} "
                        f"numbers={support.get('numbers_missing')}\n    claim:  {claim}\n"
                        f"    source: {source}"
                    )
            for v in s["variants"]:
                if v["kind"] not in ("number", "date"):
                    continue
                old, new, _ = v["sub"].get(ans_lang, v["sub"]["*"])
                if old not in claim:
                    continue
                changed = _support(source, claim.replace(old, new, 1))
                variants += 1
                numbers = changed.get("numbers_missing") or []
                if changed.get("level") == "supported" or not _listed(new, numbers):
                    variants_missed += 1
                    if args.verbose:
                        print(
                            f"- {direction} variant {old!r} -> {new!r}: "
                            f"{changed.get('level')} numbers={numbers}\n"
                            f"    claim:  {claim}\n    source: {source}"
                        )
        rows.append((direction, faithful_failed, faithful, variants_missed, variants))
    print(f"{'direction':<10} {'faithful':>10} {'number/date changes missed':>28}")
    for direction, ff, f, vm, v in rows:
        print(f"{direction:<10} {f'{ff}/{f}':>10} {f'{vm}/{v}':>28}")
    ff, f = sum(r[1] for r in rows), sum(r[2] for r in rows)
    vm, v = sum(r[3] for r in rows), sum(r[4] for r in rows)
    print(f"{'TOTAL':<10} {f'{ff}/{f}':>10} {f'{vm}/{v}':>28}")
    print(f"({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
