"""JSON for people: the indented report, fast enough for a 20,000-sentence answer."""

from __future__ import annotations

import json
from typing import Any

PRETTY_LIMIT = 1_000_000
"""Characters of compact JSON up to which :func:`dumps_pretty` indents every level."""


def dumps_pretty(value: Any, *, allow_nan: bool = True) -> str:
    """JSON for people: indented by two spaces; beyond ``PRETTY_LIMIT`` characters, each
    item of the top-level object's lists (a sentence, a citation) on one line.

    ``json.dumps(indent=2)`` runs the pure-Python encoder (the C one only writes compact
    JSON), which took seconds for the report of a 20,000-sentence answer; the per-item
    layout uses the C encoder for every item and is still one line per thing to diff.

    >>> print(dumps_pretty({"a": [1, {"b": 2}]}))
    {
      "a": [
        1,
        {
          "b": 2
        }
      ]
    }
    >>> print(_dumps_items({"a": [1, {"b": 2}], "c": []}, allow_nan=True))
    {
      "a": [
        1,
        {"b": 2}
      ],
      "c": []
    }
    """
    compact = json.dumps(value, ensure_ascii=False, allow_nan=allow_nan)
    if len(compact) <= PRETTY_LIMIT:
        return json.dumps(value, indent=2, ensure_ascii=False, allow_nan=allow_nan)
    return _dumps_items(value, allow_nan=allow_nan)


def _dumps_items(value: Any, *, allow_nan: bool) -> str:
    def one(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False, allow_nan=allow_nan, separators=(", ", ": "))

    def block(v: Any, indent: str) -> str:
        if isinstance(v, list) and v:
            items = ",\n".join(indent + "  " + one(item) for item in v)
            return "[\n" + items + "\n" + indent + "]"
        return one(v)

    if not isinstance(value, dict):
        if isinstance(value, list):  # several reports (the CLI with several answers)
            return (
                "[\n"
                + ",\n".join(
                    "  " + _dumps_items(v, allow_nan=allow_nan).replace("\n", "\n  ") for v in value
                )
                + "\n]"
            )
        return one(value)
    lines = [f"  {one(key)}: {block(v, '  ')}" for key, v in value.items()]
    return "{\n" + ",\n".join(lines) + "\n}" if lines else "{}"
