# mypy: disallow-untyped-calls=False
# (the kubernetes client's stream helpers carry no annotations)
"""A port-forward to a pod through the API server, as ``kubectl port-forward`` opens one.

The official client's port-forward (``kubernetes.stream``) speaks the
websocket protocol (``v4.channel.k8s.io``: per port a data and an error
channel, each opened by a frame with the port number) with the caller's own
credentials, so the API server's RBAC decides who may forward
(``create`` on ``pods/portforward``). What comes back is a connected socket
to the pod's port, over which the caller may speak TLS.

Why not the API server's service proxy (``/api/v1/namespaces/NS/services/
NAME:PORT/proxy``): it authenticates the caller and then strips its
``Authorization`` header, so the service behind it could not tell who asks.
"""

from __future__ import annotations

import socket
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from kubernetes.client.exceptions import ApiException
from kubernetes.stream.ws_client import portforward_call

from goldeneval.model import ClusterError
from goldeneval.operator.kube._client import KubeApi, core_path
from goldeneval.operator.kube._kubeconfig import Credentials, memory_file

DEFAULT_PORT = 8080
"""The operator's port when its pod names no container port ``http`` (the chart's default)."""


@dataclass(frozen=True)
class PodPort:
    """The pod a port-forward goes to."""

    namespace: str
    """Its namespace."""
    name: str
    """Its name."""
    port: int
    """The container port to reach."""


def _ready(pod: Mapping[str, Any]) -> bool:
    status = pod.get("status") or {}
    conditions = status.get("conditions") or ()
    return status.get("phase") == "Running" and any(
        c.get("type") == "Ready" and c.get("status") == "True" for c in conditions
    )


def _named_port(pod: Mapping[str, Any], name: str) -> int | None:
    for container in (pod.get("spec") or {}).get("containers") or ():
        for port in container.get("ports") or ():
            if port.get("name") == name and isinstance(port.get("containerPort"), int):
                return int(port["containerPort"])
    return None


def find_pod(api: KubeApi, namespace: str, selector: str, port_name: str = "http") -> PodPort:
    """A running, ready pod matching ``selector`` and its port named ``port_name``.

    Raises :class:`~goldeneval.ClusterError` (exit 3) saying what was looked for.
    """
    pods = api.list(core_path("pods", namespace), label_selector=selector)
    ready = sorted((p for p in pods if _ready(p)), key=lambda p: p["metadata"]["name"])
    if not ready:
        seen = f"{len(pods)} pod(s) found, none running and ready" if pods else "no pod found"
        raise ClusterError(
            f"no running operator pod in namespace {namespace!r} with labels {selector} "
            f"({seen}); check --operator-namespace / --operator-selector"
        )
    pod = ready[0]
    return PodPort(namespace, pod["metadata"]["name"], _named_port(pod, port_name) or DEFAULT_PORT)


def open_stream(creds: Credentials, target: PodPort, *, timeout: float = 30.0) -> socket.socket:
    """A socket connected to ``target``'s port through the API server, with ``creds``.

    Raises :class:`~goldeneval.ClusterError` (exit 3) naming the permission
    when the API server refuses the forward; never a token.
    """
    cfg = creds.configuration
    if cfg.ca_cert_data and not cfg.ssl_ca_cert:
        # The websocket transport reads the CA only from a path (ssl_ca_cert),
        # while our loader keeps it as data: hand it over as a memory file.
        cfg.ssl_ca_cert = memory_file(str(cfg.ca_cert_data).encode())
    where = f"pod {target.namespace}/{target.name} port {target.port}"
    # The client's own port-forward transport, called as
    # ``kubernetes.stream.portforward`` calls it, minus the generated
    # CoreV1Api method in between: importing that module builds some 250
    # pydantic models (3-6 s on a busy machine) only to format this URL.
    url = core_path("pods", target.namespace, target.name) + "/portforward"
    headers = {"authorization": creds.authorization() or ""}
    try:
        forward = portforward_call(
            cfg, "GET", f"{creds.server}{url}?ports={target.port}", headers=headers
        )
    except ApiException as exc:
        raise _refused(exc, target) from None
    if not forward.connected:
        raise ClusterError(f"the port-forward to {where} did not connect")
    # The client hands out a wrapper around one end of a socketpair, which
    # ssl cannot wrap; its descriptor, detached into a plain socket, can be.
    stream = socket.socket(fileno=forward.socket(target.port).detach())
    stream.settimeout(timeout)
    return stream


def _refused(exc: ApiException, target: PodPort) -> ClusterError:
    """What the API server's answer to the websocket upgrade means, without any header."""
    status = getattr(exc.__context__, "status_code", None)
    where = f"pod {target.namespace}/{target.name}"
    if status == 401:
        return ClusterError(
            f"port-forward to {where}: the API server did not accept your credentials "
            "(HTTP 401); check the kubeconfig (`kubectl auth whoami`)"
        )
    if status == 403:
        return ClusterError(
            f"port-forward to {where}: you may not create pods/portforward in namespace "
            f"{target.namespace!r} (HTTP 403); ask for the goldenrun-reader-portforward Role "
            "there (docs/operations.md)"
        )
    if status == 404:
        return ClusterError(f"port-forward to {where}: the pod is gone (HTTP 404); try again")
    # The reason is the websocket library's message (a status line or a
    # socket/TLS error); the request headers are never part of it.
    detail = " ".join(str(exc.reason or "").split())[:200] or type(exc).__name__
    return ClusterError(
        f"port-forward to {where} failed ({detail}); is the API server reachable, "
        "and does the kubeconfig's certificate-authority match it?"
    )
