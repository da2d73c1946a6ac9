"""Riding out a store outage (docs/design.md, storage: the outage contract).

A store operation that fails because the server is unreachable or the
connection is gone is tried again, on a fresh connection, with capped
exponential backoff and jitter, for as long as the store has been
unreachable for less than the outage budget. The budget runs from the first
failure of the outage, shared by every thread that uses the store, so the
writer and a read on the main thread give up together, and a run started
during a failover waits for the server within the same budget.

Every operation of both stores is idempotent (upserts keyed by run and
item, reads), which is what makes repeating one safe.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from goldeneval.model import StoreUnavailable

T = TypeVar("T")

DEFAULT_OUTAGE_SECONDS = 2.0
"""Budget of a store opened without one: commands that only read (report,
history) and the operator's API, which answer or fail quickly. A run passes
the ``store_outage_seconds`` setting instead."""

FIRST_DELAY = 0.05
"""Seconds before the first retry: a killed backend is usually replaced at once."""

MAX_DELAY = 4.0
"""Cap of the backoff, so a server that is back is noticed within seconds."""


class Outage:
    """The outage budget of one store object and what it went through."""

    def __init__(
        self,
        budget: float,
        *,
        first_delay: float = FIRST_DELAY,
        max_delay: float = MAX_DELAY,
        notify: Callable[[str], None] | None = None,
    ) -> None:
        self.budget = max(0.0, budget)
        """Seconds an outage may last before operations give up."""
        self._first_delay = first_delay
        self._max_delay = max_delay
        self._notify = notify
        self._lock = threading.Lock()
        self.down_since: float | None = None
        """``time.monotonic()`` of the first failure of the current outage; None while reachable."""
        self.unreachable_seconds = 0.0
        """Total time the store was unreachable in outages that ended."""
        self.longest_seconds = 0.0
        """The longest outage that ended."""
        self.failures = 0
        """Failed attempts so far (a writer compares it before and after a write)."""

    @property
    def down(self) -> bool:
        """The store is unreachable right now (as far as the last attempt knows)."""
        return self.down_since is not None

    def run(
        self,
        attempt: Callable[[], T],
        lost: Callable[[Exception], str | None],
        give_up: Callable[[float, str], str],
    ) -> T:
        """``attempt()`` until it succeeds, retrying while ``lost`` names the failure.

        ``lost(exc)`` returns a one-line, secret-free cause when ``exc`` means
        the store is unreachable (anything else propagates at once);
        ``give_up(seconds, cause)`` words the ``StoreUnavailable`` raised when
        the budget is spent.
        """
        delay = self._first_delay
        while True:
            try:
                value = attempt()
            except Exception as exc:
                cause = lost(exc)
                if cause is None:
                    raise
                now = time.monotonic()
                with self._lock:
                    self.failures += 1
                    first = self.down_since is None
                    if first:
                        self.down_since = now
                    since = self.down_since if self.down_since is not None else now
                if first and self._notify is not None:
                    self._notify(cause)
                waited = now - since
                if waited >= self.budget:
                    raise StoreUnavailable(
                        give_up(waited, cause), seconds=waited, cause=cause
                    ) from exc
                # Jitter: shard pods that lost the server together should not
                # all come back in the same instant.
                pause = min(delay, self.budget - waited) * random.uniform(0.75, 1.25)
                time.sleep(max(0.0, pause))
                delay = min(delay * 2 if delay >= 0.25 else 0.25, self._max_delay)
                continue
            self._recovered()
            return value

    def _recovered(self) -> None:
        if self.down_since is None:
            return
        with self._lock:
            if self.down_since is None:
                return
            lasted = time.monotonic() - self.down_since
            self.down_since = None
            self.unreachable_seconds += lasted
            self.longest_seconds = max(self.longest_seconds, lasted)
