"""How often ragcite's support verdict agrees with people: WiCE dev, by its protocol.

    python bench/verdict.py [--data bench/data/wice] [--only chunks|article|tokens]
    python bench/verdict.py --only tokens --tokens DIR/non_supported_tokens_train.jsonl

WiCE (Kamoi et al., EMNLP 2023) labels Wikipedia sentences against the web page they
cite: ``supported``, ``partially_supported`` or ``not_supported``. The protocol (the one
the hidden test split is measured by, see ``bench/data/wice/README.md``): binary,
``supported`` against the other two; one ragcite check per row with sources = the row's
evidence sentences joined with spaces as one source and answer = the claim + `` [1]``; a
claim that ragcite splits into several checked sentences is as good as its worst
sentence (its score is their minimum, its level their lowest); in the oracle-chunk file a
claim is as good as its best chunk (score: maximum, level: highest).

Printed, for the oracle chunks (``oracle_chunks_dev``) and the whole page
(``article_dev``):

- **AUROC** of ``support.score`` (ties count a half);
- **BAcc** (balanced accuracy, mean recall of the two classes, %) of ``score ≥ t`` with t
  tuned on dev: *fit-on-all* (the best t on all claims: an optimistic figure) and
  *5-fold CV* (t chosen on four folds, applied to the fifth; folds by claim id, fixed);
- per level: the share of claims that get it and, of those, the share humans labelled
  ``supported`` (what "8 in 10 claims marked supported were judged supported" means);

and for ``non_supported_tokens_dev`` (claims whose tokens annotators marked as not
supported by the page) the micro **token F1** of the words ragcite marks as not backed
(``support.missing_spans``: in no cited source, and ``support.outside_spans``: in the
source but not in the evidence passage) against those marks, with the reference rule "every content
word absent from the page" for comparison.

Nothing is tuned here: the command only measures the method as shipped, with its default
options. (``bench/fit_support.py`` is the one script that chooses the level bands.)
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import time
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pycore"))

import ragcite  # noqa: E402
from ragcite.options import Options  # noqa: E402

DATA = ROOT / "bench" / "data" / "wice"
FOLDS = 5
ORDER = ("unsupported", "partly_supported", "weak", "supported")
"""Levels from lowest to highest (``weak`` was the middle level of report schema 1)."""


def rows(path: Path) -> Iterator[dict[str, Any]]:
    """The JSON lines of a data file, gzipped (``.gz``) or not."""
    opener: Any = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


@dataclass
class Verdict:
    """ragcite's verdict on one WiCE row (one check)."""

    score: float
    level: str
    missing: list[list[int]] = field(default_factory=list)
    """Answer offsets of the words marked missing (in no cited source) or outside the
    evidence passage (``missing_spans`` and ``outside_spans``)."""


def check_row(evidence: list[str], claim: str, options: Options) -> Verdict:
    answer = claim + " [1]"
    report = ragcite.check(json.dumps([" ".join(evidence)]), answer, options)
    checked = [
        s.support
        for s in report.sentences
        if s.support is not None and s.support.level not in ("not_checked",)
    ]
    if not checked:
        return Verdict(0.0, "unsupported")
    level = min((s.level for s in checked), key=ORDER.index)
    missing = [span for s in checked for span in (*s.missing_spans, *s.outside_spans)]
    return Verdict(min(s.score for s in checked), level, missing)


@dataclass
class Claim:
    id: str
    supported: bool
    score: float
    level: str


def claims_of(path: Path, options: Options) -> list[Claim]:
    """One Claim per claim id; several rows of one claim (chunks) keep the best."""
    out: dict[str, Claim] = {}
    for row in rows(path):
        verdict = check_row(row["evidence"], row["claim"], options)
        cid = row["meta"]["id"]
        seen = out.get(cid)
        if seen is None:
            out[cid] = Claim(cid, row["label"] == "supported", verdict.score, verdict.level)
        else:
            seen.score = max(seen.score, verdict.score)
            seen.level = max(seen.level, verdict.level, key=ORDER.index)
    return list(out.values())


def auroc(claims: list[Claim]) -> float:
    """Probability that a supported claim outscores an unsupported one (ties: a half),
    by ranks (Mann–Whitney U)."""
    ordered = sorted(claims, key=lambda c: c.score)
    rank_sum, i = 0.0, 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and ordered[j].score == ordered[i].score:
            j += 1
        mid = (i + 1 + j) / 2  # average 1-based rank of the tie group
        rank_sum += mid * sum(c.supported for c in ordered[i:j])
        i = j
    pos = sum(c.supported for c in claims)
    neg = len(claims) - pos
    return (rank_sum - pos * (pos + 1) / 2) / (pos * neg) if pos and neg else float("nan")


def bacc(claims: list[Claim], t: float) -> float:
    pos = [c for c in claims if c.supported]
    neg = [c for c in claims if not c.supported]
    tpr = sum(c.score >= t for c in pos) / len(pos) if pos else 0.0
    tnr = sum(c.score < t for c in neg) / len(neg) if neg else 0.0
    return 100 * (tpr + tnr) / 2


def best_threshold(claims: list[Claim]) -> float:
    """The t with the highest BAcc (the lowest such t: ties go to the first found)."""
    candidates = [*sorted({c.score for c in claims}), float("inf")]
    return max(candidates, key=lambda t: (bacc(claims, t), -t))


def fold(cid: str) -> int:
    return zlib.crc32(cid.encode()) % FOLDS


def cv_bacc(claims: list[Claim]) -> tuple[float, list[float]]:
    """Pooled BAcc of the out-of-fold predictions, and the thresholds of the folds."""
    predicted: list[Claim] = []
    thresholds = []
    for k in range(FOLDS):
        train = [c for c in claims if fold(c.id) != k]
        test = [c for c in claims if fold(c.id) == k]
        t = best_threshold(train)
        thresholds.append(t)
        # Re-express each held-out claim as passing (score 1) or not (score 0) at its t.
        predicted += [Claim(c.id, c.supported, float(c.score >= t), c.level) for c in test]
    return bacc(predicted, 0.5), thresholds


def report_claims(name: str, claims: list[Claim]) -> None:
    pos = sum(c.supported for c in claims)
    t = best_threshold(claims)
    cv, ts = cv_bacc(claims)
    print(f"\n## {name}: {len(claims)} claims, {pos} labelled supported")
    print(f"AUROC of the score          {auroc(claims):.3f}")
    print(f"BAcc, t fit on all          {bacc(claims, t):.1f}  (t = {t:.3f})")
    print(f"BAcc, 5-fold CV by claim id {cv:.1f}  (fold t: {', '.join(f'{x:.3f}' for x in ts)})")
    print("level              share   judged supported   (of all supported)")
    for level in reversed(ORDER):
        got = [c for c in claims if c.level == level]
        if not got:
            continue
        right = sum(c.supported for c in got)
        print(
            f"{level:<18} {100 * len(got) / len(claims):5.1f}%  "
            f"{100 * right / len(got):5.1f}% ({right}/{len(got)})   "
            f"{100 * right / pos if pos else 0:5.1f}%"
        )


_WORD = re.compile(r"[^\W_]+")


def token_offsets(claim: str, tokens: list[str]) -> list[tuple[int, int]]:
    """Where each annotated token is in the claim text (tokens are in order)."""
    out, pos = [], 0
    for token in tokens:
        at = claim.find(token, pos)
        if at < 0:  # a token the tokeniser rewrote (quotes): keep it empty, never marked
            out.append((pos, pos))
            continue
        out.append((at, at + len(token)))
        pos = at + len(token)
    return out


def tokens_f1(path: Path, options: Options) -> None:
    tp = fp = fn = 0
    ref = [0, 0, 0]  # the reference rule: content word absent from the page
    n = 0
    levels: dict[str, int] = {}
    for row in rows(path):
        n += 1
        claim, gold = row["claim"], row["non_supported_spans"]
        verdict = check_row(row["evidence"], claim, options)
        levels[verdict.level] = levels.get(verdict.level, 0) + 1
        page = {w.lower() for w in _WORD.findall(" ".join(row["evidence"]))}
        for (a, b), is_gold, token in zip(
            token_offsets(claim, row["claim_tokens"]), gold, row["claim_tokens"], strict=True
        ):
            marked = a < b and any(s < b and a < e for s, e in verdict.missing)
            tp += marked and is_gold
            fp += marked and not is_gold
            fn += (not marked) and is_gold
            words = _WORD.findall(token)
            absent = bool(words) and any(w.lower() not in page for w in words)
            ref[0] += absent and is_gold
            ref[1] += absent and not is_gold
            ref[2] += (not absent) and is_gold

    def f1(tp: int, fp: int, fn: int) -> str:
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return f"F1 {100 * f:.1f}  (precision {100 * p:.1f}, recall {100 * r:.1f})"

    print(f"\n## {path.name.split('.')[0]}: {n} claims, token level")
    print(f"words ragcite marks missing  {f1(tp, fp, fn)}")
    print(f"reference: word not on page  {f1(*ref)}")
    # Every claim of a token file is labelled partially supported: the share that gets
    # "supported" is how often that level is wrong on claims no band was chosen on (the
    # bands are fitted on the claim files of dev).
    shares = ", ".join(
        f"{level} {100 * levels[level] / n:.1f} %" for level in reversed(ORDER) if level in levels
    )
    print(f"levels (all labelled partial) {shares}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA, help="folder of the *.jsonl.gz files")
    parser.add_argument("--only", choices=("chunks", "article", "tokens"))
    parser.add_argument(
        "--tokens",
        type=Path,
        action="append",
        default=[],
        help="another token file to measure too, e.g. WiCE's non_supported_tokens_train.jsonl"
        " (repeatable; gzipped or not)",
    )
    args = parser.parse_args(argv)
    options = Options()
    started = time.perf_counter()
    print(f"# ragcite {ragcite.__version__} on WiCE dev (default options)")
    if args.only in (None, "chunks"):
        report_claims(
            "oracle_chunks_dev", claims_of(args.data / "oracle_chunks_dev.jsonl.gz", options)
        )
    if args.only in (None, "article"):
        report_claims("article_dev", claims_of(args.data / "article_dev.jsonl.gz", options))
    if args.only in (None, "tokens"):
        tokens_f1(args.data / "non_supported_tokens_dev.jsonl.gz", options)
        for path in args.tokens:
            tokens_f1(path, options)
    print(f"\n({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
