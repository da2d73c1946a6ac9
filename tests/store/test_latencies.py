"""``Store.latest_latencies``: what history-informed ordering reads (both backends)."""

from __future__ import annotations

from typing import Any

import pytest

from goldeneval.model import ItemResult, Outcome
from goldeneval.store import ItemLatency, Store
from tests.store.helpers import result, start


def timed(
    run_id: str, item_id: str, chatbot: float, judge: float | None = 100.0, **kw: Any
) -> ItemResult:
    return result(
        run_id,
        item_id,
        chatbot_latency_ms=chatbot,
        judge_latency_ms=judge,
        started_at=1000.0,
        finished_at=1000.0 + (chatbot + (judge or 0)) / 1000,
        **kw,
    )


def test_newest_timed_result_per_item_of_the_suite(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([timed("r1", "a", 900), timed("r1", "b", 50), timed("r1", "gone", 70)])
    store.begin_run(start("r2"))
    store.save_results([timed("r2", "a", 300, judge=None), timed("r2", "c", 40, judge=20)])
    store.begin_run(start("other", suite="tanya-staging"))
    store.save_results([timed("other", "a", 5000)])

    found = store.latest_latencies("tanya-prod")

    assert found.keys() == {"a", "b", "c", "gone"}
    assert found["a"] == ItemLatency(300, None, pytest.approx(300.0))
    assert found["b"].chatbot_ms == 50
    assert found["c"] == ItemLatency(40, 20, pytest.approx(60.0))
    assert store.latest_latencies("tanya-staging")["a"].chatbot_ms == 5000
    assert store.latest_latencies("nobody") == {}


def test_untimed_results_fall_back_to_an_older_run(store: Store) -> None:
    store.begin_run(start("r1"))
    store.save_results([timed("r1", "a", 800), timed("r1", "b", 30), timed("r1", "t", 20)])
    store.begin_run(start("r2"))
    store.save_results(
        [
            # Never answered, no time spent (breaker, skipped): says nothing, r1 counts.
            result("r2", "a", Outcome.ERRORED, started_at=5.0, finished_at=5.0),
            result("r2", "b", Outcome.SKIPPED),
            # A timeout: no chatbot latency, but the item took 30 s.
            result("r2", "t", Outcome.ERRORED, started_at=10.0, finished_at=40.0),
        ]
    )

    found = store.latest_latencies("tanya-prod")

    assert found["a"].chatbot_ms == 800
    assert found["b"].chatbot_ms == 30
    assert found["t"] == ItemLatency(None, None, pytest.approx(30_000.0))


def test_only_the_latest_runs_are_read(store: Store) -> None:
    for n in range(4):
        store.begin_run(start(f"r{n}"))
        store.save_results([timed(f"r{n}", f"only-in-{n}", 100 + n), timed(f"r{n}", "x", 10 + n)])

    found = store.latest_latencies("tanya-prod", runs=2)

    assert found.keys() == {"only-in-2", "only-in-3", "x"}
    assert found["x"].chatbot_ms == 13
