"""Every field of the report model says what it holds: a one-line docstring under each
dataclass field of ``ragcite.model`` (the fields are a contract read by other tools)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

MODEL = Path(__file__).resolve().parents[1] / "pycore" / "ragcite" / "model"


def undocumented(path: Path) -> list[str]:
    """``Class.field`` for every annotated class attribute not followed by a string."""
    missing = []
    for cls in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(cls, ast.ClassDef):
            continue
        for i, node in enumerate(cls.body):
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                after = cls.body[i + 1] if i + 1 < len(cls.body) else None
                if not (
                    isinstance(after, ast.Expr)
                    and isinstance(after.value, ast.Constant)
                    and isinstance(after.value.value, str)
                ):
                    missing.append(f"{cls.name}.{node.target.id}")
    return missing


def test_the_finder_sees_a_field_without_docstring(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('class A:\n    x: int\n    """Doc."""\n    y: int\n')
    assert undocumented(sample) == ["A.y"]


@pytest.mark.parametrize("path", sorted(MODEL.glob("*.py")), ids=lambda p: p.name)
def test_every_model_field_has_a_docstring(path: Path) -> None:
    assert undocumented(path) == []
