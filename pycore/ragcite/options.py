"""Options for one check: a NamedTuple with documented defaults (ftfy's TextFixerConfig habit)."""

from __future__ import annotations

from typing import Any, NamedTuple

from .model import InputError

BOUNDS: dict[str, tuple[float, float, float]] = {
    "threshold": (0.0, 1.0, 0.05),
    "partial_threshold": (0.0, 1.0, 0.05),
    "closest_min": (0.0, 1.0, 0.05),
}
"""(min, max, step) of each numeric option: validated here, and handed to the page."""

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "it": "Italiano",
    "id": "Bahasa Indonesia",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "pt": "Português",
    "ja": "日本語",
    "zh": "中文",
    "ko": "한국어",
}
"""Every language an answer is compared in (``language``), named in its own language."""


class Options(NamedTuple):
    """Everything a caller may set for a check; every field has a safe default. (The
    language a report is shown in is not a check option: the same report renders in any
    UI language, see :func:`ragcite.report.render.render_html`.)

    - ``answer_format``: ``"auto"`` or a name from :data:`ragcite.read.formats.ANSWER_FORMATS`.
    - ``sources_format``: ``"auto"`` or a name from :data:`ragcite.read.formats.SOURCES_FORMATS`.
    - ``threshold``: support score needed for ``supported`` (0–1; the default is chosen
      on WiCE dev so that ``supported`` is right at least 8 times in 10 there, see
      docs/support.md).
    - ``partial_threshold``: score needed for ``partly_supported``; below it a claim is
      ``unsupported`` (capped at ``threshold``).
    - ``language``: ``"auto"`` or an ISO 639-1 code (en, it, id, es, fr, de, pt, ja, zh, ko).
    - ``closest_min``: below this similarity the closest passage is not shown.
    """

    answer_format: str = "auto"
    sources_format: str = "auto"
    threshold: float = 0.7
    partial_threshold: float = 0.3
    language: str = "auto"
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
                low, high, _step = BOUNDS[key]
                if not low <= value <= high:
                    raise InputError("options", f"{key} must be between {low:g} and {high:g}")
            elif not isinstance(value, str):
                raise InputError("options", f"{key} must be a string")
            values[key] = value
        return cls(**values)
