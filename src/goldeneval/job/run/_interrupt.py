"""Ctrl-C and SIGTERM during a run: say at once what happens, stop harder on a second one.

The first signal asks every pipeline to stop taking items and lets the items
in flight finish (their answers are paid for), for at most the grace period;
without a word the run would look hung for seconds. So it says on stderr how
many items it is finishing and how to stop sooner. A second signal stops now:
the in-flight items are dropped (left unrecorded, so a rerun with the same
``--run-id`` asks them again), what is stored is kept, and the run ends
within a second. Either way the run's last line names the rerun command.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import Iterator, Sized
from typing import TextIO


class Interrupt:
    """The stop requests of one run: graceful after the first signal, now after the second."""

    def __init__(self, grace_seconds: float, err: TextIO | None = None) -> None:
        self.stop = asyncio.Event()
        """Set by the first signal (or a failure): take no new items, finish those in flight."""
        self.now = asyncio.Event()
        """Set by the second signal: drop the items in flight, keep what is stored."""
        self.flights: list[Sized] = []
        """Each pipeline's items in flight (each registers its own), counted for the message."""
        self.grace_seconds = grace_seconds
        """How long the items in flight may finish after the first signal."""
        self._err = err

    def signalled(self, sig: signal.Signals) -> None:
        """One SIGINT or SIGTERM: the first asks to finish, the second to stop now."""
        again = "press Ctrl-C again" if sig == signal.SIGINT else f"send {sig.name} again"
        if not self.stop.is_set():
            self.stop.set()
            n = sum(len(f) for f in self.flights)
            self._say(
                f"goldeneval: interrupted: finishing the {n} item{'s' if n != 1 else ''} "
                f"in flight (at most {self.grace_seconds:g} s); {again} to stop now"
            )
        elif not self.now.is_set():
            self.now.set()
            self._say(
                "goldeneval: stopping now: the items in flight are dropped, what is stored is kept"
            )

    def _say(self, line: str) -> None:
        print(line, file=self._err or sys.stderr, flush=True)

    @contextlib.contextmanager
    def on_signals(self) -> Iterator[None]:
        """SIGINT/SIGTERM (Ctrl-C, pod eviction) handled by :meth:`signalled` meanwhile."""
        loop = asyncio.get_running_loop()
        installed = []
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, self.signalled, sig)
                installed.append(sig)
            except (NotImplementedError, RuntimeError, ValueError):  # not the main thread
                pass
        try:
            yield
        finally:
            for sig in installed:
                loop.remove_signal_handler(sig)
