"""The operator config's field table: every key, the record field it fills and its rule.

One row per key, in the order the file is read (and its problems
reported). A section is a mapping of keys that fills a record (``evaluator``
fills :class:`EvaluatorConfig`) or, with no record of its own, fields of the
record around it (``http.port`` fills ``OperatorConfig.http_port``). A key
left out keeps the record's default, so each default is written once, on
the record (``_configrecords``). ``_config`` reads a file by this table.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from goldeneval.config import (
    borderline,
    chatbot_samples,
    flag,
    http_url,
    judge_samples,
    non_empty_str,
    non_negative_float,
    non_negative_int,
    positive_float,
    positive_int,
    ratio,
    reuse_age_days,
)
from goldeneval.operator.spec._configrecords import (
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

Rule = Callable[[Any], Any]
"""Validates and converts a raw value; raises ValueError (or TypeError) with a short reason."""


@dataclass(frozen=True)
class Ref:
    """A ``{name, key}`` reference to a key of a Secret or ConfigMap; both halves required."""

    record: type[SecretRef] | type[ConfigMapRef]
    """What the two halves become."""


@dataclass(frozen=True)
class Section:
    """A mapping of keys in the file."""

    record: Callable[..., Any] | None
    """The record its keys fill; None: they fill fields of the record around it."""
    keys: tuple[Key, ...]
    """Its keys, in reading order."""
    check: Callable[[Any], str | None] | None = None
    """A rule across its keys, given the built record: the problem, or None."""


@dataclass(frozen=True)
class Key:
    """One key of the operator config."""

    name: str
    """The key in the file (``imagePullPolicy``)."""
    field: str
    """The record field it fills (``image_pull_policy``); unused for a section without record."""
    rule: Rule | Section | Ref
    """How its value is read: a rule for a scalar, a section, or a reference."""


GATE_KEYS = ("minPassRate", "passThreshold", "minCoverage")
"""The ``defaults`` keys that set the gate: a key that resembles one is a typo, not another tool's."""


def port(v: Any) -> int:
    """A TCP port, 0 (any free port) included."""
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 65535:
        raise ValueError("must be a port number 0..65535")
    return v


def pull_policy(v: Any) -> str:
    """A Kubernetes image pull policy."""
    if v not in ("Always", "IfNotPresent", "Never"):
        raise ValueError("must be Always, IfNotPresent or Never")
    return str(v)


def resources(v: Any) -> Mapping[str, Any] | None:
    """Container ``requests``/``limits``; None when both are empty (the default is kept)."""
    if not isinstance(v, Mapping) or set(v) - {"requests", "limits"}:
        raise ValueError("must be a mapping with only 'requests' and 'limits'")
    for part in v.values():
        if part is not None and not isinstance(part, Mapping):
            raise ValueError("'requests' and 'limits' must be mappings such as {cpu: 100m}")
    return {k: dict(p) for k, p in v.items() if p} or None


def names(v: Any) -> tuple[str, ...]:
    """A list of names; the Kubernetes shape ``[{name: x}]`` is accepted too."""
    if not isinstance(v, list):
        raise ValueError("must be a list of names")
    out: list[str] = []
    for x in v:
        if isinstance(x, Mapping):
            x = x.get("name")
        out.append(non_empty_str(x))
    return tuple(out)


def request_template(v: Any) -> str:
    """A chatbot request body as JSON text holding ``{question}`` (the spec's form too)."""
    text = v if isinstance(v, str) else json.dumps(v)
    try:
        parsed = json.loads(text)
    except ValueError:
        raise ValueError('must be a JSON object such as {"message": "{question}"}') from None
    if not isinstance(parsed, dict) or "{question}" not in text:
        raise ValueError('must be a JSON object containing the placeholder "{question}"')
    return text


def auth_mode(v: Any) -> str:
    """``delegated`` or ``none``."""
    if v not in ("delegated", "none"):
        raise ValueError(
            "must be 'delegated' (tokens checked with the API server, RBAC decides) or "
            "'none' (no check: only behind a proxy of your own)"
        )
    return str(v)


def _bounded_retries(ev: EvaluatorConfig) -> str | None:
    if ev.backoff_limit > 10:
        return "evaluator.backoffLimit: must be at most 10 (retries are bounded)"
    return None


def _cert_with_key(tls: HttpTlsConfig) -> str | None:
    if (tls.cert_file is None) != (tls.key_file is None):
        return "http.tls: certFile and keyFile go together (or neither: self-signed)"
    return None


EVALUATOR = Section(
    EvaluatorConfig,
    (
        Key("image", "image", non_empty_str),
        Key("imagePullPolicy", "image_pull_policy", pull_policy),
        Key("imagePullSecrets", "image_pull_secrets", names),
        Key("serviceAccountName", "service_account_name", non_empty_str),
        Key("resources", "resources", resources),
        Key("backoffLimit", "backoff_limit", non_negative_int),
        Key("ttlSecondsAfterFinished", "ttl_seconds_after_finished", non_negative_int),
        Key("runAsUser", "run_as_user", positive_int),
        Key("imagePullGraceSeconds", "image_pull_grace_seconds", non_negative_float),
        Key("caBundleConfigMapRef", "ca_bundle", Ref(ConfigMapRef)),
    ),
    check=_bounded_retries,
)

CHATBOT = Section(
    ChatbotDefaults,
    (
        Key("url", "url", http_url),
        Key("request", "request", request_template),
        Key("answerPath", "answer_path", non_empty_str),
        Key("timeoutSeconds", "timeout_seconds", positive_float),
        Key("concurrency", "concurrency", positive_int),
        Key("samples", "samples", chatbot_samples),
    ),
)

JUDGE = Section(
    JudgeDefaults,
    (
        Key("url", "url", http_url),
        Key("model", "model", non_empty_str),
        Key("apiKeySecretRef", "api_key_secret_ref", Ref(SecretRef)),
        Key("timeoutSeconds", "timeout_seconds", positive_float),
        Key("concurrency", "concurrency", positive_int),
        Key("samples", "samples", judge_samples),
        Key("borderline", "borderline", borderline),
        Key("reuseMaxAgeDays", "reuse_max_age_days", reuse_age_days),
        Key("minAgreement", "min_agreement", ratio),
    ),
)

DEFAULTS = Section(
    RunDefaults,
    (
        Key("chatbot", "chatbot", CHATBOT),
        Key("judge", "judge", JUDGE),
        Key("databaseSecretRef", "database_secret_ref", Ref(SecretRef)),
        Key("minPassRate", "min_pass_rate", ratio),
        Key("passThreshold", "pass_threshold", ratio),
        Key("minCoverage", "min_coverage", ratio),
        Key("allowUnverified", "allow_unverified", flag),
        Key("concurrency", "concurrency", positive_int),
        Key("timeoutSeconds", "timeout_seconds", positive_int),
        Key("shards", "shards", positive_int),
        Key("storeOutageSeconds", "store_outage_seconds", positive_float),
    ),
)

HTTP = Section(
    None,
    (
        Key("port", "http_port", port),
        Key("host", "http_host", non_empty_str),
        Key(
            "tls",
            "http_tls",
            Section(
                HttpTlsConfig,
                (
                    Key("enabled", "enabled", flag),
                    Key("certFile", "cert_file", non_empty_str),
                    Key("keyFile", "key_file", non_empty_str),
                ),
                check=_cert_with_key,
            ),
        ),
        Key(
            "auth",
            "http_auth",
            Section(
                HttpAuthConfig,
                (
                    Key("mode", "mode", auth_mode),
                    Key("allowedCacheSeconds", "allowed_cache_seconds", non_negative_float),
                    Key("deniedCacheSeconds", "denied_cache_seconds", non_negative_float),
                    Key("cacheSize", "cache_size", positive_int),
                    Key("maxConcurrentReviews", "max_concurrent_reviews", positive_int),
                ),
            ),
        ),
    ),
)

OPERATOR_CONFIG = Section(
    OperatorConfig,
    (
        Key("namespaces", "namespaces", names),
        Key("evaluator", "evaluator", EVALUATOR),
        Key("defaults", "defaults", DEFAULTS),
        Key("http", "", HTTP),
        Key("resyncSeconds", "resync_seconds", positive_float),
        Key("pendingTimeoutSeconds", "pending_timeout_seconds", positive_float),
        Key("apiUnreachableSeconds", "api_unreachable_seconds", positive_float),
    ),
)
"""The whole file (``docs/operator.md`` lists every key and its default)."""
