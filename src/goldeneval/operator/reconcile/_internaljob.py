"""The internal agent's part of the evaluator Job: its settings as env, its credentials as files.

``spec.internal`` becomes the evaluator's ``goldeneval.internal.*`` settings,
each variable named by the settings table (``_envnames``). The bearer token
and the OAuth2 client secret are never a value in the Job: each is a Secret
volume mounted read-only in the pod, and only its path is an env value
(``internal_token_file``, ``internal_oidc_client_secret_file``), which the
evaluator's client reads again when the file changes (a rotated Secret).
A missing Secret leaves the pod waiting (``CreateContainerConfigError``),
as a missing database Secret does, and the status says which.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from goldeneval.operator.reconcile._envnames import plain_env
from goldeneval.operator.spec import ResolvedInternal, SecretRef

INTERNAL_TOKEN_MOUNT = "/var/run/secrets/goldeneval/internal"  # noqa: S105 - a path
"""Where the bearer token's Secret is mounted (the file ``token`` in it)."""
INTERNAL_OIDC_MOUNT = "/var/run/secrets/goldeneval/internal-oidc"
"""Where the OAuth2 client secret's Secret is mounted (the file ``client-secret`` in it)."""
REFERENCE_TOKEN_MOUNT = "/var/run/secrets/goldeneval/reference-internal"  # noqa: S105 - a path
"""Where the reference agent's token Secret is mounted (``spec.compare.internal``)."""
REFERENCE_OIDC_MOUNT = "/var/run/secrets/goldeneval/reference-internal-oidc"
"""Where the reference agent's OAuth2 client secret is mounted."""
TOKEN_FILE = "token"  # noqa: S105 - a file name, not a secret
CLIENT_SECRET_FILE = "client-secret"  # noqa: S105 - a file name, not a secret
SECRET_FILE_MODE = 0o440
"""Owner and the pod's ``fsGroup`` may read the credential; nobody else, nobody writes."""


@dataclass(frozen=True)
class AgentSide:
    """Which agent a block configures: its settings' prefix, volumes and mount paths."""

    prefix: str
    """The settings' prefix in the settings table."""
    volume: str
    """The prefix of its Secret volumes' names."""
    token_mount: str
    """Where its bearer token's Secret is mounted."""
    oidc_mount: str
    """Where its OAuth2 client secret's Secret is mounted."""


CANDIDATE = AgentSide("internal_", "internal", INTERNAL_TOKEN_MOUNT, INTERNAL_OIDC_MOUNT)
"""``spec.internal``: the agent under test."""
REFERENCE = AgentSide(
    "compare_internal_", "reference-internal", REFERENCE_TOKEN_MOUNT, REFERENCE_OIDC_MOUNT
)
"""``spec.compare.internal``: the reference's agent in compare mode."""


def internal_env(internal: ResolvedInternal, side: AgentSide = CANDIDATE) -> list[dict[str, Any]]:
    """An agent block as the evaluator's settings (None: left to the evaluator's default).

    ``side`` names the settings (``internal_*`` for ``spec.internal``,
    ``compare_internal_*`` for the reference's ``spec.compare.internal``) and
    where its credential is mounted.
    """
    oidc = internal.oidc
    settings: list[tuple[str, object | None]] = [
        ("url", internal.url),
        ("agent", internal.agent),
        ("team", internal.team),
        ("user_id", internal.user_id),
        ("form", json.dumps(dict(internal.form)) if internal.form else None),
        ("timeout_seconds", internal.timeout_seconds),
        ("concurrency", internal.concurrency),
    ]
    if internal.token is not None:
        settings.append(("token_file", f"{side.token_mount}/{TOKEN_FILE}"))
    if oidc is not None:
        settings += [
            ("oidc_token_url", oidc.token_url),
            ("oidc_client_id", oidc.client_id),
            ("oidc_client_secret_file", f"{side.oidc_mount}/{CLIENT_SECRET_FILE}"),
            ("oidc_scope", oidc.scope),
        ]
    return [
        plain_env(f"{side.prefix}{setting}", value)
        for setting, value in settings
        if value is not None
    ]


def mount_internal(
    internal: ResolvedInternal,
    container: dict[str, Any],
    pod_spec: dict[str, Any],
    side: AgentSide = CANDIDATE,
) -> None:
    """Add the agent's settings to the container's env and its credential as a read-only file."""
    container["env"].extend(internal_env(internal, side))
    if internal.token is not None:
        volume = f"{side.volume}-token"
        _add(container, pod_spec, volume, internal.token, TOKEN_FILE, side.token_mount)
    if internal.oidc is not None:
        ref = internal.oidc.client_secret
        _add(container, pod_spec, f"{side.volume}-oidc", ref, CLIENT_SECRET_FILE, side.oidc_mount)


def _add(
    container: dict[str, Any],
    pod_spec: dict[str, Any],
    volume: str,
    ref: SecretRef,
    file: str,
    mount: str,
) -> None:
    """One key of a Secret as the file ``{mount}/{file}``: read-only, owner and fsGroup only."""
    container["volumeMounts"].append({"name": volume, "mountPath": mount, "readOnly": True})
    pod_spec["volumes"].append(
        {
            "name": volume,
            "secret": {
                "secretName": ref.name,
                "items": [{"key": ref.key, "path": file}],
                "defaultMode": SECRET_FILE_MODE,
            },
        }
    )
