"""The session factory, proxies from the environment, the retry policy and Retry-After parsing."""

from __future__ import annotations

import email.utils
import json
import ssl
import time

import pytest
import trustme

from goldeneval.job.clients._limits import FixedLimiter
from goldeneval.job.clients._retries import (
    RemoteError,
    RetryPolicy,
    call_with_retries,
    parse_retry_after,
)
from goldeneval.job.clients._session import Reply, Session, make_client
from goldeneval.testing import ChatbotStandIn
from tests.conftest import server_tls

from .gateways import ForwardProxy, TunnelProxy

ANSWER_TEXT = "jawaban"
PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY")


async def status_of(client: Session, url: str, policy: RetryPolicy) -> int:
    async def read(resp: Reply) -> int:
        return resp.status_code

    return await call_with_retries(
        client,
        url,
        {"message": "q"},
        read,
        party="chatbot",
        policy=policy,
        limiter=FixedLimiter(2),
        timeout=5,
    )


async def test_429_does_not_use_up_attempts(fast_policy: RetryPolicy) -> None:
    """Backpressure slows a call down; only real failures count against max_attempts."""
    async with (
        ChatbotStandIn(
            {"q": ANSWER_TEXT}, fail_first=5, fail_status=429, retry_after="0.01"
        ) as bot,
        make_client(timeout=5, max_connections=4) as client,
    ):
        status = await status_of(client, bot.url + "/api/orchestrate", fast_policy)
    assert status == 200
    assert bot.requests == 6  # 5 x 429 then success, with max_attempts=3


async def test_endless_429s_are_counted_as_the_requests_really_sent(http: Session) -> None:
    policy = RetryPolicy(max_attempts=4, base_delay=0.001, max_backpressure=50)
    async with ChatbotStandIn(fail_first=10_000, fail_status=429, retry_after="0") as bot:
        with pytest.raises(RemoteError) as err:
            await status_of(http, bot.url + "/api/orchestrate", policy)
    assert bot.requests == 54
    assert str(err.value) == (
        "chatbot returned HTTP 429 after 54 attempts (50 of them answered 429/503 'later', "
        "which max_attempts=4 does not count); its last reply: stand-in: failing the first "
        "requests"
    )


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
        limiter = FixedLimiter(2)

        async def read(resp: Reply) -> int:
            return resp.status_code

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
        with pytest.raises(RemoteError) as err:
            await status_of(http, bot.url + "/api/orchestrate", RetryPolicy(max_attempts=1))
    assert str(err.value) == (
        "chatbot returned HTTP 500 after 1 attempt; "
        "its last reply: stand-in: failing the first requests"
    )


async def test_a_body_with_a_lone_surrogate_is_sent_repaired(http: Session) -> None:
    async with ChatbotStandIn({"tanya \ufffd": ANSWER_TEXT}) as bot:
        status = await call_with_retries(
            http,
            bot.url + "/api/orchestrate",
            {"message": "tanya \ud800"},
            lambda resp: resp.aread(),
            party="chatbot",
            policy=RetryPolicy(max_attempts=1),
            limiter=FixedLimiter(1),
            timeout=5,
        )
    assert json.loads(status) == {"answer": ANSWER_TEXT}


async def test_proxies_come_from_the_environment_and_no_proxy_is_honoured(
    monkeypatch: pytest.MonkeyPatch, fast_policy: RetryPolicy
) -> None:
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.lower(), raising=False)
    async with ChatbotStandIn({"q": ANSWER_TEXT}) as bot, ForwardProxy() as proxy:
        url = bot.url + "/api/orchestrate"

        async def call() -> int:
            # The environment is read when a session first calls a URL, as at a run's start.
            async with make_client(timeout=5, max_connections=2) as client:
                return await status_of(client, url, fast_policy)

        assert await call() == 200
        assert proxy.seen == []  # no proxy variable: straight to the chatbot

        monkeypatch.setenv("HTTP_PROXY", proxy.base_url)
        assert await call() == 200
        assert proxy.seen == [url]
        assert bot.requests == 2  # the proxy delivered it

        monkeypatch.setenv("no_proxy", "localhost,127.0.0.1")
        assert await call() == 200
        assert proxy.seen == [url]  # NO_PROXY names the host: not proxied
        assert bot.requests == 3


async def test_an_unreachable_proxy_is_a_connection_failure_of_the_party(
    monkeypatch: pytest.MonkeyPatch, fast_policy: RetryPolicy
) -> None:
    async with ForwardProxy() as proxy:
        dead = proxy.base_url
    monkeypatch.setenv("HTTP_PROXY", dead)
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    async with (
        ChatbotStandIn({"q": ANSWER_TEXT}) as bot,
        make_client(timeout=5, max_connections=2) as client,
    ):
        with pytest.raises(RemoteError, match=r"chatbot connection failed .* after 3 attempts"):
            await status_of(client, bot.url + "/api/orchestrate", fast_policy)
        assert bot.requests == 0


async def test_the_session_trusts_the_ca_it_is_given(private_ca: trustme.CA) -> None:
    client_tls = ssl.create_default_context()
    private_ca.configure_trust(client_tls)
    body = json.dumps({"message": "q"}).encode()
    async with ChatbotStandIn({"q": ANSWER_TEXT}, tls=server_tls(private_ca)) as bot:
        url = bot.url + "/api/orchestrate"
        async with (
            make_client(5, 2, tls=client_tls) as client,
            client.post(url, body, {}) as reply,
        ):
            assert reply.status_code == 200
            assert json.loads(await reply.aread())["answer"] == ANSWER_TEXT
        async with make_client(5, 2) as untrusting:
            with pytest.raises(OSError, match="CERTIFICATE_VERIFY_FAILED"):
                async with untrusting.post(url, body, {}):
                    pass


async def test_https_goes_through_the_proxy_tunnel_and_still_verifies_the_server(
    monkeypatch: pytest.MonkeyPatch, private_ca: trustme.CA, fast_policy: RetryPolicy
) -> None:
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.lower(), raising=False)
    client_tls = ssl.create_default_context()
    private_ca.configure_trust(client_tls)
    async with (
        ChatbotStandIn({"q": ANSWER_TEXT}, tls=server_tls(private_ca)) as bot,
        TunnelProxy() as proxy,
    ):
        monkeypatch.setenv("HTTPS_PROXY", proxy.url)
        url = bot.url + "/api/orchestrate"
        async with make_client(5, 2, tls=client_tls) as client:
            assert await status_of(client, url, fast_policy) == 200
        assert proxy.tunnels == [f"127.0.0.1:{bot.port}"]
        assert bot.requests == 1
        # Through the tunnel the certificate is still checked end to end.
        async with make_client(5, 2) as untrusting:
            with pytest.raises(RemoteError, match="CERTIFICATE_VERIFY_FAILED"):
                await status_of(untrusting, url, fast_policy)
        assert bot.requests == 1
