"""``spec.compare.internal`` (issue 35 §2): the reference's agent in the CRD (the same schema
and CEL rules as ``spec.internal``, in the chart's copy too), checked by the operator, and
passed to the evaluator pods as the settings table's ``compare_internal_*`` with its token
only from a Secret."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import kubernetes_validate
import pytest

from goldeneval.config import resolve
from goldeneval.operator.reconcile._envnames import env_name
from goldeneval.operator.reconcile._internaljob import INTERNAL_TOKEN_MOUNT, REFERENCE_TOKEN_MOUNT
from goldeneval.operator.reconcile._jobs import build_job
from goldeneval.operator.spec import InvalidRunSpec, RunRef, resolve_run

from .cel import cel_errors
from .factories import UID, operator_config
from .test_crd import ROOT, crd, validate, with_spec

TOKEN_REF = {"name": "agentos-token", "key": "token"}
STABLE_TOKEN = {"name": "agentos-stable-token", "key": "security-key"}
CANDIDATE = {
    "url": "http://agentos-canary:7777",
    "agent": "data-agent",
    "tokenSecretRef": TOKEN_REF,
}
REFERENCE = {"url": "http://agentos:7777", "agent": "data-agent", "tokenSecretRef": STABLE_TOKEN}
OIDC = {
    "tokenUrl": "https://sso.ahu.go.id/token",
    "clientId": "goldeneval",
    "clientSecretRef": {"name": "sso-client", "key": "client-secret"},
}


def spec_with(reference: dict[str, Any] | None, candidate: Any = CANDIDATE) -> dict[str, Any]:
    compare: dict[str, Any] = {"chatbot": {"url": "http://stable"}}
    if reference is not None:
        compare["internal"] = {k: v for k, v in reference.items() if v is not None}
    extra: dict[str, Any] = {"compare": compare}
    if candidate is not None:
        extra["internal"] = candidate
    return with_spec(**extra)


def test_both_crd_copies_carry_the_reference_agents_rules() -> None:
    chart = ROOT / "charts" / "goldeneval" / "crds" / "goldenrun.yaml"
    assert chart.read_text() == (ROOT / "crds" / "goldenrun.yaml").read_text()
    spec = crd()["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
    mine = spec["properties"]["compare"]["properties"]["internal"]
    theirs = spec["properties"]["internal"]
    assert mine["properties"] == theirs["properties"]  # the same fields, limits and patterns
    assert [r["rule"] for r in mine["x-kubernetes-validations"]] == [
        r["rule"] for r in theirs["x-kubernetes-validations"]
    ]


@pytest.mark.parametrize(
    "reference",
    [
        REFERENCE,
        {**REFERENCE, "agent": None, "team": "t"},
        {**REFERENCE, "tokenSecretRef": None, "oidc": OIDC},
    ],
)
def test_a_good_reference_agent_passes_schema_and_rules(reference: dict[str, Any]) -> None:
    obj = spec_with(reference)
    validate(obj)
    assert cel_errors(crd(), obj) == []


@pytest.mark.parametrize(
    ("reference", "expected"),
    [
        (
            {**REFERENCE, "team": "t"},
            [
                "spec.compare.internal: Invalid value: set exactly one of compare.internal.agent "
                "or compare.internal.team"
            ],
        ),
        (
            {**REFERENCE, "tokenSecretRef": None},
            [
                "spec.compare.internal: Invalid value: set exactly one of "
                "compare.internal.tokenSecretRef or compare.internal.oidc"
            ],
        ),
    ],
)
def test_the_cel_rules_refuse_two_agents_or_no_credential(
    reference: dict[str, Any], expected: list[str]
) -> None:
    assert cel_errors(crd(), spec_with(reference)) == expected


def test_the_token_itself_has_no_field() -> None:
    with pytest.raises(jsonschema.ValidationError):
        validate(spec_with({**REFERENCE, "token": "s3cr3t"}))


def test_the_operator_refuses_a_reference_agent_without_the_candidates() -> None:
    obj = spec_with(REFERENCE, candidate=None)
    with pytest.raises(InvalidRunSpec, match=r"spec.compare.internal needs spec.internal"):
        resolve_run(RunRef("tanya", "r", UID), obj["spec"], operator_config())


def test_the_job_passes_the_reference_agent_through_the_settings_table() -> None:
    obj = spec_with({**REFERENCE, "userId": "ci", "form": {"fixture": "2026-11"}})
    run = resolve_run(RunRef("tanya", "r", UID), obj["spec"], operator_config())
    j = build_job(run, operator_config())
    kubernetes_validate.validate(j, "1.30.0", strict=True)
    pod = j["spec"]["template"]["spec"]
    (c,) = pod["containers"]
    env = {e["name"]: e.get("value") for e in c["env"]}
    assert env[env_name("compare_internal_url")] == "http://agentos:7777"
    assert env[env_name("compare_internal_token_file")] == f"{REFERENCE_TOKEN_MOUNT}/token"
    assert env[env_name("internal_token_file")] == f"{INTERNAL_TOKEN_MOUNT}/token"
    # Each token only from its Secret, as a read-only file; no value in the env.
    secrets = {v["secret"]["secretName"] for v in pod["volumes"] if "secret" in v}
    assert secrets == {"agentos-token", "agentos-stable-token"}
    assert "security-key" not in json.dumps(c["env"])
    mounts = {m["mountPath"]: m.get("readOnly", False) for m in c["volumeMounts"]}
    assert mounts[REFERENCE_TOKEN_MOUNT] is True
    # The evaluator reads that env as its compare.internal, by its own rules.
    kubelet = {e["name"]: e.get("value", "postgresql://u@db/x") for e in c["env"]}
    kubelet[env_name("chatbot_url")] = "http://candidate"
    config, warnings = resolve(None, kubelet, {})
    assert warnings == []
    assert config.compare is not None and config.compare.internal is not None
    agent = config.compare.internal
    assert (agent.url, agent.agent, agent.user_id) == ("http://agentos:7777", "data-agent", "ci")
    assert agent.token_file == f"{REFERENCE_TOKEN_MOUNT}/token"
    assert dict(agent.form) == {"fixture": "2026-11"}
