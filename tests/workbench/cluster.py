"""A cluster-like host for the tests: the app under a variable prefix, the person from a
bearer token (no cookie, so no CSRF token), a reader who may not write, and a read-only
golden set whose saves collect in a change set, as the operator will mount it."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pytest
from aiohttp import web

from goldeneval.goldenset import SetChangedOnDisk, set_sha256
from goldeneval.model import Item
from goldeneval.store import Store, open_store
from goldeneval.workbench import REL, Caller, serve
from tests.conftest import unused_port
from tests.workbench.seed import SUITE

if TYPE_CHECKING:
    from tests.workbench.conftest import World

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


def mount(world: World) -> tuple[web.Application, TokenHost]:
    """The app under ``/workbench/{namespace}/{suite}/``, as the operator routes it."""
    host = TokenHost(
        SUITE,
        f"/workbench/tanya/{SUITE}/",
        ChangeSet(world.set_path.read_text(encoding="utf-8")),
        open_store(world.dsn),
    )

    async def handle(request: web.Request) -> web.StreamResponse:
        assert request.match_info["suite"] == SUITE
        return await serve(request, host, request.match_info["rel"])

    app = web.Application()
    app.router.add_route("*", "/workbench/{namespace}/{suite}/" + REL, handle)
    return app, host


@dataclass
class Mounted:
    origin: str
    host: TokenHost


@pytest.fixture
def mounted(world: World) -> Iterator[Mounted]:
    """The app under /workbench/tanya/SUITE/ on a loopback aiohttp server in a thread."""
    app, host = mount(world)
    loop = asyncio.new_event_loop()
    runner = web.AppRunner(app)
    port = unused_port()
    loop.run_until_complete(runner.setup())
    loop.run_until_complete(web.TCPSite(runner, "127.0.0.1", port).start())
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        yield Mounted(f"http://127.0.0.1:{port}", host)
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join()
        loop.run_until_complete(runner.cleanup())
        loop.close()
        host.opened.close()
