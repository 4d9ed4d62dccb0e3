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
   sources:") — in en, it, id, es, fr, de, pt, ja, zh, ko. "Here is what I found: HNSW
   defaults to 40." goes on past the framing, so it stays a claim.
5. A heading: markdown ``#``, a line that is all bold, a short line (≤ 8 words, no number)
   ending with ``:``, or a short title-case line (≤ 6 words, no bullet) without end
   punctuation (``heading``).
6. A question: it ends with ``?`` (``question``).
7. A list item (``-``, ``*``, ``•``, ``1.``) is judged by what follows the bullet; one
   with fewer than 3 content words and no number is not a claim (``bullet``).
8. A claim has at least 3 content words (stop words removed) or a number; for ja, zh and
   ko, at least 4 content characters or a number (``claim``). Otherwise (``short``).

A sentence that carries a citation marker is a claim unless rule 1, 2, 3 or a clear
heading (markdown ``#`` or an all-bold line) applies: a marker says its author meant to back it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .markers import find_markers
from .numbers import find_numbers
from .words import CJK, content_count

MIN_WORDS = 3
MIN_CJK_CHARS = 4


@dataclass(frozen=True)
class ClaimVerdict:
    is_claim: bool
    kind: str
    """``claim``, ``heading``, ``courtesy``, ``question``, ``bullet``, ``short``,
    ``empty``, ``code`` or ``reference``."""
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
_CLAUSE_WORD = re.compile(r"[^\W\d_]+")
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
        words = [w.lower() for w in _CLAUSE_WORD.findall(clause)]
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
    opening = _CLAUSE_WORD.match(text.lstrip())
    if opening and opening[0].lower() in _LEADS:
        offset = len(text) - len(text.lstrip())
        for i, word in enumerate(_CLAUSE_WORD.finditer(text, offset)):
            if i > 4:
                break
            if word[0].lower() in _SOURCE_NOUNS:
                if only_attribution(text[offset : word.end()]):
                    return offset, word.end()
                break
    for word in _CLAUSE_WORD.finditer(text[:90]):
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
_WORDS = re.compile(r"[^\W\d_]+")
_MARKUP = re.compile(r"[*_#>`~]+")

# Courtesy phrases: a line opening with one of these is courtesy whatever follows.
_OPENERS = [
    # en
    r"i hope (?:this|that|it|these|the above)\b",
    r"hope (?:this|that|it) helps",
    r"let me know\b",
    r"feel free\b",
    r"is there anything else",
    r"thank(?:s| you)\b",
    r"happy to help",
    r"glad (?:i could|to) help",
    r"good luck\b",
    r"don'?t hesitate",
    r"if you have (?:any )?(?:other|more|further|additional)? ?questions",
    r"i(?:'d| would) be happy to",
    # it
    r"spero (?:che )?(?:questo|queste|ciò|ti|le|vi|possa|sia)\b",
    r"fammi sapere",
    r"fatemi sapere",
    r"mi faccia sapere",
    r"non esitare",
    r"grazie\b",
    r"se hai (?:altre|ulteriori) domande",
    r"buona fortuna",
    # id
    r"semoga (?:ini |informasi ini |jawaban ini )?(?:membantu|bermanfaat|berguna)",
    r"beri ?tahu saya",
    r"jangan ragu",
    r"terima kasih",
    r"jika (?:anda |kamu )?(?:ada|punya|memiliki) pertanyaan",
    r"silakan (?:bertanya|hubungi|tanyakan)",
    # es
    r"espero que (?:esto|esta|te|le|les|la|lo)\b",
    r"h[aá]zme(?:lo)? saber",
    r"av[ií]same",
    r"no dudes",
    r"gracias\b",
    r"si tienes (?:m[aá]s|otras|alguna)",
    r"buena suerte",
    # fr
    r"j'esp[eè]re que (?:cela|ça|ceci|cette)\b",
    r"n'h[ée]sitez pas",
    r"n'h[ée]site pas",
    r"dites-moi",
    r"faites-moi savoir",
    r"merci\b",
    r"si vous avez (?:d'autres|des) questions",
    r"bonne chance",
    # de
    r"ich hoffe,? (?:das|dies|diese)\b",
    r"hoffe,? (?:das|dies) hilft",
    r"lass(?:en sie)? mich wissen",
    r"z[öo]gern sie nicht",
    r"z[öo]gere nicht",
    r"danke\b",
    r"vielen dank",
    r"wenn sie (?:weitere|noch) fragen",
    r"viel erfolg",
    # pt
    r"espero que (?:isso|isto|esta|essa|te|lhe|o|a)\b",
    r"me avise",
    r"avise-me",
    r"n[ãa]o hesite",
    r"fique [àa] vontade",
    r"obrigad[oa]\b",
    r"se tiver (?:mais|outras|alguma)",
    r"boa sorte",
    # ja, zh, ko
    r"お役に立て",
    r"参考になれば",
    r"ご不明な点",
    r"他に(?:何か)?(?:ご質問|質問)",
    r"ありがとうございます",
    r"希望(?:这|以上|这些)?(?:信息|内容|回答)?(?:对你|对您)?有(?:所)?帮助",
    r"如(?:果)?(?:有|您有|你有)(?:其他|任何)?(?:问题|疑问)",
    r"谢谢",
    r"도움이 되(?:었|셨)?(?:기를|길)",
    r"궁금한 점",
    r"감사합니다",
]
# Lines that are courtesy only when nothing else follows them (bar end punctuation).
_ALONE = [
    r"sure",
    r"certainly",
    r"of course",
    r"absolutely",
    r"great question",
    r"good question",
    r"okay",
    r"ok",
    r"yes",
    r"no problem",
    r"you'?re welcome",
    r"certo",
    r"certamente",
    r"ottima domanda",
    r"certo che s[iì]",
    r"tentu(?: saja)?",
    r"baik",
    r"pertanyaan bagus",
    r"claro(?: que s[ií])?",
    r"por supuesto",
    r"desde luego",
    r"buena pregunta",
    r"bien s[uû]r",
    r"certainement",
    r"bonne question",
    r"gerne",
    r"nat[üu]rlich",
    r"sicher",
    r"gute frage",
    r"com certeza",
    r"boa pergunta",
    r"はい",
    r"もちろん(?:です)?",
    r"当然",
    r"好的",
    r"물론(?:입니다)?",
    r"네",
]
# Framing phrases: courtesy when the line is only the phrase plus a short tail
# ("Here is what I found in the provided sources.").
_FRAMES = [
    r"here(?: is|'s| are)\b",
    r"below (?:is|are)\b",
    r"the following (?:is|are)\b",
    r"based on the (?:provided |given |available |above |retrieved )?"
    r"(?:sources|documents|context|information|passages|search results)",
    r"according to the (?:provided |given |available )?(?:sources|documents|context)",
    r"(?:in )?summary",
    r"to summari[sz]e",
    r"in short",
    r"i found\b",
    r"ecco\b",
    r"di seguito\b",
    r"(?:in base|secondo) (?:alle|le) fonti",
    r"in sintesi",
    r"riassumendo",
    r"ho trovato\b",
    r"berikut\b",
    r"(?:berdasarkan|menurut) (?:sumber|dokumen|konteks)",
    r"ringkasnya",
    r"singkatnya",
    r"saya menemukan\b",
    r"aqu[ií] (?:est[aá]|tienes|tiene|est[aá]n)\b",
    r"a continuaci[oó]n\b",
    r"(?:seg[uú]n|bas[aá]ndo(?:me)? en|con base en) (?:las|los) (?:fuentes|documentos)",
    r"en resumen",
    r"encontr[eé]\b",
    r"voici\b",
    r"voil[àa]\b",
    r"(?:selon|d'apr[eè]s) les (?:sources|documents)",
    r"en me basant sur les (?:sources|documents)",
    r"en r[ée]sum[ée]",
    r"j'ai trouv[ée]\b",
    r"hier (?:ist|sind)\b",
    r"(?:basierend auf|laut|gem[äa][ßs]) den (?:bereitgestellten )?(?:quellen|dokumenten)",
    r"zusammengefasst",
    r"zusammenfassend",
    r"ich habe (?:folgendes|das) gefunden",
    r"aqui (?:est[aá]|est[ãa]o)\b",
    r"a seguir\b",
    r"(?:com base n|de acordo com |segundo )(?:as|nas) (?:fontes|documentos)",
    r"em resumo",
    r"encontrei\b",
    r"以下(?:は|が|に|の)",
    r"(?:提供された|与えられた)(?:情報|資料|ソース|文書)に(?:基づ|よる)",
    r"まとめると",
    r"以下是",
    r"根据(?:提供的|所给的)?(?:资料|来源|文档|信息)",
    r"总之",
    r"다음은",
    r"제공된 (?:자료|출처|문서|정보)에 따르면",
    r"요약하면",
]
_OPENER_RE = re.compile(r"^(?:" + "|".join(_OPENERS) + r")", re.IGNORECASE)
_ALONE_RE = re.compile(r"^(?:" + "|".join(_ALONE) + r")[\s.!。！,，:：]*$", re.IGNORECASE)
_FRAME_RE = re.compile(
    r"^(?:" + "|".join(_FRAMES) + r")[^.!?:,;。！？：，；\d]{0,60}[.!:。！：]?$", re.IGNORECASE
)


def _plain(text: str) -> str:
    """Lower-case text without markup, bullets and curly apostrophes, for phrase rules."""
    text = _BULLET.sub("", text, count=1)
    text = _MARKUP.sub("", text).replace("\N{RIGHT SINGLE QUOTATION MARK}", "'")
    return " ".join(text.split()).lower()


def _is_courtesy(plain: str) -> bool:
    return bool(_OPENER_RE.match(plain) or _ALONE_RE.match(plain) or _FRAME_RE.match(plain))


def _heading(text: str, plain: str, has_number: bool) -> str | None:
    """Which heading rule applies, if any (for the why-text)."""
    if _MD_HEADING.match(text):
        return "a markdown heading (#)"
    if _BOLD_LINE.match(text):
        return "a heading (a line in bold)"
    words = _WORDS.findall(plain)
    if plain.endswith((":", "：")) and len(words) <= 8 and not has_number:
        return "a heading (a short line ending with ':')"
    if _BULLET.match(text):
        return None
    stripped = text.strip()
    title_words = _WORDS.findall(_MARKUP.sub("", stripped))
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
    if not _MD_HEADING.match(bare) and _is_courtesy(plain):
        return ClaimVerdict(False, "courtesy", "not a claim: a courtesy or framing line")
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
