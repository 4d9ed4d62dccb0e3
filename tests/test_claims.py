"""Which sentences are claims (ragcite.text.claims)."""

from __future__ import annotations

import pytest

from ragcite.text.claims import claim_text, classify


@pytest.mark.parametrize(
    ("text", "language", "kind"),
    [
        # courtesy and framing, in every language with a list
        ("Here is what I found.", "en", "courtesy"),
        ("Here's a summary of the sources:", "en", "courtesy"),
        ("Based on the provided sources:", "en", "courtesy"),
        ("I hope this helps!", "en", "courtesy"),
        ("Let me know if you need anything else.", "en", "courtesy"),
        ("Sure!", "en", "courtesy"),
        ("Ecco cosa ho trovato nelle fonti.", "it", "courtesy"),
        ("In base alle fonti fornite:", "it", "courtesy"),
        ("Spero che questo ti sia utile!", "it", "courtesy"),
        ("Berikut adalah informasi yang saya temukan.", "id", "courtesy"),
        ("Semoga membantu!", "id", "courtesy"),
        ("Espero que esto te ayude.", "es", "courtesy"),
        ("Según las fuentes proporcionadas:", "es", "courtesy"),
        ("J'espère que cela vous aide !", "fr", "courtesy"),
        ("Voici ce que j'ai trouvé.", "fr", "courtesy"),
        ("Ich hoffe, das hilft!", "de", "courtesy"),
        ("Espero que isso ajude!", "pt", "courtesy"),
        ("お役に立てれば幸いです。", "ja", "courtesy"),
        ("以下が見つかった情報です。", "ja", "courtesy"),
        # headings, references, code, questions, bullets
        ("## Storage", "en", "heading"),
        ("**Distance operators**", "en", "heading"),
        ("The storage rules are:", "en", "heading"),
        ("Distance Operators", "en", "heading"),
        ("[^1]: pgvector documentation", "en", "reference"),
        ("[2]: https://github.com/pgvector/pgvector", "en", "reference"),
        ("Sources:", "en", "reference"),
        ("Fonti:", "it", "reference"),
        ("```sql", "en", "code"),
        ("Is HNSW faster than IVFFlat?", "en", "question"),
        ("- pgvector", "en", "bullet"),
        ("See below.", "en", "short"),
        ("[1]", "en", "empty"),
        # claims
        ("HNSW usually gives better recall than IVFFlat.", "en", "claim"),
        ("It defaults to 40.", "en", "claim"),
        ("- Each vector takes 1552 bytes", "en", "claim"),
        ("Here is what I found: HNSW defaults to 40.", "en", "claim"),
        ("In summary, HNSW is fast and accurate.", "en", "claim"),
        ("Of course, HNSW builds a multilayer graph.", "en", "claim"),
        ("HNSWのef_searchのデフォルト値は40です。", "ja", "claim"),
        ("Il parametro ef_search imposta la lista dei candidati.", "it", "claim"),
    ],
)
def test_kind(text: str, language: str, kind: str) -> None:
    verdict = classify(text, language, has_marker=False)
    assert verdict.kind == kind, verdict
    assert verdict.is_claim is (kind == "claim")
    assert verdict.why.startswith("a claim" if kind == "claim" else "not a claim")


def test_the_why_text_names_the_rule() -> None:
    assert (
        classify("HNSW usually gives better recall than IVFFlat.", "en", False).why
        == "a claim: 5 content words"
    )
    assert classify("It defaults to 40.", "en", False).why == "a claim: it states a number (40)"
    assert (
        classify("See below.", "en", False).why
        == "not a claim: fewer than 3 content words and no number"
    )
    assert (
        classify("とても速い。", "ja", False).why
        == "not a claim: fewer than 4 content characters and no number"
    )


def test_a_marker_makes_a_claim_unless_clearly_a_heading() -> None:
    assert classify("Fast [1].", "en", True).kind == "claim"
    assert classify("I hope this helps [1].", "en", True).kind == "claim"
    assert classify("## Storage [4]", "en", True).kind == "heading"
    assert classify("**Storage** [4]", "en", True).kind == "heading"
    assert classify("[^1]: the footnote", "en", True).kind == "reference"


def test_markers_are_neither_words_nor_numbers() -> None:
    # "[2]" and "【4】" blanked: two content words and no number is not a claim.
    assert classify("Cosine distance [2]【4】", "en", False).kind == "short"
    assert claim_text("3. Defaults to 40 [2].") == "   Defaults to 40    ."
