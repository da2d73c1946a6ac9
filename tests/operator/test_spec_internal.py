"""``spec.internal`` resolved by the operator: the evaluator's own rules, every problem named."""

from __future__ import annotations

from typing import Any

import pytest

from goldeneval.operator.spec import (
    InternalOidc,
    InvalidRunSpec,
    ResolvedInternal,
    RunRef,
    SecretRef,
    resolve_run,
)

from .factories import UID, operator_config

TOKEN_REF = {"name": "agentos-token", "key": "token"}
OIDC = {
    "tokenUrl": "https://sso.ahu.go.id/token",
    "clientId": "goldeneval",
    "clientSecretRef": {"name": "sso-client", "key": "client-secret"},
}


def resolve(block: Any) -> ResolvedInternal | None:
    spec = {
        "suite": "tanya-internal",
        "goldenSet": {"configMapRef": {"name": "golden-set"}},
        "internal": block,
    }
    return resolve_run(RunRef("tanya", "r", UID), spec, operator_config()).internal


def problems(block: Any) -> str:
    with pytest.raises(InvalidRunSpec) as exc:
        resolve(block)
    return str(exc.value)


def test_a_run_without_internal_has_none() -> None:
    assert resolve(None) is None


def test_an_agent_with_a_token_secret() -> None:
    got = resolve(
        {
            "url": " http://agentos:7777 ",
            "agent": "data-agent",
            "userId": "goldeneval-ci",
            "tokenSecretRef": TOKEN_REF,
            "form": {"fixture": "2026-11", "strict": True, "n": 3},
            "timeoutSeconds": 300,
            "concurrency": 8,
        }
    )
    assert got == ResolvedInternal(
        url="http://agentos:7777",
        agent="data-agent",
        team=None,
        user_id="goldeneval-ci",
        token=SecretRef("agentos-token", "token"),
        form={"fixture": "2026-11", "strict": "true", "n": "3"},
        timeout_seconds=300.0,
        concurrency=8,
    )


def test_a_team_with_client_credentials() -> None:
    got = resolve({"url": "http://agentos:7777", "team": "data-team", "oidc": OIDC})
    assert got is not None and got.team == "data-team" and got.agent is None
    assert got.token is None
    assert got.oidc == InternalOidc(
        "https://sso.ahu.go.id/token", "goldeneval", SecretRef("sso-client", "client-secret")
    )


@pytest.mark.parametrize(
    ("block", "expected"),
    [
        ("http://agentos", "spec.internal must be a mapping"),
        ({"agent": "a", "tokenSecretRef": TOKEN_REF}, "spec.internal.url is required"),
        ({"url": "agentos:7777", "agent": "a", "tokenSecretRef": TOKEN_REF}, "spec.internal.url"),
        (
            {"url": "http://a", "agent": "a", "team": "t", "tokenSecretRef": TOKEN_REF},
            "exactly one of agent (an agent id) and team",
        ),
        ({"url": "http://a", "tokenSecretRef": TOKEN_REF}, "exactly one of agent"),
        ({"url": "http://a", "agent": "a"}, "exactly one of tokenSecretRef"),
        (
            {"url": "http://a", "agent": "a", "tokenSecretRef": TOKEN_REF, "oidc": OIDC},
            "exactly one of tokenSecretRef",
        ),
        (
            {"url": "http://a", "agent": "a", "tokenSecretRef": {"name": "t"}},
            "spec.internal.tokenSecretRef needs both name and key",
        ),
        (
            {"url": "http://a", "agent": "a", "oidc": {"tokenUrl": "http://sso/token"}},
            "spec.internal.oidc lacks clientId, clientSecretRef",
        ),
        (
            {"url": "http://a", "agent": "a", "tokenSecretRef": TOKEN_REF, "form": ["x"]},
            "spec.internal.form must be a mapping",
        ),
        (
            {"url": "http://a", "agent": "a", "tokenSecretRef": TOKEN_REF, "userId": "a\x00b"},
            "spec.internal.userId",
        ),
        (
            {"url": "http://a", "agent": "a", "tokenSecretRef": TOKEN_REF, "concurrency": 0},
            "spec.internal.concurrency must be between 1 and 256 (got 0)",
        ),
    ],
)
def test_a_bad_internal_block_is_refused_naming_its_field(block: Any, expected: str) -> None:
    assert expected in problems(block)


def test_a_token_given_inline_is_never_used_nor_echoed() -> None:
    """An older CRD (or none) could let a ``token`` through: it is not read, and a
    block without a Secret is refused without repeating what was written."""
    message = problems({"url": "http://a", "agent": "a", "token": "s3cr3t-agentos-key"})
    assert "exactly one of tokenSecretRef" in message
    assert "s3cr3t" not in message
