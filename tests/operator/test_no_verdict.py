"""A run without a verdict ends Complete=True, Passed=False, reason NoVerdict (docs/design.md §9)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from goldeneval.model import Counts
from goldeneval.operator.reconcile._conditions import ConditionType, Phase, Reason
from goldeneval.operator.reconcile._reconcile import GoldenSetText, Plan
from goldeneval.verdict._shardsummary import ShardNoVerdict, ShardSummary

from .factories import (
    GOLDEN_YAML,
    STEP_JOB,
    UID,
    cond,
    job_body,
    later,
    pod,
    run_body,
    step,
    summary_message,
)

JOB = STEP_JOB


def finish(*messages: str, spec: dict[str, Any] | None = None) -> Plan:
    running = step(run_body(spec=spec), golden=GoldenSetText(GOLDEN_YAML)).status
    assert running is not None
    pods = tuple(pod(JOB, i, message=m) for i, m in enumerate(messages))
    return step(
        run_body(spec=spec, status=running.to_dict()),
        job=job_body(JOB, conditions=[cond("Complete")]),
        pods=pods,
    )


def assert_no_verdict(plan: Plan, cause: str) -> None:
    s = plan.status
    assert s is not None
    assert (s.phase, s.reason) == (Phase.ERROR, Reason.NO_VERDICT)
    conditions = {c.type: (c.status, c.reason) for c in s.conditions}
    assert conditions[ConditionType.COMPLETE] == ("True", "NoVerdict")
    assert conditions[ConditionType.PASSED] == ("False", "NoVerdict")
    assert s.gate_passed is False
    assert s.message.startswith(f"NO VERDICT: {cause}")
    assert plan.events[-1].reason == "NoVerdict"


def test_nothing_scored_is_no_verdict() -> None:
    plan = finish(summary_message(counts=Counts(items=2, errored=2)))
    assert_no_verdict(plan, "nothing was scored (2 items: 2 errored, 0 skipped)")
    assert plan.status is not None and plan.status.counts == Counts(items=2, errored=2)


def test_too_little_coverage_is_no_verdict() -> None:
    plan = finish(summary_message(counts=Counts(items=10, scored=3, passed=3, errored=7)))
    assert_no_verdict(plan, "only 3 of 10 drivable items were scored")


def test_the_runs_min_coverage_decides_the_verdict() -> None:
    spec = run_body()["spec"]
    eight_of_ten = Counts(items=10, scored=8, passed=8, errored=2)

    def with_floor(summary_floor: float) -> str:
        plain = ShardSummary.from_dict(json.loads(summary_message(counts=eight_of_ten)))
        return json.dumps(replace(plain, min_coverage=summary_floor).to_dict())

    # The default floor (0.5) lets 8 of 10 through; the run's own floor does not.
    plan = finish(with_floor(0.5))
    assert plan.status is not None and plan.status.phase is Phase.PASSED
    strict = {**spec, "minCoverage": 0.9}
    assert_no_verdict(finish(with_floor(0.9), spec=strict), "only 8 of 10 drivable items")
    # A pod that reports a laxer floor than the run asked for never loosens the gate.
    assert_no_verdict(finish(with_floor(0.5), spec=strict), "only 8 of 10 drivable items")
    plan = finish(with_floor(0.7), spec={**spec, "minCoverage": 0.7})
    assert plan.status is not None and plan.status.phase is Phase.PASSED


def test_a_shard_that_met_a_refusing_judge_names_the_cause() -> None:
    cause = "judge rejects every request: HTTP 404 model 'qwen2.5-32b' does not exist"
    stopped = ShardSummary.from_dict(json.loads(summary_message(counts=Counts(items=3, errored=3))))
    message = json.dumps(replace(stopped, stop=cause).to_dict())
    assert_no_verdict(finish(message), f"shard 0: {cause}")


def test_wait_prints_the_no_verdict_line_last_and_exits_3() -> None:
    from goldeneval.operator.tools._submit import exit_code, render_summary

    plan = finish(summary_message(counts=Counts(items=2, errored=2)))
    assert plan.status is not None
    text = render_summary("tanya", "run-1", "tanya-public-prod", plan.status)
    assert text.splitlines()[-1] == (
        "NO VERDICT: nothing was scored (2 items: 2 errored, 0 skipped)"
    )
    assert exit_code(plan.status) == 3


# ------------------------------------------------ pods that gave up on an unreachable database


def outage_record(*, kept: int = 312, run_id: str = UID, **changes: Any) -> str:
    record = ShardNoVerdict(
        run_id=run_id,
        shard=0,
        shards=1,
        cause="store_unreachable",
        unreachable_seconds=300.4,
        kept=kept,
        detail="connection failed: connection to server at 10.0.0.5, port 5432 failed",
    )
    return json.dumps(replace(record, **changes).to_dict())


def after_failure(*pods: dict[str, Any], why: str = "BackoffLimitExceeded") -> Plan:
    running = step(run_body(), golden=GoldenSetText(GOLDEN_YAML)).status
    assert running is not None
    return step(
        run_body(status=running.to_dict()),
        job=job_body(JOB, conditions=[cond("Failed", why)]),
        pods=pods,
    )


def test_a_run_whose_pods_gave_up_on_the_store_says_so_and_what_to_do() -> None:
    plan = after_failure(pod(JOB, 0, exit_code=3, message=outage_record()))
    assert_no_verdict(plan, "store unreachable for 300 s in shard 0 (connection failed")
    assert plan.status is not None
    message = plan.status.message
    assert "312 results kept in the pod's spool were lost with the pod" in message
    assert "create a new GoldenRun" in message
    assert "spec.storeOutageSeconds" in message
    assert plan.events[-1].message == message


def test_a_run_refused_for_an_uncalibrated_judge_says_how_to_calibrate() -> None:
    cause = (
        "judge 'qwen' not calibrated for suite tanya-public-prod "
        "(latest κ 0.41 < 0.60 on 80 labels)"
    )
    record = outage_record(
        cause="judge_not_calibrated", unreachable_seconds=0.0, kept=0, detail=cause
    )
    plan = after_failure(pod(JOB, 0, exit_code=3, message=record))
    assert_no_verdict(plan, f"{cause} (shard 0, before any chatbot call)")
    assert plan.status is not None
    assert "goldeneval calibrate" in plan.status.message
    assert "spec.judge.minAgreement" in plan.status.message
    assert "store unreachable" not in plan.status.message


def test_the_newest_failed_pod_decides_and_an_empty_spool_is_said_plainly() -> None:
    older = pod(JOB, 0, exit_code=3, message=outage_record(), created=later(-300), suffix="a")
    newer = pod(JOB, 0, exit_code=3, message=outage_record(kept=0), suffix="b")
    plan = after_failure(older, newer)
    assert_no_verdict(plan, "store unreachable for 300 s")
    assert plan.status is not None
    assert "no finished result was waiting in the pod's spool" in plan.status.message
    # A newer pod that failed for another reason is reported as it is.
    crashed = pod(JOB, 0, exit_code=1, message="Traceback: boom", created=later(60), suffix="c")
    plan = after_failure(older, crashed)
    assert plan.status is not None and plan.status.reason is Reason.EVALUATOR_FAILED


def test_only_a_record_of_this_run_with_a_known_cause_is_believed() -> None:
    for message in (
        outage_record(run_id="another-run"),
        outage_record().replace("store_unreachable", "meteor"),
        outage_record().replace('"kept": 312', '"kept": -1'),
        '{"no_verdict": "store_unreachable"}',
        "NO VERDICT: store unreachable for 300 s (…)",
        "{" * 5000,
    ):
        plan = after_failure(pod(JOB, 0, exit_code=3, message=message))
        assert plan.status is not None and plan.status.reason is Reason.EVALUATOR_FAILED, message


def test_the_deadline_is_named_when_it_ended_the_run() -> None:
    plan = after_failure(pod(JOB, 0, exit_code=3, message=outage_record()), why="DeadlineExceeded")
    assert plan.status is not None and plan.status.reason is Reason.DEADLINE_EXCEEDED


def test_the_record_masks_credentials_in_the_status() -> None:
    leaky = outage_record(detail="connect postgresql://app:hunter2@db:5432/x failed")
    plan = after_failure(pod(JOB, 0, exit_code=3, message=leaky))
    assert plan.status is not None and "hunter2" not in plan.status.message
    assert plan.status.reason is Reason.NO_VERDICT
