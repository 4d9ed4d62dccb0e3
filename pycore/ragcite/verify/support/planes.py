"""Bit-plane search: which sources hold at least j of a claim's keys, for all sources at
once, in a few big-integer operations per key."""

from __future__ import annotations

_EPS = 1e-9
"""Slack for comparing float scores."""


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
