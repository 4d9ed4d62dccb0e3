"""What each claim is judged against (issue 26): every sentence inside a provider's cited
span carries the citation; cut excerpts cannot disprove a claim; a claim in another
language than its sources is checked by its language-neutral units only."""

from __future__ import annotations

import json
from typing import Any

import ragcite


def _bedrock(text: str, parts: list[tuple[int, int, str]]) -> str:
    """A Bedrock Knowledge Bases RetrieveAndGenerate response citing ``parts``: (start,
    end, retrieved chunk text)."""
    return json.dumps(
        {
            "output": {"text": text},
            "citations": [
                {
                    "generatedResponsePart": {
                        "textResponsePart": {
                            "text": text[a:b],
                            "span": {"start": a, "end": b - 1},
                        }
                    },
                    "retrievedReferences": [{"content": {"text": chunk}}],
                }
                for a, b, chunk in parts
            ],
        }
    )


def _report(sources: str, answer: str) -> dict[str, Any]:
    return ragcite.check(sources, answer).as_dict()


def test_every_sentence_of_a_bedrock_span_is_cited() -> None:
    text = (
        "HNSW indexes default to m = 16. They use ef_construction = 64. "
        "An S3 vector index holds up to 50 million vectors."
    )
    chunk = "HNSW indexes default to m = 16 and ef_construction = 64."
    s3 = "S3 Vectors stores up to 50 million vectors per index."
    report = _report("", _bedrock(text, [(0, 62, chunk), (63, len(text), s3)]))
    statuses = [s["status"] for s in report["sentences"]]
    assert "uncited" not in statuses, statuses
    assert report["sentences"][1]["citations"] == report["sentences"][0]["citations"]
    assert report["uncited_sentences"] == []


def test_a_span_that_clips_the_next_sentence_does_not_cite_it() -> None:
    text = "HNSW indexes default to m = 16. The Eiffel Tower was completed in 1889."
    report = _report("", _bedrock(text, [(0, 36, "HNSW indexes default to m = 16.")]))
    assert [s["status"] for s in report["sentences"]] == ["supported", "uncited"]
