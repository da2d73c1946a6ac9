"""``goldeneval report --cluster``: a report read as oneself, through a port-forward.

Real parts: the command runs as a subprocess with an exec-plugin kubeconfig
(relative CA, plugin next to it, run from another directory); the emulated
API server checks its token, its ``create pods/portforward`` and relays the
websocket (``v4.channel.k8s.io``) to the operator's real HTTPS app on
loopback, whose TokenReview and SubjectAccessReview decide the rest.

The policy: ``tanya-team`` reads GoldenRuns in ``tanya``; ``load-team`` only
in ``load``; both may port-forward in ``goldeneval``; ``no-forward`` reads
``tanya`` but may not port-forward.
"""

from __future__ import annotations

import asyncio
import re
import shutil
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from goldeneval.model import UsageError
from goldeneval.operator.spec import SUITE_RE
from goldeneval.operator.tools._clusterreport import parse_fingerprint, parse_target
from tests.htmlpage import page_text

from .conftest import Cluster
from .reportruns import SUITE, Served, goldenrun, served, stored_runs

TANYA = "token-of-the-tanya-readers"
LOAD = "token-of-the-load-readers"
NO_FORWARD = "token-of-no-forward"
OPERATOR_NS = "goldeneval"
POD = "goldeneval-operator-5d9c7-abcde"
LABELS = {"app.kubernetes.io/name": "goldeneval", "app.kubernetes.io/component": "operator"}


@pytest.fixture(scope="module")
def store(cluster: Cluster, tmp_path_factory: pytest.TempPathFactory) -> str:
    cluster.identity(TANYA, "tanya-team", namespaces=["tanya"], portforward=[OPERATOR_NS])
    cluster.identity(LOAD, "load-team", namespaces=["load"], portforward=[OPERATOR_NS])
    cluster.identity(NO_FORWARD, "no-forward", namespaces=["tanya"])
    return stored_runs(tmp_path_factory.mktemp("clusterreport"))


def _operator_pod(cluster: Cluster, port: int) -> None:
    """The operator's pod as the chart labels it, serving on ``port`` of loopback."""
    body = {
        "metadata": {"name": POD, "labels": LABELS},
        "spec": {
            "containers": [{"name": "operator", "ports": [{"name": "http", "containerPort": port}]}]
        },
    }
    status = {
        "phase": "Running",
        "podIP": "127.0.0.1",
        "conditions": [{"type": "Ready", "status": "True"}],
    }
    cluster.create("v1/pods", OPERATOR_NS, body)
    cluster.call(lambda: cluster.emu.patch_status("v1/pods", OPERATOR_NS, POD, status))


@pytest.fixture
async def app(cluster: Cluster, store: str) -> AsyncIterator[Served]:
    async with served(cluster, store) as app:
        app.index.update(goldenrun("uid-1", "tanya", "Passed", "2026-11-01T10:00:00Z"))
        app.index.update(goldenrun("uid-2", "tanya", "Failed", "2026-11-02T10:00:00Z"))
        _operator_pod(cluster, int(app.base.rsplit(":", 1)[1]))
        try:
            yield app
        finally:
            cluster.delete("v1/pods", OPERATOR_NS, POD)


def user_kubeconfig(cluster: Cluster, home: Path, token: str | None) -> Path:
    """A user's kubeconfig: exec plugin and CA next to it, the plugin answering ``token``
    (None: a user with no credentials at all)."""
    kube = home / ".kube"
    kube.mkdir(parents=True, exist_ok=True)
    shutil.copy(cluster.kubedir / "ca.crt", kube / "ca.crt")
    shutil.copy(cluster.kubedir / "token.sh", kube / "token.sh")
    (kube / "token").write_text(token or "")
    config = cluster.kubeconfig_dict() if token else cluster.kubeconfig_dict(user={"username": ""})
    (kube / "config").write_text(yaml.safe_dump(config))
    return kube / "config"


async def report(
    cluster: Cluster, tmp: Path, token: str | None, *args: str
) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``goldeneval report --cluster …`` as ``token``'s owner."""
    kubeconfig = user_kubeconfig(cluster, tmp / "home", token)
    elsewhere = tmp / "work"
    elsewhere.mkdir(exist_ok=True)
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "goldeneval",
        "report",
        *args,
        env={**cluster.env(), "KUBECONFIG": str(kubeconfig)},
        cwd=elsewhere,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 90)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def test_the_namespaces_reader_gets_the_latest_report_as_text(
    app: Served, cluster: Cluster, tmp_path: Path
) -> None:
    code, out, err = await report(cluster, tmp_path, TANYA, "--cluster", f"tanya/{SUITE}")
    assert code == 0, err
    assert out.startswith(f"goldeneval report: suite {SUITE}, run uid-2")
    assert out.rstrip().splitlines()[-1].startswith("GATE FAILED")
    assert TANYA not in out + err


async def test_run_pins_one_run_and_html_writes_the_page(
    app: Served, cluster: Cluster, tmp_path: Path
) -> None:
    code, out, err = await report(
        cluster, tmp_path, TANYA, "--cluster", f"tanya/{SUITE}", "--run", "uid-1"
    )
    assert code == 0, err
    assert "run uid-1" in out.splitlines()[0]
    assert out.rstrip().splitlines()[-1] == "GATE PASSED"

    page = tmp_path / "out.html"
    pin = app.tls.fingerprint.hex(":").upper()  # type: ignore[union-attr]
    code, out, err = await report(
        cluster,
        tmp_path,
        TANYA,
        f"--cluster=tanya/{SUITE}",
        "--run",
        "uid-1",
        "--html",
        str(page),
        "--operator-fingerprint",
        pin,
    )
    assert code == 0, err
    assert out.strip() == f"wrote the report of tanya/{SUITE} (run uid-1) to {page}"
    assert "run uid-1" in page_text(page.read_text(encoding="utf-8"))


async def test_another_namespaces_tenant_gets_the_operators_403_and_exit_3(
    app: Served, cluster: Cluster, tmp_path: Path
) -> None:
    code, out, err = await report(cluster, tmp_path, LOAD, "--cluster", f"tanya/{SUITE}")
    assert code == 3
    assert out == ""
    assert 'user "load-team" may not get goldenruns in namespace "tanya" (HTTP 403)' in err
    assert "Traceback" not in err and LOAD not in err


async def test_without_portforward_rights_the_api_server_refuses_exit_3(
    app: Served, cluster: Cluster, tmp_path: Path
) -> None:
    code, _, err = await report(cluster, tmp_path, NO_FORWARD, "--cluster", f"tanya/{SUITE}")
    assert code == 3
    assert "may not create pods/portforward in namespace 'goldeneval' (HTTP 403)" in err


async def test_a_kubeconfig_without_a_token_is_exit_3_before_any_request(
    app: Served, cluster: Cluster, tmp_path: Path
) -> None:
    before = cluster.call(lambda: len(cluster.emu.calls))
    code, _, err = await report(cluster, tmp_path, None, "--cluster", f"tanya/{SUITE}")
    assert code == 3
    assert "gives no bearer token" in err and "Traceback" not in err
    assert cluster.call(lambda: len(cluster.emu.calls)) == before


async def test_a_wrong_pin_unknown_suite_and_bad_target(
    app: Served, cluster: Cluster, tmp_path: Path
) -> None:
    code, _, err = await report(
        cluster,
        tmp_path,
        TANYA,
        "--cluster",
        f"tanya/{SUITE}",
        "--operator-fingerprint",
        "AB:" * 31 + "AB",
    )
    assert code == 3 and "not the pinned one" in err

    code, _, err = await report(cluster, tmp_path, TANYA, "--cluster", "tanya/no-such-suite")
    assert code == 2 and "no finished GoldenRun of suite 'no-such-suite'" in err

    code, _, err = await report(cluster, tmp_path, TANYA, "--cluster", "Tanya")
    assert code == 2 and "expected NAMESPACE/SUITE" in err


async def test_no_operator_pod_is_exit_3_naming_where_it_looked(
    cluster: Cluster, store: str, tmp_path: Path
) -> None:
    code, _, err = await report(
        cluster, tmp_path, TANYA, "--cluster", f"tanya/{SUITE}", "--operator-namespace", "elsewhere"
    )
    assert code == 3
    assert "no running operator pod in namespace 'elsewhere'" in err


# ------------------------------------------------------------ parsing what the user types


NAMESPACE = re.compile(r"[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?")


@given(
    st.text(max_size=80) | st.from_regex(r"[a-z0-9-]{1,70}/[A-Za-z0-9._-]{1,70}", fullmatch=True)
)
def test_parse_target_accepts_only_namespace_slash_suite(text: str) -> None:
    namespace, slash, suite = text.partition("/")
    if slash and NAMESPACE.fullmatch(namespace) and SUITE_RE.match(suite):
        assert parse_target(text) == (namespace, suite)
    else:
        with pytest.raises(UsageError, match="expected NAMESPACE/SUITE"):
            parse_target(text)


@given(st.binary(min_size=32, max_size=32), st.booleans(), st.booleans())
def test_parse_fingerprint_reads_what_the_operator_logs(
    digest: bytes, colons: bool, upper: bool
) -> None:
    text = digest.hex(":") if colons else digest.hex()
    assert parse_fingerprint(text.upper() if upper else text) == digest


@given(st.text(max_size=100))
def test_parse_fingerprint_refuses_anything_else(text: str) -> None:
    compact = text.strip().replace(":", "").lower()
    if len(compact) == 64 and all(c in "0123456789abcdef" for c in compact):
        return
    with pytest.raises(UsageError, match="--operator-fingerprint"):
        parse_fingerprint(text)
