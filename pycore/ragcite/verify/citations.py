"""Find citations: markers in the answer text and the answer's structured citations ->
:class:`ragcite.model.Citation`, each resolved to a source and placed in a sentence.
"""

from __future__ import annotations

import bisect

from ..model import (
    Answer,
    Citation,
    RawCitation,
    Sentence,
    Source,
    SourceSet,
    Step,
    copied,
    explain,
)
from ..text.markers import SourceIndex, find_markers


def _sentence_at(
    sentences: list[Sentence], starts: list[int], ends: list[int], offset: int
) -> int | None:
    """The sentence holding ``offset`` (sentences are in order and do not overlap, so
    both lists are sorted and a bisection finds it: a linear scan per citation made an
    answer of 20,000 cited sentences quadratic).

    >>> s = [Sentence("A.", 0, 2, 0, 2), Sentence("B.", 3, 5, 3, 5)]
    >>> [_sentence_at(s, [0, 3], [2, 5], o) for o in (0, 2, 4, 9)]
    [0, 0, 1, 1]
    """
    i = bisect.bisect_right(starts, offset) - 1
    if i >= 0 and offset < sentences[i].end:
        return i
    # A marker in the gap after a sentence (e.g. after trailing spaces) belongs before it.
    before = bisect.bisect_right(ends, offset) - 1
    return before if before >= 0 else (0 if sentences else None)


def _citation(raw: RawCitation, sources: list[Source], index: SourceIndex) -> Citation:
    if raw.index is not None:
        number = raw.index if 1 <= raw.index <= len(sources) else None
        how = "index" if number else "unknown"
    else:
        number, how = index.resolve(raw.source)
    # The label, quote, mode, offsets, check and binding as the answer states them.
    return copied(
        Citation, raw, resolved=number, result="no_quote", resolved_by=how, detail=dict(raw.detail)
    )


def find_citations(
    answer: Answer, sentences: list[Sentence], source_set: SourceSet
) -> list[Citation]:
    """Markers in the text, plus the answer's structured citations, each resolved to a
    source and placed in its sentence (``Sentence.citations`` is filled in, cited sources
    are marked ``cited``). A structured citation without a position takes the first
    unclaimed marker to the same source in the text, so one claim with one quote shows as
    one row."""
    sources = source_set.sources
    index = SourceIndex(sources)
    marker_cites = [
        _citation(
            RawCitation(
                source=m.label,
                quote=m.quote,
                start=m.start,
                end=m.end,
                mode="quotes" if m.quote else "markers",
                detail={"marker": m.raw, "style": m.style}
                | ({"footnote": m.footnote} if m.footnote else {}),
            ),
            sources,
            index,
        )
        for m in find_markers(answer.text)
    ]
    claimed: set[int] = set()
    cites: list[Citation] = []
    for raw in answer.citations:
        cite = _citation(raw, sources, index)
        if cite.start is None:
            for i, marker in enumerate(marker_cites):
                if (
                    i not in claimed
                    and marker.resolved is not None
                    and marker.resolved == cite.resolved
                ):
                    claimed.add(i)
                    cite.start, cite.end = marker.start, marker.end
                    cite.detail["marker"] = marker.detail.get("marker")
                    break
        cites.append(cite)
    cites += [m for i, m in enumerate(marker_cites) if i not in claimed]
    starts, ends = [s.start for s in sentences], [s.end for s in sentences]
    for number, cite in enumerate(cites):
        if cite.start is not None:
            cite.sentence = _sentence_at(sentences, starts, ends, cite.start)
        elif cite.quote:
            cite.sentence = _sentence_for_quote(sentences, cite.quote)
        if cite.sentence is not None:
            sentences[cite.sentence].citations.append(number)
            if cite.mode == "provider" and cite.start is not None and cite.end is not None:
                more = _within_span(sentences, starts, cite.sentence, cite.start, cite.end)
                home = sentences[cite.sentence]
                clipped = home.text[max(0, cite.start - home.start) : cite.end - home.start]
                if more and not any(ch.isalnum() for ch in clipped):
                    # The span starts in the gap after a sentence: it cites the next ones.
                    sentences[cite.sentence].citations.pop()
                    cite.sentence = more[0]
                for other in more:
                    sentences[other].citations.append(number)
        if cite.resolved is None:
            cite.result = "no_such_source"
            cite.steps = [Step("source.unknown", {"label": cite.source, "n": len(sources)})]
            cite.explanation = explain(cite.steps)
        else:
            sources[cite.resolved - 1].cited = True
    return cites


def _within_span(
    sentences: list[Sentence], starts: list[int], home: int, start: int, end: int
) -> list[int]:
    """The sentences after ``home`` that lie inside a provider's cited span.

    A provider cites a span, not a point: a Bedrock ``textResponsePart``, an Anthropic text
    block, a Gemini ``groundingSupports`` segment often holds two or three sentences, and
    every one of them is a claim of that citation (issue 26). A sentence counts when the
    span covers at least half of its letters and digits, so a span that only clips the
    first word of the next sentence does not cite it.

    >>> s = [Sentence("A b.", 0, 4, 0, 4), Sentence("Cd ef.", 5, 11, 5, 11),
    ...      Sentence("Gh ij.", 12, 18, 12, 18)]
    >>> _within_span(s, [0, 5, 12], 0, 0, 11), _within_span(s, [0, 5, 12], 0, 0, 13)
    ([1], [1])
    >>> _within_span(s, [0, 5, 12], 0, 0, 18)
    [1, 2]
    """
    found = []
    last = bisect.bisect_left(starts, end)
    for i in range(home + 1, last):
        sentence = sentences[i]
        inside = sentence.text[: max(0, end - sentence.start)]
        total = sum(ch.isalnum() for ch in sentence.text)
        if total and 2 * sum(ch.isalnum() for ch in inside) >= total:
            found.append(i)
    return found


def _sentence_for_quote(sentences: list[Sentence], quote: str) -> int | None:
    """The sentence sharing most words with a quote that has no position of its own."""
    words = set(quote.casefold().split())
    best, best_hits = None, 1
    for i, sentence in enumerate(sentences):
        hits = len(words & set(sentence.text.casefold().split()))
        if hits > best_hits:
            best, best_hits = i, hits
    return best
