"""A run's cost kept with its results (migration 0013): each invocation's rows, summed per run."""

from __future__ import annotations

from goldeneval.model import Cost, RunCost
from goldeneval.store import open_store, summed

from .helpers import start


def _cost(prompt: int | None, completion: int | None, calls: int, asked: int) -> Cost:
    return Cost(prompt, completion, calls, 0.25 * calls, asked)


def test_invocations_keep_their_running_cost_and_sum_to_the_runs(store_dsn: str) -> None:
    s = open_store(store_dsn)
    try:
        s.begin_run(start("r1"))
        assert s.run_costs("r1") == [] and summed(s.run_costs("r1")) is None  # unknown, not 0
        first = RunCost(_cost(100, 10, 1, 2), {"public": _cost(100, 10, 1, 2)})
        s.save_cost("r1", "inv-a", "", first, 110)
        # Rewritten as it goes: the latest figures replace the earlier ones (idempotent).
        later = RunCost(
            _cost(300, 30, 3, 5),
            {"public": _cost(200, 20, 2, 3), "internal": _cost(100, 10, 1, 2)},
        )
        s.save_cost("r1", "inv-a", "", later, 120)
        s.save_cost("r1", "inv-a", "", later, 120)
        # A second invocation (a resume) that asked nobody still says so.
        s.save_cost("r1", "inv-b", "", RunCost(), 0)
        rows = s.run_costs("r1")
        assert sorted((r.invocation, r.surface) for r in rows) == [
            ("inv-a", "internal"),
            ("inv-a", "public"),
            ("inv-b", "public"),
        ]
        assert max(r.largest_call for r in rows) == 120
        total = summed(rows)
        assert total is not None
        assert total.total == _cost(300, 30, 3, 5)
        assert set(total.by_surface) == {"public", "internal"}
        assert total.by_surface["internal"] == _cost(100, 10, 1, 2)
    finally:
        s.close()


def test_a_judge_without_usage_stays_unknown_and_shards_are_told_apart(store_dsn: str) -> None:
    s = open_store(store_dsn)
    try:
        s.begin_run(start("r2"))
        blind = RunCost(_cost(None, None, 2, 2), {"public": _cost(None, None, 2, 2)})
        s.save_cost("r2", "pod-0", "0/2", blind, 0)
        s.save_cost("r2", "pod-1", "1/2", blind, 0)
        rows = s.run_costs("r2")
        run = summed(rows)
        part = summed(r for r in rows if r.part == "1/2")
        assert run is not None and run.total.tokens is None and run.total.judge_calls == 4
        assert part is not None and part.total.judge_calls == 2
    finally:
        s.close()
