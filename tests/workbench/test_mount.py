"""The app mounted as the operator will mount it: under a variable prefix, a host resolved
per request from a bearer token (no cookie, so no CSRF token), a reader who may not write,
and a golden set that is read-only (saves collect in a change set). Real aiohttp on loopback."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiohttp import ClientSession
from aiohttp.test_utils import TestServer

from goldeneval.goldenset import set_sha256
from tests.workbench.cluster import TokenHost, mount
from tests.workbench.conftest import World
from tests.workbench.seed import SUITE


@pytest.fixture
async def served(world: World) -> AsyncIterator[tuple[TestServer, TokenHost]]:
    app, host = mount(world)
    store = host.opened
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    try:
        yield server, host
    finally:
        await server.close()
        store.close()


async def test_links_follow_the_prefix_and_the_identity_is_the_tokens(
    served: tuple[TestServer, TokenHost], world: World
) -> None:
    server, host = served
    base = str(server.make_url(host.base))
    async with ClientSession() as http:
        async with http.get(base + "review") as anonymous:
            assert anonymous.status == 401
        viewer = {"Authorization": "Bearer t-viewer"}
        async with http.get(base + "review", headers=viewer) as page:
            text = await page.text()
            assert page.status == 200
            assert f'href="{host.base}items"' in text and f'src="{host.base}static/wb.js"' in text
            assert "Signed in as dewi@ahu.go.id" in text
        label = {
            "run": "run-2",
            "item": "cv-daftar-03",
            "label": "fail",
            "note": "",
            "by": "someone-else",
        }
        async with http.post(base + "review/label", json=label, headers=viewer) as refused:
            assert refused.status == 403
            assert "may read the workbench but not change it" in (await refused.json())["error"]
        assert host.opened.item_labels(SUITE, "cv-daftar-03") == []
        sme = {"Authorization": "Bearer t-sme"}
        async with http.post(base + "review/label", json=label, headers=sme) as stored:
            assert stored.status == 200
            assert (await stored.json())["next"] == f"{host.base}review"
        (kept,) = host.opened.item_labels(SUITE, "cv-daftar-03")
        assert kept.labelled_by == "sari@ahu.go.id"

        before = world.set_path.read_bytes()
        edit = {
            "sha256": set_sha256(host.golden.read()),
            "question": "Di mana CV didaftarkan?",
            "must_include": "SABU",
            "must_not_include": "",
            "rubric": "Menyebut SABU.",
            "verified": True,
        }
        async with http.post(base + "items/cv-daftar-03", json=edit, headers=sme) as saved:
            body = await saved.json()
            assert saved.status == 200, body
        assert "kept in this session's changes" in body["message"]
        assert '+    rubric: "Menyebut SABU."' in body["diff"]
        assert world.set_path.read_bytes() == before  # the set itself is never written
        async with http.post(base + "items/cv-daftar-03", json=edit, headers=sme) as stale:
            assert stale.status == 409  # the page's digest is of the set before that change
        async with http.get(base + "changes", headers=viewer) as changes:
            text = await changes.text()
            assert f'href="{host.base}changes" aria-current="page">Changes (1)</a>' in text
            assert "+    rubric: &#34;Menyebut SABU.&#34;" in text
            assert "Download golden set</button>" in text
        async with http.get(base + "changes/download", headers=viewer) as got:
            assert got.headers["Content-Disposition"] == 'attachment; filename="golden-set.yaml"'
            assert (await got.read()) == host.golden.read() != before
