"""What decoded JSON values are, read with care: counts, indices and offsets (never a
bool, never negative, never above a cap) and a value's type in JSON's words. How provider
readers take numbers from decoded JSON (:mod:`ragcite.read.jsontext` decodes it)."""

from __future__ import annotations

import math
from typing import Any

from ..limits import MAX_COUNT, MAX_OFFSET, MAX_SOURCE_NUMBER


def _integral(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return None


def as_count(value: Any) -> int | None:
    """A token count or duration: a non-negative integer up to
    :data:`~ragcite.limits.MAX_COUNT`, else None (bools, strings, negative, fractional,
    non-finite and absurd values are not counts).

    >>> as_count(306), as_count(12.0), as_count("12"), as_count(True), as_count(-1)
    (306, 12, None, None, None)
    >>> as_count(float("inf")), as_count(10**40), as_count(2.5)
    (None, None, None)
    """
    number = _integral(value)
    return number if number is not None and 0 <= number <= MAX_COUNT else None


def as_index(value: Any, limit: int = MAX_SOURCE_NUMBER) -> int | None:
    """A 0-based index (document, chunk, part, block) below ``limit``, else None: an index
    beyond every plausible list is absent, never something to allocate up to.

    >>> as_index(0), as_index(3.0), as_index(999999999), as_index(-1), as_index("2")
    (0, 3, None, None, None)
    """
    number = _integral(value)
    return number if number is not None and 0 <= number < limit else None


def as_offset(value: Any) -> int | None:
    """A character or byte offset: a non-negative integer up to
    :data:`~ragcite.limits.MAX_OFFSET`, else None.

    >>> as_offset(17), as_offset(-3), as_offset(1e400), as_offset(10**12)
    (17, None, None, None)
    """
    number = _integral(value)
    return number if number is not None and 0 <= number <= MAX_OFFSET else None


def type_name(value: Any) -> str:
    """What a decoded JSON value is, in JSON's words (an error message names the paste's
    types, not Python's).

    >>> [type_name(v) for v in (None, True, 1, 1.5, "a", [], {})]
    ['null', 'a boolean', 'a number', 'a number', 'a string', 'an array', 'an object']
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list | tuple) else "an object"
