"""Claims in another language than the text they are judged against: only their
language-neutral units are compared (:mod:`ragcite.verify.neutral`), never the wording.

The score is the share of those units some basis text holds, times ``name_factor`` for
each one missing (as for a cited source, so a changed number or name still weighs on it);
the level is its band. A claim without any such unit is ``not_checkable``: nothing in it
can be compared across the languages. Either way the explanation names both languages and
says that the wording was not compared.
"""

from __future__ import annotations

from ...model import Sentence, Step, Support
from ...text.claims import checked_text
from ...text.words import _NAME_GAP
from .. import neutral
from ..basis import Basis
from .excerpts import excerpt_step
from .params import _final, _level
from .steps import _pct, _refs, level_step, render_steps

_NUMBERS = ("number", "date", "time", "pair")


def score(
    sentence: Sentence,
    basis: Basis,
    texts: list[tuple[int, str]],
    threshold: float,
    partial: float,
) -> Support:
    """The support of a claim whose basis texts are in another language (module doc)."""
    text, _ = checked_text(sentence.text)
    units = neutral.units(text, basis.language)
    source_language = basis.source_language or ""
    refs = _refs([number for number, _ in texts] or basis.sources)
    steps = [
        Step(
            "language_neutral",
            {
                "answer_language": basis.language,
                "source_language": source_language,
                "sources": refs,
            },
        )
    ]
    if basis.excerpts:
        steps.insert(0, excerpt_step(basis))
    bodies = [body for _, body in texts]
    units = neutral.kin_identifiers(units, text, bodies)
    found = neutral.found(units, text, bodies, source_language, basis.language)
    for name, rendering in neutral.translated(
        units, found, text, bodies, source_language, basis.language
    ):
        steps.append(Step("name_translated", {"name": name, "rendering": rendering}))
    for name, rendering in neutral.ordinary_titles(
        units, found, text, bodies, source_language, basis.language
    ):
        if rendering:
            steps.append(Step("title_translated", {"name": name, "rendering": rendering}))
        else:
            steps.append(Step("title_not_compared", {"name": name}))
    neutral.retitled(units, text, basis.language, found)
    neutral.spelt_out(units, text, basis.language, found)
    replaced = neutral.substituted(units, found, text, bodies, source_language, basis.language)
    if replaced is not None:
        subject, name = replaced
        units, found = [subject, *units], [False, *found]
        steps.append(Step("subject_replaced", {"word": subject.surface, "name": name}))
    else:
        renamed = neutral.renamed(units, found, text, bodies, source_language, basis.language)
        for word, name in renamed:
            steps.append(Step("name_replaced", {"word": word.surface, "name": name}))
        if renamed:
            pairs = sorted(
                [*zip(units, found, strict=True), *((word, False) for word, _ in renamed)],
                key=lambda pair: pair[0].start,
            )
            units, found = [u for u, _ in pairs], [hit for _, hit in pairs]
    if not units:
        # Nothing to compare, and no word stands where the source has a name the claim
        # lacks (a German claim's names may be no units: Der Marquis von Alorna).
        steps.append(Step("neutral_nothing", {"answer_language": basis.language}))
        return _support("not_checkable", 0.0, basis, steps, flags=["other_language"])
    missing = [u for u, hit in zip(units, found, strict=True) if not hit]
    cut = basis.kind == "provider_excerpt_cut"
    if missing and cut:
        steps.append(Step("excerpt_cut_miss", {"sources": _refs(basis.sources)}))
        return _support("not_checkable", 0.0, basis, steps, flags=["excerpt_cut"])
    spans = _joined(missing, text)
    share = sum(found) / len(units)
    value = _final(share, len(spans))
    level = _level(value, threshold, partial)
    steps.append(Step("neutral_found", {"found": sum(found), "units": len(units), "sources": refs}))
    numbers = [u.surface for u in missing if u.kind in _NUMBERS]
    names = list(dict.fromkeys(text[a:b] for a, b, kind in spans if kind not in _NUMBERS))
    if numbers:
        steps.append(Step("numbers_missing", {"numbers": ", ".join(numbers)}))
    for unit in missing:
        # The value is there, in another currency: say so, or the reader sees the number
        # in the source and wonders why it is listed.
        written = neutral.other_currency(unit, text, bodies, source_language)
        if written is not None:
            params = {"number": unit.surface, "written": written}
            steps.append(Step("number_other_currency", params))
        # A rank whose value the source writes only as a count (sesta: six units)
        counted = neutral.counted_rank(unit, bodies, source_language)
        if counted is not None:
            steps.append(Step("rank_counted", {"number": unit.surface, "written": counted}))
    if names:
        steps.append(Step("names_missing", {"names": ", ".join(names)}))
    if missing:
        steps.append(Step("blocked", {"count": len(spans), "score": _pct(value)}))
    steps.append(level_step(level, value))
    flags = ["other_language"]
    if numbers:
        flags.append("number_mismatch")
    if names:
        flags.append("name_missing")
    base = sentence.start
    support = _support(level, value, basis, steps, flags=flags)
    support.missing_words = names
    support.missing_names = names
    support.numbers_missing = numbers
    support.missing_spans = [[base + a, base + b] for a, b, _ in spans]
    support.coverage = support.overlap = round(share, 3)
    return support


def _support(
    level: str,
    value: float,
    basis: Basis,
    steps: list[Step],
    flags: list[str],
) -> Support:
    return Support(
        level,  # type: ignore[arg-type]
        round(value, 3),
        cited_sources=list(basis.sources),
        explanation=render_steps(steps),
        flags=flags,
        basis="language_neutral",
        provider_confidence=basis.confidence,
        steps=steps,
    )


def _joined(missing: list[neutral.Unit], text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the missing units, adjacent names joined into one: "Brad
    Pitt", not "Brad" and "Pitt"."""
    out: list[tuple[int, int, str]] = []
    for unit in missing:
        if (
            out
            and unit.kind == "name"
            and out[-1][2] == "name"
            and text[out[-1][1] : unit.start] in _NAME_GAP
        ):
            out[-1] = (out[-1][0], unit.end, "name")
        else:
            out.append((unit.start, unit.end, unit.kind))
    return out
