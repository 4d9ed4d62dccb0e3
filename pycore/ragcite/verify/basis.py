"""The basis of each claim: what it is judged against, decided once, before scoring
(issue 26).

Support is only as good as the text a claim is compared with. For every claim:

- **sources**: its cited sources have text (the common case; an uncited claim, or one in an
  answer that cites nothing, is compared with the sources as before);
- **provider_excerpt**: its cited sources have no text in the check (web-search and
  grounding answers: Anthropic web search, Gemini Google Search, OpenAI ``url_citation``),
  but its citations carry the provider's own excerpt of the page (``detail["excerpt"]``),
  whole; every level can follow from it;
- **provider_excerpt_cut**: the same, but the excerpt is cut (Anthropic's ``cited_text``,
  about 150 characters ending in "..."): a hit is support by the excerpt, a miss is
  ``not_checkable`` (the page may say what the excerpt left out);
- **none**: its cited sources have no text and no excerpt: ``not_checkable``, with why and
  how to check it (paste the page as a source, bound to the citation by URL or title);
- **language_neutral**: the claim and the basis texts are in different languages (an
  Italian answer drawn from English documentation): only numbers, dates, names, code
  identifiers, URLs and quotes are compared (:mod:`ragcite.verify.neutral`), never the
  wording.

Languages: the answer's language is the pipeline's; a sentence whose own stop words clearly
say another (:func:`ragcite.text.language.guess`) has that one. A source's language is
guessed from its first :data:`SOURCE_SAMPLE` characters; a source whose language is not
clear counts as the claim's unless it is clearly not in the claim's
(:func:`text_language`), so an answer in the same language as its sources is judged
exactly as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from ..model import Citation, Sentence, Source
from ..text.language import (
    apart,
    apart_lean,
    detect,
    foreign_to,
    guess,
    kin,
    lean,
    not_in,
    own_words,
    runner_up,
    script,
    share,
    untitled,
    words_lean,
)
from ..text.words import CJK

Kind = Literal["sources", "provider_excerpt", "provider_excerpt_cut", "none"]

SOURCE_SAMPLE = 2_000
"""Characters of a source its language is guessed from: four slices spread over it (a
web page opens with navigation; its running text is further in)."""
_SLICES = 4
OWN_SHARE = 0.2
"""A text whose evidence is at least this much the claim's language (a bilingual page)
is read as holding the claim's language (:func:`ragcite.text.language.share`)."""
_CUT_MARKS = ("...", "\N{HORIZONTAL ELLIPSIS}")


@dataclass
class Basis:
    """What one claim is judged against."""

    kind: Kind
    """Which texts: the cited sources', the provider's excerpts (whole or cut), or none."""
    sources: list[int] = field(default_factory=list)
    """The cited source numbers (1-based) the texts stand for."""
    excerpts: list[tuple[int, str]] = field(default_factory=list)
    """(source number, the provider's excerpt of it), for an excerpt basis."""
    confidence: float | None = None
    """The highest grounding confidence the provider gave the claim's citations."""
    language: str = "en"
    """The claim's language."""
    source_language: str | None = None
    """The basis texts' language when it differs from the claim's (then only
    language-neutral units are compared), else None."""

    @property
    def name(self) -> str:
        """The report's ``support.basis``: ``language_neutral`` when the languages differ,
        else :attr:`kind`."""
        return "language_neutral" if self.source_language is not None else self.kind


def is_cut(excerpt: str) -> bool:
    """Whether a provider's excerpt was cut: it starts or ends with an ellipsis, or leaves
    a part out in the middle (" ... ").

    >>> is_cut("Mexico City Weather Today WinterCast Local..."), is_cut("The default is 40.")
    (True, False)
    >>> is_cut("Sunrise today is at 05:50. ... Sunset today is at 20:35. ")
    True
    """
    text = excerpt.strip()
    if text.endswith(_CUT_MARKS) or text.startswith(_CUT_MARKS):
        return True
    return any(f" {mark} " in text for mark in _CUT_MARKS)


def source_language(text: str) -> str | None:
    """A basis text's clear language: by its lower-case stop words (a page's capitalised
    navigation does not vote), or, when those say nothing clear (a source of one short
    sentence), with the words that open its sentences too ("The", not "War Memorial" or
    "ET").

    >>> source_language("The hnsw.ef_search parameter defaults to 40."), source_language("40")
    ('en', None)
    >>> source_language("Published 7:33 a.m. ET Aug. 10, 2014"), source_language("War Memorial")
    (None, None)
    """
    part = _sample(text)
    found = guess(part, len(part)) or kin(part, least=KIN_SENTENCE)
    if found is None:
        opened = _OPENER.sub(lambda m: m[1] + m[2].lower(), part)
        found = guess(opened, len(opened)) if opened != part else None
    if found is None and (plain := untitled(part)) != part:
        # A title's small words are its own language's, copied by another's running text
        # ("menurut Department of Water and Sanitation nasional"): they do not vote.
        found = guess(plain, len(plain)) or kin(plain, least=KIN_SENTENCE)
    return found


def _sample(text: str) -> str:
    """Up to :data:`SOURCE_SAMPLE` characters of a text, in slices spread over it, without
    its links (the words of a URL are no running text: "...-vs-..." is no Portuguese).

    >>> _sample("abc"), len(_sample("x" * 50_000)), _sample("ab " * 5_000).count("\\n")
    ('abc', 2003, 3)
    >>> _sample("See https://example.org/de/la/page and www.example.com/it here.")
    'See   and   here.'
    >>> _sample("AUTHOR: ctanner@example.com, PUBLISHER: MMARising.com. Read on.")
    'AUTHOR:   PUBLISHER:   Read on.'
    """
    if len(text) > SOURCE_SAMPLE:
        size, step = SOURCE_SAMPLE // _SLICES, len(text) // _SLICES
        text = "\n".join(text[i * step : i * step + size] for i in range(_SLICES))
    if "/" not in text and "." not in text and "@" not in text:  # no link, address or domain
        return text
    return _LINK.sub(" ", text)


_OPENER = re.compile(r"(^|[.!?]\s+)([A-Z][a-z]+)\b")
"""A capitalised word that opens a sentence."""
_LINK = re.compile(r"(?<!\S)\S*(?:://|www\.|/|@|[^\W\d_]\.[^\W\d_]{2,})\S*")
r"""A whitespace-delimited word holding ``://``, ``www.``, ``/``, ``@`` or a dot between
letters: a link, an address or a domain (``theguardian.com``: *com* is Portuguese). Tried
only where a word starts: from every position, ``\S*`` scanned each word once per
character of it."""


@lru_cache(maxsize=512)
def _source_language(text: str) -> str | None:
    return source_language(text)


@lru_cache(maxsize=1024)
def _share(text: str, claim: str, found: str) -> float:
    return share(_sample(text), claim, SOURCE_SAMPLE, beside=found)


def text_language(text: str, claim: str | None) -> str | None:
    """The language of a basis text as a claim in ``claim`` sees it: its clear language,
    or None when that is not clear or the text holds the claim's language too.

    >>> text_language("The index defaults to 40 and it is fast.", "it")
    'en'
    >>> text_language("東京の店は日本語のメニューを出す。 The Tokyo shop serves 3 kinds.", "ja")
    """
    # Both are kept for the next check: a source set is often checked again (each
    # keystroke in the answer), and a Vertex-maximum input has 200 sources.
    if claim is None:
        return None
    found = _source_language(text) or _not_in(text, claim) or _apart_from(text, claim)
    if found is None or found == claim or _share(text, claim, found) >= OWN_SHARE:
        return None
    return found


def _apart_both(sentence: str, texts: list[str]) -> str | None:
    """The sentence's language when neither it nor its basis texts tell theirs by their
    stop words alone (a one-sentence answer against a one-sentence source), but each has
    a stop word the other's language lacks and none of the other's own: the language with
    the most of its stop words ("Das Britische Museum in London wurde 1753 gegründet":
    das, wurde) against the texts' ("The British Museum in London was founded in 1753":
    the, and was and in are German too).

    >>> _apart_both("Das Britische Museum in London wurde 1753 gegründet.",
    ...             ["The British Museum in London was founded in 1753."])
    'de'
    >>> _apart_both("The museum in London was founded in 1753.",
    ...             ["The British Museum in London was founded in 1753."])
    """
    mine = runner_up(sentence, "")  # against no language: "" has no stop words
    if mine is None:
        return None
    theirs = {_apart_from(text, mine) for text in texts}
    if len(theirs) != 1 or (other := theirs.pop()) is None:
        return None
    return mine if apart_lean(sentence, other, prefer=mine) == mine else None


@lru_cache(maxsize=512)
def _apart_from(text: str, claim: str) -> str | None:
    # A source of a sentence or two, its few stop words shared ("The British Museum in
    # London was founded in 1753": was and in are German too), is still another language
    # than the claim's when it has a stop word that language lacks and none of that
    # language's own (apart_lean), its sentence openers read in lower case; of languages
    # with as many, the one its words are words of (Italian and Indonesian share "di").
    part = _sample(text)
    opened = _OPENER.sub(lambda m: m[1] + m[2].lower(), part)
    vocabulary = words_lean(part, [], claim)
    found = apart_lean(opened, claim, prefer=vocabulary)
    if found is None and vocabulary is not None and not apart(opened, claim, vocabulary):
        # Its stop words all shared ("Samsung Heavy Industries delivered 14 LNG carriers in
        # 2023": Italian has "in" too), none of the claim's own: its words' language.
        return vocabulary
    return found


@lru_cache(maxsize=512)
def _not_in(text: str, claim: str) -> str | None:
    # A source whose stop words do not settle its language (Spanish against French and
    # Portuguese) is still read as another when it is clearly not the claim's.
    return not_in(_sample(text), claim, SOURCE_SAMPLE)


class Languages:
    """The language of each source as each claim language sees it, asked once per check."""

    def __init__(self, sources: list[Source]) -> None:
        self._sources = {s.number: s for s in sources}
        self._known: dict[tuple[int, str | None], str | None] = {}
        self._raw: dict[int, str | None] = {}

    def raw(self, number: int) -> str | None:
        """The source's clear language, whatever the claim's."""
        if number not in self._raw:
            source = self._sources.get(number)
            self._raw[number] = _source_language(source.text) if source else None
        return self._raw[number]

    def of(self, number: int, claim: str | None) -> str | None:
        key = (number, claim)
        if key not in self._known:
            source = self._sources.get(number)
            self._known[key] = text_language(source.text, claim) if source else None
        return self._known[key]


SPARE = 1
"""Content words a sentence with a stop word of its own may share with basis texts in
another language: a cognate written alike (version, minimum)."""

KIN_SENTENCE = 2
"""Stop words of its own a sentence's leading language needs against a close runner-up
(:func:`ragcite.text.language.kin`): "on" and "and" against Italian's none."""


def claim_language(sentence: Sentence, answer_language: str | None) -> str | None:
    """The sentence's own language when it clearly has one, else the answer's when that is
    clear (``answer_language``: None when it is not), else None (a sentence without CJK
    characters in a CJK answer is read by its stop words).

    >>> claim_language(Sentence("The café opens at 7:00.", 0, 23, 0, 23), "ja")
    'en'
    >>> claim_language(Sentence("She received a J.D. degree.", 0, 27, 0, 27), None)
    >>> said = 'Il rapporto dice che è stato "the fastest release of the year" per il team.'
    >>> claim_language(Sentence(said, 0, len(said), 0, len(said)), None)
    'it'
    """
    # A quotation is its source's words, in its source's language: the sentence's own
    # are around it (I manutentori hanno scritto: "We will no longer accept…").
    own = own_words(sentence.text)
    found = guess(own, lower_only=False) or kin(own, lower_only=False, least=KIN_SENTENCE)
    if found is not None:
        return found
    if answer_language in CJK and script(sentence.text) is None:
        return detect(sentence.text)
    return answer_language


_TITLE = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[a-z]{1,4})+\s+[A-Z][\w'’-]*")
"""A title with lower-case words inside: Tears of the Kingdom, Festival de la Canción."""


def _unnamed(text: str, bodies: list[tuple[int | None, str]]) -> str:
    """The sentence without the titles it copies from its basis texts: their small words
    ("of the" in "Tears of the Kingdom") are the source's language, not the sentence's.

    >>> _unnamed("Tears of the Kingdom terjual 10 juta kopi.", [(1, "Tears of the Kingdom sold.")])
    '  terjual 10 juta kopi.'
    >>> _unnamed("Il Bank of Italy ha deciso.", [(1, "La Banca d'Italia ha deciso.")])
    'Il Bank of Italy ha deciso.'
    """
    return _TITLE.sub(lambda m: " " if any(m[0] in t for _, t in bodies) else m[0], text)


def other_language(claim: str | None, languages: list[str | None]) -> str | None:
    """The texts' language when every one of them clearly differs from the claim's.

    >>> other_language("it", ["en", "en"]), other_language("it", ["en", None])
    ('en', None)
    >>> other_language("it", ["en", "it"]), other_language("en", [])
    (None, None)
    >>> other_language("it", ["en", "de"])
    'en'
    """
    if claim is None or not languages or any(lang is None or lang == claim for lang in languages):
        return None
    return languages[0]


def decide(
    sentences: list[Sentence],
    citations: list[Citation],
    sources: list[Source],
    answer_language: str,
) -> list[Basis | None]:
    """One :class:`Basis` per sentence (None for a sentence that is no claim)."""
    by_number = {s.number: s for s in sources}
    languages = Languages(sources)
    with_text = [s.number for s in sources if s.text.strip()]
    cites_any = bool(citations)
    # The answer's language stands for its sentences only when the answer says it clearly
    # (a one-sentence answer's few stop words often do not).
    joined = own_words(" ".join(s.text for s in sentences[:200]))
    known = answer_language if guess(joined, lower_only=False) is not None else None
    # The common case, settled once: a clear answer whose sources are all in its language
    # (or in none clearly) is judged as it always was, without asking each sentence.
    uniform = known is not None and all(
        languages.raw(n) == known or (languages.raw(n) is None and languages.of(n, known) is None)
        for n in with_text
    )
    out: list[Basis | None] = []
    for sentence in sentences:
        if not sentence.is_claim:
            out.append(None)
            continue
        cites = [citations[ci] for ci in sentence.citations if 0 <= ci < len(citations)]
        numbers = list(dict.fromkeys(c.resolved for c in cites if c.resolved is not None))
        numbers = [n for n in numbers if n in by_number]
        texts = [n for n in numbers if by_number[n].text.strip()]
        # Cited sources with text; or uncited, or in an answer that cites nothing
        # (auto-cite: any source). Else every cited source lacks text.
        textless = bool(numbers) and not texts
        basis = _textless(numbers, cites) if textless else Basis("sources", numbers)
        if uniform and not basis.excerpts:
            basis.language = answer_language
        else:
            bodies: list[tuple[int | None, str]]
            if textless:
                bodies = [(None, e) for _, e in basis.excerpts]
            else:
                pool = texts if numbers else ([] if cites_any else with_text)
                bodies = [(n, by_number[n].text) for n in pool]
            _set_languages(basis, sentence, bodies, known, answer_language, languages)
        out.append(basis)
    return out


def _textless(numbers: list[int], cites: list[Citation]) -> Basis:
    """The basis of a claim whose cited sources all lack text: their excerpts, or none."""
    basis = Basis("none", numbers)
    for cite in cites:
        excerpt = cite.detail.get("excerpt")
        if isinstance(excerpt, str) and excerpt.strip() and cite.resolved is not None:
            basis.excerpts.append((cite.resolved, excerpt))
        confidence = cite.detail.get("confidence")
        if isinstance(confidence, int | float) and not isinstance(confidence, bool):
            basis.confidence = max(basis.confidence or 0.0, float(confidence))
    if basis.excerpts:
        cut = any(is_cut(e) for _, e in basis.excerpts)
        basis.kind = "provider_excerpt_cut" if cut else "provider_excerpt"
    return basis


def _set_languages(
    basis: Basis,
    sentence: Sentence,
    bodies: list[tuple[int | None, str]],
    known: str | None,
    answer_language: str,
    languages: Languages,
) -> None:
    """The claim's language and, when every basis text is clearly in another one, theirs.

    A sentence whose language is not clear (a one-sentence answer's few stop words) is
    still read as another language than its basis texts when those are all clearly in one
    language and the sentence holds none of its stop words (:func:`lean`), or, in the
    answer's language, none of that language's own stop words and none of their words
    (:func:`~ragcite.text.language.foreign_to`)."""
    lang = claim_language(sentence, known)
    if lang is not None and lang == known and bodies and claim_language(sentence, None) is None:
        # The answer's language stands for a sentence that says none of its own; one that
        # leans to its texts' language instead is in theirs (an English sentence in an
        # Italian answer: "Based on the provided documents, HNSW indexes build a graph").
        theirs = other_language(lang, _languages(bodies, lang, languages))
        if theirs is not None and lean(own_words(sentence.text), lang, theirs) == theirs:
            lang = theirs
    if lang is None and bodies and (plain := _unnamed(sentence.text, bodies)) != sentence.text:
        lang = claim_language(Sentence(plain, 0, 0, 0, 0), known)
    if lang is None and bodies:
        raw = {languages.raw(n) if n is not None else _source_language(t) for n, t in bodies}
        texts = [t for _, t in bodies]
        if raw == {None} and (lang := _apart_both(sentence.text, texts)) is None:
            # Texts whose stop words do not settle their language but clearly are not the
            # answer's (Il Signal Iduna Park, lo stadio del club, ha una capienza di…:
            # Spanish shares del, una) stand for the language they lean to.
            raw = {_not_in(t, answer_language) for t in texts}
        if lang is None and len(raw) == 1 and (only := raw.pop()) is not None:
            lang = lean(sentence.text, only, answer_language)
            if lang is None and foreign_to(sentence.text, texts, only):
                # Too few stop words to tell ("Revenue was DKK 5.1 billion in 2023."), but
                # none of the basis language's own and none of its words: the answer's, or
                # (when the answer's is the basis's by default) the one its few stop words
                # lean to, else the one its content words are words of.
                lang = (
                    answer_language
                    if answer_language != only
                    else runner_up(sentence.text, only) or words_lean(sentence.text, texts, only)
                )
            if lang is None and (other := apart_lean(sentence.text, only)) is not None:
                # One stop word the basis language lacks and none of its own, and no word
                # of the basis either, save one cognate written alike in three or more
                # ("RabbitMQ 3.13 was released on 22 February 2024" against a German page;
                # "was deprecated in version 4.2.0", Version): that stop word's language.
                lang = other if foreign_to(sentence.text, texts, only, 1, SPARE) else None
    if lang is None and bodies:
        # Neither the sentence's stop words nor its texts' settle their languages alone
        # (French and Spanish share le, de, a; "Total cargo throughput fell 6.1%, he said
        # on 14 February"), but the texts are clearly in another than the answer's, and
        # the sentence leans away from theirs: the language it leans to.
        theirs = other_language(answer_language, _languages(bodies, answer_language, languages))
        lang = lean(sentence.text, theirs, answer_language) if theirs is not None else None
    basis.language = lang or answer_language
    basis.source_language = other_language(lang, _languages(bodies, lang, languages))


def _languages(
    bodies: list[tuple[int | None, str]], claim: str | None, languages: Languages
) -> list[str | None]:
    """Each basis text's language as a claim in ``claim`` sees it."""
    return [languages.of(n, claim) if n is not None else text_language(t, claim) for n, t in bodies]
