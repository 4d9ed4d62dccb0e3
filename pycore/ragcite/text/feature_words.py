"""The common words that head a natural feature's or a storm's name (``Lake Titicaca``,
``Lago Titicaca``, ``Danau Titicaca``; ``Cape Canaveral``, ``Cabo Cañaveral``; ``Hurricane
Milton``, ``Badai Milton``): each language writes its own before or after the name, and a
translation renders it so.

Written by hand, one group per feature: the words of English, Italian, Spanish, French,
German, Portuguese and Indonesian, singular and plural, accents folded by the lookup. No
table here names them (CLDR's emoji labels have a volcano and an island, not a lake or a
cape), and :mod:`ragcite.text.name_words` relates only the words those labels share.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache

from .world_names import fold

_FEATURES: tuple[tuple[str, ...], ...] = (
    ("lake", "lakes", "lago", "laghi", "lagos", "lac", "lacs", "danau"),
    ("mount", "mountain", "monte", "monti", "montes", "mont", "monts", "berg", "gunung"),
    ("cape", "capo", "cabo", "kap", "tanjung"),
    ("river", "fiume", "rio", "fleuve", "riviere", "fluss", "sungai"),
    ("bay", "baia", "bahia", "baie", "bucht", "teluk"),
    ("gulf", "golfo", "golfe", "teluk"),
    ("island", "islands", "isola", "isole", "isla", "islas", "ile", "iles", "insel", "inseln"),
    ("island", "ilha", "ilhas", "pulau", "kepulauan"),
    ("strait", "straits", "stretto", "estrecho", "detroit", "meerenge", "estreito", "selat"),
    ("ocean", "oceano", "ozean", "samudra", "samudera"),
    ("lagoon", "laguna", "lagune", "lagoa"),
    ("desert", "deserto", "desierto", "wuste", "gurun"),
    ("valley", "valle", "vallee", "lembah"),
    ("falls", "cascate", "cataratas", "chutes", "wasserfalle", "air terjun"),
    ("volcano", "vulcano", "volcan", "vulkan", "vulcao", "gunung"),
    ("peninsula", "penisola", "peninsule", "halbinsel", "semenanjung"),
    ("glacier", "ghiacciaio", "glaciar", "gletscher", "gletser"),
    ("crater", "cratere", "krater", "cratera", "kawah"),
    ("canal", "canale", "kanal", "terusan"),
    # a saint's title and the common words of buildings' and squares' names, which head
    # them as a feature's word does (Saint James: San Giacomo; Westminster Abbey: Abbazia
    # di Westminster; Saint George Bridge: Ponte San Giorgio)
    ("saint", "st", "san", "santo", "santa", "santi", "santos", "sankt", "sao", "sainte"),
    ("bridge", "ponte", "puente", "pont", "brucke", "jembatan"),
    ("square", "piazza", "plaza", "platz", "praca", "lapangan"),
    ("abbey", "abbazia", "abadia", "abbaye", "abtei", "biara"),
    ("cathedral", "cattedrale", "duomo", "catedral", "cathedrale", "kathedrale", "katedral"),
    ("palace", "palazzo", "palacio", "palais", "palast", "istana"),
    # storms, named as features are (Hurricane Milton, uragano Milton, Badai Milton)
    ("hurricane", "uragano", "huracan", "ouragan", "hurrikan", "furacao", "badai"),
    ("typhoon", "tifone", "tifon", "typhon", "taifun", "tufao", "topan"),
    ("cyclone", "ciclone", "ciclon", "zyklon", "siklon"),
    ("storm", "tempesta", "tormenta", "tempete", "sturm", "sturmtief", "tempestade", "badai"),
)

_SEASONS: tuple[tuple[str, ...], ...] = (
    ("spring", "primavera", "printemps", "fruhling", "fruhjahr", "musim semi"),
    ("summer", "estate", "verano", "sommer", "verao", "musim panas"),  # not ete: also "been"
    ("autumn", "autunno", "otono", "automne", "herbst", "outono", "musim gugur"),  # not fall
    ("winter", "inverno", "invierno", "hiver", "musim dingin"),
)
"""The seasons' words in the seven languages, folded, which name a collection, a campaign
or a games (Spring/Summer 2025: Primavera/Estate; Winter Olympics): held as the features'
words are (:func:`feature_said`), but no feature, so a title with one is a title still."""
"""Each feature's words in the seven languages, folded; not those that are another
language's common word (German See, Tal; French cap; Portuguese vale)."""


@cache
def _groups(seasons: bool = False) -> dict[str, frozenset[str]]:
    """A feature's word -> every word of its groups (and a season's, with ``seasons``)."""
    out: dict[str, set[str]] = {}
    for group in (*_FEATURES, *(_SEASONS if seasons else ())):
        for word in group:
            out.setdefault(word, set()).update(group)
    return {word: frozenset(words) for word, words in out.items()}


def feature_words(word: str) -> frozenset[str]:
    """The folded words of every language for the feature ``word`` names, or none.

    >>> sorted(feature_words("Lake"))[:4], feature_words("Titicaca"), feature_words("Winter")
    (['danau', 'lac', 'lacs', 'laghi'], frozenset(), frozenset())
    """
    return _groups().get(fold(word), frozenset())


def feature_said(word: str, texts: Iterable[str]) -> bool:
    """Whether one of ``texts`` writes, in any language, the feature or the season ``word``
    names.

    >>> feature_said("Lake", ["Il lago Titicaca."]), feature_said("Lake", ["Il fiume Po."])
    (True, False)
    >>> feature_said("Spring", ["la collezione Primavera/Estate 2025"])
    True
    """
    words = _groups(seasons=True).get(fold(word), frozenset())
    return bool(words) and any(_said(words, text) for text in texts)


COMPOUND_LETTERS = 5
"""The fewest letters of a feature's word that may end a longer word of a source (Spanish
``supertifón``, German ``Supertaifun``, ``Wirbelsturm``): a compound of it."""


@lru_cache(maxsize=64)  # a source, asked by each of its claims' feature words
def _said(words: frozenset[str], text: str) -> bool:
    """Whether the folded ``text`` writes one of ``words``, as a word or, for a long one,
    as the end of a compound (:data:`COMPOUND_LETTERS`).

    >>> _said(frozenset({"tifon"}), "El supertifón Yagi"), _said(frozenset({"lac"}), "Polac")
    (True, False)
    """
    folded = fold(text)
    return any(
        word in folded
        and re.search(
            (r"" if len(word) >= COMPOUND_LETTERS else r"(?<!\w)") + rf"{re.escape(word)}(?!\w)",
            folded,
        )
        is not None
        for word in words
    )
