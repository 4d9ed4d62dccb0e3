"""ragcite: check that a RAG answer really cites the sources it was given.

>>> report = check('["The sky is blue."]', "The sky is blue [1].")
>>> report.citations[0].result, report.sentences[0].support.level
('no_quote', 'supported')
"""

from __future__ import annotations

from typing import Any

from .model import InputError, Report
from .options import Options

__version__ = "0.1.0"
__all__ = ["InputError", "Options", "Report", "__version__", "check"]


def check(sources: str, answer: str, options: Options | dict[str, Any] | None = None) -> Report:
    """Check ``answer`` against ``sources`` (both as pasted) and return the report.

    Raises :class:`InputError` — and nothing else — when an input cannot be read.
    """
    from . import pipeline

    if not isinstance(options, Options):
        options = Options.from_mapping(options)
    return pipeline.check(sources, answer, options)
