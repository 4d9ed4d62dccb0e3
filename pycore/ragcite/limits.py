"""Every cap on what ragcite reads, in one place, with its documented default.

A paste beyond a cap is refused with a located :class:`~ragcite.model.InputError` ("sources:
JSON nested deeper than 200 levels at line 1, column 201") instead of a traceback, an
out-of-memory kill or a frozen page (issue 11). The defaults are far above what a real
request or response holds (Vertex AI check grounding: 200 facts of 10,000 characters and an
answer of 4,096 tokens) and low enough that a check at every cap still ends in seconds.

The README's "Limits" section lists the same numbers; ``tests/test_limits.py`` checks that
each cap is enforced with a plain message.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

MAX_SOURCES_CHARS = 10_000_000
"""Characters in the sources field (about 10 MB: 5× Vertex's largest request)."""

MAX_ANSWER_CHARS = 2_000_000
"""Characters in the answer field (a 4,096-token answer is ~16,000 characters; a whole
streamed response with its JSON framing is rarely above 1 MB)."""

MAX_JSON_DEPTH = 200
"""Nesting of arrays and objects in any JSON the paste holds (real responses: < 15)."""

MAX_NUMBER_DIGITS = 100
"""Digits of one JSON integer; a longer one is kept as its text (Python refuses to convert
integers of more than 4,300 digits, and no count or index has more than 20)."""

MAX_SOURCES = 10_000
"""Sources in one check."""

MAX_SENTENCES = 10_000
"""Sentences in the answer (a long RAG answer has a few hundred; at 20,000 the CLI took
8 s of CPU on ``bench/hostile.py``'s answer of cited sentences, at 10,000 about 3)."""

MAX_CITATIONS = 10_000
"""Citations in the answer: markers plus structured or provider citations."""

MAX_SENTENCE_CHARS = 5_000
"""Characters of one sentence that is still classified and scored; a longer one (a run of
text with no sentence end, a pasted table) is shown but marked "not checked", so one
1 MB "sentence" costs no more than its segmentation."""

MAX_CLOSEST_QUOTE_CHARS = 2_000
"""Characters of a failing quote for which the closest passage of its source is searched
(the search compares the quote with passages of its own length: quadratic in it). A
longer failing quote is still reported as not in the source, without a closest passage."""

MAX_SOURCE_NUMBER = MAX_SOURCES
"""The largest source, chunk or document number a provider citation may name (1-based
after conversion). A citation of document 999999999 is looked up and reported as
pointing to no source; nothing is ever allocated up to such a number."""

MAX_MISSING_SOURCES = 1_000
"""Empty numbered slots kept for sources a response names by position but does not carry
(a Cohere response citing only ``doc_7`` keeps slots [1]–[7] so that doc_7 stays source
[8]). With more gaps than this the sources are numbered in the order they come."""

MAX_OFFSET = 4 * MAX_SOURCES_CHARS
"""The largest character/byte offset read from a response (a UTF-8 byte offset into the
longest field); beyond it an offset is treated as absent."""

MAX_COUNT = 10**15
"""The largest token count or duration read from a response; beyond it the value is
treated as absent (a 64-bit counter overflowed, or the field is garbage)."""

ALL: dict[str, int] = {
    "MAX_SOURCES_CHARS": MAX_SOURCES_CHARS,
    "MAX_ANSWER_CHARS": MAX_ANSWER_CHARS,
    "MAX_JSON_DEPTH": MAX_JSON_DEPTH,
    "MAX_NUMBER_DIGITS": MAX_NUMBER_DIGITS,
    "MAX_SOURCES": MAX_SOURCES,
    "MAX_SENTENCES": MAX_SENTENCES,
    "MAX_CITATIONS": MAX_CITATIONS,
    "MAX_SENTENCE_CHARS": MAX_SENTENCE_CHARS,
    "MAX_CLOSEST_QUOTE_CHARS": MAX_CLOSEST_QUOTE_CHARS,
    "MAX_SOURCE_NUMBER": MAX_SOURCE_NUMBER,
    "MAX_MISSING_SOURCES": MAX_MISSING_SOURCES,
    "MAX_OFFSET": MAX_OFFSET,
    "MAX_COUNT": MAX_COUNT,
}
"""Name → value, for the README table and the tests."""


def max_chars(where: str) -> int:
    """The character cap of an input field.

    >>> max_chars("sources"), max_chars("answer")
    (10000000, 2000000)
    """
    return MAX_SOURCES_CHARS if where == "sources" else MAX_ANSWER_CHARS


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Run a check and its rendering without Python's cyclic garbage collector.

    A report of a large answer is millions of small objects, all alive until the end, so
    each collection walks a heap that only grows: a third of the time of a check at the
    sentence cap went to it. Nothing a check builds needs the collector (the objects form
    no reference cycles worth waiting for), and it is switched back on afterwards, so this
    is for process owners (the CLI, the page's worker), not for library calls.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
