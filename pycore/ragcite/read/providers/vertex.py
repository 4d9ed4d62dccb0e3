"""Vertex AI check grounding response (Discovery Engine ``checkGrounding``).

https://cloud.google.com/generative-ai-app-builder/docs/check-grounding — the response is
``{supportScore, citedChunks[{chunkText, source}], claims[{startPos, endPos, claimText,
citationIndices[], groundingCheckRequired, score}]}``. ``startPos``/``endPos`` are **UTF-8
byte** offsets into the request's ``answerCandidate`` (a missing ``startPos`` is 0, proto3
JSON omits zeros); ``citationIndices`` are 0-based into ``citedChunks``, whose ``source`` is
the index of the request fact the chunk came from.

The answer text is rebuilt from the claims (each placed at its byte offset); when the
request (``facts[{factText, attributes}]``, ``answerCandidate``) is pasted as the sources,
:func:`bind` swaps in its ``answerCandidate`` and re-locates the claims. Vertex's own
per-claim verdicts go to ``Answer.extra["vertex"]`` so the report can show them next to
ragcite's.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any, Literal

from ... import model
from ..jsonvalues import as_index
from ..offsets import byte_to_char, utf8_len
from ..sources import load_json, source_from_object
from .base import Paste, Provider, answer_reader, as_dict, as_int, as_list, sources_reader, text_of
from .common import dense_enough, finish, place, placeholder, verify_slice


def _is_response(obj: Any) -> bool:
    if not isinstance(obj, dict) or "candidates" in obj or "choices" in obj:
        return False
    claims = obj.get("claims")
    if (
        isinstance(claims, list)
        and claims
        and isinstance(claims[0], dict)
        and ("claimText" in claims[0] or "citationIndices" in claims[0] or "endPos" in claims[0])
    ):
        return True
    return "supportScore" in obj and ("citedChunks" in obj or "claims" in obj)


def _sniff(paste: Paste) -> bool:
    return _is_response(paste.json)


def _fact_index(chunk: Any) -> int | None:
    """The request fact a cited chunk came from: ``source`` holds its index as a string."""
    value = chunk.get("source") if isinstance(chunk, dict) else None
    if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 18:
        value = int(value)
    return as_index(value)


def rebuild(claims: list[dict[str, Any]]) -> tuple[str, list[tuple[int, int]], list[bool]]:
    """The answer text from the claims, each claim's code-point span in it, and for each
    claim whether its byte offsets fit its text.

    Gaps between claims (the spaces Vertex leaves out of claims) become spaces. When any
    offsets do not fit, the claims are joined with single spaces instead.

    >>> text, spans, fits = rebuild([{"endPos": 6, "claimText": "Café."},
    ...                              {"startPos": 7, "endPos": 11, "claimText": "Yes."}])
    >>> text, spans, fits
    ('Café. Yes.', [(0, 5), (6, 10)], [True, True])
    >>> rebuild([{"startPos": 0, "endPos": 5, "claimText": "Café."}])[2]
    [False]
    """
    placed: list[tuple[int, int, bytes]] = []
    fits: list[bool] = []
    for claim in claims:
        data = text_of(claim.get("claimText")).encode("utf-8")
        start, end = as_int(claim.get("startPos", 0)), as_int(claim.get("endPos"))
        fits.append(
            start is not None and end is not None and start >= 0 and end - start == len(data)
        )
        placed.append((start or 0, end or 0, data))
    # Claims that fit their own length but overlap another are wrong too.
    order = sorted((i for i, ok in enumerate(fits) if ok), key=lambda i: placed[i][0])
    for a, b in pairwise(order):
        if placed[a][1] > placed[b][0]:
            fits[a] = fits[b] = False
    if all(fits):
        buffer = bytearray(b" " * max((p[1] for p in placed), default=0))
        for start, end, data in placed:
            buffer[start:end] = data
        text = buffer.decode("utf-8")
        return (
            text,
            [(byte_to_char(text, s) or 0, byte_to_char(text, e) or 0) for s, e, _ in placed],
            fits,
        )
    pieces, spans, pos = [], [], 0
    for _, _, data in placed:
        piece = data.decode("utf-8")
        spans.append((pos, pos + len(piece)))
        pieces.append(piece)
        pos += len(piece) + 1
    return " ".join(pieces), spans, fits


def claim_check(claim: dict[str, Any], fits: bool) -> model.OffsetCheck:
    """The offset check of one claim against its own text."""
    if fits:
        return model.OffsetCheck.said(
            "verified",
            True,
            model.Step("vertex.fits"),
            unit="UTF-8 bytes",
            stated_unit="UTF-8 bytes",
        )
    start, end = as_int(claim.get("startPos", 0)), as_int(claim.get("endPos"))
    size = utf8_len(text_of(claim.get("claimText")))
    span = (end or 0) - (start or 0)
    return model.OffsetCheck.said(
        "mismatch",
        False,
        model.Step("vertex.mismatch", {"start": start, "end": end, "span": span, "size": size}),
        stated_unit="UTF-8 bytes",
    )


def claims_extra(
    claims: list[dict[str, Any]],
    spans: list[tuple[int, int]],
    text: str,
    chunk_facts: list[int | None],
) -> list[dict[str, Any]]:
    """Vertex's verdict per claim, located in ``text`` (code points and bytes)."""
    rows = []
    for claim, span in zip(claims, spans, strict=True):
        indices = [
            i for i in (as_int(x) for x in as_list(claim.get("citationIndices"))) if i is not None
        ]
        rows.append(
            {
                "start": span[0] if span else None,
                "end": span[1] if span else None,
                "start_byte": utf8_len(text[: span[0]]) if span else None,
                "end_byte": utf8_len(text[: span[1]]) if span else None,
                "claim_text": text_of(claim.get("claimText")),
                "grounding_check_required": claim.get("groundingCheckRequired")
                if isinstance(claim.get("groundingCheckRequired"), bool)
                else None,
                "score": claim.get("score")
                if isinstance(claim.get("score"), int | float)
                else None,
                "citation_indices": indices,
                "sources": [_number(i, chunk_facts) for i in indices],
                "raw_offsets": {
                    "startPos": as_int(claim.get("startPos", 0)),
                    "endPos": as_int(claim.get("endPos")),
                },
            }
        )
    return rows


def _number(citation_index: int, chunk_facts: list[int | None]) -> int:
    """1-based source number of a claim's citation index."""
    if 0 <= citation_index < len(chunk_facts) and chunk_facts[citation_index] is not None:
        return (chunk_facts[citation_index] or 0) + 1
    return citation_index + 1


def citations_for(
    rows: list[dict[str, Any]], checks: list[model.OffsetCheck]
) -> list[model.RawCitation]:
    citations = []
    for claim, (row, check) in enumerate(zip(rows, checks, strict=True)):
        for ci, number in zip(row["citation_indices"], row["sources"], strict=True):
            citations.append(
                model.RawCitation(
                    str(number),
                    start=row["start"],
                    end=row["end"],
                    mode="provider",
                    index=number,
                    detail={
                        "provider": "vertex",
                        "kind": "claim citation",
                        "unit": "UTF-8 bytes of answerCandidate",
                        "raw": {
                            **row["raw_offsets"],
                            "citationIndex": ci,
                            "claimText": row["claim_text"],
                        },
                        "vertex_score": row["score"],
                        "claim": claim,
                        "note": f"citationIndices {ci} (0-based into citedChunks) is source "
                        f"[{number}].",
                    },
                    check=check,
                )
            )
    return citations


def _parse(paste: Paste) -> model.Answer:
    obj = paste.json
    if not _is_response(obj):
        raise paste.json_error or model.InputError(
            "answer", "not a Vertex check grounding response"
        )
    claims = [c for c in as_list(obj.get("claims")) if isinstance(c, dict)]
    chunks = [c for c in as_list(obj.get("citedChunks")) if isinstance(c, dict)]
    facts = [_fact_index(c) for c in chunks]
    notes: list[str] = []
    known = [f + 1 for f in facts if f is not None]
    if chunks and not (len(known) == len(facts) and dense_enough(known)):
        # Without fact indexes (or with indexes far beyond the chunks: slots would be
        # allocated up to them) the chunks themselves are the sources, in their order.
        facts = list(range(len(chunks)))
        notes.append(model.Note.of("vertex.chunks_unindexed"))
    text, spans, fits = rebuild(claims)
    checks = [claim_check(c, f) for c, f in zip(claims, fits, strict=True)]
    rows = claims_extra(claims, spans, text, facts)
    for row, check in zip(rows, checks, strict=True):
        row["offsets_ok"] = check.ok
    if not all(fits):
        notes.append(model.Note.of("vertex.rebuilt_joined"))
    notes.append(model.Note.of("vertex.rebuilt"))
    sources: list[model.Source] = []
    if chunks:
        texts: dict[int, list[str]] = {}
        for fact, chunk in zip(facts, chunks, strict=True):
            texts.setdefault(fact or 0, []).append(text_of(chunk.get("chunkText")))
        for number in range(1, max(texts) + 2):
            if number - 1 in texts:
                sources.append(
                    model.Source(
                        number=number,
                        text="\n\n".join(texts[number - 1]),
                        metadata={"kind": "cited chunk", "fact_index": number - 1},
                    )
                )
            else:
                sources.append(
                    placeholder(number, "not cited, so not in the response", "not_cited")
                )
    score = obj.get("supportScore")
    return finish(
        text,
        "vertex-check-grounding",
        "a Vertex AI check grounding response",
        citations_for(rows, checks),
        notes=notes,
        sources=model.SourceSet(
            sources, "vertex-cited-chunks", "cited chunks in the check grounding response"
        ),
        extra={
            "vertex": rows,
            "vertex_support_score": score if isinstance(score, int | float) else None,
            "vertex_claims_fit": all(fits),
        },
    )


# --- Sources: the check grounding request ---------------------------------------------


def read_request(text: str) -> model.SourceSet | None:
    value = load_json(text)
    if not isinstance(value, dict) or not isinstance(value.get("facts"), list):
        return None
    facts = value["facts"]
    if not (
        "answerCandidate" in value or any(isinstance(f, dict) and "factText" in f for f in facts)
    ):
        return None
    sources = [
        source_from_object(i, f) if isinstance(f, dict) else model.Source(i, str(f))
        for i, f in enumerate(facts, 1)
    ]
    extra: dict[str, Any] = {}
    if isinstance(value.get("answerCandidate"), str):
        extra["answer_candidate"] = value["answerCandidate"]
    if isinstance(value.get("groundingSpec"), dict):
        extra["grounding_spec"] = value["groundingSpec"]
    return model.SourceSet(
        sources,
        "vertex-grounding-request",
        "a Vertex AI check grounding request (facts)",
        extra=extra,
    )


# --- Checking the claims against the request's answerCandidate --------------------------


def bind(answer: model.Answer, sources: model.SourceSet) -> None:
    """For a check grounding response, swap the rebuilt answer for the request's
    ``answerCandidate`` when the request was pasted as the sources, and re-locate claims."""
    if answer.format != "vertex-check-grounding":
        return
    candidate = sources.extra.get("answer_candidate")
    rows = answer.extra.get("vertex")
    if not isinstance(candidate, str) or not isinstance(rows, list):
        return
    checks: list[model.OffsetCheck] = []
    for row in rows:
        raw = as_dict(row.get("raw_offsets"))
        check, span = verify_slice(
            candidate,
            raw.get("startPos"),
            raw.get("endPos"),
            row.get("claim_text", ""),
            "UTF-8 bytes",
            place("answer_candidate"),
        )
        if span is None:
            row.update(start=None, end=None, start_byte=None, end_byte=None)
        else:
            row.update(
                start=span[0],
                end=span[1],
                start_byte=utf8_len(candidate[: span[0]]),
                end_byte=utf8_len(candidate[: span[1]]),
            )
        row["offsets_ok"] = check.ok
        checks.append(check)
    for cite in answer.citations:
        claim = cite.detail.get("claim")
        if isinstance(claim, int) and 0 <= claim < len(rows):
            cite.start, cite.end = rows[claim]["start"], rows[claim]["end"]
            cite.check = checks[claim]
    answer.text = candidate
    answer.extra["vertex_claims_fit"] = all(c.ok for c in checks)
    rebuilt = ("vertex.rebuilt", "vertex.rebuilt_joined")
    answer.notes = [n for n in answer.notes if getattr(n, "code", "") not in rebuilt]
    answer.notes.append(model.Note.of("vertex.candidate"))


# --- Vertex's verdicts beside ragcite's ------------------------------------------------


CITATION_THRESHOLD = 0.6
"""Vertex AI check grounding's default ``citation_threshold``: from this score Vertex
calls a claim grounded."""


def compare(
    answer: model.Answer, sentences: list[model.Sentence], threshold: float
) -> list[model.Agreement]:
    """Vertex AI's verdict per claim beside ragcite's, and whether they agree.

    Vertex calls a claim grounded when its score reaches the citation threshold, and a
    partly supported claim is not grounded; so ragcite's ``partly_supported`` counts as not
    grounded. Vertex's scores are cut at Vertex's own default citation threshold
    (:data:`CITATION_THRESHOLD`), not at ``threshold``, which bands ragcite's own score.
    """
    del threshold  # ragcite's band; Vertex's score is another quantity
    if answer.format != "vertex-check-grounding":
        return []
    return agreement(as_list(answer.extra.get("vertex")), sentences, CITATION_THRESHOLD)


def agreement(
    claims: list[dict[str, Any]], sentences: list[model.Sentence], threshold: float
) -> list[model.Agreement]:
    """:func:`compare` on the claim rows of ``Answer.extra["vertex"]``."""
    rows: list[model.Agreement] = []
    for number, claim in enumerate(claims):
        start, end = claim.get("start"), claim.get("end")
        overlapping = [
            i
            for i, s in enumerate(sentences)
            if start is not None and end is not None and s.start < end and start < s.end
        ]
        score = claim.get("score")
        verdict: Literal["supported", "unsupported", "not_claim", "no_score"]
        if claim.get("grounding_check_required") is False:
            verdict = "not_claim"
        elif isinstance(score, int | float):
            verdict = "supported" if score >= threshold else "unsupported"
        else:
            verdict = "no_score"
        ours = [sentences[i].status for i in overlapping]
        agree: bool | None
        if verdict == "no_score" or not ours:
            agree = None
        elif verdict == "not_claim":
            agree = all(status == "not_claim" for status in ours)
        else:
            grounded = all(status == "supported" for status in ours)
            agree = grounded == (verdict == "supported")
        rows.append(
            model.Agreement(
                "vertex",
                number,
                verdict,
                float(score) if isinstance(score, int | float) else None,
                overlapping,
                agree,
            )
        )
    return rows


PROVIDER = Provider(
    "vertex",
    answers=(
        answer_reader(
            "vertex-check-grounding", "Vertex AI check grounding response", _sniff, _parse
        ),
    ),
    sources=(
        sources_reader(
            "vertex-grounding-request", "Vertex AI check grounding request (facts)", read_request
        ),
    ),
    bind=bind,
    compare=compare,
)
