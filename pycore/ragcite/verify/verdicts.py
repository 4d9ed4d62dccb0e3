"""Sentence verdicts: one status per sentence, decided once, here.

The page, the Markdown and the CSV show ``Sentence.status``; ``Report.uncited_sentences``
and the CLI's exit code read it too, so "uncited" means the same everywhere.
"""

from __future__ import annotations

from ..model import Citation, Sentence, Status


def sentence_status(sentence: Sentence, citations: list[Citation]) -> Status:
    """One status per sentence; a citation to no source outranks everything, because the
    reader must fix the marker before any support verdict means anything.

    >>> from ragcite.model import Support
    >>> s = Sentence("It is 40 [1].", 0, 13, 0, 13)
    >>> sentence_status(s, [])
    'uncited'
    >>> s.citations, s.support = [0], Support("partly_supported", 0.4)
    >>> sentence_status(s, [Citation("1", 1, None, "no_quote")])
    'partly_supported'
    >>> sentence_status(s, [Citation("9", None, None, "no_such_source")])
    'bad_marker'
    """
    cites = [citations[i] for i in sentence.citations]
    if any(c.result == "no_such_source" for c in cites):
        return "bad_marker"
    if not sentence.is_claim:
        return "not_claim"
    if not cites:
        return "uncited"
    if sentence.support is not None and sentence.support.level != "not_checked":
        return sentence.support.level
    return "not_checked"
