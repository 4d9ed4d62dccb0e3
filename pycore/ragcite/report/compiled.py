"""The report templates compiled to Python ahead of time, for the web site.

Jinja2 compiles a template to Python source the first time it is used: in the browser
(Pyodide) the report templates took ~200 ms, the largest part of the first report after
Python is ready when no start-up snapshot is restored (the offline file, which has no
room for one, and the hosted page's fallback; issue 29). ``build.py`` compiles them into
the site's wheel (``report/compiled/<environment>/``, with a manifest of the templates'
SHA-256) and its bytecode step compiles that Python too, so a page loads them like any
module. A pip-installed ragcite has no such folder and compiles on first use, as before.

Compiled code depends on the environment's options (autoescape, whitespace control), so
each environment has its own folder; and it is used only while every template's source
still has the hash it was compiled from, so a stale folder can never render an old
template (it is then ignored as a whole).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import jinja2

FOLDER = Path(__file__).parent / "compiled"
MANIFEST = "manifest.json"


def _digest(source: str) -> str:
    return hashlib.sha256(source.encode("utf-8")).hexdigest()


def templates() -> jinja2.BaseLoader:
    """The templates' sources, in the package."""
    return jinja2.PackageLoader("ragcite", "report/templates")


def loader(name: str, source: jinja2.BaseLoader) -> jinja2.BaseLoader:
    """``source``, or the templates compiled for environment ``name`` in front of it when
    they are there and current."""
    folder = FOLDER / name
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return source
    env = jinja2.Environment(loader=source)
    for template, digest in manifest.items():
        try:
            text = source.get_source(env, template)[0]
        except jinja2.TemplateNotFound:
            return source
        if _digest(text) != digest:
            return source
    return jinja2.ChoiceLoader([jinja2.ModuleLoader(str(folder)), source])


def compile_all(env: jinja2.Environment, name: str, suffix: str, target: Path) -> list[str]:
    """Compile ``env``'s templates ending in ``suffix`` into ``target/name`` with their
    manifest; returns their names. Called by ``build.py`` (buildtools/wheels.py)."""
    folder = target / name
    folder.mkdir(parents=True, exist_ok=True)
    names = env.list_templates(filter_func=lambda n: n.endswith(suffix))
    env.compile_templates(str(folder), filter_func=lambda n: n in names, zip=None,
                          ignore_errors=False)  # fmt: skip
    assert env.loader is not None
    manifest = {n: _digest(env.loader.get_source(env, n)[0]) for n in names}
    (folder / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True), "utf-8")
    return names
