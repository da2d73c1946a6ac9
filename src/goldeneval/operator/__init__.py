"""Kubernetes operator: GoldenRun reconciliation, evaluator Jobs, status, metrics, API.

Entry point: ``goldeneval operator | submit | wait`` (:mod:`goldeneval.operator.cli`).
What other code may use without reaching into private modules is exported here.
"""

from goldeneval.operator.reconcile import ConditionType, GoldenRunStatus, Phase, build_job, job_name
from goldeneval.operator.spec import (
    API_VERSION,
    GROUP,
    KIND,
    PLURAL,
    VERSION,
    OperatorConfig,
    parse_operator_config,
)

__all__ = [
    "API_VERSION",
    "GROUP",
    "KIND",
    "PLURAL",
    "VERSION",
    "ConditionType",
    "GoldenRunStatus",
    "OperatorConfig",
    "Phase",
    "build_job",
    "job_name",
    "parse_operator_config",
]
