"""Titles written in a language's everyday words, which a translation renders in its own:
``Supreme Court`` for ``la Corte suprema``, ``Stock Exchange`` for ``la Borsa``, ``World
Health Organization`` for ``l'Organizzazione mondiale della sanità``
(:func:`ordinary_titles`).

Such a title shares no word, no cognate and often no emoji label with its translation
(:mod:`.translated` finds the ones that do), but each side tells it apart from a name:

- in **English** its words are everyday English words (:mod:`ragcite.text.english_words`:
  ``Court``, ``Exchange``), a name's are not (``Mehta``, ``Tate``);
- a **Romance** language writes an institution with its definite article and capitalises
  its first word only (``la Corte suprema``, ``del Fondo per le emergenze``, ``la Liga de
  Campeones``), where a person or a town takes none (``di Mario Draghi``, ``à Paderborn``);
  its words are spelt as the language spells its own;
- **German** and **Indonesian** capitalise every noun, or every word of a title as of a
  name: there any plain capitalised word spelt as the language's own words may be a
  title's (``Weltraumagentur``, ``Pusat Badai Nasional``; not ``Valkey``, ``Ruby``).

Only a title both sides write is so held, and only where nothing else differs: the claim's
other names are all held, and the source sentences it renders (the one holding the most of
the claim's units, and those holding the units that one lacks) name nothing the claim
lacks but titles, their first word and lower-case product names included (``Inditex``,
``pgvector``). A name the answer changed leaves the source's name unheld (``Manchester
United`` for the claim's ``Manchester City``, ``Jezero`` for ``Gale``), and nothing is
held. Each of the claim's titles is paired with one of the source's, several by the numbers
between them (a translation keeps their order); where the source has none, it wrote the
title without capitals (``miglior film``), which German, capitalising every noun, does not.
Still names, though in everyday words: a natural feature's (``Cape Horn``, ``Capo di Buona
Speranza``: :mod:`ragcite.text.feature_words`); one kept in English words on either side
(``Nova Gateway``, ``Tern Foundation``); and one the emoji labels can tell changed (``Red
Sea`` for ``Mar Nero``, ``Moon`` for ``Bumi``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from functools import lru_cache
from heapq import nlargest

from ...text.english_words import everyday
from ...text.feature_words import feature_words
from ...text.name_words import labelled, translates
from ...text.number_words import SCALE_WORDS, WORDS_BY_LANGUAGE
from ...text.segment import segment
from ...text.stems import stop_words
from ...text.world_names import held_elsewhere, places
from .held import acronym_disowns, held
from .units import Unit, _foreign, name_opens, units

ENGLISH = "en"

NUMERIC = ("number", "date", "time", "pair")
"""The units whose order a translation keeps, by which a title's place is told."""

NUMBER_NAMES = frozenset(
    (*WORDS_BY_LANGUAGE[ENGLISH], *SCALE_WORDS[ENGLISH], "one", "hundred", "dozen")
)
"""English words for numbers, which a title may hold (the Hundred Years' War): a number, not
an everyday word a translation may render."""


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


ARTICLES = {
    "it": _set(
        "il lo la l i gli le del dello della dell dei degli delle al allo alla all ai agli "
        "alle dal dallo dalla dall dai dagli dalle nel nello nella nell nei negli nelle sul "
        "sullo sulla sull sui sugli sulle"
    ),
    "es": _set("el la los las del al"),
    "fr": _set("le la l les du des au aux"),
    "pt": _set("o os as do da dos das no na nos nas ao aos pelo pela pelos pelas"),
}
"""The Romance definite articles and their contractions with a preposition (module doc).
Not Portuguese ``a``, a preposition too."""

CONNECTORS = {
    "it": _set("di d del dello della dell dei degli delle per"),
    "es": _set("de del para"),
    "fr": _set("de d du des pour"),
    "pt": _set("de do da dos das para"),
    "de": _set("für"),
    "id": _set("untuk"),
}
"""The words that join a title's capitalised parts (``Coppa dei Campioni``, ``Cabo da Boa
Esperança``, ``Ministerium für Verteidigung``, ``Partai untuk Kebebasan``)."""

LOOSE = frozenset(("de", "id"))
"""Languages whose capitals do not tell a title from a name: German capitalises every noun,
Indonesian every word of a title as of a name. There any plain capitalised word spelt as
the language's own may be a title's, and only the source sentence's names tell."""

MOST_SENTENCES = 16
"""The sentences of a source a claim's title is looked for in (:func:`_aligned`)."""

_DIGITS = re.compile(r"\d{2,}")

RARE_LETTERS = 4
"""The fewest letters of a lower-case word :func:`_rare_words` reads (not ``km``, ``hPa``)."""

ENGLISH_NOTHING = ""
"""A language no joining word joins titles in (:func:`_joined`): words side by side only."""

ENGLISH_JOINS = frozenset(("of", "for"))
ENGLISH_ARTICLES = frozenset(("the",))

_GAP = (" ", "-", "\N{NO-BREAK SPACE}")
_POSSESSIVE = ("'s ", "’s ")
_WORDS = re.compile(r"[^\W\d_]+")
_WORD_BEFORE = re.compile(r"([^\W\d_]+)(?:['’]|[ \N{NO-BREAK SPACE}]+)$")
_INDONESIAN_FOREIGN = re.compile(r"(?:(?!ng)[b-df-hj-np-tv-z]{2}|y)$|oo|ee|sh")
"""A final y or two final consonants but ng, a double o or e, an sh (Indonesian writes sy):
Indonesian spells none of its own words so (Ruby, Perl, Google, Facebook, Bakushin)."""
_WORD_AFTER = re.compile(r"(?:[ \N{NO-BREAK SPACE}]+|-)([^\W\d_]+)")
"""The word after another, a space or a hyphen apart (os Estados-membros)."""


def ordinary_titles(
    units_: list[Unit], found: list[bool], claim: str, texts: list[str], language: str,
    claim_language: str,
) -> list[tuple[str, str]]:  # fmt: skip
    """Mark as held (in ``found``) the claim's titles in everyday words where the source
    sentence it translates writes them in its own and differs in nothing else (module doc).
    Returns (claim's title, the source's) for each title so held.

    >>> from ragcite.verify.neutral import units
    >>> claim = "Il 19 febbraio 2021 la Corte suprema ha deciso."
    >>> us = units(claim, "it")
    >>> found = [u.kind != "name" for u in us]
    >>> source = "On 19 February 2021 the Supreme Court ruled."
    >>> ordinary_titles(us, found, claim, [source], "en", "it"), all(found)
    ([('Corte', 'Supreme Court')], True)
    >>> claim = "The Stock Exchange closed on 19 February 2021."
    >>> us = units(claim, "en")
    >>> found = [u.kind != "name" for u in us]
    >>> ordinary_titles(us, found, claim, ["La Borsa ha chiuso il 19 febbraio 2021."], "it", "en")
    [('Stock Exchange', 'Borsa')]

    Not where the source names what the claim does not, or the claim a name:

    >>> claim = "Il Manchester City ha vinto il 19 febbraio 2021."
    >>> us = units(claim, "it")
    >>> ordinary_titles(us, [u.kind != "name" for u in us], claim,
    ...     ["Manchester United won on 19 February 2021."], "en", "it")
    []
    >>> claim = "The Gale Crater was reached on 19 February 2021."
    >>> us = units(claim, "en")
    >>> ordinary_titles(us, [u.surface != "Gale" for u in us], claim,
    ...     ["Il cratere Jezero è stato raggiunto il 19 febbraio 2021."], "it", "en")
    []
    """
    if language == claim_language or ENGLISH not in (language, claim_language):
        return []
    titled = title_words(claim, claim_language)
    missing = [i for i, u in enumerate(units_) if u.kind == "name" and not found[i]]
    if not missing or any(units_[i].start not in titled for i in missing):
        return []
    if any(name_opens(units_[i], claim, claim_language) for i in missing):
        return []  # Holger Rune of Norway: a person's surname after the first name
    if any(acronym_disowns(units_, i, claim) for i in missing):
        return []  # the European Investment Bank (ECB): the acronym says another word
    anchors = [u for u, hit in zip(units_, found, strict=True) if hit]
    missing_words = [units_[i].surface for i in missing]
    runs = _runs([(units_[i].start, units_[i].end) for i in missing], claim, claim_language)
    names = [(u.start, u.end) for u in units_ if u.kind == "name"]
    whole = [
        claim[start:end]
        for start, end in _runs(names, claim, claim_language)
        if any(start <= units_[i].start < end for i in missing)
    ]
    if any(_named(title, claim_language) for title in whole):
        return []
    # The words right beside a missing one, no joining word between (Apache Foundation).
    close = [
        claim[start:end]
        for start, end in _runs(names, claim, ENGLISH_NOTHING)
        if any(start <= units_[i].start < end for i in missing)
    ]
    for text in texts:
        sentence = _aligned(anchors, text, language)
        if sentence is None or _kept(close, missing_words, sentence):
            continue
        theirs = _source_titles(sentence, claim, claim_language, language)
        if theirs is None or _mistranslated(missing_words, claim_language, theirs, language):
            continue
        if not theirs:
            # The source writes the title in words of its own, no capitals (miglior film
            # for Best Picture): nothing to pair with, nothing else differs. German
            # capitalises every noun, so there a title it renders is no unit, and a word
            # the labels know must be there translated (Red Sea: Schwarzes Meer).
            if language == "de" and _untranslated(missing_words, claim_language, sentence):
                continue
            for i in missing:
                found[i] = True
            return [(claim[start:end], "") for start, end in runs]
        if len(runs) == len(theirs) == 1:
            for i in missing:
                found[i] = True
            return [(claim[runs[0][0] : runs[0][1]], theirs[0][1])]
        # Several: where each stands, after how many of the numbers both write, so a title
        # is paired with one in the same stretch of the sentence.
        mine = [u.start for u in anchors if u.kind in NUMERIC and held(u, sentence, language)]
        marks = [
            u.start
            for u in units(sentence, language)
            if u.kind in NUMERIC and held(u, claim, claim_language)
        ]
        if len(mine) != len(marks):
            continue
        free = [_slot(marks, start) for start, _ in theirs]
        pairs: list[tuple[str, str]] = []
        for start, end in runs:
            slot = _slot(mine, start)
            match = next((j for j, other in enumerate(free) if other == slot), None)
            if match is None:
                break
            free[match] = -1
            pairs.append((claim[start:end], theirs[match][1]))
        else:
            for i in missing:
                found[i] = True
            return pairs
    return []


@lru_cache(maxsize=1024)
def title_words(text: str, language: str) -> frozenset[int]:
    """The starts of the name units of ``text`` that are words of a title in everyday
    words (module doc).

    >>> t = "Il giudice Boasberg della Corte suprema e la Coppa dei Campioni."
    >>> sorted(t[s:].split()[0] for s in title_words(t, "it"))
    ['Campioni.', 'Coppa', 'Corte']
    >>> t = "The ruling of Judge Mehta of the Supreme Court of Canada."
    >>> sorted(t[s:].split()[0] for s in title_words(t, "en"))
    ['Court', 'Judge', 'Supreme']

    A place is no title's word (``del Banco do Japão``: ``Japão`` is a place's name), but
    in English where it stands in a title of several words (a town named by an everyday
    word: ``National Hurricane Center``).
    """
    every = [u for u in units(text, language) if u.kind == "name"]
    if language == ENGLISH:
        # One everyday word alone is a name as often as a title's (Rust, Oracle, the
        # Moon): a title's word has others beside it (Supreme Court, Nobel Prize).
        runs = [
            (a, b)
            for a, b in _runs([(u.start, u.end) for u in every], text, language)
            if sum(a <= u.start < b for u in every) > 1
        ]
        return frozenset(
            u.start
            for u in every
            if _english_title_word(u.surface) and any(a <= u.start < b for a, b in runs)
        )
    placed = places(text)
    names = [u for u in every if not any(a <= u.start < b for a, b in placed)]
    if language in LOOSE:
        # Indonesian capitalises a title's words only, and a name's: one word alone is a
        # name as often (Korea turun), a title's has a capitalised word beside it (Mahkamah
        # Agung, Wilayah O'Higgins). German capitalises every noun, so there one word may
        # be a title (Börse).
        runs = _runs([(u.start, u.end) for u in every], text, language)
        return frozenset(
            u.start
            for u in names
            if _own_word(u.surface, language)
            and (
                language != "id"
                or _capital_beside(u, text)
                or any(a <= u.start < b and (a, b) != (u.start, u.end) for a, b in runs)
            )
        )
    out: set[int] = set()
    for i, unit in enumerate(names):
        if _plain(unit.surface) and _head(unit, text, language):
            out.add(unit.start)
            out.update(_continued(names, i, text, language))
    return frozenset(out)


def _named(title: str, language: str) -> bool:
    """Whether a title of the claim is a name, though in everyday words: a natural feature's
    (``Cape Horn``, ``Kap Hoorn``: :mod:`ragcite.text.feature_words`), or one an answer in
    another language than English keeps in English words (``Nova Gateway``: its ``Gateway``
    is as the source writes it, so its other words are compared as written too); and an
    English time zone's (``Pacific Time``), whose other words name the zone.

    >>> _named("Pacific Time", "en"), _named("Supreme Court", "en")
    (True, False)
    """
    words = _WORDS.findall(title)
    if any(feature_words(word) for word in words):
        return True
    if language == ENGLISH and words[-1:] == ["Time"]:
        return True
    return language != ENGLISH and any(
        everyday(word) and _foreign(word.lower(), language) for word in words
    )


def _kept(titles: list[str], missing: list[str], sentence: str) -> bool:
    """Whether the source sentence writes a word of the claim's title as the claim does, an
    everyday English word it would have translated were it rendering the title in its own
    words (``Tern Foundation``, kept so, for the claim's ``Apache Foundation``): the title
    is as written there, and the claim's other words are compared as written.

    >>> _kept(["Apache Foundation"], ["Apache"], "dirilis oleh Tern Foundation pada 2015")
    True
    >>> _kept(["Stock Exchange"], ["Stock", "Exchange"], "alla Borsa di Londra")
    False
    """
    lowered = _lowered(sentence)
    return any(
        word not in missing
        and everyday(word)
        and re.search(rf"(?<!\w){re.escape(word.lower())}(?!\w)", lowered) is not None
        for title in titles
        for word in _WORDS.findall(title)
    )


_CAPITAL_AFTER = re.compile(r" [^\W\d_]*[A-Z]")
_CAPITAL_BEFORE = re.compile(r"[A-Z][^\W\d_]*['’]?[^\W\d_]* $")


def _capital_beside(unit: Unit, text: str) -> bool:
    """Whether a capitalised word is one space from another (Mahkamah Agung, Wilayah
    O'Higgins), as a title's words are.

    >>> t = "Penjualan di luar Korea turun, Mahkamah Agung memutuskan."
    >>> [u.surface for u in units(t, "id") if u.kind == "name" and _capital_beside(u, t)]
    ['Mahkamah', 'Agung']
    """
    return (
        _CAPITAL_AFTER.match(text, unit.end) is not None
        or _CAPITAL_BEFORE.search(text, max(0, unit.start - 40), unit.start) is not None
    )


def _own_word(surface: str, language: str) -> bool:
    """A plain capitalised word spelt as ``language``'s own (``Gesundheitsministerium``,
    ``Kesehatan``; not ``Valkey``, ``Milvus``, ``Ruby``, ``Perl``).

    >>> [_own_word(w, "id") for w in ("Kesehatan", "Pusat", "Ruby", "Perl", "Google")]
    [True, True, False, False, False]
    """
    word = surface.lower()
    if not _plain(surface) or _foreign(word, language):
        return False
    return language != "id" or _INDONESIAN_FOREIGN.search(word) is None


def _english_title_word(surface: str) -> bool:
    """An everyday English word in capitals, no number's (a title's word)."""
    return _plain(surface) and everyday(surface) and surface.lower() not in NUMBER_NAMES


def _plain(surface: str) -> bool:
    """A word in letters with a capital first and no other (no acronym, no ``JPMorgan``)."""
    return surface.isalpha() and surface[:1].isupper() and surface[1:].islower()


def _head(unit: Unit, text: str, language: str) -> bool:
    """Whether a capitalised word opens a title of a Romance ``language`` (module doc): spelt
    as the language's own words, after its definite article (or the article and an ordinal
    or a possessive: ``la quindicesima Coppa``, ``la sua Grande Macchia``), before a
    lower-case word, a word joining the title's parts or a capitalised word of its own
    (``la Organización Mundial``; not ``la Tate Modern``, a name kept in English words).

    >>> t = "La Corte suprema, il giudice Boasberg e la quindicesima Coppa dei Campioni."
    >>> [w for w in units(t, "it") if w.kind == "name" and _head(w, t, "it")][0].surface
    'Corte'
    >>> [_head(w, t, "it") for w in units(t, "it") if w.kind == "name"]
    [True, False, True, False]
    """
    word = unit.surface.lower()
    if _foreign(word, language):
        return False
    before = _WORD_BEFORE.search(text, 0, unit.start)
    if before is None:
        return False
    previous = before.group(1).lower()
    articles = ARTICLES.get(language)
    if articles is None:
        return False
    if previous not in articles:
        # One word between: an ordinal (a number unit) or a stop word (sua, nostra).
        earlier = _WORD_BEFORE.search(text, 0, before.start())
        between = previous in stop_words(language) or _ordinal(previous, language)
        if earlier is None or earlier.group(1).lower() not in articles or not between:
            return False
    after = _WORD_AFTER.match(text, unit.end)
    if after is None:
        return False
    following = after.group(1)
    return (
        following[:1].islower()
        or following.lower() in CONNECTORS[language]
        or (_plain(following) and not everyday(following))
    )


@lru_cache(maxsize=1024)
def _ordinal(word: str, language: str) -> bool:
    return any(u.kind == "number" for u in units(word, language))


def _continued(names: list[Unit], i: int, text: str, language: str) -> list[int]:
    """The starts of the capitalised words that go on the title names[i] opens: the next
    one right after it (``Boa Esperança``) or after a joining word (``dei Campioni``), spelt
    as the language's own words, and so on."""
    out: list[int] = []
    for previous, unit in zip(names[i:], names[i + 1 :], strict=False):
        joined = _joined(text[previous.end : unit.start], language)
        if not joined or not _plain(unit.surface) or _foreign(unit.surface.lower(), language):
            break
        out.append(unit.start)
    return out


def _mistranslated(
    words: list[str], language: str, theirs: list[tuple[int, str]], their_language: str
) -> bool:
    """Whether the emoji labels (:mod:`ragcite.text.name_words`) tell the claim's title
    words from the source's: a name in ordinary words the claim changed, which
    :mod:`.translated` would hold were it faithful. So where some word of the claim
    translates one of the source's and another word the labels know translates none
    (``Red Sea`` for ``Mar Nero``, ``Red Forest`` for ``Floresta Negra``), or where each
    title is one word the labels know and they do not translate each other (``Moon`` for
    ``Bumi``). A title none of whose words translates is rendered freely (``Borsa`` for
    ``Stock Exchange``): the labels say nothing of it.

    >>> _mistranslated(["Red", "Sea"], "en", [(0, "Mar Nero")], "it")
    True
    >>> _mistranslated(["Moon"], "en", [(0, "Bumi")], "id")
    True
    >>> _mistranslated(["Stock", "Exchange"], "en", [(0, "Borsa")], "it")
    False
    """
    other = [word for _, title in theirs for word in _WORDS.findall(title)]
    known = [word for word in words if labelled(word, language)]
    if not known or not other:
        return False

    def translated(word: str) -> bool:
        # by the labels alone: a title word's row may pair a source's first word only
        # (Campionati, its other words in lower case) and so tell nothing changed
        return any(
            translates(word, language, theirs_, their_language, titles=False) for theirs_ in other
        )

    if len(words) == len(other) == 1:
        return labelled(other[0], their_language) and not translated(words[0])
    return any(map(translated, known)) and not all(map(translated, known))


def _untranslated(words: list[str], language: str, sentence: str) -> bool:
    """Whether a word the emoji labels know translates no word of a German sentence."""
    german = _WORDS.findall(sentence)
    return any(
        labelled(word, language)
        and not any(translates(word, language, other, "de", titles=False) for other in german)
        for word in words
    )


def _source_titles(
    sentence: str, claim: str, claim_language: str, language: str
) -> list[tuple[int, str]] | None:
    """(start, title) of each title in everyday words the source sentence names and the
    claim does not hold, its words joined (``Supreme Court``); ``None`` where the sentence
    names anything else the claim does not hold (module doc)."""
    titled = title_words(sentence, language)
    spans: list[tuple[int, int]] = []
    opening = _opening_name(sentence, language)
    if opening is not None and not _in_claim(opening, sentence, claim, claim_language):
        return None  # a name opening the sentence, where capitals say nothing (Inditex)
    if any(not held(word, claim, claim_language) for word in _rare_words(sentence, language)):
        return None  # a lower-case product's name the claim lacks (pgvector)
    for unit in _names(sentence, language):
        if unit.start not in titled:
            if not _in_claim(unit, sentence, claim, claim_language):
                return None  # the source names what the claim does not: a changed name
            continue
        spans.append((unit.start, unit.end))
    unheld = {
        u.start
        for u in _names(sentence, language)
        if not _in_claim(u, sentence, claim, claim_language)
    }
    return [
        (start, sentence[start:end])
        for start, end in _runs(spans, sentence, language)
        if any(start <= s < end for s in unheld)
    ]


def _in_claim(unit: Unit, sentence: str, claim: str, claim_language: str) -> bool:
    """Whether the claim holds a name of the source sentence: as written or as its own
    words (:func:`~.held.held`), or, for a place, by any of its names or its people's
    adjective (``UK``: ``Regno Unito``; ``Spain's``: ``spagnolo``:
    :func:`ragcite.text.world_names.held_elsewhere`)."""
    return held(unit, claim, claim_language) or held_elsewhere(
        unit.start, unit.end, sentence, [claim]
    )


def _rare_words(sentence: str, language: str) -> list[Unit]:
    """An English sentence's lower-case words of four letters or more that are no everyday
    English words: a lower-case product's name (``pgvector``, ``faiss``) or a term a
    translation keeps (``mpox``), which the claim should hold as a name."""
    if language != ENGLISH:
        return []
    return [
        Unit("name", m.group(), m.start(), m.end(), loose=True)
        for m in _WORDS.finditer(sentence)
        if m.group().islower() and len(m.group()) >= RARE_LETTERS and not everyday(m.group())
    ]


def _opening_name(sentence: str, language: str) -> Unit | None:
    """The sentence's first word where it may be a name no unit is made of (capitals say
    nothing there): a capitalised word, not a stop word; in English no everyday word, in
    another language one spelt unlike its words (not a verb a Romance sentence opens with,
    Juró el cargo, nor a common noun before a name, Tambang El Teniente).

    >>> _opening_name("Inditex ha registrato vendite record.", "it").surface
    'Inditex'
    >>> _opening_name("Juró el cargo ante la Asamblea.", "es") is None
    True
    """
    first = _WORDS.search(sentence)
    if first is None or not first.group()[:1].isupper():
        return None
    word = first.group()
    if word.lower() in stop_words(language) or (language == ENGLISH and everyday(word)):
        return None
    if language != ENGLISH and not _foreign(word.lower(), language):
        return None
    return Unit("name", word, first.start(), first.end(), loose=True)


@lru_cache(maxsize=1024)
def _names(sentence: str, language: str) -> tuple[Unit, ...]:
    return tuple(u for u in units(sentence, language) if u.kind == "name")


def _aligned(anchors: list[Unit], text: str, language: str) -> str | None:
    """The sentence of ``text`` that holds the most of the claim's held units (the one the
    claim translates), with those that hold the units it lacks (a claim may render two),
    or ``None`` where none holds any.

    A long text's sentences are first narrowed to the :data:`MOST_SENTENCES` that write the
    most of the units' digits and names as the claim does (a search of the whole text for
    each), so a claim asks a bounded number of sentences whatever the text's length.

    >>> claim = units("Il 3 marzo 2021 la Corte ha deciso.", "it")
    >>> text = " ".join(f"Item {n} was sold in 1999." for n in range(100))
    >>> _aligned(claim, text + " The Court ruled on 3 March 2021.", "en")
    'The Court ruled on 3 March 2021.'
    """
    sentences, _ = _split(text)
    if len(sentences) > MOST_SENTENCES:
        sentences = _narrowed(anchors, text)
    hits = [[held(unit, sentence, language) for unit in anchors] for sentence in sentences]
    counts = [sum(row) for row in hits]
    if not any(counts):
        return None
    best = counts.index(max(counts))
    lacking = [j for j, hit in enumerate(hits[best]) if not hit]
    return " ".join(
        sentence
        for i, sentence in enumerate(sentences)
        if i == best or any(hits[i][j] for j in lacking)
    )


def _narrowed(anchors: list[Unit], text: str) -> tuple[str, ...]:
    """The :data:`MOST_SENTENCES` sentences of ``text`` that write the most of the anchors'
    probes (:func:`_probes`), none that writes none."""
    sentences, _ = _split(text)
    hits: Counter[int] = Counter()
    for probe in _probes(anchors):
        hits.update(_written_in(text, probe))
    ranked = nlargest(MOST_SENTENCES, hits, key=hits.__getitem__)
    return tuple(sentences[i] for i in sorted(ranked))


@lru_cache(maxsize=4096)  # the claims of one answer share their years and names
def _written_in(text: str, probe: str) -> tuple[int, ...]:
    """The sentences of ``text`` (their numbers) that write ``probe``, once each."""
    _, starts = _split(text)
    folded = _lowered(text)
    out: list[int] = []
    found = folded.find(probe)
    while found >= 0:
        i = bisect_right(starts, found) - 1
        if not out or out[-1] != i:
            out.append(i)
        found = folded.find(probe, found + len(probe))
    return tuple(out)


def _probes(anchors: list[Unit]) -> set[str]:
    """What a sentence holding the anchors likely writes as the claim does: their runs of
    two digits or more, and their names in lower case."""
    out: set[str] = set()
    for unit in anchors:
        if unit.kind == "name":
            out.add(unit.surface.lower())
        else:
            out.update(_DIGITS.findall(unit.surface))
    return out


@lru_cache(maxsize=64)
def _lowered(text: str) -> str:
    return text.lower()


@lru_cache(maxsize=64)
def _split(text: str) -> tuple[tuple[str, ...], list[int]]:
    """The text's sentences, and where each starts."""
    found = segment(text)
    return tuple(s.text for s in found), [s.start for s in found]


def _slot(marks: list[int], start: int) -> int:
    return sum(mark < start for mark in marks)


def _joined(gap: str, language: str) -> bool:
    """Whether the text between two capitalised words joins them into one title: a space or
    a hyphen, or a joining word with or without an article (``of``, ``of the``, ``dei``,
    ``de la``, ``d'``).

    >>> _joined(" de la ", "es"), _joined(" d'", "fr"), _joined(" of the ", "en")
    (True, True, True)
    >>> _joined(", ", "en"), _joined(" of the ", "")
    (False, False)

    In English, a possessive too (the People's Consultative Assembly, Doran's Blade).

    >>> _joined("'s ", "en"), _joined("'s ", "it")
    (True, False)
    """
    if gap in _GAP or (language == ENGLISH and gap in _POSSESSIVE):
        return True
    words = [w.lower() for w in _WORDS.findall(gap)]
    if not words or _WORDS.sub("", gap).strip(" \N{NO-BREAK SPACE}'’"):
        return False  # a comma, a bracket: two names
    if language == ENGLISH_NOTHING:
        return False
    joins = CONNECTORS.get(language, ENGLISH_JOINS)
    articles = ARTICLES.get(language, ENGLISH_ARTICLES)
    return words[0] in joins and all(w in articles for w in words[1:2]) and len(words) <= 2


def _runs(spans: list[tuple[int, int]], text: str, language: str) -> list[tuple[int, int]]:
    """The spans joined where only a space, a hyphen, ``of`` or a title's joining word
    parts them (``Stock Exchange``, ``Court of Justice``, ``Coppa dei Campioni``)."""
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and _joined(text[out[-1][1] : start], language):
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out
