"""The fitted numbers (``support.json``): the factor per missing name or number and the
level bands, and what each level meant on WiCE dev."""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources
from typing import Any

from .planes import _EPS


@cache
def _data() -> dict[str, Any]:
    """``support.json``, read once."""
    path = resources.files("ragcite").joinpath("verify", "support.json")
    return dict(json.loads(path.read_text("utf-8")))


@cache
def fitted() -> dict[str, float]:
    """The few numbers chosen on WiCE dev by ``bench/fit_support.py`` (``support.json``):
    ``name_factor`` (what one missing name or number multiplies the coverage by),
    ``threshold`` and ``partial_threshold`` (the default level bands)."""
    return {k: float(v) for k, v in _data().items() if isinstance(v, int | float)}


@cache
def legend_rates() -> dict[str, str]:
    """What each level meant on WiCE dev, as whole percents for the legend: the lower of
    the two files' rates (oracle chunks, whole page), from ``support.json``."""
    rates = _data().get("dev_rates", {})
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
