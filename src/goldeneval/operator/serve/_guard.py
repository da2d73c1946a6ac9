"""The HTTP side of access control: 401, 403 and the decision log.

:func:`guard` is the aiohttp middleware that authenticates every request but
``/healthz``; :func:`refusal` is what a handler asks before it answers. With
no :class:`~goldeneval.operator.serve._auth.Gatekeeper` (``auth: none``)
both let everything through. No answer here carries anything of a report,
and no log line carries a token.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from aiohttp import web

from goldeneval.model import ClusterError
from goldeneval.operator._scrub import scrub
from goldeneval.operator.serve._auth import Gatekeeper, Permission, User, bearer_token

log = logging.getLogger("goldeneval.operator.access")

OPEN_PATHS = frozenset({"/healthz"})
"""Paths anyone may ask (the kubelet's probes carry no token)."""

_USER = web.RequestKey("goldeneval.user", User)
_GATE = web.AppKey("goldeneval.gate", Gatekeeper)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _unauthorized(why: str) -> web.Response:
    return web.json_response(
        {
            "error": f"unauthorized: {why}; send 'Authorization: Bearer <token>' with a "
            "Kubernetes token of yours (goldeneval report --cluster does)"
        },
        status=401,
        headers={"WWW-Authenticate": 'Bearer realm="goldeneval"'},
    )


def _unavailable(exc: ClusterError) -> web.Response:
    log.warning("cannot check access with the Kubernetes API: %s", exc)
    return web.json_response(
        {"error": f"cannot check access now: {scrub(str(exc), 300)}"},
        status=503,
        headers={"Retry-After": "5"},
    )


def install(app: web.Application, gate: Gatekeeper | None) -> None:
    """Guard ``app`` with ``gate`` (None: ``auth: none``, everything is let through)."""
    if gate is not None:
        app[_GATE] = gate
        app.middlewares.append(guard)


@web.middleware
async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Authenticate every request but :data:`OPEN_PATHS` (401 without a valid token)."""
    if request.path in OPEN_PATHS:
        return await handler(request)
    token = bearer_token(request.headers.get("Authorization"))
    if token is None:
        log.info("access user=- path=%s allowed=false (no bearer token)", request.path)
        return _unauthorized("no bearer token")
    try:
        user = await request.app[_GATE].authenticate(token)
    except ClusterError as exc:
        return _unavailable(exc)
    if user is None:
        log.info("access user=- path=%s allowed=false (token refused)", request.path)
        return _unauthorized("the Kubernetes API server does not accept this token")
    request[_USER] = user
    return await handler(request)


def caller_of(request: web.Request) -> User | None:
    """The user the guard authenticated for ``request`` (None without a gatekeeper)."""
    return request.get(_USER)


async def may(request: web.Request, permission: Permission) -> bool:
    """Whether the caller holds ``permission`` (always, without a gate); logs the decision.

    Raises :class:`~goldeneval.ClusterError` when the API server cannot be asked.
    """
    gate = request.app.get(_GATE)
    if gate is None:
        return True
    user = request[_USER]
    allowed = await gate.allowed(user, permission)
    log.info(
        "access user=%s path=%s permission=%r allowed=%s",
        user.name,
        request.path,
        permission.describe(),
        str(allowed).lower(),
    )
    return allowed


def forbidden(request: web.Request, permission: Permission) -> web.Response:
    """403 naming the missing permission, and nothing else."""
    user = request[_USER]
    return web.json_response(
        {"error": f'user "{user.name}" may not {permission.describe()}'}, status=403
    )


async def refusal(request: web.Request, permission: Permission) -> web.Response | None:
    """None when the caller holds ``permission``; else the 403 (or 503) to answer."""
    try:
        if await may(request, permission):
            return None
    except ClusterError as exc:
        return _unavailable(exc)
    return forbidden(request, permission)
