"""Holidays that the languages name each their own way (``New Year``, ``Capodanno``,
``Año Nuevo``, ``Nouvel An``, ``Tahun Baru``; ``Good Friday``, ``Venerdì santo``). A
translation renders a holiday's name in a title as it renders a country (``the Vienna
Philharmonic's New Year's Concert``: ``il Concerto di Capodanno``), and a changed one is
another day.

Written by hand from the names each language's calendars use, English first, then the
other six languages' forms; one form per spelling without accents. Not the forms that are
another concept's in the tables (``Natal``, a Brazilian city; ``Toussaint``, a surname as
often), nor Christmas and Easter, whose ``Christmas``, ``Navidad``, ``Easter`` and
``Pascua`` are CLDR's Christmas and Easter Islands. :mod:`ragcite.text.world_names` reads
them as names of no place: a claim's form is held where a source writes any form of the
same holiday.
"""

from __future__ import annotations

_HOLIDAYS: tuple[tuple[str, ...], ...] = (
    ("Christmas Eve", "vigilia di Natale", "Nochebuena", "veille de Noël", "Heiligabend"),
    ("New Year", "Capodanno", "Año Nuevo", "Nouvel An", "Neujahr", "Ano-Novo", "Tahun Baru"),
    ("New Year's Eve", "San Silvestro", "Nochevieja", "Saint-Sylvestre", "Silvester"),
    ("Lunar New Year", "Capodanno lunare", "Año Nuevo lunar", "Nouvel An lunaire", "Imlek"),
    ("Good Friday", "Venerdì santo", "Viernes Santo", "Vendredi saint", "Karfreitag"),
    ("All Saints' Day", "Ognissanti", "Todos los Santos", "Allerheiligen"),
    ("Epiphany", "Epifania", "Épiphanie", "Dreikönigstag"),
    ("Thanksgiving", "Ringraziamento", "Acción de Gracias", "Action de grâce", "Ação de Graças"),
    ("Ramadan", "Ramadã", "Ramadhan"),
)
"""Each holiday's forms in the seven languages."""

HOLIDAYS: tuple[tuple[str, ...], ...] = tuple(sorted(_HOLIDAYS, key=lambda g: (g[0].casefold(), g)))
"""The holidays, sorted as every table is."""
