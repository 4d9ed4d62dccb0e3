"""Numbers written as words, per language: cardinals two to nineteen, the tens, and
ordinals first (in the plural too: primi, primeros, premiers) to twentieth (``three`` = 3,
``forty`` = 40, ``third`` = 3, ``quindicesima`` = 15). A table: see
:mod:`ragcite.text.numbers` for how they count."""

from __future__ import annotations

import re
from functools import cache


# Cardinals 2-19, tens 20-90 and ordinals 1st-20th, written out, per language (French,
# Spanish and Portuguese write some as two words, read by TEN_JOINED: dix-sept, décimo
# quinto). Words
# that are also common function words (en "one", fr "un", de "ein", it "uno") are not here.
def _run(words: str, first: int, step: int = 1) -> dict[str, int]:
    """Number words in order of value: ``_run("two three", 2)`` -> two: 2, three: 3."""
    return {w: first + i * step for i, w in enumerate(words.split())}


def _inflected(stems: str, first: int, endings: tuple[str, ...], step: int = 1) -> dict[str, int]:
    """Number words in order of value, each with every ending (``_inflected("quint",
    5, ("o", "a"))`` -> quinto: 5, quinta: 5)."""
    return {
        f"{stem}{end}": value for stem, value in _run(stems, first, step).items() for end in endings
    }


WORDS_BY_LANGUAGE: dict[str, dict[str, int]] = {
    "en": {
        **_run("two three four five six seven eight nine ten eleven twelve", 2),
        **_run("thirteen fourteen fifteen sixteen seventeen eighteen nineteen", 13),
        **_run("twenty thirty forty fifty sixty seventy eighty ninety", 20, 10),
        **_run(
            "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth", 1
        ),
        **_run(
            "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth",
            13,
        ),
        **_run("thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth", 30, 10),
    },
    "it": {
        **_run("due tre quattro cinque sei sette otto nove dieci undici dodici", 2),
        **_run("tredici quattordici quindici sedici diciassette diciotto diciannove", 13),
        **_run("venti trenta quaranta cinquanta sessanta settanta ottanta novanta", 20, 10),
        **_run("primo secondo terzo quarto quinto sesto settimo ottavo nono decimo", 1),
        **_run("prima seconda terza quarta quinta sesta settima ottava", 1),
        **_inflected(
            "undicesim dodicesim tredicesim quattordicesim quindicesim sedicesim"
            " diciassettesim diciottesim diciannovesim ventesim",
            11,
            ("o", "a"),
        ),
        **_inflected(
            "trentesim quarantesim cinquantesim sessantesim settantesim ottantesim novantesim",
            30,
            ("o", "a"),
            10,
        ),
        # "first" in the plural (i primi tre giorni); not secondi, seconde, terzi: also
        # seconds and third parties
        "primi": 1,
        "prime": 1,
    },
    "es": {
        **_run("dos tres cuatro cinco seis siete ocho nueve diez once doce", 2),
        **_run("trece catorce quince dieciséis diecisiete dieciocho diecinueve", 13),
        **_run("veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa", 20, 10),
        **_inflected("undécim duodécim", 11, ("o", "a")),
        **_inflected("decimoprimer decimosegund", 11, ("o", "a")),
        **_inflected(
            "decimotercer decimocuart decimoquint decimosext decimoséptim decimoctav"
            " decimonoven vigésim",
            13,
            ("o", "a"),
        ),
        **_inflected(
            "trigésim cuadragésim quincuagésim sexagésim septuagésim octogésim nonagésim",
            30,
            ("o", "a"),
            10,
        ),
        **_run("primero segundo tercero cuarto quinto sexto séptimo octavo noveno décimo", 1),
        "décima": 10,
        **_run("primera segunda tercera cuarta quinta sexta séptima octava novena", 1),
        "primeros": 1,  # not segundos: also seconds
        "primeras": 1,
        "primer": 1,  # before a noun: el primer puesto (primer ministro: units._first_time)
        "tercer": 3,  # el tercer trimestre
        "decimotercer": 13,
    },
    "pt": {
        **_run("dois três quatro cinco seis sete oito nove dez onze doze", 2),
        "duas": 2,
        **_run("treze catorze quinze dezesseis dezessete dezoito dezenove", 13),
        "quatorze": 14,
        **_run("dezasseis dezassete", 16),
        "dezanove": 19,
        **_run("vinte trinta quarenta cinquenta sessenta setenta oitenta noventa", 20, 10),
        **_run("primeiro segundo terceiro quarto quinto sexto sétimo oitavo nono décimo", 1),
        "décima": 10,
        **_run("primeira segunda terceira quarta quinta sexta sétima oitava nona", 1),
        **_inflected(
            "vigésim trigésim quadragésim quinquagésim sexagésim septuagésim octogésim nonagésim",
            20,
            ("o", "a"),
            10,
        ),
        **_inflected("undécim duodécim", 11, ("o", "a")),
        "primeiros": 1,  # not segundos: also seconds
        "primeiras": 1,
    },
    "fr": {
        **_run("deux trois quatre cinq six sept huit neuf dix onze douze", 2),
        **_run("treize quatorze quinze seize", 13),
        **_run("vingt trente quarante cinquante soixante", 20, 10),
        **_run("onzième douzième treizième quatorzième quinzième seizième", 11),
        **_run("vingtième trentième quarantième cinquantième soixantième", 20, 10),
        **_run("premier deuxième troisième quatrième cinquième sixième septième", 1),
        "second": 2,
        "seconde": 2,
        **_run("huitième neuvième dixième", 8),
        "première": 1,
        "premiers": 1,
        "premières": 1,
    },
    "de": {
        **_run("zwei drei vier fünf sechs sieben acht neun zehn elf zwölf", 2),
        **_run("dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn", 13),
        **_run("zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig", 20, 10),
        # and as declined after an article (den zweiten Preis, ein dritter Versuch)
        **{
            f"{word}{ending}": value
            for word, value in {
                **_run("erste zweite dritte vierte fünfte sechste siebte achte neunte zehnte", 1),
                **_run(
                    "elfte zwölfte dreizehnte vierzehnte fünfzehnte sechzehnte siebzehnte"
                    " achtzehnte neunzehnte zwanzigste",
                    11,
                ),
                **_run(
                    "dreißigste vierzigste fünfzigste sechzigste siebzigste achtzigste neunzigste",
                    30,
                    10,
                ),
            }.items()
            for ending in ("", "n", "r", "s", "m")
        },
    },
    "id": {
        **_run("dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas", 2),
        "seratus": 100,
        # ke- and a digit's word, an ordinal or "the N" (ketujuh hakim: the seven judges),
        # and with -nya, its (album ketiganya: her third album); not keduanya, "both of
        # them", a pronoun a source writes as "they" or "the pair"
        **{
            f"{word}{suffix}": value
            for word, value in _run(
                "pertama kedua ketiga keempat kelima keenam ketujuh kedelapan kesembilan kesepuluh",
                1,
            ).items()
            for suffix in ("", "nya")
            if f"{word}{suffix}" != "keduanya"
        },
    },
}
ELIDED_TENS: dict[str, dict[str, int]] = {
    "it": _run("vent trent quarant cinquant sessant settant ottant novant", 20, 10),
}
"""Tens that drop their last vowel before an apostrophe and a vowel (Italian
``trent'anni``, ``vent'anni``): numbers only so, never alone (Trent, a river)."""

TEN_JOINED: dict[str, tuple[frozenset[str], str]] = {
    "fr": (frozenset({"dix"}), "-"),
    "es": (frozenset({"décimo", "décima"}), " "),
    "pt": (frozenset({"décimo", "décima"}), " "),
}
"""Ten written before a digit's word, as one number (French ``dix-sept``, ``dix-neuvième``:
17, 19; Spanish and Portuguese ``décimo quinto``, ``décima quinta``: 15): the words for ten
and what joins them."""

INDONESIAN_DIGITS = {"satu": 1, **_run("dua tiga empat lima enam tujuh delapan sembilan", 2)}
"""Indonesian digit words, as the units after tens (dua puluh lima: 25)."""

INDONESIAN_TIMES = {"puluh": (10, 0), "belas": (1, 10), "ratus": (100, 0)}
"""Indonesian writes tens, teens and hundreds as a digit word and a word after it (``tiga
puluh``: 30, ``lima belas``: 15, ``dua ratus``: 200): that word's (factor, addend)."""

COMPOUND_TAILS: dict[str, tuple[str, ...]] = {
    "de": tuple(
        f"{stem}{ending}"
        for stem in ("jährig", "tägig", "wöchig", "monatig", "stündig", "minütig", "fach", "teilig")
        for ending in ("", "e", "en", "er", "es", "em")
    ),
}
"""German writes a number of years, days or parts in one word with its adjective
(``dreißigjährig``, ``zweitägig``, ``dreifach``): the adjectives that may follow a number
word there."""

TENS_JOINED: dict[str, tuple[frozenset[str], tuple[str, ...], dict[str, int]]] = {
    "en": (
        frozenset(_run("twenty thirty forty fifty sixty seventy eighty ninety", 20, 10)),
        ("-",),
        {"one": 1},
    ),
    "fr": (frozenset(_run("vingt trente quarante cinquante soixante", 20, 10)), ("-",), {}),
    "es": (
        frozenset(_run("treinta cuarenta cincuenta sesenta setenta ochenta noventa", 30, 10)),
        (" y ",),
        {"uno": 1, "una": 1, "un": 1},
    ),
    "pt": (
        frozenset(_run("vinte trinta quarenta cinquenta sessenta setenta oitenta noventa", 20, 10)),
        (" e ",),
        {"um": 1, "uma": 1},
    ),
}
"""Tens written before a digit's word as one number (twenty-two, thirty-first; vingt-deux;
treinta y dos; vinte e dois): the tens, what joins them, and the words for one that are
no number alone (an article too)."""

FRENCH_AND_ONE = re.compile(r" et (?:un|une|unième|onze|onzième)(?![^\W\d_])", re.IGNORECASE)
"""French "and one" after a ten (vingt et un, soixante et onze: 21, 71)."""

ONE_WORD_TENS: dict[str, re.Pattern[str]] = {
    "it": re.compile(
        r"(vent|trent|quarant|cinquant|sessant|settant|ottant|novant)[aie]?"
        r"(uno|una|un|due|tre|tré|quattro|cinque|sei|sette|otto|nove)"
    ),
    "es": re.compile(
        r"(veint)i(uno|una|ún|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)"
    ),
}
"""Tens and a digit's word in one word (Italian ventidue, trentatré, quarantotto; Spanish
veintidós): the ten's stem and the digit's word."""

ONE_WORD_TEN_VALUES = {
    **_run("vent trent quarant cinquant sessant settant ottant novant", 20, 10),
    "veint": 20,
}
ONE_WORD_DIGITS = {
    **dict.fromkeys(("uno", "una", "un", "ún"), 1),
    **dict.fromkeys(("due", "dos", "dós"), 2),
    **dict.fromkeys(("tre", "tré", "tres", "trés"), 3),
    **dict.fromkeys(("quattro", "cuatro"), 4),
    **dict.fromkeys(("cinque", "cinco"), 5),
    **dict.fromkeys(("sei", "seis", "séis"), 6),
    **dict.fromkeys(("sette", "siete"), 7),
    **dict.fromkeys(("otto", "ocho"), 8),
    **dict.fromkeys(("nove", "nueve"), 9),
}
"""The values of :data:`ONE_WORD_TENS`' parts."""

GERMAN_UNITS = _run("ein zwei drei vier fünf sechs sieben acht neun", 1)
GERMAN_TENS = _run("zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig", 20, 10)
"""German writes 21 to 99 in one word, the unit, ``und`` and the ten (``achtundzwanzig``:
28; an ordinal with -ste: ``achtundzwanzigsten``): the parts."""

SUPERLATIVE_ORDINALS: dict[str, dict[str, int]] = {
    "de": _run("zweit dritt viert fünft sechst siebt acht neunt zehnt", 2),
}
"""German writes an ordinal and a superlative in one word (``viertgrößte``, ``zweitbeste``:
fourth-largest, second-best): the ordinals' stems there."""

DURATION_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"years", "days", "weeks", "months", "hours"}),
    "it": frozenset({"anni", "giorni", "settimane", "mesi", "ore"}),
    "es": frozenset({"años", "días", "semanas", "meses", "horas"}),
    "pt": frozenset({"anos", "dias", "semanas", "meses", "horas"}),
    "fr": frozenset({"ans", "jours", "semaines", "mois", "heures"}),
    "de": frozenset({"jahre", "tage", "wochen", "monate", "stunden"}),
    "id": frozenset({"tahun", "hari", "minggu", "bulan", "jam"}),
}
"""Words of time a number counts even inside a name (the Thirty Years' War, la Guerra de
los Treinta Años, the Hundred Days): there the number is one, not a first name's word."""

# Per language, value -> its words (what a source may write for a claim's digits).
WORDS_BY_VALUE: dict[str, dict[int, list[str]]] = {}
for _lang, _words in WORDS_BY_LANGUAGE.items():
    for _word, _value in _words.items():
        WORDS_BY_VALUE.setdefault(_lang, {}).setdefault(_value, []).append(_word)

# The word for an occasion, which makes "first" before it no count: the phrase says an
# event was new (for the first time, per la prima volta, pertama kali), and a translation
# may say so in its verb instead (debuttò, premiered) or not at all.
OCCASION: dict[str, str] = {
    "en": "time",
    "it": "volta",
    "es": "vez",
    "pt": "vez",
    "fr": "fois",
    "de": "mal",
    "id": "kali",
}

# Ordinals that are also a preposition, "according to" (secondo la documentazione, segundo
# o manual, secondo Google), and the words that follow the preposition, not the ordinal:
# an article, a pronoun or a name. The ordinal follows an article (il secondo rilascio).
MULTIPLICATIVES: dict[str, dict[str, int]] = {
    "en": {"twice": 2, "thrice": 3},
    "de": {"zweimal": 2, "dreimal": 3, "viermal": 4, "fünfmal": 5},
}
"""One-word adverbs of how many times, which other languages write as a number and a word
(twice: due volte, dua kali, deux fois): a source's holds a claim's number of times
(:data:`TIMES`), and a claim's is a number of times, held by that number in a source or by
a word for double (:data:`DOUBLE`: ``twice as long``, ``il doppio``)."""

DOUBLE: dict[str, frozenset[str]] = {
    "en": frozenset({"double", "doubled", "doubles"}),
    "it": frozenset({"doppio", "doppia", "raddoppia", "raddoppiato"}),
    "es": frozenset({"doble", "duplica", "duplicado"}),
    "pt": frozenset({"dobro", "dobra", "duplica", "duplicado"}),
    "fr": frozenset({"double", "doublé", "doublée", "doubler"}),
    "de": frozenset({"doppelt", "doppelte", "doppelten", "verdoppelt"}),
    "id": frozenset({"lipat", "ganda"}),
}
"""Words that say two times a thing (the double, doubles): a source's holds a claim's
``twice``."""

TRIPLE: dict[str, frozenset[str]] = {
    "en": frozenset({"triple", "tripled", "triples", "threefold"}),
    "it": frozenset({"triplo", "tripla", "triplica", "triplicato"}),
    "es": frozenset({"triple", "triplica", "triplicado"}),
    "pt": frozenset({"triplo", "triplica", "triplicado"}),
    "fr": frozenset({"triple", "triplé", "triplée", "tripler"}),
    "de": frozenset({"dreifach", "dreifache", "dreifachen", "verdreifacht"}),
}
"""Words that say three times a thing (el triple: nearly three times the price): a
source's holds a claim's ``three times``, as :data:`DOUBLE` its ``twice``."""

TIMES: dict[str, frozenset[str]] = {
    "en": frozenset({"times"}),
    "it": frozenset({"volte"}),
    "es": frozenset({"veces"}),
    "pt": frozenset({"vezes"}),
    "fr": frozenset({"fois"}),
    "de": frozenset({"mal"}),
    "id": frozenset({"kali"}),
}
"""The word after a number that makes it a number of times (dua kali, deux fois)."""

DECADE_WORDS: dict[str, frozenset[str]] = {
    "it": frozenset({"anni"}),
    "es": frozenset({"años"}),
    "pt": frozenset({"anos"}),
    "fr": frozenset({"années"}),
}
"""The word before a number of tens that makes it a decade (anni '90, años noventa, anos
90, années 90)."""

DECADE_UNIT = "decade"
"""The unit a claim's decade carries (:data:`DECADE_WORDS`)."""

DECADE_NAMES = {
    20: "twenties",
    30: "thirties",
    40: "forties",
    50: "fifties",
    60: "sixties",
    70: "seventies",
    80: "eighties",
    90: "nineties",
}
"""English names of the decades, which a source may write for one (the nineties)."""

TIMES_UNIT = "×"
"""The unit a claim's number of times carries (:data:`TIMES`)."""

CLOCK_UNIT = "o'clock"
"""The unit a claim's hour before an hour word carries (``18 Uhr``, ``18 h``): a time of
day, held by a source's time (``6 p.m.``, ``18:00``) or number of hours, never by a bare
number (``under 18``)."""

ONE_UNIT = "1 of time"
"""The unit a claim's digit 1 before a word of time carries (``1 business day``): a
translation may say it with an indefinite article (:data:`ONE_ARTICLES`)."""

ONE_ARTICLES: dict[str, str] = {
    "en": r"(?:a|an|one)",
    "it": r"(?:un|uno|una|un')",
    "es": r"(?:un|una)",
    "fr": r"(?:un|une)",
    "pt": r"(?:um|uma)",
    "de": r"(?:ein|eine|einen|einem|einer|eines)",
}
"""Each language's indefinite articles, which say "one" before a word of time (``un
giorno``, ``eines Werktags``); Indonesian joins *se-* to the word (:data:`SINGLE_TIMES`)."""

SINGLE_TIMES: dict[str, str] = {
    "en": r"(?:second|minute|hour|day|week|month|year)",
    "it": r"(?:secondo|minuto|ora|giorno|settimana|mese|anno)",
    "es": r"(?:segundo|minuto|hora|día|semana|mes|año)",
    "fr": r"(?:seconde|minute|heure|jour|semaine|mois|an|année)",
    "pt": r"(?:segundo|minuto|hora|dia|semana|mês|ano)",
    "de": r"(?:\w*(?:sekunde|minute|stunde|tag|tages|tags|woche|monat|monats|jahr|jahres|jahrs))",
    "id": r"(?:detik|menit|jam|hari|minggu|bulan|tahun)",
}
"""Each language's words for one second, minute, hour, day, week, month or year (a German
compound that ends in one too: ``Werktag``)."""

TIME_UNIT_WORDS: dict[str, str] = {
    "s": r"(?:seconds?|secondi|segundos|secondes|sekunden|detik)",
    "min": r"(?:minutes?|minuti|minutos|minuten|menit)",
    "h": r"(?:hours?|ore|horas|heures|stunden|jam)",
}
"""The words of the seven languages for seconds, minutes and hours after a number of them,
by the unit that English digits carry (``10 minutes``: ``dieci minuti``, ``zehn
Minuten``)."""

ALSO_TIME_UNIT: dict[str, frozenset[str]] = {
    "en": frozenset({"second"}),
    "it": frozenset({"secondo"}),
    "es": frozenset({"segundo"}),
    "pt": frozenset({"segundo"}),
    "fr": frozenset({"seconde", "second"}),
}
"""The ordinals that also name the time unit (0,5 seconde, 1 segundo, 1 secondo): after a
written number they are the unit."""

QUARTERS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "it": (frozenset({"quarto"}), frozenset({"un", "uno", "tre"})),
    "es": (frozenset({"cuarto"}), frozenset({"un", "tres"})),
    "pt": (frozenset({"quarto"}), frozenset({"um", "três"})),
    "fr": (frozenset({"quart"}), frozenset({"un", "trois"})),
}
"""The ordinal "fourth" that is also "a quarter" (``un quarto di punto``, ``un cuarto de
punto``: a quarter-point), and the words before it that make it the fraction, which English
says with a word of its own, no number."""

BOTH: dict[str, str] = {
    "en": r"both",
    "it": r"entramb[ie]|ambedue",
    "es": r"amb[oa]s",
    "pt": r"amb[oa]s",
    "fr": r"(?:l|t)es deux",
    "de": r"beide[nrs]?",
    "id": r"kedua(?:nya)?",
}
"""Each language's word for "both", which says two (``the two``: ``ambos``, ``beiden``,
``kedua``)."""

_ORDINAL_SHAPE = re.compile(
    r"second|third|\w+th"  # en
    r"|\w+esim[oaie]|second[oaie]|terz[oaie]|quart[oaie]|quint[oaie]|sest[oaie]|settim[oaie]"
    r"|ottav[oaie]|non[oaie]|decim[oaie]"  # it
    r"|segund[oa]s?|tercer[oa]?s?|terceir[oa]s?|cuart[oa]s?|quart[oa]s?|quint[oa]s?|sext[oa]s?"
    r"|s[ée]tim[oa]s?|s[ée]ptim[oa]s?|octav[oa]s?|oitav[oa]s?|noven[oa]s?|décim[oa]s?"
    r"|\w*écim[oa]s?|decimo\w+|\w+ésim[oa]s?"  # es, pt
    r"|seconde?|\w+ième"  # fr
    r"|(?:zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|\w*zehnt|elft|zwölft|\w+zigst"
    r"|\w+ßigst)e[nrsm]?"  # de
)
"""How an ordinal word of the languages ends or begins (sixth, sesta, sexto, sixième,
sechste): :func:`ordinals` are the number words so shaped."""


@cache
def ordinals() -> dict[str, int]:
    """The ordinal number words from three up, in six languages (sixth, sesta, sechsten: 6):
    a rank, held only by a source's rank, never by any number of its value (the sixth visit
    is no six reactors). Not first (:data:`FIRST_WORDS`: a rank a translation may write as a
    superlative) nor second, which translations write for words of their own (la segunda
    vuelta: the run-off; il secondo classificato: the runner-up), nor Indonesian's ``ke-``
    words, which say a count as well (``ketujuh hakim``: the seven judges). Built on first
    use: a check in one language never asks.

    >>> words = ordinals()
    >>> words["sesta"], words["sixth"], words["sechsten"], words["vingtième"]
    (6, 6, 6, 20)
    >>> "sei" in words, "six" in words, "acht" in words, "keenam" in words
    (False, False, False, False)
    """
    return {
        word: value
        for language, words in WORDS_BY_LANGUAGE.items()
        if language != "id"
        for word, value in words.items()
        if value > 2 and _ORDINAL_SHAPE.fullmatch(word)
    }


@cache
def source_ordinals() -> dict[str, int]:
    """The words that say a rank in a source (:func:`ordinals`, and Indonesian's ``ke-``
    words, which may: ``kunjungan keenam``, the sixth visit)."""
    ke = {word: value for word, value in WORDS_BY_LANGUAGE["id"].items() if word.startswith("ke")}
    return {**ordinals(), **ke}


FIRST_WORDS = frozenset(
    (
        *("first", "primo", "prima", "primi", "prime", "primer", "primero", "primera"),
        *("primeros", "primeras", "primeiro", "primeira", "primeiros", "primeiras"),
        *("premier", "première", "premiers", "premières", "erste", "ersten", "erster"),
        *("erstes", "pertama"),
    )
)
"""The ordinal one in the seven languages: a rank a translation may write as a
superlative (premier producteur: the largest producer; :data:`LEADING`)."""

LEADING: dict[str, str] = {
    "en": r"largest|biggest|greatest|leading|foremost|top|main|principal",
    "it": r"maggior[ei]|principal[ei]|più grand[ei]",
    "es": r"mayor(?:es)?|principal(?:es)?|más grandes?",
    "pt": r"maior(?:es)?|principa(?:l|is)|mais grandes?",
    "fr": r"plus grand(?:e|s|es)?|principa(?:l|le|ux|les)",
    "de": r"größte[nrs]?|führende[nrs]?|wichtigste[nrs]?",
    "id": r"terbesar|utama|terkemuka",
}
"""Each language's words for the first of a kind by size or rank (largest, maggiore,
größte, terbesar), which hold a claim's ordinal one (:data:`FIRST_WORDS`)."""

ALSO_NOUNS: dict[str, frozenset[str]] = {
    "es": frozenset({"cuarta", "quinta", "sexta", "novena"}),
    "pt": frozenset({"quarta", "quinta", "sexta", "quarto"}),
}
"""Feminine ordinals that are also nouns (Spanish ``una quinta``: a villa, ``la novena``;
Portuguese ``na sexta``: on Friday, ``a quinta do Noval``: an estate): numbers only before
a word of their own, the noun they order (``su quinta pausa``, ``a quarta agência``), and
not after a bare preposition (:data:`BARE_PREPOSITIONS`); Portuguese ``quarto`` is a room
too."""

BARE_PREPOSITIONS: dict[str, frozenset[str]] = {
    "es": frozenset({"por", "en", "con", "sin", "para"}),
    "pt": frozenset({"por", "em", "com", "sem", "para"}),
}
"""Prepositions after which, with no article between, such a word is its noun (por quarto:
per room; en quinta: on an estate): an ordinal follows an article (o quarto hotel)."""

ALSO_PREPOSITION: dict[str, frozenset[str]] = {
    "it": frozenset({"secondo"}),
    "pt": frozenset({"segundo"}),
}
BEFORE_WORDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "it": (
        frozenset({"prima"}),
        frozenset({"di", "del", "della", "dello", "dei", "degli", "delle", "dell", "d", "che"}),
    ),
}
"""Ordinals that are also "before" (Italian ``prima di``, ``prima che``), and the words
after which they are: there no number."""
EARLIER_AFTER: dict[str, frozenset[str]] = {
    "it": frozenset(
        [
            "anno",
            "anni",
            "mese",
            "mesi",
            "settimana",
            "settimane",
            "giorno",
            "giorni",
            "ora",
            "ore",
            "minuti",
            "secolo",
            "secoli",
            "tempo",
            "poco",
        ]
    ),
}
"""The words of time after which an ordinal of :data:`BEFORE_WORDS` closing its clause says
"earlier" (``un anno prima``, ``poco prima``)."""
AFTER_PREPOSITION: dict[str, frozenset[str]] = {
    "it": frozenset(
        (
            *("il", "lo", "la", "i", "gli", "le", "l", "un", "una", "uno", "quanto"),
            *("me", "te", "lui", "lei", "noi", "voi", "loro"),
            *("questo", "questa", "questi", "queste"),
        )
    ),
    "pt": frozenset(
        (
            *("o", "a", "os", "as", "um", "uma", "ele", "ela", "eles", "elas", "nós", "mim"),
            *("ti", "este", "esta", "estes", "estas"),
        )
    ),
}


def _scales(thousand: str, million: str, billion: str, trillion: str = "") -> dict[str, int]:
    return {
        word: power
        for words, power in ((thousand, 3), (million, 6), (billion, 9), (trillion, 12))
        for word in words.split()
    }


# The words that multiply the number before them, per language (the short forms as the
# press writes them: mln, Mrd., Md, bn, mi, jt). The long scale is the language's own: German
# Billion, French billion and Spanish billón are 10^12; Spanish and European Portuguese
# also say "mil millones", "mil milhões" (scale_after).
SCALE_WORDS: dict[str, dict[str, int]] = {
    "en": _scales("thousand", "million millions mln", "billion billions bn", "trillion"),
    "it": _scales("mila mille", "milione milioni mln", "miliardo miliardi mld mrd"),
    "es": _scales("mil", "millón millones millon", "millardo millardos", "billón billones"),
    "fr": _scales("mille", "million millions", "milliard milliards md mds mrd", "billion billions"),
    "de": _scales(
        "tausend", "million millionen mio", "milliarde milliarden mrd", "billion billionen"
    ),
    "pt": _scales(
        "mil",
        "milhão milhões milhao milhoes mi",
        "bilhão bilhões bilhao bilhoes bi",
        "trilhão trilhões",
    ),
    "id": _scales("ribu rb", "juta jt", "miliar", "triliun"),
}
for _words in SCALE_WORDS.values():
    # India's lakh and crore (10⁵, 10⁷), which sources write in every language and
    # translations keep or turn into millions and billions (₹59,445 crore: 594,45 Milliarden)
    _words.update({"lakh": 5, "lakhs": 5, "crore": 7, "crores": 7})
_NEXT_WORDS = re.compile(
    r"[ \N{NO-BREAK SPACE}]+([^\W\d_]+)\.?(?:[ \N{NO-BREAK SPACE}]+(?:de )?([^\W\d_]+))?"
)


_MILLION_M = re.compile(r"[ \N{NO-BREAK SPACE}\N{NARROW NO-BREAK SPACE}]?M(?=[$€£])")
"""A capital M right before a currency sign: millions, as the French and Spanish press
write them (310 M$, 25 M€); lower case, or without the sign, it is a metre."""

_MILLIONS_M = frozenset(("fr", "es", "pt", "it"))

_MEGATONNES = re.compile(r"[ \N{NO-BREAK SPACE}]?(?:Mt|MTPA|Mtpa|Mtoe)(?![^\W\d_])")
"""Megatonnes, a million tonnes, as the industry writes them in every language (``3.35
MTPA``, ``3,35 Mt/an``, ``5 Mtoe``): a scale with its unit. Only so capitalised: ``mt`` is
a metric ton as often."""


def scale_after(text: str, end: int, language: str) -> tuple[int, int]:
    """The power of ten the word after a number multiplies it by (0: none), and where that
    word ends.

    >>> scale_after("1,2 miliardi di euro", 3, "it"), scale_after("1200 millones", 4, "es")
    ((9, 12), (6, 13))
    >>> scale_after("1,2 mil millones", 3, "es"), scale_after("25 May", 2, "en")
    ((9, 16), (0, 2))
    >>> scale_after("310 M$", 3, "fr"), scale_after("310 m", 3, "fr")
    ((6, 5), (0, 3))
    >>> scale_after("3.35 MTPA line", 4, "en"), scale_after("3,35 Mt/an", 4, "fr")
    ((6, 9), (6, 7))
    """
    words = SCALE_WORDS.get(language)
    if language in _MILLIONS_M and (million := _MILLION_M.match(text, end)) is not None:
        return 6, million.end()  # 310 M$, 25 M€
    if (megatonnes := _MEGATONNES.match(text, end)) is not None:
        return 6, megatonnes.end()  # 3.35 MTPA: 3.35 million tonnes a year
    m = _NEXT_WORDS.match(text, end)
    if words is None or m is None:
        return 0, end
    power = words.get(m.group(1).casefold(), 0)
    if power == 0:
        return 0, end
    if power == 3 and m.group(2) is not None and words.get(m.group(2).casefold(), 0):
        return power + words[m.group(2).casefold()], m.end(2)  # mil millones
    return power, m.end(1)
