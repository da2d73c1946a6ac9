"""Small real servers for the client tests: forward proxies and a gateway that echoes.

All listen on loopback; the HTTP ones are built on the stand-ins' machinery.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
from aiohttp import web

from goldeneval.testing import StandIn


class ForwardProxy(StandIn):
    """A plain-HTTP forward proxy: takes absolute-form requests and sends them on.

    ``seen`` lists the absolute URLs it forwarded, so a test can tell whether
    the client went through it.
    """

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def _routes(self, app: web.Application) -> None:
        app.router.add_route("*", "/{tail:.*}", self._forward)

    async def _forward(self, request: web.Request) -> web.StreamResponse:
        target = str(request.url)
        self.seen.append(target)
        headers = {
            k: v
            for k, v in request.headers.items()
            if k.lower() not in ("host", "proxy-connection")
        }
        async with (
            aiohttp.ClientSession(auto_decompress=False) as client,
            client.request(
                request.method,
                target,
                data=await request.read(),
                headers=headers,
                allow_redirects=False,
            ) as upstream,
        ):
            body = await upstream.read()
            kept = {
                k: v
                for k, v in upstream.headers.items()
                if k.lower() not in ("content-length", "transfer-encoding", "connection")
            }
            return web.Response(status=upstream.status, body=body, headers=kept)


class EchoingGateway(StandIn):
    """A judge gateway that refuses every call and quotes the credentials it was sent.

    As some real gateways do: ``401 {"error": {"message": "invalid credentials:
    Bearer <key>"}}``. With ``reason`` set it answers 200 instead, with a
    verdict whose reason is that text (a judge that repeats what it saw).
    """

    def __init__(self, reason: str | None = None) -> None:
        super().__init__()
        self.reason = reason
        self.calls = 0

    @property
    def url(self) -> str:
        """OpenAI-style base URL."""
        return self.base_url + "/v1"

    def _routes(self, app: web.Application) -> None:
        app.router.add_post("/v1/chat/completions", self._handle)

    async def _handle(self, request: web.Request) -> web.Response:
        self.calls += 1
        auth = request.headers.get("Authorization", "(none)")
        if self.reason is None:
            message = f"invalid credentials: {auth}"
            return web.json_response({"error": {"message": message}}, status=401)
        verdict: dict[str, Any] = {"correctness": 1.0, "pass": True, "reason": self.reason}
        content = json.dumps(verdict, ensure_ascii=False)
        return web.json_response({"choices": [{"message": {"content": content}}]})


class TunnelProxy:
    """An HTTPS forward proxy: answers ``CONNECT host:port`` and pipes bytes both ways.

    TLS runs end to end through the tunnel, so the client still verifies the
    server's certificate. ``tunnels`` lists the ``host:port`` targets asked for.
    """

    def __init__(self) -> None:
        self.tunnels: list[str] = []
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.sockets[0].getsockname()[1]}"

    async def __aenter__(self) -> TunnelProxy:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
            method, target, _ = head.split(" ", 2)
            if method != "CONNECT":
                writer.write(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
                return
            self.tunnels.append(target)
            host, _, port = target.rpartition(":")
            up_reader, up_writer = await asyncio.open_connection(host, int(port))
            writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
            await writer.drain()

            async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
                dst.close()

            await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        except (OSError, asyncio.IncompleteReadError, asyncio.CancelledError):
            pass
        finally:
            self._tasks.discard(task)
            writer.close()
