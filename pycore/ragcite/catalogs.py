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
