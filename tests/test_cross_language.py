"""Answers in another language than their sources (issue 26): word overlap proves nothing
across languages, so only numbers, dates, names, code identifiers, URLs and quotes are
compared, and the report says that the wording was not.

Every answer here is a faithful translation of what the English sources say, then the
same answer with one number, date or name changed; and the reverse, English answers drawn
from sources in each language."""

from __future__ import annotations

import json
from typing import Any

import pytest

import ragcite

EN_SOURCES = [
    "pgvector adds HNSW indexes to PostgreSQL. The hnsw.ef_search parameter sets the size of "
    "the dynamic candidate list for search; it defaults to 40. A higher value gives better "
    "recall at the cost of speed.",
    "HNSW indexes were added in pgvector 0.5.0, released on August 28, 2023. They build a "
    "multilayer graph with 16 connections per layer by default.",
]

FAITHFUL = {
    "it": [
        "Il parametro hnsw.ef_search imposta la dimensione della lista dinamica di candidati "
        "ed è 40 per impostazione predefinita [1].",
        "Gli indici HNSW sono stati aggiunti in pgvector 0.5.0, rilasciato il 28 agosto 2023 [2].",
        "Un valore più alto migliora il richiamo ma rallenta la ricerca [1].",
    ],
    "id": [
        "Parameter hnsw.ef_search mengatur ukuran daftar kandidat dinamis dan nilai bawaannya "
        "adalah 40 [1].",
        "Indeks HNSW ditambahkan di pgvector 0.5.0, yang dirilis pada 28 Agustus 2023 [2].",
        "Nilai yang lebih tinggi memberikan recall yang lebih baik tetapi pencarian menjadi "
        "lebih lambat [1].",
    ],
    "es": [
        "El parámetro hnsw.ef_search fija el tamaño de la lista dinámica de candidatos y por "
        "defecto es 40 [1].",
        "Los índices HNSW se añadieron en pgvector 0.5.0, publicado el 28 de agosto de 2023 [2].",
        "Un valor más alto da mejor exhaustividad a costa de la velocidad [1].",
    ],
    "fr": [
        "Le paramètre hnsw.ef_search fixe la taille de la liste dynamique de candidats et vaut "
        "40 par défaut [1].",
        "Les index HNSW ont été ajoutés dans pgvector 0.5.0, publié le 28 août 2023 [2].",
        "Une valeur plus élevée donne un meilleur rappel au prix de la vitesse [1].",
    ],
    "de": [
        "Der Parameter hnsw.ef_search legt die Größe der dynamischen Kandidatenliste fest und "
        "ist standardmäßig 40 [1].",
        "Die HNSW-Indizes kamen mit pgvector 0.5.0 vom 28. August 2023 hinzu [2].",
        "Ein höherer Wert liefert eine bessere Trefferquote auf Kosten der Geschwindigkeit [1].",
    ],
    "pt": [
        "O parâmetro hnsw.ef_search define o tamanho da lista dinâmica de candidatos e o "
        "padrão é 40 [1].",
        "Os índices HNSW foram adicionados no pgvector 0.5.0, lançado em 28 de agosto de 2023 [2].",
        "Um valor mais alto dá melhor revocação ao custo da velocidade [1].",
    ],
}

CHANGES = [
    ("number", " 40 ", " 60 ", 0),
    ("date", "28", "18", 1),
    ("name", "pgvector", "Milvus", 1),
    ("names", "pgvector", "Apache Lucene", 1),
    ("code", "hnsw.ef_search", "hnsw.ef_construction", 0),
]
"""(what, old, new, sentence): one fact changed in one sentence of each answer."""


def _changes() -> list[Any]:
    return [pytest.param(lang, *change) for lang in sorted(FAITHFUL) for change in CHANGES]


def _check(sources: list[str], sentences: list[str]) -> dict[str, Any]:
    return ragcite.check(json.dumps(sources), " ".join(sentences)).as_dict()


def _levels(report: dict[str, Any]) -> list[str]:
    return [s["support"]["level"] for s in report["sentences"]]


@pytest.mark.parametrize("lang", sorted(FAITHFUL))
def test_a_faithful_translation_is_neither_unsupported_nor_partly(lang: str) -> None:
    report = _check(EN_SOURCES, FAITHFUL[lang])
    assert report["language"] == lang
    for sentence in report["sentences"]:
        support = sentence["support"]
        assert support["level"] not in ("unsupported", "partly_supported"), sentence["text"]
        assert support["basis"] == "language_neutral"
        said = support["steps"][0]
        assert said["code"] == "language_neutral"
        assert said["params"]["answer_language"] == lang
        assert said["params"]["source_language"] == "en"
    # The facts that can be compared were, and held.
    assert _levels(report)[:2] == ["supported", "supported"]
    # A sentence with nothing language-neutral in it is out of the score, not against it.
    assert report["answer_support"] == 1.0


@pytest.mark.parametrize("lang, what, old, new, at", _changes())
def test_a_changed_fact_is_listed_and_not_supported(
    lang: str, what: str, old: str, new: str, at: int
) -> None:
    sentences = list(FAITHFUL[lang])
    assert old in sentences[at]
    sentences[at] = sentences[at].replace(old, new, 1)
    report = _check(EN_SOURCES, sentences)
    support = report["sentences"][at]["support"]
    assert support["level"] != "supported"
    listed = support["numbers_missing"] + support["missing_names"]
    assert any(new.strip() in item for item in listed), listed
    assert support["missing_spans"]
    assert "number_mismatch" in support["flags"] or "name_missing" in support["flags"]


REVERSE = {
    "de": [
        "pgvector fügt PostgreSQL HNSW-Indizes hinzu. Der Parameter hnsw.ef_search legt die "
        "Größe der dynamischen Kandidatenliste für die Suche fest; der Standardwert ist 40. "
        "Ein höherer Wert verbessert die Trefferquote auf Kosten der Geschwindigkeit."
    ],
    "fr": [
        "pgvector ajoute les index HNSW à PostgreSQL. Le paramètre hnsw.ef_search fixe la "
        "taille de la liste dynamique de candidats pour la recherche ; sa valeur par défaut "
        "est 40. Une valeur plus élevée améliore le rappel au prix de la vitesse."
    ],
    "pt": [
        "O pgvector adiciona índices HNSW ao PostgreSQL. O parâmetro hnsw.ef_search define o "
        "tamanho da lista dinâmica de candidatos para a busca; o valor padrão é 40. Um valor "
        "mais alto melhora a revocação ao custo da velocidade."
    ],
    "it": [
        "pgvector aggiunge gli indici HNSW a PostgreSQL. Il parametro hnsw.ef_search imposta "
        "la dimensione della lista dinamica di candidati per la ricerca; il valore "
        "predefinito è 40. Un valore più alto dà un richiamo migliore a scapito della velocità."
    ],
    "es": [
        "pgvector añade índices HNSW a PostgreSQL. El parámetro hnsw.ef_search fija el tamaño "
        "de la lista dinámica de candidatos para la búsqueda; por defecto es 40. Un valor más "
        "alto da mejor exhaustividad a costa de la velocidad."
    ],
    "id": [
        "pgvector menambahkan indeks HNSW ke PostgreSQL. Parameter hnsw.ef_search mengatur "
        "ukuran daftar kandidat dinamis untuk pencarian; nilai bawaannya adalah 40. Nilai yang "
        "lebih tinggi memberikan recall yang lebih baik dengan mengorbankan kecepatan."
    ],
}


@pytest.mark.parametrize("lang", sorted(REVERSE))
def test_an_english_answer_drawn_from_sources_in_another_language(lang: str) -> None:
    good = "The hnsw.ef_search parameter of PostgreSQL's pgvector defaults to 40 [1]."
    bad = "The hnsw.ef_search parameter of PostgreSQL's pgvector defaults to 400 [1]."
    report = _check(REVERSE[lang], [good, bad])
    first, second = (s["support"] for s in report["sentences"])
    assert first["basis"] == "language_neutral" and first["level"] == "supported"
    assert first["steps"][0]["params"] == {
        "answer_language": "en",
        "source_language": lang,
        "sources": "[1]",
    }
    assert second["level"] != "supported" and second["numbers_missing"] == ["400"]


def test_the_same_language_is_judged_by_its_wording() -> None:
    report = _check(EN_SOURCES, ["The hnsw.ef_search parameter defaults to 40 [1]."])
    support = report["sentences"][0]["support"]
    assert support["basis"] == "sources" and support["level"] == "supported"
    assert support["steps"][0]["code"] == "coverage"


def test_a_bilingual_source_is_read_in_the_claim_language() -> None:
    source = "東京の店は日本語のメニューを出す。\nThe Tokyo shop serves 3 kinds of matcha."
    report = _check([source], ["東京の店は日本語のメニューを出す。 [1]"])
    assert report["sentences"][0]["support"]["basis"] == "sources"


def test_the_page_says_the_wording_was_not_compared_in_every_ui_language() -> None:
    from ragcite.report.render import render_export, render_html

    report = ragcite.check(json.dumps(EN_SOURCES), " ".join(FAITHFUL["it"]))
    assert "the wording was not compared" in render_html(report)
    assert "la formulazione non è stata confrontata" in render_html(report, "it")
    assert "the wording was not compared" in render_export(report, "markdown")


@pytest.mark.parametrize(
    "answer",
    [
        "Il valore predefinito di hnsw.ef_search è 40 [1].",
        "El valor por defecto de hnsw.ef_search es 40 [1].",
        "O valor padrão de hnsw.ef_search é 40 [1].",
        "Nilai bawaan hnsw.ef_search adalah 40 [1].",
        "Der Standardwert von hnsw.ef_search ist 40 [1].",
        "La valeur par défaut de hnsw.ef_search est 40 [1].",
    ],
)
def test_a_one_sentence_answer_against_a_one_sentence_source(answer: str) -> None:
    """Too few stop words to name the sentence's language for sure, but none of its
    source's: it is not read as English."""
    source = ["The hnsw.ef_search parameter defaults to 40."]
    support = _check(source, [answer])["sentences"][0]["support"]
    assert support["basis"] == "language_neutral" and support["level"] == "supported"
    changed = _check(source, [answer.replace("40", "60")])["sentences"][0]["support"]
    assert changed["level"] != "supported" and changed["numbers_missing"] == ["60"]


@pytest.mark.parametrize(
    "source, answer, old, new",
    [
        pytest.param(
            "The Lord of the Rings was published in three volumes between 1954 and 1955 by "
            "Allen & Unwin.",
            "The Lord of the Rings diterbitkan oleh Allen & Unwin dalam tiga jilid antara 1954 "
            "dan 1955 [1].",
            "1954",
            "1953",
            id="a title's small words are the source's language",
        ),
        pytest.param(
            "A capacidade de armazenamento de dados de um cluster depende do número de nós e da "
            "configuração de réplicas de cada índice. Desde a versão 8.4, de março de 2024, um "
            "cluster pode ter até 64 nós de dados.",
            "Since version 8.4, released in March 2024, a cluster can have up to 64 data "
            "nodes [1].",
            "64",
            "128",
            id="a source whose stop words Spanish shares",
        ),
        pytest.param(
            "Primo Levi nacque a Torino nel 1919; fu deportato ad Auschwitz nel 1944 e tornò in "
            "Italia nel 1945.",
            "Born in Turin in 1919, Primo Levi was deported to Auschwitz in 1944 and returned in "
            "1945 [1].",
            "1944",
            "1943",
            id="a shared stop word four times, a city CLDR does not name",
        ),
        pytest.param(
            "The museum recorded 1.2 million visits in 2019, beating its previous record set in "
            "2017.",
            "Museum membukukan kunjungan 1,2 juta orang sepanjang 2019, melampaui rekor "
            "sebelumnya [1].",
            "2019",
            "2018",
            id="Indonesian content words and no stop word",
        ),
        pytest.param(
            "The museum's garden is open daily from 9:00, and entry costs 12 euros per adult.",
            "Taman museum buka setiap hari mulai pukul 9:00, tiket masuk seharga 12 euro per "
            "orang dewasa [1].",
            "12",
            "15",
            id="Indonesian words, told by their vocabulary",
        ),
        pytest.param(
            "The museum's garden is open daily from 9:00, and entry costs 12 euros per adult.",
            "Museumsgarten täglich ab 9:00 geöffnet, Eintritt 12 Euro pro Erwachsenem [1].",
            "12",
            "15",
            id="German words and no stop word, told by their vocabulary",
        ),
        pytest.param(
            "The museum's garden is open daily from 9:00, and entry costs 12 euros per adult.",
            "Jardin du musée ouvert tous les jours dès 9:00, entrée 12 euros par adulte [1].",
            "12",
            "15",
            id="an English possessive's s is no French stop word",
        ),
    ],
)
def test_a_one_sentence_answer_is_read_in_its_own_language(
    source: str, answer: str, old: str, new: str
) -> None:
    """A one-sentence answer whose few stop words do not settle its language on their own
    is still read as another language than its source (issue 26)."""
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["basis"] == "language_neutral" and support["level"] == "supported"
    changed = _check([source], [answer.replace(old, new)])["sentences"][0]["support"]
    assert changed["level"] != "supported" and changed["numbers_missing"] == [new]


@pytest.mark.parametrize(
    "source, answer, old, new",
    [
        pytest.param(
            "Kipchoge è nato il 5 novembre 1984 in Kenya e ha vinto l'oro olimpico nella "
            "maratona a Rio de Janeiro nel 2016.",
            "Kipchoge, born on 5 November 1984 in Kenya, won Olympic marathon gold in Rio de "
            "Janeiro in 2016 [1].",
            "Kipchoge",
            "Bekele",
            id="an apposition after the subject",
        ),
        pytest.param(
            "Kipchoge wurde am 5. November 1984 in Kenia geboren. Kipchoge, geboren in Kenia, "
            "gewann 2016 in Rio de Janeiro olympisches Gold im Marathon.",
            "He is one of the most successful runners of all time. Kipchoge, born in Kenya, "
            "won Olympic marathon gold in Rio de Janeiro in 2016 [1].",
            "Kipchoge",
            "Bekele",
            id="a German source's subject shown by its own apposition",
        ),
        pytest.param(
            "Lise Meitner, born in Vienna on 7 November 1878, worked with Otto Hahn in Berlin "
            "for about 30 years.",
            "Lise Meitner, nata a Vienna il 7 novembre 1878, lavorò con Otto Hahn a Berlino per "
            "circa 30 anni [1].",
            "Lise Meitner",
            "Marie Curie",
            id="a two-word name in apposition",
        ),
        pytest.param(
            "Turandot, l'opéra de Giacomo Puccini, a été créé à la Scala de Milan le 25 avril "
            "1926. Puccini était mort à Bruxelles en 1924 et il n'a pas pu terminer le duo final.",
            "Puccini's Turandot premiered at La Scala in Milan on 25 April 1926 [1].",
            "Puccini",
            "Verdi",
            id="a possessive opening",
        ),
    ],
)
def test_a_changed_subject_at_the_opening_is_listed(
    source: str, answer: str, old: str, new: str
) -> None:
    """A name opening the claim, whose capital says nothing, is still checked where the
    words after it show it is the subject and the source sentence has a name the claim
    lacks (issue 26)."""
    support = _check([source], [answer])["sentences"][-1]["support"]
    assert support["basis"] == "language_neutral" and support["level"] == "supported"
    changed = _check([source], [answer.replace(old, new)])["sentences"][-1]["support"]
    assert changed["level"] != "supported"
    assert new.split()[0] in " ".join(changed["missing_names"])


@pytest.mark.parametrize(
    "source, answer",
    [
        pytest.param(
            "Kubernetes è mantenuto dalla CNCF dal 2016 e conta oltre 3000 contributori.",
            "Today, according to the project, it is maintained by the CNCF since 2016 and "
            "has over 3000 contributors [1].",
            id="an adverb set off by commas before a pronoun",
        ),
        pytest.param(
            "Qdrant is maintained by the CNCF and has had over 3000 contributors since 2016. "
            "It is written in Rust.",
            "Oggi, grazie alla CNCF, è mantenuto da oltre 3000 contributori dal 2016 [1].",
            id="an adverb and a preposition's phrase set off by commas, the subject dropped",
        ),
        pytest.param(
            "Microsoft ha rilasciato oggi un aggiornamento con 3 nuove funzioni per Windows 11. "
            "L'aggiornamento è gratuito e sarà distribuito a tutti gli utenti nel corso della "
            "settimana.",
            "Today's update brings 3 new features to Windows 11, and it is free for all of "
            "the users [1].",
            id="a possessive common word where the source's name is the subject",
        ),
        pytest.param(
            "Le stockage Archive coûte 0,004 $ par Go et par mois, avec une durée minimale de "
            "180 jours.",
            "Archive storage costs $0.004 per GB per month, with a minimum duration of 180 "
            "days [1].",
            id="a byte unit the French write in octets",
        ),
        pytest.param(
            "Turandot premiered at La Scala in Milan on 25 April 1926. Puccini had died in "
            "Brussels in 1924 and the final duet was completed by Franco Alfano.",
            "Turandot pertama kali dipentaskan di La Scala, Milan, pada 25 April 1926 [1].",
            id="first before the word for an occasion",
        ),
        pytest.param(
            "Die Europäische Arzneimittel-Agentur (EMA) hat das Medikament am 14. Oktober 2019 "
            "zugelassen. Es ist seit 2020 in allen Mitgliedstaaten erhältlich.",
            "The European Medicines Agency (EMA) approved the drug on 14 October 2019 [1].",
            id="a body's name translated before its acronym",
        ),
        pytest.param(
            "Turandot wurde am 25. April 1926 an der Mailänder Scala uraufgeführt. Puccini war "
            "bereits 1924 in Brüssel gestorben.",
            "Turandot premiered at La Scala in Milan on 25 April 1926 [1].",
            id="another language's article opening a name, a city's German adjective",
        ),
    ],
)
def test_a_faithful_sentence_keeps_its_support(source: str, answer: str) -> None:
    """Words that only look like a changed name or number in another language: an opening
    adverb, a unit's own spelling, "for the first time", a body's name its acronym
    defines, an article opening a name, a city's adjective (issue 26)."""
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["basis"] == "language_neutral"
    assert support["level"] == "supported", support["explanation"]
    assert not support["missing_names"] and not support["numbers_missing"]


def test_a_changed_person_after_a_german_verb_is_listed() -> None:
    """A German verb's ending is an adjective's too (sagte, verwies): after one, a bare
    capitalised pair is no adjective's noun but a name, and a changed one is listed
    (issue 26)."""
    source = (
        "At the press conference in Frankfurt, President Christine Lagarde said the bank "
        "would keep its rates at 4% until June 2024. The decision was unanimous."
    )
    answer = (
        "Auf der Pressekonferenz in Frankfurt sagte Christine Lagarde, die Bank werde die "
        "Zinsen bis Juni 2024 bei 4 % halten [1]."
    )
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["basis"] == "language_neutral" and support["level"] == "supported"
    changed = _check([source], [answer.replace("Christine Lagarde", "Isabel Schnabel")])
    support = changed["sentences"][0]["support"]
    assert support["level"] != "supported" and "Isabel" in " ".join(support["missing_names"])


def test_a_role_before_a_held_name_is_the_persons() -> None:
    """An acronym right before a person's held name is the person's role, which the
    source's language writes its own way; a changed name after it is still listed
    (issue 26)."""
    source = (
        "L'amministratrice delegata Helena Sandberg ha dichiarato che i modelli elettrificati "
        "hanno rappresentato il 41% delle vendite. I risultati sono stati pubblicati il 25 "
        "ottobre 2023."
    )
    answer = "CEO Helena Sandberg said electrified models made up 41% of sales [1]."
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["basis"] == "language_neutral" and support["level"] == "supported"
    changed = _check([source], [answer.replace("Helena", "Karin")])["sentences"][0]["support"]
    assert changed["level"] != "supported" and "Karin" in " ".join(changed["missing_names"])


@pytest.mark.parametrize(
    "source, answer, old, new",
    [
        pytest.param(
            "Lise Meitner worked with Otto Hahn at the Kaiser Wilhelm Institute in Berlin for "
            "30 years.",
            "Lise Meitner arbeitete 30 Jahre lang mit Otto Hahn am Kaiser-Wilhelm-Institut in "
            "Berlin [1].",
            "Wilhelm",
            "Friedrich",
            id="a name inside a German compound",
        ),
        pytest.param(
            "The Marquis of Pombal led the reconstruction, and the district was planned by "
            "Manuel da Maia.",
            "Der Marquis von Pombal leitete den Wiederaufbau, und das Viertel wurde von Manuel "
            "da Maia geplant [1].",
            "Pombal",
            "Alorna",
            id="a German claim whose names are no units",
        ),
    ],
)
def test_a_changed_name_in_a_german_claim_is_listed(
    source: str, answer: str, old: str, new: str
) -> None:
    """German capitalises its nouns, so a name there is told by the source sentence the
    claim renders: a word where that sentence has a name the claim lacks, inside a
    compound (Kaiser-Friedrich-Institut) or in a claim with no other unit (issue 26). The
    compound's last part is its common noun (James-Webb-Weltraumteleskop), no name."""
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["basis"] == "language_neutral" and support["level"] != "unsupported"
    assert not support["missing_names"]
    changed = _check([source], [answer.replace(old, new)])["sentences"][0]["support"]
    assert changed["level"] != "supported" and changed["missing_names"] == [new]
    webb = _check(
        ["The James Webb Space Telescope was launched on 25 December 2021 from Kourou."],
        ["Das James-Webb-Weltraumteleskop wurde am 25. Dezember 2021 von Kourou aus gestartet."],
    )["sentences"][0]["support"]
    assert webb["level"] == "supported" and not webb["missing_names"]


@pytest.mark.parametrize(
    "source, answer, old, new, language",
    [
        pytest.param(
            "The British Museum in London was founded in 1753.",
            "Das Britische Museum in London wurde 1753 gegründet [1].",
            "1753",
            "1759",
            "en",
            id="neither tells its language alone",
        ),
        pytest.param(
            "The Golden Gate Bridge opened in 1937 in San Francisco.",
            "Die Golden Gate Bridge wurde 1937 in San Francisco eröffnet [1].",
            "1937",
            "1938",
            "en",
            id="a source whose few stop words German shares",
        ),
        pytest.param(
            "Di region Frankfurt, tingkat Standard berbiaya US$0,023 per GB per bulan.",
            "In the Frankfurt region, the Standard tier costs $0.023 per GB per month [1].",
            "0.023",
            "0.025",
            "id",
            id="an Indonesian source with an Italian stop word and an English loan",
        ),
        pytest.param(
            "Il Parco Nord, lo stadio del club, ha una capienza di 41.200 spettatori per le "
            "partite di campionato.",
            "Parco Nord seats 41,200 spectators for league matches [1].",
            "41,200",
            "42,200",
            "it",
            id="an Italian source whose stop words Spanish shares",
        ),
        pytest.param(
            "Paket Nimbus berbiaya US$9 per pengguna per bulan dan mencakup penyimpanan 30 GB.",
            "The Nimbus plan costs $9 per user per month and includes 30 GB of storage [1].",
            "30 GB",
            "50 GB",
            "id",
            id="an Indonesian source with one stop word and per",
        ),
        pytest.param(
            "Die Funktion `loadConfig()` wurde in Version 2.1.0 als veraltet markiert und durch "
            "`readConfig()` ersetzt. Sie wird in Version 3.0.0 entfernt.",
            "`loadConfig()` was deprecated in version 2.1.0 in favour of `readConfig()` [1].",
            "2.1.0",
            "2.2.0",
            "de",
            id="a cognate written alike in a short claim (version)",
        ),
    ],
)
def test_a_one_sentence_answer_against_a_short_source(
    source: str, answer: str, old: str, new: str, language: str
) -> None:
    """A one-sentence source whose stop words are the claim language's too (in, was) is
    still another language when it has one that language lacks (the) and none of its own;
    and a claim whose few stop words do not settle its language against it is read in the
    language they lean to when that lacks the source's own (issue 26)."""
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["basis"] == "language_neutral" and support["level"] == "supported"
    assert support["steps"][0]["params"]["source_language"] == language  # di: not Italian
    changed = _check([source], [answer.replace(old, new)])["sentences"][0]["support"]
    assert changed["level"] != "supported" and new in " ".join(changed["numbers_missing"])


def test_a_source_of_addresses_is_no_language() -> None:
    """An e-mail address or a domain is no running text ("com" is a Portuguese stop
    word): a source made of them is read in the claim's language (issue 26)."""
    report = _check(["AUTHOR: ctanner@example.com, PUBLISHER: Example.com"], ["Police left [1]."])
    assert report["sentences"][0]["support"]["basis"] == "sources"


@pytest.mark.parametrize(
    "source",
    [
        "Il centro storico di Napoli è stato iscritto nel Patrimonio mondiale dell'UNESCO nel "
        "1995.",
        "Le centre historique de Naples a été inscrit au patrimoine mondial de l'UNESCO en 1995.",
        "O centro histórico de Nápoles foi inscrito como Patrimônio Mundial da UNESCO em 1995.",
    ],
)
def test_a_title_written_before_its_name_and_a_genitive(source: str) -> None:
    """A source that writes a title's common word before its name through a genitive
    (Patrimonio mondiale dell'UNESCO, patrimoine mondial de l'UNESCO) titles that name as
    one that writes it right before (premio Nobel): the English title's words after the
    name are its translation (issue 26). A changed name is still listed."""
    answer = (
        "The historic centre of Naples was inscribed as a UNESCO World Heritage Site in 1995 [1]."
    )
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] == "supported" and not support["missing_names"]
    changed = _check([source], [answer.replace("UNESCO", "UNICEF")])["sentences"][0]["support"]
    assert changed["level"] != "supported"
    assert "UNICEF" in " ".join(changed["missing_names"])


def test_a_soft_c_is_a_cognate_s() -> None:
    """Indonesian spells a soft c as s (sentral, Siprus): a name's word so spelt is held by
    the other language's c, and a changed name beside it is still listed (issue 26)."""
    source = "On 14 September 2023 the European Central Bank raised its key rate to 4.00%."
    answer = (
        "Pada 14 September 2023 Bank Sentral Eropa menaikkan suku bunga acuannya menjadi 4,00% [1]."
    )
    support = _check([source], [answer])["sentences"][0]["support"]
    assert "Sentral" not in " ".join(support["missing_names"])
    changed = _check([source], [answer.replace("Eropa", "Jepang")])["sentences"][0]["support"]
    assert "Jepang" in " ".join(changed["missing_names"])


@pytest.mark.parametrize(
    "answer",
    [
        "Lise Meitner a travaillé avec Otto Hahn à l'Institut Kaiser-Wilhelm de Berlin pendant "
        "30 ans [1].",
        "Lise Meitner lavorò con Otto Hahn all'Istituto Kaiser-Wilhelm di Berlino per 30 anni [1].",
    ],
)
def test_a_hyphenated_name_s_word_is_no_title_word(answer: str) -> None:
    """A word joined by a hyphen to the name before it is a word of that name, not a
    title's common word before a held place (l'Institut Kaiser-Friedrich de Berlin: not
    "the Friedrich of Berlin"), so a changed one is listed (issue 26)."""
    source = (
        "Lise Meitner worked with Otto Hahn at the Kaiser Wilhelm Institute in Berlin for 30 years."
    )
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] == "supported" and not support["missing_names"]
    changed = _check([source], [answer.replace("Wilhelm", "Friedrich")])["sentences"][0]["support"]
    assert changed["level"] != "supported" and changed["missing_names"] == ["Friedrich"]


def test_a_month_of_a_sister_language_is_read() -> None:
    """A short Portuguese sentence whose few stop words are Spanish too (desde, de) may be
    read as Spanish: its month (outubro) is still read as one, so a changed month is listed
    (issue 26)."""
    source = "Ana Costa has been rector since 1 November 2021."
    answer = "Ana Costa é reitora desde 1º de novembro de 2021 [1]."
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] == "supported"
    changed = _check([source], [answer.replace("novembro", "outubro")])["sentences"][0]["support"]
    assert changed["level"] != "supported" and "outubro" in " ".join(changed["numbers_missing"])


def test_a_score_written_with_a_colon_is_one_unit() -> None:
    """German and French write a score with a colon (3:1): its two numbers are compared
    together, so a changed score is listed whole (issue 26)."""
    source = "Porto beat Monaco 3–0 in the final in Gelsenkirchen on 26 May 2004."
    answer = "Porto besiegte Monaco am 26. Mai 2004 im Finale in Gelsenkirchen mit 3:0 [1]."
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] == "supported"
    changed = _check([source], [answer.replace("3:0", "2:0")])["sentences"][0]["support"]
    assert changed["level"] != "supported" and changed["numbers_missing"] == ["2:0"]


@pytest.mark.parametrize(
    "answer",
    [
        "Norma, de Bellini, estreou no Teatro alla Scala em 26 de dezembro de 1831 [1].",
        "Norma karya Bellini pertama kali dipentaskan di Teatro alla Scala pada 26 Desember "
        "1831 [1].",
    ],
)
def test_a_title_kept_in_another_head_first_language(answer: str) -> None:
    """A title kept as another head-first language writes it, through that language's
    genitive (Teatro alla Scala in a Portuguese or Indonesian claim), holds its common
    word before the held name as the claim language's own genitive does (issue 26)."""
    source = "Bellini's Norma premiered at La Scala on 26 December 1831."
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] == "supported" and not support["missing_names"]
    changed = _check([source], [answer.replace("Scala", "Fenice")])["sentences"][0]["support"]
    assert changed["level"] != "supported" and "Fenice" in " ".join(changed["missing_names"])


QUOTING_SOURCES = [
    'The maintainers wrote: "We will no longer accept pull requests that add new storage '
    'backends." The decision was announced on 3 May 2024 by Dana Whitfield.',
    'According to the report, "latency improved by 40% after the cache was enabled", and error '
    "rates stayed below 0.1%.",
]

QUOTING = {
    "it": [
        'I manutentori hanno scritto: "We will no longer accept pull requests that add new '
        'storage backends." [1]',
        "La decisione è stata annunciata il 3 maggio 2024 da Dana Whitfield [1].",
        "Secondo il rapporto, «latency improved by 40% after the cache was enabled», e il tasso "
        "di errore è rimasto sotto lo 0,1% [2].",
    ],
    "id": [
        'Para pengelola menulis: "We will no longer accept pull requests that add new storage '
        'backends." [1]',
        "Keputusan itu diumumkan pada 3 Mei 2024 oleh Dana Whitfield [1].",
        'Menurut laporan, "latency improved by 40% after the cache was enabled", dan tingkat '
        "galat tetap di bawah 0,1% [2].",
    ],
}


@pytest.mark.parametrize("lang", sorted(QUOTING))
def test_an_answer_quoting_its_sources_is_read_in_its_own_words(lang: str) -> None:
    """Quotations are their source's words: the answer's and each sentence's language is
    that of the words around them, so a sentence quoting an English source in an Italian
    answer is still compared language-neutrally, its quote as written (issue 26). Before,
    the quotes made the sentence, or the whole Indonesian answer, read as English: its
    wording was compared, a changed quote (storage engines) came out supported."""
    sentences = QUOTING[lang]
    report = _check(QUOTING_SOURCES, sentences)
    supports = [s["support"] for s in report["sentences"] if s.get("support")]
    assert [(s["basis"], s["level"]) for s in supports] == [("language_neutral", "supported")] * 3
    for index, old, new in ((0, "backends", "engines"), (2, "40%", "50%")):
        changed = [s.replace(old, new) if i == index else s for i, s in enumerate(sentences)]
        support = [s["support"] for s in _check(QUOTING_SOURCES, changed)["sentences"]][index]
        assert support["level"] == "unsupported", support["steps"]
        assert any(new in name for name in support["missing_names"]), support


FORMS_SOURCE = (
    "Sales grew 40 percent to 3 million units in the 1990s. The museum opens at 9 a.m. and "
    "closes at 5 p.m. on 1 May. Entry costs 12 euros, or 1,500 rupees. Water boils at 100 "
    "°C. About half of the 2,000 visitors came from abroad; the third edition took place in"
    " 2019."
)

FORMS = {
    "it": [
        "Le vendite sono cresciute del 40 per cento arrivando a 3 milioni di unità negli anni"
        " '90 [1].",
        "Il museo apre alle 9 e chiude alle 17 il 1º maggio [1].",
        "L'ingresso costa 12 euro, ovvero 1.500 rupie [1].",
        "L'acqua bolle a 100 gradi [1].",
        "Circa la metà dei 2.000 visitatori veniva dall'estero; la terza edizione si è svolta"
        " nel 2019 [1].",
    ],
    "es": [
        "Las ventas crecieron un 40 por ciento hasta 3 millones de unidades en los años "
        "noventa [1].",
        "El museo abre a las 9 de la mañana y cierra a las 5 de la tarde el 1 de mayo [1].",
        "La entrada cuesta 12 euros, o 1500 rupias [1].",
        "El agua hierve a 100 °C [1].",
        "Cerca de la mitad de los 2000 visitantes vinieron del extranjero; la tercera edición"
        " tuvo lugar en 2019 [1].",
    ],
    "fr": [
        "Les ventes ont progressé de 40 pour cent pour atteindre 3 millions d'unités dans les"
        " années 1990 [1].",
        "Le musée ouvre à 9 heures et ferme à 17 heures le 1er mai [1].",
        "L'entrée coûte 12 euros, soit 1 500 roupies [1].",
        "L'eau bout à 100 °C [1].",
        "Environ la moitié des 2 000 visiteurs venaient de l'étranger ; la troisième édition "
        "a eu lieu en 2019 [1].",
    ],
    "de": [
        "Der Absatz stieg um 40 Prozent auf 3 Millionen Einheiten in den 1990er-Jahren [1].",
        "Das Museum öffnet um 9 Uhr und schließt am 1. Mai um 17 Uhr [1].",
        "Der Eintritt kostet 12 Euro bzw. 1.500 Rupien [1].",
        "Wasser kocht bei 100 Grad Celsius [1].",
        "Etwa die Hälfte der 2.000 Besucher kam aus dem Ausland; die dritte Ausgabe fand 2019"
        " statt [1].",
    ],
    "pt": [
        "As vendas cresceram 40 por cento, para 3 milhões de unidades, nos anos 1990 [1].",
        "O museu abre às 9h e fecha às 17h em 1º de maio [1].",
        "A entrada custa 12 euros, ou 1.500 rupias [1].",
        "A água ferve a 100 °C [1].",
        "Cerca de metade dos 2.000 visitantes veio do exterior; a terceira edição ocorreu em "
        "2019 [1].",
    ],
    "id": [
        "Penjualan tumbuh 40 persen menjadi 3 juta unit pada tahun 1990-an [1].",
        "Museum buka pukul 09.00 dan tutup pukul 17.00 pada 1 Mei [1].",
        "Tiket masuk seharga 12 euro, atau 1.500 rupee [1].",
        "Air mendidih pada suhu 100 °C [1].",
        "Sekitar separuh dari 2.000 pengunjung berasal dari luar negeri; edisi ketiga "
        "berlangsung pada 2019 [1].",
    ],
}
"""The same five facts in six languages, each written the language's own way: a percentage
in words, a decade (anni '90, años noventa), the hour of a 12-hour time (alle 17, à 17
heures, um 17 Uhr, às 17h, pukul 17.00 for 5 p.m.), degrees Celsius in words."""


@pytest.mark.parametrize("lang", sorted(FORMS))
def test_numbers_written_the_language_s_own_way_are_held(lang: str) -> None:
    """Before, the decade (90, noventa), the hour of ``5 p.m.`` (17) and ``Grad Celsius``
    were listed as missing (issue 26)."""
    report = _check([FORMS_SOURCE], FORMS[lang])
    supports = [s["support"] for s in report["sentences"] if s.get("support")]
    assert [s["level"] for s in supports] == ["supported"] * len(FORMS[lang]), [
        (s["missing_names"], s["numbers_missing"]) for s in supports
    ]


@pytest.mark.parametrize(
    "lang, index, old, new",
    [
        ("it", 0, "anni '90", "anni '80"),
        ("es", 0, "noventa", "ochenta"),
        ("it", 1, "alle 17", "alle 18"),
        ("fr", 1, "17 heures", "18 heures"),
        ("de", 1, "17 Uhr", "18 Uhr"),
        ("pt", 1, "17h", "18h"),
        ("id", 1, "17.00", "18.00"),
        ("de", 3, "100 Grad", "90 Grad"),
    ],
)
def test_a_changed_number_written_the_language_s_own_way_is_listed(
    lang: str, index: int, old: str, new: str
) -> None:
    sentences = [s.replace(old, new) if i == index else s for i, s in enumerate(FORMS[lang])]
    assert sentences != FORMS[lang]
    support = [s["support"] for s in _check([FORMS_SOURCE], sentences)["sentences"]][index]
    assert support["level"] != "supported", support["steps"]
    assert support["numbers_missing"], support


@pytest.mark.parametrize(
    "source, answer, new",
    [
        (
            "In 1977 Jimmy Carter and Omar Torrijos signed the treaties that transferred the "
            "canal to Panama on 31 December 1999.",
            "1977 unterzeichneten Jimmy Carter und Manuel Noriega die Verträge, nach denen der "
            "Kanal am 31. Dezember 1999 an Panama überging [1].",
            "Manuel",
        ),
        (
            "Requests that exceed a limit receive HTTP status 429 with a Retry-After header. "
            "Corvid Labs last updated these limits on 1 February 2024.",
            "Anfragen über dem Limit erhalten HTTP 429 mit einem Retry-After-Header; Raven Labs "
            "hat die Limits zuletzt am 1. Februar 2024 aktualisiert [1].",
            "Raven",
        ),
    ],
)
def test_a_changed_name_in_a_german_answer_is_listed(source: str, answer: str, new: str) -> None:
    """German capitalises its nouns, so its names are told by where they stand: paired with
    a held name (Jimmy Carter und Manuel Noriega, whatever the spelling), or before a held
    last word the source writes after another capitalised word (Raven Labs for Corvid
    Labs), issue 26. Their faithful versions stay supported."""
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] != "supported", support["steps"]
    # listed alone or with the word beside it that stands for the rest of the source's name
    # (Manuel Noriega for Omar Torrijos: both words, since stop 44)
    assert any(new in name.split() for name in support["missing_names"]), support
    faithful = answer.replace("Manuel Noriega", "Omar Torrijos").replace("Raven", "Corvid")
    assert _check([source], [faithful])["sentences"][0]["support"]["level"] == "supported"


def test_a_path_is_compared_as_written() -> None:
    """A path of two parts or more is one unit, written alike in every language, braces
    too (an API's endpoint): held as written, a changed one listed (issue 26). Before, the
    endpoint made no unit and the sentence was not checkable."""
    source = "Snapshots can be restored with the /collections/{name}/snapshots/recover endpoint."
    answer = "Snapshot dapat dipulihkan melalui endpoint /collections/{name}/snapshots/recover [1]."
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] == "supported", support["steps"]
    changed = answer.replace("/recover", "/restore")
    support = _check([source], [changed])["sentences"][0]["support"]
    assert support["level"] == "unsupported"
    assert support["missing_names"] == ["/collections/{name}/snapshots/restore"]


def test_a_code_name_kin_to_the_source_s_is_compared() -> None:
    """A lower-case hyphenated word without a digit is no unit of its own (kira-kira,
    socio-economico), but beside a source's code name of the same first part it is one: a
    changed module (backup-gcs for backup-s3) is listed (issue 26)."""
    source = "Backups to S3 require the backup-s3 module and an AWS region."
    answer = "I backup su S3 richiedono il modulo backup-s3 e una regione AWS [1]."
    support = _check([source], [answer])["sentences"][0]["support"]
    assert support["level"] == "supported", support["steps"]
    changed = _check([source], [answer.replace("backup-s3", "backup-gcs")])
    support = changed["sentences"][0]["support"]
    assert support["level"] != "supported" and "backup-gcs" in support["missing_names"]
