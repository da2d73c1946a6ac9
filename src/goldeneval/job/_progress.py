"""Progress on stderr: a bar on a terminal, a line now and then otherwise (CI logs)."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from goldeneval.model import ItemResult, Outcome


class Progress:
    """Counts finished items and reports them without flooding a log."""

    def __init__(
        self,
        total: int,
        *,
        stream: TextIO | None = None,
        enabled: bool = True,
        interval: float = 5.0,
    ) -> None:
        self.total = total
        self.stream = stream or sys.stderr
        self.enabled = enabled and total > 0
        self.tty = self.stream.isatty()
        self.interval = interval
        self.done = 0
        self.by_outcome = {o: 0 for o in Outcome}
        self._last = time.monotonic()
        self._started = self._last

    def update(self, result: ItemResult) -> None:
        self.done += 1
        self.by_outcome[result.outcome] += 1
        if not self.enabled:
            return
        now = time.monotonic()
        if self.tty:
            if now - self._last >= 0.1 or self.done == self.total:
                self._last = now
                width = 30
                filled = int(width * self.done / self.total)
                self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self._counts()}")
                if self.done == self.total:
                    self.stream.write("\n")
                self.stream.flush()
        elif now - self._last >= self.interval or self.done == self.total:
            self._last = now
            self.stream.write(f"progress: {self._counts()} ({now - self._started:.0f}s)\n")
            self.stream.flush()

    def _counts(self) -> str:
        o = self.by_outcome
        return (
            f"{self.done}/{self.total} items: {o[Outcome.PASSED]} passed, {o[Outcome.FAILED]} failed, "
            f"{o[Outcome.ERRORED]} errored, {o[Outcome.SKIPPED]} skipped"
        )
