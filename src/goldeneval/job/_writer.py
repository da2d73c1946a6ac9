"""Writes results to the store on a thread of its own, in small batches.

The pipeline runs on an event loop; store writes (SQLite fsync, a Postgres
round trip) must never stall it, and batching keeps 10,000 writes cheap.
Every result handed over is written before ``close`` returns, or ``close``
raises and says how many made it.

After the first result of a batch the thread lingers (``linger`` seconds, or
until ``close``) so that a batch gathers: woken for every result, it took the
interpreter lock from the event loop and committed a transaction per item,
one of the larger items in issue #4's profile of a run.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence

from goldeneval.model import ItemResult, StoreError
from goldeneval.store import Store

_CLOSE = object()


class ResultWriter:
    """Batches results onto the store from a background thread."""

    def __init__(
        self,
        store: Store,
        *,
        batch_size: int = 100,
        linger: float = 0.05,
        on_error: Callable[[], None] | None = None,
        save: Callable[[Sequence[ItemResult]], None] | None = None,
    ) -> None:
        self._store = store
        # Compare mode's reference results go to their own table (save_reference_results).
        self._save = save or store.save_results
        self._batch_size = batch_size
        self._linger = linger
        self._closing = threading.Event()
        self._queue: queue.SimpleQueue[ItemResult | object] = queue.SimpleQueue()
        self._on_error = on_error
        self.written = 0
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._loop, name="goldeneval-writer", daemon=True)
        self._thread.start()

    def put(self, result: ItemResult) -> None:
        self._queue.put(result)

    def _loop(self) -> None:
        closing = False
        while not closing:
            first = self._queue.get()
            batch: list[ItemResult] = []
            if first is _CLOSE:
                closing = True
            else:
                batch.append(first)  # type: ignore[arg-type]
                if self._queue.qsize() < self._batch_size - 1:
                    self._closing.wait(self._linger)
            while len(batch) < self._batch_size:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is _CLOSE:
                    closing = True
                    break
                batch.append(nxt)  # type: ignore[arg-type]
            if batch and self.error is None:
                try:
                    self._save(batch)
                    self.written += len(batch)
                except Exception as exc:  # the run must end with exit 3, not crash the loop
                    self.error = exc
                    if self._on_error is not None:
                        self._on_error()

    def close(self) -> None:
        """Flush everything; raise StoreError if any write failed."""
        self._closing.set()
        self._queue.put(_CLOSE)
        self._thread.join()
        if self.error is not None:
            raise StoreError(
                f"could not store results ({self.error}); {self.written} results of this "
                "invocation were stored; rerun with the same --run-id to complete the run"
            ) from None
