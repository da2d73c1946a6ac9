"""HTTP sessions and the retry loop shared by the chatbot and judge clients.

A :class:`Session` is one party's pooled client. Which one is chosen by
``GOLDENEVAL_HTTP_TRANSPORT`` (:data:`TRANSPORTS`, default ``builtin``):

* ``builtin`` — goldeneval's own HTTP/1.1 client on asyncio
  (:mod:`goldeneval.job._wire`), the cheapest in CPU per request;
* ``aiohttp``, ``httpx-aiohttp``, ``httpx`` — the libraries, for an
  endpoint that answers with redirects (they follow them, the builtin client
  does not) and for ``bench/bench_pipeline.py --compare-transport``, which
  measures the choice side by side (:mod:`goldeneval.job._http_libs`,
  imported only when selected). Proxy variables are ignored on every
  transport unless an embedding program passes ``trust_env``.

Whatever the transport, a failure in transit surfaces as an :class:`OSError`
(:class:`TransportFailure` wraps the libraries' own exceptions) or a
:class:`TimeoutError`, so the retry loop needs no library.

:func:`call_with_retries` makes one logical call out of several attempts
(docs/design.md §7): each attempt holds one limiter slot and its own timeout;
connection errors, timeouts, 429 and 5xx are retried with exponential
backoff and full jitter, honouring ``Retry-After``; other 4xx fail at once.
Backpressure (429, or 503 with ``Retry-After``) does not use up attempts: a
gateway saying "later" must slow the run down, not fail its items, so those
waits are bounded by their own budget (``RetryPolicy.max_backpressure``).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from goldeneval._errors import ConfigError
from goldeneval.job._limits import Limiter

if TYPE_CHECKING:
    import ssl

T = TypeVar("T")


class RemoteError(Exception):
    """A remote call failed for good; ``str(error)`` is the reason, safe to store and show."""

    status: int | None = None
    """The HTTP status that ended the call, when a reply did (fail-fast reads it)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class TransportFailure(ConnectionError):
    """One attempt failed in transit (closed early, malformed reply, a library's error).

    Retried like any connection error; when it wraps a library's exception,
    that exception is the ``__cause__`` and names the failure in the reason.
    """


TRANSPORTS = ("builtin", "aiohttp", "httpx-aiohttp", "httpx")
"""Selectable with ``GOLDENEVAL_HTTP_TRANSPORT``; the first is the default."""


class Reply(Protocol):
    """The part of an HTTP response the clients read (httpx.Response has this shape)."""

    @property
    def status_code(self) -> int: ...

    @property
    def headers(self) -> Mapping[str, str]:
        """Looked up case-insensitively."""
        ...

    async def aread(self) -> bytes: ...

    def aiter_bytes(self) -> AsyncIterator[bytes]: ...

    def aiter_lines(self) -> AsyncIterator[str]: ...


async def split_lines(chunks: AsyncIterator[bytes]) -> AsyncIterator[str]:
    """Lines of a byte stream without their line ends, however long a line is.

    Split here rather than by a library's readline: those refuse lines over
    their buffer limit, and an SSE event may carry a long answer on one line.
    """
    pending = b""
    async for chunk in chunks:
        pending += chunk
        *lines, pending = pending.split(b"\n")
        for line in lines:
            yield line.rstrip(b"\r").decode("utf-8", errors="replace")
    if pending:
        yield pending.rstrip(b"\r").decode("utf-8", errors="replace")


class Session(Protocol):
    """A pooled HTTP client that POSTs bytes and streams the reply.

    Entering ``post(...)`` sends the request and yields the reply once its
    headers are in; leaving it frees the connection. A failure in transit,
    while sending or while reading, must surface as an :class:`OSError`
    (:class:`TransportFailure` for anything a library raises otherwise) or a
    :class:`TimeoutError`, which is all :func:`call_with_retries` catches.
    """

    def post(
        self, url: str, content: bytes, headers: Mapping[str, str]
    ) -> AbstractAsyncContextManager[Reply]: ...

    async def __aenter__(self) -> Session: ...

    async def __aexit__(self, *exc: object) -> None: ...


def make_client(
    timeout: float,
    max_connections: int,
    *,
    trust_env: bool = False,
    transport: str | None = None,
    tls: ssl.SSLContext | None = None,
) -> Session:
    """A session for one remote party, with at most ``max_connections`` requests in flight.

    ``timeout`` bounds connecting (and, for the library transports, each
    read); :func:`call_with_retries` additionally bounds each whole attempt.
    ``transport`` (default: ``GOLDENEVAL_HTTP_TRANSPORT`` or ``builtin``) is
    one of :data:`TRANSPORTS`. Proxy variables from the environment are
    ignored (the chatbot and judge are normally in-cluster services, and a
    stray ``HTTP_PROXY`` would silently reroute loopback tests) unless
    ``trust_env`` is set on a library transport that supports proxies.
    ``tls`` replaces the transport's default TLS context (to trust extra CAs).
    """
    kind = transport or os.environ.get("GOLDENEVAL_HTTP_TRANSPORT") or TRANSPORTS[0]
    if kind == "builtin":
        if trust_env:
            raise ConfigError(
                "the builtin HTTP client does not use proxies; set "
                "GOLDENEVAL_HTTP_TRANSPORT=aiohttp or httpx to honour proxy variables"
            )
        from goldeneval.job._wire import WireSession

        return WireSession(timeout, max_connections, tls=tls)
    if kind == "aiohttp":
        from goldeneval.job._http_libs import AiohttpSession

        return AiohttpSession(timeout, max_connections, trust_env=trust_env, tls=tls)
    if kind in ("httpx-aiohttp", "httpx"):
        from goldeneval.job._http_libs import HttpxSession

        return HttpxSession(
            timeout,
            max_connections,
            trust_env=trust_env,
            aiohttp_transport=kind == "httpx-aiohttp",
            tls=tls,
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
            import email.utils  # rare (most gateways send seconds); spared from start-up

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
                            if 300 <= status <= 399:
                                # Redirects are not followed: a POST must not silently
                                # change target, and the fix belongs in the config.
                                where = resp.headers.get("Location", "")[:200] or "elsewhere"
                                detail = f"redirected to {where}; configure the final URL"
                            failure = error(f"{reason}: {detail}" if detail else reason)
                            failure.status = status
                            raise failure
        except RemoteError:
            raise
        except (TimeoutError, OSError) as exc:
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
    if isinstance(exc, TimeoutError):
        return f"{party} did not answer within {timeout:g}s"
    root = exc.__cause__ if isinstance(exc, TransportFailure) and exc.__cause__ else exc
    return f"{party} connection failed ({_describe(root)})"
