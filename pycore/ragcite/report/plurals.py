"""Plural forms of the catalogs' counted messages (issue 27: "1 documents").

A counted message has variants beside its key: ``<key>.one`` for the singular and, where
the key's own text hedges ("citation(s)", kept as the core's English notes say it),
``<key>.other`` for the plural. Which one a count takes is the language's rule, from the
CLDR plural rules for cardinals
(https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html),
whole numbers only: English, Italian and Spanish say "one" for 1 only, French for 0 and 1,
Indonesian has no plural form (every count takes ``other``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import catalog, translator

ONE_FOR_ZERO = frozenset({"fr"})
"""Languages whose "one" form also counts 0 ("0 source", "1 source")."""
NO_PLURAL = frozenset({"id"})
"""Languages without a plural form: the noun does not change with the count."""


def category(lang: str, n: int) -> str:
    """The CLDR plural category of the whole number ``n`` in ``lang``: "one" or "other".

    >>> category("en", 1), category("en", 0), category("fr", 0), category("id", 1)
    ('one', 'other', 'one', 'other')
    """
    if lang in NO_PLURAL:
        return "other"
    if n == 1 or (n == 0 and lang in ONE_FOR_ZERO):
        return "one"
    return "other"


def counted_key(lang: str, key: str, n: int, messages: Mapping[str, str] | None = None) -> str:
    """The variant of ``key`` that ``n`` takes in ``lang``: ``key.one`` or ``key.other``
    when the catalog has it, else ``key`` itself.

    >>> counted_key("en", "report.summary.sources", 1)
    'report.summary.sources.one'
    >>> counted_key("en", "report.summary.sources", 2)
    'report.summary.sources'
    >>> counted_key("fr", "note.gemini.grounding", 0), counted_key("en", "note.gemini.grounding", 0)
    ('note.gemini.grounding.one', 'note.gemini.grounding.other')
    """
    found = catalog(lang) if messages is None else messages
    variant = f"{key}.{category(lang, n)}"
    if variant not in found:
        return key
    # The older singulars write the number ("1 source"): they only say a count of 1.
    if n != 1 and "{n}" not in found[variant]:
        return key
    return variant


def counter(lang: str) -> Callable[..., str]:
    """``tn(key, n, **params)``: message ``key`` in ``lang`` in the form the count ``n``
    takes, with ``n`` among its parameters.

    >>> counter("it")("report.summary.sources", 1, description="JSON")
    '1 fonte (JSON).'
    >>> counter("it")("report.summary.sources", 2, description="JSON")
    '2 fonti (JSON).'
    """
    t, messages = translator(lang), catalog(lang)

    def tn(key: str, n: int, **params: Any) -> str:
        return t(counted_key(lang, key, n, messages), n=n, **params)

    return tn
