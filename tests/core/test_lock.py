"""The lock files agree with pyproject.toml (issue 23).

pyproject.toml keeps compatible ranges for people who install goldeneval as a
library; requirements/*.txt pin one version of everything, with hashes, for
the image, the demo and CI. A dependency added to pyproject.toml without
``make lock`` fails here, naming it.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
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


# --- Each lock is complete, and installed as a complete lock (issue 33) -------------

_TARGET = {  # the lock's target: the image's interpreter and platform (Makefile LOCK_FLAGS)
    "python_version": "3.11",
    "python_full_version": "3.11.7",
    "sys_platform": "linux",
    "platform_system": "Linux",
    "platform_machine": "x86_64",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
}


def _requires(name: str) -> list[Requirement]:
    from importlib import metadata

    return [Requirement(r) for r in metadata.requires(name) or []]


def missing_from_lock(
    locked: dict[str, str],
    requires: Callable[[str], list[Requirement]],
    roots: list[str],
) -> list[str]:
    """What a lock's packages ask for on the target that the lock does not pin within range.

    The extras each package is asked for are followed from the roots (pyproject's
    requirements) through the lock, so `httpx[http2]` brings in h2's demand too.
    """
    extras: dict[str, set[str]] = {name: set() for name in locked}
    pending = [Requirement(r) for r in roots]
    problems: set[str] = set()
    seen: set[tuple[str, frozenset[str]]] = set()
    while pending:
        req = pending.pop()
        name = canonicalize_name(req.name)
        if name not in locked:
            continue
        extras[name] |= set(req.extras)
        key = (name, frozenset(extras[name]))
        if key in seen:
            continue
        seen.add(key)
        for dep in requires(name):
            wanted = [{**_TARGET, "extra": e} for e in sorted(extras[name]) or [""]]
            if dep.marker is not None and not any(dep.marker.evaluate(env) for env in wanted):
                continue
            dep_name = canonicalize_name(dep.name)
            version = locked.get(dep_name)
            if version is None:
                problems.add(f"{name} needs {dep} but {dep_name} is not locked")
            elif not dep.specifier.contains(version, prereleases=True):
                problems.add(f"{name} needs {dep} but {dep_name}=={version} is locked")
            else:
                pending.append(dep)
    return sorted(problems)


def _installed_at_locked_version(locked: dict[str, str]) -> None:
    from importlib import metadata

    wrong = {n: metadata.version(n) for n in locked if metadata.version(n) != locked[n]}
    assert not wrong, f"this environment is not the lock's: {wrong}"


@pytest.mark.parametrize(
    ("lock", "roots"),
    [
        ("runtime.txt", PYPROJECT["project"]["dependencies"]),
        (
            "test.txt",
            PYPROJECT["project"]["dependencies"]
            + PYPROJECT["project"]["optional-dependencies"]["dev"],
        ),
        ("sbom.txt", ["cyclonedx-bom"]),
    ],
)
def test_every_locked_package_finds_its_dependencies_in_the_same_lock(
    lock: str, roots: list[str]
) -> None:
    """The locks are installed with --no-deps, so a dependency the lock misses would be missing."""
    locked = pins(lock)
    _installed_at_locked_version(locked)
    assert missing_from_lock(locked, _requires, roots) == []


def test_a_lock_missing_a_dependency_of_an_extra_is_caught() -> None:
    locked = pins("test.txt")
    without_h2 = {k: v for k, v in locked.items() if k != "h2"}
    problems = missing_from_lock(without_h2, _requires, ["httpx[http2]"])
    assert problems and all("h2" in p for p in problems), problems
    # Without the extra nobody needs h2.
    assert missing_from_lock(without_h2, _requires, ["httpx"]) == []


_LOCK_INSTALL = re.compile(r"pip\S*(?: [^&;\n]*?)? install\b([^&;\n]*?)-r\s+\S*requirements/")


def command_lines(text: str) -> list[str]:
    """A Makefile's or Dockerfile's lines, continuations joined and the Makefile's names expanded."""
    text = re.sub(r"\\\n", " ", text)
    text = text.replace("$(LOCKED)", "pip install --quiet --require-hashes --no-deps")
    text = text.replace("$(PIP) check", "pip check")
    return text.replace("$(REQ)", "requirements").splitlines()


def lock_installs(lines: list[str]) -> list[int]:
    """The indexes of the lines that install a lock (`pip install … -r requirements/X.txt`)."""
    return [i for i, line in enumerate(lines) if _LOCK_INSTALL.search(line)]


def test_every_lock_is_installed_without_the_resolver_then_checked() -> None:
    found = 0
    for name in ("Makefile", "Dockerfile"):
        lines = command_lines((REPO / name).read_text())
        for index in lock_installs(lines):
            found += 1
            command = lines[index]
            assert "--require-hashes" in command and "--no-deps" in command, (name, command)
            after = " ".join(lines[index : index + 2])
            assert "pip check" in after, f"{name}: no `pip check` right after {command!r}"
    assert found == 5  # Makefile: runtime, test; Dockerfile: build, runtime, sbom


def test_an_install_through_the_resolver_is_caught() -> None:
    lines = command_lines("RUN pip install --require-hashes -r requirements/build.txt\n")
    (index,) = lock_installs(lines)
    assert "--no-deps" not in lines[index]
