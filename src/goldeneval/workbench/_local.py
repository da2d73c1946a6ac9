"""The local host: the workbench on an SME's machine, for one person (issue 45 §1).

It listens on 127.0.0.1 only. The link it prints carries a one-time token
(256 random bits): the first request with it gets an HttpOnly, SameSite=Strict
session cookie and a redirect to the same path without the token; the token
is then spent. A request without a session gets 401 and a page saying how to
get in. A ``Host`` header other than ``127.0.0.1:PORT`` or ``localhost:PORT``
is refused, so a web page cannot reach the workbench through a DNS name
rebound to 127.0.0.1.
"""

from __future__ import annotations

import hmac
import secrets
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aiohttp import web

from goldeneval.workbench._app import REL, serve
from goldeneval.workbench._guard import secure
from goldeneval.workbench._host import Caller

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from goldeneval.model import Item
    from goldeneval.store import Store
    from goldeneval.workbench._host import LocalGoldenFile

COOKIE = "goldeneval_workbench"
"""The session cookie's name."""

SIGN_IN_HELP = (
    "Open the link goldeneval workbench printed when it started (it works once); "
    "if it was used already, stop the workbench with Ctrl-C and start it again for a new one."
)


@dataclass(kw_only=True)
class SignIn:
    """The one-time link and the sessions it opened, on a loopback port (the local host's,
    and the front ``goldeneval workbench --cluster`` runs before the operator)."""

    port: int
    """The loopback port it listens on."""
    token: str = field(default_factory=lambda: secrets.token_urlsafe(32), repr=False)
    """The one-time sign-in token of the printed link (never in a repr or a log)."""
    _spent: bool = False
    """Whether the token was traded for a session already."""
    _sessions: dict[str, str] = field(default_factory=dict, repr=False)
    """Session cookie -> its CSRF token."""
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    """Makes the token's trade happen once, however many requests race for it."""

    @property
    def link(self) -> str:
        """The sign-in link printed on stdout."""
        return f"http://127.0.0.1:{self.port}/?token={self.token}"

    def session_csrf(self, request: web.Request) -> str | None:
        """The CSRF token of the session the request's cookie names; None: no session."""
        return self._sessions.get(request.cookies.get(COOKIE, ""))

    def redeem(self, token: str) -> str | None:
        """A new session's cookie for the one-time token; None once it is spent or wrong."""
        with self._lock:
            if self._spent or not hmac.compare_digest(token.encode(), self.token.encode()):
                return None
            self._spent = True
            cookie = secrets.token_urlsafe(32)
            self._sessions[cookie] = secrets.token_urlsafe(32)
            return cookie

    def allowed_hosts(self) -> frozenset[str]:
        """The ``Host`` headers a request may carry."""
        return frozenset({f"127.0.0.1:{self.port}", f"localhost:{self.port}"})


@dataclass(kw_only=True)
class LocalHost(SignIn):
    """The workbench of one person on their own machine (implements ``Host``)."""

    suite: str
    """The suite shown."""
    golden: LocalGoldenFile
    """The golden-set file a save rewrites."""
    person: str
    """``local:NAME``: stored with every label and decision."""
    opened_store: Store
    """The history store."""
    drafts: tuple[Item, ...] | None = None
    """``--drafts FILE``'s items, if given."""
    base: str = "/"
    """The app is the whole site."""
    sign_in_help: str = SIGN_IN_HELP
    """What the 401 page says."""

    def store(self) -> Store:
        """The history store."""
        return self.opened_store

    async def caller(self, request: web.Request) -> Caller | None:
        """The person, when the request carries a session cookie this host gave."""
        csrf = self.session_csrf(request)
        return None if csrf is None else Caller(self.person, True, csrf)


def local_app(host: LocalHost) -> web.Application:
    """The aiohttp application of the local host: the Host check, the token, the app."""

    async def handle(request: web.Request) -> web.StreamResponse:
        return await serve(request, host, request.match_info["rel"])

    return door_app(host, handle)


def door_app(
    host: SignIn, handle: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.Application:
    """An application on a loopback port: the Host check and the one-time token before
    ``handle`` (the app itself, or the cluster front's forwarding)."""

    @web.middleware
    async def gate(
        request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if request.host not in host.allowed_hosts():
            refused = "refused: this is not the workbench's address (DNS rebinding?)"
            return secure(web.Response(status=421, text=refused))
        token = request.query.get("token")
        if token is None:
            return await handler(request)
        cookie = host.redeem(token)
        if cookie is None:
            return secure(
                web.Response(
                    status=403,
                    text="refused: this sign-in link was used already. " + SIGN_IN_HELP,
                )
            )
        response = web.Response(status=303, headers={"Location": request.path})
        response.set_cookie(COOKIE, cookie, httponly=True, samesite="Strict", path="/")
        return secure(response)

    app = web.Application(middlewares=[gate])
    app.router.add_route("*", "/" + REL, handle)
    return app
