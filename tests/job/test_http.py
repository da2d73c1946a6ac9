"""The HTTP client factory, the retry policy and Retry-After parsing."""

from __future__ import annotations

import email.utils
import time

import httpx
import pytest
from httpx_aiohttp import AiohttpTransport

from goldeneval.job._http import (
    RemoteError,
    RetryPolicy,
    call_with_retries,
    make_client,
    parse_retry_after,
)
from goldeneval.job._limits import FixedLimiter
from goldeneval.testing import ChatbotStandIn


async def test_make_client_uses_the_aiohttp_transport_and_streams() -> None:
    async with (
        ChatbotStandIn({"q": "x" * 50_000}, sse=True, sse_chunks=10) as bot,
        make_client(timeout=5, max_connections=4) as client,
    ):
        assert isinstance(client._transport, AiohttpTransport)
        async with client.stream("POST", bot.url + "/api/orchestrate", json={"message": "q"}) as r:
            lines = [line async for line in r.aiter_lines() if line.startswith("data:")]
    assert len(lines) == 11
    assert lines[-1] == "data: [DONE]"


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


async def test_call_with_retries_returns_what_read_makes(http: httpx.AsyncClient) -> None:
    async with ChatbotStandIn({"q": "a"}, fail_first=1) as bot:

        async def read(resp: httpx.Response) -> int:
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


async def test_single_attempt_reason_is_singular(http: httpx.AsyncClient) -> None:
    async with ChatbotStandIn(fail_first=5, fail_status=500) as bot:

        async def read(resp: httpx.Response) -> None:
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
