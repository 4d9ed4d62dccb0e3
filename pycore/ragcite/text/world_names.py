"""Names the languages spell differently: countries and regions, the cities of the time
zones, languages, weekdays and months in English, Italian, Spanish, French, German,
Portuguese and Indonesian (``Ireland`` = ``Irlanda``, ``London`` = ``Londres``, ``Monday`` =
``lunedì``, ``English`` = ``inglese``). A claim in one language names the place its source
names in another; these say so.

The table (:mod:`ragcite.text.world_names_data`, generated from Unicode CLDR by
``buildtools/make_world_names.py``) holds a concept only where two of the languages spell
it differently; a concept's id is its place in :func:`concepts`. The larger cities CLDR
does not name (it names the time zones' cities: Rome, Vienna, not Munich or Turin) come
from GeoNames (:mod:`ragcite.text.world_towns_data`, ``buildtools/make_world_towns.py``):
their other names in no language in particular (``Munich``, ``München``, ``Monaco di
Baviera``, ``Munique``). The larger countries' regions come from CLDR's subdivision names
(:mod:`ragcite.text.world_regions_data`, ``buildtools/make_world_regions.py``: ``Tuscany``,
``Toscana``, ``Toskana``; ``West Java``, ``Jawa Barat``). The lookup only ever
*excuses* a claim's name, so it reads a text for precision:

- A form matches as whole words, in any case and with or without its accents (``Perú``,
  ``Peru``), a multiword form across any non-word characters (``Guinea-Bissau``, ``Guinea
  Bissau``); the longest form wins and matches do not overlap.
- A capitalised form (``Chile``, ``China``, ``Jordan``, ``Georgia``) matches only where the
  text writes its first letter in upper case: ``chile`` the pepper and ``china`` the
  porcelain are not countries, though a capitalised ``Island`` is German for Iceland. A
  form its language writes in lower case (Italian ``lunedì``, ``inglese``, ``marzo``)
  matches in either case, at the start of a sentence too, and French ``mars`` reads English
  ``Mars`` as March. Such a false match can only excuse a claim's name where its source
  names that same concept.
- The generator leaves out forms shorter than four letters (``Mai``, ``Rom``, ``Omã``,
  ``Lao``) and the stop words of the seven languages (``May``). A form two concepts share
  goes to the one more languages write it for (French ``Mexico`` is the city; English,
  Spanish and Portuguese ``Mexico`` the country: the country), then to the place over the
  language (Indonesian ``Prancis`` is France and French: France), and to neither on a
  tie. A language's form that another language writes in a place's name is the place's
  (Indonesian ``Korea``, ``Bosnia``). A city and a country whose English names read alike
  are one concept (Singapore).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from .directions import adjective_point, compound_rest

_WORD = re.compile(r"(?:[^\W_]|[\u0300-\u036f])+")
"""A word of a name: letters and digits, with combining accents (a decomposed ``é``)."""

ABBREVIATIONS = {
    **dict.fromkeys(("US", "USA", "EUA", "EEUU", "AS"), "United States"),
    "UK": "United Kingdom",
    **dict.fromkeys(("EU", "UE"), "European Union"),
    **dict.fromkeys(("UAE", "EAU", "VAE", "UEA"), "United Arab Emirates"),
}
"""The places the seven languages write by their initials, as written (capitals only):
US, USA, Portuguese EUA, Spanish EEUU, Indonesian AS (Amerika Serikat); UK; EU and UE;
UAE, EAU, German VAE, Indonesian UEA. CLDR names them in full only."""

_GENITIVE_LETTERS = 4
"""A capitalised word longer than this, ending in *s*, is read as its place's German
genitive too when the place without the *s* is one (``außerhalb Spaniens``)."""

Span = tuple[int, int, int]
"""(start, end, concept id) of a name written in a text."""


def fold(word: str) -> str:
    """A word without case and accents, the form names are compared in.

    >>> fold("Französisch"), fold("LUNEDÌ"), fold("Straße")
    ('franzosisch', 'lunedi', 'strasse')
    """
    if word.isascii():
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def key(name: str) -> str:
    """A name's folded words joined by spaces: the forms that read alike share it.

    >>> key("Guyane française"), key("Guinea-Bissau"), key("Côte d’Ivoire")
    ('guyane francaise', 'guinea bissau', 'cote d ivoire')
    """
    return " ".join(fold(w) for w in _WORD.findall(name))


@cache
def concepts() -> tuple[tuple[str, ...], ...]:
    """Every concept's forms, the concept's id being its place (territories, cities, the
    larger cities CLDR does not name, languages, weekdays, months, currencies, planets,
    given names, holidays)."""
    # Imported here: the generator imports fold and key before the data exists.
    from .given_names import GIVEN_NAMES
    from .world_holidays import HOLIDAYS
    from .world_names_data import CURRENCIES, LANGUAGES, MONTHS, WEEKDAYS
    from .world_planets import PLANETS

    return (
        *_territorial(),
        *_urban(),
        *LANGUAGES,
        *WEEKDAYS,
        *MONTHS,
        *CURRENCIES,
        *PLANETS,
        *GIVEN_NAMES,
        *HOLIDAYS,
    )


@cache
def _territorial() -> tuple[tuple[str, ...], ...]:
    """The concepts that are territories, first in :func:`concepts`: countries (with their
    other names), the UK's nations, rivers, seas and other features, regions."""
    from .world_features import FEATURES
    from .world_names_data import TERRITORIES
    from .world_nations import NATIONS
    from .world_regions_data import REGIONS
    from .world_variants import RIVERS, VARIANTS

    extra = {key(name): forms for name, forms in VARIANTS.items()}
    territories = [
        (*forms, *next((extra[k] for k in map(key, forms) if k in extra), ()))
        for forms in TERRITORIES
    ]
    regions = [
        (*forms, *next((extra[k] for k in map(key, forms) if k in extra), ())) for forms in REGIONS
    ]
    return (*territories, *NATIONS, *RIVERS, *FEATURES, *regions)


@cache
def _urban() -> tuple[tuple[str, ...], ...]:
    """The concepts that are cities, after the territories: CLDR's and GeoNames' towns."""
    from .world_names_data import CITIES
    from .world_towns_data import TOWNS

    return (*CITIES, *TOWNS)


@cache
def _places() -> int:
    """How many of the first concepts are places (territories and cities)."""
    return len(_territorial()) + len(_urban())


def places(text: str) -> list[tuple[int, int]]:
    """(start, end) of every country, region or city written in ``text``: a name in any
    language, whatever its capitals say (a German noun, a sentence's first word).

    >>> text = "Irlanda e Kenia, non chile."
    >>> [text[s:e] for s, e in places(text)]
    ['Irlanda', 'Kenia']
    """
    return [(s, e) for s, e, c in _spans(text) if c < _places()]


def territory(concept: int) -> bool:
    """Whether a concept is a country or a region (not a city, nor any other name)."""
    return concept < _territories()


@cache
def _territories() -> int:
    """How many of the first concepts are territories (countries and regions)."""
    return len(_territorial())


@cache
def _languages() -> range:
    """The concept ids of the languages (their names are their peoples' adjectives too)."""
    from .world_names_data import LANGUAGES

    return range(_places(), _places() + len(LANGUAGES))


_INFLECTIONS = ("a", "as", "e", "es", "en", "er", "s")
"""The endings a language's name takes as its people's adjective in gender and number
(española, españoles, française, spanische, spanischen)."""


_INFLECTED_LETTERS = 5
"""A language's name this long at least takes the endings: a shorter one inflected may
be a common word (Ido: ida, idos)."""


def _inflected(k: str) -> list[str]:
    """A language's name (folded) with the endings of its adjective (:data:`_INFLECTIONS`),
    one that ends in *o* with that vowel changed (italiana, italiani, tedesca), and in
    *co* with Italian's plurals in *chi*, *che* (tedeschi).

    >>> _inflected("espanol")[:2], _inflected("italiano")[-4:]
    (['espanola', 'espanolas'], ['italiana', 'italiane', 'italiani', 'italianas'])
    """
    out = [k + ending for ending in _INFLECTIONS]
    if k.endswith("o"):
        out += [k[:-1] + ending for ending in ("a", "e", "i", "as")]
    if k.endswith("co"):
        out += [k[:-1] + "hi", k[:-1] + "he"]  # tedeschi, tedesche; turchi
    if k.endswith("ao"):
        out += [k[:-1], k[:-1] + "s", k[:-1] + "es"]  # Portuguese alemã, alemãs, alemães
    return out


@cache
def _currencies() -> range:
    """The concept ids of the currencies."""
    from .world_names_data import CURRENCIES, LANGUAGES, MONTHS, WEEKDAYS

    first = _places() + len(LANGUAGES) + len(WEEKDAYS) + len(MONTHS)
    return range(first, first + len(CURRENCIES))


@cache
def currency_nouns() -> frozenset[str]:
    """The last words of the currencies' names, folded (dollar, franken, kronen): the noun
    an adjective of a people names a currency with (15.000 kanadischen Dollar)."""
    forms = concepts()
    return frozenset(key(form).rsplit(" ", 1)[-1] for c in _currencies() for form in forms[c])


def _weekdays() -> range:
    """The concept ids of the days of the week."""
    from .world_names_data import LANGUAGES, WEEKDAYS

    first = _places() + len(LANGUAGES)
    return range(first, first + len(WEEKDAYS))


def weekdays(text: str) -> list[tuple[int, int]]:
    """(start, end) of every day of the week written in ``text``, in any of the languages
    and in any case, also in the plural or as a German adverb (``on Tuesdays``, ``terças-
    feiras``, ``dienstags``): a day a claim names is a fact a translation keeps.

    >>> text = "Chiuso il martedì; closed on Tuesdays, dienstags, às terças-feiras."
    >>> [text[s:e] for s, e in weekdays(text)]
    ['martedì', 'Tuesdays', 'dienstags', 'terças-feiras']
    """
    days = _weekdays()
    return [(s, e) for s, e, c in _spans(text) if c in days]


def regions(text: str) -> list[tuple[int, int]]:
    """(start, end) of every region of a country written in ``text`` (a state, a province:
    :mod:`ragcite.text.world_regions_data`).

    >>> text = "In Nusa Tenggara Timur e in Toscana, non in Italia."
    >>> [text[s:e] for s, e in regions(text)]
    ['Nusa Tenggara Timur', 'Toscana']
    """
    first = _territories() - _region_count()
    return [(s, e) for s, e, c in _spans(text) if first <= c < _territories()]


@cache
def _region_count() -> int:
    from .world_regions_data import REGIONS

    return len(REGIONS)


def cities(text: str) -> list[tuple[int, int]]:
    """(start, end) of every city written in ``text`` (:func:`places` without countries and
    regions).

    >>> text = "Da Monaco di Baviera in Irlanda."
    >>> [text[s:e] for s, e in cities(text)]
    ['Monaco di Baviera']
    """
    return [(s, e) for s, e, c in _spans(text) if _territories() <= c < _places()]


_CONTRACTED = frozenset(("l", "le", "a", "o"))
"""The articles a place's name opens with that a preposition contracts with, in Italian,
French and Portuguese (all'Aia, dell'Avana; au Caire, du Havre; na Haia, do Cairo): the
name is read without them."""

_CONTRACTED_LETTERS = 3
"""The fewest letters of a name read without its article (Aia)."""


@cache
def _index() -> tuple[dict[str, tuple[int, bool]], dict[str, int]]:
    """(key -> (concept id, whether lower case matches), a key's first word -> the most
    words a key starting with it has). Built once, on the first lookup."""
    index: dict[str, tuple[int, bool]] = {}
    money = _currencies()
    for concept, forms in enumerate(concepts()):
        for form in forms:
            k = key(form)
            # A key belongs to one concept (the generator sees to it); lower case matches if
            # any of its forms is written so, or it is a currency's (German writes CLDR's
            # Dänische Krone in lower case in a sentence: 505 dänische Kronen).
            _, lower = index.get(k, (concept, False))
            index[k] = (concept, lower or form[0].islower() or concept in money)
    places, days, languages = _places(), _weekdays(), _languages()
    for k, (concept, lower) in list(index.items()):
        if concept in languages and " " not in k and len(k) >= _INFLECTED_LETTERS:
            for inflected in _inflected(k):
                index.setdefault(inflected, (concept, lower))  # la empresa española
        if concept in days:
            # on Tuesdays, les mardis, às terças-feiras; German dienstags: every such day
            index.setdefault(k + "s", (concept, True))  # an adverb in lower case
            index.setdefault(" ".join(word + "s" for word in k.split()), (concept, lower))
        if concept < places and " " not in k and len(k) >= 4:
            for adjective in _city_adjectives(k):
                index.setdefault(adjective, (concept, False))
        if concept < places and " " in k:
            for declined in _declined(k):
                index.setdefault(declined, (concept, False))
        if concept < places and k.startswith(("mar ", "mare ")):
            # Italian writes mar and mare alike: il mare Arabico, il Mar d'Irlanda
            head, _, rest = k.partition(" ")
            index.setdefault(f"{'mare' if head == 'mar' else 'mar'} {rest}", (concept, lower))
        article, _, rest = k.partition(" ")
        # a Portuguese article's rest of four letters at least (A Haia; not O Man: Oman)
        letters = _CONTRACTED_LETTERS + (article in ("a", "o"))
        if concept < places and article in _CONTRACTED and len(rest) >= letters:
            # L'Aia, Le Caire: the article contracts with a preposition (all'Aia, au Caire)
            index.setdefault(rest, (concept, False))
    longest: dict[str, int] = {}
    for k in index:
        first = k.partition(" ")[0]
        longest[first] = max(longest.get(first, 0), k.count(" ") + 1)
    return index, longest


_ADJECTIVE_ENDING = re.compile(r"(?<=[^aeiou])(?:e|en|er|es|em)$")
"""A German adjective's endings, after a consonant (Vereinigtes, Tschechische)."""


def _declined(k: str) -> list[str]:
    """A place's name of several words with its German adjectives declined otherwise, as a
    sentence writes them after an article or a preposition (im Vereinigten Königreich, in
    der Tschechischen Republik, den Vereinigten Staaten).

    >>> _declined("vereinigtes konigreich")[:2]
    ['vereinigte konigreich', 'vereinigten konigreich']
    """
    *adjectives, last = k.split(" ")
    stems = [_ADJECTIVE_ENDING.sub("", word) for word in adjectives]
    if stems == adjectives or any(len(stem) < 4 for stem in stems):
        return []
    return [
        " ".join([*(stem + ending for stem in stems), last])
        for ending in ("e", "en", "er", "es", "em")
        if [stem + ending for stem in stems] != adjectives
    ]


def _city_adjectives(k: str) -> tuple[str, ...]:
    """The folded adjectives German makes of a place's name with -er, written with a
    capital and never declined (Berliner, Wiener, Mailänder Scala, Münchner, Dresdner,
    Bremer), which a German source writes where another language names the city.

    >>> _city_adjectives("mailand"), _city_adjectives("munchen")
    (('mailander',), ('munchener', 'munchner', 'muncher'))
    """
    if k.endswith("en"):
        return (k + "er", k[:-2] + "ner", k[:-2] + "er")
    return (k + "er",)


def spans(text: str) -> list[Span]:
    """Every known name written in ``text``: (start, end, concept id), longest first, in
    text order, not overlapping.

    >>> text = "Dublino è in Irlanda, non in Guyane française: un chile dal Chile."
    >>> [text[s:e] for s, e, _ in spans(text)]
    ['Dublino', 'Irlanda', 'Guyane française', 'Chile']
    >>> spans("Irlanda")[0][2] == spans("Ireland")[0][2] != spans("Dublin")[0][2]
    True
    >>> spans("the UK's regulator")[0][2] == spans("Regno Unito")[0][2], spans("help us")
    (True, [])
    >>> spans("all'Aia")[0][2] == spans("The Hague")[0][2] == spans("L'Aia")[0][2]
    True
    """
    return list(_spans(text))


@lru_cache(maxsize=256)
def _spans(text: str) -> tuple[Span, ...]:
    # Kept for the last texts: a claim's units each ask about the claim.
    index, longest = _index()
    words = [(m.start(), m.end(), fold(m.group())) for m in _WORD.finditer(text)]
    out: list[Span] = []
    i = 0
    while i < len(words):
        step = 1
        if (short := ABBREVIATIONS.get(text[words[i][0] : words[i][1]])) is not None:
            out.append((words[i][0], words[i][1], index[key(short)][0]))
        elif words[i][2].rstrip("s") in _SHORT_DAYS and _short_day(words, i):
            day = index[words[i][2].rstrip("s") + " feira"][0]
            out.append((words[i][0], words[i][1], day))
        elif most := longest.get(words[i][2]):
            for n in range(min(most, len(words) - i), 0, -1):
                hit = index.get(" ".join(w for _, _, w in words[i : i + n]))
                if hit and (hit[1] or text[words[i][0]].isupper()):
                    out.append((words[i][0], words[i + n - 1][1], hit[0]))
                    step = n
                    break
        elif (
            words[i][2].endswith("s")
            and len(words[i][2]) > _GENITIVE_LETTERS
            and text[words[i][0]].isupper()
            and (hit := index.get(words[i][2][:-1])) is not None
            and hit[0] < _places()
        ):
            out.append((words[i][0], words[i][1], hit[0]))  # German genitive: Spaniens
        i += step
    return tuple(out)


_SHORT_DAYS = frozenset(("segunda", "terca", "quarta", "quinta", "sexta"))
"""Portuguese weekdays without -feira, as a range or a habit writes them (de segunda a
sábado, às sextas): ordinals too (a segunda maior), so days only there (:func:`_short_day`)."""
_DAY_RANGE = frozenset(("a", "e", "ate"))
_DAY_HABIT = frozenset(("as", "nas", "aos", "pelas", "das"))
_FULL_DAYS = frozenset(("sabado", "domingo", "sabados", "domingos"))


def _short_day(words: list[tuple[int, int, str]], i: int) -> bool:
    """Whether Portuguese word ``i`` (folded) is a weekday without -feira: plural after
    às, nas (às sextas: on Fridays), or one end of a range of days (de segunda a sábado).

    >>> text = "Abre de segunda a sábado; às sextas até 22h. A segunda maior."
    >>> [text[s:e] for s, e, _ in _spans(text)][:3]
    ['segunda', 'sábado', 'sextas']
    """
    word = words[i][2]
    day = word.rstrip("s")
    if i + 1 < len(words) and words[i + 1][2].startswith("feira"):
        return False  # terças-feiras: the day's whole name, read as such

    def is_day(j: int) -> bool:
        return 0 <= j < len(words) and (
            words[j][2] in _FULL_DAYS or words[j][2].rstrip("s") in _SHORT_DAYS
        )

    if word != day and i and words[i - 1][2] in _DAY_HABIT:
        return True
    after = i + 1 < len(words) and words[i + 1][2] in _DAY_RANGE and is_day(i + 2)
    before = i > 1 and words[i - 1][2] in _DAY_RANGE and is_day(i - 2)
    return after or before


@lru_cache(maxsize=64)
def concepts_in(text: str) -> frozenset[int]:
    """The concept ids named anywhere in ``text`` (kept for the last 64 texts: a source is
    asked about every claim that cites it).

    >>> concepts_in("Lunedì a Londra") == concepts_in("Monday in London")
    True

    And a place a German compound names after its point (Südfrankreich: France).

    >>> concepts_in("in Südfrankreich") == concepts_in("in France")
    True
    """
    found = {c for _, _, c in _spans(text)}
    for m in _POINTED.finditer(text):
        rest = compound_rest(m.group())
        if rest is not None:
            found.update(c for _, _, c in _spans(rest.capitalize()))
    return frozenset(found)


_POINTED = re.compile(r"(?<!\w)(?:Nord|Süd|Ost|West)[^\W\d_]{4,}")
"""A German compound a point opens (Südfrankreich, Nordafrika, Westaustralien)."""


@cache
def akin() -> dict[int, frozenset[int]]:
    """concept id -> the concepts akin to it: a people's language and adjective and its
    country (``Irish``, ``irlandese`` and ``Ireland``, ``Irlanda``; the data's ``KIN``), and
    the planet Mars and the form ``Mars`` March's French name holds
    (:mod:`ragcite.text.world_planets`)."""
    from .world_names_data import KIN
    from .world_nations import KIN as NATIONS_KIN
    from .world_planets import KIN as PLANETS_KIN
    from .world_variants import KIN as VARIANTS_KIN

    index, _ = _index()
    out: dict[int, set[int]] = {}
    for language, place in (*KIN, *NATIONS_KIN, *PLANETS_KIN, *VARIANTS_KIN):
        a, b = index[key(language)][0], index[key(place)][0]
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return {c: frozenset(others) for c, others in out.items()}


def held_elsewhere(start: int, end: int, claim: str, texts: list[str]) -> bool:
    """Whether ``claim[start:end]`` lies in a known name whose concept, or one akin to it
    (:func:`akin`), one of ``texts`` names, in any of the seven languages.

    >>> claim = "From Ireland to French Guiana on Monday, not to Rotterdam or London."
    >>> def held(word: str, source: str) -> bool:
    ...     start = claim.index(word)
    ...     return held_elsewhere(start, start + len(word), claim, ["...", source])
    >>> held("Ireland", "Dall'Irlanda alla Guyana francese."), held("Ireland", "Irland")
    (True, True)
    >>> held("Guiana", "De l'Irlande à la Guyane française, lundi.")
    True
    >>> held("Monday", "Dall'Irlanda il lunedì."), held("Monday", "Sabtu")
    (True, False)
    >>> held("Rotterdam", "Naar Amsterdam."), held("London", "A Parigi."), held("to", "a")
    (False, False, False)
    >>> claim = "The Irish regulator, not the German one."
    >>> held("Irish", "El regulador de Irlanda."), held("German", "Die Behörde in Österreich.")
    (True, False)
    >>> claim = "The London Stock Exchange."
    >>> held("London", "Die Londoner Börse."), held("London", "Der Berliner Senat.")
    (True, False)

    And a people's adjective (:func:`people_of`) by its place's names and adjectives.

    >>> claim = "The Canadian Space Agency."
    >>> held("Canadian", "l'Agenzia Spaziale Canadese"), held("Canadian", "in Kanada")
    (True, True)
    >>> held("Canadian", "l'Agenzia Spaziale Europea")
    False
    """
    related = akin()

    def named(c: int) -> bool:
        return any(
            c in (names := concepts_in(t))
            or not related.get(c, frozenset()).isdisjoint(names)
            or any(p < _places() and _adjective_in(p, t) for p in (c, *related.get(c, ())))
            for t in texts
        )

    spans = [c for s, e, c in _spans(claim) if s <= start and end <= e]
    if any(named(c) for c in spans):
        return True
    # Canadese, Brazilian: Canada's, Brazil's; and in a name of its own (Swedish kronor,
    # the currency, for schwedische Kronen)
    word = claim[start:end]
    own = _index()[0].get(key(word))
    people = people_of(word) if own is None else own[0]
    return people is not None and people not in spans and named(people)


def people_of(word: str) -> int | None:
    """The place whose people's adjective a word is: one of its names, or that without its
    final vowel, and one of :data:`_PEOPLE_ENDINGS` (Canadese, Kanadischen, Brazilian); a
    word that is a name of its own is none.

    >>> people_of("Canadese") == people_of("Canadian") == spans("Kanada")[0][2]
    True
    >>> people_of("Canada"), people_of("Chilly"), people_of("Brasilena") == spans("Brasil")[0][2]
    (None, None, True)
    >>> people_of("italien") == spans("Italy")[0][2], people_of("Italien")
    (True, None)
    """
    folded = fold(word)
    index, _ = _index()
    if folded in index and (index[folded][1] or word[:1].isupper()):
        return None  # a name as written (not German Italien for French italien)
    stems = _stems()
    for cut in range(_STEM_LETTERS, len(folded)):
        if folded[cut:] in _PEOPLE_ENDINGS and (concept := stems.get(folded[:cut])) is not None:
            return concept
    return None


@cache
def _stems() -> dict[str, int]:
    """Every place's stems (:func:`_place_stems`), to its concept (the first that has it)."""
    out: dict[str, int] = {}
    for concept in range(_places()):
        for stem in _place_stems(concept):
            out.setdefault(stem, concept)
    return out


# fmt: off
_PEOPLE_ENDINGS = frozenset(
    (
        "an", "ean", "ian", "ans", "eans", "ians", "ese",  # en: European, Kenyan, Japanese
        "ish",  # Swedish, Spanish
        "ano", "ana", "ani", "ane", "anos", "anas", "eo", "ea", "ei", "ee", "eos", "eas",
        "esi", "es", "esa", "esas", "eses", "ense", "enses", "eu", "eia", "eus", "eias",
        "eno", "ena", "enos", "enas", "aco", "aca", "aci", "ache", "acos", "acas",
        # it, es, pt: europeo, keniano, kenianos, cinese (-ese above), canadense, europeu,
        # brasileño (folded), austriaco
        "een", "eenne", "eens", "eennes", "ien", "ienne", "iens", "iennes", "ain", "aine",
        "enne", "ennes", "ino", "ina", "ini", "ine", "inos", "inas", "iense", "ienses",
        "ains", "aines", "ais", "aise", "aises", "ois", "oise", "oises",  # fr: européen
        "er", "isch", "ische", "ischen", "ischer", "isches", "ischem",  # de: europäisch
        "enisch", "enische", "enischen", "enischer", "enisches",  # chilenisch
        "anisch", "anische", "anischen", "anischer", "anisches",  # mexikanisch
        "ianisch", "ianische", "ianischen", "ianischer", "ianisches",  # brasilianisch
        "eiro", "eira", "eiros", "eiras",  # pt: brasileiro
        "iot", "iots", "iota", "iotas", "ioti", "iote", "iotes",  # Cypriot, cipriota
    )
)
# fmt: on
"""What a people's adjective adds to its place's name, in the seven languages (Indonesian
writes the place's name itself: Bank Sentral Eropa)."""

_STEM_LETTERS = 4


_SHORT_STEM = 3
"""The fewest letters of a place's stem (Inde, Cile: ind, cil) and the letters a text's
words are looked up by (:func:`_words_by_start`)."""


@cache
def _place_stems(concept: int) -> frozenset[str]:
    """A place's one-word forms, folded, four letters at least, each also without its final
    vowel (Europa: europ; Cile: cil) and a German form without its -ien (Indien: ind,
    Spanien: span; indisch, spanisch), three letters at least, or its -en (Schweden:
    schwed; schwedisch), four at least; -ern read as -r (Zypern: zypr; zyprisch), and
    without -us (Cyprus: cypr; Cypriot, cipriota)."""
    out: set[str] = set()
    for form in concepts()[concept]:
        k = key(form)
        if " " in k or len(k) < _STEM_LETTERS:
            continue
        out.add(k)
        if k[-1] in "aeiouy":
            out.add(k[:-1])
        if k.endswith("ien") and len(k) - 3 >= _SHORT_STEM:
            out.add(k[:-3])
        elif k.endswith("en") and len(k) - 2 >= _STEM_LETTERS:
            out.add(k[:-2])  # Ägypten, Schweden: ägyptisch, schwedisch
        elif k.endswith("ern") and len(k) - 2 >= _STEM_LETTERS:
            out.add(k[:-3] + "r")  # Zypern: zyprisch
        elif k.endswith("us") and len(k) - 2 >= _STEM_LETTERS:
            out.add(k[:-2])  # Cyprus: Cypriot
    return frozenset(out)


@lru_cache(maxsize=64)
def _words_by_start(text: str) -> dict[str, frozenset[str]]:
    """A text's folded words, by their first three letters."""
    out: dict[str, set[str]] = {}
    for m in _WORD.finditer(text):
        word = fold(m.group())
        out.setdefault(word[:_SHORT_STEM], set()).add(word)
        if (pointed := adjective_point(m.group())) is not None:
            rest = fold(pointed[1])  # sudcoreana: coreana, an adjective of Korea's
            out.setdefault(rest[:_SHORT_STEM], set()).add(rest)
    return {start: frozenset(words) for start, words in out.items()}


def _adjective_in(concept: int, text: str) -> bool:
    """Whether ``text`` writes the adjective of a place's people, the place's name (or it
    without its final vowel) and one of :data:`_PEOPLE_ENDINGS`: European, europeo,
    européen, europäisch for Europe, Europa, Eropa; Kenyan, keniano for Kenya.

    >>> europe = spans("Eropa")[0][2]
    >>> _adjective_in(europe, "The European Central Bank"), _adjective_in(europe, "Europe")
    (True, False)
    >>> chile = spans("Chile")[0][2]
    >>> _adjective_in(chile, "Chilean wine"), _adjective_in(chile, "chili and children")
    (True, False)

    A stem's vowel after its first four letters may change (London: londinese,
    londinense).

    >>> london = spans("London")[0][2]
    >>> _adjective_in(london, "l'hub londinese"), _adjective_in(london, "el hub londinense")
    (True, True)

    A short name's stem too (Inde, Cile: indienne, cilena), and German's without -ien
    (Indien: indischen).

    >>> india, chile = spans("India")[0][2], spans("Cile")[0][2]
    >>> _adjective_in(india, "la mission indienne"), _adjective_in(india, "der indischen Mission")
    (True, True)
    >>> _adjective_in(chile, "nella regione cilena"), _adjective_in(india, "l'industria")
    (True, False)
    >>> _adjective_in(spans("Italy")[0][2], "le PNRA italien")
    True
    """
    words = _words_by_start(text)
    index, _ = _index()
    lower = _lower_folded(text)
    return any(
        any(
            _revoweled(word[: len(word) - len(ending)], stem)
            for ending in _PEOPLE_ENDINGS
            if word.endswith(ending)
        )
        # a name of its own (Guinea in Guinea-Bissau, Guiné: guin), unless the place's own
        # written in lower case, which only its adjective is (French italien, German Italien)
        and (word not in index or (index[word][0] == concept and word in lower))
        for stem in _place_stems(concept)
        for word in words.get(stem[:_SHORT_STEM], ())
    )


@lru_cache(maxsize=64)
def _lower_folded(text: str) -> frozenset[str]:
    """The folded words a text writes in lower case."""
    return frozenset(fold(w) for w in _WORD.findall(text) if w.islower())


def _revoweled(found: str, stem: str) -> bool:
    """Whether ``found`` is ``stem``, or it with one vowel after its first four letters
    changed to another (londin: london).

    >>> _revoweled("londin", "london"), _revoweled("londan", "london"), _revoweled("lond", "london")
    (True, True, False)
    """
    if found == stem:
        return True
    if len(found) != len(stem):
        return False
    changed = [k for k, (a, b) in enumerate(zip(found, stem, strict=True)) if a != b]
    return (
        len(changed) == 1
        and changed[0] >= _STEM_LETTERS
        and found[changed[0]] in _VOWELS
        and stem[changed[0]] in _VOWELS
    )


_VOWELS = frozenset("aeiou")
