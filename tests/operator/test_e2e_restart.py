"""A restarted operator with finished runs costs O(1) API requests, not one per run (issue 14).

Its own module (own emulator and operator) so the requests counted are
about these runs only.
"""

from __future__ import annotations

import re
import time

import pytest

from .conftest import Cluster, OperatorProcess, golden_yaml
from .test_e2e_runs import FINAL, jobs_of, setup_ns, spec

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

RUNS = 4
JOBS = "batch/v1/jobs"
# A request about one object: .../goldenruns/<name>[/status] or .../jobs/<name>.
ONE_OBJECT = re.compile(r"/(goldenruns|jobs)/[^/]+(/status)?$")


def touch_job(cluster: Cluster, ns: str, name: str) -> None:
    job = cluster.emu.get(JOBS, ns, name)
    assert job is not None
    job["metadata"].setdefault("annotations", {})["touched"] = "yes"
    cluster.emu.update(JOBS, ns, name, job)


def test_a_restart_with_finished_runs_reads_no_run_one_by_one(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    ns = "restart-finished"
    setup_ns(cluster, operator, ns, golden_yaml(ns, 1))
    names = [cluster.submit_run(ns, spec(f"restart-finished-{i}")) for i in range(RUNS)]
    phases = [cluster.wait_phase(ns, name, FINAL)["phase"] for name in names]
    assert phases == ["Passed"] * RUNS
    assert len(jobs_of(cluster, ns)) == RUNS  # every finished run keeps its Job: an event each

    operator.stop()
    start = cluster.call(lambda: len(cluster.emu.calls))
    operator.start()
    time.sleep(1.5)  # the initial lists and a resync (1 s) of the restarted operator
    # Whichever of its watches kopf lists first, every finished run's Job
    # then changes once more (as a TTL or the Job controller would do).
    for job in jobs_of(cluster, ns):
        cluster.call(lambda job=job: touch_job(cluster, ns, job))
    time.sleep(1.5)
    calls = cluster.call(lambda: list(cluster.emu.calls[start:]))

    per_object = [(m, p) for m, p, watch, _ in calls if not watch and ONE_OBJECT.search(p)]
    assert per_object == [], f"{len(calls)} requests after the restart:\n{calls}"
    # The lists and watches it did make cover the runs and their Jobs.
    paths = [p for _, p, _, _ in calls]
    assert any(p.endswith("/goldenruns") for p in paths)
    assert any(p.endswith("/jobs") for p in paths)
