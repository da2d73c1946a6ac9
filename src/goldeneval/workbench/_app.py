"""The workbench's one entry point: a request, its host and the path below the app's base.

A host mounts the app however its router allows (the local host: one
catch-all route; the operator: ``/workbench/{namespace}/{suite}/{rel:[\\s\\S]*}``)
and hands each request to :func:`serve` with the :class:`Host` it resolved
for it and the path relative to ``host.base``. Every answer carries the
security headers; every change passes the CSRF check before anything is
read; handlers are thin and call the pages' plain functions.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any, TypeVar

from aiohttp import web

from goldeneval.model import GoldenEvalError
from goldeneval.workbench._guard import change_refused, secure
from goldeneval.workbench._host import Caller, Host
from goldeneval.workbench._render import render

T = TypeVar("T")

REL = r"{rel:[\s\S]*}"
"""The catch-all a host routes to :func:`serve`: any path below the base, a newline
included (``.*`` would leave an encoded line break to the router's own 404, without
the headers)."""

STATIC = {"wb.css": "text/css", "wb.js": "text/javascript"}
"""The app's own assets (package data): nothing is fetched from anywhere else."""

MAX_BODY = 1 << 20
"""Bytes a change's JSON body may have (an item's edit is a few kB)."""


class Refused(Exception):
    """A change that cannot go ahead: its message goes to the page's alert, nothing changed."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.status = status
        """The HTTP status it is answered with."""


@dataclass(frozen=True)
class Ctx:
    """One request as the handlers see it."""

    request: web.Request
    """The request."""
    host: Host
    """Its host."""
    caller: Caller
    """Who sent it."""

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` off the event loop: the store and the set are blocking I/O."""
        return await asyncio.to_thread(fn, *args)

    def link(self, rel: str) -> str:
        """A path of the app, below the host's base."""
        return self.host.base + rel

    async def body(self) -> dict[str, Any]:
        """The change's JSON object (a non-object or malformed body is refused)."""
        raw = await self.request.content.read(MAX_BODY + 1)
        if len(raw) > MAX_BODY:
            raise Refused("the request is too large", 413)
        try:
            data = json.loads(raw)
        except ValueError:
            raise Refused("the request is not valid JSON", 400) from None
        if not isinstance(data, dict):
            raise Refused("the request must be a JSON object", 400)
        return data


Handler = Callable[[Ctx, "re.Match[str]"], Awaitable[web.StreamResponse]]
ROUTES: list[tuple[str, re.Pattern[str], Handler]] = []
"""(method, path below the base, handler): filled by the page modules through :func:`route`."""


def route(method: str, pattern: str) -> Callable[[Handler], Handler]:
    """Register a handler for ``method`` on the paths ``pattern`` matches in full."""

    def register(handler: Handler) -> Handler:
        ROUTES.append((method, re.compile(pattern), handler))
        return handler

    return register


def page(ctx: Ctx, template: str, status: int = 200, **values: Any) -> web.Response:
    """An HTML page of the app."""
    html = render(template, base=ctx.host.base, person=ctx.caller.person, **values)
    return web.Response(text=html, content_type="text/html", charset="utf-8", status=status)


def reply(status: int = 200, **values: Any) -> web.Response:
    """A JSON answer to a change: ``{"next": url}`` or ``{"error": message}``, and more."""
    return web.json_response(values, status=status)


async def serve(request: web.Request, host: Host, rel: str) -> web.StreamResponse:
    """Answer ``request`` for ``rel``, the path below ``host.base`` (no leading slash)."""
    try:
        return secure(await _answer(request, host, rel))
    except Exception as exc:
        # A bug must not answer without the headers, nor show a traceback: one line on
        # stderr for whoever runs the host, a plain 500 for the page.
        print(f"goldeneval: workbench: {request.method} {rel}: {exc!r}", file=sys.stderr)
        return secure(web.Response(status=500, text="The workbench failed; see its log."))


async def _answer(request: web.Request, host: Host, rel: str) -> web.StreamResponse:
    if rel.startswith("static/") and request.method in ("GET", "HEAD"):
        return _static(rel.removeprefix("static/"))
    caller = await host.caller(request)
    if caller is None:
        html = render("signin.html.j2", base=host.base, help=host.sign_in_help)
        return web.Response(text=html, content_type="text/html", charset="utf-8", status=401)
    refused = change_refused(request, caller)
    if refused is not None:
        return reply(403, error=refused)
    ctx = Ctx(request, host, caller)
    asked = "GET" if request.method == "HEAD" else request.method
    for method, pattern, handler in ROUTES:
        found = pattern.fullmatch(rel)
        if found is not None and method == asked:
            try:
                return await handler(ctx, found)
            except Refused as exc:
                return reply(exc.status, error=str(exc))
            except GoldenEvalError as exc:
                if request.method in ("GET", "HEAD"):
                    return problem(ctx, 422, "This page cannot be shown", str(exc))
                return reply(422, error=str(exc))
    if any(p.fullmatch(rel) for _, p, _ in ROUTES):
        return reply(405, error=f"{request.method} is not allowed here")
    return problem(ctx, 404, "Not found", f"The workbench has no page {rel!r}.")


def problem(ctx: Ctx, status: int, title: str, message: str) -> web.Response:
    """A page that only says what went wrong (its alert), with the navigation to go on."""
    return page(ctx, "problem.html.j2", status, title=title, message=message, chrome=None)


def _static(name: str) -> web.Response:
    kind = STATIC.get(name)
    if kind is None:
        return web.Response(status=404, text="not found")
    data = resources.files("goldeneval.workbench").joinpath("static", name).read_bytes()
    return web.Response(
        body=data,
        content_type=kind,
        charset="utf-8",
        headers={"Cache-Control": "no-cache"},
    )
