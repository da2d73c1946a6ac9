"""``goldeneval workbench --cluster NAMESPACE/SUITE``: the operator's workbench in your browser.

The operator serves the workbench under ``/workbench/NAMESPACE/SUITE/`` to
callers with a Kubernetes bearer token. A browser has none to send, and must
never hold the kubeconfig's. So this command runs the local front the local
workbench runs (127.0.0.1 only, the one-time link, the HttpOnly SameSite=Strict
session cookie, the ``Host`` check) and forwards each request of a signed-in
browser to the operator through the port-forward ``report --cluster`` uses,
adding ``Authorization`` on this side. Only named headers pass either way:
the browser's own cookie and the token never cross, and nothing the operator
answers but the page, its type, its download name and where it redirects.

The forwarded request carries a cookie of its own, so the operator treats it
as a browser's: a change needs the CSRF token its page carries, and the
browser's ``Sec-Fetch-Site``/``Origin`` pass through (an ``Origin`` of this
front is rewritten to the operator's as the front reaches it).
"""

from __future__ import annotations

import asyncio
import http.client
import sys
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import quote

from aiohttp import web

from goldeneval.model import ClusterError
from goldeneval.operator._scrub import scrub
from goldeneval.operator.kube._portforward import open_stream
from goldeneval.operator.tools._clusterreport import handshake, reach_operator, refusal

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from goldeneval.operator.kube._kubeconfig import Credentials
    from goldeneval.operator.kube._portforward import PodPort
    from goldeneval.operator.tools._clusterreport import ClusterReport
    from goldeneval.workbench import SignIn

OPERATOR_HOST = "goldeneval-operator"
"""The name the front gives the operator in ``Host`` (the port-forward dialled its pod)."""

PASSED_ON = ("Accept", "Content-Type", "X-CSRF-Token", "Sec-Fetch-Site", "Sec-Fetch-Mode")
"""The browser's headers the operator is sent (never its cookie)."""

PASSED_BACK = ("Content-Type", "Content-Disposition", "Cache-Control", "Location")
"""The operator's headers the browser is sent (the security headers are the front's own)."""

BROWSER_COOKIE = "goldeneval_front=browser"
"""Sent in place of the browser's cookie: the operator asks a browser's changes for CSRF."""

MAX_BODY = 1 << 20
"""Bytes a change may carry (the app's own limit)."""

SIGN_IN = (
    "Open the link goldeneval workbench --cluster printed when it started (it works once); "
    "if it was used already, stop it with Ctrl-C and start it again for a new one."
)

Answer = tuple[int, list[tuple[str, str]], bytes]


@dataclass
class OperatorLink:
    """HTTPS to the operator through port-forwards, as the kubeconfig's user."""

    req: ClusterReport
    """The target and how the operator's certificate is checked."""
    creds: Credentials
    """The kubeconfig's credentials (they open each port-forward)."""
    target: PodPort
    """The operator's pod and port."""
    authorization: str
    """``Bearer <token>``: added to every request here, never seen by the browser."""
    _kept: http.client.HTTPConnection | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def _connect(self) -> http.client.HTTPConnection:
        stream = handshake(open_stream(self.creds, self.target), self.req)
        conn = http.client.HTTPConnection(OPERATOR_HOST, self.target.port, timeout=60)
        conn.sock = stream  # the port-forward is the connection; http.client speaks HTTP on it
        return conn

    def _exchange(
        self,
        conn: http.client.HTTPConnection,
        method: str,
        path: str,
        headers: dict[str, str],
        body: bytes,
    ) -> tuple[Answer, bool]:
        conn.request(
            method,
            path,
            body=body or None,
            headers={**headers, "Authorization": self.authorization},
        )
        resp = conn.getresponse()
        data = resp.read()
        return (resp.status, resp.getheaders(), data), resp.will_close

    def send(self, method: str, path: str, headers: dict[str, str], body: bytes = b"") -> Answer:
        """The operator's answer to one request (blocking). A read reuses one kept
        connection (and retries once on a new one); a change goes once, on its own."""
        if method in ("GET", "HEAD"):
            with self._lock:
                for attempt in (1, 2):
                    try:
                        conn = self._kept = self._kept or self._connect()
                        answer, closing = self._exchange(conn, method, path, headers, body)
                    except (OSError, http.client.HTTPException) as exc:
                        self._drop()
                        if attempt == 2:
                            raise self._lost(exc, "") from None
                        continue
                    if closing:
                        self._drop()
                    return answer
        conn = self._connect()
        try:
            return self._exchange(conn, method, path, headers, body)[0]
        except (OSError, http.client.HTTPException) as exc:
            raise self._lost(exc, "; the change may not have been made, reload") from None
        finally:
            conn.close()

    def _drop(self) -> None:
        if self._kept is not None:
            self._kept.close()
            self._kept = None

    def _lost(self, exc: Exception, more: str) -> ClusterError:
        where = f"pod {self.target.namespace}/{self.target.name} port {self.target.port}"
        return ClusterError(
            f"the operator's port ({where}) closed the connection ({type(exc).__name__}){more}"
        )

    def close(self) -> None:
        """Close the kept connection."""
        with self._lock:
            self._drop()


def passed_on(sent: Mapping[str, str], front_origin: str, port: int) -> dict[str, str]:
    """The headers the operator is sent for a browser's request: the named ones, an
    ``Origin`` of the front's as the operator's own, and the front's cookie (never the
    browser's cookie or any ``Authorization`` it sent: :class:`OperatorLink` adds that)."""
    headers = {k: sent[k] for k in PASSED_ON if k in sent}
    origin = sent.get("Origin")
    if origin is not None:
        mine = origin == front_origin
        headers["Origin"] = f"https://{OPERATOR_HOST}:{port}" if mine else origin
    headers["Cookie"] = BROWSER_COOKIE
    return headers


def passed_back(got: Iterable[tuple[str, str]]) -> dict[str, str]:
    """The operator's headers the browser is sent: the named ones only."""
    return {k: v for k, v in got if k.title() in PASSED_BACK}


def front_app(front: SignIn, link: OperatorLink, base: str) -> web.Application:
    """The loopback front: the local host's door, then each request forwarded to ``base``."""
    from goldeneval.workbench import door_app, secure

    async def forward(request: web.Request) -> web.StreamResponse:
        if front.session_csrf(request) is None:
            return secure(web.Response(status=401, text=SIGN_IN))
        if request.path == "/":
            return secure(web.Response(status=303, headers={"Location": base}))
        if not request.path.startswith(base):
            return secure(web.Response(status=404, text=f"not found: the workbench is at {base}"))
        body = await request.content.read(MAX_BODY + 1)
        if len(body) > MAX_BODY:
            return secure(web.Response(status=413, text="the request is too large"))
        headers = passed_on(request.headers, f"http://{request.host}", link.target.port)
        try:
            status, got, data = await asyncio.to_thread(
                link.send, request.method, request.raw_path, headers, body
            )
        except ClusterError as exc:
            return secure(web.Response(status=502, text=f"goldeneval: {scrub(str(exc), 300)}"))
        return secure(web.Response(status=status, body=data, headers=passed_back(got)))

    return door_app(front, forward)


def run(
    req: ClusterReport,
    *,
    kubeconfig: str | None,
    context: str | None,
    port: int,
    open_browser: bool,
) -> int:
    """Serve the front until Ctrl-C, once the operator lets the kubeconfig's user read the
    suite's workbench; returns the exit code."""
    from goldeneval.workbench import SignIn, bind_loopback, serve_until_stopped

    sock = bind_loopback(port)
    try:
        creds, target, authorization = reach_operator(req, kubeconfig=kubeconfig, context=context)
        link = OperatorLink(req, creds, target, authorization)
        base = f"/workbench/{quote(req.namespace)}/{quote(req.suite)}/"
        # One request before the link is printed: a refusal is said now, not in the browser.
        status, _, body = link.send("GET", base + "static/wb.css", {})
        if status != 200:
            raise refusal(status, body, req)
    except BaseException:
        sock.close()
        raise
    front = SignIn(port=sock.getsockname()[1])
    about = (
        f"workbench of {req.namespace}/{req.suite} served by the operator "
        f"(pod {target.namespace}/{target.name}) as your kubeconfig's user"
    )
    app = front_app(front, link, base)
    try:
        asyncio.run(serve_until_stopped(app, sock, front.link, about, open_browser=open_browser))
    finally:
        link.close()
    print("goldeneval: workbench stopped", file=sys.stderr)
    return 0
