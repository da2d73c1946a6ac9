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
from typing import Any

from goldeneval.operator.reconcile._envnames import plain_env
from goldeneval.operator.spec import ResolvedInternal, SecretRef

INTERNAL_TOKEN_MOUNT = "/var/run/secrets/goldeneval/internal"  # noqa: S105 - a path
"""Where the bearer token's Secret is mounted (the file ``token`` in it)."""
INTERNAL_OIDC_MOUNT = "/var/run/secrets/goldeneval/internal-oidc"
"""Where the OAuth2 client secret's Secret is mounted (the file ``client-secret`` in it)."""
TOKEN_FILE = "token"  # noqa: S105 - a file name, not a secret
CLIENT_SECRET_FILE = "client-secret"  # noqa: S105 - a file name, not a secret
SECRET_FILE_MODE = 0o440
"""Owner and the pod's ``fsGroup`` may read the credential; nobody else, nobody writes."""


def internal_env(internal: ResolvedInternal) -> list[dict[str, Any]]:
    """``spec.internal`` as the evaluator's settings (None: left to the evaluator's default)."""
    oidc = internal.oidc
    settings: list[tuple[str, object | None]] = [
        ("internal_url", internal.url),
        ("internal_agent", internal.agent),
        ("internal_team", internal.team),
        ("internal_user_id", internal.user_id),
        ("internal_form", json.dumps(dict(internal.form)) if internal.form else None),
        ("internal_timeout_seconds", internal.timeout_seconds),
        ("internal_concurrency", internal.concurrency),
    ]
    if internal.token is not None:
        settings.append(("internal_token_file", f"{INTERNAL_TOKEN_MOUNT}/{TOKEN_FILE}"))
    if oidc is not None:
        settings += [
            ("internal_oidc_token_url", oidc.token_url),
            ("internal_oidc_client_id", oidc.client_id),
            ("internal_oidc_client_secret_file", f"{INTERNAL_OIDC_MOUNT}/{CLIENT_SECRET_FILE}"),
            ("internal_oidc_scope", oidc.scope),
        ]
    return [plain_env(setting, value) for setting, value in settings if value is not None]


def mount_internal(
    internal: ResolvedInternal, container: dict[str, Any], pod_spec: dict[str, Any]
) -> None:
    """Add the agent's settings to the container's env and its credential as a read-only file."""
    container["env"].extend(internal_env(internal))
    if internal.token is not None:
        _add(
            container, pod_spec, "internal-token", internal.token, TOKEN_FILE, INTERNAL_TOKEN_MOUNT
        )
    if internal.oidc is not None:
        ref = internal.oidc.client_secret
        _add(container, pod_spec, "internal-oidc", ref, CLIENT_SECRET_FILE, INTERNAL_OIDC_MOUNT)


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
