"""Cross-language claims against short sources: set2's and set3's answer sentences, each
checked alone against only the sentence or two of its cited source that it renders.

    python bench/cross_language_short.py        # totals per direction
    python bench/cross_language_short.py -v     # also every failure

``cross_language.py`` checks claims against whole paragraphs, whose language their many stop
words tell. A retrieved chunk is often one sentence ("The British Museum in London was
founded in 1753."), whose few stop words the claim's language may share (*in*, *was*):
this asks whether such a source is still read as the other language. For each answer
sentence of ``bench/data/cross_language/set2.py`` and ``set3.py`` and each direction
(``en->it``: the Italian sentence against the English source; ``it->en`` the reverse), the
source is the sentence, or two consecutive sentences, of the cited source
(``ragcite.text.segment``)
sharing the most of the claim's numbers, then of its capitalised words, the shorter first.
The claim cites it as ``[1]``. Counted as failures:

- a **faithful** sentence whose ``support.level`` is ``unsupported`` or
  ``partly_supported``;
- a **number or date variant** (the set's own changes of those kinds) that is
  ``supported`` or does not list the changed item in ``support.numbers_missing``.

Also counted, apart: faithful sentences not scored ``language_neutral``, i.e. read as in
their source's language and compared word by word. The selection is mechanical, so some
failures are the probe's (a claim that renders a sentence the selection missed, most of
set2's, whose claims draw on several sentences), but a sentence read in the wrong language
is not; ``-v`` prints the chosen source beside each failure. Nothing is tuned
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

DATA = ROOT / "bench" / "data" / "cross_language"
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
    """Whether a listed number or date holds the changed item: its digits, or its words
    (a month: dicembre)."""
    digits = "".join(_DIGITS.findall(new))
    if digits:
        return any(digits in "".join(_DIGITS.findall(n)) for n in numbers)
    return any(new.casefold() in n.casefold() for n in numbers)


Item = tuple[dict[str, str], dict[str, str], list[tuple[str, dict[str, tuple[str, str]]]]]
"""An answer sentence per language, its cited source per language, and its number and
date changes (kind, per language or ``*``: old, new)."""


def _set3(mod: ModuleType) -> list[Item]:
    return [
        (
            s["text"],
            {lang: mod.SOURCES[s["src"]][lang] for lang in ["en", *mod.LANGS]},
            [(v["kind"], {k: sub[:2] for k, sub in v["sub"].items()}) for v in s["variants"]],
        )
        for s in mod.S
    ]


def _set2(mod: ModuleType) -> list[Item]:
    items: list[Item] = []
    for i, s in enumerate(mod.SENTS):
        marker = _MARKER.search(s["en"])
        assert marker is not None
        number = int(marker.group()[1:-1])
        sources = {lang: mod.SOURCES[lang][number - 1] for lang in ["en", *mod.LANGS]}
        changes = [
            (v["kind"], {k: sub[:2] for k, sub in v["subs"].items()})
            for v in mod.VARIANTS
            if v["sent"] == i
        ]
        items.append(({lang: s[lang] for lang in sources}, sources, changes))
    return items


SETS = {"set2": _set2, "set3": _set3}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    for name, items_of in SETS.items():
        mod = _load(DATA / f"{name}.py")
        items = items_of(mod)
        plan = [("en", lang) for lang in mod.LANGS] + [(lang, "en") for lang in mod.LANGS]
        rows: list[tuple[str, int, int, int, int, int]] = []
        for src_lang, ans_lang in plan:
            direction = f"{src_lang}->{ans_lang}"
            faithful = failed = worded = variants = missed = 0
            for claims, sources, changes in items:
                claim = _MARKER.sub("[1]", claims[ans_lang])
                source = rendered(sources[src_lang], claim)
                support = _support(source, claim)
                faithful += 1
                worded += support.get("basis") != "language_neutral"
                if support.get("level") in ("unsupported", "partly_supported"):
                    failed += 1
                    if args.verbose:
                        print(
                            f"- {name} {direction} faithful: {support.get('level')} "
                            f"basis={support.get('basis')} "
                            f"names={support.get('missing_names')} "
                            f"numbers={support.get('numbers_missing')}\n    claim:  {claim}\n"
                            f"    source: {source}"
                        )
                for kind, subs in changes:
                    old, new = subs.get(ans_lang) or subs["*"]
                    if kind not in ("number", "date") or old not in claim:
                        continue
                    changed = _support(source, claim.replace(old, new, 1))
                    variants += 1
                    numbers = changed.get("numbers_missing") or []
                    if changed.get("level") == "supported" or not _listed(new, numbers):
                        missed += 1
                        if args.verbose:
                            print(
                                f"- {name} {direction} variant {old!r} -> {new!r}: "
                                f"{changed.get('level')} numbers={numbers}\n"
                                f"    claim:  {claim}\n    source: {source}"
                            )
            rows.append((direction, failed, faithful, worded, missed, variants))
        print(f"\n== {name}")
        print(
            f"{'direction':<10} {'faithful':>10} {'not language-neutral':>21} "
            f"{'number/date changes missed':>28}"
        )
        total = [0] * 5
        for direction, *cells in rows:
            total = [a + b for a, b in zip(total, cells, strict=True)]
            failed, faithful, worded, missed, variants = cells
            print(
                f"{direction:<10} {f'{failed}/{faithful}':>10} {f'{worded}/{faithful}':>21} "
                f"{f'{missed}/{variants}':>28}"
            )
        failed, faithful, worded, missed, variants = total
        print(
            f"{'TOTAL':<10} {f'{failed}/{faithful}':>10} {f'{worded}/{faithful}':>21} "
            f"{f'{missed}/{variants}':>28}"
        )
    print(f"({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
