"""Parse answer: the pasted answer -> :class:`ragcite.model.Answer`.

One module per provider format; each registers itself with ``base.register``. Import
order is detection order: the most specific shapes first, plain text last.
"""

from __future__ import annotations

from ..model import Answer, InputError

# Provider-citation formats (anthropic, cohere, gemini, mistral, openai_responses,
# perplexity, vertex) register with before="json-citations", so they are detected ahead of
# every general shape whatever the import order: Cohere v1's {text, citations} would
# otherwise read as a JSON answer, and Mistral / Perplexity as plain chat completions.
from . import (  # noqa: F401  (imported for their register() side effect, in order)
    anthropic,
    cohere,
    gemini,
    mistral,
    ollama,
    openai_chat,
    openai_responses,
    perplexity,
    structured,
    text,
    vertex,
)
from .base import REGISTRY, Paste


def formats() -> dict[str, str]:
    """Every answer format: machine name -> label, in detection order."""
    return {f.name: f.label for f in REGISTRY}


def parse_answer(raw: str, answer_format: str = "auto") -> Answer:
    """Read the pasted answer as ``answer_format`` (or detect it)."""
    paste = Paste(raw)
    if answer_format != "auto":
        for fmt in REGISTRY:
            if fmt.name == answer_format:
                return fmt.parse(paste)
        raise InputError("options", f"unknown answer format {answer_format!r}")
    for fmt in REGISTRY:
        if fmt.sniff(paste):
            return fmt.parse(paste)
    raise AssertionError("the text format accepts every paste")  # pragma: no cover
