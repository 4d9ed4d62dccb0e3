"""The report as the page shows it: statuses, the annotated answer, highlight offsets.

The templates stay simple (loops and labels); everything computed lives here, as plain
dicts built from ``Report.as_dict()``, so the HTML, Markdown and CSV renderers agree.

Offsets handed to the page's JavaScript (``hl_start``/``hl_end``) are **UTF-16 code units
of the source text as the browser parses it**: the report counts code points, JavaScript
strings count UTF-16 units, and the HTML parser turns CR LF and lone CR into LF
(https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream).
The source text is emitted with the same newline rewrite, so the two agree.
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from typing import Any

from .model import STATUSES
from .providers.vertex import CITATION_THRESHOLD as VERTEX_THRESHOLD

ICONS = {
    "supported": "\N{CHECK MARK}",
    "partly_supported": "\N{CIRCLE WITH LEFT HALF BLACK}",
    "unsupported": "\N{BALLOT X}",
    "uncited": "?",
    # U+FE0E asks for the text (not emoji) glyph, so the icon keeps the status colour.
    "bad_marker": "\N{WARNING SIGN}\N{VARIATION SELECTOR-15}",
    "not_claim": "\N{EN DASH}",
    "not_checked": "\N{MIDDLE DOT}",
    # A claim whose cited sources have no text: open, not failed (checkable.py).
    "not_checkable": "\N{WHITE CIRCLE}",
}

RESULT_ICONS = {
    "exact": "\N{CHECK MARK}",
    "normalized": "\N{CHECK MARK}",
    "not_in_source": "\N{BALLOT X}",
    "no_such_source": "\N{WARNING SIGN}\N{VARIATION SELECTOR-15}",
    "no_quote": "",
}

EXCERPT_LIMIT = 240
"""Characters of source text shown when hovering a marker."""

_SAFE_URL = re.compile(r"https?://[^\s\x00-\x1f\x7f]+", re.IGNORECASE)


def safe_url(url: str | None) -> str | None:
    """The URL if a browser may follow it: ``http:`` or ``https:`` only, nothing hidden.

    Browsers strip tabs and newlines inside URLs, so ``java\\tscript:`` would still run:
    any whitespace or control character disqualifies the URL.

    >>> safe_url("https://example.org/a?b=1")
    'https://example.org/a?b=1'
    >>> safe_url("javascript:alert(1)") is None, safe_url(" https://x.org") is None
    (True, True)
    >>> safe_url("java\\tscript:alert(1)") is None, safe_url("HTTP://X.ORG") is not None
    (True, True)
    """
    if url and _SAFE_URL.fullmatch(url):
        return url
    return None


def browser_text(text: str) -> str:
    r"""``text`` as the HTML parser will hand it to JavaScript (CR LF and CR become LF).

    >>> browser_text("a\r\nb\rc")
    'a\nb\nc'
    """
    return text.replace("\r\n", "\n").replace("\r", "\n")


def js_offset(text: str, offset: int) -> int:
    """Code-point ``offset`` into ``text`` → UTF-16 offset into ``browser_text(text)``.

    >>> js_offset("a😀b", 2), js_offset("a\\r\\nb", 3)
    (3, 2)
    """
    prefix = browser_text(text[:offset])
    return len(prefix.encode("utf-16-le")) // 2


# -- finding passages --------------------------------------------------------------------

_PASSAGE = re.compile(r"[^\n.!?。！？]+(?:[.!?。！？]+|\n|$)")
_WORD = re.compile(r"\w+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _terms(text: str) -> set[str]:
    """Words of three letters or more (and numbers), or CJK character pairs.

    >>> sorted(_terms("It defaults to 40."))
    ['40', 'defaults']
    """
    text = text.casefold()
    terms = {w for w in _WORD.findall(text) if len(w) >= 3 or w.isdigit()}
    cjk = "".join(_CJK.findall(text))
    terms |= {cjk[i : i + 2] for i in range(len(cjk) - 1)}
    return terms


@lru_cache(maxsize=64)
def _claim_terms(claim: str) -> frozenset[str]:
    """The terms of a sentence, once per sentence: each of its citations looks for its
    passage (a sentence of 10,000 citations re-read its whole text 10,000 times)."""
    return frozenset(_terms(claim))


@lru_cache(maxsize=512)
def _passages(text: str) -> tuple[tuple[int, int, frozenset[str]], ...]:
    """A source cut into sentence-like passages: (start, end, terms)."""
    found = []
    for match in _PASSAGE.finditer(text):
        chunk = match.group()
        stripped = chunk.strip()
        if not stripped:
            continue
        start = match.start() + (len(chunk) - len(chunk.lstrip()))
        found.append((start, start + len(stripped), frozenset(_terms(stripped))))
    return tuple(found)


@lru_cache(maxsize=512)
def _passage_index(text: str) -> dict[str, tuple[int, ...]]:
    """Term → the passages of ``text`` (their positions in :func:`_passages`) holding it:
    a claim's few terms then find their passages without a set operation per passage
    (the Vertex-max report asks this of 181 claims × ~100 passages, issue 14)."""
    index: dict[str, list[int]] = {}
    for i, (_, _, terms) in enumerate(_passages(text)):
        for term in terms:
            index.setdefault(term, []).append(i)
    return {term: tuple(found) for term, found in index.items()}


def best_passage(claim: str, source: str) -> tuple[int, int] | None:
    """Offsets of the source passage sharing most words with ``claim``, or None.

    This only points the reader at a place to look; the verdict is support.py's.

    >>> src = "HNSW builds a graph. The parameter ef_search defaults to 40."
    >>> start, end = best_passage("ef_search defaults to 40 [2].", src)
    >>> src[start:end]
    'The parameter ef_search defaults to 40.'
    """
    index = _passage_index(source)
    hits: dict[int, int] = {}
    for term in _claim_terms(claim):
        for i in index.get(term, ()):
            hits[i] = hits.get(i, 0) + 1
    if not hits:
        return None
    # The first passage with the most shared terms.
    best = min(hits, key=lambda i: (-hits[i], i))
    start, end, _ = _passages(source)[best]
    return start, end


# -- the view model ----------------------------------------------------------------------


def _excerpt(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= EXCERPT_LIMIT else text[: EXCERPT_LIMIT - 1] + "…"


def highlight(source_text: str, start: int, end: int, kind: str) -> dict[str, Any]:
    return {
        "hl_start": js_offset(source_text, start),
        "hl_end": js_offset(source_text, end),
        "hl_kind": kind,
        "excerpt": _excerpt(source_text[start:end]),
    }


def citation_target(
    cite: dict[str, Any],
    sentence_text: str | None,
    sources: list[dict[str, Any]],
    evidence: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """What opening a citation shows: which source, and which passage to highlight."""
    number = cite["resolved"]
    if number is None:
        return {"source": None, "hl_kind": "none", "excerpt": ""}
    text = sources[number - 1]["text"]
    target: dict[str, Any] = {"source": number}
    if cite["match_start"] is not None and cite["match_end"] is not None:
        target |= highlight(text, cite["match_start"], cite["match_end"], "quote")
    elif cite["closest"]:
        target |= highlight(text, cite["closest"]["start"], cite["closest"]["end"], "closest")
    elif evidence and evidence.get("source") == number:  # support.py's passage
        target |= highlight(text, evidence["start"], evidence["end"], "support")
    elif sentence_text and (span := best_passage(sentence_text, text)):
        target |= highlight(text, *span, "support")
    else:
        target |= {"hl_kind": "none", "excerpt": _excerpt(text)}
    return target


def source_target(number: int, sentence_text: str, sources: list[dict[str, Any]]) -> dict[str, Any]:
    """Opening a source suggested for a sentence (best or better source)."""
    text = sources[number - 1]["text"]
    span = best_passage(sentence_text, text)
    if span:
        return {"source": number, **highlight(text, *span, "support")}
    return {"source": number, "hl_kind": "none", "excerpt": _excerpt(text)}


def _pieces(
    text: str,
    start: int,
    end: int,
    markers: list[dict[str, Any]],
    marks: list[tuple[int, int, str]],
) -> list[dict[str, Any]]:
    """Cut ``text[start:end]`` into text, mark and marker pieces (no overlaps)."""
    spans: list[tuple[int, int, str, Any]] = [(m["start"], m["end"], "marker", m) for m in markers]
    taken = [(s, e) for s, e, _, _ in spans]
    for s, e, kind in sorted(marks):
        if all(e <= a or s >= b for a, b in taken):
            spans.append((s, e, kind, None))
            taken.append((s, e))
    spans.sort(key=lambda span: (span[0], span[1]))
    pieces: list[dict[str, Any]] = []
    at = start
    for s, e, kind, marker in spans:
        if s > at:
            pieces.append({"kind": "text", "text": text[at:s]})
        if kind == "marker":
            pieces.append({"kind": "marker", "text": text[s:e], "marker": marker})
        else:
            pieces.append({"kind": kind, "text": text[s:e]})
        at = e
    if at < end:
        pieces.append({"kind": "text", "text": text[at:end]})
    return pieces


def build(r: dict[str, Any]) -> dict[str, Any]:
    """Everything the templates need beyond the report dict itself."""
    sources, citations, sentences = r["sources"], r["citations"], r["sentences"]
    text = r["answer"]["text"]
    n_sources = len(sources)

    cites: list[dict[str, Any]] = []
    for i, c in enumerate(citations):
        sentence_text = sentences[c["sentence"]]["text"] if c["sentence"] is not None else None
        marker = (c.get("detail") or {}).get("marker")
        in_text = (
            bool(marker)
            and c["start"] is not None
            and c["end"] is not None
            and text[c["start"] : c["end"]] == marker
        )
        cites.append(
            {
                "index": i,
                "c": c,
                "label": marker if in_text else f"[{c['source']}]",
                "in_text": in_text,
                "start": c["start"],
                "end": c["end"],
                "icon": RESULT_ICONS.get(c["result"], ""),
                **citation_target(c, sentence_text, sources, _evidence(sentences, c)),
            }
        )

    views: list[dict[str, Any]] = []
    for i, s in enumerate(sentences):
        support = s.get("support") or {}
        status = s["status"]
        flags = []
        if any(citations[k]["result"] == "not_in_source" for k in s["citations"]):
            flags.append("quote_not_found")
        if support.get("numbers_missing"):
            flags.append("number_missing")
        suggest = []
        for key in ("better_source", "best_source"):
            number = support.get(key)
            if key == "best_source" and (s["citations"] or not support.get("auto_cited")):
                continue  # the best *cited* source is what the markers already open
            if isinstance(number, int) and 1 <= number <= n_sources:
                suggest.append(
                    {"why": key, "number": number, **source_target(number, s["text"], sources)}
                )
        evidence = support.get("evidence")
        if evidence and 1 <= evidence["source"] <= n_sources:
            number, ev_text = evidence["source"], sources[evidence["source"] - 1]["text"]
            suggest.insert(
                0,
                {
                    "why": "evidence",
                    "number": number,
                    **highlight(ev_text, evidence["start"], evidence["end"], "support"),
                },
            )
            suggest[0]["source"] = number
        views.append(
            {
                "index": i,
                "s": s,
                "status": status,
                "icon": ICONS[status],
                "flags": flags,
                "suggest": suggest,
                "support": support or None,
                "cites": [cites[k] for k in s["citations"]],
            }
        )

    return {
        "cites": cites,
        "sentences": views,
        "answer": _answer_blocks(text, views, cites),
        "counts": {status: sum(v["status"] == status for v in views) for status in STATUSES},
        "icons": ICONS,
        "vertex": _vertex_rows(r, views),
        "vertex_threshold": VERTEX_THRESHOLD,
        "legend": legend_params(r),
        "source_meta": [_source_meta(s) for s in sources],
    }


def _evidence(sentences: list[dict[str, Any]], cite: dict[str, Any]) -> dict[str, Any] | None:
    if cite["sentence"] is None:
        return None
    return (sentences[cite["sentence"]].get("support") or {}).get("evidence")


def legend_params(r: dict[str, Any]) -> dict[str, str]:
    """The legend's numbers: the report's level bands and the rates measured on WiCE dev."""
    from .support import legend_rates

    return {
        "threshold": f"{r.get('threshold', 0.7):.2f}",
        "partial_threshold": f"{r.get('partial_threshold', 0.2):.2f}",
        **legend_rates(),
    }


def _missing_marks(
    text: str, start: int, end: int, support: dict[str, Any]
) -> list[tuple[int, int, str]]:
    """Where the words and numbers no cited source contains stand in the answer: the
    support analysis's own offsets (``missing_spans``) inside the sentence region."""
    return [
        (a, b, "missing-number" if any(ch.isdigit() for ch in text[a:b]) else "missing-word")
        for a, b in support.get("missing_spans") or []
        if isinstance(a, int) and isinstance(b, int) and start <= a < b <= end
    ]


def _answer_blocks(
    text: str, views: list[dict[str, Any]], cites: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The answer as written, in order: gaps and sentence regions, with markers as
    buttons and unsupported words marked. A sentence's region runs on over the markers
    that belong to it in the gap after it ("… of storage. [4]"). A citation with no
    marker in the text (provider spans, a citations list) follows its sentence."""
    ordered = sorted(
        (v for v in views if v["s"]["end"] > v["s"]["start"]), key=lambda v: v["s"]["start"]
    )
    markers = sorted((c for c in cites if c["in_text"]), key=lambda c: c["start"])
    # Markers by sentence and by start, so each lookup below is not a scan of all of
    # them (an answer of 20,000 cited sentences was quadratic: minutes).
    own: dict[int | None, list[dict[str, Any]]] = {}
    for m in markers:
        own.setdefault(m["c"]["sentence"], []).append(m)
    marker_starts = [m["start"] for m in markers]
    regions: list[tuple[int, int, dict[str, Any]]] = []
    at = 0
    for n, v in enumerate(ordered):
        s = v["s"]
        start = max(s["start"], at)
        limit = ordered[n + 1]["s"]["start"] if n + 1 < len(ordered) else len(text)
        end = max(
            [
                s["end"],
                *(
                    m["end"]
                    for m in own.get(v["index"], [])
                    if s["end"] <= m["start"] and m["end"] <= limit
                ),
            ]
        )
        regions.append((start, max(end, start), v))
        at = max(end, start)

    blocks: list[dict[str, Any]] = []
    placed: set[int] = set()

    def inside(a: int, b: int) -> list[dict[str, Any]]:
        lo, hi = bisect.bisect_left(marker_starts, a), bisect.bisect_right(marker_starts, b)
        found = [m for m in markers[lo:hi] if m["end"] <= b]
        placed.update(m["index"] for m in found)
        return found

    at = 0
    for start, end, v in regions:
        if start > at:
            blocks.append(
                {"kind": "gap", "pieces": _pieces(text, at, start, inside(at, start), [])}
            )
        blocks.append(
            {
                "kind": "sentence",
                "v": v,
                "extra": [],
                "pieces": _pieces(
                    text,
                    start,
                    end,
                    inside(start, end),
                    _missing_marks(text, start, end, v["support"] or {}),
                ),
            }
        )
        at = end
    if at < len(text):
        blocks.append(
            {"kind": "gap", "pieces": _pieces(text, at, len(text), inside(at, len(text)), [])}
        )
    # Citations without a place in the flow are shown right after their sentence.
    by_sentence = {b["v"]["index"]: b for b in blocks if b["kind"] == "sentence"}
    for c in cites:
        if c["index"] not in placed and c["c"]["sentence"] in by_sentence:
            by_sentence[c["c"]["sentence"]]["extra"].append(c)
    return blocks


def _vertex_rows(r: dict[str, Any], views: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The report's provider agreement rows, with the claim and ragcite's sentences."""
    claims = (r.get("extra") or {}).get("vertex") or []
    return [
        {
            "claim": claims[row["claim"]],
            "verdict": row["verdict"],
            "ours": [views[i] for i in row["sentences"]],
            "agree": row["agree"],
        }
        for row in r.get("provider_agreement") or []
        if row["provider"] == "vertex" and 0 <= row["claim"] < len(claims)
    ]


def _source_meta(source: dict[str, Any]) -> dict[str, Any]:
    return {"url": safe_url(source.get("url")), "text": browser_text(source["text"])}
