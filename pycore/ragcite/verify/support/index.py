"""The passage index: every source reduced to what the claims can ask of it (which sources
hold each claim key, as bitmasks), and the evidence passage of a claim in a source."""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...model import Source
from ...text.numbers import Number, contains, date_in, find_numbers, positions
from ...text.words import (
    CJK,
    cjk_pair_code,
    cjk_pairs_in,
    derived_key,
    latin_source_tokens,
    month,
    month_dates,
    stem,
    variants,
    word_language,
)
from .. import vocabulary
from .claim import _Claim
from .planes import _EPS, _bits

WINDOW = 3
"""The evidence passage is the best run of 1 to WINDOW consecutive source sentences."""
_MAX_HITS = 200
"""Occurrences of one word looked at per source (enough to place it in every sentence of
a long page; bounds the time a word repeated thousands of times can take)."""
PASSAGE_BUDGET = 400_000
"""Characters of cited source text in one check up to which the evidence passage is
searched. A regex pass over 2 MB of sources costs more than the whole check may take
(Vertex's maximum input, 200 sources of 10,000 characters); above the budget claims are
scored by the plain share of their units in the cited sources, without a passage."""
# Where a sentence ends: . ! ? followed by a space or a closing quote, their CJK forms,
# a line break. Found with str.find (a regex over the text costs ~10 times more). "Mr.
# Smith" splits too: the window spans three sentences, so a split abbreviation costs little.
_TERMINATORS = (". ", "! ", "? ", '." ', ".\u201d ", "\n", "\u3002", "\uff01", "\uff1f")


def _date_found(index: _Index, claim: _Claim, k: int, source: int) -> bool:
    """Whether a source writes the claim's k-th date: its day (or, without day, its year)
    next to its month (:func:`ragcite.text.numbers.date_in`)."""
    hit = claim.date_hits.get((k, source))
    if hit is None:
        lower, _ = index._sentence_ends(source)
        hit = claim.date_hits[(k, source)] = date_in(lower, claim.dates[k][0], claim.language)
    return hit


ONE = {
    "en": ("one",),
    "it": ("uno", "una"),
    "es": ("uno", "una"),
    "pt": ("um", "uma"),
    "fr": ("un", "une"),
    "de": ("ein", "eine", "eins"),
    "id": ("satu",),
}
"""The word for one in each word language (a claim's content word, never a number)."""


class _Index:
    """Every source reduced to what the claims can ask of it, built once per check."""

    def __init__(
        self,
        sources: Sequence[Source],
        claims: list[_Claim],
        language: str,
        passages: bool = True,
        n_sources: int | None = None,
    ) -> None:
        self.texts = [source.text for source in sources]
        self.numbers = [source.number for source in sources]
        """Document -> the number of the source it stands for (an excerpt stands for the
        page it was cut from)."""
        self.n_sources = len(sources) if n_sources is None else n_sources
        """The first n documents are the sources; the rest are providers' excerpts."""
        self.real = (1 << self.n_sources) - 1
        """Bitmask of the sources: what better-source and auto-cite search among."""
        self.language = language
        self.all = (1 << len(sources)) - 1
        self.post: dict[str, int] = {}
        """Claim key -> bitmask of the sources that contain it (bit i = source i + 1)."""
        self._numbers: dict[tuple[int, str, str | None], bool] = {}
        self.key_forms: dict[str, list[tuple[bytes, int]]] = {}
        """Claim key -> the source forms confirmed as it, with the bitmask of the sources
        holding each (for finding the evidence passage)."""
        self._lower: dict[int, str] = {}
        self._ends: dict[int, list[int]] = {}
        self.passages = passages and language not in CJK
        """Whether evidence passages are searched (see PASSAGE_BUDGET)."""
        self.word_lang = word_lang = word_language(language)
        keys = {key for claim in claims for key in claim.keys}
        self._cited: dict[str, int] = {}
        """Claim key -> bitmask of the sources its claims cite (0 bits: none cited)."""
        for claim in claims:
            if claim.cited:
                mask = 0
                for source in claim.cited:
                    mask |= 1 << source
                for key in claim.keys:
                    self._cited[key] = self._cited.get(key, 0) | mask
        pairs = {(term.keys[0], term.form) for claim in claims for term in claim.terms if term.form}
        ones = ONE.get(language, ())
        self._one_keys = {key for key, form in pairs if form in ones}
        """Claim keys that are the word for one (:meth:`_one_as_digit`)."""
        forms = {variants(k, f, word_lang) for k, f in pairs}
        if language in CJK:
            self._build_cjk(claims, set().union(*forms), keys, word_lang)
        else:
            self._build_words(forms, keys, word_lang)

    def _add(self, bit: int, found_keys: set[str]) -> None:
        post = self.post
        for key in found_keys:
            post[key] = post.get(key, 0) | bit

    def _confirm(self, forms: set[bytes], keys: set[str], language: str) -> dict[bytes, str]:
        """Found source forms -> the claim key their stem is (forms whose stem is no claim
        key are dropped: ``runner`` is a guess from ``run`` that Snowball keeps apart)."""
        confirmed = {}
        months: dict[int, str] | None = None
        for form in forms:
            word = form.decode("utf-8", "replace")
            key = stem(word, language)
            if key in keys:
                confirmed[form] = key
                continue
            derived = derived_key(key, keys, language)  # founder / founded (DERIVATIONS)
            if derived is not None:
                confirmed[form] = derived
                continue
            m = month(word, language)  # November / Nov
            if m is not None:
                if months is None:
                    months = {}
                    for k in keys:
                        km = month(k, language)
                        if km is not None:
                            months[km] = k
                if m in months:
                    confirmed[form] = months[m]
        return confirmed

    def _build_words(self, forms: set[frozenset[bytes]], keys: set[str], language: str) -> None:
        # Which sources hold the forms the claims can match (vocabulary.held); those forms
        # that Snowball confirms as a claim key's count.
        by_form = vocabulary.held(self.texts, forms)
        post = self.post
        key_forms = self.key_forms
        for form, key in self._confirm(set(by_form), keys, language).items():
            mask = by_form[form]
            post[key] = post.get(key, 0) | mask
            if self.passages:
                key_forms.setdefault(key, []).append((form, mask))
        self._month_dates(keys, language)
        self._one_as_digit(language)

    def _one_as_digit(self, language: str) -> None:
        """A claim's word for one (:data:`ONE`) is in a source that writes the digit 1
        ("Cosine distance is one minus ..." / "is 1 minus ..."). The number words of
        :mod:`ragcite.text.numbers` leave it out, as it is as often an article or a
        pronoun; as a content word of a claim it still means 1."""
        keys = self._one_keys
        if not keys:
            return
        one = find_numbers("1", "en")[0]
        mask = 0
        for i, text in enumerate(self.texts):
            if "1" in text and contains(text, one, language):
                mask |= 1 << i
        for key in keys:
            fresh = mask & ~self.post.get(key, 0)
            if fresh:
                self.post[key] = self.post.get(key, 0) | fresh
                if self.passages:
                    self.key_forms.setdefault(key, []).append((b"1", fresh))

    def _month_dates(self, keys: set[str], language: str) -> None:
        """A month the claims name is also in a source that prints it as a numeric date
        (``November`` / ``2018-11-10``, :func:`ragcite.text.words.month_dates`). Only the
        sources the month's claims cite that lack the word are read (all of them, up to
        PASSAGE_BUDGET characters, when the answer cites nothing: auto-cite)."""
        months = [(key, m) for key in keys if (m := month(key, language)) is not None]
        if not months:
            return
        budget = PASSAGE_BUDGET
        for key, m in months:
            allowed = self._cited.get(key, self.all)
            for i in _bits(allowed & ~self.post.get(key, 0)):
                text = self.texts[i]
                budget -= len(text)
                if budget < 0:
                    return
                dates = month_dates(text, m) if "/" in text or "-" in text or "." in text else []
                if dates:
                    bit = 1 << i
                    self.post[key] = self.post.get(key, 0) | bit
                    if self.passages:
                        forms = self.key_forms.setdefault(key, [])
                        forms.extend((d.lower().encode(), bit) for d in dict.fromkeys(dates))

    def _build_cjk(
        self, claims: list[_Claim], wanted: set[bytes], keys: set[str], language: str
    ) -> None:
        pair_keys: dict[int, str] = {}
        char_keys: set[str] = set()
        for claim in claims:
            for term in claim.terms:
                if term.form:
                    continue
                for key in term.keys:
                    code = cjk_pair_code(key) if len(key) == 2 else None
                    if code is not None:
                        pair_keys[code] = key
                    else:
                        char_keys.add(key)
        codes, chars = frozenset(pair_keys), frozenset(char_keys)
        latin = [wanted.intersection(latin_source_tokens(text)) for text in self.texts]
        confirmed = self._confirm(set().union(*latin), keys, language)
        for i, text in enumerate(self.texts):
            hits = {confirmed[form] for form in latin[i] if form in confirmed}
            hits.update(pair_keys[code] for code in cjk_pairs_in(text, codes))
            hits.update(chars.intersection(text))
            self._add(1 << i, hits)

    def has_number(self, source: int, number: Number) -> bool:
        key = (source, number.key, number.unit)
        found = self._numbers.get(key)
        if found is None:
            found = self._numbers[key] = contains(self.texts[source], number, self.language)
        return found

    def _sentence_ends(self, source: int) -> tuple[str, list[int]]:
        lower = self._lower.get(source)
        if lower is None:
            lower = self._lower[source] = self.texts[source].lower()
            ends: list[int] = []
            for mark in _TERMINATORS:
                if mark in lower:
                    size = len(mark.rstrip()) or 1
                    pos = lower.find(mark)
                    while pos >= 0:
                        ends.append(pos + size)
                        pos = lower.find(mark, pos + size)
            self._ends[source] = sorted(set(ends))
        return lower, self._ends[source]

    def passage(self, claim: _Claim, source: int) -> _Passage:
        """The best window of 1 to :data:`WINDOW` consecutive sentences of one source for
        a claim, by IDF-weighted coverage (module docstring, step 2)."""
        bit = 1 << source
        lower, ends = self._sentence_ends(source)
        n_sentences = len(ends) + 1
        where: list[set[int]] = []  # per unit, the sentences holding it
        limit = _MAX_HITS
        for key in claim.keys:
            found: set[int] = set()
            if self.post.get(key, 0) & bit:
                for raw, mask in self.key_forms.get(key, ()):
                    if not mask & bit:
                        continue
                    form = raw.decode("utf-8", "replace")
                    pos, size, hits = lower.find(form), len(form), 0
                    while pos >= 0 and hits < limit:
                        after = pos + size
                        if (pos == 0 or not lower[pos - 1].isalnum()) and (
                            after >= len(lower) or not lower[after].isalnum()
                        ):
                            found.add(bisect.bisect_right(ends, pos))
                            hits += 1
                        pos = lower.find(form, after)
            where.append(found)
        text = self.texts[source]
        for number in claim.numbers:
            found = set()
            if self.has_number(source, number):
                for pos in positions(text, number, self.language, limit):
                    found.add(bisect.bisect_right(ends, pos))
            where.append(found)
        weights = [math.log(1 + (n_sentences + 1) / (len(w) + 1)) for w in where]
        total = sum(weights) or 1.0
        units_in: dict[int, int] = {}  # sentence -> bitmask of the units it holds
        for u, sentences in enumerate(where):
            for i in sentences:
                units_in[i] = units_in.get(i, 0) | (1 << u)
        if not units_in:
            return _Passage(0.0, source, 0, 0, [False] * len(where), weights)
        value_of: dict[int, float] = {}
        best, best_span, best_mask = -1.0, (0, 0), 0
        get = units_in.get
        # Every window starting at a sentence that holds a unit; the highest value wins,
        # then the fewest sentences (the tightest evidence), then the earliest.
        best_size = WINDOW + 1
        for first in sorted(units_in):
            mask = 0
            for i in range(first, first + WINDOW):
                m = get(i, 0)
                if not m:
                    continue
                mask |= m
                value = value_of.get(mask)
                if value is None:
                    value = value_of[mask] = (
                        sum(wt for u, wt in enumerate(weights) if mask >> u & 1) / total
                    )
                size = i - first + 1
                if value > best + _EPS or (value > best - _EPS and size < best_size):
                    best, best_span, best_mask, best_size = value, (first, i), mask, size
        best_found = [bool(best_mask >> u & 1) for u in range(len(where))]
        first, top = best_span
        start = ends[first - 1] if first > 0 else 0
        end = ends[top] if top < len(ends) else len(text)
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        return _Passage(best, source, start, min(end, len(text)), best_found, weights)

    def masks(self, claim: _Claim) -> list[int]:
        return [self.post.get(key, 0) for key in claim.keys]

    def score(self, claim: _Claim, sources: Sequence[int]) -> tuple[float, list[bool], list[bool]]:
        """Score of a claim against some sources together, and which keys and numbers
        were found."""
        mask = 0
        for source in sources:
            mask |= 1 << source
        keys_found = [bool(m & mask) for m in self.masks(claim)]
        numbers_found = [any(self.has_number(s, n) for s in sources) for n in claim.numbers]
        total = claim.total
        score = (sum(keys_found) + sum(numbers_found)) / total if total else 0.0
        return score, keys_found, numbers_found


@dataclass
class _Passage:
    coverage: float
    """IDF-weighted share of the claim's units (keys, then numbers) in the window."""
    source: int
    start: int
    end: int
    """Char offsets of the window in the source text (from the first to the last of its
    sentences that hold a unit)."""
    found: list[bool]
    """Per unit (keys, then numbers): whether the window holds it."""
    weights: list[float] = field(default_factory=list)
    """Per unit: its IDF weight in this source."""
