"""Citation markers in an answer (``[2]``, ``[doc2]``, ``【4†source】``...) and what they mean.

:func:`find_markers` returns one :class:`Marker` per label, in text order; a group such as
``[1, 3]`` gives two markers that share the group's span. :func:`ragcite.text.resolve.resolve`
turns a label into a 1-based source number and says how. :func:`marker_run_end` lets the sentence
splitter keep ``Here. [1]`` together.

Labels must look like ids: a number, or a short token that contains a digit (``doc2``,
``faq-3``, ``S1``). That one rule keeps ``[x]`` checkboxes, ``[citation needed]`` and
``[text](url)`` links out without a list of exceptions. The styles recognised are the ones
seen in the wild (see ``/work/shared/FORMATS.md``, "Frameworks and conventions").
"""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from dataclasses import dataclass

from ..limits import MAX_CITATIONS
from ..model import InputError
from .resolve import SourceIndex

# verify/citations imports SourceIndex from here.
__all__ = [
    "MAX_RANGE", "Footnote", "Marker", "SourceIndex", "code_spans", "fenced_blocks",
    "find_markers", "footnotes", "inside", "marker_run_end",
]  # fmt: skip

MAX_RANGE = 50
"""``[a-b]`` with ``b - a`` above this, or ``b`` of 1000 and more (``[2019-2024]`` is a year
range), stays one label as written."""

_KEY = r"(?i:sources?|src|refs?|references?|citations?|docs?|documents?)"
_ID = r"(?=[0-9A-Za-z_\-]*[0-9])[0-9A-Za-z](?:[0-9A-Za-z_\-]{0,30}[0-9A-Za-z])?"
_DASHES = "-\N{EN DASH}\N{EM DASH}"
_KEYED = rf"{_KEY}(?:\s*[:#]\s*|\s+)"  # "Source 2", "source: 2" (never "doc2": that is an id)
_RANGE = rf"\d{{1,6}}\s*[{_DASHES}]\s*\d{{1,6}}(?![0-9A-Za-z_\-])"
_ITEM = rf"(?:{_KEYED})?(?:{_RANGE}|{_ID})"
_SEP = r"\s*(?:[,;]|(?i:and)\b|&)\s*"
_LIST = rf"{_ITEM}(?:{_SEP}{_ITEM})*"
_FW_OPEN, _FW_CLOSE = "\N{FULLWIDTH LEFT SQUARE BRACKET}", "\N{FULLWIDTH RIGHT SQUARE BRACKET}"
_LEN_OPEN, _LEN_CLOSE = "\N{LEFT BLACK LENTICULAR BRACKET}", "\N{RIGHT BLACK LENTICULAR BRACKET}"

# One marker group; which named group matched tells the style. Every alternative is strict
# enough to be used on its own by the sentence splitter.
_ONE = re.compile(
    rf"""
    \[(?P<fn>\^)?[^\S\n]*(?P<sq>{_LIST})[^\S\n]*\]
    | {_FW_OPEN}(?P<fw>[^{_FW_OPEN}{_FW_CLOSE}\n]{{1,40}}){_FW_CLOSE}
    | {_LEN_OPEN}(?P<len>[^{_LEN_OPEN}{_LEN_CLOSE}\n]{{1,60}}){_LEN_CLOSE}
    | \([^\S\n]*(?:(?i:see)\s+)?(?P<pk>{_KEYED})(?P<pl>{_LIST})[^\S\n]*\)
    | \^(?P<car>\d{{1,3}}(?:,[^\S\n]?\d{{1,3}})*)(?![\w^])
    """,
    re.VERBOSE,
)
_ITEM_RE = re.compile(
    rf"(?P<key>{_KEYED})?"
    rf"(?:(?P<lo>\d{{1,6}})\s*[{_DASHES}]\s*(?P<hi>\d{{1,6}})(?![0-9A-Za-z_\-])|(?P<id>{_ID}))"
)
_LIST_RE = re.compile(_LIST)
_LENTICULAR_PAIR = re.compile(r"\d+:\d+")
_MARKDOWN_URL = re.compile(r"\([^()\s]*\)")
_HSPACE = re.compile(r"[^\S\n]*")
# Where text is code, nothing is a marker: ``arr[0]``, ``a[1, 2]``.
_FENCE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,})([^\n]*)$", re.MULTILINE)
_INLINE_CODE = re.compile(r"(?<!`)(`+)(?!`)[^\n]+?(?<!`)\1(?!`)")
_LINE_PREFIX = re.compile(r"\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?")
_SENTENCE_END = ".!?。！？"


@dataclass
class Marker:
    label: str
    """The source label as written, after expanding ranges: ``"2"``, ``"doc2"``."""
    start: int
    end: int
    """Char offsets of the whole marker group in the text (end exclusive)."""
    raw: str
    """``text[start:end]``, e.g. ``"[1, 3]"``."""
    style: str
    """``bracket``, ``range``, ``id``, ``source-label``, ``footnote``, ``caret``,
    ``lenticular``, ``fullwidth``, ``paren``, ``link``."""
    quote: str | None = None
    """The quoted text of a footnote's definition (``[^1]: Source 1 — "…"``), if any."""
    footnote: str | None = None
    """A footnote marker's own label (``1`` of ``[^1]``) when its definition names the
    source; ``label`` is then the source's."""


@dataclass(frozen=True)
class Footnote:
    source: str
    """The source the definition names: ``3`` of ``Source 3``, ``doc2`` of ``[doc2]``."""
    quote: str | None
    """The quoted text of the definition, if any."""


_FOOTNOTE_DEF = re.compile(r"^[ ]{0,3}\[\^([^\]\s]{1,40})\]:[ \t]*([^\n]*)$", re.MULTILINE)
# In a definition: "Source 3", "source: 3", "[3]", "doc2", "3." as the cited source...
_DEF_SOURCE = re.compile(
    rf"\[(?P<bracket>{_ID})\]|(?:{_KEYED})(?P<keyed>{_ID})|^(?P<bare>{_ID})(?![^\s.,:;—–-])"
)
# ...and its quote, in straight, curly, guillemet or low-9 quotes.
_LQ, _RQ = "\N{LEFT DOUBLE QUOTATION MARK}", "\N{RIGHT DOUBLE QUOTATION MARK}"
_LG, _RG = (
    "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}",
    "\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}",
)
_DEF_QUOTE = re.compile(
    rf'"(?P<a>[^"\n]+)"|{_LQ}(?P<b>[^{_RQ}\n]+){_RQ}|{_LG}\s*(?P<c>[^{_RG}\n]+?)\s*{_RG}'
)


def footnotes(text: str) -> dict[str, Footnote]:
    """Markdown footnote definitions that name a source, by footnote label.

    >>> footnotes('Fast [^a].\\n\\n[^a]: Source 3 — "HNSW is fast."\\n[^b]: see the docs')
    {'a': Footnote(source='3', quote='HNSW is fast.')}
    >>> footnotes("[^1]: [doc2], page 4")
    {'1': Footnote(source='doc2', quote=None)}
    """
    found: dict[str, Footnote] = {}
    if "[^" not in text:
        return found
    for definition in _FOOTNOTE_DEF.finditer(text):
        label, body = definition[1], definition[2].strip()
        source = _DEF_SOURCE.search(body)
        if source is None or label in found:
            continue
        quote = _DEF_QUOTE.search(body)
        found[label] = Footnote(
            source["bracket"] or source["keyed"] or source["bare"],
            next((q.strip() for q in quote.groups() if q), None) if quote else None,
        )
    return found


def _labels(items: str) -> tuple[list[str], bool, bool]:
    """Labels of an item list, and whether a range or a ``source`` keyword was used.

    >>> _labels("1, 3-5")
    (['1', '3', '4', '5'], True, False)
    >>> _labels("Source 2 and doc-7")
    (['2', 'doc-7'], False, True)
    >>> _labels("2019-2024")
    (['2019-2024'], True, False)
    """
    labels: list[str] = []
    ranged = keyed = False
    for item in _ITEM_RE.finditer(items):
        keyed = keyed or item["key"] is not None
        if item["id"] is not None:
            labels.append(item["id"])
            continue
        ranged = True
        low, high = int(item["lo"]), int(item["hi"])
        if low <= high and high - low <= MAX_RANGE and high < 1000:
            labels.extend(str(n) for n in range(low, high + 1))
        else:
            labels.append(f"{item['lo']}-{item['hi']}")
    return labels, ranged, keyed


def _parse(match: re.Match[str]) -> tuple[list[str], str] | None:
    """Labels and style of one ``_ONE`` match, or None when it is not a marker after all."""
    square = match["sq"]
    if square is not None and square.isdigit():  # the common "[2]" (and "[^2]"), quickly
        return [square], "footnote" if match["fn"] else "bracket"
    if square is not None:
        labels, ranged, keyed = _labels(match["sq"])
        if match["fn"]:
            style = "footnote"
        elif keyed:
            style = "source-label"
        elif ranged:
            style = "range"
        else:
            style = "bracket" if all(label.isdigit() for label in labels) else "id"
        return labels, style
    if match["fw"] is not None:
        # Full-width brackets come with full-width digits and commas; NFKC reads them.
        inner = unicodedata.normalize("NFKC", match["fw"]).replace("\N{IDEOGRAPHIC COMMA}", ",")
        if not _LIST_RE.fullmatch(inner.strip()):
            return None
        return _labels(inner)[0], "fullwidth"
    if match["len"] is not None:
        # OpenAI file search writes 【4†source】 and 【4:0†source】: the label is before †.
        inner = unicodedata.normalize("NFKC", match["len"].split("\N{DAGGER}")[0]).strip()
        if _LENTICULAR_PAIR.fullmatch(inner):
            return [inner], "lenticular"
        if not _LIST_RE.fullmatch(inner):
            return None
        return _labels(inner)[0], "lenticular"
    if match["pl"] is not None:
        return _labels(match["pl"])[0], "paren"
    return [n.strip() for n in match["car"].split(",")], "caret"


def fenced_blocks(text: str) -> list[tuple[int, int]]:
    """Spans of fenced code blocks (```` ``` ```` or ``~~~``), from the opening fence line
    to the end of the closing one; an unclosed fence runs to the end, as in CommonMark.

    >>> text = "a\\n```py\\nx[0]\\n```\\nb"
    >>> [text[s:e] for s, e in fenced_blocks(text)]
    ['```py\\nx[0]\\n```']
    """
    if "```" not in text and "~~~" not in text:
        return []
    spans: list[tuple[int, int]] = []
    fence: re.Match[str] | None = None
    for line in _FENCE.finditer(text):
        if fence is None:
            fence = line
        elif (
            line[1][0] == fence[1][0]
            and len(line[1]) >= len(fence[1])
            and not line[2].strip()  # a closing fence has no info string
        ):
            spans.append((fence.start(), line.end()))
            fence = None
    if fence is not None:
        spans.append((fence.start(), len(text)))
    return spans


def code_spans(text: str) -> list[tuple[int, int]]:
    """Sorted, disjoint spans of fenced code blocks and of inline code (one line at most).

    >>> text = "use `a[0]`, then [1]"
    >>> [text[s:e] for s, e in code_spans(text)]
    ['`a[0]`']
    """
    if "`" not in text and "~~~" not in text:
        return []
    spans = fenced_blocks(text)
    inline = [m.span() for m in _INLINE_CODE.finditer(text) if not inside(spans, m.start())]
    return sorted(spans + inline)


def inside(spans: list[tuple[int, int]], pos: int) -> bool:
    """Whether ``pos`` falls in one of the sorted, disjoint ``spans``."""
    index = bisect.bisect_right(spans, (pos, 1 << 62)) - 1
    return index >= 0 and spans[index][0] <= pos < spans[index][1]


def _caret_context_ok(text: str, start: int) -> bool:
    """``word^1`` and ``here.^1`` are markers; ``x^2``, ``mc^2``, ``10^6`` are maths."""
    if start == 0:
        return False
    before = text[start - 1]
    if before in ".,;:!?)]\"'*\N{RIGHT DOUBLE QUOTATION MARK}\N{RIGHT SINGLE QUOTATION MARK}":
        return True
    word_start = start
    while word_start > 0 and text[word_start - 1].isalpha():
        word_start -= 1
    return start - word_start >= 3


def _is_reference_entry(text: str, start: int, end: int) -> bool:
    """A marker that opens a line and is followed by a title, URL or ``:`` defines a
    reference (``[^1]: text``, ``[1] pgvector docs``); it cites nothing.

    A line that goes on with a full sentence (``[1] HNSW is fast.``) still counts as cited.
    """
    line_start = text.rfind("\n", 0, start) + 1
    if _LINE_PREFIX.fullmatch(text, line_start, start) is None:
        return False
    line_end = text.find("\n", end)
    rest = text[end : len(text) if line_end < 0 else line_end].strip()
    if rest.startswith(":"):
        return True
    return bool(rest) and rest[-1] not in _SENTENCE_END


def find_markers(text: str) -> list[Marker]:
    """Every citation marker outside code, one :class:`Marker` per label, in text order.

    More than :data:`~ragcite.limits.MAX_CITATIONS` markers is an input error located at
    the first one beyond the cap (the search stops there, however long the text).

    >>> for m in find_markers("Fast [1, 3]. Cheap [doc2]【4†source】."):
    ...     print(m.label, m.raw, m.style, m.start, m.end)
    1 [1, 3] bracket 5 11
    3 [1, 3] bracket 5 11
    doc2 [doc2] id 19 25
    4 【4†source】 lenticular 25 35
    >>> [m.label for m in find_markers("See [2-4] and ［１］ (sources: 5, 6), not [x] or `a[0]`.")]
    ['2', '3', '4', '1', '5', '6']
    >>> find_markers("[^1]: the footnote itself")
    []
    """
    return list(_find_markers(text))


@functools.lru_cache(maxsize=8)
def _find_markers(text: str) -> tuple[Marker, ...]:
    """:func:`find_markers`, once per text (the citation and claim stages both ask)."""
    markers: list[Marker] = []
    code = code_spans(text)
    notes = footnotes(text)
    skip_until = -1  # end of a reference-entry run: markers right after it belong to it
    previous_end = -1  # end of the last bracket group that parsed as a marker
    groups = 0
    linked_until = -1  # end of a [1](target) link: a bracket inside its target is its part
    for match in _ONE.finditer(text):
        start, end = match.span()
        if start < linked_until or (code and inside(code, start)):
            continue
        parsed = _parse(match)
        follows = previous_end == start
        previous_end = end if parsed is not None else -1
        if parsed is None:
            continue
        groups += 1
        if groups > MAX_CITATIONS:
            # Marker groups, cited or not (a line of 300,000 "[1]" is one reference
            # entry): past the cap the text is refused, wherever the groups are.
            _refuse_markers(text, start)
        labels, style = parsed
        if style == "caret" and not _caret_context_ok(text, start):
            continue
        before = text[start - 1] if start else ""
        if before == "!" and match["sq"] is not None:
            continue  # an image: ![1](figure.png)
        if labels == ["0"] and (before.isalnum() or before in {"_", ")", "]"}) and before:
            continue  # indexing: items[0]
        if match["sq"] is not None and before == "]" and not follows:
            continue  # a reference-style link: [text][1]
        if match["sq"] is not None and not match["fn"]:
            link = _MARKDOWN_URL.match(text, end)
            if link is not None:
                end, style = link.end(), "link"  # [1](https://...) cites source 1
                linked_until = end
        if skip_until >= 0 and not text[skip_until:start].strip():
            skip_until = end
            continue
        if _is_reference_entry(text, start, end):
            skip_until = end
            continue
        skip_until = -1
        raw = text[start:end]
        if style == "footnote" and len(labels) == 1 and labels[0] in notes:
            # [^1] with "[^1]: Source 3 — "…"": the definition says which source, and what
            # it quotes from it.
            note = notes[labels[0]]
            markers.append(Marker(note.source, start, end, raw, style, note.quote, labels[0]))
        else:
            markers.extend(Marker(label, start, end, raw, style) for label in labels)
        if len(markers) > MAX_CITATIONS:
            _refuse_markers(text, start)
    if notes:
        markers = _named_footnotes(text, markers, notes, code)
    return tuple(markers)


def _refuse_markers(text: str, start: int) -> None:
    line = text.count("\n", 0, start) + 1
    column = start - text.rfind("\n", 0, start)
    raise InputError(
        "answer",
        f"more than {MAX_CITATIONS:,} citation markers",
        line,
        column,
        code="too_many_markers",
        params={"most": f"{MAX_CITATIONS:,}"},
    )


_FOOTNOTE_REF = re.compile(r"\[\^([^\]\s]{1,40})\](?!:)")


def _named_footnotes(
    text: str, markers: list[Marker], notes: dict[str, Footnote], code: list[tuple[int, int]]
) -> list[Marker]:
    """Add the footnote markers whose label is a word (``[^note]``): not ids, so the
    marker pattern skips them, but their definition names a source."""
    taken = {m.start for m in markers}
    extra = [
        Marker(notes[m[1]].source, m.start(), m.end(), m[0], "footnote", notes[m[1]].quote, m[1])
        for m in _FOOTNOTE_REF.finditer(text)
        if m[1] in notes and m.start() not in taken and not (code and inside(code, m.start()))
    ]
    return sorted(markers + extra, key=lambda m: m.start) if extra else markers


def marker_run_end(text: str, pos: int) -> int:
    """End of the markers that follow ``pos`` (spaces and tabs between allowed), else ``pos``.

    The sentence splitter uses it so that ``Here. [1][2] Next.`` keeps its markers.

    >>> text = "Here. [1][2] Next."
    >>> text[:marker_run_end(text, 5)]
    'Here. [1][2]'
    >>> marker_run_end("Here. Next.", 5)
    5
    """
    end = pos
    # A run longer than the citation cap is refused by find_markers anyway: stop there.
    for _ in range(MAX_CITATIONS + 1):
        space = _HSPACE.match(text, end)
        at = space.end() if space else end
        match = _ONE.match(text, at)
        if match is None or _parse(match) is None:
            return end
        if match["car"] is not None and at != end:
            return end  # a caret marker hangs on the word: "here.^1", never "here. ^1"
        end = match.end()
        if match["sq"] is not None and not match["fn"]:
            link = _MARKDOWN_URL.match(text, end)
            if link is not None:
                end = link.end()
    return end
