# mypy: disallow-untyped-calls=False
# (the kubernetes client's config loaders carry no annotations)
"""Kubernetes credentials as kubectl resolves them, loaded by the official ``kubernetes`` client.

The client's own loaders do the resolving: a kubeconfig (``--kubeconfig``,
``$KUBECONFIG`` with several files, ``~/.kube/config``), its ``--context``,
exec credential plugins (``client.authentication.k8s.io/v1``), auth providers
(OIDC refresh), token files, ``proxy-url``, ``tls-server-name`` and paths
relative to the kubeconfig file's directory; or, in a pod, the service
account with its token re-read as the kubelet rotates it.

**No key material on disk.** The client writes embedded certificates and
keys (``*-data`` fields) to temp files that live until the process exits
(longer when it is killed). Here they never reach a file system: before the
loader sees the kubeconfig, each embedded certificate or key of the chosen
context is moved into an anonymous in-memory file (``memfd_create``) and the
field is pointed at ``/proc/self/fd/N``, a path only this process can open
and that disappears with it. The CA bundle goes to the client as data, not
as a path. Only an exec plugin that answers with a client *certificate*
(rare; most answer with a token) still makes the client write a file: that
lands in a private directory on a RAM-backed file system, is moved into
memory right after loading, and the directory is removed.
"""

from __future__ import annotations

import base64
import contextlib
import os
import shutil
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from kubernetes import client as k8s_client
from kubernetes.config.config_exception import ConfigException
from kubernetes.config.incluster_config import InClusterConfigLoader
from kubernetes.config.kube_config import KubeConfigLoader, KubeConfigMerger

from goldeneval.model import ClusterError

SA_DIR = Path("/var/run/secrets/kubernetes.io/serviceaccount")
_DEFAULT_KUBECONFIG = "~/.kube/config"

_memfiles: dict[bytes, str] = {}
_memfiles_lock = threading.Lock()


def memory_file(content: bytes) -> str:
    """A path this process can open that holds ``content`` and never touches a disk.

    One anonymous memory file per distinct content, open for the life of the
    process: the TLS layers (urllib3 for our calls, kopf's aiohttp for its
    watches) may open the path again for every new connection.
    """
    with _memfiles_lock:
        path = _memfiles.get(content)
        if path is not None:
            return path
        if hasattr(os, "memfd_create"):
            fd = os.memfd_create("goldeneval-kube", os.MFD_CLOEXEC)
            os.write(fd, content)
            path = f"/proc/self/fd/{fd}"
        else:  # pragma: no cover - not Linux: a private file, removed at exit by the client
            fd, path = tempfile.mkstemp(prefix="goldeneval-kube-")
            with os.fdopen(fd, "wb") as f:
                f.write(content)
        _memfiles[content] = path
        return path


def _pem(data: str | bytes) -> bytes:
    raw = data.encode() if isinstance(data, str) else data
    if raw.lstrip().startswith(b"-----BEGIN"):
        return raw
    try:
        return base64.b64decode(raw, validate=True)
    except ValueError:  # binascii.Error
        raise ValueError(
            "a certificate-authority-data, client-certificate-data or client-key-data "
            "is neither PEM nor base64"
        ) from None


@dataclass(frozen=True)
class Credentials:
    """A loaded ``kubernetes.client.Configuration`` plus what it does not carry."""

    configuration: Any = field(repr=False)
    """The client's configuration (host, TLS, token with its refresh hook, proxy)."""
    default_namespace: str | None
    """The context's namespace, or the pod's."""
    source: str
    """Where the credentials came from, for messages (a path or ``in-cluster``); no secret."""

    @property
    def server(self) -> str:
        """Base URL of the API server."""
        return str(self.configuration.host).rstrip("/")

    def authorization(self) -> str | None:
        """The current ``Authorization`` header value (runs the token refresh hook)."""
        value = self.configuration.get_api_key_with_prefix("BearerToken")
        return str(value) if value else None


def in_cluster() -> bool:
    """Running in a pod with a service account token."""
    return bool(os.environ.get("KUBERNETES_SERVICE_HOST")) and (SA_DIR / "token").exists()


def _new_configuration() -> Any:
    cfg = k8s_client.Configuration()
    # Our KubeApi retries with back-off itself; urllib3 must not retry
    # underneath (a POST would be sent twice) or follow redirects.
    cfg.retries = False
    # kubectl honours HTTPS_PROXY/NO_PROXY when the kubeconfig names no proxy-url.
    return cfg


def _in_cluster_credentials() -> Credentials:
    cfg = _new_configuration()
    try:
        InClusterConfigLoader(
            token_filename=str(SA_DIR / "token"),
            cert_filename=str(SA_DIR / "ca.crt"),
            try_refresh_token=True,  # projected tokens rotate: re-read every minute
        ).load_and_set(cfg)
    except ConfigException as exc:
        raise ClusterError(f"cannot use the pod's service account: {exc}") from None
    namespace = None
    with contextlib.suppress(OSError):
        namespace = (SA_DIR / "namespace").read_text().strip() or None
    return Credentials(cfg, namespace, "in-cluster service account")


def _inline_embedded(node: Any, keys: tuple[str, ...]) -> None:
    """Replace ``<key>-data`` by ``<key>: /proc/self/fd/N`` (see the module docstring)."""
    if node is None:
        return
    value = node.value if hasattr(node, "value") else node
    if not isinstance(value, dict):
        return
    for key in keys:
        data = value.get(f"{key}-data")
        if data:
            value[key] = memory_file(_pem(data))
            del value[f"{key}-data"]


# What the client's loaders raise on a kubeconfig of the wrong shape (they index
# into whatever YAML they are given).
_MALFORMED = (ConfigException, AttributeError, TypeError, KeyError, IndexError, ValueError)


def _kubeconfig_credentials(paths: str, context: str | None) -> Credentials:
    shown = paths
    try:
        merger = KubeConfigMerger(paths)
    except (*_MALFORMED, OSError, yaml.YAMLError) as exc:
        raise ClusterError(
            f"cannot read the kubeconfig {shown} ({type(exc).__name__}: {_first_line(exc)}); "
            "check --kubeconfig / $KUBECONFIG"
        ) from None
    if not merger.paths:
        raise ClusterError(
            f"no kubeconfig found at {shown} and not running in a pod; "
            "pass --kubeconfig or set $KUBECONFIG"
        )
    private = Path(tempfile.mkdtemp(prefix="goldeneval-kube-", dir=_ram_dir()))
    try:
        try:
            loader, ctx = _select(merger.config, context, private)
        except _MALFORMED as exc:
            what = f"context {context!r}" if context else "current-context"
            raise ClusterError(
                f"the kubeconfig {shown} has no usable {what} ({_first_line(exc)}); "
                "check --context and `kubectl config get-contexts`"
            ) from None
        cfg = _new_configuration()
        try:
            loader.load_and_set(cfg)
        except (*_MALFORMED, OSError) as exc:
            raise ClusterError(
                f"cannot use the credentials of the kubeconfig {shown}: {_first_line(exc)}"
            ) from None
        _keep_in_memory(cfg, private)
        return Credentials(cfg, ctx.get("namespace") or None, shown)
    finally:
        shutil.rmtree(private, ignore_errors=True)


def _select(config: Any, context: str | None, private: Path) -> tuple[Any, Any]:
    """The loader for ``context`` (None: the current one) with its embedded keys in memory."""
    loader = KubeConfigLoader(
        config_dict=config,
        active_context=context,
        # None, not the default "": relative paths are then resolved against
        # the directory of the kubeconfig file that defines them, as kubectl does.
        config_base_path=None,
        temp_file_path=str(private),
    )
    current = loader.current_context
    ctx = current.get("context") or {}
    cluster = config["clusters"].get_with_name(ctx.get("cluster"))
    _inline_embedded(cluster.value.get("cluster"), ("certificate-authority",))
    if ctx.get("user") and config.safe_get("users"):
        user = config["users"].get_with_name(ctx["user"], safe=True)
        if user is not None:
            _inline_embedded(user.value.get("user"), ("client-certificate", "client-key"))
    # Select the context again so the loader sees the rewritten nodes.
    loader.set_active_context(current.get("name"))
    return loader, ctx


def _first_line(exc: BaseException) -> str:
    return (str(exc).splitlines() or [""])[0][:300]


def _ram_dir() -> str | None:
    shm = "/dev/shm"  # noqa: S108 - RAM-backed; a private 0700 directory is made inside
    return shm if os.path.isdir(shm) and os.access(shm, os.W_OK) else None


def _keep_in_memory(cfg: Any, private: Path) -> None:
    """Move what the client wrote under ``private`` into memory; the CA goes as data."""
    for attr in ("cert_file", "key_file"):
        path = getattr(cfg, attr, None)
        if path and Path(path).is_relative_to(private):
            setattr(cfg, attr, memory_file(Path(path).read_bytes()))
    ca = cfg.ssl_ca_cert
    if ca:
        try:
            data = Path(ca).read_bytes()
        except OSError as exc:
            raise ClusterError(
                f"cannot read the cluster's certificate-authority {ca}: {exc.strerror}"
            ) from None
        cfg.ca_cert_data = data.decode("ascii", errors="replace")
        cfg.ssl_ca_cert = None


def load_credentials(kubeconfig: str | None = None, context: str | None = None) -> Credentials:
    """Credentials the way kubectl picks them.

    ``--kubeconfig`` wins, then ``$KUBECONFIG``; without either, a pod uses
    its service account, anything else ``~/.kube/config``. Errors are
    :class:`ClusterError` (exit 3) that name the file, never a secret.
    """
    if kubeconfig:
        return _kubeconfig_credentials(kubeconfig, context)
    env = os.environ.get("KUBECONFIG")
    if env:
        return _kubeconfig_credentials(env, context)
    if in_cluster() and not context:
        return _in_cluster_credentials()
    return _kubeconfig_credentials(os.path.expanduser(_DEFAULT_KUBECONFIG), context)
