"""What a claim says that its cited text does not back: missing words, names and numbers,
words outside the evidence passage, and their spans in the answer."""

from __future__ import annotations

import unicodedata

from ...text.words import (
    _NAME_GAP,
    CJK,
    Term,
    stop_words,
    word_language,
)
from .claim import _Claim
from .index import _date_found, _Index, _Passage


def _missing(
    claim: _Claim, keys_found: list[bool], numbers_found: list[bool]
) -> tuple[list[str], list[str], list[str], list[list[int]]]:
    """Missing words (adjacent name words merged), the names among them, missing numbers,
    and their spans in the answer."""
    found_key = dict(zip(claim.keys, keys_found, strict=True))
    text, base = claim.sentence.text, claim.sentence.start
    entries: list[tuple[str, bool]] = []  # (surface, is a name), one per occurrence
    spans: list[list[int]] = []
    last_name: Term | None = None
    overrides = claim.names
    for i, term in enumerate(claim.terms):
        keys = term.keys
        if len(keys) == 1:  # a word (a generator per word cost half of this function)
            missing = not found_key[keys[0]]
        else:  # a CJK run: most of its bigrams
            missing = sum(not found_key[k] for k in keys) > len(keys) / 2
        if not missing:
            last_name = None
            continue
        if i in overrides:
            term = term._replace(name=overrides[i])
        if term.name and last_name is not None and text[last_name.end : term.start] in _NAME_GAP:
            # Adjacent missing name words are one name: "Brad Pitt".
            spans[-1][1] = base + term.end
            entries[-1] = (text[spans[-1][0] - base : term.end], True)
        else:
            spans.append([base + term.start, base + term.end])
            entries.append((term.surface, term.name))
        last_name = term if term.name else None
    # One entry per word whatever its case ("Cosine ... cosine"), as first written.
    first: dict[str, tuple[str, bool]] = {}
    for surface, name in entries:
        first.setdefault(surface.lower(), (surface, name))
    words = [surface for surface, _ in first.values()]
    names = [surface for surface, name in first.values() if name]
    numbers = []
    date_of = {j: date for date, j in claim.dates if date.day is not None}
    for j, (number, found) in enumerate(zip(claim.numbers, numbers_found, strict=True)):
        if found:
            continue
        date = date_of.get(j)
        numbers.append(number.surface)
        if date is not None:  # the whole date is what is not backed: "[on 24 October 1996]"
            spans.append([base + date.start, base + date.end])
        else:
            spans.append([base + number.start, base + number.end])
    spans.sort()
    return words, names, numbers, _lead_in(_join_gaps(spans, text, base, claim), claim)


def _outside(
    index: _Index,
    claim: _Claim,
    passage: _Passage,
    keys_found: list[bool],
    numbers_found: list[bool],
    n_passages: int,
    missing_spans: list[list[int]],
) -> tuple[list[str], list[list[int]]]:
    """Words and numbers some cited text holds, but not the evidence passage: said
    elsewhere, so not backed where the claim's other words are. With their answer
    offsets, gaps joined as for missing words, also across missing words (a span here
    may then cover a missing word too)."""
    if not passage.found or n_passages != 1:
        return [], []
    base = claim.sentence.start
    in_passage = dict(zip(claim.keys, passage.found, strict=False))
    key_found = dict(zip(claim.keys, keys_found, strict=True))
    words, spans = [], []
    for term in claim.terms:
        if all(key_found[k] for k in term.keys) and not any(in_passage.get(k) for k in term.keys):
            words.append(term.surface)
            spans.append([base + term.start, base + term.end])
    first = len(claim.keys)
    for j, number in enumerate(claim.numbers):
        if numbers_found[j] and not passage.found[first + j]:
            words.append(number.surface)
            spans.append([base + number.start, base + number.end])
    for k, (date, j) in enumerate(claim.dates):
        # A date whose parts the source holds, but not together: its day nowhere next
        # to its month ("On 24 October" against a page of "October 13" and "24 pages"),
        # or a month nowhere next to its year. Marked as not backed where the claim
        # says, not blocking the score as a missing number does: pages often give a
        # year once and the month elsewhere, or date an event by its weekday.
        if numbers_found[j] and not _date_found(index, claim, k, passage.source):
            a, b = base + date.start, base + date.end
            keep = [i for i, (s, e) in enumerate(spans) if not (a <= s and e <= b)]
            words = [words[i] for i in keep] + [date.label]  # the date, not its parts
            spans = [spans[i] for i in keep] + [[a, b]]
    if not spans:
        return [], []
    order = sorted(range(len(spans)), key=lambda i: spans[i])  # in the claim's order
    words, spans = [words[i] for i in order], [spans[i] for i in order]
    inside = {tuple(span) for span in spans}
    joined = _join_gaps(
        sorted([list(s) for s in missing_spans] + spans), claim.sentence.text, base, claim
    )
    kept = [j for j in joined if any(j[0] <= a and b <= j[1] for a, b in inside)]
    return list(dict.fromkeys(words)), _lead_in(kept, claim)


_GAP_WORDS = 3


def _join_gaps(spans: list[list[int]], text: str, base: int, claim: _Claim) -> list[list[int]]:
    """Missing spans separated only by function words and punctuation are one missing
    phrase: "inspiring [a generation of] singers" marks "a" and "of" too.

    A gap of at most three words, none of them a content word of the claim, is joined.
    """
    if len(spans) < 2:
        return spans
    content = [(t.start + base, t.end + base) for t in claim.terms]
    content += [(n.start + base, n.end + base) for n in claim.numbers]
    out = [spans[0]]
    for span in spans[1:]:
        last = out[-1]
        gap = text[last[1] - base : span[0] - base]
        if (
            len(gap.split()) <= _GAP_WORDS
            and not any(last[1] <= a and b <= span[0] for a, b in content)
            and not any(c in gap for c in ".;:!?()[]")
        ):
            last[1] = max(last[1], span[1])
        else:
            out.append(span)
    return out


def _word_before(text: str, end: int) -> int:
    """Start of the word (letters only, at most 40 characters back) that ends one space
    before ``end``, or -1. A walk back: a regex search for it tries every start in the
    window.

    >>> _word_before("met on 24 May", 7), _word_before("met, 24 May", 5), _word_before("a  b", 3)
    (4, -1, -1)
    """
    if end < 2 or text[end - 1] not in " \N{NO-BREAK SPACE}":
        return -1
    at, low = end - 1, max(0, end - 40)
    while at > low and text[at - 1].isalnum() and not text[at - 1].isdecimal():
        at -= 1  # [^\W\d_]: str.isalnum() is re's \w without "_", less the Nd digits
    return at if at < end - 1 else -1


def _lead_in(spans: list[list[int]], claim: _Claim) -> list[list[int]]:
    """A missing phrase starts at the function word that introduces it: "[on] 24
    October", "[in] January 2010", "[the] coach". A span right after a stop word (one
    space between) takes that word in; one word only, and never across punctuation, a
    citation marker or an attribution clause (blanked in ``claim.checked``). CJK text has
    no such words.

    On WiCE's token annotations (train split) the word just before a missing span is
    marked by people 38 % of the time, against 27 % of all tokens.
    """
    if not spans or claim.language in CJK:
        return spans
    stops = stop_words(word_language(claim.language))
    text, base = claim.checked, claim.sentence.start
    out = []
    taken = 0  # the end of the last span: never extend into it
    for start, end in spans:
        local = start - base
        at = _word_before(text, local)
        if at >= 0 and at + base >= taken:
            word = text[at : local - 1]
            if len(word) == 1 or unicodedata.normalize("NFC", word).lower() in stops:
                start = base + at
        out.append([start, end])
        taken = end
    return out
