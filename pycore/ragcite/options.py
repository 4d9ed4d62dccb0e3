"""Options for one check: a NamedTuple with documented defaults (ftfy's TextFixerConfig habit)."""

from __future__ import annotations

from typing import Any, NamedTuple

from .model import InputError


class Options(NamedTuple):
    """Everything a caller may set; every field has a safe default.

    - ``answer_format``: ``"auto"`` or a name from :data:`ragcite.formats.ANSWER_FORMATS`.
    - ``sources_format``: ``"auto"`` or a name from :data:`ragcite.sources.FORMATS`.
    - ``threshold``: lexical support needed for ``supported`` (0–1, default 0.6, the
      citation threshold of Vertex AI check grounding); ``weak`` starts at half of it.
    - ``language``: ``"auto"`` or an ISO 639-1 code (en, it, id, es, fr, de, pt, ja, zh, ko).
    - ``ui_language``: language of the rendered report texts (en, it, id, es, fr).
    - ``closest_min``: below this similarity the closest passage is not shown.
    """

    answer_format: str = "auto"
    sources_format: str = "auto"
    threshold: float = 0.6
    language: str = "auto"
    ui_language: str = "en"
    closest_min: float = 0.4

    @classmethod
    def from_mapping(cls, data: dict[str, Any] | None) -> Options:
        """Build options from a JSON object, rejecting unknown keys and bad values."""
        if not data:
            return cls()
        if not isinstance(data, dict):
            raise InputError("options", "expected a JSON object")
        unknown = sorted(set(data) - set(cls._fields))
        if unknown:
            raise InputError("options", f"unknown option {unknown[0]!r}")
        values: dict[str, Any] = {}
        for key, value in data.items():
            default = cls._field_defaults[key]
            if isinstance(default, float):
                try:
                    value = float(value)
                except (TypeError, ValueError):
                    raise InputError("options", f"{key} must be a number") from None
                if not 0.0 <= value <= 1.0:
                    raise InputError("options", f"{key} must be between 0 and 1")
            elif not isinstance(value, str):
                raise InputError("options", f"{key} must be a string")
            values[key] = value
        return cls(**values)
