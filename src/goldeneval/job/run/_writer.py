"""Writes results to the spool and the store on threads of their own, in small batches.

The pipeline runs on an event loop; store writes (SQLite fsync, a Postgres
round trip) must never stall it, and batching keeps 10,000 writes cheap.

Two threads, so that a store outage never holds up the spool:

* the spool thread gathers results into batches (it lingers ``linger``
  seconds after the first result of a batch, so a batch gathers instead of
  one wake-up and one transaction per item), appends each batch to the spool
  file and fsyncs it, then hands it on;
* the store thread writes the batches in order. While the store is
  unreachable its write waits inside the store (``store/_outage.py``), the
  batches behind it queue up, and after the outage they are written in order,
  merged up to ``batch_size`` per transaction.

``backlog`` counts results handed over but not yet confirmed by the store:
the run pauses while it is at ``store_buffer_items``. Every result handed
over is written before ``close`` returns, or ``close`` raises, says how many
made it and where the others are kept.
"""

from __future__ import annotations

import queue
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from goldeneval.model import ItemResult, StoreError, StoreUnavailable
from goldeneval.store import Spool, Store

_CLOSE = object()


@dataclass
class _Batch:
    """Spooled results on their way to the store."""

    results: list[ItemResult]
    """In the order the pipeline finished them."""
    waited: bool
    """The store was unreachable when they were spooled."""


class ResultWriter:
    """Spools and stores results from background threads."""

    def __init__(
        self,
        store: Store,
        *,
        spool: Spool | None = None,
        run_id: str = "",
        batch_size: int = 100,
        linger: float = 0.05,
        on_error: Callable[[], None] | None = None,
        save: Callable[[Sequence[ItemResult]], None] | None = None,
        after_save: Callable[[], None] | None = None,
    ) -> None:
        self._store = store
        self._spool = spool
        self._run_id = run_id
        # Compare mode's reference results go to their own table (save_reference_results).
        self._save = save or store.save_results
        # The run's cost so far goes with each batch (docs/design.md §7.3).
        self._after_save = after_save
        self.after_save_error: Exception | None = None
        """The last failure of the step after a stored batch (None: none); it never stops
        the results from being stored."""
        self._batch_size = batch_size
        self._linger = linger
        self._closing = threading.Event()
        self._incoming: queue.SimpleQueue[ItemResult | object] = queue.SimpleQueue()
        self._batches: queue.SimpleQueue[_Batch | object] = queue.SimpleQueue()
        self._on_error = on_error
        self.handed = 0
        """Results handed over (``put``)."""
        self.spooled = 0
        """Results appended to the spool."""
        self.written = 0
        """Results the store confirmed."""
        self.waited = 0
        """Stored results that had to wait for the store (it was unreachable meanwhile)."""
        self.error: BaseException | None = None
        """Why the store stopped taking results (the run then stops)."""
        self.spool_error: OSError | None = None
        """Why the spool could not be written (warned once; the store still gets every result)."""
        self._spool_thread = threading.Thread(
            target=self._spool_loop, name="goldeneval-spool", daemon=True
        )
        self._store_thread = threading.Thread(
            target=self._store_loop, name="goldeneval-writer", daemon=True
        )
        self._spool_thread.start()
        self._store_thread.start()

    @property
    def backlog(self) -> int:
        """Results handed over and not yet confirmed by the store."""
        return self.handed - self.written

    def put(self, result: ItemResult) -> None:
        self.handed += 1
        self._incoming.put(result)

    def _gather(self) -> tuple[list[ItemResult], bool]:
        """The next batch from the pipeline, and whether ``close`` was asked for."""
        first = self._incoming.get()
        if first is _CLOSE:
            return [], True
        batch: list[ItemResult] = [first]  # type: ignore[list-item]
        if self._incoming.qsize() < self._batch_size - 1:
            self._closing.wait(self._linger)
        while len(batch) < self._batch_size:
            try:
                nxt = self._incoming.get_nowait()
            except queue.Empty:
                break
            if nxt is _CLOSE:
                return batch, True
            batch.append(nxt)  # type: ignore[arg-type]
        return batch, False

    def _spool_loop(self) -> None:
        closing = False
        while not closing:
            batch, closing = self._gather()
            if batch and self._spool is not None and self.spool_error is None:
                try:
                    # Never emptied on a commit: only the run's final read-back confirms it.
                    self._spool.append(batch)
                    self.spooled += len(batch)
                except OSError as exc:
                    self.spool_error = exc
                    print(
                        f"goldeneval: warning: cannot write the spool {self._spool.path} ({exc}); "
                        "results still go to the store, but an outage could lose them",
                        file=sys.stderr,
                    )
            if batch:
                self._batches.put(_Batch(batch, self._store.outage.down))
        self._batches.put(_CLOSE)

    def _store_loop(self) -> None:
        closing = False
        while not closing:
            entry = self._batches.get()
            if not isinstance(entry, _Batch):
                break
            batch, waited = list(entry.results), entry.waited
            # After an outage many batches wait: merge them into full transactions.
            while len(batch) < self._batch_size:
                try:
                    nxt = self._batches.get_nowait()
                except queue.Empty:
                    break
                if not isinstance(nxt, _Batch):
                    closing = True
                    break
                batch += nxt.results
                waited = waited or nxt.waited
            if self.error is not None:
                continue  # kept in the spool for the rerun
            failures = self._store.outage.failures
            try:
                self._save(batch)
            except Exception as exc:  # the run must end with exit 3, not crash the thread
                self.error = exc
                if self._on_error is not None:
                    self._on_error()
                continue
            if waited or self._store.outage.failures != failures:
                self.waited += len(batch)
            self.written += len(batch)
            self._after_saving()

    def _after_saving(self) -> None:
        """The step after a stored batch (the cost book's rows). Its failure never stops the
        results: they are stored, and the run writes its costs once more at its end, where a
        failure that persists ends the run with exit 3."""
        if self._after_save is None:
            return
        try:
            self._after_save()
        except Exception as exc:
            self.after_save_error = exc

    def close(self) -> None:
        """Flush everything, else raise ``StoreError``; the spool stays (``confirm_spool`` removes
        it once the run's final read-back finds its results stored)."""
        self._closing.set()
        self._incoming.put(_CLOSE)
        self._spool_thread.join()
        self._store_thread.join()
        if self.error is None:
            if self._spool is not None:
                self._spool.close()
            return
        if self._spool is not None:
            self._spool.close()
        kept = self.handed - self.written
        where = (
            f"{kept} results kept in {self._spool.path}"
            if self._spool is not None and self.spool_error is None
            else f"{kept} results are not stored"
        )
        rerun = (
            f"rerun with --run-id {self._run_id}"
            if self._run_id
            else "rerun with the same --run-id"
        )
        if isinstance(self.error, StoreUnavailable):
            raise StoreUnavailable(
                f"store unreachable for {self.error.seconds:.0f} s ({self.error.cause}); "
                f"{where}; {rerun} to store them and finish",
                seconds=self.error.seconds,
                cause=self.error.cause,
                kept=kept,
            ) from None
        raise StoreError(
            f"could not store results ({self.error}); {self.written} results of this "
            f"invocation were stored; {where}; {rerun} to store them and finish"
        ) from None
