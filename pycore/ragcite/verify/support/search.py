"""Which sources reach a score for a claim, found over the bit planes of its keys (only the
sources within reach are scored one by one)."""

from __future__ import annotations

import math

from .claim import _Claim
from .index import _Index
from .planes import _EPS, _at_least, _bits, _count, _max_count, _planes


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
