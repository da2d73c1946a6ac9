"""The lock files agree with pyproject.toml (issue 23).

pyproject.toml keeps compatible ranges for people who install goldeneval as a
library; requirements/*.txt pin one version of everything, with hashes, for
the image, the demo and CI. A dependency added to pyproject.toml without
``make lock`` fails here, naming it.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())
LOCKS = REPO / "requirements"
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?==([^\s;\\]+)")


def pins(name: str) -> dict[str, str]:
    """Package -> pinned version of one lock file; every pin must carry a hash."""
    text = (LOCKS / name).read_text()
    out: dict[str, str] = {}
    for block in re.split(r"\n(?=[A-Za-z0-9])", text):
        m = _PIN.match(block.strip())
        if m is None:
            continue
        assert "--hash=sha256:" in block, f"{name}: {m.group(1)} has no hash"
        out[canonicalize_name(m.group(1))] = m.group(3)
    assert out, f"{name} pins nothing"
    return out


def _unpinned(declared: list[str], lock: str) -> list[str]:
    locked = pins(lock)
    problems = []
    for spec in declared:
        req = Requirement(spec)
        version = locked.get(canonicalize_name(req.name))
        if version is None:
            problems.append(f"{req.name} is not in {lock}")
        elif not req.specifier.contains(version, prereleases=True):
            problems.append(f"{req.name}=={version} in {lock} is outside {req.specifier}")
    return problems


@pytest.mark.parametrize(
    ("declared", "lock"),
    [
        (PYPROJECT["project"]["dependencies"], "runtime.txt"),
        (PYPROJECT["build-system"]["requires"], "build.txt"),
        (PYPROJECT["project"]["dependencies"], "test.txt"),
        (PYPROJECT["project"]["optional-dependencies"]["dev"], "test.txt"),
    ],
)
def test_every_declared_dependency_is_pinned_within_its_range(
    declared: list[str], lock: str
) -> None:
    assert _unpinned(declared, lock) == [], "run `make lock` after changing pyproject.toml"


def test_the_tests_run_the_versions_the_image_ships() -> None:
    runtime, test, build = pins("runtime.txt"), pins("test.txt"), pins("build.txt")
    assert {k: test.get(k) for k in runtime} == runtime
    assert {k: test.get(k, v) for k, v in build.items()} == build


def test_the_sbom_generator_is_the_tested_one() -> None:
    assert pins("sbom.txt")["cyclonedx-bom"] == pins("test.txt")["cyclonedx-bom"]


def test_a_dependency_missing_from_the_lock_is_caught() -> None:
    assert _unpinned(["no-such-package>=1"], "runtime.txt") == [
        "no-such-package is not in runtime.txt"
    ]
    (aiohttp,) = [d for d in PYPROJECT["project"]["dependencies"] if d.startswith("aiohttp")]
    locked = pins("runtime.txt")["aiohttp"]
    assert _unpinned([f"aiohttp>{locked}"], "runtime.txt") == [
        f"aiohttp=={locked} in runtime.txt is outside >{locked}"
    ]
    assert aiohttp
