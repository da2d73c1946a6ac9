"""Status and conditions (docs/design.md §9 table), without kopf or a cluster."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from goldeneval.model import Counts
from goldeneval.operator.reconcile._conditions import (
    ConditionType,
    Phase,
    Reason,
    condition_statuses,
)
from goldeneval.operator.reconcile._status import (
    GoldenRunStatus,
    Results,
    observe_generation,
    report_path,
    review_command,
    transition,
)

from .factories import NOW, later

# The normative table, written out independently of the implementation.
TABLE = {
    Phase.PENDING: {
        "Complete": "False",
        "Passed": "Unknown",
        "Ready": "False",
        "Reconciling": "True",
        "Stalled": "False",
    },
    Phase.RUNNING: {
        "Complete": "False",
        "Passed": "Unknown",
        "Ready": "False",
        "Reconciling": "True",
        "Stalled": "False",
    },
    Phase.PASSED: {
        "Complete": "True",
        "Passed": "True",
        "Ready": "True",
        "Reconciling": "False",
        "Stalled": "False",
    },
    Phase.FAILED: {
        "Complete": "True",
        "Passed": "False",
        "Ready": "False",
        "Reconciling": "False",
        "Stalled": "True",
    },
    Phase.ERROR: {
        "Complete": "True",
        "Passed": "False",
        "Ready": "False",
        "Reconciling": "False",
        "Stalled": "True",
    },
}


@pytest.mark.parametrize("phase", list(Phase))
def test_conditions_follow_the_design_table(phase: Phase) -> None:
    status = transition(None, phase, Reason.JOB_RUNNING, "m", generation=3, now=NOW)
    got = {c.type.value: c.status for c in status.conditions}
    assert got == TABLE[phase]
    assert {c.observed_generation for c in status.conditions} == {3}
    assert status.observed_generation == 3
    assert {k.value: v for k, v in condition_statuses(phase).items()} == TABLE[phase]


def test_last_transition_time_only_moves_when_a_condition_flips() -> None:
    pending = transition(
        None, Phase.PENDING, Reason.WAITING_FOR_GOLDEN_SET, "wait", generation=1, now=NOW
    )
    running = transition(
        pending, Phase.RUNNING, Reason.JOB_CREATED, "go", generation=1, now=later(10)
    )
    # Pending → Running flips nothing: every time stays.
    assert [c.last_transition_time for c in running.conditions] == [
        c.last_transition_time for c in pending.conditions
    ]
    passed = transition(
        running, Phase.PASSED, Reason.GATE_PASSED, "ok", generation=1, now=later(60)
    )
    times = {c.type: c.last_transition_time for c in passed.conditions}
    assert times[ConditionType.COMPLETE] == "2025-05-01T12:01:00Z"
    assert times[ConditionType.STALLED] == "2025-05-01T12:00:00Z"  # False before and after
    assert passed.start_time == "2025-05-01T12:00:10Z"
    assert passed.completion_time == "2025-05-01T12:01:00Z"


def test_a_terminal_phase_is_never_left() -> None:
    failed = transition(
        None, Phase.FAILED, Reason.GATE_FAILED, "GATE FAILED: x", generation=1, now=NOW
    )
    again = transition(
        failed, Phase.RUNNING, Reason.JOB_RUNNING, "again", generation=1, now=later(5)
    )
    assert again == failed
    bumped = transition(failed, Phase.PASSED, Reason.GATE_PASSED, "no", generation=2, now=later(5))
    assert bumped.phase is Phase.FAILED
    assert bumped.observed_generation == 2
    assert {c.observed_generation for c in bumped.conditions} == {2}


def test_error_never_carries_a_passing_gate() -> None:
    results = Results(counts=Counts(items=2, scored=2, passed=2), pass_rate=1.0, gate_passed=True)
    status = transition(
        None,
        Phase.ERROR,
        Reason.SHARD_SUMMARY_INVALID,
        "broken",
        generation=1,
        now=NOW,
        results=results,
    )
    assert status.gate_passed is False
    assert status.gate_reasons == ("broken",)
    assert status.to_dict()["gate"] == {"passed": False, "reasons": ["broken"]}


def test_status_round_trips_through_the_api_shape() -> None:
    results = Results(
        counts=Counts(items=8, scored=8, passed=7, failed=1), pass_rate=7 / 8, gate_passed=True
    )
    status = transition(
        None,
        Phase.PASSED,
        Reason.GATE_PASSED,
        "GATE PASSED",
        generation=1,
        now=NOW,
        run_id="u",
        job_name="j",
        min_pass_rate=0.8,
        results=results,
        report=report_path("tanya", "tanya-prod", "u"),
    )
    d = status.to_dict()
    assert d["report"] == "/reports/tanya/tanya-prod?run=u"
    assert d["passRate"] == "0.875"
    assert d["minPassRate"] == "0.800"
    assert isinstance(d["passRate"], str)
    assert GoldenRunStatus.from_dict(d) == status


def test_status_counts_the_escalated_items_and_names_the_review_command() -> None:
    results = Results(
        counts=Counts(items=10, scored=8, passed=7, failed=1), pass_rate=7 / 8, gate_passed=True
    )
    status = transition(
        None,
        Phase.PASSED,
        Reason.GATE_PASSED,
        "GATE PASSED",
        generation=1,
        now=NOW,
        results=results,
        review=review_command("tanya-prod", "u"),
    )
    d = status.to_dict()
    assert d["escalated"] == 2
    assert d["verdictSources"] is None  # shards that reported none
    assert d["flaky"] is None

    def passed_with(**extra: Any) -> dict[str, Any]:
        return transition(
            None,
            Phase.PASSED,
            Reason.GATE_PASSED,
            "GATE PASSED",
            generation=1,
            now=NOW,
            results=replace(results, **extra),
        ).to_dict()

    with_flaky = passed_with(flaky=3)
    assert with_flaky["flaky"] == 3
    assert GoldenRunStatus.from_dict(with_flaky).to_dict() == with_flaky  # type: ignore[union-attr]
    assert GoldenRunStatus.from_dict({**with_flaky, "flaky": -2}).flaky is None  # type: ignore[union-attr]
    with_sources = passed_with(verdict_sources={"judged": 5, "reused": 2, "sme": 1})
    assert with_sources["verdictSources"] == {"judged": 5, "reused": 2, "sme": 1}
    assert GoldenRunStatus.from_dict(with_sources).to_dict() == with_sources  # type: ignore[union-attr]
    assert d["review"] == "goldeneval review --suite tanya-prod --run u"
    assert GoldenRunStatus.from_dict(d) == status
    # Before any counts there is nothing to count (an explicit null clears an old value).
    assert replace(status, counts=None).to_dict()["escalated"] is None


def test_observe_generation_is_a_no_op_when_current() -> None:
    status = transition(None, Phase.PASSED, Reason.GATE_PASSED, "ok", generation=1, now=NOW)
    assert observe_generation(status, 1) is status
    assert observe_generation(status, 2).observed_generation == 2


def test_unknown_or_foreign_status_reads_as_none() -> None:
    assert GoldenRunStatus.from_dict(None) is None
    assert GoldenRunStatus.from_dict({"kopf": {}}) is None
    assert GoldenRunStatus.from_dict({"phase": "Exploded"}) is None


def test_status_names_per_surface_figures_and_round_trips() -> None:
    from goldeneval.model import SurfaceFigures
    from goldeneval.operator.reconcile._statusparts import SurfaceStatus

    public = SurfaceFigures("public", Counts(items=20, scored=20, passed=20), True, True)
    internal = SurfaceFigures(
        "internal", Counts(items=5, scored=5, passed=3, failed=2), False, True
    )
    results = Results(
        counts=Counts(items=25, scored=25, passed=23, failed=2),
        pass_rate=23 / 25,
        gate_passed=False,
        gate_reasons=("internal pass rate 0.60 < 0.80 (3/5)",),
        surfaces=(SurfaceStatus.of(public), SurfaceStatus.of(internal)),
    )
    status = transition(
        None,
        Phase.FAILED,
        Reason.GATE_FAILED,
        "GATE FAILED",
        generation=1,
        now=NOW,
        results=results,
    )
    d = status.to_dict()
    assert d["surfaces"]["internal"] == {
        "items": 5,
        "scored": 5,
        "passed": 3,
        "failed": 2,
        "errored": 0,
        "skipped": 0,
        "evaluated": True,
        "passRate": "0.600",
        "coverage": "1.000",
        "meetsFloor": False,
        "meetsCoverage": True,
    }
    assert d["surfaces"]["public"]["passRate"] == "1.000"
    assert GoldenRunStatus.from_dict(d) == status


def test_a_surface_not_evaluated_has_no_rates_and_an_old_status_has_no_surfaces() -> None:
    from goldeneval.model import SurfaceFigures
    from goldeneval.operator.reconcile._statusparts import SurfaceStatus

    skipped = SurfaceStatus.of(SurfaceFigures("internal", Counts(items=3, skipped=3), None, None))
    assert skipped.to_dict() == {
        "items": 3,
        "scored": 0,
        "passed": 0,
        "failed": 0,
        "errored": 0,
        "skipped": 3,
        "evaluated": False,
    }
    old = transition(None, Phase.PASSED, Reason.GATE_PASSED, "m", generation=1, now=NOW).to_dict()
    assert old["surfaces"] is None
    del old["surfaces"]
    read = GoldenRunStatus.from_dict(old)
    assert read is not None and read.surfaces is None
