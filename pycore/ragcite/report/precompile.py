"""A step of ``build.py`` (buildtools/wheels.py): compile the report templates of both
environments into a folder, for the site's wheel (see :mod:`.compiled`).

    python -m ragcite.report.precompile TARGET
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import compiled
from .environment import environment
from .exports import markdown_environment


def compile_templates(target: Path) -> dict[str, list[str]]:
    """Compile every template into ``target/html`` and ``target/md``; returns the names."""
    source = compiled.templates()
    return {
        "html": compiled.compile_all(environment.__wrapped__(source), "html", ".html.j2", target),
        "md": compiled.compile_all(
            markdown_environment.__wrapped__(source), "md", ".md.j2", target
        ),
    }


if __name__ == "__main__":
    print(compile_templates(Path(sys.argv[1])))
