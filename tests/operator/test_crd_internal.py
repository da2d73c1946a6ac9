"""``spec.internal`` in the GoldenRun CRD: the schema and its CEL rules accept a good agent
block and refuse a bad one, and the token itself has no place in the CR (issue 27)."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
import yaml

from .cel import cel_errors
from .structural import crd_errors
from .test_crd import ROOT, crd, validate, with_spec

TOKEN_REF = {"name": "agentos-token", "key": "token"}
OIDC = {
    "tokenUrl": "https://sso.ahu.go.id/token",
    "clientId": "goldeneval",
    "clientSecretRef": {"name": "sso-client", "key": "client-secret"},
    "scope": "agentos",
}
AGENT = {"url": "http://agentos:7777", "agent": "data-agent", "tokenSecretRef": TOKEN_REF}

EXACTLY_ONE_AGENT = (
    "spec.internal: Invalid value: set exactly one of internal.agent or internal.team"
)
EXACTLY_ONE_CREDENTIAL = (
    "spec.internal: Invalid value: set exactly one of internal.tokenSecretRef or internal.oidc"
)


def internal(**changes: Any) -> dict[str, Any]:
    block = {**AGENT, **changes}
    return with_spec(internal={k: v for k, v in block.items() if v is not None})


@pytest.mark.parametrize(
    "obj",
    [
        internal(),
        internal(agent=None, team="data-team"),
        internal(tokenSecretRef=None, oidc=OIDC),
        internal(
            userId="goldeneval-ci",
            form={"fixture": "2026-11"},
            timeoutSeconds=300,
            concurrency=8,
        ),
    ],
)
def test_good_internal_blocks_pass_the_schema_and_the_rules(obj: dict[str, Any]) -> None:
    validate(obj)
    assert cel_errors(crd(), obj) == []


@pytest.mark.parametrize(
    ("obj", "why"),
    [
        (internal(url="agentos:7777"), "pattern"),
        (internal(url=None), "url"),
        # The token itself has no field: strict field validation refuses it,
        # so it never reaches the CR (kubectl apply fails, nothing is stored).
        (internal(token="s3cr3t-key"), "additional"),
        (internal(tokenSecretRef={"name": "agentos-token"}), "key"),
        (internal(tokenSecretRef={**TOKEN_REF, "key": "a/b"}), "pattern"),
        (internal(tokenSecretRef=None, oidc={**OIDC, "clientSecret": "x"}), "additional"),
        (internal(tokenSecretRef=None, oidc={"tokenUrl": OIDC["tokenUrl"]}), "clientId"),
        (internal(tokenSecretRef=None, oidc={**OIDC, "tokenUrl": "sso/token"}), "pattern"),
        (internal(form={"fixture": {"nested": 1}}), "string"),
        (internal(timeoutSeconds=0), "minimum"),
        (internal(concurrency=257), "maximum"),
        (internal(agent=""), "minLength"),
    ],
)
def test_bad_internal_blocks_are_refused_by_the_schema(obj: dict[str, Any], why: str) -> None:
    with pytest.raises(jsonschema.ValidationError) as exc:
        validate(obj)
    assert why in str(exc.value).split("\n")[0] or why in exc.value.validator


@pytest.mark.parametrize(
    ("obj", "expected"),
    [
        (internal(team="data-team"), [EXACTLY_ONE_AGENT]),
        (internal(agent=None), [EXACTLY_ONE_AGENT]),
        (internal(oidc=OIDC), [EXACTLY_ONE_CREDENTIAL]),
        (internal(tokenSecretRef=None), [EXACTLY_ONE_CREDENTIAL]),
        (internal(agent=None, tokenSecretRef=None), [EXACTLY_ONE_AGENT, EXACTLY_ONE_CREDENTIAL]),
    ],
)
def test_the_rules_refuse_two_agents_or_two_credentials(
    obj: dict[str, Any], expected: list[str]
) -> None:
    assert cel_errors(crd(), obj) == expected


def test_the_internal_block_is_structural_and_its_url_is_the_chatbots_rule() -> None:
    assert crd_errors(crd()) == []
    spec = crd()["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
    block = spec["properties"]["internal"]["properties"]
    chatbot_url = spec["properties"]["chatbot"]["properties"]["url"]["pattern"]
    assert block["url"]["pattern"] == chatbot_url
    assert block["oidc"]["properties"]["tokenUrl"]["pattern"] == chatbot_url
    # Credentials are only ever named: no field of the block can hold one.
    names = set(block) | set(block["oidc"]["properties"])
    assert not {n for n in names if n.lower() in {"token", "clientsecret", "password", "key"}}


def test_the_internal_example_is_valid_and_resolves() -> None:
    from goldeneval.operator.spec import RunRef, SecretRef, resolve_run

    from .factories import operator_config

    obj = yaml.safe_load((ROOT / "deploy" / "examples" / "goldenrun-internal.yaml").read_text())
    validate(obj)
    assert cel_errors(crd(), obj) == []
    run = resolve_run(RunRef("tanya", "example", "uid"), obj["spec"], operator_config())
    assert run.internal is not None
    assert run.internal.token == SecretRef("agentos-token", "token")
