"""Stored runs and a served operator app for the tests of the HTTP port (reports, access).

Real parts: the runs are made by the real CLI against the loopback stand-ins
into a real SQLite store; the operator's aiohttp app is served on loopback
over HTTPS, its callers checked by the emulated API server's TokenReview and
SubjectAccessReview through the official client (the operator's own
kubeconfig, exec plugin and all).
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import yaml

from goldeneval.cli import main
from goldeneval.operator.kube import KubeApi, load_connection
from goldeneval.operator.serve import Gatekeeper, Workbench, server_context
from goldeneval.operator.serve._http import StoreReader, build_app, start_http
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.operator.spec import HttpAuthConfig, HttpTlsConfig
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread

from .conftest import READER_TOKEN, Cluster

SUITE = "tanya-prod"
GOOD = "Pendirian PT memerlukan akta notaris."
BAD = "Pendirian PT gratis <script>alert(1)</script>"
NEW = "Perlu akta notaris dan NPWP pendiri."


def stored_runs(tmp: Path) -> str:
    """Two runs by the real CLI, uid-1 passing and uid-2 regressing; returns the store DSN."""
    store = f"sqlite:///{tmp}/history.db"
    q = "Apa syarat pendirian PT?"
    golden = [
        {
            "id": "pt-akta",
            "surface": "public",
            "domain": "badan usaha",
            "question": q,
            "expected": {"must_include": ["akta notaris"], "must_not_include": [], "rubric": ""},
            "verified": True,
        }
    ]
    (tmp / "set.yaml").write_text(yaml.safe_dump(golden), encoding="utf-8")
    with (
        serve_in_thread(ChatbotStandIn({q: GOOD})) as bot,
        serve_in_thread(JudgeStandIn()) as judge,
    ):
        cfg = {
            "chatbot_url": bot.url,
            "goldeneval": {"suite": SUITE, "store": store, "judge": {"url": judge.url}},
        }
        (tmp / "c.yaml").write_text(yaml.safe_dump(cfg), encoding="utf-8")
        args = [
            "run",
            "-set",
            str(tmp / "set.yaml"),
            "-config",
            str(tmp / "c.yaml"),
            "--no-progress",
        ]
        assert main([*args, "--run-id", "uid-1"]) == 0
        bot.answers[q] = BAD
        assert main([*args, "--run-id", "uid-2"]) == 1
    return store


def stored_runs_with_no_verdict(tmp: Path) -> str:
    """:func:`stored_runs` and uid-3, NO VERDICT: a new answer the refusing judge cannot judge."""
    store = stored_runs(tmp)
    with (
        # A new answer: no earlier verdict to reuse, so the judge must be asked.
        serve_in_thread(ChatbotStandIn({"Apa syarat pendirian PT?": NEW})) as bot,
        serve_in_thread(JudgeStandIn()) as judge,
    ):
        judge.reject_status = 503
        judge.reject_message = "judge overloaded"
        cfg = {
            "chatbot_url": bot.url,
            "goldeneval": {"suite": SUITE, "store": store, "judge": {"url": judge.url}},
        }
        (tmp / "down.yaml").write_text(yaml.safe_dump(cfg), encoding="utf-8")
        argv = ["run", "-set", str(tmp / "set.yaml"), "-config", str(tmp / "down.yaml")]
        assert main([*argv, "--no-progress", "--run-id", "uid-3"]) == 3
    return store


def goldenrun(uid: str, namespace: str, phase: str, done: str) -> dict[str, Any]:
    return {
        "metadata": {"uid": uid, "namespace": namespace, "name": f"run-{uid}"},
        "spec": {"suite": SUITE},
        "status": {"phase": phase, "completionTime": done},
    }


@dataclass
class Served:
    """The operator's HTTP app on loopback and what the tests need to call it."""

    base: str
    """``https://127.0.0.1:PORT``."""
    index: RunIndex
    """The run index the app reads (tests add GoldenRuns to it)."""
    tls: ssl.SSLContext | aiohttp.Fingerprint | bool
    """How a client verifies the app's certificate (the self-signed one's fingerprint)."""
    gate: Gatekeeper | None
    """The app's gatekeeper (None with ``auth: none``)."""

    async def get(
        self, path: str, token: str | None = READER_TOKEN
    ) -> tuple[int, dict[str, str], str]:
        """(status, headers, body) of a GET with ``token``."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        async with (
            aiohttp.ClientSession() as http,
            http.get(self.base + path, headers=headers, ssl=self.tls) as resp,
        ):
            return resp.status, dict(resp.headers), await resp.text()


@asynccontextmanager
async def served(
    cluster: Cluster | None,
    store: str | None,
    auth: HttpAuthConfig | None = None,
    index: RunIndex | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> AsyncIterator[Served]:
    """The app with a self-signed certificate; ``cluster`` None = ``auth: none``.

    ``clock`` is the review cache's: a test advances its own instead of sleeping.
    """
    ready = asyncio.Event()
    ready.set()
    reader = StoreReader(store)
    api = None
    gate = None
    if cluster is not None:
        connection = await asyncio.to_thread(load_connection, str(cluster.kubeconfig))
        api = KubeApi(connection, user_agent="goldeneval-operator")
        gate = Gatekeeper(api, auth or HttpAuthConfig(), clock)
    context, fingerprint = server_context(HttpTlsConfig())
    assert fingerprint is not None
    index = index if index is not None else RunIndex()
    app = build_app(index, ready, reader, gate=gate)
    if api is not None:  # the workbench reads GoldenRuns and their sets as the operator
        Workbench(api).mount(app, index, reader, gated=gate is not None)
    runner, port = await start_http(app, "127.0.0.1", 0, context)
    pin = aiohttp.Fingerprint(bytes.fromhex(fingerprint.replace(":", "")))
    try:
        yield Served(f"https://127.0.0.1:{port}", index, pin, gate)
    finally:
        await runner.cleanup()
        reader.close()
        if api is not None:
            api.close()
