"""Small real HTTP servers for the client tests: a forward proxy and a gateway that echoes.

Both are aiohttp servers on loopback, built on the stand-ins' machinery.
"""

from __future__ import annotations

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
