"""The operator config file and spec resolution: defaults, and errors that say what to fix."""

from __future__ import annotations

from dataclasses import replace

import pytest

from goldeneval import ConfigError
from goldeneval.operator.spec import (
    ConfigMapRef,
    HttpAuthConfig,
    HttpTlsConfig,
    InvalidRunSpec,
    RunRef,
    SecretRef,
    parse_operator_config,
    resolve_run,
)

from .factories import UID, operator_config

ARCHITECTURE_EXAMPLE = """
namespaces: []
evaluator:
  image: ghcr.io/ahu/goldeneval:0.1.0
  imagePullPolicy: IfNotPresent
  serviceAccountName: goldeneval-evaluator
  resources: {requests: {cpu: 100m, memory: 128Mi}, limits: {memory: 512Mi}}
  backoffLimit: 2
  ttlSecondsAfterFinished: 86400
defaults:
  chatbot: {url: http://tanya.chatbot.svc:8080}
  judge: {url: http://judge.llm.svc:8000/v1, model: qwen2.5-32b-instruct,
          apiKeySecretRef: {name: goldeneval-judge, key: api-key}}
  databaseSecretRef: {name: goldeneval-db, key: dsn}
  minPassRate: 0.8
  passThreshold: 0.7
  concurrency: 8
  timeoutSeconds: 3600
http:
  port: 8080
"""


def test_the_documented_example_parses() -> None:
    cfg, warnings = parse_operator_config(ARCHITECTURE_EXAMPLE)
    assert warnings == []
    assert cfg.namespaces == ()
    assert cfg.evaluator.backoff_limit == 2
    assert cfg.defaults.judge.api_key_secret_ref == SecretRef("goldeneval-judge", "api-key")
    assert cfg.defaults.database_secret_ref == SecretRef("goldeneval-db", "dsn")
    assert cfg.defaults.chatbot.url == "http://tanya.chatbot.svc:8080"
    assert cfg.http_port == 8080


def test_empty_config_is_all_defaults() -> None:
    cfg, warnings = parse_operator_config("")
    assert warnings == []
    assert cfg.defaults.min_pass_rate == 0.8


def test_unknown_keys_warn_and_bad_values_fail_with_their_path() -> None:
    _, warnings = parse_operator_config("evaluator: {imagee: x}\n")
    assert any("evaluator.imagee" in w for w in warnings)
    with pytest.raises(ConfigError) as exc:
        parse_operator_config(
            "defaults: {minPassRate: 1.5, judge: {url: judge.svc}}\nevaluator: {backoffLimit: 50}\n",
            "operator.yaml",
        )
    text = str(exc.value)
    assert "operator.yaml" in text
    assert "defaults.minPassRate: must be a number between 0 and 1" in text
    assert "defaults.judge.url: must be an http:// or https:// URL" in text
    assert "evaluator.backoffLimit" in text


def test_the_verdict_settings_come_from_the_spec_else_the_operator_defaults() -> None:
    cfg, warnings = parse_operator_config(
        "defaults:\n"
        "  minCoverage: 0.6\n"
        "  judge: {samples: 5, borderline: 0.2, reuseMaxAgeDays: 14}\n"
        "  chatbot: {samples: 3}\n"
    )
    assert warnings == []
    assert cfg.defaults.chatbot.samples == 3
    assert cfg.defaults.min_coverage == 0.6
    judge = cfg.defaults.judge
    assert (judge.samples, judge.borderline, judge.reuse_max_age_days) == (5, 0.2, 14)
    config = operator_config(
        defaults=replace(
            operator_config().defaults,
            min_coverage=0.6,
            judge=replace(
                operator_config().defaults.judge, samples=5, borderline=0.2, reuse_max_age_days=14
            ),
            chatbot=replace(operator_config().defaults.chatbot, samples=3),
        )
    )
    base = {"suite": "s", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    run = resolve_run(RunRef("tanya", "r", UID), base, config)
    assert (run.gate.min_coverage, run.judge.samples) == (0.6, 5)
    assert (run.judge.borderline, run.judge.reuse_max_age_days) == (0.2, 14)
    assert run.chatbot.samples == 3
    # The spec wins, and 0 is a setting (no band, no reuse), not "unset".
    spec = {
        **base,
        "minCoverage": 0,
        "judge": {"samples": 1, "borderline": 0, "reuseMaxAgeDays": 0},
        "chatbot": {"samples": 1},
    }
    run = resolve_run(RunRef("tanya", "r", UID), spec, config)
    assert (run.gate.min_coverage, run.judge.samples) == (0.0, 1)
    assert (run.judge.borderline, run.judge.reuse_max_age_days) == (0.0, 0)
    assert run.chatbot.samples == 1
    # Neither: the evaluator's own defaults (nothing is passed to the pod but the coverage floor).
    assert run.pod.store_outage_seconds is None
    run = resolve_run(RunRef("tanya", "r", UID), base, operator_config())
    assert run.gate.min_coverage == 0.5
    assert (run.judge.samples, run.judge.borderline, run.judge.reuse_max_age_days) == (
        None,
        None,
        None,
    )
    assert run.chatbot.samples is None


def test_the_store_outage_budget_comes_from_the_spec_else_the_operator_default() -> None:
    cfg, warnings = parse_operator_config("defaults:\n  storeOutageSeconds: 600\n")
    assert warnings == [] and cfg.defaults.store_outage_seconds == 600
    cfg = operator_config(defaults=replace(operator_config().defaults, store_outage_seconds=600))
    base = {"suite": "s", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    assert resolve_run(RunRef("tanya", "r", UID), base, cfg).pod.store_outage_seconds == 600
    spec = {**base, "storeOutageSeconds": 0.5}
    assert resolve_run(RunRef("tanya", "r", UID), spec, cfg).pod.store_outage_seconds == 0.5
    assert (
        resolve_run(RunRef("tanya", "r", UID), base, operator_config()).pod.store_outage_seconds
        is None
    )
    with pytest.raises(ConfigError, match=r"defaults.storeOutageSeconds: must be a number > 0"):
        parse_operator_config("defaults:\n  storeOutageSeconds: 0\n")
    with pytest.raises(InvalidRunSpec, match=r"spec.storeOutageSeconds must be a number$"):
        resolve_run(RunRef("tanya", "r", UID), {**base, "storeOutageSeconds": "300"}, cfg)
    with pytest.raises(
        InvalidRunSpec, match=r"spec.storeOutageSeconds must be a number > 0 \(got -1\)"
    ):
        resolve_run(RunRef("tanya", "r", UID), {**base, "storeOutageSeconds": -1}, cfg)


def test_bad_verdict_settings_are_refused_with_their_path() -> None:
    with pytest.raises(ConfigError) as exc:
        parse_operator_config(
            "defaults:\n  minCoverage: 2\n"
            "  judge: {samples: 4, borderline: 0.7, reuseMaxAgeDays: 400}\n"
            "  chatbot: {samples: 6}\n"
        )
    text = str(exc.value)
    for fragment in (
        "defaults.minCoverage: must be a number between 0 and 1",
        "defaults.judge.samples: must be odd",
        "defaults.chatbot.samples: must be odd so that a majority of answers always decides",
        "defaults.judge.borderline: must be a number between 0 and 0.5",
        "defaults.judge.reuseMaxAgeDays: must be a whole number of days from 0 to 365",
    ):
        assert fragment in text
    with pytest.raises(InvalidRunSpec) as spec_exc:
        resolve_run(
            RunRef("tanya", "r", UID),
            {
                "suite": "s",
                "goldenSet": {"configMapRef": {"name": "golden-set"}},
                "minCoverage": "0.5",
                "judge": {"samples": 9.5, "borderline": True, "reuseMaxAgeDays": 366},
            },
            operator_config(),
        )
    text = str(spec_exc.value)
    for fragment in (
        "spec.minCoverage must be a number",
        "spec.judge.samples must be a whole number",
        "spec.judge.borderline must be a number",
        "spec.judge.reuseMaxAgeDays must be a whole number of days from 0 to 365 (got 366)",
    ):
        assert fragment in text


def test_broken_yaml_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="not valid YAML"):
        parse_operator_config("evaluator: [unclosed\n")


def test_spec_with_nothing_but_suite_and_set_takes_every_default() -> None:
    run = resolve_run(
        RunRef("tanya", "r", UID),
        {"suite": "s", "goldenSet": {"configMapRef": {"name": "golden-set"}}},
        operator_config(),
    )
    assert run.golden.configmap_key == "golden-set.yaml"
    assert run.pod.shards == 1
    assert run.gate.min_pass_rate == 0.8
    assert run.pod.timeout_seconds == 3600
    assert run.pod.database == SecretRef("goldeneval-db", "dsn")
    assert run.golden_source == "configmap/golden-set/golden-set.yaml"


def test_every_spec_problem_is_reported_at_once() -> None:
    from goldeneval.operator.spec import OperatorConfig

    with pytest.raises(InvalidRunSpec) as exc:
        resolve_run(
            RunRef("tanya", "r", UID),
            {"suite": "no spaces allowed", "goldenSet": {}, "minPassRate": 2, "shards": 0},
            OperatorConfig(),
        )
    text = str(exc.value)
    for fragment in (
        "spec.suite",
        "exactly one of configMapRef",
        "no chatbot URL",
        "no judge URL",
        "no database",
        "spec.minPassRate must be between 0 and 1",
        "spec.shards must be between 1 and 100",
    ):
        assert fragment in text


def test_both_set_sources_is_an_error() -> None:
    with pytest.raises(InvalidRunSpec, match="exactly one"):
        resolve_run(
            RunRef("tanya", "r", UID),
            {"suite": "s", "goldenSet": {"configMapRef": {"name": "x"}, "items": [{"id": "a"}]}},
            operator_config(),
        )


def test_a_ca_bundle_is_a_configmap_key_and_half_a_reference_is_an_error() -> None:
    cfg, warnings = parse_operator_config(
        "evaluator:\n  caBundleConfigMapRef: {name: ahu-root-ca, key: ca.crt}\n"
    )
    assert warnings == []
    assert cfg.evaluator.ca_bundle == ConfigMapRef("ahu-root-ca", "ca.crt")
    assert parse_operator_config("")[0].evaluator.ca_bundle is None
    with pytest.raises(ConfigError, match=r"evaluator.caBundleConfigMapRef: needs both"):
        parse_operator_config("evaluator:\n  caBundleConfigMapRef: {name: ahu-root-ca}\n")


def test_the_api_unreachable_limit_is_a_positive_number_of_seconds() -> None:
    assert parse_operator_config(None, "c")[0].api_unreachable_seconds == 60
    config, _ = parse_operator_config("apiUnreachableSeconds: 5\n", "c")
    assert config.api_unreachable_seconds == 5
    with pytest.raises(ConfigError, match="apiUnreachableSeconds"):
        parse_operator_config("apiUnreachableSeconds: 0\n", "c")


def test_the_operator_refuses_a_url_the_evaluator_would_refuse() -> None:
    with pytest.raises(InvalidRunSpec) as exc:
        resolve_run(
            RunRef("tanya", "r", UID),
            {
                "suite": "s",
                "goldenSet": {"configMapRef": {"name": "g"}},
                "chatbot": {"url": "http://bot:99999"},
            },
            operator_config(),
        )
    assert "spec.chatbot.url" in str(exc.value) and "65535" in str(exc.value)


def test_the_port_is_https_with_delegated_auth_unless_opted_out() -> None:
    default, _ = parse_operator_config("http: {port: 8080}")
    assert default.http_tls == HttpTlsConfig(enabled=True)
    assert default.http_auth == HttpAuthConfig(mode="delegated")
    assert (default.http_auth.allowed_cache_seconds, default.http_auth.denied_cache_seconds) == (
        60.0,
        10.0,
    )
    text = """
http:
  tls: {enabled: false}
  auth: {mode: none, allowedCacheSeconds: 1, deniedCacheSeconds: 0, maxConcurrentReviews: 2}
"""
    opted_out, warnings = parse_operator_config(text)
    assert opted_out.http_tls.enabled is False and opted_out.http_auth.mode == "none"
    assert opted_out.http_auth.allowed_cache_seconds == 1.0
    assert opted_out.http_auth.denied_cache_seconds == 0.0
    assert opted_out.http_auth.max_concurrent_reviews == 2 and warnings == []
    mounted, _ = parse_operator_config("http: {tls: {certFile: /t/tls.crt, keyFile: /t/tls.key}}")
    assert mounted.http_tls == HttpTlsConfig(True, "/t/tls.crt", "/t/tls.key")


def test_bad_port_security_settings_name_their_key() -> None:
    text = """
http:
  tls: {enabled: maybe, certFile: /t/tls.crt}
  auth: {mode: off, allowedCacheSeconds: -1, maxConcurrentReviews: 0}
"""
    with pytest.raises(ConfigError) as exc:
        parse_operator_config(text)
    message = str(exc.value)
    for expected in (
        "http.tls.enabled: must be true or false",
        "http.tls: certFile and keyFile go together",
        "http.auth.mode: must be 'delegated'",
        "http.auth.allowedCacheSeconds",
        "http.auth.maxConcurrentReviews",
    ):
        assert expected in message, message


def test_a_store_outage_budget_must_leave_time_before_the_runs_deadline() -> None:
    """Issue 29: a budget the deadline cuts off would end as DeadlineExceeded, not NO VERDICT."""
    base = {"suite": "s", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    ref = RunRef("tanya", "r", UID)
    # The evaluator's deadline is 60 s before the Job's (600 s); the budget leaves 60 s more.
    spec = {**base, "timeoutSeconds": 600, "storeOutageSeconds": 480}
    assert resolve_run(ref, spec, operator_config()).pod.store_outage_seconds == 480
    with pytest.raises(InvalidRunSpec) as caught:
        resolve_run(ref, {**spec, "storeOutageSeconds": 600}, operator_config())
    assert (
        "spec.storeOutageSeconds (600) must be at most 480 s with spec.timeoutSeconds 600: "
        "a run riding out an outage that long ends as DeadlineExceeded instead of NO VERDICT "
        "(store unreachable)"
    ) in str(caught.value)
    cfg = operator_config(defaults=replace(operator_config().defaults, store_outage_seconds=3600))
    with pytest.raises(InvalidRunSpec, match=r"defaults.storeOutageSeconds \(3600\) must be"):
        resolve_run(ref, base, cfg)  # the default deadline is 3600 s too
