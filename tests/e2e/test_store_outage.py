"""A real PostgreSQL server goes away mid-run (docs/design.md, storage: the outage contract).

Each test runs the real CLI in a subprocess against a private cluster that
the test stops (immediate shutdown: every connection dies) and starts again,
with the loopback chatbot and judge stand-ins. The judge stand-in counts the
calls per question, so "asked exactly once per item" is checked directly.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import psycopg
import pytest
import yaml

from goldeneval.operator.reconcile._pods import no_verdict_of
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from goldeneval.verdict import ShardNoVerdict
from tests.conftest import wait_until
from tests.e2e.conftest import item
from tests.pgcluster import PgCluster

WRONG = 6
"""Items answered wrongly (the fact gate fails them): the verdict is not trivial."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[PgCluster]:
    c = PgCluster()
    c.start()
    try:
        yield c
    finally:
        c.destroy()


class World:
    """Stand-ins, a fresh database on the private cluster, and the CLI."""

    def __init__(self, tmp: Path, cluster: PgCluster, bot: ChatbotStandIn, judge: JudgeStandIn):
        self.tmp, self.cluster, self.bot, self.judge = tmp, cluster, bot, judge
        self.dbname = f"outage_{os.getpid()}_{time.monotonic_ns()}"
        self.dsn = cluster.create_database(self.dbname)
        self.spool = tmp / "spool"

    def set_of(self, n: int) -> Path:
        items = [item(f"q{i:03d}") for i in range(n)]
        for it in items[:WRONG]:
            self.bot.answers[it["question"]] = "jawaban yang salah"
        for it in items[WRONG:]:
            self.bot.answers[it["question"]] = "jawaban yang benar"
        path = self.tmp / f"set-{n}.yaml"
        path.write_text(yaml.safe_dump(items, sort_keys=False), encoding="utf-8")
        return path

    def config(self, suite: str, **extra: Any) -> Path:
        cfg = {
            "chatbot_url": self.bot.url,
            "rag_quality": {"golden_min_pass_rate": 0.8, "golden_pass_threshold": 0.7},
            "goldeneval": {
                "suite": suite,
                "store": self.dsn,
                "judge": {"url": self.judge.url, "model": "stand-in"},
                "concurrency": 4,
                "spool_dir": str(self.spool),
                **extra,
            },
        }
        path = self.tmp / f"config-{suite}.yaml"
        path.write_text(yaml.safe_dump(cfg), encoding="utf-8")
        return path

    def start(
        self, set_path: Path, config: Path, run_id: str, *extra: str
    ) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [
                sys.executable,
                "-m",
                "goldeneval",
                "run",
                "-set",
                str(set_path),
                "-config",
                str(config),
                "--run-id",
                run_id,
                "--no-progress",
                "--json",
                str(self.tmp / f"{run_id}.json"),
                *extra,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def stored(self, run_id: str) -> list[str]:
        with psycopg.connect(self.dsn) as conn:
            return [
                r[0]
                for r in conn.execute(
                    "SELECT item_id FROM golden_results WHERE run_id = %s", (run_id,)
                )
            ]

    def summary(self, run_id: str) -> dict[str, Any]:
        return dict(json.loads((self.tmp / f"{run_id}.json").read_text(encoding="utf-8")))


@pytest.fixture
def world(tmp_path: Path, cluster: PgCluster) -> Iterator[World]:
    with (
        serve_in_thread(ChatbotStandIn(latency_ms=20)) as bot,
        serve_in_thread(JudgeStandIn(latency_ms=20)) as judge,
    ):
        yield World(tmp_path, cluster, bot, judge)


def finish(proc: subprocess.Popen[str], timeout: float = 240) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out, err


def outage_when(world: World, calls: int, seconds: float) -> threading.Thread:
    """Stop the server once the judge has been asked ``calls`` more times; start it ``seconds`` later."""
    target = world.judge.admitted + calls

    def run() -> None:
        wait_until("the run to get going", lambda: world.judge.admitted >= target, 60)
        world.cluster.stop()
        time.sleep(seconds)
        world.cluster.start()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def spooled_lines(world: World) -> int:
    return sum(len(p.read_text(encoding="utf-8").splitlines()) for p in world.spool.glob("*.jsonl"))


def freeze_with_everything_judged_spooled(world: World) -> None:
    """Hold every judge call from now on; return once each answered one is in the spool.

    Killed then, the run has exactly its held calls in flight and nothing judged but
    unspooled, however slowly a loaded machine let it get there (no sleeping on a guess).
    """
    world.judge.hold = lambda _key: True
    wait_until(
        "every judged result to reach the spool",
        lambda: (
            world.judge.held == world.judge.in_flight
            and spooled_lines(world) >= world.judge.admitted - world.judge.held
        ),
        60,
    )


def undisturbed(world: World, set_path: Path) -> dict[str, Any]:
    code, _, err = finish(world.start(set_path, world.config("calm"), "calm-1"))
    assert code == 0, err
    world.judge.asked.clear()
    return world.summary("calm-1")


def assert_once_each(world: World, run_id: str, n: int) -> None:
    stored = world.stored(run_id)
    assert sorted(stored) == [f"q{i:03d}" for i in range(n)]
    asked = world.judge.asked
    assert len(asked) == n and set(asked.values()) == {1}, asked.most_common(3)


@pytest.mark.parametrize(("seconds", "buffer"), [(3, 20), (30, 5000)])
def test_an_outage_mid_run_gives_the_undisturbed_verdict_storing_and_judging_each_item_once(
    world: World, seconds: float, buffer: int
) -> None:
    n = 120
    set_path = world.set_of(n)
    calm = undisturbed(world, set_path)
    config = world.config("storm", store_buffer_items=buffer)
    outage = outage_when(world, 30, seconds)
    code, out, err = finish(world.start(set_path, config, "storm-1"))
    outage.join()
    assert code == 0, err
    storm = world.summary("storm-1")
    assert storm["verdict"] == calm["verdict"]
    assert (
        (storm["passed"], storm["failed"]) == (calm["passed"], calm["failed"]) == (n - WRONG, WRONG)
    )
    assert_once_each(world, "storm-1", n)
    report = storm["store_outage"]
    assert report["unreachable_seconds"] >= seconds * 0.8
    assert report["waited"] > 0
    assert "store: unreachable for" in out
    assert "store unreachable" in err  # said once, as it began
    assert not list(world.spool.glob("*.jsonl"))  # everything stored: the spool is gone


def test_a_run_killed_during_an_outage_is_finished_by_a_rerun_that_asks_only_for_in_flight_items(
    world: World,
) -> None:
    n = 160
    set_path = world.set_of(n)
    config = world.config("killed")
    proc = world.start(set_path, config, "killed-1")
    wait_until("the run to get going", lambda: world.judge.admitted >= 20, 60)
    world.cluster.stop()
    try:
        wait_until("results to pile up", lambda: world.judge.admitted >= 80, 60)
        freeze_with_everything_judged_spooled(world)
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=30)
        spooled = list(world.spool.glob("*.jsonl"))
        assert len(spooled) == 1
        lines = spooled[0].read_text(encoding="utf-8").splitlines()
        assert len(lines) >= 50
        assert spooled[0].stat().st_mode & 0o777 == 0o600
        assert world.spool.stat().st_mode & 0o777 == 0o700
    finally:
        world.judge.hold = None
        world.cluster.start()
    code, _out, err = finish(world.start(set_path, config, "killed-1"))
    assert code == 0, err
    assert "by an earlier attempt" in err
    assert sorted(world.stored("killed-1")) == [f"q{i:03d}" for i in range(n)]
    asked_again = world.judge.admitted - n
    # Only what was in flight at the kill (judge calls, the last unspooled batch) is asked again.
    assert 0 <= asked_again <= 12, asked_again
    assert world.summary("killed-1")["store_outage"]["replayed"] >= 50
    assert not list(world.spool.glob("*.jsonl"))


def test_a_spent_budget_ends_exit_3_keeping_the_spool_and_the_rerun_completes(
    world: World,
) -> None:
    n = 200
    set_path = world.set_of(n)
    config = world.config("budget", store_outage_seconds=5, store_buffer_items=30)
    outage = outage_when(world, 10, 20)
    code, out, err = finish(world.start(set_path, config, "budget-1"))
    asked_at_exit = world.judge.admitted
    last = out.rstrip("\n").splitlines()[-1]
    assert code == 3, err
    assert last.startswith("NO VERDICT: store unreachable for 5 s (")
    assert "rerun with --run-id budget-1 to store them and finish" in last
    spooled = list(world.spool.glob("*.jsonl"))
    assert len(spooled) == 1 and str(spooled[0]) in last
    assert asked_at_exit < n / 2  # it stopped asking: no paid call it could not keep
    assert "Traceback" not in err
    outage.join()
    code, out, err = finish(world.start(set_path, config, "budget-1"))
    assert code == 0, err
    assert sorted(world.stored("budget-1")) == [f"q{i:03d}" for i in range(n)]
    assert world.judge.admitted <= n + 8  # the rerun asked for what was never judged
    assert not list(world.spool.glob("*.jsonl"))


def test_ten_kills_of_every_evaluator_connection_never_lose_a_result(world: World) -> None:
    # Enough items that the tenth kill (at 150 judge calls) comes well before the end,
    # even when each kill first waits for the evaluator to reconnect.
    n = 400
    set_path = world.set_of(n)
    kills: list[int] = []

    def killer() -> None:
        for k in range(1, 11):
            wait_until("more calls", lambda k=k: world.judge.admitted >= k * 15, 60)
            # The evaluator reconnects when it next writes: wait for that, so each kill
            # cuts a live connection however slowly a loaded machine gets there.
            wait_until("a connection", lambda: world.cluster.connections(world.dbname) > 0, 30)
            kills.append(world.cluster.terminate(world.dbname))

    thread = threading.Thread(target=killer, daemon=True)
    thread.start()
    code, _out, err = finish(world.start(set_path, world.config("killer"), "killer-1"))
    thread.join(timeout=30)
    assert code == 0, err
    assert len(kills) == 10 and sum(kills) >= 8  # nearly every kill cut a live connection
    assert_once_each(world, "killer-1", n)


def test_a_store_unreachable_at_start_is_waited_for(world: World) -> None:
    set_path = world.set_of(40)
    world.cluster.stop()
    proc = world.start(set_path, world.config("late"), "late-1")
    assert proc.stdout is not None and proc.stderr is not None
    said: list[str] = []

    def start_once_told(stderr: IO[str]) -> None:
        # The server comes back once the run has said it is waiting for it (not after a
        # guessed 3 s, which a loaded machine's interpreter start-up alone can outlast).
        for line in stderr:
            said.append(line)
            if "store unreachable" in line:
                break
        world.cluster.start()
        said.extend(stderr)

    reader = threading.Thread(target=start_once_told, args=(proc.stderr,), daemon=True)
    reader.start()
    proc.stdout.read()
    code = proc.wait(timeout=240)
    reader.join(timeout=60)
    err = "".join(said)
    assert code == 0, err
    assert "store unreachable" in err
    assert len(world.stored("late-1")) == 40


def test_a_shard_that_gives_up_tells_the_operator_why_in_its_summary_file(world: World) -> None:
    """In the cluster the termination message is the summary file: the record the
    operator turns into the run's NoVerdict status (operator/reconcile/_pods.py)."""
    n = 120
    set_path = world.set_of(n)
    config = world.config("pod", store_outage_seconds=3, store_buffer_items=30)
    summary = world.tmp / "termination-log"
    outage = outage_when(world, 10, 12)
    code, out, err = finish(
        world.start(set_path, config, "pod-1", "--shard", "0/1", "--summary-file", str(summary))
    )
    outage.join()
    assert code == 3, err
    record = ShardNoVerdict.from_dict(json.loads(summary.read_text(encoding="utf-8")))
    assert (record.run_id, record.shard, record.shards) == ("pod-1", 0, 1)
    assert record.cause == "store_unreachable" and record.unreachable_seconds >= 3
    last = out.rstrip("\n").splitlines()[-1]
    assert record.kept > 0 and f"{record.kept} results kept in" in last
    pod = {
        "status": {
            "containerStatuses": [
                {
                    "name": "evaluator",
                    "state": {
                        "terminated": {
                            "exitCode": 3,
                            "message": summary.read_text(encoding="utf-8"),
                        }
                    },
                }
            ]
        }
    }
    assert no_verdict_of([pod], run_id="pod-1") == record


def test_a_compare_run_killed_during_an_outage_spools_both_parties_and_the_rerun_loses_nothing(
    world: World,
) -> None:
    """The reference is a party like the candidate: its results wait in a spool of their own."""
    n = 120
    set_path = world.set_of(n)
    with serve_in_thread(ChatbotStandIn(latency_ms=20)) as ref:
        ref.answers.update(world.bot.answers)
        config = world.config("cmpkilled", compare={"chatbot_url": ref.url})
        proc = world.start(set_path, config, "cmpkilled-1")
        wait_until("the run to get going", lambda: world.judge.admitted >= 20, 60)
        world.cluster.stop()
        try:
            wait_until("results to pile up", lambda: world.judge.admitted >= 70, 60)
            freeze_with_everything_judged_spooled(world)
            proc.send_signal(signal.SIGKILL)
            proc.communicate(timeout=30)
            spooled = sorted(world.spool.glob("*.jsonl"), key=lambda p: p.name)
            assert len(spooled) == 2, spooled
            assert spooled[1].name.endswith("~reference.jsonl")
            assert all(len(p.read_text(encoding="utf-8").splitlines()) >= 20 for p in spooled)
        finally:
            world.judge.hold = None
            world.cluster.start()
        code, _out, err = finish(world.start(set_path, config, "cmpkilled-1"))
    assert code == 0, err
    assert err.count("by an earlier attempt") == 2
    assert sorted(world.stored("cmpkilled-1")) == [f"q{i:03d}" for i in range(n)]
    with psycopg.connect(world.dsn) as conn:
        references = conn.execute(
            "SELECT count(*) FROM golden_role_results WHERE run_id = %s AND role = 'reference'",
            ("cmpkilled-1",),
        ).fetchone()
    assert references == (n,)
    summary = world.summary("cmpkilled-1")
    assert summary["compare"]["paired"] == n and summary["store_outage"]["replayed"] >= 40
    assert not list(world.spool.glob("*.jsonl"))
