"""The source side of word matching, for speed (a check may carry 200 sources of 10,000
characters): sources become lower-case byte tokens, and CJK sources two-character codes,
at C speed; only the few tokens a claim could match are then stemmed and compared.

Tokenising 2,000,000 characters of sources with a regex costs ~60 ms in CPython, more
than the whole check may take. So sources are split by C-level string methods only:
UTF-8 encode, lower-case and map ASCII punctuation to spaces (bytes.translate), split. The
tokens are then intersected with the set of forms the claims could match (claim words
and the usual inflections of their stems, see :func:`ragcite.text.inflections.variants`),
and only those few are stemmed and compared. A source word in no claim is never looked
at one by one.
"""

from __future__ import annotations

import re
import unicodedata

_KEEP = b"abcdefghijklmnopqrstuvwxyz0123456789"
# Bytes -> bytes: ASCII letters lower-cased, digits and non-ASCII bytes kept, the rest space.
_TRANSLATE = bytes(
    c + 32 if 0x41 <= c <= 0x5A else c if (c >= 0x80 or c in _KEEP) else 0x20 for c in range(256)
)
# Non-ASCII punctuation and spaces that would otherwise stick to a word, as UTF-8: Latin-1
# punctuation (no-break space, « » ¿ ¡ · °), General Punctuation (curly quotes, dashes,
# ellipsis, thin spaces), arrows, minus, box drawing and dingbats, CJK punctuation,
# full-width ASCII punctuation. Matched on bytes, and only when one of their lead bytes
# occurs at all (a memchr), because a str regex over 2 MB of sources costs ~20 ms.
_PUNCT_LEADS = (b"\xc2", b"\xe2", b"\xe3", b"\xef")
_UNICODE_PUNCT = re.compile(
    rb"\xc2[\xa0-\xbf]|\xe2\x80[\x80-\xbf]|\xe2\x81[\x80-\xaf]|\xe2\x86[\x90-\xbf]"
    rb"|\xe2\x87[\x80-\xbf]|\xe2\x88\x92|\xe2[\x94-\x9e][\x80-\xbf]"
    rb"|\xe3\x80[\x80-\x83\x88-\x91\x94-\x9f]|\xef\xbc[\x81-\x8f\x9a-\xa0\xbb-\xbf]"
    rb"|\xef\xbd[\x80\x9b-\xa5]"
)


def source_tokens(text: str) -> list[bytes]:
    """Lower-case word tokens of a source as UTF-8 bytes (digits kept, so ``l2`` stays one
    token; pure digit tokens never match a word form).

    >>> source_tokens("Use <=> for Cosine distance; it’s “fast”, 2x.")
    [b'use', b'for', b'cosine', b'distance', b'it', b's', b'fast', b'2x']
    """
    if text.isascii():  # O(1) in CPython; the table lower-cases too
        return text.encode("ascii").translate(_TRANSLATE).split()
    lowered = text.lower()
    if not unicodedata.is_normalized("NFC", lowered):
        lowered = unicodedata.normalize("NFC", lowered)
    data = lowered.encode("utf-8", "replace")
    if any(lead in data for lead in _PUNCT_LEADS):
        data = _UNICODE_PUNCT.sub(b" ", data)
    return data.translate(_TRANSLATE).split()


def cjk_pair_code(pair: str) -> int | None:
    """A two-character CJK key as one int (its two UTF-16 code units), or None outside the
    Basic Multilingual Plane. Sources are read as such ints, see :func:`cjk_pairs_in`."""
    data = pair.encode("utf-16-le")
    return memoryview(data).cast("I")[0] if len(data) == 4 else None


def cjk_pairs_in(text: str, wanted: frozenset[int]) -> set[int]:
    """The codes in ``wanted`` of every two-character window of ``text``.

    Building 10,000 two-character strings per source costs ~160 ns each in CPython; reading
    the UTF-16 text as 32-bit ints (at even and at odd offsets) gives every window as an
    int at C speed.

    >>> codes = frozenset({cjk_pair_code("検索"), cjk_pair_code("索候"), cjk_pair_code("候補")})
    >>> sorted(cjk_pairs_in("全文検索です", codes)) == sorted([cjk_pair_code("検索")])
    True
    """
    data = text.encode("utf-16-le", "surrogatepass")
    if len(data) < 4:
        return set()
    even = memoryview(data)[: len(data) // 4 * 4].cast("I")
    odd = memoryview(data)[2 : 2 + (len(data) - 2) // 4 * 4].cast("I")
    return set(wanted.intersection(even)).union(wanted.intersection(odd))


_LATIN_ONLY = bytes(c + 32 if 0x41 <= c <= 0x5A else c if c in _KEEP else 0x20 for c in range(256))


def latin_source_tokens(text: str) -> list[bytes]:
    """Lower-case ASCII words of a CJK source, as bytes: they are glued to CJK text
    (``HNSWの``), so every non-ASCII byte separates.

    >>> latin_source_tokens("HNSWインデックスのef_search")
    [b'hnsw', b'ef', b'search']
    """
    return text.encode("utf-8", "replace").translate(_LATIN_ONLY).split()
