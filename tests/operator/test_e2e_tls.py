"""End to end over https: a private CA reaches the evaluator pods through the operator config.

The chatbot and the judge serve certificates of a CA the image does not know
(an on-prem PKI); the operator is configured with
``evaluator.caBundleConfigMapRef`` and the run's namespace holds that
ConfigMap. Without it every item would fail certificate verification.
"""

from __future__ import annotations

import ssl
from collections.abc import Iterator

import pytest
import trustme

from goldeneval.operator.serve._tls import fingerprint
from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread
from tests.conftest import server_tls

from .conftest import GOOD, Cluster, OperatorProcess, golden_yaml, running_operator

pytestmark = [pytest.mark.operator, pytest.mark.postgres]


@pytest.fixture(scope="module")
def standins(private_ca: trustme.CA) -> Iterator[tuple[ChatbotStandIn, JudgeStandIn]]:
    tls = server_tls(private_ca)
    bot = ChatbotStandIn(default_answer=GOOD, tls=tls)
    judge = JudgeStandIn(tls=tls)
    with serve_in_thread(bot) as b, serve_in_thread(judge) as j:
        assert b.url.startswith("https://") and j.url.startswith("https://")
        yield b, j


@pytest.fixture(scope="module")
def operator(
    cluster: Cluster,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    pg_session_dsn: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[OperatorProcess]:
    ca_ref = {"caBundleConfigMapRef": {"name": "ahu-root-ca", "key": "ca.crt"}}
    workdir = tmp_path_factory.mktemp("operator-tls")
    with running_operator(cluster, standins, pg_session_dsn, workdir, ca_ref) as op:
        yield op


def test_a_run_against_https_endpoints_of_a_private_ca_passes(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    private_ca: trustme.CA,
) -> None:
    bot, judge = standins
    ns = "tls"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml("tls", 2)})
    cluster.configmap(ns, "ahu-root-ca", {"ca.crt": private_ca.cert_pem.bytes().decode()})
    name = cluster.submit_run(
        ns, {"suite": "e2e-tls", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    )
    status = cluster.wait_phase(ns, name, ("Passed", "Failed", "Error"))
    assert status["phase"] == "Passed", status
    assert status["counts"]["errored"] == 0
    assert bot.requests >= 2 and judge.calls >= 2


def _served_fingerprint(port: int) -> str:
    pem = ssl.get_server_certificate(("127.0.0.1", port))
    return fingerprint(pem.encode())


def test_a_renewed_certificate_is_served_without_a_restart(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    """cert-manager renews the Secret and the kubelet swaps the mounted files: new
    connections get the new certificate, as they once did only after a restart (issue 29)."""
    directory = operator.config_path.parent / "operator-tls"
    before = _served_fingerprint(operator.port)
    renewed = cluster.ca.issue_cert("127.0.0.1", "localhost")
    # As the kubelet does: new files written aside, then moved over the old ones.
    staged = directory / "..staged"
    staged.mkdir()
    renewed.cert_chain_pems[0].write_to_path(str(staged / "tls.crt"))
    renewed.private_key_pem.write_to_path(str(staged / "tls.key"))
    (staged / "tls.key").replace(directory / "tls.key")
    (staged / "tls.crt").replace(directory / "tls.crt")
    expected = fingerprint(renewed.cert_chain_pems[0].bytes())

    cluster.wait_for(
        "the renewed certificate to be served",
        lambda: _served_fingerprint(operator.port) == expected,
        timeout=20,
    )

    assert expected != before
    code, _ = operator.get("/healthz", token=None)  # verified against the cluster's CA
    assert code == 200
