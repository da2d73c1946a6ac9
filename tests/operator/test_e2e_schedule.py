"""End to end: a GoldenSchedule in the emulator, the real operator, real evaluator runs.

The schedule is created while the operator is down and dated three days back,
so the operator starts into missed slots: it must create exactly one
catch-up GoldenRun (for the latest slot, under its deterministic name), the
run must pass, the schedule's status must say so, and a restart must not
create a second run for the slot. ``kubectl get`` shows the printer columns;
``/metrics`` shows the schedule's period.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import yaml

from goldeneval.operator.reconcile._conditions import rfc3339
from goldeneval.operator.schedule._cron import Cron, due
from goldeneval.operator.schedule._schedule import LABEL_SCHEDULE, run_name
from goldeneval.operator.schedule._scheduler import schedule_path
from goldeneval.testing import ChatbotStandIn, JudgeStandIn

from .conftest import GR, Cluster, OperatorProcess, golden_yaml, running_operator

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

ROOT = Path(__file__).resolve().parents[2]
GS = "goldeneval.ahu.go.id/v1alpha1/goldenschedules"
NS, NAME, SUITE = "sched-e2e", "nightly", "e2e-nightly"


@pytest.fixture(scope="module")
def stopped_operator(
    cluster: Cluster,
    standins: tuple[ChatbotStandIn, JudgeStandIn],
    pg_session_dsn: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[OperatorProcess]:
    """An operator (with the GoldenSchedule CRD served), stopped until the test starts it."""
    crd = yaml.safe_load((ROOT / "crds" / "goldenschedule.yaml").read_text())
    cluster.call(lambda: cluster.emu.install_crd(crd))
    workdir = tmp_path_factory.mktemp("operator")
    with running_operator(cluster, standins, pg_session_dsn, workdir) as op:
        op.stop()
        yield op


def scheduled_runs(cluster: Cluster) -> list[str]:
    return sorted(
        r["metadata"]["name"]
        for r in cluster.objects(GR, NS)
        if (r["metadata"].get("labels") or {}).get(LABEL_SCHEDULE) == NAME
    )


def test_a_schedule_catches_up_once_runs_and_survives_a_restart(
    cluster: Cluster, stopped_operator: OperatorProcess
) -> None:
    operator = stopped_operator
    cluster.prepare_namespace(NS, operator.dsn)
    cluster.configmap(NS, "golden-set", {"golden-set.yaml": golden_yaml("sched", 2)})
    example = yaml.safe_load((ROOT / "deploy" / "examples" / "goldenschedule.yaml").read_text())
    spec = example["spec"]
    spec["timeZone"] = "UTC"
    spec["schedule"] = "0 0 * * *"  # midnight UTC: the latest slot is today's
    del spec["startingDeadlineSeconds"]  # the catch-up slot may be hours old
    spec["template"]["spec"]["suite"] = SUITE
    cluster.create(GS, NS, {**example, "metadata": {"name": NAME, "namespace": NS}})
    created = datetime.now(UTC) - timedelta(days=3)

    def backdate() -> None:  # the schedule has existed for three days
        cluster.emu.store[(GS, NS, NAME)]["metadata"]["creationTimestamp"] = rfc3339(created)

    cluster.call(backdate)
    expected = due(Cron.parse("0 0 * * *", "UTC"), reference=created, now=datetime.now(UTC))
    assert expected.slot is not None and expected.missed >= 2
    run = run_name(NAME, expected.slot)

    operator.start()
    cluster.wait_for("the catch-up run", lambda: scheduled_runs(cluster), timeout=30)
    assert scheduled_runs(cluster) == [run]
    status = cluster.wait_phase(NS, run, ("Passed", "Failed", "Error"))
    assert status["phase"] == "Passed", status

    def schedule_status() -> dict:
        obj = cluster.get(GS, NS, NAME) or {}
        return obj.get("status") or {}

    cluster.wait_for(
        "lastSuccessfulTime", lambda: schedule_status().get("lastSuccessfulTime"), timeout=30
    )
    final = schedule_status()
    assert final["lastScheduleTime"] == rfc3339(expected.slot)
    assert final["active"] == []
    assert final["nextScheduleTime"] == rfc3339(expected.slot + timedelta(days=1))
    events = [e for e in cluster.objects("v1/events", NS) if e["reason"] == "RunCreated"]
    assert len(events) == 1
    assert f"{expected.missed} earlier missed slot(s) skipped" in events[0]["message"]

    # The operator restarts: the slot's run exists, so nothing new is created.
    operator.stop()
    since = cluster.call(lambda: len(cluster.emu.calls))
    operator.start()
    # Three passes of the restarted operator's scheduler over the schedule (each reads it
    # first), however long a loaded machine takes to make them.
    one = schedule_path(NS, NAME)

    def passes() -> int:
        calls = cluster.call(lambda: list(cluster.emu.calls[since:]))
        return sum(1 for m, path, watch, _ in calls if m == "GET" and path == one and not watch)

    cluster.wait_for("three passes of the restarted scheduler", lambda: passes() >= 3)
    assert scheduled_runs(cluster) == [run]
    assert "Traceback" not in operator.log()

    # What users see.
    env = {**os.environ, "KUBECONFIG": str(cluster.kubeconfig)}
    table = subprocess.run(
        ["kubectl", "get", "goldenschedules", "-n", NS],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert table.returncode == 0, table.stderr
    header, row = table.stdout.splitlines()
    assert header.split()[:4] == ["NAME", "SUITE", "SCHEDULE", "SUSPEND"]
    assert row.split()[:2] == [NAME, SUITE] and "0 0 * * *" in row
    metrics = operator.get("/metrics")[1]
    assert (
        f'goldeneval_schedule_period_seconds{{namespace="{NS}",schedule="{NAME}",'
        f'suite="{SUITE}"}} 86400.0'
    ) in metrics
