"""Write pycore/ragcite/text/world_names_data.py, the names the seven languages spell
differently, from Unicode CLDR through babel: ``python buildtools/make_world_names.py``.

babel is needed here only (``pip install babel``), never at run time. The output is sorted
and depends on nothing but babel's CLDR data, so the same babel writes the same file.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "pycore" / "ragcite" / "text" / "world_names_data.py"
STOPWORDS = ROOT / "pycore" / "ragcite" / "text" / "stopwords"

LOCALES = ("en", "it", "es", "fr", "de", "pt", "id")
"""The languages, in the order a concept's forms are listed (English first)."""

SKIPPED_TERRITORIES = frozenset({"001", "QO", "XA", "XB", "ZZ"})
"""Not places: the world (``World``, ``Mondo`` and ``Welt`` are common words), outlying
Oceania, the pseudo-locales' regions and the unknown region."""

SPOKEN = (
    "af am ar az be bg bn bs ca cs cy da de el en es et eu fa fi fil fr ga gl gu ha he hi hr "
    "hu hy id ig is it ja ka kk km kn ko ku la lo lt lv mk ml mn mr ms my ne nl no pa pl ps pt "
    "ro ru si sk sl so sq sr sv sw ta te th tr uk ur uz vi xh yo zh zu"
)
"""The languages whose names are listed: widely spoken or written ones, not all of CLDR's
(its 600 names include many no answer will mention, and some that are common words)."""

CURRENCIES = (
    "AED ARS AUD BDT BGN BRL CAD CHF CLP CNY COP CZK DKK EGP ETB EUR GBP GHS HKD HUF IDR ILS "
    "INR ISK JPY KES KRW KWD KZT LKR MAD MXN MYR NGN NOK NPR NZD PEN PHP PKR PLN QAR RON RUB "
    "SAR SEK SGD THB TRY TWD TZS UAH USD VND ZAR"
)
"""The currencies whose names are listed, by ISO 4217 code: the most traded and those of
the larger economies and of the commodities' exporters (a price or a revenue is written
with the code in one language, the name in another: DKK, corone danesi; LKR, rupie
singalesi)."""

AND = {"en": "and", "it": "e", "es": "y", "fr": "et", "de": "und", "pt": "e", "id": "dan"}
"""What a text writes for a name's ``&`` (``Bosnia & Herzegovina``)."""

MIN_LETTERS = 4
"""Shorter forms (``Mai``, ``Rom``, ``Omã``) are too often something else."""

KINDS = ("TERRITORIES", "CITIES", "LANGUAGES", "WEEKDAYS", "MONTHS", "CURRENCIES")
"""The data module's tuples, in the order of the concept ids; on a tie an earlier kind
keeps a shared form."""

CONTEXTS = ("format", "stand-alone")
"""A weekday or month as in a date and on its own (they differ in case in some languages)."""

Group = dict[str, list[str]]
"""One concept's names: language -> its forms in that language."""


@cache
def _key() -> Callable[[str], str]:
    """The lookup's own key (folded words), so that the table agrees with the reader."""
    if str(ROOT / "pycore") not in sys.path:
        sys.path.insert(0, str(ROOT / "pycore"))
    from ragcite.text.world_names import key

    return key


def variants(name: str, locale: str) -> list[str]:
    """The ways a text writes a CLDR name.

    >>> variants("Myanmar (Burma)", "en")
    ['Myanmar', 'Burma']
    >>> variants("St. Kitts & Nevis", "en")
    ['St. Kitts & Nevis', 'St. Kitts and Nevis', 'Saint Kitts & Nevis', 'Saint Kitts and Nevis']
    >>> variants("Isole Cocos (Keeling)", "it")
    ['Isole Cocos', 'Isole Cocos Keeling']
    """
    # Soft hyphens (German ``Reyk\u00adja\u00advík``) and other format characters out.
    name = "".join(c for c in name if unicodedata.category(c) != "Cf")
    name = " ".join(unicodedata.normalize("NFC", name).split())
    if m := re.fullmatch(r"(\S+) \((\S+)\)", name):
        # One word and another in brackets: two names of the place (Myanmar, Burma).
        names = [m[1], m[2]]
    elif "(" in name:
        # A qualifier: the name without it, and with it (Cocos (Keeling) Islands).
        bare = " ".join(re.sub(r"\([^)]*\)", " ", name).split())
        names = [bare, " ".join(re.sub(r"[()]", " ", name).split())]
    else:
        names = [name]
    if "," in name:
        # The name before a comma is the place's short one (St. Helena, Ascension & ...).
        names.append(name.partition(",")[0])
    if "&" in name:
        names += [n.replace("&", AND[locale]) for n in names]
    if locale == "en" and re.search(r"\bSt\. ", name):
        names += [re.sub(r"\bSt\. ", "Saint ", n) for n in names]
    return list(dict.fromkeys(names))


def _territories(locales: dict[str, Any]) -> list[Group]:
    codes = sorted(set(locales["en"].territories) - SKIPPED_TERRITORIES)
    names = {loc: locales[loc].territories for loc in LOCALES}
    return [{loc: [names[loc][code]] for loc in LOCALES if code in names[loc]} for code in codes]


def _cities(locales: dict[str, Any]) -> list[Group]:
    """The time zones' exemplar cities; where a language has none, CLDR's fallback: the
    zone's last part (``America/Los_Angeles``: ``Los Angeles``)."""
    from babel.core import get_global

    zones = sorted(z for z in get_global("zone_territories") if not z.startswith("Etc/"))
    groups = []
    for zone in zones:
        derived = zone.rsplit("/", 1)[-1].replace("_", " ")
        groups.append(
            {loc: [locales[loc].time_zones.get(zone, {}).get("city") or derived] for loc in LOCALES}
        )
    return groups


def _languages(locales: dict[str, Any], places: list[Group]) -> list[Group]:
    """Each language's name, with its regular inflections as an adjective unless a place
    is so named (Italian ``ucraina`` is Ukraine, Indonesian ``Filipina`` the Philippines)."""
    key = _key()
    taken = {key(form) for group in places for forms in group.values() for form in forms}
    names = {loc: locales[loc].languages for loc in LOCALES}
    return [
        {
            loc: [
                names[loc][code],
                *(f for f in inflected(names[loc][code], loc) if key(f) not in taken),
            ]
            for loc in LOCALES
            if code in names[loc]
        }
        for code in sorted(SPOKEN.split())
    ]


def inflected(name: str, locale: str) -> list[str]:
    """The other forms of a language's name as its people's adjective, where the language
    inflects it by the regular rules (a language's name is its masculine singular).

    >>> inflected("irlandese", "it"), inflected("italiano", "it")
    (['irlandesi'], ['italiana', 'italiani', 'italiane'])
    >>> inflected("irlandés", "es"), inflected("irlandais", "fr")
    (['irlandesa', 'irlandeses', 'irlandesas'], ['irlandaise', 'irlandaises'])
    >>> inflected("italien", "fr")
    ['italienne', 'italiennes']
    >>> inflected("Irisch", "de")
    ['irische', 'irischen', 'irischer', 'irisches']
    >>> inflected("inglês", "pt"), inflected("alemão", "pt"), inflected("Hindi", "de")
    (['inglesa', 'ingleses', 'inglesas'], [], [])
    >>> inflected("Inggris", "id"), inflected("English", "en")
    ([], [])
    """
    if " " in name or "-" in name:
        return []
    if locale == "de":
        # Only the adjectives in -sch inflect so (Irisch, Deutsch; not Hindi, Suaheli).
        return (
            [name.lower() + end for end in ("e", "en", "er", "es")] if name.endswith("sch") else []
        )
    if locale == "it":
        if name.endswith("o"):
            return [name[:-1] + end for end in ("a", "i", "e")]
        return [name[:-1] + "i"] if name.endswith("e") else []
    if locale in ("es", "pt"):
        if name.endswith("o") and not name.endswith("ão"):  # alemão: alemã, irregular
            return [name[:-1] + end for end in ("a", "os", "as")]
        if name.endswith(("és", "ês")):
            stem = name[:-2] + "es"
            return [stem + "a", stem + "es", stem + "as"]
        return []
    if locale == "fr":
        if name.endswith("e"):
            return [name + "s"]
        if name.endswith("ien"):
            return [name + "ne", name + "nes"]
        return [name + "e", name + "es"] if name.endswith(("ais", "ois", "and", "ol")) else []
    return []


def _calendar(locales: dict[str, Any], field: str, count: int) -> list[Group]:
    """Weekdays (0 Monday) or months (1 January), wide, as in a date and on their own."""
    first = 1 if field == "months" else 0
    return [
        {
            loc: [getattr(locales[loc], field)[context]["wide"][i] for context in CONTEXTS]
            for loc in LOCALES
        }
        for i in range(first, first + count)
    ]


LOWER_CURRENCIES = frozenset(("it", "es", "fr", "pt"))
"""Languages that write a currency's name in lower case in running text, though CLDR's
Portuguese labels capitalise it (Coroa dinamarquesa: coroas dinamarquesas)."""


def _currencies() -> list[Group]:
    """Each currency's code (as English writes it) and its name, singular and plural."""
    from babel.numbers import get_currency_name

    def name(code: str, count: int, locale: str) -> str:
        text: str = get_currency_name(code, count=count, locale=locale)
        return text.lower() if locale in LOWER_CURRENCIES else text

    return [
        {
            loc: ([code] if loc == "en" else [])
            + list(dict.fromkeys(name(code, count, loc) for count in (1, 2)))
            for loc in LOCALES
        }
        for code in CURRENCIES.split()
    ]


def stopwords() -> frozenset[str]:
    """The stop words of the seven languages (the package's own lists), folded."""
    key = _key()
    words: set[str] = set()
    for locale in LOCALES:
        text = (STOPWORDS / f"{locale}.txt").read_text(encoding="utf-8")
        words |= {key(w) for w in text.split("\n") if w.strip() and not w.startswith("#")}
    return frozenset(words)


Forms = dict[str, list[tuple[int, str]]]
"""One concept's forms by key: key -> [(language rank, form as written)]."""


def _forms(group: Group, drop: frozenset[str]) -> Forms:
    """A concept's forms by key, without those ``drop`` holds or that are too short."""
    key = _key()
    out: Forms = {}
    for rank, locale in enumerate(LOCALES):
        for name in group.get(locale, []):
            for form in variants(name, locale):
                k = key(form)
                code = re.fullmatch(r"[A-Z]{3}", form) is not None  # ISO 4217: DKK
                if k and k not in drop and (code or sum(c.isalpha() for c in k) >= MIN_LETTERS):
                    out.setdefault(k, []).append((rank, form))
    return out


def _merged(kinds: dict[str, list[Group]], log: list[str]) -> list[tuple[int, Forms]]:
    """(kind rank, forms) of every concept. Concepts whose English names read alike are one
    (the city and the state of Singapore, the island and the zone of Malta)."""
    drop = stopwords()
    at: dict[str, int] = {}
    merged: list[tuple[int, Forms]] = []
    for kind, groups in enumerate(kinds.values()):
        for group in groups:
            forms = _forms(group, drop)
            english = sorted(k for k, users in forms.items() if users[0][0] == 0)
            same = next((at[k] for k in english if k in at), None)
            if same is None:
                at.update(dict.fromkeys(english, len(merged)))
                merged.append((kind, forms))
                continue
            log.append(f"one concept: {english} with {sorted(merged[same][1])}")
            for k, users in forms.items():
                into = merged[same][1].setdefault(k, [])
                into += [u for u in users if u not in into]
    return merged


def _not_places(merged: list[tuple[int, Forms]], log: list[str]) -> None:
    """Drop the languages' forms that another language writes in a place's name.

    Indonesian names a language after its country (bahasa Korea, Bosnia, Arab), and
    ``Korea`` in South Korea, ``Bosnia`` in Bosnia and Herzegovina are more likely the place.
    Its own language's places (Guyane française, Inggris Raya) do not count: ``française``
    and ``Inggris`` stay the language."""
    inside: dict[str, set[int]] = defaultdict(set)
    for kind, forms in merged:
        if KINDS[kind] in ("TERRITORIES", "CITIES"):
            for k, users in forms.items():
                words = k.split()
                for i, j in combinations(range(len(words) + 1), 2):
                    if j - i < len(words):
                        inside[" ".join(words[i:j])] |= {rank for rank, _ in users}
    for kind, forms in merged:
        if KINDS[kind] == "LANGUAGES":
            for k in sorted(forms):
                if inside.get(k, set()) - {rank for rank, _ in forms[k]}:
                    log.append(f"{k!r}: a place's name, not the language {sorted(forms)[0]!r}")
                    del forms[k]


def _owners(merged: list[tuple[int, Forms]], log: list[str]) -> dict[str, int | None]:
    """key -> the concept that keeps it: the one more languages write it for, then the
    earlier kind (Indonesian ``Prancis`` is France and French: France); None, no concept,
    on a tie (``Saint-Martin``, the French and the Dutch part of the island)."""
    sharing: dict[str, list[int]] = defaultdict(list)
    for i, (_, forms) in enumerate(merged):
        for k in forms:
            sharing[k].append(i)
    owner: dict[str, int | None] = {}
    for k, ids in sharing.items():
        ranked = sorted(((len({r for r, _ in merged[i][1][k]}), -merged[i][0]), i) for i in ids)
        tie = len(ranked) > 1 and ranked[-2][0] == ranked[-1][0]
        owner[k] = None if tie else ranked[-1][1]
        if len(ranked) > 1:
            names = [sorted(merged[i][1])[0] for _, i in reversed(ranked)]
            log.append(f"{k!r}: {'no concept' if tie else 'the first'} of {names}")
    return owner


def concepts(kinds: dict[str, list[Group]], log: list[str]) -> dict[str, list[tuple[str, ...]]]:
    """Per kind, the concepts two languages spell differently: their forms, one per key,
    ordered by the first language that writes it (English first), a key kept by one
    concept only. ``log`` gets a line per decision."""
    merged = _merged(kinds, log)
    _not_places(merged, log)
    owner = _owners(merged, log)
    out: dict[str, list[tuple[str, ...]]] = {kind: [] for kind in KINDS}
    for i, (kind, forms) in enumerate(merged):
        kept = sorted(users for k, users in forms.items() if owner[k] == i)
        if len(kept) > 1:
            out[KINDS[kind]].append(tuple(_written(users) for users in kept))
    return {kind: sorted(out[kind], key=lambda g: (g[0].casefold(), g)) for kind in KINDS}


def _written(users: list[tuple[int, str]]) -> str:
    """The one form a key keeps: lower case if a language writes it so (it then matches in
    either case), else the first language's."""
    return min(users, key=lambda u: (not u[1][0].islower(), u))[1]


def collect() -> tuple[str, dict[str, list[Group]]]:
    """(babel's version, CLDR's names per kind)."""
    import babel
    from babel import Locale

    locales = {loc: Locale(loc) for loc in LOCALES}
    territories, cities = _territories(locales), _cities(locales)
    kinds = {
        "TERRITORIES": territories,
        "CITIES": cities,
        "LANGUAGES": _languages(locales, territories + cities),
        "WEEKDAYS": _calendar(locales, "days", 7),
        "MONTHS": _calendar(locales, "months", 12),
        "CURRENCIES": _currencies(),
    }
    return babel.__version__, kinds


def _literal(group: tuple[str, ...]) -> str:
    """A concept as the formatter writes it: on one line if it fits, else one per line."""
    for form in group:
        assert '"' not in form and "\\" not in form and form.isprintable(), form
    line = "    (" + ", ".join(f'"{f}"' for f in group) + "),"
    if len(line) <= 100:
        return line
    return "\n".join(["    (", *(f'        "{f}",' for f in group), "    ),"])


def notice() -> str:
    """CLDR's copyright and permission notice, as babel ships it with the CLDR data: the
    licence asks that it go with every copy of the data."""
    import babel

    return (Path(babel.__file__).parent / "locale-data" / "LICENSE.unicode").read_text("utf-8")


OFFICIAL = frozenset(("official", "de_facto_official"))
"""CLDR's statuses of a language a territory's state uses."""
STEM = 4
"""Letters a language's and a territory's names share at their start in one of the seven
languages when one is the other's people's (Irish, irlandese, Irlanda)."""


def kin(table: dict[str, list[tuple[str, ...]]]) -> list[tuple[str, str]]:
    """(a language's first form, a territory's first form) for each language official in
    a territory whose name starts like the language's in one of the seven languages: the
    adjective of a people and its country (``Irish`` and ``Irlanda``: a Spanish source's
    Comisión de Protección de Datos de Irlanda is the Irish Data Protection Commission).
    Official in a country named otherwise (German in Austria) is no kin."""
    from babel import Locale
    from babel.core import get_global

    key = _key()
    locales = {loc: Locale(loc) for loc in LOCALES}
    concept_of = {
        key(form): group
        for kind in ("TERRITORIES", "LANGUAGES")
        for group in table[kind]
        for form in group
    }
    pairs: set[tuple[str, str]] = set()
    for territory, spoken in sorted(get_global("territory_languages").items()):
        for code, info in sorted(spoken.items()):
            if code not in SPOKEN.split() or info.get("official_status") not in OFFICIAL:
                continue
            names = [
                (locales[loc].languages.get(code), locales[loc].territories.get(territory))
                for loc in LOCALES
            ]
            if not any(a and b and key(a)[:STEM] == key(b)[:STEM] for a, b in names):
                continue
            language = next(
                (concept_of[key(a)] for a, _ in names if a and key(a) in concept_of), None
            )
            place = next((concept_of[key(b)] for _, b in names if b and key(b) in concept_of), None)
            if language and place and language != place:
                pairs.add((language[0], place[0]))
    return sorted(pairs | currency_kin(table, concept_of))


def currency_kin(
    table: dict[str, list[tuple[str, ...]]], concept_of: dict[str, tuple[str, ...]]
) -> set[tuple[str, str]]:
    """(a currency's code, a territory's first form) for each listed currency that is the
    only one of the territory its code starts with: an ISO 4217 code of a national currency
    opens with the country's ISO 3166 code (DKK, Denmark), so a source's ``DKK 1.2 billion``
    is an Indonesian answer's ``1,2 miliar kroner Denmark``. See
    https://www.iso.org/iso-4217-currency-codes.html."""
    from babel import Locale
    from babel.numbers import get_territory_currencies

    key = _key()
    english = Locale("en")
    pairs: set[tuple[str, str]] = set()
    for group in table["CURRENCIES"]:
        code = group[0]
        territory = english.territories.get(code[:2])
        if territory is None or get_territory_currencies(code[:2]) != [code]:
            continue
        place = concept_of.get(key(territory))
        if place is not None:
            pairs.add((code, place[0]))
    return pairs


def render(version: str, table: dict[str, list[tuple[str, ...]]]) -> str:
    """The data module's text."""
    counts = ", ".join(f"{len(table[k])} {k.lower()}" for k in KINDS)
    lines = [
        f"# Generated by buildtools/make_world_names.py from Unicode CLDR via babel {version}.",
        "# The names are CLDR's, licence Unicode-3.0. Do not edit: run the generator again.",
        "#",
        *(f"# {line}".rstrip() for line in notice().strip().splitlines()),
        '"""Names of one thing that English, Italian, Spanish, French, German, Portuguese and',
        "Indonesian spell differently, one tuple of forms per concept, read by",
        ":mod:`ragcite.text.world_names`.",
        "",
        f"{counts}.",
        '"""',
    ]
    for kind in KINDS:
        lines += ["", f"{kind}: tuple[tuple[str, ...], ...] = ("]
        lines += [_literal(group) for group in table[kind]]
        lines += [")"]
    lines += [
        "",
        "# A language and the country of its people, a currency and its country (kin in",
        "# make_world_names.py).",
        "KIN: tuple[tuple[str, str], ...] = (",
    ]
    lines += [_literal(pair) for pair in kin(table)]
    lines += [")"]
    return "\n".join(lines) + "\n"


def main() -> None:
    version, kinds = collect()
    log: list[str] = []
    table = concepts(kinds, log)
    TARGET.write_text(render(version, table), encoding="utf-8")
    print("\n".join(log))
    counts = ", ".join(f"{len(table[k])} {k.lower()}" for k in KINDS)
    print(f"wrote {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size} bytes): {counts}")


if __name__ == "__main__":
    main()
