"""Ctrl-C on a real process (issue 29, point 5).

The first SIGINT says at once what the run is doing (finishing the items in
flight) and how to stop harder; a second one stops within a second, keeping
what is stored. The rerun command is the run's last line either way.
"""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from goldeneval.store import open_store

from .conftest import Env, item

SLOW_MS = 8000
"""The chatbot's latency once the run is under way: in-flight items would take this long."""


class Lines:
    """A stream's lines as they come, read on a thread (the process is still running)."""

    def __init__(self, stream: object) -> None:
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream: object) -> None:
        for line in stream:  # type: ignore[attr-defined]
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, needle: str, timeout: float) -> float:
        """Seconds until a line holding ``needle`` came; fails after ``timeout``."""
        t0 = time.monotonic()
        while time.monotonic() - t0 < timeout:
            if any(needle in line for line in self.lines):
                return time.monotonic() - t0
            time.sleep(0.01)
        raise AssertionError(f"no line with {needle!r} within {timeout} s: {self.lines}")

    def text(self) -> str:
        self._thread.join(timeout=5)
        return "\n".join(self.lines)


def _start(set_path: Path, cfg: Path, run_id: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "goldeneval", "run", "-set", str(set_path), "-config", str(cfg),
         "--run-id", run_id, "--no-progress"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def test_two_ctrl_c_say_what_happens_and_stop_within_a_second(lite: Env) -> None:
    items = [item(f"c{n}") for n in range(30)]
    lite.answer(items)
    lite.bot.latency_ms = 50
    proc = _start(lite.write_set(items), lite.write_config({"goldeneval.concurrency": 2}), "ctl-c")
    err = Lines(proc.stderr)
    deadline = time.monotonic() + 30
    while lite.judge.calls < 4 and time.monotonic() < deadline:
        time.sleep(0.02)
    lite.bot.latency_ms = SLOW_MS  # what is asked from now on is still in flight at the signal
    asked = lite.bot.requests
    # Both chatbot slots hold slow questions (asked after the change), so the drive is
    # certainly still running at the second signal, however loaded the machine is.
    while (lite.bot.requests < asked + 2 or lite.bot.in_flight < 2) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert lite.bot.in_flight == 2, (lite.bot.requests, lite.bot.in_flight)
    proc.send_signal(signal.SIGINT)
    said = err.wait_for("press Ctrl-C again to stop now", timeout=1.0)
    assert said < 1.0
    time.sleep(0.3)
    assert proc.poll() is None  # still finishing the items in flight
    proc.send_signal(signal.SIGINT)
    t0 = time.monotonic()
    # Not communicate(): it would read stderr too, racing the reader thread for its lines.
    proc.wait(timeout=10)
    stopped_after = time.monotonic() - t0
    assert proc.stdout is not None
    out = proc.stdout.read()
    assert stopped_after < 1.5, stopped_after
    assert proc.returncode == 3
    stderr = err.text()
    # Both chatbot slots were busy at the signal; an item already past the chatbot (being
    # judged) may be in flight too on a loaded machine, so the count is at least 2.
    finishing = re.search(
        r"goldeneval: interrupted: finishing the (\d+) items in flight \(at most 10 s\)", stderr
    )
    assert finishing is not None and int(finishing.group(1)) >= 2, stderr
    assert "goldeneval: stopping now: the items in flight are dropped" in stderr
    last = out.rstrip().splitlines()[-1]
    assert last.startswith("NO VERDICT: run interrupted") and "rerun with --run-id ctl-c" in last
    store = open_store(lite.store)
    try:
        stored = {r.item_id for r in store.results("ctl-c")}
    finally:
        store.close()
    assert 4 <= len(stored) < 30  # what finished before is kept; the rest is the rerun's
