"""Citation metrics the field already reports: ALCE's citation recall and precision (Gao et
al. 2023, "Enabling Large Language Models to Generate Text with Citations", reference code
``princeton-nlp/ALCE`` ``eval.py``, ``compute_autoais``), computed from the support stage's
verdicts instead of an NLI model, and the citation fix each wrong citation calls for.

Per claim (non-claims and claims the support stage could not judge are left out):

- **Recall.** A claim counts when it has citations, every one points to an existing source,
  and those sources *together* support it (level ``supported`` stands for "entails"). An
  uncited claim, or one with a citation to a missing source, scores 0 (ALCE: "no
  citations", "citations out of range").
- **Precision.** The citations of a claim whose citations all point to existing sources
  are its base (ALCE adds a sentence's citations to ``total_citations`` only then). When the
  claim is not supported, none is precise. When it is and it has one citation, that one
  is. With several, a citation is *irrelevant* when it does not support the claim alone
  and the claim's other citations still support it without it (leave-one-out); otherwise
  precise.
- **Answer.** ``citation_recall`` = supported claims / claims; ``citation_precision`` =
  precise citations / citations (0 when there are claims but no citation to score, as in
  ALCE); both null when there is no judged claim (a refusal-only answer gets no score);
  ``citation_f1`` their harmonic mean.

"Supports alone" is the source's own score in ``Support.scores`` (the support stage scores
each cited source of a several-source claim by itself). "The others without it" is
decided from those scores when one of the others supports the claim alone (the joint
score is never below a part's: a unit counts when any cited passage holds it); otherwise
the claim is scored again against that subset with :func:`support.score_support`, in one
call for the whole answer. Scores are compared with the report's threshold.

**Fixes**, only where the support stage's own bars show one clearly: ``replace`` (a claim
its citations do not support, and ``better_source`` found by the better-source rule: a
source scoring at least the threshold and ``BETTER_MARGIN`` above the claim), ``add``
(an uncited claim with a ``better_source`` at the threshold; in an answer without any
citation, a claim whose best source reaches the threshold), and ``drop`` (an irrelevant
citation, when the kept citations support the claim and score at least ``BETTER_MARGIN``
above the dropped one alone; or a citation to a missing source in a claim the others
support).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..model import (
    Citation,
    CitationMetrics,
    Fix,
    Lowered,
    Sentence,
    Source,
    Support,
)
from ..options import Options

_EPS = 1e-9
_UNJUDGED = ("not_checked", "not_checkable")


@dataclass
class _Claim:
    """One judged claim and what the metrics found for it."""

    index: int
    sentence: Sentence
    support: Support
    cites: list[int]
    """Its citations' indices (in order, repeats kept: ALCE counts each marker)."""
    numbers: list[int | None] = field(default_factory=list)
    """The source number of each citation, None when it points to no source."""


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def f1(recall: float | None, precision: float | None) -> float | None:
    """The harmonic mean of recall and precision, 0 when both are 0.

    >>> f1(0.5, 1.0), f1(0.0, 0.0), f1(None, 0.5)
    (0.6667, 0.0, None)
    """
    if recall is None or precision is None:
        return None
    if recall + precision == 0:
        return 0.0
    return round(2 * recall * precision / (recall + precision), 4)


class _Judge:
    """Answers "do these cited sources support the claim?" for subsets of its citations,
    from the scores known so far (subsets are tuples of sorted source numbers)."""

    def __init__(self, claim: _Claim, threshold: float) -> None:
        self.claim = claim
        self.threshold = threshold
        distinct = sorted({n for n in claim.numbers if n is not None})
        self.scores: dict[tuple[int, ...], float] = {tuple(distinct): claim.support.score}
        # Without an evidence passage (CJK without passages, or cited text over the
        # passage budget) the per-source scores are the shared overlap, not each alone:
        # then singletons are scored again like any subset.
        if claim.support.evidence is not None:
            for n in distinct:
                score = claim.support.scores.get(str(n))
                if score is not None:
                    self.scores.setdefault((n,), score)

    def score(self, subset: tuple[int, ...]) -> float | None:
        """The subset's score when known; else, when one of its sources supports the claim
        alone, that source's score (the joint score is never below a part's: a unit
        counts when any cited passage holds it); else None (it must be scored)."""
        if subset in self.scores:
            return self.scores[subset]
        parts = [self.scores[(n,)] for n in subset if (n,) in self.scores]
        best = max(parts, default=None)
        if best is not None and best + _EPS >= self.threshold:
            return best
        return None

    def supports(self, subset: tuple[int, ...]) -> bool:
        score = self.score(subset)
        return score is not None and score + _EPS >= self.threshold


def measure(
    sentences: list[Sentence],
    citations: list[Citation],
    sources: list[Source],
    options: Options,
    language: str,
) -> tuple[CitationMetrics, list[Fix]]:
    """The answer's citation metrics and fixes, from the sentences the support stage
    scored (rules: module docstring). Reads the sentences; changes nothing in them."""
    threshold = options.threshold
    numbers = {s.number for s in sources}
    claims: list[_Claim] = []
    unjudged = abstentions = 0
    for i, sentence in enumerate(sentences):
        sup = sentence.support
        if sentence.kind == "abstention":  # "the sources do not say" (text/claims.py)
            abstentions += 1
            continue
        if not sentence.is_claim or sup is None:
            continue
        if sup.level in _UNJUDGED:
            unjudged += 1
            continue
        cites = [ci for ci in sentence.citations if 0 <= ci < len(citations)]
        resolved = [citations[ci].resolved for ci in cites]
        claims.append(
            _Claim(i, sentence, sup, cites, [n if n in numbers else None for n in resolved])
        )
    irrelevant = _leave_one_out(claims, citations, sources, options, language)
    return (
        _tally(claims, irrelevant, unjudged, abstentions),
        _fixes(claims, citations, irrelevant, threshold),
    )


def _leave_one_out(
    claims: list[_Claim],
    citations: list[Citation],
    sources: list[Source],
    options: Options,
    language: str,
) -> dict[int, tuple[set[int], _Judge]]:
    """Claim index -> (positions in its ``cites`` of the irrelevant citations, its judge),
    for every supported claim with several citations."""
    judges: list[_Judge] = []
    for claim in claims:
        if (
            len(claim.cites) > 1
            and None not in claim.numbers
            and claim.support.level == "supported"
            and claim.support.basis == "sources"
        ):
            judges.append(_Judge(claim, options.threshold))
    # Subsets the known scores cannot decide, scored in one call.
    wanted: dict[tuple[int, tuple[int, ...]], tuple[_Judge, tuple[int, ...]]] = {}
    for judge in judges:
        for k, n in enumerate(judge.claim.numbers):
            assert n is not None
            for subset in ((n,), _without(judge.claim, k)):
                if judge.score(subset) is None:
                    wanted[(judge.claim.index, subset)] = (judge, subset)
    if wanted:
        _score_subsets(list(wanted.values()), citations, sources, options, language)
    out: dict[int, tuple[set[int], _Judge]] = {}
    for judge in judges:
        bad = set()
        for k, n in enumerate(judge.claim.numbers):
            assert n is not None
            if not judge.supports((n,)) and judge.supports(_without(judge.claim, k)):
                bad.add(k)
        out[judge.claim.index] = (bad, judge)
    return out


def _without(claim: _Claim, k: int) -> tuple[int, ...]:
    """The distinct sources of the claim's other citations (a repeated source stays when
    another citation names it, as ALCE removes one marker)."""
    rest = claim.numbers[:k] + claim.numbers[k + 1 :]
    return tuple(sorted({n for n in rest if n is not None}))


def _score_subsets(
    wanted: list[tuple[_Judge, tuple[int, ...]]],
    citations: list[Citation],
    sources: list[Source],
    options: Options,
    language: str,
) -> None:
    """Score each claim against each wanted subset of its sources with the support stage
    itself: a copy of the sentence citing only that subset, all copies in one call. The
    answer's citations are passed too, so the call treats the cited text as the check did
    (its size decides whether evidence passages are searched)."""
    extra: list[Citation] = []
    copies: list[Sentence] = []
    for judge, subset in wanted:
        own = []
        for n in subset:
            own.append(len(citations) + len(extra))
            extra.append(Citation(str(n), n, None, "no_quote"))
        copies.append(replace(judge.claim.sentence, citations=own, support=None))
    # Imported here: the batch table imports f1 from this module, and the CLI's start
    # (``ragcite --help``) need not load the support stage.
    from .support import score_support

    score_support(copies, citations + extra, sources, options, language)
    for (judge, subset), copy in zip(wanted, copies, strict=True):
        judge.scores[subset] = copy.support.score if copy.support is not None else 0.0


def _tally(
    claims: list[_Claim],
    irrelevant: dict[int, tuple[set[int], _Judge]],
    unjudged: int,
    abstentions: int,
) -> CitationMetrics:
    supported = uncited = missing = base = precise = dropped = of_unsupported = 0
    missing_cites = 0
    recall_low: list[Lowered] = []
    precision_low: list[Lowered] = []
    for claim in claims:
        i = claim.index
        if not claim.cites:
            uncited += 1
            recall_low.append(Lowered(i, "uncited"))
            continue
        if None in claim.numbers:
            missing += 1
            missing_cites += claim.numbers.count(None)
            recall_low.append(Lowered(i, "missing_source"))
            continue
        base += len(claim.cites)
        if claim.support.level != "supported":
            of_unsupported += len(claim.cites)
            recall_low.append(Lowered(i, "not_supported"))
            precision_low += [Lowered(i, "claim_not_supported", ci) for ci in claim.cites]
            continue
        supported += 1
        bad = irrelevant[i][0] if i in irrelevant else set()
        dropped += len(bad)
        precise += len(claim.cites) - len(bad)
        precision_low += [Lowered(i, "irrelevant", claim.cites[k]) for k in sorted(bad)]
    n = len(claims)
    recall = _ratio(supported, n)
    precision = None if not n else (_ratio(precise, base) or 0.0)
    return CitationMetrics(
        citation_recall=recall,
        citation_precision=precision,
        citation_f1=f1(recall, precision),
        claims=n,
        supported_claims=supported,
        uncited_claims=uncited,
        missing_source_claims=missing,
        citations=base,
        precise_citations=precise,
        irrelevant_citations=dropped,
        unsupported_claim_citations=of_unsupported,
        citations_to_missing_sources=missing_cites,
        unjudged_claims=unjudged,
        abstentions=abstentions,
        recall_lowered_by=recall_low,
        precision_lowered_by=precision_low,
    )


def _passage(sup: Support, keep: list[int]) -> dict[str, Any] | None:
    """The claim's evidence passage when it lies in a source the fix keeps."""
    ev = sup.evidence
    if ev is None or ev.source not in keep:
        return None
    return {"source": ev.source, "start": ev.start, "end": ev.end, "text": ev.text}


def _evidence(
    score: float | None,
    was: float | None,
    threshold: float,
    margin: float | None,
    passage: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The same five keys for every fix, null where they do not apply."""
    return {
        "score": score,
        "was": was,
        "threshold": threshold,
        "margin": margin,
        "passage": passage,
    }


def _fixes(
    claims: list[_Claim],
    citations: list[Citation],
    irrelevant: dict[int, tuple[set[int], _Judge]],
    threshold: float,
) -> list[Fix]:
    from .support import BETTER_MARGIN as margin

    fixes: list[Fix] = []
    for claim in claims:
        sup = claim.support
        better = sup.better_source if "better_source" in sup.flags else None
        # Sources as the report numbers them ([n], as the citations table and the source
        # panel show them); a citation to no source by its label as written.
        labels = [
            str(n) if n is not None else citations[ci].source
            for ci, n in zip(claim.cites, claim.numbers, strict=True)
        ]
        if not claim.cites:
            if better is not None:
                fixes.append(
                    Fix(
                        "add",
                        claim.index,
                        add=better,
                        evidence=_evidence(sup.scores.get(str(better)), None, threshold, None),
                    )
                )
            elif sup.auto_cited and sup.level == "supported" and sup.best_source is not None:
                # An answer without any citation: each claim was scored against its best
                # source, and this one reaches the threshold there.
                best = sup.best_source
                fixes.append(
                    Fix(
                        "add",
                        claim.index,
                        add=best,
                        evidence=_evidence(sup.score, None, threshold, None, _passage(sup, [best])),
                    )
                )
            continue
        if None in claim.numbers and sup.level == "supported" and set(claim.numbers) != {None}:
            # Supported by its existing sources: the missing ones are what is wrong.
            gone = [k for k, n in enumerate(claim.numbers) if n is None]
            keep = sorted({n for n in claim.numbers if n is not None})
            fixes.append(
                Fix(
                    "drop",
                    claim.index,
                    citations=[claim.cites[k] for k in gone],
                    drop=[labels[k] for k in gone],
                    keep=keep,
                    evidence=_evidence(sup.score, None, threshold, None, _passage(sup, keep)),
                )
            )
            continue
        if sup.level != "supported" or None in claim.numbers:
            if better is not None and better not in claim.numbers:
                fixes.append(
                    Fix(
                        "replace",
                        claim.index,
                        citations=list(claim.cites),
                        drop=labels,
                        add=better,
                        evidence=_evidence(
                            sup.scores.get(str(better)), sup.score, threshold, margin
                        ),
                    )
                )
            continue
        if claim.index not in irrelevant:
            continue
        bad, judge = irrelevant[claim.index]
        for k in sorted(bad):
            n = claim.numbers[k]
            assert n is not None
            rest = _without(claim, k)
            if n in rest:
                continue  # a repeated marker: ALCE counts it irrelevant, no fix to name
            alone = judge.score((n,))
            kept = judge.score(rest)
            # Clear only when the kept citations support it and score at least the
            # better-source margin above the dropped one alone.
            if alone is None or kept is None or kept + _EPS < max(threshold, alone + margin):
                continue
            fixes.append(
                Fix(
                    "drop",
                    claim.index,
                    citations=[claim.cites[k]],
                    drop=[labels[k]],
                    keep=list(rest),
                    evidence=_evidence(kept, alone, threshold, margin, _passage(sup, list(rest))),
                )
            )
    return fixes
