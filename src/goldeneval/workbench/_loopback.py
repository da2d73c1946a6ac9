"""Serving on this machine's loopback until Ctrl-C: the port, the printed link, the browser.

Shared by ``goldeneval workbench`` (the app itself) and ``goldeneval
workbench --cluster`` (a front forwarding to the operator): both bind
127.0.0.1 only, print exactly one line on stdout (the one-time link), open a
browser unless told not to, and stop within a second of Ctrl-C.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import threading
import webbrowser
from typing import TYPE_CHECKING

from goldeneval.model import UsageError

if TYPE_CHECKING:
    from aiohttp import web

STOP_GRACE_SECONDS = 0.5
"""How long a stop waits for requests in flight (Ctrl-C must end it within 2 s)."""


def check_port(port: int) -> None:
    """UsageError unless ``port`` is one ``--port`` may name (0: any free one)."""
    if not 0 <= port <= 65535:
        raise UsageError(f"--port {port}: give a port from 1 to 65535 (0: any free one)")


def bind_loopback(port: int) -> socket.socket:
    """A listening socket on 127.0.0.1 (``port`` 0: any free one); UsageError if it cannot."""
    check_port(port)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind(("127.0.0.1", port))
    except OSError as exc:
        sock.close()
        raise UsageError(f"--port {port}: cannot listen on 127.0.0.1 ({exc.strerror})") from None
    sock.listen(64)
    sock.setblocking(False)
    return sock


async def serve_until_stopped(
    app: web.Application, sock: socket.socket, link: str, about: str, *, open_browser: bool
) -> None:
    """Serve ``app`` on ``sock``, print ``link`` (stdout) and ``about`` (stderr), until a
    SIGINT or SIGTERM."""
    from aiohttp import web

    runner = web.AppRunner(app, shutdown_timeout=STOP_GRACE_SECONDS)
    await runner.setup()
    await web.SockSite(runner, sock).start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    print(f"workbench: {link}", flush=True)
    print(f"goldeneval: {about}; Ctrl-C stops it", file=sys.stderr)
    if open_browser and _has_display():
        # The link is the one line on stdout: a browser started from here (and anything it
        # prints) gets the null device instead.
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
        threading.Thread(target=webbrowser.open, args=(link,), daemon=True).start()
    try:
        await stop.wait()
    finally:
        await runner.cleanup()


def _has_display() -> bool:
    """Whether a browser could show a window (on Linux: an X or Wayland display)."""
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True
