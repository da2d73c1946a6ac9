"""The tree shows the architecture (docs/architecture.md, "The tree").

Each folder of the package is a room with a docstring that says what it
owns, a small public surface (``__all__``) and modules of one concern; the
roots stay small so a newcomer finds the room before the module.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "goldeneval"
ROOMS = [
    "model",
    "goldenset",
    "verdict",
    "report",
    "config",
    "job",
    "job/clients",
    "job/run",
    "store",
    "operator",
    "operator/reconcile",
    "operator/schedule",
    "operator/kube",
    "operator/serve",
    "operator/tools",
    "operator/spec",
    "testing",
]
# The limits: how many modules a folder's root may hold.
ROOT_LIMITS = {".": 6, "operator": 12, "job": 14}
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
