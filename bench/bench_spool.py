"""What the spool costs: bytes per result, appending 10,000 results, replaying them into a store.

    .venv/bin/python bench/bench_spool.py [--pg postgresql://…/db]

Results look like a real run's (a 600-character answer, a judge reason,
digests, latencies). Appending is in batches of 100 with one fsync each, as
the writer does; the replay is ``store.replay_spool`` (read, store in batches,
remove). Medians of 3 rounds.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from goldeneval.model import ItemResult, JudgeStatus, Outcome
from goldeneval.store import RunStart, Spool, open_store, replay_spool

N = 10_000


def results(run_id: str) -> list[ItemResult]:
    answer = ("Pendirian PT perorangan cukup dengan surat pernyataan pendirian. " * 10)[:600]
    return [
        ItemResult(
            run_id,
            f"item-{i:05d}",
            "public",
            "pt-perorangan",
            True,
            f"Pertanyaan nomor {i}?",
            Outcome.PASSED,
            JudgeStatus.OK,
            answer=answer,
            correctness=0.9,
            judge_pass=True,
            judge_reason="The answer states the required statement of establishment.",
            answer_sha256="ab" * 32,
            contract_digest="cd" * 32,
            judge_model="qwen2.5-32b",
            prompt_digest="ef" * 32,
            chatbot_latency_ms=812.5,
            judge_latency_ms=1430.2,
            started_at=1.7e9,
            finished_at=1.7e9 + 2.3,
        )
        for i in range(N)
    ]


def one_round(dsn: str | None, base: Path, n: int) -> tuple[float, float, float]:
    run_id = f"bench-{n}-{time.monotonic_ns()}"
    batch = results(run_id)
    spool = Spool(base / f"{run_id}.jsonl")
    t0 = time.perf_counter()
    for start in range(0, N, 100):
        spool.append(batch[start : start + 100])
    append_s = time.perf_counter() - t0
    size = spool.path.stat().st_size
    spool.close()
    store = open_store(dsn or f"sqlite:///{base}/history.db")
    store.begin_run(RunStart(run_id, "bench", "sha256:x", "bench", time.time(), 0.8, 0.7, False, 0))
    t0 = time.perf_counter()
    assert replay_spool(spool, store, run_id) == N
    replay_s = time.perf_counter() - t0
    assert len(store.final_results(run_id)) == N and not spool.path.exists()
    store.close()
    return size / N, append_s, replay_s


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pg", help="a PostgreSQL database to replay into (besides SQLite)")
    args = parser.parse_args()
    for label, dsn in [("sqlite", None)] + ([("postgres", args.pg)] if args.pg else []):
        with tempfile.TemporaryDirectory() as d:
            rounds = [one_round(dsn, Path(d), n) for n in range(3)]
        per, append, replay = (statistics.median(r[k] for r in rounds) for k in range(3))
        print(
            f"{label:8}  {per:6.0f} bytes/result  append {N} in batches of 100: {append:5.2f} s  "
            f"replay {N}: {replay:5.2f} s"
        )


if __name__ == "__main__":
    main()
