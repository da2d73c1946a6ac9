"""``/healthz`` tells when the operator has lost its API server.

An operator that cannot reach the Kubernetes API reconciles nothing; its
liveness probe must say so after ``apiUnreachableSeconds`` instead of
answering 200 forever. Here the emulator answers 503 to everything under the
GoldenRun API group (the operator's probe and its watches) for a while.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn

from .conftest import Cluster, OperatorProcess, golden_yaml, running_operator
from .emulator import Fault

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

LIMIT = 2
"""``apiUnreachableSeconds``: /healthz fails once the API has been silent longer."""
OK = {"status": "ok"}


@pytest.fixture(scope="module")
def operator(
    cluster: Cluster,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    pg_session_dsn: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[OperatorProcess]:
    workdir = tmp_path_factory.mktemp("operator-health")
    top = {"apiUnreachableSeconds": LIMIT}
    with running_operator(cluster, standins, pg_session_dsn, workdir, top=top) as op:
        yield op


def healthz(operator: OperatorProcess) -> tuple[int, dict]:
    code, text = operator.get("/healthz", token=None, timeout=30)
    return code, json.loads(text) if text.startswith("{") else {}


def test_healthz_fails_while_the_api_is_unreachable_and_recovers(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    # Healthy first: on a loaded machine the probe thread may have been starved past the
    # 2 s limit just now, so this waits for a fresh answer instead of asserting at once.
    cluster.wait_for("/healthz to answer ok", lambda: healthz(operator) == (200, OK), timeout=60)
    outage = cluster.call(
        lambda: cluster.emu.inject(Fault(503, None, "/apis/goldeneval.ahu.go.id", times=10**9))
    )
    try:
        _, body = cluster.wait_for(
            "/healthz to fail", lambda: (r := healthz(operator))[0] == 503 and r, timeout=60
        )
        assert body["status"] == "unhealthy"
        assert "has not answered" in body["reason"] and cluster.url in body["reason"]
        # Not at the first failed call but after the limit, by the operator's own clock
        # (a wall-clock stopwatch here would measure the machine's load as well).
        silent = re.search(r"has not answered for (\d+)s", body["reason"])
        assert silent is not None and int(silent[1]) >= LIMIT, body["reason"]
    finally:
        outage.times = 0  # the API server is back
    cluster.wait_for("/healthz to recover", lambda: healthz(operator)[0] == 200, timeout=60)
    assert outage.hits > 0
    # And it works again: kopf's watches came back, a new run gets its verdict.
    ns = "after-outage"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml(ns, 1)})
    name = cluster.submit_run(
        ns, {"suite": "e2e-after-outage", "goldenSet": {"configMapRef": {"name": "golden-set"}}}
    )
    assert cluster.wait_phase(ns, name, ("Passed", "Failed", "Error"))["phase"] == "Passed"
