"""The United Kingdom's nations and Great Britain, which CLDR does not name: its territory
names are sovereign states' and regions' (``United Kingdom``, ``Regno Unito``), its
subdivision names are not in its JSON packages, and GeoNames' cities hold no countries.
Yet answers and sources name them all the time, each language its own way (``England``,
``Inghilterra``, ``Angleterre``, ``Inggris``), so a name a translation renders its way is
held, and a changed one listed.

Written by hand, each name as the language writes it, then the people's adjective in its
forms (``British``, ``britannico``, ``britannique``, ``britisch``): the adjectives no ending
makes from the names (:func:`ragcite.text.world_names.people_of`). Read by
:mod:`ragcite.text.world_names` as territories.
"""

from __future__ import annotations

NATIONS: tuple[tuple[str, ...], ...] = (
    (
        "England",
        "Inghilterra",
        "Inglaterra",
        "Angleterre",
    ),
    (
        "Great Britain",
        "Britain",
        "British",
        "Gran Bretagna",
        "britannico",
        "britannica",
        "britannici",
        "britanniche",
        "Gran Bretaña",
        "británico",
        "británica",
        "británicos",
        "británicas",
        "Grande-Bretagne",
        "britannique",
        "britanniques",
        "Großbritannien",
        "britisch",
        "britische",
        "britischen",
        "britischer",
        "britisches",
        "Grã-Bretanha",
        "Britania Raya",
    ),
    (
        "Northern Ireland",
        "Irlanda del Nord",
        "Irlanda del Norte",
        "Irlande du Nord",
        "Nordirland",
        "Irlanda do Norte",
        "Irlandia Utara",
    ),
    (
        "Scotland",
        "Scottish",
        "Scozia",
        "scozzese",
        "scozzesi",
        "Escocia",
        "escocés",
        "escocesa",
        "escoceses",
        "escocesas",
        "Écosse",
        "écossais",
        "écossaise",
        "écossaises",
        "Schottland",
        "schottisch",
        "schottische",
        "schottischen",
        "schottischer",
        "schottisches",
        "Skotlandia",
    ),
    (
        "Wales",
        "Galles",
        "País de Gales",
    ),
)
"""One nation per tuple, its English name first."""

KIN: tuple[tuple[str, str], ...] = (
    ("Great Britain", "United Kingdom"),
    ("England", "English"),
    ("Great Britain", "English"),
    ("Wales", "Welsh"),
    ("Americas", "United States"),
)
"""Names akin to one another (:func:`ragcite.text.world_names.akin`): British is the
United Kingdom's adjective too (``britannica`` for ``UK``), and the English are England's
and Britain's: Indonesian ``Inggris`` names all three, a form of the language's (CLDR's)
that England's leaves out, since a form names one concept; and so the Welsh, whose
language's forms (``gallese``, ``gallois``, ``walisisch``) are their adjective. American
is the United States' adjective in every language (``americano``, ``américain``,
``amerikanisch``), its letters the Americas' (``America``: ``América``)."""
