"""The operator's HTTP server: ``/metrics``, ``/healthz``, ``/api/quality/golden``, ``/reports``,
``/reviews``; ``_workbench`` mounts ``/workbench`` on it.

``GET /api/quality/golden?suite=S`` returns the latest finished run of a suite
with its items and regressions, read from the history store named by
``GOLDENEVAL_STORE`` (503 without it), the path of its HTML report, and its
GoldenRun with the verdict (``goldenrun``: what a rollout's analysis reads).
``GET /reports/{namespace}/{suite}`` serves the HTML report of the suite's
latest finished GoldenRun in that namespace (``?run=UID`` pins one run;
``?format=text`` gives ``goldeneval report``'s text instead, which
``goldeneval report --cluster`` prints). ``GET /reviews/{namespace}/{suite}``
gives, as JSON, the answers that run escalated to an SME and nobody has
labelled yet (``goldeneval review``'s queue; ``?run=UID`` pins one run).
All are read-only and never show a DSN.

Every path but ``/healthz`` needs a bearer token the API server accepts and
the RBAC permission of what it shows (``_guard``, ``_auth``): a report, a
review queue or a run needs ``get`` on GoldenRuns in the run's namespace, ``/metrics`` needs
``get`` on that non-resource URL.
"""

from __future__ import annotations

import asyncio
import logging
import re
import ssl
import threading
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest

from goldeneval.config import DEFAULT_FLAKY_WINDOW
from goldeneval.model import GoldenEvalError, RunSummary, StoredCoverage
from goldeneval.operator._scrub import scrub
from goldeneval.operator.reconcile import RunFacts, report_path
from goldeneval.operator.serve import _guard
from goldeneval.operator.serve._auth import READ_METRICS, Gatekeeper, read_goldenruns
from goldeneval.operator.serve._coverage import CoverageCollector
from goldeneval.operator.serve._metrics import (
    GoldenCollector,
    RunIndex,
    SchedulePeriod,
    latest_finished,
)
from goldeneval.operator.spec import SUITE_RE
from goldeneval.report import CSP, render_html, render_report
from goldeneval.store import (
    RunRecord,
    Store,
    html_report,
    open_store,
    stored_calibration,
    stored_run_summary,
    with_history_flaky,
)
from goldeneval.verdict import GateRules, surface_figures, tally_by_surface, tools_changes

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

    def _open(self) -> Store:
        if self._store is None:
            # Migrated here too, not only by the evaluators: before the first
            # evaluator has written, an unmigrated database is "no runs yet"
            # (404), not a failing store (503). Migrations are idempotent and
            # serialised under a lock, so racing an evaluator is harmless.
            self._store = open_store(self._dsn)
        return self._store

    def opened(self) -> Store:
        """The store itself, opened on first use (the workbench's reads and SME writes)."""
        with self._lock:
            return self._open()

    def coverages(self) -> list[StoredCoverage]:
        """Every suite's latest stored harvest (none without a store)."""
        if not self.configured:
            return []
        with self._lock:
            return self._open().latest_coverages()

    def latest(self, suite: str) -> dict[str, Any] | None:
        """The latest finished run of ``suite`` with its items, as JSON-ready data."""
        with self._lock:
            record = self._open().latest_run(suite)
        return None if record is None else self.run(record.run_id)

    def run(self, run_id: str) -> dict[str, Any] | None:
        """One stored run with its items, as :meth:`latest` gives them; None when not stored."""
        with self._lock:
            store = self._open()
            record = store.get_run(run_id)
            if record is None:
                return None
            results = store.results(run_id)
        suite = record.suite
        return {"suite": suite, "run": run_json(record), "items": [r.to_dict() for r in results]}

    def review(self, run_id: str) -> dict[str, Any] | None:
        """The run's escalated answers no SME has labelled yet (``goldeneval review``'s
        queue), as JSON-ready data; None when the store holds no such run."""
        with self._lock:
            store = self._open()
            record = store.get_run(run_id)
            if record is None:
                return None
            queue = store.review_queue(run_id)
        return {"suite": record.suite, "run_id": run_id, "items": [r.to_dict() for r in queue]}

    def report_html(self, run_id: str) -> str | None:
        """The HTML report of a stored run; None when the store holds no such run."""
        with self._lock:
            store = self._open()
            summary = _stored_summary(store, run_id)
            if summary is None:
                return None
            report = html_report(store, summary)
        return render_html(report)

    def report_text(self, run_id: str) -> str | None:
        """The text report of a stored run (``goldeneval report``'s); None when not stored."""
        with self._lock:
            summary = _stored_summary(self._open(), run_id)
        return None if summary is None else render_report(summary, width=TEXT_WIDTH) + "\n"

    def close(self) -> None:
        """Release the store's connections."""
        with self._lock:
            if self._store is not None:
                self._store.close()
                self._store = None


def run_json(record: RunRecord) -> dict[str, Any]:
    """A ``golden_runs`` row as JSON."""
    return record.to_dict()


_VERDICT_OF_OUTCOME = {"passed": "passed", "failed": "failed", "error": "no_verdict"}


def goldenrun_json(facts: RunFacts, stored_verdict: str | None) -> dict[str, Any]:
    """The GoldenRun behind an answer, small enough for a rollout's measurement (Argo Rollouts
    keeps the value it reads): its name, phase and verdict (``passed``, ``failed`` or
    ``no_verdict``; the operator's when the run has ended, else the stored row's)."""
    verdict = stored_verdict if facts.outcome is None else _VERDICT_OF_OUTCOME[facts.outcome]
    return {
        "namespace": facts.namespace,
        "name": facts.name,
        "uid": facts.uid,
        "phase": None if facts.phase is None else facts.phase.value,
        "verdict": verdict,
    }


NAMESPACE_RE = re.compile(r"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$")
"""A Kubernetes namespace name (an RFC 1123 label)."""

REPORT_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}
"""The page's own policy, also as a header: nothing but the inline page runs or loads."""


def _report_run(index: RunIndex, namespace: str, suite: str, pinned: str | None) -> RunFacts | None:
    """The GoldenRun whose report is asked for: the pinned one, or the latest finished."""
    if pinned:
        facts = index.get(pinned)
        if facts is None or (facts.namespace, facts.suite) != (namespace, suite):
            return None
        return facts
    return latest_finished(index.snapshot()).get((namespace, suite))


TEXT_WIDTH = 100
"""Columns of the text report (``?format=text``): the terminal's is not known here."""

STORE_RETRY_AFTER_SECONDS = 10
"""``Retry-After`` of a 503 for an unreachable store: a database failover takes seconds."""


def _latest_per_namespace(index: RunIndex, suite: str) -> list[RunFacts]:
    """The suite's latest finished GoldenRun in each namespace, newest first."""
    latest = latest_finished(run for run in index.snapshot() if run.suite == suite)
    return sorted(latest.values(), key=lambda r: (r.completion or 0.0, r.uid), reverse=True)


def _stored_summary(store: Store, run_id: str) -> RunSummary | None:
    """A stored run as its row recorded it, stating its judge's calibration; None: not stored."""
    record = store.get_run(run_id)
    if record is None:
        return None
    results = store.results(run_id)
    calibration = stored_calibration(store, record.suite, results)
    summary = stored_run_summary(record, results, calibration=calibration)
    # Flaky in history as of this run, over the evaluator's default window.
    summary = with_history_flaky(store, summary, DEFAULT_FLAKY_WINDOW, record.seq)
    # The row keeps no per-surface figures: they are the results' counts with the run's floors.
    rules = GateRules(min_pass_rate=summary.min_pass_rate, min_coverage=summary.min_coverage)
    # Nor which items' tool calls changed: blame reads them off the baselines (§5).
    baselines = store.baselines(record.suite, record.seq, [r.item_id for r in results])
    return replace(
        summary,
        surfaces=surface_figures(tally_by_surface(results), rules),
        tools_changes=tools_changes(results, baselines),
    )


def _no_store() -> web.Response:
    return web.json_response(
        {"error": "no history store: set GOLDENEVAL_STORE for the operator"}, status=503
    )


def _store_failed(exc: GoldenEvalError) -> web.Response:
    """503 for a store that did not answer; the cause is logged and shown scrubbed."""
    log.warning("history store unavailable: %s", exc)
    return web.json_response(
        {"error": f"history store unavailable: {scrub(str(exc), 300)}"},
        status=503,
        # A failover passes: the caller may try again shortly rather than give up.
        headers={"Retry-After": str(STORE_RETRY_AFTER_SECONDS)},
    )


def build_app(
    index: RunIndex,
    ready: asyncio.Event,
    store: StoreReader,
    schedules: Callable[[], Iterable[SchedulePeriod]] = lambda: (),
    health: Callable[[], str | None] = lambda: None,
    *,
    gate: Gatekeeper | None,
) -> web.Application:
    """The aiohttp application; ``health`` says why the operator is unhealthy, if it is;
    ``gate`` checks every caller (None: ``auth: none``, no check)."""
    routes = _Routes(index, ready, store, schedules, health, gate)
    app = web.Application()
    _guard.install(app, gate)
    app.router.add_get("/metrics", routes.metrics)
    app.router.add_get("/healthz", routes.healthz)
    app.router.add_get("/api/quality/golden", routes.golden)
    app.router.add_get("/reports/{namespace}/{suite}", routes.report)
    app.router.add_get("/reviews/{namespace}/{suite}", routes.review)
    return app


class _Routes:
    """The port's four routes, over the run index, the store and the caller's rights."""

    def __init__(
        self,
        index: RunIndex,
        ready: asyncio.Event,
        store: StoreReader,
        schedules: Callable[[], Iterable[SchedulePeriod]],
        health: Callable[[], str | None],
        gate: Gatekeeper | None,
    ) -> None:
        self.index = index
        self.ready = ready
        self.store = store
        self.health = health
        self.gate = gate
        self.registry = CollectorRegistry(auto_describe=False)
        self.registry.register(GoldenCollector(index, schedules))
        self.registry.register(CoverageCollector(index, store.coverages))

    async def metrics(self, request: web.Request) -> web.Response:
        """``/metrics``: the Prometheus exposition, for callers allowed to read metrics."""
        if (refused := await _guard.refusal(request, READ_METRICS)) is not None:
            return refused
        body = generate_latest(self.registry)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def healthz(self, _: web.Request) -> web.Response:
        """``/healthz``: starting, unhealthy (and why) or ok."""
        if not self.ready.is_set():
            return web.json_response({"status": "starting"}, status=503)
        problem = self.health()
        if problem is not None:
            return web.json_response({"status": "unhealthy", "reason": problem}, status=503)
        return web.json_response({"status": "ok"})

    async def golden(self, request: web.Request) -> web.Response:
        """``/api/quality/golden?suite=``: the latest finished run of a suite the caller may read."""
        suite = request.query.get("suite", "")
        if not SUITE_RE.match(suite):
            return web.json_response(
                {"error": "pass ?suite=NAME (letters, digits, '-', '_', '.'; at most 63)"},
                status=400,
            )
        if not self.store.configured:
            return _no_store()
        try:
            if self.gate is None:
                data = await asyncio.to_thread(self.store.latest, suite)
            else:
                found = await self._readable_run(request, suite)
                if isinstance(found, web.Response):
                    return found
                data = await asyncio.to_thread(self.store.run, found.uid)
        except GoldenEvalError as exc:
            return _store_failed(exc)
        if data is None:
            return web.json_response({"error": f"no finished run of suite {suite!r}"}, status=404)
        facts = self.index.get(data["run"]["run_id"])
        data["report"] = (
            None if facts is None else report_path(facts.namespace, facts.suite, facts.uid)
        )
        data["goldenrun"] = None if facts is None else goldenrun_json(facts, data["run"]["verdict"])
        return web.json_response(data)

    async def _readable_run(self, request: web.Request, suite: str) -> RunFacts | web.Response:
        """The latest finished run of ``suite`` in a namespace the caller may read."""
        runs = _latest_per_namespace(self.index, suite)
        if not runs:
            return web.json_response({"error": f"no finished run of suite {suite!r}"}, status=404)
        for facts in runs:
            if (refused := await _guard.refusal(request, read_goldenruns(facts.namespace))) is None:
                return facts
            if refused.status != 403:
                return refused
        return _guard.forbidden(request, read_goldenruns(runs[0].namespace))

    async def _finished_run(self, request: web.Request, path: str) -> RunFacts | web.Response:
        """The finished run ``/{path}/NAMESPACE/SUITE`` names (``?run=`` pins one), once the
        caller may get GoldenRuns in that namespace and a store is configured."""
        namespace, suite = request.match_info["namespace"], request.match_info["suite"]
        if not NAMESPACE_RE.match(namespace) or not SUITE_RE.match(suite):
            return web.json_response(
                {"error": f"use /{path}/NAMESPACE/SUITE with a namespace and a suite name"},
                status=400,
            )
        if (refused := await _guard.refusal(request, read_goldenruns(namespace))) is not None:
            return refused
        if not self.store.configured:
            return _no_store()
        facts = _report_run(self.index, namespace, suite, request.query.get("run"))
        if facts is None:
            return web.json_response(
                {"error": f"no finished GoldenRun of suite {suite!r} in namespace {namespace!r}"},
                status=404,
            )
        return facts

    async def report(self, request: web.Request) -> web.Response:
        """``/reports/NAMESPACE/SUITE``: a stored run's HTML (or ``?format=text``) report."""
        facts = await self._finished_run(request, "reports")
        if isinstance(facts, web.Response):
            return facts
        return await self._report_page(facts, text=request.query.get("format") == "text")

    async def review(self, request: web.Request) -> web.Response:
        """``/reviews/NAMESPACE/SUITE``: the answers the run escalated that await an SME."""
        facts = await self._finished_run(request, "reviews")
        if isinstance(facts, web.Response):
            return facts
        try:
            queue = await asyncio.to_thread(self.store.review, facts.uid)
        except GoldenEvalError as exc:
            return _store_failed(exc)
        if queue is None:
            return web.json_response(
                {"error": f"GoldenRun {facts.name} has no results in the history store"},
                status=404,
            )
        return web.json_response({"namespace": facts.namespace, **queue})

    async def _report_page(self, facts: RunFacts, *, text: bool) -> web.Response:
        """The report of a run the caller may read, from the store."""
        try:
            page = await asyncio.to_thread(
                self.store.report_text if text else self.store.report_html, facts.uid
            )
        except GoldenEvalError as exc:
            return _store_failed(exc)
        if page is None:
            return web.json_response(
                {"error": f"GoldenRun {facts.name} has no results in the history store"},
                status=404,
            )
        return web.Response(
            text=page,
            content_type="text/plain" if text else "text/html",
            charset="utf-8",
            headers=REPORT_HEADERS,
        )


async def start_http(
    app: web.Application, host: str, port: int, tls: ssl.SSLContext | None = None
) -> tuple[web.AppRunner, int]:
    """Serve ``app`` (HTTPS with ``tls``); returns the runner and the bound port
    (``port=0`` picks one)."""
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, host, port, ssl_context=tls)
    await site.start()
    bound = int(runner.addresses[0][1])
    return runner, bound
