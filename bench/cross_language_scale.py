"""Cross-language checks against long sources: a 40-sentence Italian answer (a number and
a name of ordinary words in each sentence) against one English source of N generated
sentences, and against one 1.4 MB source of ordinary capitalised words only.

    python bench/cross_language_scale.py              # N = 2,000 and 12,000 (160 KB, 1 MB)
    python bench/cross_language_scale.py --sentences 2000

Each claim is judged against a text in another language (``language_neutral``): which
source sentence it renders is looked for among all the source's sentences, and its names
of ordinary words among all the source's words. Seconds of one check on CPython; the text
is fixed by its seed, so runs compare.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pycore"))

import ragcite

_WORDS = [
    "the",
    "index",
    "stores",
    "vectors",
    "and",
    "the",
    "Black",
    "Forest",
    "lies",
    "near",
    "the",
    "river",
    "while",
    "engineers",
    "at",
    "Acme",
    "Labs",
    "measured",
    "latency",
    "across",
    "regions",
    "in",
    "2023",
    "with",
    "40",
    "nodes",
]
_NAMES = [
    "Black",
    "Sea",
    "Earth",
    "Forest",
    "Moon",
    "Sun",
    "Star",
    "Water",
    "Fire",
    "Tree",
    "House",
    "Tower",
    "Bridge",
    "River",
    "Lake",
    "Mountain",
    "Island",
    "North",
    "South",
    "Red",
    "White",
    "Green",
    "Blue",
]


def sentences_source(count: int) -> str:
    rng = random.Random(3)
    return " ".join(
        " ".join(rng.choice(_WORDS) for _ in range(14)).capitalize() + "." for _ in range(count)
    )


def names_source() -> str:
    rng = random.Random(2)
    return (
        " ".join(
            rng.choice(_NAMES) + (" the" if rng.random() < 0.5 else "") for _ in range(180_000)
        )
        + "."
    )


def timed(source: str, answer: str) -> float:
    start = time.perf_counter()
    ragcite.check(json.dumps([source]), answer)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sentences", type=int, action="append")
    args = parser.parse_args()
    answer = " ".join(
        f"Secondo il rapporto, la Foresta Nera e il Mar Rosso di Zorbulia hanno {i} nodi nel "
        f"2023 [1]."
        for i in range(40)
    )
    for count in args.sentences or [2000, 12_000]:
        source = sentences_source(count)
        print(f"{count} sentences ({len(source):,} chars): {timed(source, answer):.2f} s")
    names = " ".join(
        f"Il Mar Nero e la Foresta Bianca della Terra Rossa sono a Nord {i} [1]." for i in range(40)
    )
    source = names_source()
    print(f"ordinary capitalised words ({len(source):,} chars): {timed(source, names):.2f} s")


if __name__ == "__main__":
    main()
