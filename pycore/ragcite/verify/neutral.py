"""Language-neutral units: what a claim and a source in different languages can still be
compared by (issue 26).

An Italian answer drawn from English documentation shares almost no words with it, so word
overlap proves nothing either way. What a translation keeps as written:

- **numbers** and **dates** (:func:`ragcite.text.numbers.find_numbers`,
  :func:`~ragcite.text.numbers.find_dates`), read with the claim's language (``quaranta``,
  ``24 ottobre``) and looked for with the source's (``40``, ``October 24``);
- **code identifiers** (``hnsw.ef_search``, ``ef_construction``, ``maxTokens``, anything in
  backticks) and **URLs**, found as written;
- **names** (capitalised inside a sentence, acronyms, inner capitals: ``HNSW``,
  ``PostgreSQL``), found as a word in any case;
- **quotes** in another language than the claim's (the source's words quoted as written).

Each unit is searched for in the basis texts; the ones no text holds are what the claim
changed. The wording around them was not compared, and the explanation says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ..text.language import guess
from ..text.numbers import Date, Number, contains, date_in, distinct_numbers, find_dates
from ..text.words import Term, terms

_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]\"'`]+[^\s<>()\[\]\"'`.,;:!?]")
_CODE = re.compile(r"`([^`\n]{1,80})`")
_IDENTIFIER = re.compile(
    r"(?<![\w.])(?:[A-Za-z_][A-Za-z0-9]*(?:[._:]|::)[A-Za-z0-9_.:]*[A-Za-z0-9_]"
    r"|[a-z]+[A-Z][A-Za-z0-9]*)(?![\w])"
)
"""``hnsw.ef_search``, ``ef_construction``, ``std::vector``, ``maxTokens``: a word with a
dot, an underscore or a double colon inside, or a lower-case word with an inner capital."""
_QUOTE = re.compile(
    r"[\"\u201c\u00ab\u201e]([^\"\u201c\u201d\u00ab\u00bb\u201e\n]{3,200})[\"\u201d\u00bb]"
)
_SPACES = re.compile(r"\s+")
_OPENING = re.compile(r"[\W\d_]*")
"""What precedes a sentence's first word (list markers, emphasis, quotes)."""


@dataclass
class Unit:
    """One language-neutral unit of a claim."""

    kind: str
    """``number``, ``date``, ``identifier``, ``url``, ``name`` or ``quote``."""
    surface: str
    """As the claim writes it."""
    start: int
    end: int
    """Char offsets in the checked text (markers blanked)."""
    number: Number | None = None
    date: Date | None = None


def units(text: str, language: str) -> list[Unit]:
    """The language-neutral units of a claim's checked text, in order, none inside
    another (a number inside a URL or an identifier is that unit's part).

    >>> [(u.kind, u.surface) for u in units(
    ...     "Il valore predefinito di `hnsw.ef_search` in PostgreSQL è 40 (v. https://x.org/a).",
    ...     "it")]
    [('identifier', 'hnsw.ef_search'), ('name', 'PostgreSQL'), ('number', '40'), ('url', 'https://x.org/a')]
    """
    found: list[Unit] = []
    taken: list[tuple[int, int]] = []

    def free(a: int, b: int) -> bool:
        return not any(a < e and s < b for s, e in taken)

    def add(unit: Unit) -> None:
        if unit.end > unit.start and free(unit.start, unit.end):
            found.append(unit)
            taken.append((unit.start, unit.end))

    for m in _URL.finditer(text):
        add(Unit("url", m.group(), m.start(), m.end()))
    for m in _CODE.finditer(text):
        add(Unit("identifier", m.group(1).strip(), m.start(1), m.end(1)))
    for m in _IDENTIFIER.finditer(text):
        add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _QUOTE.finditer(text):
        quoted = m.group(1).strip()
        said = guess(quoted)
        if said is not None and said != language:
            add(Unit("quote", quoted, m.start(1), m.end(1)))
    numbers = distinct_numbers(text, language)
    dated: set[int] = set()
    for date in find_dates(text, language, (t.form for t in terms(text, language) if t.form)):
        add(Unit("date", text[date.start : date.end], date.start, date.end, date=date))
        dated.update(j for j, n in enumerate(numbers) if date.start <= n.start < date.end)
    for j, number in enumerate(numbers):
        if j not in dated:
            add(Unit("number", number.surface, number.start, number.end, number=number))
    opening = _OPENING.match(text)
    first = opening.end() if opening else 0
    found_terms = terms(text, language)
    for i, term in enumerate(found_terms):
        # A capital that opens the sentence names nothing ("Indeks HNSW ..."), unless the
        # word is an acronym or has an inner capital; German capitalises every noun, so
        # there a plain capitalised word is a name only beside another ("Brad Pitt").
        plain = term.surface[1:] == term.surface[1:].lower()
        if not term.name or not term.form or (plain and term.start <= first):
            continue
        if plain and language == "de" and not _in_name_run(found_terms, i, text):
            continue
        add(Unit("name", term.surface, term.start, term.end))
    found.sort(key=lambda u: u.start)
    return found


def _in_name_run(found: tuple[Term, ...], i: int, text: str) -> bool:
    """Whether term i stands beside another capitalised term, one space apart."""
    for j in (i - 1, i + 1):
        if 0 <= j < len(found) and found[j].surface[:1].isupper():
            a, b = sorted((found[i], found[j]), key=lambda t: t.start)
            if text[a.end : b.start] == " ":
                return True
    return False


def held(unit: Unit, text: str, language: str) -> bool:
    """Whether a source text (in ``language``) holds the unit.

    >>> u = units("Il valore predefinito è quaranta.", "it")[0]
    >>> held(u, "The default is 40.", "en"), held(u, "The default is 400.", "en")
    (True, False)
    >>> d = units("Rilasciato il 24 ottobre 1996.", "it")[0]
    >>> d.kind, held(d, "Released on October 24, 1996.", "en"), held(d, "In October 1996.", "en")
    ('date', True, False)
    """
    if unit.number is not None:
        return contains(text, unit.number, language)
    if unit.date is not None:
        return date_in(text.lower(), unit.date, language)
    if unit.kind == "name":
        return _word_in(unit.surface.casefold(), text.casefold())
    if unit.kind == "quote":
        return _flat(unit.surface) in _flat(text)
    return unit.surface.casefold() in text.casefold()


def _flat(text: str) -> str:
    return _SPACES.sub(" ", text.casefold()).strip(" .,;:")


@cache
def _word_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


def _word_in(word: str, text: str) -> bool:
    return word in text and _word_pattern(word).search(text) is not None
