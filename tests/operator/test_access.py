"""Who may read the operator's HTTP port: delegated authentication and authorization.

The app is served over HTTPS with its self-signed certificate (pinned by
fingerprint); every token is reviewed by the emulated API server
(TokenReview) and every permission by its RBAC policy (SubjectAccessReview),
through the official client with the operator's own kubeconfig. The policy:

* ``tanya-team``: GoldenRuns in ``tanya``;
* ``load-team``: GoldenRuns in ``load`` only;
* ``prometheus``: ``/metrics`` only.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator

import pytest

from goldeneval.operator.spec import HttpAuthConfig
from tests.htmlpage import page_text

from .conftest import Cluster
from .reportruns import GOOD, SUITE, Served, goldenrun, served, stored_runs

TANYA = "token-of-the-tanya-team"
LOAD = "token-of-the-load-team"
PROM = "token-of-prometheus"


@pytest.fixture(scope="module")
def store(cluster: Cluster, tmp_path_factory: pytest.TempPathFactory) -> str:
    cluster.identity(TANYA, "tanya-team", namespaces=["tanya"])
    cluster.identity(LOAD, "load-team", groups=("load-devs",), namespaces=["load"])
    cluster.identity(PROM, "system:serviceaccount:monitoring:prometheus", urls=["/metrics"])
    return stored_runs(tmp_path_factory.mktemp("access"))


def _runs(app: Served) -> None:
    app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
    app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))


@pytest.fixture
async def app(cluster: Cluster, store: str) -> AsyncIterator[Served]:
    async with served(cluster, store) as app:
        _runs(app)
        yield app


def _reviews(cluster: Cluster) -> list[tuple[str, dict]]:
    result: list[tuple[str, dict]] = cluster.call(lambda: list(cluster.emu.reviews))
    return result


def _nothing_of_a_report(body: str) -> None:
    assert GOOD not in body and "pt-akta" not in body and "uid-" not in body and "<html" not in body


async def test_without_a_token_every_path_but_healthz_is_401(app: Served) -> None:
    for path in (
        f"/reports/tanya/{SUITE}",
        f"/reviews/tanya/{SUITE}",
        f"/api/quality/golden?suite={SUITE}",
        "/metrics",
    ):
        status, headers, body = await app.get(path, token=None)
        assert status == 401, path
        assert headers["WWW-Authenticate"].startswith("Bearer")
        _nothing_of_a_report(body)
        assert "goldeneval_" not in body
    # Not even a path's existence shows without a token.
    assert (await app.get("/nothing-here", token=None))[0] == 401
    status, _, body = await app.get("/healthz", token=None)
    assert (status, json.loads(body)) == (200, {"status": "ok"})


async def test_a_token_the_api_server_rejects_is_401(app: Served, cluster: Cluster) -> None:
    for header_token in ("not-a-known-token", TANYA + "x"):
        status, headers, body = await app.get(f"/reports/tanya/{SUITE}", token=header_token)
        assert status == 401 and headers["WWW-Authenticate"].startswith("Bearer")
        _nothing_of_a_report(body)
    # The review carried the token; nothing of it is logged or kept by us.
    assert ("TokenReview", {"token": "***"}) in _reviews(cluster)


async def test_another_namespaces_tenant_is_403_naming_the_permission(
    app: Served, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, "goldeneval.operator.access")

    report = await app.get(f"/reports/tanya/{SUITE}", token=LOAD)
    pinned = await app.get(f"/reports/tanya/{SUITE}?run=uid-1", token=LOAD)
    api = await app.get(f"/api/quality/golden?suite={SUITE}", token=LOAD)
    review = await app.get(f"/reviews/tanya/{SUITE}", token=LOAD)

    expected = {"error": 'user "load-team" may not get goldenruns in namespace "tanya"'}
    for status, _, body in (report, pinned, api, review):
        assert status == 403 and json.loads(body) == expected
    decisions = [r.getMessage() for r in caplog.records]
    assert any("user=load-team" in d and "allowed=false" in d for d in decisions)
    assert not any(LOAD in d for d in decisions)  # the token itself never


async def test_this_namespaces_tenant_reads_its_reports(app: Served) -> None:
    status, _, body = await app.get(f"/reports/tanya/{SUITE}", token=TANYA)
    assert status == 200 and "run uid-2" in page_text(body)

    status, _, body = await app.get(f"/api/quality/golden?suite={SUITE}", token=TANYA)
    assert status == 200 and json.loads(body)["report"] == f"/reports/tanya/{SUITE}?run=uid-2"
    status, _, body = await app.get(f"/reviews/tanya/{SUITE}", token=TANYA)
    assert status == 200 and json.loads(body)["run_id"] == "uid-2"
    # Reading reports is not scraping metrics.
    assert (await app.get("/metrics", token=TANYA))[0] == 403


async def test_a_suite_spanning_namespaces_answers_with_the_runs_the_caller_may_read(
    app: Served,
) -> None:
    # The newest run of the suite is in namespace load; the tanya team only sees tanya's.
    app.index.update(goldenrun("uid-1", "load", "Passed", "2026-12-01T10:00:00Z"))
    app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))

    tanya = json.loads((await app.get(f"/api/quality/golden?suite={SUITE}", token=TANYA))[2])
    load = json.loads((await app.get(f"/api/quality/golden?suite={SUITE}", token=LOAD))[2])

    assert tanya["run"]["run_id"] == "uid-2" and tanya["report"].startswith("/reports/tanya/")
    assert load["run"]["run_id"] == "uid-1" and load["report"].startswith("/reports/load/")


async def test_metrics_need_get_on_the_metrics_url(app: Served) -> None:
    status, _, body = await app.get("/metrics", token=PROM)
    assert status == 200 and "goldeneval_runs_total" in body

    status, _, body = await app.get("/metrics", token=LOAD)
    assert status == 403 and json.loads(body) == {"error": 'user "load-team" may not get /metrics'}
    # A scraper may not read reports.
    assert (await app.get(f"/reports/tanya/{SUITE}", token=PROM))[0] == 403


async def test_reviews_are_cached_and_a_revoked_token_is_refused_after_the_cache_time(
    cluster: Cluster, store: str
) -> None:
    token = "token-revoked-soon"
    cluster.identity(token, "leaver", namespaces=["tanya"])
    auth = HttpAuthConfig(allowed_cache_seconds=0.5, denied_cache_seconds=0.3)
    # The cache's own clock, advanced by the test: a loaded machine's pauses between two
    # reads must not expire an entry the test means to be fresh.
    now = [0.0]
    async with served(cluster, store, auth, clock=lambda: now[0]) as app:
        _runs(app)
        before = len(_reviews(cluster))
        assert (await app.get(f"/reports/tanya/{SUITE}", token=token))[0] == 200
        assert (await app.get(f"/reports/tanya/{SUITE}", token=token))[0] == 200
        # One TokenReview and one SubjectAccessReview for both reads.
        assert len(_reviews(cluster)) - before == 2

        cluster.revoke(token)
        assert (await app.get(f"/reports/tanya/{SUITE}", token=token))[0] == 200  # cached
        now[0] += 0.49
        assert (await app.get(f"/reports/tanya/{SUITE}", token=token))[0] == 200  # still
        now[0] += 0.02
        assert (await app.get(f"/reports/tanya/{SUITE}", token=token))[0] == 401
        # A refusal is remembered too, for its own (shorter) time.
        before = len(_reviews(cluster))
        assert (await app.get(f"/reports/tanya/{SUITE}", token=token))[0] == 401
        assert len(_reviews(cluster)) == before
        now[0] += 0.31
        assert (await app.get(f"/reports/tanya/{SUITE}", token=token))[0] == 401
        assert len(_reviews(cluster)) == before + 1


async def test_concurrent_reads_share_one_review(cluster: Cluster, store: str) -> None:
    async with served(cluster, store) as app:
        _runs(app)
        before = len(_reviews(cluster))
        results = await asyncio.gather(
            *(app.get(f"/reports/tanya/{SUITE}", token=TANYA) for _ in range(8))
        )
        assert [r[0] for r in results] == [200] * 8
        assert len(_reviews(cluster)) - before == 2


async def test_auth_none_is_an_explicit_opt_out(store: str) -> None:
    async with served(None, store) as app:
        _runs(app)
        status, _, body = await app.get(f"/reports/tanya/{SUITE}", token=None)
    assert status == 200 and "run uid-2" in page_text(body)
