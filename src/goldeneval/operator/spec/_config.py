"""The operator's configuration file (``goldeneval operator --config operator.yaml``).

The Helm chart renders it into a ConfigMap (see ``docs/architecture.md``).
Every key is optional. ``defaults`` fill what a GoldenRun's spec leaves out,
so a GoldenRun can be a few lines. Unknown keys are reported as warnings (an
older operator must start with a newer chart), except a misspelt gate key
under ``defaults`` (``minPassrate``): ignoring it would gate every run at the
built-in default without a word, so it is an error naming the closest key.
Wrong values are a :class:`~goldeneval.ConfigError` that says which key and
what to do. The file goes through the same line-numbered loader as the CLI's
config, so every message names its line.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from typing import Any

from goldeneval.config import (
    borderline,
    flag,
    http_url,
    judge_samples,
    non_empty_str,
    non_negative_float,
    non_negative_int,
    parse_config,
    positive_float,
    positive_int,
    ratio,
    reuse_age_days,
)
from goldeneval.model import ConfigError
from goldeneval.operator._configrecords import (
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

GATE_KEYS = ("minPassRate", "passThreshold", "minCoverage")
"""The ``defaults`` keys that set the gate: a key that resembles one is a typo, not another tool's."""


class _Reader:
    """Walks the YAML mapping, collecting every problem and unknown key."""

    def __init__(self, source: str, lines: Mapping[tuple[str, ...], int]) -> None:
        self.source = source
        self.lines = lines
        self.errors: list[str] = []
        self.warnings: list[str] = []

    def _at(self, where: str) -> str:
        line = self.lines.get(tuple(where.split(".")))
        return self.source if line is None else f"{self.source}:{line}"

    def section(self, data: Any, path: str) -> Mapping[str, Any]:
        if data is None:
            return {}
        if not isinstance(data, Mapping):
            self.errors.append(f"{path}: expected a mapping")
            return {}
        return data

    def known(self, data: Mapping[str, Any], path: str, keys: tuple[str, ...]) -> None:
        for key in data:
            if key in keys:
                continue
            where = f"{path}.{key}" if path else str(key)
            close = difflib.get_close_matches(str(key), keys, n=1, cutoff=0.75)
            if path == "defaults" and close and close[0] in GATE_KEYS:
                self.errors.append(
                    f"{self._at(where)}: {where} is not a setting; did you mean {close[0]}? "
                    "(a misspelt gate key would leave every run at the default)"
                )
                continue
            hint = f" (did you mean {close[0]}?)" if close else ""
            self.warnings.append(f"{self._at(where)}: unknown key {where!r} ignored{hint}")

    def get(self, data: Mapping[str, Any], key: str, path: str, parse: Callable[[Any], Any]) -> Any:
        raw = data.get(key)
        if raw is None:
            return None
        try:
            return parse(raw)
        except (TypeError, ValueError) as exc:
            where = f"{path}.{key}" if path else key
            self.errors.append(f"{where}: {exc}")
            return None


def _port(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 65535:
        raise ValueError("must be a port number 0..65535")
    return v


def _pull_policy(v: Any) -> str:
    if v not in ("Always", "IfNotPresent", "Never"):
        raise ValueError("must be Always, IfNotPresent or Never")
    return str(v)


def _resources(v: Any) -> Mapping[str, Any]:
    if not isinstance(v, Mapping) or set(v) - {"requests", "limits"}:
        raise ValueError("must be a mapping with only 'requests' and 'limits'")
    for part in v.values():
        if part is not None and not isinstance(part, Mapping):
            raise ValueError("'requests' and 'limits' must be mappings such as {cpu: 100m}")
    return {k: dict(p) for k, p in v.items() if p}


def _names(v: Any) -> tuple[str, ...]:
    if not isinstance(v, list):
        raise ValueError("must be a list of names")
    out: list[str] = []
    for x in v:
        if isinstance(x, Mapping):  # the Kubernetes shape [{name: x}] is accepted too
            x = x.get("name")
        out.append(non_empty_str(x))
    return tuple(out)


def request_template(v: Any) -> str:
    import json

    text = v if isinstance(v, str) else json.dumps(v)
    try:
        parsed = json.loads(text)
    except ValueError:
        raise ValueError('must be a JSON object such as {"message": "{question}"}') from None
    if not isinstance(parsed, dict) or "{question}" not in text:
        raise ValueError('must be a JSON object containing the placeholder "{question}"')
    return text


def _key_ref(r: _Reader, data: Any, path: str) -> tuple[str, str] | None:
    """``{name, key}`` of a Secret or ConfigMap; None (and an error if half given) otherwise."""
    if data is None:
        return None
    d = r.section(data, path)
    r.known(d, path, ("name", "key"))
    name = r.get(d, "name", path, non_empty_str)
    key = r.get(d, "key", path, non_empty_str)
    if name is None or key is None:
        r.errors.append(f"{path}: needs both 'name' and 'key'")
        return None
    return name, key


def _secret_ref(r: _Reader, data: Any, path: str) -> SecretRef | None:
    found = _key_ref(r, data, path)
    return None if found is None else SecretRef(*found)


def _configmap_ref(r: _Reader, data: Any, path: str) -> ConfigMapRef | None:
    found = _key_ref(r, data, path)
    return None if found is None else ConfigMapRef(*found)


def parse_operator_config(
    text: str | None, source: str = "operator config"
) -> tuple[OperatorConfig, list[str]]:
    """Parse the YAML text of the operator config; returns it and the warnings.

    Raises ConfigError listing every problem (key path and the expected value).
    """
    if text is None or not text.strip():
        return OperatorConfig(), []
    parsed = parse_config(text, source)
    data = parsed.data
    r = _Reader(source, parsed.lines)
    top = r.section(data, "(top level)")
    r.known(
        top,
        "",
        (
            "namespaces",
            "evaluator",
            "defaults",
            "http",
            "resyncSeconds",
            "pendingTimeoutSeconds",
            "apiUnreachableSeconds",
        ),
    )
    namespaces = r.get(top, "namespaces", "", _names) or ()

    ev = r.section(top.get("evaluator"), "evaluator")
    r.known(
        ev,
        "evaluator",
        (
            "image",
            "imagePullPolicy",
            "imagePullSecrets",
            "serviceAccountName",
            "resources",
            "backoffLimit",
            "ttlSecondsAfterFinished",
            "runAsUser",
            "imagePullGraceSeconds",
            "caBundleConfigMapRef",
        ),
    )
    ed = EvaluatorConfig()
    evaluator = EvaluatorConfig(
        image=r.get(ev, "image", "evaluator", non_empty_str) or ed.image,
        image_pull_policy=r.get(ev, "imagePullPolicy", "evaluator", _pull_policy)
        or ed.image_pull_policy,
        image_pull_secrets=r.get(ev, "imagePullSecrets", "evaluator", _names) or (),
        service_account_name=r.get(ev, "serviceAccountName", "evaluator", non_empty_str)
        or ed.service_account_name,
        resources=r.get(ev, "resources", "evaluator", _resources) or ed.resources,
        backoff_limit=_first(
            r.get(ev, "backoffLimit", "evaluator", non_negative_int), ed.backoff_limit
        ),
        ttl_seconds_after_finished=_first(
            r.get(ev, "ttlSecondsAfterFinished", "evaluator", non_negative_int),
            ed.ttl_seconds_after_finished,
        ),
        run_as_user=_first(r.get(ev, "runAsUser", "evaluator", positive_int), ed.run_as_user),
        image_pull_grace_seconds=_first(
            r.get(ev, "imagePullGraceSeconds", "evaluator", non_negative_float),
            ed.image_pull_grace_seconds,
        ),
        ca_bundle=_configmap_ref(
            r, ev.get("caBundleConfigMapRef"), "evaluator.caBundleConfigMapRef"
        ),
    )
    if evaluator.backoff_limit > 10:
        r.errors.append("evaluator.backoffLimit: must be at most 10 (retries are bounded)")

    de = r.section(top.get("defaults"), "defaults")
    r.known(
        de,
        "defaults",
        (
            "chatbot",
            "judge",
            "databaseSecretRef",
            "minPassRate",
            "passThreshold",
            "minCoverage",
            "allowUnverified",
            "concurrency",
            "timeoutSeconds",
            "shards",
            "storeOutageSeconds",
        ),
    )
    cb = r.section(de.get("chatbot"), "defaults.chatbot")
    r.known(
        cb, "defaults.chatbot", ("url", "request", "answerPath", "timeoutSeconds", "concurrency")
    )
    chatbot = ChatbotDefaults(
        url=r.get(cb, "url", "defaults.chatbot", http_url),
        request=r.get(cb, "request", "defaults.chatbot", request_template),
        answer_path=r.get(cb, "answerPath", "defaults.chatbot", non_empty_str),
        timeout_seconds=r.get(cb, "timeoutSeconds", "defaults.chatbot", positive_float),
        concurrency=r.get(cb, "concurrency", "defaults.chatbot", positive_int),
    )
    jd = r.section(de.get("judge"), "defaults.judge")
    r.known(
        jd,
        "defaults.judge",
        (
            "url",
            "model",
            "apiKeySecretRef",
            "timeoutSeconds",
            "concurrency",
            "samples",
            "borderline",
            "reuseMaxAgeDays",
            "minAgreement",
        ),
    )
    judge = JudgeDefaults(
        url=r.get(jd, "url", "defaults.judge", http_url),
        model=r.get(jd, "model", "defaults.judge", non_empty_str),
        api_key_secret_ref=_secret_ref(
            r, jd.get("apiKeySecretRef"), "defaults.judge.apiKeySecretRef"
        ),
        timeout_seconds=r.get(jd, "timeoutSeconds", "defaults.judge", positive_float),
        concurrency=r.get(jd, "concurrency", "defaults.judge", positive_int),
        samples=r.get(jd, "samples", "defaults.judge", judge_samples),
        borderline=r.get(jd, "borderline", "defaults.judge", borderline),
        reuse_max_age_days=r.get(jd, "reuseMaxAgeDays", "defaults.judge", reuse_age_days),
        min_agreement=r.get(jd, "minAgreement", "defaults.judge", ratio),
    )
    dd = RunDefaults()
    defaults = RunDefaults(
        chatbot=chatbot,
        judge=judge,
        database_secret_ref=_secret_ref(
            r, de.get("databaseSecretRef"), "defaults.databaseSecretRef"
        ),
        min_pass_rate=_first(r.get(de, "minPassRate", "defaults", ratio), dd.min_pass_rate),
        pass_threshold=_first(r.get(de, "passThreshold", "defaults", ratio), dd.pass_threshold),
        min_coverage=_first(r.get(de, "minCoverage", "defaults", ratio), dd.min_coverage),
        allow_unverified=_first(
            r.get(de, "allowUnverified", "defaults", flag), dd.allow_unverified
        ),
        concurrency=_first(r.get(de, "concurrency", "defaults", positive_int), dd.concurrency),
        timeout_seconds=_first(
            r.get(de, "timeoutSeconds", "defaults", positive_int), dd.timeout_seconds
        ),
        shards=_first(r.get(de, "shards", "defaults", positive_int), dd.shards),
        store_outage_seconds=r.get(de, "storeOutageSeconds", "defaults", positive_float),
    )

    hp = r.section(top.get("http"), "http")
    r.known(hp, "http", ("port", "host", "tls", "auth"))
    od = OperatorConfig()
    config = OperatorConfig(
        namespaces=namespaces,
        evaluator=evaluator,
        defaults=defaults,
        http_port=_first(r.get(hp, "port", "http", _port), od.http_port),
        http_host=r.get(hp, "host", "http", non_empty_str) or od.http_host,
        http_tls=_http_tls(r, hp.get("tls")),
        http_auth=_http_auth(r, hp.get("auth")),
        resync_seconds=_first(r.get(top, "resyncSeconds", "", positive_float), od.resync_seconds),
        pending_timeout_seconds=_first(
            r.get(top, "pendingTimeoutSeconds", "", positive_float), od.pending_timeout_seconds
        ),
        api_unreachable_seconds=_first(
            r.get(top, "apiUnreachableSeconds", "", positive_float), od.api_unreachable_seconds
        ),
    )
    if r.errors:
        raise ConfigError(
            f"invalid operator configuration in {source}:\n"
            + "\n".join(f"  {e}" for e in r.errors)
            + "\nfix these keys (see docs/operator.md for every key and its default)"
        )
    return config, r.warnings


def _auth_mode(v: Any) -> str:
    if v not in ("delegated", "none"):
        raise ValueError(
            "must be 'delegated' (tokens checked with the API server, RBAC decides) or "
            "'none' (no check: only behind a proxy of your own)"
        )
    return str(v)


def _http_tls(r: _Reader, data: Any) -> HttpTlsConfig:
    tl = r.section(data, "http.tls")
    r.known(tl, "http.tls", ("enabled", "certFile", "keyFile"))
    td = HttpTlsConfig()
    tls = HttpTlsConfig(
        enabled=_first(r.get(tl, "enabled", "http.tls", flag), td.enabled),
        cert_file=r.get(tl, "certFile", "http.tls", non_empty_str),
        key_file=r.get(tl, "keyFile", "http.tls", non_empty_str),
    )
    if (tls.cert_file is None) != (tls.key_file is None):
        r.errors.append("http.tls: certFile and keyFile go together (or neither: self-signed)")
    return tls


def _http_auth(r: _Reader, data: Any) -> HttpAuthConfig:
    au = r.section(data, "http.auth")
    keys = ("mode", "allowedCacheSeconds", "deniedCacheSeconds", "cacheSize")
    r.known(au, "http.auth", (*keys, "maxConcurrentReviews"))
    ad = HttpAuthConfig()
    return HttpAuthConfig(
        mode=r.get(au, "mode", "http.auth", _auth_mode) or ad.mode,
        allowed_cache_seconds=_first(
            r.get(au, "allowedCacheSeconds", "http.auth", non_negative_float),
            ad.allowed_cache_seconds,
        ),
        denied_cache_seconds=_first(
            r.get(au, "deniedCacheSeconds", "http.auth", non_negative_float),
            ad.denied_cache_seconds,
        ),
        cache_size=_first(r.get(au, "cacheSize", "http.auth", positive_int), ad.cache_size),
        max_concurrent_reviews=_first(
            r.get(au, "maxConcurrentReviews", "http.auth", positive_int),
            ad.max_concurrent_reviews,
        ),
    )


def _first(value: Any, default: Any) -> Any:
    """``value`` unless it is None (``0`` and ``False`` are real values)."""
    return default if value is None else value
