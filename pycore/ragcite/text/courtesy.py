"""Courtesy and framing lines: what an answer says around its claims ("I hope this
helps", "Sure!", "Here is what I found in the provided sources.") in en, it, id, es, fr,
de, pt, ja, zh and ko. Phrases of the task, written for it; none comes from evaluation
data. :func:`ragcite.text.claims.classify` uses :func:`is_courtesy` (rule 4)."""

from __future__ import annotations

import re

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
# Narration: an agent announcing its next step between tool calls ("Let me search for
# more recent news.", "I'll continue with the remaining searches:"): what it will do, not
# what a source says.
_STEP = (
    r"search|look|check|find|continue|complete|get|try|fetch|gather|do|start|run|verify"
    r"|dig|browse|research|query|pull|open|read|compile"
)
_OPENERS += [
    # en
    r"(?:(?:now|next|first|finally|then|ok(?:ay)?|great|perfect)[,!.]? )?"
    r"(?:let me|let's|i'll|i will|i'm going to|i am going to|i need to) "
    rf"(?:(?:also|now|quickly|then|next|first|just) )?(?:{_STEP})\b",
    # it
    r"(?:ora |adesso )?(?:fammi|lasciami|lascia che) "
    r"(?:cercare|controllare|verificare|continuare|completare)",
    r"(?:ora |adesso )?(?:cerco|controllo|verifico) (?:ora |anche )?(?:altre|ulteriori|le|i|gli)\b",
    # es
    r"(?:ahora )?d[ée]jame (?:buscar|revisar|comprobar|verificar|continuar|completar)",
    r"(?:ahora )?voy a (?:buscar|revisar|comprobar|verificar|continuar|completar)",
    # fr
    r"(?:maintenant,? )?laissez-moi (?:chercher|rechercher|v[ée]rifier|continuer|compl[ée]ter)",
    r"(?:maintenant,? )?je vais (?:chercher|rechercher|v[ée]rifier|continuer|compl[ée]ter)",
    # de
    r"(?:jetzt |nun )?lass(?:en sie)? mich (?:noch )?(?:suchen|nachsehen|pr[üu]fen|weitersuchen)",
    r"(?:jetzt |nun )?(?:suche|pr[üu]fe) ich (?:noch )?(?:nach|weitere)\b",
    # pt
    r"(?:agora )?deixe-me (?:pesquisar|procurar|verificar|continuar|completar)",
    r"(?:agora )?vou (?:pesquisar|procurar|verificar|continuar|completar)",
    # id
    r"(?:sekarang )?(?:biar|izinkan|biarkan) saya (?:mencari|memeriksa|melanjutkan)",
    r"(?:sekarang )?saya akan (?:mencari|memeriksa|melanjutkan)",
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


def is_courtesy(plain: str) -> bool:
    """Whether a line (lower-case, without markup: ``claims._plain``) is courtesy or framing.

    >>> is_courtesy("i hope this helps!"), is_courtesy("here is what i found: hnsw is fast.")
    (True, False)
    >>> is_courtesy("now let me complete the last two searches:")
    True
    >>> is_courtesy("let me be clear: hnsw defaults to 40.")
    False
    """
    return bool(_OPENER_RE.match(plain) or _ALONE_RE.match(plain) or _FRAME_RE.match(plain))
