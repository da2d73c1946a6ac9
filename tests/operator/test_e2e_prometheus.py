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
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from goldeneval.store import open_store
from goldeneval.testing import ChatbotStandIn, JudgeStandIn
from tests.conftest import unused_port
from tests.monitoring._prometheus import Prometheus, prometheus
from tests.monitoring._rules import chart_groups, write_rules

from .conftest import Cluster, OperatorProcess, golden_yaml
from .test_metrics_coverage import harvest

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

NS = "prom"
FINAL = ("Passed", "Failed", "Error")


def alerts_for(server: Prometheus, suite: str) -> list[dict]:
    return [a for a in server.alerts() if a["labels"].get("suite") == suite]


@contextmanager
def scraping(
    cluster: Cluster, operator: OperatorProcess, tmp_path: Path, rules: Path
) -> Iterator[Prometheus]:
    """Prometheus scraping the operator as the chart's ServiceMonitor does, once it is up."""
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
        yield server


def test_a_run_without_verdict_fires_and_a_passing_run_does_not(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    tmp_path: Path,
) -> None:
    cluster.prepare_namespace(NS, operator.dsn)
    cluster.configmap(NS, "golden-set", {"golden-set.yaml": golden_yaml("prom", 2)})
    rules = write_rules(tmp_path / "rules.yaml", chart_groups())
    with scraping(cluster, operator, tmp_path, rules) as server:
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


def firing(server: Prometheus, alert: str) -> dict[tuple[str, str], dict]:
    """The firing ``alert``s of namespace HNS, by suite and surface."""
    return {
        (a["labels"]["suite"], a["labels"].get("surface", "")): a
        for a in server.alerts()
        if a["labels"]["alertname"] == alert
        and a["labels"].get("namespace") == HNS
        and a["state"] == "firing"
    }


HNS = "prom-harvest"


def test_the_harvest_alerts_fire_on_stored_harvests_and_survive_a_restart(
    cluster: Cluster,
    operator: OperatorProcess,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    tmp_path: Path,
) -> None:
    """A harvest 9 days old (a too-small one since) fires GoldenEvalHarvestStale, a surface covered 20 %
    GoldenEvalTrafficCoverageLow; a suite never harvested, a covered surface and a
    surface without questions stay quiet; an operator restart changes nothing."""
    cluster.prepare_namespace(HNS, operator.dsn)
    cluster.configmap(HNS, "golden-set", {"golden-set.yaml": golden_yaml("promh", 2)})
    now = datetime.now(UTC)
    store = open_store(operator.dsn)
    try:
        store.record_harvest("h-old", harvest(0.8, None), now - timedelta(days=9))
        # A broken export since: stored as too small, it does not count as a harvest.
        store.record_harvest("h-old", harvest(1.0, None), now - timedelta(hours=2), too_small=True)
        store.record_harvest("h-low", harvest(0.6, 0.2), now - timedelta(days=1))
    finally:
        store.close()
    golden = {"configMapRef": {"name": "golden-set"}}
    runs = [cluster.submit_run(HNS, {"suite": s, "goldenSet": golden}) for s in SUITES]
    for name in runs:
        assert cluster.wait_phase(HNS, name, FINAL)["phase"] == "Passed"
    # the chart's rules with the defaults' thresholds, without waiting out their `for`
    now_rules = {"harvestStale": {"for": "0m"}, "trafficCoverageLow": {"for": "0m"}}
    values = {"metrics": {"prometheusRule": {"enabled": True, **now_rules}}}
    rules = write_rules(tmp_path / "rules.yaml", chart_groups(values))
    with scraping(cluster, operator, tmp_path, rules) as server:
        stale = server.wait_for(
            "GoldenEvalHarvestStale for the suite harvested 9 days ago",
            lambda: firing(server, "GoldenEvalHarvestStale"),
        )
        low = server.wait_for(
            "GoldenEvalTrafficCoverageLow for the internal surface covered 20 %",
            lambda: firing(server, "GoldenEvalTrafficCoverageLow"),
        )
        time.sleep(3)  # several evaluations: nothing else joins them
        assert set(firing(server, "GoldenEvalHarvestStale")) == {("h-old", "")}
        assert set(firing(server, "GoldenEvalTrafficCoverageLow")) == {("h-low", "internal")}
        assert "ago" in stale["h-old", ""]["annotations"]["description"]
        assert "20%" in low["h-low", "internal"]["annotations"]["description"]

        # The restarted operator's first scrape has no harvest series (the store
        # is read beside it): the alerts stay firing from the same moment on.
        operator.stop()
        server.wait_for("the stopped operator", lambda: server.query("up == 0"))
        operator.start()
        server.wait_for(
            "the restarted operator's harvest series",
            lambda: server.query(
                f'goldeneval_traffic_coverage{{namespace="{HNS}"}} and on () (up == 1)'
            ),
        )
        time.sleep(3)
        after = {
            **firing(server, "GoldenEvalHarvestStale"),
            **firing(server, "GoldenEvalTrafficCoverageLow"),
        }
        before = {**stale, **low}
        assert {k: a["activeAt"] for k, a in after.items()} == {
            k: a["activeAt"] for k, a in before.items()
        }


SUITES = ("h-old", "h-low", "h-never")
