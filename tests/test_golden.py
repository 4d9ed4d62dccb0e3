"""The golden reports (``tests/golden/``): every example, data-file case, captured
response and bench input gives today the report committed there, byte for byte. A change
meant to alter reports rewrites them (``python tests/golden/make.py``) and the diff is
part of its commit."""

from __future__ import annotations

import difflib
import importlib.util
import json
import sys
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "golden_make", Path(__file__).parent / "golden" / "make.py"
)
assert _spec and _spec.loader
make = importlib.util.module_from_spec(_spec)
sys.modules["golden_make"] = make
_spec.loader.exec_module(make)

GOLDENS = dict(make.goldens())


def _first_difference(want: str, got: str) -> str:
    lines = difflib.unified_diff(want.splitlines(), got.splitlines(), "golden", "now", n=1)
    return "\n".join(list(lines)[:40])


@pytest.mark.parametrize("rel", sorted(GOLDENS))
def test_report_is_unchanged(rel: str) -> None:
    path = make.HERE / rel
    got = GOLDENS[rel]()
    want = path.read_bytes().decode("utf-8") if path.exists() else ""
    assert got == want, f"{rel} changed (python tests/golden/make.py rewrites it):\n" + (
        _first_difference(want, got)
    )


def test_no_stale_golden_file() -> None:
    kept = {str(p.relative_to(make.HERE)) for p in make.HERE.glob("*/*") if p.is_file()}
    assert kept == set(GOLDENS), sorted(kept ^ set(GOLDENS))


@pytest.mark.parametrize("name", sorted(make.DIGESTS))
def test_digest_is_unchanged(name: str) -> None:
    """The reports too large to keep whole (the Vertex-max input, WiCE article dev)."""
    kept = json.loads((make.HERE / "digests.json").read_text(encoding="utf-8"))
    assert make.DIGESTS[name]() == kept[name]
