"""Shared machinery of the loopback stand-ins: start/stop, in-flight counts, threads.

A stand-in is an aiohttp web application bound to 127.0.0.1 (port 0 = any
free port). It can run inside the caller's event loop (``async with``) or in
its own event loop on a daemon thread (:func:`serve_in_thread`) for sync
code, subprocess tests and the demo.
"""

from __future__ import annotations

import asyncio
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Self, TypeVar

from aiohttp import web

from goldeneval.testing._latency import Served, delay_seconds, key_digest

# Stand-ins must not log one access line per request: a benchmark drives
# thousands of requests through them and the log would dominate the cost.
_NO_ACCESS_LOG: Any = None


class StandIn:
    """Base of a loopback HTTP server with request counters.

    Subclasses add routes in :meth:`_routes`. Counters are plain ints updated
    on the server's loop; reading them from another thread is safe enough
    for tests (CPython int reads are atomic).
    """

    def __init__(
        self, *, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> None:
        self.host = host
        self._port = port
        self.tls = tls
        """Server-side TLS context: serve https instead of http."""
        self._runner: web.AppRunner | None = None
        self.in_flight = 0
        """Requests currently being handled."""
        self.max_in_flight = 0
        """Highest number of requests handled at the same time."""
        self.latency_sigma = 0.0
        """0: every request waits ``latency_ms``; > 0: a lognormal delay with median
        ``latency_ms`` and this log-space spread, the same for the same question."""
        self.latency_for: dict[str, float] = {}
        """Latency (ms) of the requests keyed by these questions, instead of ``latency_ms``."""
        self.recording = False
        """Append every delayed request to ``served`` (benchmarks)."""
        self.served: list[Served] = []
        """Requests served while ``recording``, in arrival order."""
        self.hold: Callable[[str], bool] | None = None
        """While it is true of a request's key, the request waits before its latency: a test
        freezes a party at an event of its choosing and lets it go on by clearing it."""
        self.held = 0
        """Requests waiting on ``hold`` now."""

    latency_ms: float = 0.0
    """Median (or fixed) latency of a request; subclasses take it as a keyword."""

    async def _delay(self, key: str) -> None:
        """Wait this request's latency (see ``latency_sigma``), recording it when asked."""
        await self._held(key)
        seconds = delay_seconds(self.latency_for.get(key, self.latency_ms), self.latency_sigma, key)
        if self.recording:
            self.served.append(Served(key_digest(key), time.time(), seconds))
        if seconds > 0:
            await asyncio.sleep(seconds)

    async def _held(self, key: str) -> None:
        """Wait while ``hold`` is true of ``key`` (polled: it is set from the test's thread)."""
        if self.hold is None or not self.hold(key):
            return
        self.held += 1
        try:
            while (hold := self.hold) is not None and hold(key):
                await asyncio.sleep(0.005)
        finally:
            self.held -= 1

    def _routes(self, app: web.Application) -> None:
        raise NotImplementedError

    @property
    def port(self) -> int:
        """The bound port (only known once started)."""
        if self._runner is None:
            raise RuntimeError(f"{type(self).__name__} is not running: start it first")
        return self._port

    @property
    def base_url(self) -> str:
        """``http://host:port`` (``https://`` with ``tls``) of the running server."""
        return f"{'https' if self.tls else 'http'}://{self.host}:{self.port}"

    @contextmanager
    def _counted(self) -> Iterator[None]:
        """Count one request in flight (and the highest such count) while it is handled."""
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            yield
        finally:
            self.in_flight -= 1

    async def start(self) -> None:
        """Bind and serve on the running loop."""
        app = web.Application()
        self._routes(app)
        runner = web.AppRunner(app, access_log=_NO_ACCESS_LOG, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self._port, backlog=1024, ssl_context=self.tls)
        await site.start()
        # Port 0 asks the OS for a free port; read back the one it chose.
        self._port = int(runner.addresses[0][1])
        self._runner = runner

    async def stop(self) -> None:
        """Stop serving and free the port."""
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()


S = TypeVar("S", bound=StandIn)


@contextmanager
def serve_in_thread(server: S, *, start_timeout: float = 10.0) -> Iterator[S]:
    """Run ``server`` on its own event loop in a daemon thread; yields it once bound.

    For synchronous callers (sync tests, the demo, a CLI running in a
    subprocess): the server's URL is usable as soon as the block is entered,
    and the server is stopped when it is left.
    """
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    failure: list[BaseException] = []

    def run() -> None:
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(server.start())
        except BaseException as exc:  # reported to the caller below
            failure.append(exc)
            ready.set()
            return
        ready.set()
        loop.run_forever()
        loop.run_until_complete(server.stop())
        loop.close()

    thread = threading.Thread(target=run, name=f"{type(server).__name__}-loop", daemon=True)
    thread.start()
    if not ready.wait(start_timeout):
        raise RuntimeError(f"{type(server).__name__} did not start within {start_timeout}s")
    if failure:
        raise RuntimeError(f"{type(server).__name__} failed to start: {failure[0]}") from failure[0]
    try:
        yield server
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)


def dotted_get(data: Any, path: str) -> Any:
    """``data`` followed along a dotted path of mapping keys; KeyError when absent."""
    node = data
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            raise KeyError(path)
        node = node[part]
    return node


def nest(path: str, value: Any) -> dict[str, Any]:
    """``{"a": {"b": value}}`` for the dotted path ``a.b``."""
    parts = path.split(".")
    out: dict[str, Any] = {parts[-1]: value}
    for part in reversed(parts[:-1]):
        out = {part: out}
    return out
