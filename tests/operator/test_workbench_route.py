"""``/workbench/{namespace}/{suite}/``: the SME workbench served by the operator (issue 45 §1, §3).

Real parts: the runs are made by the real CLI into a real SQLite store; the
operator's aiohttp app is served over HTTPS on loopback; every caller's token
is reviewed by the emulated API server (TokenReview) and every permission by
its SubjectAccessReview, which grants ``create goldenruns/review`` only by a
rule on that subresource, as RBAC does. The GoldenRun and its ConfigMap are
objects of the emulated API server.

The policy: ``dewi`` may read GoldenRuns in ``tanya`` (the SME viewer role),
``sari`` may also create ``goldenruns/review`` there (the SME role),
``joko`` is known but granted nothing.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import yaml

from goldeneval.goldenset import set_sha256
from goldeneval.operator.kube import KubeApi, load_connection
from goldeneval.operator.serve import RunIndex, StoreReader, Workbench, build_app, start_http
from goldeneval.store import open_store

from .conftest import GR, Cluster
from .reportruns import SUITE, Served, goldenrun, served, stored_runs

NS = "tanya"
VIEWER, SME, NOBODY = "token-of-dewi", "token-of-sari", "token-of-joko"
BASE = f"/workbench/{NS}/{SUITE}/"
OPS = "goldeneval"


@pytest.fixture(scope="module")
def stored(cluster: Cluster, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    cluster.identity(VIEWER, "dewi@ahu.go.id", namespaces=[NS])
    cluster.identity(
        SME, "sari@ahu.go.id", groups=("sme",), namespaces=[NS], review=[NS], portforward=[OPS]
    )
    cluster.identity(NOBODY, "joko@ahu.go.id")
    tmp = tmp_path_factory.mktemp("workbench")
    dsn = stored_runs(tmp)
    cluster.configmap(NS, "golden-set", {"golden-set.yaml": (tmp / "set.yaml").read_text()})
    body = {
        "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
        "kind": "GoldenRun",
        "metadata": {"name": "run-uid-2"},
        "spec": {"suite": SUITE, "goldenSet": {"configMapRef": {"name": "golden-set"}}},
    }
    cluster.create(GR, NS, body)
    return dsn, tmp / "set.yaml"


@pytest.fixture
async def app(cluster: Cluster, stored: tuple[str, Path]) -> AsyncIterator[Served]:
    async with served(cluster, stored[0]) as app:
        app.index.update(goldenrun("uid-1", NS, "Passed", "2026-11-01T10:00:00Z"))
        app.index.update(goldenrun("uid-2", NS, "Failed", "2026-11-02T10:00:00Z"))
        yield app


async def call(
    app: Served,
    method: str,
    rel: str,
    token: str | None,
    body: dict[str, Any] | None = None,
    **headers: str,
) -> tuple[int, dict[str, str], str]:
    """(status, headers, body) of one request to the app, as ``token``'s owner."""
    sent = {k.replace("_", "-"): v for k, v in headers.items()}
    if token is not None:
        sent["Authorization"] = f"Bearer {token}"
    async with (
        aiohttp.ClientSession(cookie_jar=aiohttp.DummyCookieJar()) as http,
        http.request(method, app.base + BASE + rel, json=body, headers=sent, ssl=app.tls) as r,
    ):
        return r.status, dict(r.headers), await r.text()


def labels_of(dsn: str) -> list[tuple[str | None, str]]:
    """(who, label) of pt-akta's stored labels, newest first."""
    store = open_store(dsn)
    try:
        return [(x.labelled_by, x.label) for x in store.item_labels(SUITE, "pt-akta")]
    finally:
        store.close()


LABEL = {"run": "uid-2", "item": "pt-akta", "label": "fail", "note": "", "by": "someone-else"}


async def test_nobody_reads_without_a_token_or_the_namespaces_permission(app: Served) -> None:
    anonymous = await call(app, "GET", "review", None)
    outsider = await call(app, "GET", "review", NOBODY)
    redirected = await call(app, "GET", "items", VIEWER)

    assert anonymous[0] == 401 and "no bearer token" in anonymous[2]
    assert anonymous[1]["Content-Security-Policy"].startswith("default-src 'none'")
    assert outsider[0] == 403
    said = json.loads(outsider[2])["error"]
    assert said == 'user "joko@ahu.go.id" may not get goldenruns in namespace "tanya"'
    assert redirected[0] == 200


async def test_a_viewer_reads_every_page_and_may_not_label(
    app: Served, stored: tuple[str, Path], cluster: Cluster
) -> None:
    pages = {rel: await call(app, "GET", rel, VIEWER) for rel in ("review", "items", "changes")}
    refused = await call(app, "POST", "review/label", VIEWER, LABEL)

    for rel, (status, headers, text) in pages.items():
        assert status == 200, (rel, text)
        assert "Signed in as dewi@ahu.go.id" in text
        assert headers["X-Content-Type-Options"] == "nosniff"
    assert (
        "pt-akta" in pages["items"][2]
        and "configmap/golden-set/golden-set.yaml" in pages["items"][2]
    )
    assert f'href="{BASE}changes"' in pages["review"][2]
    assert refused[0] == 403 and "may read the workbench but not change it" in refused[2]
    assert all(who != "dewi@ahu.go.id" for who, _ in labels_of(stored[0]))
    asked = [spec for kind, spec in cluster.emu.reviews if kind == "SubjectAccessReview"]
    assert {
        "verb": "create",
        "group": "goldeneval.ahu.go.id",
        "resource": "goldenruns",
        "subresource": "review",
        "namespace": NS,
    } in [s.get("resourceAttributes") for s in asked]


async def test_an_smes_label_carries_the_tokens_name_not_the_one_sent(
    app: Served, stored: tuple[str, Path]
) -> None:
    status, _, text = await call(app, "POST", "review/label", SME, LABEL)

    assert status == 200, text
    assert labels_of(stored[0])[0] == ("sari@ahu.go.id", "fail")
    assert all(who != "someone-else" for who, _ in labels_of(stored[0]))


async def test_a_browsers_change_needs_the_pages_csrf_token_and_its_origin(
    app: Served, stored: tuple[str, Path]
) -> None:
    before = labels_of(stored[0])
    passed = {**LABEL, "label": "pass"}
    browser: dict[str, Any] = {"Cookie": "_oauth2_proxy=session-of-the-proxy"}
    _, _, page = await call(app, "GET", "review", SME, **browser)
    token = re.search(r'name="csrf-token" content="([0-9a-f]+)"', page)
    assert token is not None

    async def label(token: str | None, site: str) -> int:
        sent = {"Sec_Fetch_Site": site} | ({"X_CSRF_Token": token} if token else {})
        return (await call(app, "POST", "review/label", SME, passed, **sent, **browser))[0]

    refused = [await label(None, "same-origin"), await label(token[1], "cross-site")]
    refused.append(await label("0" * 64, "same-origin"))
    assert refused == [403, 403, 403]
    assert labels_of(stored[0]) == before
    assert await label(token[1], "same-origin") == 200
    assert labels_of(stored[0])[0] == ("sari@ahu.go.id", "pass")
    # The token is the person's: the viewer's pages carry another one.
    _, _, viewers = await call(app, "GET", "review", VIEWER, **browser)
    assert token[1] not in viewers


async def test_saves_collect_in_the_change_set_and_download_whole(
    app: Served, stored: tuple[str, Path], cluster: Cluster
) -> None:
    configmap = cluster.get("v1/configmaps", NS, "golden-set")
    assert configmap is not None
    text = configmap["data"]["golden-set.yaml"]
    edit = {
        "sha256": set_sha256(text.encode()),
        "question": "Apa syarat pendirian PT?",
        "must_include": "akta notaris\nNPWP",
        "must_not_include": "",
        "rubric": "",
        "verified": True,
    }
    viewer_save = await call(app, "POST", "items/pt-akta", VIEWER, edit)
    saved = await call(app, "POST", "items/pt-akta", SME, edit)
    changes = await call(app, "GET", "changes", SME)
    viewers_changes = await call(app, "GET", "changes", VIEWER)
    download = await call(app, "GET", "changes/download", SME)

    assert viewer_save[0] == 403
    assert saved[0] == 200 and "kept in this session's changes" in saved[2]
    assert changes[0] == 200 and "Changes (1)" in changes[2]
    assert re.search(r"^\+\s+- NPWP$", html.unescape(changes[2]), re.M)
    assert "(no change yet)" in viewers_changes[2]  # a change set is per person
    assert download[0] == 200
    assert download[1]["Content-Disposition"] == 'attachment; filename="golden-set.yaml"'
    (item,) = yaml.safe_load(download[2])
    assert item["expected"]["must_include"] == ["akta notaris", "NPWP"]
    assert item["verified"] is True and item["question"] == "Apa syarat pendirian PT?"
    after = cluster.get("v1/configmaps", NS, "golden-set")
    assert after is not None and after["data"]["golden-set.yaml"] == text  # never written


async def test_with_auth_none_nobody_can_be_named_so_the_workbench_refuses(
    cluster: Cluster, stored: tuple[str, Path]
) -> None:
    index = RunIndex()
    index.update(goldenrun("uid-2", NS, "Failed", "2026-11-02T10:00:00Z"))
    ready = asyncio.Event()
    ready.set()
    reader = StoreReader(stored[0])
    api = KubeApi(await asyncio.to_thread(load_connection, str(cluster.kubeconfig)))
    port_app = build_app(index, ready, reader, gate=None)
    Workbench(api).mount(port_app, index, reader, gated=False)
    runner, port = await start_http(port_app, "127.0.0.1", 0)
    try:
        async with (
            aiohttp.ClientSession() as http,
            http.get(f"http://127.0.0.1:{port}{BASE}review") as page,
        ):
            said = (await page.json())["error"]
            assert page.status == 403 and "http.auth.mode 'delegated'" in said
            assert page.headers["Content-Security-Policy"].startswith("default-src 'none'")
    finally:
        await runner.cleanup()
        reader.close()
        api.close()
