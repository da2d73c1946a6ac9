"""``/healthz`` tells when the operator has lost its API server.

An operator that cannot reach the Kubernetes API reconciles nothing; its
liveness probe must say so after ``apiUnreachableSeconds`` instead of
answering 200 forever. Here the emulator answers 503 to everything under the
GoldenRun API group (the operator's probe and its watches) for a while.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn

from .conftest import Cluster, OperatorProcess, golden_yaml, running_operator
from .emulator import Fault

pytestmark = [pytest.mark.operator, pytest.mark.postgres]


@pytest.fixture(scope="module")
def operator(
    cluster: Cluster,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    pg_session_dsn: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[OperatorProcess]:
    workdir = tmp_path_factory.mktemp("operator-health")
    top = {"apiUnreachableSeconds": 2}
    with running_operator(cluster, standins, pg_session_dsn, workdir, top=top) as op:
        yield op


def healthz(operator: OperatorProcess) -> tuple[int, dict]:
    code, text = operator.get("/healthz", token=None, timeout=5)
    return code, json.loads(text) if text.startswith("{") else {}


def test_healthz_fails_while_the_api_is_unreachable_and_recovers(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    assert healthz(operator) == (200, {"status": "ok"})
    outage = cluster.call(
        lambda: cluster.emu.inject(Fault(503, None, "/apis/goldeneval.ahu.go.id", times=10**9))
    )
    try:
        started = time.monotonic()
        _, body = cluster.wait_for(
            "/healthz to fail", lambda: (r := healthz(operator))[0] == 503 and r, timeout=30
        )
        assert time.monotonic() - started >= 1.5  # not at the first failed call: after the limit
        assert body["status"] == "unhealthy"
        assert "has not answered" in body["reason"] and cluster.url in body["reason"]
    finally:
        outage.times = 0  # the API server is back
    cluster.wait_for("/healthz to recover", lambda: healthz(operator)[0] == 200, timeout=30)
    assert outage.hits > 0
    # And it works again: kopf's watches came back, a new run gets its verdict.
    ns = "after-outage"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml(ns, 1)})
    name = cluster.submit_run(
        ns, {"suite": "e2e-after-outage", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    )
    assert cluster.wait_phase(ns, name, ("Passed", "Failed", "Error"))["phase"] == "Passed"
