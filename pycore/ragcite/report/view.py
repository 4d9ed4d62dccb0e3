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
from collections import Counter
from functools import lru_cache
from typing import Any

from ..model import STATUSES
from ..read.providers.vertex import CITATION_THRESHOLD as VERTEX_THRESHOLD
from .answer import answer_items, in_text
from .lazy import Lazy

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


@lru_cache(maxsize=64)
def _passage_index(text: str) -> dict[str, tuple[int, ...]]:
    """Term → the passages of ``text`` (their positions in :func:`_passages`) holding it
    (for sources and claims :func:`_passage_hits` cannot read)."""
    index: dict[str, list[int]] = {}
    for i, (_, _, terms) in enumerate(_passages(text)):
        for term in terms:
            index.setdefault(term, []).append(i)
    return {term: tuple(found) for term, found in index.items()}


@lru_cache(maxsize=512)
def _folded(text: str) -> tuple[str, tuple[int, ...], tuple[int, ...]] | None:
    """``text`` casefolded, with the starts and ends of its passages (as
    :func:`_passages` cuts them), or None when casefolding moves characters (one
    became several: "ß" → "ss"), so that offsets into the folded text are not offsets
    into ``text``. Every character maps to at least one, so an equal length means
    each kept its place."""
    folded = text.casefold()
    if len(folded) != len(text):
        return None
    starts, ends = [], []
    for match in _PASSAGE.finditer(text):
        chunk = match.group()
        stripped = chunk.strip()
        if stripped:
            start = match.start() + (len(chunk) - len(chunk.lstrip()))
            starts.append(start)
            ends.append(start + len(stripped))
    return folded, tuple(starts), tuple(ends)


def _passage_hits(
    terms: frozenset[str], folded: str, starts: tuple[int, ...], ends: tuple[int, ...]
) -> dict[int, int]:
    """Passage → how many of ``terms`` (words, no CJK pairs) it holds, found by
    searching the folded source for each term as a whole word. No passage's terms
    are listed: the first part of the Vertex-max report opens ~40 sources of 10,000
    characters that :func:`_passages` spent ~2 ms each on (issue 14), and a claim has
    ~15 terms."""
    hits: dict[int, int] = {}
    size = len(folded)
    for term in terms:
        width = len(term)
        at = folded.find(term)
        while at >= 0:
            # A whole word: no \w character (str.isalnum() or "_", as Python's re
            # says) on either side; most misses are inside a longer word.
            after = at + width
            before = folded[at - 1] if at else " "
            if not (before.isalnum() or before == "_"):
                next_ = folded[after] if after < size else " "
                if not (next_.isalnum() or next_ == "_"):
                    i = bisect.bisect_right(starts, at) - 1
                    if i >= 0 and after <= ends[i]:
                        hits[i] = hits.get(i, 0) + 1
                        at = folded.find(term, ends[i])  # counted once in this passage
                        continue
            at = folded.find(term, at + 1)
    return hits


@lru_cache(maxsize=4096)
def best_passage(claim: str, source: str) -> tuple[int, int] | None:
    """Offsets of the source passage sharing most words with ``claim``, or None. Kept
    per claim and source: as one types, the other sentences and the sources stay.

    This only points the reader at a place to look; the verdict is support.py's.

    >>> src = "HNSW builds a graph. The parameter ef_search defaults to 40."
    >>> start, end = best_passage("ef_search defaults to 40 [2].", src)
    >>> src[start:end]
    'The parameter ef_search defaults to 40.'
    """
    terms = _claim_terms(claim)
    folded = None if any(_CJK.search(term) for term in terms) else _folded(source)
    if folded is None:  # CJK pairs, or a source whose casefolding moves characters
        return _best_by_index(terms, source)
    hits = _passage_hits(terms, *folded)
    if not hits:
        return None
    # The first passage with the most shared terms.
    best = min(hits, key=lambda i: (-hits[i], i))
    return folded[1][best], folded[2][best]


def _best_by_index(terms: frozenset[str], source: str) -> tuple[int, int] | None:
    """:func:`best_passage` from each passage's terms (:func:`_passage_index`)."""
    index = _passage_index(source)
    hits: dict[int, int] = {}
    for term in terms:
        for i in index.get(term, ()):
            hits[i] = hits.get(i, 0) + 1
    if not hits:
        return None
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


def source_target(
    number: int,
    sentence_text: str,
    sources: list[dict[str, Any]],
    evidence: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Opening a source suggested for a sentence (best or better source): the support
    stage's evidence passage when it is in that source (an auto-cited best source),
    else the passage sharing most words (:func:`best_passage`; the report keeps no
    passage for a better source)."""
    text = sources[number - 1]["text"]
    if evidence and evidence.get("source") == number:
        return {"source": number, **highlight(text, evidence["start"], evidence["end"], "support")}
    span = best_passage(sentence_text, text)
    if span:
        return {"source": number, **highlight(text, *span, "support")}
    return {"source": number, "hl_kind": "none", "excerpt": _excerpt(text)}


def build(r: dict[str, Any]) -> dict[str, Any]:
    """Everything the templates need beyond the report dict itself. Its long lists
    (citations, sentences, the annotated answer, Vertex rows, source texts) are
    :class:`Lazy`: an item is made when a template first reads it."""
    sources, citations, sentences = r["sources"], r["citations"], r["sentences"]
    text = r["answer"]["text"]
    n_sources = len(sources)

    def make_cite(i: int) -> dict[str, Any]:
        c = citations[i]
        sentence_text = sentences[c["sentence"]]["text"] if c["sentence"] is not None else None
        written = in_text(c, text)
        return {
            "index": i,
            "c": c,
            **marker_label(c, c["detail"]["marker"] if written else f"[{c['source']}]"),
            "in_text": written,
            "start": c["start"],
            "end": c["end"],
            "icon": RESULT_ICONS.get(c["result"], ""),
            **citation_target(c, sentence_text, sources, _evidence(sentences, c)),
        }

    cites = Lazy(len(citations), make_cite)

    def make_view(i: int) -> dict[str, Any]:
        s = sentences[i]
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
                    {
                        "why": key,
                        "number": number,
                        **source_target(number, s["text"], sources, support.get("evidence")),
                    }
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
        return {
            "index": i,
            "s": s,
            "status": status,
            "icon": ICONS[status],
            "flags": flags,
            "suggest": suggest,
            "support": support or None,
            "cites": [cites[k] for k in s["citations"]],
        }

    views = Lazy(len(sentences), make_view)
    counted = Counter(s["status"] for s in sentences)
    return {
        "cites": cites,
        "sentences": views,
        "answer": answer_items(text, sentences, citations, views, cites),
        "counts": {status: counted[status] for status in STATUSES},
        "icons": ICONS,
        "vertex": _vertex_rows(r, views),
        "vertex_threshold": VERTEX_THRESHOLD,
        "legend": legend_params(r),
        "source_meta": Lazy(n_sources, lambda i: _source_meta(sources[i])),
    }


_URL_LABEL = re.compile(r"https?://(?:www\.)?([^/?#\s:]+)", re.IGNORECASE)


def marker_label(c: dict[str, Any], written: str) -> dict[str, Any]:
    """How a marker reads in the answer (issue 27): ``label``, the marker as written, but
    a web page's whole URL shortened to its site (``url`` keeps it, for the tooltip and
    the panel); ``moved_to``, the source it resolved to when that is not the number it
    says (a URL bound to source [2], Mistral's 0-based ``[0]``), else None.

    >>> marker_label({"source": "https://www.example.org/a/b", "resolved": 3}, "[x]")
    {'label': '[example.org]', 'url': 'https://www.example.org/a/b', 'moved_to': 3}
    >>> marker_label({"source": "0", "resolved": 1}, "[0]")["moved_to"]
    1
    >>> marker_label({"source": "2", "resolved": 2}, "[2]")["moved_to"] is None
    True
    """
    label, resolved = str(c["source"]), c["resolved"]
    site = _URL_LABEL.match(label)
    moved = resolved is not None and (
        site is not None or (label.isdigit() and int(label) != resolved)
    )
    return {
        "label": f"[{site.group(1)}]" if site else written,
        "url": label if site else None,
        "moved_to": resolved if moved else None,
    }


def _evidence(sentences: list[dict[str, Any]], cite: dict[str, Any]) -> dict[str, Any] | None:
    if cite["sentence"] is None:
        return None
    return (sentences[cite["sentence"]].get("support") or {}).get("evidence")


def legend_params(r: dict[str, Any]) -> dict[str, str]:
    """The legend's numbers: the report's level bands and the rates measured on WiCE dev."""
    from ..verify.support import legend_rates

    return {
        "threshold": f"{r.get('threshold', 0.7):.2f}",
        "partial_threshold": f"{r.get('partial_threshold', 0.2):.2f}",
        **legend_rates(),
    }


def _vertex_rows(r: dict[str, Any], views: Lazy[dict[str, Any]]) -> Lazy[dict[str, Any]]:
    """The report's provider agreement rows, with the claim and ragcite's sentences."""
    claims = (r.get("extra") or {}).get("vertex") or []
    rows = [
        row
        for row in r.get("provider_agreement") or []
        if row["provider"] == "vertex" and 0 <= row["claim"] < len(claims)
    ]

    def make_row(n: int) -> dict[str, Any]:
        row = rows[n]
        return {
            "claim": claims[row["claim"]],
            "verdict": row["verdict"],
            "ours": [views[i] for i in row["sentences"]],
            "agree": row["agree"],
        }

    return Lazy(len(rows), make_row)


def _source_meta(source: dict[str, Any]) -> dict[str, Any]:
    return {"url": safe_url(source.get("url")), "text": browser_text(source["text"])}
