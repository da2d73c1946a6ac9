"""The operator at scale (issue #14): many GoldenRuns applied at once, then a restart.

Uses only the test harness and the operator as a user runs it: the Kubernetes
API emulator with its simulated Job controller (``tests/operator``), the
real ``goldeneval operator`` in a subprocess, real ``goldeneval run``
evaluator processes for every Job (one-item golden sets, loopback stand-ins,
one shared SQLite history file), nothing of the operator's internals.

1. ``--runs`` GoldenRuns (default 200, each its own suite) are created in the
   emulator back to back. Measured until every run is in a terminal phase:
   Jobs created (exactly one per run, no duplicates), the runs' phases and
   their Complete condition, the time from a run's creation to its Job's
   creation and to its terminal phase (median, p95), and the operator's API
   requests per run (the emulator logs every request it serves).
2. The operator is stopped and started again with all runs finished; over
   ``--settle`` seconds after it is healthy, its requests are counted: a
   restart should cost O(1) requests per run (a list and a watch per
   resource), not a reconcile GET per run.

    .venv/bin/python bench/bench_operator_scale.py [--runs 200] [--settle 20] [--no-evaluators]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import jsonschema
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the emulator and Job controller live with the tests

from tests.conftest import unused_port  # noqa: E402
from tests.operator.conftest import (  # noqa: E402
    GOOD,
    GR,
    Cluster,
    OperatorProcess,
    golden_yaml,
    operator_config_text,
)
from tests.operator.jobsim import Faults  # noqa: E402

from goldeneval.testing import ChatbotStandIn, JudgeStandIn, serve_in_thread  # noqa: E402

JOBS = "batch/v1/jobs"
FINAL = ("Passed", "Failed", "Error")
NAMESPACE = "scale"


def cache_validators() -> None:
    """Validate against each schema with a validator built once (this process only).

    The emulator calls ``jsonschema.validate`` on every create and update,
    which checks the schema itself and builds a validator each time: ~40 ms
    of the emulator's event loop per call here, which would make this
    benchmark measure the emulator (hundreds of status patches) rather than
    the operator. Same checks; on failure the original call raises the same
    error as before.
    """
    original = jsonschema.validate
    validators: dict[int, tuple[Any, Any]] = {}

    def validate(instance: Any, schema: Any, *args: Any, **kwargs: Any) -> None:
        held = validators.get(id(schema))
        if held is None or held[0] is not schema:
            held = validators[id(schema)] = (
                schema,
                jsonschema.validators.validator_for(schema)(schema),
            )
        if not held[1].is_valid(instance):
            original(instance, schema, *args, **kwargs)

    jsonschema.validate = validate


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def spread(values: list[float]) -> str:
    if not values:
        return "n/a"
    return (
        f"median {statistics.median(values):.2f} s, p95 {percentile(values, 0.95):.2f} s, "
        f"max {max(values):.2f} s"
    )


def requests_since(cluster: Cluster, start: int) -> list[tuple[str, str]]:
    log: list[tuple[str, str]] = cluster.call(lambda: list(cluster.emu.requests_log[start:]))
    return log


def request_count(cluster: Cluster) -> int:
    n: int = cluster.call(lambda: len(cluster.emu.requests_log))
    return n


def by_kind(log: list[tuple[str, str]]) -> dict[str, int]:
    """Requests by method and resource (the last path segment that names a plural)."""
    kinds: Counter[str] = Counter()
    for method, path in log:
        parts = [p for p in path.split("/") if p]
        plural = next(
            (p for p in reversed(parts) if p in ("goldenruns", "jobs", "pods", "events", "status")),
            parts[-1] if parts else "?",
        )
        if plural == "status":
            plural = "goldenruns/status" if "goldenruns" in parts else "status"
        kinds[f"{method} {plural}"] += 1
    return dict(kinds.most_common())


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--settle", type=float, default=20.0, help="seconds observed after a restart")
    ap.add_argument("--timeout", type=float, default=900.0)
    ap.add_argument(
        "--no-evaluators",
        action="store_true",
        help="pods never start (their image cannot be pulled, so runs end in Error): the "
        "operator's own pace, without 200 evaluator processes competing for the CPU",
    )
    args = ap.parse_args()
    results: dict[str, Any] = {"runs": args.runs, "evaluators": not args.no_evaluators}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        dsn = f"sqlite:///{work}/history.db"
        cluster = Cluster(work)
        cache_validators()
        cluster.start()
        created_jobs: list[tuple[float, str, str]] = []  # (when, job name, owner run)

        def on_change(key: str, etype: str, obj: dict[str, Any]) -> None:
            if key == JOBS and etype == "ADDED":
                owners = obj["metadata"].get("ownerReferences") or [{}]
                created_jobs.append(
                    (time.monotonic(), obj["metadata"]["name"], owners[0].get("name", "?"))
                )

        cluster.call(lambda: cluster.emu.hooks.append(on_change))
        bot = ChatbotStandIn(default_answer=GOOD)
        judge = JudgeStandIn()
        try:
            with serve_in_thread(bot), serve_in_thread(judge):
                cluster.prepare_namespace(NAMESPACE, dsn)
                cluster.configmap(NAMESPACE, "golden-set", {"golden-set.yaml": golden_yaml("s", 1)})
                results |= measure(
                    cluster, created_jobs, operator_process(cluster, bot, judge, dsn, work), args
                )
        finally:
            cluster.stop()
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    name = "operator_scale_no_evaluators" if args.no_evaluators else "operator_scale"
    (out / f"{name}.json").write_text(json.dumps(results, indent=2))
    return 0


def operator_process(
    cluster: Cluster, bot: ChatbotStandIn, judge: JudgeStandIn, dsn: str, work: Path
) -> OperatorProcess:
    """The test operator's config, with the production resync and pending timeout."""
    port = unused_port()
    config = yaml.safe_load(operator_config_text(bot.url, judge.url, port))
    config.pop("resyncSeconds", None)
    config.pop("pendingTimeoutSeconds", None)
    path = work / "operator.yaml"
    path.write_text(yaml.safe_dump(config))
    return OperatorProcess(cluster, path, port, dsn, work / "operator.log")


def golden_run(name: str, suite: str) -> dict[str, Any]:
    return {
        "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
        "kind": "GoldenRun",
        "metadata": {"name": name},
        "spec": {"suite": suite, "goldenSet": {"configMapRef": {"name": "golden-set"}}},
    }


def measure(
    cluster: Cluster,
    created_jobs: list[tuple[float, str, str]],
    op: OperatorProcess,
    args: argparse.Namespace,
) -> dict[str, Any]:
    found: dict[str, Any] = {}
    start = request_count(cluster)
    op.start()
    try:
        time.sleep(2)  # the operator lists and starts its watches; counted apart
        before = request_count(cluster)
        found["startup_requests_empty_cluster"] = before - start
        created: dict[str, float] = {}
        if args.no_evaluators:
            for i in range(args.runs):
                cluster.set_faults(f"scale-{i:04d}", Faults(image_pull=True))

        def apply(first: int, last: int) -> None:
            for i in range(first, last):
                name = f"run-{i:04d}"
                cluster.emu.put(GR, NAMESPACE, golden_run(name, f"scale-{i:04d}"))
                created[name] = time.monotonic()

        t0 = time.monotonic()
        # On the emulator's loop, 20 at a time: "applied at once", as by a CI
        # fan-out, paced only by the emulator's own validation of each object.
        for first in range(0, args.runs, 20):
            cluster.call(lambda f=first: apply(f, min(f + 20, args.runs)))  # type: ignore[misc]
        applied = time.monotonic() - t0
        finished: dict[str, float] = {}
        phases: dict[str, str] = {}
        deadline = time.monotonic() + args.timeout
        while len(finished) < args.runs and time.monotonic() < deadline:
            for obj in cluster.objects(GR, NAMESPACE):
                name = obj["metadata"]["name"]
                phase = (obj.get("status") or {}).get("phase", "")
                phases[name] = phase
                if phase in FINAL and name not in finished:
                    finished[name] = time.monotonic()
            time.sleep(0.25)
        wall = time.monotonic() - t0
        during = requests_since(cluster, before)
        runs = cluster.objects(GR, NAMESPACE)
        complete = sum(
            1
            for r in runs
            if any(
                c.get("type") == "Complete" and c.get("status") == "True"
                for c in (r.get("status") or {}).get("conditions", [])
            )
        )
        jobs = list(created_jobs)
        owners = Counter(owner for _, _, owner in jobs)
        first_job = {owner: when for when, _, owner in sorted(jobs, reverse=True)}
        to_job = [first_job[n] - created[n] for n in created if n in first_job]
        to_final = [finished[n] - created[n] for n in created if n in finished]
        found["apply"] = {
            "applied_in_s": round(applied, 2),
            "wall_to_all_final_s": round(wall, 1),
            "jobs_created": len(jobs),
            "runs_with_a_job": len(owners),
            "duplicate_jobs": sum(n - 1 for n in owners.values()),
            "jobs_in_cluster": len(cluster.objects(JOBS, NAMESPACE)),
            "phases": dict(Counter(phases.values())),
            "complete_condition_true": complete,
            "apply_to_job_s": {
                "median": round(statistics.median(to_job), 3) if to_job else None,
                "p95": round(percentile(to_job, 0.95), 3) if to_job else None,
            },
            "apply_to_final_s": {
                "median": round(statistics.median(to_final), 2) if to_final else None,
                "p95": round(percentile(to_final, 0.95), 2) if to_final else None,
            },
            "operator_requests": len(during),
            "operator_requests_per_run": round(len(during) / args.runs, 2),
            "by_kind": by_kind(during),
        }
        print(
            f"{args.runs} GoldenRuns created in {applied:.2f} s; all terminal after {wall:.1f} s\n"
            f"  Jobs created {len(jobs)} for {len(owners)} runs, duplicates "
            f"{found['apply']['duplicate_jobs']}, Jobs in the cluster "
            f"{found['apply']['jobs_in_cluster']}\n"
            f"  phases {found['apply']['phases']}, Complete=True on {complete}\n"
            f"  creation -> Job: {spread(to_job)}\n"
            f"  creation -> terminal phase: {spread(to_final)}\n"
            f"  operator API requests: {len(during)} = {len(during) / args.runs:.2f} per run; "
            f"{found['apply']['by_kind']}",
            flush=True,
        )
    finally:
        op.stop()
    # Restart with every run finished; counted from before the process starts.
    jobs_before = len(created_jobs)
    start = request_count(cluster)
    op.start()
    try:
        time.sleep(args.settle)
        after = requests_since(cluster, start)
    finally:
        op.stop()
    phases_after = Counter(
        (obj.get("status") or {}).get("phase", "") for obj in cluster.objects(GR, NAMESPACE)
    )
    found["restart"] = {
        "settle_s": args.settle,
        "operator_requests": len(after),
        "operator_requests_per_run": round(len(after) / args.runs, 3),
        "by_kind": by_kind(after),
        "jobs_created": len(created_jobs) - jobs_before,
        "phases": dict(phases_after),
    }
    print(
        f"restart with {args.runs} finished runs: {len(after)} operator API requests from "
        f"process start to {args.settle:g} s after healthy = {len(after) / args.runs:.3f} per run "
        f"(an empty cluster: {found['startup_requests_empty_cluster']}); "
        f"{found['restart']['by_kind']}; new Jobs {found['restart']['jobs_created']}",
        flush=True,
    )
    return found


if __name__ == "__main__":
    raise SystemExit(main())
