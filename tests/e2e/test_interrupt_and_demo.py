"""The evaluator as a real process: SIGTERM mid-run, resume, and the demo."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

from .conftest import Env, item, run_subprocess


def start_run(
    set_path: Path, cfg: Path, run_id: str, judge: JudgeStandIn, *, judged: int
) -> subprocess.Popen[str]:
    """``goldeneval run`` as a real process, returned once ``judged`` judge calls were made."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "goldeneval",
            "run",
            "-set",
            str(set_path),
            "-config",
            str(cfg),
            "--run-id",
            run_id,
            "--no-progress",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 20
    while judge.calls < judged and time.monotonic() < deadline:
        time.sleep(0.02)
    return proc


def test_sigterm_stores_finished_results_exits_3_and_rerun_resumes(env: Env) -> None:
    items = [item(f"t{n}") for n in range(40)]
    env.answer(items)
    env.bot.latency_ms = 100
    set_path = env.write_set(items)
    cfg = env.write_config({"goldeneval.concurrency": 2})
    proc = start_run(set_path, cfg, "evicted", env.judge, judged=4)
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 3, err
    assert out.splitlines()[-1].startswith("NO VERDICT: run interrupted")
    assert "rerun with --run-id evicted" in out.splitlines()[-1]
    store = open_store(env.store)
    try:
        stored = {r.item_id for r in store.results("evicted")}
    finally:
        store.close()
    assert 0 < len(stored) < 40  # finished items kept, the rest left for the resume
    calls_before = env.judge.calls
    env.bot.latency_ms = 0
    rerun = run_subprocess(
        "run", "-set", str(set_path), "-config", str(cfg), "--run-id", "evicted", "--no-progress"
    )
    assert rerun.code == 0, rerun.err
    assert env.judge.calls - calls_before == 40 - len(stored)


def test_demo_runs_from_any_directory_with_another_home(tmp_path: Path) -> None:
    """The example set is package data: no repository checkout, no usable home needed."""
    work = tmp_path / "elsewhere"
    work.mkdir()
    home = tmp_path / "no-such-home"
    env = {k: v for k, v in os.environ.items() if k != "XDG_STATE_HOME"}
    env.update(HOME=str(home), TMPDIR=str(tmp_path))
    run = subprocess.run(
        [sys.executable, "-m", "goldeneval", "demo"],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "not" in out.lower() and "stand-in" in out.lower()  # says it demonstrates the harness
    assert "fidusia-pendaftaran" in out and "regress" in out.lower()
    assert "negation-trap: acknowledged (lint_ignore)" in out
    last = out.rstrip().splitlines()[-1]
    assert last.startswith("GATE ")
    # Issue 29: the failed gate is said to be deliberate, in the demo's own output.
    shows = out[out.index("--- what this shows ---") :]
    assert "FAILED on purpose" in shows and "regressed" in shows
    assert "pt-perorangan-syarat" in shows and "exits 0" in shows
    # Issue 40: the release build passes its own gate (its internal item calls the tool the
    # example set requires); the candidate fails only for the reasons scripted for it.
    assert "\n14/15 scored items passed; GATE PASSED\n" in out
    assert last == (
        "GATE FAILED: pass rate 0.73 < 0.80 (11/15 scored items passed); public pass rate "
        "0.75 < 0.80 (9/12); internal pass rate 0.67 < 0.80 (2/3)"
    )
    scripted = "pt-perorangan-syarat, fidusia-pendaftaran, internal-jumlah-pt-bulanan"
    assert f"failed now ({scripted}), each for the reason scripted for it" in " ".join(
        shows.split()
    )
    assert "perkumpulan-badan-hukum failed in the release build as well" in " ".join(shows.split())
    assert "(These warnings are planted" in out
    # Issue 36: both surfaces, the internal one against the agent stand-in, and it says so.
    assert "the internal agent (an AgentOS stand-in)" in out
    assert "internal-provinsi-pt-terbanyak-2025: passed; tools called: count_registrations" in out
    assert "internal-jumlah-pt-bulanan: failed; tools called: count_registrations (failed)" in out
    assert "internal-pt-bali-lanjutan: passed; tools called:" in out and "of 2 turns" in out
    assert "latency internal agent" in out
    assert list(work.iterdir()) == []  # nothing written where it was started
    assert not home.exists()  # nor in the home directory
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere"]  # its temp dir is gone


def test_postgres_connection_killed_mid_run_is_reconnected(tmp_path: Path, pg_dsn: str) -> None:
    """pg_terminate_backend on the evaluator's connection mid-run: it reconnects, nothing is lost."""
    import psycopg

    items = [item(f"k{n}") for n in range(30)]
    with serve_in_thread(ChatbotStandIn()) as bot, serve_in_thread(JudgeStandIn()) as judge:
        env = Env(tmp_path, pg_dsn, bot, judge)
        env.answer(items)
        bot.latency_ms = 60
        set_path, cfg = env.write_set(items), env.write_config({"goldeneval.concurrency": 2})
        proc = start_run(set_path, cfg, "pg-kill", judge, judged=6)
        dbname = pg_dsn.rsplit("/", 1)[1]
        with psycopg.connect(pg_dsn, autocommit=True) as admin:
            killed = admin.execute(
                "SELECT count(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()) t",
                (dbname,),
            ).fetchone()
        _out, err = proc.communicate(timeout=60)
    assert killed is not None and killed[0] >= 1
    assert proc.returncode == 0, err
    store = open_store(pg_dsn)
    try:
        assert len(store.results("pg-kill")) == 30
    finally:
        store.close()
