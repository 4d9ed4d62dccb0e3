"""Which units of a claim some basis text holds (:func:`found`), a translated title's
words counted as held where a translation puts its own words and a name never stands."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache
from itertools import pairwise

from ...text.dates import find_dates
from ...text.directions import point, said
from ...text.english_words import everyday
from ...text.feature_words import feature_said, feature_words
from ...text.name_words import concepts
from ...text.number_words import CLOCK_UNIT
from ...text.numbers import positions
from ...text.words import _NAME_GAP, stop_words
from ...text.world_names import concepts as concepts_of
from ...text.world_names import (
    concepts_in,
    fold,
    held_elsewhere,
    people_of,
    places,
    spans,
    territory,
)
from .amounts import coded, moneyed
from .held import _ACRONYM, TEXTS_KEPT, _cognate_in, _word_in, acronym_disowns, held
from .numbered import numbered
from .ordinary_titles import _aligned
from .units import _BEFORE, _LETTERS, CAPITAL_ROLES, Unit, _foreign, any_stop_word, name_opens
from .units import units as units_of
from .zones import zoned

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
    (:func:`held`), or names it in another of the languages (a place, a language, a day,
    a month, a currency: :mod:`ragcite.text.world_names`). A translated title counts as
    held (:func:`_translated_title` too). In a language that puts a name's
    common word first: a plain capitalised word spelt as the claim language's own, right
    before a held name ("Premio" in "Premio Nobel": the source says "Nobel Prize"), and
    after the name the title's other words ("Fisika" in "Hadiah Nobel Fisika", "Física" in
    "Premio Nobel de Física"). In one that puts it last, from a source that puts it first:
    the words after a held name the source titles so ("Prize" in "Nobel Prize": the source
    says "premio Nobel", :func:`_titled_in`). A name changed after a kept one without a
    title ("Apache Xapian" for "Apache Lucene", "Henri Rutherford") still counts.

    >>> from ragcite.verify.neutral import units
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
    placed = places(claim)
    named = [span for span in spans(claim) if span[:2] in placed]
    hits = [
        any(held(unit, _as_named(unit, named, text), language) for text in texts)
        or (
            unit.kind in ("name", "day", "direction")
            and held_elsewhere(unit.start, unit.end, claim, texts)
        )
        for unit in units
    ]
    _role(units, claim, claim_language, hits, texts)
    _time_zone(units, claim, claim_language, hits)
    _zone_abbreviated(units, claim, texts, language, hits)
    if any(_clock(unit, claim) for unit in units):
        zoned(units, claim, texts, hits)  # a zone names a time of day's
    _measured(units, claim, texts, hits)
    _days_only(units, claim, texts, language, claim_language, hits)
    moneyed(units, claim, texts, language, hits)
    coded(units, claim, texts, language, hits)
    numbered(units, claim, texts, language, claim_language, hits)
    _labelled(units, claim, texts, language, claim_language, hits)
    _featured(units, claim, hits, texts)
    _river_of(units, claim, texts, hits)
    title = [_title_word(unit, claim_language) for unit in units]
    titled = [False] * len(units)
    if claim_language not in _HEAD_FIRST:
        if language in _HEAD_FIRST or language == "de":
            # The claim puts the title's common word last, the source first ("Nobel Prize"
            # for "Premio Nobel") or in one word with the name (German "Nobelpreis"): a
            # held name the source titles so heads the claim's title.
            titled = [
                hit and unit.kind == "name" and _headed_in(unit.surface, claim, texts, language)
                for unit, hit in zip(units, hits, strict=True)
            ]
            _opening_titled(units, claim, texts, language, hits, title, titled)
            _title_tail(units, claim, claim_language, hits, title, titled)
            if language in _HEAD_FIRST:
                _common_word_last(units, claim, claim_language, hits, title)
        _translated_title(units, claim, claim_language, hits, title, texts)
        _abbreviated(units, claim, claim_language, texts, hits)
        _defined(units, claim, claim_language, hits)
        return hits
    anchors = [unit for unit, hit in zip(units, hits, strict=True) if hit]
    lacked: bool | None = None  # asked once, where the rule would hold a word
    for i in reversed(range(len(units) - 1)):
        # Right before a held name, one space or one genitive apart: the title's common
        # word (Premio Nobel, Teatro alla Scala; from the right, so a title of several is
        # held word by word: Situs Warisan Dunia UNESCO).
        after = units[i + 1]
        adjacent = after.kind == "name" and _before_name(
            claim[units[i].end : after.start], claim_language
        )
        if (
            title[i]
            and not hits[i]
            and hits[i + 1]
            and adjacent
            and not _hyphen_joined(units, i, claim)
            # before a place, a title the source writes with it (Borsa di Londra: the London
            # Stock Exchange), not the place alone (la Tate Modern de Londres for the
            # National Gallery in London: another name)
            and (not _place(after, claim) or _place_titled(after, claim, texts))
            and not (
                # the one word the sources do not hold, or a place where the source names
                # another the claim lacks (Bruxelles St Pancras for London St Pancras; da
                # Pechino al National Zoo for "from Chengdu"): it stands for the source's
                # (not: Bursa Efek Tokyo, La Paz de Westfalia: Bursa and La Paz are places)
                (
                    sum(not hit for hit in hits) == 1
                    and _named_before(
                        after.surface, claim, texts, claim[units[i].end : after.start] != " "
                    )
                )
                or (_place(units[i], claim) and _place_replaced(anchors, claim, texts, language))
            )
            and not _replaced_before(after.surface, claim, texts)
        ):
            if lacked is None:
                lacked = _proper_lacked(anchors, claim, texts, language, claim_language)
            if lacked:
                break
            hits[i] = titled[i + 1] = True
    _title_tail(units, claim, claim_language, hits, title, titled)
    _translated_title(units, claim, claim_language, hits, title, texts)
    _abbreviated(units, claim, claim_language, texts, hits)
    _defined(units, claim, claim_language, hits)
    return hits


def retitled(units: list[Unit], claim: str, claim_language: str, hits: list[bool]) -> None:
    """In a language that puts a title's common word first, the last word of a title of
    three words or more after a connector counts as held, in place, once every other word
    of the title is held, by their translation too (:mod:`.translated`: Organización
    Mundial de la [Salud] for World Health Organization), as :func:`found` holds it when
    two are held as written; only a word of the language's vocabulary
    (:func:`ragcite.text.name_words.concepts`), never a place: the spelling test alone
    would take a changed name too (Parque Nacional de Yosemite for Yellowstone National
    Park).

    >>> from ragcite.verify.neutral import units
    >>> claim = "La Organización Mundial de la Salud lo estima."
    >>> us = units(claim, "es")
    >>> hits = [u.surface != "Salud" for u in us]
    >>> retitled(us, claim, "es", hits)
    >>> hits
    [True, True, True]
    """
    if claim_language not in _HEAD_FIRST:
        return
    for run in _titles_but_last(units, claim, claim_language, hits):
        last = run[-1]
        if (
            claim[units[run[-2]].end : units[last].start] != " "  # after a connector
            and _title_word(units[last], claim_language)
            and concepts(units[last].surface, claim_language)
        ):
            hits[last] = True


def spelt_out(units: list[Unit], claim: str, claim_language: str, hits: list[bool]) -> None:
    """An acronym in brackets right after the words it abbreviates, their initials (stop
    words aside), counts as held once those words' names are all held: it names what they
    do, however a source writes it or whether it writes it at all (la Organización
    Meteorológica Mundial (OMM) for "the World Meteorological Organization").

    >>> from ragcite.verify.neutral import units
    >>> claim = "Lo dice la Organización Meteorológica Mundial (OMM) en 2024."
    >>> us = units(claim, "es")
    >>> hits = [u.surface != "OMM" for u in us]
    >>> spelt_out(us, claim, "es", hits)
    >>> hits
    [True, True, True, True, True]
    >>> hits = [u.surface not in ("OMM", "Mundial") for u in us]
    >>> spelt_out(us, claim, "es", hits)
    >>> [u.surface for u, hit in zip(us, hits) if not hit]
    ['Mundial', 'OMM']
    """
    for i, unit in enumerate(units):
        if (
            hits[i]
            or unit.kind != "name"
            or _ACRONYM.fullmatch(unit.surface) is None
            or claim[unit.start - 2 : unit.start] != " ("
        ):
            continue
        words = [
            m
            for m in _LETTERS.finditer(claim, max(0, unit.start - _SPELT_REACH), unit.start - 2)
            if m.group().casefold() not in stop_words(claim_language)
        ][-len(unit.surface) :]
        if len(words) != len(unit.surface) or "".join(m.group()[0] for m in words).upper() != (
            unit.surface
        ):
            continue
        inside = [
            k
            for k, other in enumerate(units)
            if other.kind == "name" and words[0].start() <= other.start < words[-1].end()
        ]
        if inside and all(hits[k] for k in inside):
            hits[i] = True


_SPELT_REACH = 120
"""How far before an acronym :func:`spelt_out` reads the words it abbreviates."""


def _common_word_last(
    units: list[Unit], claim: str, language: str, hits: list[bool], title: list[bool]
) -> None:
    """In a claim whose language puts a title's common word last, against a source that
    puts it first, a title of three words or more whose other words are all held holds
    its last word too: the common word, which the source translates and puts first
    (Digital Services [Act] for Ley de Servicios Digitales); never a place.

    >>> from ragcite.verify.neutral import units
    >>> claim = "The Digital Services Act applies."
    >>> us = units(claim, "en")
    >>> hits = [u.surface != "Act" for u in us]
    >>> _common_word_last(us, claim, "en", hits, [True] * len(us))
    >>> hits
    [True, True, True]
    """
    for run in _titles_but_last(units, claim, language, hits):
        # one name, its words a space apart (not Milngavie to Fort Augustus)
        if title[run[-1]] and all(
            claim[units[a].end : units[b].start] == " " for a, b in pairwise(run)
        ):
            hits[run[-1]] = True


def _titles_but_last(
    units: list[Unit], claim: str, language: str, hits: list[bool]
) -> list[list[int]]:
    """The claim's titles of three words or more (:func:`_title_runs`) whose words are all
    held but the last, which is no place."""
    return [
        run
        for run in _title_runs(units, claim, language)
        if len(run) >= 3
        and all(hits[i] for i in run[:-1])
        and not hits[run[-1]]
        and not _place(units[run[-1]], claim)
    ]


def _title_runs(units: list[Unit], claim: str, language: str) -> list[list[int]]:
    """The claim's titles: runs of name units a space or a connector apart
    (:func:`_in_title`)."""
    runs: list[list[int]] = []
    for i, unit in enumerate(units):
        if unit.kind != "name" or unit.surface[:1].islower():
            continue  # nor a people's adjective in lower case (l'azienda portoghese Riopele)
        gap = claim[units[i - 1].end : unit.start] if i else ""
        if runs and runs[-1][-1] == i - 1 and _in_title(gap, language):
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _hyphen_joined(units: list[Unit], i: int, claim: str) -> bool:
    """Whether unit i is joined by a hyphen to the name before it: a word of that name
    (l'Institut Kaiser-Friedrich de Berlin), no title's common word, which stands on its
    own (Premio Nobel, Teatro alla Scala)."""
    return i > 0 and units[i - 1].end == units[i].start - 1 and claim[units[i - 1].end] == "-"


def _role(units: list[Unit], claim: str, language: str, hits: list[bool], texts: list[str]) -> None:
    """An acronym right before a person's held name, first name and surname (two or three
    held capitalised words, then no other capitalised one), counts as held: it is the
    person's role, which a translation writes its own way (CEO Helena Sandberg for Chief
    executive Helena Sandberg, amministratrice delegata Helena Sandberg); in German, which
    writes a role as a capitalised noun, any such word that opens the name (Finanzchefin
    Priya Raman for Chief financial officer Priya Raman); and so, in any language, one or
    two plain words that open it (Mayor Michael Ludwig, Chief Justice John Roberts, for il
    sindaco Michael Ludwig), where a source writes the person's whole name.

    >>> from ragcite.verify.neutral import units
    >>> claim = "CEO Helena Sandberg said so in 2023."
    >>> us = units(claim, "en")
    >>> hits = [u.surface != "CEO" for u in us]
    >>> _role(us, claim, "en", hits, ["Chief executive Helena Sandberg said so in 2023."])
    >>> hits
    [True, True, True, True]
    >>> hits = [u.surface in ("Sandberg", "2023") for u in us]
    >>> _role(us, claim, "en", hits, ["Chief executive Helena Sandberg said so in 2023."])
    >>> hits
    [False, False, True, True]
    """
    for i, unit in enumerate(units):
        if hits[i] or unit.kind != "name" or _place(unit, claim):
            continue  # a place is no role (Bruxelles St Pancras for London St Pancras)
        if _ACRONYM.fullmatch(unit.surface) is None and not (
            # a role's plain word opening the name: Mayor Michael Ludwig; German writes any
            # role so (Finanzchefin Priya Raman), and Indonesian (Ketua Jerome Powell); the
            # Romance languages write it in lower case (el analista de Morgan Stanley Stacy
            # Rasgon: a name before the person's, no role)
            language in CAPITAL_ROLES
            and unit.surface[1:].islower()
            and not (i and claim[units[i - 1].end : unit.start] == " ")
        ):
            continue
        role, end = [i], unit.end
        while (
            len(role) < _ROLE_WORDS
            and role[-1] + 1 < len(units)
            and not hits[role[-1] + 1]
            and units[role[-1] + 1].kind == "name"
            and units[role[-1] + 1].surface[1:].islower()
            and claim[end : units[role[-1] + 1].start] == " "
        ):
            role.append(role[-1] + 1)  # Chief Justice John Roberts
            end = units[role[-1]].end
        person = _person_after(units, role[-1], claim, language, hits, texts)
        second = role[-1] + 1
        if (
            not person
            # a role's second word held as a cognate (Wakil Presiden Gibran Rakabuming Raka)
            and len(role) < _ROLE_WORDS
            and second < len(units)
            and hits[second]
            and units[second].kind == "name"
            and units[second].surface[1:].islower()
            and claim[end : units[second].start] == " "
            and _person_after(units, second, claim, language, hits, texts)
        ):
            role.append(second)
            person = True
        if person or _officer_of(units, i, claim, language, hits, texts):
            for k in role:
                hits[k] = True


def _person_after(
    units: list[Unit], last: int, claim: str, language: str, hits: list[bool], texts: list[str]
) -> bool:
    """Whether a person's held name follows the role that ends at unit ``last``: two or
    three held capitalised words, no words of the language, no place, then no capitalised
    word, the whole name as a source writes it (:func:`_role`)."""
    run, end = 0, units[last].end
    for k in range(last + 1, min(last + 4, len(units))):
        after = units[k]
        if after.kind != "name" or claim[end : after.start] != " ":
            break
        if not (
            hits[k]
            and after.surface[:1].isupper()
            and after.surface[1:].islower()
            # a person's name, no words of the language (Yosemite National Park)
            and not concepts(after.surface, language)
            and not _place(after, claim)
        ):
            return False
        run, end = run + 1, after.end
    following = re.match(r" ([^\W\d_])", claim[end:])
    person = claim[units[last + 1].start : end] if run else ""
    return (
        2 <= run <= 3
        and not (following and following.group(1).isupper())
        # the person's whole name as a source writes it (not Glen Way for Glen Coe)
        and any(_word_in(person, text) for text in texts)
        # and after a plain word, not everyday English words: a company's (Samsung Heavy
        # Industries), no person's
        and (
            _ACRONYM.fullmatch(units[last].surface) is not None
            or not all(everyday(word) for word in person.split())
        )
    )


def _days_only(
    units: list[Unit],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
    hits: list[bool],
) -> None:
    """A count of a claim is not held by a date's day alone (cinque giorni for "in the
    first four days", where the source's only 5 is 5 June; ventiquattro satelliti where
    its only 24 is 24 January): a day of the month counts nothing. In a claim that names a
    date a number may be a day alone (dal 5 al 7 giugno), or a rank (la segunda vuelta), so
    there only a count of ten or more before the noun it counts is so read.

    >>> from ragcite.verify.neutral import units
    >>> claim = "Ha venduto 3,5 milioni di unità in cinque giorni."
    >>> source = "It launched on 5 June 2025 and sold 3.5 million units in four days."
    >>> found(units(claim, "it"), claim, [source], "en", "it")
    [True, False]
    >>> claim = "Si è svolto tra il 5 e il 7 giugno 2025."
    >>> found(units(claim, "it"), claim, ["It ran from 5 to 7 June 2025."], "en", "it")
    [True, True]
    >>> claim = "Il 15 dicembre 2016 c'erano 24 satelliti."
    >>> source = "On 15 December 2016 there were 18 satellites; since 24 January 2023, more."
    >>> found(units(claim, "it"), claim, [source], "en", "it")
    [True, False]
    """
    dated = any(u.kind in ("date", "month") for u in units)
    for i, unit in enumerate(units):
        number = unit.number
        if (
            not hits[i]
            or (dated and not _counting(unit, claim, claim_language))
            or unit.kind != "number"
            or number is None
            or number.unit is not None
            or unit.scale
            or not number.key.isdigit()
            or not 1 <= int(number.key) <= _LAST_DAY
        ):
            continue
        days = [(text, _date_spans(text, language, int(number.key))) for text in texts]
        if not any(spans for _, spans in days):
            continue
        hits[i] = any(
            not any(a <= at < b for a, b in spans)
            for text, spans in days
            for at in positions(text, number, language)
        )


_LAST_DAY = 31
"""The last day of a month: larger counts are no date's day."""

_FEWEST_COUNTED = 10
"""The smallest count :func:`_counting` reads beside a date: a smaller number is as often
a rank or a level (segunda vuelta, level four)."""

_COUNTED = re.compile(r"[ \N{NO-BREAK SPACE}]+([^\W\d_]+)")


def _counting(unit: Unit, claim: str, language: str) -> bool:
    """Whether a number of ten or more is followed by the noun it counts (ventiquattro
    satelliti, 24 Satelliten; not 25 de Abril).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Con 24 satelliti, il ponte 25 de Abril e 3 navi."
    >>> [_counting(u, claim, "it") for u in units(claim, "it")]
    [True, False, False]
    """
    word = _COUNTED.match(claim, unit.end)
    return (
        unit.number is not None
        and unit.number.key.isdigit()
        and int(unit.number.key) >= _FEWEST_COUNTED
        and word is not None
        and not any_stop_word(word[1].casefold())  # 25 de Abril in an English claim
    )


def _date_spans(text: str, language: str, day: int) -> list[tuple[int, int]]:
    """Where ``text`` writes a date whose day is ``day``."""
    return [(d.start, d.end) for d in find_dates(text, language) if d.day == day]


def _measured(units: list[Unit], claim: str, texts: list[str], hits: list[bool]) -> None:
    """An acronym of two or three capitals right after a held whole number is its unit of
    measure (410 CV, 410 PS for 410 hp), held where a source writes that number before a
    short word: a unit, which each language abbreviates its own way and which ragcite does
    not compare in lower case either (km, kg).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Il trattore eroga 410 CV."
    >>> found(units(claim, "it"), claim, ["The tractor delivers 410 hp."], "en", "it")
    [True, True]
    >>> found(units(claim, "it"), claim, ["The tractor delivers 410 horses."], "en", "it")
    [True, False]

    So is one right after a held percentage what the percentage measures (4.8% ABV, 3.5%
    APR), which a translation renders in words of its own (4,8 % vol., TAEG del 3,5 %).

    >>> claim = "A pale beer of 4.8% ABV."
    >>> found(units(claim, "en"), claim, ["Una birra chiara di 4,8 gradi."], "it", "en")
    [True, True]
    """
    for i in range(1, len(units)):
        unit, number = units[i], units[i - 1]
        if (
            hits[i]
            or not hits[i - 1]
            or unit.kind != "name"
            or number.kind != "number"
            or claim[number.end : unit.start] not in (" ", "\N{NO-BREAK SPACE}")
        ):
            continue
        if (
            number.number is not None
            and number.number.unit == "%"
            and _PERCENT_OF.fullmatch(unit.surface)
        ):
            hits[i] = True  # 4.8% ABV: what the percentage measures
            continue
        if _MEASURE.fullmatch(unit.surface) is None or not number.surface.isdigit():
            continue
        pattern = _measured_pattern(number.surface)
        hits[i] = any(pattern.search(text) for text in texts)


@lru_cache(maxsize=256)
def _measured_pattern(digits: str) -> re.Pattern[str]:
    """A whole number's digits, then a word of one to three letters (:func:`_measured`)."""
    return re.compile(
        rf"(?<![\d.,]){re.escape(digits)}[ \N{{NO-BREAK SPACE}}]?[^\W\d_]{{1,3}}(?![^\W\d_])"
    )


_MEASURE = re.compile(r"[A-Z]{2,3}")
"""A unit's acronym (CV, PS, GB)."""

_PERCENT_OF = re.compile(r"[A-Z]{2,4}")
"""What a percentage measures, as an acronym after it (ABV, APR, APY)."""

_ZONE_WORDS = frozenset(("Time", "Standard", "Daylight", "Summer", "Mean"))
"""The common words of an English time zone's name (Eastern Time, Pacific Standard Time,
British Summer Time), which a translation writes its own way (ora della costa orientale,
hora del Pacífico)."""


def _time_zone(units: list[Unit], claim: str, language: str, hits: list[bool]) -> None:
    """In English, a time zone's common words (:data:`_ZONE_WORDS`) count as held in a
    zone's name right after a time of day, ending in ``Time``, whose other words are held
    (the direction or the place that names the zone).

    >>> from ragcite.verify.neutral import units
    >>> claim = "It peaked at 14:00 Eastern Time and 9:00 Pacific Standard Time."
    >>> us = units(claim, "en")
    >>> hits = [u.surface not in ("Time", "Standard") for u in us]
    >>> _time_zone(us, claim, "en", hits)
    >>> hits
    [True, True, True, True, True, True, True]
    >>> hits = [u.surface not in ("Time", "Standard", "Pacific") for u in us]
    >>> _time_zone(us, claim, "en", hits)
    >>> [u.surface for u, hit in zip(us, hits) if not hit]
    ['Pacific', 'Standard', 'Time']
    """
    if language != "en":
        return
    for i, unit in enumerate(units):
        if unit.kind != "time":
            continue
        run: list[int] = []
        end = unit.end
        for k in range(i + 1, len(units)):
            if units[k].kind not in ("name", "direction") or claim[end : units[k].start] != " ":
                break
            run.append(k)
            end = units[k].end
            if units[k].surface == "Time":
                break
        if not run or units[run[-1]].surface != "Time":
            continue
        others = [k for k in run if units[k].surface not in _ZONE_WORDS]
        if others and all(hits[k] for k in others):
            for k in run:
                hits[k] = True


_ZONES = {
    "ET": "E", "EST": "E", "EDT": "E",
    "PT": "pacific", "PST": "pacific", "PDT": "pacific",
}  # fmt: skip
"""North America's eastern and Pacific time zones by their abbreviations, which a
translation writes in words (9pm ET: ora della costa orientale, heure du Pacifique): the
point of the compass, or the word, that names each."""

_ZONE_AFTER_TIME = re.compile(
    r"\d(?:[ \N{NO-BREAK SPACE}]?[ap]\.?m\.?)?[ (]*(E[SD]?T|P[SD]?T)(?![\w])"
)
"""A time of day and a zone's abbreviation after it (9pm ET, 17:00 (PT))."""

_ZONE_REACH = 40
"""How far after a time of day a claim's zone in words may stand (alle 21:00 (ora della
costa orientale))."""


def _zone_abbreviated(
    units: list[Unit], claim: str, texts: list[str], language: str, hits: list[bool]
) -> None:
    """A time zone's abbreviation after a time of day (``ET``, ``PT``) counts as held where
    a source names the zone in words, its point or its word (``orientale``, ``Pacífico``);
    and a zone in words after a time of day, its point or its ``Pacific`` with the common
    words after them (``Eastern Time``), where a source writes the abbreviation after a
    time.

    >>> from ragcite.verify.neutral import units
    >>> claim = "It premiered on 16 June 2024 at 9pm ET on HBO."
    >>> found(units(claim, "en"), claim, ["È uscita il 16 giugno 2024 alle 21:00 (ora della"
    ...     " costa orientale) su HBO."], "it", "en")
    [True, True, True, True]
    >>> claim = "È uscita il 16 giugno 2024 alle 21:00 (ora della costa orientale) su HBO."
    >>> found(units(claim, "it"), claim, ["It premiered on 16 June 2024 at 9pm ET on HBO."],
    ...     "en", "it")
    [True, True, True, True]
    """
    for i, unit in enumerate(units):
        if hits[i] or not i:
            continue
        if unit.kind == "name" and unit.surface in _ZONES:
            before = units[i - 1]
            if _clock(before, claim) and re.fullmatch(r"[ (]*", claim[before.end : unit.start]):
                hits[i] = any(_zone_said(_ZONES[unit.surface], text, language) for text in texts)
            continue
        zone = "pacific" if unit.surface.casefold() == "pacific" else None
        if unit.kind in ("direction", "name") and point(unit.surface) == "E":
            zone = "E"
        times = [u for u in units[:i] if _clock(u, claim) and unit.start - u.end <= _ZONE_REACH]
        if zone is None or not times:
            continue
        written = {_ZONES[m.group(1)] for text in texts for m in _ZONE_AFTER_TIME.finditer(text)}
        if zone in written:
            hits[i] = True
            for k in range(i + 1, len(units)):  # the zone's common words after it
                if (
                    units[k].surface not in _ZONE_WORDS
                    or claim[units[k - 1].end : units[k].start] != " "
                ):
                    break
                hits[k] = True


def _clock(unit: Unit, claim: str) -> bool:
    """Whether a unit is a time of day: a time, or an hour's number (21h, 21 Uhr)."""
    if unit.kind == "time":
        return True
    return (
        unit.kind == "number"
        and unit.number is not None
        and (
            unit.number.unit in ("h", CLOCK_UNIT) or _HOUR_AFTER.match(claim, unit.end) is not None
        )
    )


_HOUR_AFTER = re.compile(r"[ \N{NO-BREAK SPACE}]?(?:Uhr|h)(?![^\W\d_])")
"""The word or letter that makes a number an hour (21 Uhr, 21 h)."""


def _zone_said(zone: str, text: str, language: str) -> bool:
    """Whether a text names a zone of :data:`_ZONES` in words: its point (``E``: est,
    orientale, Osten) or its word (``pacific``: Pacífico, Pazifik)."""
    if zone == "pacific":
        return _cognate_in(zone, text)
    return said(zone, text, language)


_ROLE_WORDS = 2
"""The most plain words a role before a person's name has (Chief Justice)."""

_OFFICER = re.compile(r"C[A-Z]O|PDG")
"""An officer's acronym (CEO, CFO, CTO; French PDG), a role a translation writes its own
way (chief executive, amministratore delegato)."""

_OFFICER_GAP = re.compile(r",? |,? [^\W\d_]{1,3} | [^\W\d_]{1,3}['’]|-")
"""What may stand between an officer's acronym, the company's name and the person's (CEO
di AWS Matt Garman, le PDG de Mercedes-Benz, Ola Källenius, CEO Rio Tinto Jakob
Stausholm): a space, a comma, a short genitive."""

_OFFICER_NAMES = 6
"""The most held names an officer's acronym is read with, company's and person's."""


def _officer_of(
    units: list[Unit], i: int, claim: str, language: str, hits: list[bool], texts: list[str]
) -> bool:
    """Whether the officer's acronym at ``i`` (:data:`_OFFICER`) names the role of a person
    whose whole name a source writes, after the company's held name: the company's officer,
    a role, not a name (CEO di AWS Matt Garman for AWS chief executive Matt Garman). A
    person's name is two or three plain capitalised words, none a word of the language but
    one it does not spell so (Oliver Bäte).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Il CEO di AWS, Matt Garman, ha annunciato."
    >>> us = units(claim, "it")
    >>> source = "AWS chief executive Matt Garman announced it."
    >>> _officer_of(us, 0, claim, "it", [False, True, True, True], [source])
    True
    >>> _officer_of(us, 0, claim, "it", [False, True, True, True], ["AWS hired Matt Garman."])
    True
    >>> _officer_of(us, 0, claim, "it", [False, True, False, True], [source])
    False
    """
    if _OFFICER.fullmatch(units[i].surface) is None:
        return False
    span: list[int] = []
    end = units[i].end
    for k in range(i + 1, min(i + 1 + _OFFICER_NAMES, len(units))):
        unit = units[k]
        if (
            not hits[k]
            or unit.kind != "name"
            or not _OFFICER_GAP.fullmatch(claim[end : unit.start])
        ):
            break
        span.append(k)
        end = unit.end
    for size in (2, 3):
        person = span[-size:]
        if len(person) != size or any(
            not units[k].surface[:1].isupper()
            or not units[k].surface[1:].islower()
            or (
                concepts(units[k].surface, language)
                and not _foreign(units[k].surface.casefold(), language)
            )
            or _place(units[k], claim)
            or claim[units[a].end : units[b].start] != " "
            for a, b in pairwise(person)
            for k in (a, b)
        ):
            continue
        name = claim[units[person[0]].start : units[person[-1]].end]
        if any(_word_in(name, text) for text in texts):
            return True
    return False


def _defined(units: list[Unit], claim: str, language: str, hits: list[bool]) -> None:
    """The words of a name right before a held acronym in brackets, or in brackets right
    after one, count as held: the acronym says which body the name is, whose words a
    translation puts its own way (Badan Obat Eropa (EMA), European Medicines Agency (EMA)
    for Europäische Arzneimittel-Agentur (EMA); ECB (Banca centrale europea)). Not a
    place's: the code kept, a changed city (Múnich (FRA) for Frankfurt (FRA)) is not held.

    >>> from ragcite.verify.neutral import units
    >>> claim = "The European Medicines Agency (EMA) approved it in 2019."
    >>> us = units(claim, "en")
    >>> hits = [u.surface in ("EMA", "2019") for u in us]
    >>> _defined(us, claim, "en", hits)
    >>> [(u.surface, hit) for u, hit in zip(us, hits)]
    [('European', True), ('Medicines', True), ('Agency', True), ('EMA', True), ('2019', True)]
    >>> hits = [u.surface == "2019" for u in us]
    >>> _defined(us, claim, "en", hits)
    >>> [u.surface for u, hit in zip(us, hits) if not hit]
    ['European', 'Medicines', 'Agency', 'EMA']
    >>> claim = "L'Istituto geologico degli Stati Uniti (USGS) lo ha registrato."
    >>> us = units(claim, "it")
    >>> hits = [u.surface == "USGS" for u in us]
    >>> _defined(us, claim, "it", hits)
    >>> [(u.surface, hit) for u, hit in zip(us, hits)]  # Stati Uniti: by its own names only
    [('Istituto', True), ('Uniti', False), ('USGS', True)]
    >>> claim = "Una joint venture tra Equinor e Copenhagen Infrastructure Partners (CIP)."
    >>> us = units(claim, "it")
    >>> hits = [u.surface == "CIP" for u in us]
    >>> _defined(us, claim, "it", hits)
    >>> [u.surface for u, hit in zip(us, hits) if not hit]  # CIP spells the name after "e"
    ['Equinor', 'Copenhagen']
    >>> claim = "The Women's Tennis Association (WTA) confirmed it."
    >>> us = units(claim, "en")
    >>> hits = [u.surface == "WTA" for u in us]
    >>> _defined(us, claim, "en", hits)
    >>> hits
    [True, True, True, True]
    """
    runs: list[list[int]] = []
    for i, unit in enumerate(units):
        joined = runs and runs[-1][-1] == i - 1 and units[i - 1].kind == "name"
        gap = claim[units[i - 1].end : unit.start] if i else ""
        # A head-first title's common word, then its inner words, before a name the acronym
        # defines (Istituto geologico degli Stati Uniti (USGS)); not a name's words before
        # a genitive (California Institute of Technology (MIT): California is a name).
        headed = (
            joined
            and language in _HEAD_FIRST
            and len(runs[-1]) == 1
            and _title_word(units[runs[-1][0]], language)
            and _title_gap(gap, claim, unit)
        )
        if unit.kind == "name" and joined and (gap in _NAME_GAP or headed):
            runs[-1].append(i)
        elif unit.kind == "name":
            runs.append([i])
    # Before a bracketed acronym, runs joined by one connector are one title (Chemical
    # Safety and Hazard Investigation Board (CSB); Keselamatan Kimia dan Bahaya AS (CSB)).
    chains = [list(runs[0])] if runs else []
    for run in runs[1:]:
        gap = claim[units[chains[-1][-1]].end : units[run[0]].start]
        words = gap.split()
        if (
            len(words) == 1 and gap == f" {words[0]} " and words[0] in stop_words(language)
        ) or gap in _POSSESSIVE_GAPS:
            chains[-1].extend(run)  # and an English possessive (Women's Tennis Association)
        else:
            chains.append(list(run))
    for i, unit in enumerate(units):
        if unit.kind != "name" or not hits[i] or _BRACKETED.fullmatch(unit.surface) is None:
            continue
        acronym = unit.surface.upper()
        bracketed = claim[unit.start - 1 : unit.start] == "(" and (
            claim[unit.end : unit.end + 1] == ")"
        )
        if bracketed and i and _headed_before(units[i - 1], claim, unit.start - 1, language):
            # Istituto filippino di vulcanologia e sismologia (PHIVOLCS): the title's
            # common word, then its words in lower case, the acronym defines
            run = next(r for r in runs if i - 1 in r)
            for k in run:
                hits[k] = hits[k] or not _place(units[k], claim) or _body(units[k], claim)
        for run in [*runs, *(chain for chain in chains if chain not in runs)]:
            # the words the acronym spells, where they end the run (Equinor e Copenhagen
            # Infrastructure Partners (CIP): CIP is the partners', not Equinor's)
            run = next(
                (run[k:] for k in range(1, len(run)) if _initials(run[k:], units) == acronym),
                run,
            )
            before = bracketed and units[run[-1]].end == unit.start - 2
            after = claim[unit.end : unit.end + 2] == " (" and units[run[0]].start == unit.end + 2
            if after and all(_ACRONYM.fullmatch(units[k].surface) for k in run):
                continue  # AS (NTSB): no acronym spells out another
            if _unlike(run, units, unit):
                continue  # Infosys (TCS): a name of its own, not a title the acronym spells
            if before or after:
                for k in run:
                    if before and acronym_disowns(units, k, claim):
                        continue  # the European Investment Bank (ECB): the I is another word
                    # a place is held by its own names or not at all: Múnich (FRA) for
                    # Frankfurt (FRA) is another city with an airport code kept
                    hits[k] = hits[k] or not _place(units[k], claim) or _body(units[k], claim)


def _initials(run: list[int], units: list[Unit]) -> str:
    """The capitals that open a run's words (Copenhagen Infrastructure Partners: CIP)."""
    return "".join(units[k].surface[:1] for k in run).upper()


_POSSESSIVE_GAPS = ("'s ", "\N{RIGHT SINGLE QUOTATION MARK}s ")


def _unlike(run: list[int], units: list[Unit], acronym: Unit) -> bool:
    """Whether a name of one word starts with another letter than the acronym beside it: a
    company's or a person's own name (``Infosys (TCS)``), which no translation makes of
    the title the acronym stands for (a title of one word starts as its acronym does:
    ``Kementerian (KLHK)``, ``Bundesamt (BfS)``), and alone, no title's last word (``Agencia
    Marítima y de Guardacostas (MCA)``).

    >>> from ragcite.verify.neutral import units
    >>> us = units("dan Infosys (TCS) dan Tata (TCS) dan Kementerian (KLHK)", "id")
    >>> _unlike([0], us, us[1]), _unlike([2], us, us[3]), _unlike([4], us, us[5])
    (True, False, False)
    """
    first = run[0]
    before = units[first - 1] if first else None
    return (
        len(run) == 1
        and len(acronym.surface) >= _NAMED_ACRONYM
        and units[first].surface[:1].upper() != acronym.surface[:1].upper()
        # not a title's last word after its others (Agencia Marítima y de Guardacostas)
        and (
            before is None
            or before.kind not in ("name", "direction")  # European Southern Observatory
            or units[first].start - before.end > _TITLE_GAP
        )
    )


_TITLE_GAP = 6
"""The most characters between a title's words (`` y de ``, `` of the ``)."""

_NAMED_ACRONYM = 3
"""The fewest letters of an acronym a company's name goes by (TCS): two are a qualifier as
often (Regolamento (UE), Directive (EU): the title the answer renders)."""


def _headed_before(unit: Unit, claim: str, bracket: int, language: str) -> bool:
    """Whether ``unit`` is a head-first title's common word followed by the title's
    words in lower case up to the bracket of its acronym (Istituto [nazionale di geofisica
    e vulcanologia] (INGV)), at most :data:`_LOWER_TITLE_WORDS` of them.

    >>> from ragcite.verify.neutral import units
    >>> claim = "L'Istituto nazionale di geofisica e vulcanologia (INGV) lo dice."
    >>> us = units(claim, "it")
    >>> _headed_before(us[0], claim, claim.index("("), "it")
    True
    """
    words = claim[unit.end : bracket].split()
    return (
        language in _HEAD_FIRST
        and unit.kind == "name"
        and _title_word(unit, language)
        and 0 < len(words) <= _LOWER_TITLE_WORDS
        and claim[unit.end : bracket] == f" {' '.join(words)} "
        and all(_GAP_WORD.fullmatch(w) and w[:1].islower() for w in words)
    )


_LOWER_TITLE_WORDS = 7
"""The most lower-case words between a title's common word and its acronym."""

_BRACKETED = re.compile(r"[A-Z]{2,9}")
"""An acronym that may define the title before it: up to nine capitals (PHIVOLCS)."""


def _title_gap(gap: str, claim: str, unit: Unit) -> bool:
    """Whether ``gap`` is a title's inner words before a name a bracketed acronym defines:
    up to :data:`_TITLE_GAP_WORDS` words, no mark between them (Istituto [geologico degli
    Stati] Uniti (USGS))."""
    defined = _DEFINED_AFTER.match(claim, unit.end) is not None
    words = gap.split()
    return (
        defined
        and 0 < len(words) <= _TITLE_GAP_WORDS
        and gap == f" {' '.join(words)} "
        and all(_GAP_WORD.fullmatch(w) for w in words)
    )


_GAP_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
"""A word, maybe elided onto the next (d'études)."""


_DEFINED_AFTER = re.compile(r"(?:[- ][^\W\d_]+){0,3} \(")
"""The rest of a name up to the bracket of the acronym that defines it (États[-Unis (])."""

_TITLE_GAP_WORDS = 3
"""The most words a title defined by its acronym has between two of its names."""


def _river_of(units: list[Unit], claim: str, texts: list[str], hits: list[bool]) -> None:
    """The word after a held city and a preposition of place counts as held where a text
    writes that city with such a preposition and a capitalised word too: the river or the
    region that tells two cities of one name apart, which each language names its own way
    (Francoforte sul Meno, Frankfurt am Main; Newcastle upon Tyne).

    >>> from ragcite.verify.neutral import units
    >>> claim = "La biblioteca ha sedi a Lipsia e a Francoforte sul Meno."
    >>> us = units(claim, "it")
    >>> [u.surface for u in us]
    ['Lipsia', 'Francoforte', 'Meno']
    >>> found(us, claim, ["It has sites in Leipzig and Frankfurt am Main."], "en", "it")
    [True, True, True]
    >>> found(us, claim, ["It has sites in Leipzig and Frankfurt."], "en", "it")
    [True, True, False]
    """
    named = {(a, b): c for a, b, c in spans(claim)}
    for i in range(1, len(units)):
        before, unit = units[i - 1], units[i]
        concept = named.get((before.start, before.end))
        gap = _QUALIFIER.fullmatch(claim, before.end, unit.start)
        if hits[i] or not hits[i - 1] or concept is None or gap is None or unit.kind != "name":
            continue
        hits[i] = any(
            c == concept and _QUALIFIER_AFTER.match(text, b) is not None
            for text in texts
            for _, b, c in spans(text)
        )


_PREPOSITIONS_OF_PLACE = (
    r"am|an der|upon|on|on the|sul|sull['’]|sulla|del|de la|du|sur le|sur la|sur|do|ob der"
)
_QUALIFIER = re.compile(rf"[ -](?:{_PREPOSITIONS_OF_PLACE})(?:[ -]|(?<=['’]))")
"""The preposition between a city and its river or region (sul, am, upon, sur-le-)."""
_QUALIFIER_AFTER = re.compile(rf"{_QUALIFIER.pattern}[A-ZÀ-Ý]")


def _featured(units: list[Unit], claim: str, hits: list[bool], texts: list[str]) -> None:
    """A natural feature's common word (``Lake``, ``Cape``, ``Danau``) counts as held where a
    source writes that feature's word in any language (``lago``, ``Cabo``): the name after
    or before it is checked on its own (:mod:`ragcite.text.feature_words`).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Puno lies on Lake Titicaca at 3,812 metres."
    >>> found(units(claim, "en"), claim, ["Puno è sul lago Titicaca, a 3.812 metri."], "it", "en")
    [True, True, True, True]
    >>> found(units(claim, "en"), claim, ["Puno è sul fiume Titicaca, a 3.812 metri."], "it", "en")
    [True, False, True, True]
    """
    for i, unit in enumerate(units):
        if not hits[i] and unit.kind == "name" and feature_said(unit.surface, texts):
            hits[i] = True
    for i, unit in enumerate(units):
        # English names a feature with its common word where a translation often writes
        # the name alone (Mount Etna: l'Etna; the River Thames: die Themse): beside a held
        # name, one space or a hyphen apart (Saint-Gothard), the word is the feature's, and
        # the name is what is checked.
        if hits[i] or unit.kind != "name" or not feature_words(unit.surface):
            continue
        hits[i] = any(
            0 <= j < len(units)
            and hits[j]
            and units[j].kind == "name"
            and not feature_words(units[j].surface)
            and claim[min(unit.end, units[j].end) : max(unit.start, units[j].start)] in (" ", "-")
            and not _other_feature(units[j].surface, unit.surface, texts)
            for j in (i - 1, i + 1)
        )


def _other_feature(name: str, feature: str, texts: list[str]) -> bool:
    """Whether a text writes ``name`` beside another feature's word than ``feature``'s
    (il fiume Titicaca for Lake Titicaca): a changed feature, not one left unsaid.

    >>> _other_feature("Titicaca", "Lake", ["Puno è sul fiume Titicaca."])
    True
    >>> _other_feature("Etna", "Mount", ["un parossismo dell'Etna"])
    False
    """
    own = feature_words(feature)
    return any(
        (words := feature_words(word)) and not words & own
        for text in texts
        for m in _beside(name).finditer(text)
        for word in m.groups()
        if word
    )


@lru_cache(maxsize=256)
def _beside(name: str) -> re.Pattern[str]:
    """The word right before or right after ``name`` (:func:`_other_feature`)."""
    return re.compile(
        rf"([^\W\d_]+)[ \N{{NO-BREAK SPACE}}]+{re.escape(name)}(?!\w)"
        rf"|(?<!\w){re.escape(name)}[ \N{{NO-BREAK SPACE}}]+([^\W\d_]+)"
    )


def _labelled(
    units: list[Unit],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
    hits: list[bool],
) -> None:
    """A plain word right before a held number counts as held where a source labels that
    number with a common word of its own (``Section 573c``: ``articolo 573c``; ``Article
    17``: ``pasal 17``): the number, a whole one, is what is compared, its label a
    translation's word. A source's capitalised word before it is a name (``Apollo 11``),
    not a label, and so is a short word or a stop word (``a 89 km``: the claim's word is a
    name of its own).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Under Section 573c, and Apollo 11."
    >>> found(units(claim, "en"), claim, ["Ai sensi dell'articolo 573c, e Gemini 11."], "it", "en")
    [True, True, False, True]

    A capitalised label the source writes is a translation where it shares the claim's
    word's root (:data:`_LABEL_ROOT`).

    >>> claim = "La Unidad 4 entró en servicio."
    >>> found(units(claim, "es"), claim, ["Unit 4 entered service."], "en", "es")
    [True, True]

    A word another language spells, in a claim not in English, is a name the answer keeps,
    no label it translates (bei Siemens Mobility 30 Züge: "ordered 30 trains").

    >>> claim = "Trenitalia hat bei Siemens Mobility 30 Züge bestellt."
    >>> source = "Trenitalia ordered 30 trains from Hitachi Rail."
    >>> found(units(claim, "de"), claim, [source], "en", "de")
    [False, True]
    """
    for i in range(len(units) - 1):
        word, number = units[i], units[i + 1]
        if (
            hits[i]
            or not hits[i + 1]
            or word.kind != "name"
            or not word.loose
            # a whole number or a number code (Law 2016-1087), not a version (pgvector
            # 0.5.0, Python 3.12)
            or _NUMBERED.fullmatch(number.surface) is None
            or claim[word.end : number.start] != " "
            or (claim_language != "en" and _foreign(word.surface.casefold(), claim_language))
            or _place(word, claim)  # a place is held by its names (di Porto 15 autobus)
        ):
            continue
        pattern = _labelled_pattern(number.surface)
        root = fold(word.surface)[:_LABEL_ROOT]
        hits[i] = any(
            (
                (
                    (m.group(1)[:1].islower() or fold(m.group(1)).startswith(root))
                    and len(m.group(1)) >= _LABEL_LETTERS
                )
                # or a common word's, three letters will do (Law 2016-1087: Ley, la loi
                # 2016-1087), capitalised in English (not a verb: will run 15 buses)
                or (
                    (m.group(1)[:1].isupper() or language != "en")
                    and _common_label(word.surface, m.group(1), language, claim_language)
                )
            )
            and m.group(1) not in stop_words(language)  # costruito da Ørsted a 89 km
            for text in texts
            for m in pattern.finditer(text)
        )


def _common_label(mine: str, theirs: str, language: str, claim_language: str) -> bool:
    """Whether a source's capitalised label of a number is a common word, as a language
    that capitalises its labels writes it (Indonesian ``Pasal 33``: ``Article 33``): one of
    the two is an everyday English word in English, the other no English word at all.

    >>> _common_label("Article", "Pasal", "id", "en"), _common_label("Pasal", "Article", "en", "id")
    (True, True)
    >>> _common_label("Section", "Article", "en", "it")
    False
    >>> _common_label("Apollo", "Gemini", "it", "en")
    False
    """
    english, other = (mine, theirs) if claim_language == "en" else (theirs, mine)
    return "en" in (language, claim_language) and everyday(english) and not everyday(other)


_NUMBERED = re.compile(r"\d+(?:[-/]\d+)*")
"""What a label numbers: digits, maybe joined by hyphens or slashes (a law's 2016-1087)."""


@lru_cache(maxsize=256)
def _labelled_pattern(digits: str) -> re.Pattern[str]:
    """A word, then a whole number's digits (:func:`_labelled`)."""
    return re.compile(rf"(?<![^\W\d_])([^\W\d_]+)[ \N{{NO-BREAK SPACE}}]+{re.escape(digits)}(?!\d)")


_LABEL_LETTERS = 4
"""The fewest letters of a source's word that labels a number (articolo, pasal, atto)."""

_LABEL_ROOT = 3
"""The letters a source's capitalised label shares with the claim's to be its translation
(``Unit 4``: ``Unidad 4``, ``Unité 4``), not another name (``Apollo 11``: ``Gemini 11``)."""


def _as_named(unit: Unit, placed: list[tuple[int, int, int]], text: str) -> str:
    """What a place's name is looked for in: a source's capitalised words only, so its
    cognate is a name too (Afrika for Africa), never another word (Berlin is no berlari,
    ran).

    >>> from ragcite.verify.neutral import units
    >>> claim = "He ran with Kiptum in Berlin."
    >>> found(units(claim, "en"), claim, ["Kiptum berlari di Chicago."], "id", "en")
    [True, False]
    >>> claim = "Eurozone inflation fell."
    >>> found(units(claim, "en"), claim, ["L'inflazione dell'eurozona è scesa."], "it", "en")
    [True]
    """
    if unit.kind != "name" or not unit.loose:
        return text
    own = {c for a, b, c in placed if a <= unit.start and unit.end <= b}
    if not own:
        return text
    # A country the text names is no cognate of another place (Porto is not Portugal): it
    # is left out; the same country in another form stays (Italia: Italy), one whose name
    # holds the word (Congo: República Democrática del Congo), and cities, whose names
    # the tables may hold for another place of that name (Córdoba).
    own.update(c for _, _, c in spans(unit.surface))
    text = _without_places(text, frozenset(own), unit.surface.casefold())
    stem = unit.surface.casefold()[:-_ENDING]
    if len(stem) < _LONG_STEM:
        return _capitalised(text)
    return _with_kin(text, stem)


@lru_cache(maxsize=TEXTS_KEPT)
def _without_places(text: str, own: frozenset[int], word: str) -> str:
    """A text with the countries and regions it names blanked, save those of concepts
    ``own`` and those whose name holds ``word`` (folded).

    >>> _without_places("Its 45th hotel in Portugal, not in Rome.", frozenset(), "porto")
    'Its 45th hotel in         , not in Rome.'
    """
    placed = set(places(text))
    parts: list[str] = []
    done = 0
    for a, b, c in spans(text):
        if (
            a >= done
            and (a, b) in placed
            and territory(c)
            and c not in own
            and not _word_in(word, text[a:b].casefold())
        ):
            parts += [text[done:a], " " * (b - a)]
            done = b
    return "".join([*parts, text[done:]]) if parts else text


@lru_cache(maxsize=TEXTS_KEPT)
def _with_kin(text: str, stem: str) -> str:
    """A text's capitalised words and its lower-case words that share a long stem: the
    name in lower case (eurozona for Eurozone). Kept, so each place asks the same text's
    cognates (:data:`TEXTS_KEPT`)."""
    kin = [w for w in _LETTERS.findall(text.casefold()) if w.startswith(stem)]
    return " ".join([_capitalised(text), *kin]) if kin else _capitalised(text)


_ENDING = 2
"""Letters a name's ending may change in another language (Eurozone: eurozona)."""
_LONG_STEM = 6
"""Letters a lower-case word must share with a place's name before its ending to be that
name: a chance word shares fewer (Berlin and berlari share four)."""


@lru_cache(maxsize=TEXTS_KEPT)
def _capitalised(text: str) -> str:
    """A text's capitalised words, in order (kept: :data:`TEXTS_KEPT`)."""
    return " ".join(w for w in _LETTERS.findall(text) if w[:1].isupper())


def _abbreviated(
    units: list[Unit], claim: str, language: str, texts: list[str], hits: list[bool]
) -> None:
    """A title of two words or more whose capitals' initials a source writes as an acronym
    is held: the source names it so (Competition and Markets Authority: the CMA).

    >>> from ragcite.verify.neutral import units
    >>> claim = "The Competition and Markets Authority approved it."
    >>> us = units(claim, "en")
    >>> hits = [False] * len(us)
    >>> _abbreviated(us, claim, "en", ["L'autorità della concorrenza (CMA) l'ha approvato."], hits)
    >>> hits
    [True, True, True]
    """
    acronyms = set().union(*(_acronyms_in(text) for text in texts))
    if not acronyms:
        return
    runs: list[list[int]] = []
    for i, unit in enumerate(units):
        gap = claim[units[i - 1].end : unit.start] if i else ""
        if unit.kind == "name" and runs and runs[-1][-1] == i - 1 and _SPELLED_GAP.fullmatch(gap):
            runs[-1].append(i)
        elif unit.kind == "name":
            runs.append([i])
    for run in runs:
        spelled = "".join(units[i].surface[0] for i in run)
        if len(spelled) >= _SPELLED_LETTERS and spelled in acronyms:
            for i in run:
                hits[i] = True


_SPELLED_LETTERS = 3
"""An acronym of two letters is too often a person's initials (Antonio Conte: AC Milan)."""

_SPELLED_GAP = re.compile(r" (?:[^\W\d_]{1,4} ){0,2}")
"""Between two capitalised words of a title an acronym spells: a space, or up to two short
words (and, of the, de la), which the acronym leaves out."""


@lru_cache(maxsize=TEXTS_KEPT)
def _acronyms_in(text: str) -> frozenset[str]:
    """A text's acronyms as written (kept: :data:`TEXTS_KEPT`)."""
    return frozenset(re.findall(r"(?<![\w-])[A-Z]{2,6}(?![\w-])", text))


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
    its end (Agencia Europea de [Medicamentos]). Never a place, which its own names hold or
    not (Open Systems Foundation di Ginevra; the Black Forest in Switzerland, once Black
    Forest is held by its translation). Not the first word, where English and
    German put the name that tells one title from another (Hubble Space Telescope), nor the
    last without a connector (Telescopio Spaziale Hubble). In a title of two, one of them
    a held place (:mod:`ragcite.text.world_names`), the other word too; and so the word
    before a connector when the name after it is one the sources spell their own way, as
    languages do a region's (Treaty of Westphalia: Paz de Westfalia), never a product's or
    a person's, whose own spelling a translation keeps; nor the name after it when the
    head is the one respelled (Bank of England for Banca Centrale Europea).

    >>> from ragcite.verify.neutral import units
    >>> claim = "The Treaty of Westphalia was signed in 1648."
    >>> us = units(claim, "en")
    >>> found(us, claim, ["La Paz de Westfalia se firmó en 1648."], "es", "en")
    [True, True, True]
    >>> found(us, claim, ["La Paz de Utrecht se firmó en 1648."], "es", "en")
    [False, False, True]
    >>> claim = "The Bank of England raised rates."
    >>> found(units(claim, "en"), claim, ["La Banca Centrale Europea."], "it", "en")
    [True, False]
    """
    for run in _title_runs(units, claim, language):
        # Treaty of Westphalia: the head before a connector, the name respelled after it
        gap = claim[units[run[0]].end : units[run[1]].start] if len(run) == 2 else ""
        joined = len(run) == 2 and gap != " "
        respelled = joined and hits[run[1]] and _respelled(units[run[1]], texts)
        # a place's airport or a treaty's place: beside it or through a genitive, never
        # "in" (Giurgiu in Romania is a town in a country)
        titled = gap == " " or gap.strip() in _GENITIVES.get(language, ())
        if (
            len(run) == 2
            and titled
            and (respelled or any(hits[i] and _place(units[i], claim) for i in run))
            and not name_opens(units[run[0]], claim, language)
        ):
            # A place and a word of the claim's language: the place's airport, bank or
            # university (Copenhagen [Airport], [Aeroporto] de Copenhague).
            for i in run:
                hits[i] = hits[i] or (
                    title[i]
                    and not _hyphen_joined(units, i, claim)
                    and not _place(units[i], claim)  # a place's own (United States, Regno Unito)
                    # no name (Portugal Lameirinho); English keeps loans (Frankfurter Buchmesse)
                    and (language == "en" or _common(units[i].surface, language))
                )
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
        rare = [not hits[i] and not everyday(units[i].surface) for i in run]
        named = {
            k for k in range(len(run)) if rare[k] and any(rare[k - 1 : k] + rare[k + 1 : k + 2])
        }
        for k, i in enumerate(run):
            if (
                hits[i]
                or not title[i]
                or (k == 0 and not opened)
                or _hyphen_joined(units, i, claim)
                or _place(units[i], claim)  # held by its own names or not at all
                # two words no everyday English ones, neither held: a person's name, spelt
                # as English is (Professor Jan Clarkson of the University of Dundee)
                or (language == "en" and k in named)
            ):
                continue
            if k and _named_after(units[run[k - 1]].surface, claim, texts):
                continue  # Kaiser Friedrich Institute for Kaiser Wilhelm Institut
            if k + 1 < len(run) and _kept_english(units[run[k + 1]], language, texts):
                continue  # della Princeton University for Columbia University: a name kept
            if acronym_disowns(units, i, claim):
                continue  # the European Investment Bank (ECB): the acronym's C is no I
            if (
                language == "en"
                and not everyday(units[i].surface)
                and _beside_place(run, k, units, claim)
            ):
                continue  # Greifswald in Germany: a town, no title's word
            if k == len(run) - 1:
                gap = claim[units[run[k - 1]].end : units[i].start]
                if language not in _HEAD_FIRST or gap == " ":
                    continue
                if _placed_after(units[run[k - 1]].surface, texts):
                    continue  # the source's place after the title (Hotel Bellavista in Lucerne)
            hits[i] = True


_WHERE_TO = frozenset(("in", "to", "from"))
"""English prepositions that put a place after a name or a name after a place."""


def _beside_place(run: list[int], k: int, units: list[Unit], claim: str) -> bool:
    """Whether the run's k-th word has a place beside it, said where, to or from: from
    Ust-Luga in Russia to Greifswald in Germany, Shenzhen in the Yangtze River Delta. Such
    a word that no everyday English word is a place of its own, no word of a title an
    English translation writes its own way (:func:`_translated_title`).

    >>> from ragcite.verify.neutral import units
    >>> claim = "from Luga in Russia to Greifswald in Germany"
    >>> us = units(claim, "en")
    >>> _beside_place([0, 1, 2, 3], 2, us, claim), _beside_place([0, 1, 2, 3], 0, us, claim)
    (True, True)
    """
    for j in (k - 1, k + 1):
        if not 0 <= j < len(run) or not _place(units[run[j]], claim):
            continue
        a, b = sorted((run[j], run[k]))
        gap = claim[units[a].end : units[b].start].split()
        if gap[:1] and gap[0] in _WHERE_TO:
            return True
    return False


def _kept_english(unit: Unit, language: str, texts: list[str]) -> bool:
    """Whether a claim not in English keeps a title's everyday English word as a source
    writes it (della Princeton University): the name before it is kept as written too, so
    one no source holds is another name, no translation.

    >>> from ragcite.verify.neutral import units
    >>> u = units("Uno studio della Princeton University.", "it")[-1]
    >>> _kept_english(u, "it", ["A study by Columbia University."]), _kept_english(u, "en", [])
    (True, False)
    """
    word = unit.surface.casefold()
    return (
        language != "en"
        and everyday(unit.surface)
        and any(_word_in(word, text.casefold()) for text in texts)
    )


def _place_titled(place: Unit, claim: str, texts: list[str]) -> bool:
    """Whether a source writes the place a claim's unit names inside a title: a capitalised
    word, no stop word, right after it (London Stock Exchange, Copenhagen Airport) or before
    it, maybe through a genitive (University of Bologna, Vienna City Council).

    >>> claim = "la Borsa di Londra"
    >>> from ragcite.verify.neutral import units
    >>> londra = units(claim, "it")[-1]
    >>> _place_titled(londra, claim, ["on the London Stock Exchange"])
    True
    >>> _place_titled(londra, claim, ["at the National Gallery in London"])
    False
    """
    concepts_here = {c for s, e, c in spans(claim) if s <= place.start and place.end <= e}
    for text in texts:
        named = [(start, end) for start, end, concept in spans(text) if concept in concepts_here]
        named += [  # or its people's adjective (the Canadian Space Agency: Badan Antariksa Kanada)
            m.span() for m in _CAPITALISED.finditer(text) if people_of(m.group()) in concepts_here
        ]
        for start, end in named:
            after = _TITLE_AFTER.match(text, end)
            before = _title_before().search(text, max(0, start - 40), start)
            if any(
                m is not None and not any_stop_word(m.group(1).casefold()) for m in (after, before)
            ):
                return True
    return False


_TITLE_AFTER = re.compile(r"(?:['’]s)? ([A-Z][^\W\d_]+)")
"""A capitalised word right after a place's name (London Stock Exchange)."""

_CAPITALISED = re.compile(r"(?<![\w-])[A-Z][^\W\d_]{3,}")
"""A capitalised word, maybe a people's adjective (Canadian)."""


@cache
def _title_before() -> re.Pattern[str]:
    """A capitalised word right before a place's name, maybe through a genitive of any of
    the languages (:data:`_GENITIVES`) and an article (University of Bologna, Supreme Court
    of the United States)."""
    genitives = "|".join(sorted(frozenset().union(*_GENITIVES.values()), key=len, reverse=True))
    return re.compile(rf"([A-Z][^\W\d_]+) (?:(?:{genitives}) (?:the |la |le |el |l['’])?)?$")


def _respelled(unit: Unit, texts: list[str]) -> bool:
    """Whether a plain name is held in another spelling only (Westphalia: Westfalia)."""
    word = unit.surface.casefold()
    return unit.loose and not any(_word_in(word, text.casefold()) for text in texts)


def _place_replaced(anchors: list[Unit], claim: str, texts: list[str], language: str) -> bool:
    """Whether the source sentence the claim renders names a country or a city the claim
    does not (in any of the languages).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Sono arrivati da Pechino il 15 ottobre 2024."
    >>> source = "They arrived from Chengdu on 15 October 2024."
    >>> _place_replaced(units(claim, "it"), claim, [source], "en")
    True
    >>> _place_replaced(units(claim, "it"), claim, ["They arrived on 15 October 2024."], "en")
    False
    """
    named = concepts_in(claim)
    for text in texts:
        sentence = _aligned(anchors, text, language)
        if sentence is None:
            continue
        placed = set(places(sentence))
        if any((a, b) in placed and c not in named for a, b, c in spans(sentence)):
            return True
    return False


def _place(unit: Unit, claim: str) -> bool:
    """Whether the unit lies in a country's or a city's name."""
    return any(a <= unit.start and unit.end <= b for a, b in places(claim))


_BODIES = frozenset(("United Nations", "European Union", "Eurozone"))
"""CLDR's territories that are bodies of states, no place a title may name instead of
another (the Food and Agriculture Organization of the United Nations (FAO))."""


def _body(unit: Unit, claim: str) -> bool:
    """Whether the unit lies in the name of one of :data:`_BODIES`.

    >>> from ragcite.verify.neutral import units
    >>> claim = "L'Organizzazione delle Nazioni Unite per l'alimentazione (FAO) lo dice."
    >>> [u.surface for u in units(claim, "it") if _body(u, claim)]
    ['Nazioni', 'Unite']
    """
    forms = concepts_of()
    return any(
        a <= unit.start and unit.end <= b and forms[c][0] in _BODIES for a, b, c in spans(claim)
    )


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
    Contest in Stockholm), no title's word, and a word after "and" or "or" another name
    (:data:`_AND`).

    >>> from ragcite.verify.neutral import units
    >>> claim = "He finished ahead of Wei Yi and Richard Rapport."
    >>> source = "Terminó por delante de Wei Yi y Vincent Keymer."
    >>> found(units(claim, "en"), claim, [source], "es", "en")
    [True, True, False, False]
    """
    for i in range(1, len(units)):
        gap = claim[units[i - 1].end : units[i].start]
        if (
            titled[i - 1]
            and title[i]
            and (gap == " " or not hits[i])
            and _joins(gap, language)
            and _AND.isdisjoint(_LETTERS.findall(gap.casefold()))  # Wei Yi and Richard
            and (gap == " " or not _place(units[i], claim))  # Contest in Stockholm
            and not _own_name(units, i, claim, gap, language, hits)
            and not _adjective_after(gap, units[i], language)
        ):
            hits[i] = titled[i] = True


def _adjective_after(gap: str, unit: Unit, language: str) -> bool:
    """Whether a word right after a title's name, in a language that puts adjectives after
    their noun, is an ordinary word (:func:`ragcite.text.name_words.concepts`): the name's
    adjective, which the source must render (Nil Biru for the Blue Nile, not Nil Putih),
    left to :mod:`.translated`.

    >>> from ragcite.verify.neutral import units
    >>> claim = "Bendungan itu ada di Sungai Nil Putih."
    >>> found(units(claim, "id"), claim, ["The dam is on the Blue Nile."], "en", "id")
    [True, True, False]
    """
    return gap == " " and language in _HEAD_FIRST and bool(concepts(unit.surface, language))


def _own_name(
    units: list[Unit], i: int, claim: str, gap: str, language: str, hits: list[bool]
) -> bool:
    """Whether an English name after a title's name, right after it or after a joining word
    (``in``, ``of``, ``for``), is a name of its own, not a title's word: a word no
    everyday English word (Rothamsted Research in Harpenden, Best Actor for Cillian
    Murphy), where a title's is (the Nobel Prize in Physics); right after it, one no
    source holds, a name after it (Prime Minister Hailemariam Desalegn; not: New York
    Stock Exchange, the São Paulo Grand Prix). The tables know only the larger places,
    and a person's name none.

    >>> from ragcite.verify.neutral import units
    >>> claim = "Trials at Rothamsted Research in Wallingford, and the Nobel Prize in Physics."
    >>> source = "Prove al Rothamsted Research a Harpenden, e il premio Nobel per la fisica."
    >>> found(units(claim, "en"), claim, [source], "it", "en")
    [True, True, False, True, True, True]
    >>> claim = "Prime Minister Hailemariam Desalegn spoke."
    >>> found(units(claim, "en"), claim, ["Ministerpräsident Abiy Ahmed sprach."], "de", "en")
    [True, False, False]
    """
    if language != "en" or everyday(units[i].surface):
        return False
    if _LETTERS.search(gap) is not None:
        return True
    following = units[i + 1] if i + 1 < len(units) else None
    return (
        not hits[i]
        and following is not None
        and following.kind == "name"
        and claim[units[i].end : following.start] == " "
    )


@cache
def _titled_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)([^\W\d_]+) (?i:{re.escape(name)})(?!\w)(?: (?P<after>[^\W\d_]+))?")


@cache
def _through_pattern(name: str) -> re.Pattern[str]:
    """A word, one short lower-case word (a genitive or a preposition of place in any of
    the languages), then ``name`` (Riopele of Vila, Riopele in Vila)."""
    return re.compile(rf"(?<!\w)([^\W\d_]+) [a-zà-ü]{{1,4}} (?i:{re.escape(name)})(?!\w)")


_ELIDED = {"it": ("dell", "d"), "fr": ("d",)}
"""A language's genitives written elided onto the name (dell'UNESCO, d'Orsay)."""


@cache
def _genitive_pattern(name: str, language: str) -> re.Pattern[str]:
    """A title's common word, maybe an adjective, and a genitive before ``name``: Museo del
    Prado, Patrimonio mondiale dell'UNESCO, patrimoine mondial de l'UNESCO, Patrimônio
    Mundial da UNESCO. Matches nothing for a language without genitives listed."""
    of = sorted(_GENITIVES.get(language, frozenset()) - _AT, key=len, reverse=True)
    elided = "|".join(_ELIDED.get(language, ()))
    if not of:
        return re.compile(r"(?!)")
    joins = rf" (?:{'|'.join(of)})(?: l['’]| )" + (rf"| (?:{elided})['’]" if elided else "")
    return re.compile(
        rf"(?<!\w)([^\W\d_]+)(?: [^\W\d_]+)?(?:{joins})(?i:{re.escape(name)})(?!\w)"
        rf"(?: (?P<after>[^\W\d_]+))?"
    )


_AT = frozenset(("al", "alla"))
"""Genitives of :data:`_GENITIVES` that also say where (Teatro alla Scala, but also debuttò
al Teatro): after a word that may be a verb, they join no title."""


def _titled_in(name: str, claim: str, texts: list[str], language: str) -> bool:
    """Whether a source text writes ``name`` after a word of its own language that the
    claim does not have, no stop word (the common word of a title in a head-first language:
    "Premio Nobel", "prix Nobel", "Hadiah Nobel"; not a first name the claim keeps, "Henri
    Becquerel"). Capitalised, except where titles write it in lower case
    (:data:`_LOWER_TITLES`): Indonesian "di atas Apache Lucene" has no title.

    >>> _titled_in("Nobel", "the Nobel Prize", ["Vinse il premio Nobel per la fisica."], "it")
    True
    >>> _titled_in("UNESCO", "a UNESCO World Heritage Site", ["nel Patrimonio mondiale"
    ...            " dell'UNESCO"], "it")
    True
    >>> _titled_in("Becquerel", "Henri Becquerel", ["con Pierre Curie e Henri Becquerel."], "it")
    False
    >>> _titled_in("Linate", "Linate Airport", ["une el aeropuerto de Linate con"], "es")
    True

    Nor a first name whose surname the claim lacks, after a person's title ("la presidente
    Christine Lagarde" for "Christine Lambert": a changed surname, no title's word).

    >>> _titled_in("Christine", "Christine Lambert", ["la presidente Christine Lagarde"], "it")
    False
    """
    folded = claim.casefold()
    patterns = (_titled_pattern(name), _genitive_pattern(name, language))
    for text in texts:
        for m in (m for pattern in patterns for m in _every_match(pattern, text)):
            word, after = m.group(1), m.group("after")
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


def _every_match(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Every match, one starting at each word: a title's word and an article before it
    both fit the pattern's first word (``une el aeropuerto de Linate``: ``el`` and
    ``aeropuerto``), and only the later one is the title's."""
    at = 0
    while (m := pattern.search(text, at)) is not None:
        yield m
        at = m.start() + 1


def _named_before(name: str, claim: str, texts: list[str], through: bool = False) -> bool:
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

    ``through`` a short word too, where the claim writes one (Lameirinho di Vila Nova for
    "Riopele in Vila Nova"), when the source's word is no everyday English one (a title's:
    Banco Popular de China for "People's Bank of China").

    >>> _named_before("Vila", "Lameirinho di Vila Nova", ["Riopele of Vila Nova"], True)
    True
    """
    pattern = _through_pattern(name) if through else _titled_pattern(name)
    mine = {m.group(1).casefold() for m in pattern.finditer(claim)}
    for text in texts:
        for m in pattern.finditer(text):
            word = m.group(1)
            lower = word.casefold()
            if (
                word[:1].isupper()
                and not any_stop_word(lower)
                and lower not in mine
                and not (through and everyday(word))  # Banco Popular de China: Bank of China
            ):
                return True  # the claim writes another word before the name
    return False


def _proper_lacked(
    anchors: list[Unit], claim: str, texts: list[str], language: str, claim_language: str
) -> bool:
    """Whether the English source sentence the claim renders (the one holding most of its
    held units) names a name of several words the claim holds in no form, one of them no
    everyday English word, which a translation keeps: the claim's capitalised words then
    stand for it, no title's (Operator Tenke Fungurume Mining for "Operator Kamoto Copper
    Company").

    >>> claim = "Operator Tenke Fungurume Mining menghentikan pekerjaan di level 12."
    >>> from ragcite.verify.neutral import units
    >>> anchors = [u for u in units(claim, "id") if u.kind == "number"]
    >>> source = "Operator Kamoto Copper Company suspended work on level 12."
    >>> _proper_lacked(anchors, claim, [source], "en", "id")
    True
    >>> _proper_lacked(anchors, claim, ["Operator Copper Company suspended work on level 12."],
    ...     "en", "id")
    False
    """
    if language != "en":
        return False
    for text in texts:
        sentence = _aligned(anchors, text, language)
        if sentence is None:
            continue
        names = [u for u in units_of(sentence, language) if u.kind == "name"]
        runs: list[list[Unit]] = []
        for unit in names:
            if runs and sentence[runs[-1][-1].end : unit.start] == " ":
                runs[-1].append(unit)
            else:
                runs.append([unit])
        for run in runs:
            # a name of several words the claim has none of, one of them no everyday word
            # (Kamoto Copper Company; not The Danube delta, a name the claim may leave out)
            if (
                len(run) > 1
                and all(_lacks(claim, sentence, unit.start, unit.end) for unit in run)
                and any(
                    u.surface[:1].isupper() and u.surface[1:].islower() and not everyday(u.surface)
                    for u in run
                )
            ):
                return True
    return False


def _replaced_before(name: str, claim: str, texts: list[str]) -> bool:
    """Whether a source writes ``name`` after a capitalised word the claim holds in no form,
    as written, in another language's name for it or as a cognate: the claim's word before
    the name stands for that one, however many others are unheld (Weibo Gaming for
    Bilibili Gaming; not Komisi Perlindungan Data Irlandia for the Irish Data Protection
    Commission, whose Irish the claim writes Irlandia).

    >>> _replaced_before("Gaming", "Weibo Gaming menang di final Kejuaraan Dunia.",
    ...     ["Bilibili Gaming lost the World Championship final."])
    True
    >>> claim = "Komisi Perlindungan Data Irlandia"
    >>> _replaced_before("Data", claim, ["the Irish Data Protection Commission"])
    False
    """
    return any(
        m.group(1)[:1].isupper()
        and m.group(1)[1:].islower()
        and not any_stop_word(m.group(1).casefold())
        and _lacks(claim, text, m.start(1), m.end(1))
        for text in texts
        for m in _titled_pattern(name).finditer(text)
    )


def _lacks(claim: str, text: str, start: int, end: int) -> bool:
    """Whether the claim holds the word ``text[start:end]`` in no form: not as written, not
    by another language's name for it (:func:`ragcite.text.world_names.held_elsewhere`),
    not as a cognate."""
    word = text[start:end].casefold()
    return not (
        _word_in(word, claim.casefold())
        or held_elsewhere(start, end, text, [claim])
        or _cognate_in(word, claim)
    )


def _named_after(name: str, claim: str, texts: list[str]) -> bool:
    """Whether a source writes ``name`` followed by a capitalised word the claim does not
    have: the claim's word after it then stands for that one (Kaiser Friedrich for Kaiser
    Wilhelm), no translated title's word.

    >>> _named_after("Kaiser", "Kaiser Friedrich Institute", ["all'Istituto Kaiser Wilhelm"])
    True
    >>> _named_after("Kaiser", "Kaiser Friedrich Institute", ["Kaiser-Wilhelm-Institut"])
    True
    >>> _named_after("Europea", "la Agencia Europea de Medicamentos", ["European Medicines"])
    False
    """
    folded = claim.casefold()
    pattern = re.compile(rf"(?<!\w){re.escape(name)}[ -]([^\W\d_]+)")
    for text in texts:
        for m in pattern.finditer(text):
            word = m.group(1)
            if word[:1].isupper() and not _word_in(word.casefold(), folded):
                return True
    return False


def _placed_after(name: str, texts: list[str]) -> bool:
    """Whether a source writes ``name`` followed by a preposition of place and a
    capitalised word: a claim's word after it through a genitive (Hotel Bellavista de
    Lugano) then stands for that place, no translated title's word.

    >>> _placed_after("Bellavista", ["Guests at the Hotel Bellavista in Lucerne can stay."])
    True
    >>> _placed_after("Europea", ["the European Medicines Agency in 2019"])
    False
    """
    pattern = re.compile(rf"(?<!\w){re.escape(name)} (\w+) ([^\W\d_]+)")
    for text in texts:
        for m in pattern.finditer(text):
            if m.group(1).casefold() in _PLACE_PREPOSITIONS and m.group(2)[:1].isupper():
                return True
    return False


def _headed_in(name: str, claim: str, texts: list[str], language: str) -> bool:
    """Whether a source in a language that puts a title's common word first writes it
    before ``name`` (:func:`_titled_in`), or a German one writes the name as a compound's
    head (:func:`_compounded_in`): German too puts a place's common word first (Flughafen
    Linate)."""
    if language in _HEAD_FIRST:
        return _titled_in(name, claim, texts, language)
    return _compounded_in(name, texts) or _titled_in(name, claim, texts, language)


_OPENING = re.compile(r"[A-Z][^\W\d_]{2,}(?= )")
"""A capitalised word that opens a claim, a space after it."""


def _opening_titled(
    units: list[Unit],
    claim: str,
    texts: list[str],
    language: str,
    hits: list[bool],
    title: list[bool],
    titled: list[bool],
) -> None:
    """The claim's first word is no unit (its capital proves nothing), but where a source
    writes it as it is and titles it (:func:`_headed_in`), it is a name, and the title's
    common word right after it is held (Theewaterskloof Dam: la diga di Theewaterskloof,
    die Theewaterskloof-Talsperre).

    >>> from ragcite.verify.neutral import units
    >>> claim = "Theewaterskloof Dam holds 480 million cubic metres."
    >>> source = "La diga di Theewaterskloof contiene 480 milioni di metri cubi."
    >>> found(units(claim, "en"), claim, [source], "it", "en")
    [True, True]
    >>> other = "La diga di Clanwilliam contiene 480 milioni di metri cubi."
    >>> found(units(claim, "en"), claim, [other], "it", "en")
    [False, True]
    """
    opening = _OPENING.match(claim)
    if (
        opening is None
        or not units
        or units[0].start != opening.end() + 1
        or hits[0]
        or not title[0]
        or opening.group().casefold() in stop_words("en")
        or not any(_word_in(opening.group(), text) for text in texts)
        or not _headed_in(opening.group(), claim, texts, language)
    ):
        return
    hits[0] = titled[0] = True


def _compounded_in(name: str, texts: list[str]) -> bool:
    """Whether a (German) source writes ``name`` as the head of a compound, a word that
    starts with it and goes on (``Nobelpreis`` for "Nobel Prize").

    >>> _compounded_in("Nobel", ["Sie erhielt den Nobelpreis für Physik."])
    True
    >>> _compounded_in("Apache", ["Es basiert auf Apache Lucene."])
    False
    """
    # hyphenated too, a name in words (die Theewaterskloof-Talsperre), not an acronym or
    # a unit's symbol (1.000-MW-Block)
    pattern = _compound_pattern(name.casefold(), name[1:].islower())
    return any(pattern.search(text.casefold()) for text in texts)


@cache
def _compound_pattern(name: str, hyphen: bool) -> re.Pattern[str]:
    # hyphenated, the common word last (not: Kaiser-Wilhelm-Institut, a longer name)
    joined = r"|-[^\W\d_]{3,}(?![\w-])" if hyphen else ""
    return re.compile(rf"(?<!\w){re.escape(name)}(?:[^\W\d_]{{3,}}{joined})")


def _common(word: str, language: str) -> bool:
    """Whether a word is a common word of the language: a word of its vocabulary
    (:func:`ragcite.text.name_words.concepts`: aeroporto, stasiun) or an everyday English
    one (a title the claim keeps in English: Airport)."""
    return bool(concepts(word.casefold(), language)) or everyday(word)


def _title_word(unit: Unit, language: str) -> bool:
    """A plain capitalised name spelt as the claim language's own words are."""
    surface = unit.surface
    return (
        unit.kind == "name"
        and surface[:1].isupper()
        and surface[1:] == surface[1:].lower()
        and not _foreign(surface.casefold(), language)
    )


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

_FOREIGN_GENITIVES = frozenset().union(*(_GENITIVES[lang] for lang in ("it", "es", "pt", "fr")))
"""The genitives of the head-first languages with a list (:data:`_GENITIVES`)."""


_ONE_WORD = re.compile(r" ([^\W\d_]{1,5}) ")


def _before_name(gap: str, language: str) -> bool:
    """Whether a title's common word and the name after it are one space apart, or one
    genitive (:data:`_GENITIVES`; another head-first language's that is no stop word of the
    claim's, Teatro alla Scala in Portuguese). Not with a word between them: an adjective there
    (Patrimonio mondiale dell'UNESCO) is spelt as a verb is (La Turandot di Verdi debuttò
    al Teatro alla Scala)."""
    if gap == " ":
        return True
    m = _ONE_WORD.fullmatch(gap)
    if m is None:
        return False
    word = m.group(1).casefold()
    # Or another head-first language's genitive, no word of the claim's own: a title kept
    # as that language writes it (Teatro alla Scala in a Portuguese or Indonesian claim).
    return word in _GENITIVES.get(language, frozenset()) or (
        word in _FOREIGN_GENITIVES and word not in stop_words(language)
    )


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

_PLACE_PREPOSITIONS = frozenset(("in", *frozenset().union(*_LOCATIVES.values())))
"""Prepositions that say where, in any of the languages (:data:`_LOCATIVES`, and English
``in``)."""


_AND = frozenset(
    ("and", "or", "e", "ed", "o", "od", "y", "u", "et", "ou", "und", "oder", "dan", "atau")
)
"""The words for "and" and "or" of the languages: they join two names, never one title's
words (:func:`_title_tail`)."""


def _joins(gap: str, language: str) -> bool:
    """Whether the text between two words keeps them in one title (:data:`_CONNECTOR`, or
    one of the language's genitives, :data:`_GENITIVES`: della): no locative between them
    (:data:`_LOCATIVES`)."""
    words = _LETTERS.findall(gap.casefold())
    if _CONNECTOR.fullmatch(gap) is None and not (
        # a longer genitive, one word (Organizzazione Mondiale della Sanità)
        len(words) == 1 and gap == f" {words[0]} " and words[0] in _GENITIVES.get(language, ())
    ):
        return False
    if not _LOCATIVES.get(language, frozenset()).isdisjoint(words):
        return False
    return all(word in stop_words(language) for word in words)
