"""One meter for the run's judge tokens: this invocation's, kept with the run's results.

The meter (``clients.CostMeter``) counts this invocation's calls where the
judge's reply is read; the book keeps its running figures in the store after
each batch of results and reads back what the run's other invocations spent
(an earlier, resumed one; the other shards of an Indexed Job), so the token
budget is the run's (docs/design.md §7.3). The cost every report states is
read back from the same rows: the budget's count, the cost line, ``--json``'s
``cost`` and a shard's summary are one set of figures.
"""

from __future__ import annotations

import threading
import uuid

from goldeneval.job.clients import CostMeter
from goldeneval.model import RunCost
from goldeneval.store import Store, StoredCost, summed


class CostBook:
    """This invocation's meter and its rows in the store."""

    def __init__(self, store: Store, run_id: str, part: str, max_tokens: int | None) -> None:
        self.store = store
        self.run_id = run_id
        self.part = part
        """``""`` for a whole run, ``I/N`` for a shard: a shard's summary states its part."""
        self.invocation = uuid.uuid4().hex
        """This invocation's rows' key."""
        self.meter = CostMeter(max_tokens)
        """The meter the judge client counts into."""
        self._lock = threading.Lock()
        self._rows: list[StoredCost] = []
        self.read()

    def read(self) -> None:
        """Read the run's rows; the meter counts what the other invocations spent."""
        rows = self.store.run_costs(self.run_id)
        others = [r for r in rows if r.invocation != self.invocation]
        self._rows = rows
        self.meter.elsewhere(
            sum(r.cost.tokens or 0 for r in others),
            max((r.largest_call for r in others), default=0),
        )

    def record(self) -> None:
        """Keep this invocation's figures so far, then read the others' (a writer thread's
        step after each batch; the final one after the drive)."""
        with self._lock:  # several writers' threads: one row write at a time, in order
            self.store.save_cost(
                self.run_id, self.invocation, self.part, self.meter.snapshot(), self.meter.largest
            )
            self.read()

    @property
    def run_cost(self) -> RunCost | None:
        """The run's cost over every invocation, as last read."""
        return summed(self._rows)

    @property
    def part_cost(self) -> RunCost | None:
        """This shard's (or whole run's) cost over its invocations, as last read."""
        return summed(r for r in self._rows if r.part == self.part)
