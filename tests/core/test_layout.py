"""The tree shows the architecture (docs/architecture.md, "The tree").

Each folder of the package is a room with a docstring that says what it
owns, a small public surface (``__all__``) and modules of one concern; the
roots stay small so a newcomer finds the room before the module.
"""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "goldeneval"
ROOMS = [
    "model",
    "goldenset",
    "verdict",
    "traffic",
    "report",
    "config",
    "job",
    "job/clients",
    "job/run",
    "job/harvest",
    "traffic",
    "store",
    "operator",
    "operator/reconcile",
    "operator/schedule",
    "operator/kube",
    "operator/serve",
    "operator/tools",
    "operator/spec",
    "testing",
    "workbench",
]
# The limits: how many modules a folder's root may hold.
ROOT_LIMITS = {".": 6, "operator": 12, "job": 15}
MAX_LINES = 420


def _modules(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.py"))


@pytest.mark.parametrize(("folder", "limit"), sorted(ROOT_LIMITS.items()))
def test_roots_stay_small(folder: str, limit: int) -> None:
    names = [p.name for p in _modules(PACKAGE / folder)]
    assert len(names) <= limit, names


@pytest.mark.parametrize("room", ROOMS)
def test_every_room_says_what_it_owns_and_exports(room: str) -> None:
    init = PACKAGE / room / "__init__.py"
    tree = ast.parse(init.read_text(encoding="utf-8"))
    doc = ast.get_docstring(tree)
    assert doc is not None
    assert len(doc.split()) >= 20, f"{room}: a docstring of one word says nothing"
    exported = [
        node
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
    ]
    assert exported, f"{room}/__init__.py names no public surface (__all__)"


def test_no_module_is_a_second_package() -> None:
    big = {
        str(p.relative_to(PACKAGE)): n
        for p in PACKAGE.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert big == {}


def test_every_package_folder_is_a_listed_room() -> None:
    folders = {
        str(p.parent.relative_to(PACKAGE))
        for p in PACKAGE.rglob("__init__.py")
        if p.parent != PACKAGE
    }
    assert folders == set(ROOMS)


def _bench_layout() -> ModuleType:
    """``bench/bench_layout.py``, which measures function lengths and compare branches."""
    path = PACKAGE.parents[1] / "bench" / "bench_layout.py"
    spec = importlib.util.spec_from_file_location("bench_layout", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_layout", module)
    spec.loader.exec_module(module)
    return module


# Issue 26: the run's orchestration as short named steps, one pipeline per party.
ORCHESTRATION = {
    "job/run/_run.py": "execute",
    "job/run/_drive.py": "drive",
    "job/run/_pipeline.py": "run_pipeline",
}
ORCHESTRATION_MAX_LINES = 60
ROOM_MAX_LINES = 80
"""No function in the rooms the run goes through (job, verdict, model) is longer."""


@pytest.mark.parametrize(("module", "name"), sorted(ORCHESTRATION.items()))
def test_the_runs_orchestration_reads_as_a_few_named_steps(module: str, name: str) -> None:
    layout = _bench_layout()
    found = layout.named(list(layout.functions()), module, name)
    assert found.lines <= ORCHESTRATION_MAX_LINES, f"{module}::{name}: {found.lines} lines"


def test_compare_mode_is_a_party_not_a_branch_of_execute_and_drive() -> None:
    layout = _bench_layout()
    found = list(layout.functions())
    branches = {
        name: layout.compare_conditionals(layout.named(found, module, name).node)
        for module, name in ORCHESTRATION.items()
        if name != "run_pipeline"
    }
    assert sum(branches.values()) <= 2, branches


def test_no_function_in_the_runs_rooms_is_longer_than_80_lines() -> None:
    layout = _bench_layout()
    long = {
        f"{f.path}::{f.name}": f.lines
        for f in layout.functions()
        if f.path.split("/")[0] in {"job", "verdict", "model"} and f.lines > ROOM_MAX_LINES
    }
    assert long == {}
