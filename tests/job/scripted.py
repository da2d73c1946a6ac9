"""A loopback TCP server that answers every request with scripted bytes (for client tests)."""

from __future__ import annotations

import asyncio
import socket
import ssl
import struct
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

RESET = "reset"
"""A script step: abort the connection with a TCP reset instead of closing it."""

Script = Callable[["Exchange"], AsyncIterator[bytes | float | str | None]]
"""Per request: yields bytes to send, a float to pause that long, None to close, RESET."""


@dataclass
class Exchange:
    """One request as the server received it."""

    connection: int
    head: str
    body: bytes

    @property
    def headers(self) -> dict[str, str]:
        lines = self.head.split("\r\n")[1:]
        return {k.strip().lower(): v.strip() for k, _, v in (x.partition(":") for x in lines)}


@dataclass
class ScriptedServer:
    """A TCP server on 127.0.0.1 answering every request with ``script``."""

    script: Script
    exchanges: list[Exchange] = field(default_factory=list)
    connections: int = 0
    open_now: int = 0
    max_open: int = 0
    _server: asyncio.Server | None = None

    tls: ssl.SSLContext | None = None
    port: int = 0
    _handlers: set[asyncio.Task[None]] = field(default_factory=set)

    async def __aenter__(self) -> ScriptedServer:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0, ssl=self.tls)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        for task in self._handlers:
            task.cancel()
        await asyncio.gather(*self._handlers, return_exceptions=True)

    @property
    def url(self) -> str:
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}/api/orchestrate?x=1"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._handlers.add(task)
        self.connections += 1
        number = self.connections
        self.open_now += 1
        self.max_open = max(self.max_open, self.open_now)
        try:
            while True:
                try:
                    head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
                except (asyncio.IncompleteReadError, ConnectionError):
                    return
                exchange = Exchange(number, head[:-4], b"")
                length = int(exchange.headers.get("content-length", "0"))
                exchange.body = await reader.readexactly(length)
                self.exchanges.append(exchange)
                async for step in self.script(exchange):
                    if step is None:
                        writer.close()
                        return
                    if step == RESET:
                        sock = writer.get_extra_info("socket")
                        sock.setsockopt(
                            socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)
                        )
                        writer.transport.abort()
                        return
                    if isinstance(step, float):
                        await asyncio.sleep(step)
                    else:
                        writer.write(step)
                        await writer.drain()
        except asyncio.CancelledError:
            pass  # the test is over
        finally:
            self.open_now -= 1
            self._handlers.discard(task)
            writer.close()


def replies(*parts: bytes | float | str | None) -> Script:
    """The same scripted answer to every request."""

    async def script(_: Exchange) -> AsyncIterator[bytes | float | str | None]:
        for part in parts:
            yield part

    return script
