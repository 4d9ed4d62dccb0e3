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

from .index import PASSAGE_BUDGET, WINDOW
from .params import fitted, legend_rates
from .score import BETTER_MARGIN, SupportSummary, score_support
from .steps import render_steps

__all__ = [
    "BETTER_MARGIN",
    "PASSAGE_BUDGET",
    "WINDOW",
    "SupportSummary",
    "fitted",
    "legend_rates",
    "render_steps",
    "score_support",
]
