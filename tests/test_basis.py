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


def test_an_anthropic_block_of_two_sentences_cites_both_against_its_cut_excerpt() -> None:
    """The issue's example: one text block, two sentences, one citation whose cited_text
    is the page's navigation, cut with "...". Neither sentence is uncited, and neither is
    unsupported against what was not given."""
    cut = (
        "Mexico City Weather Today WinterCast Local {stormName} Tracker Hourly Daily Radar "
        "MinuteCast® Monthly Air Quality Health & Activities · News · F..."
    )
    block = (
        "High 73F with partly cloudy conditions early followed by scattered thunderstorms. "
        "Winds NNE at 10 to 15 mph, 70% chance of rain."
    )
    answer = {
        "type": "message",
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Here is the forecast. "},
            {
                "type": "text",
                "text": block,
                "citations": [
                    {
                        "type": "web_search_result_location",
                        "url": "https://example.org/mexico-city-weather",
                        "title": "Mexico City Weather",
                        "cited_text": cut,
                        "encrypted_index": "x",
                    }
                ],
            },
        ],
        "stop_reason": "end_turn",
    }
    report = _report("", json.dumps(answer))
    cited = [s for s in report["sentences"] if "73F" in s["text"] or "NNE" in s["text"]]
    assert len(cited) == 2
    for sentence in cited:
        assert sentence["status"] == "not_checkable", sentence["text"]
        assert sentence["support"]["basis"] == "provider_excerpt_cut"
    uncited = [report["sentences"][i]["text"] for i in report["uncited_sentences"]]
    assert not any("73F" in text or "NNE" in text for text in uncited)
