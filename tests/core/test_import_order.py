"""The package reads top-down: no import circle anywhere, and ``job/run`` in one stated order.

A circle means no file of it can be read (or changed) without the others;
an arrow running back up inside a room means a change to its top file
reaches every file below. The import graph comes from grimp (installed with
import-linter) and counts ``TYPE_CHECKING`` imports too: a type named across
a circle still ties its files together.
"""

from __future__ import annotations

import graphlib
from collections.abc import Mapping, Set

import grimp
import pytest
from hypothesis import given
from hypothesis import strategies as st

RUN_ROOM = "goldeneval.job.run"
RUN_ORDER = (
    "_run",
    "_compare",
    "_internal",
    "_drive",
    "_costbook",
    "_judging",
    "_order",
    "_writer",
    "_interrupt",
    "_pipeline",
    "_outcome",
    "_answers",
    "_asked",
    "_party",
    "_progress",
    "_verdicts",
    "_escalate",
    "_judgement",
    "_pipeline_settings",
    "_request",
)
"""``job/run``'s modules from the top (``execute``) down to the records every file is handed;
a module may import only modules listed after it."""

Graph = Mapping[str, Set[str]]


def circles(graph: Graph) -> list[list[str]]:
    """Every import circle in ``graph``: its strongly connected parts of more than one module
    (or a module importing itself), each sorted, found by Tarjan's algorithm without recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.get(target, ())))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1 or node in graph.get(node, ()):
                    found.append(sorted(part))
    return sorted(found)


def upward(graph: Graph, order: tuple[str, ...]) -> list[str]:
    """Imports among ``order``'s modules that point at a module listed above the importer."""
    rank = {name: n for n, name in enumerate(order)}
    return sorted(
        f"{source} -> {target}"
        for source in order
        for target in graph.get(source, ())
        if target in rank and rank[target] <= rank[source]
    )


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    built = grimp.build_graph("goldeneval")
    return {m: set(built.find_modules_directly_imported_by(m)) for m in built.modules}


def test_no_import_circle_anywhere_in_the_package(graph: dict[str, set[str]]) -> None:
    assert circles(graph) == [], "break each circle by moving the shared record below its users"


def test_the_run_room_lists_every_module_once(graph: dict[str, set[str]]) -> None:
    present = sorted(m.rsplit(".", 1)[1] for m in graph if m.startswith(RUN_ROOM + "."))
    assert len(set(RUN_ORDER)) == len(RUN_ORDER)
    assert present == sorted(RUN_ORDER), "place a new job/run module in RUN_ORDER"


def test_no_import_runs_back_up_inside_the_run_room(graph: dict[str, set[str]]) -> None:
    room = {
        source.rsplit(".", 1)[1]: {
            t.rsplit(".", 1)[1] for t in targets if t.startswith(RUN_ROOM + ".")
        }
        for source, targets in graph.items()
        if source.startswith(RUN_ROOM + ".")
    }
    assert upward(room, RUN_ORDER) == [], "move the record imported upward below its users"


# The checks themselves can fail: a small graph with a deliberate circle and an upward arrow.
SYNTHETIC: dict[str, set[str]] = {
    "top": {"middle"},
    "middle": {"bottom", "side"},
    "side": {"top"},  # closes top -> middle -> side -> top
    "bottom": set(),
    "alone": {"alone"},  # imports itself
}


def test_a_deliberate_circle_is_found() -> None:
    assert circles(SYNTHETIC) == [["alone"], ["middle", "side", "top"]]
    del_side = {k: v - {"top"} for k, v in SYNTHETIC.items() if k != "alone"}
    assert circles(del_side) == []


def test_a_deliberate_upward_import_is_found() -> None:
    graph = {"top": {"bottom"}, "bottom": {"top"}}
    assert upward(graph, ("top", "bottom")) == ["bottom -> top"]
    assert upward({"top": {"bottom"}, "bottom": set()}, ("top", "bottom")) == []
    assert upward({"top": {"top"}}, ("top",)) == ["top -> top"]


@given(
    st.dictionaries(
        st.sampled_from("abcdef"), st.sets(st.sampled_from("abcdef"), max_size=3), max_size=6
    )
)
def test_circles_agrees_with_the_standard_librarys_cycle_check(graph: dict[str, set[str]]) -> None:
    try:
        tuple(graphlib.TopologicalSorter(graph).static_order())
        acyclic = True
    except graphlib.CycleError:
        acyclic = False
    found = circles(graph)
    assert (found == []) is acyclic
    for part in found:
        # Every module of a circle reaches every other one.
        assert all(_reaches(graph, a, b) for a in part for b in part)


def _reaches(graph: Graph, source: str, target: str) -> bool:
    seen: set[str] = set()
    todo = list(graph.get(source, ()))
    while todo:
        node = todo.pop()
        if node == target:
            return True
        if node not in seen:
            seen.add(node)
            todo.extend(graph.get(node, ()))
    return False
