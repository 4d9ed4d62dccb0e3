"""Claims whose cited sources have no text in the check (web-search and grounding answers):
judged against the provider's excerpt of the page, or not checkable (see
:mod:`ragcite.verify.basis`).

What was not given cannot disprove a claim. Against a whole excerpt every level can follow;
against a cut one (Anthropic's ``cited_text`` ends in "...") a hit is support by the
excerpt, a miss is ``not_checkable``: the page may say what the excerpt left out. Either
way the explanation says how to check it (paste the page text as a source; pasted pages are
bound to the response's citations by URL or title), with the provider's own confidence
where it gives one.
"""

from __future__ import annotations

from ...model import Step, Support
from ..basis import Basis
from .steps import _refs, render_steps


def excerpt_step(basis: Basis) -> Step:
    """What a claim judged against its citations' excerpts was compared with (their
    lengths), and whether they are cut."""
    chars = " + ".join(str(len(e)) for _, e in basis.excerpts)
    code = "excerpt_cut" if basis.kind == "provider_excerpt_cut" else "excerpt"
    return Step(code, {"chars": chars, "sources": _refs(basis.sources)})


def from_excerpt(support: Support, basis: Basis) -> Support:
    """A claim's support scored against its citations' excerpts, said so; a miss against
    a cut excerpt becomes ``not_checkable``."""
    cut = basis.kind == "provider_excerpt_cut"
    said = excerpt_step(basis)
    if cut and support.level not in ("supported", "not_checked"):
        steps = [said, Step("excerpt_cut_miss", {"sources": _refs(basis.sources)})]
        return _not_checkable(basis, steps, ["excerpt_cut"])
    support.basis = basis.kind
    # The passage lies in the excerpt, not in the source's (empty) text: its offsets would
    # point nowhere, so an excerpt-based verdict has no evidence span.
    support.evidence = None
    support.steps.insert(0, said)
    if basis.confidence is not None:
        support.steps.append(_confidence(basis.confidence))
    support.explanation = render_steps(support.steps)
    support.provider_confidence = basis.confidence
    return support


def not_checkable(basis: Basis) -> Support:
    """The support of a claim that cites only sources without text, and no excerpt."""
    return _not_checkable(
        basis, [Step("not_checkable", {"sources": _refs(basis.sources)})], ["no_source_text"]
    )


def _not_checkable(basis: Basis, steps: list[Step], flags: list[str]) -> Support:
    if basis.confidence is not None:
        steps.append(_confidence(basis.confidence))
    return Support(
        "not_checkable",
        0.0,
        cited_sources=list(basis.sources),
        explanation=render_steps(steps),
        flags=flags,
        basis=basis.kind,
        provider_confidence=basis.confidence,
        steps=steps,
    )


def _confidence(confidence: float) -> Step:
    return Step("provider_confidence", {"confidence": f"{confidence:.2f}"})
