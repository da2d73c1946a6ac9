"""``goldeneval workbench``: the SME workbench on this machine (issue 45 §1).

Reads the golden set, the drafts file and the config before anything
listens (every problem at once, exit 2), opens the configured store, binds
127.0.0.1, prints exactly one line on stdout — the one-time sign-in link —
opens a browser unless told not to, and serves until Ctrl-C (stopped within
a second: open requests are not waited for).
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import socket
import sys
from pathlib import Path
from typing import Any

from goldeneval.job import _epilogues
from goldeneval.job._files import Checks, load_golden_set
from goldeneval.job._history import resolve_config, store_from
from goldeneval.job._runflags import STORE_HELP
from goldeneval.model import UsageError, unstorable


def add_workbench(sub: Any) -> None:
    """The ``workbench`` command's flags."""
    p = sub.add_parser(
        "workbench",
        help="the SME workbench in your browser: review, items, drafts, coverage",
        description="Serve the SME workbench on 127.0.0.1 for you alone.",
        epilog=_epilogues.WORKBENCH,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--set",
        dest="set_path",
        metavar="SET.yaml",
        required=True,
        help="the golden set (a save rewrites it in place)",
    )
    p.add_argument("--config", metavar="CONFIG.yaml", help="config file (store and suite)")
    p.add_argument("--suite", help="the suite (default: config or 'default')")
    p.add_argument("--store", help=STORE_HELP)
    p.add_argument(
        "--drafts",
        dest="drafts_path",
        metavar="D.yaml",
        help="draft items to show (default: the latest stored harvest's)",
    )
    p.add_argument(
        "--as",
        dest="as_name",
        metavar="NAME",
        help="your name on labels and decisions (default: your login)",
    )
    p.add_argument(
        "--port", type=int, default=0, metavar="N", help="the loopback port (default: a free one)"
    )
    p.add_argument("--no-open", action="store_true", help="do not open a browser")


def _person(name: str | None) -> str:
    """``local:NAME``: the given name, else the OS login."""
    chosen = name if name is not None else getpass.getuser()
    if not chosen.strip() or unstorable(chosen) is not None or len(chosen) > 100:
        raise UsageError(f"--as {chosen!r}: give a name of 1 to 100 printable characters")
    return f"local:{chosen.strip()}"


def cmd_workbench(args: argparse.Namespace) -> int:
    """Serve the workbench until Ctrl-C."""
    from goldeneval.workbench import LocalGoldenFile, LocalHost, bind_loopback, check_port

    check = Checks()
    check(lambda: load_golden_set(args.set_path))
    drafts = check(lambda: load_golden_set(args.drafts_path)) if args.drafts_path else None
    check(lambda: resolve_config(args, require_chatbot=False))
    person = check(lambda: _person(args.as_name))
    check(lambda: check_port(args.port))
    check.raise_any()
    assert person is not None
    sock = bind_loopback(args.port)
    store, cfg = store_from(args)
    host = LocalHost(
        suite=cfg.suite,
        golden=LocalGoldenFile(Path(args.set_path)),
        person=person,
        port=sock.getsockname()[1],
        opened_store=store,
        drafts=None if drafts is None else drafts.items,
    )
    try:
        asyncio.run(_serve(host, sock, open_browser=not args.no_open))
    finally:
        store.close()
    print("goldeneval: workbench stopped", file=sys.stderr)
    return 0


async def _serve(host: Any, sock: socket.socket, *, open_browser: bool) -> None:
    from goldeneval.workbench import local_app, serve_until_stopped

    about = f"workbench of suite {host.suite} for {host.person}"
    await serve_until_stopped(local_app(host), sock, host.link, about, open_browser=open_browser)
