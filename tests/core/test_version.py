"""One version (issue 23): pyproject.toml's, followed by the chart, the image and the CLI."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import yaml

import goldeneval
from goldeneval._version import version_line
from goldeneval.operator.spec import DEFAULT_IMAGE

REPO = Path(__file__).resolve().parents[2]
CHART_DIR = REPO / "charts" / "goldeneval"
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]


def test_the_package_reports_pyprojects_version() -> None:
    assert goldeneval.__version__ == VERSION


def test_the_chart_app_version_and_default_image_tag_follow_it() -> None:
    chart = yaml.safe_load((CHART_DIR / "Chart.yaml").read_text())
    assert chart["appVersion"] == VERSION
    values = yaml.safe_load((CHART_DIR / "values.yaml").read_text())
    assert values["image"]["tag"] in ("", VERSION)  # empty: the chart's appVersion


def test_the_dockerfile_and_the_operator_default_image_follow_it() -> None:
    (arg,) = re.findall(r"^ARG VERSION=(\S+)$", (REPO / "Dockerfile").read_text(), re.MULTILINE)
    assert arg == VERSION
    assert DEFAULT_IMAGE.rsplit(":", 1)[1] == VERSION


def test_every_image_reference_in_docs_and_recipes_names_it() -> None:
    stale = []
    deploy = [*REPO.glob("deploy/**/*.yaml"), *REPO.glob("deploy/**/*.yml")]
    for path in [*REPO.glob("docs/*.md"), *deploy, REPO / "README.md"]:
        for tag in re.findall(r"goldeneval:(\d+\.\d+\.\d+\S*)", path.read_text()):
            if tag.rstrip("\"',") != VERSION:
                stale.append(f"{path.relative_to(REPO)}: {tag}")
    assert stale == []


def test_version_prints_the_version_and_the_git_revision() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "goldeneval", "--version"],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr
    head = subprocess.run(
        ["git", "-C", str(REPO), "rev-parse", "--short=12", "HEAD"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert proc.stdout == f"goldeneval {VERSION} (git {head})\n"


def test_a_revision_baked_into_the_image_wins(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("GOLDENEVAL_REVISION", "abc123")
    assert version_line() == f"goldeneval {VERSION} (git abc123)"
