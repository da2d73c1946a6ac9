"""A run without a verdict ends Complete=True, Passed=False, reason NoVerdict (docs/design.md §9)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from goldeneval.model import Counts
from goldeneval.operator.reconcile._conditions import ConditionType, Phase, Reason
from goldeneval.operator.reconcile._reconcile import GoldenSetText, Plan
from goldeneval.verdict._shardsummary import ShardSummary

from .factories import (
    GOLDEN_YAML,
    STEP_JOB,
    cond,
    job_body,
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
    from goldeneval.operator._submit import exit_code, render_summary

    plan = finish(summary_message(counts=Counts(items=2, errored=2)))
    assert plan.status is not None
    text = render_summary("tanya", "run-1", "tanya-public-prod", plan.status)
    assert text.splitlines()[-1] == (
        "NO VERDICT: nothing was scored (2 items: 2 errored, 0 skipped)"
    )
    assert exit_code(plan.status) == 3
