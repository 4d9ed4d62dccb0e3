"""Name heuristics: whether a capitalised word of a claim is a name, from how the rest of
the answer and the other sources write it."""

from __future__ import annotations

from ...model import Sentence
from ...text.words import (
    CJK,
)
from .claim import _Claim
from .index import _Index

_CASE_SOURCES = 5
"""Sources looked at per word for how they write it (the first that hold it)."""
_CASE_HITS = 20
"""Occurrences of the word looked at per source."""
_OPENERS = ".!?:\n\u3002"
_QUOTES = "\"'\u201c\u2018\u00ab([*#-\u2013\u2014"


def _inside(text: str, pos: int, word: str) -> bool:
    """Whether ``word`` at ``pos`` stands inside a sentence: not opening a sentence, a
    line or a quote, and not in all capitals (a heading)."""
    j = pos - 1
    while j >= 0 and (text[j].isspace() or text[j] in _QUOTES):
        j -= 1
    return j >= 0 and text[j] not in _OPENERS and not word.isupper()


def _case_counts(text: str, form: str) -> tuple[int, int]:
    """How often ``text`` writes the word ``form`` capitalised and in lower case inside
    a sentence (:func:`_inside`), over its first :data:`_CASE_HITS` occurrences of each.
    (Two ``str.find`` walks over the text as it is: lower-casing 2 MB of sources would
    cost more than the rule is worth.)"""
    counts = []
    size = len(form)
    for written in (form[:1].upper() + form[1:], form):
        found = hits = 0
        pos = text.find(written)
        while pos >= 0 and hits < _CASE_HITS:
            after = pos + size
            if (pos == 0 or not text[pos - 1].isalnum()) and (
                after >= len(text) or not text[after].isalnum()
            ):
                hits += 1
                found += _inside(text, pos, written)
            pos = text.find(written, after)
        counts.append(found)
    return counts[0], counts[1]


def _case_names(
    claims: list[_Claim], index: _Index, sentences: list[Sentence], language: str
) -> None:
    """A capitalised word is a name when the text around it usually writes it so.

    The claim's own capitals are a guess: a sentence opens with one ("Raza made his
    debut"), a title-cased phrase has many. For each capitalised word of a claim that its
    cited sources lack (only those can block the score), the rest of the answer and the
    other sources of the check that hold it (the first :data:`_CASE_SOURCES`) are asked:
    written capitalised inside their sentences more often than not, it is a name (also
    when the claim opens with it); more often in lower case, it is not. No such
    occurrence: the claim's own rule stands. German capitalises every noun, so there a
    capital proves nothing and only the lower-case evidence is used. Acronyms and inner
    capitals (``HNSW``, ``DiCaprio``) stay names.
    """
    if language in CJK:
        return
    answer: str | None = None
    # The counts of a word in a text are the same for every claim that asks (an answer of
    # 10,000 sentences naming one word asked 10,000 times, each a walk over the answer).
    counted: dict[tuple[int, str], tuple[int, int]] = {}

    def counts(which: int, form: str) -> tuple[int, int]:
        key = (which, form)
        if key not in counted:
            text = answer if which < 0 else index.texts[which]
            counted[key] = _case_counts(text or "", form)
        return counted[key]

    for claim in claims:
        cited = 0
        for source in claim.cited:
            cited |= 1 << source
        text = claim.sentence.text
        for i, term in enumerate(claim.terms):
            surface = term.surface
            if not term.form or not surface[:1].isupper() or surface[1:] != surface[1:].lower():
                continue
            holders = index.post.get(term.keys[0], 0)
            if cited and holders & cited:
                continue  # found in a cited source: its name-ness changes nothing
            if answer is None:
                answer = "\n".join(sentence.text for sentence in sentences)
            cap, low = counts(-1, term.form)
            if _inside(text, term.start, surface):
                cap -= 1  # not its own occurrence
            others = holders & ~cited
            for _ in range(_CASE_SOURCES):
                if not others:
                    break
                low_bit = others & -others
                others ^= low_bit
                c, w = counts(low_bit.bit_length() - 1, term.form)
                cap, low = cap + c, low + w
            if low > cap:
                claim.names[i] = False
            elif cap > low and language != "de":
                claim.names[i] = True
