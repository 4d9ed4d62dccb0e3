"""Time zones as texts write them (:func:`zones`): an abbreviation (``CEST``, German
``MESZ``, Indonesian ``WIB``) or a name in words (``ora legale dell'Europa centrale``,
``heure d'été d'Europe centrale``, ``Waktu Indonesia Barat``), each read as its zone and
season from :mod:`ragcite.text.time_zones_data` (CLDR's names, and the English
abbreviations CLDR leaves out).

A translation writes a source's ``07:30 CEST`` as ``alle 7:30 (ora legale dell'Europa
centrale)``: no word, no letter of the abbreviation is left, yet both name one zone.
"""

from __future__ import annotations

import re
from functools import cache

from .time_zones_data import ZONES

GENERIC = "generic"
"""The season of a zone's name that says none (``Central European Time``, ``ora
dell'Europa centrale``): it agrees with either of the zone's."""

Zone = tuple[int, int, str, str]
"""Where a zone is written (start, end), and which it is (zone, season)."""


Seasons = frozenset[tuple[str, str]]


@cache
def _table() -> tuple[dict[str, Seasons], dict[str, tuple[tuple[str, Seasons], ...]]]:
    """Each abbreviation's (zone, season)s, and each name's (:func:`_key`) by its first
    word, longest first. Looked up word by word rather than by one pattern of all the names:
    such a pattern, compiled, takes half a megabyte, which the page's start-up snapshot
    would carry."""
    seasons: dict[str, set[tuple[str, str]]] = {}
    for zone, season, forms in ZONES:
        for form in forms:
            seasons.setdefault(_key(form), set()).add((zone, season))
    for found in seasons.values():
        # A form CLDR gives two seasons (Italian short CET: generic and standard) is the
        # one that says a season.
        if len(found) > 1:
            found -= {(zone, GENERIC) for zone, _ in found}
    shared: dict[Seasons, Seasons] = {}  # one object per set of seasons, not per form
    read = {k: shared.setdefault(frozenset(v), frozenset(v)) for k, v in seasons.items()}
    abbreviations = {k: v for k, v in read.items() if _ABBREVIATION.fullmatch(k)}
    names: dict[str, list[tuple[str, Seasons]]] = {}
    for k, v in read.items():
        if k not in abbreviations:
            names.setdefault(_WORD.findall(k)[0], []).append((k, v))
    return abbreviations, {
        first: tuple(sorted(forms, key=lambda f: -len(f[0]))) for first, forms in names.items()
    }


_ABBREVIATION = re.compile(r"[A-Z]{2,5}")
_WORD = re.compile(r"[^\W\d_]+")
_END = re.compile(r"(?![^\W_])")


def _key(form: str) -> str:
    """A form as the table keys it: its typographic apostrophe straight, in lower case but
    an abbreviation."""
    form = form.replace("’", "'")
    return form if _ABBREVIATION.fullmatch(form) else form.lower()


def zones(text: str) -> tuple[Zone, ...]:
    """The time zones a text writes, where and which.

    >>> [z[2:] for z in zones("alle 7:30 (ora legale dell'Europa centrale) e alle 9 WIB")]
    [('Europe_Central', 'daylight'), ('Indonesia_Western', 'standard')]
    >>> [z[2:] for z in zones("um 7:30 Uhr MESZ, at 07:30 CEST")]
    [('Europe_Central', 'daylight'), ('Europe_Central', 'daylight')]

    Not an abbreviation's letters inside a word, nor one in lower case (``est``):

    >>> zones("CESTA est ouverte")
    ()
    """
    abbreviations, names = _table()
    folded = text.replace("’", "'").lower()
    if len(folded) != len(text):
        folded = "".join(c.lower()[:1] or c for c in text.replace("’", "'"))
    found: list[Zone] = []
    for m in _WORD.finditer(text):
        word = m.group()
        if word in abbreviations:
            found += [(m.start(), m.end(), z, s) for z, s in sorted(abbreviations[word])]
            continue
        for form, seasons in names.get(word.lower(), ()):
            end = m.start() + len(form)
            if folded.startswith(form, m.start()) and _END.match(text, end):
                found += [(m.start(), end, z, s) for z, s in sorted(seasons)]
                break
    return tuple(sorted(found))


def same_zone(a: Zone, b: Zone) -> bool:
    """Whether two zones written are one: the same zone, in the same season or one of them
    in none (:data:`GENERIC`).

    >>> cest, cet = zones("07:30 CEST")[0], zones("06:30 CET")[0]
    >>> generic = zones("ora dell'Europa centrale")[0]
    >>> same_zone(cest, generic), same_zone(cest, cet), same_zone(cest, zones("WEST")[0])
    (True, False, False)
    """
    return a[2] == b[2] and (a[3] == b[3] or GENERIC in (a[3], b[3]))
