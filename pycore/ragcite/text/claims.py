"""Which sentences are claims to check, and why the others are not.

Like Vertex AI's ``groundingCheckRequired: false``, some sentences state nothing a source
could back. The rule, first match wins (``kind`` in brackets):

1. No letter or digit once citation markers are removed (``empty``).
2. Code: a fenced-code line or a line that is one inline code span (``code``).
3. A reference or footnote definition (``[^1]: ...``, ``[2]: https://...``, a bare URL)
   or a references heading (``Sources:``, ``Fonti:``, ``Sumber:``...) (``reference``).
4. A courtesy or framing line (``courtesy``): it opens with a courtesy phrase ("I hope this
   helps", "Let me know if...", "Feel free to..."), or it is a bare "Sure!" / "Certainly.",
   or it is only a framing phrase ("Here is what I found.", "Based on the provided
   sources:"), or an agent narrates its next step between tool calls ("Let me search
   for...", "I'll continue with...") — in en, it, id, es, fr, de, pt, ja, zh, ko. "Here
   is what I found: HNSW defaults to 40." goes on past the framing, so it stays a claim.
   The phrases are in :mod:`ragcite.text.courtesy`.
5. An abstention: it says the sources hold no answer, or that the writer found none ("The
   provided sources do not say who won.", "Le fonti non lo dicono.") (``abstention``,
   :mod:`ragcite.text.abstention`): nothing in it a source could back.
6. A heading: markdown ``#``, a line that is all bold, a short line (≤ 8 words, no number)
   ending with ``:``, or a short title-case line (≤ 6 words, no bullet) without end
   punctuation (``heading``).
7. A question: it ends with ``?`` (``question``).
8. A list item (``-``, ``*``, ``•``, ``1.``) is judged by what follows the bullet; one
   with fewer than 3 content words and no number is not a claim (``bullet``).
9. A claim has at least 3 content words (stop words removed) or a number; for ja, zh and
   ko, at least 4 content characters or a number (``claim``). Otherwise (``short``).

A sentence that carries a citation marker is a claim unless rule 1, 2, 3 or a clear
heading (markdown ``#`` or an all-bold line) applies: a marker says its author meant to back it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .abstention import abstains
from .courtesy import is_courtesy
from .markers import find_markers
from .numbers import find_numbers
from .tokens import LETTERS
from .words import CJK, content_count

MIN_WORDS = 3
MIN_CJK_CHARS = 4


@dataclass(frozen=True)
class ClaimVerdict:
    is_claim: bool
    kind: str
    """``claim``, ``heading``, ``courtesy``, ``abstention``, ``question``, ``bullet``,
    ``short``, ``empty``, ``code`` or ``reference``."""
    why: str
    """The rule that decided, in plain words."""


@lru_cache(maxsize=4096)
def blank_markers(text: str) -> str:
    """``text`` with every citation marker replaced by spaces (offsets unchanged), so that
    ``[2]`` never counts as a word or a number.

    >>> blank_markers("Fast [1, 3] and cheap【4†source】.")
    'Fast        and cheap          .'
    """
    if not any(ch in text for ch in "[【［(^"):
        return text
    chars = list(text)
    for marker in find_markers(text):
        chars[marker.start : marker.end] = " " * (marker.end - marker.start)
    return "".join(chars)


_LINK_CITATION = re.compile(r"\(\[[^\]\n]*\]\((?:https?://|www\.)[^)\s]*\)\)")


@lru_cache(maxsize=4096)
def claim_text(text: str) -> str:
    """The sentence as compared with sources: markers and a leading list bullet blanked,
    offsets unchanged (so the ``1.`` of a numbered item is not the number 1).

    >>> claim_text("2. Defaults to 40 [2].")
    '   Defaults to 40    .'
    """
    bare = blank_markers(text)
    # A parenthesised link is a citation (OpenAI web search: ``([site](url))``), not prose.
    bare = _LINK_CITATION.sub(lambda m: " " * len(m.group()), bare)
    bullet = _BULLET.match(bare)
    if bullet:
        bare = " " * bullet.end() + bare[bullet.end() :]
    return bare


def checked_text(text: str) -> tuple[str, tuple[int, int] | None]:
    """:func:`claim_text` with a leading or trailing attribution clause (see
    :func:`attribution`) blanked too, and that clause's span (None if there is none).

    >>> checked_text("Based on the provided documents, HNSW is fast [1].")
    ('                                 HNSW is fast    .', (0, 32))
    """
    bare = claim_text(text)
    span = attribution(bare)
    if span is None:
        return bare, None
    a, b = span
    return bare[:a] + " " * (b - a) + bare[b:], span


# Attribution: what a RAG answer calls the material it was given, and the verbs and
# prepositions that point at it. A clause made only of these (and stop words) says where
# the claim comes from, not what it claims: "According to my sources, ...", "Based on the
# provided documents, ...", "The search results show that ...". Vocabulary of the task,
# in every word language; nothing here comes from evaluation data.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SOURCE_NOUNS = _words(
    """
    source sources document documents doc docs context contexts passage passages excerpt
    excerpts snippet snippets reference references material materials result results
    search information text texts article articles page pages record records data file files
    fonte fonti documento documenti contesto passaggio passaggi estratto estratti risultati
    risultato ricerca informazioni informazione testo testi articolo articoli materiale
    sumber dokumen konteks hasil pencarian informasi teks artikel bahan data kutipan
    fuente fuentes documento documentos contexto pasaje pasajes fragmento fragmentos
    resultados resultado búsqueda información texto textos artículo artículos
    documents contexte passage passages extrait extraits résultats résultat recherche
    informations information texte textes article articles
    quelle quellen dokument dokumente dokumenten kontext textstelle textstellen auszug
    suchergebnisse suchergebnissen ergebnisse ergebnissen informationen artikel
    fontes contexto trecho trechos resultados pesquisa informações texto artigo artigos
    """
)
_POINTERS = _words(
    """
    according based basing per from in on provided given retrieved available cited above
    show shows showed shown indicate indicates indicated state states stated mention
    mentions mentioned say says said suggest suggests suggested note notes noted report
    reports reported find found finds describe describes described explain explains
    my the your these those this provided
    secondo base basandosi basandomi fornite forniti fornito fornita indicano indica mostrano
    mostra dicono dice riportano riporta citate citati disponibili mie miei
    menurut berdasarkan diberikan tersedia menunjukkan menyebutkan mengatakan dari dalam
    según basándome basándose basado basada con base proporcionadas proporcionados
    proporcionado dadas disponibles indican indica muestran muestra dicen dice mis
    selon après basant fournies fournis fourni disponibles indiquent indique montrent
    montre disent dit mes
    laut gemäß basierend auf bereitgestellten vorliegenden verfügbaren zeigen zeigt
    besagen sagen meinen meine
    acordo segundo base fornecidas fornecidos disponíveis indicam mostram dizem minhas meus
    """
)
_COMPLEMENTIZERS = _words("that che que bahwa dass qu")
_LEADS = _words("according secondo menurut berdasarkan según selon laut gemäß segundo")
"""Words that open an attribution without needing a comma after it."""
_PUNCT_TO_SPACE = str.maketrans(dict.fromkeys(",.;:!?()[]\"'\u2019\u201c\u201d", " "))


def attribution(text: str) -> tuple[int, int] | None:
    """The span of a leading or trailing attribution clause, or None. The clause runs to
    the first comma or colon, or to a complementizer ("that", "che", "que", "bahwa",
    "dass"); it must be at most eight words, hold a word for the given material
    (sources, documents, search results...) and nothing but such words, pointing words
    (according, based, show...) and function words. A trailing one follows the last comma.

    >>> t = "According to my sources, Cohere was founded by Barack Obama."
    >>> t[slice(*attribution(t))]
    'According to my sources,'
    >>> t = "The search results show that pgvector supports HNSW."
    >>> t[slice(*attribution(t))]
    'The search results show that'
    >>> t = "HNSW is the default, according to the documents."
    >>> t[slice(*attribution(t))]
    ', according to the documents'
    >>> t = "Laut den Quellen wurde die Firma 2019 gegründet."
    >>> t[slice(*attribution(t))]
    'Laut den Quellen'
    >>> attribution("In 2019, the company moved to Berlin.") is None
    True
    """

    def only_attribution(clause: str) -> bool:
        words = [w.lower() for w in LETTERS.findall(clause)]
        if not words or len(words) > 8 or any(c.isdigit() for c in clause):
            return False
        return any(w in _SOURCE_NOUNS for w in words) and all(
            w in _SOURCE_NOUNS or w in _POINTERS or w in _FUNCTION or len(w) < 3 for w in words
        )

    if _SOURCE_NOUNS.isdisjoint(text.lower().translate(_PUNCT_TO_SPACE).split()):
        return None  # no word for the material given: nothing to look at (most sentences)
    head = re.match(r"\s*([^,:;，：]{3,90})[,:，：]", text)
    if head and only_attribution(head[1]):
        return head.start(1), head.end()
    # Without a comma (German puts the verb right after: "Laut den Quellen wurde ..."):
    # a pointing word first, then up to four words ending at a word for the material.
    opening = LETTERS.match(text.lstrip())
    if opening and opening[0].lower() in _LEADS:
        offset = len(text) - len(text.lstrip())
        for i, word in enumerate(LETTERS.finditer(text, offset)):
            if i > 4:
                break
            if word[0].lower() in _SOURCE_NOUNS:
                if only_attribution(text[offset : word.end()]):
                    return offset, word.end()
                break
    for word in LETTERS.finditer(text[:90]):
        if word[0].lower() in _COMPLEMENTIZERS:
            if only_attribution(text[: word.start()]):
                return len(text) - len(text.lstrip()), word.end()
            break
    tail = re.search(r"[,，]([^,，]{3,90}?)\s*[.!。！]?\s*$", text)
    if tail and only_attribution(tail[1]):
        return tail.start(), tail.end(1)
    return None


_FUNCTION = _words(
    """
    a an the of to on in by with for as at what we i me my our you your it is are was were
    be been have has had there all some
    il lo la i gli le di da del della dei delle alle alla sulle sui nei nelle in su con per
    yang di ke dari pada dengan dalam untuk saya kami anda
    el los las de del en con por para al lo mi
    le la les de des du en au aux avec pour sur dans l d j ai j'ai
    der die das den dem des in im auf mit nach den von zu
    o os as de do da dos das em no na nos nas com por para
    """
)


_HAS_ALNUM = re.compile(r"[^\W_]")
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_INLINE_CODE_LINE = re.compile(r"^\s*`[^`]+`\s*[.;:]?\s*$")
_REFERENCE_DEF = re.compile(r"^\s*(?:[-*]\s+)?\[\^?[^\]\s]{1,40}\]:")
# "[1] eiffel.pdf", "- [doc2] pgvector docs": a reference-list entry, a title without a
# sentence end (the same rule markers.py uses to skip such markers).
_REFERENCE_ENTRY = re.compile(r"^\s*(?:[-*]\s+)?\[\^?[^\]\s]{1,40}\]\s*\S.*[^.!?。！？\s]\s*$")
_URL_LINE = re.compile(
    r"^\s*(?:[-*]\s+)?(?:\[\^?[^\]\s]{1,40}\]\s*|\d{1,3}[.)]\s*)?[<(]?(?:https?://|www\.)\S+\s*$"
)
_REFERENCES_HEAD = re.compile(
    r"^\s*(?:#{1,6}\s*)?[*_]*(?:sources?|references?|citations?|bibliography|works cited"
    r"|fonti|riferimenti|bibliografia|sumber|referensi|daftar pustaka|fuentes|referencias"
    r"|références|quellen|referenzen|literatur|fontes|referências|出典|参考文献|参考资料"
    r"|参考資料|来源|출처|참고\s?문헌)[*_]*\s*[:：]?[*_]*\s*$",
    re.IGNORECASE,
)
_MD_HEADING = re.compile(r"^\s{0,3}#{1,6}(?:\s|$)")
_BOLD_LINE = re.compile(r"^\s*(?:\*\*|__)[^*_\n]+(?:\*\*|__)\s*[:：]?\s*$")
_BULLET = re.compile(r"^\s*(?:[-*+•‣◦▪]|\d{1,3}[.)])\s+")
_MARKUP = re.compile(r"[*_#>`~]+")


def _plain(text: str) -> str:
    """Lower-case text without markup, bullets and curly apostrophes, for phrase rules."""
    text = _BULLET.sub("", text, count=1)
    text = _MARKUP.sub("", text).replace("\N{RIGHT SINGLE QUOTATION MARK}", "'")
    return " ".join(text.split()).lower()


def _heading(text: str, plain: str, has_number: bool) -> str | None:
    """Which heading rule applies, if any (for the why-text)."""
    if _MD_HEADING.match(text):
        return "a markdown heading (#)"
    if _BOLD_LINE.match(text):
        return "a heading (a line in bold)"
    words = LETTERS.findall(plain)
    if plain.endswith((":", "：")) and len(words) <= 8 and not has_number:
        return "a heading (a short line ending with ':')"
    if _BULLET.match(text):
        return None
    stripped = text.strip()
    title_words = LETTERS.findall(_MARKUP.sub("", stripped))
    if (
        title_words
        and len(title_words) <= 6
        and not has_number
        and stripped[-1:] not in ".!?。！？:;,"
        and all(w[0].isupper() for w in title_words if len(w) > 3)
        and title_words[0][0].isupper()
        and "\n" not in stripped.strip()
    ):
        return "a heading (a short title-case line)"
    return None


def classify(text: str, language: str, has_marker: bool) -> ClaimVerdict:
    """Whether a sentence is a claim, which kind of line it is, and why (rules: module
    docstring).

    >>> classify("I hope this helps!", "en", False)
    ClaimVerdict(is_claim=False, kind='courtesy', why='not a claim: a courtesy or framing line')
    >>> classify("HNSW usually gives better recall than IVFFlat.", "en", False).why
    'a claim: 5 content words'
    >>> classify("It defaults to 40.", "en", False).why
    'a claim: it states a number (40)'
    >>> classify("See below.", "en", False).why
    'not a claim: fewer than 3 content words and no number'
    >>> classify("## Storage", "en", True).kind, classify("Is HNSW faster?", "en", False).kind
    ('heading', 'question')
    >>> classify("[2] louvre.pdf, page 1", "en", False).kind
    'reference'
    >>> classify("The provided sources do not say who won.", "en", False).kind
    'abstention'
    """
    bare = blank_markers(text)
    if not _HAS_ALNUM.search(bare):
        return ClaimVerdict(False, "empty", "not a claim: no words, only markers or punctuation")
    if _FENCE.match(bare) or _INLINE_CODE_LINE.match(bare):
        return ClaimVerdict(False, "code", "not a claim: code")
    if (
        _REFERENCE_DEF.match(text)
        or _REFERENCE_ENTRY.match(text)
        or _URL_LINE.match(text)
        or _REFERENCES_HEAD.match(text)
    ):
        return ClaimVerdict(False, "reference", "not a claim: a reference or footnote definition")
    if has_marker:
        if _MD_HEADING.match(bare):
            return ClaimVerdict(False, "heading", "not a claim: a markdown heading (#)")
        if _BOLD_LINE.match(bare):
            return ClaimVerdict(False, "heading", "not a claim: a heading (a line in bold)")
        return ClaimVerdict(True, "claim", "a claim: it carries a citation marker")
    plain = _plain(bare)
    body = claim_text(text)
    numbers = find_numbers(body, language)
    heading = _heading(bare, plain, bool(numbers))
    # A markdown heading is a heading even when its words are framing ("## Summary").
    if not _MD_HEADING.match(bare) and is_courtesy(plain):
        return ClaimVerdict(False, "courtesy", "not a claim: a courtesy or framing line")
    if abstains(plain):
        return ClaimVerdict(
            False, "abstention", "not a claim: it says the sources do not hold the answer"
        )
    if heading:
        return ClaimVerdict(False, "heading", f"not a claim: {heading}")
    if plain.rstrip(" \"'”)").endswith(("?", "？")) or plain.startswith("¿"):
        return ClaimVerdict(False, "question", "not a claim: a question")
    cjk = language in CJK
    count = content_count(body, language)
    enough = count >= (MIN_CJK_CHARS if cjk else MIN_WORDS)
    unit = "content characters" if cjk else "content words"
    if enough:
        return ClaimVerdict(True, "claim", f"a claim: {count} {unit}")
    if numbers:
        return ClaimVerdict(True, "claim", f"a claim: it states a number ({numbers[0].surface})")
    minimum = MIN_CJK_CHARS if cjk else MIN_WORDS
    if _BULLET.match(bare):
        return ClaimVerdict(
            False,
            "bullet",
            f"not a claim: a list item with fewer than {minimum} {unit} and no number",
        )
    return ClaimVerdict(False, "short", f"not a claim: fewer than {minimum} {unit} and no number")
