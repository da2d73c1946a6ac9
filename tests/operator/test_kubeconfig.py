"""Kubeconfigs that cannot work: one clear ClusterError (exit 3) naming the file, no traceback."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model._errors import ClusterError
from goldeneval.operator.kube._kubeconfig import load_credentials, memory_file


def kubeconfig(cluster: dict[str, Any], user: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "apiVersion": "v1",
        "kind": "Config",
        "clusters": [{"name": "c", "cluster": cluster}],
        "users": [{"name": "u", "user": user or {"token": "t0ken-value"}}],
        "contexts": [{"name": "x", "context": {"cluster": "c", "user": "u", "namespace": "ns"}}],
        "current-context": "x",
    }


@pytest.mark.parametrize(
    ("config", "context", "expected"),
    [
        (
            kubeconfig({"server": "https://h:1", "certificate-authority-data": "!!not base64"}),
            None,
            "neither PEM nor base64",
        ),
        (kubeconfig({"server": "https://h:1"}), "staging", "no usable context 'staging'"),
        ({**kubeconfig({"server": "https://h:1"}), "current-context": "gone"}, None, "current"),
        (
            kubeconfig({"server": "https://h:1", "certificate-authority": "../pki/ca.crt"}),
            None,
            "pki/ca.crt",
        ),
        (["not", "a", "mapping"], None, "cannot read the kubeconfig"),
    ],
)
def test_unusable_kubeconfigs_are_cluster_errors_naming_the_file(
    tmp_path: Path, config: Any, context: str | None, expected: str
) -> None:
    path = tmp_path / "kube" / "config"
    path.parent.mkdir()
    path.write_text(yaml.safe_dump(config))
    with pytest.raises(ClusterError) as exc:
        load_credentials(str(path), context)
    assert expected in str(exc.value)
    assert str(path) in str(exc.value) or str(tmp_path / "pki") in str(exc.value)
    assert "t0ken-value" not in str(exc.value)


def test_a_missing_kubeconfig_says_how_to_name_one(tmp_path: Path) -> None:
    with pytest.raises(ClusterError, match="--kubeconfig"):
        load_credentials(str(tmp_path / "nothing-here"))


def test_the_contexts_namespace_and_server_are_read(tmp_path: Path) -> None:
    path = tmp_path / "config"
    path.write_text(yaml.safe_dump(kubeconfig({"server": "http://h:8080/"})))
    creds = load_credentials(str(path))
    assert (creds.server, creds.default_namespace) == ("http://h:8080", "ns")
    assert creds.authorization() == "Bearer t0ken-value"
    assert "t0ken-value" not in repr(creds)


def test_memory_files_are_shared_per_content_and_readable_only_here() -> None:
    a = memory_file(b"-----BEGIN CERTIFICATE-----\nx\n")
    assert a == memory_file(b"-----BEGIN CERTIFICATE-----\nx\n")
    assert a.startswith("/proc/self/fd/")
    assert Path(a).read_bytes() == b"-----BEGIN CERTIFICATE-----\nx\n"
    assert memory_file(b"other") != a


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from(["", "x", "c", "u", "https://h:1"]),
)
nodes = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(
            st.sampled_from(
                [
                    "name",
                    "cluster",
                    "user",
                    "context",
                    "server",
                    "token",
                    "exec",
                    "command",
                    "apiVersion",
                    "certificate-authority",
                    "certificate-authority-data",
                    "client-key-data",
                    "namespace",
                    "proxy-url",
                    "insecure-skip-tls-verify",
                ]
            ),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(
    clusters=nodes,
    users=nodes,
    contexts=nodes,
    current=st.one_of(st.none(), st.sampled_from(["x", "", "c"])),
)
def test_any_kubeconfig_yields_credentials_or_a_cluster_error(
    tmp_path_factory: pytest.TempPathFactory,
    clusters: Any,
    users: Any,
    contexts: Any,
    current: str | None,
) -> None:
    """Whatever a kubeconfig holds, never a traceback (which would be exit 1 territory)."""
    path = tmp_path_factory.mktemp("kc") / "config"
    data = {"apiVersion": "v1", "kind": "Config", "clusters": clusters, "users": users}
    data["contexts"] = contexts
    if current is not None:
        data["current-context"] = current
    path.write_text(yaml.safe_dump(data))
    try:
        creds = load_credentials(str(path))
    except ClusterError:
        return
    assert isinstance(creds.server, str)
