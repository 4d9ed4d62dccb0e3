"""Names written in ordinary words, which a translation renders word by word: ``Black Sea``
for ``Mar Nero``, ``Earth`` for ``la Terra``, ``Space Telescope`` for ``Teleskop Luar
Angkasa`` (:func:`translated`)."""

from __future__ import annotations

import re
from functools import lru_cache

from ...text.name_words import concepts, translates
from ...text.world_names import fold, places
from .units import Unit

WIDER = 2
"""How many more words than the claim's name the source's may span (``Forêt-Noire`` for
``Black Forest``; ``Teleskop Luar Angkasa`` for ``Space Telescope``)."""

MOST_PLACES = 1000
"""The places of the rarest word of a name that are tried: a text that writes it more
often than this is no text of names, and the search stays bounded."""

_WORD = re.compile(r"[^\W\d_]+")


def translated(
    units: list[Unit], found: list[bool], claim: str, texts: list[str], language: str,
    claim_language: str,
) -> list[tuple[str, str]]:  # fmt: skip
    """Mark as held (in ``found``) each name of the claim written in ordinary words that a
    basis text (in ``language``) writes in its own: every word of the claim's name not held
    otherwise, and every ordinary word held otherwise too (a loose title rule may hold
    ``Red`` in ``Red Sea``), is a different word of one stretch of the text, as it is or
    translated (:func:`ragcite.text.name_words.translates`); the stretch is a name there
    (a word of it or the next one capitalised) and at most :data:`WIDER` words longer. A
    place is left to its own names (:mod:`ragcite.text.world_names`): ``Europe`` for
    ``Terra`` is another place. Returns (claim's name, the text's) for each name so held.

    >>> from ragcite.verify.neutral import units
    >>> claim = "The Danube flows from the Black Forest to the Black Sea."
    >>> us = units(claim, "en")
    >>> found = [u.surface == "Danube" for u in us]
    >>> source = "Il Danubio scorre dalla Foresta Nera fino al Mar Nero."
    >>> translated(us, found, claim, [source], "it", "en"), found
    ([('Black Forest', 'Foresta Nera'), ('Black Sea', 'Mar Nero')], [True, True, True, True, True])
    >>> claim = "The Danube flows into the Red Sea."
    >>> us = units(claim, "en")
    >>> translated(us, [True, True, False], claim, [source], "it", "en")
    []
    >>> claim = "Webb orbita a 1,5 milioni di chilometri dalla Terra."
    >>> us = units(claim, "it")
    >>> found = [u.surface != "Terra" for u in us]
    >>> translated(us, found, claim, ["Webb orbits 1.5 million km from Earth."], "en", "it")
    [('Terra', 'Earth')]
    >>> translated(us, found, claim, ["It grows in dry earth."], "en", "it")
    []
    """
    out: list[tuple[str, str]] = []
    inside = places(claim)
    for run in _runs(units, claim):
        if all(found[i] for i in run) or any(
            a <= units[i].start < b for i in run for a, b in inside
        ):
            continue
        # A word held by its own name (Irish, UNESCO) need not be there; an ordinary one
        # must, held or not (a loose title rule may hold Red in Red Sea).
        words = [
            units[i].surface
            for i in run
            if not found[i] or concepts(units[i].surface, claim_language)
        ]
        if not all(word.isalpha() for word in words):
            continue
        for text in texts:
            stretch = _stretch(words, claim_language, text, language)
            if stretch is not None:
                for i in run:
                    found[i] = True
                out.append((claim[units[run[0]].start : units[run[-1]].end], stretch))
                break
    return out


def _runs(units: list[Unit], claim: str) -> list[list[int]]:
    """The claim's names: runs of name units one space or hyphen apart."""
    runs: list[list[int]] = []
    for i, unit in enumerate(units):
        if unit.kind != "name":
            continue
        if runs and runs[-1][-1] == i - 1 and claim[units[i - 1].end : unit.start] in (" ", "-"):
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _stretch(words: list[str], language: str, text: str, text_language: str) -> str | None:
    """The stretch of ``text`` whose words translate ``words`` one each (:func:`translated`),
    or None."""
    tokens, by_word, by_concept = _read(text, text_language)
    # Where each word stands as it is or translated: one test per distinct word of the
    # text that labels one of its emoji, never one per occurrence.
    matches: list[list[int]] = []
    for word in words:
        kinds = {fold(word)} | {
            other
            for concept in concepts(word, language)
            for other in by_concept.get(concept, ())
            if translates(word, language, other, text_language)
        }
        places = sorted(k for kind in kinds for k in by_word.get(kind, ()))
        if not places:
            return None
        matches.append(places)
    width = len(words) + WIDER
    # Every stretch holds the rarest word: only the windows around its places are tried.
    rarest = min(matches, key=len)[:MOST_PLACES]
    starts = sorted({s for p in rarest for s in range(max(0, p - width + 1), p + 1)})
    held = [set(places) for places in matches]
    best: tuple[int, int] | None = None  # (first, last) token of the tightest stretch
    for start in starts:
        window = range(start, start + width)
        used: set[int] = set()
        for hits in held:
            k = next((k for k in window if k in hits and k not in used), None)
            if k is None:
                break
            used.add(k)
        else:
            last = max(used)
            tighter = best is None or last - start < best[1] - best[0]
            # A name there: a capital in the stretch or right after it (la mer Noire).
            named = any(token[:1].isupper() for _, _, token in tokens[start : last + 2])
            if start in used and tighter and named:
                best = (start, last)
                if last - start == len(words) - 1:
                    break  # none is tighter
    return None if best is None else text[tokens[best[0]][0] : tokens[best[1]][1]]


@lru_cache(maxsize=64)
def _read(
    text: str, language: str
) -> tuple[
    tuple[tuple[int, int, str], ...], dict[str, list[int]], dict[int, set[str]]
]:  # fmt: skip
    """A text's words as (start, end, word), where each folded word stands, and the folded
    words that label each emoji (a few texts kept: each claim reads them)."""
    tokens = tuple((m.start(), m.end(), m.group()) for m in _WORD.finditer(text))
    by_word: dict[str, list[int]] = {}
    for k, (_, _, token) in enumerate(tokens):
        by_word.setdefault(fold(token), []).append(k)
    by_concept: dict[int, set[str]] = {}
    for kind in by_word:
        for concept in concepts(kind, language):
            by_concept.setdefault(concept, set()).add(kind)
    return tokens, by_word, by_concept
