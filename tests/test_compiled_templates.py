"""The report templates compiled ahead of time for the site (ragcite/report/compiled.py):
the same output as compiling on first use, and never used once a template changed."""

from __future__ import annotations

import json
from pathlib import Path

import jinja2
import pytest

import ragcite
from ragcite.report import compiled, precompile, render
from ragcite.report import environment as environment_module
from ragcite.report.environment import environment
from ragcite.report.exports import markdown_environment


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(compiled, "FOLDER", tmp_path)
    names = precompile.compile_templates(tmp_path)
    templates = sorted(p.name for p in (Path(render.__file__).parent / "templates").iterdir())
    assert names == {
        "html": [n for n in templates if n.endswith(".html.j2")],
        "md": [n for n in templates if n.endswith(".md.j2")],
    }
    assert "report.html.j2" in names["html"] and "report.md.j2" in names["md"]
    return tmp_path


def _renders(example: dict[str, str]) -> tuple[str, str]:
    report = ragcite.check(example["sources"], example["answer"])
    environment_module._presented.clear()
    return render.render_html(report, "it"), render.render_markdown(report, "it")


def test_compiled_templates_render_the_same(folder: Path, example: dict[str, str]) -> None:
    fresh = _renders(example)
    environment.cache_clear()
    markdown_environment.cache_clear()
    try:
        loader = render.environment().loader
        assert isinstance(loader, jinja2.ChoiceLoader)
        assert isinstance(loader.loaders[0], jinja2.ModuleLoader)
        template = render.environment().get_template("report.html.j2")
        assert template.filename and template.filename.startswith(str(folder / "html"))
        assert _renders(example) == fresh
    finally:
        environment.cache_clear()
        markdown_environment.cache_clear()


def test_a_stale_or_missing_compilation_is_not_used(folder: Path) -> None:
    source = compiled.templates()
    assert isinstance(compiled.loader("md", source), jinja2.ChoiceLoader)
    manifest = folder / "md" / compiled.MANIFEST
    digests = json.loads(manifest.read_text(encoding="utf-8"))
    manifest.write_text(json.dumps({name: "0" * 64 for name in digests}), encoding="utf-8")
    assert compiled.loader("md", source) is source  # a template changed since
    manifest.unlink()
    assert compiled.loader("md", source) is source
    assert compiled.loader("nowhere", source) is source
