"""The workbench as an SME starts it: the real ``goldeneval workbench`` in a subprocess,
on a store seeded as the evaluator and the harvest would have left it."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from goldeneval.cli import main
from tests.workbench.seed import SUITE, seed, write_log, write_set

FIRST_LINE_SECONDS = 60
"""How long the workbench may take to print its link (a failsafe, not a wait)."""


@dataclass
class World:
    """One test's golden set and seeded store."""

    tmp: Path
    """The test's folder."""
    dsn: str
    """The store."""
    set_path: Path
    """The golden-set file the workbench edits."""


def harvest(world: World) -> int:
    """Run ``goldeneval harvest`` on the week's log into the world's store (as an SME would)."""
    log = write_log(world.tmp)
    return main(
        [
            "harvest",
            "--set",
            str(world.set_path),
            "--log",
            str(log),
            "--store",
            world.dsn,
            "--suite",
            SUITE,
            "--no-progress",
        ]
    )


def make_world(tmp: Path, dsn: str, answers: dict[str, str] | None = None) -> World:
    world = World(tmp, dsn, write_set(tmp))
    seed(dsn, world.set_path, answers)
    assert harvest(world) == 0
    return world


@pytest.fixture
def world(tmp_path: Path, store_dsn: str, capsys: pytest.CaptureFixture[str]) -> World:
    """The seeded world on each store in turn."""
    made = make_world(tmp_path, store_dsn)
    capsys.readouterr()
    return made


@pytest.fixture
def lite_world(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> World:
    """The seeded world on SQLite only: for what does not depend on the store."""
    made = make_world(tmp_path, f"sqlite:///{tmp_path / 'history.db'}")
    capsys.readouterr()
    return made


@dataclass
class Workbench:
    """A running ``goldeneval workbench``."""

    proc: subprocess.Popen[str]
    """The process."""
    link: str
    """The one line it printed: ``workbench: `` removed."""
    port: int
    """Its port."""
    lines: list[str] = field(default_factory=list)
    """What it printed on stdout, the link's line first."""

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def signed_in(self) -> httpx.Client:
        """A client holding a session: the link redeemed."""
        client = httpx.Client(base_url=self.origin, follow_redirects=False)
        got = client.get(self.link)
        assert got.status_code == 303, got.text
        return client

    def stop(self) -> float:
        """Ctrl-C; how long it took to exit."""
        began = time.monotonic()
        self.proc.send_signal(signal.SIGINT)
        self.proc.wait(timeout=30)
        return time.monotonic() - began


def start_workbench(
    world: World, *extra: str, person: str = "ana", display: dict[str, str] | None = None
) -> Workbench:
    """Start the CLI and wait for its one line (``display``: a display and a browser to open
    the link with; else no display and ``--no-open``)."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.update(display or {})
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "goldeneval",
            "workbench",
            "--set",
            str(world.set_path),
            "--store",
            world.dsn,
            "--suite",
            SUITE,
            "--as",
            person,
            *([] if display else ["--no-open"]),
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    first: queue.Queue[str] = queue.Queue()
    assert proc.stdout is not None
    stdout = proc.stdout
    threading.Thread(target=lambda: first.put(stdout.readline()), daemon=True).start()
    try:
        line = first.get(timeout=FIRST_LINE_SECONDS)
    except queue.Empty:
        proc.kill()
        pytest.fail(f"the workbench printed no link: {proc.stderr.read() if proc.stderr else ''}")
    if not line.startswith("workbench: "):
        proc.kill()
        err = proc.stderr.read() if proc.stderr else ""
        pytest.fail(f"the workbench's first line is {line!r}; stderr: {err}")
    link = line.removeprefix("workbench: ").strip()
    port = int(link.split(":")[2].split("/")[0])
    return Workbench(proc, link, port, [line])


@contextmanager
def serving(world: World) -> Iterator[Workbench]:
    """The workbench on ``world`` until the block ends (then Ctrl-C)."""
    bench = start_workbench(world)
    try:
        yield bench
    finally:
        if bench.proc.poll() is None:
            bench.stop()


@pytest.fixture
def running(world: World) -> Iterator[Workbench]:
    """The workbench on the seeded world (each store)."""
    with serving(world) as bench:
        yield bench


@pytest.fixture
def lite_running(lite_world: World) -> Iterator[Workbench]:
    """The workbench on the SQLite world."""
    with serving(lite_world) as bench:
        yield bench


from tests.workbench.cluster import mounted  # noqa: E402, F401  (the mounted app, a fixture)
