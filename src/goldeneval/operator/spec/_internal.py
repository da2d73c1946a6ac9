"""``spec.internal`` of a GoldenRun: the staff data agent (an Agno AgentOS), checked.

Kept beside ``_run`` (which calls :func:`resolve_internal` with its checker)
as ``_compare`` is. The values are checked by the evaluator's own rules
(``goldeneval.config``), so the operator never accepts what the pod would
refuse. The agent's credentials are only ever named here: a Secret key
holding the bearer token, or one holding an OAuth2 client secret. The
token itself has no field in the CRD and none in this record, so it cannot
reach the Job's env, the status, an event or a log.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from goldeneval.config import form_fields, key_str
from goldeneval.operator.spec._check import Checker
from goldeneval.operator.spec._configrecords import SecretRef

_WHERE = "spec.internal"


@dataclass(frozen=True)
class InternalOidc:
    """Client credentials that fetch the agent's bearer token (``spec.internal.oidc``)."""

    token_url: str
    """The identity provider's token endpoint."""
    client_id: str
    """The client id goldeneval is registered as (not a secret)."""
    client_secret: SecretRef
    """The Secret key holding the client secret, mounted as a file in the pod."""
    scope: str | None = None
    """The scope asked for, if the provider needs one."""


@dataclass(frozen=True)
class ResolvedInternal:
    """``spec.internal``: the agent ``surface: internal`` items ask, and how to authenticate."""

    url: str
    """The AgentOS base URL."""
    agent: str | None
    """The agent id (exactly one of agent and team)."""
    team: str | None
    """The team id."""
    user_id: str | None = None
    """The staff identity runs are made as (None: the evaluator's default)."""
    token: SecretRef | None = None
    """The Secret key holding the bearer token (exactly one of token and oidc)."""
    oidc: InternalOidc | None = None
    """Client credentials instead of a fixed token."""
    form: Mapping[str, str] = field(default_factory=dict)
    """Extra form fields sent with every run."""
    timeout_seconds: float | None = None
    """Per-call timeout (None: the evaluator's default)."""
    concurrency: int | None = None
    """Runs in flight at once against the agent (None: the evaluator's default)."""


def resolve_internal(c: Checker, spec: Any, where: str = _WHERE) -> ResolvedInternal | None:
    """``spec.internal`` (or the block at ``where``: ``spec.compare.internal``, the
    reference's agent, has the same fields and rules) checked by the evaluator's own rules;
    None when absent or wrong."""
    if spec is None:
        return None
    if not isinstance(spec, Mapping):
        c.problems.append(f"{where} must be a mapping with url and agent or team")
        return None
    before = len(c.problems)
    url = c.str_(spec.get("url"), f"{where}.url", url=True)
    if spec.get("url") is None:
        c.problems.append(f"{where}.url is required: the AgentOS base URL")
    agent = c.str_(spec.get("agent"), f"{where}.agent")
    team = c.str_(spec.get("team"), f"{where}.team")
    if (spec.get("agent") is None) == (spec.get("team") is None):
        c.problems.append(
            f"{where} must name exactly one of agent (an agent id) and team (a team id)"
        )
    token = c.secret(spec.get("tokenSecretRef"), f"{where}.tokenSecretRef")
    oidc = _oidc(c, spec.get("oidc"), where)
    if (spec.get("tokenSecretRef") is None) == (spec.get("oidc") is None):
        c.problems.append(
            f"{where} must set exactly one of tokenSecretRef {{name, key}} (the bearer token "
            "in a Secret) or oidc (client credentials)"
        )
    resolved = ResolvedInternal(
        url=url or "",
        agent=agent,
        team=team,
        user_id=_checked(c, spec.get("userId"), f"{where}.userId", key_str),
        token=token,
        oidc=oidc,
        form=_checked(c, spec.get("form"), f"{where}.form", form_fields) or {},
        timeout_seconds=c.num(spec.get("timeoutSeconds"), f"{where}.timeoutSeconds", 1),
        concurrency=c.int_(spec.get("concurrency"), f"{where}.concurrency", 1, 256),
    )
    return resolved if len(c.problems) == before else None


def _oidc(c: Checker, spec: Any, block: str) -> InternalOidc | None:
    if spec is None:
        return None
    where = f"{block}.oidc"
    if not isinstance(spec, Mapping):
        c.problems.append(f"{where} must be a mapping with tokenUrl, clientId, clientSecretRef")
        return None
    token_url = c.str_(spec.get("tokenUrl"), f"{where}.tokenUrl", url=True)
    client_id = c.str_(spec.get("clientId"), f"{where}.clientId")
    secret = c.secret(spec.get("clientSecretRef"), f"{where}.clientSecretRef")
    scope = c.str_(spec.get("scope"), f"{where}.scope")
    missing = [
        name
        for name, value in (
            ("tokenUrl", spec.get("tokenUrl")),
            ("clientId", spec.get("clientId")),
            ("clientSecretRef", spec.get("clientSecretRef")),
        )
        if value is None
    ]
    if missing:
        c.problems.append(
            f"{where} lacks {', '.join(missing)}: client credentials need tokenUrl, clientId "
            "and clientSecretRef {name, key}"
        )
    if token_url is None or client_id is None or secret is None:
        return None
    return InternalOidc(token_url, client_id, secret, scope)


def _checked(c: Checker, value: Any, where: str, rule: Any) -> Any:
    """A value checked by the evaluator's own rule; None (and a problem) when it refuses it."""
    if value is None:
        return None
    try:
        return rule(value)
    except ValueError as exc:
        c.problems.append(f"{where} {exc}")
        return None
