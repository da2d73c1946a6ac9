"""``Store.flaky_items`` and ``Store.item_window``: the one rule of model/_flaky.py over each
item's window (both backends). Flaky in history: a run whose answers disagreed, or two
changes between pass and fail; one change is a regression or a fix."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldeneval.model import FlakyItem, Outcome
from goldeneval.store import Store
from goldeneval.store._flaky import flaky_from_rows, windows_from_rows
from tests.store.helpers import result, start

P, F, E = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED
SPLIT = (Outcome.PASSED, 3, 2)
"""A run in which the item passed by a majority of its answers, one of three failing."""


def _runs(store: Store, outcomes: dict[str, list[object]], **digests: list[str]) -> None:
    """One run per column of ``outcomes``, oldest first (an outcome, or (outcome, answers,
    answers_passed)); ``digests`` per item per run."""
    for n in range(max(len(v) for v in outcomes.values())):
        run = f"r{n}"
        store.begin_run(start(run))
        rows = []
        for item, seq in outcomes.items():
            if n >= len(seq):
                continue
            cell = seq[n]
            outcome, answers, passed = cell if isinstance(cell, tuple) else (cell, 1, None)
            rows.append(
                result(
                    run,
                    item,
                    outcome,
                    contract_digest=digests.get(item, ["c"] * 99)[n],
                    answers=answers,
                    answers_passed=passed,
                )
            )
        store.save_results(rows)


def test_the_rule_lists_split_runs_and_two_changes_worst_first(store: Store) -> None:
    _runs(
        store,
        {
            "steady": [P, P, P, P],
            "broken": [F, F, F, F],
            "regressed": [P, P, F, F],  # one change: a regression, never flaky
            "fixed": [F, F, P, P],  # one change: a fix
            "mostly": [P, F, P, P],  # pass, fail, pass: two changes
            "coin": [F, P, F, P],
            "split": [P, P, SPLIT, P],  # its answers disagreed in one run
            "errors": [P, E, P, E],  # an errored run is not scored: not evidence either way
        },
    )
    assert store.flaky_items("tanya-prod", window=10) == [
        FlakyItem("coin", 2, 4, split_runs=0, changes=3),
        FlakyItem("mostly", 3, 4, split_runs=0, changes=2),
        FlakyItem("split", 4, 4, split_runs=1, changes=0),
    ]
    assert store.flaky_items("tanya-prod", window=10)[0].pass_rate == 0.5


def test_an_item_window_has_its_figures_flaky_or_not(store: Store) -> None:
    _runs(store, {"regressed": [P, P, F, (F, 3, 0)], "mostly": [P, F, P, P]})
    regressed = store.item_window("tanya-prod", 10, "regressed")
    assert regressed == FlakyItem("regressed", 2, 4, split_runs=0, changes=1)
    assert regressed is not None and not regressed.flaky
    mostly = store.item_window("tanya-prod", 10, "mostly")
    assert mostly is not None and mostly.flaky
    # Only the window counts: mostly's last two runs are steady.
    assert store.item_window("tanya-prod", 2, "mostly") == FlakyItem("mostly", 2, 2)
    assert store.item_window("tanya-prod", 10, "nothing-here") is None


def test_only_the_window_of_newest_scored_runs_counts(store: Store) -> None:
    _runs(store, {"healed": [F, P, F, P, P], "recent": [P, P, F, P, F]})
    assert [f.item_id for f in store.flaky_items("tanya-prod", window=3)] == ["recent"]
    assert store.flaky_items("tanya-prod", window=5) == [
        FlakyItem("healed", 3, 5, changes=3),
        FlakyItem("recent", 3, 5, changes=3),
    ]


def test_a_changed_contract_cuts_the_window(store: Store) -> None:
    # The item was rewritten after three runs: its old flakiness is not its flakiness now.
    _runs(store, {"rewritten": [P, F, P, F, F]}, rewritten=["old", "old", "old", "new", "new"])
    assert store.flaky_items("tanya-prod", window=10) == []
    assert store.item_window("tanya-prod", 10, "rewritten") == FlakyItem("rewritten", 0, 2)


def test_history_up_to_a_run_and_other_suites_are_apart(store: Store) -> None:
    _runs(store, {"a": [P, F, P, P, P]})
    store.begin_run(start("x", suite="tanya-staging"))
    store.save_results([result("x", "a", F)])
    first_three = store.get_run("r2")
    assert first_three is not None
    assert store.flaky_items("tanya-prod", window=10, up_to_seq=first_three.seq) == [
        FlakyItem("a", 2, 3, changes=2)
    ]
    first_two = store.get_run("r1")
    assert first_two is not None
    assert store.flaky_items("tanya-prod", window=10, up_to_seq=first_two.seq) == []
    assert store.flaky_items("tanya-staging", window=10) == []
    assert store.flaky_items("nothing-here", window=10) == []


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])  # a loaded 2-core box
@given(
    histories=st.dictionaries(
        st.sampled_from(["a", "b", "c", "d"]),
        st.lists(
            st.tuples(
                st.booleans(), st.sampled_from(["c1", "c2", None]), st.sampled_from([1, 3, 5])
            ),
            max_size=8,
        ),
    ),
    data=st.data(),
)
def test_the_rows_reduce_to_the_flaky_items_worst_first(
    histories: dict[str, list[tuple[bool, str | None, int]]], data: st.DataObject
) -> None:
    """Property: from any rows (each item's newest first), an item is listed exactly when the
    results under its newest contract, up to its last change, hold a split run or change
    direction twice; never when its outcomes change once."""
    rows = []
    for item, seq in histories.items():
        for ok, digest, answers in seq:
            won = answers // 2 + 1  # the majority's size
            passed = data.draw(st.integers(won, answers) if ok else st.integers(0, answers - won))
            rows.append((item, (P if ok else F).value, digest, answers, passed))
    found = flaky_from_rows(rows)
    expected = {}
    for item in histories:
        mine = [r for r in rows if r[0] == item]
        if not mine:
            continue
        same = list(itertools.takewhile(lambda r, d=mine[0][2]: r[2] == d, mine))
        outcomes = [r[1] for r in same]
        changes = sum(1 for x, y in itertools.pairwise(outcomes) if x != y)
        split = sum(1 for r in same if 0 < r[4] < r[3])
        if split or changes >= 2:
            expected[item] = FlakyItem(
                item, outcomes.count(P.value), len(same), split_runs=split, changes=changes
            )
    assert {f.item_id: f for f in found} == expected
    assert all(f.flaky for f in found)
    assert {f.item_id for f in windows_from_rows(rows)} == {r[0] for r in rows}
    keys = [(f.pass_rate, -f.runs, f.item_id) for f in found]
    assert keys == sorted(keys)
