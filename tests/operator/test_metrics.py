"""Metrics that never lie (docs/design.md §9): the collector over the run index."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from goldeneval.model import Counts
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._status import Results, transition
from goldeneval.operator.serve._metrics import GoldenCollector, RunIndex, SchedulePeriod

from .factories import NOW, run_body

BEFORE = (NOW - timedelta(hours=1)).timestamp()
"""The index's start: every run finishing at NOW + n minutes finished after it."""


def running(uid: str, suite: str = "s", namespace: str = "tanya") -> dict[str, Any]:
    status = transition(None, Phase.RUNNING, Reason.JOB_RUNNING, "m", generation=1, now=NOW)
    return run_body(
        uid=uid,
        name=f"run-{uid}",
        namespace=namespace,
        spec={"suite": suite},
        status=status.to_dict(),
    )


def finished(
    uid: str,
    phase: Phase,
    minutes: int,
    rate: float | None,
    suite: str = "s",
    *,
    scored: int = 4,
    errored: int = 0,
    escalated: int = 0,
    sources: dict[str, int] | None = None,
    flaky: int | None = None,
    namespace: str = "tanya",
    reason: str | None = None,
) -> dict[str, Any]:
    passed = 0 if rate is None else int(rate * scored)
    status = transition(
        None,
        phase,
        Reason.GATE_PASSED if phase is Phase.PASSED else Reason.GATE_FAILED,
        "m",
        generation=1,
        now=NOW + timedelta(minutes=minutes),
        min_pass_rate=0.8,
        results=Results(
            counts=Counts(
                items=scored + errored + escalated,
                scored=scored,
                passed=passed,
                failed=scored - passed,
                errored=errored,
            ),
            pass_rate=rate,
            verdict_sources=sources,
            flaky=flaky,
        ),
    ).to_dict()
    if reason is not None:  # a reason this version may not know (the verdict change adds it)
        status["reason"] = reason
        for cond in status["conditions"]:
            cond["reason"] = reason
    return run_body(
        uid=uid, name=f"run-{uid}", namespace=namespace, spec={"suite": suite}, status=status
    )


def scrape(index: RunIndex, schedules: list[SchedulePeriod] | None = None) -> dict[str, float]:
    """``name{labels}`` → value, labels sorted, as Prometheus would store them."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(GoldenCollector(index, lambda: schedules or []))
    text = generate_latest(registry).decode()
    return {
        s.name + "{" + ",".join(f'{k}="{v}"' for k, v in sorted(s.labels.items())) + "}": s.value
        for fam in text_string_to_metric_families(text)
        for s in fam.samples
        if not s.name.endswith("_created")
    }


def total(outcome: str, suite: str = "s", namespace: str = "tanya") -> str:
    return f'goldeneval_runs_total{{namespace="{namespace}",outcome="{outcome}",suite="{suite}"}}'


def series(name: str, suite: str = "s", namespace: str = "tanya", **extra: str) -> str:
    labels = {"namespace": namespace, "suite": suite, **extra}
    return name + "{" + ",".join(f'{k}="{v}"' for k, v in sorted(labels.items())) + "}"


def test_every_outcome_series_exists_at_zero_from_the_suites_first_run() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(running("a"))
    values = scrape(index)
    assert {o: values[total(o)] for o in ("passed", "failed", "error")} == {
        "passed": 0.0,
        "failed": 0.0,
        "error": 0.0,
    }
    assert values[series("goldeneval_runs_in_progress")] == 1.0
    index.update(finished("a", Phase.ERROR, 1, None, scored=0))
    values = scrape(index)
    assert values[total("error")] == 1.0
    assert values[total("passed")] == 0.0
    assert values[series("goldeneval_runs_in_progress")] == 0.0


def test_deleting_runs_never_lowers_a_counter_nor_moves_the_last_run_back() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0))
    index.update(finished("b", Phase.FAILED, 5, 0.5))
    index.update(finished("c", Phase.PASSED, 9, 1.0))
    before = scrape(index)
    assert before[total("passed")] == 2.0 and before[total("failed")] == 1.0
    index.remove("c")
    index.remove("a")
    after = scrape(index)
    assert after[total("passed")] == 2.0 and after[total("failed")] == 1.0
    last = series("goldeneval_last_run_timestamp_seconds")
    assert after[last] == before[last] == (NOW + timedelta(minutes=9)).timestamp()
    # The latest-run gauges describe the latest run that still exists.
    assert after[series("goldeneval_pass_ratio")] == 0.5


def test_repeated_events_of_a_finished_run_count_it_once() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(running("a"))
    body = finished("a", Phase.PASSED, 1, 1.0)
    for _ in range(3):
        index.update(body)
    assert scrape(index)[total("passed")] == 1.0


def test_a_restart_counts_only_runs_that_finish_after_it() -> None:
    """Runs finished before the process started are listed, not counted again: the
    counter restarts at 0 (a reset Prometheus knows) instead of jumping by every
    run that still exists."""
    index = RunIndex(started_at=(NOW + timedelta(minutes=3)).timestamp())
    index.update(finished("old", Phase.ERROR, 1, None, scored=0))
    index.update(running("new"))
    values = scrape(index)
    assert values[total("error")] == 0.0
    assert values[series("goldeneval_last_run_outcome", outcome="error")] == 1.0
    index.update(finished("new", Phase.PASSED, 2, 1.0))  # seen running, then finished
    index.update(finished("late", Phase.FAILED, 4, 0.5))  # finished after the start
    values = scrape(index)
    assert values[total("passed")] == 1.0
    assert values[total("failed")] == 1.0
    assert values[total("error")] == 0.0


def test_a_suite_keeps_its_series_while_it_has_runs_and_loses_them_with_the_last() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0))
    index.update(finished("b", Phase.PASSED, 2, 1.0, suite="other"))
    index.remove("a")
    values = scrape(index)
    assert not any('suite="s"' in key for key in values)
    assert values[total("passed", suite="other")] == 1.0
    # The suite comes back with its counts intact: a deletion never lowered them.
    index.update(running("c"))
    assert scrape(index)[total("passed")] == 1.0


def test_no_verdict_counts_as_error_whichever_way_the_status_says_it() -> None:
    index = RunIndex(started_at=BEFORE)
    # The judge was down: nothing scored, reported as a failed gate by an operator
    # without the NoVerdict reason ...
    index.update(finished("a", Phase.FAILED, 1, None, scored=0, errored=4, suite="judge-down"))
    # ... as NoVerdict (the verdict change), on a Failed or an Error phase ...
    index.update(finished("b", Phase.FAILED, 1, 0.25, reason="NoVerdict", suite="nv-failed"))
    index.update(finished("c", Phase.ERROR, 1, None, scored=0, reason="NoVerdict", suite="nv-err"))
    # ... and a plain Error (the Job could not run at all).
    index.update(finished("d", Phase.ERROR, 1, None, scored=0, suite="error"))
    values = scrape(index)
    for suite in ("judge-down", "nv-failed", "nv-err", "error"):
        assert values[total("error", suite=suite)] == 1.0, suite
        assert values[total("failed", suite=suite)] == 0.0, suite
        assert values[series("goldeneval_last_run_outcome", suite, outcome="error")] == 1.0
        assert values[series("goldeneval_last_run_outcome", suite, outcome="failed")] == 0.0
        assert values[series("goldeneval_gate_passed", suite)] == 0.0
    assert values[series("goldeneval_items", "judge-down", result="errored")] == 4.0


def test_an_established_failure_is_failed_not_error() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.FAILED, 1, 0.5, errored=1))
    values = scrape(index)
    assert values[total("failed")] == 1.0 and values[total("error")] == 0.0
    assert values[series("goldeneval_last_run_outcome", outcome="failed")] == 1.0
    assert values[series("goldeneval_items", result="errored")] == 1.0
    assert values[series("goldeneval_pass_ratio")] == 0.5
    assert values[series("goldeneval_min_pass_ratio")] == 0.8


def test_escalated_items_are_their_own_series_not_a_result() -> None:
    """An escalated answer is in the run's items under no result: its own gauge counts it."""
    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0, scored=4, escalated=3))
    index.update(finished("b", Phase.PASSED, 1, 1.0, suite="plain"))
    values = scrape(index)
    assert values[series("goldeneval_items_escalated")] == 3.0
    assert values[series("goldeneval_items_escalated", "plain")] == 0.0
    results = {r: values[series("goldeneval_items", result=r)] for r in ("passed", "failed")}
    assert results == {"passed": 4.0, "failed": 0.0}


def test_verdicts_by_source_of_the_latest_run() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0, sources={"judged": 9, "reused": 3, "sme": 0}))
    index.update(finished("b", Phase.PASSED, 2, 1.0, sources={"judged": 1, "reused": 2, "sme": 1}))
    index.update(finished("c", Phase.PASSED, 1, 1.0, suite="older"))  # reported no sources
    values = scrape(index)
    got = {s: values[series("goldeneval_verdicts", source=s)] for s in ("judged", "reused", "sme")}
    assert got == {"judged": 1.0, "reused": 2.0, "sme": 1.0}  # the latest run's, not a sum
    assert not any(k.startswith("goldeneval_verdicts{") and 'suite="older"' in k for k in values)


def test_namespaces_never_mix() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0, namespace="prod"))
    index.update(finished("b", Phase.FAILED, 2, 0.5, namespace="staging"))
    values = scrape(index)
    assert values[total("passed", namespace="prod")] == 1.0
    assert values[total("passed", namespace="staging")] == 0.0
    assert values[series("goldeneval_pass_ratio", namespace="prod")] == 1.0
    assert values[series("goldeneval_pass_ratio", namespace="staging")] == 0.5


def test_schedule_periods_are_exported_per_schedule() -> None:
    index = RunIndex(started_at=BEFORE)
    values = scrape(index, [SchedulePeriod("prod", "nightly", "s", 86400.0)])
    assert values == {
        'goldeneval_schedule_period_seconds{namespace="prod",schedule="nightly",suite="s"}': 86400.0
    }


def test_a_status_with_an_unknown_phase_is_a_run_in_progress_not_a_crash() -> None:
    index = RunIndex(started_at=BEFORE)
    body = running("a")
    body["status"]["phase"] = "Paused"
    index.update(body)
    assert scrape(index)[series("goldeneval_runs_in_progress")] == 1.0


def test_compare_items_exist_at_zero_from_the_first_run_and_follow_the_latest_compare_run() -> None:
    from goldeneval.operator.reconcile._statusparts import ComparisonSummary

    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0))
    values = scrape(index)
    for outcome in ("same", "worse", "better", "unpaired"):
        assert values[series("goldeneval_compare_items", outcome=outcome)] == 0.0
    assert values[series("goldeneval_compare_verified_worse")] == 0.0
    body = finished("b", Phase.FAILED, 2, 0.5)
    body["status"]["comparison"] = ComparisonSummary(
        paired=4,
        same=1,
        worse=3,
        better=0,
        unpaired=1,
        verified_worse=2,
        verified_worse_ids=("x", "y"),
        mcnemar_p="0.25",
    ).to_dict()
    index.update(body)
    values = scrape(index)
    assert values[series("goldeneval_compare_items", outcome="worse")] == 3.0
    assert values[series("goldeneval_compare_items", outcome="unpaired")] == 1.0
    assert values[series("goldeneval_compare_verified_worse")] == 2.0


def test_pass_and_coverage_ratios_per_surface_follow_the_latest_run() -> None:
    from goldeneval.model import SurfaceFigures
    from goldeneval.operator.reconcile._statusparts import SurfaceStatus, surfaces_dict

    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0))
    values = scrape(index)
    assert not any(k.startswith("goldeneval_surface_") for k in values)  # none reported
    body = finished("b", Phase.FAILED, 2, 0.92)
    body["status"]["surfaces"] = surfaces_dict(
        (
            SurfaceStatus.of(SurfaceFigures("public", Counts(20, 20, 20), True, True)),
            SurfaceStatus.of(SurfaceFigures("internal", Counts(5, 4, 2, 2, 1), False, True)),
        )
    )
    index.update(body)
    values = scrape(index)
    assert values[series("goldeneval_surface_pass_ratio", surface="public")] == 1.0
    assert values[series("goldeneval_surface_pass_ratio", surface="internal")] == 0.5
    assert values[series("goldeneval_surface_coverage_ratio", surface="internal")] == 0.8
    assert values[series("goldeneval_pass_ratio")] == 0.92  # the unlabelled series stays
    skipped = finished("c", Phase.PASSED, 3, 1.0)
    skipped["status"]["surfaces"] = surfaces_dict(
        (SurfaceStatus.of(SurfaceFigures("internal", Counts(items=3, skipped=3), None, None)),)
    )
    index.update(skipped)
    values = scrape(index)
    # A surface that was not evaluated has no series at all (no rate, no coverage).
    assert not any(k.startswith("goldeneval_surface_") for k in values)


def test_flaky_items_of_the_latest_run_are_a_gauge() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(finished("a", Phase.PASSED, 1, 1.0, flaky=4))
    index.update(finished("b", Phase.PASSED, 2, 1.0, flaky=2))
    index.update(finished("c", Phase.PASSED, 1, 1.0, suite="older"))  # reported none
    values = scrape(index)
    assert values[series("goldeneval_items_flaky")] == 2.0  # the latest run's
    assert not any(k.startswith("goldeneval_items_flaky{") and 'suite="older"' in k for k in values)
