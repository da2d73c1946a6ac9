"""The operator's state and scheduling, independent of kopf.

kopf delivers events (GoldenRuns, Jobs); :class:`OperatorApp` keeps the run
index for metrics and runs :func:`reconcile_run` for the affected GoldenRun,
one reconcile per run at a time (a per-run lock), in a worker thread so the
blocking API calls never stall kopf's event loop. A periodic resync
re-checks unfinished runs, which covers what no event announces (a pod stuck
on an image pull, a ConfigMap that appears later) and any missed event.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping
from typing import Any

from goldeneval.model import GoldenEvalError
from goldeneval.operator.kube import KubeApi
from goldeneval.operator.reconcile import LABEL_RUN_UID, reconcile_run, settled
from goldeneval.operator.serve import RunIndex
from goldeneval.operator.spec import OperatorConfig

log = logging.getLogger("goldeneval.operator")


class OperatorApp:
    """Everything the handlers, the resync loop and the HTTP server share."""

    def __init__(self, config: OperatorConfig, api: KubeApi) -> None:
        self.config = config
        self.api = api
        self.index = RunIndex()
        self.ready = asyncio.Event()
        self._locks: dict[tuple[str, str], asyncio.Lock] = {}
        self._settled: set[str] = set()
        """Uids of runs whose last event was :func:`settled` (their Jobs' events need no reconcile)."""
        self._started = time.monotonic()

    def _lock(self, namespace: str, name: str) -> asyncio.Lock:
        return self._locks.setdefault((namespace, name), asyncio.Lock())

    async def reconcile(self, namespace: str, name: str) -> None:
        """Reconcile one GoldenRun; failures are logged and retried by the resync."""
        async with self._lock(namespace, name):
            try:
                await asyncio.to_thread(reconcile_run, self.api, self.config, namespace, name)
            except GoldenEvalError as exc:
                log.warning("reconcile of %s/%s failed, will retry: %s", namespace, name, exc)
            except Exception:  # a bug must not stop the operator; the traceback is for us
                log.exception("reconcile of %s/%s crashed, will retry", namespace, name)

    async def on_run_event(self, event_type: str | None, body: Mapping[str, Any]) -> None:
        """A GoldenRun was listed, added, modified or deleted."""
        meta = body.get("metadata") or {}
        uid = str(meta.get("uid") or "")
        if event_type == "DELETED":
            self.index.remove(uid)
            self._settled.discard(uid)
            self._locks.pop((meta.get("namespace"), meta.get("name")), None)  # type: ignore[arg-type]
            return
        self.index.update(body)
        if settled(body):
            self._settled.add(uid)
        else:
            self._settled.discard(uid)
            await self.reconcile(str(meta.get("namespace") or ""), str(meta.get("name") or ""))

    async def on_job_event(self, body: Mapping[str, Any]) -> None:
        """An evaluator Job changed: reconcile the GoldenRun that owns it, unless settled.

        A restarted operator is told about every Job in the cluster; a Job
        of a finished run changes nothing :func:`decide` would do, so reading
        its run back would be one GET per finished run for nothing (issue 14).
        """
        meta = body.get("metadata") or {}
        uid = (meta.get("labels") or {}).get(LABEL_RUN_UID)
        run = self.index.get(uid) if uid else None
        if run is not None and uid not in self._settled:
            await self.reconcile(run.namespace, run.name)

    async def resync_forever(self) -> None:
        """Re-check every unfinished run every ``resync_seconds``."""
        while True:
            await asyncio.sleep(self.config.resync_seconds)
            for run in self.index.snapshot():
                if run.phase is None or not run.phase.terminal:
                    await self.reconcile(run.namespace, run.name)

    def health(self) -> str | None:
        """Why the operator is unhealthy (for ``/healthz``), or None.

        An operator whose API server has stopped answering (a network
        partition, a control plane gone, credentials that no longer work)
        reconciles nothing; failing the liveness probe gets it restarted or
        at least seen.
        """
        last = self.api.last_success or self._started
        silent = time.monotonic() - last
        if silent > self.config.api_unreachable_seconds:
            return (
                f"the Kubernetes API at {self.api.connection.server} has not answered for "
                f"{int(silent)}s (limit apiUnreachableSeconds={self.config.api_unreachable_seconds:g})"
            )
        return None

    async def watch_api_forever(self) -> None:
        """Ask the API server something cheap often enough for :meth:`health` to be current."""
        period = max(0.5, min(self.config.resync_seconds, self.config.api_unreachable_seconds / 4))
        while True:
            ok = await asyncio.to_thread(self.api.probe)
            if not ok:
                log.warning("the Kubernetes API at %s is not answering", self.api.connection.server)
            await asyncio.sleep(period)
