"""The GoldenSchedule controller over the real API (the emulator) with an injected clock.

The scheduler talks to the emulator through the operator's own KubeApi; the
test owns the clock, so days of nightly slots, downtime and restarts take
milliseconds. No GoldenRun controller runs here: the test finishes runs by
writing their status, as the operator would.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import yaml

from goldeneval.operator.kube._client import KubeApi, load_connection
from goldeneval.operator.reconcile._conditions import rfc3339
from goldeneval.operator.schedule._schedule import LABEL_SCHEDULE, run_name
from goldeneval.operator.schedule._scheduler import Scheduler

from .conftest import GR, Cluster

pytestmark = pytest.mark.operator

ROOT = Path(__file__).resolve().parents[2]
GS = "goldeneval.ahu.go.id/v1alpha1/goldenschedules"


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(scope="module")
def api(cluster: Cluster) -> Iterator[KubeApi]:
    crd = yaml.safe_load((ROOT / "crds" / "goldenschedule.yaml").read_text())
    cluster.call(lambda: cluster.emu.install_crd(crd))
    client = KubeApi(load_connection(str(cluster.kubeconfig)))
    try:
        yield client
    finally:
        client.close()


def create_schedule(cluster: Cluster, ns: str, name: str, created: datetime, **spec: Any) -> None:
    cluster.create(
        GS,
        ns,
        {
            "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
            "kind": "GoldenSchedule",
            "metadata": {"name": name},
            "spec": {
                "schedule": "0 2 * * *",
                "template": {
                    "spec": {"suite": f"{ns}-suite", "goldenSet": {"configMapRef": {"name": "gs"}}}
                },
                **spec,
            },
        },
    )

    def backdate() -> None:  # the emulator stamps "now"; the test's clock is elsewhere
        cluster.emu.store[(GS, ns, name)]["metadata"]["creationTimestamp"] = rfc3339(created)

    cluster.call(backdate)


def runs(cluster: Cluster, ns: str) -> list[str]:
    return sorted(
        r["metadata"]["name"]
        for r in cluster.objects(GR, ns)
        if LABEL_SCHEDULE in (r["metadata"].get("labels") or {})
    )


def finish(cluster: Cluster, ns: str, name: str, phase: str, when: datetime) -> None:
    status = {
        "phase": phase,
        "reason": "GatePassed" if phase == "Passed" else "GateFailed",
        "completionTime": rfc3339(when),
        "counts": {"items": 1, "scored": 1, "passed": int(phase == "Passed")},
    }
    cluster.call(lambda: cluster.emu.patch_status(GR, ns, name, status))


def schedule_status(cluster: Cluster, ns: str, name: str) -> dict[str, Any]:
    obj = cluster.get(GS, ns, name)
    assert obj is not None
    status: dict[str, Any] = obj.get("status") or {}
    return status


def day(d: int, hour: int = 2, minute: int = 0) -> datetime:
    return datetime(2026, 6, d, hour, minute, tzinfo=UTC)


def test_nightly_runs_restarts_and_downtime(cluster: Cluster, api: KubeApi) -> None:
    ns = "sched-nightly"
    create_schedule(cluster, ns, "nightly", day(1, 12), successfulRunsHistoryLimit=2)
    clock = Clock(day(1, 23))
    scheduler = Scheduler(api, resync_seconds=1, clock=clock)

    scheduler.reconcile(ns, "nightly")
    assert runs(cluster, ns) == []
    assert schedule_status(cluster, ns, "nightly")["nextScheduleTime"] == rfc3339(day(2))

    clock.now = day(
        2,
        2,
        0,
    )
    scheduler.reconcile(ns, "nightly")
    first = run_name("nightly", day(2))
    assert runs(cluster, ns) == [first]
    # a restarted operator (a new scheduler, nothing in memory) in the same slot
    restarted = Scheduler(api, resync_seconds=1, clock=clock)
    clock.now = day(2, 2, 1)
    restarted.reconcile(ns, "nightly")
    restarted.reconcile(ns, "nightly")
    assert runs(cluster, ns) == [first]
    status = schedule_status(cluster, ns, "nightly")
    assert status["lastScheduleTime"] == rfc3339(day(2))
    assert [a["name"] for a in status["active"]] == [first]

    finish(cluster, ns, first, "Passed", day(2, 2, 30))
    # the operator was down for three nights: one catch-up run, for the latest slot
    clock.now = day(5, 9)
    restarted.reconcile(ns, "nightly")
    catch_up = run_name("nightly", day(5))
    assert runs(cluster, ns) == sorted([first, catch_up])
    status = schedule_status(cluster, ns, "nightly")
    assert status["lastSuccessfulTime"] == rfc3339(day(2, 2, 30))
    assert [a["name"] for a in status["active"]] == [catch_up]
    events = [e for e in cluster.objects("v1/events", ns) if e["reason"] == "RunCreated"]
    assert len(events) == 2
    assert "2 earlier missed slot(s) skipped" in events[-1]["message"]

    # the history limit keeps the two newest passed runs
    finish(cluster, ns, catch_up, "Passed", day(5, 9, 20))
    for d in (6, 7):
        clock.now = day(d, 2, 5)
        restarted.reconcile(ns, "nightly")
        finish(cluster, ns, run_name("nightly", day(d)), "Passed", day(d, 2, 30))
    clock.now = day(7, 3)
    restarted.reconcile(ns, "nightly")
    assert runs(cluster, ns) == sorted([run_name("nightly", day(6)), run_name("nightly", day(7))])
    assert schedule_status(cluster, ns, "nightly")["lastSuccessfulTime"] == rfc3339(day(7, 2, 30))


def test_forbid_and_replace_against_the_api(cluster: Cluster, api: KubeApi) -> None:
    ns = "sched-policy"
    create_schedule(cluster, ns, "forbid", day(1, 12))
    create_schedule(cluster, ns, "replace", day(1, 12), concurrencyPolicy="Replace")
    clock = Clock(day(2, 2, 1))
    scheduler = Scheduler(api, resync_seconds=1, clock=clock)
    for name in ("forbid", "replace"):
        scheduler.reconcile(ns, name)
    clock.now = day(3, 2, 1)  # yesterday's runs are still going
    for name in ("forbid", "replace"):
        scheduler.reconcile(ns, name)
    assert runs(cluster, ns) == sorted([run_name("forbid", day(2)), run_name("replace", day(3))])
    ready = next(
        c for c in schedule_status(cluster, ns, "forbid")["conditions"] if c["type"] == "Ready"
    )
    assert ready["reason"] == "Waiting" and run_name("forbid", day(2)) in ready["message"]


def test_deleting_a_schedule_deletes_its_runs(cluster: Cluster, api: KubeApi) -> None:
    ns = "sched-delete"
    create_schedule(cluster, ns, "gone", day(1, 12))
    scheduler = Scheduler(api, resync_seconds=1, clock=Clock(day(2, 3)))
    scheduler.reconcile(ns, "gone")
    assert runs(cluster, ns) == [run_name("gone", day(2))]
    cluster.delete(GS, ns, "gone")
    assert runs(cluster, ns) == []
    assert scheduler.reconcile(ns, "gone") is None  # nothing to do, no error


def test_the_loop_wakes_for_the_next_slot_and_reports_periods(
    cluster: Cluster, api: KubeApi
) -> None:
    """run_forever with a clock that jumps: each slot is created once, in order."""
    ns = "sched-loop"
    create_schedule(
        cluster, ns, "hourly", day(1, 12), schedule="0 * * * *", concurrencyPolicy="Allow"
    )
    clock = Clock(day(1, 12, 30))
    scheduler = Scheduler(api, resync_seconds=0.05, clock=clock)
    obj = cluster.get(GS, ns, "hourly")
    assert obj is not None

    async def created(name: str) -> None:
        """Until the scheduler has created ``name`` (the event, however slow the machine)."""
        async with asyncio.timeout(60):
            while name not in await asyncio.to_thread(runs, cluster, ns):
                await asyncio.sleep(0.05)

    async def drive() -> None:
        task = asyncio.create_task(scheduler.run_forever())
        await asyncio.sleep(0)
        scheduler.on_schedule_event("ADDED", obj)
        for hour in (13, 14, 15):
            clock.now = day(1, hour, 0) + timedelta(seconds=10)
            await created(run_name("hourly", day(1, hour)))
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(drive())
    assert runs(cluster, ns) == [run_name("hourly", day(1, h)) for h in (13, 14, 15)]
    (period,) = list(scheduler.periods())
    assert (period.namespace, period.schedule, period.suite) == (ns, "hourly", f"{ns}-suite")
    assert period.period_seconds == 3600
