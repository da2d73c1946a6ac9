"""A small synchronous Kubernetes REST client (httpx) for the operator and submit/wait.

The operator needs a handful of calls (get/list/create/patch/delete of a few
resources), so it talks to the API with plain JSON instead of a generated
client. Credentials come from the pod's service account or from a
kubeconfig, parsed by kopf's own login helpers so the operator's watches and
its own calls always use the same cluster and identity.

Errors become :class:`~goldeneval.ClusterError` with the verb, the path and
the API server's message; no header, token or certificate ever appears in
one.
"""

from __future__ import annotations

import base64
import json
import os
import ssl
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import kopf

from goldeneval._errors import ClusterError
from goldeneval.operator._spec import GROUP, PLURAL, VERSION

SA_DIR = Path("/var/run/secrets/kubernetes.io/serviceaccount")


class Conflict(ClusterError):
    """HTTP 409: the object already exists (or changed under us)."""


class Invalid(ClusterError):
    """HTTP 422/400: the API server rejected the object; the message says why."""


@dataclass(frozen=True)
class Connection:
    """Where the API server is and how to authenticate (never printed)."""

    server: str
    """Base URL of the API server."""
    verify: ssl.SSLContext | bool
    """TLS verification: a context with the cluster CA, or False for insecure clusters."""
    token: str | None = None
    """Static bearer token (kubeconfig)."""
    token_file: Path | None = None
    """Bearer token re-read on every request (projected service-account tokens rotate)."""
    basic_auth: tuple[str, str] | None = None
    """Username and password (rare)."""
    default_namespace: str | None = None
    """The context's namespace (kubeconfig) or the pod's namespace."""

    def __repr__(self) -> str:
        return f"Connection(server={self.server!r})"

    def headers(self) -> dict[str, str]:
        """Authorization headers for one request."""
        token = self.token
        if self.token_file is not None and self.token_file.exists():
            token = self.token_file.read_text().strip()
        if token:
            return {"Authorization": f"Bearer {token}"}
        if self.basic_auth:
            raw = f"{self.basic_auth[0]}:{self.basic_auth[1]}".encode()
            return {"Authorization": "Basic " + base64.b64encode(raw).decode()}
        return {}


def _materialise(data: str | bytes, suffix: str) -> str:
    """Kubeconfigs may embed certificates as base64; ssl wants files."""
    raw = data.encode() if isinstance(data, str) else data
    decoded = base64.b64decode(raw)
    fd, path = tempfile.mkstemp(prefix="goldeneval-kube-", suffix=suffix)
    with os.fdopen(fd, "wb") as f:
        f.write(decoded)
    return path


def _ssl_context(info: kopf.ConnectionInfo) -> ssl.SSLContext | bool:
    if not info.server.startswith("https://"):
        return False
    if info.insecure:
        return False
    if info.ca_path:
        ctx = ssl.create_default_context(cafile=os.fsdecode(info.ca_path))
    elif info.ca_data:
        ctx = ssl.create_default_context(cafile=_materialise(info.ca_data, ".crt"))
    else:
        ctx = ssl.create_default_context()
    cert = info.certificate_path or (
        _materialise(info.certificate_data, ".crt") if info.certificate_data else None
    )
    key = info.private_key_path or (
        _materialise(info.private_key_data, ".key") if info.private_key_data else None
    )
    if cert and key:
        ctx.load_cert_chain(os.fsdecode(cert), os.fsdecode(key))
    return ctx


def in_cluster() -> bool:
    """Running in a pod with a service account token."""
    return bool(os.environ.get("KUBERNETES_SERVICE_HOST")) and (SA_DIR / "token").exists()


def login_info(settings: kopf.OperatorSettings | None = None) -> kopf.ConnectionInfo:
    """Credentials as kopf understands them: the pod's service account, else the kubeconfig
    (``$KUBECONFIG`` or ``~/.kube/config``). Used for kopf's own login and for ours."""
    settings = settings or kopf.OperatorSettings()
    info = None
    if in_cluster():
        info = kopf.login_with_service_account(settings=settings)
    if info is None:
        try:
            info = kopf.login_with_kubeconfig(settings=settings)
        except (OSError, KeyError, kopf.LoginError, ValueError) as exc:
            raise ClusterError(
                f"cannot read the kubeconfig ({type(exc).__name__}: {exc}); "
                "check --kubeconfig / $KUBECONFIG or run inside the cluster"
            ) from None
    if info is None:
        raise ClusterError(
            "no Kubernetes credentials: not running in a pod and no kubeconfig found "
            "(set $KUBECONFIG or pass --kubeconfig)"
        )
    return info


def load_connection(kubeconfig: str | None = None) -> Connection:
    """The cluster to talk to (see :func:`login_info`); ``kubeconfig`` overrides ``$KUBECONFIG``."""
    if kubeconfig:
        # kopf's kubeconfig reader takes the path from the environment; so do
        # kopf's own watches later in this process.
        os.environ["KUBECONFIG"] = kubeconfig
    info = login_info()
    if in_cluster() and not kubeconfig:
        return Connection(
            server=info.server.rstrip("/"),
            verify=_ssl_context(info),
            token_file=SA_DIR / "token",
            default_namespace=info.default_namespace,
        )
    basic = (info.username, info.password) if info.username and info.password else None
    return Connection(
        server=info.server.rstrip("/"),
        verify=_ssl_context(info),
        token=info.token,
        basic_auth=basic,
        default_namespace=info.default_namespace,
    )


# ------------------------------------------------------------------ paths


def goldenrun_path(namespace: str, name: str | None = None, *, status: bool = False) -> str:
    """REST path of GoldenRuns (collection, one object, or its status subresource)."""
    base = f"/apis/{GROUP}/{VERSION}/namespaces/{quote(namespace)}/{PLURAL}"
    if name is None:
        return base
    return f"{base}/{quote(name)}" + ("/status" if status else "")


def job_path(namespace: str, name: str | None = None) -> str:
    """REST path of Jobs."""
    base = f"/apis/batch/v1/namespaces/{quote(namespace)}/jobs"
    return base if name is None else f"{base}/{quote(name)}"


def core_path(kind_plural: str, namespace: str, name: str | None = None) -> str:
    """REST path of a core (v1) namespaced resource: pods, configmaps, events, secrets."""
    base = f"/api/v1/namespaces/{quote(namespace)}/{kind_plural}"
    return base if name is None else f"{base}/{quote(name)}"


# ------------------------------------------------------------------ client


class KubeApi:
    """JSON over HTTP to the Kubernetes API; one instance per process (thread-safe)."""

    def __init__(self, connection: Connection, *, timeout: float = 30.0) -> None:
        self.connection = connection
        self._client = httpx.Client(
            base_url=connection.server,
            verify=connection.verify,
            timeout=timeout,
            trust_env=False,
            headers={"Accept": "application/json", "User-Agent": "goldeneval-operator"},
        )

    def close(self) -> None:
        """Release connections."""
        self._client.close()

    def _request(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, str] | None = None,
        body: Any = None,
        content_type: str = "application/json",
    ) -> httpx.Response:
        headers = self.connection.headers()
        content = None
        if body is not None:
            headers["Content-Type"] = content_type
            content = json.dumps(body).encode()
        try:
            return self._client.request(
                method, path, params=params, content=content, headers=headers
            )
        except httpx.HTTPError as exc:
            raise ClusterError(
                f"Kubernetes API {method} {path} failed: {type(exc).__name__} "
                f"(is the API server at {self.connection.server} reachable?)"
            ) from None

    @staticmethod
    def _fail(method: str, path: str, resp: httpx.Response) -> ClusterError:
        message = ""
        try:
            data = resp.json()
            message = str(data.get("message") or data.get("reason") or "")
        except ValueError:
            message = resp.text[:200]
        text = f"Kubernetes API {method} {path} answered HTTP {resp.status_code}: {message}".rstrip(
            ": "
        )
        if resp.status_code == 409:
            return Conflict(text)
        if resp.status_code in (400, 422):
            return Invalid(text)
        if resp.status_code in (401, 403):
            return ClusterError(text + " (check the operator's RBAC / your credentials)")
        return ClusterError(text)

    def get(self, path: str) -> dict[str, Any] | None:
        """The object, or None when it does not exist."""
        resp = self._request("GET", path)
        if resp.status_code == 404:
            return None
        if resp.status_code >= 300:
            raise self._fail("GET", path, resp)
        result: dict[str, Any] = resp.json()
        return result

    def list(self, path: str, *, label_selector: str | None = None) -> list[dict[str, Any]]:
        """Items of a collection (404 for the collection = nothing there)."""
        params = {"labelSelector": label_selector} if label_selector else {}
        resp = self._request("GET", path, params=params)
        if resp.status_code == 404:
            return []
        if resp.status_code >= 300:
            raise self._fail("GET", path, resp)
        items: list[dict[str, Any]] = resp.json().get("items") or []
        return items

    def create(self, path: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """Create an object; raises Conflict when it already exists."""
        resp = self._request("POST", path, body=body)
        if resp.status_code >= 300:
            raise self._fail("POST", path, resp)
        result: dict[str, Any] = resp.json()
        return result

    def patch(self, path: str, body: Mapping[str, Any]) -> dict[str, Any] | None:
        """JSON merge patch; None when the object is gone."""
        resp = self._request("PATCH", path, body=body, content_type="application/merge-patch+json")
        if resp.status_code == 404:
            return None
        if resp.status_code >= 300:
            raise self._fail("PATCH", path, resp)
        result: dict[str, Any] = resp.json()
        return result

    def delete(self, path: str) -> bool:
        """Delete an object and let the garbage collector remove its dependents in the
        background; False when it was already gone."""
        body = {"apiVersion": "v1", "kind": "DeleteOptions", "propagationPolicy": "Background"}
        resp = self._request("DELETE", path, body=body)
        if resp.status_code == 404:
            return False
        if resp.status_code >= 300:
            raise self._fail("DELETE", path, resp)
        return True
