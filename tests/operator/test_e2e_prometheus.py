"""End to end with a real Prometheus: the shipped rules over the real operator's metrics.

Prometheus (Debian's package, its own temp dir and loopback port, 1 s scrape
and evaluation) scrapes the operator's ``/metrics`` over HTTPS with its own
bearer token (reviewed by the API server, allowed ``get`` on ``/metrics``)
and the chart's rendered PrometheusRule. A run whose judge is down must fire GoldenEvalNoVerdict; a
passing run must fire nothing, also across an operator restart.

Until the NoVerdict reason exists, the operator reports a run whose judge was
down as a failed gate with nothing scored; the metrics count both as
``outcome="error"``, so this test holds before and after that change.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn
from tests.conftest import unused_port
from tests.monitoring._prometheus import Prometheus, prometheus
from tests.monitoring._rules import chart_groups, write_rules

from .conftest import Cluster, OperatorProcess, golden_yaml

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

NS = "prom"
FINAL = ("Passed", "Failed", "Error")


def alerts_for(server: Prometheus, suite: str) -> list[dict]:
    return [a for a in server.alerts() if a["labels"].get("suite") == suite]


def test_a_run_without_verdict_fires_and_a_passing_run_does_not(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    tmp_path: Path,
) -> None:
    cluster.prepare_namespace(NS, operator.dsn)
    cluster.configmap(NS, "golden-set", {"golden-set.yaml": golden_yaml("prom", 2)})
    rules = write_rules(tmp_path / "rules.yaml", chart_groups())
    target = operator.base_url.removeprefix("https://")
    token = "token-of-the-prometheus-service-account"
    cluster.identity(token, "system:serviceaccount:monitoring:prometheus", urls=["/metrics"])
    (tmp_path / "token").write_text(token)
    cluster.ca.cert_pem.write_to_path(str(tmp_path / "ca.crt"))
    https = {"ca_file": tmp_path / "ca.crt", "token_file": tmp_path / "token"}
    labels = {"namespace": "goldeneval"}
    with prometheus(tmp_path, target, rules, target_labels=labels, https=https) as server:
        server.wait_for(
            "the operator to be scraped",
            lambda: server.query('up{job="goldeneval-metrics"} == 1'),
        )
        golden = {"configMapRef": {"name": "golden-set"}}
        passing = cluster.submit_run(NS, {"suite": "prom-pass", "goldenSet": golden})
        # The judge is down: nothing listens on its port.
        down = f"http://127.0.0.1:{unused_port()}/v1"
        broken = cluster.submit_run(
            NS, {"suite": "prom-nv", "goldenSet": golden, "judge": {"url": down}}
        )
        assert cluster.wait_phase(NS, passing, FINAL)["phase"] == "Passed"
        status = cluster.wait_phase(NS, broken, FINAL)
        assert status["phase"] in ("Failed", "Error"), status
        assert status["counts"]["scored"] == 0, status

        firing = server.wait_for(
            "GoldenEvalNoVerdict to fire for the run without a verdict",
            lambda: [
                a
                for a in alerts_for(server, "prom-nv")
                if a["labels"]["alertname"] == "GoldenEvalNoVerdict" and a["state"] == "firing"
            ],
        )
        assert firing[0]["labels"]["namespace"] == NS
        assert firing[0]["labels"]["severity"] == "warning"
        assert "prom-nv" in firing[0]["annotations"]["summary"]
        # Nothing claims a quality failure for a run that established none.
        assert {a["labels"]["alertname"] for a in alerts_for(server, "prom-nv")} == {
            "GoldenEvalNoVerdict"
        }
        # The counter saw the error: its series existed at 0 before the run finished.
        (error_total,) = server.query(
            f'goldeneval_runs_total{{namespace="{NS}", suite="prom-nv", outcome="error"}}'
        )
        assert error_total["value"][1] == "1"

        # An operator restart is an ordinary counter reset: no alert for the
        # passing suite, and the run without a verdict is not counted again.
        operator.stop()
        time.sleep(2)
        operator.start()
        server.wait_for(
            "the restarted operator to be scraped",
            lambda: server.query(f'goldeneval_runs_total{{namespace="{NS}"}} == 0'),
        )
        time.sleep(4)  # several scrapes and evaluations after the restart
        assert alerts_for(server, "prom-pass") == []
        (passed,) = server.query(
            f'max_over_time(goldeneval_runs_total{{namespace="{NS}", suite="prom-pass",'
            ' outcome="passed"}[1m])'
        )
        assert passed["value"][1] == "1"
        (restarted,) = server.query(
            f'goldeneval_runs_total{{namespace="{NS}", suite="prom-nv", outcome="error"}}'
        )
        assert restarted["value"][1] == "0"
        assert not [
            a for a in server.alerts() if a["labels"]["alertname"] == "GoldenEvalOperatorDown"
        ]
