"""The operator's HTTP server: ``/metrics``, ``/healthz`` and ``/api/quality/golden``.

``GET /api/quality/golden?suite=S`` returns the latest finished run of a suite
with its items and regressions, read from the history store named by
``GOLDENEVAL_STORE`` (503 without it). It is read-only and never shows a DSN.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest

from goldeneval._errors import GoldenEvalError
from goldeneval.operator._metrics import GoldenCollector, RunIndex
from goldeneval.operator._scrub import scrub
from goldeneval.operator._spec import SUITE_RE
from goldeneval.store import RunRecord, Store, open_store

log = logging.getLogger("goldeneval.operator")


class StoreReader:
    """Lazily opened, shared, read-only use of the history store."""

    def __init__(self, dsn: str | None) -> None:
        self._dsn = dsn
        self._store: Store | None = None
        self._lock = threading.Lock()

    @property
    def configured(self) -> bool:
        """Whether a DSN was given."""
        return bool(self._dsn)

    def latest(self, suite: str) -> dict[str, Any] | None:
        """The latest finished run of ``suite`` with its items, as JSON-ready data."""
        with self._lock:
            if self._store is None:
                # The operator reads; the evaluators own the schema and its migrations.
                self._store = open_store(self._dsn, migrate=False)
            record = self._store.latest_run(suite)
            if record is None:
                return None
            results = self._store.results(record.run_id)
        return {"suite": suite, "run": run_json(record), "items": [r.to_dict() for r in results]}

    def close(self) -> None:
        """Release the store's connections."""
        with self._lock:
            if self._store is not None:
                self._store.close()
                self._store = None


def run_json(record: RunRecord) -> dict[str, Any]:
    """A ``golden_runs`` row as JSON."""
    c = record.counts
    return {
        "run_id": record.run_id,
        "suite": record.suite,
        "status": record.status.value,
        "set_digest": record.set_digest,
        "set_source": record.set_source,
        "started_at": record.started_at,
        "finished_at": record.finished_at,
        "counts": None if c is None else c.to_dict(),
        "pass_rate": None if c is None else c.pass_rate,
        "min_pass_rate": record.min_pass_rate,
        "pass_threshold": record.pass_threshold,
        "allow_unverified": record.allow_unverified,
        "unverified_items": record.unverified_items,
        "gate": None if record.gate is None else record.gate.to_dict(),
        "regressions": [r.to_dict() for r in record.regressions],
    }


def build_app(
    index: RunIndex,
    ready: asyncio.Event,
    store: StoreReader,
    health: Callable[[], str | None] = lambda: None,
) -> web.Application:
    """The aiohttp application; ``health`` says why the operator is unhealthy, if it is."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(GoldenCollector(index))

    async def metrics(_: web.Request) -> web.Response:
        body = generate_latest(registry)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def healthz(_: web.Request) -> web.Response:
        if not ready.is_set():
            return web.json_response({"status": "starting"}, status=503)
        problem = health()
        if problem is not None:
            return web.json_response({"status": "unhealthy", "reason": problem}, status=503)
        return web.json_response({"status": "ok"})

    async def golden(request: web.Request) -> web.Response:
        suite = request.query.get("suite", "")
        if not SUITE_RE.match(suite):
            return web.json_response(
                {"error": "pass ?suite=NAME (letters, digits, '-', '_', '.'; at most 63)"},
                status=400,
            )
        if not store.configured:
            return web.json_response(
                {"error": "no history store: set GOLDENEVAL_STORE for the operator"}, status=503
            )
        try:
            data = await asyncio.to_thread(store.latest, suite)
        except GoldenEvalError as exc:
            log.warning("history store unavailable: %s", exc)
            return web.json_response(
                {"error": f"history store unavailable: {scrub(str(exc), 300)}"}, status=503
            )
        if data is None:
            return web.json_response({"error": f"no finished run of suite {suite!r}"}, status=404)
        return web.json_response(data)

    app = web.Application()
    app.router.add_get("/metrics", metrics)
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/api/quality/golden", golden)
    return app


async def start_http(app: web.Application, host: str, port: int) -> tuple[web.AppRunner, int]:
    """Serve ``app``; returns the runner and the bound port (``port=0`` picks one)."""
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    bound = int(runner.addresses[0][1])
    return runner, bound
