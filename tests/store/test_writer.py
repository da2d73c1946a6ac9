"""The evaluator's background writer, on both backends."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence

import pytest

from goldeneval._errors import StoreError
from goldeneval._models import ItemResult
from goldeneval.job._writer import ResultWriter
from goldeneval.store import Store

from .helpers import result, start


class CountingStore:
    """The real store, with its save_results calls counted."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.batches: list[int] = []

    def save_results(self, results: Sequence[ItemResult]) -> None:
        self.store.save_results(results)
        self.batches.append(len(results))


def test_every_result_is_stored_in_few_transactions(store: Store) -> None:
    store.begin_run(start("run-w"))
    counting = CountingStore(store)
    writer = ResultWriter(counting, batch_size=100, linger=0.2)  # type: ignore[arg-type]
    for i in range(250):
        writer.put(result("run-w", f"item-{i:03d}"))
    writer.close()
    assert writer.written == 250
    assert sorted(r.item_id for r in store.results("run-w")) == [
        f"item-{i:03d}" for i in range(250)
    ]
    # Handed over at once, they go in full batches, not one transaction per result.
    assert sum(counting.batches) == 250
    assert max(counting.batches) == 100
    assert len(counting.batches) <= 4


def test_results_trickling_in_are_gathered_while_the_writer_lingers(store: Store) -> None:
    store.begin_run(start("run-t"))
    counting = CountingStore(store)
    writer = ResultWriter(counting, batch_size=100, linger=0.5)  # type: ignore[arg-type]
    for i in range(20):
        writer.put(result("run-t", f"item-{i:02d}"))
        time.sleep(0.002)  # one result every 2 ms, as a fast run produces them
    writer.close()
    assert writer.written == 20
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
