"""Another process holds the SQLite file's write lock while a run writes (docs/design.md, storage).

A second process (plain ``sqlite3``, as a backup job or a second evaluator
would) takes the write lock with ``BEGIN EXCLUSIVE`` mid-run and keeps it
for a few seconds. The run, the real CLI in a subprocess, keeps asking the
chatbot and the judge meanwhile, stores every result once when the lock is
released, and gives its verdict.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import yaml

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.conftest import wait_until
from tests.e2e.conftest import item

HOLD_SECONDS = 4
LOCKER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], timeout=30, isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
count = "SELECT count(*) FROM golden_results"
print("locked", conn.execute(count).fetchone()[0], flush=True)
time.sleep(float(sys.argv[2]))
print("releasing", conn.execute(count).fetchone()[0], flush=True)
conn.execute("COMMIT")
"""


def test_a_write_lock_held_by_another_process_is_ridden_out(tmp_path: Path) -> None:
    n = 200
    db = tmp_path / "history.db"
    items = [item(f"q{i:03d}") for i in range(n)]
    set_path = tmp_path / "set.yaml"
    set_path.write_text(yaml.safe_dump(items, sort_keys=False), encoding="utf-8")
    with (
        serve_in_thread(ChatbotStandIn(latency_ms=20)) as bot,
        serve_in_thread(JudgeStandIn(latency_ms=20)) as judge,
    ):
        for it in items:
            bot.answers[it["question"]] = "jawaban yang benar"
        config = tmp_path / "config.yaml"
        config.write_text(
            yaml.safe_dump(
                {
                    "chatbot_url": bot.url,
                    "goldeneval": {
                        "suite": "locked",
                        "store": f"sqlite://{db}",
                        "judge": {"url": judge.url, "model": "stand-in"},
                        "concurrency": 4,
                        "spool_dir": str(tmp_path / "spool"),
                    },
                }
            ),
            encoding="utf-8",
        )
        run = subprocess.Popen(
            [
                *(sys.executable, "-m", "goldeneval", "run", "-set", str(set_path)),
                *("-config", str(config), "--run-id", "locked-1", "--no-progress"),
                *("--json", str(tmp_path / "locked-1.json")),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        wait_until(
            "the run to get going",
            lambda: judge.admitted >= 20 or run.poll() is not None,
            60,
        )
        assert run.poll() is None, run.communicate()
        locker = subprocess.Popen(
            [sys.executable, "-c", LOCKER, str(db), str(HOLD_SECONDS)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert locker.stdout is not None
        said, stored_when_locked = locker.stdout.readline().split()
        assert said == "locked"
        asked_when_locked = judge.admitted
        said, stored_when_released = locker.stdout.readline().split()
        assert said == "releasing"
        asked_while_locked = judge.admitted - asked_when_locked
        locker.wait(timeout=30)
        _out, err = run.communicate(timeout=240)
    assert run.returncode == 0, err
    assert locker.returncode == 0
    # The lock held: nothing was written while it lasted, and the run was not done yet.
    assert stored_when_locked == stored_when_released
    assert int(stored_when_released) < n
    # The pipeline did not stop for the lock: it kept asking while the file was locked.
    assert asked_while_locked > 0
    summary = json.loads((tmp_path / "locked-1.json").read_text(encoding="utf-8"))
    assert summary["verdict"] == "passed" and summary["passed"] == n
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute(
            "SELECT item_id, count(*) FROM golden_results WHERE run_id = 'locked-1' "
            "GROUP BY item_id"
        ).fetchall()
    finally:
        conn.close()
    assert sorted(r[0] for r in rows) == [f"q{i:03d}" for i in range(n)]
    assert {r[1] for r in rows} == {1}  # each once
    assert set(judge.asked.values()) == {1} and len(judge.asked) == n  # judged once each
    assert not list((tmp_path / "spool").glob("*.jsonl"))  # all stored: the spool is gone
    assert "Traceback" not in err
