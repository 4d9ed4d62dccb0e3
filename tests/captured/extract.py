"""Re-extract the captured bodies from a checkout of the recording repository.

    python tests/captured/extract.py /path/to/pydantic-ai [commit]

Each entry of ``corpus.json`` names the cassette (``source.path``) and which of its
recorded interactions holds the response (``source.interaction``, 0-based). The body is
written as recorded: a JSON body (``parsed_body``) re-serialised with two-space indents, a
stream body (``body.string``) byte for byte. Nothing else is changed. Needs PyYAML (only
this maintenance script does; the tests read the extracted files).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent


def body(repo: str, commit: str, path: str, interaction: int) -> str:
    import yaml  # only for this script

    raw = subprocess.run(
        ["git", "-C", repo, "show", f"{commit}:{path}"], capture_output=True, text=True, check=True
    ).stdout
    response: dict[str, Any] = yaml.safe_load(raw)["interactions"][interaction]["response"]
    if response.get("parsed_body") is not None:
        return json.dumps(response["parsed_body"], ensure_ascii=False, indent=2) + "\n"
    return str(response["body"]["string"])


def main() -> None:
    repo = sys.argv[1]
    corpus = json.loads((HERE / "corpus.json").read_text(encoding="utf-8"))
    for entry in corpus["cases"]:
        src = entry["source"]
        if src.get("kind") != "cassette":
            continue
        commit = sys.argv[2] if len(sys.argv) > 2 else src["commit"]
        text = body(repo, commit, src["path"], src["interaction"])
        (HERE / entry["file"]).write_text(text, encoding="utf-8")
        print(entry["file"], len(text))


if __name__ == "__main__":
    main()
