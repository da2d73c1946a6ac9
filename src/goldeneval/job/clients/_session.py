"""The evaluator's HTTP client: one pooled aiohttp session per remote party.

A :class:`Session` holds at most ``max_connections`` connections, keeps no
cookie jar, verifies TLS against the system CAs or the context it is given
(``ca_file``), decodes gzip/deflate and streams replies. It never follows a
redirect: a POST must not silently change its target, so a ``3xx`` reaches
the retry loop (:mod:`goldeneval.job.clients._retries`), which fails the call naming the
``Location``. Proxies come from the standard environment variables
(``HTTPS_PROXY``, ``HTTP_PROXY``, ``NO_PROXY``, in either case), read by
aiohttp's own helper once per URL a session calls: aiohttp's ``trust_env``
would look them (and ``~/.netrc``) up again on a worker thread for every
request, which tripled the CPU per item.

A failure in transit surfaces as an :class:`OSError` (:class:`TransportFailure`
wraps aiohttp's own exceptions, which stay the ``__cause__``) or a
:class:`TimeoutError`; a request that cannot be built at all is
:class:`Unsendable`. The session also carries the run's :class:`Scrubber`,
applied to everything the party sends back.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Mapping
from typing import TYPE_CHECKING, Any

import aiohttp
from aiohttp.helpers import get_env_proxy_for_url
from yarl import URL

from goldeneval.config import Scrubber

if TYPE_CHECKING:
    import ssl


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
                    f"the connection was lost before the reply was complete ({exc})"
                ) from None

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
        return self._exchange("POST", url, headers, content)

    def get(self, url: str, headers: Mapping[str, str]) -> _Exchange:
        """``async with session.get(...) as reply`` (a listing, such as an agent's tools)."""
        return self._exchange("GET", url, headers, None)

    def _exchange(
        self, method: str, url: str, headers: Mapping[str, str], content: bytes | None
    ) -> _Exchange:
        if self._session is None:
            raise RuntimeError("use the session inside 'async with'")
        proxy = self._proxies.get(url)
        if proxy is None:
            proxy = self._proxies[url] = _env_proxy(url)
        return _Exchange(
            self._session.request(
                method,
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
