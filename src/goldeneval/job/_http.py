"""HTTP client factory and the retry loop shared by the chatbot and judge clients.

The client is httpx's API over an aiohttp transport (``httpx-aiohttp``):
issue #4 measured httpx's default transport at ~7 ms CPU per request and
growing with concurrency, ten times the ideal wall time at concurrency 64,
while the aiohttp transport stays near 0.5 ms and flat.

:func:`call_with_retries` makes one logical call out of several attempts
(DESIGN §7): each attempt holds one limiter slot and its own timeout;
connection errors, timeouts, 429 and 5xx are retried with exponential
backoff and full jitter, honouring ``Retry-After``; other 4xx fail at once.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import aiohttp
import httpx
from httpx_aiohttp import AiohttpTransport

from goldeneval.job._limits import Limiter

T = TypeVar("T")


class RemoteError(Exception):
    """A remote call failed for good; ``str(error)`` is the reason, safe to store and show."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def make_client(
    timeout: float, max_connections: int, *, trust_env: bool = False
) -> httpx.AsyncClient:
    """An ``httpx.AsyncClient`` on the aiohttp transport, with a pool of ``max_connections``.

    ``timeout`` bounds connect and each read; :func:`call_with_retries`
    additionally bounds each whole attempt. Proxy variables from the
    environment are ignored unless ``trust_env`` (the chatbot and judge are
    normally in-cluster services, and a stray ``HTTP_PROXY`` would silently
    reroute loopback tests).
    """
    limits = httpx.Limits(
        max_connections=max_connections, max_keepalive_connections=max_connections
    )
    transport = AiohttpTransport(limits=limits, trust_env=trust_env)
    return httpx.AsyncClient(
        transport=transport, timeout=httpx.Timeout(timeout), limits=limits, trust_env=trust_env
    )


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a transient failure is retried."""

    max_attempts: int = 4
    """Attempts per call, the first one included."""
    base_delay: float = 0.2
    """Backoff before the second attempt is drawn from [0, base_delay]; doubles per attempt."""
    max_delay: float = 10.0
    """Upper bound of any single wait, Retry-After included."""

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
    http: httpx.AsyncClient,
    url: str,
    body: Any,
    read: Callable[[httpx.Response], Awaitable[T]],
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
    reason = "no attempt made"
    for attempt in range(1, policy.max_attempts + 1):
        retry_after: float | None = None
        try:
            async with limiter.slot():
                async with asyncio.timeout(timeout):
                    async with http.stream("POST", url, json=body, headers=headers) as resp:
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
                            limiter.on_backpressure(retry_after)
                        reason = f"{party} returned HTTP {status}"
                        if not _retryable_status(status):
                            detail = _snippet(payload)
                            raise error(f"{reason}: {detail}" if detail else reason)
        except RemoteError:
            raise
        except (TimeoutError, httpx.TransportError, aiohttp.ClientError, OSError) as exc:
            reason = _transport_reason(party, exc, timeout)
        if attempt < policy.max_attempts:
            await asyncio.sleep(policy.delay(attempt, retry_after))
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
