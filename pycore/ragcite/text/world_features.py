"""Seas, oceans, straits, gulfs, islands, mountains and lakes that the languages name each
their own way (``North Sea``, ``Mare del Nord``, ``mer du Nord``, ``Nordsee``, ``Laut
Utara``; ``Orkney``, ``Orcadi``; ``Mont Blanc``, ``Monte Bianco``). CLDR names countries,
regions and the time zones' cities, GeoNames' cut keeps the larger towns; neither names a
sea or a mountain, and a translation renders them as it does a country.

Written by hand, as :data:`ragcite.text.world_variants.RIVERS` is, from the names each
language's atlases use: one tuple per feature, English first, then the other six
languages' forms; one form per spelling without accents (``Mediterraneo`` is also
``Mediterráneo``). A form whose first word is a common noun in lower case (``mar del
Norte``, ``océan Atlantique``) matches in either case, as a sentence writes it; a
capitalised one only capitalised. Not the features whose name is a common word or another
place's in one of the languages (German ``Sonde``, a probe, for the Sunda Strait; ``Jura``,
a canton and a department too; ``Garda``, Ireland's police; ``Malaca``, Málaga), nor a
form the tables give another place (``Red Sea``, Egypt's governorate; ``Dardanelles``,
Çanakkale), nor English adjectives that name the sea alone (``Mediterranean``, ``Baltic``,
``Pacific``: the Mediterranean diet, the Baltic states, Pacific Time), nor the forms of
the English Channel that write the word English names it by alone (the Channel Tunnel: le
tunnel sous la Manche, el canal de la Mancha):
:mod:`ragcite.text.world_names` reads these as places, and a place is held by its own names
only.
"""

from __future__ import annotations

SEAS: tuple[tuple[str, ...], ...] = (
    (
        "Mediterranean Sea",
        "mar Mediterraneo",
        "Mediterraneo",
        "mer Méditerranée",
        "Méditerranée",
        "Mittelmeer",
        "laut Tengah",
        "laut Mediterania",
    ),
    (
        "North Sea",
        "mare del Nord",
        "mar del Norte",
        "mer du Nord",
        "Nordsee",
        "mar do Norte",
        "laut Utara",
    ),
    (
        "Baltic Sea",
        "mar Baltico",
        "mer Baltique",
        "Baltique",
        "Ostsee",
        "laut Baltik",
    ),
    (
        "Adriatic Sea",
        "mare Adriatico",
        "Adriatico",
        "mar Adriatico",
        "mer Adriatique",
        "Adriatique",
        "Adriatisches Meer",
        "laut Adriatik",
    ),
    (
        "Aegean Sea",
        "mar Egeo",
        "Egeo",
        "mer Égée",
        "Ägäis",
        "Ägäisches Meer",
        "mar Egeu",
        "laut Aegea",
    ),
    ("Ionian Sea", "mar Ionio", "mar Jónico", "mer Ionienne", "Ionisches Meer", "laut Ionia"),
    (
        "Tyrrhenian Sea",
        "mar Tirreno",
        "Tirreno",
        "mer Tyrrhénienne",
        "Tyrrhenisches Meer",
        "laut Tirenia",
    ),
    ("Caspian Sea", "mar Caspio", "mer Caspienne", "Kaspisches Meer", "laut Kaspia"),
    (
        "South China Sea",
        "mar Cinese Meridionale",
        "mar de la China Meridional",
        "mer de Chine méridionale",
        "Südchinesisches Meer",
        "mar da China Meridional",
        "laut Cina Selatan",
    ),
    (
        "Atlantic Ocean",
        "oceano Atlantico",
        "Atlantico",
        "océan Atlantique",
        "Atlantique",
        "Atlantik",
        "Atlantischer Ozean",
        "samudra Atlantik",
        "samudera Atlantik",
    ),
    (
        "Pacific Ocean",
        "oceano Pacifico",
        "Pacifico",
        "océan Pacifique",
        "Pacifique",
        "Pazifik",
        "Pazifischer Ozean",
        "samudra Pasifik",
        "samudera Pasifik",
        "Pasifik",
    ),
    (
        "Indian Ocean",
        "oceano Indiano",
        "océano Índico",
        "océan Indien",
        "Indischer Ozean",
        "Indik",
        "samudra Hindia",
        "samudera Hindia",
    ),
    (
        "Arctic Ocean",
        "mar Glaciale Artico",
        "oceano Artico",
        "océan Arctique",
        "Arktischer Ozean",
        "Nordpolarmeer",
        "samudra Arktik",
    ),
    (
        "Southern Ocean",
        "oceano Antartico",
        "oceano Australe",
        "océano Austral",
        "océan Austral",
        "Südpolarmeer",
        "Südlicher Ozean",
        "samudra Selatan",
    ),
)
"""The seas and oceans."""

STRAITS: tuple[tuple[str, ...], ...] = (
    # Not French la Manche, Spanish and Portuguese canal de la Mancha: English names the
    # Channel by its common word alone (the Channel Tunnel), which their canal holds
    ("English Channel", "canale della Manica", "Manica", "Ärmelkanal", "selat Inggris"),
    (
        "Strait of Dover",
        "stretto di Dover",
        "passo di Calais",
        "paso de Calais",
        "estrecho de Dover",
        "pas de Calais",
        "Straße von Dover",
        "estreito de Dover",
        "selat Dover",
    ),
    ("Bosphorus", "Bosporus", "Bosforo", "Bosphore"),
    ("Dardanelli", "Dardanelos", "Dardanellen", "Dardanela"),
    (
        "Strait of Malacca",
        "Malacca",
        "Malakka",
        "Malaka",
        "Melaka",
    ),
    (
        "Sunda Strait",
        "stretto della Sonda",
        "estrecho de la Sonda",
        "détroit de la Sonde",
        "Sundastraße",
        "estreito de Sunda",
        "selat Sunda",
    ),
    (
        "Bay of Biscay",
        "Biscay",
        "golfo di Biscaglia",
        "Biscaglia",
        "golfo de Vizcaya",
        "golfe de Gascogne",
        "Golf von Biskaya",
        "Biskaya",
        "golfo da Biscaia",
        "Biscaia",
        "teluk Biscay",
    ),
    (
        "Persian Gulf",
        "golfo Persico",
        "golfe Persique",
        "Persischer Golf",
        "teluk Persia",
    ),
    (
        "Gulf of Mexico",
        "golfo del Messico",
        "golfo de México",
        "golfe du Mexique",
        "Golf von Mexiko",
        "golfo do México",
        "teluk Meksiko",
    ),
)
"""The straits, channels, gulfs and bays."""

ISLANDS: tuple[tuple[str, ...], ...] = (
    (
        "Orkney",
        "Orkney Islands",
        "Orkneys",
        "Orcadi",
        "Orcadas",
        "Orcades",
        "Orkneyinseln",
        "kepulauan Orkney",
    ),
    ("Shetland", "Shetland Islands", "Shetlands", "Shetlandinseln", "kepulauan Shetland"),
    ("Hebrides", "Ebridi", "Hébridas", "Hebriden"),
    ("Majorca", "Mallorca", "Maiorca", "Majorque"),
    ("Minorca", "Menorca", "Minorque"),
    ("Rhodes", "Rodi", "Rodas", "Rhodos", "Rodes"),
    ("Corfu", "Corfou", "Korfu"),
    ("Java", "Giava", "Jawa"),
    ("Sumatra", "Sumatera"),
)
"""The islands and archipelagos that are no country or region of CLDR's."""

MOUNTAINS: tuple[tuple[str, ...], ...] = (
    ("Mont Blanc", "Monte Bianco", "Montblanc", "Monte Branco"),
    ("Matterhorn", "Cervino", "Cervin"),
    ("Mount Etna", "Etna", "Ätna"),
    ("Vesuvius", "Vesuvio", "Vesubio", "Vésuve", "Vesuv"),
    ("Pyrenees", "Pirenei", "Pirineos", "Pyrenäen", "Pirenéus", "Pirenia"),
    ("Dolomites", "Dolomiti", "Dolomitas", "Dolomiten"),
    ("Apennines", "Appennini", "Apeninos", "Apennins", "Apennin", "Apenninen"),
    ("Carpathians", "Carpathian Mountains", "Carpazi", "Cárpatos", "Carpates", "Karpaten"),
    ("Andes", "Ande", "Anden"),
    ("Himalayas", "Himalaya", "Himalaia"),
    ("Alps", "Alpi", "Alpes", "Alpen"),
    (
        "Rocky Mountains",
        "Rockies",
        "montagne Rocciose",
        "montañas Rocosas",
        "Rocheuses",
        "montanhas Rochosas",
    ),
    (
        "Cape of Good Hope",
        "capo di Buona Speranza",
        "cabo de Buena Esperanza",
        "cap de Bonne-Espérance",
        "Bonne-Espérance",
        "Kap der Guten Hoffnung",
        "cabo da Boa Esperança",
        "tanjung Harapan",
    ),
    ("Cape Horn", "capo Horn", "cabo de Hornos", "cap Horn", "Kap Hoorn", "tanjung Horn"),
)
"""The mountains, ranges and capes."""

LAKES: tuple[tuple[str, ...], ...] = (
    (
        "Lake Geneva",
        "lago di Ginevra",
        "Lemano",
        "lago Lemán",
        "lac Léman",
        "Léman",
        "Genfersee",
        "Genfer See",
        "danau Jenewa",
    ),
    (
        "Lake Constance",
        "lago di Costanza",
        "lago de Constanza",
        "lac de Constance",
        "Bodensee",
        "lago de Constança",
        "danau Konstanz",
    ),
    ("Lake Garda", "lago di Garda", "Gardasee", "lac de Garde", "lago de Garda"),
    ("Lake Maggiore", "lago Maggiore", "Langensee", "lac Majeur"),
)
"""The lakes."""

FEATURES: tuple[tuple[str, ...], ...] = tuple(
    sorted((*SEAS, *STRAITS, *ISLANDS, *MOUNTAINS, *LAKES), key=lambda g: (g[0].casefold(), g))
)
"""Every feature, sorted as every table is."""
