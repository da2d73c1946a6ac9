"""The internal client behind something that is not quite AgentOS: a gateway on loopback.

What a real AgentOS never does but a proxy in front of it may: answer
without a stream, or quote the token it refused.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiohttp import web

from goldeneval.config import InternalConfig
from goldeneval.job.clients import AgnoClient, AgnoError, FixedLimiter, StaticToken
from goldeneval.job.clients._retries import RetryPolicy
from goldeneval.job.clients._session import Session

TOKEN = "gw-token-123456"


@pytest.fixture
async def gateway() -> AsyncIterator[str]:
    async def runs(request: web.Request) -> web.Response:
        agent = request.match_info["agent"]
        if agent == "echo":
            said = request.headers.get("Authorization", "").removeprefix("Bearer ")
            return web.json_response({"detail": f"{said} is not valid here"}, status=403)
        return web.json_response({"content": "a JSON answer, not a stream"})

    app = web.Application()
    app.router.add_post("/agents/{agent}/runs", runs)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield f"http://127.0.0.1:{port}"
    await runner.cleanup()


def agent_at(http: Session, url: str, agent: str) -> AgnoClient:
    cfg = InternalConfig(url=url, agent=agent)
    return AgnoClient(http, cfg, FixedLimiter(2), RetryPolicy(max_attempts=2), StaticToken(TOKEN))


async def test_a_reply_that_is_not_a_stream_is_an_error(http: Session, gateway: str) -> None:
    with pytest.raises(AgnoError) as caught:
        await agent_at(http, gateway, "json").ask("Halo")
    assert str(caught.value) == (
        "internal agent 'json' did not stream its run (content type 'application/json; "
        'charset=utf-8\'; starts with \'{"content": "a JSON answer, not a stream"}\'); '
        f"is {gateway} an AgentOS?"
    )


async def test_a_token_the_server_quotes_back_is_masked(http: Session, gateway: str) -> None:
    with pytest.raises(AgnoError) as caught:
        await agent_at(http, gateway, "echo").ask("Halo")
    assert caught.value.status == 403
    assert TOKEN not in str(caught.value)
    assert str(caught.value) == (
        f"internal agent 'echo' at {gateway}: HTTP 403 *** is not valid here "
        "(the endpoint refused goldeneval's token)"
    )
