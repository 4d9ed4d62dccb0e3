"""Stemming and stop words: the Snowball stemmer of each language, cached across checks,
and the stop-word lists (``stopwords/<lang>.txt``).

Claim words (:mod:`ragcite.text.words`) and source words (support's confirmation of a
found form) are stemmed here, so ``defaults`` and ``default`` meet.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

import snowballstemmer

STEMMERS = {
    "en": "english",
    "it": "italian",
    "id": "indonesian",
    "es": "spanish",
    "fr": "french",
    "de": "german",
    "pt": "portuguese",
}
"""Languages with a stop-word list and a Snowball stemmer."""
CJK = frozenset({"ja", "zh", "ko"})
"""Languages compared by character n-grams."""


@cache
def stop_words(language: str) -> frozenset[str]:
    """The stop words of a language (empty for languages without a list).

    >>> "the" in stop_words("en"), "della" in stop_words("it"), "yang" in stop_words("id")
    (True, True, True)
    """
    if language not in STEMMERS:
        return frozenset()
    text = (
        resources.files("ragcite")
        .joinpath("text", "stopwords", f"{language}.txt")
        .read_text("utf-8")
    )
    return frozenset(
        line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")
    )


_STEMMERS: dict[str, object] = {}
_STEM_CACHE: dict[str, dict[str, str]] = {}
"""Per language, word -> stem. Kept across checks: Snowball in pure Python costs ~20 µs a
word, and the same vocabulary comes back in every check."""
STEMS_KEPT = 200_000
"""Stems kept per language (~150 bytes each): a batch over many kinds of text keeps
meeting new words, and a page or a worker process lives long. Past this the cache starts
again (a Vertex-maximum check needs ~1,600)."""


def stem(word: str, language: str) -> str:
    """The Snowball stem of a lower-case word (the word itself without a stemmer).

    >>> stem("defaults", "en"), stem("dimensions", "en"), stem("vettori", "it")
    ('default', 'dimens', 'vettor')
    """
    cache_ = _STEM_CACHE.get(language)
    if cache_ is None:
        name = STEMMERS.get(language)
        if name is None:
            return word
        _STEMMERS[language] = snowballstemmer.stemmer(name)
        cache_ = _STEM_CACHE[language] = {}
    found = cache_.get(word)
    if found is None:
        if len(cache_) >= STEMS_KEPT:
            cache_.clear()
        found = cache_[word] = _STEMMERS[language].stemWord(word)  # type: ignore[attr-defined]
    return found


def word_language(language: str) -> str:
    """The language whose word rules apply to Latin words in a text of ``language``."""
    return language if language in STEMMERS else "en"
