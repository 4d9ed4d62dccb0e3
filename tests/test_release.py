"""The habits of a released project: the test and release workflows do what the README and
CHANGELOG.md say, the version is written once, and ``python -m build`` makes a wheel and an
sdist that install into a fresh venv and work there."""

from __future__ import annotations

import importlib.machinery
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path
from typing import Any

import pytest
import yaml

import ragcite

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
OFFLINE_HTML = "ragcite-offline.html"  # buildtools/offline.py, checked below


def workflow(name: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    # YAML 1.1 reads the bare key `on` as the boolean true.
    data["on"] = data.pop(True, data.get("on"))
    return data


def steps(job: dict[str, Any]) -> list[dict[str, Any]]:
    return list(job.get("steps", []))


def runs(job: dict[str, Any]) -> str:
    """Every shell command of a job, one string."""
    return "\n".join(step.get("run", "") for step in steps(job))


def uses(job: dict[str, Any]) -> list[str]:
    """The actions a job's steps use, without their version (``actions/checkout``)."""
    return [step["uses"].split("@")[0] for step in steps(job) if "uses" in step]


def readme_test_command() -> str:
    match = re.search(r"^(python3 build\.py test)\b", (ROOT / "README.md").read_text(), re.M)
    assert match, "the README's set-up section names the test command"
    return match.group(1)


def test_offline_file_name_is_the_one_the_build_writes() -> None:
    text = (ROOT / "buildtools" / "offline.py").read_text(encoding="utf-8")
    assert f'OFFLINE_HTML = "{OFFLINE_HTML}"' in text


def test_the_test_workflow_runs_the_readme_command_on_every_push_and_pull_request() -> None:
    wf = workflow("test.yml")
    assert {"push", "pull_request", "workflow_call"} <= set(wf["on"])
    assert wf["on"]["push"] in (None, {"branches": ["**"]})
    (job,) = wf["jobs"].values()
    assert job["runs-on"] == "ubuntu-latest"
    commands = runs(job)
    assert readme_test_command() in commands.splitlines()
    # What .ci/run installs: Debian's Chromium for the browser tests, Java 17 for Spark.
    assert "debian" in str(job.get("container", "")) or "bookworm" in str(job.get("container"))
    assert re.search(r"apt-get install .*\bchromium\b", commands)
    assert re.search(r"apt-get install .*\bdefault-jre-headless\b", commands)
    assert "actions/setup-node" in uses(job) and "actions/checkout" in uses(job)
    # The test command comes after everything it needs.
    last = steps(job)[-1]
    assert last.get("run", "").strip() == readme_test_command()


def test_the_release_workflow_tests_builds_publishes_and_attaches_the_offline_file() -> None:
    wf = workflow("release.yml")
    assert wf["on"] == {"push": {"tags": ["v*"]}}
    jobs = wf["jobs"]
    assert wf["permissions"] == {"contents": "read"}  # each job asks for more on its own

    # Nothing is published that did not pass the test workflow.
    assert jobs["test"]["uses"] == "./.github/workflows/test.yml"
    assert jobs["build"]["needs"] == "test" and jobs["site"]["needs"] == "test"

    build = runs(jobs["build"])
    assert re.search(r"python -m build\b", build)
    assert "${GITHUB_REF_NAME#v}" in build  # the tag must name the version built

    publish = jobs["publish"]
    assert publish["needs"] == "build"
    assert publish["permissions"] == {"id-token": "write"}  # trusted publishing, no token
    assert publish["environment"]
    assert "pypa/gh-action-pypi-publish" in uses(publish)
    (step,) = [s for s in steps(publish) if "uses" in s and "pypi-publish" in s["uses"]]
    assert "password" not in step.get("with", {})
    packages_dir = step["with"]["packages-dir"]
    (upload,) = [s for s in steps(jobs["build"]) if "upload-artifact" in s.get("uses", "")]
    assert upload["with"]["path"] == packages_dir

    site = jobs["site"]
    assert "python3 build.py" in runs(site).splitlines()
    (offline,) = [s for s in steps(site) if "upload-artifact" in s.get("uses", "")]
    assert offline["with"]["path"] == f"dist/{OFFLINE_HTML}"

    release = jobs["github-release"]
    assert set(release["needs"]) == {"publish", "site"}
    assert release["permissions"] == {"contents": "write"}
    create = runs(release)
    assert "gh release create" in create
    for attached in (OFFLINE_HTML, "*.whl", "*.tar.gz"):
        assert attached in create
    assert "CHANGELOG.md" in create  # the notes are the version's section


def test_the_changelog_follows_keep_a_changelog_and_links_the_schema_changelog() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n")
    assert "keepachangelog.com" in text
    assert "(docs/report-schema.md#changelog)" in text
    assert "\n## Changelog\n" in (ROOT / "docs" / "report-schema.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## \[([^\]]+)\]", text, re.M)
    assert headings and headings[0] == "Unreleased"
    assert all(h == "Unreleased" or re.fullmatch(r"\d+\.\d+\.\d+", h) for h in headings)


def test_the_version_is_written_once() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert "version" in project["project"]["dynamic"]
    dynamic = project["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "ragcite.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", ragcite.__version__)
    # Nothing else that is built or shipped spells it out.
    for path in ("package.json", "build.py", *map(str, (ROOT / "buildtools").glob("*.py"))):
        text = (ROOT / path).read_text(encoding="utf-8")
        assert ragcite.__version__ not in text, path
    assert "version" not in json.loads((ROOT / "package.json").read_text(encoding="utf-8"))


# --- python -m build, then a fresh venv --------------------------------------------------

SOURCES = "The Eiffel Tower is 330 metres tall.\n---\nIt was finished in 1889.\n"
ANSWER = "The tower is 330 metres tall [1]. It was finished in 1889 [2].\n"


def _package_data() -> set[str]:
    """The package's files a wheel must hold: every tracked non-Python file under
    pycore/ragcite that pyproject's package-data names, plus every module."""
    package = ROOT / "pycore" / "ragcite"
    return {
        p.relative_to(package.parent).as_posix()
        for p in package.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    }


def _build_installed() -> bool:
    """Whether the `build` package is importable (not the repo's build.py, which is what
    `import build` finds when the tests run from the repo's root)."""
    path = [p for p in sys.path if Path(p or ".").resolve() != ROOT]
    return importlib.machinery.PathFinder.find_spec("build", path) is not None


@pytest.mark.package
@pytest.mark.skipif(
    not _build_installed(),
    reason="needs the `build` package (in the test extra: pip install -e '.[test]')",
)
def test_wheel_and_sdist_build_install_in_a_fresh_venv_and_check(tmp_path: Path) -> None:
    # Build a copy, as buildtools/wheels.py does: setuptools writes build/ and *.egg-info
    # beside the sources it builds, and the repo must stay clean.
    project = tmp_path / "project"
    project.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, project / name)
    shutil.copytree(
        ROOT / "pycore",
        project / "pycore",
        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"),
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    # Keep only the PYTHONPATH entry that provides `build` itself, if any: the package
    # under test must come from the wheel, never from the repo.
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    env["PYTHONPATH"] = os.pathsep.join(p for p in paths if p and (Path(p) / "build").is_dir())
    out = tmp_path / "packages"
    # The default build makes the sdist, then the wheel from the unpacked sdist: the wheel
    # having every file proves the sdist is complete.
    # cwd: not the repo, whose build.py would shadow the `build` package.
    built = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(project)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=180,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr[-4000:]
    version = ragcite.__version__
    wheel = out / f"ragcite-{version}-py3-none-any.whl"
    sdist = out / f"ragcite-{version}.tar.gz"
    assert wheel.is_file() and sdist.is_file(), sorted(p.name for p in out.iterdir())

    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        metadata = zf.read(f"ragcite-{version}.dist-info/METADATA").decode()
    assert _package_data() <= names, sorted(_package_data() - names)
    assert f"\nVersion: {version}\n" in metadata
    assert "Requires-Dist: jinja2" in metadata and "Requires-Dist: snowballstemmer" in metadata
    with tarfile.open(sdist) as tf:
        members = {m.split("/", 1)[1] for m in tf.getnames() if "/" in m}
    assert {"pyproject.toml", "README.md", "pycore/ragcite/__init__.py"} <= members

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    env.pop("PYTHONPATH")
    # The wheel from the file; its two dependencies from wherever pip is configured to look.
    installed = subprocess.run(
        [str(bindir / "python"), "-m", "pip", "install", "-q", str(wheel)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=180,
    )  # fmt: skip
    assert installed.returncode == 0, installed.stderr[-4000:]

    def ragcite_cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(bindir / "ragcite"), *args],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
        )  # fmt: skip

    assert ragcite_cli("--version").stdout.strip() == f"ragcite {version}"
    where = subprocess.run(
        [str(bindir / "python"), "-c", "import ragcite; print(ragcite.__file__)"],
        capture_output=True, text=True, env=env, cwd=tmp_path, check=True,
    )  # fmt: skip
    assert Path(where.stdout.strip()).is_relative_to(venv)  # the installed copy, not the repo

    (tmp_path / "sources.txt").write_text(SOURCES, encoding="utf-8")
    (tmp_path / "answer.txt").write_text(ANSWER, encoding="utf-8")
    checked = ragcite_cli("check", "sources.txt", "answer.txt", "--json")
    assert checked.returncode == 0, checked.stderr
    report = json.loads(checked.stdout)
    assert report["schema"] == "ragcite.report/2"
    assert [c["result"] for c in report["citations"]] == ["no_quote", "no_quote"]
    assert [s["support"]["level"] for s in report["sentences"]] == ["supported", "supported"]
    # The default output renders the Markdown report: the templates and catalogs shipped.
    markdown = ragcite_cli("check", "sources.txt", "answer.txt")
    assert markdown.returncode == 0, markdown.stderr
    assert "**Answer support: 1.00**" in markdown.stdout and "330 metres" in markdown.stdout
