"""The operator's and ``submit``/``wait``'s Kubernetes calls, through the official client.

A handful of calls (get/list/create/patch/delete of a few resources) are made
as plain JSON through ``kubernetes.client.ApiClient`` (its serialisation,
authentication and urllib3 transport), so no generated model classes are
needed. Credentials are loaded as kubectl loads them
(:mod:`goldeneval.operator.kube._kubeconfig`); kopf's watches log in with the same
ones (:meth:`Connection.login_info`).

Transient failures are retried with back-off: 429 (honouring
``Retry-After``), 500/502/503/504 and timeouts or refused connections; a
POST only where the API server cannot have acted on it (429, 503, no
connection), so a retry never creates an object twice. A 401 reloads the
credentials once (an exec plugin's token expired, a projected token
rotated) and repeats the call.

Errors become :class:`~goldeneval.ClusterError` with the verb, the path and
the API server's message; no header, token or certificate ever appears in
one.
"""

from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import urllib3
from kubernetes import client as k8s_client
from kubernetes.client.exceptions import ApiException

from goldeneval.model import ClusterError
from goldeneval.operator.kube._kubeconfig import Credentials, load_credentials
from goldeneval.operator.spec._api import GROUP, PLURAL, VERSION

if TYPE_CHECKING:
    import kopf

log = logging.getLogger("goldeneval.operator")

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
POST_RETRY_STATUSES = frozenset({429, 503})  # the API server did not act on the request
MAX_RETRY_AFTER = 30.0


class Conflict(ClusterError):
    """HTTP 409: the object already exists (or changed under us)."""


class Invalid(ClusterError):
    """HTTP 422/400: the API server rejected the object; the message says why."""


class Unavailable(ClusterError):
    """The API server stayed unreachable or overloaded through every retry."""


class Connection:
    """Where the API server is and how to authenticate; reloadable, never printed."""

    def __init__(self, kubeconfig: str | None = None, context: str | None = None) -> None:
        self._kubeconfig = kubeconfig
        self._context = context
        self._lock = threading.Lock()
        self.credentials: Credentials = load_credentials(kubeconfig, context)

    def __repr__(self) -> str:
        return f"Connection(server={self.server!r})"

    @property
    def server(self) -> str:
        """Base URL of the API server."""
        return self.credentials.server

    @property
    def default_namespace(self) -> str | None:
        """The context's namespace (kubeconfig) or the pod's namespace."""
        return self.credentials.default_namespace

    def reload(self) -> Credentials:
        """Load the credentials again (runs an exec plugin again, re-reads token files)."""
        with self._lock:
            self.credentials = load_credentials(self._kubeconfig, self._context)
            return self.credentials

    def login_info(self, *, fresh: bool = False) -> kopf.ConnectionInfo:
        """The same credentials for kopf's watches (``fresh``: reload them first)."""
        import kopf  # only the operator needs it: submit, wait and report start without it

        creds = self.reload() if fresh else self.credentials
        cfg = creds.configuration
        header = creds.authorization() or ""
        scheme, _, token = header.partition(" ")
        return kopf.ConnectionInfo(
            server=creds.server,
            ca_data=cfg.ca_cert_data or None,
            ca_path=None if cfg.ca_cert_data else cfg.ssl_ca_cert,
            insecure=not cfg.verify_ssl,
            scheme=scheme or None,
            token=token or None,
            certificate_path=cfg.cert_file or None,
            private_key_path=cfg.key_file or None,
            default_namespace=creds.default_namespace,
            proxy_url=cfg.proxy or None,
        )


def load_connection(kubeconfig: str | None = None, context: str | None = None) -> Connection:
    """The cluster to talk to, as kubectl would pick it (see :func:`load_credentials`)."""
    return Connection(kubeconfig, context)


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


@dataclass(frozen=True)
class Reply:
    """One answer of the API server."""

    status: int
    """HTTP status."""
    data: Any
    """The decoded JSON body (None when empty or not JSON)."""
    text: str
    """The raw body, for messages when it is not JSON."""
    retry_after: float | None = None
    """``Retry-After`` in seconds, when given."""


def _retry_after(value: str | None) -> float | None:
    if not value:
        return None
    try:
        return max(0.0, min(float(value), MAX_RETRY_AFTER))
    except ValueError:
        return None  # an HTTP date: fall back to our own back-off


def _unsent(exc: BaseException) -> bool:
    """The request never reached the server (refused, unresolvable, connect timeout)."""
    unsent = (urllib3.exceptions.NewConnectionError, urllib3.exceptions.ConnectTimeoutError)
    if isinstance(exc, unsent):
        return True
    return isinstance(getattr(exc, "reason", None), unsent)


class KubeApi:
    """JSON to the Kubernetes API; one instance per process (thread-safe)."""

    def __init__(
        self,
        connection: Connection,
        *,
        timeout: float = 30.0,
        attempts: int = 5,
        backoff: float = 0.5,
        sleep: Callable[[float], None] = time.sleep,
        user_agent: str = "goldeneval",
    ) -> None:
        self.connection = connection
        self.user_agent = user_agent
        self.timeout = timeout
        self.attempts = attempts
        self.backoff = backoff
        self._sleep = sleep
        self._lock = threading.Lock()
        self._client = self._new_client(connection.credentials, user_agent)
        self.last_success: float | None = None
        """``time.monotonic()`` of the last answer that was not 5xx or 429."""

    @staticmethod
    def _new_client(creds: Credentials, user_agent: str) -> Any:
        api = k8s_client.ApiClient(creds.configuration)
        api.user_agent = user_agent  # who is calling, in the API server's audit log
        return api

    def close(self) -> None:
        """Release connections."""
        self._client.close()

    def _reauthenticate(self, used: Any) -> None:
        with self._lock:
            if self._client is not used:
                return  # another thread already did
            creds = self.connection.reload()
            old, self._client = self._client, self._new_client(creds, self.user_agent)
        old.close()

    def _send(
        self, client: Any, method: str, path: str, params: Mapping[str, str], body: Any, ctype: str
    ) -> Reply:
        headers = {"Accept": "application/json"}
        if body is not None:
            headers["Content-Type"] = ctype
        _, url, headers, body, _ = client.param_serialize(
            method=method,
            resource_path=path,
            query_params=list(params.items()) or None,
            header_params=headers,
            body=body,
            auth_settings=["BearerToken"],
        )
        resp = client.call_api(
            method, url, header_params=headers, body=body, _request_timeout=self.timeout
        )
        raw = resp.read() or b""
        text = raw.decode("utf-8", errors="replace")
        try:
            data = json.loads(text) if text else None
        except ValueError:
            data = None
        return Reply(resp.status, data, text, _retry_after(resp.headers.get("Retry-After")))

    def _request(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, str] | None = None,
        body: Any = None,
        content_type: str = "application/json",
    ) -> Reply:
        reauthenticated = False
        attempt = 0
        while True:
            attempt += 1
            client = self._client
            last = attempt >= self.attempts
            try:
                reply = self._send(client, method, path, params or {}, body, content_type)
            except ApiException as exc:  # the client wraps TLS failures: not transient
                detail = str(exc.reason or "").splitlines()
                raise ClusterError(
                    f"Kubernetes API {method} {path}: TLS with {self.connection.server} failed "
                    f"({detail[-1][:300] if detail else 'no detail'}); check the kubeconfig's "
                    "certificate-authority / client certificate"
                ) from None
            except (urllib3.exceptions.HTTPError, OSError) as exc:
                # Nothing reached the server when the connection failed; a read
                # timeout after a POST may have acted, so that one is not repeated.
                unsent = _unsent(exc)
                if last or (method == "POST" and not unsent):
                    raise Unavailable(
                        f"Kubernetes API {method} {path} failed: {type(exc).__name__} "
                        f"(is the API server at {self.connection.server} reachable?)"
                    ) from None
                self._pause(attempt, None, method, path, type(exc).__name__)
                continue
            if reply.status < 500 and reply.status != 429:
                self.last_success = time.monotonic()
            if reply.status == 401 and not reauthenticated:
                reauthenticated = True
                self._reauthenticate(client)
                continue
            retryable = POST_RETRY_STATUSES if method == "POST" else RETRY_STATUSES
            if reply.status in retryable and not last:
                self._pause(attempt, reply.retry_after, method, path, f"HTTP {reply.status}")
                continue
            return reply

    def _pause(
        self, attempt: int, retry_after: float | None, method: str, path: str, why: str
    ) -> None:
        delay = retry_after
        if delay is None:
            # Exponential with full jitter, so many clients do not retry in step.
            delay = random.uniform(0, min(self.backoff * 2 ** (attempt - 1), MAX_RETRY_AFTER))
        log.info("Kubernetes API %s %s: %s; retrying in %.1fs", method, path, why, delay)
        self._sleep(delay)

    def _fail(self, method: str, path: str, reply: Reply) -> ClusterError:
        message = ""
        if isinstance(reply.data, dict):
            message = str(reply.data.get("message") or reply.data.get("reason") or "")
        else:
            message = reply.text[:200]
        text = f"Kubernetes API {method} {path} answered HTTP {reply.status}: {message}".rstrip(
            ": "
        )
        if reply.status == 409:
            return Conflict(text)
        if reply.status in (400, 422):
            return Invalid(text)
        if reply.status in (401, 403):
            return ClusterError(text + " (check the operator's RBAC / your credentials)")
        if reply.status in RETRY_STATUSES:
            return Unavailable(text)
        return ClusterError(text)

    def _json(self, method: str, path: str, reply: Reply) -> dict[str, Any]:
        if not isinstance(reply.data, dict):
            raise ClusterError(
                f"Kubernetes API {method} {path} answered HTTP {reply.status} "
                "with a body that is not a JSON object"
            )
        return reply.data

    def get(self, path: str) -> dict[str, Any] | None:
        """The object, or None when it does not exist."""
        reply = self._request("GET", path)
        if reply.status == 404:
            return None
        if reply.status >= 300:
            raise self._fail("GET", path, reply)
        return self._json("GET", path, reply)

    def list(
        self,
        path: str,
        *,
        label_selector: str | None = None,
        field_selector: str | None = None,
    ) -> list[dict[str, Any]]:
        """Items of a collection (404 for the collection = nothing there)."""
        params = {}
        if label_selector:
            params["labelSelector"] = label_selector
        if field_selector:
            params["fieldSelector"] = field_selector
        reply = self._request("GET", path, params=params)
        if reply.status == 404:
            return []
        if reply.status >= 300:
            raise self._fail("GET", path, reply)
        items: list[dict[str, Any]] = self._json("GET", path, reply).get("items") or []
        return items

    def create(self, path: str, body: Mapping[str, Any]) -> dict[str, Any]:
        """Create an object; raises Conflict when it already exists."""
        reply = self._request("POST", path, body=dict(body))
        if reply.status >= 300:
            raise self._fail("POST", path, reply)
        return self._json("POST", path, reply)

    def patch(self, path: str, body: Mapping[str, Any]) -> dict[str, Any] | None:
        """JSON merge patch; None when the object is gone."""
        reply = self._request(
            "PATCH", path, body=dict(body), content_type="application/merge-patch+json"
        )
        if reply.status == 404:
            return None
        if reply.status >= 300:
            raise self._fail("PATCH", path, reply)
        return self._json("PATCH", path, reply)

    def delete(self, path: str) -> bool:
        """Delete an object and let the garbage collector remove its dependents in the
        background; False when it was already gone."""
        body = {"apiVersion": "v1", "kind": "DeleteOptions", "propagationPolicy": "Background"}
        reply = self._request("DELETE", path, body=body)
        if reply.status == 404:
            return False
        if reply.status >= 300:
            raise self._fail("DELETE", path, reply)
        return True

    def probe(self) -> bool:
        """Whether the API server answers (discovery of our group: any identity may read it)."""
        try:
            reply = self._request("GET", f"/apis/{GROUP}/{VERSION}")
        except ClusterError:
            return False
        return reply.status < 500 and reply.status != 429
