"""HTTP sessions and the retry loop shared by the chatbot and judge clients.

Issue #4 measured the client's own CPU cost per request on this kind of
machine: httpx's default transport ≈ 7 ms and growing with concurrency,
httpx over an aiohttp transport (``httpx-aiohttp``) ≈ 0.5 ms, bare aiohttp
≈ 0.23 ms. A run makes two requests per item and the budget is 0.5 ms of
harness CPU per item, so the hot path talks to aiohttp directly. The httpx
variants stay selectable (``GOLDENEVAL_HTTP_TRANSPORT=httpx-aiohttp`` or
``httpx``) so ``bench/bench_pipeline.py --compare-transport`` can measure the
choice side by side, and as a fallback should an environment need httpx's
proxy or TLS handling.

:func:`call_with_retries` makes one logical call out of several attempts
(DESIGN §7): each attempt holds one limiter slot and its own timeout;
connection errors, timeouts, 429 and 5xx are retried with exponential
backoff and full jitter, honouring ``Retry-After``; other 4xx fail at once.
Backpressure (429, or 503 with ``Retry-After``) does not use up attempts: a
gateway saying "later" must slow the run down, not fail its items, so those
waits are bounded by their own budget (``RetryPolicy.max_backpressure``).
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import os
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import aiohttp
import httpx
from httpx_aiohttp import AiohttpTransport

from goldeneval._errors import ConfigError
from goldeneval.job._limits import Limiter

T = TypeVar("T")


class RemoteError(Exception):
    """A remote call failed for good; ``str(error)`` is the reason, safe to store and show."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


TRANSPORTS = ("aiohttp", "httpx-aiohttp", "httpx")
"""Selectable with ``GOLDENEVAL_HTTP_TRANSPORT``; the first is the default."""


class Reply(Protocol):
    """The part of an HTTP response the clients read (httpx.Response has this shape)."""

    @property
    def status_code(self) -> int: ...

    @property
    def headers(self) -> Mapping[str, str]: ...

    async def aread(self) -> bytes: ...

    def aiter_bytes(self) -> AsyncIterator[bytes]: ...

    def aiter_lines(self) -> AsyncIterator[str]: ...


class Session(Protocol):
    """A pooled HTTP client that POSTs bytes and streams the reply."""

    def post(
        self, url: str, content: bytes, headers: Mapping[str, str]
    ) -> AbstractAsyncContextManager[Reply]: ...

    async def __aenter__(self) -> Session: ...

    async def __aexit__(self, *exc: object) -> None: ...


class _AiohttpReply:
    def __init__(self, resp: aiohttp.ClientResponse) -> None:
        self._resp = resp

    @property
    def status_code(self) -> int:
        return self._resp.status

    @property
    def headers(self) -> Mapping[str, str]:
        return self._resp.headers

    async def aread(self) -> bytes:
        return await self._resp.read()

    async def aiter_bytes(self) -> AsyncIterator[bytes]:
        async for chunk in self._resp.content.iter_any():
            yield chunk

    async def aiter_lines(self) -> AsyncIterator[str]:
        # Split ourselves: aiohttp's readline refuses lines over its buffer
        # limit, and an SSE event may carry a long answer on one line.
        pending = b""
        async for chunk in self._resp.content.iter_any():
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                yield line.rstrip(b"\r").decode("utf-8", errors="replace")
        if pending:
            yield pending.rstrip(b"\r").decode("utf-8", errors="replace")


class AiohttpSession:
    """The production session: aiohttp with a bounded pool and no cookie jar."""

    def __init__(self, timeout: float, max_connections: int, *, trust_env: bool = False) -> None:
        self._timeout = timeout
        self._max_connections = max_connections
        self._trust_env = trust_env
        self._session: aiohttp.ClientSession | None = None

    async def __aenter__(self) -> AiohttpSession:
        # The session binds to the running loop, so it is created here, not in __init__.
        self._session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=self._max_connections, limit_per_host=0),
            # Each attempt is bounded as a whole by call_with_retries; a per-read
            # timer on top would only add a timer per chunk on the hot path.
            timeout=aiohttp.ClientTimeout(total=None, sock_connect=self._timeout),
            cookie_jar=aiohttp.DummyCookieJar(),
            trust_env=self._trust_env,
        )
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._session is not None:
            await self._session.close()

    @asynccontextmanager
    async def post(
        self, url: str, content: bytes, headers: Mapping[str, str]
    ) -> AsyncIterator[Reply]:
        if self._session is None:
            raise RuntimeError("use the session inside 'async with'")
        async with self._session.post(url, data=content, headers=headers) as resp:
            yield _AiohttpReply(resp)


class HttpxSession:
    """httpx's API, on its default transport or on ``httpx-aiohttp`` (for comparison)."""

    def __init__(
        self,
        timeout: float,
        max_connections: int,
        *,
        trust_env: bool = False,
        aiohttp_transport: bool,
    ) -> None:
        limits = httpx.Limits(
            max_connections=max_connections, max_keepalive_connections=max_connections
        )
        transport = (
            AiohttpTransport(limits=limits, trust_env=trust_env) if aiohttp_transport else None
        )
        self.client = httpx.AsyncClient(
            transport=transport, timeout=httpx.Timeout(timeout), limits=limits, trust_env=trust_env
        )

    async def __aenter__(self) -> HttpxSession:
        await self.client.__aenter__()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.client.aclose()

    @asynccontextmanager
    async def post(
        self, url: str, content: bytes, headers: Mapping[str, str]
    ) -> AsyncIterator[Reply]:
        async with self.client.stream("POST", url, content=content, headers=headers) as resp:
            yield resp


def make_client(
    timeout: float, max_connections: int, *, trust_env: bool = False, transport: str | None = None
) -> Session:
    """A session for one remote party, with a pool of ``max_connections``.

    ``timeout`` bounds connect and each read; :func:`call_with_retries`
    additionally bounds each whole attempt. Proxy variables from the
    environment are ignored unless ``trust_env`` (the chatbot and judge are
    normally in-cluster services, and a stray ``HTTP_PROXY`` would silently
    reroute loopback tests). ``transport`` (default: ``GOLDENEVAL_HTTP_TRANSPORT``
    or ``aiohttp``) is one of :data:`TRANSPORTS`.
    """
    kind = transport or os.environ.get("GOLDENEVAL_HTTP_TRANSPORT") or TRANSPORTS[0]
    if kind == "aiohttp":
        return AiohttpSession(timeout, max_connections, trust_env=trust_env)
    if kind in ("httpx-aiohttp", "httpx"):
        return HttpxSession(
            timeout, max_connections, trust_env=trust_env, aiohttp_transport=kind == "httpx-aiohttp"
        )
    raise ConfigError(f"GOLDENEVAL_HTTP_TRANSPORT={kind!r} is not one of {', '.join(TRANSPORTS)}")


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a transient failure is retried."""

    max_attempts: int = 4
    """Attempts per call, the first one included."""
    base_delay: float = 0.2
    """Backoff before the second attempt is drawn from [0, base_delay]; doubles per attempt."""
    max_delay: float = 10.0
    """Upper bound of any single wait, Retry-After included."""
    max_backpressure: int = 50
    """Extra attempts allowed after backpressure replies (429, or 503 with Retry-After)."""

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError(f"max_attempts must be at least 1, got {self.max_attempts}")
        if self.base_delay < 0 or self.max_delay < 0:
            raise ValueError("retry delays must not be negative")

    def backoff(self, attempt: int) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (1-based): full jitter."""
        ceiling = min(self.max_delay, self.base_delay * 2 ** (attempt - 1))
        return random.uniform(0.0, ceiling)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """The wait before the next attempt: the server's Retry-After when given, else backoff."""
        if retry_after is not None:
            # A little jitter so callers told the same date do not return in lockstep.
            return min(self.max_delay, retry_after + random.uniform(0.0, retry_after * 0.1))
        return self.backoff(attempt)


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds from a ``Retry-After`` header (delta-seconds or HTTP date); None if unusable."""
    if value is None:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            return None
        if when is None:
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    if seconds != seconds:  # NaN
        return None
    return max(0.0, seconds)


def _retryable_status(status: int) -> bool:
    return status == 429 or 500 <= status <= 599


def _snippet(body: bytes, limit: int = 200) -> str:
    text = body[:limit].decode("utf-8", errors="replace").strip()
    try:
        data = json.loads(body) if len(body) <= 4096 else None
    except ValueError:
        data = None
    if isinstance(data, dict):
        err = data.get("error")
        msg = err.get("message") if isinstance(err, dict) else err
        if isinstance(msg, str) and msg:
            text = msg[:limit]
    return " ".join(text.split())


def _describe(exc: BaseException) -> str:
    detail = str(exc).strip()
    return f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__


async def call_with_retries(
    http: Session,
    url: str,
    body: Any,
    read: Callable[[Reply], Awaitable[T]],
    *,
    party: str,
    policy: RetryPolicy,
    limiter: Limiter,
    timeout: float,
    headers: Mapping[str, str] | None = None,
    error: Callable[[str], RemoteError] = RemoteError,
) -> T:
    """POST ``body`` as JSON to ``url`` until an attempt succeeds; return ``read(response)``.

    ``read`` consumes a 2xx response (it may stream it). If it raises a
    :class:`RemoteError` (the reply is unusable: wrong shape, missing
    answer), that is final and not retried. Transport errors while reading
    are retried like any other. Gives up with ``error(reason)``, e.g.
    ``chatbot returned HTTP 503 after 4 attempts``. Never puts headers (the
    judge's API key) into a reason.
    """
    content = json.dumps(body, ensure_ascii=False).encode()
    send_headers = {"Content-Type": "application/json", **(headers or {})}
    reason = "no attempt made"
    attempt = backpressured = 0
    while True:
        attempt += 1
        retry_after: float | None = None
        backpressure = False
        try:
            async with limiter.slot():
                async with asyncio.timeout(timeout):
                    async with http.post(url, content, send_headers) as resp:
                        status = resp.status_code
                        if 200 <= status <= 299:
                            result = await read(resp)
                            limiter.on_success()
                            return result
                        payload = await resp.aread()
                        if status in (429, 503):
                            retry_after = parse_retry_after(resp.headers.get("Retry-After"))
                            if retry_after is not None:
                                # A hostile or buggy date must not stall the run (or
                                # the limiter, which pauses every caller) for hours.
                                retry_after = min(retry_after, policy.max_delay)
                            backpressure = status == 429 or retry_after is not None
                            limiter.on_backpressure(retry_after)
                        reason = f"{party} returned HTTP {status}"
                        if not _retryable_status(status):
                            detail = _snippet(payload)
                            raise error(f"{reason}: {detail}" if detail else reason)
        except RemoteError:
            raise
        except (TimeoutError, httpx.TransportError, aiohttp.ClientError, OSError) as exc:
            reason = _transport_reason(party, exc, timeout)
        if backpressure and backpressured < policy.max_backpressure:
            # "Come back later" is not a failure of this item: it does not use
            # up an attempt, only the separate backpressure budget.
            backpressured += 1
            attempt -= 1
            wait = policy.delay(backpressured, retry_after)
        elif attempt >= policy.max_attempts:
            break
        else:
            wait = policy.delay(attempt, retry_after)
        await asyncio.sleep(wait)
    n = policy.max_attempts
    raise error(f"{reason} after {n} attempt{'s' if n != 1 else ''}")


def _transport_reason(party: str, exc: BaseException, timeout: float) -> str:
    """A timeout or a connection failure, told apart by the underlying aiohttp error.

    httpx-aiohttp maps every ``aiohttp.ClientConnectionError`` (a server
    closing the socket included) to ``httpx.ConnectTimeout``, so the httpx
    class alone would call a dropped connection a timeout.
    """
    root = exc.__cause__ if isinstance(exc, httpx.HTTPError) and exc.__cause__ else exc
    if isinstance(root, TimeoutError) or (root is exc and isinstance(exc, httpx.TimeoutException)):
        return f"{party} did not answer within {timeout:g}s"
    return f"{party} connection failed ({_describe(root)})"
