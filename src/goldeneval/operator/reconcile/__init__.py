"""Reconciling one GoldenRun: observe, decide, act.

Owns reading what the cluster holds for a run (observe), the pure decision
(decide and its plan), applying it (act), the evaluator Job and its pods,
the run's facts for metrics, and the status record with its phases, reasons
and conditions. It talks to the API only through ``operator.kube`` and never
imports the schedules or the HTTP server.
"""

from goldeneval.operator.reconcile._conditions import (
    ConditionType,
    Phase,
    Reason,
    parse_time,
    rfc3339,
)
from goldeneval.operator.reconcile._envnames import env_name
from goldeneval.operator.reconcile._jobs import (
    LABEL_MANAGED_BY,
    LABEL_RUN_UID,
    MANAGED_BY,
    build_job,
    golden_set_yaml,
    job_name,
)
from goldeneval.operator.reconcile._observe import settled
from goldeneval.operator.reconcile._reconcile import reconcile_run
from goldeneval.operator.reconcile._runfacts import OUTCOMES, RunFacts, RunOutcome
from goldeneval.operator.reconcile._status import GoldenRunStatus, report_command, report_path

__all__ = [
    "LABEL_MANAGED_BY",
    "LABEL_RUN_UID",
    "MANAGED_BY",
    "OUTCOMES",
    "ConditionType",
    "GoldenRunStatus",
    "Phase",
    "Reason",
    "RunFacts",
    "RunOutcome",
    "build_job",
    "env_name",
    "golden_set_yaml",
    "job_name",
    "parse_time",
    "reconcile_run",
    "report_command",
    "report_path",
    "rfc3339",
    "settled",
]
