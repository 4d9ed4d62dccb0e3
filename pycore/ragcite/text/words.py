"""Content words: tokenising, stop words, stemming, and CJK character n-grams.

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

The source side is read differently, for speed (a check may carry 200 sources of 10,000
characters): see :func:`source_tokens` and :func:`variants`.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from importlib import resources
from typing import NamedTuple

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
LANGUAGES = (*STEMMERS, *sorted(CJK))

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


# ---------------------------------------------------------------------------------------
# The source side.
#
# Tokenising 2,000,000 characters of sources with a regex costs ~60 ms in CPython, more
# than the whole check may take. So sources are split by C-level string methods only:
# UTF-8 encode, lower-case and map ASCII punctuation to spaces (bytes.translate), split. The
# tokens are then intersected with the set of forms the claims could match (claim words
# and the usual inflections of their stems, see variants()), and only those few are
# stemmed and compared. A source word in no claim is never looked at one by one.

_KEEP = b"abcdefghijklmnopqrstuvwxyz0123456789"
# Bytes -> bytes: ASCII letters lower-cased, digits and non-ASCII bytes kept, the rest space.
_TRANSLATE = bytes(
    c + 32 if 0x41 <= c <= 0x5A else c if (c >= 0x80 or c in _KEEP) else 0x20 for c in range(256)
)
# Non-ASCII punctuation and spaces that would otherwise stick to a word, as UTF-8: Latin-1
# punctuation (no-break space, « » ¿ ¡ · °), General Punctuation (curly quotes, dashes,
# ellipsis, thin spaces), arrows, minus, box drawing and dingbats, CJK punctuation,
# full-width ASCII punctuation. Matched on bytes, and only when one of their lead bytes
# occurs at all (a memchr), because a str regex over 2 MB of sources costs ~20 ms.
_PUNCT_LEADS = (b"\xc2", b"\xe2", b"\xe3", b"\xef")
_UNICODE_PUNCT = re.compile(
    rb"\xc2[\xa0-\xbf]|\xe2\x80[\x80-\xbf]|\xe2\x81[\x80-\xaf]|\xe2\x86[\x90-\xbf]"
    rb"|\xe2\x87[\x80-\xbf]|\xe2\x88\x92|\xe2[\x94-\x9e][\x80-\xbf]"
    rb"|\xe3\x80[\x80-\x83\x88-\x91\x94-\x9f]|\xef\xbc[\x81-\x8f\x9a-\xa0\xbb-\xbf]"
    rb"|\xef\xbd[\x80\x9b-\xa5]"
)


def source_tokens(text: str) -> list[bytes]:
    """Lower-case word tokens of a source as UTF-8 bytes (digits kept, so ``l2`` stays one
    token; pure digit tokens never match a word form).

    >>> source_tokens("Use <=> for Cosine distance; it’s “fast”, 2x.")
    [b'use', b'for', b'cosine', b'distance', b'it', b's', b'fast', b'2x']
    """
    if text.isascii():  # O(1) in CPython; the table lower-cases too
        return text.encode("ascii").translate(_TRANSLATE).split()
    lowered = text.lower()
    if not unicodedata.is_normalized("NFC", lowered):
        lowered = unicodedata.normalize("NFC", lowered)
    data = lowered.encode("utf-8", "replace")
    if any(lead in data for lead in _PUNCT_LEADS):
        data = _UNICODE_PUNCT.sub(b" ", data)
    return data.translate(_TRANSLATE).split()


_SUFFIXES: dict[str, tuple[str, ...]] = {
    # Porter2 endings of a family, most productive first; the claim word's own
    # inflections come from _PLURALS below.
    "en": (
        "",
        "s",
        "e",
        "es",
        "ed",
        "ing",
        "ion",
        "ions",
        "ation",
        "ity",
        "al",
        "ment",
        "ance",
        "ence",
        "ive",
        "ize",
        "ization",
        "able",
        "ate",
        "ator",
        "er",
    ),
    "it": (
        "",
        "a",
        "e",
        "i",
        "o",
        "ale",
        "ali",
        "are",
        "ato",
        "ata",
        "ati",
        "ate",
        "ando",
        "ano",
        "ità",
        "mente",
        "zione",
        "zioni",
        "ione",
        "ioni",
        "ere",
        "uto",
        "ire",
        "ito",
        "ita",
        "endo",
        "ono",
        "ico",
        "ica",
        "ici",
        "oso",
        "osa",
        "ante",
        "ente",
        "abile",
        "ore",
        "ori",
    ),
    "es": (
        "",
        "a",
        "o",
        "as",
        "os",
        "e",
        "es",
        "ar",
        "er",
        "ir",
        "ado",
        "ada",
        "ados",
        "adas",
        "ido",
        "ida",
        "idos",
        "idas",
        "ando",
        "iendo",
        "an",
        "en",
        "ción",
        "ciones",
        "ión",
        "iones",
        "mente",
        "idad",
        "idades",
        "able",
        "ible",
        "ico",
        "ica",
        "icos",
        "icas",
        "oso",
        "osa",
        "or",
        "ores",
        "ía",
        "ían",
    ),
    "pt": (
        "",
        "a",
        "o",
        "as",
        "os",
        "e",
        "es",
        "ar",
        "er",
        "ir",
        "ado",
        "ada",
        "ados",
        "adas",
        "ido",
        "ida",
        "idos",
        "idas",
        "ando",
        "endo",
        "am",
        "em",
        "ção",
        "ções",
        "ão",
        "ões",
        "mente",
        "idade",
        "idades",
        "ável",
        "ível",
        "ico",
        "ica",
        "icos",
        "icas",
        "or",
        "ores",
    ),
    "fr": (
        "",
        "e",
        "s",
        "es",
        "er",
        "é",
        "ée",
        "és",
        "ées",
        "ent",
        "ant",
        "ait",
        "aient",
        "ation",
        "ations",
        "ion",
        "ions",
        "ement",
        "ements",
        "ité",
        "ités",
        "able",
        "ible",
        "ique",
        "iques",
        "eur",
        "eurs",
        "euse",
        "if",
        "ive",
        "ifs",
        "ives",
        "aux",
        "al",
        "ale",
        "ales",
        "ance",
        "ence",
        "ie",
        "ies",
    ),
    "de": (
        "",
        "e",
        "en",
        "er",
        "es",
        "n",
        "s",
        "ern",
        "em",
        "ung",
        "ungen",
        "lich",
        "keit",
        "heit",
        "ig",
        "isch",
        "te",
        "ten",
        "t",
        "st",
        "et",
        "ens",
        "ers",
    ),
    "id": ("", "kan", "an", "i", "nya", "lah", "kah", "pun", "annya", "kannya"),
}
_PLURALS: dict[str, tuple[str, ...]] = {
    "en": ("s", "es", "ed", "d", "ing", "er", "ly"),
    "es": ("s", "es"),
    "pt": ("s", "es"),
    "fr": ("s", "x", "e", "es"),
    "de": ("e", "en", "n", "s", "er"),
}
_ID_PREFIXES = (
    "",
    "di",
    "ber",
    "be",
    "ter",
    "ke",
    "se",
    "me",
    "mem",
    "men",
    "meng",
    "meny",
    "pe",
    "pem",
    "pen",
    "peng",
    "peny",
    "per",
)
_UMLAUT = str.maketrans("aou", "äöü")

DERIVATIONS: dict[str, tuple[str, ...]] = {
    "en": ("er", "or", "ion", "ment", "ist", "ship"),
    "it": ("tor", "zion", "ment", "ist"),
    "es": ("dor", "cion", "ción", "mient", "ist"),
    "pt": ("dor", "ção", "çã", "ment", "ist"),
    "fr": ("eur", "ion", "ment", "ist"),
    "de": ("er", "ung", "ler"),
    "id": ("an",),
}
"""Agent and action endings Snowball keeps on short stems (``founder`` stays ``founder``
while ``founded`` is ``found``): a stem that is a claim stem plus one of these counts as
the same word, a light derivational join (``founded`` / ``founder``, ``direct`` /
``director``). Only stems of three letters or more are joined."""


def derived_key(key: str, keys: set[str] | frozenset[str], language: str) -> str | None:
    """The claim stem among ``keys`` that ``key`` derives from or to, if any.

    >>> derived_key("founder", {"found"}, "en"), derived_key("found", {"founder"}, "en")
    ('found', 'founder')
    >>> derived_key("ion", {"i"}, "en") is None
    True
    """
    for suffix in DERIVATIONS.get(language, ()):
        if key.endswith(suffix) and len(key) - len(suffix) >= 3:
            base = key[: -len(suffix)]
            if base in keys:
                return base
        if len(key) >= 3 and key + suffix in keys:
            return key + suffix
    return None


_MONTHS_EN = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH_ABBREVIATIONS_EN = (
    ("jan",),
    ("feb",),
    ("mar",),
    ("apr",),
    (),
    ("jun",),
    ("jul",),
    ("aug",),
    ("sep", "sept"),
    ("oct",),
    ("nov",),
    ("dec",),
)
"""English month names and the abbreviations dates are printed with ("Nov 10, 2018",
"30 JUN 2018"); ``May`` has none. English only: elsewhere the short forms are words too
(Spanish ``mar`` is the sea, Portuguese ``set`` September and a verb)."""


@cache
def _month_of() -> dict[str, int]:
    out = {}
    for i, (name, short) in enumerate(zip(_MONTHS_EN, _MONTH_ABBREVIATIONS_EN, strict=True)):
        for form in (name, stem(name, "en"), *short):
            out[form] = i
    return out


def month(word: str, language: str) -> int | None:
    """The month (0–11) an English month name, its stem or its abbreviation stands for.

    >>> month("november", "en"), month("novemb", "en"), month("nov", "en"), month("nov", "it")
    (10, 10, 10, None)
    """
    return _month_of().get(word) if language == "en" else None


def month_forms(word: str, language: str) -> tuple[str, ...]:
    """Every way of writing the month ``word`` is (name and abbreviations), or ()."""
    m = month(word, language)
    if m is None:
        return ()
    return (_MONTHS_EN[m], *_MONTH_ABBREVIATIONS_EN[m])


_NUMERIC_DATE = re.compile(
    r"(?<![\d.])(?:(\d{4})([-/.])(\d{1,2})\2(\d{1,2})|(\d{1,2})([-/.])(\d{1,2})\6(\d{4}))(?![\d])"
)


def month_dates(text: str, month_: int) -> list[str]:
    """Numeric dates in ``text`` whose month is ``month_`` (0–11), as written: year first
    (``2018-11-10``, ``2018/11/10``: the month is the middle field) or year last
    (``10/11/2018``, ``11/10/2018``, ``10.11.2018``: day and month come in either order, so
    either field may be the month). Pages print a date so where a claim names the month.

    >>> month_dates("Posted 2018-11-10T09:00, updated 3/11/2019 and 11.4.2020.", 10)
    ['2018-11-10', '3/11/2019', '11.4.2020']
    >>> month_dates("Version 1.11.2 of 2018-01-11", 10)
    []
    """
    wanted = month_ + 1
    out = []
    for match in _NUMERIC_DATE.finditer(text):
        if match[1] is not None:
            hit = int(match[3]) == wanted and 1 <= int(match[4]) <= 31
        else:
            first, second = int(match[5]), int(match[7])
            hit = (first == wanted and 1 <= second <= 31) or (second == wanted and 1 <= first <= 31)
        if hit:
            out.append(match[0])
    return out


VARIANTS_KEPT = 8192
"""Claim words whose guessed forms are kept (~4.3 KB each, so at most ~35 MB): more than
a Vertex-maximum answer has (~700), bounded for long batches."""


@lru_cache(maxsize=VARIANTS_KEPT)
def variants(stem_: str, surface: str, language: str) -> frozenset[bytes]:
    """Forms a source may use for a claim word: the word itself, and its stem with the
    language's usual endings. Each found form is confirmed by stemming it (support.py), so
    a wrong guess costs nothing; a form not guessed here (an irregular one) is missed.

    >>> forms = variants("similar", "similarity", "en")
    >>> b"similar" in forms, b"similarity" in forms, b"similarities" in forms
    (True, True, True)
    >>> b"operator" in variants("oper", "operators", "en")
    True
    """
    forms = {surface, stem_, *month_forms(surface, language)}
    suffixes = _SUFFIXES.get(language, ("",))
    forms.update(stem_ + suffix for suffix in suffixes)
    # Derivational relatives (see DERIVATIONS): founder <-> founded, founding.
    for ending in DERIVATIONS.get(language, ()):
        if stem_.endswith(ending) and len(stem_) - len(ending) >= 3:
            forms.update(stem_[: -len(ending)] + suffix for suffix in suffixes)
        elif len(stem_) >= 3:
            forms.update((stem_ + ending, stem_ + ending + "s"))
    # The claim word's own inflections (operators <-> operator, partition -> partitioned),
    # whatever its stem.
    endings = _PLURALS.get(language, ())
    bases = {
        surface[: -len(e)] for e in endings if surface.endswith(e) and len(surface) > len(e) + 2
    } or {surface}
    forms.update(bases)
    forms.update(base + ending for base in bases for ending in endings)
    if language == "it" and surface[-1:] in "aeio":
        forms.update(surface[:-1] + vowel for vowel in "aeio")
    if language == "en":
        if stem_.endswith("i"):  # Porter2 turns a final y into i: happi <- happy
            forms.update(stem_[:-1] + s for s in ("y", "ies", "ied"))
        if surface.endswith("y"):  # similarity <-> similarities
            forms.update(surface[:-1] + s for s in ("ies", "ied"))
        elif surface.endswith(("ies", "ied")):
            forms.add(surface[:-3] + "y")
        for base in bases:
            if base.endswith("e"):  # candidate -> candidating, candidated
                forms.update(base[:-1] + s for s in ("ing", "ed", "er", "ation"))
        if len(stem_) >= 3 and stem_[-1] not in "aeiouwxy":  # stop -> stopped
            forms.update(stem_ + stem_[-1] + s for s in ("ing", "ed", "er"))
        if stem_.endswith("e"):  # store -> storing, storage
            forms.update(stem_[:-1] + s for s in ("ing", "ed", "er", "ation", "age"))
    elif language == "de":
        # The German stemmer drops umlauts: haus <- Häuser.
        for i in range(len(stem_) - 1, -1, -1):
            if stem_[i] in "aou":
                umlauted = stem_[:i] + stem_[i].translate(_UMLAUT) + stem_[i + 1 :]
                forms.update(umlauted + suffix for suffix in suffixes)
                break
    elif language == "id":
        id_bases = [stem_ + suffix for suffix in suffixes]
        nasal = {
            "meng": "k",
            "peng": "k",
            "meny": "s",
            "peny": "s",
            "mem": "p",
            "pem": "p",
            "men": "t",
            "pen": "t",
        }
        for prefix in _ID_PREFIXES[1:]:
            dropped = nasal.get(prefix)
            for base in id_bases:
                forms.add(prefix + base)
                if dropped and base.startswith(dropped):
                    forms.add(prefix + base[1:])
    elif language == "it" or language == "fr":
        # Snowball folds acute onto grave accents in Italian; both spellings occur.
        forms.update(f.replace("é", "è") for f in list(forms) if "é" in f)
    return frozenset(f.encode("utf-8") for f in forms if f)


def cjk_pair_code(pair: str) -> int | None:
    """A two-character CJK key as one int (its two UTF-16 code units), or None outside the
    Basic Multilingual Plane. Sources are read as such ints, see :func:`cjk_pairs_in`."""
    data = pair.encode("utf-16-le")
    return memoryview(data).cast("I")[0] if len(data) == 4 else None


def cjk_pairs_in(text: str, wanted: frozenset[int]) -> set[int]:
    """The codes in ``wanted`` of every two-character window of ``text``.

    Building 10,000 two-character strings per source costs ~160 ns each in CPython; reading
    the UTF-16 text as 32-bit ints (at even and at odd offsets) gives every window as an
    int at C speed.

    >>> codes = frozenset({cjk_pair_code("検索"), cjk_pair_code("索候"), cjk_pair_code("候補")})
    >>> sorted(cjk_pairs_in("全文検索です", codes)) == sorted([cjk_pair_code("検索")])
    True
    """
    data = text.encode("utf-16-le", "surrogatepass")
    if len(data) < 4:
        return set()
    even = memoryview(data)[: len(data) // 4 * 4].cast("I")
    odd = memoryview(data)[2 : 2 + (len(data) - 2) // 4 * 4].cast("I")
    return set(wanted.intersection(even)).union(wanted.intersection(odd))


_LATIN_ONLY = bytes(c + 32 if 0x41 <= c <= 0x5A else c if c in _KEEP else 0x20 for c in range(256))


def latin_source_tokens(text: str) -> list[bytes]:
    """Lower-case ASCII words of a CJK source, as bytes: they are glued to CJK text
    (``HNSWの``), so every non-ASCII byte separates.

    >>> latin_source_tokens("HNSWインデックスのef_search")
    [b'hnsw', b'ef', b'search']
    """
    return text.encode("utf-8", "replace").translate(_LATIN_ONLY).split()
