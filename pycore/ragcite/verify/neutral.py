"""Language-neutral units: what a claim and a source in different languages can still be
compared by (issue 26).

An Italian answer drawn from English documentation shares almost no words with it, so word
overlap proves nothing either way. What a translation keeps as written:

- **numbers** and **dates** (:func:`ragcite.text.numbers.find_numbers`,
  :func:`~ragcite.text.numbers.find_dates`), read with the claim's language (``quaranta``,
  ``24 ottobre``) and looked for with the source's (``40``, ``October 24``);
- **code identifiers** (``hnsw.ef_search``, ``ef_construction``, ``maxTokens``, anything in
  backticks) and **URLs**, found as written;
- **names**, found as a word in any case: acronyms and inner capitals (``HNSW``,
  ``PostgreSQL``); a capitalised word inside a sentence of a language that capitalises
  only names; and, where capitals say nothing (a sentence's first word; any German noun;
  a lower-case word right before a version number, ``faiss 1.7.4``), a word spelt unlike
  the claim's language and with nothing typical of it (``Milvus``, ``Qdrant``,
  ``Google``; not ``Bedarf``, ``Größe``, ``Indizes``), in German only without an article
  or adjective before it (names take none). Such a word may be a loanword, so a source
  word it is a cognate of holds it too (``Versi``: ``version``), as it holds a name the
  claim's language spells its own way (``Ámsterdam``, ``Amsterdã``: ``Amsterdam``). In
  a language that puts a name's common word first, a translated title around a kept name
  counts as held (``Premio Nobel de Física``, ``Hadiah Nobel Fisika``: :func:`found`);
- **quotes** in another language than the claim's (the source's words quoted as written).

Each unit is searched for in the basis texts; the ones no text holds are what the claim
changed. The wording around them was not compared, and the explanation says so.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal
from difflib import SequenceMatcher
from functools import cache, lru_cache

from ..text.language import guess
from ..text.number_words import scale_after
from ..text.numbers import (
    CURRENCY,
    OCTET_UNITS,
    Date,
    Number,
    contains,
    date_in,
    find_dates,
    find_numbers,
)
from ..text.segment import segment
from ..text.words import Term, stem, stop_words, terms
from ..text.world_names import held_elsewhere, places

_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]\"'`]+[^\s<>()\[\]\"'`.,;:!?]")
_CODE = re.compile(r"`([^`\n]{1,80})`")
_IDENTIFIER = re.compile(
    r"(?<![\w.])(?:[A-Za-z_][A-Za-z0-9]*(?:[._:]|::)[A-Za-z0-9_.:]*[A-Za-z0-9_]"
    r"|[a-z]+[A-Z][A-Za-z0-9]*)(?![\w])"
)
"""``hnsw.ef_search``, ``ef_construction``, ``std::vector``, ``maxTokens``: a word with a
dot, an underscore or a double colon inside, or a lower-case word with an inner capital."""
_MODEL_ID = re.compile(r"(?<![\w.-])[a-z][a-z0-9]*(?:-[a-z0-9.]*[a-z0-9])+(?![\w-])")
"""A lower-case name in hyphenated parts, one with a digit (gpt-4o-mini, llama-3.1-8b,
corvid-large-2, covid-19): an identifier, compared whole."""
_DIGIT_CODE = re.compile(r"(?<![\w.,-])\d+(?:-\d+){2,}(?![\w-])")
"""Three or more digit groups joined by hyphens (a CAS number, 1310-73-2; a part number):
one identifier, compared whole. Not a date (2023-05-25, 25-05-2023: those are dates)."""
_DATE_SHAPED = re.compile(
    r"(?:1[5-9]|20)\d\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])"
    r"|(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-(?:\d\d|(?:1[5-9]|20)\d\d)"
)
_QUOTE = re.compile(
    r"[\"\u201c\u00ab\u201e]([^\"\u201c\u201d\u00ab\u00bb\u201e\n]{3,200})[\"\u201d\u00bb]"
)
_TIME = re.compile(
    r"(?<![\d.,:])\d{1,2}(?::\d{2}(?::\d{2})?(?![\d:])"
    r"|[ \N{NO-BREAK SPACE}]?h[ \N{NO-BREAK SPACE}]?\d{2}"
    r"(?:[ \N{NO-BREAK SPACE}]?min[ \N{NO-BREAK SPACE}]?\d{2}[ \N{NO-BREAK SPACE}]?s?)?(?!\w))"
)
"""A time or a duration: ``2:01:09``, ``10:30``, ``2h01min09s``, ``2 h 01 min 09 s``,
``10h30`` (two digits after each separator)."""
_PAIR = re.compile(r"(?<![\w.,:/–-])\d{1,2} ?[–-] ?\d{1,2}(?![\w.,:/–-]| ?%)")
"""Two small numbers joined by a dash: a score (3–1) or a short range (10-12), compared
together (2–1 is no 3–1 because a source has a 2 somewhere)."""
_SPACES = re.compile(r"\s+")
_LETTERS = re.compile(r"[^\W\d_]+")
_OPENING = re.compile(r"[\W\d_]*")
"""What precedes a sentence's first word (list markers, emphasis, quotes)."""


@dataclass
class Unit:
    """One language-neutral unit of a claim."""

    kind: str
    """``number``, ``date``, ``time``, ``pair`` (a score or a short range, 3–1),
    ``identifier``, ``url``, ``name`` or ``quote``."""
    surface: str
    """As the claim writes it."""
    start: int
    end: int
    """Char offsets in the checked text (markers blanked)."""
    number: Number | None = None
    date: Date | None = None
    scale: int = 0
    """The power of ten a scale word after the number multiplies it by (``1,2 miliardi``:
    9), :func:`ragcite.text.number_words.scale_after`."""
    loose: bool = False
    """A plain name (one capital at most): held also by a source word it is a cognate of.
    One told by its spelling (:func:`_name_shaped`) may be a loanword (``Index``:
    ``indexes``); one told by its capital may be the name as the other language spells it
    (``Ámsterdam``, ``Amsterdã``: ``Amsterdam``). Acronyms and inner capitals are exact."""


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
    for m in _MODEL_ID.finditer(text):
        if any(c.isdigit() for c in m.group()):
            add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _DIGIT_CODE.finditer(text):
        if _DATE_SHAPED.fullmatch(m.group()) is None:
            add(Unit("identifier", m.group(), m.start(), m.end()))
    for m in _TIME.finditer(text):
        # A time or a duration (2:01:09, 2 h 01 min 09 s): its parts together, not each
        # alone anywhere in the source.
        add(Unit("time", m.group().strip(), m.start(), m.end()))
    for m in _PAIR.finditer(text):
        # A score or a short range (3–1, 10-12): its two numbers together.
        add(Unit("pair", m.group(), m.start(), m.end()))
    for m in _QUOTE.finditer(text):
        quoted = m.group(1).strip()
        said = guess(quoted)
        if said is not None and said != language:
            add(Unit("quote", quoted, m.start(1), m.end(1)))
    numbers = find_numbers(text, language)
    dated: set[int] = set()
    for date in find_dates(text, language, (t.form for t in terms(text, language) if t.form)):
        add(Unit("date", text[date.start : date.end], date.start, date.end, date=date))
        dated.update(j for j, n in enumerate(numbers) if date.start <= n.start < date.end)
    seen: set[tuple[str, str | None, int]] = set()
    for j, number in enumerate(numbers):
        if j in dated or _in_name(number, text):
            continue
        scale, end = scale_after(text, number.end, language)
        if (number.key, number.unit, scale) in seen:
            continue  # each value once, with its unit and scale (25 mai, 25 millions)
        seen.add((number.key, number.unit, scale))
        surface = text[number.start : end]  # 1,2 miliardi: the scale is part of it
        add(Unit("number", surface, number.start, end, number, scale=scale))
    opening = _OPENING.match(text)
    first = opening.end() if opening else 0
    found_terms = terms(text, language)
    shaped = [_name_shaped(t, t.start <= first, text, language) for t in found_terms]
    for i, term in enumerate(found_terms):
        if not term.form:
            continue
        plain = term.surface[1:] == term.surface[1:].lower()
        if term.name and not plain:
            if text[term.end : term.end + 1] in CURRENCY:
                continue  # US$, HK$, R$: a currency, read with its number
            add(Unit("name", term.surface, term.start, term.end))  # HNSW, PostgreSQL
        elif term.name and term.start > first and language != "de":
            add(Unit("name", term.surface, term.start, term.end, loose=True))
        elif shaped[i] or (language == "de" and _in_name_run(found_terms, shaped, i, text, first)):
            # A word the capitals alone do not make a name (the sentence's first word, a
            # German noun, a lower-case word before a version): one whose spelling is
            # foreign to the claim's language (module doc, "Names").
            add(Unit("name", term.surface, term.start, term.end, loose=True))
        elif term.surface[:1].isupper() and any(
            a <= term.start and term.end <= b for a, b in places(text)
        ):
            # A country or a city, known in seven languages (Kenia, Irlanda opening the
            # sentence): a name whatever the capitals say.
            add(Unit("name", term.surface, term.start, term.end, loose=True))
    found.sort(key=lambda u: u.start)
    return found


_NAME_AROUND = re.compile(r"[^\W\d_]+ $")


def _in_name(number: Number, text: str) -> bool:
    """Whether a number written in words stands between two capitalised words, or is
    capitalised inside a sentence before one, inside a name (Eugénio dos Santos, Tres
    Cantos, con Otto Hahn: no number two, three or eight).

    >>> text = "Il quartiere fu disegnato da Eugénio dos Santos."
    >>> [_in_name(n, text) for n in find_numbers(text, "es")]
    [True]
    """
    surface = text[number.start : number.end]
    if any(c.isdigit() for c in surface):
        return False
    before = _NAME_AROUND.search(text, 0, number.start)
    after = re.match(r" ([^\W\d_]+)", text[number.end :])
    if after is None or not after.group(1)[:1].isupper():
        return False
    if surface[:1].isupper() and _OPENING.fullmatch(text[: number.start]) is None:
        return True  # a first name, capitalised inside a sentence: con Otto Hahn
    return before is not None and before.group()[:1].isupper()


_HEAD_FIRST = frozenset({"it", "es", "pt", "fr", "id"})
"""Languages whose names put the common word first (``Premio Nobel``, ``Hadiah Nobel``).
English and German put it last (``Nobel Prize``), where a changed surname or product
stands too (``Henri Rutherford``, ``Apache Xapian``): there no word is excused."""
_LOWER_TITLES = frozenset({"it", "es", "pt", "fr"})
"""Languages that write a title's common word in lower case (premio Nobel, prix Nobel)."""
_CONNECTOR = re.compile(r" (?:[^\W\d_]{1,3} ){0,2}|, (?:[^\W\d_]{1,3} ){1,2}")
"""Between two words of one title: a space, or up to two short lower-case words (``de``,
``per la``, ``di``; after a comma at least one: ``Premio Nobel, de Química``), checked to
be the claim language's stop words."""


def found(
    units: list[Unit], claim: str, texts: list[str], language: str, claim_language: str
) -> list[bool]:
    """Per unit of the ``claim`` text, whether some basis text (in ``language``) holds it
    (:func:`held`). A translated title counts as held. In a language that puts a name's
    common word first: a plain capitalised word spelt as the claim language's own, right
    before a held name ("Premio" in "Premio Nobel": the source says "Nobel Prize"), and
    after the name the title's other words ("Fisika" in "Hadiah Nobel Fisika", "Física" in
    "Premio Nobel de Física"). In one that puts it last, from a source that puts it first:
    the words after a held name the source titles so ("Prize" in "Nobel Prize": the source
    says "premio Nobel", :func:`_titled_in`). A name changed after a kept one without a
    title ("Apache Xapian" for "Apache Lucene", "Henri Rutherford") still counts.

    >>> claim = "Recibió el Premio Nobel de Física en 1903."
    >>> [u.surface for u in units(claim, "es")]
    ['Premio', 'Nobel', 'Física', '1903']
    >>> source = "She won the Nobel Prize in Physics in 1903."
    >>> found(units(claim, "es"), claim, [source], "en", "es")
    [True, True, True, True]
    >>> claim = "Usa Apache Xapian."
    >>> found(units(claim, "es"), claim, ["It uses Apache Lucene."], "en", "es")
    [True, False]
    """
    hits = [
        any(held(unit, text, language) for text in texts)
        or (unit.kind == "name" and held_elsewhere(unit.start, unit.end, claim, texts))
        for unit in units
    ]
    title = [_title_word(unit, claim_language) for unit in units]
    titled = [False] * len(units)
    if claim_language not in _HEAD_FIRST:
        if language in _HEAD_FIRST or language == "de":
            # The claim puts the title's common word last, the source first ("Nobel Prize"
            # for "Premio Nobel") or in one word with the name (German "Nobelpreis"): a
            # held name the source titles so heads the claim's title.
            titled = [
                hit
                and unit.kind == "name"
                and (
                    _titled_in(unit.surface, claim, texts, language)
                    if language in _HEAD_FIRST
                    else _compounded_in(unit.surface, texts)
                )
                for unit, hit in zip(units, hits, strict=True)
            ]
            _title_tail(units, claim, claim_language, hits, title, titled)
        _translated_title(units, claim, claim_language, hits, title, texts)
        return hits
    for i in reversed(range(len(units) - 1)):
        # Right before a held name, one space or one article or preposition apart: the
        # title's common word (Premio Nobel, Teatro alla Scala; from the right, so a
        # title of several is held word by word: Situs Warisan Dunia UNESCO).
        after = units[i + 1]
        adjacent = after.kind == "name" and _before_name(
            claim[units[i].end : after.start], claim_language
        )
        if (
            title[i]
            and not hits[i]
            and hits[i + 1]
            and adjacent
            and not (
                # the one word the sources do not hold: it stands for the source's word
                sum(not hit for hit in hits) == 1 and _named_before(after.surface, claim, texts)
            )
        ):
            hits[i] = titled[i + 1] = True
    _title_tail(units, claim, claim_language, hits, title, titled)
    _translated_title(units, claim, claim_language, hits, title, texts)
    return hits


def _translated_title(
    units: list[Unit],
    claim: str,
    language: str,
    hits: list[bool],
    title: list[bool],
    texts: list[str],
) -> None:
    """In a title of three words or more, two of them held, the words spelt as the claim
    language's own count as held where a translation puts its own words and a name never
    stands: inside the title (European [Medicines] Agency, Teleskop [Luar] Angkasa James
    Webb), and in a language that puts a title's common word first, after a connector at
    its end (Agencia Europea de [Medicamentos]). Not the first word, where English and
    German put the name that tells one title from another (Hubble Space Telescope), nor the
    last without a connector (Telescopio Spaziale Hubble). In a title of two, one of them
    a held place (:mod:`ragcite.text.world_names`), the other word too."""
    runs: list[list[int]] = []
    for i, unit in enumerate(units):
        if unit.kind != "name":
            continue
        gap = claim[units[i - 1].end : unit.start] if i else ""
        if runs and runs[-1][-1] == i - 1 and _in_title(gap, language):
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        if len(run) == 2 and any(hits[i] and _place(units[i], claim) for i in run):
            # A place and a word of the claim's language: the place's airport, bank or
            # university (Copenhagen [Airport], [Aeroporto] de Copenhague).
            for i in run:
                hits[i] = hits[i] or title[i]
            continue
        if len(run) < 3 or sum(hits[i] for i in run) < 2:
            continue
        # The title's first word may open the sentence, where capitals make no unit
        # (Teleskop Luar Angkasa James Webb): then the run's first is inside it.
        before = _BEFORE.search(claim, 0, units[run[0]].start)
        opened = (
            before is not None
            and before.group(2) == " "
            and before.group(1)[0].isupper()
            and before.group(1).casefold() not in stop_words(language)
        )
        for k, i in enumerate(run):
            if hits[i] or not title[i] or (k == 0 and not opened):
                continue
            if k and _named_after(units[run[k - 1]].surface, claim, texts):
                continue  # Kaiser Friedrich Institute for Kaiser Wilhelm Institut
            if k == len(run) - 1:
                gap = claim[units[run[k - 1]].end : units[i].start]
                if language not in _HEAD_FIRST or gap == " ":
                    continue
            hits[i] = True


def _place(unit: Unit, claim: str) -> bool:
    """Whether the unit lies in a country's or a city's name."""
    return any(a <= unit.start and unit.end <= b for a, b in places(claim))


_AUXILIARIES = {
    "en": frozenset(("is", "was", "are", "were", "has", "had", "will", "can")),
    "fr": frozenset(("est", "fut", "était", "a", "avait", "sera", "sont", "peut")),
    "id": frozenset(("adalah", "ialah", "merupakan", "telah", "sudah", "akan", "dapat", "bisa")),
    "it": frozenset(("è", "era", "fu", "ha", "aveva", "sarà", "sono", "può", "viene", "venne")),
    "es": frozenset(("es", "era", "fue", "ha", "había", "será", "son", "puede")),
    "pt": frozenset(("é", "era", "foi", "tem", "tinha", "será", "são", "pode")),
    "de": frozenset(("ist", "war", "sind", "waren", "hat", "hatte", "wird", "wurde", "kann")),
}
"""Finite forms of be, have, will and can (and Italian's passive venire): after a
sentence's first word they make it the subject (Nomad was designed; not: Designed in 2009,
Originally, Today the)."""
_KEEP_SUBJECTS = frozenset(("en", "fr", "id"))
"""Languages that keep their subjects, where an auxiliary after a claim's first word is
enough. Italian, Spanish and Portuguese drop them ("Oggi è mantenuto dalla CNCF": today is
the first word) and German puts any word before its verb ("Heute wird es gepflegt"):
there the auxiliary must be a copula before an article ("Memcached es un almacén": a
predicate noun, whose subject is the word before), and the source sentence must say the
same of its first word ("Redis is an in-memory data store"; not: "Oggi è un progetto
della CNCF" for "Kubernetes is now maintained by the CNCF")."""
_ARTICLES = {
    "it": frozenset(("il", "lo", "la", "gli", "le")),
    "es": frozenset(("el", "la", "los", "las")),
    "pt": frozenset(("o", "a", "os", "as")),
    "fr": frozenset(("le", "la", "les")),
    "de": frozenset(("der", "die", "das")),
}
"""Definite articles Romance languages and German put before a product's name (O
Kubernetes foi projetado, Der Scheduler): a source sentence's subject is the word after."""
_PREDICATE_ARTICLES = {
    "en": frozenset(("a", "an", "the")),
    "fr": frozenset(("un", "une", "le", "la")),
    "it": frozenset(("un", "uno", "una", "il", "lo", "la")),
    "es": frozenset(("un", "una", "el", "la")),
    "pt": frozenset(("um", "uma", "o", "a")),
    "de": frozenset(("ein", "eine", "der", "die", "das")),
}
"""Articles that open a predicate noun after a copula (è un archivio, ist ein Speicher);
Indonesian has none, its copula (adalah) says enough."""
_PARTICIPLE = re.compile(r"[^\W\d_]{3,}ed")
"""An English word in -ed: a past participle never opens a sentence as the subject of an
auxiliary (Designed is...), so before one it is a name (Memcached is an in-memory...)."""
_FIRST_WORDS = re.compile(
    r"[\W\d_]*?([^\W\d_]+)(?:[ \N{NO-BREAK SPACE}]+([^\W\d_]+)"
    r"(?:[ \N{NO-BREAK SPACE}]+([^\W\d_]+))?)?"
)
"""A sentence's first three words, one space apart."""


def substituted(
    units: list[Unit],
    hits: list[bool],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> tuple[Unit, str] | None:
    """The claim's subject, a word no basis text holds, when the source sentence the claim
    was drawn from opens with a name the claim does not have: the name it stands for was
    changed ("Nomad was originally designed by Google" where the source says "Kubernetes è
    stato progettato da Google"). Capitals cannot tell a name at a sentence's opening, and
    in English nor can spelling; the source can.

    The subject is a capitalised word followed by an auxiliary (:data:`_AUXILIARIES`; in a
    language that drops or moves subjects, a copula before an article,
    :data:`_KEEP_SUBJECTS`), not a stop word and without an ending the stemmer takes off
    (:func:`_inflected`; Development, Originally), save an English participle's -ed and an
    Indonesian verb's prefix (Memcached). The source sentence is the one holding most of
    the claim's held units (one at least); its first word (after an article) is no stop
    word, is never written in lower case in the basis texts and, in German, which
    capitalises its nouns, is spelt unlike German; the claim renders every other unit of
    that sentence. Where the claim's words alone are not enough (a dropped subject, an
    ending), the source's first word must be followed by the same kind of verb.

    >>> claim = "Nomad was originally designed by Google in 2014."
    >>> us = units(claim, "en")
    >>> source = "Kubernetes è stato progettato da Google nel 2014."
    >>> subject, name = substituted(
    ...     us, found(us, claim, [source], "it", "en"), claim, [source], "it", "en")
    >>> subject.surface, subject.start, name
    ('Nomad', 0, 'Kubernetes')
    >>> claim = "Kubernetes was originally designed by Google in 2014."
    >>> us = units(claim, "en")
    >>> substituted(us, found(us, claim, [source], "it", "en"), claim, [source], "it", "en")
    >>> claim = "Memcached es un almacén creado por Salvatore Sanfilippo en 2009."
    >>> source = "Redis is a store created by Salvatore Sanfilippo in 2009."
    >>> us = units(claim, "es")
    >>> substituted(us, found(us, claim, [source], "en", "es"), claim, [source], "en", "es")[1]
    'Redis'
    >>> claim = "Hoy es un proyecto creado por Salvatore Sanfilippo en 2009."
    >>> source = "Redis is now maintained by Salvatore Sanfilippo, since 2009."
    >>> us = units(claim, "es")
    >>> substituted(us, found(us, claim, [source], "en", "es"), claim, [source], "en", "es")
    """
    m = _FIRST_WORDS.match(claim)
    if m is None or m.group(2) is None or not any(hits):
        return None
    surface, start = m.group(1), m.start(1)
    word = surface.casefold()
    keeps = claim_language in _KEEP_SUBJECTS
    copula = not keeps and _subject(m.group(2), m.group(3), claim_language, True)
    shown = (keeps and _subject(m.group(2), m.group(3), claim_language, False)) or copula
    if (
        not (shown or _second_place(m.group(2), m.group(3), claim_language))
        or not (surface[:1].isupper() and surface[1:].islower() and word.isascii())
        or len(word) < 3
        or word in stop_words(claim_language)
        or any(u.start < start + len(surface) and start < u.end for u in units)
        or any(
            _word_in(word, text.casefold()) or _cognate_in(word, text, claim_language == "de")
            for text in texts
        )
    ):
        return None
    parallel = not keeps
    if _inflected(word, claim_language):
        participle = claim_language == "en" and _PARTICIPLE.fullmatch(word) is not None
        prefixed = claim_language == "id" and word.endswith(stem(word, "id"))
        if not (participle or prefixed):
            return None  # the language's own word (Development, Users, Awalnya)
        parallel = True
    kept = [u for u, hit in zip(units, hits, strict=True) if hit]
    name = _source_subject(kept, claim, claim_language, texts, language, parallel, copula)
    if name is None:
        return None
    folded = name.casefold()
    if _word_in(folded, claim.casefold()) or _cognate_in(folded, claim):
        return None
    return Unit("name", surface, start, start + len(surface), loose=True), name


def renamed(
    claim_units: list[Unit],
    hits: list[bool],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> list[tuple[Unit, str]]:
    """Words of the claim no unit, that stand where the source sentence the claim renders
    has a name the claim lacks (each with that name): the name was changed.

    Two places tell it without the capitals' help. In any language, a sentence's first
    word before a capitalised word where the source sentence opens with another before
    that same word (Maersk Shipping for Nordvik Shipping). In German, which capitalises
    its nouns, a capitalised word right after a held capitalised one (Ingrid Halvorsen,
    Hans Fischer: a surname), or one without an article, a German spelling or an ending
    (von Ranexa, in Atlanta); only when the source sentence, every number and date of it
    rendered and two of its units at least, has a plain name inside it the claim lacks,
    and as many words as it lacks.

    >>> claim = "Die Anfangsdosis von Ranexa beträgt 5 mg, nach 2 Wochen 7,5 mg."
    >>> source = "The starting dose of Zantrova is 5 mg, and 7.5 mg after 2 weeks."
    >>> us = units(claim, "de")
    >>> [(u.surface, name) for u, name in renamed(
    ...     us, found(us, claim, [source], "en", "de"), claim, [source], "en", "de")]
    [('Ranexa', 'Zantrova')]
    >>> claim = "Maersk Shipping meldete 2022 einen Umsatz von 3,4 Milliarden Dollar."
    >>> source = "Nordvik Shipping reported revenue of $3.4 billion for 2022."
    >>> us = units(claim, "de")
    >>> [(u.surface, name) for u, name in renamed(
    ...     us, found(us, claim, [source], "en", "de"), claim, [source], "en", "de")]
    [('Maersk', 'Nordvik')]
    """
    kept = [u for u, hit in zip(claim_units, hits, strict=True) if hit]
    if claim_language == "de":
        kept += _held_capitals(claim_units, claim, texts)
    if len(kept) < 2:
        return []
    sentence = _aligned(kept, texts, language)
    out: list[tuple[Unit, str]] = []
    opening = _renamed_opening(claim_units, hits, claim, sentence, texts, language, claim_language)
    if opening is not None:
        out.append(opening)
    if claim_language != "de" or language == "de":
        return out
    lacking = _lacking(kept, claim, sentence, texts, language, claim_language)
    if not lacking:
        return out
    taken = [(u.start, u.end) for u in claim_units] + [(u.start, u.end) for u, _ in out]
    after_name: list[Unit] = []
    bare: list[Unit] = []
    follows: dict[int, str] = {}
    found_terms = terms(claim, claim_language)
    for k, term in enumerate(found_terms):
        word = term.form
        if (
            not word
            or not term.surface[:1].isupper()
            or term.surface[1:] != word[1:]
            or len(word) < 3
            or word in stop_words(claim_language)
            or any(a < term.end and term.start < b for a, b in taken)
            or any(
                _word_in(word, text.casefold()) or _cognate_in(word, text, claim_language == "de")
                for text in texts
            )
        ):
            continue
        unit = Unit("name", term.surface, term.start, term.end, loose=True)
        previous = found_terms[k - 1] if k else None
        if (
            previous is not None
            and previous.end == term.start - 1
            and claim[previous.end] == " "
            and previous.surface[:1].isupper()
            and any(_word_in(previous.form, text.casefold()) for text in texts)
        ):
            after_name.append(unit)  # a surname after a kept first name (Ingrid Halvorsen)
            follows[unit.start] = previous.surface
        elif (
            word.isascii()
            and _name_slot(term, claim)
            and _bare(term, claim)
            and not any(u.end == term.start - 1 for u in claim_units)  # 3,4 Milliarden Dollar
            and _GERMAN_NATIVE.search(word) is None
            and stem(word, "de") == word
        ):
            bare.append(unit)
    for unit in [*after_name, *bare]:
        if not lacking:
            break
        first = follows.get(unit.start)
        if first is None:
            name = lacking[0]
        else:
            # The surname the source writes after the same first name, which the claim
            # lacks; none, and the word is no surname (Fujibayashi Regie führte).
            name = next(
                (
                    m.group(1)
                    for text in texts
                    for m in re.finditer(rf"(?<!\w){re.escape(first)} ([^\W\d_]+)", text)
                    if m.group(1) in lacking
                ),
                "",
            )
            if not name:
                continue
        lacking.remove(name)
        out.append((unit, name))
    out.sort(key=lambda pair: pair[0].start)
    return out


def _lacking(
    kept: list[Unit],
    claim: str,
    aligned: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> list[str]:
    """The plain names of the basis sentences the claim renders that the claim lacks: the
    sentence that holds most of its held units, and any other holding some with a number
    or a date, each with every number and date of its own in the claim (a claim may
    render two sentences of its source in one)."""
    out: list[str] = []
    for text in texts:
        for sentence in (s.text for s in segment(text)):
            if sentence != aligned and not any(held(unit, sentence, language) for unit in kept):
                continue
            theirs = units(sentence, language)
            numbers = [u for u in theirs if u.kind in _NEUTRAL_NUMBERS]
            if sentence != aligned and not numbers:
                continue
            if not all(held(u, claim, claim_language) for u in numbers):
                continue
            out += [
                u.surface
                for u in theirs
                if u.kind == "name"
                and u.surface[1:].islower()  # an acronym the claim changed is a unit itself
                and u.surface not in out
                and not held(u, claim, claim_language)
                and not _cognate_in(u.surface.casefold(), claim)
            ]
    return out


def _name_slot(term: Term, text: str) -> bool:
    """Whether a German word stands where a name may (von Ranexa, in Atlanta, an Perl,
    unterzeichneten Gerald Ford); not after a conjunction, where a noun goes on a list (pro
    GB und Monat), nor after a rate's preposition (pro Monat, je Aktie)."""
    before = _BEFORE.search(text, 0, term.start)
    return before is None or before.group(1).casefold() not in _NOUN_AFTER


def _held_capitals(claim_units: list[Unit], claim: str, texts: list[str]) -> list[Unit]:
    """A German claim's capitalised words no unit that a basis text writes as they are
    (Frankfurt, Christine): German capitalises its nouns, so they are no units, but they
    tell which source sentence the claim renders."""
    out = []
    for term in terms(claim, "de"):
        if (
            term.form
            and term.surface[:1].isupper()
            and len(term.form) >= 3
            and term.form not in stop_words("de")
            and not any(u.start < term.end and term.start < u.end for u in claim_units)
            and any(_word_in(term.form, text.casefold()) for text in texts)
        ):
            out.append(Unit("name", term.surface, term.start, term.end, loose=True))
    return out


_NEUTRAL_NUMBERS = frozenset(("number", "date", "time"))


def _renamed_opening(
    units: list[Unit],
    hits: list[bool],
    claim: str,
    sentence: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> tuple[Unit, str] | None:
    """The claim's first word when a capitalised word follows it and a source writes
    another word before that same one (both in the name they make; the source sentence's
    opening first), a word the claim lacks that can be a name (not a stop word, never in
    lower case in the basis texts): Maersk Shipping for Nordvik Shipping, Yosemite National
    Park for "Founded in 1872, Yellowstone National Park", Verdi's Turandot for Puccini's
    Turandot. See :func:`renamed`."""
    mine = _PAIR_OPENING.match(claim)
    if mine is None:
        return None
    second = mine.group(2)
    theirs = _PAIR_OPENING.match(sentence)
    if (
        theirs is not None
        and theirs.group(2).casefold() == second.casefold()
        and theirs.group(1).casefold() not in stop_words(language)  # La Turandot
    ):
        name = theirs.group(1)
    else:
        pattern = re.compile(rf"(?<![\w'’])([^\W\d_]+)(?:['’]s)? {re.escape(second)}(?!\w)")
        name = next(
            (
                m.group(1)
                for text in texts
                for m in pattern.finditer(text)
                if m.group(1)[:1].isupper()
                # inside a sentence, where a capital is a name's (not: "After Puccini")
                and _OPENING.fullmatch(text[: m.start()].rsplit(".", 1)[-1]) is None
            ),
            "",
        )
    surface, start = mine.group(1), mine.start(1)
    word = surface.casefold()
    if (
        not name
        or not second[:1].isupper()
        or not (surface[:1].isupper() and surface[1:].islower() and word.isascii())
        or not (name[:1].isupper() and name[1:].islower())
        or len(word) < 3
        or word in stop_words(claim_language)
        or name.casefold() in stop_words(language)
        or any(u.start < start + len(surface) and start < u.end for u in units)
        or any(
            _word_in(word, text.casefold()) or _cognate_in(word, text, claim_language == "de")
            for text in texts
        )
        or any(_word_in(name.casefold(), _prose(text)) for text in texts)
        or _word_in(name.casefold(), claim.casefold())
        or _cognate_in(name.casefold(), claim)
    ):
        return None
    return Unit("name", surface, start, start + len(surface), loose=True), name


_PAIR_OPENING = re.compile(r"[\W\d_]*?([^\W\d_]+)(?:['’]s)? ([^\W\d_]+)")
"""A sentence's first two words, one space apart, the first maybe in the possessive
(Verdi's Turandot)."""
_DOTTED = re.compile(r"\S+\.[^\W\d_]{2,}\S*")
"""A word with a dot inside (nordvik.com/investors, redis.conf, hnsw.ef_search)."""


@lru_cache(maxsize=64)
def _prose(text: str) -> str:
    """A text without its URLs, domains and dotted identifiers, where a name is written in
    lower case without being a common word (``nordvik.com``): what tells a common word
    is its lower case in the prose.

    >>> _prose("See nordvik.com/investors or https://x.org/a. Nordvik reported it.")
    'See   or  . Nordvik reported it.'
    """
    return _DOTTED.sub(" ", _URL.sub(" ", text))


def _aligned(held_units: list[Unit], texts: list[str], language: str) -> str:
    """The basis sentence that holds most of ``held_units`` (the first of equals), or ""."""
    best, chosen = 0, ""
    for text in texts:
        for sentence in (s.text for s in segment(text)):
            count = sum(held(unit, sentence, language) for unit in held_units)
            if count > best:
                best, chosen = count, sentence
    return chosen


def _subject(second: str, third: str | None, language: str, copula: bool) -> bool:
    """Whether the words after a sentence's first show that word is its subject: an
    auxiliary; with ``copula``, one before an article (or Indonesian's adalah)."""
    if second.casefold() not in _AUXILIARIES.get(language, ()):
        return False
    articles = _PREDICATE_ARTICLES.get(language)
    if not copula or articles is None:
        return True
    return third is not None and third.casefold() in articles


def _second_place(second: str, third: str | None, language: str) -> bool:
    """Whether a German sentence's auxiliary, in second place, is followed by a lower-case
    word no pronoun or article (Nomad wurde ursprünglich…): German puts its subject right
    after the verb when another word opens the sentence (Heute wird es gepflegt,
    Ursprünglich wurde Kubernetes…), so here the first word is the subject."""
    return (
        language == "de"
        and second.casefold() in _AUXILIARIES["de"]
        and third is not None
        and third.islower()
        and third not in stop_words("de")
    )


def _inflected(word: str, language: str) -> bool:
    """Whether the stemmer takes an ending off ``word``: in English any (Everything, Users,
    Originally), elsewhere one of three letters or more (-ment, -nya: adverbs; not the
    final letters a name may share with an ending)."""
    cut = len(word) - len(stem(word, language))
    return cut > 0 if language == "en" else cut >= 3


def _source_subject(
    held_units: list[Unit],
    claim: str,
    claim_language: str,
    texts: list[str],
    language: str,
    parallel: bool,
    copula: bool,
) -> str | None:
    """The first word of the basis sentence holding most of ``held_units`` (after a
    definite article, :data:`_ARTICLES`), when it can be a name and the claim renders every
    other unit of that sentence (its names, numbers, dates: a translation of the sentence
    but its subject; not a paraphrase of part of it, "Access is served on port 6333" for
    "Qdrant is written in Rust and serves its API on port 6333"); with ``parallel``, when
    the words after it show a subject as the claim's do (:func:`_subject`). See
    :func:`substituted`."""
    chosen = _aligned(held_units, texts, language)
    m = _FIRST_WORDS.match(chosen)
    if m is None:
        return None
    words = [(g, m.end(i)) for i, g in enumerate(m.groups(), 1) if g]
    if len(words) > 1 and words[0][0].casefold() in _ARTICLES.get(language, ()):
        words = words[1:]
    opening, end = words[0]
    if not opening[:1].isupper() or len(opening) < 3:
        return None
    if parallel:
        after = [w for w, _ in words[1:]] + [""]
        if len(words) < 2 or not _subject(after[0], after[1] or None, language, copula):
            return None
    name = opening.casefold()
    plain = opening[1:].islower()
    if name in stop_words(language) or (language == "de" and plain and not _foreign(name, "de")):
        return None
    if plain and any(_word_in(name, _prose(text)) for text in texts):
        return None  # written in lower case too: a common word
    others = [u for u in units(chosen, language) if u.start >= end]
    if not others or not all(held(u, claim, claim_language) for u in others):
        return None
    return opening


def _title_tail(
    units: list[Unit],
    claim: str,
    language: str,
    hits: list[bool],
    title: list[bool],
    titled: list[bool],
) -> None:
    """After the name of a title, its other words (through "de", "per la", "in"...) count
    as held. A held word goes on with the title only right after it ("Nobel Prize" when
    "Prize" is held as a cognate of "prix"); after a connector it is another name (Pierre
    Curie and Henri ...). A place after a connector is a place (the Eurovision Song
    Contest in Stockholm), no title's word."""
    for i in range(1, len(units)):
        gap = claim[units[i - 1].end : units[i].start]
        if (
            titled[i - 1]
            and title[i]
            and (gap == " " or not hits[i])
            and _joins(gap, language)
            and (gap == " " or not _place(units[i], claim))  # Contest in Stockholm
        ):
            hits[i] = titled[i] = True


@cache
def _titled_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)([^\W\d_]+) (?i:{re.escape(name)})(?!\w)(?: ([^\W\d_]+))?")


def _titled_in(name: str, claim: str, texts: list[str], language: str) -> bool:
    """Whether a source text writes ``name`` after a word of its own language that the
    claim does not have, no stop word (the common word of a title in a head-first language:
    "Premio Nobel", "prix Nobel", "Hadiah Nobel"; not a first name the claim keeps, "Henri
    Becquerel"). Capitalised, except where titles write it in lower case
    (:data:`_LOWER_TITLES`): Indonesian "di atas Apache Lucene" has no title.

    >>> _titled_in("Nobel", "the Nobel Prize", ["Vinse il premio Nobel per la fisica."], "it")
    True
    >>> _titled_in("Becquerel", "Henri Becquerel", ["con Pierre Curie e Henri Becquerel."], "it")
    False

    Nor a first name whose surname the claim lacks, after a person's title ("la presidente
    Christine Lagarde" for "Christine Lambert": a changed surname, no title's word).

    >>> _titled_in("Christine", "Christine Lambert", ["la presidente Christine Lagarde"], "it")
    False
    """
    folded = claim.casefold()
    for text in texts:
        for m in _titled_pattern(name).finditer(text):
            word, after = m.group(1), m.group(2)
            lower = word.casefold()
            if after and after[:1].isupper() and not _word_in(after.casefold(), folded):
                continue  # title, first name, surname: the claim changed the surname
            if (
                word[1:].islower()
                and (word[0].isupper() or language in _LOWER_TITLES)
                and lower not in stop_words(language)
                and not _foreign(lower, language)
                and not _word_in(lower, folded)
            ):
                return True
    return False


def _named_before(name: str, claim: str, texts: list[str]) -> bool:
    """Whether a source writes ``name`` after a capitalised word, no stop word of any of
    the languages, that the claim does not write before it: when the claim's word before
    it is the only one no source holds, it stands for that one, a name changed (Apache
    Foundation for Tern Foundation), no title's common word (Premio Nobel: the source has
    "the Nobel Prize"; Teatro alla Scala: "La Scala"). With another word unheld, that one
    may be its translation (Komisi Perlindungan Data Irlandia: the Irish Data Protection
    Commission).

    >>> _named_before("Foundation", "la Apache Foundation", ["The Tern Foundation runs it."])
    True
    >>> _named_before("Nobel", "el Premio Nobel", ["She won the Nobel Prize."])
    False
    """
    mine = {m.group(1).casefold() for m in _titled_pattern(name).finditer(claim)}
    for text in texts:
        for m in _titled_pattern(name).finditer(text):
            word = m.group(1)
            lower = word.casefold()
            if word[:1].isupper() and not _any_stop(lower) and lower not in mine:
                return True  # the claim writes another word before the name
    return False


@cache
def _any_stop(word: str) -> bool:
    """Whether ``word`` is a stop word of any of the seven languages (La in "La Scala" is
    the Italian article, no name, in an English text too)."""
    return any(word in stop_words(language) for language in _ALL_LANGUAGES)


_ALL_LANGUAGES = ("en", "it", "es", "fr", "de", "pt", "id")


def _named_after(name: str, claim: str, texts: list[str]) -> bool:
    """Whether a source writes ``name`` followed by a capitalised word the claim does not
    have: the claim's word after it then stands for that one (Kaiser Friedrich for Kaiser
    Wilhelm), no translated title's word.

    >>> _named_after("Kaiser", "Kaiser Friedrich Institute", ["all'Istituto Kaiser Wilhelm"])
    True
    >>> _named_after("Europea", "la Agencia Europea de Medicamentos", ["European Medicines"])
    False
    """
    folded = claim.casefold()
    pattern = re.compile(rf"(?<!\w){re.escape(name)} ([^\W\d_]+)")
    for text in texts:
        for m in pattern.finditer(text):
            word = m.group(1)
            if word[:1].isupper() and not _word_in(word.casefold(), folded):
                return True
    return False


def _compounded_in(name: str, texts: list[str]) -> bool:
    """Whether a (German) source writes ``name`` as the head of a compound, a word that
    starts with it and goes on (``Nobelpreis`` for "Nobel Prize").

    >>> _compounded_in("Nobel", ["Sie erhielt den Nobelpreis für Physik."])
    True
    >>> _compounded_in("Apache", ["Es basiert auf Apache Lucene."])
    False
    """
    pattern = _compound_pattern(name.casefold())
    return any(pattern.search(text.casefold()) for text in texts)


def _compound_tail(word: str, text: str) -> bool:
    """Whether a German text ends a compound with ``word`` (``Zentralbank`` for "Central
    Bank", ``Fußballclub`` for "Club"): German writes a name's common word in one with the
    words before it.

    >>> _compound_tail("bank", "Die Europäische Zentralbank erhöhte")
    True
    >>> _compound_tail("bank", "Die Bänke"), _compound_tail("bank", "Bankfiliale")
    (False, False)
    """
    return _tail_pattern(word).search(text.casefold()) is not None


@cache
def _tail_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"[^\W\d_]{{3,}}{re.escape(word)}(?![^\W\d_])")


@cache
def _compound_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}[^\W\d_]{{3,}}")


def _title_word(unit: Unit, language: str) -> bool:
    """A plain capitalised name spelt as the claim language's own words are."""
    surface = unit.surface
    return (
        unit.kind == "name"
        and surface[:1].isupper()
        and surface[1:] == surface[1:].lower()
        and not _foreign(surface.casefold(), language)
    )


_ONE_WORD = re.compile(r" ([^\W\d_]{1,5}) ")


_GENITIVES = {
    "it": frozenset(("di", "del", "della", "dello", "dei", "degli", "delle", "alla", "al")),
    "es": frozenset(("de", "del")),
    "pt": frozenset(("de", "do", "da", "dos", "das")),
    "fr": frozenset(("de", "du", "des")),
    "en": frozenset(("of",)),
    "de": frozenset(("der", "des", "von")),
}
"""The one word that may stand between a title's common word and its name (Teatro alla
Scala, Museo del Prado, Bank of England): a genitive, not a preposition of place or
motion (desde Drymen hasta Fort William)."""


def _before_name(gap: str, language: str) -> bool:
    """Whether a title's common word and the name after it are one space apart, or one
    genitive (:data:`_GENITIVES`)."""
    if gap == " ":
        return True
    m = _ONE_WORD.fullmatch(gap)
    return m is not None and m.group(1).casefold() in _GENITIVES.get(language, frozenset())


_CONJUNCTIONS = frozenset(("and", "or", "e", "ed", "o", "y", "u", "et", "ou", "und", "dan"))
"""And and or in the seven languages: two names they join are two, not one title."""


def _in_title(gap: str, language: str) -> bool:
    """Whether the text between two words keeps them in one title: a space, or a
    connector (:func:`_joins`) without a comma or a conjunction (Hans Meyer and Ludwig
    Purtscheller are two names)."""
    if gap == " ":
        return True
    words = _LETTERS.findall(gap.casefold())
    return "," not in gap and _joins(gap, language) and _CONJUNCTIONS.isdisjoint(words)


_LOCATIVES = {
    "en": frozenset(("at", "on")),  # not in: the Nobel Prize in Physics
    "it": frozenset(("a", "ad", "al", "in", "nel", "nella", "nei", "su", "sul", "sulla")),
    "es": frozenset(("a", "al", "en")),
    "pt": frozenset(("a", "ao", "em", "no", "na", "nos", "nas")),
    "fr": frozenset(("à", "au", "aux", "en", "dans")),
    "de": frozenset(("in", "im", "am", "an", "auf", "zu", "zum", "zur")),
    "id": frozenset(("di", "ke", "pada")),
}
"""Prepositions that say where (Eurovision Song Contest a Stoccolma, the Open at
Wimbledon): a title's words are joined by genitives (Premio Nobel de Física, prix Nobel
de physique), and a name after these is a place of its own."""


def _joins(gap: str, language: str) -> bool:
    """Whether the text between two words keeps them in one title (:data:`_CONNECTOR`):
    no locative between them (:data:`_LOCATIVES`)."""
    if _CONNECTOR.fullmatch(gap) is None:
        return False
    words = _LETTERS.findall(gap.casefold())
    if not _LOCATIVES.get(language, frozenset()).isdisjoint(words):
        return False
    return all(word in stop_words(language) for word in words)


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
        if unit.scale:
            return _scaled_in(unit.number, unit.scale, text, language)
        return contains(text, unit.number, language) or _in_scaled(unit.number, text, language)
    if unit.date is not None:
        date = unit.date
        if not date_in(text.lower(), date, language):
            return False
        # date_in matches a day with its month; a full date's year must be there too
        # (15 agosto 1913 for August 15, 1914 is another date).
        return date.day is None or date.year is None or _word_in(date.year, text)
    if unit.kind == "name":
        word = unit.surface.casefold()
        compounds = language == "de"  # a German source's compounds: Nobel, Nobelpreis
        if _word_in(word, text.casefold()) or (unit.loose and _cognate_in(word, text, compounds)):
            return True
        if language == "de" and unit.loose and len(word) >= 4 and _compound_tail(word, text):
            return True  # Bank: Zentralbank
        if (byte := OCTET_UNITS.get(unit.surface)) is not None:
            return _word_in(byte, text.casefold())  # par Go: per GB
        return _ACRONYM.fullmatch(unit.surface) is not None and _anagram_in(unit.surface, text)
    if unit.kind == "time":
        return _time_key(unit.surface) in _times(text)
    if unit.kind == "pair":
        first, second = re.findall(r"\d+", unit.surface)
        return _pair_pattern(first, second).search(text) is not None
    if unit.kind == "quote":
        return _flat(unit.surface) in _flat(text)
    return unit.surface.casefold() in text.casefold()


_ACRONYM = re.compile(r"[A-Z]{2,6}")


def _anagram_in(acronym: str, text: str) -> bool:
    """Whether ``text`` writes an acronym of the same letters in another order: the same
    words' initials, which a language that puts a name's common word first orders its own
    way (NATO: OTAN; GDPR: RGPD; ECB: BCE; IMF: FMI; DNA: ADN; AIDS: SIDA).

    >>> _anagram_in("GDPR", "Le RGPD s'applique depuis 2018."), _anagram_in("EMA", "La FDA")
    (True, False)
    """
    return "".join(sorted(acronym)) in _acronyms(text)


@lru_cache(maxsize=64)
def _acronyms(text: str) -> frozenset[str]:
    """The letters of each acronym a text writes, sorted (a few texts kept, as for
    :func:`_cognates`)."""
    found = re.findall(r"(?<![\w-])[A-Z]{2,6}(?![\w-])", text)
    return frozenset("".join(sorted(word)) for word in found)


def _scaled_in(number: Number, scale: int, text: str, language: str) -> bool:
    """Whether a source holds a number with a scale word at its value (``1200 millones``,
    ``1.2 billion``, ``1,200,000,000``), or its digits with no other scale after them
    on a currency, a unit or letters (``€1.2bn``, which no scale word names): ``1,2
    milioni`` is not ``1.2 billion``, ``25 milioni`` not the day of ``25 May``.

    >>> n = units("Una multa di 1,2 miliardi di euro.", "it")[0]
    >>> held(n, "a fine of €1.2 billion", "en"), held(n, "a fine of €1.2 million", "en")
    (True, False)
    >>> held(n, "una multa de 1200 millones de euros", "es")
    True
    """
    value = Decimal(number.key) * 10**scale
    for key, power, marked in _scaled_numbers(text, language):
        if Decimal(key) * 10**power == value or (key == number.key and marked and not power):
            return True
    return False


def _in_scaled(number: Number, text: str, language: str) -> bool:
    """Whether a source writes a claim's number with a scale word (``90 mil``, ``3,4
    miliar`` for 90,000 and 3,400,000,000).

    >>> n = units("The university has 90,000 students.", "en")[0]
    >>> held(n, "A universidade tem cerca de 90 mil estudantes.", "pt")
    True
    """
    if number.key.startswith("v"):
        return False
    try:
        value = Decimal(number.key)
    except ArithmeticError:
        return False
    return any(
        power and Decimal(key) * 10**power == value
        for key, power, _ in _scaled_numbers(text, language)
    )


@lru_cache(maxsize=64)
def _scaled_numbers(text: str, language: str) -> tuple[tuple[str, int, bool], ...]:
    """A source's numbers as (value, scale power, whether a unit, a currency or letters
    stand on it: €1.2bn, not the day of 25 May) (a few texts kept, as :func:`_cognates`)."""
    return tuple(
        (
            n.key,
            scale_after(text, n.end, language)[0],
            n.unit is not None or text[n.end : n.end + 1].isalpha(),
        )
        for n in find_numbers(text, language)
        if not n.key.startswith("v")
    )


def _time_key(surface: str) -> tuple[int, ...]:
    """A time's parts as numbers (``2:01:09`` and ``2h01min09s``: (2, 1, 9))."""
    return tuple(int(part) for part in re.findall(r"\d+", surface))


@lru_cache(maxsize=64)
def _times(text: str) -> frozenset[tuple[int, ...]]:
    """The times and durations a source writes, as :func:`_time_key` (a few texts kept)."""
    return frozenset(_time_key(m.group()) for m in _TIME.finditer(text))


@cache
def _pair_pattern(first: str, second: str) -> re.Pattern[str]:
    """The two numbers in this order, joined as a source joins a score or a range: by a
    dash, a colon or a slash, or by a short word (3-1, 3:1, 3 a 1, tra 10 e 12).

    >>> bool(_pair_pattern("3", "1").search("vinse 3:1 in finale"))
    True
    >>> bool(_pair_pattern("2", "1").search("vinse 3-1 il 2 maggio, 1 gol"))
    False
    """
    joint = r"(?:\s?[-–:/]\s?|\s[^\W\d_]{1,7}\s)"  # 3-1, 3:1, 3 a 1, 10 bis 12
    return re.compile(rf"(?<![\d.,]){first}{joint}{second}(?![\d.,])")


def _flat(text: str) -> str:
    return _SPACES.sub(" ", text.casefold()).strip(" .,;:")


@cache
def _word_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


def _word_in(word: str, text: str) -> bool:
    return word in text and _word_pattern(word).search(text) is not None


# Names by spelling (module doc, "Names"). A capital says "name" only inside a sentence of
# a language that capitalises names alone: not for the sentence's first word, and not in
# German, which capitalises every noun. There a word counts as a name when its spelling is
# foreign to the claim's language and nothing in it is typical of that language; a
# translation keeps names as written, while the language's own words follow its
# orthography. When in doubt the word is no unit: a missed change costs less than a
# faithful sentence called unsupported.
_ALIEN_LETTERS = {
    "it": "jkwxy",
    "es": "kw",
    "pt": "kwy",
    "fr": "kw",
    "id": "qvxz",
    "de": "",
    "en": "",
}
"""Letters outside the language's native alphabet (loanwords aside); English has none, and
German writes y in its Greek loanwords (System, Typ, Analyse): see _GERMAN_FOREIGN."""
_Q = re.compile(r"q(?!u)")
"""q without u (Qdrant, Qwen): foreign to all six."""
_ENDS = {
    # Final letters native words end in; any other final letter is foreign.
    "it": "aeioulnr",  # and the truncated forms: nessun, qual, signor
    "es": "aeioudlnrsyz",
    "pt": "aeioulmrsz",
}
_FINAL_CLUSTER = {
    "it": re.compile(r"[b-df-hj-np-tv-z]{2}$"),
    "es": re.compile(r"[b-df-hj-np-tv-xz][b-df-hj-np-tv-z]$"),
    "pt": re.compile(r"(?!ns$)[b-df-hj-np-tv-z]{2}$"),
}
"""Two consonants at the end (Solr): no native word of these ends so, save the
Portuguese plural in -ns (homens, bens) and the Spanish y after a consonant (none)."""
_LATIN_ENDING = re.compile(r"[^aeiou](?:us|is)$")
"""-us, -is after a consonant (Milvus, Redis): Latin or foreign in German, Spanish and
Portuguese, whose own words with it are written with an accent or end in -nis, -ismus."""
_FRENCH_LATIN_ENDING = re.compile(r"[bfghjkmpqvwxz]us$")
"""French has its own -is and -us words, past participles above all (compris, requis,
inclus, obtenus, rendus, parus): only -us after a consonant none of them has (Milvus,
Corpus) is foreign. English too (status, census, bonus, focus) keeps only that."""
# fmt: off
_GERMAN_LATIN_NOUNS = frozenset(
    (
        "algorithmus", "basis", "bonus", "bus", "campus", "dosis", "exodus", "fiskus", "fokus",
        "genus", "globus", "habitus", "iris", "kaktus", "kasus", "konsensus", "korpus",
        "kosinus", "kubus", "minus", "modus", "numerus", "plus", "praxis", "radius",
        "rhythmus", "sinus", "status", "stimulus", "terminus", "thesaurus", "turnus", "usus",
        "virus", "zirkus", "zyklus",
    )
)
# fmt: on
"""German's everyday Latin loan nouns in -us and -is (auf Basis von, im Modus, der
Status): German words, though spelt as the Latin ending says foreign (Milvus, Redis)."""
_DOUBLE_END = re.compile(r"([b-df-hj-np-tv-z])\1$")
"""A doubled final consonant (faiss): no native word of the Romance languages or
Indonesian ends so; German does (Fluss), so not there."""
_GERMAN_FOREIGN = re.compile(r"^x|c(?![hk])|oo|ea|ou|py|[aeiou]y|y$")
"""Spellings no native German word has: an initial x (Xapian), c outside ch/ck (Lucene,
Oracle), oo (Google), ea and ou (Weaviate, Couchbase), y after a vowel or p or at the
end (Valkey, Python, Ruby; the Greek y of System, Typ, Analyse is German)."""
_GERMAN_NATIVE = re.compile(
    r"sch|tz|pf|ch[st]|ei|ie|eu|nis$|ismus$"
    r"|^(?:be|ge|ver|zer|ent|emp|ab|an|auf|aus|ein|vor|nach|über|unter|zu)(?=\w{3})"
)
"""Spellings typical of German words: its clusters and diphthongs, its noun suffixes and
its verbal prefixes (Bedarf, Abstand, Verlust: nouns often written without an article)."""
# fmt: off
_GERMAN_DETERMINERS = frozenset(
    (
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
        "eines", "kein", "keine", "keinen", "keinem", "keiner", "keines", "dies", "diese",
        "dieser", "dieses", "diesen", "diesem", "jede", "jeder", "jedes", "jeden", "jedem",
        "im", "am", "zum", "zur", "vom", "beim", "ins", "ans", "sein", "seine", "seinen",
        "seinem", "seiner", "seines", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres",
        "unser", "unsere", "unseren", "unserem", "unserer",
    )
)
# fmt: on
"""Words after which a German capitalised word is a common noun (names take none)."""
# fmt: off
_GERMAN_PREPOSITIONS = frozenset(
    (
        "mit", "von", "zu", "bei", "aus", "nach", "seit", "in", "an", "auf", "für", "über",
        "unter", "vor", "hinter", "ohne", "durch", "gegen", "um", "bis", "ab", "pro", "je",
        "neben", "zwischen",
    )
)
# fmt: on
"""Prepositions, after which a word in -en is an adjective (mit parallelen Workern)."""
_NOUN_AFTER = frozenset(("und", "oder", "sowie", "pro", "je"))
"""German words after which a bare capitalised word is a noun, not a name."""
_ADJECTIVE = re.compile(r"(?:e|en|er|es|em)$")
"""A German inflected adjective's endings (die dynamische Liste, mit 8 parallelen Workern)."""
_BEFORE = re.compile(r"([^\W\d_]+)([ \N{NO-BREAK SPACE}]*|-)$")
_AFTER_NUMBER = re.compile(r"\d[ \N{NO-BREAK SPACE}]+$")
_VERSION = re.compile(r"[ \N{NO-BREAK SPACE}]+v?\d+(?:\.\d+){1,3}(?![\w.])")
"""A version number right after a word (faiss 0.5.0, Python 3.12)."""
_DOT_THOUSANDS = frozenset(("de", "it", "es", "pt", "id"))
"""Languages that group thousands with a dot (90.000, 1.200.000)."""
_GROUPED = re.compile(r"\d{1,3}(?:\.\d{3})+")
_COGNATE_PREFIX = 4
_COGNATE_RATIO = 0.8
_COGNATE_LENGTH = 3
"""How many letters a cognate may be longer or shorter (indexes: Index; not Toscanini)."""
_DOUBLED = re.compile(r"(.)\1+")


def _name_shaped(term: Term, first: bool, text: str, language: str) -> bool:
    """Whether a capitalised word that is not a name by its capitals alone (the sentence's
    first, a German noun), or a lower-case word before a version number, is one by its
    spelling (the comment above).

    >>> [t.surface for t in terms("Milvus fügt dem Index HNSW-Indizes hinzu.", "de")
    ...  if _name_shaped(t, t.start == 0, "Milvus fügt dem Index HNSW-Indizes hinzu.", "de")]
    ['Milvus']
    """
    word = term.form
    capital = term.surface[:1].isupper()
    plain = term.surface[1:] == term.surface[1:].lower()
    if language not in _ALIEN_LETTERS or not plain:
        return False
    if not capital:
        # A lower-case brand (faiss, pgvector) is told only beside its version number. A
        # German word in lower case is no noun, so there it only needs to be uninflected
        # (no ending the stemmer takes off) and without German spellings.
        if not _version_after(text, term.end, language):
            return False
        if language == "de":
            return stem(word, "de") == word and _GERMAN_NATIVE.search(word) is None
        return _foreign(word, language)
    if not first and language != "de":
        return False  # a name by its capitals already
    if first and _version_after(text, term.end, language):
        return True  # Ruby 3.12 opening the sentence: a version numbers a product
    if language == "de" and not first and not _bare(term, text):
        return False
    return _foreign(word, language)


def _version_after(text: str, end: int, language: str) -> bool:
    """Whether a version number follows ``end`` (faiss 0.5.0, Python 3.12); not a number
    grouped in thousands where the language groups them with a dot (rund 90.000).

    >>> _version_after("faiss 1.7.4", 5, "de"), _version_after("rund 90.000", 4, "de")
    (True, False)
    """
    version = _VERSION.match(text, end)
    if version is None:
        return False
    return language not in _DOT_THOUSANDS or _GROUPED.fullmatch(version.group().strip()) is None


def _foreign(word: str, language: str) -> bool:
    """Whether a lower-case word is spelt unlike the language's own words."""
    if not word.isascii():
        return False  # ä, é, ñ, ç...: the language's own letters
    if language == "de" and _GERMAN_NATIVE.search(word):
        return False
    if _Q.search(word) or any(c in _ALIEN_LETTERS[language] for c in word):
        return True
    if language == "de":
        if _GERMAN_FOREIGN.search(word) is not None:
            return True
        return _LATIN_ENDING.search(word) is not None and word not in _GERMAN_LATIN_NOUNS
    if language != "en" and _DOUBLE_END.search(word):
        return True  # English ends words so (Access, Still)
    ends = _ENDS.get(language)
    if ends is not None and word[-1] not in ends:
        return True
    cluster = _FINAL_CLUSTER.get(language)
    if cluster is not None and cluster.search(word):
        return True
    if language in ("fr", "en"):
        return _FRENCH_LATIN_ENDING.search(word) is not None
    return language in ("es", "pt") and _LATIN_ENDING.search(word) is not None


def _bare(term: Term, text: str) -> bool:
    """Whether a German capitalised word stands without an article, an adjective or a
    number before it, as names do (mit Milvus; not: der Index, die dynamische Liste,
    3 Replicas), and is not the head of a hyphenated compound (HNSW-Indizes)."""
    before = _BEFORE.search(text, 0, term.start)
    if _AFTER_NUMBER.search(text, 0, term.start):
        return False  # counted, as common nouns are (3 Replicas, 200.000 Token)
    if before is None:
        return True
    if before.group(2) == "-":
        return False
    previous = before.group(1)
    if previous.lower() in _GERMAN_DETERMINERS:  # "Der" opening the sentence too
        return text[term.end : term.end + 1] == "-"  # die Milvus-Erweiterung
    if previous[:1].isupper():
        return True  # a name run or a noun before it: decided by the word itself
    if previous in stop_words("de") or not _ADJECTIVE.search(previous):
        return True
    if not previous.endswith("en"):
        return False  # die dynamische Liste, ein höherer Wert
    # -en ends adjectives (mit parallelen Workern, einen großen Cluster) and verbs (wir
    # nutzen Python): an adjective follows a determiner, a preposition or a number.
    earlier = _BEFORE.search(text, 0, before.start())
    if earlier is None:
        return _AFTER_NUMBER.search(text, 0, before.start()) is None
    word = earlier.group(1).lower()
    return not (word in _GERMAN_DETERMINERS or word in _GERMAN_PREPOSITIONS)


def _in_name_run(
    found: tuple[Term, ...], shaped: list[bool], i: int, text: str, first: int
) -> bool:
    """Whether German term i is one word of a name of two, one space apart: beside a name
    told by its spelling (Apache Lucene), or beside another capitalised word where neither
    opens the sentence nor has anything German in it, an ending the stemmer takes off
    included (Brad Pitt; not: 7 Milliarden Parametern, 60 Sekunden Snapshots)."""
    if not _unmarked(found[i]):
        return False  # a German noun beside a name (281 Terabyte Größe)
    for j in (i - 1, i + 1):
        if not 0 <= j < len(found):
            continue
        a, b = sorted((found[i], found[j]), key=lambda t: t.start)
        if text[a.end : b.start] != " ":
            continue
        if shaped[j]:
            return True
        if a.start > first and _unmarked(found[j]) and _bare(a, text):
            return all(stem(t.form, "de") == t.form for t in (a, b))
    return False


def _unmarked(term: Term) -> bool:
    """A plain capitalised word without German letters or spellings."""
    surface, word = term.surface, term.form
    return (
        surface[:1].isupper()
        and surface[1:] == surface[1:].lower()
        and word.isascii()
        and _GERMAN_NATIVE.search(word) is None
    )


def _cognate_key(word: str) -> str:
    """A word with accents dropped; c, z, qu and x spelt as k, k, k, ks; ph, th and y as f,
    t and i; doubled letters single: Vektor and vector, Prozess and process, Indeks and
    index, Quênia and Kenya, Olimpiade and Olympic, Comisión and Commission meet."""
    flat = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    flat = flat.replace("ph", "f").replace("th", "t").replace("y", "i").replace("qu", "k")
    flat = flat.replace("x", "ks").replace("c", "k").replace("z", "k")
    return _DOUBLED.sub(r"\1", flat)  # Kommission, Comisión


@lru_cache(maxsize=64)
def _cognates(text: str) -> dict[str, tuple[str, ...]]:
    """The cognate keys of a text's words, by their first four letters, a shorter key
    under itself (a few texts kept: the units of one check ask the same basis texts)."""
    out: dict[str, list[str]] = {}
    for word in set(_LETTERS.findall(text.casefold())):
        key = _cognate_key(word)
        out.setdefault(key[:_COGNATE_PREFIX], []).append(key)
    return {prefix: tuple(keys) for prefix, keys in out.items()}


def _cognate_in(word: str, text: str, compounds: bool = False) -> bool:
    """Whether ``text`` holds a word that shares all but two letters of the shorter one's
    start with ``word``, and at least four (Index: indexes; Modell: model; Typ: none), or
    its first four and most of the rest in order (Kilimangiaro: Kilimanjaro); a word of
    three letters or less only as itself, accents and y/i aside (Río: Rio).

    >>> _cognate_in("indeks", "Build the indexes."), _cognate_in("milvus", "millions")
    (True, False)
    >>> _cognate_in("kenia", "in Kenya"), _cognate_in("kilimangiaro", "Mount Kilimanjaro")
    (True, True)
    >>> _cognate_in("río", "Rio de Janeiro"), _cognate_in("rom", "Roma")
    (True, False)
    """
    key = _cognate_key(word)
    if len(key) < _COGNATE_PREFIX:
        return key in _cognates(text).get(key, ())
    for other in _cognates(text).get(key[:_COGNATE_PREFIX], ()):
        if not compounds and abs(len(key) - len(other)) > _COGNATE_LENGTH:
            continue  # Tosca is no Toscanini: a cognate is about as long
        common = min(len(key), len(other))
        shared = next((k for k in range(common) if key[k] != other[k]), common)
        if shared >= common - 2 or SequenceMatcher(None, key, other).ratio() >= _COGNATE_RATIO:
            return True
    return False
