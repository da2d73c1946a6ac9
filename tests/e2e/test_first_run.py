"""A first run: the wheel the image is built from carries the example set, and
``goldeneval demo`` runs from it anywhere; bare ``goldeneval`` helps.

"As any user" is shown by what the demo writes: nothing in its working
directory or home, only a temporary directory it removes. (The test cannot
switch users: the interpreter under test may live in a directory only its
owner can enter.)"""

from __future__ import annotations

import fnmatch
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DATA = (
    "goldeneval/data/golden-set.example.yaml",
    "goldeneval/data/demo-answers.yaml",
    # The HTML report's templates: without them `--html` fails in the image.
    *sorted(
        f"goldeneval/report/templates/{p.name}"
        for p in (REPO / "src" / "goldeneval" / "report" / "templates").glob("*.j2")
    ),
)


def builder_copies() -> list[str]:
    """What the Dockerfile's builder stage copies from the build context."""
    text = re.sub(r"\\\n", " ", (REPO / "Dockerfile").read_text())
    stage = text.split("FROM ", 2)[1]  # the first stage: the builder
    sources: list[str] = []
    for line in stage.splitlines():
        words = line.split()
        if words[:1] == ["COPY"] and not any(w.startswith("--from") for w in words):
            sources += words[1:-1]
    return sources


def docker_ignores(path: str) -> bool:
    """Whether .dockerignore keeps ``path`` out of the build context (last match wins)."""
    ignored = False
    for raw in (REPO / ".dockerignore").read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pattern = line.lstrip("!").replace("**", "*")
        if fnmatch.fnmatch(path, pattern):
            ignored = not negate
    return ignored


def test_the_image_build_context_includes_the_example_set() -> None:
    copied = builder_copies()
    assert "src" in copied and "pyproject.toml" in copied
    for name in DATA:
        assert (REPO / "src" / name).is_file()
        assert not docker_ignores(f"src/{name}")
    assert docker_ignores("deploy/examples/goldenrun.yaml")  # the check can fail


def test_the_wheel_ships_the_example_set_and_its_demo_runs_anywhere(tmp_path: Path) -> None:
    context = tmp_path / "context"
    context.mkdir()
    for source in builder_copies():  # exactly what the Dockerfile copies
        src = REPO / source
        if src.is_dir():
            shutil.copytree(src, context / source, ignore=shutil.ignore_patterns("*.egg-info"))
        else:
            shutil.copy(src, context / source)
    wheels = tmp_path / "wheels"
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "--wheel-dir",
            str(wheels),
            str(context),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = wheels.glob("goldeneval-*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for name in DATA:
            assert name in names
        archive.extractall(site)
    for p in site.rglob("*"):
        p.chmod(0o755 if p.is_dir() else 0o644)

    work = tmp_path / "work"
    work.mkdir()
    work.chmod(0o555)  # read-only, as the image's working directory is for its user
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "XDG_STATE_HOME"}
    env.update(
        PYTHONPATH=str(site),  # the wheel's goldeneval, ahead of the editable install
        HOME=str(tmp_path / "no-home"),
        TMPDIR=str(scratch),
        PYTHONDONTWRITEBYTECODE="1",
    )
    run = subprocess.run(
        [sys.executable, "-m", "goldeneval", "demo"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert f"goldeneval lint {site}/goldeneval/data/golden-set.example.yaml" in run.stdout
    assert run.stdout.rstrip().splitlines()[-1].startswith("GATE ")
    assert list(work.iterdir()) == []
    assert not (tmp_path / "no-home").exists()
    assert list(scratch.iterdir()) == []  # its temporary store is removed


def test_bare_goldeneval_prints_help_and_exits_2() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "goldeneval"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert run.returncode == 2
    assert run.stdout.startswith("usage: goldeneval")
    assert "exit codes" in run.stdout and "demo" in run.stdout
    assert "Traceback" not in run.stderr
    assert "no command given" in run.stderr
