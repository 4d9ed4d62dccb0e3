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
from collections import Counter
from functools import cache, lru_cache

from .dates import _month_words
from .name_words import vocabulary_language
from .stems import STEMMERS, stop_words
from .tokens import LETTERS

SAMPLE = 20_000
"""Characters looked at; more never changes the verdict and only costs time."""
DEFAULT = "en"

_KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
_CJK = re.compile(
    r"[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f\u3400-\u4dbf\u4e00-\u9fff"
    r"\uf900-\ufaff\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]"
)
"""Any character of the three above: most texts have none, and one search says so."""
_ACRONYM = re.compile(r"\b[A-Z]{2,}\b")
"""A word in capitals: an acronym, no stop word (US, IT, NO)."""
_ELISION = re.compile(r"([^\W\d_]+)['’](?=[^\W\d_]{3})")
"""A word elided onto the next (Italian all'Istituto, dell'UNESCO; French d'Internet,
qu'elle): it votes only for the languages that elide (:data:`_ELIDING`), its bare letters
being another language's word too (all). An English contraction's tail is shorter (don't,
it's)."""
_ELIDING = frozenset(("fr", "it"))
_COINED = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+){2,}")
"""Three words or more joined by hyphens: one coined term, which other languages borrow
whole (naik 7,6% secara like-for-like; lo stato dell'arte è state-of-the-art). Its small
words are no stop words of the running text around it."""


def _elided(m: re.Match[str]) -> str:
    """An elided word kept where an eliding language has it as a stop word (d', qu'),
    else a space (all')."""
    word = m.group(1)
    return word if any(word.lower() in stop_words(lang) for lang in _ELIDING) else " "


ID_SUFFIXES = ("kan", "nya")
"""Indonesian's verb suffix and possessive enclitic (membukukan, sebelumnya): a word of
:data:`ID_SUFFIX_LETTERS` letters or more ending in one votes for Indonesian as a stop
word does, so a sentence of content words is read too. Other languages' words rarely end
so (Kenya is short, Balkan capitalised in running text)."""
ID_SUFFIX_LETTERS = 7


@cache
def _votes() -> dict[str, list[tuple[str, float]]]:
    """Word -> [(language, weight)] over all stop-word lists."""
    owners: dict[str, list[str]] = {}
    for language in STEMMERS:
        for word in stop_words(language):
            owners.setdefault(word, []).append(language)
    return {word: [(lang, 1 / len(langs)) for lang in langs] for word, langs in owners.items()}


_QUOTED = re.compile(r'"[^"\n]{3,}"|“[^”\n]{3,}”|«[^»\n]{3,}»|„[^“”\n]{3,}[“”]')
"""A quotation in straight, curly, guillemet or low-9 quotes."""


def own_words(text: str) -> str:
    """A text without its quotations: they are their source's words, in their source's
    language, and an answer's language is that of the words around them.

    >>> own_words('Hanno scritto: "We will no longer accept it" e «never again».')
    'Hanno scritto:   e  .'
    """
    return _QUOTED.sub(" ", text)


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
    >>> detect("Le trafic total de marchandises a reculé de 6,1 % à 438,8 millions de tonnes,"
    ...        " a déclaré le directeur général le 14 février 2024.")
    'fr'
    >>> detect(""), detect("HNSW 40")
    ('en', 'en')
    """
    by_script = script(text[:SAMPLE])
    if by_script is not None:
        return by_script
    score = _scores(text[:SAMPLE])
    best = max(score, key=lambda lang: (score[lang], lang == DEFAULT))
    if score[best] < 2 or score[best] <= score[DEFAULT]:
        return DEFAULT
    tied = [lang for lang in score if score[lang] == score[best]]
    if len(tied) > 1:
        # Languages sharing all its stop words (le, de, a: French and Spanish) are told
        # apart by the words one alone has: "février" is French.
        best = max(tied, key=lambda lang: sum(apart(text[:SAMPLE], lang, o) for o in tied))
    return best


SURE_VOTES = 2.0
"""Stop-word votes :func:`guess` needs for its language."""
SURE_LEAD = 2.0
"""How many times the runner-up's votes the winner needs for :func:`guess`."""


def guess(text: str, sample: int = SAMPLE, lower_only: bool = True) -> str | None:
    """The language of ``text`` when the evidence is clear, else None: a CJK script, or a
    language with at least :data:`SURE_VOTES` stop-word votes and :data:`SURE_LEAD` times
    the next one's. Used to tell a sentence's or a source's language apart from the
    answer's (issue 26), where a wrong "different" costs more than an unknown.

    >>> guess("L'indice usa una lista di candidati che per impostazione predefinita è 40.")
    'it'
    >>> guess("The index defaults to 40 and it is fast."), guess("HNSW 40"), guess("Cosine one")
    ('en', None, None)
    >>> guess("She received a J.D. degree.", lower_only=False)
    >>> guess("デフォルト値は40です。")
    'ja'
    """
    part = text[:sample]
    by_script = script(part)
    if by_script is not None:
        return by_script
    # By default only words written in lower case vote: a stop word of running text is,
    # while a page's navigation and titles are capitalised ("War Memorial": "war" is
    # German). A sentence's opening word counts too when ``lower_only`` is False.
    score = _scores(part, lower_only=lower_only, least=2)
    ranked = sorted(score.values(), reverse=True)
    best = max(score, key=lambda lang: (score[lang], lang == DEFAULT))
    if ranked[0] < SURE_VOTES or ranked[0] < SURE_LEAD * ranked[1]:
        return None
    return best


KIN_WORDS = 3
"""Stop words of its own :func:`kin`'s leader needs that the runner-up lacks."""


def kin(
    text: str, sample: int = SAMPLE, lower_only: bool = True, least: int = KIN_WORDS
) -> str | None:
    """The language of a text that :func:`guess` cannot settle because another shares
    most of its stop words (Portuguese and Spanish: de, que, la, se) or because a shared
    one repeats ("in" four times in an English sentence is Italian and German too): the one
    with the most stop-word votes (:data:`SURE_VOTES` at least), however close, when it has
    ``least`` distinct stop words of its own that each close runner-up (within
    :data:`SURE_LEAD` times) lacks, and :data:`SURE_LEAD` times as many as that one has of
    its own (foi, pela, em, das against none). Words written in lower case only, unless
    ``lower_only`` is False (a sentence's opening word counts too).

    >>> pt = "A capacidade de armazenamento de dados de um cluster depende do número de nós"
    >>> pt += " e da configuração de réplicas de cada índice."
    >>> guess(pt), kin(pt)
    (None, 'pt')
    >>> en = "Born on 5 November 1984 in Kenya, won gold in Rio de Janeiro in 2016 and in"
    >>> en += " Tokyo in 2021."
    >>> guess(en, lower_only=False), kin(en, lower_only=False, least=2)
    (None, 'en')
    >>> kin("El valor por defecto es 40."), kin("HNSW 40")
    (None, None)
    """
    part = text[:sample]
    if script(part) is not None:
        return None
    score = _scores(part, lower_only=lower_only, least=2)
    best = max(score, key=lambda lang: (score[lang], lang == DEFAULT))
    if score[best] < SURE_VOTES:
        return None
    plain = " ".join(w for w in LETTERS.findall(part) if w.islower() or not lower_only)
    close = [lang for lang in score if lang != best and SURE_LEAD * score[lang] > score[best]]
    for other in close:
        own, theirs = apart(plain, best, other), apart(plain, other, best)
        if own < least or own < SURE_LEAD * theirs:
            return None
    return best


def script(sample: str) -> str | None:
    """``ja``, ``zh`` or ``ko`` when CJK characters dominate the sample (module doc, 1),
    else None."""
    if sample.isascii() or _CJK.search(sample) is None:
        return None
    kana = len(_KANA.findall(sample))
    han = len(_HAN.findall(sample))
    hangul = len(_HANGUL.findall(sample))
    cjk = kana + han + hangul
    if cjk and 2 * cjk >= len(_LATIN.findall(sample)):
        if kana:
            return "ja"
        return "ko" if hangul > han else "zh"
    return None


def _scores(sample: str, lower_only: bool = False, least: int = 1) -> dict[str, float]:
    """Stop-word votes per language (module doc, 2), of the words written in lower case
    only when ``lower_only``, and of ``least`` letters or more (a lone "a", "d" or "s" of
    an English sentence is a French or Italian stop word too). Each distinct word is
    looked up once (a page repeats its stop words hundreds of times)."""
    votes = _votes()
    score = dict.fromkeys(STEMMERS, 0.0)
    elided = Counter(
        m.group(1).lower()
        for m in _ELISION.finditer(sample)
        if m.group(1).islower() or not lower_only
    )
    sample = _COINED.sub(" ", _ELISION.sub(" ", sample))
    words = Counter(LETTERS.findall(sample if lower_only else _ACRONYM.sub(" ", sample).lower()))
    # An elided word votes only for the languages that elide: all'Istituto is no English "all".
    for word, count in elided.items():
        if len(word) >= least:
            for language, weight in votes.get(word, []):
                if language in _ELIDING:
                    score[language] += weight * count
    # Only the stop words vote: a page has hundreds of distinct words, a few dozen of them
    # stop words, picked out first. In the words' order, so the sums are the same floats.
    voting = [(w, c) for w, c in words.items() if w in votes and len(w) >= least]
    for word, count in voting:
        for language, weight in votes[word]:
            score[language] += weight * count
    affixed = sum(
        c for w, c in words.items() if len(w) >= ID_SUFFIX_LETTERS and w.endswith(ID_SUFFIXES)
    )
    if affixed and "id" in score:
        score["id"] += affixed
    return score


def share(text: str, language: str, sample: int = SAMPLE, beside: str | None = None) -> float:
    """How much of the evidence in ``text`` speaks for ``language`` (0–1): for a CJK
    language its script's weight against Latin letters, else its share of the lower-case
    stop-word votes (1.0 when there is no evidence at all). A bilingual page holds a good
    share of each of its languages; a page in one language, almost none of another's. With
    ``beside``, the text's own language, only the stop words ``beside`` lacks count for
    ``language``.

    >>> share("東京の店は日本語のメニューを出す。 The Tokyo shop serves 3 kinds.", "ja") > 0.5
    True
    >>> share("The index defaults to 40 and it is fast, and it is the default.", "it") < 0.1
    True
    >>> text = "It was founded in 1872 and he died in Brussels in 1924."
    >>> share(text, "de") > 0.2, share(text, "de", beside="en")
    (True, 0.0)
    >>> share("The museum's garden is open daily.", "fr", beside="en")
    0.0
    >>> share("Corvid API mengizinkan US$5 per menit, 5.000 per hari.", "en", beside="id")
    0.0
    """
    part = text[:sample]
    if language in ("ja", "zh", "ko"):
        cjk = 2 * len(_KANA.findall(part) + _HAN.findall(part) + _HANGUL.findall(part))
        latin = len(_LATIN.findall(part))
        return cjk / (cjk + latin) if cjk + latin else 1.0
    # An English possessive's s is no French or Italian stop word (the museum's garden).
    part = untitled(_COINED.sub(" ", _POSSESSIVE.sub(" ", part)))
    score = _scores(part, lower_only=True)
    total = sum(score.values())
    if not total:
        return 1.0
    mine = score.get(language, 0.0)
    if beside is not None:
        # Words both languages have ("in", "a") say nothing of which of the two a text is
        # in: they do not count for ``language`` (an English page's "in 1872 ... in
        # Brussels in 1924" is no German); nor does one word alone, a loan in running text
        # (Indonesian "5.000 permintaan per menit": per is English and Italian).
        # An elided word is an eliding language's (all'anno is no English "all").
        plain = part if language in _ELIDING else _ELISION.sub(" ", part)
        lower = " ".join(w for w in LETTERS.findall(plain) if w.islower())
        if apart(lower, language, beside) < BILINGUAL_WORDS:
            return 0.0
        theirs = stop_words(beside)
        mine = _scores(" ".join(w for w in LETTERS.findall(plain) if w not in theirs), True)[
            language
        ]
    return mine / total


def untitled(text: str) -> str:
    """The text without the small words between capitalised ones (:data:`_TITLED`).

    >>> untitled("menurut Department of Water and Sanitation nasional")
    'menurut Department Water Sanitation nasional'
    """
    return _TITLED.sub(r"\1 ", text)


_TITLED = re.compile(r"([A-Z][^\W\d_]*) (?:[a-z]{1,4} ){1,2}(?=[A-Z])")
"""Small words between capitalised ones: a title's (menurut Department of Water and
Sanitation), which another language's running text copies; no stop words of its own."""

BILINGUAL_WORDS = 2
"""Distinct stop words of a language that a text's own language lacks, which :func:`share`
needs before it counts any of them (``beside``)."""


FOREIGN_SHARE = 0.1
"""Under this share of a text's stop-word votes, :func:`not_in` reads it as not in a language."""


def not_in(text: str, against: str, sample: int = SAMPLE) -> str | None:
    """The language a text leans to when :func:`guess` cannot settle it (languages that
    share many stop words, Spanish, Portuguese and French) but it is clearly *not* in
    ``against``: the most lower-case stop-word votes, at least :data:`SURE_VOTES`, and
    under :data:`FOREIGN_SHARE` of all of them for ``against``.

    >>> es = "Elasticsearch se basa en Apache Lucene y divide cada índice en shards repartidos"
    >>> es += " entre los nodos de un clúster."
    >>> guess(es), not_in(es, "en"), not_in(es, "es"), not_in("HNSW 40", "en")
    (None, 'es', None, None)
    """
    part = text[:sample]
    if script(part) is not None:
        return None
    score = _scores(part, lower_only=True, least=2)
    total = sum(score.values())
    best = max(score, key=lambda lang: (score[lang], lang == DEFAULT))
    if best == against or score[best] < SURE_VOTES:
        return None
    return best if score.get(against, 0.0) < FOREIGN_SHARE * total else None


LEAN_WORDS = 4
"""Words a sentence needs before :func:`lean` reads anything from it."""
LEAN_LEAD = 4.0
"""How far another language must lead ``against`` when the sentence has some of its
stop words too (words several languages share: "no", "as", "de")."""


def lean(text: str, against: str, prefer: str = DEFAULT) -> str | None:
    """The language a short sentence leans to when it is clearly *not* in ``against``: at
    least :data:`LEAN_WORDS` words, no stop word of ``against`` (of two letters or more,
    acronyms aside) or another language's votes :data:`LEAN_LEAD` times as many, and at
    least half a vote for another language (ties: ``prefer``, else the first). For a
    one-sentence answer whose few stop words :func:`guess` cannot settle, set against
    sources that are clearly in ``against``.

    >>> lean("El valor por defecto es 40.", "en"), lean("Il valore predefinito è 40.", "en", "it")
    ('es', 'it')
    >>> lean("Brad Pitt won 12 awards in 2010.", "en"), lean("The value is 40.", "en")
    (None, None)
    >>> lean("A Nordvik registrou uma receita de US$ 3,4 milhões no ano.", "en")
    'pt'
    >>> lean("Brad Pitt won 12 awards in 2010 a la carte.", "en")
    """
    if against in ("ja", "zh", "ko") or script(text) is not None:
        return None
    if len(LETTERS.findall(text)) < LEAN_WORDS:
        return None
    # An acronym is no stop word (US$, IT, NO): only words with a lower-case letter vote.
    score = _scores(_ACRONYM.sub(" ", text), least=2)
    against_score = score.get(against, 0.0)
    best = max(score, key=lambda lang: (score[lang], lang == prefer))
    if against_score > 0 and score[best] < LEAN_LEAD * against_score:
        return None
    return best if score[best] > 0 and best != against else None


def runner_up(text: str, against: str) -> str | None:
    """The language other than ``against`` with the most stop-word votes in ``text`` (two
    letters or more), if any has one.

    >>> runner_up("Il modello costa 0,023 dollari per GB al mese.", "en")
    'it'
    >>> runner_up("HNSW 40", "en")
    """
    plain = _ACRONYM.sub(" ", text)
    score = _scores(plain, least=2)
    score.pop(against, None)
    best = max(score, key=lambda lang: score[lang], default=None)
    # Two of its stop words at least that ``against`` has not (il, al): one may be a name's
    # (Robert de Niro in an English sentence).
    if best is None or apart(plain, best, against) < RUNNER_UP_WORDS:
        return None
    return best


RUNNER_UP_WORDS = 2
"""Stop words of its own :func:`runner_up`'s language needs."""


def apart(text: str, language: str, other: str) -> int:
    """How many distinct words of a text (two letters or more) are stop words or month
    names of ``language`` and not of ``other`` (French ``octobre``, ``décembre``: no
    Spanish words, as its stop words, shared but for one or two, may not tell).

    >>> fr = "a quitté l'entreprise le 29 décembre, après le 13 octobre"
    >>> apart(fr, "fr", "es"), apart(fr, "es", "fr")
    (2, 0)
    """
    own = stop_words(language) | _month_words(language)
    theirs = stop_words(other) | _month_words(other)
    words = {w for w in LETTERS.findall(_ELISION.sub(_elided, text).lower()) if len(w) >= 2}
    return len({w for w in words if w in own and w not in theirs})


_CODE_LIKE = re.compile(r"\S*(?:\w[-_./]\w|\d)\S*")
"""A word with a digit or with ``-``, ``_``, ``.`` or ``/`` inside: an identifier, a path,
a version or a number, written alike in every language."""
_POSSESSIVE = re.compile(r"(?<=[^\W\d_])['’]s(?![^\W\d_])")
"""An English possessive's s (Puccini's), no French s' (s'il, s'est)."""
FOREIGN_WORDS = 2
"""Content words a sentence needs before :func:`foreign_to` reads anything from them."""
FOREIGN_SHARED = 5
"""One in this many of its content words a sentence :func:`foreign_to` a text may share
with it."""


def apart_lean(text: str, against: str, prefer: str | None = None) -> str | None:
    """The language a short sentence's own stop words point to, against ``against``: the
    one with most stop words ``against`` lacks, one at least, when the sentence has none of
    ``against``'s that it lacks ("was" is English and German, "on" English alone: "RabbitMQ
    3.13 was released on 22 February 2024" is no German). Of equals, English, else the
    first, or ``prefer`` when it is one of them (Italian and Indonesian share "di").

    >>> apart_lean("RabbitMQ 3.13 was released on 22 February 2024.", "de")
    'en'
    >>> apart_lean("Il valore è 40.", "it")
    >>> text = "Di region Frankfurt, tingkat Standard berbiaya US$0,023 per GB per bulan."
    >>> apart_lean(text, "en"), apart_lean(text, "en", prefer="id")
    ('it', 'id')
    """
    plain = _ACRONYM.sub(" ", text)
    counts = {lang: apart(plain, lang, against) for lang in STEMMERS if lang != against}
    best = max(counts, key=lambda lang: (counts[lang], lang == DEFAULT))
    if counts[best] < 1 or apart(plain, against, best):
        return None
    return prefer if prefer in counts and counts[prefer] == counts[best] else best


def foreign_to(
    sentence: str, texts: list[str], language: str, least: int = 0, spare: int = 0
) -> bool:
    """Whether a sentence whose stop words do not tell its language (:func:`lean`) is not
    in ``language``, that of ``texts``: it has no stop word that language alone has, and
    of its content words (lower case, four letters or more, :data:`FOREIGN_WORDS` at least
    or ``least``; its first word too) at most one in :data:`FOREIGN_SHARED` is a word of
    each text, or ``spare`` if more (a cognate written alike in a short sentence: version).
    A claim drawn from a
    text in its own language shares some of its words; one in another language shares
    names and numbers only (and cognates, which are not the same word: million, milioni).

    >>> it = "L'aeroporto di Copenaghen ha accolto 26,8 milioni di passeggeri nel 2023."
    >>> foreign_to("Copenhagen Airport welcomed 26.8 million passengers in 2023.", [it], "it")
    True
    >>> foreign_to("L'aeroporto ha accolto 26,8 milioni di passeggeri.", [it], "it")
    False
    >>> foreign_to("Revenue was 5.1 billion in 2023.", ["Revenue was 5.1 billion."], "en")
    False
    >>> fr = "La version 4.3.1, publiée le 18 juillet 2023, a corrigé une fuite de mémoire."
    >>> foreign_to("Version 4.3.1, published in July, fixed a memory leak.", [fr], "fr")
    True
    >>> foreign_to("Puccini's Turandot premiered at La Scala.", ["Le Turandot de Puccini."], "fr")
    True
    >>> foreign_to("Lise Meitner lavorò con Otto Hahn all'Istituto di Berlino per 30 anni.",
    ...            ["Lise Meitner worked with Otto Hahn at the Institute in Berlin."], "en")
    True
    """
    # Identifiers, paths and versions are written alike in every language (corvid-large-2,
    # hnsw.ef_search): their parts are no words of either.
    words = LETTERS.findall(
        _ELISION.sub(_elided, _POSSESSIVE.sub(" ", _CODE_LIKE.sub(" ", sentence)))
    )
    votes = _votes()
    if any(votes.get(w) == [(language, 1.0)] for w in words):
        return False  # a stop word of that language alone (di, che, der, yang)
    own = stop_words(language)
    first = words[:1] if words and words[0][1:].islower() else []
    content = {w.lower() for w in first + [w for w in words if w.islower()] if len(w) >= 4} - own
    if len(content) < (least or FOREIGN_WORDS):
        return False
    # One word in five may be shared: a cognate written alike (version, minimum). The first
    # word is shared only where a text writes it in lower case: a name opening the sentence
    # (Kipchoge, Yellowstone) is kept by any translation.
    opening = {first[0].lower()} & content if first else set()
    allowed = max(spare, len(content) // FOREIGN_SHARED)
    return all(
        len((content - opening) & _words(text)) + len(opening & _lower_words(text)) <= allowed
        for text in texts
    )


def words_lean(sentence: str, texts: list[str], against: str) -> str | None:
    """The language a sentence's own content words are words of (CLDR's labels,
    :func:`~ragcite.text.name_words.vocabulary_language`), for a sentence too short in stop
    words for any of the above: its words of four letters or more, capitalised ones too,
    none a stop word of any language and none written in ``texts``.

    >>> en = "The Archive tier costs $0.004 per GB per month, with a minimum of 180 days."
    >>> words_lean("Tingkat Archive berbiaya US$0,004 per GB per bulan, minimum 180 hari.",
    ...            [en], "en")
    'id'
    >>> words_lean("Archive storage costs $0.004 per GB per month.", [en], "en")
    >>> words_lean("Museumsgarten täglich ab 9:00 geöffnet, Eintritt 12 Euro pro Erwachsenem.",
    ...            ["The garden is open daily from 9:00; entry costs 12 euros per adult."], "en")
    'de'
    """
    votes = _votes()
    found = LETTERS.findall(_CODE_LIKE.sub(" ", sentence))
    shared = set().union(*(_words(text) for text in texts))
    # Capitalised words too (German nouns): a name is rarely a label, and one the texts
    # write is left out with their words. Not acronyms (HNSW, GmbH).
    content = {w.lower() for w in found if len(w) >= 4 and w[1:].islower()}
    return vocabulary_language(content - votes.keys() - shared, against)


@lru_cache(maxsize=64)
def _words(text: str) -> frozenset[str]:
    """The lower-cased words of a text."""
    return frozenset(LETTERS.findall(text.lower()))


@lru_cache(maxsize=64)
def _lower_words(text: str) -> frozenset[str]:
    """The words a text writes in lower case."""
    return frozenset(w for w in LETTERS.findall(text) if w.islower())
