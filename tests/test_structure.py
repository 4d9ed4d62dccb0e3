"""The core's structure: no import cycle (lazy imports counted), and the format registry's
order is the literal list in ``ragcite.read.formats``."""

from __future__ import annotations

import ast
from pathlib import Path

from ragcite.read import formats
from ragcite.read.providers.base import Paste

PACKAGE = Path(__file__).parent.parent / "pycore" / "ragcite"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, known: set[str]) -> set[str]:
    """Every ragcite module ``path`` imports, at any depth of the file (inside functions
    too): ``from . import x`` names module ``x`` when it is one, else the package."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] == "ragcite"}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "ragcite":
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in known else target)
    # Importing a.b.c runs a/__init__ and a/b/__init__ first, unless they are the
    # importer's own packages (those have already started when the importer runs).
    own = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 2)}
    closed = set()
    for target in found:
        parts = target.split(".")
        closed |= {".".join(parts[:i]) for i in range(1, len(parts) + 1)} - own
        closed.add(target)
    return (closed & known) - {name}


def _graph() -> dict[str, set[str]]:
    paths = sorted(PACKAGE.rglob("*.py"))
    known = {_module_name(p) for p in paths}
    return {_module_name(p): _imports(p, known) for p in paths}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path of module names, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_import_graph_is_read_with_lazy_imports() -> None:
    graph = _graph()
    # ragcite/__init__.py imports the pipeline inside check(): that edge must be seen.
    assert "ragcite.pipeline" in graph["ragcite"]
    assert "ragcite.read.providers.anthropic" in graph["ragcite.read.formats"]
    assert "ragcite.read.sources" in graph["ragcite.read.providers.cohere"]


def test_no_import_cycle_in_the_core() -> None:
    cycle = _cycle(_graph())
    assert cycle is None, " -> ".join(cycle or [])


def test_answer_detection_order() -> None:
    """Provider formats before the general shapes, plain text last: the order
    ``formats.PROVIDERS`` spells out."""
    assert [f.name for f in formats.ANSWER_FORMATS] == [
        "anthropic",
        "azure-on-your-data",
        "bedrock-retrieve-and-generate",
        "bedrock-converse",
        "cohere",
        "gemini",
        "langchain-content-blocks",
        "mistral",
        "openai-responses",
        "perplexity",
        "vertex-check-grounding",
        "json-citations",
        "ollama",
        "openai-chat",
        "llamacpp-completion",
        "text",
    ]


def test_sources_detection_order() -> None:
    """Provider request shapes before the generic JSON reader, plain paragraphs last."""
    assert [f.name for f in formats.SOURCES_FORMATS] == [
        "anthropic-request",
        "bedrock-converse-request",
        "cohere-documents",
        "gemini-chunks",
        "mistral-references",
        "vertex-grounding-request",
        "json",
        "langchain-repr",
        "xml-documents",
        "blocks",
        "dashes",
        "paragraphs",
    ]


def test_order_decides_between_shapes_that_both_match() -> None:
    """A Cohere v1 response is also a JSON answer with a citations list; being listed
    first, the provider reading wins. Plain text accepts everything and comes last."""
    v1 = '{"text": "It is 4.", "citations": [{"start": 0, "end": 7, "document_ids": ["doc_0"]}]}'
    structured = next(f for f in formats.ANSWER_FORMATS if f.name == "json-citations")
    assert structured.read(Paste(v1)) is not None
    assert formats.parse_answer(v1).format == "cohere-v1"
    assert formats.ANSWER_FORMATS[-1].read(Paste("anything")) is not None


def test_every_name_is_unique() -> None:
    for readers in (formats.ANSWER_FORMATS, formats.SOURCES_FORMATS):
        names = [r.name for r in readers]
        assert len(names) == len(set(names)), names


STAGES = (
    ("ragcite.limits", "ragcite.i18n"),
    ("ragcite.model",),
    ("ragcite.options",),
    ("ragcite.read",),
    ("ragcite.text",),
    ("ragcite.verify",),
    ("ragcite.report",),
    ("ragcite.pipeline", "ragcite"),
)
"""The package's layers from the bottom up: what every stage shares (limits, catalogs,
the report model, the options), then the pipeline's stages in order (read the pastes,
take the answer's text apart, verify it, report), then the pipeline that runs them.
Everything else (``api``, ``cli``, ``mcp_server``, ``batch/``, ``spark``, ``dask``) is
a way to run it, on top."""


def _stage(module: str) -> int:
    for rank, names in enumerate(STAGES):
        if any(module == n or (n != "ragcite" and module.startswith(n + ".")) for n in names):
            return rank
    return len(STAGES)


def test_imports_only_go_down_the_stages() -> None:
    upward = [
        f"{a} -> {b}"
        for a, targets in sorted(_graph().items())
        for b in sorted(targets)
        if _stage(b) > _stage(a)
    ]
    assert upward == []


def test_the_folders_are_the_stages() -> None:
    """``ls pycore/ragcite`` reads as the pipeline and the ways to run it."""
    folders = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert folders == {"i18n", "model", "read", "text", "verify", "report", "batch"}
    assert _stage("ragcite.read.providers.cohere") < _stage("ragcite.text.words")
    assert _stage("ragcite.verify.support") < _stage("ragcite.report.view") < _stage("ragcite.api")
