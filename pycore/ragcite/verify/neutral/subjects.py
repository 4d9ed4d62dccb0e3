"""Names neither capitals nor spelling tell, told by the source sentence a claim renders:
a changed subject (:func:`substituted`) and a word standing where the source has another
name (:func:`renamed`)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import pairwise

from ...text.english_words import everyday
from ...text.feature_words import feature_said, feature_words
from ...text.name_words import agrees, compound_parts, concepts, translates
from ...text.segment import segment
from ...text.words import Term, stem, stop_words, terms
from ...text.world_names import fold, held_elsewhere
from .held import _cognate_in, _cognate_keys, _word_in, held
from .units import (
    _BEFORE,
    _GERMAN_NATIVE,
    _GERMAN_PREPOSITIONS,
    _LETTERS,
    _NOUN_AFTER,
    _OPENING,
    _URL,
    CAPITAL_ROLES,
    Unit,
    _bare,
    _foreign,
    after_german_article,
    units,
)

_AUXILIARIES = {
    "en": frozenset(("is", "was", "are", "were", "has", "had", "will", "can")),
    "fr": frozenset(("est", "fut", "était", "a", "avait", "sera", "sont", "peut")),
    "id": frozenset(("adalah", "ialah", "merupakan", "telah", "sudah", "akan", "dapat", "bisa")),
    "it": frozenset(("è", "era", "fu", "ha", "aveva", "sarà", "sono", "può", "viene", "venne")),
    "es": frozenset(("es", "era", "fue", "ha", "había", "será", "son", "puede")),
    "pt": frozenset(("é", "era", "foi", "tem", "tinha", "será", "são", "pode")),
    "de": frozenset(("ist", "war", "sind", "waren", "hat", "hatte", "wird", "wurde", "kann")),
}
"""Finite forms of be, have, will and can (and Italian's passive venire): after a
sentence's first word they make it the subject (Nomad was designed; not: Designed in 2009,
Originally, Today the)."""


_KEEP_SUBJECTS = frozenset(("en", "fr", "id"))
"""Languages that keep their subjects, where an auxiliary after a claim's first word is
enough. Italian, Spanish and Portuguese drop them ("Oggi è mantenuto dalla CNCF": today is
the first word) and German puts any word before its verb ("Heute wird es gepflegt"):
there the auxiliary must be a copula before an article ("Memcached es un almacén": a
predicate noun, whose subject is the word before), and the source sentence must say the
same of its first word ("Redis is an in-memory data store"; not: "Oggi è un progetto
della CNCF" for "Kubernetes is now maintained by the CNCF")."""


_ARTICLES = {
    "it": frozenset(("il", "lo", "la", "gli", "le")),
    "es": frozenset(("el", "la", "los", "las")),
    "pt": frozenset(("o", "a", "os", "as")),
    "fr": frozenset(("le", "la", "les")),
    "de": frozenset(("der", "die", "das")),
}
"""Definite articles Romance languages and German put before a product's name (O
Kubernetes foi projetado, Der Scheduler): a source sentence's subject is the word after."""


_PREDICATE_ARTICLES = {
    "en": frozenset(("a", "an", "the")),
    "fr": frozenset(("un", "une", "le", "la")),
    "it": frozenset(("un", "uno", "una", "il", "lo", "la")),
    "es": frozenset(("un", "una", "el", "la")),
    "pt": frozenset(("um", "uma", "o", "a")),
    "de": frozenset(("ein", "eine", "der", "die", "das")),
}
"""Articles that open a predicate noun after a copula (è un archivio, ist ein Speicher);
Indonesian has none, its copula (adalah) says enough."""


_PARTICIPLE = re.compile(r"[^\W\d_]{3,}ed")
"""An English word in -ed: a past participle never opens a sentence as the subject of an
auxiliary (Designed is...), so before one it is a name (Memcached is an in-memory...)."""


_FIRST_WORDS = re.compile(
    r"[\W\d_]*?([^\W\d_]+)(?:[ \N{NO-BREAK SPACE}]+([^\W\d_]+)"
    r"(?:[ \N{NO-BREAK SPACE}]+([^\W\d_]+))?)?"
)
"""A sentence's first three words, one space apart."""


def substituted(
    units: list[Unit],
    hits: list[bool],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> tuple[Unit, str] | None:
    """The claim's subject, a word no basis text holds, when the source sentence the claim
    was drawn from opens with a name the claim does not have: the name it stands for was
    changed ("Nomad was originally designed by Google" where the source says "Kubernetes è
    stato progettato da Google"). Capitals cannot tell a name at a sentence's opening, and
    in English nor can spelling; the source can.

    The subject is a capitalised word followed by an auxiliary (:data:`_AUXILIARIES`; in a
    language that drops or moves subjects, a copula before an article,
    :data:`_KEEP_SUBJECTS`), not a stop word and without an ending the stemmer takes off
    (:func:`_inflected`; Development, Originally), save an English participle's -ed and an
    Indonesian verb's prefix (Memcached). The source sentence is the one holding most of
    the claim's held units (one at least); its first word (after an article) is no stop
    word, is never written in lower case in the basis texts and, in German, which
    capitalises its nouns, is spelt unlike German; the claim renders every other unit of
    that sentence. Where the claim's words alone are not enough (a dropped subject, an
    ending), the source's first word must be followed by the same kind of verb.

    >>> from ragcite.verify.neutral import found
    >>> claim = "Nomad was originally designed by Google in 2014."
    >>> us = units(claim, "en")
    >>> source = "Kubernetes è stato progettato da Google nel 2014."
    >>> subject, name = substituted(
    ...     us, found(us, claim, [source], "it", "en"), claim, [source], "it", "en")
    >>> subject.surface, subject.start, name
    ('Nomad', 0, 'Kubernetes')
    >>> claim = "Kubernetes was originally designed by Google in 2014."
    >>> us = units(claim, "en")
    >>> substituted(us, found(us, claim, [source], "it", "en"), claim, [source], "it", "en")
    >>> claim = "Memcached es un almacén creado por Salvatore Sanfilippo en 2009."
    >>> source = "Redis is a store created by Salvatore Sanfilippo in 2009."
    >>> us = units(claim, "es")
    >>> substituted(us, found(us, claim, [source], "en", "es"), claim, [source], "en", "es")[1]
    'Redis'
    >>> claim = "Hoy es un proyecto creado por Salvatore Sanfilippo en 2009."
    >>> source = "Redis is now maintained by Salvatore Sanfilippo, since 2009."
    >>> us = units(claim, "es")
    >>> substituted(us, found(us, claim, [source], "en", "es"), claim, [source], "en", "es")

    A natural feature's word is no changed subject where a source writes that feature's
    word (Lake Titicaca for Danau Titicaca, il lago Titicaca:
    :mod:`ragcite.text.feature_words`).
    """
    if not any(hits):
        return None
    m = _FIRST_WORDS.match(claim)
    if m is None or m.group(2) is None:
        return _unless_feature(
            _opening_subject(units, hits, claim, texts, language, claim_language), texts
        )
    surface, start = m.group(1), m.start(1)
    word = surface.casefold()
    keeps = claim_language in _KEEP_SUBJECTS
    copula = not keeps and _subject(m.group(2), m.group(3), claim_language, True)
    shown = (keeps and _subject(m.group(2), m.group(3), claim_language, False)) or copula
    if not (shown or _second_place(m.group(2), m.group(3), claim_language)):
        return _unless_feature(
            _opening_subject(units, hits, claim, texts, language, claim_language), texts
        )
    if not _new_word(surface, start, units, texts, claim_language):
        return None
    parallel = not keeps
    if _inflected(word, claim_language):
        participle = claim_language == "en" and _PARTICIPLE.fullmatch(word) is not None
        prefixed = claim_language == "id" and word.endswith(stem(word, "id"))
        if not (participle or prefixed):
            return None  # the language's own word (Development, Users, Awalnya)
        parallel = True
    kept = [u for u, hit in zip(units, hits, strict=True) if hit]
    name = _source_subject(kept, claim, claim_language, texts, language, parallel, copula)
    if name is None:
        return None
    folded = name.casefold()
    if _word_in(folded, claim.casefold()) or _cognate_in(folded, claim):
        return None
    return _unless_feature(
        (Unit("name", surface, start, start + len(surface), loose=True), name), texts
    )


def _unless_feature(found: tuple[Unit, str] | None, texts: list[str]) -> tuple[Unit, str] | None:
    """A changed subject, unless it is a natural feature's word a source writes in some
    language, or the source's name opens with (Lake Titicaca: il lago Titicaca, Danau
    Titicaca)."""
    if found is None:
        return None
    if fold(found[1].split()[0]) in feature_words(found[0].surface) or feature_said(
        found[0].surface, texts
    ):
        return None
    return found


def _new_word(surface: str, start: int, units: list[Unit], texts: list[str], language: str) -> bool:
    """Whether a claim's first word can be a name no basis text holds: capitalised, of
    three letters or more, no stop word, no unit, and in no basis text as itself or a
    cognate."""
    word = surface.casefold()
    return not (
        not (surface[:1].isupper() and surface[1:].islower() and word.isascii())
        or len(word) < 3
        or word in stop_words(language)
        or any(u.start < start + len(surface) and start < u.end for u in units)
        or any(
            _word_in(word, text.casefold()) or _cognate_in(word, text, language == "de")
            for text in texts
        )
    )


_RELATIVES = {
    "en": frozenset(("who", "which", "whose")),
    "it": frozenset(("che", "cui")),
    "es": frozenset(("que", "quien", "cuyo", "cuya")),
    "pt": frozenset(("que", "quem", "cujo", "cuja")),
    "fr": frozenset(("qui", "dont")),
    "de": frozenset(("der", "die", "das", "dessen", "deren")),
    "id": frozenset(("yang",)),
}
"""Relative pronouns, which open a clause set off by commas after a subject (Bekele, who
was born…; Bekele, yang lahir…)."""


_PARTICIPLES = {
    "en": re.compile(r"[^\W\d_]{2,}(?:ed|en|wn|rn)"),
    "it": re.compile(r"[^\W\d_]{1,}(?:[aiu]t|tt|rt)[oaie]"),
    "es": re.compile(r"[^\W\d_]{1,}(?:[aií]d|ert|ch|ect)[oa]s?"),
    "pt": re.compile(r"[^\W\d_]{1,}(?:[aií]d|ert|eit|ect)[oa]s?"),
    "fr": re.compile(r"[^\W\d_]{1,}(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|ert|erte|ait|aite)"),
    "de": re.compile(r"ge[^\W\d_]{2,}(?:t|en)|[^\W\d_]{2,}iert"),
    "id": re.compile(r"di[^\W\d_]{3,}"),
}
"""Past participles, which open a clause set off by commas after its subject (Bekele,
born…; nato, nacido, née, geboren, dilahirkan…): not a preposition, which opens one after
an adverb (Oggi, grazie alla CNCF, è…; Heute, dank der CNCF, hat…)."""


_APPOSITION = re.compile(
    r"[\W\d_]*?(?P<word>[^\W\d_]+)(?P<run>(?:[ \N{NO-BREAK SPACE}-][A-ZÀ-Þ][^\W\d_]*)*)"
    r", (?P<next>[^\W\d_]+)(?:[^.;:!?]|(?<=\d)\.)*?, (?=[^\W\d_])(?P<verb>[^\W\d_]+)"
)
"""A sentence opening with a name (one word, or more in capitals: Marie Curie, Yosemite
National Park), then words set off by commas, then a word (Bekele, born on 5 November
1984 in Kenya, won…)."""


_POSSESSIVE_OPENING = re.compile(r"[\W\d_]*?([^\W\d_]+)['’]s [^\W\d_]")
"""An English sentence's first word in the possessive (Verdi's Turandot)."""


def _opening_form(claim: str, language: str) -> tuple[str, int, bool] | None:
    """The claim's first word, where it starts, and whether it is possessive, when the
    words after it show it is the sentence's subject without an auxiliary: a participle
    or a relative clause set off by commas and followed by a verb (Bekele, born on 5
    November 1984 in Kenya, won…; :data:`_PARTICIPLES`, :data:`_RELATIVES`), or, in English,
    a possessive (Verdi's Turandot premiered). Not a bare verb after it: a common noun
    opens a sentence so too (Support ends in 2025; Steamboat erupts says no more).

    >>> _opening_form("Bekele, born on 5 November 1984 in Kenya, won gold.", "en")
    ('Bekele', 0, False)
    >>> _opening_form("Verdi's Turandot premiered at La Scala.", "en")
    ('Verdi', 0, True)
    >>> _opening_form("Steamboat erupts every 90 minutes.", "en")
    >>> _opening_form("Today, in most clusters, it runs.", "en")
    >>> _opening_form("Redis is fast, and it scales.", "en")
    >>> _opening_form("Today, according to the docs, the project is kept.", "en")
    >>> _opening_form("Oggi, grazie alla CNCF, è mantenuto da 3000 persone.", "it")
    >>> _opening_form("Marie Curie, geboren 1867 in Warschau, arbeitete in Paris.", "de")
    ('Marie', 0, False)
    """
    m = _APPOSITION.match(claim)
    if m is not None:
        after = m.group("next")
        relatives = _RELATIVES.get(language, frozenset())
        participle = _PARTICIPLES.get(language)
        if (
            after.islower()
            and (
                after.casefold() in relatives
                or (participle is not None and participle.fullmatch(after.casefold()))
            )
            and _verb_like(m.group("verb"), language)
        ):
            return m.group("word"), m.start("word"), False
    if language == "en":
        e = _POSSESSIVE_OPENING.match(claim)
        if e is not None:
            return e.group(1), e.start(1), True
    return None


def _verb_like(word: str, language: str) -> bool:
    """Whether a word after a subject's closing comma can be its verb: in lower case, an
    auxiliary or no stop word (won, ha vinto, arbeitete; not the article of "Today,
    according to the docs, the project…")."""
    folded = word.casefold()
    return word.islower() and (
        folded in _AUXILIARIES.get(language, ()) or folded not in stop_words(language)
    )


def _opening_subject(
    claim_units: list[Unit],
    hits: list[bool],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> tuple[Unit, str] | None:
    """The claim's first word, shown to be its subject by the words after it
    (:func:`_opening_form`), when it is no inflected word of the claim's language
    (:func:`_own_word`), no basis text holds it, the claim holds two units at least, and
    a basis sentence holding some of them (the one holding most first) has, in its first
    half, a name the claim lacks (:func:`_lacking_name`; any sentence's opening word
    before any other name): the name it stands for (Bekele for Kipchoge, Verdi's for
    Puccini's). A possessive stands for a possessive where the source has one.

    >>> from ragcite.verify.neutral import found
    >>> claim = "Bekele, born on 5 November 1984 in Kenya, won gold in Rio in 2016."
    >>> source = "Kipchoge è nato il 5 novembre 1984 in Kenya e ha vinto l'oro a Rio nel 2016."
    >>> us = units(claim, "en")
    >>> subject, name = _opening_subject(
    ...     us, found(us, claim, [source], "it", "en"), claim, [source], "it", "en")
    >>> subject.surface, name
    ('Bekele', 'Kipchoge')
    >>> claim = "Kipchoge, born on 5 November 1984 in Kenya, won gold in Rio in 2016."
    >>> us = units(claim, "en")
    >>> _opening_subject(us, found(us, claim, [source], "it", "en"), claim, [source], "it", "en")
    """
    form = _opening_form(claim, claim_language)
    if form is None:
        return _owned_subject(claim_units, hits, claim, texts, language, claim_language)
    surface, start, possessive = form
    if not _new_word(surface, start, claim_units, texts, claim_language):
        return None
    if _own_word(surface.casefold(), claim_language):
        return None
    kept = [u for u, hit in zip(claim_units, hits, strict=True) if hit]
    if len(kept) < 2:
        return None
    aligned = _aligned(kept, texts, language)
    others = [
        sentence
        for text in texts
        for sentence in _holding_any(kept, text, language)
        if sentence != aligned
    ]
    for openings in (True, False):
        for sentence in [aligned, *others]:
            name = _lacking_name(sentence, claim, texts, language, possessive, openings)
            if name:
                return Unit("name", surface, start, start + len(surface), loose=True), name
    return None


def _own_word(word: str, language: str) -> bool:
    """Whether the stemmer shows a capitalised word is the language's own, inflected: in
    English an ending of two letters or a plural's -s (Originally, Users; not Bekele,
    Yosemite, whose -e it takes too), elsewhere one of three letters or more."""
    cut = len(word) - len(stem(word, language))
    return cut > 1 or word.endswith("s") if language == "en" else cut >= 3


_NAME_RUN = re.compile(r"[^\W\d_]+(?:[ \N{NO-BREAK SPACE}-][A-ZÀ-Þ][^\W\d_]*)*")


def _lacking_name(
    sentence: str,
    claim: str,
    texts: list[str],
    language: str,
    possessive: bool,
    opening_only: bool,
) -> str:
    """The first name in the first half of a basis sentence that the claim lacks (with the
    capitalised words after it: Giacomo Puccini), or "": with ``opening_only``, the
    sentence's first word (after an article) where it can be a name (see
    :func:`_opening_subject`; in German, which capitalises its nouns, only spelt unlike
    German or shown a subject as the claim's is); else its name units. A possessive claim
    takes a possessive name where there is one."""
    half = len(sentence) // 2
    candidates: list[int] = []
    words = _opening_words(sentence, language) if opening_only else []
    if words:
        first, at, _ = words[0]
        if not _own_word(first.casefold(), language) and (
            language != "de"
            or _foreign(first.casefold(), "de")
            or _opening_form(sentence, language) is not None
        ):
            candidates.append(at)
    if not opening_only:
        candidates += [u.start for u in units(sentence, language) if u.kind == "name"]
    lacking = []
    for at in sorted(set(candidates)):
        run = _NAME_RUN.match(sentence, at)
        if run is None or at >= half:
            continue
        name = run.group().split()[0].split("-")[0]
        folded = name.casefold()
        if (
            name[:1].isupper()
            and name[1:].islower()
            and len(name) >= 3
            and folded not in stop_words(language)
            and not any(_word_in(folded, _prose(text)) for text in texts)
            and not _word_in(folded, claim.casefold())
            and not _cognate_in(folded, claim)
        ):
            lacking.append(run)
    if possessive:
        lacking = [m for m in lacking if _owner(m, sentence, language)]
    return lacking[0].group() if lacking else ""


_OF = {
    "it": frozenset(("di", "del", "della", "dello", "dei", "degli", "delle")),
    "es": frozenset(("de", "del")),
    "pt": frozenset(("de", "do", "da", "dos", "das")),
    "fr": frozenset(("de", "du", "des", "d")),
    "id": frozenset(("karya", "milik")),
}
"""The words that put an owner after its thing (l'opéra de Puccini, Turandot karya
Puccini)."""


def _owner(name: re.Match[str], sentence: str, language: str) -> bool:
    """Whether a source writes a name as an owner, as a possessive claim writes its first
    word (Verdi's Turandot): in the possessive (Puccini's, German Puccinis), or after the
    word for "of" (l'opéra de Giacomo Puccini); not a subject (Microsoft ha rilasciato
    oggi… for Today's release…)."""
    if re.match(r"['’]s(?!\w)", sentence[name.end() :]):
        return True
    if language == "de" and name.group().endswith("s"):
        return True
    before = _BEFORE.search(sentence, 0, name.start())
    return before is not None and before.group(1).casefold() in _OF.get(language, ())


def renamed(
    claim_units: list[Unit],
    hits: list[bool],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> list[tuple[Unit, str]]:
    """Words of the claim no unit, that stand where the source sentence the claim renders
    has a name the claim lacks (each with that name): the name was changed.

    Two places tell it without the capitals' help. In any language, a sentence's first
    word before a capitalised word where a source writes another before that same word
    (:func:`_renamed_opening`: Maersk Shipping for Nordvik Shipping). In German, which
    capitalises its nouns, a capitalised word right after a held capitalised one, where
    the source writes another surname after it (Ingrid Halvorsen), or one where a name
    may stand without an article, a German spelling or an ending (von Ranexa, in
    Atlanta); only when the source sentences the claim renders (:func:`_lacking`) have a
    plain name the claim lacks, and as many words as it lacks.

    >>> from ragcite.verify.neutral import found
    >>> def show(claim: str, source: str) -> list[tuple[str, str]]:
    ...     us = units(claim, "de")
    ...     hits = found(us, claim, [source], "en", "de")
    ...     return [(u.surface, n) for u, n in renamed(us, hits, claim, [source], "en", "de")]
    >>> show("Die Anfangsdosis von Ranexa beträgt 5 mg, nach 2 Wochen 7,5 mg.",
    ...      "The starting dose of Zantrova is 5 mg, and 7.5 mg after 2 weeks.")
    [('Ranexa', 'Zantrova')]
    >>> show("Maersk Shipping meldete 2022 einen Umsatz von 3,4 Milliarden Dollar.",
    ...      "Nordvik Shipping reported revenue of $3.4 billion for 2022.")
    [('Maersk', 'Nordvik')]
    """
    kept = [u for u, hit in zip(claim_units, hits, strict=True) if hit]
    if claim_language == "de":
        kept += _held_capitals(claim_units, claim, texts)
    if len(kept) < 2:
        return []
    sentence = _aligned(kept, texts, language)
    out: list[tuple[Unit, str]] = []
    opening = _renamed_opening(claim_units, claim, sentence, texts, language, claim_language)
    if opening is not None:
        out.append(opening)
    if claim_language != "de" or language == "de":
        return out
    lacking, titles = _lacking(kept, claim, sentence, texts, language, claim_language)
    found_terms = terms(claim, claim_language)
    for unit, name in _changed_before_rendering(found_terms, texts, lacking, language):
        if name in lacking:
            lacking.remove(name)
            out.append((unit, name))
    taken = [(u.start, u.end) for u in claim_units] + [(u.start, u.end) for u, _ in out]
    after_name: list[Unit] = []
    bare: list[Unit] = []
    follows: dict[int, str] = {}
    precedes: dict[int, str] = {}
    for k, term in enumerate(found_terms):
        word = term.form
        if (
            not word
            or not term.surface[:1].isupper()
            or term.surface[1:] != word[1:]
            or len(word) < 3
            or word in stop_words(claim_language)
            or word in _GERMAN_PREPOSITIONS  # opening the sentence: Laut CIVB
            or any(a < term.end and term.start < b for a, b in taken)
            or any(
                _word_in(word, text.casefold()) or _cognate_in(word, text, claim_language == "de")
                for text in texts
            )
            or _renders(term.surface, claim_language, lacking + titles, language)
        ):
            continue
        unit = Unit("name", term.surface, term.start, term.end, loose=True)
        previous = found_terms[k - 1] if k else None
        following = found_terms[k + 1] if k + 1 < len(found_terms) else None
        if previous is not None and _after_kept(previous, term, claim, texts):
            # a surname after a kept first name (Ingrid Halvorsen, Kaiser-Friedrich-Institut)
            after_name.append(unit)
            follows[unit.start] = previous.surface
        elif (
            following is not None
            and k  # the sentence's first word is the opening rule's (Nachdem Puccini)
            and _bare(term, claim)  # die Stufe Archive, der Mailänder Scala: nouns
            and _before_kept(term, following, claim, texts, language)
        ):
            # a name's first word before its kept last (Raven Labs for Corvid Labs)
            after_name.append(unit)
            precedes[unit.start] = following.surface
        elif (
            word.isascii()
            and _bare(term, claim)
            and not any(u.end == term.start - 1 for u in claim_units)  # 3,4 Milliarden Dollar
            and not compound_parts(word, "de")  # Bluthochdruck: blut, hoch, druck
            and (
                # paired with a held name, a name whatever its spelling (Manuel Noriega)
                _coordinated(term, claim, kept)
                or (
                    _name_slot(term, claim)
                    and _GERMAN_NATIVE.search(word) is None
                    and stem(word, "de") == word
                )
                or _paired(found_terms, k, claim, texts, taken)
            )
        ):
            bare.append(unit)
    for unit in [*after_name, *bare]:
        last = precedes.get(unit.start)
        if last is not None:
            # The capitalised word the source writes before the same last word: the name
            # the claim changed, lacking or not (a sentence's first word is no unit).
            name = _named_before_in(last, texts, language)
            # an everyday English word there is a title's or a role's, which the claim
            # renders its own way (Premierministerin Élisabeth Borne: Prime Minister)
            if name and not (language == "en" and everyday(name)):
                if name in lacking:
                    lacking.remove(name)
                out.append((unit, name))
            continue
        if not lacking:
            break
        first = follows.get(unit.start)
        if first is None:
            name = lacking[0]
        else:
            # The surname the source writes after the same first name, which the claim
            # lacks; none, and the word is no surname (Fujibayashi Regie führte).
            name = next(
                (
                    m.group(1)
                    for text in texts
                    for m in re.finditer(rf"(?<!\w){re.escape(first)}[ -]([^\W\d_]+)", text)
                    if m.group(1) in lacking
                ),
                "",
            )
            if not name:
                continue
        lacking.remove(name)
        out.append((unit, name))
    out.sort(key=lambda pair: pair[0].start)
    return out


def _paired(
    found_terms: Sequence[Term], k: int, claim: str, texts: list[str], taken: list[tuple[int, int]]
) -> bool:
    """Whether German term ``k`` is one of two plain capitalised words one space apart, the
    first without an article or an adjective before it, neither a unit nor written in a
    basis text: a person's first name and surname (von Juliette Binoche), as German writes
    two nouns in one word, not two (den Silbernen Löwen, Ende Juni: a unit's).

    >>> from ragcite.text.words import terms
    >>> claim = "Die Jury unter dem Vorsitz von Juliette Binoche vergab den Silbernen Löwen."
    >>> found = terms(claim, "de")
    >>> [t.surface for k, t in enumerate(found) if _paired(found, k, claim, ["x"], [])]
    ['Juliette', 'Binoche']
    """
    for a, b in ((k - 1, k), (k, k + 1)):
        if a < 0 or b >= len(found_terms):
            continue
        first, second = found_terms[a], found_terms[b]
        if (
            claim[first.end : second.start] != " "
            or not _bare(first, claim)
            or _ORDINAL_BEFORE.search(claim, 0, first.start) is not None  # die 76. Internationalen
            or any(end == first.start - 1 for _, end in taken)  # fünf Jahren Mietdauer
        ):
            continue
        if all(
            t.surface[:1].isupper()
            and t.surface[1:].islower()
            and len(t.form) >= _PAIR_LETTERS
            and t.form not in stop_words("de")
            and not any(x < t.end and t.start < y for x, y in taken)
            and not any(
                _word_in(t.form, text.casefold()) or _cognate_in(t.form, text) for text in texts
            )  # Dorans Klinge: Doran's Blade
            for t in (first, second)
        ):
            return True
    return False


_ORDINAL_BEFORE = re.compile(r"\d\.[ \N{NO-BREAK SPACE}]+$")
"""A German ordinal in digits right before a word (die 76. Internationalen)."""

_PAIR_LETTERS = 3
"""The fewest letters of a word :func:`_paired` reads as a name's."""


def _changed_before_rendering(
    found_terms: Sequence[Term], texts: list[str], lacking: list[str], language: str
) -> Iterator[tuple[Unit, str]]:
    """A German claim's capitalised word right before one that renders a lacking name
    (:func:`_renders`: ``Meer`` for ``Sea``), where the basis writes another lacking name
    before that one which the word does not render: ``Roten Meer`` for ``Black Sea``,
    ``Bayerischen Wald`` for ``Black Forest`` (each with the name it stands for). German
    capitalises its nouns, so the claim's words are no name units of their own.

    >>> from ragcite.text.words import terms
    >>> claim = "Die Donau fließt bis zum Roten Meer."
    >>> [(u.surface, n) for u, n in _changed_before_rendering(
    ...     terms(claim, "de"), ["It flows to the Black Sea."], ["Black", "Sea"], "en")]
    [('Roten', 'Black')]
    >>> claim = "Die Donau fließt bis zum Schwarzen Meer."
    >>> list(_changed_before_rendering(
    ...     terms(claim, "de"), ["It flows to the Black Sea."], ["Black", "Sea"], "en"))
    []
    """
    for previous, term in pairwise(found_terms):
        if (
            not previous.surface[:1].isupper()
            or previous.end != term.start - 1
            or previous.form in stop_words("de")
            or not _renders(term.surface, "de", lacking, language)
        ):
            continue
        before = {
            m.group(1)
            for text in texts
            for name in lacking
            if agrees(term.surface, "de", name, language)
            for m in re.finditer(rf"([^\W\d_]+) {re.escape(name)}(?!\w)", text)
        }
        for name in sorted(before & set(lacking)):
            if not _renders(previous.surface, "de", [name], language):
                yield Unit("name", previous.surface, previous.start, previous.end, loose=True), name


def _renders(word: str, language: str, names: list[str], names_language: str) -> bool:
    """Whether ``word`` renders a word of one of ``names`` word by word, sharing its emoji
    (:func:`ragcite.text.name_words.agrees`): ``Meer`` for the ``Sea`` of ``Black Sea``, a
    translation, not a changed name.

    >>> _renders("Meer", "de", ["Black", "Sea"], "en"), _renders("Ranexa", "de", ["Zantrova"], "en")
    (True, False)
    """
    return any(
        fold(word) == fold(other) or agrees(word, language, other, names_language)
        for name in names
        for other in name.split()
    )


def _after_kept(previous: Term, term: Term, claim: str, texts: list[str]) -> bool:
    """Whether ``previous``, a capitalised word right before ``term``, is written in a
    basis text: a kept first name (Ingrid Halvorsen). One space apart; or a hyphen, where
    another hyphen follows ``term``: a name inside a German compound
    (Kaiser-Friedrich-Institut), whose last part is the common noun, no name
    (James-Webb-Weltraumteleskop, UNESCO-Welterbe)."""
    if not previous.surface[:1].isupper() or previous.end != term.start - 1:
        return False
    gap = claim[previous.end]
    inside = gap == "-" and claim[term.end : term.end + 1] == "-"
    return (gap == " " or inside) and any(
        _word_in(previous.form, text.casefold()) for text in texts
    )


def _before_kept(term: Term, following: Term, claim: str, texts: list[str], language: str) -> bool:
    """Whether ``following``, a capitalised word one space after ``term``, is written in a
    basis text after another capitalised word: the kept last word of a name whose first
    the claim changed (Raven Labs for Corvid Labs).

    >>> from ragcite.text.words import terms
    >>> claim = "Zuletzt aktualisierte Raven Labs die Limits."
    >>> raven, labs = [t for t in terms(claim, "de") if t.surface in ("Raven", "Labs")]
    >>> _before_kept(raven, labs, claim, ["Corvid Labs last updated the limits."], "en")
    True
    >>> _before_kept(raven, labs, claim, ["The Labs updated the limits."], "en")
    False
    """
    if not following.surface[:1].isupper() or claim[term.end : following.start] != " ":
        return False
    return bool(_named_before_in(following.surface, texts, language))


def _named_before_in(last: str, texts: list[str], language: str) -> str:
    """The capitalised word, no stop word (The, After), that a basis text writes right
    before ``last``, or ""."""
    own = stop_words(language)
    return next(
        (
            m.group(1)
            for text in texts
            for m in re.finditer(rf"(?<!\w)([^\W\d_]+) {re.escape(last)}(?!\w)", text)
            if m.group(1)[:1].isupper() and m.group(1).casefold() not in own
        ),
        "",
    )


def _lacking(
    kept: list[Unit],
    claim: str,
    aligned: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> tuple[list[str], list[str]]:
    """The plain names of the basis sentences the claim renders that the claim lacks: the
    sentence that holds most of its held units, and any other holding some with a number
    or a date, each with every number and date of its own in the claim (a claim may
    render two sentences of its source in one). A German claim writes a name's words in
    one compound: a source's name whose last word heads one (Election Commission:
    Wahlkommission), or a place a compound ends with (Western Australia: Westaustralien),
    is none it lacks. Apart, second: an English title's everyday words the claim lacks
    (:func:`_titles_word`), which it may render in its own words but no name replaces."""
    out: list[str] = []
    titles: list[str] = []
    tails = _compound_tails(claim) if claim_language == "de" else ""
    for text in texts:
        holding = set().union(*(_holding(unit, text, language) for unit in kept))
        for i, sentence in enumerate(_sentences(text)):
            if sentence != aligned and i not in holding:
                continue
            theirs = units(sentence, language)
            # A number word (second-longest) is no anchor: a rendering may drop it.
            numbers = [
                u
                for u in theirs
                if u.kind in _NEUTRAL_NUMBERS and any(c.isdigit() for c in u.surface)
            ]
            if sentence != aligned and not numbers:
                continue
            if not all(held(u, claim, claim_language) for u in numbers):
                continue
            headed = _headed(theirs, sentence, claim) if claim_language == "de" else set()
            for u in theirs:
                if (
                    u.kind == "name"
                    and u.surface[1:].islower()  # an acronym the claim changed is a unit itself
                    and u.surface not in out
                    and u.surface not in titles
                    and u.start not in headed
                    and not held(u, claim, claim_language)
                    # named in the claim's language (Munich: München; United: im Vereinigten
                    # Königreich)
                    and not held_elsewhere(u.start, u.end, sentence, [claim, tails])
                    and not _cognate_in(u.surface.casefold(), claim)
                ):
                    titled = language == "en" and _titles_word(u, sentence, claim)
                    (titles if titled else out).append(u.surface)
    return out, titles


_TITLE_JOINERS = r"(?:(?:of|for|the|de|del|di|da|du|la|le|van|von|der) )?"
"""The small words inside a title's run of capitalised words (Guest of Honour); never
"and", which joins two names."""
_CAPITAL = r"((?=[^\W\d_])[^\W\d_a-zß-ÿ][^\W\d_]*)"
_TITLE_NEIGHBOUR = re.compile(_CAPITAL)
_CAPITAL_BEFORE = re.compile(rf"(?<![^\W\d_]){_CAPITAL} {_TITLE_JOINERS}$")
_JOINER = re.compile(rf" {_TITLE_JOINERS}")


def _titles_word(unit: Unit, sentence: str, claim: str) -> bool:
    """Whether an English source's capitalised word is an everyday word in a run of
    capitalised ones, a space or a short word apart, one of which, no everyday word, the
    claim writes: a title's word, which a German claim writes as a noun of its own
    (Theewaterskloof Dam: die Theewaterskloof-Talsperre; Prime Minister Élisabeth Borne:
    Premierministerin Élisabeth Borne), no name it lacks (unlike Gaming in Bilibili
    Gaming, where the claim lacks Bilibili; and a name of everyday words only, Internet
    Explorer, may be changed whole).

    >>> from ragcite.verify.neutral import units
    >>> sentence = "The Theewaterskloof Dam and Bilibili Gaming."
    >>> [u.surface for u in units(sentence, "en") if _titles_word(u, sentence, "Theewaterskloof")]
    ['Dam']
    """
    if not everyday(unit.surface):
        return False
    run = [unit.surface]
    start = unit.start
    while (before := _CAPITAL_BEFORE.search(sentence, 0, start)) is not None:
        run.insert(0, before[1])
        start = before.start()
    end = unit.end
    while (gap := _JOINER.match(sentence, end)) is not None and (
        after := _TITLE_NEIGHBOUR.match(sentence, gap.end())
    ) is not None:
        run.append(after[1])
        end = after.end()
    return any(not everyday(word) and _word_in(word.casefold(), claim.casefold()) for word in run)


def _headed(theirs: list[Unit], sentence: str, claim: str) -> set[int]:
    """The starts of a source sentence's name units in a name of words one space apart
    whose last word heads a compound of the German claim (:func:`_compound_head`)."""
    out: set[int] = set()
    run: list[Unit] = []
    for unit in [*theirs, None]:
        if (
            unit is not None
            and unit.kind == "name"
            and (not run or sentence[run[-1].end : unit.start] == " ")
        ):
            run.append(unit)
            continue
        if run and _compound_head(run[-1].surface, claim):
            out.update(u.start for u in run)
        run = [unit] if unit is not None and unit.kind == "name" else []
    return out


_TAIL_LETTERS = 4
"""The fewest letters of a German compound's tail read as a place's name (Asien)."""


def _compound_tails(claim: str) -> str:
    """The capitalised tails of a German claim's long words, each a word of its own
    (Westaustralien: Australien), for the places' names to find in them.

    >>> "Australien" in _compound_tails("In Westaustralien.").split()
    True
    """
    return " ".join(
        word[k:].capitalize()
        for word in _LETTERS.findall(claim)
        if len(word) >= 2 * _TAIL_LETTERS
        for k in range(1, len(word) - _TAIL_LETTERS + 1)
    )


_HEAD_LETTERS = 6
"""The fewest letters of a source's word that may end a German compound as its head."""


def _compound_head(word: str, claim: str) -> bool:
    """Whether a German claim ends a compound with ``word`` or its cognate, its head (die
    Wahlkommission for "Election Commission", Lithiumcarbonat for "lithium carbonate").

    >>> _compound_head("Commission", "Die Nationale Wahlkommission (CNE) meldete 64 %.")
    True
    >>> _compound_head("Council", "Die Nationale Wahlkommission (CNE) meldete 64 %.")
    False
    """
    if len(word) < _HEAD_LETTERS:
        return False
    keys = _cognate_keys(word.casefold())
    return any(
        len(other) > len(key) and other.endswith(key)
        for term in _LETTERS.findall(claim)
        for other in _cognate_keys(term.casefold())
        for key in keys
    )


def _name_slot(term: Term, text: str) -> bool:
    """Whether a German word stands where a name may (von Ranexa, in Atlanta, an Perl,
    unterzeichneten Gerald Ford); not after a conjunction, where a noun goes on a list (pro
    GB und Monat), nor after a rate's preposition (pro Monat, je Aktie)."""
    before = _BEFORE.search(text, 0, term.start)
    return before is None or before.group(1).casefold() not in _NOUN_AFTER


_AND = frozenset(("und", "oder", "sowie"))


def _coordinated(term: Term, text: str, kept: list[Unit]) -> bool:
    """Whether a German word follows a conjunction right after a held name: one name of a
    pair, like the other (Jimmy Carter und Manuel Noriega), no noun on a list (pro GB und
    Monat: GB is no name); or, uninflected, stands before a conjunction and a held name
    (zwischen Euston und Whitechapel).

    >>> from ragcite.text.words import terms
    >>> text = "1977 unterzeichneten Jimmy Carter und Manuel Noriega die Verträge."
    >>> carter = Unit("name", "Carter", 27, 33, loose=True)
    >>> [t.surface for t in terms(text, "de") if _coordinated(t, text, [carter])]
    ['Manuel']
    >>> text = "Die Züge fahren zwischen Euston und Whitechapel."
    >>> whitechapel = Unit("name", "Whitechapel", 36, 47, loose=True)
    >>> [t.surface for t in terms(text, "de") if _coordinated(t, text, [whitechapel])]
    ['Euston']
    """
    plain = [
        unit
        for unit in kept
        if unit.kind == "name" and unit.surface[:1].isupper() and unit.surface[1:].islower()
    ]
    before = _BEFORE.search(text, 0, term.start)
    if before is not None and before.group(1).casefold() in _AND:
        return any(
            unit.end < before.start() and text[unit.end : before.start()].isspace()
            for unit in plain
        )
    after = _CONJUNCTION_AFTER.match(text, term.end)
    return (
        after is not None
        and after.group(1).casefold() in _AND
        and stem(term.form, "de") == term.form
        and any(unit.start == after.end() for unit in plain)
    )


_CONJUNCTION_AFTER = re.compile(r"[ \N{NO-BREAK SPACE}]+([^\W\d_]+)[ \N{NO-BREAK SPACE}]+")


def _held_capitals(claim_units: list[Unit], claim: str, texts: list[str]) -> list[Unit]:
    """A German claim's capitalised words no unit that a basis text writes as they are
    (Frankfurt, Christine): German capitalises its nouns, so they are no units, but they
    tell which source sentence the claim renders."""
    out = []
    for term in terms(claim, "de"):
        if (
            term.form
            and term.surface[:1].isupper()
            and len(term.form) >= 3
            and term.form not in stop_words("de")
            and not any(u.start < term.end and term.start < u.end for u in claim_units)
            and any(_word_in(term.form, text.casefold()) for text in texts)
        ):
            out.append(Unit("name", term.surface, term.start, term.end, loose=True))
    return out


_NEUTRAL_NUMBERS = frozenset(("number", "date", "time"))


def _renamed_opening(
    units: list[Unit],
    claim: str,
    sentence: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> tuple[Unit, str] | None:
    """The claim's first word when a capitalised word follows it and a source writes
    another word before that same one (both in the name they make; the source sentence's
    opening first), a word the claim lacks that can be a name (not a stop word, never in
    lower case in the basis texts): Maersk Shipping for Nordvik Shipping, Yosemite National
    Park for "Founded in 1872, Yellowstone National Park", Verdi's Turandot for Puccini's
    Turandot. See :func:`renamed`."""
    mine = _PAIR_OPENING.match(claim)
    if mine is None:
        return None
    second = mine.group(2)
    theirs = _PAIR_OPENING.match(sentence)
    if (
        theirs is not None
        and theirs.group(2).casefold() == second.casefold()
        and theirs.group(1).casefold() not in stop_words(language)  # La Turandot
    ):
        name = theirs.group(1)
    else:
        name = next(
            (
                word
                for text in texts
                for word, at in _words_before(second, text)
                if word[:1].isupper()
                # inside a sentence, where a capital is a name's (not: "After Puccini")
                and _OPENING.fullmatch(text[text.rfind(".", 0, at) + 1 : at]) is None
                # a German noun after its article (Der Sicherheitshinweis HX-SA-2024-017)
                and not (language == "de" and after_german_article(text, at, any_case=True))
            ),
            "",
        )
    surface, start = mine.group(1), mine.start(1)
    word = surface.casefold()
    if (
        not name
        or not second[:1].isupper()
        or not (surface[:1].isupper() and surface[1:].islower() and word.isascii())
        or not (name[:1].isupper() and name[1:].islower())
        or len(word) < 3
        or word in stop_words(claim_language)
        or (claim_language == "de" and word in _GERMAN_PREPOSITIONS)  # Laut CIVB
        or name.casefold() in stop_words(language)
        or any(u.start < start + len(surface) and start < u.end for u in units)
        or any(
            _word_in(word, text.casefold()) or _cognate_in(word, text, claim_language == "de")
            for text in texts
        )
        or any(_word_in(name.casefold(), _prose(text)) for text in texts)
        or _word_in(name.casefold(), claim.casefold())
        or _cognate_in(name.casefold(), claim)
        or concepts(surface, claim_language) & concepts(name, language)  # Gunung: Mount
        or _role_before_person(claim, start + len(surface), claim_language, texts)
        or fold(name) in feature_words(surface)  # Lake Titicaca: Danau Titicaca
    ):
        return None
    return Unit("name", surface, start, start + len(surface), loose=True), name


_PERSON_AFTER = re.compile(r" ([A-Z][a-z]+ [A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=[\s,.;:])")
"""A person's whole name right after a word: two or three plain capitalised words."""


def _role_before_person(claim: str, end: int, language: str, texts: list[str]) -> bool:
    """Whether the claim's opening word, ending at ``end``, is a role before a person's
    whole name a source writes (Governor Fabio Panetta for Gubernur Fabio Panetta), no name
    changed (Karin Sandberg for Helena Sandberg: one name after it).

    >>> _role_before_person("Governor Fabio Panetta said so.", 8, "en", ["Gubernur Fabio Panetta"])
    True
    >>> _role_before_person("Karin Sandberg said so.", 5, "en", ["Helena Sandberg said"])
    False
    """
    if language not in CAPITAL_ROLES:
        return False
    person = _PERSON_AFTER.match(claim, end)
    return person is not None and any(_word_in(person.group(1), text) for text in texts)


_WORD_BEFORE = re.compile(r"(?<![\w'’])([^\W\d_]+)(?:['’]s)? $")
"""A word, maybe in the possessive, and a space, at the end of what is searched."""


def _words_before(second: str, text: str) -> Iterator[tuple[str, int]]:
    """Each word ``text`` writes right before ``second`` (one space apart, maybe in the
    possessive), with where it starts: ``second`` is found first, as written, and the word
    before it read from the few characters there, so a long text is read once."""
    for m in re.finditer(rf"(?<!\w){re.escape(second)}(?!\w)", text):
        low = max(0, m.start() - _LONGEST_WORD)
        before = _WORD_BEFORE.search(text, low, m.start())
        if before is not None:  # a word cut at low fails the look-behind
            yield before.group(1), before.start()


_LONGEST_WORD = 64


_PAIR_OPENING = re.compile(r"[\W\d_]*?([^\W\d_]+)(?:['’]s)? ([^\W\d_]+)(?!\w)")
"""A sentence's first two words, one space apart, the first maybe in the possessive
(Verdi's Turandot); the second a word of letters (Line M4: a common word before a code)."""


_DOTTED = re.compile(r"\S+\.[^\W\d_]{2,}\S*")
"""A word with a dot inside (nordvik.com/investors, redis.conf, hnsw.ef_search)."""


@lru_cache(maxsize=64)
def _prose(text: str) -> str:
    """A text without its URLs, domains and dotted identifiers, where a name is written in
    lower case without being a common word (``nordvik.com``): what tells a common word
    is its lower case in the prose.

    >>> _prose("See nordvik.com/investors or https://x.org/a. Nordvik reported it.")
    'See   or  . Nordvik reported it.'
    """
    return _DOTTED.sub(" ", _URL.sub(" ", text))


def _aligned(held_units: list[Unit], texts: list[str], language: str) -> str:
    """The basis sentence that holds most of ``held_units`` (the first of equals), or ""."""
    best, chosen = 0, ""
    for text in texts:
        sentences = _sentences(text)
        counts = Counter(i for unit in held_units for i in _holding(unit, text, language))
        for i in sorted(counts):
            if counts[i] > best:
                best, chosen = counts[i], sentences[i]
    return chosen


def _holding_any(units: list[Unit], text: str, language: str) -> list[str]:
    """The sentences of ``text`` that hold one of ``units`` at least, in order."""
    sentences = _sentences(text)
    found = set().union(*(_holding(unit, text, language) for unit in units))
    return [sentences[i] for i in sorted(found)]


@lru_cache(maxsize=64)
def _sentences(text: str) -> tuple[str, ...]:
    """A basis text's sentences (a few texts kept: every claim asks them)."""
    return tuple(s.text for s in segment(text))


_HOLDING: dict[tuple[object, ...], frozenset[int]] = {}
HOLDING_KEPT = 4096
"""(unit, text) pairs whose holding sentences are kept: the claims of one answer ask the
same basis texts for their units, and a long text's thousands of sentences are read once
per unit, not once per claim."""


def _holding(unit: Unit, text: str, language: str) -> frozenset[int]:
    """The numbers of the sentences of ``text`` that hold ``unit``."""
    key = (unit.kind, unit.surface, unit.loose, unit.scale, unit.number, unit.date, text, language)
    found = _HOLDING.get(key)
    if found is None:
        if len(_HOLDING) >= HOLDING_KEPT:
            _HOLDING.clear()
        sentences = _sentences(text)
        found = frozenset(i for i, s in enumerate(sentences) if held(unit, s, language))
        _HOLDING[key] = found
    return found


_GENITIVE_OPENING = re.compile(
    r"[\W\d_]*?(?P<word>[^\W\d_]+),? (?P<of>[^\W\d_]+) "
    r"(?P<owner>[A-ZÀ-Þ][^\W\d_]*)(?:[ -][A-ZÀ-Þ][^\W\d_]*)*,? "
    r"(?P<verb>[^\W\d_]+)(?: (?P<then>[^\W\d_]+))?"
)
"""A sentence opening with a word, the word for "of" and a name, then a verb: how the
Romance languages and Indonesian render an English possessive (Tosca di Puccini debuttò;
Tosca, de Puccini, se estrenó; Tosca karya Puccini pertama kali dipentaskan)."""


_CLITICS = {
    "it": frozenset(("si",)),
    "es": frozenset(("se",)),
    "pt": frozenset(("se",)),
    "fr": frozenset(("se", "s")),
}
"""A reflexive pronoun before a verb (se estrenó, si è tenuta)."""


def _genitive_form(claim: str, language: str) -> tuple[str, int, str] | None:
    """The claim's first word (after an article), where it starts and its owner's name,
    when the sentence opens so (:data:`_GENITIVE_OPENING`, :data:`_OF`).

    >>> _genitive_form("Tosca, de Puccini, se estrenó en 1900.", "es")
    ('Tosca', 0, 'Puccini')
    >>> _genitive_form("La Tosca di Puccini debuttò a Roma.", "it")
    ('Tosca', 3, 'Puccini')
    >>> _genitive_form("Il Presidente di Microsoft, Brad Smith, ha detto.", "it")
    """
    first = _FIRST_WORDS.match(claim)
    at = 0
    if first is not None and first.group(1).casefold() in _ARTICLES.get(language, ()):
        at = first.end(1)
    m = _GENITIVE_OPENING.match(claim, at)
    if m is None or m.group("of").casefold() not in _OF.get(language, ()):
        return None
    verb = m.group("verb")
    if verb.casefold() in _CLITICS.get(language, ()):
        verb = m.group("then") or ""
    if not _verb_like(verb, language):
        return None
    return m.group("word"), m.start("word"), m.group("owner")


def _owned_subject(
    claim_units: list[Unit],
    hits: list[bool],
    claim: str,
    texts: list[str],
    language: str,
    claim_language: str,
) -> tuple[Unit, str] | None:
    """The claim's first word, owned by a held name (:func:`_genitive_form`: Tosca di
    Puccini debuttò…), when no basis text holds it and one writes another name as that
    owner's (:func:`_owned_name`: Puccini's opera Turandot), not a translation of the
    word (:func:`ragcite.text.name_words.translates`: Torre di Pisa, Tower of Pisa): the
    name it stands for.

    >>> from ragcite.verify.neutral import found
    >>> claim = "Tosca karya Puccini pertama kali dipentaskan di Milan pada 1926."
    >>> source = "Giacomo Puccini's opera Turandot premiered in Milan in 1926."
    >>> us = units(claim, "id")
    >>> subject, name = _owned_subject(
    ...     us, found(us, claim, [source], "en", "id"), claim, [source], "en", "id")
    >>> subject.surface, name
    ('Tosca', 'Turandot')
    >>> claim = claim.replace("Tosca", "Turandot")
    >>> us = units(claim, "id")
    >>> _owned_subject(us, found(us, claim, [source], "en", "id"), claim, [source], "en", "id")
    """
    form = _genitive_form(claim, claim_language)
    if form is None:
        return None
    surface, start, owner = form
    kept = [u for u, hit in zip(claim_units, hits, strict=True) if hit]
    if (
        not any(u.surface == owner for u in kept)
        or len(kept) < 2
        or not _new_word(surface, start, claim_units, texts, claim_language)
        or _own_word(surface.casefold(), claim_language)
    ):
        return None
    for text in texts:
        name = _owned_name(owner, claim, text, language)
        if name and not translates(surface, claim_language, name, language):
            return Unit("name", surface, start, start + len(surface), loose=True), name
    return None


def _owned_name(owner: str, claim: str, text: str, language: str) -> str:
    """A name ``text`` writes as the owner's, that the claim lacks, or "": after the
    owner's possessive (not after the owner alone: Gates Foundation) and at most one word
    (Puccini's opera Turandot; German Puccinis Oper Turandot), or before the word for "of"
    and the owner, at most two words between (Turandot, l'opéra de Giacomo Puccini; Opera
    Turandot karya Giacomo Puccini).

    >>> _owned_name("Puccini", "Tosca di Puccini", "Puccini's opera Turandot, 1926.", "en")
    'Turandot'
    >>> _owned_name("Puccini", "Tosca di Puccini", "Turandot, l'opéra de Giacomo Puccini", "fr")
    'Turandot'
    >>> _owned_name("Puccini", "Tosca di Puccini", "Puccini's Tosca, 1900.", "en")
    ''
    """
    of = "|".join(sorted(_OF.get(language, frozenset()) | {"of", "by"}))
    name = r"([A-ZÀ-Þ][^\W\d_]{2,})"
    # First names before the owner's (Giacomo Puccini): three at most, which keeps the
    # search linear on a text of capitalised words.
    owner_at = rf"(?:[A-ZÀ-Þ][^\W\d_]* ){{0,3}}{re.escape(owner)}(?![\w])"
    after = rf"(?<![\w]){re.escape(owner)}(?:['’]s?|s) (?:[^\W\d_]+ )?{name}"
    word = r"[^\W\d_]+(?:['’][^\W\d_]+)?"  # l'opéra
    before = rf"{name}(?:,? {word}){{0,2}},? (?:{of})['’ ]{owner_at}"
    for pattern in (after, before):
        for m in re.finditer(pattern, text):
            found = m.group(1)
            folded = found.casefold()
            if not (
                folded in stop_words(language)
                or _word_in(folded, claim.casefold())
                or _cognate_in(folded, claim)
            ):
                return found
    return ""


def _opening_words(sentence: str, language: str) -> list[tuple[str, int, int]]:
    """A sentence's first words (three at most, :data:`_FIRST_WORDS`) with where each
    starts and ends, a definite article before them left out (:data:`_ARTICLES`: O
    Kubernetes foi…)."""
    m = _FIRST_WORDS.match(sentence)
    if m is None:
        return []
    words = [(g, m.start(i), m.end(i)) for i, g in enumerate(m.groups(), 1) if g]
    if len(words) > 1 and words[0][0].casefold() in _ARTICLES.get(language, ()):
        words = words[1:]
    return words


def _subject(second: str, third: str | None, language: str, copula: bool) -> bool:
    """Whether the words after a sentence's first show that word is its subject: an
    auxiliary; with ``copula``, one before an article (or Indonesian's adalah)."""
    if second.casefold() not in _AUXILIARIES.get(language, ()):
        return False
    articles = _PREDICATE_ARTICLES.get(language)
    if not copula or articles is None:
        return True
    return third is not None and third.casefold() in articles


def _second_place(second: str, third: str | None, language: str) -> bool:
    """Whether a German sentence's auxiliary, in second place, is followed by a lower-case
    word no pronoun or article (Nomad wurde ursprünglich…): German puts its subject right
    after the verb when another word opens the sentence (Heute wird es gepflegt,
    Ursprünglich wurde Kubernetes…), so here the first word is the subject."""
    return (
        language == "de"
        and second.casefold() in _AUXILIARIES["de"]
        and third is not None
        and third.islower()
        and third not in stop_words("de")
    )


def _inflected(word: str, language: str) -> bool:
    """Whether the stemmer takes an ending off ``word``: in English any (Everything, Users,
    Originally), elsewhere one of three letters or more (-ment, -nya: adverbs; not the
    final letters a name may share with an ending)."""
    cut = len(word) - len(stem(word, language))
    return cut > 0 if language == "en" else cut >= 3


def _source_subject(
    held_units: list[Unit],
    claim: str,
    claim_language: str,
    texts: list[str],
    language: str,
    parallel: bool,
    copula: bool,
) -> str | None:
    """The first word of the basis sentence holding most of ``held_units`` (after a
    definite article, :data:`_ARTICLES`), when it can be a name and the claim renders every
    other unit of that sentence (its names, numbers, dates: a translation of the sentence
    but its subject; not a paraphrase of part of it, "Access is served on port 6333" for
    "Qdrant is written in Rust and serves its API on port 6333"); with ``parallel``, when
    the words after it show a subject as the claim's do (:func:`_subject`). See
    :func:`substituted`."""
    chosen = _aligned(held_units, texts, language)
    words = [(word, end) for word, _, end in _opening_words(chosen, language)]
    if not words:
        return None
    opening, end = words[0]
    if not opening[:1].isupper() or len(opening) < 3:
        return None
    if parallel:
        after = [w for w, _ in words[1:]] + [""]
        if len(words) < 2 or not _subject(after[0], after[1] or None, language, copula):
            return None
    name = opening.casefold()
    plain = opening[1:].islower()
    if name in stop_words(language) or (language == "de" and plain and not _foreign(name, "de")):
        return None
    if plain and any(_word_in(name, _prose(text)) for text in texts):
        return None  # written in lower case too: a common word
    others = [u for u in units(chosen, language) if u.start >= end]
    if not others or not all(held(u, claim, claim_language) for u in others):
        return None
    return opening
