"""Which source a marker went to, where the marker is (issue 27): ``[1]→[2]`` when it
resolved to another source than its number, with the reason in its tooltip; a web page's
URL marker reads as its site, the URL in the tooltip (which the source panel repeats);
and an explanation names each source once."""

from __future__ import annotations

import json
import re

import ragcite
from ragcite import api
from ragcite.report import render


def _html(name: str, lang: str = "en") -> str:
    ex = api.example(name)
    return render.render_html(ragcite.check(ex["sources"], ex["answer"]), lang)


def _buttons(html: str) -> list[tuple[str, str]]:
    """(button text without its icon, tooltip text) of each marker in the answer."""
    found = []
    pattern = (
        r'<button type="button" class="marker [^>]*>(.*?)</button>'
        r'<span class="excerpt"[^>]*>(.*?)</span></span>'
    )
    for button, tip in re.findall(pattern, html):
        text = re.sub(r'<span class="marker-icon"[^>]*>.*?</span>', "", button)
        found.append((re.sub(r"<[^>]+>", "", text), re.sub(r"<[^>]+>", "", tip)))
    return found


def test_a_marker_shows_the_source_it_resolved_to_and_why() -> None:
    buttons = _buttons(_html("mistral"))
    moved = [(text, tip) for text, tip in buttons if "→" in text]
    assert moved, buttons
    for text, tip in moved:
        label, to = re.fullmatch(r"(\[\d+\])→\[(\d+)\]", text).groups()  # type: ignore[union-attr]
        assert label != f"[{to}]"
        assert f"Marker {label} goes to source [{to}]." in tip
    # In Italian too, with the binding's own reason when there is one.
    italian = _buttons(_html("openai-responses", "it"))
    assert any("Abbinata per URL: fonte [3]." in tip for _, tip in italian), italian


def test_a_marker_that_names_its_own_source_has_no_arrow() -> None:
    for text, _ in _buttons(_html("pgvector")):
        assert "→" not in text, text


def test_url_markers_read_as_their_site() -> None:
    buttons = _buttons(_html("openai-responses"))
    site = [(text, tip) for text, tip in buttons if text.startswith("[smiley.example]")]
    assert site, buttons
    for text, tip in site:
        assert "https://" not in text
        assert "is the web page https://smiley.example/shop." in tip
    assert all(len(text) < 30 for text, _ in buttons), buttons


def test_an_explanation_names_each_source_once() -> None:
    """Two markers bound to one source (a number and a URL, say) made the support step
    say "the best passage of [6], [6]"."""
    sources = json.dumps(["The sky is blue because air scatters blue light.", "Grass is green."])
    report = ragcite.check(sources, "The sky is blue because air scatters light [1].")
    step = report.sentences[0].support.steps[0]  # type: ignore[union-attr]
    assert step.code == "coverage"
    step.params["sources"] = "[1], [1]"  # as the support stage wrote it for such markers
    html = render.render_html(report)
    assert "The best passage of [1] holds" in html and "[1], [1]" not in html
    said = render.support_stepper("it")(
        {"code": "coverage", "params": {"coverage": "80%", "units": 5, "sources": "[6], [6], [2]"}}
    )
    assert said.count("[6]") == 1 and "[2]" in said


def test_a_suggested_best_source_opens_at_the_support_stages_passage() -> None:
    """An auto-cited best source is opened at the evidence passage support.py chose, not
    at one the view would find again by itself."""
    sources = json.dumps([
        "Grass is green. Paris is in France.",
        "Rain falls. The sky is blue because air scatters blue light. Snow is white.",
    ])  # fmt: skip
    report = ragcite.check(sources, "The sky is blue because air scatters blue light.")
    data, v = render.presented(report)
    support = data["sentences"][0]["support"]
    assert support["auto_cited"] and support["evidence"]["source"] == 2
    best = [g for g in v["sentences"][0]["suggest"] if g["why"] == "best_source"]
    evidence = support["evidence"]
    assert [(g["hl_start"], g["hl_end"]) for g in best] == [(evidence["start"], evidence["end"])]
    html = render.render_html(report)
    assert 'data-suggest="evidence" data-source="2"' in html
