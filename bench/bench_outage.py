"""A 400-item run through a PostgreSQL outage: does it finish, and what does it cost?

    .venv/bin/python bench/bench_outage.py [--items 400] [--outages 0,3,30,60]

The real CLI runs in a subprocess against a private cluster (tests/pgcluster.py)
with the loopback chatbot and judge stand-ins at 50 ms each. Once the judge
has been asked 100 times the cluster is stopped (immediate shutdown: every
connection dies) and started again after the given seconds; the budget
(``store_outage_seconds``) is the default 300 s unless ``--budget`` says otherwise. For each outage the table
gives the exit code, the judge calls (the stand-in counts every admitted
call), the results stored (and any stored twice), the wall time and what the
report says about the outage. One run per outage: the wall time is dominated
by the outage itself, the counts are exact.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import psycopg
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.pgcluster import PgCluster

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

OUTAGE_AFTER_CALLS = 100


def golden_set(path: Path, n: int, bot: ChatbotStandIn) -> None:
    items = []
    for i in range(n):
        question = f"pertanyaan q{i:03d}?"
        bot.answers[question] = "jawaban yang benar"
        items.append(
            {
                "id": f"q{i:03d}",
                "surface": "public",
                "domain": "bench",
                "question": question,
                "expected": {"must_include": ["benar"], "must_not_include": [], "rubric": "r"},
                "verified": True,
            }
        )
    path.write_text(yaml.safe_dump(items, sort_keys=False), encoding="utf-8")


def one_run(
    tmp: Path,
    cluster: PgCluster,
    bot: ChatbotStandIn,
    judge: JudgeStandIn,
    set_path: Path,
    outage: float,
    budget: float | None,
) -> dict[str, Any]:
    dbname = f"bench_outage_{int(outage)}_{time.monotonic_ns()}"
    dsn = cluster.create_database(dbname)
    config = tmp / f"config-{dbname}.yaml"
    config.write_text(
        yaml.safe_dump(
            {
                "chatbot_url": bot.url,
                "goldeneval": {
                    "suite": "bench-outage",
                    "store": dsn,
                    "judge": {"url": judge.url, "model": "stand-in"},
                    "spool_dir": str(tmp / "spool"),
                    **({} if budget is None else {"store_outage_seconds": budget}),
                },
            }
        ),
        encoding="utf-8",
    )
    report = tmp / f"{dbname}.json"
    before = judge.admitted

    def disturb() -> None:
        while judge.admitted - before < OUTAGE_AFTER_CALLS:
            time.sleep(0.01)
        cluster.stop()
        time.sleep(outage)
        cluster.start()

    thread = threading.Thread(target=disturb, daemon=True)
    if outage > 0:
        thread.start()
    t0 = time.perf_counter()
    proc = subprocess.run(
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
            dbname,
            "--no-progress",
            "--json",
            str(report),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - t0
    if outage > 0:
        thread.join()
    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            "SELECT count(*), count(DISTINCT item_id) FROM golden_results WHERE run_id = %s",
            (dbname,),
        ).fetchone()
    assert rows is not None
    summary = json.loads(report.read_text(encoding="utf-8")) if report.exists() else {}
    last = proc.stdout.rstrip("\n").splitlines()[-1] if proc.stdout.strip() else ""
    return {
        "outage_s": outage,
        "exit": proc.returncode,
        "judge_calls": judge.admitted - before,
        "stored": rows[1],
        "stored_twice": rows[0] - rows[1],
        "wall_s": round(wall, 1),
        "store_outage": summary.get("store_outage"),
        "verdict": summary.get("verdict") or last,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--items", type=int, default=400)
    parser.add_argument("--outages", default="0,3,30,60")
    parser.add_argument("--budget", type=float, help="store_outage_seconds (default: 300)")
    args = parser.parse_args()
    outages = [float(x) for x in args.outages.split(",")]
    cluster = PgCluster()
    cluster.start()
    try:
        with (
            tempfile.TemporaryDirectory() as tmpdir,
            serve_in_thread(ChatbotStandIn(latency_ms=50)) as bot,
            serve_in_thread(JudgeStandIn(latency_ms=50)) as judge,
        ):
            tmp = Path(tmpdir)
            set_path = tmp / "set.yaml"
            golden_set(set_path, args.items, bot)
            print(f"{args.items} items, chatbot and judge 50 ms, PostgreSQL {cluster.port}")
            print("outage_s exit judge_calls stored stored_twice wall_s  store_outage / verdict")
            for outage in outages:
                r = one_run(tmp, cluster, bot, judge, set_path, outage, args.budget)
                print(
                    f"{r['outage_s']:>8g} {r['exit']:>4} {r['judge_calls']:>11} {r['stored']:>6} "
                    f"{r['stored_twice']:>12} {r['wall_s']:>6}  {r['store_outage']} {r['verdict']}",
                    flush=True,
                )
    finally:
        cluster.destroy()


if __name__ == "__main__":
    main()
