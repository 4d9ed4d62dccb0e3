"""Choose the three numbers of the support score on WiCE dev; write ``support.json``.

    python bench/fit_support.py [--write]

The score of a claim (docs/support.md) is ``coverage × name_factor ** missing``: the
IDF-weighted coverage of its best passage, lowered for each name or number of the claim
that no cited source holds. Its level is a band: ``supported`` from ``threshold`` up,
``partly_supported`` from ``partial_threshold`` up, ``unsupported`` below. Those three
numbers are all that is chosen on data, and this script is how:

1. ``name_factor``: from a coarse grid (0.3 … 0.9, step 0.1), the one with the highest
   mean AUROC over the oracle-chunk and whole-page files (ragcite's coverage and missing
   counts do not depend on it, so one ragcite run serves the whole grid); factors within
   :data:`AUROC_TIE` of the best are a tie, won by the largest (the gentlest), so that a
   change in the fourth decimal does not flip the choice;
2. ``threshold``: the lowest score, on a 0.05 grid, from which the claims marked
   ``supported`` are right (labelled supported) at least 80 % of the time in *both*
   files, at that point and at every higher one (so the band does not rest on a lucky
   grid point);
3. ``partial_threshold``: the highest score on the same grid below which claims are
   right to be ``unsupported`` (labelled not supported) at least 88 % of the time in both
   files, at that point and at every lower one.

A coarse grid and both files at once on purpose: the hidden test split is harder than
dev, and a finely tuned band would only fit dev. ``--write`` stores the numbers and the rates they
give on dev in ``pycore/ragcite/verify/support.json``; without it the script only prints.
``--keep-bands`` measures the numbers already in ``support.json`` instead (after a change
of method, to restate their rates without moving the bands).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pycore"))
sys.path.insert(0, str(ROOT / "bench"))

from verdict import DATA, FOLDS, Claim, auroc, fold, rows  # noqa: E402

import ragcite  # noqa: E402
from ragcite.options import Options  # noqa: E402

OUT = ROOT / "pycore" / "ragcite" / "support.json"
FACTORS = [round(0.3 + 0.1 * i, 1) for i in range(7)]
GRID = [round(0.05 * i, 2) for i in range(1, 20)]
SUPPORTED_RIGHT = 0.80
UNSUPPORTED_RIGHT = 0.88
AUROC_TIE = 0.001

Parts = list[tuple[float, int]]
"""Per checked sentence of a row: (coverage, missing names + numbers)."""


def collect(path: Path) -> dict[str, tuple[bool, list[Parts]]]:
    """Claim id -> (labelled supported, per row the parts of its sentences)."""
    out: dict[str, tuple[bool, list[Parts]]] = {}
    options = Options()
    for row in rows(path):
        answer = row["claim"] + " [1]"
        report = ragcite.check(json.dumps([" ".join(row["evidence"])]), answer, options)
        parts = [
            (s.support.coverage, len(s.support.missing_names) + len(s.support.numbers_missing))
            for s in report.sentences
            if s.support is not None and s.support.level != "not_checked"
        ]
        cid = row["meta"]["id"]
        out.setdefault(cid, (row["label"] == "supported", []))[1].append(parts)
    return out


def claims(data: dict[str, tuple[bool, list[Parts]]], factor: float) -> list[Claim]:
    out = []
    for cid, (label, chunks) in data.items():
        score = max(
            (min((c * factor**k for c, k in parts), default=0.0) for parts in chunks),
            default=0.0,
        )
        out.append(Claim(cid, label, score, ""))
    return out


def rates(found: list[Claim], t: float, u: float) -> dict[str, float]:
    sup = [c for c in found if c.score >= t]
    uns = [c for c in found if c.score < u]
    partly = [c for c in found if u <= c.score < t]
    return {
        "supported_share": len(sup) / len(found),
        "partly_share": len(partly) / len(found),
        "partly_right": sum(c.supported for c in partly) / len(partly) if partly else 0.0,
        "supported_right": sum(c.supported for c in sup) / len(sup) if sup else 0.0,
        "unsupported_share": len(uns) / len(found),
        "unsupported_right": sum(not c.supported for c in uns) / len(uns) if uns else 0.0,
    }


def choose(
    files: dict[str, dict[str, tuple[bool, list[Parts]]]], show: bool = False
) -> tuple[float, float, float]:
    """The three numbers by the rules of the module docstring."""
    by_factor = {}
    for factor in FACTORS:
        values = [auroc(claims(data, factor)) for data in files.values()]
        by_factor[factor] = sum(values) / len(values)
        if show:
            print(f"name_factor {factor:.1f}: mean AUROC {by_factor[factor]:.4f}")
    best = max(by_factor.values())
    factor = max(f for f in FACTORS if by_factor[f] >= best - AUROC_TIE)
    scored = {name: claims(data, factor) for name, data in files.items()}
    threshold = next(
        (
            t
            for t in GRID
            if all(
                rates(c, higher, 0.0)["supported_right"] >= SUPPORTED_RIGHT
                for c in scored.values()
                for higher in GRID
                if higher >= t
            )
        ),
        GRID[-1],
    )
    partial = max(
        (
            u
            for u in GRID
            if u <= threshold
            and all(
                rates(c, 1.1, lower)["unsupported_right"] >= UNSUPPORTED_RIGHT
                for c in scored.values()
                for lower in GRID
                if lower <= u
            )
        ),
        default=0.0,
    )
    return factor, threshold, partial


def cross_validate(files: dict[str, dict[str, tuple[bool, list[Parts]]]]) -> None:
    """The whole choice made on four folds (by claim id, as bench/verdict.py) and applied
    to the fifth: what the bands are worth on claims they were not chosen on."""
    print("\n5-fold cross-validation of the whole choice (factor and both bands):")
    for name in files:
        held: list[tuple[Claim, float, float]] = []
        for k in range(FOLDS):
            train = {
                n: {cid: v for cid, v in data.items() if fold(cid) != k}
                for n, data in files.items()
            }
            factor, t, u = choose(train)
            test = {cid: v for cid, v in files[name].items() if fold(cid) == k}
            held += [(c, t, u) for c in claims(test, factor)]
        sup = [c for c, t, _ in held if c.score >= t]
        uns = [c for c, _, u in held if c.score < u]
        pos = sum(c.supported for c, _, _ in held)
        print(
            f"  {name}: supported {100 * len(sup) / len(held):.1f}% of claims, right "
            f"{100 * sum(c.supported for c in sup) / max(1, len(sup)):.1f}%, catching "
            f"{100 * sum(c.supported for c in sup) / pos:.1f}% of the supported; unsupported "
            f"{100 * len(uns) / len(held):.1f}% of claims, right "
            f"{100 * sum(not c.supported for c in uns) / max(1, len(uns)):.1f}%"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help=f"write {OUT.name}")
    parser.add_argument("--cv", action="store_true", help="also cross-validate the choice")
    parser.add_argument(
        "--keep-bands",
        action="store_true",
        help=f"measure (and with --write store) the rates of the bands already in {OUT.name}"
        " instead of the ones chosen now",
    )
    args = parser.parse_args(argv)
    files = {
        "chunks": collect(DATA / "oracle_chunks_dev.jsonl.gz"),
        "article": collect(DATA / "article_dev.jsonl.gz"),
    }
    factor, threshold, partial = choose(files, show=True)
    if args.keep_bands:
        print(f"chosen now: factor {factor}, bands {threshold} / {partial}; kept:")
        kept = json.loads(OUT.read_text(encoding="utf-8"))
        factor, threshold = kept["name_factor"], kept["threshold"]
        partial = kept["partial_threshold"]
    scored = {name: claims(data, factor) for name, data in files.items()}
    measured = {name: rates(c, threshold, partial) for name, c in scored.items()}
    result = {
        "name_factor": factor,
        "threshold": threshold,
        "partial_threshold": partial,
        "dev_rates": {n: {k: round(v, 3) for k, v in r.items()} for n, r in measured.items()},
        "fitted_by": "bench/fit_support.py on WiCE dev (bench/data/wice)",
    }
    print(json.dumps(result, indent=2))
    if args.cv:
        cross_validate(files)
    if args.write:
        OUT.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
