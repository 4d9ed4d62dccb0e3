"""Which sources hold which of the claims' word forms, for the support stage
(:class:`ragcite.verify.support.index._Index`): form -> bitmask of the sources holding it
(bit ``i`` = source ``i``, 0-based).

Sources are never tokenised word by word in Python: :func:`ragcite.text.words.source_tokens`
splits them with C-level string methods. A new source set is then read the cheapest way
for one check: each source's tokens intersected with the claims' forms. The next check
usually has the same sources (the page re-checks on every keystroke in the answer, a
batch checks many answers against one set of sources), so a source set seen a second time
gets an inverted index of all its tokens, token -> sources, kept for the next checks:
building it costs about 1.3 times the one-check reading, and each check after it is a
lookup of the claims' forms (Vertex's maximum input, 200 sources of 10,000 characters:
~70 ms → ~3 ms, ``bench/bench_check.py``, "same sources").
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Sequence

from ..text.words import source_tokens

BUDGET = 4_000_000
"""Characters of source text whose indexes are kept: twice Vertex's maximum input. An
index takes 0.8 (that input) to 3.4 (sets of 4 sources of 10,000 characters) bytes of
memory per character indexed, so at most ~14 MB."""
_SEEN = 4
"""Source sets remembered as seen once (their texts are referenced, not copied)."""

# Most recent last. Lists searched by equality, not dictionaries: a dictionary would hash
# the key, every character of the sources (a new check's texts are new str objects whose
# hash is not cached yet: 2 MB of SipHash per check), where an equality test stops at
# the first text that differs in length or content, and is a memcmp when the set is the same.
_kept: list[tuple[tuple[str, ...], int, dict[bytes, int]]] = []  # (texts, characters, index)
_seen: list[tuple[str, ...]] = []
_lock = threading.Lock()  # batch runs may check from threads


def build(texts: Sequence[str]) -> dict[bytes, int]:
    """The inverted index of ``texts``: each token -> the bitmask of the texts holding it.

    >>> index = build(["Fast search, fast!", "A faster search."])
    >>> index[b"fast"], index[b"search"], index[b"faster"], b"!" in index
    (1, 3, 2, False)
    """
    masks: dict[bytes, int] = {}
    get = masks.get
    for i, text in enumerate(texts):
        bit = 1 << i
        # Distinct tokens first: a set costs less than one dictionary update per token.
        for token in set(source_tokens(text)):
            masks[token] = get(token, 0) | bit
    return masks


def _read(texts: Sequence[str], forms: Collection[frozenset[bytes]]) -> dict[bytes, int]:
    """One check's reading: every source's tokens intersected with all the forms."""
    wanted: set[bytes] = set().union(*forms)
    found: dict[bytes, int] = {}
    get = found.get
    for i, text in enumerate(texts):
        bit = 1 << i
        for form in wanted.intersection(source_tokens(text)):
            found[form] = get(form, 0) | bit
    return found


def _look_up(index: dict[bytes, int], forms: Collection[frozenset[bytes]]) -> dict[bytes, int]:
    tokens = index.keys()
    hits: set[bytes] = set()
    for guesses in forms:  # a few dozen guesses per word: no union of them is built
        hits.update(tokens & guesses)
    return {form: index[form] for form in hits}


def held(texts: Sequence[str], forms: Collection[frozenset[bytes]]) -> dict[bytes, int]:
    """Each of ``forms`` (sets of guessed forms of the claims' words) that some text holds
    -> the bitmask of the texts holding it. The same for every strategy (module
    docstring); only its cost depends on whether ``texts`` were seen lately.

    >>> texts = ["Fast search, fast!", "A faster search."]
    >>> forms = [frozenset({b"fast", b"faster"}), frozenset({b"slow"})]
    >>> clear()
    >>> [sorted(held(texts, forms).items()) for _ in range(3)]  # read, built, looked up
    [[(b'fast', 1), (b'faster', 2)], [(b'fast', 1), (b'faster', 2)], [(b'fast', 1), (b'faster', 2)]]
    """
    key = tuple(texts)
    with _lock:
        for at, (kept, _, index) in enumerate(_kept):
            if kept == key:
                _kept.append(_kept.pop(at))
                return _look_up(index, forms)
        again = key in _seen  # tuple equality, as above
        if not again:
            _seen.append(key)
            del _seen[:-_SEEN]
    size = sum(map(len, key))
    if not again or size > BUDGET:
        return _read(key, forms)
    index = build(key)
    with _lock:
        if key in _seen:
            _seen.remove(key)
        _kept.append((key, size, index))
        while sum(chars for _, chars, _ in _kept) > BUDGET:
            del _kept[0]
    return _look_up(index, forms)


def clear() -> None:
    """Forget the source sets seen and their indexes (benchmarks measure a new check)."""
    with _lock:
        _kept.clear()
        _seen.clear()
