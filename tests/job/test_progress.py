"""Progress: rich's live display on a terminal, plain lines in logs, nothing when quiet."""

from __future__ import annotations

import io
from dataclasses import replace

from goldeneval.job.run._progress import Progress
from goldeneval.model import ItemResult, Outcome, VerdictSource
from tests.core.factories import result as make_result


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Limiter:
    limit = 3


def _results() -> list[ItemResult]:
    base = make_result("a", Outcome.PASSED)
    return [
        replace(base, item_id="a", outcome=Outcome.PASSED, verdict_source=VerdictSource.JUDGED),
        replace(base, item_id="b", outcome=Outcome.FAILED, verdict_source=VerdictSource.REUSED),
        replace(base, item_id="c", outcome=Outcome.ERRORED, verdict_source=None),
    ]


def test_a_log_gets_plain_lines_with_rate_concurrency_and_reuse() -> None:
    log = io.StringIO()
    progress = Progress(3, stream=log, interval=0.0)
    progress.judge_limiter = Limiter()
    for r in _results():
        progress.update(r)
    lines = log.getvalue().splitlines()
    assert len(lines) == 3
    assert lines[-1].startswith("progress: 3/3 items: 1 passed, 1 failed, 1 errored, 0 skipped;")
    assert "items/s" in lines[-1]
    assert "judge concurrency 3, 1 verdicts reused" in lines[-1]
    assert "\r" not in log.getvalue() and "\x1b[" not in log.getvalue()
    assert "left" in lines[0] and "left" not in lines[-1]


def test_a_log_is_not_flooded() -> None:
    log = io.StringIO()
    progress = Progress(3, stream=log, interval=3600.0)
    for r in _results():
        progress.update(r)
    assert len(log.getvalue().splitlines()) == 1  # only the final line


def test_a_terminal_gets_the_live_bar() -> None:
    screen = Terminal()
    progress = Progress(3, stream=screen)
    progress.judge_limiter = Limiter()
    for r in _results():
        progress.update(r)
    shown = screen.getvalue()
    assert "\x1b[" in shown  # drawn in place, not printed line by line
    assert "3/3" in shown and "items/s" in shown and "left" in shown
    assert "judge concurrency 3, 1 verdicts reused" in shown
    assert "progress:" not in shown


def test_quiet_prints_nothing_on_a_terminal_or_in_a_log() -> None:
    for stream in (Terminal(), io.StringIO()):
        progress = Progress(3, stream=stream, enabled=False, interval=0.0)
        for r in _results():
            progress.update(r)
        progress.close()
        assert stream.getvalue() == ""
        assert progress.done == 3 and progress.reused == 1
