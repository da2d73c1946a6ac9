"""What every response carries and what every change must show (issue 45 §1).

The headers go on every answer, the 401 page and the static files included.
A change (any method but GET and HEAD) from a browser session must be JSON,
carry the session's CSRF token and come from the app's own origin; a program
with a bearer token and no cookie has no CSRF token to show and needs none.
"""

from __future__ import annotations

import hmac
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aiohttp import web

    from goldeneval.workbench._host import Caller

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
"""The workbench's Content-Security-Policy, word for word as issue 45 states it."""

HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
"""Sent with every response."""

CSRF_HEADER = "X-CSRF-Token"
"""The header a change carries the session's token in."""

READS = frozenset({"GET", "HEAD"})
"""Methods that change nothing."""


def secure(response: web.StreamResponse) -> web.StreamResponse:
    """``response`` with the headers every answer carries."""
    response.headers.update(HEADERS)
    return response


def change_refused(request: web.Request, caller: Caller) -> str | None:
    """Why a change may not go ahead (None: it may), checked before anything is read."""
    if request.method in READS:
        return None
    if caller.csrf_token is not None:
        if request.content_type != "application/json":
            return "a change must be sent as application/json"
        sent = request.headers.get(CSRF_HEADER, "")
        if not hmac.compare_digest(sent.encode(), caller.csrf_token.encode()):
            return "the request's CSRF token is missing or not this session's; reload the page"
        if not _same_origin(request):
            return "the request does not come from the workbench's own pages"
    if not caller.may_write:
        return f"{caller.person} may read the workbench but not change it"
    return None


def _same_origin(request: web.Request) -> bool:
    """The browser says the request is same-origin, or (an older browser, which sends no
    ``Sec-Fetch-Site``) its ``Origin`` is the app's own. The browser's word comes first:
    behind a TLS-ending proxy the scheme the app sees is not the one the page has."""
    site = request.headers.get("Sec-Fetch-Site")
    if site is not None:
        return site == "same-origin"
    return request.headers.get("Origin") == f"{request.scheme}://{request.host}"
