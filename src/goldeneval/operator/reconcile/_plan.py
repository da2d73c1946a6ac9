"""What a reconcile decides to do (:class:`Plan`) and the status pieces it writes.

Pure, like :func:`goldeneval.operator.reconcile._decide.decide`, which chooses among
these: the results of a finished run, its verdict message, a terminal plan
(status plus event), a running status.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import Comparison, GoldenSet, GoldenSetError
from goldeneval.operator._scrub import scrub
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._observe import GoldenSetText, Observed, RunView
from goldeneval.operator.reconcile._status import (
    GoldenRunStatus,
    Results,
    report_command,
    review_command,
    transition,
)
from goldeneval.operator.reconcile._statusparts import (
    ComparisonSummary,
    RegressionSummary,
    SetSummary,
    SurfaceStatus,
    format_ratio,
)
from goldeneval.operator.spec import DEFAULT_OPERATOR_NAMESPACE, ResolvedRun
from goldeneval.verdict import AggregateRun, ShardNoVerdict


class EventType(StrEnum):
    """Kubernetes event types."""

    NORMAL = "Normal"
    WARNING = "Warning"


@dataclass(frozen=True)
class EventSpec:
    """An event to post on the GoldenRun."""

    type: EventType
    """Normal or Warning."""
    reason: str
    """CamelCase reason."""
    message: str
    """Human-readable message (already scrubbed)."""


@dataclass(frozen=True)
class Plan:
    """What to do to converge; empty when nothing needs doing."""

    status: GoldenRunStatus | None = None
    """New status to write (None = unchanged)."""
    configmap: Mapping[str, Any] | None = None
    """ConfigMap to create (inline golden set)."""
    job: Mapping[str, Any] | None = None
    """Job to create."""
    delete_job: str | None = None
    """Name of a Job to delete (a pod that can never start)."""
    events: tuple[EventSpec, ...] = field(default=())
    """Events to post on the GoldenRun."""


def results_of(agg: AggregateRun, source: str) -> Results:
    """A finished run's results for its status, from the summed shard summaries."""
    return Results(
        counts=agg.counts,
        pass_rate=agg.counts.pass_rate,
        regressions=RegressionSummary(
            verified=agg.verified_regression_count,
            unverified=agg.unverified_regression_count,
            verified_ids=agg.verified_regressions,
            unverified_ids=agg.unverified_regressions,
        ),
        gate_passed=agg.gate.passed,
        gate_reasons=agg.gate.reasons,
        golden_set=SetSummary(
            source=source,
            items=agg.counts.items,
            unverified=agg.unverified_items,
            digest=agg.set_digest,
        ),
        calibration=agg.calibration,
        comparison=None if agg.comparison is None else comparison_summary(agg.comparison),
        surfaces=None if not agg.surfaces else tuple(SurfaceStatus.of(f) for f in agg.surfaces),
        verdict_sources=(
            None
            if agg.verdict_sources is None
            else {s.value: n for s, n in agg.verdict_sources.items()}
        ),
        flaky=agg.flaky,
        cost=agg.cost,
    )


def comparison_summary(c: Comparison) -> ComparisonSummary:
    """Compare mode's pairs as the status carries them."""
    return ComparisonSummary(
        paired=c.paired,
        same=c.same,
        worse=c.worse,
        better=c.better,
        unpaired=c.unpaired,
        verified_worse=c.verified_worse,
        verified_worse_ids=c.verified_worse_ids,
        mcnemar_p=f"{c.mcnemar_p:.4g}",
    )


def verdict_message(agg: AggregateRun, min_pass_rate: float) -> str:
    """The gate's verdict line with the facts behind it (condition and event message)."""
    c = agg.counts
    rate = "n/a" if c.pass_rate is None else format_ratio(c.pass_rate)
    facts = (
        f"pass rate {rate} (min {format_ratio(min_pass_rate)}): {c.passed}/{c.scored} scored items "
        f"passed, {c.errored} errored, {c.skipped} skipped; "
        f"{agg.verified_regression_count} verified / "
        f"{agg.unverified_regression_count} unverified regressions"
    )
    return f"{agg.gate.line} — {facts}{_surface_facts(agg)}"


def _surface_facts(agg: AggregateRun) -> str:
    """``; by surface: public 0.950 (19/20), internal 0.600 (3/5)`` for a run with items on
    more than one surface (with one, its figures are the run's)."""
    if len(agg.surfaces) < 2:
        return ""
    parts = []
    for f in agg.surfaces:
        c = f.counts
        if not f.evaluated:
            parts.append(f"{f.surface} not evaluated ({c.skipped} skipped)")
        else:
            rate = "n/a" if c.pass_rate is None else format_ratio(c.pass_rate)
            parts.append(f"{f.surface} {rate} ({c.passed}/{c.scored})")
    return "; by surface: " + ", ".join(parts)


def no_verdict_message(record: ShardNoVerdict) -> str:
    """The status message of a run whose pods ended without a verdict for a known cause."""
    if record.cause == "judge_not_calibrated":
        return (
            f"NO VERDICT: {scrub(record.detail, 600)} (shard {record.shard}, before any "
            "chatbot call); calibrate this judge for the suite with goldeneval calibrate and "
            "SME labels, or lower spec.judge.minAgreement (defaults.judge.minAgreement)"
        )
    return store_outage_message(record)


def store_outage_message(record: ShardNoVerdict) -> str:
    """The status message of a run whose pod gave up on an unreachable store.

    In the cluster the spool is an emptyDir: it survives a container restart
    but not a new pod, so what it held is gone by the time anyone reads this,
    and the GoldenRun (one run id, an immutable spec) cannot be resumed. What
    is stored stays; a new GoldenRun reuses those judgements for unchanged answers.
    """
    kept = (
        f"{record.kept} results kept in the pod's spool were lost with the pod "
        "(an emptyDir does not outlive it)"
        if record.kept
        else "no finished result was waiting in the pod's spool"
    )
    return (
        f"NO VERDICT: store unreachable for {record.unreachable_seconds:.0f} s in shard "
        f"{record.shard} ({scrub(record.detail, 300)}); {kept}; once the database is "
        "reachable, create a new GoldenRun: judgements already stored are reused for "
        "unchanged answers, the rest are asked again; to ride out longer database "
        "failovers, raise spec.storeOutageSeconds (or defaults.storeOutageSeconds)"
    )


def terminal_plan(
    obs: Observed,
    previous: GoldenRunStatus | None,
    phase: Phase,
    reason: Reason,
    message: str,
    *,
    results: Results | None = None,
    resolved: ResolvedRun | None = None,
    delete_job: str | None = None,
    extra_events: tuple[EventSpec, ...] = (),
) -> Plan:
    """Finish the run: its final status (message scrubbed) and the event that says so."""
    message = scrub(message)
    status = transition(
        previous,
        phase,
        reason,
        message,
        generation=obs.run.generation,
        now=obs.now,
        run_id=obs.run.ref.uid,
        min_pass_rate=None if resolved is None else resolved.gate.min_pass_rate,
        min_agreement=None if resolved is None else resolved.judge.min_agreement,
        results=results,
        report=None if results is None else report_of(obs.run, obs.operator_namespace),
        review=None if results is None else review_of(obs.run),
    )
    etype = EventType.NORMAL if phase is Phase.PASSED else EventType.WARNING
    return Plan(
        status=status,
        delete_job=delete_job,
        events=(*extra_events, EventSpec(etype, reason.value, message)),
    )


def report_of(run: RunView, operator_namespace: str = DEFAULT_OPERATOR_NAMESPACE) -> str | None:
    """The command showing the run's report, when its spec names a suite to file it under."""
    suite = run.spec.get("suite")
    if not isinstance(suite, str):
        return None
    return report_command(run.ref.namespace, suite, run.ref.uid, operator_namespace)


def review_of(run: RunView) -> str | None:
    """The command listing the run's escalated answers, when its spec names a suite."""
    suite = run.spec.get("suite")
    if not isinstance(suite, str):
        return None
    return review_command(suite, run.ref.uid)


def set_summary(resolved: ResolvedRun, golden: GoldenSetText | None) -> SetSummary | None:
    """The golden set's summary for the status, or None while its text is unknown or invalid."""
    if golden is None or golden.text is None:
        return None
    try:
        gs = parse_golden_set(golden.text, resolved.golden_source)
    except GoldenSetError:
        return None
    return summary_of(resolved, gs)


def summary_of(resolved: ResolvedRun, gs: GoldenSet) -> SetSummary:
    """A parsed golden set as the status summarises it."""
    return SetSummary(resolved.golden_source, len(gs.items), len(gs.unverified), gs.digest)


def running_status(
    prev: GoldenRunStatus | None,
    obs: Observed,
    resolved: ResolvedRun,
    job_name: str,
    reason: Reason,
    message: str,
    golden_set: SetSummary | None,
) -> GoldenRunStatus:
    """The status of a run whose evaluator Job exists."""
    run = obs.run
    return transition(
        prev,
        Phase.RUNNING,
        reason,
        message,
        generation=run.generation,
        now=obs.now,
        run_id=run.ref.uid,
        job_name=job_name,
        min_pass_rate=resolved.gate.min_pass_rate,
        golden_set=golden_set,
    )
