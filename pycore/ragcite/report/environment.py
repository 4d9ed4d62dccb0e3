"""What every renderer of the report shares: the Jinja2 environments and the report's
dict and view model, built once per report."""

from __future__ import annotations

from functools import cache
from typing import Any

import jinja2

from ..i18n import UI_LANGUAGES
from ..model import Report
from . import compiled, view

_DICT_ATTRIBUTES = frozenset(dir(dict))


class _Environment(jinja2.Environment):
    """Jinja2's environment with a faster ``x.name`` on the report's plain dicts.

    Jinja2 reads ``x.name`` as ``getattr(x, "name")`` first and ``x["name"]`` only when
    that raises; the report and its view model are dicts, so every ``r.sources`` or
    ``c.result`` raised and caught an AttributeError first: two thirds of the render
    time of a large report (issue 14). A name that is not an attribute of ``dict`` can
    only be found as an item, so it is looked up as one at once: the same result.
    """

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute not in _DICT_ATTRIBUTES:
            try:
                return obj[attribute]
            except KeyError:
                return self.undefined(obj=obj, name=attribute)
        return super().getattr(obj, attribute)


@cache
def environment(source: jinja2.BaseLoader | None = None) -> jinja2.Environment:
    """The HTML environment; its templates from ``source``, else ahead-of-time compiled
    when the build made them (:mod:`.compiled`), else from the package."""
    env = _Environment(
        loader=source or compiled.loader("html", compiled.templates()),
        autoescape=True,  # all report output contains user text
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["pct"] = lambda x: "–" if x is None else f"{round(x * 100)}%"
    return env


def _language(ui_language: str) -> str:
    return ui_language if ui_language in UI_LANGUAGES else "en"


_presented: list[tuple[Report, dict[str, Any], dict[str, Any]]] = []


def presented(report: Report) -> tuple[dict[str, Any], dict[str, Any]]:
    """The report as a dict and its view model, built once per report: the HTML, the
    Markdown, the CSV and the JSON reply of one check share them (they are the costliest
    steps after the check itself on a large input). The last report is kept."""
    if _presented and _presented[0][0] is report:
        return _presented[0][1], _presented[0][2]
    data = report.as_dict()
    built = view.build(data)
    _presented[:] = [(report, data, built)]
    return data, built
