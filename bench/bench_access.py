"""The cost of delegated access on the operator's port: report latency, cold and warm
review cache, and API requests per 100 report reads.

Runs the operator's HTTP app over HTTPS in process against the HTTPS API
server emulator of the operator tests (TokenReview and SubjectAccessReview
answered from a fixed policy) with a real SQLite store of two runs made by
the CLI. "Cold" clears the gatekeeper's caches before each read (one
TokenReview + one SubjectAccessReview through the official client); "warm"
reads with both answers cached. ``auth: none`` is the baseline.

    .venv/bin/python bench/bench_access.py [--reads 100] [--repeat 30]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.operator.conftest import READER_TOKEN, Cluster
from tests.operator.reportruns import SUITE, goldenrun, served, stored_runs

PATH = f"/reports/tanya/{SUITE}"


async def measure(cluster: Cluster | None, store: str, reads: int, repeat: int) -> None:
    async with served(cluster, store) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
        app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
        assert (await app.get(PATH))[0] == 200  # warm up the store and the connection pools
        name = "none" if app.gate is None else "delegated"
        gate = app.gate

        async def timed() -> float:
            start = time.perf_counter()
            status, _, _ = await app.get(PATH)
            assert status == 200
            return (time.perf_counter() - start) * 1000

        cold: list[float] = []
        if gate is not None:
            for _ in range(repeat):
                gate._users._items.clear()
                gate._grants._items.clear()
                cold.append(await timed())
        warm = [await timed() for _ in range(repeat)]
        before = 0 if cluster is None else len(cluster.call(lambda: list(cluster.emu.calls)))
        reviews_before = 0 if gate is None else gate.reviews
        if gate is not None:
            gate._users._items.clear()
            gate._grants._items.clear()
        for _ in range(reads):
            await app.get(PATH)
        calls = 0 if cluster is None else len(cluster.call(lambda: list(cluster.emu.calls)))
        reviews = 0 if gate is None else gate.reviews - reviews_before
        if gate is not None:
            from goldeneval.operator.serve._auth import read_goldenruns

            async def check() -> float:
                start = time.perf_counter()
                user = await gate.authenticate(READER_TOKEN)
                assert user is not None and await gate.allowed(user, read_goldenruns("tanya"))
                return (time.perf_counter() - start) * 1000

            pair_cold = []
            for _ in range(repeat):
                gate._users._items.clear()
                gate._grants._items.clear()
                pair_cold.append(await check())
            pair_warm = [await check() for _ in range(repeat)]
            print(
                f"  the access check alone: cold {statistics.median(pair_cold):.2f} ms "
                f"(TokenReview + SubjectAccessReview), warm {statistics.median(pair_warm):.3f} ms"
            )
        print(
            f"{name:10s} cold median {statistics.median(cold) if cold else float('nan'):6.1f} ms"
            f"  warm median {statistics.median(warm):6.1f} ms"
            f"  API requests per {reads} reads (cache cold at the first): "
            f"{calls - before} (reviews {reviews})"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reads", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = stored_runs(Path(tmp))
        cluster = Cluster(Path(tmp))
        cluster.start()
        try:
            asyncio.run(measure(None, store, args.reads, args.repeat))
            asyncio.run(measure(cluster, store, args.reads, args.repeat))
        finally:
            cluster.stop()


if __name__ == "__main__":
    main()
