"""The HTTP client factory, the retry policy and Retry-After parsing."""

from __future__ import annotations

import email.utils
import json
import ssl
import time

import pytest
import trustme
from httpx_aiohttp import AiohttpTransport

from goldeneval._errors import ConfigError
from goldeneval.job._http import (
    TRANSPORTS,
    RemoteError,
    Reply,
    RetryPolicy,
    Session,
    call_with_retries,
    make_client,
    parse_retry_after,
)
from goldeneval.job._http_libs import HttpxSession
from goldeneval.job._limits import FixedLimiter
from goldeneval.job._wire import WireSession
from goldeneval.testing import ChatbotStandIn
from tests.conftest import server_tls

ANSWER_TEXT = "jawaban"


async def test_default_session_is_the_builtin_client_and_streams_long_lines() -> None:
    async with (
        ChatbotStandIn({"q": "x" * 200_000}, sse=True, sse_chunks=2) as bot,
        make_client(timeout=5, max_connections=4) as client,
    ):
        assert isinstance(client, WireSession)
        body = json.dumps({"message": "q"}).encode()
        async with client.post(bot.url + "/api/orchestrate", body, {}) as r:
            lines = [line async for line in r.aiter_lines() if line.startswith("data:")]
    assert len(lines) == 3  # two 100 kB events on one line each, then [DONE]
    assert lines[-1] == "data: [DONE]"


@pytest.mark.parametrize("kind", ["httpx", "httpx-aiohttp"])
def test_httpx_variants_are_selectable_from_the_environment(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GOLDENEVAL_HTTP_TRANSPORT", kind)
    session = make_client(timeout=1, max_connections=1)
    assert isinstance(session, HttpxSession)
    assert isinstance(session.client._transport, AiohttpTransport) == (kind == "httpx-aiohttp")


def test_unknown_transport_is_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLDENEVAL_HTTP_TRANSPORT", "curl")
    with pytest.raises(ConfigError, match="curl"):
        make_client(timeout=1, max_connections=1)


async def test_429_does_not_use_up_attempts(fast_policy: RetryPolicy) -> None:
    """Backpressure slows a call down; only real failures count against max_attempts."""
    async with (
        ChatbotStandIn(
            {"q": ANSWER_TEXT}, fail_first=5, fail_status=429, retry_after="0.01"
        ) as bot,
        make_client(timeout=5, max_connections=4) as client,
    ):

        async def read(resp: Reply) -> int:
            return resp.status_code

        status = await call_with_retries(
            client,
            bot.url + "/api/orchestrate",
            {"message": "q"},
            read,
            party="chatbot",
            policy=fast_policy,
            limiter=FixedLimiter(2),
            timeout=5,
        )
    assert status == 200
    assert bot.requests == 6  # 5 x 429 then success, with max_attempts=3


def test_backoff_is_full_jitter_within_exponential_bounds() -> None:
    policy = RetryPolicy(base_delay=0.2, max_delay=1.0)
    for attempt, ceiling in ((1, 0.2), (2, 0.4), (3, 0.8), (4, 1.0), (10, 1.0)):
        draws = [policy.backoff(attempt) for _ in range(200)]
        assert all(0 <= d <= ceiling for d in draws)
        assert max(draws) > ceiling / 2  # really spread out, not a constant
    assert 0.5 <= policy.delay(1, 0.5) <= 0.55  # Retry-After wins over backoff
    assert policy.delay(1, 30) == 1.0  # ...capped at max_delay


def test_policy_rejects_nonsense() -> None:
    with pytest.raises(ValueError, match="max_attempts"):
        RetryPolicy(max_attempts=0)
    with pytest.raises(ValueError, match="negative"):
        RetryPolicy(base_delay=-1)


def test_parse_retry_after() -> None:
    now = time.time()
    assert parse_retry_after("3") == 3.0
    assert parse_retry_after(" 0.25 ") == 0.25
    assert parse_retry_after("-5") == 0.0
    assert parse_retry_after(None) is None
    assert parse_retry_after("soon") is None
    assert parse_retry_after("nan") is None
    date = email.utils.formatdate(now + 120, usegmt=True)
    assert 118 <= (parse_retry_after(date, now=now) or 0) <= 121
    past = email.utils.formatdate(now - 120, usegmt=True)
    assert parse_retry_after(past, now=now) == 0.0


async def test_call_with_retries_returns_what_read_makes(http: Session) -> None:
    async with ChatbotStandIn({"q": "a"}, fail_first=1) as bot:

        async def read(resp: Reply) -> int:
            return resp.status_code

        limiter = FixedLimiter(2)
        status = await call_with_retries(
            http,
            bot.url + "/api/orchestrate",
            {"message": "q"},
            read,
            party="chatbot",
            policy=RetryPolicy(max_attempts=2, base_delay=0.001),
            limiter=limiter,
            timeout=5,
        )
        assert status == 200
        assert bot.requests == 2
        assert limiter.in_flight == 0


async def test_single_attempt_reason_is_singular(http: Session) -> None:
    async with ChatbotStandIn(fail_first=5, fail_status=500) as bot:

        async def read(resp: Reply) -> None:
            return None

        with pytest.raises(RemoteError) as err:
            await call_with_retries(
                http,
                bot.url + "/api/orchestrate",
                {"message": "q"},
                read,
                party="chatbot",
                policy=RetryPolicy(max_attempts=1),
                limiter=FixedLimiter(1),
                timeout=5,
            )
    assert str(err.value) == "chatbot returned HTTP 500 after 1 attempt"


def test_proxies_need_a_library_transport() -> None:
    with pytest.raises(ConfigError, match="GOLDENEVAL_HTTP_TRANSPORT=aiohttp"):
        make_client(timeout=1, max_connections=1, trust_env=True, transport="builtin")
    assert isinstance(
        make_client(timeout=1, max_connections=1, trust_env=True, transport="httpx"), HttpxSession
    )


@pytest.mark.parametrize("kind", TRANSPORTS)
async def test_every_transport_trusts_the_ca_it_is_given(kind: str, private_ca: trustme.CA) -> None:
    client_tls = ssl.create_default_context()
    private_ca.configure_trust(client_tls)
    body = json.dumps({"message": "q"}).encode()
    async with ChatbotStandIn({"q": ANSWER_TEXT}, tls=server_tls(private_ca)) as bot:
        url = bot.url + "/api/orchestrate"
        async with (
            make_client(5, 2, transport=kind, tls=client_tls) as client,
            client.post(url, body, {}) as reply,
        ):
            assert reply.status_code == 200
            assert json.loads(await reply.aread())["answer"] == ANSWER_TEXT
        async with make_client(5, 2, transport=kind) as untrusting:
            with pytest.raises(OSError, match="CERTIFICATE_VERIFY_FAILED"):
                async with untrusting.post(url, body, {}):
                    pass
