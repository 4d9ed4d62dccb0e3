"""Answers in another language than their sources, and the reverse, in more domains
(issue 26), each set written on text none of the rules drew on.

- ``data/cross_language_more.json``: a law, a museum's opening hours and prices, a planet,
  a product sheet, a biography and a football season. Written after
  ``test_cross_language_domains.py``; it found a time written another way (``von 10 bis 19
  Uhr``, ``pukul 10.00``, ``10 h`` for ``10:00``), a German place's adjective declined
  (``im Vereinigten Königreich``), an English title's common word that a head-first source
  translates and puts first (``Digital Services Act``: ``Ley de Servicios Digitales``), and
  a changed country held as the second word of a place (``United States`` against ``Regno
  Unito``).
- ``data/cross_language_docs.json``: a product's documentation and a company's results,
  where the seeds' users live: ``deux fois`` and ``dua kali`` for ``twice``, a short
  Portuguese source read as Spanish losing its months (``junho``), and French ``Md$``.
- ``data/cross_language_facts.json`` (a trial, a night train, admissions, a treaty, the
  climate, an API's prices) and ``data/cross_language_news.json`` (a space mission, an
  acquisition, a museum, a final, a release, deforestation): points of the compass
  (``Atlantico settentrionale``), days of the week (``dienstags``), the 12-hour clock
  (``9 a.m.``), numbers in more words (``trent'anni``, ``tiga puluh``, ``quindicesima``),
  a counted word of time in a name (the Thirty Years' War), people's adjectives
  (``Canadese``), places and titles by their initials (``UK``, ``CMA``), a title's head
  before a respelled name (Treaty of Westphalia) and Venice.
- ``data/cross_language_world.json`` (a dosage, a mountain, a deployment, inflation, the
  Olympics, a film): a claim's ``twice`` and ``dreimal``, a one-part path (``/healthz``),
  short names by their stem (Alps: Alpi), a German ordinal after its article (``bei den 76.
  Filmfestspielen``), ``ke-76`` and ``was first reached``.
- ``data/cross_language_tech.json`` (a database release, a company's quarter, a law, a
  biography, an exoplanet, a metro line): codes of capitals and digits (``M4``), a title's
  word after an article before it (``une el aeropuerto de Linate``), German's ``Flughafen
  Linate``, ``Jalur M4`` (no name before a code) and Indonesian loans with a v (``Versi
  ini``).
- ``data/cross_language_history.json`` (Caesar and Vesuvius, a cake, a visa rule, a
  marathon, CO2, a rate limit): eras (``44 a.C.``, ``av. J.-C.``, ``v. Chr.``, ``SM``)
  as units and no sentence ends, Italian ``prima di`` (before, no first), Latin
  diphthongs and short names in cognates (Caesar: Cesare; Rome: Rom), a place held by a
  source's names only (Berlin is no ``berlari``), ``Gunung`` translating ``Mount`` and
  ``X-`` headers.
- ``data/cross_language_events.json`` (a forecast, an election, an earthquake, a ranking, a
  tour, a port strike), ``data/cross_language_advisories.json`` (a CVE, a stork study, a
  hotel's policy, a chess tournament, a vaccine trial, a bridge),
  ``data/cross_language_manuals.json`` (a Helm chart, refunds, a phone plan, a library, a
  car's service, a timetable), ``data/cross_language_science.json``,
  ``data/cross_language_business.json``, ``data/cross_language_travel.json``,
  ``data/cross_language_technews.json``, ``data/cross_language_public.json`` and
  ``data/cross_language_culture.json``, each written by a helper that saw none of the
  rules: months alone (``dari Mei hingga Oktober``), points between two (``sud-ovest``,
  ``Südwestwind``, ``barat daya``), either of two days (``22 and 23 August``, ``vom 2. bis
  10. November``), a range's shared scale (``tra 7,2 e 7,3 miliardi``), codes of capitals
  and numbers (``CVE-2024-28419``), the UK's nations and Great Britain (``Inghilterra``,
  ``britannica``), a name after "and" (``Wei Yi and Richard Rapport``), a town after a
  hotel's name (``Hotel Bellavista de Lugano``), titles defined by their acronym
  (``Istituto geologico degli Stati Uniti (USGS)``), a list's shared scale (``8, 70 e 405
  miliardi``), ``per second``, ``un giorno`` for ``1 day``, ``pukul 08.00–19.00`` as times
  German genitives (``Spaniens``), durations in words (``4 ore e 57 minuti``), criteria
  ``(ii)``, a number's label word (``Section 573c``: ``articolo 573c``) and a role before a
  person's name (``Mayor Michael Ludwig``).
- ``data/cross_language_energy.json``, ``data/cross_language_devdocs.json``,
  ``data/cross_language_law.json``, ``data/cross_language_sports.json`` and
  ``data/cross_language_health.json``, written blind the same way: durations with seconds
  (``83 jam 38 menit 56 detik``) and a race's hundredths (``30min43s25``), a command line's
  options (``--max-time``) and terms kept in English (``allkeys-lru``), ``dieci minuti``
  and ``un secondo`` for ``10 minutes`` and ``1 second``, ``del giorno prima`` (before),
  medicines by their INN stem (``nirmatrelvir``, ``amoxicillina``), acronyms languages
  write their own way (``OMS`` for ``WHO``, ``DSGVO`` for ``GDPR``), a capitalised label
  sharing its root (``Unit 4``: ``Unidad 4``) and Spanish ``y`` for ``j`` (``Guyarat``).
- ``data/cross_language_markets.json``, ``data/cross_language_aviation.json``,
  ``data/cross_language_food.json``, ``data/cross_language_education.json`` and
  ``data/cross_language_cloud.json``, written blind too: every country's capital a place
  (``Doha``), a place no title's or role's word (``Bruxelles St Pancras``, ``Múnich
  (FRA)``), currency pairs (``GBP/USD``), ``A321neo``, German city adjectives (``Londoner
  Börse``), ``un quarto di punto`` (no fourth), ``both`` for two (``ambos``, ``beiden``),
  hours in words (``due ore e 27 minuti``), ``vCPUs`` and ``ARNm``.
- ``data/cross_language_telecom.json``, ``data/cross_language_disasters.json``,
  ``data/cross_language_art.json``, ``data/cross_language_automotive.json`` and
  ``data/cross_language_regional.json`` (Italy and Indonesia, the seeds' own places),
  written blind too: the larger countries' regions from CLDR's subdivisions (``Tuscany``:
  ``Toscana``; ``West Java``: ``Jawa Barat``; ``North Rhine-Westphalia``), a region's point
  still a direction (``East Nusa Tenggara``: ``Nusa Tenggara Oriental``), amounts in rupiah
  (``Rp16,300``), a city's adjective with a changed vowel (``londinese``), a role before a
  whole name opening a sentence (``Governor Fabio Panetta``), a Portuguese source's scale
  read as its sister's (``482 milhões``), digit-and-letter codes (``Fase 2A``), and no
  title's word before a place the source does not title (``la Tate Modern de Londres``).
- ``data/cross_language_housing.json``, ``data/cross_language_space.json``,
  ``data/cross_language_commodities.json``, ``data/cross_language_music.json`` and
  ``data/cross_language_nature.json``, written blind too: a name with its number
  (``Chandrayaan-3``), a species' scientific name (``Telmatobius culeus``), the planets
  (``Giove``, ``Marte``), a natural feature's word (``Lake``: ``lago``, ``Danau``), ``un
  milione`` for ``1 million``, ``segunda-feira`` (no ordinal), ``Opep`` for ``OPEC``, and no
  cognate that shares less than half the longer word (``Citigroup`` is no ``citing``).
- ``data/cross_language_logistics.json``, ``data/cross_language_cyber.json``,
  ``data/cross_language_retail.json`` and ``data/cross_language_hospitals.json``, written
  blind at the end of stop 42 and measured only then; the rules of stop 43 drew on them.
- Sixteen more, written blind in stop 44 in four batches, each measured before the rules
  it led to (``bench/README.md`` gives the figures): agriculture, insurance, railways,
  pharma; elections, banking, games, mining; fashion, streaming, climate, defence;
  venture, fisheries, chips, architecture. What they taught: officer acronyms, units and
  time zones beside held names, acronyms after their words, counted nouns, storms' and
  seasons' words, German numbers and compounds, and changed names beside held ones
  (``data/cross_language_rules.json`` holds a case for each).
- Twelve more, written blind in stop 45 in two batches, each measured before the rules it
  led to: veterinary, publishing, maritime, water, wine, transit, archaeology, cosmetics;
  forestry, fusion, hospitality, pensions. What they taught: a source's language through
  the English titles and borrowed terms in it (``like-for-like``, ``Department of Water
  and Sanitation``), numbers from 21 to 99 in words (``ventidue``, ``treinta y dos``,
  ``twenty-two``), an acronym a source's title spells (``Food and Drug Administration``:
  ``FDA``), prothetic ``e`` (``Estado``: ``State``), German adjectives and compounds of
  places (``ägyptische``, ``Südfrankreich``), a title's common word after the sentence's
  first word (``Theewaterskloof Dam``), and changed names a title rule had held (a place,
  a colour, a person after a role, a company before everyday words, ``Porto`` for
  ``Portugal``); ``data/cross_language_rules.json`` holds a case for each.
- Sixteen more, written blind in stop 46 in three batches, each measured before the rules
  it led to: steel, film, postal, coffee, chemicals, tunnels, cycling, libraries; theatre,
  glaciers, dentistry, textiles; beekeeping, canals, chess, hydrogen. What they taught:
  centuries in Roman numerals (``IV secolo``, ``siglo IV``: ``fourth-century``), a rank
  for a superlative (``premier producteur``: ``largest producer``), three times as the
  triple, Portuguese days without *-feira* (``de segunda a sábado``), countries' other
  names (``Turkey``, ``Elfenbeinküste``, ``Costa de Marfil``, ``statunitense``,
  ``Holanda``), Europe's larger rivers (``Reno``, ``Donau``), letters no decomposition
  strips (``Øresund``: ``Öresund``), codes of a letter and a word (``V-Max``) or of digits
  and letters (``21.HBD.41037``), a title joined by "and" before its acronym, a number's
  label a language capitalises or writes short (``Pasal 33``, ``Ley 2016-1087``), a city's
  river (``Francoforte sul Meno``), ``southbound``, German currencies' names and places'
  adjectives in lower case (``dänische Kronen``, ``grönländischen``), a French adjective
  that is German's country (``italien``), a one-sentence source's or answer's language;
  and changed names a title rule had held (a person inside a title, a name before a kept
  English word, a company before a place); ``data/cross_language_rules.json`` holds a case
  for each.
- Eight more, written blind in stop 47, measured before the rules they led to: volcanoes,
  opera, photography, dairy, rowing, ceramics, lighthouses, ferries. What they taught:
  seas, straits, islands, mountains and lakes each language names its own way (``mare del
  Nord``, ``Orcadi``, ``capo di Buona Speranza``: :mod:`ragcite.text.world_features`), a
  feature's English word a translation leaves out (``Mount Etna``: ``l'Etna``), a
  head-first title in lower case before its acronym (``Istituto nazionale di geofisica e
  vulcanologia (INGV)``) and acronyms of up to nine letters (``PHIVOLCS``), an acronym
  heading a compound (``LNG-powered``: ``GNL``), French race times (``3 min 22 s 93``),
  amounts in rand (``R4.8 million``) and crore, a name's number before a scaled one
  (``Rai 1 to 1.9 million``), peoples' adjectives no ending makes (``Swiss``,
  ``Néo-Zélandaise``, ``Hellenic``); and a camera's model code changed in its last part
  (``ILCE-1M2``). Then eight more, measured after that round: breweries, zoos, skiing,
  pilgrimages, bridges, olive oil, carnivals, royals. What they taught: given names each
  language writes its own way, for saints and sovereigns (``Carlo III``, ``Isabel II``,
  ``San Giacomo``: :mod:`ragcite.text.given_names`), a saint's title and a bridge's, a
  square's, an abbey's, a cathedral's or a palace's common word beside a held name
  (``Ponte``, ``Abbazia``), an acronym after a percentage (``4.8% ABV``); and negative
  numbers (``−21 °C`` is no ``21 January``).
- Eight more, written blind in stop 48, measured before the rules they led to: tea,
  marathons, observatories, glassmaking, cartography, horse racing, salt, orchestras. What
  they taught: time zones in words or in another language's abbreviation (``ora legale
  dell'Europa centrale``, ``MESZ`` for ``CEST``: :mod:`ragcite.text.time_zones`), noon and
  midnight in words (``ao meio-dia``), the EU's acronyms in each language's letters
  (``SEQE-UE``, ``FEDER``, ``g.g.A.``), more currencies by their code (``LKR``), rivers
  (``Moldava``), ``Sinfonía`` for ``Symphony``, peoples' adjectives in ``-aco`` and Italian
  plurals in ``-chi``, a voivodeship without its administrative word (``Piccola Polonia``),
  Indonesian ``keduanya`` (both of them); and changes still listed: a count held only by a
  date's day in a claim that names a date (``ventiquattro satelliti``), an amount in
  another currency (``73,5 Millionen Euro`` for ``£73.5 million``:
  :mod:`ragcite.verify.neutral.amounts`), a company before the acronym the source gives
  another (``Infosys (TCS)``), a Japanese name in an Indonesian title (``Bakushin``).
  Then eight more, measured after that round: diamonds, rice, motorsport, cement, sailing,
  circus, paper, lotteries. What they taught: a name's number as a word or in digits
  (``Formula One``: ``Formula 1``), megatonnes as a scale (``3.35 MTPA``: ``3,35 Mt/an``,
  ``3,35 millones de toneladas``), an acronym's number in another language's letters
  (``EU-27``: ``UE-27``), the United Nations inside a title before its acronym
  (``Organizzazione delle Nazioni Unite per l'alimentazione e l'agricoltura (FAO)``), more
  seas, straits and gulfs (``Tasman Sea``, ``golfe de Botnie``), holidays
  (:mod:`ragcite.text.world_holidays`: ``New Year``, ``Capodanno``); and, among changes, a
  Roman numeral is no anagram (``CEM IV`` is no ``CEM VI``).
- Eight more, written blind in stop 49, measured before the rules they led to: tennis,
  chocolate, submarine cables, meteorology, museums, nuclear power, watchmaking,
  mountaineering. What they taught: ordinals are ranks, held only by a rank (``sesta
  visita`` is no ``six units``; ``Act 3``, ``Q3``, ``IVe siècle``, ``drittgrößte`` are
  ranks), an hour before ``Uhr`` or ``h`` is a time of day (``18 Uhr`` is no ``under 18``),
  a watch's reference is one code (``126610LN``), a date's year is the one the source gives
  that day, a title's initials spell no acronym where the source gives it another
  (``ICCO``), a body named after its country in one word (``MeteoSwiss``:
  ``MeteoSvizzera``), an English possessive inside a title before its acronym, a person's
  first name before a surname in everyday words (``Holger Rune of Norway``), the Red Sea
  and Italian ``mare``, Portuguese ``em Haia``, Côte d'Ivoire's adjectives, more acronyms
  (``CEF``: ``MCE``; ``PWR``: ``DWR``). Then eight more, measured after that round: ballet,
  perfumery, wind power, universities, esports, shipbuilding, golf, vaccines. What they
  taught: a name before ``e`` or ``and`` is no part of the acronym that spells only the
  words after it (``Equinor e Copenhagen Infrastructure Partners (CIP)``), peoples'
  adjectives in lower case are names (``sueca``, ``giapponese``; a changed nationality is
  listed), English peoples' nouns (``Spaniard``, ``Dane``), a currency's code held by a
  source's amount in its bare noun (``CHF 7.89 billion``: ``7,89 miliardi di franchi``),
  tonnage's acronyms (``DWT``: ``TPM``, ``tdw``), Italian ``Mar`` for ``mare`` (``Mar
  d'Irlanda``), Switzerland's feminine adjective (``svizzera``).
- Eight more, written blind in stop 50, measured before the rules they led to: waste and
  recycling, cricket, spices, numismatics, broadcasting, demography, batteries, caves.
  What they taught: a number before a unit symbol in mixed case keeps its unit (``198
  kHz`` is no code ``kHz``), a title whose own acronym spells another word is no
  translation (``European Investment Bank (ECB)``), a point's compound with a country
  names both (``Nordschweden``), peoples' adjectives of countries in *-ern*, *-us*,
  *-anisch*, *-eiro* (``zyprische``, ``cipriota``, ``mexikanische``, ``brasileiro``), a
  number word in a name (``Thirteen Colonies``: ``Tredici Colonie``), a town a number word
  names (``Trente``), Portuguese's final *ã* (``Irã``, ``Omã``), a term's acronym spelt
  out in the source (``GDP``: ``prodotto interno lordo``; ``EV``: ``veicoli elettrici``), a
  currency's noun after its amount (``47,2 Milliarden Real``), a cognate's letters but
  never its digits (``Main10`` is no ``Main12``), more acronyms (``EBU``: ``UER``;
  ``OFCOM``: ``UFCOM``, ``BAKOM``; ``FM``: ``UKW``). Then eight more, measured after that
  round: taxation, parliaments, cathedrals, fencing, robotics, metrology, sugar,
  pipelines. What they taught: fractions in words are one value (``two-thirds``, ``tre
  quinti``, ``Zweidrittelmehrheit``, ``seperempat``: :mod:`ragcite.text.fractions`), the
  everyday words of institutions' and events' titles (``Budget Law``: ``Legge di
  Bilancio``; ``World Championships``: ``Championnats du monde``:
  :mod:`ragcite.text.title_words`), a German compound holds a word only from its whole
  head (``Generalkonferenz`` holds no ``Geneva``), and a town beside places said where or
  whither is no title's word (``from Ust-Luga in Russia to Greifswald in Germany``).

Each English source is checked against answers in six languages; each language's answer,
split by its citations, is the source of the English sentences the sources are made of.
A faithful sentence is never "unsupported" or "partly supported", except the known limits
the data list, each with its reason (strict: one that starts to pass must leave the list);
a changed number, date, time, name or code in the whole answer is listed and its sentence
is not "supported".
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import ragcite
from ragcite.text.segment import segment

DATA_DIR = Path(__file__).parent / "data"

SETS = (
    "cross_language_more",
    "cross_language_docs",
    "cross_language_facts",
    "cross_language_news",
    "cross_language_world",
    "cross_language_tech",
    "cross_language_history",
    "cross_language_events",
    "cross_language_advisories",
    "cross_language_manuals",
    "cross_language_science",
    "cross_language_business",
    "cross_language_travel",
    "cross_language_technews",
    "cross_language_public",
    "cross_language_culture",
    "cross_language_energy",
    "cross_language_devdocs",
    "cross_language_law",
    "cross_language_sports",
    "cross_language_health",
    "cross_language_markets",
    "cross_language_aviation",
    "cross_language_food",
    "cross_language_education",
    "cross_language_cloud",
    "cross_language_telecom",
    "cross_language_disasters",
    "cross_language_art",
    "cross_language_automotive",
    "cross_language_regional",
    "cross_language_housing",
    "cross_language_space",
    "cross_language_commodities",
    "cross_language_music",
    "cross_language_nature",
    "cross_language_logistics",
    "cross_language_cyber",
    "cross_language_retail",
    "cross_language_hospitals",
    "cross_language_agriculture",
    "cross_language_insurance",
    "cross_language_railways",
    "cross_language_pharma",
    "cross_language_elections",
    "cross_language_banking",
    "cross_language_games",
    "cross_language_mining",
    "cross_language_fashion",
    "cross_language_streaming",
    "cross_language_climate",
    "cross_language_defence",
    "cross_language_venture",
    "cross_language_fisheries",
    "cross_language_chips",
    "cross_language_architecture",
    "cross_language_veterinary",
    "cross_language_publishing",
    "cross_language_maritime",
    "cross_language_water",
    "cross_language_wine",
    "cross_language_transit",
    "cross_language_archaeology",
    "cross_language_cosmetics",
    "cross_language_forestry",
    "cross_language_fusion",
    "cross_language_hospitality",
    "cross_language_pensions",
    "cross_language_steel",
    "cross_language_film",
    "cross_language_postal",
    "cross_language_coffee",
    "cross_language_chemicals",
    "cross_language_tunnels",
    "cross_language_cycling",
    "cross_language_libraries",
    "cross_language_theatre",
    "cross_language_glaciers",
    "cross_language_dentistry",
    "cross_language_textiles",
    "cross_language_beekeeping",
    "cross_language_canals",
    "cross_language_chess",
    "cross_language_hydrogen",
    "cross_language_volcanoes",
    "cross_language_opera",
    "cross_language_photography",
    "cross_language_dairy",
    "cross_language_rowing",
    "cross_language_ceramics",
    "cross_language_lighthouses",
    "cross_language_ferries",
    "cross_language_breweries",
    "cross_language_zoos",
    "cross_language_skiing",
    "cross_language_pilgrimages",
    "cross_language_bridges",
    "cross_language_oliveoil",
    "cross_language_carnivals",
    "cross_language_royals",
    "cross_language_tea",
    "cross_language_marathons",
    "cross_language_observatories",
    "cross_language_glassmaking",
    "cross_language_cartography",
    "cross_language_horseracing",
    "cross_language_salt",
    "cross_language_orchestras",
    "cross_language_diamonds",
    "cross_language_rice",
    "cross_language_motorsport",
    "cross_language_cement",
    "cross_language_sailing",
    "cross_language_circus",
    "cross_language_paper",
    "cross_language_lotteries",
    "cross_language_tennis",
    "cross_language_chocolate",
    "cross_language_cables",
    "cross_language_meteorology",
    "cross_language_museums",
    "cross_language_nuclear",
    "cross_language_watchmaking",
    "cross_language_mountaineering",
    "cross_language_ballet",
    "cross_language_perfumery",
    "cross_language_windpower",
    "cross_language_universities",
    "cross_language_esports",
    "cross_language_shipbuilding",
    "cross_language_golf",
    "cross_language_vaccines",
    "cross_language_recycling",
    "cross_language_cricket",
    "cross_language_spices",
    "cross_language_numismatics",
    "cross_language_broadcasting",
    "cross_language_demography",
    "cross_language_batteries",
    "cross_language_caves",
    "cross_language_taxation",
    "cross_language_parliaments",
    "cross_language_cathedrals",
    "cross_language_fencing",
    "cross_language_robotics",
    "cross_language_metrology",
    "cross_language_sugar",
    "cross_language_pipelines",
)
"""The data files: ``sources`` (English), ``answers`` (per language, each sentence citing
its source), ``changes`` (per answer language: sentence index, what it says, what a changed
answer says), ``reverse_changes`` (in the English sentences: what they say, what a changed
answer says), ``known_limits`` (per direction, ``it->`` an Italian answer and ``<-it``
an English one from Italian sources: the faithful sentences still judged wrongly, by a
phrase of theirs, and why) and maybe ``known_change_limits`` (per answer language: the
changes still missed, by what they change, and why)."""


@cache
def _data(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA_DIR / f"{name}.json").read_text(encoding="utf-8"))
    return data


_MARKER = re.compile(r"\s*\[(\d+)\]")


@cache
def _english(name: str) -> tuple[str, ...]:
    """The English sources' sentences, each citing its source."""
    return tuple(
        s.text.strip().rstrip(".") + f" [{n}]."
        for n, source in enumerate(_data(name)["sources"], 1)
        for s in segment(source)
    )


def _sources_in(name: str, language: str) -> list[str]:
    """The language's answer, split by its citations into one source per number."""
    groups: dict[int, list[str]] = {}
    for sentence in _data(name)["answers"][language]:
        marker = _MARKER.search(sentence)
        assert marker
        groups.setdefault(int(marker[1]), []).append(_MARKER.sub("", sentence))
    return [" ".join(groups.get(n, [])) for n in range(1, len(_data(name)["sources"]) + 1)]


def _sentences(name: str, direction: str) -> list[str]:
    """The answer sentences of one direction."""
    language = direction.strip("<->")
    answers: list[str] = _data(name)["answers"][language]
    return answers if direction.endswith("->") else list(_english(name))


@cache
def _supports(name: str, direction: str) -> tuple[tuple[str, str, str], ...]:
    """(sentence, level, basis) of each sentence of one direction's whole answer."""
    language = direction.strip("<->")
    forward = direction.endswith("->")
    sources = _data(name)["sources"] if forward else _sources_in(name, language)
    answer = " ".join(_sentences(name, direction))
    report = ragcite.check(json.dumps(sources), answer).as_dict()
    return tuple(
        (s["text"], s["support"]["level"], s["support"]["basis"])
        for s in report["sentences"]
        if s.get("support")
    )


def _faithful_cases() -> list[Any]:
    cases = []
    for name in SETS:
        for language in _data(name)["answers"]:
            for direction in (f"{language}->", f"<-{language}"):
                limits = _data(name)["known_limits"].get(direction, {})
                for index, sentence in enumerate(_sentences(name, direction)):
                    reason = next((r for phrase, r in limits.items() if phrase in sentence), None)
                    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
                    case = f"{name}-{direction}{index}"
                    cases.append(pytest.param(name, direction, index, marks=marks, id=case))
    return cases


@pytest.mark.parametrize("name, direction, index", _faithful_cases())
def test_a_faithful_sentence_is_supported(name: str, direction: str, index: int) -> None:
    supports = _supports(name, direction)
    assert len(supports) == len(_sentences(name, direction))
    text, level, basis = supports[index]
    assert basis == "language_neutral", text
    assert level == "supported", text


def _listed(support: dict[str, Any], old: str, new: str) -> bool:
    """Whether the words of ``new`` that ``old`` lacks are listed (a path's changed part:
    access.log; a price's digits), or a number of theirs that ``old`` lacks (768 of a
    changed 768Mi, 2.3.0 of tidewave==2.3.0, 10 of 10th), or a hyphen-joined part of theirs
    that ``old`` lacks (Kyoto of Kyoto-Protokoll, SR of EPIC-SR)."""
    listed = " ".join(map(str, support["missing_names"] + support["numbers_missing"]))
    changed = [w for w in re.split(r"[\s/]+", new) if w not in old.split("/")]
    numbers = set(_NUMBER.findall(new)) - set(_NUMBER.findall(old))
    parts = [
        p
        for w in changed
        for p in w.split("-")
        if len(p) > 1 and p not in re.split(r"[\s/-]+", old)
    ]
    return (
        any(_bare(w) in listed or w.replace(",", ".") in listed for w in changed)
        or any(n in _NUMBER.findall(listed) for n in numbers)
        or any(_word_listed(p, listed) for p in parts)
    )


def _bare(word: str) -> str:
    """A changed word without its signs and possessive (Christie's: Christie)."""
    word = word.strip("€$%()`")
    return word[:-2] if word.endswith(("'s", "’s")) else word


def _word_listed(word: str, listed: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", listed) is not None


_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def _changed_support(
    sources: list[str], sentences: list[str], index: int, old: str, new: str
) -> dict[str, Any]:
    """The support of sentence ``index`` changed from ``old`` to ``new``, in its whole
    answer (as a reader meets it: the other sentences tell the answer's language)."""
    changed = [s.replace(old, new) if i == index else s for i, s in enumerate(sentences)]
    assert changed[index] != sentences[index]
    report = ragcite.check(json.dumps(sources), " ".join(changed)).as_dict()
    supports = [s["support"] for s in report["sentences"] if s.get("support")]
    assert len(supports) == len(sentences)
    support: dict[str, Any] = supports[index]
    return support


def _change_marks(name: str, language: str, old: str) -> list[Any]:
    """A change a set lists as a known limit (``known_change_limits``: per answer
    language, or ``<-it`` for a changed English sentence against Italian sources, the
    changed text and why it is missed), as a strict xfail."""
    reason = _data(name).get("known_change_limits", {}).get(language, {}).get(old)
    return [pytest.mark.xfail(reason=reason, strict=True)] if reason else []


@pytest.mark.parametrize(
    "name, language, index, old, new",
    [
        pytest.param(
            name, lang, *c, id=f"{name}-{lang}-{c[1]}", marks=_change_marks(name, lang, c[1])
        )
        for name in SETS
        for lang, changes in _data(name)["changes"].items()
        for c in changes
    ],
)
def test_a_changed_item_is_listed(name: str, language: str, index: int, old: str, new: str) -> None:
    sentences = _data(name)["answers"][language]
    support = _changed_support(_data(name)["sources"], sentences, index, old, new)
    assert support["level"] != "supported", support["steps"]
    assert _listed(support, old, new), support


@pytest.mark.parametrize(
    "name, language, old, new",
    [
        pytest.param(
            name, lang, *c, id=f"{name}-{lang}-{c[1]}", marks=_change_marks(name, f"<-{lang}", c[0])
        )
        for name in SETS
        for lang in sorted(_data(name)["answers"])
        for c in _data(name)["reverse_changes"]
    ],
)
def test_a_changed_item_in_english_is_listed(name: str, language: str, old: str, new: str) -> None:
    sentences = list(_english(name))
    index = next(i for i, s in enumerate(sentences) if old in s)
    support = _changed_support(_sources_in(name, language), sentences, index, old, new)
    assert support["level"] != "supported", support["steps"]
    assert _listed(support, old, new), support
