"""What the operator is told: its own configuration file and each GoldenRun's spec.

Owns the GoldenRun API's name (group, version, plural, kind: a module of
its own, so the API client needs nothing else from here), the operator
config file and its records with their defaults, and the spec of a run
checked by the evaluator's own rules and resolved against those defaults
into one typed record the Job builder uses. It imports no other room of
the operator.
"""

from goldeneval.operator.spec._api import API_VERSION, GROUP, KIND, PLURAL, VERSION
from goldeneval.operator.spec._config import parse_operator_config
from goldeneval.operator.spec._configrecords import (
    DEFAULT_IMAGE,
    DEFAULT_OPERATOR_NAMESPACE,
    ChatbotDefaults,
    ConfigMapRef,
    EvaluatorConfig,
    HttpAuthConfig,
    HttpTlsConfig,
    JudgeDefaults,
    OperatorConfig,
    RunDefaults,
    SecretRef,
)
from goldeneval.operator.spec._internal import InternalOidc, ResolvedInternal
from goldeneval.operator.spec._run import (
    SUITE_RE,
    InvalidRunSpec,
    ResolvedRun,
    RunRef,
    dns_name,
    inline_configmap_name,
    resolve_run,
)
from goldeneval.operator.spec._runparts import deadline_margin

__all__ = [
    "API_VERSION",
    "DEFAULT_IMAGE",
    "DEFAULT_OPERATOR_NAMESPACE",
    "GROUP",
    "KIND",
    "PLURAL",
    "SUITE_RE",
    "VERSION",
    "ChatbotDefaults",
    "ConfigMapRef",
    "EvaluatorConfig",
    "HttpAuthConfig",
    "HttpTlsConfig",
    "InternalOidc",
    "InvalidRunSpec",
    "JudgeDefaults",
    "OperatorConfig",
    "ResolvedInternal",
    "ResolvedRun",
    "RunDefaults",
    "RunRef",
    "SecretRef",
    "deadline_margin",
    "dns_name",
    "inline_configmap_name",
    "parse_operator_config",
    "resolve_run",
]
