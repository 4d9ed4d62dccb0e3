"""A claim's time zone held by a source that writes the same zone its own way
(:func:`zoned`): ``CEST`` for ``ora legale dell'Europa centrale``, ``MEZ`` for ``CET``
(:mod:`ragcite.text.time_zones`)."""

from __future__ import annotations

from .units import Unit


def zoned(units: list[Unit], claim: str, texts: list[str], hits: list[bool]) -> None:
    """Mark as held (in ``hits``) the claim's units inside a time zone it writes (its
    abbreviation, or the names and words of its name) where a text writes that zone, in
    words or abbreviated, in the same season or without one. Another zone, or the other
    season, holds nothing: a changed zone is still listed.

    >>> from ragcite.verify.neutral import units
    >>> claim = "Ha annunciato alle 7:30 (ora legale dell'Europa centrale) il 30 aprile."
    >>> us = units(claim, "it")
    >>> hits = [u.kind != "name" for u in us]
    >>> zoned(us, claim, ["It announced at 07:30 CEST on 30 April."], hits)
    >>> hits
    [True, True, True]
    >>> claim = "It announced at 07:30 CEST on 30 April."
    >>> us = units(claim, "en")
    >>> hits = [u.kind != "name" for u in us]
    >>> zoned(us, claim, ["Ha annunciato alle 7:30 (ora legale dell'Europa orientale)."], hits)
    >>> [u.surface for u, hit in zip(us, hits) if not hit]
    ['CEST']
    """
    # Imported here: the zones' names are a table a check without a time never needs.
    from ...text.time_zones import same_zone, zones

    mine = zones(claim)
    if not mine:
        return
    theirs = [zone for text in texts for zone in zones(text)]
    for zone in mine:
        start, end = zone[:2]
        if any(same_zone(zone, other) for other in theirs):
            for i, unit in enumerate(units):
                if start <= unit.start and unit.end <= end:
                    hits[i] = True
