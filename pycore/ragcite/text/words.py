"""A claim's content terms: words (stop words dropped, stemmed), names, CJK n-grams.

The support stage compares *content units* of a claim with the words of a source. This
module turns text into those units, one rule per step:

- **Words** (en, it, id, es, fr, de, pt): runs of letters and digits (``[^\\W_]+``, so
  ``ef_search`` and ``pgvector's`` split at ``_`` and ``'``). A run that starts with a digit
  is a number (see :mod:`ragcite.text.numbers`), not a word; single letters and the language's
  stop words (``stopwords/<lang>.txt``) are dropped. What is left is lower-cased and
  stemmed with Snowball (``snowballstemmer``), so ``defaults`` and ``default`` meet.
- **CJK** (ja, zh, ko): no spaces to split at, so text is compared by *character
  bigrams* inside runs of content characters. Japanese runs are split at hiragana
  (particles and inflections: ``は``, ``の``, ``です``) and keep kanji and katakana;
  Chinese runs are split at a few function characters (``的``, ``了``, ``是``...);
  Korean words lose one trailing particle (``은``, ``를``, ``에서``...). A run of one
  character is kept as that character. Latin words inside CJK text (``HNSW``) are
  words, compared with the English rules.
- **Names**: a word with a capital after its first letter (``HNSW``, ``DiCaprio``), a
  capitalised word that does not open the sentence, or two or more capitalised words in a
  row (``Brad Pitt``, also at the start). German capitalises every noun, so there only the
  first and last rule apply. Names matter because a claim whose name is in no cited source
  cannot be supported (``support.py``).

Stemming and stop words are in :mod:`ragcite.text.stems`. The source side is read
differently, for speed (a check may carry 200 sources of 10,000 characters): see
:mod:`ragcite.text.source_words` and :mod:`ragcite.text.inflections`; month names are in
:mod:`ragcite.text.months`.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import NamedTuple

from .inflections import derived_key, variants
from .months import month, month_dates
from .source_words import cjk_pair_code, cjk_pairs_in, latin_source_tokens, source_tokens
from .stems import _STEM_CACHE, CJK, stem, stop_words, word_language

# The support stage (verify/) imports these from here.
__all__ = [
    "CJK", "_NAME_GAP", "Term", "cjk_pair_code", "cjk_pairs_in", "content_count",
    "derived_key", "latin_source_tokens", "month", "month_dates", "source_tokens", "stem",
    "stop_words", "terms", "variants", "word_language",
]  # fmt: skip

# A word: letters and digits, with combining accents kept inside (NFD text).
_WORD = re.compile(r"[^\W_](?:[^\W_]|[\u0300-\u036f])*")
_HIRAGANA = "\u3041-\u309f"
_KATAKANA = "\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f"
_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HANGUL = "\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f"
_CJK_RUN = re.compile(f"[{_HIRAGANA}{_KATAKANA}{_HAN}{_HANGUL}]+")
_JA_CONTENT = re.compile(f"[{_KATAKANA}{_HAN}]+")
_LATIN_IN_CJK = re.compile(r"[A-Za-z][A-Za-z0-9]*|[0-9]+[A-Za-z][A-Za-z0-9]*")
_ZH_STOP = set("的了是在和与及或也都而就这那个我你他她它们有为对将把被从到以于之等吗呢吧啊着过")
_KO_PARTICLES = (
    "에서는",
    "에서",
    "으로",
    "에게",
    "까지",
    "부터",
    "입니다",
    "합니다",
    "이다",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "의",
    "에",
    "로",
    "와",
    "과",
    "도",
    "만",
)


class Term(NamedTuple):
    """One content term of a claim: a word, or a CJK run with its n-grams. (A NamedTuple:
    a long answer makes thousands, and tuples are cheap to build.)"""

    surface: str
    """As written in the claim, original case."""
    start: int
    end: int
    """Char offsets in the text given to :func:`terms` (end exclusive)."""
    keys: tuple[str, ...]
    """What is compared with the sources: the stem of a word, the bigrams of a CJK run."""
    form: str = ""
    """Lower-case surface of a word ('' for a CJK run): the source side looks for it."""
    name: bool = False
    """A proper name or acronym (see the module docstring)."""


def _has_inner_capital(token: str) -> bool:
    rest = token[1:]
    return rest != rest.lower()


_NAME_GAP = (" ", "-", "\N{NO-BREAK SPACE}")
_new_tuple = tuple.__new__
"""Builds a :class:`Term` without its generated ``__new__`` (a Python-level call: a long
answer makes thousands of terms per check)."""


def _word_terms(text: str, language: str) -> list[Term]:
    stops = stop_words(language)
    # (surface, start, end, lower-case form, capitalised) of each content word; opening is
    # where the sentence's first word starts (a stop word counts).
    content: list[tuple[str, int, int, str, bool]] = []
    opening = -1
    for match in _WORD.finditer(text):
        surface = match[0]
        if surface[0].isdigit():
            continue  # a number (numbers.py)
        start = match.start()
        if opening < 0:
            opening = start
        lower = (surface if surface.isascii() else unicodedata.normalize("NFC", surface)).lower()
        if len(lower) >= 2 and lower not in stops:
            content.append((surface, start, match.end(), lower, surface[:1].isupper()))
    stems = _STEM_CACHE.get(language)
    german = language == "de"
    last = len(content) - 1
    out: list[Term] = []
    for i, (surface, start, end, lower, capital) in enumerate(content):
        # A name: capitalised not at the opening (not in German), capitalised next to
        # another capitalised word, or with an inner capital (module docstring).
        name = capital and start != opening and not german
        if capital and not name:
            if i > 0:
                before = content[i - 1]
                name = before[4] and text[before[2] : start] in _NAME_GAP
            if not name and i < last:
                after = content[i + 1]
                name = after[4] and text[end : after[1]] in _NAME_GAP
        if not name:
            name = _has_inner_capital(surface)
        key = stems.get(lower) if stems is not None else None
        if key is None:
            key = stem(lower, language)
        out.append(_new_tuple(Term, (surface, start, end, (key,), lower, name)))
    return out


def _cjk_keys(run: str) -> tuple[str, ...]:
    if len(run) == 1:
        return (run,)
    return tuple(dict.fromkeys(run[i : i + 2] for i in range(len(run) - 1)))


def _cjk_terms(text: str, language: str) -> list[Term]:
    out: list[Term] = []
    for match in _CJK_RUN.finditer(text):
        base = match.start()
        run = match[0]
        if language == "ja":
            pieces = [(m.start(), m[0]) for m in _JA_CONTENT.finditer(run)]
        elif language == "ko":
            pieces = []
            word = run
            for particle in _KO_PARTICLES:
                if word.endswith(particle) and len(word) > len(particle):
                    word = word[: -len(particle)]
                    break
            pieces.append((0, word))
        else:
            pieces, start = [], 0
            for i, char in enumerate(run + "的"):
                if char in _ZH_STOP:
                    if i > start:
                        pieces.append((start, run[start:i]))
                    start = i + 1
        for offset, piece in pieces:
            start = base + offset
            out.append(Term(piece, start, start + len(piece), _cjk_keys(piece)))
    latin = word_language(language)
    stops = stop_words(latin)
    for match in _LATIN_IN_CJK.finditer(text):
        lower = match[0].lower()
        if len(lower) < 2 or lower in stops:
            continue
        out.append(
            Term(
                match[0],
                match.start(),
                match.end(),
                (stem(lower, latin),),
                lower,
                _has_inner_capital(match[0]) or match[0].isupper(),
            )
        )
    out.sort(key=lambda term: term.start)
    return out


@lru_cache(maxsize=4096)
def terms(text: str, language: str) -> tuple[Term, ...]:
    """The content terms of a claim, in text order (duplicates kept; support dedupes keys).
    Cached: the claim rule and the support stage both ask for the same sentences.

    >>> [(t.surface, t.keys, t.name) for t in terms("It starred Brad Pitt.", "en")]
    [('starred', ('star',), False), ('Brad', ('brad',), True), ('Pitt', ('pitt',), True)]
    >>> [t.surface for t in terms("A 384-dimension vector takes 1552 bytes [4].", "en")]
    ['dimension', 'vector', 'takes', 'bytes']
    >>> [(t.surface, t.keys) for t in terms("ef_searchのデフォルト値は40です。", "ja")][2]
    ('デフォルト値', ('デフ', 'フォ', 'ォル', 'ルト', 'ト値'))
    """
    if language in CJK:
        return tuple(_cjk_terms(text, language))
    return tuple(_word_terms(text, word_language(language)))


def content_count(text: str, language: str) -> int:
    """How many content units a sentence has: words, or CJK characters in content runs.

    >>> content_count("I hope this helps!", "en"), content_count("検索候補リスト", "ja")
    (2, 7)
    """
    found = terms(text, language)
    return sum(len(t.surface) if not t.form else 1 for t in found)
