"""Given names that the languages write each their own way for the same person: saints,
popes and monarchs above all (``Saint James``, ``San Giacomo``, ``Saint-Jacques``,
``Jakobus``; ``Charles III``, ``Carlo III``, ``Carlos III``, ``Karl III.``; ``Elizabeth
II``, ``Elisabetta II``, ``Isabel II``). A translation renders such a name as it renders a
country, and a changed one is another person (``Carlo`` is no ``Enrico``).

Written by hand from the forms each language's encyclopaedias use for saints and
sovereigns, English first, then the other six languages' forms; one form per spelling
without accents (``José`` is ``Jose``). Only names whose forms differ, and not the forms
that are another concept's in the tables (Spanish ``Santiago``, Chile's capital, for
Saint James; ``León``, a city, for Leo; Italian ``Marco``, Portuguese ``março`` without
its accent; ``Gustaf``, a town's other name; ``Nikolaus``, another; and forms of three
letters, ``Luc``). :mod:`ragcite.text.world_names` reads them as
names of no place: a claim's form is held where a source writes any form of the same name.
"""

from __future__ import annotations

_NAMES: tuple[tuple[str, ...], ...] = (
    ("Peter", "Pietro", "Pedro", "Pierre", "Petrus"),
    ("Paul", "Paolo", "Pablo", "Paulus", "Paulo"),
    ("James", "Giacomo", "Jacobo", "Jacques", "Jakobus", "Tiago", "Yakobus"),
    ("John", "Giovanni", "Juan", "Jean", "Johannes", "João", "Yohanes"),
    ("Mark", "Marcos", "Marc", "Markus"),
    ("Matthew", "Matteo", "Mateo", "Matthieu", "Matthäus", "Mateus", "Matius"),
    ("Luke", "Luca", "Lucas", "Lukas"),
    ("Andrew", "Andrea", "Andrés", "André", "Andreas"),
    ("Stephen", "Stefano", "Esteban", "Étienne", "Stephan", "Stefan", "Estêvão", "Stefanus"),
    ("Michael", "Michele", "Miguel", "Michel", "Mikael"),
    ("George", "Giorgio", "Jorge", "Georges", "Georg"),
    ("Francis", "Francesco", "Francisco", "François", "Franziskus", "Fransiskus"),
    ("Anthony", "Antonio", "Antoine", "Antonius"),
    ("Nicholas", "Nicola", "Nicolas", "Nicolau"),
    ("Joseph", "Giuseppe", "José", "Josef", "Yosef"),
    ("Benedict", "Benedetto", "Benedicto", "Benoît", "Benedikt", "Bento", "Benediktus"),
    ("Catherine", "Caterina", "Catalina", "Katharina", "Catarina", "Katarina"),
    ("Mary", "Maria", "Marie"),
    ("Elizabeth", "Elisabetta", "Isabel", "Elisabeth"),
    ("Charles", "Carlo", "Carlos", "Karl", "Carl"),
    ("Frederick", "Federico", "Frédéric", "Friedrich", "Frederico", "Frederik"),
    ("William", "Guglielmo", "Guillermo", "Guillaume", "Wilhelm", "Guilherme"),
    ("Henry", "Enrico", "Enrique", "Henri", "Heinrich", "Henrique"),
    ("Philip", "Filippo", "Felipe", "Philippe", "Philipp", "Filipe"),
    ("Louis", "Luigi", "Luis", "Ludwig"),
    ("Edward", "Edoardo", "Eduardo", "Édouard", "Eduard"),
    ("Margaret", "Margherita", "Margarita", "Marguerite", "Margarete", "Margarida", "Margrethe"),
    ("Gregory", "Gregorio", "Grégoire", "Gregor"),
    ("Sixtus", "Sisto", "Sixto", "Sixte"),
    ("Ambrose", "Ambrogio", "Ambrosio", "Ambroise", "Ambrosius"),
    ("Christopher", "Cristoforo", "Cristóbal", "Christophe", "Christoph", "Cristóvão"),
    ("Alexander", "Alessandro", "Alejandro", "Alexandre"),
    ("Gustav", "Gustavo", "Gustave"),
)
"""Each name's forms in the seven languages."""

GIVEN_NAMES: tuple[tuple[str, ...], ...] = tuple(sorted(_NAMES, key=lambda g: (g[0].casefold(), g)))
"""The names, sorted as every table is."""
