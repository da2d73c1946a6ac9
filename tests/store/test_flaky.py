"""``Store.flaky_items``: items that both passed and failed over their window (both backends)."""

from __future__ import annotations

from goldeneval.model import Outcome
from goldeneval.store import FlakyItem, Store
from tests.store.helpers import result, start

P, F, E = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED


def _runs(store: Store, outcomes: dict[str, list[Outcome]], **digests: list[str]) -> None:
    """One run per column of ``outcomes``, oldest first; ``digests`` per item per run."""
    for n in range(max(len(v) for v in outcomes.values())):
        run = f"r{n}"
        store.begin_run(start(run))
        store.save_results(
            [
                result(run, item, seq[n], contract_digest=digests.get(item, ["c"] * 99)[n])
                for item, seq in outcomes.items()
                if n < len(seq)
            ]
        )


def test_an_item_that_passed_and_failed_is_listed_worst_first(store: Store) -> None:
    _runs(
        store,
        {
            "steady": [P, P, P, P],
            "broken": [F, F, F, F],
            "mostly": [P, F, P, P],
            "coin": [F, P, F, P],
            "errors": [P, E, P, E],  # an errored run is not scored: not evidence either way
        },
    )
    assert store.flaky_items("tanya-prod", window=10) == [
        FlakyItem("coin", 2, 4),
        FlakyItem("mostly", 3, 4),
    ]
    assert store.flaky_items("tanya-prod", window=10)[0].pass_rate == 0.5


def test_only_the_window_of_newest_scored_runs_counts(store: Store) -> None:
    _runs(store, {"healed": [F, P, P, P], "recent": [P, P, P, F]})
    assert [f.item_id for f in store.flaky_items("tanya-prod", window=3)] == ["recent"]
    assert store.flaky_items("tanya-prod", window=4) == [
        FlakyItem("healed", 3, 4),
        FlakyItem("recent", 3, 4),
    ]


def test_a_changed_contract_cuts_the_window(store: Store) -> None:
    # The item was rewritten after two runs: its old failures are not its flakiness.
    _runs(store, {"rewritten": [F, F, P, P]}, rewritten=["old", "old", "new", "new"])
    assert store.flaky_items("tanya-prod", window=10) == []


def test_history_up_to_a_run_and_other_suites_are_apart(store: Store) -> None:
    _runs(store, {"a": [P, F, P, P]})
    store.begin_run(start("x", suite="tanya-staging"))
    store.save_results([result("x", "a", F)])
    first_two = store.get_run("r1")
    assert first_two is not None
    assert store.flaky_items("tanya-prod", window=10, up_to_seq=first_two.seq) == [
        FlakyItem("a", 1, 2)
    ]
    assert store.flaky_items("tanya-staging", window=10) == []
    assert store.flaky_items("nothing-here", window=10) == []
