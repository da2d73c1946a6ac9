"""Reconciliation of one GoldenRun: observe (:mod:`._observe`), decide (pure,
:mod:`._decide`), act (:mod:`._act`).

Every reconcile starts from what is in the API server, not from memory, so a
restarted operator, a repeated event or two reconciles racing each other
converge on the same state and never create a second Job (a create of the
deterministic Job name is a 409).
"""

from __future__ import annotations

from datetime import UTC, datetime

from goldeneval.operator.kube import KubeApi, goldenrun_path
from goldeneval.operator.reconcile._act import apply_plan, post_event
from goldeneval.operator.reconcile._decide import decide
from goldeneval.operator.reconcile._observe import (
    GoldenSetText,
    Observed,
    RunView,
    observe,
    settled,
)
from goldeneval.operator.reconcile._plan import EventSpec, EventType, Plan
from goldeneval.operator.reconcile._pods import (
    failure_detail,
    pod_index,
    read_shard_summaries,
    stuck_pod,
)
from goldeneval.operator.spec import OperatorConfig

# What callers and tests import from here (the split kept these names stable).
__all__ = [
    "EventSpec",
    "EventType",
    "GoldenSetText",
    "Observed",
    "Plan",
    "RunView",
    "apply_plan",
    "decide",
    "failure_detail",
    "observe",
    "pod_index",
    "post_event",
    "read_shard_summaries",
    "reconcile_run",
    "settled",
    "stuck_pod",
]


def reconcile_run(
    api: KubeApi,
    config: OperatorConfig,
    namespace: str,
    name: str,
    *,
    now: datetime | None = None,
) -> Plan | None:
    """One full reconcile of a GoldenRun by name; None when it no longer exists."""
    body = api.get(goldenrun_path(namespace, name))
    if body is None:
        return None
    when = now or datetime.now(UTC)
    observed = observe(api, body, config, when)
    plan = decide(observed, config)
    apply_plan(api, observed.run, plan, when)
    return plan
