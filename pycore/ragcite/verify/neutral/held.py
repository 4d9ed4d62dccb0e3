"""Whether a basis text holds a unit: a number by value and scale, a date with its year,
a time or a score whole, a name as a word, as a cognate, as a translated acronym or as the
end of a German compound."""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from difflib import SequenceMatcher
from functools import cache, lru_cache

from ...text.acronyms import spelt_otherwise
from ...text.dates import Date, find_dates
from ...text.directions import compound_rest, point, said
from ...text.fractions import FRACTION_UNIT, denominators, fractions
from ...text.number_words import (
    BOTH,
    CLOCK_UNIT,
    DECADE_NAMES,
    DECADE_UNIT,
    DOUBLE,
    FIRST_WORDS,
    LEADING,
    MULTIPLICATIVES,
    ONE_ARTICLES,
    ONE_UNIT,
    SINGLE_TIMES,
    SUPERLATIVE_ORDINALS,
    TIMES_UNIT,
    TRIPLE,
    WORDS_BY_LANGUAGE,
    ordinals,
    scale_after,
    source_ordinals,
)
from ...text.numbers import (
    OCTET_UNITS,
    Number,
    _superlative_ordinal,
    contains,
    date_in,
    find_numbers,
)
from ...text.words import stop_words
from ...text.world_names import concepts_in, fold, spans, territory
from .units import (
    _CLOCK_12,
    _DURATION,
    _LETTERS,
    _ROMANCE,
    _SPACES,
    _TIME,
    _WORD_AFTER,
    Unit,
    era_of,
    eras,
    month_said,
    negative_before,
    range_scale,
    word_durations,
)


def _compound_tail(word: str, text: str) -> bool:
    """Whether a German text ends a compound with ``word`` (``Zentralbank`` for "Central
    Bank", ``Fußballclub`` for "Club"), or with a cognate of it (``Nordatlantik`` for
    "Atlantic"): German writes a name's common word in one with the words before it.

    >>> _compound_tail("bank", "Die Europäische Zentralbank erhöhte")
    True
    >>> _compound_tail("bank", "Die Bänke"), _compound_tail("bank", "Bankfiliale")
    (False, False)
    >>> _compound_tail("atlantic", "Im Nordatlantik"), _compound_tail("atlantic", "Atlantik")
    (True, False)
    """
    if _tail_pattern(word).search(text.casefold()) is not None:
        return True
    ends = _cognate_keys(word)
    return any(
        len(key) - len(end) >= 3 and key.endswith(end)
        for keys in _cognates(text).values()
        for key in keys
        for end in ends
    )


@cache
def _tail_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"[^\W\d_]{{3,}}{re.escape(word)}(?![^\W\d_])")


def _nasal_in(word: str, text: str) -> bool:
    """Whether a lower-case text writes a name with Portuguese's final *ã* where the other
    languages write *an*, or the other way (Irã, Omã, Teerã: Iran, Oman, Teeran).

    >>> _nasal_in("irã", "sanctions on iran"), _nasal_in("oman", "o sultanato de omã")
    (True, True)
    """
    if word.endswith("ã"):
        return _word_in(word[:-1] + "an", text)
    return word.endswith("an") and _word_in(word[:-2] + "ã", text)


def _number_named(word: str) -> int | None:
    """The value of a number word in a name (the Thirteen Colonies), from three up, in any
    of the languages: a translation writes it as its own word.

    >>> _number_named("thirteen"), _number_named("dreizehn"), _number_named("one")
    (13, 13, None)
    """
    for words in WORDS_BY_LANGUAGE.values():
        value = words.get(word)
        if value is not None and value >= 3 and word not in ordinals():
            return value
    return None


def held(unit: Unit, text: str, language: str) -> bool:
    """Whether a source text (in ``language``) holds the unit.

    >>> from ragcite.verify.neutral import units
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
        if unit.number.unit == DECADE_UNIT:
            return _decade_in(int(unit.number.key), text)
        if unit.number.unit == CLOCK_UNIT:
            return _o_clock_in(unit.number, text, language)
        if unit.number.unit == FRACTION_UNIT:
            numerator, denominator = unit.number.key.split("/")
            return any(
                value == unit.number.key for _, _, value in fractions(text, source=True)
            ) or (numerator == "1" and int(denominator) in denominators(text))
        # A number of times (cinq fois) is found as any number of that value (five times),
        # or as an adverb (twice).
        bare = unit.number.unit in (TIMES_UNIT, ONE_UNIT)
        plain = unit.number._replace(unit=None) if bare else unit.number
        rank = ordinals().get(plain.surface.casefold()) if plain.unit is None else None
        if rank and not (unit.start and plain.surface[:1].isupper()):
            # the sixth visit: no six reactors; not a capitalised noun (der Männer-Achter)
            return rank in _ranks(text, language)
        if unit.negative and not _negative_in(plain, text, language):
            return False  # −21 °C is no 21 January, nor 21 °C
        return (
            (unit.number.unit == ONE_UNIT and _one_by_article(text, language))
            or contains(text, plain, language)
            or _in_scaled(plain, text, language)
            or _times_said(unit.number, text, language)
            or _hour_in(unit.number, text)
            or _doubled(unit.number, text, language)
            or (plain.key == "2" and plain.unit is None and _both_in(text, language))
            # a number word written as is (First Class, kept in an Italian sentence)
            or (plain.surface.isalpha() and _word_in(plain.surface.casefold(), text.casefold()))
            or (plain.surface.casefold() in FIRST_WORDS and _leading_in(text, language))
        )
    if unit.date is not None:
        date = unit.date
        lowered = text.lower()
        # A short Romance source may be read as its sister (Portuguese as Spanish: de,
        # em): its month names are no words of the other's.
        readings = _ROMANCE if language in _ROMANCE else (language,)
        if not any(date_in(lowered, date, reading) for reading in readings):
            return False
        # date_in matches a day with its month; a full date's year must be there too
        # (15 agosto 1913 for August 15, 1914 is another date), and with that day where
        # the source writes the day with a year (30 January 2024, and 2023 elsewhere).
        if date.day is None or date.year is None:
            return True
        years = {
            found.year
            for reading in readings
            for found in _dates_in(text, reading)
            if (found.day, found.month) == (date.day, date.month) and found.year
        }
        return date.year in years if years else _word_in(date.year, text)
    if unit.kind == "month":
        return month_said(unit.surface, text, language)
    if unit.kind == "era":
        # AD is the default: a source that writes no era says it (79 for 79 d.C.)
        said_eras = {era_of(m.group()) for m in eras(text, language)}
        return era_of(unit.surface) in said_eras or (not said_eras and era_of(unit.surface) == "AD")
    if unit.kind == "direction":
        wanted = point(unit.surface)
        rest = compound_rest(unit.surface)
        placed = {c for _, _, c in spans(rest.capitalize()) if territory(c)} if rest else set()
        if wanted is not None and rest and placed:
            # Nordschweden: the point and the country, each (northern Norway holds no
            # Sweden); Westsumatra: West Sumatra
            return said(wanted, text, language) and (
                not placed.isdisjoint(concepts_in(text))
                or _cognate_in(rest, text, compounds=language == "de")
            )
        # A German compound is a direction's only where the text names its rest
        # (Nordatlantik: Atlantic; not Westfälische: Westphalia).
        return (
            wanted is None
            or said(wanted, text, language)
            or (rest is not None and not _cognate_in(rest, text, compounds=language == "de"))
        )
    if unit.kind in ("name", "identifier") and any(
        _acronym_in(other, text) for other in spelt_otherwise(unit.surface)
    ):
        return True  # OMS: WHO; KI: AI; mRNA: ARNm (another language's acronym for it)
    if (
        unit.kind == "name"
        and _ACRONYM.fullmatch(unit.surface)
        and spelt_otherwise(unit.surface)
        and not {unit.surface, *spelt_otherwise(unit.surface)}.isdisjoint(
            _spelt_out(text, language)
        )
    ):
        return True  # GDP: prodotto interno lordo (PIL); EV: veicoli elettrici (VE)
    if unit.kind == "name":
        word = unit.surface.casefold()
        compounds = language == "de"  # a German source's compounds: Nobel, Nobelpreis
        if _word_in(word, text.casefold()):
            return True
        # a cognate's letters, never its digits (Main10 is no Main12)
        if unit.loose and not any(c.isdigit() for c in word) and _cognate_in(word, text, compounds):
            return True
        if language == "de" and unit.loose and len(word) >= 4 and _compound_tail(word, text):
            return True  # Bank: Zentralbank; Atlantic: Nordatlantik
        if unit.surface[:1].isupper() and _nasal_in(word, text.casefold()):
            return True  # Irã, Omã: Iran, Oman
        if (value := _number_named(word)) is not None and contains(
            text, Number(str(value), unit.surface, 0, 0), language
        ):
            return True  # the Thirteen Colonies: le Tredici Colonie, die Dreizehn Kolonien
        if unit.loose and len(word) >= _JOINED_LETTERS and _joined_in(word, text):
            return True  # Lithiumcarbonat: lithium carbonate
        if _PLACE_JOINED.fullmatch(unit.surface) and _place_joined_in(unit.surface, text):
            return True  # MeteoSwiss: MeteoSvizzera, MétéoSuisse
        if (byte := OCTET_UNITS.get(unit.surface)) is not None:
            return _word_in(byte, text.casefold())  # par Go: per GB
        if any(
            byte == word and _word_in(french, text)
            for french, byte in OCTET_UNITS.items()
            if french[:1].isupper()
        ):
            return True  # per GB: par Go
        if _PLURAL_ACRONYM.fullmatch(unit.surface) and _word_in(word[:-1], text.casefold()):
            return True  # 2 CPUs: 2 CPU; APIs: API
        if _SINGULAR_ACRONYM.fullmatch(unit.surface) and _word_in(word + "s", text.casefold()):
            return True  # 2 CPU: 2 CPUs
        return _ACRONYM.fullmatch(unit.surface) is not None and (
            _anagram_in(unit.surface, text)
            or (len(unit.surface) > 2 and unit.surface in initials(text))  # AC: Antonio Conte
        )
    if unit.kind == "time":
        return _time_of(unit.surface) in _times(text)
    if unit.kind == "pair":
        first, second = re.findall(r"\d+", unit.surface)
        return _pair_pattern(first, second).search(text) is not None
    if unit.kind == "quote":
        return _flat(unit.surface) in _flat(text)
    if unit.kind == "identifier" and _PLURAL_ACRONYM.fullmatch(unit.surface):
        return _word_in(unit.surface[:-1].casefold(), text.casefold()) or _word_in(
            unit.surface.casefold(), text.casefold()
        )  # 2 vCPUs: 2 vCPU
    coded = _LETTERS_NUMBERED.fullmatch(unit.surface) if unit.kind == "identifier" else None
    if coded and _numbered_acronym_in(coded[1], coded[2], text):
        return True  # EU-27: UE-27, the acronym the other language writes
    if unit.kind == "identifier" and _HYPHENED_WORDS.fullmatch(unit.surface):
        # free-threaded: free threaded, freethreaded; --max-time as itself
        return _hyphen_pattern(unit.surface.casefold()).search(text.casefold()) is not None
    return unit.surface.casefold() in text.casefold()


_PLACE_JOINED = re.compile(r"([A-Z][^\W\d_A-Z]{2,})([A-Z][^\W\d_A-Z]{2,})")
"""A name of two capitalised parts in one word (``MeteoSwiss``, ``MétéoSuisse``)."""


def _place_joined_in(name: str, text: str) -> bool:
    """Whether a text writes a name of two parts in one word, the second a place
    (``MeteoSwiss``), with the same first part (accents aside) and the same place in its
    own language (``MeteoSvizzera``, ``MeteoSchweiz``): a body named after its country.

    >>> _place_joined_in("MeteoSwiss", "gestita da MeteoSvizzera"), _place_joined_in(
    ...     "MétéoSuisse", "run by MeteoSwiss"), _place_joined_in("MeteoSwiss", "MeteoFrance")
    (True, True, False)
    """
    head, tail = _PLACE_JOINED.fullmatch(name).groups()  # type: ignore[union-attr]
    own = {concept for start, end, concept in spans(tail) if (start, end) == (0, len(tail))}
    if not own:
        return False
    for m in _PLACE_JOINED.finditer(text):
        if fold(m[1]) == fold(head) and any(
            (start, end) == (0, len(m[2])) and concept in own for start, end, concept in spans(m[2])
        ):
            return True
    return False


_JOINED_LETTERS = 10
"""The fewest letters of a word :func:`_joined_in` reads as two of a source's."""

_TWO_WORDS = re.compile(r"(?<![^\W\d_])([^\W\d_]{4,})(?=[ -]([^\W\d_]{4,})(?![^\W\d_]))")
"""A word of four letters or more and the next, a space or a hyphen apart (overlapping)."""


def _joined_in(word: str, text: str) -> bool:
    """Whether a text writes a long word of the claim as two words, a space or a hyphen
    apart, their cognates' keys joined (German writes a term in one: Lithiumcarbonat for
    "lithium carbonate").

    >>> _joined_in("lithiumcarbonat", "first lithium carbonate shipments")
    True
    >>> _joined_in("lithiumcarbonat", "first lithium chloride shipments")
    False
    """
    keys = _cognate_keys(word)
    prefix = word[:_COGNATE_PREFIX]
    if prefix not in text.casefold():
        return False
    for m in _TWO_WORDS.finditer(text):
        if not m.group(1).casefold().startswith(prefix):
            continue
        joined = [
            a + b
            for a in _cognate_keys(m.group(1).casefold())
            for b in _cognate_keys(m.group(2).casefold())
        ]
        if any(_near(key, other) for key in keys for other in joined):
            return True
    return False


def _near(key: str, other: str) -> bool:
    """Whether two cognates' keys differ at most in their last letter (carbonat:
    carbonate)."""
    return key == other or (abs(len(key) - len(other)) <= 1 and key[:-1] == other[: len(key) - 1])


_PLAIN_WORD = re.compile(r"(?<![\w-])[^\W\d_]+(?![\w-])")


@lru_cache(maxsize=64)
def _spelt_out(text: str, language: str) -> frozenset[str]:
    """The initials, in capitals, of each run of two to five words a text writes in lower
    case, a stop word or two between them left out (prodotto interno lordo: PIL; imposta
    sul valore aggiunto: IVA): what a term's acronym spells where the text writes the
    term in full. Two words of five letters at least, for a two-letter acronym (veicoli
    elettrici: VE), so that any two short words spell none.

    >>> "PIL" in _spelt_out("Il prodotto interno lordo è salito.", "it")
    True
    >>> "VE" in _spelt_out("di veicoli elettrici", "it"), "VE" in _spelt_out("vale e va", "it")
    (True, False)
    """
    words = [m.group() for m in _PLAIN_WORD.finditer(text)]
    out: set[str] = set()
    for i, first in enumerate(words):
        if not first.islower() or first in stop_words(language):
            continue
        run, skipped = [first], 0
        for word in words[i + 1 :]:
            if not word.islower():
                break
            if word in stop_words(language):
                skipped += 1
                if skipped > 2:
                    break
                continue
            run.append(word)
            skipped = 0
            if len(run) > 5:
                break
            if len(run) > 2 or min(len(w) for w in run) >= 5:
                out.add("".join(w[0] for w in run).upper())
    return frozenset(out)


def _acronym_in(acronym: str, text: str) -> bool:
    """Whether a text writes an acronym as is, or, four letters or more, in any case
    (Portuguese ``Opep`` for ``OPEP``; ``WHO`` is no ``who``)."""
    return _word_in(acronym, text) or (
        len(acronym) > 3 and _word_in(acronym.casefold(), text.casefold())
    )


_LETTERS_NUMBERED = re.compile(r"([A-Z]{2,5})-(\d{1,4})")
"""An acronym and a number a hyphen apart (``EU-27``, ``G-20``)."""


def _numbered_acronym_in(letters: str, digits: str, text: str) -> bool:
    """Whether a text writes the number after another language's acronym for the same
    body, its letters reordered or another spelling (``UE-27`` for ``EU-27``).

    >>> _numbered_acronym_in("EU", "27", "nell'UE-27 nel 2023")
    True
    >>> _numbered_acronym_in("EU", "27", "nell'UE-28 nel 2023")
    False
    """
    return any(
        sorted(m[1]) == sorted(letters) or m[1] in spelt_otherwise(letters)
        for m in re.finditer(rf"(?<![^\W\d_])([A-Z]{{2,5}})-{digits}(?!\d)", text)
    )


_HYPHENED_WORDS = re.compile(r"-{0,2}[a-z]+(?:-[a-z]+)+")
"""Lower-case words joined by hyphens, maybe a command line's option (``free-threaded``,
``--max-time``)."""


@lru_cache(maxsize=256)
def _hyphen_pattern(surface: str) -> re.Pattern[str]:
    """Hyphen-joined words as themselves, or joined by a space or nothing instead (a
    translation keeps ``free-threaded``, its source may write ``free threaded``); an
    option's leading hyphens as they are.

    >>> bool(_hyphen_pattern("free-threaded").search("a free threaded build"))
    True
    >>> bool(_hyphen_pattern("--max-time").search("the --max-time-x flag"))
    False
    """
    lead = len(surface) - len(surface.lstrip("-"))
    parts = surface[lead:].split("-")
    joined = r"[-\s]?".join(re.escape(p) for p in parts)
    return re.compile(rf"(?<![\w-]){'-' * lead}{joined}(?![\w-])")


_PLURAL_ACRONYM = re.compile(r"[a-z]?[A-Z]{2,}s")
"""An acronym in the plural (``CPUs``, ``APIs``, ``vCPUs``), which another language writes
without the English *s* (``2 CPU``)."""

_SINGULAR_ACRONYM = re.compile(r"[a-z]?[A-Z]{2,6}")
"""An acronym in the singular, maybe after a lower-case letter (``CPU``, ``vCPU``)."""


def _both_in(text: str, language: str) -> bool:
    """Whether a source says "both", which holds a claim's two (``the two``: ``ambos``,
    ``beiden``, ``kedua``).

    >>> _both_in("Lo spread tra entrambi si è ampliato.", "it"), _both_in("zwei", "de")
    (True, False)
    """
    return _both_pattern(language).search(text) is not None


def _leading_in(text: str, language: str) -> bool:
    """Whether a source names the first of a kind by size or rank (the largest producer,
    il maggiore produttore: :data:`ragcite.text.number_words.LEADING`), which holds a
    claim's ordinal one (premier producteur).

    >>> _leading_in("Brazil's largest producer of long steel", "en"), _leading_in("x", "en")
    (True, False)
    >>> _leading_in("Brazil's third-largest producer", "en")
    False
    """
    for m in _leading_pattern(language).finditer(text):
        # not after another ordinal (third-largest, il secondo maggiore, zweitgrößte)
        before = _WORD_ENDING.search(text, max(0, m.start() - 20), m.start())
        if before is None or all(n.key == "1" for n in find_numbers(before[1], language)):
            return True
    return False


_WORD_ENDING = re.compile(r"([^\W\d_]+)[\s-]$")


@cache
def _leading_pattern(language: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{LEADING.get(language, '(?!)')})(?!\w)", re.IGNORECASE)


@cache
def _both_pattern(language: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)(?:{BOTH.get(language, '(?!)')})(?!\w)", re.IGNORECASE)


@lru_cache(maxsize=64)  # a source, asked by each of its claims' "1 day"
def _one_by_article(text: str, language: str) -> bool:
    """Whether a source says one minute, hour, day, week, month or year with an indefinite
    article (``entro un giorno lavorativo``, ``innerhalb eines Werktags``) or, in
    Indonesian, with *se-* (``sehari``): a claim's ``1 business day``
    (:data:`ragcite.text.number_words.ONE_UNIT`).

    >>> _one_by_article("spedisce entro un giorno lavorativo", "it")
    True
    >>> _one_by_article("innerhalb eines Werktags", "de"), _one_by_article("dikirim sehari", "id")
    (True, True)
    >>> _one_by_article("un prodotto lavorativo", "it")
    False
    """
    return _one_pattern(language).search(text) is not None


@lru_cache(maxsize=8)
def _one_pattern(language: str) -> re.Pattern[str]:
    times = SINGLE_TIMES.get(language, r"(?!)")
    if language == "id":
        return re.compile(rf"(?<!\w)se{times}(?!\w)", re.IGNORECASE)
    article = ONE_ARTICLES.get(language, r"(?!)")
    return re.compile(
        rf"(?<!\w){article}[ \N{{NO-BREAK SPACE}}]*(?:[^\W\d_]+[ \N{{NO-BREAK SPACE}}]+)?"
        rf"{times}(?!\w)",
        re.IGNORECASE,
    )


def _decade_in(tens: int, text: str) -> bool:
    """Whether a source names the decade a claim writes with its tens (anni '90: the 1990s,
    the '90s, the nineties, the 90s, German 90er).

    >>> _decade_in(90, "Sales grew in the 1990s."), _decade_in(90, "It took 90 days.")
    (True, False)
    >>> _decade_in(80, "In the eighties."), _decade_in(80, "In the 1990s.")
    (True, False)
    """
    pattern = rf"(?<![\d.,])(?:1\d|20)?{tens}(?:s|er)(?!\w)|['’]{tens}s(?!\w)"
    return re.search(pattern, text) is not None or _word_in(DECADE_NAMES[tens], text.casefold())


def _hour_in(number: Number, text: str) -> bool:
    """Whether a claim's whole number of hours, or a number alone (alle 17, à 17 heures,
    pukul 17.00, às 17h), is a time of day a source writes (``5 p.m.``, ``17:00``): a claim
    says the hour, the source the time; and so is a number of hours and minutes joined by a
    dot (Indonesian and Italian ``pukul 21.28``, ``alle 07.53``: :data:`_CLOCK_DOT`).

    >>> from ragcite.verify.neutral import units
    >>> n = units("Chiude alle 17.", "it")[0]
    >>> _hour_in(n.number, "It closes at 5 p.m."), _hour_in(n.number, "It closes at 5 a.m.")
    (True, False)
    >>> n = units("Berangkat 21.28.", "id")[0]
    >>> _hour_in(n.number, "It leaves at 21:28."), _hour_in(n.number, "It leaves at 21:38.")
    (True, False)

    After a clock word the claim's is a time already (``pukul 21.28``: units._DOT_CLOCK).

    >>> n = units("Berangkat pukul 21.28.", "id")[0]
    >>> n.kind, held(n, "It leaves at 21:28.", "en"), held(n, "It leaves at 21:38.", "en")
    ('time', True, False)
    """
    if number.unit is None and _CLOCK_DOT.fullmatch(number.surface):
        return _time_key(number.surface) in _times(text)  # pukul 21.28: 21:28
    if number.unit not in (None, "h") or not number.key.isdigit() or int(number.key) > 24:
        return False
    return (int(number.key),) in _times(text)


_RANK_DIGITS = re.compile(
    r"(?<![\w.,])(\d{1,3})(?:st|nd|rd|th|ª|º|°|\.º|\.ª|e|ème|eme|è|er|re|ᵉ|ᵉʳ)(?!\w)"
    r"|(?<![\w.,])(\d{1,3})\.[ \N{NO-BREAK SPACE}]+(?=[^\W\d_])"  # German: zum 6. Mal
    r"|(?<![\w-])ke-(\d{1,3})(?!\w)"  # Indonesian: ke-6
    r"|(?<![\w-])[QHTS]([1-4])(?![\w-])|(?<![\w-])([1-4])[QH](?![\w-])"  # Q3, 3Q: a quarter
    r"|(?<![\w-])([IVX]{2,5}|[VX])(?:e|ème|er|re)?(?![\w-])"  # Phase III, IVe siècle
)
"""A rank in digits (``6th``, ``6ª``, ``6e``, German ``6.`` before a word, Indonesian
``ke-6``), a quarter's or a half's number (``Q3``: the third quarter) or a Roman numeral
(:func:`_ranks`)."""

_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}


@lru_cache(maxsize=64)  # a source, asked by each of its claims' ordinals
def _ranks(text: str, language: str) -> frozenset[int]:
    """The ranks a source writes: its ordinal words in any of the languages
    (:func:`ragcite.text.number_words.source_ordinals`), German superlatives with their
    rank in one word (``drittgrößte``, read as :mod:`ragcite.text.numbers` reads them), its
    ranks in digits or Roman
    numerals (:data:`_RANK_DIGITS`), and its numbers that count nothing (:func:`_counts`):
    a translation writes a rank so (Act 3, auf Platz zwei, kelas dua: the second class).

    >>> sorted(_ranks("His sixth trip; the plant's six units; Q3 2024, Phase II, 12th.", "en"))
    [2, 3, 6, 12, 2024]
    >>> sorted(_ranks("la 5ª edizione, le 7e jour, zum 8. Mal, kunjungan keenam", "it"))
    [5, 6, 7, 8]
    >>> sorted(_ranks("der drittgrößte Produzent, achtstündige Schichten", "de"))
    [3]
    >>> sorted(_ranks("Season 2 premiered; Platz zwei auf; du IVe siècle; 42 paintings", "en"))
    [2, 4]
    >>> sorted(_ranks("the plant's six units, Italy’s 3 plants", "en"))
    []
    """
    words = source_ordinals()
    found = {rank for word in _LETTERS.findall(text.casefold()) if (rank := words.get(word))}
    if (superlative := _superlative_ordinal(language)) is not None:
        stems = SUPERLATIVE_ORDINALS[language]
        found.update(stems[m[1]] for m in superlative.finditer(text))
    for m in _RANK_DIGITS.finditer(text):
        digits = next(group for group in m.groups() if group)
        if digits.isdigit():
            found.add(int(digits))
        else:
            values = [_ROMAN_VALUES[c] for c in digits]
            found.add(
                sum(-v if v < nxt else v for v, nxt in zip(values, [*values[1:], 0], strict=True))
            )
    for number in _numbers_in(text, language):
        if number.unit is None and number.key.isdigit() and not _counts(number, text, language):
            found.add(int(number.key))
    return frozenset(found)


def counted_rank(unit: Unit, texts: list[str], language: str) -> str | None:
    """How a text writes an ordinal's value of the claim only as a count (``six units`` for
    ``sesta``), where no text holds it as a rank; ``None`` otherwise: the reader sees the
    value in the source and is told why it is listed.

    >>> from ragcite.verify.neutral import units
    >>> u = units("La sua sesta visita.", "it")[0]
    >>> counted_rank(u, ["His fifth visit; the plant's six units are shut."], "en")
    'six units'
    >>> counted_rank(u, ["His sixth visit."], "en") is None
    True
    """
    number = unit.number
    rank = ordinals().get(number.surface.casefold()) if number and number.unit is None else None
    if not rank or any(rank in _ranks(text, language) for text in texts):
        return None
    for text in texts:
        for found in _numbers_in(text, language):
            if found.unit is None and found.key == str(rank) and _counts(found, text, language):
                after = _WORD_AFTER.match(text, found.end)
                return text[found.start : after.end() if after else found.end]
    return None


def _counts(number: Number, text: str, language: str) -> bool:
    """Whether a source's number counts the word after it: no word of substance before it
    (a stop word, a possessive, a sign), one after it (``the plant's six units``); a
    number after a noun names a rank (``Season 2``, ``Platz zwei``, ``kelas dua``), as one
    joined to a word by a hyphen may (``the 20-mile mark``: ``il ventesimo miglio``)."""
    after = _WORD_AFTER.match(text, number.end)
    if after is None or after[1].casefold() in stop_words(language):
        return False
    before = _WORD_OR_OWNER_BEFORE.search(text, max(0, number.start - 40), number.start)
    return (
        before is None
        or before[1].casefold() in stop_words(language)
        or before[1].endswith(("'s", "\N{RIGHT SINGLE QUOTATION MARK}s"))
    )


_WORD_OR_OWNER_BEFORE = re.compile(
    r"([^\W\d_]+(?:['\N{RIGHT SINGLE QUOTATION MARK}]s)?)[ \N{NO-BREAK SPACE}]+$"
)


@lru_cache(maxsize=64)  # a source, asked by each of its claims' dates
def _dates_in(text: str, language: str) -> tuple[Date, ...]:
    """A source's dates.

    >>> [d.year for d in _dates_in("On 30 January 2024; in 2023.", "en")]
    ['2024']
    """
    return tuple(find_dates(text, language))


def _o_clock_in(number: Number, text: str, language: str) -> bool:
    """Whether a source writes a claim's hour before an hour word (``18 Uhr``, ``18 h``:
    :data:`ragcite.text.number_words.CLOCK_UNIT`) as a time of day (``6 p.m.``, ``18:00``)
    or as a number of hours (``in 18 hours``), not as any number of that value.

    >>> from ragcite.verify.neutral import units
    >>> n = units("Geöffnet bis 18 Uhr.", "de")[0]
    >>> [_o_clock_in(n.number, t, "en") for t in ("until 6 p.m.", "open 9:00-18:00", "under 18")]
    [True, True, False]
    """
    hours = number._replace(unit=None)
    return _hour_in(hours, text) or any(
        found.key == number.key and found.unit == "h" for found in _numbers_in(text, language)
    )


@lru_cache(maxsize=64)  # a source, asked by each of its claims' hours
def _numbers_in(text: str, language: str) -> tuple[Number, ...]:
    """A source's numbers."""
    return tuple(find_numbers(text, language))


def _times_said(number: Number, text: str, language: str) -> bool:
    """Whether a source says a claim's number of times (dua kali, deux fois: its unit
    :data:`ragcite.text.number_words.TIMES_UNIT`) as an adverb (twice, zweimal:
    :data:`ragcite.text.number_words.MULTIPLICATIVES`); another number is not held by
    one (Riedle scored twice: no 2 of a score).

    >>> from ragcite.verify.neutral import units
    >>> n = units("Menunggu dua kali lebih lama.", "id")[0]
    >>> held(n, "It waits twice as long.", "en"), held(n, "It waits three times as long.", "en")
    (True, False)
    >>> held(units("Menang 2 gol.", "id")[0], "He scored twice.", "en")
    False
    """
    words = MULTIPLICATIVES.get(language)
    if not words or number.unit != TIMES_UNIT:
        return False
    return any(
        str(value) == number.key and _word_in(word, text.casefold())
        for word, value in words.items()
    )


def _doubled(number: Number, text: str, language: str) -> bool:
    """Whether a source says a claim's two or three times as the double or the triple
    (twice as long: il doppio, doppelt so lange; three times the price: el triple).

    >>> from ragcite.verify.neutral import units
    >>> n = units("Each retry waits twice as long.", "en")[0]
    >>> held(n, "Ogni tentativo attende il doppio.", "it"), held(n, "Attende tre volte.", "it")
    (True, False)
    >>> n = units("It sold for three times the price.", "en")[0]
    >>> held(n, "Se vendió por el triple del precio.", "es")
    True
    """
    words = {"2": DOUBLE, "3": TRIPLE}.get(number.key, {}).get(language)
    if number.unit != TIMES_UNIT or not words:
        return False
    return any(_word_in(word, text.casefold()) for word in words)


TEXTS_KEPT = 4096
"""Texts whose acronyms, numbers, times and cognate keys are kept: each claim in another
language than its sources asks every sentence of them (finding the one it renders), so
a long source's sentences must all stay, or every claim reads them again."""

_ACRONYM = re.compile(r"[A-Z]{2,6}")


def _negative_in(number: Number, text: str, language: str) -> bool:
    """Whether ``text`` writes ``number`` after a minus (:func:`.units.negative_before`).

    >>> from ragcite.text.numbers import find_numbers
    >>> n = find_numbers("−21 °C", "en")[0]
    >>> _negative_in(n, "a low of −21 °C", "en"), _negative_in(n, "on 21 January, 21 °C", "en")
    (True, False)
    """
    return any(
        other.key == number.key and negative_before(text, other.start)
        for other in find_numbers(text, language)
    )


def _anagram_in(acronym: str, text: str) -> bool:
    """Whether ``text`` writes an acronym of the same letters in another order: the same
    words' initials, which a language that puts a name's common word first orders its own
    way (NATO: OTAN; GDPR: RGPD; ECB: BCE; IMF: FMI; DNA: ADN; AIDS: SIDA).

    >>> _anagram_in("GDPR", "Le RGPD s'applique depuis 2018."), _anagram_in("EMA", "La FDA")
    (True, False)

    Not a Roman numeral, whose order is its value (CEM IV is no CEM VI).

    >>> _anagram_in("IV", "CEM VI")
    False
    """
    if _ROMAN_NUMERAL.fullmatch(acronym):
        return False
    return "".join(sorted(acronym)) in _acronyms(text)


_ROMAN_NUMERAL = re.compile(r"[IVXLCDM]+")


_TITLE_RUN = re.compile(r"[A-Z][^\W\d_]+(?: (?:(?:[a-zà-ü]{1,4}|d'|l') ?){0,2}[A-Z][^\W\d_]+)+")
"""Capitalised words a space or up to two short lower-case words apart (Competition and
Markets Authority, Autorità Garante della Concorrenza)."""


@lru_cache(maxsize=TEXTS_KEPT)
def initials(text: str) -> frozenset[str]:
    """The initials of the capitalised words of each title a text writes, the words between
    them left out, and of each run of them in it: what the title's acronym spells, a
    word before it maybe no part of it (the US Food and Drug Administration: FDA; kept:
    :data:`TEXTS_KEPT`).

    >>> sorted(initials("It was approved by the UK's Competition and Markets Authority."))
    ['A', 'C', 'CM', 'CMA', 'M', 'MA']
    >>> "FDA" in initials("The US Food and Drug Administration linked it to 70 deaths.")
    True

    Not a title the text gives another acronym in brackets right after.

    >>> "ICO" in initials("the International Cocoa Organization (ICCO) forecast")
    False
    """
    out: set[str] = set()
    for m in _TITLE_RUN.finditer(text):
        letters = "".join(w[0] for w in re.findall(r"[A-Z][^\W\d_]+", m.group()))
        defined = _DEFINED.match(text, m.end())
        if defined is not None and defined[1] != letters:
            continue  # the International Cocoa Organization (ICCO): no ICO
        ends = range(len(letters) + 1)
        out.update(letters[i:j] for i in ends for j in ends if i < j)
    return frozenset(out)


_DEFINED = re.compile(r" ?\(([A-Z][A-Za-z]{1,7})\)")
"""An acronym in brackets right after a title (:func:`initials`)."""

_TITLE_GAP = re.compile(r" (?:[a-z]{1,4} )?")
"""What parts a title's capitalised words: a space, maybe a short word (Bank of England)."""


def acronym_disowns(units: list[Unit], i: int, claim: str) -> bool:
    """Whether the acronym a claim gives a title in brackets right after it spells each of
    the title's capitalised words but unit ``i``, which it spells with another letter:
    that word is no translation of the source's, whatever words around it are held (the
    European Investment Bank (ECB), where the source's is the central bank). An acronym of
    another language or of another number of words spells them otherwise throughout, and
    says nothing (the International Bureau of Weights and Measures (BIPM)).

    >>> from .units import units
    >>> claim = "the European Investment Bank (ECB) and the Weights and Measures Bureau (BIPM)"
    >>> us = units(claim, "en")
    >>> [u.surface for i, u in enumerate(us) if acronym_disowns(us, i, claim)]
    ['Investment']
    """
    if units[i].kind != "name":
        return False
    first = last = i
    while first and _joined(units, first - 1, first, claim):
        first -= 1
    while last + 1 < len(units) and _joined(units, last, last + 1, claim):
        last += 1
    defined = _DEFINED.match(claim, units[last].end)
    if defined is None:
        return False
    letters = "".join(u.surface[:1] for u in units[first : last + 1]).upper()
    acronym, k = defined[1].upper(), i - first
    return (
        len(acronym) == len(letters) > 2  # two letters spell too much by chance (UE)
        and acronym[k] != letters[k]
        and all(a == b for j, (a, b) in enumerate(zip(letters, acronym, strict=True)) if j != k)
    )


def _joined(units: list[Unit], a: int, b: int, claim: str) -> bool:
    """Whether two units are neighbouring capitalised words of one title."""
    return (
        units[a].kind == units[b].kind == "name"
        and units[b].surface[:1].isupper()
        and _TITLE_GAP.fullmatch(claim, units[a].end, units[b].start) is not None
    )


@lru_cache(maxsize=TEXTS_KEPT)
def _acronyms(text: str) -> frozenset[str]:
    """The letters of each acronym a text writes, sorted (kept: :data:`TEXTS_KEPT`), one
    that heads a compound too (``LNG-powered``; not a code: ``EU-27``, ``AS-IS``).

    >>> sorted(_acronyms("Its LNG-powered ship, EU-27 and NATO."))
    ['ANOT', 'GLN']
    """
    found = re.findall(r"(?<![\w-])[A-Z]{2,6}(?!\w|-[^\W\da-z_]|-\d)", text)
    return frozenset("".join(sorted(word)) for word in found)


def _scaled_in(number: Number, scale: int, text: str, language: str) -> bool:
    """Whether a source holds a number with a scale word at its value (``1200 millones``,
    ``1.2 billion``, ``1,200,000,000``), or its digits with no other scale after them
    on a currency, a unit or letters (``€1.2bn``, which no scale word names): ``1,2
    milioni`` is not ``1.2 billion``, ``25 milioni`` not the day of ``25 May``.

    >>> from ragcite.verify.neutral import units
    >>> n = units("Una multa di 1,2 miliardi di euro.", "it")[0]
    >>> held(n, "a fine of €1.2 billion", "en"), held(n, "a fine of €1.2 million", "en")
    (True, False)
    >>> held(n, "una multa de 1200 millones de euros", "es")
    True
    >>> m = units("Cut 1 million barrels a day.", "en")[0]
    >>> held(m, "un taglio di un milione di barili", "it"), held(m, "un milione di euro", "es")
    (True, False)
    """
    value = Decimal(number.key) * 10**scale
    for key, power, marked in _scaled_numbers(text, language):
        if Decimal(key) * 10**power == value or (key == number.key and marked and not power):
            return True
    if number.key == "1" and any(
        scale_after(text, m.end(), language)[0] == scale for m in _ONE_BEFORE.finditer(text)
    ):
        return True  # 1 million: un milione, a million, eine Million
    # A short Romance source may be read as its sister (Portuguese milhões as Spanish): a
    # sister's scale words count, never its reading of no scale (bilhões is no Spanish word).
    sisters = [other for other in _ROMANCE if other != language] if language in _ROMANCE else []
    return any(
        power and Decimal(key) * 10**power == value
        for other in sisters
        for key, power, _ in _scaled_numbers(text, other)
    )


_ONE_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:a|an|one|un|uno|una|um|uma|une|ein|eine|einer|satu)(?=[ \N{NO-BREAK SPACE}])",
    re.IGNORECASE,
)
"""An indefinite article or "one" before a scale word (``un milione``: 1 million)."""


def _in_scaled(number: Number, text: str, language: str) -> bool:
    """Whether a source writes a claim's number with a scale word (``90 mil``, ``3,4
    miliar`` for 90,000 and 3,400,000,000).

    >>> from ragcite.verify.neutral import units
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


@lru_cache(maxsize=TEXTS_KEPT)
def _scaled_numbers(text: str, language: str) -> tuple[tuple[str, int, bool], ...]:
    """A source's numbers as (value, scale power, whether a unit, a currency or letters
    stand on it: €1.2bn, not the day of 25 May) (kept: :data:`TEXTS_KEPT`)."""
    return tuple(
        (
            n.key,
            scale_after(text, n.end, language)[0] or range_scale(text, n.end, language),
            n.unit is not None or text[n.end : n.end + 1].isalpha(),
        )
        for n in find_numbers(text, language)
        if not n.key.startswith("v")
    )


def _time_of(surface: str) -> tuple[int, ...]:
    """A time's key (:func:`_time_key`), on the 24-hour clock (``6 p.m.``: (18,)).

    >>> _time_of("6 p.m."), _time_of("12 AM"), _time_of("9:30am"), _time_of("10:30")
    ((18,), (0,), (9, 30), (10, 30))
    """
    m = _CLOCK_12.fullmatch(surface)
    if m is None:
        return _time_key(surface)
    hour = int(m[1]) % 12 + (12 if m[3].lower() == "p" else 0)
    return _time_key(f"{hour}:{m[2] or '00'}")


def _time_key(surface: str) -> tuple[int, ...]:
    """A time's parts as numbers, trailing zeros left off (``2:01:09`` and ``2h01min09s``:
    (2, 1, 9); ``10:00``, ``10 h``, ``10 Uhr``: (10,))."""
    parts = [int(part) for part in re.findall(r"\d+", surface)]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


_CLOCK = re.compile(
    r"(?<![\d.,:])(\d{1,2})(?:[.:](\d{2}))?[ \N{NO-BREAK SPACE}]?(?:h|Uhr)(?!\w)"
    r"|(?<![\d.,:])(\d{1,2})\.(\d{2})(?!\d|[.,]\d)"
)
"""A time of day as other languages write it: with an hour word (French ``10 h``, German
``10 Uhr``, ``18.30 Uhr``), or the hours and minutes joined by a dot (Indonesian and
Italian ``10.00``)."""

_CLOCK_DOT = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d")
"""A claim's number that may be a time of day: hours and minutes joined by a dot."""


_HOUR_AFTER = re.compile(
    r"(?<![^\W\d_])(?:alle|dalle|ore|las|às|pukul|jam)[ \N{NO-BREAK SPACE}]+(\d{1,2})"
    r"(?![\d:]|[.,]\d|[^\W\d_])"
)
"""An hour alone after a word that says it is one (Italian ``dalle 9 alle 18``, Spanish
``a las 18``, Portuguese ``às 18``, Indonesian ``pukul 9``)."""

_UNTIL_CLOCK = re.compile(
    r"(?<![\d.,:])(\d{1,2})(?:[.:](\d{2}))?[ \N{NO-BREAK SPACE}]?[-–][ \N{NO-BREAK SPACE}]?"
    r"(?=\d{1,2}(?:[.:]\d{2})?[ \N{NO-BREAK SPACE}]?(?:h|Uhr)(?!\w))"
    r"|(?<![\d.,:])(\d{1,2})(?:[.:](\d{2}))?[ \N{NO-BREAK SPACE}]+(?:bis|und|à|et|a|e|y)"
    r"[ \N{NO-BREAK SPACE}]+"
    r"(?=\d{1,2}(?:[.:]\d{2})?[ \N{NO-BREAK SPACE}]?(?:h|Uhr)(?!\w))"
)
"""The first time of a range whose hour word follows the second only (``von 10 bis 19
Uhr``, ``zwischen 17 und 21 Uhr``, ``10-19 h``)."""


_NOON = re.compile(
    r"(?<![^\W\d_])(?:[Nn]oon|[Mm]idday|mezzogiorno|mediod[ií]a|midi|Mittag|mittags"
    r"|meio-dia|tengah hari)(?![^\W\d_]|-)"
)
_MIDNIGHT = re.compile(
    r"(?<![^\W\d_])(?:[Mm]idnight|mezzanotte|medianoche|minuit|Mitternacht|meia-noite"
    r"|tengah malam)(?![^\W\d_]|-)"
)
"""Noon and midnight in words, which a translation writes for ``12:00`` and ``00:00``
(Portuguese ``ao meio-dia``, French ``à minuit``); not ``Nachmittag`` (afternoon), nor
``Midi-Pyrénées``."""


@lru_cache(maxsize=TEXTS_KEPT)
def _times(text: str) -> frozenset[tuple[int, ...]]:
    """The times and durations a source writes, as :func:`_time_key` (kept:
    :data:`TEXTS_KEPT`): as a claim writes them (:data:`_TIME`) and as other languages
    write a time of day (:data:`_CLOCK`, :data:`_UNTIL_CLOCK`).

    >>> sorted(_times("Geöffnet von 10 bis 19 Uhr, Einlass bis 18.30 Uhr."))
    [(10,), (18, 30), (19,)]
    >>> sorted(_times("Zwischen 17 und 21 Uhr regnet es."))
    [(17,), (21,)]
    >>> sorted(_times("The final lasted 4 hours and 57 minutes."))
    [(4, 57)]
    >>> sorted(_times("Opens at 9 a.m., closes at 5:30 PM.")), sorted(_times("12 pm to 12am"))
    ([(5, 30), (9,), (17, 30)], [(0,), (12,)])
    >>> sorted(_times("Buka pukul 10.00 hingga 19.00, 25.50 euro.")), sorted(_times("10 h à 19 h"))
    ([(10,), (19,)], [(10,), (19,)])
    >>> sorted(_times("Aperto dalle 9 alle 18, ore 9.30")), sorted(_times("alle 18 persone"))
    ([(9,), (9, 30), (18,)], [(18,)])

    Noon and midnight in words (:data:`_NOON`, :data:`_MIDNIGHT`):

    >>> sorted(_times("ao meio-dia e à meia-noite")), sorted(_times("am Nachmittag"))
    ([(0,), (12,), (24,)], [])
    """
    found = {_time_key(m.group()) for m in _TIME.finditer(text)}
    found.update(_time_key(m.group()) for m in _DURATION.finditer(text))
    for hours, minutes in word_durations(text):  # due ore e 27 minuti: 2 h 27
        found.add(_time_key(f"{hours}:{minutes}"))
    for m in _CLOCK_12.finditer(text):
        if int(m[1]) <= 12:
            found.add(_time_of(m.group()))
    if _NOON.search(text):
        found.add((12,))
    if _MIDNIGHT.search(text):
        found.update(((0,), (24,)))
    times = [
        m.group() for pattern in (_CLOCK, _UNTIL_CLOCK, _HOUR_AFTER) for m in pattern.finditer(text)
    ]
    for m in _HOUR_LIST.finditer(text):
        times += _HOUR.findall(m.group())
    for time in times:
        key = _time_key(time)
        if key[0] < 24 and all(part < 60 for part in key[1:]):  # 25,50 is no time
            found.add(key)
    return frozenset(found)


_HOUR = re.compile(r"\d{1,2}(?:[.:]\d{2})?")
_HOUR_LIST = re.compile(
    r"(?<![\d.,:])(?:\d{1,2}(?:[.:]\d{2})?(?:,[ \N{NO-BREAK SPACE}]*|[ \N{NO-BREAK SPACE}]+"
    r"(?:and|or|e|o|et|ou|y|und|oder|dan|atau)[ \N{NO-BREAK SPACE}]+))*"
    r"\d{1,2}(?:[.:]\d{2})?[ \N{NO-BREAK SPACE}]?(?:UTC|GMT|Uhr|h)(?!\w)"
)
"""Hours in a list that ends in an hour word or a universal time's name (``at 00, 06, 12
and 18 UTC``, ``um 9, 12 und 18 Uhr``): each a time of day (:func:`_times`).

>>> sorted(_times("It runs at 00, 06, 12 and 18 UTC, for 48 hours."))
[(0,), (6,), (12,), (18,)]
"""


@cache
def _pair_pattern(first: str, second: str) -> re.Pattern[str]:
    """The two numbers in this order, joined as a source joins a score or a range: by a
    dash, a colon or a slash, or by a short word (3-1, 3:1, 3 a 1, tra 10 e 12).

    >>> bool(_pair_pattern("3", "1").search("vinse 3:1 in finale"))
    True
    >>> bool(_pair_pattern("2", "1").search("vinse 3-1 il 2 maggio, 1 gol"))
    False
    >>> pattern = _pair_pattern("2", "0")
    >>> bool(pattern.search("Sie gewannen mit 2:0.")), bool(pattern.search("mit 2:0,5"))
    (True, False)
    """
    joint = r"(?:\s?[-–:/]\s?|\s[^\W\d_]{1,7}\s)"  # 3-1, 3:1, 3 a 1, 10 bis 12
    return re.compile(rf"(?<![\d.,]){first}{joint}{second}(?!\d|[.,]\d)")


def _flat(text: str) -> str:
    return _SPACES.sub(" ", text.casefold()).strip(" .,;:")


@cache
def _word_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


def _word_in(word: str, text: str) -> bool:
    return word in text and _word_pattern(word).search(text) is not None


_COGNATE_PREFIX = 4


_COGNATE_RATIO = 0.8


_COGNATE_LENGTH = 3
"""How many letters a cognate may be longer or shorter (indexes: Index; not Toscanini)."""


_DOUBLED = re.compile(r"(.)\1+")
_PROTHETIC = re.compile(r"é[^\W\daeiouyé]")
_ES_S = re.compile(r"es[^aeiou]")
_PROTHETIC_LETTERS = 6
"""The fewest letters of an es- word read with a prothetic e (estado; not esta, este)."""
_LENITED = re.compile(r"([aeiou])d([aeiou])")


_UNMARKED = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d"})
"""Letters whose mark no decomposition takes off (Øresund: Öresund; Łódź: Lodz)."""

_PORTUGUESE_ION = re.compile(r"([çs])(ão|ões)$")
"""Portuguese -ção, -são, -ções, -sões (:func:`_cognate_keys`)."""

_SOFT = re.compile(r"[cz](?=[eiy])")
"""c and z before e, i or y, which the soft key spells s (:func:`_cognate_keys`)."""


@lru_cache(maxsize=65536)
def _cognate_keys(word: str) -> tuple[str, ...]:
    """A word's keys, accents dropped; qu and x spelt as k and ks; ph, th, y, j and w as f,
    t, i, i and v, m before f as n (symphony: sinfonia), the Latin ae and oe as e; doubled
    letters single; then c and z as k (the hard key: Vektor and vector, Prozess and
    process, Quênia and Kenya, Olimpiade and Olympic, Comisión and Commission, Caesar and
    Cesare) and, where they differ, before e, i and y as s, as Indonesian spells them (the
    soft key: Central and Sentral, Cyprus and Siprus, process and proses).

    >>> _cognate_keys("central"), _cognate_keys("sentral"), _cognate_keys("comisión")
    (('kentral', 'sentral'), ('sentral',), ('komision',))
    >>> _cognate_keys("organização"), _cognate_keys("comissões")
    (('organikakion', 'organikasion'), ('komisions',))
    """
    # Portuguese -ção, -são (-ções, -sões) are the -tion, -sion, -ción of its sisters.
    word = _PORTUGUESE_ION.sub(lambda m: m[1] + ("ions" if m[2] == "ões" else "ion"), word)
    flat = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    flat = flat.translate(_UNMARKED)  # Øresund: Öresund
    flat = flat.replace("ph", "f").replace("th", "t").replace("y", "i").replace("qu", "k")
    flat = flat.replace("mf", "nf")  # symphony: sinfonia, Sinfonie; comfort: confort
    flat = flat.replace("j", "i")  # Gujarat: Guyarat; Jugoslavia: Iugoslavia
    flat = flat.replace("w", "v")  # Westphalia: Vestfalia; Warsaw: Varsavia
    flat = flat.replace("ae", "e").replace("oe", "e")  # Latin diphthongs: Caesar, Cesare
    flat = flat.replace("x", "ks")
    hard = _DOUBLED.sub(r"\1", flat.replace("c", "k").replace("z", "k"))  # Kommission
    soft = _DOUBLED.sub(r"\1", _SOFT.sub("s", flat).replace("c", "k").replace("z", "k"))
    keys: tuple[str, ...] = (hard,) if soft == hard else (hard, soft)
    if "ä" in word:
        # German ä is often another language's e (Präsident: president, Premier)
        keys += _cognate_keys(word.replace("ä", "e"))
    if _PROTHETIC.match(word) or (len(word) >= _PROTHETIC_LETTERS and _ES_S.match(hard)):
        # French é- and Spanish and Portuguese es- before a consonant are English s-, and
        # Spanish d between vowels a t (État, Estado: State; Escocia: Scotland)
        keys += tuple(
            _LENITED.sub(r"\1t\2", "s" + key[2 if key[1] == "s" else 1 :]) for key in keys
        )
    return keys


@lru_cache(maxsize=TEXTS_KEPT)
def _cognates(text: str) -> dict[str, tuple[str, ...]]:
    """The cognate keys of a text's words, by their first four letters, a shorter key
    under itself (kept: :data:`TEXTS_KEPT`)."""
    out: dict[str, list[str]] = {}
    for word in set(_LETTERS.findall(text.casefold())):
        for key in _cognate_keys(word):
            out.setdefault(key[:_COGNATE_PREFIX], []).append(key)
            if (stem := _short_stem(key)) is not None:
                out.setdefault(_SHORT + stem, []).append(key)
            elif len(key) == _COGNATE_PREFIX - 1:
                out.setdefault(_SHORT + key, []).append(key)  # Rom: Rome, Roma
    return {prefix: tuple(keys) for prefix, keys in out.items()}


_SHORT = "~"
"""Where :func:`_cognates` files a short word under its stem (no letter starts a key so)."""

_SHORT_ENDINGS = ("es", "en", "s", "i", "e", "a", "o")
"""Endings a short name takes in one language and drops or changes in another (Alps, Alpi,
Alpes, Alpen; Nile, Nilo)."""


def _short_stem(key: str) -> str | None:
    """A short word's stem without its ending (``alpes``: ``alp``), three letters at least,
    or None (:data:`_SHORT_ENDINGS`)."""
    if not 4 <= len(key) <= 6:
        return None
    for ending in _SHORT_ENDINGS:
        if key.endswith(ending) and len(key) - len(ending) >= 3:
            return key[: -len(ending)]
    return None


def _cognate_in(word: str, text: str, compounds: bool = False) -> bool:
    """Whether ``text`` holds a word that shares all but two letters of the shorter one's
    start with ``word``, and at least four (Index: indexes; Modell: model; Typ: none), or
    its first four and most of the rest in order (Kilimangiaro: Kilimanjaro); a word of
    three letters or less only as itself, accents and y/i aside (Río: Rio).

    >>> _cognate_in("indeks", "Build the indexes."), _cognate_in("milvus", "millions")
    (True, False)
    >>> _cognate_in("kenia", "in Kenya"), _cognate_in("kilimangiaro", "Mount Kilimanjaro")
    (True, True)
    >>> _cognate_in("río", "Rio de Janeiro"), _cognate_in("rom", "Romania")
    (True, False)

    A short word (three to six letters) is held by one of the same stem, three letters at
    least, and another ending (Alps: Alpi, Alpes, Alpen; Nile: Nilo; Rom: Rome, Roma).

    >>> _cognate_in("alps", "nelle Alpi"), _cognate_in("alpi", "in den Alpen")
    (True, True)
    >>> _cognate_in("alps", "Alba"), _cognate_in("nile", "il Nilo")
    (False, True)
    >>> _cognate_in("rome", "in Rom"), _cognate_in("rom", "in Rome")
    (True, True)
    >>> _cognate_in("caesar", "Giulio Cesare"), _cognate_in("caesar", "César")
    (True, True)
    """
    return any(_key_in(key, text, compounds) for key in _cognate_keys(word))


def _key_in(key: str, text: str, compounds: bool) -> bool:
    """Whether ``text`` holds a word with a key near ``key`` (:func:`_cognate_in`)."""
    if len(key) < _COGNATE_PREFIX:
        return key in _cognates(text).get(key, ()) or (
            len(key) == _COGNATE_PREFIX - 1 and bool(_cognates(text).get(_SHORT + key))
        )
    if (stem := _short_stem(key)) is not None and _cognates(text).get(_SHORT + stem):
        return True  # Alps: Alpi, Alpes, Alpen
    for other in _cognates(text).get(key[:_COGNATE_PREFIX], ()):
        if not compounds and abs(len(key) - len(other)) > _COGNATE_LENGTH:
            continue  # Tosca is no Toscanini: a cognate is about as long
        common = min(len(key), len(other))
        shared = next((k for k in range(common) if key[k] != other[k]), common)
        # most of the shorter word and, but in a German compound (Nobel: Nobelpreis), half
        # the longer at least (Index: indexes; Marquis: marchese; not Citigroup: citing)
        most = shared >= common - 2 and (compounds or 2 * shared >= max(len(key), len(other)))
        if most and len(other) - len(key) > _COGNATE_LENGTH:
            # a compound's head is the word but its last letter (Europa: Europäische); not
            # Geneva in Generalkonferenz
            most = shared >= len(key) - 1
        if most or SequenceMatcher(None, key, other).ratio() >= _COGNATE_RATIO:
            return True
    return False
