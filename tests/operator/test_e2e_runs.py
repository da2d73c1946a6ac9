"""End to end: real operator (kopf) ↔ emulator ↔ real evaluator subprocesses ↔ stand-ins ↔ Postgres.

Each test uses its own namespace and suite; the module shares one emulator,
one pair of stand-ins and one operator process.
"""

from __future__ import annotations

import time

import pytest

from goldeneval.testing import ChatbotStandIn, JudgeStandIn

from .conftest import BAD, GR, Cluster, OperatorProcess, golden_yaml
from .jobsim import Faults

pytestmark = [pytest.mark.operator, pytest.mark.postgres]

FINAL = ("Passed", "Failed", "Error")


def setup_ns(cluster: Cluster, operator: OperatorProcess, ns: str, set_text: str) -> None:
    cluster.prepare_namespace(ns, operator.dsn)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": set_text})


def conditions(status: dict) -> dict[str, str]:
    return {c["type"]: c["status"] for c in status.get("conditions", [])}


def spec(suite: str, **extra: object) -> dict:
    return {"suite": suite, "goldenSet": {"configMapRef": {"name": "golden-set"}}, **extra}


def question(prefix: str, i: int) -> str:
    return f"[{prefix}] pertanyaan nomor {i}?"


def jobs_of(cluster: Cluster, ns: str) -> list[str]:
    return [j["metadata"]["name"] for j in cluster.objects("batch/v1/jobs", ns)]


def test_the_evaluator_passes_as_the_pods_user_under_a_root_owned_dev(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    """Issue 30: the kubelet's layout (a 0666 termination log in a root-owned 0755
    ``/dev``, the process as UID 65532) once made every shard exit 2."""
    ns = "podlayout"
    setup_ns(cluster, operator, ns, golden_yaml("podlayout", 2))
    name = cluster.submit_run(ns, spec("e2e-podlayout", shards=2))
    status = cluster.wait_phase(ns, name, FINAL)

    assert status["phase"] == "Passed", status
    job = jobs_of(cluster, ns)[0]
    layouts = [v for pod, v in cluster.jobs.layouts.items() if pod.startswith(job)]
    assert len(layouts) == 2
    for layout in layouts:
        assert layout == {
            "uid": 65532,
            "gid": 65532,
            "dev_owner": 0,
            "dev_mode": 0o755,
            "log_mode": 0o666,
        }


def test_a_passing_run(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    bot, judge = standins
    ns = "pass"
    setup_ns(cluster, operator, ns, golden_yaml("pass", 3))
    name = cluster.submit_run(ns, spec("e2e-pass"))
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Passed", status
    assert conditions(status) == {
        "Complete": "True",
        "Passed": "True",
        "Ready": "True",
        "Reconciling": "False",
        "Stalled": "False",
    }
    assert status["passRate"] == "1.000"
    assert status["counts"] == {
        "items": 3,
        "scored": 3,
        "passed": 3,
        "failed": 0,
        "errored": 0,
        "skipped": 0,
    }
    assert status["observedGeneration"] == 1
    assert all(c["observedGeneration"] == 1 for c in status["conditions"])
    run = cluster.get(GR, ns, name)
    assert run is not None and status["runId"] == run["metadata"]["uid"]
    assert jobs_of(cluster, ns) == [status["jobName"]]
    assert [e["reason"] for e in cluster.events_for(ns, name)] == ["Started", "GatePassed"]
    # The real evaluator asked the real stand-ins, with the judge key from the Secret.
    assert all(bot.requests_per_question[question("pass", i)] >= 1 for i in range(3))
    assert judge.authorizations["Bearer judge-secret-key-123"] >= 3
    # Nothing secret leaked into the status or the events.
    text = str(cluster.get(GR, ns, name)) + str(cluster.events_for(ns, name))
    assert "judge-secret-key-123" not in text and operator.dsn not in text


def test_a_failing_gate(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    bot, _ = standins
    ns = "fail"
    setup_ns(cluster, operator, ns, golden_yaml("fail", 2))
    for i in range(2):
        bot.answers[question("fail", i)] = BAD
    name = cluster.submit_run(ns, spec("e2e-fail"))
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Failed", status
    assert conditions(status) == {
        "Complete": "True",
        "Passed": "False",
        "Ready": "False",
        "Reconciling": "False",
        "Stalled": "True",
    }
    assert status["passRate"] == "0.000"
    assert status["gate"]["passed"] is False
    assert any("pass rate 0.00 < 0.80" in r for r in status["gate"]["reasons"])
    assert status["message"].startswith("GATE FAILED")
    assert [e["reason"] for e in cluster.events_for(ns, name)] == ["Started", "GateFailed"]


def test_a_verified_regression_across_two_runs(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    bot, _ = standins
    ns = "regress"
    setup_ns(cluster, operator, ns, golden_yaml("regress", 5))
    first = cluster.submit_run(ns, spec("e2e-regress"))
    assert cluster.wait_phase(ns, first, FINAL)["phase"] == "Passed"
    bot.answers[question("regress", 0)] = BAD  # 4/5 = 0.8 still meets the floor
    second = cluster.submit_run(ns, spec("e2e-regress"))
    status = cluster.wait_phase(ns, second, FINAL)
    assert status["phase"] == "Failed", status
    assert status["passRate"] == "0.800"
    assert status["regressions"]["verified"] == 1
    assert status["regressions"]["verifiedIds"] == ["regress-item-0"]
    assert status["gate"]["reasons"] == ["1 verified item regressed (regress-item-0)"]


def test_a_three_shard_run(cluster: Cluster, operator: OperatorProcess) -> None:
    ns = "shards"
    setup_ns(cluster, operator, ns, golden_yaml("shards", 6))
    name = cluster.submit_run(ns, spec("e2e-shards", shards=3))
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Passed", status
    assert status["counts"]["items"] == 6 and status["counts"]["passed"] == 6
    pods = cluster.objects("v1/pods", ns)
    indexes = sorted(
        p["metadata"]["labels"]["batch.kubernetes.io/job-completion-index"] for p in pods
    )
    assert indexes == ["0", "1", "2"]
    job = cluster.get("batch/v1/jobs", ns, status["jobName"])
    assert job is not None and job["spec"]["completions"] == 3
    assert job["status"]["completedIndexes"] == "0-2"


def test_an_invalid_golden_set_fails_fast_without_a_job(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    ns = "invalid"
    broken = (
        "- id: a\n  surface: public\n  domain: d\n  question: q?\n  expected: {}\n  verfied: true\n"
    )
    setup_ns(cluster, operator, ns, broken)
    name = cluster.submit_run(ns, spec("e2e-invalid"))
    # Fast means before any Job (checked below), not within a stopwatch's guess.
    status = cluster.wait_phase(ns, name, FINAL, timeout=60)
    assert status["phase"] == "Error"
    assert status["reason"] == "InvalidGoldenSet"
    assert (
        "verfied" in status["message"]
        and "configmap/golden-set/golden-set.yaml" in status["message"]
    )
    assert conditions(status)["Stalled"] == "True" and conditions(status)["Passed"] == "False"
    assert jobs_of(cluster, ns) == []
    assert [e["reason"] for e in cluster.events_for(ns, name)] == ["InvalidGoldenSet"]


def test_a_set_broken_after_the_check_fails_the_job_without_retries(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    """The evaluator itself rejects its input (exit 2): podFailurePolicy fails the Job at once."""
    ns = "exit2"
    cluster.prepare_namespace(ns, operator.dsn)
    # The operator checks the set before the Job: so edit it after the check, before the pod mounts it.
    cluster.configmap(ns, "late-set", {"golden-set.yaml": golden_yaml("exit2", 2)})
    cluster.set_faults("e2e-exit2-late", Faults(corrupt_set=True))
    name = cluster.submit_run(
        ns, {**spec("e2e-exit2-late"), "goldenSet": {"configMapRef": {"name": "late-set"}}}
    )
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Error", status
    assert status["reason"] == "InvalidInput"
    assert "exited with code 2" in status["message"]
    (job,) = [
        j
        for j in cluster.objects("batch/v1/jobs", ns)
        if j["metadata"]["name"] == status["jobName"]
    ]
    assert job["status"]["conditions"][-1]["reason"] == "PodFailurePolicy"
    assert cluster.call(lambda: cluster.jobs.attempts[(status["jobName"], 0)]) == 1  # never retried


def test_an_evaluator_crash_is_retried(cluster: Cluster, operator: OperatorProcess) -> None:
    ns = "crash"
    setup_ns(cluster, operator, ns, golden_yaml("crash", 2))
    cluster.set_faults("e2e-crash", Faults(crash_first_attempt={0}))
    name = cluster.submit_run(ns, spec("e2e-crash"))
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Passed", status
    assert cluster.call(lambda: cluster.jobs.attempts[(status["jobName"], 0)]) == 2
    pods = cluster.objects("v1/pods", ns)
    codes = sorted(
        p["status"]["containerStatuses"][0]["state"]["terminated"]["exitCode"] for p in pods
    )
    assert codes == [0, 3]


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        (Faults(garbage_message=True), "ShardSummaryInvalid"),
        (Faults(no_message=True), "ShardSummaryInvalid"),
        (Faults(image_pull=True), "ImagePullFailed"),
    ],
    ids=["garbage-message", "no-message", "image-pull"],
)
def test_broken_pods_are_errors_never_passes(
    cluster: Cluster, operator: OperatorProcess, fault: Faults, reason: str
) -> None:
    ns = f"fault-{reason.lower()}-{int(fault.no_message)}"
    suite = f"e2e-{ns}"
    setup_ns(cluster, operator, ns, golden_yaml(ns, 1))
    cluster.set_faults(suite, fault)
    name = cluster.submit_run(ns, spec(suite))
    status = cluster.wait_phase(ns, name, FINAL)
    assert status["phase"] == "Error", status
    assert status["reason"] == reason
    assert status["gate"]["passed"] is False
    if fault.image_pull:
        assert "cannot pull its image" in status["message"]
        # The cluster's own words, not only ours: ErrImagePull's, or the back-off that
        # follows it 0.3 s later when the operator looks after that (a loaded machine).
        said = status["message"]
        assert ("pull image" in said and "not found" in said) or "Back-off pulling image" in said
        cluster.wait_for(
            "the stuck Job to be deleted", lambda: jobs_of(cluster, ns) == [], timeout=10
        )


def test_operator_restarted_mid_run_creates_no_second_job(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    bot, _ = standins
    ns = "restart"
    setup_ns(cluster, operator, ns, golden_yaml("restart", 2))
    bot.latency_ms = 1500
    try:
        name = cluster.submit_run(ns, spec("e2e-restart"))
        running = cluster.wait_phase(ns, name, ("Running",), timeout=15)
        operator.stop()
        time.sleep(0.5)
        operator.start()
        status = cluster.wait_phase(ns, name, FINAL)
    finally:
        bot.latency_ms = 5
    events = [(e["reason"], e["message"]) for e in cluster.events_for(ns, name)]
    context = f"status={status}\nevents={events}\noperator log:\n{operator.log()[-4000:]}"
    assert status["phase"] == "Passed", context
    assert jobs_of(cluster, ns) == [running["jobName"]], context
    assert cluster.call(lambda: cluster.jobs.started_jobs.count(running["jobName"])) == 1, context
    assert [reason for reason, _ in events] == ["Started", "GatePassed"], context


def scrape(operator: OperatorProcess) -> str:
    return operator.get("/metrics")[1]


def test_a_run_deleted_mid_run_takes_its_job_and_series_with_it(
    cluster: Cluster, operator: OperatorProcess, standins: tuple[ChatbotStandIn, JudgeStandIn]
) -> None:
    bot, _ = standins
    ns = "delete"
    setup_ns(cluster, operator, ns, golden_yaml("delete", 2))
    bot.latency_ms = 3000
    try:
        name = cluster.submit_run(ns, spec("e2e-delete"))
        running = cluster.wait_phase(ns, name, ("Running",), timeout=15)
        cluster.wait_for(
            "an evaluator process", lambda: cluster.call(lambda: bool(cluster.jobs.processes))
        )
        series = 'goldeneval_runs_in_progress{namespace="delete",suite="e2e-delete"} 1.0'
        cluster.wait_for("the in-progress series", lambda: series in scrape(operator), timeout=10)
        cluster.delete(GR, ns, name)
        cluster.wait_for("the Job to be collected", lambda: jobs_of(cluster, ns) == [], timeout=10)
        cluster.wait_for(
            "the pods to be collected", lambda: cluster.objects("v1/pods", ns) == [], timeout=10
        )
        cluster.wait_for(
            "the processes to be killed",
            lambda: cluster.call(
                lambda: not any(p.startswith(running["jobName"]) for p in cluster.jobs.processes)
            ),
            timeout=10,
        )
        cluster.wait_for(
            "the series to go", lambda: 'suite="e2e-delete"' not in scrape(operator), timeout=10
        )
    finally:
        bot.latency_ms = 5


def test_pods_that_cannot_be_created_stall_the_run_with_the_clusters_message(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    """No evaluator ServiceAccount in the namespace: the Job controller's FailedCreate."""
    ns = "no-sa"
    cluster.prepare_namespace(ns, operator.dsn, service_account=False)
    cluster.configmap(ns, "golden-set", {"golden-set.yaml": golden_yaml(ns, 1)})
    name = cluster.submit_run(ns, spec("e2e-no-sa"))
    started = time.monotonic()
    status = cluster.wait_phase(ns, name, FINAL, timeout=60)
    assert time.monotonic() - started < 60
    assert status["phase"] == "Error", status
    assert status["reason"] == "PodCreationFailed"
    assert 'serviceaccount "goldeneval-evaluator" not found' in status["message"]
    assert {c["type"]: c["status"] for c in status["conditions"]}["Stalled"] == "True"
    assert status["gate"]["passed"] is False
    cluster.wait_for("the stuck Job to be deleted", lambda: jobs_of(cluster, ns) == [], timeout=10)
    assert cluster.objects("v1/pods", ns) == []


def rbac_request(method: str, path: str, watch: bool) -> tuple[str, str, str] | None:
    """(apiGroup, resource[/subresource], verb) of an API request; None for discovery."""
    parts = path.strip("/").split("/")
    if parts[0] == "api" and len(parts) > 2:
        group, rest = "", parts[2:]
    elif parts[0] == "apis" and len(parts) > 3:
        group, rest = parts[1], parts[3:]
    else:
        return None  # /api, /apis, /api/v1, /apis/G/V, /version: discovery, open to everyone
    if rest[0] == "namespaces" and len(rest) > 2:
        rest = rest[2:]  # namespaced resource
    resource, name, sub = rest[0], rest[1] if len(rest) > 1 else None, rest[2:3]
    if sub:
        resource = f"{resource}/{sub[0]}"
    verb = {
        "GET": "watch" if watch else ("get" if name else "list"),
        "POST": "create",
        "PATCH": "patch",
        "PUT": "update",
        "DELETE": "delete",
    }[method]
    return group, resource, verb


def test_the_charts_rbac_covers_every_call_the_operator_made(
    cluster: Cluster, operator: OperatorProcess
) -> None:
    """Every call the operator (and its kopf) made, against the chart's cluster-wide
    ClusterRoles: a call the chart does not grant would be a 403 in a real cluster."""
    import yaml

    from tests.chart._render import by_kind, render

    # Runs of its own, so every kind of call is made whatever else ran before:
    # an inline set (a ConfigMap is created) and pods that cannot be created
    # (FailedCreate events are listed, the Job is deleted).
    cluster.prepare_namespace("rbac", operator.dsn)
    inline = {"suite": "e2e-rbac", "goldenSet": {"items": yaml.safe_load(golden_yaml("rbac", 1))}}
    ok = cluster.submit_run("rbac", inline)
    cluster.prepare_namespace("rbac-no-sa", operator.dsn, service_account=False)
    stuck = cluster.submit_run("rbac-no-sa", inline)
    assert cluster.wait_phase("rbac", ok, FINAL)["phase"] == "Passed"
    assert cluster.wait_phase("rbac-no-sa", stuck, FINAL)["reason"] == "PodCreationFailed"
    cluster.wait_for("the stuck Job to go", lambda: jobs_of(cluster, "rbac-no-sa") == [], 10)

    granted: dict[tuple[str, str], set[str]] = {}
    objects = render()
    for role in by_kind(objects, "ClusterRole"):
        for rule in role["rules"]:
            for group in rule.get("apiGroups", ()):
                for resource in rule["resources"]:
                    granted.setdefault((group, resource), set()).update(rule["verbs"])
    # The built-in system:auth-delegator, which the chart binds to the operator.
    delegated = [
        b
        for b in by_kind(objects, "ClusterRoleBinding")
        if b["roleRef"]["name"] == "system:auth-delegator"
    ]
    if delegated:
        granted[("authentication.k8s.io", "tokenreviews")] = {"create"}
        granted[("authorization.k8s.io", "subjectaccessreviews")] = {"create"}
    calls = cluster.call(lambda: list(cluster.emu.calls))
    made = {
        request
        for method, path, watch, agent in calls
        if agent.startswith(("goldeneval-operator", "kopf/"))
        and (request := rbac_request(method, path, watch)) is not None
    }
    missing = sorted(r for r in made if r[2] not in granted.get((r[0], r[1]), set()))
    assert missing == [], missing
    # Not vacuous: the runs above made the operator do all of this.
    for needed in [
        ("goldeneval.ahu.go.id", "goldenruns", "watch"),
        ("goldeneval.ahu.go.id", "goldenruns/status", "patch"),
        ("batch", "jobs", "create"),
        ("batch", "jobs", "delete"),
        ("", "pods", "list"),
        ("", "configmaps", "create"),
        ("", "events", "create"),
        ("", "events", "list"),
        ("authentication.k8s.io", "tokenreviews", "create"),  # metrics read with a token
        ("authorization.k8s.io", "subjectaccessreviews", "create"),
    ]:
        assert needed in made, needed
