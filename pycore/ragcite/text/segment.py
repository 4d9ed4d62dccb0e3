"""Split an answer into sentences with char and UTF-8 byte offsets.

The rules, in the order they apply:

1. A fenced code block (```` ``` ```` / ``~~~``) is one segment, never split.
2. Every line is split on its own (headings, list bullets and table rows are lines).
3. Inside a line a sentence ends after ``.``, ``!``, ``?`` or an ellipsis followed by
   whitespace or the end of the line, and after ``。！？`` even without a space; after
   ``!``, ``?`` or an ellipsis only when the next word does not start in lower case
   (a title's mark goes on: ``the "Kerrang!" release``). Closing
   quotes, brackets and ``**`` that follow stay with the sentence, and so do citation
   markers (``Here. [1] Next.`` -> ``Here. [1]`` | ``Next.``).
4. A period does not end a sentence after an initial (``J. R. R. Tolkien``), a dotted
   acronym (``U.S.``), a "never final" abbreviation (``e.g.``, ``z.B.``, see
   :data:`ALWAYS_ABBREVIATIONS`), a list number at the start of a line (``1. Install``),
   a capitalised title (``Dr.``, ``Sra.``, see :data:`TITLES`),
   nor after an abbreviation that may end a sentence (``etc.``, ``Inc.``, ``No.``, see
   :data:`MAYBE_ABBREVIATIONS`) or an ellipsis when the next word starts in lower case
   (or, for those abbreviations, with a digit: ``Fig. 3``, ``c. 1491``).
   Decimals and versions (``3.5``, ``v1.2.3``) never split: no space follows their dots.
5. A piece made only of markers (a ``[1]`` on its own line) joins the sentence before.

A sentence's text is its trimmed span: ``text[s.start:s.end] == s.text`` always.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from ..model import Sentence
from .dates import _MONTH_NAMES, DOTTED_ERA
from .markers import code_spans, fenced_blocks, inside, marker_run_end

ALWAYS_ABBREVIATIONS = frozenset(
    {
        *("e.g", "i.e", "z.b", "d.h", "u.a", "u.u", "bzw", "vgl", "cf", "cfr", "vs", "v", "viz"),
        *("mio", "mrd", "tsd"),
    }
)
"""Lower-cased words (without the final period) after which a period never ends a sentence:
Latin and German shorthand that always introduces more text, and German scale words after
a number (``93,7 Mrd. SEK``, ``3 Mio. Euro``), which a currency or a unit follows."""

_GERMAN_DAY = re.compile(r"(?:\d{1,2}\./)?\d{1,2}")
"""A day before its period (German dates), maybe the second of two (``22./23.``)."""

_NEXT_DAY = re.compile(r"\s*(?:bis(?: zum)?|und(?: am)?|oder|[-–/])\s*\d{1,2}\.(?!\d)")
"""After a German day written as an ordinal, another one: a range or a list of days
(``vom 2. bis 10. November``, ``am 22. und 23. August``)."""

GERMAN_ARTICLES = frozenset(
    ("der", "die", "das", "den", "dem", "des", "im", "zum", "zur", "vom", "beim", "ins")
)
"""German articles and their contractions, after which a number with a period is an
ordinal before its noun (``im 19. Jahrhundert``, ``bei den 76. Filmfestspielen``), which
German writes capitalised: no sentence ends there (not ``am``, English in "I am 30.")."""

TITLES = frozenset(
    {
        "mr",
        "mrs",
        "ms",
        "mx",
        "dr",
        "dra",
        "drs",
        "prof",
        "sr",
        "sra",
        "srta",
        "sig",
        "sig.ra",
        "dott",
        "ing",
        "avv",
        "hr",
        "bpk",
        "sdr",
        "jl",
        "st",
        "mt",
        "gen",
        "col",
        "lt",
        "sgt",
        "rev",
        "hon",
        "ud",
        "uds",
        "gov",
        "sen",
        "rep",
        "pres",
        "capt",
        "maj",
        "adm",
    }
)
"""Titles before a name (``Dr. Who``, ``Sra. Pérez``): never sentence-final when written with
a capital, as titles are; ``40 ms.`` in lower case is a unit and may end a sentence."""

MAYBE_ABBREVIATIONS = frozenset(
    {
        "etc",
        "ecc",
        "dll",
        "dsb",
        "dst",
        "tsb",
        "usw",
        "inc",
        "ltd",
        "co",
        "corp",
        "jr",
        "approx",
        "ca",
        "c",
        "fig",
        "figs",
        "no",
        "nos",
        "nr",
        "n",
        "pag",
        "pagg",
        "pág",
        "pp",
        "p",
        "vol",
        "ch",
        "sec",
        "eq",
        "al",
        "min",
        "max",
        "ft",
        "tel",
        "ref",
        "art",
        "cap",
        "cit",
        "op",
        "ibid",
        "resp",
        "dept",
        "est",
        "ej",
        "ex",
        "es",
        "hlm",
        "a.m",
        "p.m",
        "núm",
        # English month abbreviations: "on Jan. 5, 2019", "Aug. 2019"
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "ave",
        "univ",
    }
)
"""Lower-cased words after which a period ends a sentence only when the next word does not
start in lower case or with a digit: ``etc. and`` goes on, ``etc. The`` starts anew."""

_LINE = re.compile(r"[^\r\n\u2028\u2029\x85]*")
_END = re.compile(
    r"(?P<term>[.!?\N{HORIZONTAL ELLIPSIS}]+"
    r"|[\N{IDEOGRAPHIC FULL STOP}\N{FULLWIDTH EXCLAMATION MARK}\N{FULLWIDTH QUESTION MARK}]+)"
    r"(?P<close>[\"')\]*_\N{RIGHT DOUBLE QUOTATION MARK}\N{RIGHT SINGLE QUOTATION MARK}"
    r"\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}\N{RIGHT CORNER BRACKET}"
    r"\N{RIGHT WHITE CORNER BRACKET}\N{FULLWIDTH RIGHT PARENTHESIS}]*)"
)
_CJK_END = "\N{IDEOGRAPHIC FULL STOP}\N{FULLWIDTH EXCLAMATION MARK}\N{FULLWIDTH QUESTION MARK}"
_OPENERS = (
    "\"'([{*_`\N{LEFT DOUBLE QUOTATION MARK}\N{LEFT SINGLE QUOTATION MARK}"
    "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}"
)
# Format characters that are invisible in text (zero-width space and joiners, bidi marks,
# embeddings and isolates, word joiner, BOM): https://www.unicode.org/reports/tr9/
_INVISIBLE = frozenset(
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2066\u2067\u2068\u2069\ufeff"
)
_DOTTED = re.compile(r"(?:[^\W\d_]\.)+[^\W\d_]")
_LINE_START = re.compile(r"\s*(?:(?:#{1,6}|[-*+>])\s+)*(?:\*{1,2}|_{1,2})?")
"""What may stand before a list number at a line's start: heading and list marks, quote
marks, and emphasis opened on the number (``**1. Summit and Ukraine**``, a numbered bold
heading as models write them)."""


def _word_before(text: str, line_start: int, pos: int) -> tuple[str, int]:
    """The non-space token that ends at ``pos``, without opening punctuation, and its start."""
    start = pos
    while start > line_start and not text[start - 1].isspace():
        start -= 1
    word = text[start:pos]
    stripped = word.lstrip(_OPENERS)
    return stripped, start + len(word) - len(stripped)


_MONTHS = frozenset(" ".join(_MONTH_NAMES.values()).split())


def _word_after(text: str, pos: int, line_end: int) -> str:
    """The next word, lower-cased ('' at line end)."""
    found = _NEXT_WORD.match(text, pos, line_end)
    return found.group(1).lower() if found else ""


_NEXT_WORD = re.compile(r"\s*([^\W\d_]+)")


def _next_char(text: str, pos: int, line_end: int) -> str:
    """First character of the next word (opening punctuation skipped), or '' at line end."""
    while pos < line_end and (text[pos].isspace() or text[pos] in _OPENERS):
        pos += 1
    return text[pos] if pos < line_end else ""


def _ends_sentence(
    text: str, line_start: int, line_end: int, match: re.Match[str], after: int
) -> bool:
    """Whether the terminator ``match`` (markers ending at ``after``) closes a sentence."""
    term = match["term"]
    if term[-1] in _CJK_END:
        return True
    following = _next_char(text, after, line_end)
    if "!" in term or "?" in term:  # "Kerrang!" release: a title's mark, not an end
        return not following.islower()
    if term != ".":  # an ellipsis ("..." or "…"): the sentence goes on in lower case
        return not following.islower()
    era = DOTTED_ERA.search(
        text, max(line_start, match.start() - 12), min(line_end, match.end() + 12)
    )
    if era is not None and era.start() < match.start() < era.end():
        # 44 a. C., 44 av. J.-C., 44 v. Chr.: an era's periods, the last ending a sentence
        # only before a capital
        return match.start() == era.end() - 1 and not (following.islower() or following.isdigit())
    word, word_start = _word_before(text, line_start, match.start())
    if not word:
        return True
    if word.isdigit() and _LINE_START.fullmatch(text, line_start, word_start):
        return False  # "1. Install pgvector" is a numbered list item
    if _GERMAN_DAY.fullmatch(word) and _word_after(text, after, line_end) in _MONTHS:
        return False  # "am 28. August 2023", "22./23. August": a day as an ordinal
    if word.isdigit() and len(word) <= 2 and _NEXT_DAY.match(text, match.end(), line_end):
        return False  # "vom 2. bis 10. November", "am 22. und 23. August": two days
    if word.isdigit() and len(word) <= 3 and following.isupper():
        article, _ = _word_before(text, line_start, max(line_start, word_start - 1))
        if article.lower() in GERMAN_ARTICLES:
            return False  # "bei den 76. Filmfestspielen", "im 19. Jahrhundert": an ordinal
    lower = word.casefold()
    if lower in ALWAYS_ABBREVIATIONS or (lower in TITLES and word[0].isupper()):
        return False
    if len(word) == 1 and word.isupper():
        return False  # an initial: "J. R. R. Tolkien"
    if _DOTTED.fullmatch(word) and (word.isupper() or lower not in MAYBE_ABBREVIATIONS):
        return False  # "U.S.", "J.R.R."
    if lower in MAYBE_ABBREVIATIONS:
        return not (following.islower() or following.isdigit())
    return True


def _split_line(
    text: str, start: int, end: int, code: list[tuple[int, int]], most: int
) -> list[tuple[int, int]]:
    pieces: list[tuple[int, int]] = []
    piece_start = start
    for match in _END.finditer(text, start, end):
        if code and inside(code, match.start()):
            continue
        after = min(marker_run_end(text, match.end()), end)
        while after < end and text[after] in _INVISIBLE:
            after += 1  # "blue.\u200f Sky": a mark no one sees does not join two sentences
        cjk = match["term"][-1] in _CJK_END
        if not cjk and after < end and not text[after].isspace():
            continue
        if after <= piece_start or not _ends_sentence(text, start, end, match, after):
            continue
        pieces.append((piece_start, after))
        piece_start = after
        if len(pieces) > most:
            break  # the caller refuses this many sentences: no need to split the rest
    pieces.append((piece_start, end))
    return pieces


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _prose(
    text: str, start: int, end: int, code: list[tuple[int, int]], most: int
) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for line in _LINE.finditer(text, start, end):
        if line.start() == line.end():
            continue
        for piece in _split_line(text, line.start(), line.end(), code, most - len(spans)):
            s, e = _trim(text, *piece)
            if s < e:
                spans.append((s, e))
        if len(spans) > most:
            break
    return spans


def segment(text: str, most: int | None = None) -> list[Sentence]:
    """Sentences of ``text`` in order, with char and UTF-8 byte offsets.

    >>> for s in segment("It is 3.5 GB, e.g. on v1.2.3. Dr. Who agreed [1]. Here. [2] Next!"):
    ...     print(repr(s.text))
    'It is 3.5 GB, e.g. on v1.2.3.'
    'Dr. Who agreed [1].'
    'Here. [2]'
    'Next!'
    >>> [(s.text, s.start, s.end, s.start_byte, s.end_byte) for s in segment("È vero。はい")]
    [('È vero。', 0, 7, 0, 10), ('はい', 7, 9, 10, 16)]
    >>> [s.text for s in segment("**1. Trump-Putin Summit**\\nLeaders met [1].")]
    ['**1. Trump-Putin Summit**', 'Leaders met [1].']
    >>> [s.text for s in segment("Sky is blue [1].\u200f Grass is green.")]
    ['Sky is blue [1].\u200f', 'Grass is green.']

    With ``most``, splitting may stop once more than ``most`` sentences are found (the
    caller refuses such a text; a 1 MB run of ``a. a.`` is not split to the end):

    >>> len(segment("A b. " * 1000, most=10)) > 10
    True
    """
    limit = len(text) + 1 if most is None else most
    fences = fenced_blocks(text)
    code = code_spans(text) if "`" in text else []
    spans: list[tuple[int, int]] = []
    pos = 0
    for fence_start, fence_end in fences:
        spans.extend(_prose(text, pos, fence_start, code, limit))
        s, e = _trim(text, fence_start, fence_end)
        if s < e:
            spans.append((s, e))
        pos = fence_end
        if len(spans) > limit:
            break
    if len(spans) <= limit:
        spans.extend(_prose(text, pos, len(text), code, limit))

    merged: list[tuple[int, int]] = []
    fence_starts = [s for s, _ in fences]
    for s, e in spans:
        marker_only = marker_run_end(text, s) >= e
        if marker_only and merged and not _is_fence(fence_starts, fences, merged[-1][0]):
            merged[-1] = (merged[-1][0], e)
        else:
            merged.append((s, e))

    sentences: list[Sentence] = []
    ascii_text = text.isascii()
    char_pos = byte_pos = 0
    for s, e in merged:
        if ascii_text:
            start_byte, end_byte = s, e
        else:
            # surrogatepass: a stream split inside a UTF-16 pair leaves lone surrogates.
            start_byte = byte_pos + len(text[char_pos:s].encode("utf-8", "surrogatepass"))
            end_byte = start_byte + len(text[s:e].encode("utf-8", "surrogatepass"))
            char_pos, byte_pos = e, end_byte
        sentences.append(Sentence(text[s:e], s, e, start_byte, end_byte))
    return sentences


def _is_fence(starts: list[int], fences: list[tuple[int, int]], pos: int) -> bool:
    index = bisect_right(starts, pos) - 1
    return index >= 0 and fences[index][0] <= pos < fences[index][1]
