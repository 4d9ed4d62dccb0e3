"""Names written in ordinary words, which a translation renders word by word: ``Black Sea``
for ``Mar Nero``, ``Earth`` for ``la Terra``, ``Space Telescope`` for ``Teleskop Luar
Angkasa`` (:func:`translated`)."""

from __future__ import annotations

import re
from functools import lru_cache

from ...text.name_words import LINKS, PART, agrees, concepts, concepts_read, rows, translates
from ...text.world_names import fold, places, regions
from .held import held
from .units import Unit

WIDER = 2
"""How many more words than the claim's name the source's may span (``Forêt-Noire`` for
``Black Forest``; ``Teleskop Luar Angkasa`` for ``Space Telescope``)."""

MOST_PLACES = 1000
"""The places of the rarest word of a name that are tried: a text that writes it more
often than this is no text of names, and the search stays bounded."""

COMPOUNDING = frozenset({"de"})
"""Languages that write a name of several ordinary words as one (``Schwarzwald``,
``Nordsee``, ``Weltraumteleskop``): :func:`_compound`."""

ENDING = 3
"""The most letters a compound's case ending adds after its last part (``Meeres``)."""

LOOSE = 1
"""How many words of a name of several may only agree with theirs (:func:`_spread`)."""

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

    A held place inside the name leaves its other words to be so held (New Europe Bridge:
    Ponte Nuova Europa).

    >>> claim = "The New Europe Bridge links Vidin with Calafat."
    >>> us = units(claim, "en")
    >>> found = [u.surface not in ("New", "Bridge") for u in us]
    >>> translated(us, found, claim, ["Il Ponte Nuova Europa collega Vidin a Calafat."], "it", "en")
    [('New Europe Bridge', 'Ponte Nuova')]
    """
    out: list[tuple[str, str]] = []
    # A country or a city not held is left to its own names; a region's the tables may
    # lack (CLDR's Nova Jérsia, a text's Nova Jersey) is translated word by word too.
    regional = regions(claim)
    inside = [span for span in places(claim) if span not in regional]
    for run in _runs(units, claim):
        if all(found[i] for i in run) or any(
            not found[i] and a <= units[i].start < b for i in run for a, b in inside
        ):
            continue  # a place not held is left to its own names; a held one is a word
        run = [i for i in run if not any(a <= units[i].start < b for a, b in inside)]
        # A word held by its own name (Irish, UNESCO) or as a text writes it (a cognate:
        # Organización) need not be there; an ordinary one held by a rule must (a loose
        # title rule may hold Red in Red Sea).
        words = [
            units[i].surface
            for i in run
            if not found[i]
            or (
                concepts(units[i].surface, claim_language)
                and not any(held(units[i], text, language) for text in texts)
            )
        ]
        if not all(word.isalpha() for word in words):
            continue
        # The whole name first, its held words too, as the text writes them or translated:
        # they vouch for a word that only agrees with its translation (der Bibliothek
        # Falconry: the Falconry library), and the rendering shown is the whole one
        # (Foresta Nera, not Nera, where Forest is held as a cognate of Foresta).
        whole = [units[i].surface for i in run]
        tries = (
            [whole, words] if len(whole) > len(words) and all(map(str.isalpha, whole)) else [words]
        )
        # Else, in a name with a word a text writes (Nil: Nile), the words no rule holds,
        # alone: the title's common word a rule holds need not be there (Sungai Nil Biru:
        # the Blue Nile, where Sungai is river; not Red Sea, whose Red a rule may hold)
        bare = [units[i].surface for i in run if not found[i]]
        if (
            bare
            and len(bare) < len(words)
            and all(map(str.isalpha, bare))
            and any(held(units[i], text, language) for i in run for text in texts)
        ):
            tries.append(bare)
        for text in texts:
            stretch = next(
                (
                    rendering
                    for tried in tries
                    if (rendering := _stretch(tried, claim_language, text, language)) is not None
                ),
                None,
            )
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
    or the compound that joins them (:func:`_compound`), or None."""
    found = _spread(words, language, text, text_language)
    if found is None and text_language in COMPOUNDING and len(words) > 1:
        k = _compound(tuple(words), language, text, text_language)
        if k is not None:
            start, end, _ = _read(text, text_language)[0][k]
            return text[start:end]
    return found


def _spread(words: list[str], language: str, text: str, text_language: str) -> str | None:
    """The stretch of :func:`_stretch` whose words translate ``words`` one each, or None."""
    tokens, by_word, by_concept = _read(text, text_language)
    # Where each word stands as it is or translated: one test per distinct word of the
    # text that labels one of its emoji, never one per occurrence.
    matches: list[list[int]] = []
    loose = 0
    for word in words:
        shared = {
            other
            for concept in concepts_read(word, language)
            for other in by_concept.get(concept, ())
        }
        kinds = {fold(word)} | {
            other for other in shared if translates(word, language, other, text_language)
        }
        places = sorted(k for kind in kinds for k in by_word.get(kind, ()))
        if not places:
            # One word of a name may only agree (AGREEMENT) when the others translate:
            # the name's other words vouch for it (Schwarzes Meer, Black Sea).
            kinds = {other for other in shared if agrees(word, language, other, text_language)}
            places = sorted(k for kind in kinds for k in by_word.get(kind, ()))
            loose += 1
        if not places or loose >= len(words) or loose > LOOSE:
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


def _same(word: str, language: str, part: str, part_language: str) -> bool:
    """Whether a compound's part is ``word`` as it is or translated, with or without a
    link (:data:`LINKS`)."""
    return any(
        len(bare) >= PART
        and (fold(word) == bare or translates(word, language, bare, part_language))
        for link in LINKS
        if part.endswith(link)
        for bare in [part[: len(part) - len(link)]]
    )


@lru_cache(maxsize=512)
def _compound(words: tuple[str, ...], language: str, text: str, text_language: str) -> int | None:
    """The first capitalised word of ``text`` that joins ``words`` (in ``language``), each
    as it is or translated, in one compound (``Schwarzwald`` for ``Black Forest``), or None.
    Only the words holding a translation of the last word are split.

    >>> text = "Die Donau entspringt im Schwarzwald und mündet ins Schwarze Meer."
    >>> _compound(("Black", "Forest"), "en", text, "de")
    4
    >>> _compound(("Bavarian", "Forest"), "en", text, "de") is None
    True
    """
    tokens, by_word, _ = _read(text, text_language)
    last = words[-1]
    tails = {fold(last)} | {
        other
        for concept in concepts_read(last, language)
        for other in _index_words(concept, text_language)
        if translates(last, language, other, text_language)
    }
    for kind, at in by_word.items():
        if len(kind) < PART * len(words) or not any(tokens[k][2][:1].isupper() for k in at):
            continue
        for tail in tails:
            start = kind.find(tail, PART)
            if start < 0 or len(kind) - start - len(tail) > ENDING:
                continue
            if _joined(kind[:start], words[:-1], language, text_language):
                return at[0]
    return None


def _joined(head: str, words: tuple[str, ...], language: str, head_language: str) -> bool:
    """Whether ``head`` (a compound's first parts) joins ``words`` one part each."""
    if len(words) == 1:
        return _same(words[0], language, head, head_language)
    return any(
        _same(words[-1], language, head[i:], head_language)
        and _joined(head[:i], words[:-1], language, head_language)
        for i in range(PART * (len(words) - 1), len(head) - PART + 1)
    )


@lru_cache(maxsize=4096)
def _index_words(concept: int, language: str) -> tuple[str, ...]:
    """The stems ``language`` labels emoji ``concept`` with."""
    return rows(language)[concept]


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
        for concept in concepts_read(kind, language):
            by_concept.setdefault(concept, set()).add(kind)
    return tokens, by_word, by_concept
