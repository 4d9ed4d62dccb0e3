"""The message catalogs (``i18n/<lang>.json``): every UI text of the report, in each UI
language, looked up by key. Kept apart from the renderer so the core's stages (support
explanations) can name their texts without importing the presentation."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any

UI_LANGUAGES = ("en", "it", "id", "es", "fr")


@cache
def own_catalog(lang: str) -> dict[str, str]:
    """The messages ``lang``'s own catalog defines (empty for an unknown language)."""
    if lang not in UI_LANGUAGES:
        return {}
    path = resources.files("ragcite").joinpath(f"i18n/{lang}.json")
    return json.loads(path.read_text("utf-8")) if path.is_file() else {}


@cache
def catalog(lang: str) -> dict[str, str]:
    """The message catalog for ``lang``, falling back to English key by key."""
    return {**own_catalog("en"), **own_catalog(lang)}


def translator(lang: str) -> Callable[..., str]:
    messages = catalog(lang)

    def t(key: str, **params: Any) -> str:
        text = messages.get(key, key)
        return text.format(**params) if params else text

    return t


UNIT_KEYS = {
    "code points": "unit.code_points",
    "UTF-16 units": "unit.utf16_units",
    "UTF-8 bytes": "unit.utf8_bytes",
}
"""The catalog name of each unit providers count offsets in (``offsets.UNITS``)."""


def say(lang: str, key: str, params: dict[str, Any]) -> str:
    """Message ``key`` in ``lang`` with ``params``, naming in ``lang`` the parameters that
    are words: ``place`` (where an offset check looked: ``place.<place>`` with ``place_n``,
    ``place_m``) becomes ``where``; ``unit`` and ``other`` (units) are named from
    :data:`UNIT_KEYS`. Other languages also name the input a repair was made in
    (``where``: ``sources`` / ``answer``) and the format of the sources a response carried
    (``format``, replacing its English ``description``); English keeps those as written.

    >>> say("en", "check.step.verified", {"unit": "UTF-8 bytes", "place": "answer"})
    'The offsets (UTF-8 bytes) point at exactly this text in the answer.'
    >>> say("it", "check.step.verified", {"unit": "UTF-8 bytes", "place": "source", "place_n": 2})
    'Gli offset (byte UTF-8) indicano esattamente questo testo (fonte [2]).'
    """
    t, own = translator(lang), own_catalog(lang)
    values = dict(params)
    if "place" in values:
        values["where"] = t(
            f"place.{values['place']}", n=values.get("place_n"), m=values.get("place_m")
        )
    for name in ("unit", "other"):
        if values.get(name) in UNIT_KEYS:
            values[name] = t(UNIT_KEYS[values[name]])
    if lang != "en":
        if f"error.where.{values.get('where')}" in own:
            values["where"] = own[f"error.where.{values['where']}"]
        if f"desc.sources.{values.get('format')}" in own:
            values["description"] = own[f"desc.sources.{values['format']}"]
    return t(key, **values)
