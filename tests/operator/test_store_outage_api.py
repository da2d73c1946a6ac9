"""The operator's HTTP port while the history store is away (docs/design.md, storage).

A private PostgreSQL cluster that the test stops and starts; the operator's
aiohttp app served on loopback and asked over HTTP. The store is the API's
dependency, not the operator's: ``/healthz`` and ``/metrics`` do not notice.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import aiohttp
import pytest

from goldeneval.operator.serve._http import StoreReader, build_app, start_http
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.store import open_store
from tests.pgcluster import PgCluster


async def _get(url: str) -> tuple[int, dict[str, str], str]:
    async with aiohttp.ClientSession() as http, http.get(url) as resp:
        return resp.status, dict(resp.headers), await resp.text()


@pytest.fixture
async def served() -> AsyncIterator[tuple[str, PgCluster]]:
    cluster = await asyncio.to_thread(PgCluster)
    await asyncio.to_thread(cluster.start)
    dsn = await asyncio.to_thread(cluster.create_database, "history")
    await asyncio.to_thread(lambda: open_store(dsn).close())  # the evaluators own the schema
    index = RunIndex()
    index.update(
        {
            "metadata": {"uid": "u1", "namespace": "tanya", "name": "run-1"},
            "spec": {"suite": "tanya-prod"},
            "status": {"phase": "Passed", "completionTime": "2026-11-01T10:00:00Z"},
        }
    )
    ready = asyncio.Event()
    ready.set()
    reader = StoreReader(dsn)
    runner, port = await start_http(build_app(index, ready, reader), "127.0.0.1", 0)
    try:
        yield f"http://127.0.0.1:{port}", cluster
    finally:
        await runner.cleanup()
        reader.close()
        await asyncio.to_thread(cluster.destroy)


async def test_during_an_outage_the_api_says_503_retry_after_and_health_and_metrics_stay(
    served: tuple[str, PgCluster],
) -> None:
    base, cluster = served
    api = f"{base}/api/quality/golden?suite=tanya-prod"
    assert (await _get(api))[0] == 404  # reachable: no finished run stored yet
    metrics_before = (await _get(f"{base}/metrics"))[2]

    await asyncio.to_thread(cluster.stop)
    status, headers, body = await _get(api)
    report = await _get(f"{base}/reports/tanya/tanya-prod")
    health = await _get(f"{base}/healthz")
    metrics = await _get(f"{base}/metrics")
    await asyncio.to_thread(cluster.start)

    assert status == 503 and headers["Retry-After"] == "10"
    assert "history store unavailable" in body and "Traceback" not in body
    assert report[0] == 503 and report[1]["Retry-After"] == "10"
    assert health[0] == 200
    assert metrics[0] == 200 and metrics[2] == metrics_before  # the last known values, all kept
    assert (await _get(api))[0] == 404  # back: the reader reconnected by itself
