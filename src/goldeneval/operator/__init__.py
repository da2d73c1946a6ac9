"""Kubernetes operator: GoldenRun reconciliation, evaluator Jobs, status, metrics, API.

Entry point: ``goldeneval operator | submit | wait`` (:mod:`goldeneval.operator.cli`).
What other code may use without reaching into private modules is exported here.
"""

from goldeneval.operator._config import parse_operator_config
from goldeneval.operator._configrecords import OperatorConfig
from goldeneval.operator._spec import API_VERSION, GROUP, KIND, PLURAL, VERSION
from goldeneval.operator.reconcile import ConditionType, GoldenRunStatus, Phase, build_job, job_name

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
