"""A claim as support compares it: its content terms, numbers and dates, and what it cites."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...model import Sentence
from ...text.claims import checked_text
from ...text.numbers import Date, Number, distinct_numbers, find_dates
from ...text.words import (
    CJK,
    Term,
    terms,
)

if TYPE_CHECKING:
    from ..basis import Basis


@dataclass
class _Claim:
    sentence: Sentence
    terms: tuple[Term, ...]
    keys: list[str]
    numbers: list[Number]
    cited: list[int] = field(default_factory=list)
    """0-based indexes of the cited sources."""
    planes: list[int] | None = None
    """Cache of :func:`_planes` for this claim's keys."""
    unknown: list[str] = field(default_factory=list)
    """Labels of the sentence's citations that resolve to no source."""
    framing: tuple[int, int] | None = None
    """Span (in the sentence) of an attribution clause left out: "According to my
    sources," (:func:`ragcite.text.claims.attribution`)."""
    checked: str = ""
    """The sentence as compared: markers and the attribution clause blanked."""
    language: str = "en"
    names: dict[int, bool] = field(default_factory=dict)
    """Term index -> whether it is a name, where the sources' and the answer's own
    capitalisation of the word overrules the claim's (:func:`_case_names`)."""
    dates: list[tuple[Date, int]] = field(default_factory=list)
    """The claim's dates, each with the index (in ``numbers``) of the number a source
    must write next to the month: the day, or the year of a date without day."""
    date_hits: dict[tuple[int, int], bool] = field(default_factory=dict)
    """(date index, source) -> whether that source writes the date (:func:`_date_found`)."""

    basis: Basis | None = None
    """What the claim is judged against (:mod:`ragcite.verify.basis`)."""

    @property
    def total(self) -> int:
        return len(self.keys) + len(self.numbers)


def _claim(sentence: Sentence, language: str, cited: list[int]) -> _Claim:
    text, framing = checked_text(sentence.text)
    found = terms(text, language)
    keys = list(dict.fromkeys(key for term in found for key in term.keys))
    numbers = distinct_numbers(text, language)
    dates = []
    if language not in CJK and numbers:
        for date in find_dates(text, language, (term.form for term in found if term.form)):
            key = str(date.day) if date.day is not None else date.year
            at = next(
                (
                    j
                    for j, n in enumerate(numbers)
                    if n.key == key and n.unit is None and date.start <= n.start < date.end
                ),
                None,
            )
            if at is not None:
                dates.append((date, at))
    return _Claim(
        sentence,
        found,
        keys,
        numbers,
        cited,
        framing=framing,
        checked=text,
        language=language,
        dates=dates,
    )
