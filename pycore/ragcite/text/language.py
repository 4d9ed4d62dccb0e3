"""Which language an answer is written in, so the right stop words and stemmer apply.

The rule, in order:

1. **Script.** CJK characters are counted against Latin letters in the first 20,000
   characters; one CJK character carries about as much as two Latin letters, so the text
   is CJK when ``2 × cjk ≥ latin``. Then kana (hiragana or katakana) make it Japanese
   (``ja``), Hangul that outnumbers Han makes it Korean (``ko``), else Chinese (``zh``).
2. **Stop words.** Otherwise each word found in a language's stop-word list
   (``stopwords/<lang>.txt``) votes for that language, weighted by 1 / the number of
   lists it is in (``de`` is Spanish, French and Portuguese, so it counts a third for
   each; ``the`` counts fully for English). The language with the most votes wins.
3. **Default.** With fewer than 2 votes, or a tie with English, the answer is ``en``.
"""

from __future__ import annotations

import re
from functools import cache

from .stems import STEMMERS, stop_words
from .tokens import LETTERS

SAMPLE = 20_000
"""Characters looked at; more never changes the verdict and only costs time."""
DEFAULT = "en"

_KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")


@cache
def _votes() -> dict[str, list[tuple[str, float]]]:
    """Word -> [(language, weight)] over all stop-word lists."""
    owners: dict[str, list[str]] = {}
    for language in STEMMERS:
        for word in stop_words(language):
            owners.setdefault(word, []).append(language)
    return {word: [(lang, 1 / len(langs)) for lang in langs] for word, langs in owners.items()}


def detect(text: str) -> str:
    """ISO 639-1 code of the language of ``text``: en it id es fr de pt ja zh ko.

    >>> detect("The index defaults to 40 and it is fast.")
    'en'
    >>> detect("L'indice HNSW usa una lista di candidati che per impostazione predefinita è 40.")
    'it'
    >>> detect("Indeks HNSW menggunakan daftar kandidat yang secara bawaan adalah 40.")
    'id'
    >>> detect("デフォルト値は40です。"), detect("默认值是四十。"), detect("기본값은 40입니다.")
    ('ja', 'zh', 'ko')
    >>> detect(""), detect("HNSW 40")
    ('en', 'en')
    """
    sample = text[:SAMPLE]
    kana = len(_KANA.findall(sample))
    han = len(_HAN.findall(sample))
    hangul = len(_HANGUL.findall(sample))
    cjk = kana + han + hangul
    if cjk and 2 * cjk >= len(_LATIN.findall(sample)):
        if kana:
            return "ja"
        return "ko" if hangul > han else "zh"
    votes = _votes()
    score = dict.fromkeys(STEMMERS, 0.0)
    for word in LETTERS.findall(sample.lower()):
        for language, weight in votes.get(word, ()):
            score[language] += weight
    best = max(score, key=lambda lang: (score[lang], lang == DEFAULT))
    if score[best] < 2 or score[best] <= score[DEFAULT]:
        return DEFAULT
    return best
