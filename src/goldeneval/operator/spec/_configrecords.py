"""The operator's resolved configuration: :class:`OperatorConfig` and its parts, with defaults.

``_config.parse_operator_config`` reads the file into these records.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from goldeneval._version import package_version
from goldeneval.model import DEFAULT_MIN_COVERAGE, DEFAULT_MIN_PASS_RATE, DEFAULT_PASS_THRESHOLD

DEFAULT_IMAGE = f"ghcr.io/ahu/goldeneval:{package_version()}"
"""The evaluator image when the config names none: this very version (pyproject.toml's)."""
DEFAULT_OPERATOR_NAMESPACE = "goldeneval"
"""Where the chart is installed in the docs (``helm install … -n goldeneval``): the namespace
``goldeneval report --cluster`` looks for the operator in, unless told otherwise."""
DEFAULT_PORT = 8080


@dataclass(frozen=True)
class SecretRef:
    """A key of a Secret in the GoldenRun's namespace."""

    name: str
    """Secret name."""
    key: str
    """Key inside the Secret."""


@dataclass(frozen=True)
class ConfigMapRef:
    """A key of a ConfigMap in the GoldenRun's namespace."""

    name: str
    """ConfigMap name."""
    key: str
    """Key inside the ConfigMap."""


@dataclass(frozen=True)
class ChatbotDefaults:
    """Operator-wide chatbot settings used when a GoldenRun does not set them."""

    url: str | None = None
    """Base URL of the chatbot under test."""
    request: str | None = None
    """JSON body template containing ``{question}`` (None = the evaluator's default)."""
    answer_path: str | None = None
    """Dotted path of the answer in the reply (None = the evaluator's default)."""
    timeout_seconds: float | None = None
    """Per-call timeout."""
    concurrency: int | None = None
    """Maximum chatbot calls in flight per pod."""
    samples: int | None = None
    """Odd number of answers deciding a would-be regression (None = the evaluator's)."""


@dataclass(frozen=True)
class JudgeDefaults:
    """Operator-wide judge settings used when a GoldenRun does not set them."""

    url: str | None = None
    """OpenAI-compatible base URL of the on-prem judge."""
    model: str | None = None
    """Model name."""
    api_key_secret_ref: SecretRef | None = None
    """Secret holding the judge's API key (None = no key)."""
    timeout_seconds: float | None = None
    """Per-call timeout."""
    concurrency: int | None = None
    """Maximum judge calls in flight per pod."""
    samples: int | None = None
    """Odd number of samples whose majority decides a confirmed verdict (None = the evaluator's)."""
    borderline: float | None = None
    """Correctness this close to the pass threshold is confirmed (None = the evaluator's)."""
    reuse_max_age_days: int | None = None
    """Oldest earlier verdict that may be reused, in days (None = the evaluator's)."""
    min_agreement: float | None = None
    """κ floor the judge's latest calibration must reach (None = the evaluator's, 0 = off)."""


@dataclass(frozen=True)
class RunDefaults:
    """What a GoldenRun gets when its spec leaves a setting out."""

    chatbot: ChatbotDefaults = field(default_factory=ChatbotDefaults)
    """Chatbot defaults."""
    judge: JudgeDefaults = field(default_factory=JudgeDefaults)
    """Judge defaults."""
    database_secret_ref: SecretRef | None = None
    """Secret with the PostgreSQL DSN the evaluator writes history to."""
    min_pass_rate: float = DEFAULT_MIN_PASS_RATE
    """Gate floor."""
    pass_threshold: float = DEFAULT_PASS_THRESHOLD
    """Per-item correctness threshold."""
    min_coverage: float = DEFAULT_MIN_COVERAGE
    """Share of the drivable items that must be scored for a verdict."""
    allow_unverified: bool = False
    """Accept sets with ``verified: false`` items."""
    concurrency: int = 8
    """Items in flight per pod."""
    timeout_seconds: int = 3600
    """Job ``activeDeadlineSeconds``."""
    shards: int = 1
    """Pods per run."""
    store_outage_seconds: float | None = None
    """How long the evaluator waits for an unreachable database before it gives up
    (NoVerdict); None = the evaluator's default (300 s)."""


@dataclass(frozen=True)
class EvaluatorConfig:
    """How evaluator Jobs are built."""

    image: str = DEFAULT_IMAGE
    """Evaluator image (a GoldenRun may override it)."""
    image_pull_policy: str = "IfNotPresent"
    """Always, IfNotPresent or Never."""
    image_pull_secrets: tuple[str, ...] = ()
    """Names of pull Secrets in the run's namespace."""
    service_account_name: str | None = "goldeneval-evaluator"
    """ServiceAccount of the pods (its token is never mounted)."""
    resources: Mapping[str, Any] = field(
        default_factory=lambda: {
            "requests": {"cpu": "100m", "memory": "128Mi"},
            "limits": {"memory": "512Mi"},
        }
    )
    """Default container resources."""
    backoff_limit: int = 2
    """Retries of crashed pods (invalid input is never retried)."""
    ttl_seconds_after_finished: int = 86400
    """How long a finished Job is kept (results are read as soon as it finishes)."""
    run_as_user: int = 65532
    """Non-root UID of the evaluator (the image's ``USER``)."""
    image_pull_grace_seconds: float = 30.0
    """How long a pod may fail to start (image pull error, missing Secret) or the Job
    controller fail to create it (``FailedCreate``) before the run becomes Error; with
    the resync period this bounds how long a stuck run looks Running."""
    ca_bundle: ConfigMapRef | None = None
    """PEM CA certificates the evaluator trusts for https, beside the image's (an on-prem PKI)."""


AuthMode = Literal["delegated", "none"]
"""``delegated``: every caller's token is checked with the API server (TokenReview) and
what it may read with its RBAC (SubjectAccessReview); ``none``: no check (unsafe unless
a proxy of your own fronts the port)."""


@dataclass(frozen=True)
class HttpAuthConfig:
    """Who may read the HTTP port (docs/design.md, "Who can read what")."""

    mode: AuthMode = "delegated"
    """How callers are authenticated and authorized."""
    allowed_cache_seconds: float = 60.0
    """How long an accepted token or a granted permission is remembered."""
    denied_cache_seconds: float = 10.0
    """How long a refused token or a refused permission is remembered."""
    cache_size: int = 1024
    """Most answers remembered per kind of review (the oldest are forgotten first)."""
    max_concurrent_reviews: int = 8
    """Most reviews in flight to the API server at once."""


@dataclass(frozen=True)
class HttpTlsConfig:
    """How the HTTP port encrypts."""

    enabled: bool = True
    """Speak HTTPS (False: plain HTTP, unsafe outside a trusted network)."""
    cert_file: str | None = None
    """PEM certificate chain (a mounted Secret's ``tls.crt``); None = self-signed at start."""
    key_file: str | None = None
    """PEM private key of ``cert_file`` (the Secret's ``tls.key``)."""


@dataclass(frozen=True)
class OperatorConfig:
    """The whole operator configuration."""

    namespaces: tuple[str, ...] = ()
    """Namespaces to watch; empty = the whole cluster."""
    evaluator: EvaluatorConfig = field(default_factory=EvaluatorConfig)
    """Evaluator Job settings."""
    defaults: RunDefaults = field(default_factory=RunDefaults)
    """GoldenRun defaults."""
    http_port: int = DEFAULT_PORT
    """Port of /metrics, /healthz and /api/quality/golden (0 = any free port)."""
    http_host: str = "0.0.0.0"  # noqa: S104 - the pod's port must be reachable by Prometheus
    """Address the HTTP server binds."""
    http_tls: HttpTlsConfig = field(default_factory=HttpTlsConfig)
    """HTTPS (default) or plain HTTP, and the certificate."""
    http_auth: HttpAuthConfig = field(default_factory=HttpAuthConfig)
    """Delegated authentication and authorization (default) or none."""
    resync_seconds: float = 15.0
    """How often unfinished runs are re-checked even without events."""
    pending_timeout_seconds: float = 300.0
    """How long a run may wait for its golden-set ConfigMap before it becomes Error."""
    api_unreachable_seconds: float = 60.0
    """``/healthz`` fails once the Kubernetes API has not answered for this long."""
    operator_namespace: str = DEFAULT_OPERATOR_NAMESPACE
    """The namespace the operator runs in (its pod's ``POD_NAMESPACE``; not a file key): a
    run's ``status.report`` command names it when it is not the default."""
