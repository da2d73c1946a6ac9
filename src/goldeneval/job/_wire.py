"""goldeneval's own HTTP/1.1 client, the evaluator's default transport (``builtin``).

Why a client of our own: a run makes two requests per item and issue #4
allows the whole harness 0.5 ms of CPU per item. Measured side by side on
the 2-core VM (4,000 POSTs at concurrency 64 against the loopback stand-in),
aiohttp's client costs 0.15–0.21 ms per request; this one, built directly
on an :class:`asyncio.Protocol`, 0.07–0.09 ms. It also keeps aiohttp and
httpx (≈ 0.25 s of CPU to import) out of the evaluator's start-up.

What it does, and all it needs to do for a chatbot and a judge gateway:

* ``POST`` over ``http`` or ``https`` (certificates verified against the
  system's CAs; ``SSL_CERT_FILE`` / ``SSL_CERT_DIR`` are honoured);
* keep-alive connections pooled per origin, at most ``max_connections``
  in use at once; an idle connection the server has closed is never reused;
* replies framed by ``Content-Length``, by the chunked transfer coding or by
  the server closing the connection; ``gzip`` and ``deflate`` content codings
  decoded; interim ``1xx`` replies skipped;
* replies streamed with flow control: reading from the socket pauses while
  more than 1 MiB is buffered and not yet consumed.

What it does not do: proxies (the chatbot and the judge are in-cluster
services; the evaluator never honoured proxy variables), redirects (a
``3xx`` is a reply like any other non-2xx and fails the call with the target
named: a POST should not silently change address), HTTP/2. Should an
environment need redirects followed, ``GOLDENEVAL_HTTP_TRANSPORT=aiohttp``
selects aiohttp's client, which follows them.

Every failure in transit (refused, reset, closed early, malformed reply)
raises :class:`~goldeneval.job._http.TransportFailure` or an
:class:`OSError`, which the retry loop retries; a connect that takes longer
than ``timeout`` raises :class:`TimeoutError`.
"""

from __future__ import annotations

import asyncio
import zlib
from collections.abc import AsyncIterator, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import quote, urlsplit

from goldeneval.job._http import TransportFailure, split_lines

if TYPE_CHECKING:
    import ssl

_HIGH_WATER = 1 << 20
"""Buffered, unconsumed reply bytes above which the socket is not read."""
_LOW_WATER = _HIGH_WATER // 4
"""Reading resumes once the consumer has brought the buffer below this."""
_MAX_HEAD = 64 * 1024
"""Largest status line plus headers accepted."""
_MAX_CHUNK_LINE = 4096
"""Largest chunk-size line (with extensions) or trailer line accepted."""

_DRAIN_BYTES = 64 * 1024
_DRAIN_SECONDS = 1.0
"""A reply left unread is finished (and its connection kept) only within these bounds."""

_Origin = tuple[str, str, int]
"""(scheme, host, port): what a pooled connection can be reused for."""


class _Headers(dict[str, str]):
    """Reply headers: names stored lower-case, looked up case-insensitively.

    A repeated header's values are joined with ``", "`` (RFC 9110 §5.3).
    """

    def __getitem__(self, key: str) -> str:
        return dict.__getitem__(self, key.lower())

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key.lower() if isinstance(key, str) else key)

    def get(self, key: str, default: Any = None) -> Any:
        return dict.get(self, key.lower(), default)


class _Connection(asyncio.Protocol):
    """One TCP (or TLS) connection: a byte buffer the reply reader consumes."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.closed = False
        """No more bytes will arrive (the peer closed, or we did)."""
        self.lost: BaseException | None = None
        """Why the connection was lost, when the OS said."""
        self._waiter: asyncio.Future[None] | None = None
        self._paused = False

    # -- asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if not self._paused and len(self.buffer) > _HIGH_WATER and self.transport is not None:
            self._paused = True
            self.transport.pause_reading()
        self._wake()

    def eof_received(self) -> bool:
        self.closed = True
        self._wake()
        return False  # let the transport close itself

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.lost = exc
        self._wake()

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)

    # -- used by the reply reader

    def resume(self) -> None:
        """Read from the socket again once the consumer has caught up."""
        if self._paused and len(self.buffer) < _LOW_WATER and self.transport is not None:
            self._paused = False
            self.transport.resume_reading()

    async def more(self) -> None:
        """Wait until more bytes arrive; TransportFailure when none ever will."""
        self.resume()
        if self.closed:
            raise self.failure()
        waiter = self._waiter = self._loop.create_future()
        await waiter

    async def more_or_eof(self) -> bool:
        """Like :meth:`more`, but False once the peer has closed cleanly (a reset still fails)."""
        if self.closed:
            if self.lost is not None:
                raise self.failure()
            return False
        await self.more()
        return True

    def failure(self) -> TransportFailure:
        why = f": {type(self.lost).__name__}: {self.lost}" if self.lost is not None else ""
        return TransportFailure(
            f"the server closed the connection before its reply was complete{why}"
        )

    def take(self, n: int) -> bytes:
        data = bytes(self.buffer[:n])
        del self.buffer[:n]
        return data

    def close(self) -> None:
        self.closed = True
        if self.transport is not None:
            self.transport.close()


async def _read_line(conn: _Connection, limit: int, what: str) -> bytes:
    """One CRLF-terminated line (without the CRLF)."""
    while (end := conn.buffer.find(b"\r\n")) < 0:
        if len(conn.buffer) > limit:
            raise TransportFailure(f"{what} longer than {limit} bytes")
        await conn.more()
    line = conn.take(end + 2)
    return line[:-2]


_NO_BODY = 0
_LENGTH = 1
_CHUNKED = 2
_UNTIL_CLOSE = 3


class WireReply:
    """A reply being read; satisfies :class:`~goldeneval.job._http.Reply`."""

    __slots__ = (
        "_chunk_crlf",
        "_conn",
        "_decoder",
        "_done",
        "_mode",
        "_remaining",
        "headers",
        "keep_alive",
        "status_code",
    )

    def __init__(self, conn: _Connection, status: int, headers: _Headers, http11: bool) -> None:
        self.status_code = status
        self.headers: Mapping[str, str] = headers
        self._conn = conn
        self._remaining = 0
        self._chunk_crlf = False
        self._decoder: Any = None
        # dict.get, not headers.get: the names are lower-case already (hot path).
        get = dict.get
        connection = get(headers, "connection")
        if connection is None:
            self.keep_alive = http11
            """Whether the connection may carry another request once this reply is read."""
        else:
            tokens = {t.strip().lower() for t in connection.split(",")}
            self.keep_alive = "close" not in tokens if http11 else "keep-alive" in tokens
        coding = get(headers, "transfer-encoding", "").lower()
        length = get(headers, "content-length")
        if status < 200 or status in (204, 304):
            self._mode = _NO_BODY
        elif coding:
            if coding.rsplit(",", 1)[-1].strip() != "chunked":
                raise TransportFailure(
                    f"reply uses transfer coding {coding!r}, which is not chunked"
                )
            self._mode = _CHUNKED
        elif length is not None:
            values = {v.strip() for v in length.split(",")}
            value = values.pop()
            if values or not (value.isascii() and value.isdigit()):
                raise TransportFailure(f"reply has an invalid Content-Length {length[:40]!r}")
            self._mode = _LENGTH
            self._remaining = int(value)
        else:
            self._mode = _UNTIL_CLOSE
            self.keep_alive = False
        self._done = self._mode == _NO_BODY or (self._mode == _LENGTH and self._remaining == 0)
        encoding = get(headers, "content-encoding", "identity").strip().lower()
        if encoding == "identity":
            pass
        elif encoding in ("gzip", "x-gzip"):
            self._decoder = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif encoding == "deflate":
            self._decoder = zlib.decompressobj()
        elif encoding:
            raise TransportFailure(
                f"reply uses content coding {encoding!r}, which is not supported"
            )

    @property
    def complete(self) -> bool:
        """The whole body has been read."""
        return self._done

    async def _raw(self) -> bytes:
        """The next piece of the (still encoded) body; b"" at its end."""
        if self._done:
            return b""
        conn = self._conn
        if self._mode == _LENGTH:
            while not conn.buffer:
                await conn.more()
            data = conn.take(min(self._remaining, len(conn.buffer)))
            self._remaining -= len(data)
            self._done = self._remaining == 0
            return data
        if self._mode == _UNTIL_CLOSE:
            while not conn.buffer:
                if not await conn.more_or_eof():
                    self._done = True
                    return b""
            return conn.take(len(conn.buffer))
        return await self._next_chunk(conn)

    async def _next_chunk(self, conn: _Connection) -> bytes:
        if self._remaining == 0:
            if self._chunk_crlf:
                if await _read_line(conn, 2, "chunk terminator"):
                    raise TransportFailure("malformed chunked body: data after a chunk")
                self._chunk_crlf = False
            line = await _read_line(conn, _MAX_CHUNK_LINE, "chunk-size line")
            size_text = line.split(b";", 1)[0].strip()
            try:
                size = int(size_text, 16)
            except ValueError:
                size = -1
            if size < 0 or not size_text:
                raise TransportFailure(f"malformed chunked body: chunk size {size_text[:20]!r}")
            if size == 0:
                while await _read_line(conn, _MAX_CHUNK_LINE, "trailer line"):
                    pass  # trailers carry nothing we use
                self._done = True
                return b""
            self._remaining = size
            self._chunk_crlf = True
        while not conn.buffer:
            await conn.more()
        data = conn.take(min(self._remaining, len(conn.buffer)))
        self._remaining -= len(data)
        return data

    async def discard_rest(self, budget: int) -> bool:
        """Read and drop what is left of the body, up to ``budget`` bytes; True if it ended."""
        while not self._done:
            budget -= len(await self._raw())
            if budget < 0:
                return False
        return True

    def _decode(self, data: bytes, final: bool) -> bytes:
        if self._decoder is None:
            return data
        try:
            out: bytes = self._decoder.decompress(data)
            if final:
                out += self._decoder.flush()
        except zlib.error as exc:
            raise TransportFailure(f"reply body does not decode: {exc}") from None
        return out

    async def aread(self) -> bytes:
        """The whole (decoded) body."""
        conn = self._conn
        if self._mode == _LENGTH and self._decoder is None and len(conn.buffer) >= self._remaining:
            # The common case: a small reply that arrived with its headers.
            data = conn.take(self._remaining)
            self._remaining = 0
            self._done = True
            return data
        parts = []
        while piece := await self._raw():
            parts.append(self._decode(piece, False))
        parts.append(self._decode(b"", True))
        return b"".join(parts)

    async def aiter_bytes(self) -> AsyncIterator[bytes]:
        """The body's pieces as they arrive (decoded)."""
        while piece := await self._raw():
            if data := self._decode(piece, False):
                yield data
        if tail := self._decode(b"", True):
            yield tail

    def aiter_lines(self) -> AsyncIterator[str]:
        """The body's lines, without their line ends, however long they are."""
        return split_lines(self.aiter_bytes())


async def _read_reply(conn: _Connection) -> WireReply:
    """Status line and headers of the next final (non-1xx) reply."""
    while True:
        while (end := conn.buffer.find(b"\r\n\r\n")) < 0:
            if len(conn.buffer) > _MAX_HEAD:
                raise TransportFailure(f"reply headers longer than {_MAX_HEAD} bytes")
            await conn.more()
        head = conn.take(end + 4)[:end].decode("latin-1")
        status_line, *lines = head.split("\r\n")
        version, _, rest = status_line.partition(" ")
        code = rest[:3]
        if (
            not version.startswith("HTTP/1.")
            or not (code.isascii() and code.isdigit())
            or rest[3:4] not in ("", " ")
        ):
            raise TransportFailure(f"not an HTTP/1.x reply: {status_line[:60]!r}")
        status = int(code)
        if 100 <= status <= 199 and status != 101:
            continue  # interim reply (100 Continue, 103 Early Hints): the real one follows
        fields: dict[str, str] = {}
        name = ""
        for line in lines:
            if line[:1] in (" ", "\t") and name:  # obsolete line folding
                fields[name] += " " + line.strip()
                continue
            raw_name, sep, value = line.partition(":")
            name = raw_name.strip().lower()
            if not sep or not name:
                raise TransportFailure(f"malformed reply header line {line[:60]!r}")
            value = value.strip()
            if name in fields:
                value = fields[name] + ", " + value
            fields[name] = value
        return WireReply(conn, status, _Headers(fields), version == "HTTP/1.1")


@lru_cache(maxsize=64)
def _route(url: str) -> tuple[_Origin, bytes]:
    """Where ``url`` connects to and the request's first line plus Host header."""
    try:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme not in ("http", "https"):
            raise TransportFailure(f"URL scheme {parts.scheme!r} is not http or https")
        host = parts.hostname
        if not host:
            raise TransportFailure("URL has no host")
        default_port = 443 if scheme == "https" else 80
        port = parts.port or default_port
        target = quote(parts.path or "/", safe="/%:@!$&'()*+,;=-._~")
        if parts.query:
            target += "?" + quote(parts.query, safe="/%:@!$&'()*+,;=-._~?")
        # An internationalised name travels as its ASCII (punycode) form.
        name = f"[{host}]" if ":" in host else host.encode("idna").decode("ascii")
        host_header = name if port == default_port else f"{name}:{port}"
        head = f"POST {target} HTTP/1.1\r\nHost: {host_header}\r\nUser-Agent: goldeneval\r\n"
        return (scheme, host, port), head.encode("ascii")
    except TransportFailure:
        raise
    except ValueError as exc:  # a bad port, an unbalanced "[", a label IDNA refuses
        raise TransportFailure(f"URL is not usable: {exc}") from None


@lru_cache(maxsize=256)
def _header_line(name: str, value: str) -> bytes:
    if any(c in name for c in "\r\n:") or not name.strip():
        raise TransportFailure(f"header name {name[:40]!r} is not valid")
    if "\r" in value or "\n" in value:
        # The value may be a secret (the judge's key): name it, never show it.
        raise TransportFailure(
            f"header {name!r} holds a line break; check its source (a trailing newline "
            "in a Kubernetes Secret or environment variable?)"
        )
    try:
        return f"{name}: {value}\r\n".encode("latin-1")
    except UnicodeEncodeError:
        raise TransportFailure(f"header {name!r} holds characters outside Latin-1") from None


class WireSession:
    """A pool of keep-alive HTTP/1.1 connections; satisfies :class:`~goldeneval.job._http.Session`.

    ``timeout`` bounds establishing a connection (TCP and TLS); the retry
    loop bounds each whole attempt. ``tls`` is the context for https (default:
    the system's CAs, created on first use). At most ``max_connections`` requests are
    in flight at once; more wait for a free connection.
    """

    def __init__(
        self, timeout: float, max_connections: int, *, tls: ssl.SSLContext | None = None
    ) -> None:
        if max_connections < 1:
            raise ValueError(f"max_connections must be at least 1, got {max_connections}")
        self._connect_timeout = timeout
        self._max = max_connections
        self._slots = asyncio.Semaphore(max_connections)
        self._idle: dict[_Origin, list[_Connection]] = {}
        self._open: set[_Connection] = set()
        self._tls = tls
        self._entered = False

    async def __aenter__(self) -> WireSession:
        self._entered = True
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._entered = False
        for conn in list(self._open):
            conn.close()
        self._open.clear()
        self._idle.clear()
        # Let the transports run their close callbacks before the loop may end.
        await asyncio.sleep(0)

    @property
    def open_connections(self) -> int:
        """Connections currently open, idle or in use."""
        return sum(1 for c in self._open if not c.closed)

    def post(self, url: str, content: bytes, headers: Mapping[str, str]) -> _Exchange:
        if not self._entered:
            raise RuntimeError("use the session inside 'async with'")
        return _Exchange(self, url, content, headers)

    async def _acquire(self, origin: _Origin) -> _Connection:
        idle = self._idle.get(origin)
        while idle:
            conn = idle.pop()
            if not conn.closed and not conn.buffer:
                return conn
            self._discard(conn)  # closed by the server while idle, or sent us stray bytes
        if len(self._open) >= self._max:
            # Make room: drop an idle connection to some other origin.
            for conns in self._idle.values():
                if conns:
                    self._discard(conns.pop())
                    break
        scheme, host, port = origin
        loop = asyncio.get_running_loop()
        tls = self._tls_context() if scheme == "https" else None
        try:
            async with asyncio.timeout(self._connect_timeout):
                transport, conn = await loop.create_connection(
                    lambda: _Connection(loop),
                    host,
                    port,
                    ssl=tls,
                    server_hostname=host if tls else None,
                )
        except OSError:
            raise  # refused, unreachable, TLS verification (also a ValueError)
        except ValueError as exc:  # whatever else the resolver refuses: never a traceback
            raise TransportFailure(f"cannot connect to {host!r}: {exc}") from None
        # Some loops (uvloop) return before connection_made has run.
        conn.transport = transport
        self._open.add(conn)
        return conn

    def _tls_context(self) -> ssl.SSLContext:
        if self._tls is None:
            import ssl  # only https needs it (and its CA bundle loaded)

            self._tls = ssl.create_default_context()
        return self._tls

    def _release(self, origin: _Origin, conn: _Connection, reusable: bool) -> None:
        if reusable and not conn.closed and not conn.buffer:
            conn.resume()  # an idle connection must see the server's close
            self._idle.setdefault(origin, []).append(conn)
        else:
            self._discard(conn)

    def _discard(self, conn: _Connection) -> None:
        conn.close()
        self._open.discard(conn)


class _Exchange:
    """``async with session.post(...) as reply``: one request on one pooled connection."""

    __slots__ = ("_conn", "_content", "_headers", "_origin", "_reply", "_session", "_url")

    def __init__(
        self, session: WireSession, url: str, content: bytes, headers: Mapping[str, str]
    ) -> None:
        self._session = session
        self._url = url
        self._content = content
        self._headers = headers
        self._conn: _Connection | None = None
        self._reply: WireReply | None = None

    async def __aenter__(self) -> WireReply:
        origin, head = _route(self._url)
        self._origin = origin
        request = bytearray(head)
        for name, value in self._headers.items():
            request += _header_line(name, value)
        request += b"Content-Length: %d\r\n\r\n" % len(self._content)
        request += self._content
        session = self._session
        await session._slots.acquire()
        try:
            conn = self._conn = await session._acquire(origin)
            assert conn.transport is not None
            conn.transport.write(request)
            self._reply = await _read_reply(conn)
            return self._reply
        except BaseException:
            self._finish(reusable=False)
            raise

    async def __aexit__(self, exc_type: object, *rest: object) -> None:
        reply = self._reply
        reusable = exc_type is None and reply is not None and reply.keep_alive
        try:
            if reusable and reply is not None and not reply.complete:
                # A stream left after its last event (SSE's "[DONE]" comes before
                # the end of the chunked body): finish reading a short tail so the
                # connection can be reused instead of reconnecting per question.
                async with asyncio.timeout(_DRAIN_SECONDS):
                    reusable = await reply.discard_rest(_DRAIN_BYTES)
        except (TimeoutError, OSError):
            reusable = False
        finally:
            self._finish(reusable)

    def _finish(self, reusable: bool) -> None:
        if self._conn is not None:
            self._session._release(self._origin, self._conn, reusable)
            self._conn = None
        self._session._slots.release()
