"""The kopf handlers: thin adapters from kopf events to :class:`OperatorApp`.

Only ``on.event`` handlers are used (no change-detection handlers, timers or
daemons): kopf then needs no finalizer and writes no bookkeeping to the
objects, which keeps cleanup to the garbage collector (ownerReferences) and
makes every decision level-triggered from what is in the API server.
"""

from __future__ import annotations

import asyncio
from typing import Any

import kopf

from goldeneval.operator._app import OperatorApp
from goldeneval.operator.reconcile import LABEL_MANAGED_BY, MANAGED_BY
from goldeneval.operator.spec import GROUP, PLURAL, VERSION


def configure_settings(settings: kopf.OperatorSettings) -> None:
    """kopf settings the operator relies on."""
    settings.peering.standalone = True
    # Should a future handler need kopf's state, it goes to annotations, not status.
    settings.persistence.progress_storage = kopf.AnnotationsProgressStorage(prefix=GROUP)
    settings.persistence.diffbase_storage = kopf.AnnotationsDiffBaseStorage(
        prefix=GROUP, key="last-handled-configuration"
    )
    # The operator posts its own events (start, verdict, failure); kopf's
    # per-log-line events would repeat them and could echo exception text.
    settings.posting.enabled = False
    settings.watching.server_timeout = 300
    settings.watching.client_timeout = 330
    settings.watching.reconnect_backoff = 1.0


def register(registry: kopf.OperatorRegistry, app: OperatorApp) -> None:
    """Attach the handlers to ``registry``, bound to ``app``."""

    first = [True]

    @kopf.on.login(registry=registry)
    async def login(**_: Any) -> kopf.ConnectionInfo:
        # The operator's own credentials (kubectl's rules, see _kubeconfig); kopf
        # calls this again after a 401, so later calls reload them (an exec
        # plugin's token expired, the pod's token rotated).
        fresh, first[0] = not first[0], False
        return await asyncio.to_thread(app.api.connection.login_info, fresh=fresh)

    @kopf.on.event(GROUP, VERSION, PLURAL, registry=registry)
    async def goldenrun_event(event: kopf.RawEvent, body: kopf.Body, **_: Any) -> None:
        await app.on_run_event(event.get("type"), body)

    @kopf.on.event("batch", "v1", "jobs", labels={LABEL_MANAGED_BY: MANAGED_BY}, registry=registry)
    async def job_event(body: kopf.Body, **_: Any) -> None:
        await app.on_job_event(body)
