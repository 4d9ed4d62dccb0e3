"""``ragcite mcp``: a Model Context Protocol server over stdio, so agents can check citations.

Tools:

- ``check_citations(sources, answer, answer_format?, sources_format?, threshold?,
  language?)``: the check of ``ragcite check``. The result's text is a short summary (what
  was read, the support score, every problem found); its ``structuredContent`` is the JSON
  report (``ragcite.report/1``, docs/report-schema.md). Unreadable input is a tool error
  (``isError``) whose text is the located message and whose structured content is
  ``{"error": {...}}``.
- ``list_formats()``: the answer and sources formats ragcite reads, ``{name: description}``.

Built on the official MCP Python SDK (``pip install 'ragcite[mcp]'``, mcp 2); the core
does not need it, so it is imported only when the server starts. Nothing leaves the
machine: the server reads requests on stdin and writes replies on stdout.
"""

# No ``from __future__ import annotations``: the SDK reads the tools' signatures
# (``Annotated[..., Field(...)]``, evaluated when build_server defines them) to build their
# input schemas, and the SDK's names exist only inside build_server.
import argparse
import json
import sys
from typing import Annotated, Any

from . import __version__, check
from .model import InputError, Report
from .options import Options
from .read.formats import answer_formats, sources_formats
from .report.render import summary_line

INSTRUCTIONS = (
    "ragcite checks the citations of a RAG answer against the numbered sources the model "
    "was given: cited sources exist, quoted text is really in the cited source, claims "
    "without citation, unused sources, truncation, and a lexical support score per claim. "
    "It never judges whether the answer is true."
)
MISSING = (
    "ragcite: the MCP server needs the MCP Python SDK (version 2 or later): "
    "pip install 'ragcite[mcp]'"
)


def _as_text(value: Any) -> str:
    """A tool argument as pasted text: agents may send the sources as a JSON array."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def summary_text(report: Report) -> str:
    """What an agent reads first: the summary line, the support score and every problem.

    >>> print(summary_text(check('["The sky is blue."]', "The sky is blue [1].")))
    1 source (JSON array of strings). Answer read as plain text.
    Answer support: 1.00 (share of checked claims that are supported, threshold 0.7).
    No problems found: every citation and claim checks out.
    ragcite checks citations mechanically; it cannot tell whether the answer is true.
    """
    data = report.as_dict()
    lines = [summary_line(data, "en")]
    support = (
        "none (no claim to check)"
        if report.answer_support is None
        else (f"{report.answer_support:.2f}")
    )
    lines.append(
        f"Answer support: {support} (share of checked claims that are supported, "
        f"threshold {report.threshold:g})."
    )
    problems = report.problems()
    if problems:
        lines.append(f"{len(problems)} problem(s):")
        lines += [f"- {p}" for p in problems]
        failing = [c for c in report.citations if c.result in ("not_in_source", "no_such_source")]
        lines += [f"  citation [{c.source}]: {c.explanation}" for c in failing if c.explanation]
    else:
        lines.append("No problems found: every citation and claim checks out.")
    lines.append(
        "ragcite checks citations mechanically; it cannot tell whether the answer is true."
    )
    return "\n".join(lines)


def check_citations(
    sources: Any,
    answer: Any,
    answer_format: str = "auto",
    sources_format: str = "auto",
    threshold: float = Options().threshold,
    language: str = "auto",
) -> tuple[str, dict[str, Any], bool]:
    """The tool's work without the SDK: (text, structured content, is_error)."""
    try:
        options = Options.from_mapping(
            {
                "answer_format": answer_format,
                "sources_format": sources_format,
                "threshold": threshold,
                "language": language,
            }
        )
        report = check(_as_text(sources), _as_text(answer), options)
    except InputError as err:
        return f"ragcite: {err}", {"error": err.as_dict()}, True
    return summary_text(report), report.as_dict(), False


def formats() -> dict[str, dict[str, str]]:
    return {
        "answer_formats": {"auto": "detected from the paste", **answer_formats()},
        "sources_formats": {"auto": "detected from the paste", **sources_formats()},
    }


def build_server() -> Any:
    """The MCP server with its two tools (raises ImportError without the SDK)."""
    from mcp.server.mcpserver import MCPServer
    from mcp.types import CallToolResult, TextContent
    from pydantic import Field

    server: Any = MCPServer(
        name="ragcite", version=__version__, instructions=INSTRUCTIONS, log_level="WARNING"
    )

    def result(text: str, data: dict[str, Any], error: bool = False) -> CallToolResult:
        return CallToolResult(
            content=[TextContent(type="text", text=text)], structured_content=data, is_error=error
        )

    @server.tool(
        name="check_citations",
        description="Check a RAG answer's citations against the numbered sources it was given: "
        "cited sources exist, quotes are really in the cited source, uncited claims, unused "
        "sources, truncation, lexical support per claim (0-1). Returns a summary as text and "
        "the JSON report (schema ragcite.report/1) as structured content. It does not judge "
        "whether the answer is true.",
    )
    def check_tool(
        sources: Annotated[
            str | list[Any] | dict[str, Any],
            Field(
                description="The sources as sent to the model: a JSON array of strings or "
                "objects, plain text separated by --- lines, [1]-style blocks, ..."
            ),
        ],
        answer: Annotated[
            str | dict[str, Any] | list[Any],
            Field(
                description="The model's answer: text with [n] markers, or a raw provider "
                "response (Ollama, OpenAI-compatible, Anthropic, Cohere, Gemini, ...)"
            ),
        ],
        answer_format: Annotated[
            str, Field(description="'auto' or a name from list_formats")
        ] = "auto",
        sources_format: Annotated[
            str, Field(description="'auto' or a name from list_formats")
        ] = "auto",
        threshold: Annotated[
            float, Field(ge=0, le=1, description="lexical support needed for 'supported'")
        ] = Options().threshold,
        language: Annotated[
            str, Field(description="the answer's language: 'auto' or an ISO 639-1 code")
        ] = "auto",
    ) -> CallToolResult:
        text, data, error = check_citations(
            sources, answer, answer_format, sources_format, threshold, language
        )
        return result(text, data, error)

    @server.tool(
        name="list_formats",
        description="The answer and sources formats check_citations reads, as "
        "{name: description}; 'auto' detects them.",
    )
    def list_formats_tool() -> CallToolResult:
        data = formats()
        lines = ["Answer formats:"]
        lines += [f"- {k}: {v}" for k, v in data["answer_formats"].items()]
        lines += ["Sources formats:"]
        lines += [f"- {k}: {v}" for k, v in data["sources_formats"].items()]
        return result("\n".join(lines), data)

    return server


def add_parser(sub: Any) -> None:
    """Register ``mcp`` on the ``ragcite`` subcommands."""
    sub.add_parser(
        "mcp",
        help="run a Model Context Protocol server on stdio (needs: pip install 'ragcite[mcp]')",
        description="Serve the check_citations and list_formats tools over MCP on "
        "stdin/stdout, for agents such as Claude Desktop. Needs the mcp extra.",
    )


def main(args: argparse.Namespace | None = None) -> int:
    try:
        server = build_server()
    except ImportError:
        print(MISSING, file=sys.stderr)
        return 2
    server.run("stdio")
    return 0
