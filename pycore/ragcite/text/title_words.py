"""The everyday words of institutions' and events' titles in the seven languages, which a
translation renders word by word (``Budget Law``: ``Legge di Bilancio``, ``Ley de
Presupuestos``, ``Haushaltsgesetz``; ``World Championships``: ``Campionati del mondo``,
``Championnats du monde``, ``Kejuaraan Dunia``) and which CLDR's emoji annotations
(:mod:`ragcite.text.name_words`) do not label: no emoji shows a law, a budget or a
directorate.

A table written by hand from the languages' ordinary usage (the bodies' and events' own
names in each language: parliaments, ministries, tax and statistics offices, sports
federations): one row per word, its forms in en, it, es, fr, de, pt and id, space
apart, an empty field where the language has no word of its own for it. Each row joins
the emoji rows as one more label, so two words of one row translate each other
(:func:`ragcite.text.name_words.translates`), whatever else they label.
"""

from __future__ import annotations

GLOSSARY: tuple[tuple[str, str, str, str, str, str, str], ...] = (
    # en, it, es, fr, de, pt, id
    (
        "championship championships",
        "campionato campionati",
        "campeonato campeonatos",
        "championnat championnats",
        "meisterschaft meisterschaften",
        "campeonato campeonatos",
        "kejuaraan",
    ),
    ("games", "giochi", "juegos", "jeux", "spiele", "jogos", ""),
    ("cup", "coppa", "copa", "coupe", "pokal", "taça copa", "piala"),
    (
        "budget",
        "bilancio",
        "presupuesto presupuestos",
        "budget",
        "haushalt",
        "orçamento",
        "anggaran",
    ),
    ("law act", "legge", "ley", "loi", "gesetz", "lei", "undang"),
    (
        "directorate",
        "direzione",
        "dirección",
        "direction",
        "direktion",
        "direção diretoria",
        "direktorat",
    ),
    ("chamber house", "camera", "cámara", "chambre", "kammer", "câmara", "dewan"),
    ("heritage", "patrimonio", "patrimonio", "patrimoine", "erbe", "patrimônio", "warisan"),
    ("site", "sito", "sitio", "site", "stätte", "sítio", "situs"),
    ("revenue revenues", "entrate", "ingresos", "recettes", "einnahmen", "receita", "pendapatan"),
    (
        "regulation regulations",
        "regolamento normativa",
        "reglamento normativa",
        "règlement réglementation",
        "verordnung vorschriften",
        "regulamento regulamentação",
        "peraturan",
    ),
    ("framework", "quadro", "marco", "cadre", "rahmen", "quadro", "kerangka"),
    ("pillar", "pilastro", "pilar", "pilier", "säule", "pilar", "pilar"),
    (
        "tax taxes taxation",
        "imposta imposte fiscale tributario",
        "impuesto impuestos tributaria tributario",
        "impôt impôts fiscal fiscale",
        "steuer steuern",
        "imposto impostos tributária tributário",
        "pajak",
    ),
    ("finance finances", "finanze", "finanzas", "finances", "finanzen", "finanças", "keuangan"),
    (
        "ministry",
        "ministero",
        "ministerio",
        "ministère",
        "ministerium",
        "ministério",
        "kementerian",
    ),
    ("census", "censimento", "censo", "recensement", "zensus volkszählung", "censo", "sensus"),
    (
        "statistics statistical",
        "statistica statistiche",
        "estadística estadísticas",
        "statistique statistiques",
        "statistik",
        "estatística estatísticas",
        "statistik",
    ),
    ("bureau office", "ufficio", "oficina", "bureau office", "amt", "escritório", "kantor biro"),
    (
        "population",
        "popolazione",
        "población",
        "population",
        "bevölkerung",
        "população",
        "penduduk",
    ),
    ("assembly", "assemblea", "asamblea", "assemblée", "versammlung", "assembleia", "majelis"),
    ("security", "sicurezza", "seguridad", "sécurité", "sicherheit", "segurança", "keamanan"),
    ("insurance", "assicurazione", "seguro", "assurance", "versicherung", "seguro", "asuransi"),
    ("agency", "agenzia", "agencia", "agence", "agentur", "agência", "badan"),
)
"""The title words (module doc), one row per word."""
