"""Countries' other common names, which CLDR keeps as ``alt="variant"`` or ``alt="short"``
forms of its territory names (``Turkey`` beside ``Türkiye``, ``Ivory Coast`` beside ``Côte
d’Ivoire``, ``Czech Republic`` beside ``Czechia``) and babel leaves out of the names
:mod:`ragcite.text.world_names_data` is generated from. Sources and answers write them as
often as the main names, each language its own way, so a name a translation renders so is
held, and a changed one listed.

Written by hand from CLDR's ``common/main/*.xml`` (``<territory type="TR" alt="variant">``),
keyed by the territory's English name; :func:`ragcite.text.world_names.concepts` adds the
forms to the territory that has a form of that name.
"""

from __future__ import annotations

VARIANTS: dict[str, tuple[str, ...]] = {
    "Türkiye": ("Turkey",),
    "Czechia": (
        "Czech Republic",
        "Repubblica Ceca",
        "República Checa",
        "République tchèque",
        "Tschechische Republik",
        "República Tcheca",
        "Republik Ceko",
    ),
    "Timor-Leste": ("East Timor", "Osttimor", "Timor Timur"),
    # Not CLDR's: Indonesian's other common spelling of Hungary (Hongaria, as the
    # Indonesian press writes it beside CLDR's Hungaria).
    "Hungary": ("Hongaria",),
    "Eswatini": ("Swaziland", "Suazilandia", "Swasiland", "Suazilândia"),
    "Palestinian Territories": ("Palestine", "Palestina", "Palästina"),
    # Not CLDR's: the United States' people's adjective in the Romance languages, which no
    # ending makes from its name (lo statunitense Hikaru Nakamura), and Holland, the name
    # the Netherlands go by in most languages (rede nacional de hidrogênio da Holanda).
    "United States": ("statunitense", "statunitensi", "estadounidense", "estadounidenses"),
    "Netherlands": ("Holland", "Olanda", "Holanda", "Hollande", "Dutchman", "Dutchwoman"),
    # Not CLDR's: peoples' adjectives and nouns no ending makes from the country's name
    # (a Swiss collector: un collezionista svizzero; la Néo-Zélandaise Lisa Carrington),
    # and Greece's own name in English titles (the Hellenic Coast Guard).
    "Switzerland": (
        "Swiss",
        "svizzero",
        "svizzera",  # and the feminine in lower case, spelt as the country (l'industria svizzera)
        "svizzeri",
        "svizzere",
        "suizo",
        "suiza",
        "suizos",
        "suizas",
        "suisse",
        "suisses",
        "Schweizer",
        "Schweizerin",
        "schweizerisch",
        "schweizerische",
        "schweizerischen",
        "schweizerischer",
        "suíço",
        "suíça",
        "suíços",
        "suíças",
    ),
    "New Zealand": (
        "New Zealander",
        "New Zealanders",
        "neozelandese",
        "neozelandesi",
        "neozelandés",
        "neozelandesa",
        "neozelandeses",
        "néo-zélandais",
        "néo-zélandaise",
        "néo-zélandaises",
        "Neuseeländer",
        "Neuseeländerin",
        "neuseeländisch",
        "neuseeländische",
        "neuseeländischen",
        "neuseeländischer",
        "neozelandês",
        "neozelandesas",
    ),
    "Greece": ("Hellenic", "Hellas"),
    # Not CLDR's: the English nouns for a country's people that no ending makes from its
    # name (the 21-year-old Spaniard: lo spagnolo ventunenne; a Dutchman, above); not Pole
    # (the North Pole) nor Finn (a given name).
    "Spain": ("Spaniard", "Spaniards"),
    "Denmark": ("Dane",),  # not Danes: Spanish danés, the language
    "Sweden": ("Swede", "Swedes"),
    "France": ("Frenchman", "Frenchwoman", "Frenchmen", "Frenchwomen"),
    "Ireland": ("Irishman", "Irishwoman"),
    # Not CLDR's: Côte d'Ivoire's people's adjective, which no ending makes from its
    # name in German, Italian, Spanish or Portuguese (der ivorische Kakaorat).
    "Côte d’Ivoire": (
        "Ivory Coast",
        "Costa de Marfil",
        "Elfenbeinküste",
        "Pantai Gading",
        "Ivorian",
        "Ivorians",
        "ivoriano",
        "ivoriana",
        "ivoriani",
        "ivoriane",
        "marfileño",
        "marfileña",
        "marfileños",
        "marfileñas",
        "ivoirien",
        "ivoirienne",
        "ivoiriens",
        "ivoiriennes",
        "ivorisch",
        "ivorische",
        "ivorischen",
        "ivorischer",
        "ivorisches",
        "marfinense",
        "marfinenses",
    ),
    # Not CLDR's: the region's adjective, which no ending makes from its name (North
    # American cinemas: i cinema del Nord America), where no language reads it as the
    # United States' (Spanish and Portuguese norteamericano, norte-americano often do).
    "North America": (
        "North American",
        "nordamericano",
        "nordamericana",
        "nordamericani",
        "nordamericane",
        "nord-américain",
        "nord-américaine",
        "nord-américains",
        "nord-américaines",
        "nordamerikanisch",
        "nordamerikanische",
        "nordamerikanischen",
        "nordamerikanischer",
        "nordamerikanisches",
    ),
    # Not CLDR's: the Red Sea, which CLDR names in some languages only, as Egypt's
    # governorate (Governatorato del Mar Rosso), the sea a source names.
    "Red Sea": ("mar Rosso", "mer Rouge", "Rotes Meer", "Rote Meer", "Roten Meer", "laut Merah"),
}
"""A territory's or a region's English name -> its variant names in the seven languages
(CLDR's, but for the peoples' and regions' adjectives and the Red Sea)."""

KIN: tuple[tuple[str, str], ...] = (
    ("Northern America", "North America"),
    ("New York City", "New York"),
)
"""Two concepts for one place, which translations use for each other: CLDR's two regions of
that name, 021, the United States and Canada (``Norteamérica``, ``America del Nord``), and
003, with Central America and the Caribbean too (``North America``, ``América del
Norte``); GeoNames' city (``New York City``) and CLDR's (``New York``, ``Nueva York``)."""

RIVERS: tuple[tuple[str, ...], ...] = (
    ("Brahmaputra", "Bramaputra"),
    ("Danube", "Danubio", "Donau"),
    ("Douro", "Duero"),
    ("Ganges", "Gange", "Gangga"),
    ("Garonne", "Garona"),
    ("Loire", "Loira"),
    ("Meuse", "Mosa", "Maas"),
    ("Moselle", "Mosella"),
    ("Rhine", "Reno", "Rhin", "Rhein"),
    ("Rhône", "Rodano"),
    ("Scheldt", "Schelda", "Escalda", "Escaut", "Schelde"),
    ("Tagus", "Tago", "Tajo", "Tejo"),
    ("Thames", "Tamigi", "Támesis", "Tamise", "Themse", "Tâmisa"),
    ("Tiber", "Tevere", "Tibre"),
    ("Vistula", "Vistola", "Vistule", "Weichsel"),
    ("Vltava", "Moldava", "Moldau"),
)
"""The larger rivers of Europe and South Asia, which each language names its own way and
CLDR does not name at all (Rhine, Reno, Rhin, Rhein): written by hand, read as places (the
river's name after Indonesian *Sungai* too). Not the ones whose name is another place's or
a common word in one of the languages (Elbe: Elba the island; Main; Mosel: Mosul; Seine:
German *seine*; French Tage: German *Tage*; Oder: German *oder*; Indus: Italian Indo;
Dnieper: Dnipro, Dnepr, Dniepr, the city),
nor forms of three letters (Spanish Rin); one form per spelling without accents
(Danúbio is Danubio, Ródano Rodano)."""
