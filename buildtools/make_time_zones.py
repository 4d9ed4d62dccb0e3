"""Write pycore/ragcite/text/time_zones_data.py, the names of the common time zones in the
seven languages, from Unicode CLDR through babel: ``python buildtools/make_time_zones.py``.

A source writes ``07:30 CEST``, its translation ``alle 7:30 (ora legale dell'Europa
centrale)`` or ``um 7:30 Uhr MESZ``: the same zone, in words or in another abbreviation.
CLDR names each *metazone* (``Europe_Central``) three ways in each language: its generic
name (``Ora dell’Europa centrale``), its standard time's and its summer time's (``Ora
legale dell’Europa centrale``), and in some languages short ones (``CET``, ``CEST``,
``MEZ``, ``MESZ``, ``WIB``). The English abbreviations CLDR leaves out, because they are
ambiguous across the world, are added here by hand (:data:`ABBREVIATIONS`): each is read
as the zone its region's press means by it.

babel is needed here only (``pip install babel``), never at run time. The output is sorted
and depends on nothing but babel's CLDR data and this file, so the same babel writes the
same file.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_world_names import LOCALES, ROOT, notice

TARGET = ROOT / "pycore" / "ragcite" / "text" / "time_zones_data.py"

METAZONES = (
    "America_Central America_Eastern America_Mountain America_Pacific Australia_Eastern China "
    "Europe_Central Europe_Eastern Europe_Western GMT Hong_Kong India Indonesia_Central "
    "Indonesia_Eastern Indonesia_Western Japan Korea Moscow New_Zealand Singapore"
)
"""The zones listed, by CLDR's metazone: those of the larger economies and of the seeds'
users (Indonesia's three), whose times news and reports give. Not every zone: each name
listed stays in the page's start-up snapshot, and the offline copy has a budget."""

SEASONS = ("generic", "standard", "daylight")
"""CLDR's three names of a zone: the zone whatever the season, its standard time, its
summer (daylight saving) time."""

ABBREVIATIONS: dict[tuple[str, str], tuple[str, ...]] = {
    ("America_Central", "generic"): ("CT",),
    ("America_Central", "standard"): ("CST",),
    ("America_Central", "daylight"): ("CDT",),
    ("America_Eastern", "generic"): ("ET",),
    ("America_Eastern", "standard"): ("EST",),
    ("America_Eastern", "daylight"): ("EDT",),
    ("America_Mountain", "generic"): ("MT",),
    ("America_Mountain", "standard"): ("MST",),
    ("America_Mountain", "daylight"): ("MDT",),
    ("America_Pacific", "generic"): ("PT",),
    ("America_Pacific", "standard"): ("PST",),
    ("America_Pacific", "daylight"): ("PDT",),
    ("Australia_Eastern", "generic"): ("AET",),
    ("Australia_Eastern", "standard"): ("AEST",),
    ("Australia_Eastern", "daylight"): ("AEDT",),
    ("Europe_Central", "standard"): ("CET",),
    ("Europe_Central", "daylight"): ("CEST",),
    ("Europe_Eastern", "standard"): ("EET",),
    ("Europe_Eastern", "daylight"): ("EEST",),
    ("Europe_Western", "standard"): ("WET",),
    ("Europe_Western", "daylight"): ("WEST",),
    ("GMT", "standard"): ("GMT",),
    ("Hong_Kong", "standard"): ("HKT",),
    ("India", "standard"): ("IST",),
    ("Indonesia_Central", "standard"): ("WITA",),
    ("Indonesia_Eastern", "standard"): ("WIT",),
    ("Indonesia_Western", "standard"): ("WIB",),
    ("Japan", "standard"): ("JST",),
    ("Korea", "standard"): ("KST",),
    ("Moscow", "standard"): ("MSK",),
    ("New_Zealand", "standard"): ("NZST",),
    ("New_Zealand", "daylight"): ("NZDT",),
    ("Singapore", "standard"): ("SGT",),
}
"""The abbreviations English news writes and CLDR's English leaves out (it lists only the
United States' ``EST`` and ``PST`` and the like, and ``GMT``), by zone and season. ``IST``
is also Ireland's and Israel's, ``CST`` China's: read as the zone named here, a claim's
abbreviation is held only by its own zone's name, so another zone's is listed, never
excused."""

BRITISH_SUMMER = ("Europe/London", "daylight", "BST")
"""British Summer Time, the summer of the GMT zone in the United Kingdom: CLDR names it
for the ``Europe/London`` zone, not for a metazone."""


def collect() -> tuple[str, list[tuple[str, str, tuple[str, ...]]]]:
    """(babel's version, (zone, season, names) for each zone and season)."""
    import babel
    from babel import Locale

    locales = {loc: Locale(loc) for loc in LOCALES}
    out: list[tuple[str, str, tuple[str, ...]]] = []
    for zone in METAZONES.split():
        for season in SEASONS:
            names: list[str] = []
            for loc in LOCALES:
                data = locales[loc].meta_zones.get(zone, {})
                for width in ("long", "short"):
                    name = data.get(width, {}).get(season)
                    if name:
                        names.append(name)
            names.extend(ABBREVIATIONS.get((zone, season), ()))
            if names:
                out.append((zone, season, tuple(dict.fromkeys(names))))
    zone, season, abbreviation = BRITISH_SUMMER
    names = [
        name
        for loc in LOCALES
        if (name := locales[loc].time_zones.get(zone, {}).get("long", {}).get(season))
    ]
    out.append(("British", season, (*dict.fromkeys(names), abbreviation)))
    return babel.__version__, sorted(out)


def render(version: str, table: list[tuple[str, str, tuple[str, ...]]]) -> str:
    lines = [
        f"# Generated by buildtools/make_time_zones.py from Unicode CLDR via babel {version}.",
        "# The names are CLDR's (but the abbreviations the generator adds), licence",
        "# Unicode-3.0. Do not edit: run the generator again.",
        "#",
        *(f"# {line}".rstrip() for line in notice().splitlines()),
        '"""The common time zones\' names in the seven languages, by zone and season',
        '(:mod:`ragcite.text.time_zones`)."""',
        "",
        "ZONES: tuple[tuple[str, str, tuple[str, ...]], ...] = (",
    ]
    for zone, season, names in table:
        for name in names:
            assert '"' not in name and "\\" not in name and name.isprintable(), name
        listed = ", ".join(f'"{n}"' for n in names) + ("," if len(names) == 1 else "")
        one = f'    ("{zone}", "{season}", ({listed})),'
        if len(one) <= 100:
            lines.append(one)
            continue
        lines += [f'    (\n        "{zone}",\n        "{season}",\n        (']
        lines += [f'            "{n}",' for n in names]
        lines += ["        ),", "    ),"]
    lines.append(")")
    return "\n".join(lines) + "\n"


def main() -> None:
    version, table = collect()
    TARGET.write_text(render(version, table), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size} bytes): {len(table)} names")


if __name__ == "__main__":
    main()
