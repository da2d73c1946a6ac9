"""The operator's HTTP port while the history store is away (docs/design.md, storage).

A private PostgreSQL cluster that the test stops and starts; the operator's
aiohttp app served on loopback and asked over HTTP. The store is the API's
dependency, not the operator's: ``/healthz`` and ``/metrics`` do not notice.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.store import open_store
from tests.operator.reportruns import SUITE, Served, goldenrun, served
from tests.pgcluster import PgCluster


@pytest.fixture
async def served_app() -> AsyncIterator[tuple[Served, PgCluster]]:
    cluster = await asyncio.to_thread(PgCluster)
    await asyncio.to_thread(cluster.start)
    dsn = await asyncio.to_thread(cluster.create_database, "history")
    await asyncio.to_thread(lambda: open_store(dsn).close())  # the evaluators own the schema
    index = RunIndex()
    index.update(goldenrun("u1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
    try:
        # auth: none — who may read is tests/operator/test_access.py's concern, not this one's
        async with served(None, dsn, index=index) as app:
            yield app, cluster
    finally:
        await asyncio.to_thread(cluster.destroy)


async def test_during_an_outage_the_api_says_503_retry_after_and_health_and_metrics_stay(
    served_app: tuple[Served, PgCluster],
) -> None:
    app, cluster = served_app
    api = f"/api/quality/golden?suite={SUITE}"
    assert (await app.get(api))[0] == 404  # reachable: no finished run stored yet
    metrics_before = (await app.get("/metrics"))[2]

    await asyncio.to_thread(cluster.stop)
    status, headers, body = await app.get(api)
    report = await app.get(f"/reports/tanya/{SUITE}")
    health = await app.get("/healthz")
    metrics = await app.get("/metrics")
    await asyncio.to_thread(cluster.start)

    assert status == 503 and headers["Retry-After"] == "10"
    assert "history store unavailable" in body and "Traceback" not in body
    assert report[0] == 503 and report[1]["Retry-After"] == "10"
    assert health[0] == 200
    assert metrics[0] == 200 and metrics[2] == metrics_before  # the last known values, all kept
    assert (await app.get(api))[0] == 404  # back: the reader reconnected by itself
