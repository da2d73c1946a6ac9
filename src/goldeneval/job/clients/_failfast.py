"""Fail fast on a party that refuses the configuration (docs/design.md §5).

A misnamed judge model, a wrong chatbot path or a bad key makes *every* call
fail with the same non-retryable reply. Without this, a run would call the
party once per item (200 calls to learn one fact) and then report the items
as errored. Instead, until a party has answered one call successfully, at
most :data:`PROBES` of its calls are in flight, and :data:`PROBES` rejections
(400, 401, 403, 404, …) without any success stop the run: at most
``2 * PROBES - 1`` calls reach a refusing party. Once a party has answered
successfully, its later rejections are item-specific (a question too long
for the model) and only error their own item.

Other failures (timeouts, connection errors, 5xx after retries) do not trip
it: those are an outage, and the coverage rule turns them into no verdict.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from goldeneval.job.clients._cost import BudgetSpent
from goldeneval.job.clients._retries import RemoteError

PROBES = 3
"""Calls in flight before a party's first success, and rejections that stop the run."""

REJECTING_STATUSES = frozenset({400, 401, 403, 404, 405, 422, 501})
"""Replies that say the request itself is wrong: retrying the same request cannot help."""


def status_of(error: RemoteError) -> int | None:
    """The HTTP status a remote error was raised for, when it was one."""
    status = getattr(error, "status", None)
    return status if isinstance(status, int) else None


class PartyRefused(Exception):
    """Raised instead of making a call once the party has refused every request."""


class RefusalWatch:
    """Watches one party's first calls; :attr:`cause` is set once it refuses every request."""

    def __init__(self, party: str, probes: int = PROBES) -> None:
        self.party = party
        self.probes = probes
        self.succeeded = False
        """The party answered at least one call usably."""
        self.rejections = 0
        """Rejected calls before the first success."""
        self.cause: str | None = None
        """``<party> rejects every request: HTTP 404 …`` once tripped."""
        self._probing = 0
        self._changed = asyncio.Condition()

    @contextlib.asynccontextmanager
    async def call(self) -> AsyncIterator[None]:
        """Hold one warm-up slot around a call until the party has succeeded once.

        Raises :class:`PartyRefused` instead of calling a party that has
        refused every request (a call queued behind the warm-up slots). The
        first success releases every queued call at once: after it, calls are
        limited by the client's own concurrency only.
        """
        if self.succeeded:
            yield
            return
        async with self._changed:
            await self._changed.wait_for(
                lambda: self.succeeded or self.cause is not None or self._probing < self.probes
            )
            if self.cause is not None:
                raise PartyRefused(self.cause)
            probing = not self.succeeded
            if probing:
                self._probing += 1
        try:
            yield
        finally:
            if probing:
                async with self._changed:
                    self._probing -= 1
                    self._changed.notify_all()

    def record(self, error: RemoteError | None) -> str | None:
        """Note how a call ended; returns the cause when this call trips the watch (a spent
        token budget stops the run at once, without refusing the calls in flight)."""
        if isinstance(error, BudgetSpent):
            return str(error)
        if error is None:
            self.succeeded = True
            return None
        status = status_of(error)
        if self.succeeded or self.cause is not None or status not in REJECTING_STATUSES:
            return None
        self.rejections += 1
        if self.rejections < self.probes:
            return None
        self.cause = f"{self.party} rejects every request: {describe_rejection(error, status)}"
        return self.cause


def describe_rejection(error: RemoteError, status: int | None) -> str:
    """``HTTP 404 model 'x' does not exist`` from ``judge returned HTTP 404: model …``."""
    reason = str(error)
    marker = f"HTTP {status}"
    at = reason.find(marker)
    if at == -1:
        return reason
    detail = reason[at + len(marker) :].lstrip(":").strip()
    return f"{marker} {detail}" if detail else marker
