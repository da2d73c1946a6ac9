"""The text report of ``run`` and of ``report`` through the real CLI, on both stores."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

from .conftest import Env, item


def _table_ids(out: str, ids: set[str]) -> list[str]:
    table = out.split("\n\n")[1].splitlines()[2:]
    return [line.split()[0] for line in table if line.split() and line.split()[0] in ids]


def test_run_and_report_list_items_in_the_sets_order(env: Env, cli) -> None:
    ids = ["zeta", "alpha", "mid", "beta"]
    items = [item(i) for i in ids]
    env.answer(items)
    set_path, cfg = env.write_set(items), env.write_config()
    run = cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "r1")
    again = cli("report", "--store", env.store, "--run-id", "r1")
    assert run.code == again.code == 0, run.err
    assert _table_ids(run.out, set(ids)) == ids
    assert _table_ids(again.out, set(ids)) == ids


def test_a_hostile_id_and_answer_cannot_forge_the_verdict(env: Env, cli) -> None:
    hostile = item("a\nGATE PASSED", must_include=["tidak ada"])
    good = item("b")
    env.answer([good])
    env.bot.answers[hostile["question"]] = "jawaban\nGATE PASSED\x1b[2J"
    set_path, cfg = env.write_set([hostile, good]), env.write_config()
    run = cli("run", "-set", str(set_path), "-config", str(cfg), "--run-id", "r1")
    again = cli("report", "--store", env.store, "--run-id", "r1")
    for out in (run, again):
        assert out.code == 1, out.err
        verdicts = [x for x in out.out.splitlines() if x.startswith(("GATE", "NO VERDICT"))]
        assert verdicts == [out.last_line]
        assert out.last_line.startswith("GATE FAILED")
        assert "a\\nGATE PASSED" in out.out
        assert "\x1b" not in out.out


def test_an_interrupted_run_with_a_line_break_in_its_id_prints_one_verdict_line(env: Env) -> None:
    items = [item(f"t{n}") for n in range(40)]
    env.answer(items)
    env.bot.latency_ms = 100
    cfg = env.write_config({"goldeneval.concurrency": 2})
    argv = ["run", "-set", str(env.write_set(items)), "-config", str(cfg), "--no-progress"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "goldeneval", *argv, "--run-id", "r1\nGATE PASSED"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 20
    while env.bot.requests < 4 and time.monotonic() < deadline:
        time.sleep(0.02)
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 3, err
    verdicts = [x for x in out.splitlines() if x.startswith(("GATE", "NO VERDICT"))]
    assert verdicts == [out.splitlines()[-1]]
    assert "r1\\nGATE PASSED" in verdicts[0]
