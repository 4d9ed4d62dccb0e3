"""``ragcite mcp``: a client speaking JSON-RPC over stdio initializes, lists the tools and
calls check_citations on the worked example (issue 15), with the report as structuredContent."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


class Client:
    """The smallest MCP client: newline-delimited JSON-RPC 2.0 on the server's stdio."""

    def __init__(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT / "pycore")}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ragcite.cli", "mcp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            env=env,
        )
        self.next_id = 0

    def notify(self, method: str, params: dict[str, Any] | None = None) -> None:
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self._send(message)

    def request(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        self.next_id += 1
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            message["params"] = params
        self._send(message)
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            assert line, f"server closed stdout; stderr: {self._stderr()}"
            reply = json.loads(line)
            if reply.get("id") == self.next_id:  # skip server notifications (logs)
                return reply

    def _send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def _stderr(self) -> str:
        self.proc.kill()
        return self.proc.stderr.read() if self.proc.stderr else ""

    def close(self) -> int:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        return self.proc.wait(timeout=30)


@pytest.fixture
def client() -> Any:
    pytest.importorskip("mcp.server.mcpserver", reason="the mcp extra (pip install 'ragcite[mcp]')")
    c = Client()
    reply = c.request(
        "initialize",
        {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "ragcite-test", "version": "1"},
        },
    )
    assert reply["result"]["serverInfo"]["name"] == "ragcite"
    assert "tools" in reply["result"]["capabilities"]
    c.notify("notifications/initialized")
    yield c
    assert c.close() == 0


def test_initialize_list_and_call(
    client: Client, example: dict[str, str], report_schema: dict[str, Any]
) -> None:
    import jsonschema

    import ragcite

    tools = {t["name"]: t for t in client.request("tools/list")["result"]["tools"]}
    assert set(tools) == {"check_citations", "list_formats"}
    schema = tools["check_citations"]["inputSchema"]
    assert schema["required"] == ["sources", "answer"]
    assert {"answer_format", "sources_format", "threshold", "language"} <= set(schema["properties"])

    reply = client.request(
        "tools/call",
        {
            "name": "check_citations",
            "arguments": {"sources": example["sources"], "answer": example["answer"]},
        },
    )["result"]
    assert reply["isError"] is False
    report = reply["structuredContent"]
    jsonschema.validate(report, report_schema)
    assert report == ragcite.check(example["sources"], example["answer"]).as_dict()
    text = reply["content"][0]["text"]
    assert text.startswith("4 sources (JSON array of strings).")
    assert "Answer support: 0.25" in text and "citation 2: not_in_source" in text


def test_options_json_values_and_errors(client: Client) -> None:
    reply = client.request(
        "tools/call",
        {
            "name": "check_citations",
            "arguments": {
                "sources": ["The sky is blue.", "Grass is green."],
                "answer": {
                    "model": "m",
                    "message": {"role": "assistant", "content": "The sky is blue [1]."},
                    "done": True,
                },
                "threshold": 0.9,
                "language": "en",
            },
        },
    )["result"]
    report = reply["structuredContent"]
    assert report["answer"]["format"] == "ollama-chat" and report["threshold"] == 0.9
    assert report["unused_sources"] == [2]

    bad = client.request(
        "tools/call", {"name": "check_citations", "arguments": {"sources": '["x"', "answer": "a"}}
    )["result"]
    assert bad["isError"] is True
    assert (
        bad["content"][0]["text"]
        == "ragcite: sources: JSON error at line 1, column 5: Expecting ',' delimiter"
    )
    assert bad["structuredContent"]["error"]["where"] == "sources"

    formats = client.request("tools/call", {"name": "list_formats", "arguments": {}})["result"]
    data = formats["structuredContent"]
    assert {"auto", "ollama", "text"} <= set(data["answer_formats"])
    assert {"auto", "json", "blocks"} <= set(data["sources_formats"])


def test_clear_message_without_the_sdk() -> None:
    code = (
        "import sys; sys.modules['mcp'] = None\n"  # as if the extra were not installed
        "from ragcite.cli import main; sys.exit(main(['mcp']))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(ROOT / "pycore")},
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip() == (
        "ragcite: the MCP server needs the MCP Python SDK (version 2 or later): "
        "pip install 'ragcite[mcp]'"
    )
