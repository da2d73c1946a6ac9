"""Kubeconfigs as real clusters hand them out, against an API server that authenticates.

The emulator serves HTTPS with a private CA and answers 401 without the
cluster's bearer token (see conftest). The module's default kubeconfig
already uses an exec credential plugin and a relative CA path, so every other
e2e test (kubectl, the operator, submit) runs through both; the tests here pin
each case down on its own, with the failure it must not produce.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.model._errors import ClusterError
from goldeneval.operator.kube._client import KubeApi, Unavailable, goldenrun_path, load_connection

from .conftest import GR, SUBMIT_WAIT, Cluster, OperatorProcess, golden_yaml
from .emulator import Fault

pytestmark = [pytest.mark.operator, pytest.mark.postgres]


def goldeneval(
    cluster: Cluster,
    *args: str,
    kubeconfig: Path | None = None,
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 90,
) -> subprocess.CompletedProcess[str]:
    full_env = {**cluster.env(), **(env or {})}
    if kubeconfig is not None:
        full_env["KUBECONFIG"] = str(kubeconfig)
    return subprocess.run(
        [sys.executable, "-m", "goldeneval", *args],
        env=full_env,
        cwd=cwd or cluster.workdir,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def write_kubeconfig(directory: Path, config: dict[str, Any]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "config"
    path.write_text(yaml.safe_dump(config))
    return path


def finished_run(cluster: Cluster, operator: OperatorProcess, ns: str, prefix: str) -> str:
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml(prefix, 1)})
    name = cluster.submit_run(
        ns, {"suite": f"e2e-{prefix}", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    )
    assert cluster.wait_phase(ns, name, ("Passed",))["phase"] == "Passed"
    return name


# ------------------------------------------------------------ (a) exec plugins


# The two token rotations come first, before a test starts the module's operator: the
# operator talks to the same API server with the same credentials, and a request of its
# falling between a rotation and the restore would be one more 401 than the test counts.


def test_a_rotated_token_is_fetched_again_after_one_401(cluster: Cluster) -> None:
    api = KubeApi(load_connection(str(cluster.kubeconfig)))
    try:
        path = goldenrun_path("default")
        assert api.list(path) == []
        before = len(cluster.emu.unauthorized)
        old = cluster.token
        cluster.set_token("exec-plugin-token-rotated")
        try:
            assert api.list(path) == []  # 401, the plugin runs again, the call is repeated
        finally:
            cluster.set_token(old)
        assert len(cluster.emu.unauthorized) == before + 1
    finally:
        api.close()


def test_in_a_pod_the_rotated_service_account_token_is_read_again(
    cluster: Cluster, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The projected token the kubelet rotates: the service account's files, no kubeconfig."""
    from goldeneval.operator.kube import _kubeconfig

    sa = tmp_path / "serviceaccount"
    sa.mkdir()
    shutil.copy(cluster.kubedir / "ca.crt", sa / "ca.crt")
    (sa / "token").write_text(cluster.token)
    (sa / "namespace").write_text("pod-ns")
    host, port = cluster.url.removeprefix("https://").rsplit(":", 1)
    monkeypatch.setattr(_kubeconfig, "SA_DIR", sa)
    monkeypatch.setenv("KUBERNETES_SERVICE_HOST", host)
    monkeypatch.setenv("KUBERNETES_SERVICE_PORT", port)
    monkeypatch.delenv("KUBECONFIG", raising=False)
    api = KubeApi(load_connection())
    old = cluster.token
    try:
        assert api.connection.default_namespace == "pod-ns"
        assert api.connection.credentials.source == "in-cluster service account"
        assert api.list(goldenrun_path("pod-ns")) == []
        before = len(cluster.emu.unauthorized)
        cluster.set_token("rotated-by-the-kubelet")  # the API server's side ...
        (sa / "token").write_text("rotated-by-the-kubelet")  # ... and the projected file
        assert api.list(goldenrun_path("pod-ns")) == []
        assert len(cluster.emu.unauthorized) == before + 1  # one 401, then the new token
        assert api.connection.login_info().token == "rotated-by-the-kubelet"
    finally:
        cluster.set_token(old)
        api.close()


def test_submit_wait_with_an_exec_plugin_and_a_relative_ca_from_another_directory(
    cluster: Cluster, operator: OperatorProcess, tmp_path: Path
) -> None:
    ns = "kc-exec"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml("kc-exec", 1)})
    # The plugin and the CA sit next to a kubeconfig in its own directory;
    # the command runs from an unrelated one.
    kube = tmp_path / "home" / ".kube"
    kube.mkdir(parents=True)
    shutil.copy(cluster.kubedir / "ca.crt", kube / "ca.crt")
    shutil.copy(cluster.kubedir / "token.sh", kube / "token.sh")
    shutil.copy(cluster.kubedir / "token", kube / "token")
    kubeconfig = write_kubeconfig(kube, cluster.kubeconfig_dict())
    elsewhere = tmp_path / "work"
    elsewhere.mkdir()
    before = len(cluster.emu.unauthorized)
    done = goldeneval(
        cluster,
        "submit",
        "-n",
        ns,
        "--suite",
        "e2e-kc-exec",
        "--configmap",
        "golden-set",
        *SUBMIT_WAIT,
        kubeconfig=kubeconfig,
        cwd=elsewhere,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == "GATE PASSED"
    assert len(cluster.emu.unauthorized) == before  # every request carried the plugin's token


def test_a_token_the_api_server_refuses_is_exit_3_naming_the_call_not_the_token(
    cluster: Cluster, tmp_path: Path
) -> None:
    kube = tmp_path / "kube"
    kube.mkdir()
    shutil.copy(cluster.kubedir / "ca.crt", kube / "ca.crt")
    kubeconfig = write_kubeconfig(
        kube, cluster.kubeconfig_dict(user={"token": "stale-token-do-not-print"})
    )
    refused = goldeneval(cluster, "wait", "x", "-n", "default", kubeconfig=kubeconfig)
    assert refused.returncode == 3, refused.stderr
    assert "GET /apis/goldeneval.ahu.go.id/v1alpha1/namespaces/default/goldenruns/x" in (
        refused.stderr
    )
    assert "HTTP 401" in refused.stderr and "credentials" in refused.stderr
    assert "stale-token-do-not-print" not in refused.stdout + refused.stderr
    assert "Traceback" not in refused.stderr


# ------------------------------------------------------------ (b) paths, contexts, key material


def test_a_missing_relative_ca_is_exit_3_naming_the_file(cluster: Cluster, tmp_path: Path) -> None:
    kube = tmp_path / "kube"
    config = cluster.kubeconfig_dict(
        cluster={"server": cluster.url, "certificate-authority": "pki/missing-ca.crt"}
    )
    kubeconfig = write_kubeconfig(kube, config)
    shutil.copy(cluster.kubedir / "token.sh", kube / "token.sh")
    shutil.copy(cluster.kubedir / "token", kube / "token")
    result = goldeneval(cluster, "wait", "x", kubeconfig=kubeconfig)
    assert result.returncode == 3, result.stderr
    # Resolved against the kubeconfig's directory, not the working directory.
    assert str(kube / "pki" / "missing-ca.crt") in result.stderr
    assert "Traceback" not in result.stderr


def test_embedded_client_certificates_never_reach_a_file_and_context_is_honoured(
    cluster: Cluster, operator: OperatorProcess, tmp_path: Path
) -> None:
    ns = "kc-cert"
    name = finished_run(cluster, operator, ns, "kc-cert")
    client = cluster.ca.issue_cert("goldeneval-ci", common_name="goldeneval-ci")
    cluster.call(lambda: cluster.emu.client_cns.add("goldeneval-ci"))

    def b64(blob: Any) -> str:
        import base64

        return base64.b64encode(blob.bytes()).decode()

    config = {
        "apiVersion": "v1",
        "kind": "Config",
        "clusters": [
            {
                "name": "emu",
                "cluster": {
                    "server": cluster.url,
                    "certificate-authority-data": b64(cluster.ca.cert_pem),
                },
            },
            {"name": "gone", "cluster": {"server": "https://127.0.0.1:9"}},
        ],
        "users": [
            {
                "name": "ci",
                "user": {
                    "client-certificate-data": b64(client.cert_chain_pems[0]),
                    "client-key-data": b64(client.private_key_pem),
                },
            }
        ],
        "contexts": [
            {"name": "emu", "context": {"cluster": "emu", "user": "ci", "namespace": ns}},
            {"name": "gone", "context": {"cluster": "gone", "user": "ci"}},
        ],
        "current-context": "gone",
    }
    kubeconfig = write_kubeconfig(tmp_path / "kube", config)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    shm_before = set(os.listdir("/dev/shm")) if os.path.isdir("/dev/shm") else set()
    waited = goldeneval(
        cluster,
        "wait",
        name,
        "--context",
        "emu",
        kubeconfig=kubeconfig,
        env={"TMPDIR": str(tmp)},
    )
    assert waited.returncode == 0, waited.stdout + waited.stderr
    assert waited.stdout.strip().splitlines()[-1] == "GATE PASSED"
    # The certificate authenticated us (no token in this kubeconfig) and no
    # key, certificate or CA was written anywhere a later reader could find it.
    assert list(tmp.iterdir()) == []
    if shm_before:
        assert {n for n in os.listdir("/dev/shm") if n.startswith("goldeneval")} <= shm_before
    # Without --context the current context (a dead server) is used: exit 3, never 1.
    dead = goldeneval(
        cluster, "wait", name, "--timeout", "1", kubeconfig=kubeconfig, env={"TMPDIR": str(tmp)}
    )
    assert dead.returncode == 3, dead.stdout + dead.stderr
    assert "127.0.0.1:9" in dead.stdout + dead.stderr


def test_a_kubeconfig_that_is_not_a_kubeconfig_is_exit_3_without_a_traceback(
    cluster: Cluster, tmp_path: Path
) -> None:
    bad = tmp_path / "config"
    bad.write_text("- just\n- a list\n")
    result = goldeneval(cluster, "wait", "x", kubeconfig=bad)
    assert result.returncode == 3
    assert str(bad) in result.stderr and "Traceback" not in result.stderr


# ------------------------------------------------------------ (c) an API server that hiccups


def test_a_503_during_wait_is_survived(
    cluster: Cluster, operator: OperatorProcess, tmp_path: Path
) -> None:
    ns = "kc-503"
    name = finished_run(cluster, operator, ns, "kc-503")
    path = f"/namespaces/{ns}/goldenruns/{name}"
    # A short blip (retried inside one call, Retry-After honoured) ...
    blip = cluster.call(
        lambda: cluster.emu.inject(Fault(503, "GET", path, times=2, retry_after="0"))
    )
    ok = goldeneval(cluster, "wait", name, "-n", ns, "--timeout", "30")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert blip.hits == 2
    # ... and an outage longer than the client's retries: `wait` keeps waiting.
    outage = cluster.call(lambda: cluster.emu.inject(Fault(503, "GET", path, times=8)))
    waited = goldeneval(
        cluster, "wait", name, "-n", ns, "--timeout", "60", "--poll-interval", "0.2"
    )
    assert waited.returncode == 0, waited.stdout + waited.stderr
    assert outage.hits == 8
    assert "not answering, still waiting" in waited.stdout
    assert waited.stdout.strip().splitlines()[-1] == "GATE PASSED"
    # And while the run is still going: `submit --wait` and the operator share the 503s.
    during = cluster.call(
        lambda: cluster.emu.inject(Fault(503, "GET", f"/namespaces/{ns}/goldenruns/live", times=6))
    )
    live = goldeneval(
        cluster,
        "submit",
        "-n",
        ns,
        "--name",
        "live",
        "--suite",
        "e2e-kc-503-live",
        "--configmap",
        "golden-set",
        *SUBMIT_WAIT,
    )
    assert live.returncode == 0, live.stdout + live.stderr
    assert during.hits == 6
    assert live.stdout.strip().splitlines()[-1] == "GATE PASSED"


def test_retries_honour_retry_after_and_never_repeat_a_post_that_may_have_acted(
    cluster: Cluster,
) -> None:
    slept: list[float] = []
    api = KubeApi(load_connection(str(cluster.kubeconfig)), sleep=slept.append, attempts=3)
    ns = "kc-retry"
    cm_path = f"/api/v1/namespaces/{ns}/configmaps"
    try:
        throttled = cluster.call(
            lambda: cluster.emu.inject(Fault(429, "POST", cm_path, retry_after="2"))
        )
        api.create(cm_path, {"metadata": {"name": "a"}, "data": {}})
        assert throttled.hits == 1 and slept == [2.0]
        # A 500 to a POST may come after the object was stored: not repeated.
        failed = cluster.call(lambda: cluster.emu.inject(Fault(500, "POST", cm_path)))
        with pytest.raises(ClusterError, match=r"POST .*configmaps answered HTTP 500"):
            api.create(cm_path, {"metadata": {"name": "b"}, "data": {}})
        assert failed.hits == 1
        # A GET is repeated until the attempts run out, then it is Unavailable.
        down = cluster.call(lambda: cluster.emu.inject(Fault(502, "GET", cm_path, times=5)))
        with pytest.raises(Unavailable, match="HTTP 502"):
            api.list(cm_path)
        assert down.hits == 3
        assert [o["metadata"]["name"] for o in cluster.objects("v1/configmaps", ns)] == ["a"]
    finally:
        api.close()


def test_the_operator_and_kubectl_never_sent_a_request_without_credentials(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    ns = "kc-kubectl"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml("kc-kubectl", 1)})
    before = len(cluster.emu.unauthorized)
    name = cluster.submit_run(
        ns, {"suite": "e2e-kc-kubectl", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    )
    waited = subprocess.run(
        [
            "kubectl",
            "wait",
            "--for=condition=Complete",
            f"goldenrun/{name}",
            "-n",
            ns,
            "--timeout=60s",
        ],
        env=cluster.env(),
        cwd=cluster.workdir,
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )
    assert waited.returncode == 0, waited.stderr
    run = cluster.get(GR, ns, name)
    assert run is not None and run["status"]["phase"] == "Passed"
    assert cluster.emu.unauthorized[before:] == []
    assert cluster.token not in operator.log()
    assert not re.search(r"Bearer [A-Za-z0-9]", operator.log())


def test_while_connected_no_key_or_certificate_sits_in_a_file(
    cluster: Cluster, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import base64
    import tempfile

    client = cluster.ca.issue_cert("goldeneval-mem", common_name="goldeneval-mem")
    cluster.call(lambda: cluster.emu.client_cns.add("goldeneval-mem"))
    user = {
        "client-certificate-data": base64.b64encode(client.cert_chain_pems[0].bytes()).decode(),
        "client-key-data": base64.b64encode(client.private_key_pem.bytes()).decode(),
    }
    config = cluster.kubeconfig_dict(
        user=user,
        cluster={
            "server": cluster.url,
            "certificate-authority-data": base64.b64encode(cluster.ca.cert_pem.bytes()).decode(),
        },
    )
    kubeconfig = write_kubeconfig(tmp_path / "kube", config)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))
    api = KubeApi(load_connection(str(kubeconfig)))
    try:
        assert api.list(goldenrun_path("default")) == []
        cfg = api.connection.credentials.configuration
        assert cfg.cert_file.startswith("/proc/self/fd/")
        assert cfg.key_file.startswith("/proc/self/fd/")
        assert cfg.ssl_ca_cert is None and "BEGIN CERTIFICATE" in cfg.ca_cert_data
        assert list(tmp.iterdir()) == []  # while the connection is in use, not only after exit
        info = api.connection.login_info()  # what kopf gets: the same, in memory
        assert info.certificate_path == cfg.cert_file and info.ca_data == cfg.ca_cert_data
    finally:
        api.close()


def test_the_kubeconfigs_proxy_url_is_used(
    cluster: Cluster, operator: OperatorProcess, tmp_path: Path
) -> None:
    from tests.conftest import unused_port

    ns = "kc-proxy"
    name = finished_run(cluster, operator, ns, "kc-proxy")
    port = unused_port()
    proxy = subprocess.Popen(
        [str(Path(sys.executable).parent / "pproxy"), "-l", f"http://127.0.0.1:{port}", "-v"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        kube = tmp_path / "kube"
        kube.mkdir()
        for f in ("ca.crt", "token.sh", "token"):
            shutil.copy(cluster.kubedir / f, kube / f)

        def via(proxy_url: str) -> subprocess.CompletedProcess[str]:
            config = cluster.kubeconfig_dict(
                cluster={
                    "server": cluster.url,
                    "certificate-authority": "ca.crt",
                    "proxy-url": proxy_url,
                }
            )
            return goldeneval(
                cluster,
                "wait",
                name,
                "-n",
                ns,
                "--timeout",
                "2",
                kubeconfig=write_kubeconfig(kube, config),
            )

        cluster.wait_for(
            "the proxy to listen", lambda: via(f"http://127.0.0.1:{port}").returncode == 0, 20
        )
        # A proxy that is not there: the call fails, so it never went around the proxy.
        dead = via(f"http://127.0.0.1:{unused_port()}")
        assert dead.returncode == 3, dead.stdout + dead.stderr
    finally:
        proxy.terminate()
        out, _ = proxy.communicate(timeout=10)
    assert f"127.0.0.1:{cluster.url.rsplit(':', 1)[1]}" in out


def test_a_read_timeout_is_retried_for_a_get_and_never_for_a_post(cluster: Cluster) -> None:
    api = KubeApi(load_connection(str(cluster.kubeconfig)), timeout=0.5, sleep=lambda _: None)
    ns = "kc-timeout"
    cm_path = f"/api/v1/namespaces/{ns}/configmaps"
    try:
        slow_get = cluster.call(lambda: cluster.emu.inject(Fault(0, "GET", cm_path, delay=1.5)))
        assert api.list(cm_path) == []  # the first attempt timed out, the second answered
        assert slow_get.hits == 1
        slow_post = cluster.call(lambda: cluster.emu.inject(Fault(0, "POST", cm_path, delay=1.5)))
        body = {"metadata": {"generateName": "once-"}, "data": {}}
        with pytest.raises(Unavailable, match=r"POST .*configmaps failed: .*Timeout"):
            api.create(cm_path, body)
        assert slow_post.hits == 1  # sent once: a server that timed out may still have acted
    finally:
        api.close()
