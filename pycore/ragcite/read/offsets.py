"""Offsets between the three units providers count in: code points, UTF-16 units, UTF-8 bytes.

Python ``str`` indexes count code points, which is what Anthropic, Cohere and OpenAI mean
by "characters". Gemini ``groundingSupports[].segment`` and Vertex check-grounding claims
count UTF-8 bytes; JavaScript tools count UTF-16 units. The three agree on ASCII only, so
every provider offset is converted here explicitly and confirmed by slicing
(see ../../shared/FORMATS.md, "Offset units differ").

>>> text = "café 🙂 ok"
>>> len(text), utf16_len(text), utf8_len(text)
(9, 10, 13)
"""

from __future__ import annotations

from typing import Literal

Unit = Literal["code points", "UTF-16 units", "UTF-8 bytes"]
UNITS: tuple[Unit, ...] = ("code points", "UTF-16 units", "UTF-8 bytes")


def utf8_len(text: str) -> int:
    """Length in UTF-8 bytes.

    >>> utf8_len("naïve"), utf8_len("日本語"), utf8_len("🙂")
    (6, 9, 4)
    """
    return len(text.encode("utf-8", "surrogatepass"))


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units (a character outside the BMP takes two).

    >>> utf16_len("日本語"), utf16_len("🙂")
    (3, 2)
    """
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def byte_to_char(text: str, offset: int) -> int | None:
    """Code-point index of UTF-8 byte ``offset``; None when the offset falls inside a
    character or outside the text.

    >>> byte_to_char("café au lait", 6)
    5
    >>> byte_to_char("café", 4) is None   # the middle of "é"
    True
    >>> byte_to_char("café", 9) is None
    True
    """
    data = text.encode("utf-8", "surrogatepass")
    if not 0 <= offset <= len(data):
        return None
    try:
        return len(data[:offset].decode("utf-8", "surrogatepass"))
    except UnicodeDecodeError:
        return None


def utf16_to_char(text: str, offset: int) -> int | None:
    """Code-point index of UTF-16 ``offset``; None when it splits a surrogate pair or falls
    outside the text.

    >>> utf16_to_char("a🙂b", 3)
    2
    >>> utf16_to_char("a🙂b", 2) is None
    True
    """
    data = text.encode("utf-16-le", "surrogatepass")
    if not 0 <= offset <= len(data) // 2:
        return None
    head = data[: 2 * offset]
    # A high surrogate as the last unit means the offset cut a pair in half.
    if head and 0xD8 <= head[-1] <= 0xDB:
        return None
    return len(head.decode("utf-16-le", "surrogatepass"))


def to_chars(text: str, start: int, end: int, unit: Unit) -> tuple[int, int] | None:
    """``(start, end)`` in ``unit`` as code-point offsets, or None when either end is not a
    character boundary, is out of range, or ``end < start``.

    >>> to_chars("日本語 ok", 3, 9, "UTF-8 bytes")
    (1, 3)
    >>> to_chars("日本語", 0, 9, "code points") is None
    True
    """
    if not isinstance(start, int) or not isinstance(end, int) or end < start:
        return None
    if unit == "code points":
        return (start, end) if start >= 0 and end <= len(text) else None
    convert = byte_to_char if unit == "UTF-8 bytes" else utf16_to_char
    a, b = convert(text, start), convert(text, end)
    if a is None or b is None:
        return None
    return a, b


def slice_in(text: str, start: int, end: int, unit: Unit) -> str | None:
    """``text[start:end]`` with the offsets read in ``unit``; None when they do not fit.

    >>> slice_in("café 🙂 ok", 6, 10, "UTF-8 bytes")
    '🙂'
    >>> slice_in("café 🙂 ok", 6, 10, "code points") is None   # only 9 code points
    True
    """
    span = to_chars(text, start, end, unit)
    return None if span is None else text[span[0] : span[1]]


def match_unit(
    text: str, start: int, end: int, expected: str, units: tuple[Unit, ...] = UNITS
) -> tuple[Unit, int, int] | None:
    """The first unit (in ``units`` order) in which ``text[start:end]`` equals ``expected``,
    with the span in code points; None when no unit makes the slice match.

    >>> match_unit("naïve café", 7, 12, "café")
    ('UTF-8 bytes', 6, 10)
    >>> match_unit("naïve café", 6, 10, "café")
    ('code points', 6, 10)
    >>> match_unit("naïve café", 0, 3, "café") is None
    True
    """
    for unit in units:
        span = to_chars(text, start, end, unit)
        if span is not None and text[span[0] : span[1]] == expected:
            return unit, span[0], span[1]
    return None


def locate(text: str, needle: str, near: int | None = None) -> tuple[int, int] | None:
    """Code-point span of ``needle`` in ``text`` — the occurrence nearest ``near`` when it
    occurs more than once — or None. Surrounding whitespace of the needle is ignored
    (Anthropic's ``cited_text`` may carry a trailing space).

    The fallback when an offset slice disagrees with the text it should show.

    >>> locate("one two one", "one", near=9)
    (8, 11)
    >>> locate("one two", "two ")
    (4, 7)
    >>> locate("one", "") is None
    True
    """
    for candidate in (needle, needle.strip()):
        if not candidate:
            continue
        found: list[int] = []
        at = text.find(candidate)
        while at != -1:
            found.append(at)
            at = text.find(candidate, at + 1)
        if found:
            best = min(found, key=lambda i: abs(i - near)) if near is not None else found[0]
            return best, best + len(candidate)
    return None
