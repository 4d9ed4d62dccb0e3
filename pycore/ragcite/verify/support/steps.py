"""How a verdict was reached, as explanation steps."""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import catalog
from .claim import _Claim


def _pct(score: float) -> str:
    return f"{round(score * 100)}%"


def _refs(sources: Sequence[int]) -> str:
    return ", ".join(f"[{s + 1}]" for s in sources)


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
