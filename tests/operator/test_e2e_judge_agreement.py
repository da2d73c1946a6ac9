"""End to end: spec.judge.minAgreement and the judge's calibration through the real operator.

A GoldenRun sets the floor; the real evaluator gets it as its own setting,
reads no calibration (none is stored for the suite), and reports none in its
shard summary; the operator writes the floor and a null ``judgeCalibration``
into the status, and ``/metrics`` has no ``goldeneval_judge_agreement``
series for the suite: an uncalibrated judge is never shown with a figure.
"""

from __future__ import annotations

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn

from .conftest import GR, Cluster, OperatorProcess, golden_yaml

pytestmark = [pytest.mark.operator, pytest.mark.postgres]


def test_an_uncalibrated_judge_has_a_null_calibration_and_no_agreement_series(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    ns, suite = "agreement", "e2e-agreement"
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml("agreement", 2)})
    # 0 is a floor that is off: the run still gets a verdict without a calibration.
    spec = {
        "suite": suite,
        "goldenSet": {"configMapRef": {"name": "golden-set"}},
        "judge": {"minAgreement": 0},
    }
    name = cluster.submit_run(ns, spec)
    status = cluster.wait_phase(ns, name, ("Passed", "Failed", "Error"))

    assert status["phase"] == "Passed", status
    assert status["minAgreement"] == "0.000"
    assert status.get("judgeCalibration") is None
    (job,) = cluster.objects("batch/v1/jobs", ns)
    env = {
        e["name"]: e.get("value") for e in job["spec"]["template"]["spec"]["containers"][0]["env"]
    }
    assert env["GOLDENEVAL_MIN_AGREEMENT"] == "0.0"
    run = cluster.get(GR, ns, name)
    assert run is not None and run["status"]["minAgreement"] == "0.000"
    metrics = operator.get("/metrics")[1]
    assert f'goldeneval_pass_ratio{{namespace="{ns}",suite="{suite}"}} 1.0' in metrics
    assert "# TYPE goldeneval_judge_agreement gauge" in metrics  # the family is exported ...
    assert f'suite="{suite}"' not in "".join(  # ... with no series for this suite
        line
        for line in metrics.splitlines()
        if line.startswith(("goldeneval_judge_agreement", "goldeneval_judge_min_agreement"))
    )
