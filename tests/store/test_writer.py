"""The evaluator's background writer, on both backends."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence

import pytest

from goldeneval.job.run._writer import ResultWriter
from goldeneval.model import ItemResult
from goldeneval.model._errors import StoreError
from goldeneval.store import Store

from .helpers import result, start


class CountingStore:
    """The real store, with its save_results calls counted."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.outage = store.outage
        self.batches: list[int] = []

    def save_results(self, results: Sequence[ItemResult]) -> None:
        self.store.save_results(results)
        self.batches.append(len(results))


def write_through(
    store: Store, run_id: str, count: int, *, linger: float, pause: float = 0.0
) -> CountingStore:
    """Hand ``count`` results to a writer (``pause`` seconds apart), close it, count its batches."""
    store.begin_run(start(run_id))
    counting = CountingStore(store)
    writer = ResultWriter(counting, batch_size=100, linger=linger)  # type: ignore[arg-type]
    for i in range(count):
        writer.put(result(run_id, f"item-{i:03d}"))
        if pause:
            time.sleep(pause)
    writer.close()
    assert writer.written == count
    assert sorted(r.item_id for r in store.results(run_id)) == [
        f"item-{i:03d}" for i in range(count)
    ]
    return counting


def test_every_result_is_stored_in_few_transactions(store: Store) -> None:
    counting = write_through(store, "run-w", 250, linger=0.2)
    # Handed over at once, they go in full batches, not one transaction per result.
    assert sum(counting.batches) == 250
    assert max(counting.batches) == 100
    assert len(counting.batches) <= 4


def test_results_trickling_in_are_gathered_while_the_writer_lingers(store: Store) -> None:
    # One result every 2 ms, as a fast run produces them.
    counting = write_through(store, "run-t", 20, linger=0.5, pause=0.002)
    assert len(counting.batches) < 5, counting.batches


def test_close_does_not_wait_out_the_linger(store: Store) -> None:
    store.begin_run(start("run-c"))
    writer = ResultWriter(store, linger=60.0)
    writer.put(result("run-c", "item-1"))
    began = time.monotonic()
    writer.close()
    assert time.monotonic() - began < 30  # far below the 60 s linger: close cut it short
    assert [r.item_id for r in store.results("run-c")] == ["item-1"]


def test_a_failed_write_is_reported_with_what_was_stored(store: Store) -> None:
    store.begin_run(start("run-ok"))
    failed = threading.Event()
    writer = ResultWriter(store, batch_size=1, linger=0.0, on_error=failed.set)
    writer.put(result("run-ok", "item-1"))
    writer.put(result("run-missing", "item-2"))  # no such run: the store refuses the row
    with pytest.raises(StoreError, match=r"1 results of this invocation were stored") as err:
        writer.close()
    assert "--run-id" in str(err.value)
    assert failed.is_set()
    assert [r.item_id for r in store.results("run-ok")] == ["item-1"]


def test_a_failing_step_after_a_batch_never_stops_the_results(store: Store) -> None:
    """The cost book's write after each batch may fail (the store hiccups between two
    statements): every result is still stored and counted, and the run goes on."""
    store.begin_run(start("run-after"))
    calls: list[int] = []

    def after_save() -> None:
        calls.append(1)
        raise StoreError("cost rows not written")

    writer = ResultWriter(store, batch_size=10, linger=0.0, after_save=after_save)
    for i in range(35):
        writer.put(result("run-after", f"item-{i:03d}"))
    writer.close()
    assert writer.error is None and writer.written == 35
    assert isinstance(writer.after_save_error, StoreError) and calls
    assert len(store.results("run-after")) == 35
