"""The internal agent's token: refusals fail fast, files rotate, client credentials refresh.

Against the real AgentOS (its security key on) and, for client credentials,
a loopback OAuth token endpoint (aiohttp). A token never appears in a reason.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from aiohttp import web

from goldeneval.config import OidcConfig
from goldeneval.job.clients import (
    PROBES,
    TOKEN_ENV,
    AgnoClient,
    AgnoError,
    ClientCredentials,
    FileToken,
    RefusalWatch,
    StaticToken,
    token_source,
)
from goldeneval.job.clients._agnoauth import NoToken
from goldeneval.job.clients._session import Session
from tests.internal.agentos import RunningOS, serve
from tests.internal.conftest import MakeClient


async def ask_until_refused(agent: AgnoClient, watch: RefusalWatch, items: int) -> None:
    """Ask ``items`` questions at once, behind the fail-fast watch as the run's pipeline does."""

    async def one(i: int) -> None:
        async with watch.call():
            try:
                await agent.ask(f"Halo {i}")
            except AgnoError as exc:
                watch.record(exc)
                return
            watch.record(None)

    await asyncio.gather(*(one(i) for i in range(items)), return_exceptions=True)


async def test_a_wrong_token_stops_the_run_after_a_handful_of_calls(
    client: MakeClient, agentos: RunningOS
) -> None:
    agent = client(tokens=StaticToken("not-the-key"), concurrency=8)
    watch = RefusalWatch(agent.party)
    before = agentos.wire.runs
    await ask_until_refused(agent, watch, 20)
    assert watch.cause == (
        "internal agent 'data-agent' rejects every request: HTTP 401 Invalid authentication "
        "token (the endpoint refused goldeneval's token)"
    )
    assert PROBES <= agentos.wire.runs - before <= 2 * PROBES - 1


async def test_a_missing_token_stops_the_run_and_says_none_is_configured(
    client: MakeClient, agentos: RunningOS
) -> None:
    agent = client(tokens=NoToken())
    with pytest.raises(AgnoError) as caught:
        await agent.ask("Halo")
    assert caught.value.status == 401
    assert str(caught.value) == (
        f"internal agent 'data-agent' at {agentos.url}: HTTP 401 Authorization header required "
        f"(no token is configured: set internal.token_file, internal.oidc or {TOKEN_ENV})"
    )
    watch = RefusalWatch(agent.party)
    await ask_until_refused(agent, watch, 10)
    assert watch.cause is not None and "HTTP 401 Authorization header required" in watch.cause


async def test_a_token_file_rotated_mid_run_is_read_again(
    tmp_path: Path, client: MakeClient
) -> None:
    token_file = tmp_path / "internal-token"
    token_file.write_text("first-key-0001\n")
    with serve("first-key-0001") as first:
        agent = client(url=first.url, tokens=FileToken(token_file))
        assert (await agent.ask("Halo")).text == "Halo dari agen: Halo"
    # The AgentOS restarts with a rotated key: the old token is refused, and never quoted.
    with serve("second-key-0002", port=first.port) as second:
        with pytest.raises(AgnoError) as caught:
            await agent.ask("Halo")
        assert caught.value.status == 401
        assert "first-key-0001" not in str(caught.value)
        # Then the Secret's file follows (a new file swapped in, as the kubelet does).
        fresh = tmp_path / "internal-token.new"
        fresh.write_text("second-key-0002")
        os.replace(fresh, token_file)
        assert (await agent.ask("Halo lagi")).text == "Halo dari agen: Halo lagi"
        assert second.wire.runs == 2


async def test_a_token_file_rewritten_in_place_is_read_again(tmp_path: Path) -> None:
    token_file = tmp_path / "token"
    token_file.write_text("aaaa-1")
    tokens = FileToken(token_file)
    assert await tokens.token() == "aaaa-1"
    token_file.write_text("bbbb-22")  # same inode, new size and time
    assert await tokens.token() == "bbbb-22"
    assert tokens.scrubber()("was aaaa-1 now bbbb-22") == "was *** now ***"


async def test_an_unreadable_token_file_is_a_refusal_naming_the_file(
    client: MakeClient, agentos: RunningOS, tmp_path: Path
) -> None:
    before = agentos.wire.runs
    missing = tmp_path / "absent"
    with pytest.raises(AgnoError) as caught:
        await client(tokens=FileToken(missing)).ask("Halo")
    assert caught.value.status == 401
    assert str(caught.value) == (
        f"internal agent 'data-agent': the internal token file {missing} cannot be read "
        "(FileNotFoundError)"
    )
    empty = tmp_path / "empty"
    empty.write_text(" \n")
    with pytest.raises(AgnoError, match="is empty"):
        await client(tokens=FileToken(empty)).ask("Halo")
    assert agentos.wire.runs == before  # nothing was sent without a token


@dataclass
class TokenEndpoint:
    """A loopback OAuth 2.0 token endpoint for the client-credentials grant."""

    url: str
    """Where tokens are asked for."""
    issue: list[str]
    """The access tokens it hands out, in turn (the last one from then on)."""
    expires_in: float
    """The lifetime it announces."""
    forms: list[dict[str, str]] = field(default_factory=list)
    """Every form it received."""


@pytest.fixture
async def token_endpoint(agentos: RunningOS) -> AsyncIterator[TokenEndpoint]:
    endpoint = TokenEndpoint(url="", issue=[agentos.key], expires_in=1.0)

    async def token(request: web.Request) -> web.Response:
        form = dict(await request.post())
        endpoint.forms.append({k: str(v) for k, v in form.items()})
        if form.get("client_id") != "goldeneval" or form.get("client_secret") != "client-s3cret":
            # Some servers echo what they were sent: the secret must still not leak.
            return web.json_response(
                {
                    "error": "invalid_client",
                    "error_description": f"bad {form.get('client_secret')}",
                },
                status=401,
            )
        return web.json_response(
            {
                "access_token": endpoint.issue.pop(0)
                if len(endpoint.issue) > 1
                else endpoint.issue[0],
                "token_type": "Bearer",
                "expires_in": endpoint.expires_in,
            }
        )

    app = web.Application()
    app.router.add_post("/token", token)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    endpoint.url = f"http://127.0.0.1:{port}/token"
    yield endpoint
    await runner.cleanup()


async def test_client_credentials_fetch_a_token_and_renew_it_before_expiry(
    client: MakeClient, http: Session, token_endpoint: TokenEndpoint, tmp_path: Path
) -> None:
    secret = tmp_path / "client-secret"
    secret.write_text("client-s3cret\n")
    oidc = OidcConfig(token_endpoint.url, "goldeneval", str(secret), scope="agents:run")
    tokens = ClientCredentials(http, oidc)
    agent = client(tokens=tokens)
    await asyncio.gather(agent.ask("Halo"), agent.ask("Halo"), agent.ask("Halo"))
    assert tokens.fetches == 1  # one fetch however many questions wait for it
    assert token_endpoint.forms == [
        {
            "grant_type": "client_credentials",
            "client_id": "goldeneval",
            "client_secret": "client-s3cret",
            "scope": "agents:run",
        }
    ]
    # The token lives 1 s and is renewed 0.2 s ahead of that.
    await asyncio.sleep(0.85)
    assert (await agent.ask("Halo")).text == "Halo dari agen: Halo"
    assert tokens.fetches == 2


async def test_a_token_revoked_before_expiry_is_fetched_again_and_the_question_resent(
    client: MakeClient,
    http: Session,
    token_endpoint: TokenEndpoint,
    agentos: RunningOS,
    tmp_path: Path,
) -> None:
    secret = tmp_path / "client-secret"
    secret.write_text("client-s3cret")
    token_endpoint.issue = ["revoked-token-9", agentos.key]
    token_endpoint.expires_in = 3600
    tokens = ClientCredentials(http, OidcConfig(token_endpoint.url, "goldeneval", str(secret)))
    before = agentos.wire.runs
    assert (await client(tokens=tokens).ask("Halo")).text == "Halo dari agen: Halo"
    assert tokens.fetches == 2
    assert agentos.wire.runs - before == 2  # the refused one, then the answered one


async def test_refused_client_credentials_are_a_refusal_without_the_secret(
    client: MakeClient, http: Session, token_endpoint: TokenEndpoint, tmp_path: Path
) -> None:
    secret = tmp_path / "client-secret"
    secret.write_text("wrong-s3cret")
    tokens = ClientCredentials(http, OidcConfig(token_endpoint.url, "goldeneval", str(secret)))
    with pytest.raises(AgnoError) as caught:
        await client(tokens=tokens).ask("Halo")
    assert caught.value.status == 401
    assert "wrong-s3cret" not in str(caught.value)
    assert str(caught.value).startswith(
        "internal agent 'data-agent': the OIDC token endpoint returned HTTP 401"
    )


async def test_the_environment_token_is_used_when_nothing_else_is_configured(
    client: MakeClient, http: Session, agentos: RunningOS
) -> None:
    tokens = token_source(http, environ={TOKEN_ENV: f" {agentos.key}\n"})
    assert isinstance(tokens, StaticToken)
    assert (await client(tokens=tokens).ask("Halo")).text == "Halo dari agen: Halo"
    assert isinstance(token_source(http, environ={}), NoToken)
    with pytest.raises(ValueError, match="not both"):
        token_source(http, token_file="x", oidc=OidcConfig("u", "c", "s"))
    assert repr(tokens) == "StaticToken(***)"


async def test_a_token_that_cannot_be_had_again_after_a_refusal_says_why(
    client: MakeClient, tmp_path: Path
) -> None:
    token_file = tmp_path / "token"
    token_file.write_text("stale-key-77")

    class VanishingFile(FileToken):
        """The Secret disappears between the refusal and the second reading."""

        def invalidate(self) -> None:
            token_file.unlink()
            super().invalidate()

    vanishing = VanishingFile(token_file)
    with pytest.raises(AgnoError) as caught:
        await client(tokens=vanishing).ask("Halo")
    assert caught.value.status == 401
    assert str(caught.value) == (
        f"internal agent 'data-agent': the internal token file {token_file} cannot be read "
        "(FileNotFoundError)"
    )
