"""Concurrency limiters around single HTTP attempts (docs/design.md §7, issue #4).

* :class:`FixedLimiter` — for the chatbot, a production service under test:
  never more than ``n`` attempts in flight. Backpressure (429/503 with
  Retry-After) only holds back new attempts until the server's date.
* :class:`AdaptiveLimiter` — for the judge gateway: AIMD. A 429/503 halves
  the limit (once per overload, see below); successes grow it back by one at
  a time. It does not pause every caller for Retry-After: the rejected call
  itself waits that long before its retry (``call_with_retries``), and the
  others go on at the reduced limit. Pausing everyone was measured to idle
  the gateway (judge throughput 0.83 → 0.88 of capacity without it, see
  ``bench/README.md``).

Both are plain asyncio objects (one event loop, no locks): admission checks
and counter updates happen without an ``await`` in between, so they are
atomic with respect to other tasks. Waiters are served first-come,
first-served; a slot freed while others wait is handed straight to the first
waiter, so a newcomer cannot overtake the queue.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import deque
from contextlib import AbstractAsyncContextManager, suppress
from contextvars import ContextVar
from typing import Protocol, runtime_checkable


@runtime_checkable
class Limiter(Protocol):
    """What the HTTP retry loop needs from a concurrency limiter."""

    def slot(self) -> AbstractAsyncContextManager[None]:
        """Hold one slot for the duration of one HTTP attempt."""
        ...

    def on_backpressure(self, retry_after: float | None) -> None:
        """The server answered 429/503 (``retry_after`` seconds, when it said)."""
        ...

    def on_success(self) -> None:
        """An attempt succeeded (2xx)."""
        ...

    @property
    def limit(self) -> int:
        """Current maximum of attempts in flight."""
        ...

    @property
    def in_flight(self) -> int:
        """Attempts in flight now."""
        ...

    @property
    def max_in_flight(self) -> int:
        """Highest number of attempts ever in flight at once."""
        ...


# Which limiter admitted the current task's attempt, and in which "epoch"
# (number of cuts so far). Lets the adaptive limiter tell a 429 caused by the
# current limit from a late 429 of an attempt admitted before the last cut.
_ADMISSION: ContextVar[tuple[int, int]] = ContextVar("goldeneval_limiter_admission")


class _Slot:
    """One attempt's hold on a limiter (a plain class: cheaper per call than a generator)."""

    __slots__ = ("_limiter",)

    def __init__(self, limiter: _QueueLimiter) -> None:
        self._limiter = limiter

    async def __aenter__(self) -> None:
        limiter = self._limiter
        await limiter._acquire()
        _ADMISSION.set((id(limiter), limiter._epoch))

    async def __aexit__(self, *exc: object) -> None:
        self._limiter._release()


class _QueueLimiter:
    """FIFO admission under a mutable limit and an optional pause."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"a concurrency limit must be at least 1, got {limit}")
        self._limit = limit
        self._in_flight = 0
        self._max_in_flight = 0
        self._paused_until = 0.0  # time.monotonic(), the default loop clock
        self._waiters: deque[asyncio.Future[None]] = deque()
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at = 0.0
        self._epoch = 0

    @property
    def limit(self) -> int:
        """Current maximum of attempts in flight."""
        return self._limit

    @property
    def in_flight(self) -> int:
        """Attempts in flight now."""
        return self._in_flight

    @property
    def max_in_flight(self) -> int:
        """Highest number of attempts ever in flight at once."""
        return self._max_in_flight

    def slot(self) -> AbstractAsyncContextManager[None]:
        """Hold one slot for the duration of one HTTP attempt."""
        return _Slot(self)

    def _admissible(self) -> bool:
        return self._in_flight < self._limit and time.monotonic() >= self._paused_until

    def _take(self) -> None:
        self._in_flight += 1
        if self._in_flight > self._max_in_flight:
            self._max_in_flight = self._in_flight

    async def _acquire(self) -> None:
        if not self._waiters and self._admissible():
            self._take()
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(fut)
        self._arm_timer()
        try:
            await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():
                # A slot was handed to us just as we were cancelled: give it back.
                self._release()
            else:
                with suppress(ValueError):
                    self._waiters.remove(fut)
            raise

    def _release(self) -> None:
        self._in_flight -= 1
        self._wake()

    def _wake(self) -> None:
        while self._waiters and self._admissible():
            fut = self._waiters.popleft()
            if fut.done():
                continue
            self._take()
            fut.set_result(None)
        self._arm_timer()

    def _arm_timer(self) -> None:
        """Make sure waiters are woken when a pause ends (nobody else would)."""
        if not self._waiters or self._paused_until <= time.monotonic():
            return
        if self._timer is not None and self._timer_at >= self._paused_until:
            return
        if self._timer is not None:
            self._timer.cancel()
        loop = asyncio.get_running_loop()
        self._timer_at = self._paused_until
        self._timer = loop.call_later(self._paused_until - time.monotonic(), self._on_timer)

    def _on_timer(self) -> None:
        self._timer = None
        self._wake()

    def _pause(self, seconds: float | None) -> None:
        if seconds is not None and seconds > 0:
            self._paused_until = max(self._paused_until, time.monotonic() + seconds)

    def _admitted_in_current_epoch(self) -> bool:
        owner, epoch = _ADMISSION.get((0, -1))
        # Unknown origin (called outside a slot of ours) counts as current:
        # failing to cut is riskier than cutting once too often.
        return owner != id(self) or epoch >= self._epoch


class FixedLimiter(_QueueLimiter):
    """Never more than ``n`` attempts in flight; backpressure only delays new attempts."""

    def __init__(self, n: int) -> None:
        super().__init__(n)

    def on_backpressure(self, retry_after: float | None) -> None:
        """Hold back new attempts until ``retry_after`` seconds have passed."""
        self._pause(retry_after)

    def on_success(self) -> None:
        """Nothing to adapt: the limit is fixed."""

    def __repr__(self) -> str:
        return f"FixedLimiter(limit={self._limit}, in_flight={self._in_flight})"


class AdaptiveLimiter(_QueueLimiter):
    """AIMD concurrency for a gateway that signals overload with 429/503.

    * **Cut**: on backpressure the limit is multiplied by ``decrease``
      (default 0.5, never below ``minimum``). Only attempts admitted since the
      last cut can cause another cut, so a burst of 429s answering one
      overload counts once.
    * **Grow**: +1 after ``limit`` successes (about one round trip at full
      concurrency), up to ``maximum``. A limit that completed such a round
      without backpressure is remembered as *validated*: after a cut the
      limit climbs back to it quickly (+1 per success), and above it probes
      slowly (+1 per ``probe_factor * limit`` successes). A plain AIMD
      sawtooth would spend much of a run at half the gateway's capacity; this
      keeps it near the capacity while still halving on every new overload.
      An overload at or below the validated level forgets it (the gateway's
      capacity has dropped).
    """

    def __init__(
        self,
        start: int,
        minimum: int = 1,
        maximum: int | None = None,
        *,
        decrease: float = 0.5,
        probe_factor: int = 4,
    ) -> None:
        maximum = start if maximum is None else maximum
        if not 1 <= minimum <= start <= maximum:
            raise ValueError(
                f"adaptive limits must satisfy 1 <= minimum <= start <= maximum, "
                f"got minimum={minimum}, start={start}, maximum={maximum}"
            )
        if not 0.0 < decrease < 1.0:
            raise ValueError(f"decrease must be between 0 and 1 (exclusive), got {decrease}")
        super().__init__(start)
        self.minimum = minimum
        self.maximum = maximum
        self.decrease = decrease
        self.probe_factor = max(1, probe_factor)
        self._successes = 0
        self._validated = 0
        self.cuts = 0
        """How many times the limit was cut."""

    def on_backpressure(self, retry_after: float | None) -> None:
        """Cut the limit, once per overload (``retry_after`` is honoured by the rejected call)."""
        if self._admitted_in_current_epoch():
            if self._limit <= self._validated:
                self._validated = 0
            self._limit = max(self.minimum, math.floor(self._limit * self.decrease))
            self._epoch += 1
            self._successes = 0
            self.cuts += 1

    def _grow_after(self) -> int:
        if self._limit < self._validated:
            return 1
        if self._validated:
            return self._limit * self.probe_factor
        return self._limit

    def on_success(self) -> None:
        """Count a success; grow the limit by one when enough have accumulated."""
        if self._limit >= self.maximum:
            return
        self._successes += 1
        if self._successes >= self._grow_after():
            if self._limit >= self._validated:
                # A full round at this limit without backpressure: a known-good level.
                self._validated = self._limit
            self._successes = 0
            self._limit += 1
            self._wake()

    def __repr__(self) -> str:
        return (
            f"AdaptiveLimiter(limit={self._limit}, minimum={self.minimum}, "
            f"maximum={self.maximum}, in_flight={self._in_flight})"
        )
