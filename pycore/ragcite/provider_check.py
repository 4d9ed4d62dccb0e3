"""Bind provider citations to the sources actually used, and verify what needs both.

Runs once both pastes are read, before citations are resolved (the pipeline calls
:func:`bind` with the sources in use — pasted, or the ones the response carried). It

- points each provider citation at the right source where the format names it by kind,
  id, URL or file rather than by position (Anthropic search results, Cohere ids, OpenAI
  file/url citations, Mistral reference ids);
- verifies Anthropic ``cited_text`` against the document slice its location names
  (characters, pages or content blocks), saying which unit made it match, and falling
  back to a search when the slice disagrees — the quote itself is then checked like any
  other quote;
- for a Vertex check grounding response, swaps the rebuilt answer for the request's
  ``answerCandidate`` when the request was pasted as the sources, and re-locates claims.

It only annotates ``RawCitation.index``/``quote``/``start``/``end``/``detail`` and
``Answer.text``/``extra``; it never raises.
"""

from __future__ import annotations

from typing import Any

from .answers.provider_common import verify_slice
from .model import Answer, RawCitation, Source, SourceSet
from .offsets import locate, utf8_len


def bind(answer: Answer, sources: SourceSet | None) -> None:
    """Annotate ``answer``'s provider citations against ``sources`` (see module doc)."""
    if sources is None:
        return
    if answer.format == "vertex-check-grounding":
        _vertex(answer, sources)
    refs = [c for c in answer.citations if c.detail.get("provider") == "mistral"]
    own = answer.sources if answer.sources is not sources else None
    for cite in answer.citations:
        if cite.mode != "provider" or "provider" not in cite.detail:
            continue
        _rebind(cite, sources, refs, own)
        if cite.detail["provider"] == "anthropic":
            _check_anthropic(cite, sources)


def _source(sources: SourceSet, number: int | None) -> Source | None:
    if number is None or not 1 <= number <= len(sources.sources):
        return None
    return sources.sources[number - 1]


def _rebind(
    cite: RawCitation, sources: SourceSet, refs: list[RawCitation], own: SourceSet | None
) -> None:
    how = cite.detail.get("bind")
    if not isinstance(how, dict):
        return
    kind, value = how.get("kind"), how.get("value")
    notes: list[str] = []
    if kind == "own_source" and own is not None:
        # The index counts the response's own chunks; the pasted sources may be a
        # different list, so find the pasted source that is this chunk.
        chunk = _source(own, how.get("index"))
        hit = _same_source(chunk, sources) if chunk is not None else None
        if hit is not None:
            cite.index = hit[0]
            notes.append(
                f"The response's chunk [{how.get('index')}] is pasted source "
                f"[{hit[0]}] (same {hit[1]})."
            )
        else:
            notes.append(
                f"The response's chunk [{how.get('index')}] matches no pasted source "
                "by URL or text, so it was read as the source in that position."
            )
    elif kind in ("document", "search_result"):
        hit = [
            s.number
            for s in sources.sources
            if s.metadata.get("kind") == kind
            and s.metadata.get(f"{kind}_index") == how.get("index")
        ]
        if hit:
            cite.index = hit[0]
        elif any(s.metadata.get("kind") == kind for s in sources.sources):
            cite.index = None
            notes.append(f"The request has no {kind.replace('_', ' ')} {how.get('index')}.")
        elif kind == "search_result":
            notes.append(
                "The sources are not an Anthropic request, so search result "
                f"{how.get('index')} was read as source [{cite.index}]."
            )
    elif kind == "id":
        hit = [s.number for s in sources.sources if s.id is not None and s.id == value]
        if hit:
            cite.index = hit[0]
            notes.append(f"Matched by id {value!r}.")
    elif kind == "url":
        hit = [s.number for s in sources.sources if value and _same_url(s.url, value)]
        if not hit and how.get("title"):
            hit = [s.number for s in sources.sources if s.title == how["title"]]
        # A position taken from the response's own results means nothing for pasted ones.
        cite.index = hit[0] if hit else None
        notes.append(f"Matched by URL: source [{hit[0]}]." if hit else "No source has this URL.")
    elif kind == "file":
        title = how.get("title")
        hit = [
            s.number
            for s in sources.sources
            if (value and s.id == value) or (title and title in (s.title, s.id, s.url))
        ]
        cite.index = hit[0] if hit else None
        if len(hit) > 1:
            notes.append(
                f"{len(hit)} sources come from this file ({', '.join(map(str, hit))}); "
                "the citation names the file, not the chunk, so the first was used."
            )
        elif not hit:
            notes.append("No source has this file id or name.")
    elif kind == "reference":
        hit = [s.number for s in sources.sources if s.id is not None and s.id == str(value)]
        if hit:
            cite.index = hit[0]
        elif isinstance(value, int) and not any(s.id for s in sources.sources):
            ids = [
                r.detail["bind"]["value"]
                for r in refs
                if isinstance(r.detail.get("bind", {}).get("value"), int)
            ]
            base = 0 if ids and min(ids) == 0 else 1
            cite.index = value + 1 - base
            notes.append(
                f"The sources have no ids; reference ids looked {base}-based, so "
                f"{value} is source [{cite.index}]."
            )
    if notes:
        cite.detail["bind_note"] = " ".join(notes)


def _same_source(chunk: Source, sources: SourceSet) -> tuple[int, str] | None:
    """The pasted source that is ``chunk``: same URL, same text, one text inside the other,
    or same title — in that order of trust."""
    text = " ".join(chunk.text.split())
    tests: list[tuple[str, Any]] = [
        ("URL", lambda s: chunk.url and _same_url(s.url, chunk.url)),
        ("text", lambda s: text and " ".join(s.text.split()) == text),
        (
            "text",
            lambda s: (
                text
                and len(text) >= 20
                and (text in " ".join(s.text.split()) or " ".join(s.text.split()) in text)
            ),
        ),
        ("title", lambda s: chunk.title and s.title == chunk.title),
    ]
    for what, test in tests:
        hits = [s.number for s in sources.sources if test(s)]
        if len(hits) == 1:
            return hits[0], what
    return None


def _same_url(a: str | None, b: str) -> bool:
    if not a:
        return False

    def norm(u: str) -> str:
        return u.strip().rstrip("/").removeprefix("https://").removeprefix("http://")

    return norm(a) == norm(b)


def _check_anthropic(cite: RawCitation, sources: SourceSet) -> None:
    detail = cite.detail
    kind, raw = detail.get("kind"), detail.get("raw") or {}
    source = _source(sources, cite.index)
    if kind == "web_search_result_location":
        if source is not None and source.text:
            cite.quote = detail.get("cited_text")
            detail["check"] = _plain(
                "unchecked",
                None,
                "The cited text is checked against the pasted page like any quote.",
            )
        else:
            detail["check"] = _plain(
                "unchecked",
                None,
                "Web search results are encrypted in "
                "the response; paste the page as a source to check the "
                "cited text.",
            )
        return
    if source is None:
        detail["check"] = _plain(
            "no_document",
            False,
            f"There is no source [{cite.index}] for this citation's document index.",
        )
        return
    cited = cite.quote or ""
    where = f"source [{source.number}]"
    if not source.text:
        detail["check"] = _plain(
            "unchecked",
            None,
            f"The text of {where} is not available "
            "(e.g. a PDF sent as base64), so the location cannot be "
            "checked.",
        )
        return
    if kind == "char_location":
        check, span = verify_slice(
            source.text,
            raw.get("start_char_index"),
            raw.get("end_char_index"),
            cited,
            "code points",
            where,
        )
        detail["check"] = check
        if span is not None:
            detail["source_span"] = list(span)
    elif kind == "page_location":
        detail["check"] = _pages(source, sources, raw, cited, where)
    elif kind in ("content_block_location", "search_result_location"):
        detail["check"] = _blocks(cite, source, sources, raw, cited, where)
    if detail["check"].get("status") in ("searched", "not_found"):
        detail["check"]["message"] += (
            " The cited text is checked against the source as a quote, like any other."
        )


def _range(noun: str, first: Any, stop: Any) -> str:
    """``page 2`` or ``pages 2–3`` for a half-open range.

    >>> _range("page", 2, 3), _range("block", 0, 2)
    ('page 2', 'blocks 0–1')
    """
    if isinstance(first, int) and isinstance(stop, int) and stop - first == 1:
        return f"{noun} {first}"
    return f"{noun}s {first}–{(stop or 0) - 1}"


def _plain(status: str, ok: bool | None, message: str) -> dict[str, Any]:
    return {"status": status, "ok": ok, "message": message}


def _pages(
    source: Source, sources: SourceSet, raw: dict[str, Any], cited: str, where: str
) -> dict[str, Any]:
    pages = sources.extra.get("pages", {}).get(str(source.number))
    if not pages and "\f" in source.text:
        pages = source.text.split("\f")
    first, stop = raw.get("start_page_number"), raw.get("end_page_number")
    if not pages:
        return _plain(
            "unchecked",
            None,
            f"The page texts of {where} are not available (paste "
            "the document text with form-feed page breaks to check pages).",
        )
    needle = cited.strip()
    in_range = (
        isinstance(first, int) and isinstance(stop, int) and 1 <= first < stop <= len(pages) + 1
    )
    if in_range and needle in "".join(pages[first - 1 : stop - 1]):
        return {
            **_plain(
                "verified", True, f"The cited text is on {_range('page', first, stop)} of {where}."
            ),
            "unit": "pages (1-based)",
        }
    on = [i for i, page in enumerate(pages, 1) if needle in page]
    if on:
        return _plain(
            "searched",
            False,
            f"The cited text is not on "
            f"{_range('page', first, stop)} but on page {on[0]} of {where}.",
        )
    return _plain("not_found", False, f"The cited text is on no single page of {where}.")


def _blocks(
    cite: RawCitation,
    source: Source,
    sources: SourceSet,
    raw: dict[str, Any],
    cited: str,
    where: str,
) -> dict[str, Any]:
    blocks = sources.extra.get("blocks", {}).get(str(source.number))
    first, stop = raw.get("start_block_index"), raw.get("end_block_index")
    if not blocks:
        found = locate(source.text, cited)
        return _plain(
            "unchecked",
            None,
            f"The content blocks of {where} are not available "
            "(paste the request to check block indices)"
            + ("; the cited text is in the source." if found else "."),
        )
    if isinstance(first, int) and isinstance(stop, int) and 0 <= first < stop <= len(blocks):
        chosen = blocks[first:stop]
        for name, sep in (
            ("concatenated", ""),
            ("joined with newlines", "\n"),
            ("joined with spaces", " "),
        ):
            if sep.join(chosen).strip() == cited.strip():
                shown = "\n".join(chosen)
                if shown.strip() != cited.strip():
                    # The source text joins blocks with newlines; quote it the same way
                    # so the quote check sees the same characters.
                    cite.detail["cited_text"] = cite.quote
                    cite.quote = shown
                how = f", {name}." if stop - first > 1 else "."
                message = f"The cited text is {_range('block', first, stop)} of {where}{how}"
                return {**_plain("verified", True, message), "unit": "content blocks (0-based)"}
    hits = [i for i, block in enumerate(blocks) if cited.strip() and cited.strip() in block]
    if hits:
        return _plain(
            "searched",
            False,
            f"The cited text is not {_range('block', first, stop)} but block {hits[0]} of {where}.",
        )
    return _plain(
        "not_found",
        False,
        f"The cited text is not {_range('block', first, stop)} "
        f"and no single block of {where} holds it.",
    )


def _vertex(answer: Answer, sources: SourceSet) -> None:
    candidate = sources.extra.get("answer_candidate")
    rows = answer.extra.get("vertex")
    if not isinstance(candidate, str) or not isinstance(rows, list):
        return
    checks: list[dict[str, Any]] = []
    for row in rows:
        raw = row.get("raw_offsets") or {}
        check, span = verify_slice(
            candidate,
            raw.get("startPos"),
            raw.get("endPos"),
            row.get("claim_text", ""),
            "UTF-8 bytes",
            "the answerCandidate",
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
        row["offsets_ok"] = check["ok"]
        checks.append(check)
    for cite in answer.citations:
        claim = cite.detail.get("claim")
        if isinstance(claim, int) and 0 <= claim < len(rows):
            cite.start, cite.end = rows[claim]["start"], rows[claim]["end"]
            cite.detail["check"] = checks[claim]
    answer.text = candidate
    answer.extra["vertex_claims_fit"] = all(c["ok"] for c in checks)
    answer.notes = [n for n in answer.notes if "rebuilt" not in n]
    answer.notes.append(
        "The answer text is the request's answerCandidate; claim offsets were checked against it."
    )
