"""Benchmark of the history store (issue #3): writing a run, and the baseline lookup.

    .venv/bin/python bench/bench_store.py [--backend sqlite|postgres|both]
        [--runs 100 --items 10000] [--repeat 5] [--batch 100] [--pg-dsn DSN]

For each backend, in a scratch database that is removed afterwards:

1. **write**: 10,000 results of one run saved in batches of ``--batch`` (as
   the evaluator's writer thread does), one transaction per batch. Median
   seconds over ``--repeat`` fresh runs. Target: < 1 s.
2. **baselines**: a history of ``--runs`` × ``--items`` results (1,000,000
   by default; loaded with COPY on PostgreSQL and one executemany
   transaction on SQLite), then ``Store.baselines`` for every item of a new
   run. Median milliseconds over ``--repeat`` calls. Target on PostgreSQL:
   < 200 ms.

PostgreSQL: ``--pg-dsn`` (default ``$GOLDENEVAL_TEST_PG_DSN`` or
``postgresql://postgres@127.0.0.1:5432/test``) must allow CREATE DATABASE.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg.types.json import Jsonb

from goldeneval.model import Counts, ItemResult, JudgeStatus, Outcome
from goldeneval.store import RunStart, RunStatus, Store, open_store
from goldeneval.store._rows import RESULT_COLUMNS, RunKey, result_values

SUITE = "bench-prod"
ANSWER = (
    "Pendirian PT perorangan cukup dengan pernyataan pendirian secara elektronik "
    "melalui AHU Online; pendirinya WNI berusia minimal 17 tahun. "
) * 3  # ~400 characters, the size of a typical short chatbot answer


def item_ids(n: int) -> list[str]:
    """Stable, realistic-looking golden item ids."""
    domains = ("pt-perorangan", "apostille", "fidusia", "cv", "yayasan")
    return [f"{domains[i % len(domains)]}-{i:05d}" for i in range(n)]


def make_result(run_id: str, item_id: str, rng: random.Random) -> ItemResult:
    """A result with the outcome mix of a healthy run (mostly passes, a few errors/skips)."""
    roll = rng.random()
    if roll < 0.02:
        outcome, status = Outcome.SKIPPED, JudgeStatus.SKIPPED
    elif roll < 0.05:
        outcome, status = Outcome.ERRORED, JudgeStatus.ERROR
    elif roll < 0.15:
        outcome, status = Outcome.FAILED, JudgeStatus.OK
    else:
        outcome, status = Outcome.PASSED, JudgeStatus.OK
    judged = status is JudgeStatus.OK
    now = time.time()
    return ItemResult(
        run_id=run_id,
        item_id=item_id,
        surface="internal" if outcome is Outcome.SKIPPED else "public",
        domain=item_id.rsplit("-", 1)[0],
        verified=True,
        question=f"Bagaimana prosedur {item_id}?",
        outcome=outcome,
        judge_status=status,
        answer=ANSWER if outcome is not Outcome.SKIPPED else None,
        correctness=rng.random() if judged else None,
        judge_pass=outcome is Outcome.PASSED if judged else None,
        judge_reason="Sesuai rubrik." if judged else None,
        error="chatbot: HTTP 503" if outcome is Outcome.ERRORED else None,
        reason=outcome.value,
        chatbot_latency_ms=800.0,
        judge_latency_ms=1500.0,
        started_at=now,
        finished_at=now + 2.3,
    )


def start_of(run_id: str, t: float) -> RunStart:
    return RunStart(
        run_id=run_id,
        suite=SUITE,
        set_digest="sha256:" + "0" * 64,
        set_source="bench",
        started_at=t,
        min_pass_rate=0.8,
        pass_threshold=0.7,
        allow_unverified=False,
        unverified_items=0,
    )


# ---------------------------------------------------------------- scratch databases


def scratch_postgres(admin_dsn: str) -> Iterator[str]:
    name = f"goldeneval_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(admin_dsn, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    parts = urlsplit(admin_dsn)
    try:
        yield urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))
    finally:
        with psycopg.connect(admin_dsn, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def scratch_sqlite() -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="goldeneval-bench-") as tmp:
        yield f"sqlite:///{Path(tmp) / 'history.db'}"


# ---------------------------------------------------------------- measurements


def bench_write(store: Store, items: int, batch: int, repeat: int) -> list[float]:
    """Seconds to save ``items`` results of one fresh run, batch by batch, per repeat."""
    rng = random.Random(1)
    ids = item_ids(items)
    times = []
    for r in range(repeat):
        run_id = f"write-{r}-{uuid.uuid4().hex[:6]}"
        store.begin_run(start_of(run_id, time.time()))
        results = [make_result(run_id, i, rng) for i in ids]
        t0 = time.perf_counter()
        for k in range(0, len(results), batch):
            store.save_results(results[k : k + batch])
        times.append(time.perf_counter() - t0)
        assert len(store.final_results(run_id)) >= items * 0.9
    return times


def load_history(
    store: Store,
    runs: int,
    items: int,
    bulk: Callable[[list[tuple[Any, ...]]], None],
    wrap_json: Callable[[Any], Any],
) -> float:
    """Create ``runs`` finished runs of ``items`` results each; returns seconds spent."""
    rng = random.Random(2)
    ids = item_ids(items)
    t0 = time.perf_counter()
    for r in range(runs):
        run_id = f"history-{r:03d}"
        rec = store.begin_run(start_of(run_id, 1_700_000_000.0 + r * 3600))
        key = RunKey(SUITE, rec.seq)
        bulk([result_values(make_result(run_id, i, rng), key, wrap_json) for i in ids])
        store.finish_run(
            run_id,
            status=RunStatus.FINISHED,
            finished_at=1_700_000_000.0 + r * 3600 + 600,
            counts=Counts(items=items),
            gate=None,
            regressions=[],
        )
        if (r + 1) % 10 == 0:
            print(f"    loaded {r + 1}/{runs} runs", file=sys.stderr, flush=True)
    return time.perf_counter() - t0


def bench_baselines(store: Store, items: int, repeat: int) -> tuple[list[float], int]:
    """Milliseconds per ``baselines()`` call for every item of a new run; and how many found."""
    now = store.begin_run(start_of("now", time.time())).seq
    ids = item_ids(items)
    found = len(store.baselines(SUITE, now, ids))  # warm-up (caches, plan)
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        got = store.baselines(SUITE, now, ids)
        times.append((time.perf_counter() - t0) * 1000)
        assert len(got) == found
    return times, found


def run_backend(backend: str, args: argparse.Namespace) -> dict[str, Any]:
    scratch = scratch_sqlite() if backend == "sqlite" else scratch_postgres(args.pg_dsn)
    dsn = next(scratch)
    out: dict[str, Any] = {"backend": backend}
    try:
        store = open_store(dsn)
        try:
            print(
                f"[{backend}] write {args.items} results in batches of {args.batch} …",
                file=sys.stderr,
            )
            out["write_s"] = bench_write(store, args.items, args.batch, args.repeat)

            print(f"[{backend}] load {args.runs} × {args.items} history rows …", file=sys.stderr)
            if backend == "postgres":
                bulk_conn = psycopg.connect(dsn, autocommit=True)
                copy_sql = f"COPY golden_results ({', '.join(RESULT_COLUMNS)}) FROM STDIN"

                def bulk(rows: list[tuple[Any, ...]]) -> None:
                    with bulk_conn.cursor() as cur, cur.copy(copy_sql) as copy:
                        for row in rows:
                            copy.write_row(row)

                out["load_s"] = load_history(store, args.runs, args.items, bulk, Jsonb)
                # What autovacuum would do soon after a real load: fresh
                # statistics and a visibility map for index-only scans.
                bulk_conn.execute("VACUUM ANALYZE golden_results")
                bulk_conn.close()
            else:
                import json
                import sqlite3

                path = urlsplit(dsn).path
                lite = sqlite3.connect(path, isolation_level=None)
                marks = ", ".join("?" for _ in RESULT_COLUMNS)
                insert = (
                    f"INSERT INTO golden_results ({', '.join(RESULT_COLUMNS)}) VALUES ({marks})"
                )

                def bulk(rows: list[tuple[Any, ...]]) -> None:
                    lite.execute("BEGIN")
                    lite.executemany(insert, rows)
                    lite.execute("COMMIT")

                out["load_s"] = load_history(
                    store, args.runs, args.items, bulk, lambda v: json.dumps(v)
                )
                lite.execute("ANALYZE")
                lite.close()

            print(f"[{backend}] baselines for {args.items} items …", file=sys.stderr)
            out["baselines_ms"], out["found"] = bench_baselines(store, args.items, args.repeat)
            out["rows"] = args.runs * args.items
        finally:
            store.close()
    finally:
        for _ in scratch:  # runs the generator's cleanup
            pass
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument("--runs", type=int, default=100, help="history runs (default 100)")
    parser.add_argument("--items", type=int, default=10_000, help="items per run (default 10000)")
    parser.add_argument("--repeat", type=int, default=5, help="repeats for medians (default 5)")
    parser.add_argument("--batch", type=int, default=100, help="results per write (default 100)")
    parser.add_argument(
        "--pg-dsn",
        default=os.environ.get(
            "GOLDENEVAL_TEST_PG_DSN", "postgresql://postgres@127.0.0.1:5432/test"
        ),
        help="admin DSN of a server where a scratch database may be created",
    )
    args = parser.parse_args(argv)
    backends = ["sqlite", "postgres"] if args.backend == "both" else [args.backend]
    rows = []
    for b in backends:
        r = run_backend(b, args)
        rows.append(r)
    print()
    print(
        f"items per run: {args.items}; history: {args.runs} runs; repeats: {args.repeat}; "
        f"write batch: {args.batch}"
    )
    print(
        f"{'backend':<9} {'write run (s, median)':>22} {'load history (s)':>17} "
        f"{'baselines (ms, median)':>23} {'min..max ms':>14} {'found':>7}"
    )
    for r in rows:
        w = statistics.median(r["write_s"])
        b = statistics.median(r["baselines_ms"])
        print(
            f"{r['backend']:<9} {w:>22.3f} {r['load_s']:>17.1f} {b:>23.1f} "
            f"{min(r['baselines_ms']):>6.1f}..{max(r['baselines_ms']):<6.1f} {r['found']:>7}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
