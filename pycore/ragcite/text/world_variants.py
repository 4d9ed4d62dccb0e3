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
    "Côte d’Ivoire": ("Ivory Coast", "Costa de Marfil", "Elfenbeinküste", "Pantai Gading"),
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
    "Eswatini": ("Swaziland", "Suazilandia", "Swasiland", "Suazilândia"),
    "Palestinian Territories": ("Palestine", "Palestina", "Palästina"),
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
}
"""A territory's English name -> its variant names in the seven languages (CLDR's, but
for North America's adjective)."""

KIN: tuple[tuple[str, str], ...] = (
    ("Northern America", "North America"),
    ("New York City", "New York"),
)
"""Two concepts for one place, which translations use for each other: CLDR's two regions of
that name, 021, the United States and Canada (``Norteamérica``, ``America del Nord``), and
003, with Central America and the Caribbean too (``North America``, ``América del
Norte``); GeoNames' city (``New York City``) and CLDR's (``New York``, ``Nueva York``)."""
