"""The library transports: aiohttp, and httpx on its own or on an aiohttp transport.

Imported only when ``GOLDENEVAL_HTTP_TRANSPORT`` selects one of them (see
:mod:`goldeneval.job._http`): importing aiohttp and httpx costs about 0.25 s
of CPU, which the default builtin client spares every run. Each session
turns its library's transport exceptions into :class:`TransportFailure`
(the library's exception kept as the cause) or :class:`TimeoutError`, so
the retry loop never needs to know which library is underneath.
"""

from __future__ import annotations

import ssl
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager

import aiohttp
import httpx
from httpx_aiohttp import AiohttpTransport

from goldeneval.job._http import Reply, TransportFailure, split_lines


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

    def aiter_lines(self) -> AsyncIterator[str]:
        return split_lines(self.aiter_bytes())


class AiohttpSession:
    """aiohttp with a bounded pool and no cookie jar."""

    def __init__(
        self,
        timeout: float,
        max_connections: int,
        *,
        trust_env: bool = False,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self._timeout = timeout
        self._tls = tls
        self._max_connections = max_connections
        self._trust_env = trust_env
        self._session: aiohttp.ClientSession | None = None

    async def __aenter__(self) -> AiohttpSession:
        # The session binds to the running loop, so it is created here, not in __init__.
        self._session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(
                limit=self._max_connections, limit_per_host=0, ssl=self._tls or True
            ),
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
        try:
            async with self._session.post(url, data=content, headers=headers) as resp:
                yield _AiohttpReply(resp)
        except (TimeoutError, OSError):
            raise  # aiohttp's timeout and connect errors are already of these kinds
        except aiohttp.ClientError as exc:
            raise TransportFailure(str(exc)) from exc


class HttpxSession:
    """httpx's API, on its default transport or on ``httpx-aiohttp``."""

    def __init__(
        self,
        timeout: float,
        max_connections: int,
        *,
        trust_env: bool = False,
        aiohttp_transport: bool,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        limits = httpx.Limits(
            max_connections=max_connections, max_keepalive_connections=max_connections
        )
        verify: ssl.SSLContext | bool = tls or True
        transport = (
            AiohttpTransport(limits=limits, trust_env=trust_env, verify=verify)
            if aiohttp_transport
            else None
        )
        self.client = httpx.AsyncClient(
            transport=transport,
            timeout=httpx.Timeout(timeout),
            limits=limits,
            trust_env=trust_env,
            verify=verify,
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
        try:
            async with self.client.stream("POST", url, content=content, headers=headers) as resp:
                yield resp
        except httpx.TransportError as exc:
            # httpx-aiohttp maps every aiohttp.ClientConnectionError (a server
            # closing the socket included) to httpx.ConnectTimeout, so the httpx
            # class alone would call a dropped connection a timeout: ask the cause.
            root = exc.__cause__
            if isinstance(root, TimeoutError) or (
                root is None and isinstance(exc, httpx.TimeoutException)
            ):
                raise TimeoutError(str(exc)) from exc
            raise TransportFailure(str(exc)) from (root or exc)
