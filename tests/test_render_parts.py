"""A large report reaches the page in two parts (issue 14): the first part with the first
items of each list and no source texts, then the rest. Together they must be exactly the
whole report: the page appends the rest's items to the first part's containers, so each
``[data-more]`` container of the whole report must hold the first part's items followed
by the rest's."""

from __future__ import annotations

import json
import re

import pytest

from ragcite import api, check
from ragcite.options import Options
from ragcite.report import render

CONTAINERS = ("answer", "claims", "cites", "vertex", "sources")


def large_input(n_sentences: int = 95) -> tuple[str, str]:
    """Five sources and an answer of ``n_sentences`` cited sentences, some quoting."""
    topics = ["graph index", "vector store", "cosine distance", "query planner", "disk cache"]
    sources = [
        " ".join(
            f"The {topic} keeps {k} pages of entry {j} in memory."
            for j in range(30)
            for k in (j * 3 + i,)
        )
        for i, topic in enumerate(topics)
    ]
    sentences = []
    for j in range(n_sentences):
        i = j % 5
        if j % 4 == 0:
            quote = f"keeps {j % 30 * 3 + i} pages of entry {j % 30}"
            sentences.append(f'It says "{quote}" [{i + 1}].')
        elif j % 7 == 0:
            sentences.append(f"Nothing here is cited, sentence {j}.")
        else:
            sentences.append(f"The {topics[i]} keeps pages of entry {j % 30} in memory [{i + 1}].")
    return json.dumps(sources), " ".join(sentences)


def items(html: str, name: str) -> str:
    """The raw markup inside the ``[data-more=name]`` container (for the source panel:
    only its articles, the items the page moves)."""
    opening = re.search(rf'<(\w+)[^>]*data-more="{name}"[^>]*>', html)
    if opening is None:
        return ""
    tag, depth, at = opening.group(1), 1, opening.end()
    for match in re.finditer(rf"<(/?){tag}\b[^>]*>", html[at:]):
        depth += -1 if match.group(1) else 1
        if depth == 0:
            inner = html[at : at + match.start()]
            break
    else:
        raise AssertionError(f"container {name} is not closed")
    if name == "sources":
        return "".join(re.findall(r"<article\b.*?</article>", inner, re.DOTALL))
    return inner


@pytest.fixture(scope="module")
def report():
    return check(*large_input(), Options())


def test_large_report_is_split_and_the_parts_make_the_whole(report) -> None:
    assert render.is_large(report)
    whole = render.render_html(report)
    first = render.render_html(report, part="first")
    rest = render.render_html(report, part="rest")
    assert len(first) < len(whole) / 2
    for name in CONTAINERS:
        joined = items(first, name) + items(rest, name)
        if name == "sources":
            # The source texts come one at a time, when the page opens a source (issue 29).
            assert joined == ""
            joined = "".join(
                items(render.render_html(report, part="source", source=n), name)
                for n in range(1, len(report.sources) + 1)
            )
        # The answer's blocks are written back to back; the lists' items one a line.
        if name in ("answer", "sources"):
            assert joined == items(whole, name), name
        else:
            assert joined.split() == items(whole, name).split(), name
    # The first part holds the first items and no source texts.
    assert items(first, "sources") == ""
    assert items(first, "claims").count("<li") == render.FIRST_ITEMS
    assert items(whole, "claims").count("<li") == len(report.sentences)
    # Everything outside the containers is the same page in the first part and the whole,
    # whose panel holds every source's text (the first part's says it has them on demand).
    assert without_items(first) == without_items(whole).replace(
        'data-more-items="article"', 'data-more-items="article" data-lazy-sources'
    )


def without_items(html: str) -> str:
    for name in CONTAINERS:
        found = items(html, name)
        if name == "sources":
            for article in re.findall(r"<article\b.*?</article>", found, re.DOTALL):
                html = html.replace(article, "", 1)
        elif found:
            html = html.replace(found, "", 1)
    return " ".join(html.split())


def test_citation_rows_keep_their_numbers_in_the_rest(report) -> None:
    rest = items(render.render_html(report, part="rest"), "cites")
    first_number = re.search(r"<tr [^>]*>\s*<td>(\d+)</td>", rest)
    assert first_number and int(first_number.group(1)) == render.FIRST_ITEMS + 1


def test_the_worker_api_says_more_and_answers_the_rest() -> None:
    sources, answer = large_input()
    request = {"type": "check", "sources": sources, "answer": answer, "ui_language": "it"}
    head, _, first = api.handle_split(json.dumps(request)).partition("\n")
    assert json.loads(head)["more"] is True
    head, _, rest = api.handle_split(json.dumps({"type": "more", "ui_language": "it"})).partition(
        "\n"
    )
    assert json.loads(head)["ok"] is True
    assert 'lang="it"' in rest and items(rest, "sources").count("<article") == 0
    assert items(first, "claims").count("<li") + items(rest, "claims").count("<li") == 95
    # A source's text is asked for when the page opens it; only that source comes.
    request = {"type": "source", "number": 5, "ui_language": "it"}
    head, _, one = api.handle_split(json.dumps(request)).partition("\n")
    assert json.loads(head)["ok"] is True
    assert re.findall(r'data-source-article="(\d+)"', items(one, "sources")) == ["5"]
    assert items(one, "claims").strip() == "" and 'lang="it"' in one
    for bad in (0, 6, "5", None, True):
        request = {"type": "source", "number": bad}
        reply = json.loads(api.handle(json.dumps(request)))
        assert reply["ok"] is False and reply["error"]["where"] == "request", bad


def test_a_small_report_comes_whole_and_has_no_rest() -> None:
    sources, answer = large_input(6)
    request = {"type": "check", "sources": sources, "answer": answer}
    reply = json.loads(api.handle(json.dumps(request)))
    assert "more" not in reply
    assert items(reply["html"], "sources").count("<article") == 5
    assert json.loads(api.handle('{"type": "more"}')) == {"ok": True, "html": ""}
