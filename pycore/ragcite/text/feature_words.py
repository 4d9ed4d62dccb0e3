"""The common words that head a natural feature's name (``Lake Titicaca``, ``Lago
Titicaca``, ``Danau Titicaca``; ``Cape Canaveral``, ``Cabo Cañaveral``): each language
writes its own before or after the name, and a translation renders it so.

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
    ("desert", "deserto", "desierto", "wuste", "gurun"),
    ("valley", "valle", "vallee", "lembah"),
    ("falls", "cascate", "cataratas", "chutes", "wasserfalle", "air terjun"),
    ("volcano", "vulcano", "volcan", "vulkan", "vulcao", "gunung"),
    ("peninsula", "penisola", "peninsule", "halbinsel", "semenanjung"),
    ("glacier", "ghiacciaio", "glaciar", "gletscher", "gletser"),
    ("crater", "cratere", "krater", "cratera", "kawah"),
    ("canal", "canale", "kanal", "terusan"),
)
"""Each feature's words in the seven languages, folded; not those that are another
language's common word (German See, Tal; French cap; Portuguese vale)."""


@cache
def _groups() -> dict[str, frozenset[str]]:
    """A feature's word -> every word of its groups."""
    out: dict[str, set[str]] = {}
    for group in _FEATURES:
        for word in group:
            out.setdefault(word, set()).update(group)
    return {word: frozenset(words) for word, words in out.items()}


def feature_words(word: str) -> frozenset[str]:
    """The folded words of every language for the feature ``word`` names, or none.

    >>> sorted(feature_words("Lake"))[:4], feature_words("Titicaca")
    (['danau', 'lac', 'lacs', 'laghi'], frozenset())
    """
    return _groups().get(fold(word), frozenset())


def feature_said(word: str, texts: Iterable[str]) -> bool:
    """Whether one of ``texts`` writes, in any language, the feature ``word`` names.

    >>> feature_said("Lake", ["Il lago Titicaca."]), feature_said("Lake", ["Il fiume Po."])
    (True, False)
    """
    words = feature_words(word)
    return bool(words) and any(_said(words, text) for text in texts)


@lru_cache(maxsize=64)  # a source, asked by each of its claims' feature words
def _said(words: frozenset[str], text: str) -> bool:
    folded = fold(text)
    return any(
        word in folded and re.search(rf"(?<!\w){re.escape(word)}(?!\w)", folded) is not None
        for word in words
    )
