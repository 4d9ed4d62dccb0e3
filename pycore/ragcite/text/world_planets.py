"""The planets, which CLDR does not name and the languages name their own ways (``Jupiter``,
``Giove``, ``Júpiter``; ``Neptune``, ``Nettuno``, ``Neptun``), so that a translation's name
is held and a changed one listed (``Saturno`` for ``Jupiter``).

Written by hand, each name as the language writes it (the IAU's names in English; the
languages' own in their encyclopaedias), once: the lookup folds accents (``Júpiter``,
``Vénus``). Not ``Earth``, a word as much as a name, which the
word-by-word translation of :mod:`ragcite.text.name_words` holds (``Terra``, ``Bumi``).
``Mars`` is French for March, and CLDR's months keep it; the planet's Romance name
``Marte`` is made akin to that form (:data:`KIN`), so a source's ``Mars`` holds a claim's
``Marte`` and the other way round. Read by :mod:`ragcite.text.world_names`, after the
currencies: no places.
"""

from __future__ import annotations

PLANETS: tuple[tuple[str, ...], ...] = (
    ("Jupiter", "Giove"),  # Júpiter: the same, accents aside
    ("Marte",),  # its other form, Mars, is March's (KIN)
    ("Mercury", "Mercurio", "Mercure", "Merkur", "Merkurius"),
    ("Neptune", "Nettuno", "Neptuno", "Neptun", "Netuno", "Neptunus"),
    ("Pluto", "Plutone", "Pluton", "Plutão"),
    ("Saturn", "Saturno", "Saturne", "Saturnus"),
    ("Uranus", "Urano"),
    ("Venus", "Venere"),
)

KIN: tuple[tuple[str, str], ...] = (("Marte", "mars"),)
"""The planet Mars's Romance name and the form ``mars``, French for March, which CLDR's
months hold and which reads English and German ``Mars`` too (module doc)."""
