"""How a verdict was reached, as explanation steps."""

from __future__ import annotations

from collections.abc import Sequence

from ...model import Step, explain
from .claim import _Claim


def _pct(score: float) -> str:
    return f"{round(score * 100)}%"


def _refs(numbers: Sequence[int | str]) -> str:
    """Source numbers (or labels) as the report writes them, each once: ``[2]``, ``[1], [3]``.

    >>> _refs([2]), _refs([1, 3, 1])
    ('[2]', '[1], [3]')
    """
    return ", ".join(f"[{n}]" for n in dict.fromkeys(numbers))


def _steps(
    claim: _Claim,
    auto: bool,
    refs: Sequence[int],
    best: int,
    coverage: float,
    score: float,
    names: list[str],
    numbers: list[str],
    words: list[str],
    level: str,
) -> list[Step]:
    """How the verdict was reached, as steps; the texts are the ``support.step.<code>``
    messages of the catalogs (:func:`ragcite.model.explain`). ``refs`` are the compared
    sources' numbers, ``best`` the best one's."""
    steps: list[Step] = []
    if auto:
        steps.append(Step("auto_cited", {"source": best}))
    if claim.framing is not None:
        a, b = claim.framing
        steps.append(Step("framing", {"text": claim.sentence.text[a:b].strip(" ,:")}))
    steps.append(
        Step(
            "coverage",
            {"coverage": _pct(coverage), "units": claim.total, "sources": _refs(refs)},
        )
    )
    if numbers:
        steps.append(Step("numbers_missing", {"numbers": ", ".join(numbers)}))
    if names:
        steps.append(Step("names_missing", {"names": ", ".join(names)}))
    if numbers or names:
        steps.append(Step("blocked", {"count": len(numbers) + len(names), "score": _pct(score)}))
    others = [w for w in words if w not in names]
    if others:
        steps.append(Step("words_missing", {"words": ", ".join(others)}))
    steps.append(level_step(level, score))
    return steps


def level_step(level: str, score: float) -> Step:
    return Step(f"level_{level}", {"score": f"{score:.2f}"})


def render_steps(steps: Sequence[Step], lang: str = "en") -> str:
    """A claim's support steps as one text in a UI language, from the catalogs'
    ``support.step.<code>`` messages (:func:`ragcite.model.explain`).

    >>> render_steps([Step("uncited"), Step("level_unsupported", {"score": "0.00"})])
    'The sentence cites no source. Not supported (score 0.00).'
    """
    return explain(steps, lang, "support.step.")
