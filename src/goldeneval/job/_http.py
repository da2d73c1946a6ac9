"""The HTTP client (aiohttp) and the retry loop shared by the chatbot and judge clients.

A :class:`Session` is one remote party's pooled aiohttp client: at most
``max_connections`` connections, no cookie jar, TLS verified against the
system CAs or the context it is given (``ca_file``), gzip/deflate decoded,
replies streamed. It never follows a redirect: a POST must not silently
change its target, so a ``3xx`` reaches :func:`call_with_retries`, which
fails the call naming the ``Location``. Proxies come from the standard
environment variables (``HTTPS_PROXY``, ``HTTP_PROXY``, ``NO_PROXY``, in
either case), read by aiohttp's own helper once per URL a session calls:
aiohttp's ``trust_env`` would look them (and ``~/.netrc``) up again on a
worker thread for every request, which tripled the CPU per item.

A failure in transit surfaces as an :class:`OSError` (:class:`TransportFailure`
wraps aiohttp's own exceptions, which stay the ``__cause__``) or a
:class:`TimeoutError`, so the retry loop sees only those two kinds.

:func:`call_with_retries` makes one logical call out of several attempts
(docs/design.md §7): each attempt holds one limiter slot and its own timeout;
connection errors, timeouts, 429 and 5xx are retried with exponential
backoff and full jitter, honouring ``Retry-After``; other 4xx fail at once.
Backpressure (429, or 503 with ``Retry-After``) does not use up attempts: a
gateway saying "later" must slow the run down, not fail its items, so those
waits are bounded by their own budget (``RetryPolicy.max_backpressure``).
Every reason it gives passes through the session's :class:`Scrubber`: what a
remote party sent back never carries a secret or an unencodable character
out of here.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
from aiohttp.helpers import get_env_proxy_for_url
from yarl import URL

from goldeneval._scrub import Scrubber, storable
from goldeneval.job._limits import Limiter

if TYPE_CHECKING:
    import ssl

T = TypeVar("T")


class RemoteError(Exception):
    """A remote call failed for good; ``str(error)`` is the reason, safe to store and show."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class TransportFailure(ConnectionError):
    """One attempt failed in transit (closed early, malformed reply, an aiohttp error).

    Retried like any connection error; aiohttp's exception is the ``__cause__``
    and names the failure in the reason.
    """


class Unsendable(Exception):
    """The request cannot be built (an invalid URL or header); retrying cannot help."""


def _transport_failure(exc: aiohttp.ClientError) -> BaseException:
    if isinstance(exc, TimeoutError | OSError):
        return exc  # aiohttp's timeout and connect errors are already of these kinds
    failure = TransportFailure(str(exc))
    failure.__cause__ = exc
    return failure


class Reply:
    """The part of an aiohttp response the clients read."""

    __slots__ = ("_closed", "_resp")

    def __init__(self, resp: aiohttp.ClientResponse) -> None:
        self._resp = resp
        self._closed: asyncio.Future[None] | None = None
        """For a body that ends when the connection closes: how it closed."""
        headers = resp.headers
        connection = resp.connection
        if (
            connection is not None
            and connection.protocol is not None
            and "Content-Length" not in headers
            and "chunked" not in headers.get("Transfer-Encoding", "").lower()
        ):
            # aiohttp ends such a body at any close, a reset included, so a
            # reply cut off by a dying pod would read as a short answer.
            self._closed = connection.protocol.closed

    def _check_cut(self) -> None:
        closed = self._closed
        if closed is not None and closed.done() and not closed.cancelled():
            exc = closed.exception()
            if exc is not None:
                raise TransportFailure(
                    "the connection was lost before the reply was complete"
                ) from exc

    @property
    def status_code(self) -> int:
        """The HTTP status."""
        return self._resp.status

    @property
    def headers(self) -> Mapping[str, str]:
        """Looked up case-insensitively."""
        return self._resp.headers

    async def aread(self) -> bytes:
        """The whole (decoded) body."""
        try:
            body = await self._resp.read()
        except aiohttp.ClientError as exc:
            raise _transport_failure(exc) from exc
        self._check_cut()
        return body

    async def aiter_bytes(self) -> AsyncIterator[bytes]:
        """The body in pieces as they arrive."""
        try:
            async for chunk in self._resp.content.iter_any():
                yield chunk
        except aiohttp.ClientError as exc:
            raise _transport_failure(exc) from exc
        self._check_cut()

    async def drain(self, max_bytes: int = 65536, wait: float = 0.1) -> None:
        """Read what is left of a reply whose content is complete, so its connection is reused.

        A stream that goes on (more than ``max_bytes``, or nothing within ``wait``
        seconds) is left alone: leaving the reply then closes its connection.
        """
        content = self._resp.content
        if content.is_eof():
            return
        try:
            async with asyncio.timeout(wait):
                while not content.is_eof() and max_bytes > 0:
                    max_bytes -= len(await content.readany()) or 1
        except (TimeoutError, aiohttp.ClientError):
            pass


class _Exchange:
    """One POST: entered, it sends the request and yields the reply once its headers are in."""

    __slots__ = ("_reply", "_request", "_resp")

    def __init__(self, request: Any) -> None:
        self._request = request
        self._resp: aiohttp.ClientResponse | None = None
        self._reply: Reply | None = None

    async def __aenter__(self) -> Reply:
        try:
            self._resp = await self._request
        except (aiohttp.InvalidURL, aiohttp.NonHttpUrlClientError) as exc:
            raise Unsendable(f"the URL is not usable ({exc})") from None
        except aiohttp.ClientError as exc:
            raise _transport_failure(exc) from exc
        except ValueError as exc:
            # aiohttp refuses a header value with a line break and the like; its
            # message may quote the value (the judge key), so it is not repeated.
            raise Unsendable(f"a request header is not valid ({type(exc).__name__})") from None
        self._reply = Reply(self._resp)
        return self._reply

    async def __aexit__(self, *exc: object) -> None:
        if self._resp is not None:
            # An unfinished body closes the connection instead of returning it.
            self._resp.release()
        if self._reply is not None:
            with contextlib.suppress(TransportFailure):
                self._reply._check_cut()  # retrieved, so asyncio never logs it as lost


class Session:
    """A pooled aiohttp client for one remote party (use inside ``async with``)."""

    def __init__(
        self,
        timeout: float,
        max_connections: int,
        *,
        tls: ssl.SSLContext | None = None,
        scrub: Scrubber | None = None,
    ) -> None:
        self._timeout = timeout
        self._max_connections = max_connections
        self._tls = tls
        self._session: aiohttp.ClientSession | None = None
        self._proxies: dict[str, tuple[URL | None, aiohttp.BasicAuth | None]] = {}
        self.scrub = scrub or Scrubber()
        """Applied to every reason and every text this party sends back."""

    async def __aenter__(self) -> Session:
        # The session binds to the running loop, so it is created here, not in __init__.
        self._session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(
                limit=self._max_connections, limit_per_host=0, ssl=self._tls or True
            ),
            # Each attempt is bounded as a whole by call_with_retries; a per-read
            # timer on top would only add a timer per chunk on the hot path.
            timeout=aiohttp.ClientTimeout(total=None, sock_connect=self._timeout),
            cookie_jar=aiohttp.DummyCookieJar(),
        )
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._session is not None:
            await self._session.close()

    def post(self, url: str, content: bytes, headers: Mapping[str, str]) -> _Exchange:
        """``async with session.post(...) as reply``; leaving the block frees the connection."""
        if self._session is None:
            raise RuntimeError("use the session inside 'async with'")
        proxy = self._proxies.get(url)
        if proxy is None:
            proxy = self._proxies[url] = _env_proxy(url)
        return _Exchange(
            self._session.post(
                url,
                data=content,
                headers=headers,
                allow_redirects=False,
                proxy=proxy[0],
                proxy_auth=proxy[1],
            )
        )


def _env_proxy(url: str) -> tuple[URL | None, aiohttp.BasicAuth | None]:
    """The proxy the environment names for ``url`` (None when none, or ``NO_PROXY`` matches)."""
    try:
        return get_env_proxy_for_url(URL(url))
    except (LookupError, ValueError):
        return None, None


def make_client(
    timeout: float,
    max_connections: int,
    *,
    tls: ssl.SSLContext | None = None,
    scrub: Scrubber | None = None,
) -> Session:
    """A session for one remote party, with at most ``max_connections`` requests in flight.

    ``timeout`` bounds connecting; :func:`call_with_retries` bounds each whole
    attempt. ``tls`` replaces the default TLS context (to trust extra CAs);
    ``scrub`` removes this run's secrets from what the party sends back.
    """
    return Session(timeout, max_connections, tls=tls, scrub=scrub)


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
    # aiohttp's parser errors span lines (the offending bytes and a caret): one line
    # reads better in a report, and a hostile reply must not fill it.
    detail = " ".join(str(exc).split())[:300]
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
    ``chatbot returned HTTP 503 after 4 attempts``, counting the requests
    really made. Every reason, the ones ``read`` raises included, passes
    through ``http.scrub``, so nothing the party echoed (the judge's key)
    and no unencodable character leaves here; headers are never quoted.
    """
    content = _encode(body)
    send_headers = {"Content-Type": "application/json", **(headers or {})}
    reason = "no attempt made"
    attempt = backpressured = sent = 0
    while True:
        attempt += 1
        sent += 1
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
                                where = resp.headers.get("Location", "")[:200] or "nowhere"
                                detail = (
                                    f"redirected to {where}; a POST is not sent on to "
                                    "another URL: configure the final URL"
                                )
                            raise error(http.scrub(f"{reason}: {detail}" if detail else reason))
        except RemoteError as exc:
            exc.reason = http.scrub(exc.reason)
            exc.args = (exc.reason,)
            raise
        except Unsendable as exc:
            raise error(f"{party}: {exc}") from None
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
    counted = f"{reason} after {sent} attempt{'s' if sent != 1 else ''}"
    if backpressured:
        counted += (
            f" ({backpressured} of them answered 429/503 'later', "
            f"which max_attempts={policy.max_attempts} does not count)"
        )
    raise error(http.scrub(counted))


def _encode(body: Any) -> bytes:
    """``body`` as UTF-8 JSON; text with lone surrogates is repaired (U+FFFD), never a crash."""
    text = json.dumps(body, ensure_ascii=False)
    try:
        return text.encode()
    except UnicodeEncodeError:
        return storable(text).encode()


def _transport_reason(party: str, exc: BaseException, timeout: float) -> str:
    if isinstance(exc, TimeoutError):
        return f"{party} did not answer within {timeout:g}s"
    root = exc.__cause__ if isinstance(exc, TransportFailure) and exc.__cause__ else exc
    return f"{party} connection failed ({_describe(root)})"
