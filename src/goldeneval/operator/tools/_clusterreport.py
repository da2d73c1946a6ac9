"""``goldeneval report --cluster NAMESPACE/SUITE``: a report from the operator, as its reader.

The operator's port trusts nobody by address: it wants the caller's own
bearer token and asks the API server what that caller may read. So the
report is fetched the way ``kubectl port-forward`` reaches a pod: with the
user's kubeconfig credentials (exec plugins, relative paths, ``--context``,
as ``submit``/``wait``), a port-forward through the API server to the
operator's pod (:mod:`goldeneval.operator.kube._portforward`), TLS to the
operator inside it, and the user's token in ``Authorization``. RBAC decides
twice: ``create pods/portforward`` in the operator's namespace, then ``get
goldenruns`` in the report's namespace.

Exit codes: 0 the report was shown or written (a report is read, not gated:
``goldeneval wait`` gives the verdict's code), 2 invalid input (the target,
a flag, no such suite or run), 3 no report (credentials or RBAC refused, no
operator pod, the store is down).
"""

from __future__ import annotations

import contextlib
import hashlib
import http.client
import json
import re
import socket
import ssl
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlencode

from goldeneval.model import ClusterError, UsageError
from goldeneval.operator._scrub import scrub
from goldeneval.operator.kube import load_connection
from goldeneval.operator.kube._client import KubeApi
from goldeneval.operator.kube._kubeconfig import Credentials
from goldeneval.operator.kube._portforward import PodPort, find_pod, open_stream
from goldeneval.operator.spec import DEFAULT_OPERATOR_NAMESPACE as DEFAULT_OPERATOR_NAMESPACE
from goldeneval.operator.spec import SUITE_RE

DEFAULT_SELECTOR = "app.kubernetes.io/name=goldeneval,app.kubernetes.io/component=operator"
"""The chart's labels of the operator's pod."""

_NAMESPACE_RE = re.compile(r"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$")
_FINGERPRINT_RE = re.compile(r"^[0-9a-f]{64}$")


@dataclass(frozen=True)
class ClusterReport:
    """What ``goldeneval report --cluster`` was asked for."""

    namespace: str
    """The GoldenRuns' namespace (the report's, not the operator's)."""
    suite: str
    """The suite whose latest finished run is shown (unless ``run`` pins one)."""
    run: str | None = None
    """A GoldenRun's uid (``--run``; ``status.runId``)."""
    html_path: str | None = None
    """Write the HTML page here instead of printing the text report."""
    operator_namespace: str = DEFAULT_OPERATOR_NAMESPACE
    """Where the operator's pod runs."""
    selector: str = DEFAULT_SELECTOR
    """The operator pod's labels."""
    ca_file: str | None = None
    """A CA bundle that signed the operator's certificate (``--operator-ca``)."""
    fingerprint: bytes | None = None
    """The operator certificate's SHA-256, pinned (``--operator-fingerprint``)."""

    @property
    def path(self) -> str:
        """The operator's URL path of this report (text unless ``html_path``)."""
        query = {} if self.html_path else {"format": "text"}
        if self.run:
            query["run"] = self.run
        base = f"/reports/{quote(self.namespace)}/{quote(self.suite)}"
        return f"{base}?{urlencode(query)}" if query else base


def parse_target(text: str) -> tuple[str, str]:
    """``NAMESPACE/SUITE`` → (namespace, suite); UsageError (exit 2) says what is wrong."""
    namespace, slash, suite = text.partition("/")
    if not slash or not _NAMESPACE_RE.match(namespace) or not SUITE_RE.match(suite):
        raise UsageError(
            f"--cluster {text!r}: expected NAMESPACE/SUITE, e.g. tanya/tanya-public-prod "
            "(a namespace name, then the suite: letters, digits, '-', '_', '.'; at most 63)"
        )
    return namespace, suite


def parse_fingerprint(text: str) -> bytes:
    """A SHA-256 fingerprint as the operator logs it (``AA:BB:…``; colons optional)."""
    compact = text.strip().replace(":", "").lower()
    if not _FINGERPRINT_RE.match(compact):
        raise UsageError(
            "--operator-fingerprint: expected the SHA-256 fingerprint the operator logs at "
            "start (64 hex digits, colons allowed)"
        )
    return bytes.fromhex(compact)


def _tls(req: ClusterReport) -> ssl.SSLContext:
    """How the operator's certificate is checked: by CA, by pin, or not at all (default).

    The host name is never checked: the port-forward dialled a pod chosen
    through the API server, not a name the certificate could carry.
    """
    if req.ca_file:
        try:
            context = ssl.create_default_context(cafile=req.ca_file)
        except (OSError, ssl.SSLError) as exc:
            raise UsageError(
                f"--operator-ca {req.ca_file}: not a usable CA bundle ({exc})"
            ) from None
        context.check_hostname = False
    else:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE  # a pin is compared after the handshake
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context


def _error_text(body: bytes) -> str:
    with contextlib.suppress(ValueError, AttributeError):
        message = json.loads(body).get("error")
        if isinstance(message, str):
            return scrub(message, 300)
    return scrub(body.decode("utf-8", errors="replace"), 200)


def refusal(status: int, body: bytes, req: ClusterReport) -> Exception:
    """The operator's non-200 answer as the error (and exit code) a user acts on."""
    said = _error_text(body)
    if status == 401:
        return ClusterError(
            f"the operator did not accept your token (HTTP 401: {said}); "
            "check the kubeconfig (`kubectl auth whoami`)"
        )
    if status == 403:
        return ClusterError(
            f"the operator refused: {said} (HTTP 403); ask for the goldenrun-reader Role "
            f"in namespace {req.namespace!r} (docs/operations.md)"
        )
    if status in (400, 404):
        return UsageError(f"{said} (HTTP {status})")
    return ClusterError(f"the operator answered HTTP {status}: {said}")


def reach_operator(
    req: ClusterReport, *, kubeconfig: str | None, context: str | None
) -> tuple[Credentials, PodPort, str]:
    """The kubeconfig's credentials, the operator's pod and the ``Authorization`` header
    (a bearer token: the operator's port checks one)."""
    connection = load_connection(kubeconfig, context)
    creds = connection.credentials
    authorization = creds.authorization()
    if not authorization or not authorization.lower().startswith("bearer "):
        raise ClusterError(
            f"the kubeconfig ({creds.source}) gives no bearer token, and the operator's port "
            "checks one (a client certificate cannot travel through a port-forward); use a "
            "context whose user has a token or an exec plugin"
        )
    api = KubeApi(connection)
    try:
        target = find_pod(api, req.operator_namespace, req.selector)
    finally:
        api.close()
    return creds, target, authorization


def fetch(req: ClusterReport, *, kubeconfig: str | None, context: str | None) -> bytes:
    """The report's body from the operator, fetched as the kubeconfig's user."""
    creds, target, authorization = reach_operator(req, kubeconfig=kubeconfig, context=context)
    stream = open_stream(creds, target)
    tls_stream = handshake(stream, req)
    conn = http.client.HTTPConnection("goldeneval-operator", target.port, timeout=60)
    conn.sock = tls_stream  # the port-forward is the connection; http.client speaks HTTP on it
    try:
        conn.request("GET", req.path, headers={"Authorization": authorization})
        resp = conn.getresponse()
        body = resp.read()
    except (OSError, http.client.HTTPException) as exc:
        raise ClusterError(
            f"the operator's port (pod {target.namespace}/{target.name} port {target.port}) "
            f"closed the connection ({type(exc).__name__}); is it serving HTTPS there?"
        ) from None
    finally:
        conn.close()
    if resp.status != 200:
        raise refusal(resp.status, body, req)
    return body


def handshake(stream: socket.socket, req: ClusterReport) -> ssl.SSLSocket:
    try:
        tls = _tls(req).wrap_socket(stream)
    except (OSError, ssl.SSLError) as exc:
        stream.close()
        hint = " (--operator-ca)" if req.ca_file else ""
        raise ClusterError(
            f"TLS with the operator failed{hint}: {scrub(str(exc), 200)}; "
            "the port-forward reached the pod, but it did not speak HTTPS we could verify"
        ) from None
    if req.fingerprint is not None:
        seen = hashlib.sha256(tls.getpeercert(binary_form=True) or b"").digest()
        if seen != req.fingerprint:
            tls.close()
            raise ClusterError(
                "the operator's certificate is not the pinned one (--operator-fingerprint "
                f"{req.fingerprint.hex(':').upper()}, got {seen.hex(':').upper()}); "
                "it changes when the operator restarts with a self-signed certificate"
            )
    return tls


def run(req: ClusterReport, *, kubeconfig: str | None, context: str | None) -> int:
    """Fetch, then print the text report or write the HTML page; returns the exit code."""
    body = fetch(req, kubeconfig=kubeconfig, context=context)
    if req.html_path is None:
        print(body.decode("utf-8", errors="replace").rstrip("\n"))
        return 0
    try:
        Path(req.html_path).write_bytes(body)
    except OSError as exc:
        raise UsageError(
            f"--html {req.html_path}: cannot write the page ({exc.strerror})"
        ) from None
    which = f"run {req.run}" if req.run else "the latest finished run"
    print(f"wrote the report of {req.namespace}/{req.suite} ({which}) to {req.html_path}")
    return 0
