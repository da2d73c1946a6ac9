"""The app mounted as the operator will mount it: under a variable prefix, a host resolved
per request from a bearer token (no cookie, so no CSRF token), a reader who may not write,
and a golden set that is read-only (saves collect in a change set). Real aiohttp on loopback."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import pytest
from aiohttp import ClientSession, web
from aiohttp.test_utils import TestServer

from goldeneval.goldenset import SetChangedOnDisk, set_sha256
from goldeneval.model import Item
from goldeneval.store import Store, open_store
from goldeneval.workbench import Caller, serve
from tests.workbench.conftest import World
from tests.workbench.seed import SUITE

TOKENS = {"t-viewer": ("dewi@ahu.go.id", False), "t-sme": ("sari@ahu.go.id", True)}


@dataclass
class ChangeSet:
    """A read-only set whose saves are kept beside it (as the cluster host does)."""

    base_text: str
    name: str = "configmap/golden-set/golden-set.yaml"
    in_place: bool = False
    text: str = ""

    def __post_init__(self) -> None:
        self.text = self.base_text

    def read(self) -> bytes:
        return self.text.encode()

    def original(self) -> bytes:
        return self.base_text.encode()

    def save(self, new_text: str, *, expected_sha256: str) -> str:
        if set_sha256(self.read()) != expected_sha256:
            raise SetChangedOnDisk(self.name)
        self.text = new_text
        return set_sha256(self.read())


@dataclass
class TokenHost:
    """The cluster's host in miniature: the person is the bearer token's, never the client's."""

    suite: str
    base: str
    golden: ChangeSet
    opened: Store
    drafts: tuple[Item, ...] | None = None
    sign_in_help: str = "Send Authorization: Bearer with a token the cluster knows."
    seen: list[str] = field(default_factory=list)

    def store(self) -> Store:
        return self.opened

    async def caller(self, request: web.Request) -> Caller | None:
        token = request.headers.get("Authorization", "").removeprefix("Bearer ")
        found = TOKENS.get(token)
        return None if found is None else Caller(found[0], found[1], None)


@pytest.fixture
async def mounted(world: World) -> AsyncIterator[tuple[TestServer, TokenHost]]:
    store = open_store(world.dsn)
    host = TokenHost(
        SUITE,
        f"/workbench/tanya/{SUITE}/",
        ChangeSet(world.set_path.read_text(encoding="utf-8")),
        store,
    )

    async def handle(request: web.Request) -> web.StreamResponse:
        assert request.match_info["suite"] == SUITE
        return await serve(request, host, request.match_info["rel"])

    app = web.Application()
    app.router.add_route("*", "/workbench/{namespace}/{suite}/{rel:.*}", handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    try:
        yield server, host
    finally:
        await server.close()
        store.close()


async def test_links_follow_the_prefix_and_the_identity_is_the_tokens(
    mounted: tuple[TestServer, TokenHost], world: World
) -> None:
    server, host = mounted
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
