"""Support: how well the sources a claim cites back it — lexical, deterministic, explained.

For every claim (see :mod:`ragcite.text.claims`) the rule is:

1. **Units.** The claim's content terms (:func:`ragcite.text.words.terms`: stemmed words, or
   CJK bigrams) and its numbers (:func:`ragcite.text.numbers.find_numbers`: digits, number
   words, ordinals, year ranges), each counted once. Citation markers are blanked first,
   and so is an attribution clause ("According to my sources,",
   :func:`ragcite.text.claims.attribution`). A source word whose stem is a claim stem plus an
   agent or action ending counts as that word (founded / founder, ``words.DERIVATIONS``).
2. **Evidence passage.** In each cited source, the window of 1 to :data:`WINDOW`
   consecutive sentences holding the largest IDF-weighted share of the units (a unit's
   weight: ``log(1 + (n + 1) / (df + 1))`` over the source's ``n`` sentences, ``df`` of
   which hold it). Its share is ``coverage``; the passage is ``evidence``. With several
   cited sources a unit counts when any of their passages holds it. (CJK, and checks whose
   cited sources exceed :data:`PASSAGE_BUDGET` characters: the plain share of units in
   the whole cited text, no passage.)
3. **Score** (0–1) = coverage × ``name_factor`` (0.4) for each number and each name
   (``Brad Pitt``, ``HNSW``) of the claim that no cited source holds.
4. **Level**, a band of the score: ``supported`` from ``threshold`` (0.7),
   ``partly_supported`` from ``partial_threshold`` (0.3), else ``unsupported``. The three
   numbers come from ``support.json``, chosen on WiCE dev by ``bench/fit_support.py``. A
   claim that cites nothing in an answer that cites elsewhere is ``unsupported`` (flag
   ``uncited``; ``unknown_source`` when its only citations point to no source).
   Non-claims, and claims with no content word or number left, are ``not_checked``.
5. **Missing.** ``missing_words``: content words no cited source contains, as written
   (adjacent capitalised words merged: ``Brad Pitt``), ``missing_names`` the names among
   them, ``numbers_missing`` the numbers (flags ``name_missing``, ``number_mismatch``);
   ``outside_evidence``: words the sources hold but not the passage. A CJK run is listed
   when more than half of its bigrams are missing.
6. **Better source.** Another source whose score is ≥ threshold and ≥ 0.2 above the
   claim's is suggested as ``better_source`` (for an uncited claim: any source ≥
   threshold); candidates are found by plain overlap, then scored like a cited source.
7. **Auto-cite.** When the answer has no citation at all, each claim is scored against
   its best-matching source (``best_source``, ``auto_cited: true``).
8. **Answer.** ``answer_support`` = supported claims / checked claims (null if none);
   ``relevant_uncited`` = never-cited sources whose plain overlap is ≥ threshold for some
   claim.

Every verdict carries ``steps`` (``(code, params)``, texts in the catalogs'
``support.step.*`` messages) and ``explanation``, their English text.

Speed: a check may carry 200 sources of 10,000 characters (Vertex's maximum). Sources are
never tokenised word by word in Python: :mod:`ragcite.verify.vocabulary` finds which sources hold
the forms the claims can match with C-level string and set operations (and keeps an index
of a source set checked again), so only those forms are stemmed. The result is an
inverted index, claim key -> bitmask of sources,
and "which sources hold at least j of this claim's keys" is a few big-integer operations
per key (:func:`_planes`, :func:`_at_least`), not a scan of 200 sources.
"""

from __future__ import annotations

import bisect
import json
import math
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from ..i18n import catalog
from ..model import Citation, Evidence, Sentence, Source, Step, Support
from ..options import Options
from ..text.claims import checked_text
from ..text.numbers import Date, Number, contains, date_in, find_dates, find_numbers, positions
from ..text.words import (
    _NAME_GAP,
    CJK,
    Term,
    cjk_pair_code,
    cjk_pairs_in,
    derived_key,
    latin_source_tokens,
    month,
    month_dates,
    stem,
    stop_words,
    terms,
    variants,
    word_language,
)
from . import vocabulary

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
BETTER_MARGIN = 0.2
"""How much more a source must cover to be suggested instead of the cited one."""
_EPS = 1e-9


@dataclass
class SupportSummary:
    answer_support: float | None
    """Supported claims / checked claims, or None when no claim was checked."""
    relevant_uncited: list[int]
    """Numbers of never-cited sources that would support some claim (score ≥ threshold)."""
    language: str
    """The language whose rules were used."""


@dataclass
class _Claim:
    sentence: Sentence
    terms: tuple[Term, ...]
    keys: list[str]
    numbers: list[Number]
    cited: list[int] = field(default_factory=list)
    """0-based indexes of the cited sources."""
    planes: list[int] | None = None
    """Cache of :func:`_planes` for this claim's keys."""
    unknown: list[str] = field(default_factory=list)
    """Labels of the sentence's citations that resolve to no source."""
    framing: tuple[int, int] | None = None
    """Span (in the sentence) of an attribution clause left out: "According to my
    sources," (:func:`ragcite.text.claims.attribution`)."""
    checked: str = ""
    """The sentence as compared: markers and the attribution clause blanked."""
    language: str = "en"
    names: dict[int, bool] = field(default_factory=dict)
    """Term index -> whether it is a name, where the sources' and the answer's own
    capitalisation of the word overrules the claim's (:func:`_case_names`)."""
    dates: list[tuple[Date, int]] = field(default_factory=list)
    """The claim's dates, each with the index (in ``numbers``) of the number a source
    must write next to the month: the day, or the year of a date without day."""
    date_hits: dict[tuple[int, int], bool] = field(default_factory=dict)
    """(date index, source) -> whether that source writes the date (:func:`_date_found`)."""

    @property
    def total(self) -> int:
        return len(self.keys) + len(self.numbers)


def _claim(sentence: Sentence, language: str, cited: list[int]) -> _Claim:
    text, framing = checked_text(sentence.text)
    found = terms(text, language)
    keys = list(dict.fromkeys(key for term in found for key in term.keys))
    seen: set[tuple[str, str | None]] = set()
    numbers = []
    for number in find_numbers(text, language):
        if (number.key, number.unit) not in seen:
            seen.add((number.key, number.unit))
            numbers.append(number)
    dates = []
    if language not in CJK and numbers:
        for date in find_dates(text, language, (term.form for term in found if term.form)):
            key = str(date.day) if date.day is not None else date.year
            at = next(
                (
                    j
                    for j, n in enumerate(numbers)
                    if n.key == key and n.unit is None and date.start <= n.start < date.end
                ),
                None,
            )
            if at is not None:
                dates.append((date, at))
    return _Claim(
        sentence,
        found,
        keys,
        numbers,
        cited,
        framing=framing,
        checked=text,
        language=language,
        dates=dates,
    )


def _date_found(index: _Index, claim: _Claim, k: int, source: int) -> bool:
    """Whether a source writes the claim's k-th date: its day (or, without day, its year)
    next to its month (:func:`ragcite.text.numbers.date_in`)."""
    hit = claim.date_hits.get((k, source))
    if hit is None:
        lower, _ = index._sentence_ends(source)
        hit = claim.date_hits[(k, source)] = date_in(lower, claim.dates[k][0], claim.language)
    return hit


class _Index:
    """Every source reduced to what the claims can ask of it, built once per check."""

    def __init__(
        self,
        sources: Sequence[Source],
        claims: list[_Claim],
        language: str,
        passages: bool = True,
    ) -> None:
        self.texts = [source.text for source in sources]
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


def _planes(masks: list[int]) -> list[int]:
    """Per source, how many of ``masks`` hold it, as a binary counter in bit planes: bit s
    of ``planes[i]`` is bit i of source s's count. Adding a mask is a ripple-carry add over
    all sources at once, a few big-integer operations, so a claim of k keys costs O(k)
    (a 1,000-word run-on sentence stays cheap).

    >>> planes = _planes([0b011, 0b110, 0b010])  # source 1 is in all three
    >>> [_count(planes, s) for s in range(3)]
    [1, 3, 1]
    """
    planes: list[int] = []
    for mask in masks:
        carry, i = mask, 0
        while carry:
            if i == len(planes):
                planes.append(carry)
                break
            plane = planes[i]
            planes[i], carry = plane ^ carry, plane & carry
            i += 1
    return planes


def _at_least(planes: list[int], j: int, everything: int) -> int:
    """Bitmask of the sources whose count is ≥ j (a comparator over the bit planes).

    >>> planes = _planes([0b011, 0b110, 0b010])
    >>> [bin(_at_least(planes, j, 0b111)) for j in range(5)]
    ['0b111', '0b111', '0b10', '0b10', '0b0']
    """
    if j <= 0:
        return everything
    if j >= 1 << len(planes):
        return 0
    greater, equal = 0, everything
    for i in range(len(planes) - 1, -1, -1):
        plane = planes[i]
        if (j >> i) & 1:
            equal &= plane
        else:
            greater |= equal & plane
            equal &= ~plane
    return greater | equal


def _max_count(planes: list[int], allowed: int) -> int:
    """The highest count among the ``allowed`` sources (0 when none)."""
    value = 0
    for i in range(len(planes) - 1, -1, -1):
        top = allowed & planes[i]
        if top:
            allowed, value = top, value | (1 << i)
    return value


def _count(planes: list[int], source: int) -> int:
    return sum(((plane >> source) & 1) << i for i, plane in enumerate(planes))


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _claim_planes(index: _Index, claim: _Claim) -> list[int]:
    if claim.planes is None:
        claim.planes = _planes(index.masks(claim))
    return claim.planes


def _reaching(index: _Index, claim: _Claim, allowed: int, need: float) -> int:
    """Bitmask of the sources among ``allowed`` whose score for the claim is ≥ ``need``.

    A source needs ``R = ⌈need · units⌉`` units. One holding R keys is in for sure; one
    holding at least R − (the claim's numbers) keys is in if enough numbers are in it
    too; no other source is looked at.
    """
    if not allowed or claim.total == 0:
        return 0
    planes = _claim_planes(index, claim)
    n_numbers = len(claim.numbers)
    required = max(1, math.ceil(need * claim.total - _EPS))
    sure = _at_least(planes, required, index.all) & allowed
    if not n_numbers:
        return sure
    for source in _bits(_at_least(planes, required - n_numbers, index.all) & allowed & ~sure):
        words = _count(planes, source)
        numbers = sum(index.has_number(source, n) for n in claim.numbers)
        if words + numbers >= required:
            sure |= 1 << source
    return sure


def _search(index: _Index, claim: _Claim, allowed: int, need: float) -> tuple[int, float] | None:
    """The best source among ``allowed`` whose score is ≥ ``need`` (ties: lowest number).

    Only sources within reach of the best are scored: those holding at least (the most
    keys any allowed source holds − the claim's numbers) keys.
    """
    if not allowed or claim.total == 0:
        return None
    planes = _claim_planes(index, claim)
    n_numbers = len(claim.numbers)
    required = max(1, math.ceil(need * claim.total - _EPS))
    top = _max_count(planes, allowed)
    if top + n_numbers < required:
        return None
    if not n_numbers:
        at_top = _at_least(planes, top, index.all) & allowed
        return (at_top & -at_top).bit_length() - 1, top / claim.total
    # Walk down from the most keys: a source holding j keys scores at most
    # (j + numbers) / units, so once the best found beats that, stop.
    best: tuple[int, float] | None = None
    floor_ = max(0, top - n_numbers, required - n_numbers)
    above = 0
    for j in range(top, floor_ - 1, -1):
        if best is not None and best[1] > (j + n_numbers) / claim.total + _EPS:
            break  # (equal is not enough: a lower-numbered source may tie further down)
        at_j = _at_least(planes, j, index.all) & allowed & ~above
        above |= at_j
        for source in _bits(at_j):
            numbers = sum(index.has_number(source, n) for n in claim.numbers)
            if j + numbers >= required:
                score = (j + numbers) / claim.total
                if (
                    best is None
                    or score > best[1] + _EPS
                    or (score > best[1] - _EPS and source < best[0])
                ):
                    best = (source, score)
                if numbers == n_numbers:
                    break  # the rest of this level, in higher numbers, cannot beat it
    return best


def _pct(score: float) -> str:
    return f"{round(score * 100)}%"


def _refs(sources: Sequence[int]) -> str:
    return ", ".join(f"[{s + 1}]" for s in sources)


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


@cache
def fitted() -> dict[str, float]:
    """The few numbers chosen on WiCE dev by ``bench/fit_support.py`` (``support.json``):
    ``name_factor`` (what one missing name or number multiplies the coverage by),
    ``threshold`` and ``partial_threshold`` (the default level bands)."""
    path = resources.files("ragcite").joinpath("verify", "support.json")
    data = json.loads(path.read_text("utf-8"))
    return {k: float(v) for k, v in data.items() if isinstance(v, int | float)}


def legend_rates() -> dict[str, str]:
    """What each level meant on WiCE dev, as whole percents for the legend: the lower of
    the two files' rates (oracle chunks, whole page), from ``support.json``."""
    path = resources.files("ragcite").joinpath("verify", "support.json")
    rates = json.loads(path.read_text("utf-8")).get("dev_rates", {})
    out = {}
    for key in ("supported_right", "partly_right", "unsupported_right"):
        values = [r[key] for r in rates.values() if key in r]
        out[key] = f"{math.floor(100 * min(values))}" if values else "?"
    return out


def _final(coverage: float, blocked: int) -> float:
    """The score: the passage's coverage, times ``name_factor`` for each name or number
    of the claim that no cited source holds. In 0–1, rising with coverage, falling with
    each missing name or number.

    >>> round(_final(0.9, 0), 3), round(_final(0.9, 1), 3) < 0.9
    (0.9, True)
    """
    return coverage * fitted()["name_factor"] ** blocked


def _level(score: float, threshold: float, partial: float) -> str:
    """The level is a band of the score: ``supported`` from ``threshold`` up,
    ``partly_supported`` from ``partial`` up, else ``unsupported``."""
    if score + _EPS >= threshold:
        return "supported"
    if score + _EPS >= partial:
        return "partly_supported"
    return "unsupported"


StepList = list[tuple[str, dict[str, str | int]]]


def _steps(
    claim: _Claim,
    auto: bool,
    sources: Sequence[int],
    best: int,
    coverage: float,
    score: float,
    names: list[str],
    numbers: list[str],
    words: list[str],
    level: str,
) -> StepList:
    """How the verdict was reached, as ``(code, params)`` steps; the texts are the
    ``support.step.<code>`` messages of the catalogs (:func:`render_steps`)."""
    steps: StepList = []
    if auto:
        steps.append(("auto_cited", {"source": best + 1}))
    if claim.framing is not None:
        a, b = claim.framing
        steps.append(("framing", {"text": claim.sentence.text[a:b].strip(" ,:")}))
    steps.append(
        (
            "coverage",
            {"coverage": _pct(coverage), "units": claim.total, "sources": _refs(sources)},
        )
    )
    if numbers:
        steps.append(("numbers_missing", {"numbers": ", ".join(numbers)}))
    if names:
        steps.append(("names_missing", {"names": ", ".join(names)}))
    if numbers or names:
        steps.append(("blocked", {"count": len(numbers) + len(names), "score": _pct(score)}))
    others = [w for w in words if w not in names]
    if others:
        steps.append(("words_missing", {"words": ", ".join(others)}))
    steps.append((f"level_{level}", {"score": f"{score:.2f}"}))
    return steps


def render_steps(steps: StepList, lang: str = "en") -> str:
    """The steps as one text in a UI language, from the message catalogs.

    >>> render_steps([("uncited", {}), ("level_unsupported", {"score": "0.00"})])
    'The sentence cites no source. Not supported (score 0.00).'
    """
    messages = catalog(lang)
    return " ".join(
        messages.get(f"support.step.{code}", code).format(**params) for code, params in steps
    )


def score_support(
    sentences: list[Sentence],
    citations: list[Citation],
    sources: list[Source],
    options: Options,
    language: str,
) -> SupportSummary:
    """Fill ``sentence.support`` for every sentence and summarise (rules: module docstring).

    >>> from ragcite.model import Citation, Sentence, Source
    >>> srcs = [Source(1, "Kate Winslet starred in Titanic (1997)."),
    ...         Source(2, "Titanic (1997) starred Leonardo DiCaprio and Kate Winslet.")]
    >>> s = Sentence("Titanic starred Brad Pitt and Kate Winslet [2].", 0, 47, 0, 47, [0])
    >>> c = Citation("2", 2, None, "no_quote", start=43, end=46, sentence=0)
    >>> _ = score_support([s], [c], srcs, Options(), "en")
    >>> s.support.level, s.support.missing_words, s.support.flags
    ('unsupported', ['Brad Pitt'], ['name_missing'])
    """
    threshold = options.threshold
    partial = min(options.partial_threshold, threshold)
    # Internally sources are 0-based positions; Source.number is the 1-based position.
    index_of = {source.number: i for i, source in enumerate(sources)}
    any_citation = bool(citations)
    cited_any: set[int] = set()
    claims: list[_Claim] = []
    for sentence in sentences:
        if not sentence.is_claim:
            sentence.support = Support(
                "not_checked", 0.0, explanation=sentence.why or "Not a claim."
            )
            continue
        cited, unknown = [], []
        for ci in sentence.citations:
            if 0 <= ci < len(citations):
                number = citations[ci].resolved
                if number is not None and number in index_of:
                    cited.append(index_of[number])
                else:
                    unknown.append(citations[ci].source)
        cited = list(dict.fromkeys(cited))
        cited_any.update(cited)
        claim = _claim(sentence, language, cited)
        claim.unknown = unknown
        claims.append(claim)
    for citation in citations:
        if citation.resolved in index_of:
            cited_any.add(index_of[citation.resolved])

    cited_chars = sum(len(sources[i].text) for i in cited_any)
    if not any_citation:  # auto-cited: each claim's best source, any of them
        cited_chars = sum(len(source.text) for source in sources)
    index = _Index(sources, [c for c in claims if c.total], language, cited_chars <= PASSAGE_BUDGET)
    _case_names([c for c in claims if c.total], index, sentences, language)
    uncited_mask = index.all
    for source in cited_any:
        uncited_mask &= ~(1 << source)
    relevant = 0
    checked = supported = 0
    for claim in claims:
        support = _score_claim(index, claim, threshold, partial, any_citation, bool(sources))
        claim.sentence.support = support
        if support.level == "not_checked":
            continue
        checked += 1
        supported += support.level == "supported"
        # A never-cited source that would support this claim is relevant.
        relevant |= _reaching(index, claim, uncited_mask & ~relevant, threshold)
    return SupportSummary(
        answer_support=round(supported / checked, 4) if checked else None,
        relevant_uncited=[i + 1 for i in _bits(relevant)],
        language=language,
    )


def _score_claim(
    index: _Index,
    claim: _Claim,
    threshold: float,
    partial: float,
    any_citation: bool,
    have_sources: bool,
) -> Support:
    if claim.total == 0:
        return _plain(
            "not_checked", [("nothing_to_compare", {})], cited_sources=[s + 1 for s in claim.cited]
        )
    if not have_sources:
        return _plain("unsupported", [("no_sources", {})])
    auto = False
    sources = claim.cited
    if not sources and not any_citation:
        hit = _search(index, claim, index.all, 1e-9)
        if hit is None:
            return _plain("unsupported", [("auto_nothing", {})], auto_cited=True)
        sources, auto = [hit[0]], True
    if not sources:
        hit = _better(index, claim, index.all, threshold, 0.0)
        better = hit[0] + 1 if hit else None
        steps: StepList
        if claim.unknown:
            labels = ", ".join(f"[{label}]" for label in dict.fromkeys(claim.unknown))
            steps, flag = [("unknown_source", {"labels": labels})], "unknown_source"
        else:
            steps, flag = [("uncited", {})], "uncited"
        if hit:
            steps.append(("would_support", {"source": hit[0] + 1, "score": _pct(hit[1])}))
        steps.append(("level_unsupported", {"score": "0.00"}))
        return _plain(
            "unsupported",
            steps,
            better_source=better,
            scores={str(better): round(hit[1], 3)} if hit else {},
            flags=[flag] + (["better_source"] if hit else []),
        )
    overlap, keys_found, numbers_found = index.score(claim, sources)
    words, names, numbers, spans = _missing(claim, keys_found, numbers_found)
    passages = [
        index.passage(claim, source) if index.passages else _Passage(overlap, source, 0, 0, [])
        for source in sources
    ]
    scores: dict[int, float] = {}
    for source, passage in zip(sources, passages, strict=True):
        if len(sources) == 1:
            scores[source] = _final(passage.coverage, len(names) + len(numbers))
        else:
            own = index.score(claim, [source])
            _, own_names, own_numbers, _ = _missing(claim, own[1], own[2])
            scores[source] = _final(passage.coverage, len(own_names) + len(own_numbers))
    best = max(sources, key=lambda s: (scores[s], -s))
    passage = max(passages, key=lambda p: (p.coverage, -p.source))
    coverage = passage.coverage
    if len(passages) > 1 and passage.weights:
        # A claim drawn from two cited sources: a unit counts when any of their best
        # passages holds it (weighted as in the best one).
        found = [any(p.found[u] for p in passages if p.found) for u in range(claim.total)]
        total = sum(passage.weights) or 1.0
        coverage = sum(w for w, hit in zip(passage.weights, found, strict=True) if hit) / total
    if index.language in CJK or not index.passages:  # no passage: the whole cited text
        coverage = overlap
    blocked = len(names) + len(numbers)
    score = _final(coverage, blocked)
    outside, outside_spans = _outside(
        index, claim, passage, keys_found, numbers_found, len(passages), spans
    )
    level = _level(score, threshold, partial)
    steps = _steps(claim, auto, sources, best, coverage, score, names, numbers, words, level)
    flags = []
    if numbers:
        flags.append("number_mismatch")
    if names:
        flags.append("name_missing")
    better = None
    if not auto and score + BETTER_MARGIN <= 1 + _EPS:
        allowed = index.all
        for source in sources:
            allowed &= ~(1 << source)
        hit = _better(index, claim, allowed, max(threshold, score + BETTER_MARGIN), overlap)
        if hit is not None:
            better = hit[0] + 1
            scores[hit[0]] = hit[1]
            flags.append("better_source")
            steps.append(("better_source", {"source": better, "score": _pct(hit[1])}))
    evidence = None
    if passage.end > passage.start:
        text = index.texts[passage.source]
        evidence = Evidence(
            passage.source + 1, passage.start, passage.end, text[passage.start : passage.end]
        )
    return Support(
        level=level,  # type: ignore[arg-type]
        score=round(score, 3),
        best_source=best + 1,
        missing_words=words,
        numbers_missing=numbers,
        better_source=better,
        cited_sources=[] if auto else [s + 1 for s in sources],
        auto_cited=auto,
        scores={str(s + 1): round(v, 3) for s, v in sorted(scores.items())},
        explanation=render_steps(steps),
        flags=flags,
        missing_spans=spans,
        coverage=round(coverage, 3),
        overlap=round(overlap, 3),
        outside_evidence=outside,
        outside_spans=outside_spans,
        missing_names=names,
        evidence=evidence,
        steps=[Step(code, params) for code, params in steps],
    )


def _plain(level: str, steps: StepList, **fields: object) -> Support:
    """A verdict reached without scoring (no sources, uncited, nothing to compare)."""
    return Support(
        level,  # type: ignore[arg-type]
        0.0,
        explanation=render_steps(steps),
        steps=[Step(code, params) for code, params in steps],
        **fields,  # type: ignore[arg-type]
    )


def _better(
    index: _Index, claim: _Claim, allowed: int, need: float, overlap: float
) -> tuple[int, float] | None:
    """A source among ``allowed`` whose score reaches ``need``: the candidate is the one
    whose plain share of the claim's units (fast, bit planes) is highest and above the
    cited sources' share; its score is then computed like a cited source's."""
    hit = _search(index, claim, allowed, max(need, overlap + _EPS) * 0.999)
    if hit is None:
        return None
    _, keys_found, numbers_found = index.score(claim, [hit[0]])
    _, names, numbers, _ = _missing(claim, keys_found, numbers_found)
    plain = index.language in CJK or not index.passages
    coverage = hit[1] if plain else index.passage(claim, hit[0]).coverage
    score = _final(coverage, len(names) + len(numbers))
    return (hit[0], score) if score + _EPS >= need else None
