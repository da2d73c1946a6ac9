"""Progress on stderr: rich's live display on a terminal, a line now and then otherwise.

On a terminal: a bar, items done of total, items per second, time left, the
judge's currently admitted concurrency (the adaptive limiter halves it on a
gateway's 429s, so a slow run says why) and how many verdicts were reused.
Elsewhere (CI logs) the same facts as one plain line every ``interval``
seconds, never a flood of carriage returns. ``enabled=False`` (``--quiet``,
``--no-progress``) prints neither.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Protocol, TextIO

from goldeneval.model import ItemResult, Outcome, VerdictSource

if TYPE_CHECKING:
    from rich.progress import Progress as RichProgress
    from rich.progress import TaskID


class HasLimit(Protocol):
    """What progress reads of the judge's limiter: its current limit."""

    @property
    def limit(self) -> int:
        """Calls the limiter admits at once right now."""
        ...


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
        self.reused = 0
        self.by_outcome = {o: 0 for o in Outcome}
        self.judge_limiter: HasLimit | None = None
        """Set once the judge client exists; its ``limit`` is shown as the judge's concurrency."""
        self._last = time.monotonic()
        self._started = self._last
        self._live: RichProgress | None = None
        self._task: TaskID | None = None

    def update(self, result: ItemResult) -> None:
        self.done += 1
        self.by_outcome[result.outcome] += 1
        if result.verdict_source is VerdictSource.REUSED:
            self.reused += 1
        if not self.enabled:
            return
        now = time.monotonic()
        if self.tty:
            self._draw()
            if self.done >= self.total:
                self.close()
        elif now - self._last >= self.interval or self.done == self.total:
            self._last = now
            elapsed = now - self._started
            rate = self.done / elapsed if elapsed > 0 else 0.0
            left = (self.total - self.done) / rate if rate > 0 else None
            eta = "" if left is None or self.done == self.total else f", ~{left:.0f}s left"
            self.stream.write(
                f"progress: {self._counts()}; {rate:.1f} items/s{eta}; {self._judge()} "
                f"({elapsed:.0f}s)\n"
            )
            self.stream.flush()

    def close(self) -> None:
        """Stop the live display (idempotent); the last state stays on screen."""
        if self._live is not None:
            self._live.stop()
            self._live = None

    def _draw(self) -> None:
        if self._live is None:
            self._live, self._task = _start_live(self.stream, self.total)
        assert self._task is not None
        self._live.update(self._task, completed=self.done, judge=self._judge())

    def _judge(self) -> str:
        limit = (
            "" if self.judge_limiter is None else f"judge concurrency {self.judge_limiter.limit}, "
        )
        return f"{limit}{self.reused} verdicts reused"

    def _counts(self) -> str:
        o = self.by_outcome
        return (
            f"{self.done}/{self.total} items: {o[Outcome.PASSED]} passed, {o[Outcome.FAILED]} failed, "
            f"{o[Outcome.ERRORED]} errored, {o[Outcome.SKIPPED]} skipped"
        )


def _start_live(stream: TextIO, total: int) -> tuple[RichProgress, TaskID]:
    # rich is imported here: a run without a terminal (CI, the operator's
    # evaluator pods) never loads it.
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        ProgressColumn,
        Task,
        TextColumn,
        TimeRemainingColumn,
    )
    from rich.progress import Progress as RichProgress
    from rich.text import Text

    class RateColumn(ProgressColumn):
        """Items per second (rich's own speed column counts bytes)."""

        def render(self, task: Task) -> Text:
            speed = task.speed
            return Text("-- items/s" if speed is None else f"{speed:.1f} items/s")

    live = RichProgress(
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("items"),
        RateColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
        TextColumn("{task.fields[judge]}"),
        console=Console(file=stream),
        redirect_stdout=False,
        redirect_stderr=False,
    )
    task = live.add_task("items", total=total, judge="")
    live.start()
    return live, task
