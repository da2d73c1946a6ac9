"""Acting on a :class:`Plan`: objects first, then the status, then the events.

Creates tolerate 409 (an earlier reconcile or operator already created the
object, whose content derives from the immutable spec), so carrying out the
same plan twice leaves exactly one Job.
"""

from __future__ import annotations

import contextlib
import logging
from datetime import datetime

from goldeneval.operator.kube import Conflict, KubeApi, core_path, goldenrun_path, job_path
from goldeneval.operator.reconcile._conditions import rfc3339
from goldeneval.operator.reconcile._observe import RunView
from goldeneval.operator.reconcile._plan import EventSpec, Plan
from goldeneval.operator.spec import API_VERSION, KIND

log = logging.getLogger("goldeneval.operator")


def post_event(api: KubeApi, run: RunView, event: EventSpec, now: datetime) -> None:
    """Post a Kubernetes event on the GoldenRun (best effort: failures are logged)."""
    ns = run.ref.namespace
    body = {
        "apiVersion": "v1",
        "kind": "Event",
        "metadata": {"generateName": f"{run.ref.name[:200]}.", "namespace": ns},
        "involvedObject": {
            "apiVersion": API_VERSION,
            "kind": KIND,
            "name": run.ref.name,
            "namespace": ns,
            "uid": run.ref.uid,
        },
        "type": event.type.value,
        "reason": event.reason,
        "message": event.message,
        "source": {"component": "goldeneval-operator"},
        "reportingComponent": "goldeneval-operator",
        "reportingInstance": "goldeneval-operator",
        "firstTimestamp": rfc3339(now),
        "lastTimestamp": rfc3339(now),
        "count": 1,
    }
    try:
        api.create(core_path("events", ns), body)
    except Exception as exc:  # an event is never worth failing a reconcile for
        log.warning("could not post event %s on %s/%s: %s", event.reason, ns, run.ref.name, exc)


def apply_plan(api: KubeApi, run: RunView, plan: Plan, now: datetime) -> None:
    """Carry out a plan: objects first, then the status, then the events."""
    ns = run.ref.namespace
    if plan.configmap is not None:
        # A 409 means an earlier attempt created it; its content derives from the immutable spec.
        with contextlib.suppress(Conflict):
            api.create(core_path("configmaps", ns), plan.configmap)
    if plan.job is not None:
        # A 409 means an earlier reconcile (or operator) created it: still exactly one Job.
        with contextlib.suppress(Conflict):
            api.create(job_path(ns), plan.job)
    if plan.delete_job is not None:
        api.delete(job_path(ns, plan.delete_job))
    if plan.status is not None:
        api.patch(goldenrun_path(ns, run.ref.name, status=True), {"status": plan.status.to_dict()})
    for event in plan.events:
        log.info("%s/%s: %s: %s", ns, run.ref.name, event.reason, event.message)
        post_event(api, run, event, now)
