"""The evaluator Job of a run with ``spec.internal``: settings as env named by the settings
table, the credential as a read-only Secret file, and no token value anywhere in the Job."""

from __future__ import annotations

import json
from typing import Any

import kubernetes_validate

from goldeneval.config import resolve
from goldeneval.operator.reconcile._envnames import env_name
from goldeneval.operator.reconcile._internaljob import INTERNAL_OIDC_MOUNT, INTERNAL_TOKEN_MOUNT
from goldeneval.operator.reconcile._jobs import build_job
from goldeneval.operator.spec import RunRef, resolve_run

from .factories import UID, operator_config

TOKEN_REF = {"name": "agentos-token", "key": "security-key"}
OIDC = {
    "tokenUrl": "https://sso.ahu.go.id/token",
    "clientId": "goldeneval",
    "clientSecretRef": {"name": "sso-client", "key": "client-secret"},
    "scope": "agentos",
}


def job(block: dict[str, Any]) -> dict[str, Any]:
    spec = {
        "suite": "tanya-internal",
        "goldenSet": {"configMapRef": {"name": "golden-set"}},
        "internal": block,
    }
    run = resolve_run(RunRef("tanya", "r", UID), spec, operator_config())
    return build_job(run, operator_config())


def pod_of(j: dict[str, Any]) -> dict[str, Any]:
    return j["spec"]["template"]["spec"]


def env_of(j: dict[str, Any]) -> dict[str, Any]:
    (c,) = pod_of(j)["containers"]
    return {e["name"]: e.get("value", e.get("valueFrom")) for e in c["env"]}


def test_the_token_is_a_read_only_secret_file_named_by_the_settings_table() -> None:
    j = job(
        {
            "url": "http://agentos:7777",
            "agent": "data-agent",
            "userId": "goldeneval-ci",
            "tokenSecretRef": TOKEN_REF,
            "form": {"fixture": "2026-11"},
            "timeoutSeconds": 300,
            "concurrency": 8,
        }
    )
    kubernetes_validate.validate(j, "1.30.0", strict=True)
    env = env_of(j)
    token_file = f"{INTERNAL_TOKEN_MOUNT}/token"
    assert env[env_name("internal_url")] == "http://agentos:7777"
    assert env[env_name("internal_agent")] == "data-agent"
    assert env[env_name("internal_user_id")] == "goldeneval-ci"
    assert env[env_name("internal_token_file")] == token_file
    assert json.loads(env[env_name("internal_form")]) == {"fixture": "2026-11"}
    assert env[env_name("internal_timeout_seconds")] == "300.0"
    assert env[env_name("internal_concurrency")] == "8"
    assert env_name("internal_team") not in env
    assert not any("OIDC" in name for name in env)
    pod = pod_of(j)
    (c,) = pod["containers"]
    (mount,) = [m for m in c["volumeMounts"] if m["mountPath"] == INTERNAL_TOKEN_MOUNT]
    assert mount["readOnly"] is True
    (volume,) = [v for v in pod["volumes"] if v["name"] == mount["name"]]
    assert volume["secret"] == {
        "secretName": "agentos-token",
        "items": [{"key": "security-key", "path": "token"}],
        "defaultMode": 0o440,
    }
    assert pod["securityContext"]["fsGroup"] == pod["securityContext"]["runAsUser"]


def test_the_evaluator_reads_the_jobs_env_as_its_internal_settings() -> None:
    """The env the Job carries resolves, by the evaluator's own rules, to the agent asked for."""
    j = job({"url": "http://agentos:7777", "team": "data-team", "oidc": OIDC})
    (c,) = pod_of(j)["containers"]
    # Secrets as the kubelet would resolve them, then the evaluator's own resolution.
    env = {e["name"]: e.get("value", "postgresql://u@db/x") for e in c["env"]}
    config, warnings = resolve(None, env, {})
    assert warnings == []
    internal = config.internal
    assert internal is not None
    assert (internal.url, internal.team, internal.agent) == (
        "http://agentos:7777",
        "data-team",
        None,
    )
    assert internal.token_file is None
    assert internal.oidc is not None
    assert internal.oidc.token_url == "https://sso.ahu.go.id/token"
    assert internal.oidc.client_id == "goldeneval"
    assert internal.oidc.scope == "agentos"
    assert internal.oidc.client_secret_file == f"{INTERNAL_OIDC_MOUNT}/client-secret"
    (volume,) = [v for v in pod_of(j)["volumes"] if "secret" in v]
    assert volume["secret"]["secretName"] == "sso-client"
    assert volume["secret"]["items"] == [{"key": "client-secret", "path": "client-secret"}]


def test_no_credential_value_is_anywhere_in_the_job() -> None:
    """The Job names Secrets and keys; what they hold is never copied into it."""
    j = job({"url": "http://agentos:7777", "agent": "data-agent", "tokenSecretRef": TOKEN_REF})
    (c,) = pod_of(j)["containers"]
    assert all("valueFrom" not in e for e in c["env"] if "INTERNAL" in e["name"])
    assert "GOLDENEVAL_INTERNAL_TOKEN" not in {e["name"] for e in c["env"]}
    # The only place the token's Secret is named: one read-only volume.
    secret_volumes = [v for v in pod_of(j)["volumes"] if "secret" in v]
    assert [v["secret"]["secretName"] for v in secret_volumes] == ["agentos-token"]
    assert "security-key" not in json.dumps(c["env"])


def test_a_run_without_internal_mounts_no_agent_secret() -> None:
    spec = {"suite": "tanya-public", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    run = resolve_run(RunRef("tanya", "r", UID), spec, operator_config())
    j = build_job(run, operator_config())
    assert not any("INTERNAL" in name for name in env_of(j))
    assert not [v for v in pod_of(j)["volumes"] if "secret" in v]
