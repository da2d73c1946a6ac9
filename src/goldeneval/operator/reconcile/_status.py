"""The GoldenRun status (docs/design.md §9, normative): phase, results and the conditions.

Everything here is pure: a status is computed from the previous status and
what the reconciler observed, then written whole to the ``status``
subresource. The phases, reasons and conditions themselves are in
``_conditions.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from goldeneval.model import Counts, RunCost
from goldeneval.operator.reconcile._conditions import (
    Condition,
    ConditionType,
    Phase,
    Reason,
    build_conditions,
    rfc3339,
)
from goldeneval.operator.reconcile._coststatus import cost_from_status, cost_status
from goldeneval.operator.reconcile._statusparts import (
    CalibrationSummary,
    ComparisonSummary,
    RegressionSummary,
    SetSummary,
    SurfaceStatus,
    format_ratio,
    surfaces_dict,
    surfaces_from,
)
from goldeneval.operator.spec import DEFAULT_OPERATOR_NAMESPACE
from goldeneval.verdict import ShardCalibration


@dataclass(frozen=True)
class GoldenRunStatus:
    """The whole ``status`` of a GoldenRun, as the operator writes it."""

    observed_generation: int
    """``metadata.generation`` last reconciled (watchers ignore a lagging status)."""
    phase: Phase
    """Pending, Running, Passed, Failed or Error."""
    reason: Reason
    """Why the run is in this phase (also the conditions' reason)."""
    message: str
    """Human-readable explanation; for finished runs the verdict line."""
    conditions: tuple[Condition, ...]
    """Complete, Passed, Ready, Reconciling, Stalled (docs/design.md §9 table)."""
    run_id: str | None = None
    """The run id in the history store: the GoldenRun's ``metadata.uid``."""
    job_name: str | None = None
    """The evaluator Job."""
    start_time: str | None = None
    """RFC 3339 time the Job was created."""
    completion_time: str | None = None
    """RFC 3339 time the run reached a terminal phase."""
    golden_set: SetSummary | None = None
    """The set that is being (or was) evaluated."""
    counts: Counts | None = None
    """Result counts summed over every shard."""
    pass_rate: str | None = None
    """``passed / scored`` as a decimal string (the API avoids floats); None if nothing scored."""
    min_pass_rate: str | None = None
    """The gate floor applied, as a decimal string."""
    regressions: RegressionSummary | None = None
    """Regressions against each item's baseline."""
    gate_passed: bool | None = None
    """The gate verdict (None until decided; never True for an Error)."""
    gate_reasons: tuple[str, ...] = ()
    """Every failing reason of the gate."""
    report: str | None = None
    """The command that shows this run's report (see :func:`report_command`)."""
    review: str | None = None
    """The command that lists the answers this run escalated to an SME (see
    :func:`review_command`)."""
    min_agreement: str | None = None
    """The floor on the judge's calibration κ the run applied, as a decimal string (None: unset)."""
    judge_calibration: CalibrationSummary | None = None
    """The judge's latest calibration as the run read it (None: not calibrated, or not known)."""
    comparison: ComparisonSummary | None = None
    """Compare mode's pairs (None for a history-mode run)."""
    surfaces: tuple[SurfaceStatus, ...] | None = None
    """Per-surface figures of each surface with items (None until known, or from shards that
    reported none)."""
    verdict_sources: Mapping[str, int] | None = None
    """Verdicts by source (judged, reused, sme); None until known, or from shards whose
    evaluator predates them."""
    flaky: int | None = None
    """Items whose answers disagreed this run (answer confirmation); None until known, or
    from shards whose evaluator predates it."""
    cost: RunCost | None = None
    """What the run asked of the judge and the chatbot, summed over the shards; None until
    known, or from shards whose evaluator predates it."""

    def to_dict(self) -> dict[str, Any]:
        """The Kubernetes ``status`` object; absent values become explicit nulls so a
        merge patch clears what a previous status had set."""
        counts = None if self.counts is None else self.counts.to_dict()
        gate = None
        if self.gate_passed is not None:
            gate = {"passed": self.gate_passed, "reasons": list(self.gate_reasons)}
        return {
            "observedGeneration": self.observed_generation,
            "phase": self.phase.value,
            "reason": self.reason.value,
            "message": self.message,
            "runId": self.run_id,
            "jobName": self.job_name,
            "startTime": self.start_time,
            "completionTime": self.completion_time,
            "goldenSet": None if self.golden_set is None else self.golden_set.to_dict(),
            "counts": counts,
            "passRate": self.pass_rate,
            "minPassRate": self.min_pass_rate,
            "regressions": None if self.regressions is None else self.regressions.to_dict(),
            "gate": gate,
            "report": self.report,
            "escalated": None if self.counts is None else self.counts.escalated,
            "review": self.review,
            "minAgreement": self.min_agreement,
            "judgeCalibration": (
                None if self.judge_calibration is None else self.judge_calibration.to_dict()
            ),
            "comparison": None if self.comparison is None else self.comparison.to_dict(),
            "surfaces": surfaces_dict(self.surfaces),
            "verdictSources": None if self.verdict_sources is None else dict(self.verdict_sources),
            "flaky": self.flaky,
            "cost": cost_status(self.cost),
            "conditions": [c.to_dict() for c in self.conditions],
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None) -> GoldenRunStatus | None:
        """Read back a status this operator wrote; None when there is none (or it is not ours)."""
        if not d or "phase" not in d:
            return None
        try:
            phase = Phase(d["phase"])
            reason = Reason(d.get("reason") or Reason.CREATED)
        except ValueError:
            return None
        conditions = tuple(
            c for c in (Condition.from_dict(x) for x in d.get("conditions") or ()) if c is not None
        )
        g = d.get("gate")
        return cls(
            observed_generation=int(d.get("observedGeneration") or 0),
            phase=phase,
            reason=reason,
            message=str(d.get("message") or ""),
            conditions=conditions,
            run_id=d.get("runId"),
            job_name=d.get("jobName"),
            start_time=d.get("startTime"),
            completion_time=d.get("completionTime"),
            golden_set=_set_summary(d.get("goldenSet")),
            counts=_counts(d.get("counts")),
            pass_rate=d.get("passRate"),
            min_pass_rate=d.get("minPassRate"),
            regressions=_regressions(d.get("regressions")),
            gate_passed=None if not isinstance(g, Mapping) else bool(g.get("passed")),
            gate_reasons=() if not isinstance(g, Mapping) else tuple(g.get("reasons") or ()),
            report=d.get("report") if isinstance(d.get("report"), str) else None,
            review=d.get("review") if isinstance(d.get("review"), str) else None,
            min_agreement=d.get("minAgreement") if isinstance(d.get("minAgreement"), str) else None,
            judge_calibration=CalibrationSummary.from_dict(d.get("judgeCalibration")),
            comparison=ComparisonSummary.from_dict(d.get("comparison")),
            surfaces=surfaces_from(d.get("surfaces")),
            verdict_sources=_sources(d.get("verdictSources")),
            flaky=_count(d.get("flaky")),
            cost=cost_from_status(d.get("cost")),
        )

    def condition(self, ctype: ConditionType) -> Condition | None:
        """The condition of a type, if present."""
        return next((c for c in self.conditions if c.type is ctype), None)


def report_path(namespace: str, suite: str, run_id: str) -> str:
    """Where the operator's HTTP API serves a run's HTML report.

    ``/reports/{namespace}/{suite}`` alone is the suite's latest finished
    run; ``?run=`` pins this one, so the link in a status never drifts to a
    later run. Namespace, suite and uid are all URL-safe by their own rules.
    """
    return f"/reports/{namespace}/{suite}?run={run_id}"


def report_command(
    namespace: str, suite: str, run_id: str, operator_namespace: str = DEFAULT_OPERATOR_NAMESPACE
) -> str:
    """What a person runs to read a run's report: ``goldeneval report --cluster``.

    The operator's port wants the reader's own token and RBAC decides, so
    the status names the command that fetches the report as its reader
    (through a port-forward) rather than a URL nobody can simply open.
    An operator outside its default namespace is named (``--operator-namespace``),
    or the command would look for it where it is not.
    Namespaces, suite and uid need no shell quoting by their own rules.
    """
    command = f"goldeneval report --cluster {namespace}/{suite} --run {run_id}"
    if operator_namespace != DEFAULT_OPERATOR_NAMESPACE:
        command += f" --operator-namespace {operator_namespace}"
    return command


def review_command(suite: str, run_id: str) -> str:
    """What an SME runs to list the answers a run escalated and nobody has labelled yet.

    ``goldeneval review`` reads the history store the run wrote to (``--store``
    or the config names it); suite and uid need no shell quoting by their own rules.
    """
    return f"goldeneval review --suite {suite} --run {run_id}"


@dataclass(frozen=True)
class Results:
    """What a finished run found, to be put into the status."""

    counts: Counts | None = None
    """Summed result counts."""
    pass_rate: float | None = None
    """passed / scored (None when nothing was scored)."""
    regressions: RegressionSummary | None = None
    """Regression counts and ids."""
    gate_passed: bool | None = None
    """The verdict (None when it could not be established)."""
    gate_reasons: tuple[str, ...] = field(default=())
    """Failing reasons."""
    golden_set: SetSummary | None = None
    """The set as the shards reported it."""
    calibration: ShardCalibration | None = None
    """The judge's latest calibration as the shards reported it."""
    comparison: ComparisonSummary | None = None
    """Compare mode's pairs."""
    surfaces: tuple[SurfaceStatus, ...] | None = None
    """Per-surface figures (None when the shards reported none)."""
    verdict_sources: Mapping[str, int] | None = None
    """Verdicts by source, summed over the shards (None when a shard reported none)."""
    flaky: int | None = None
    """Items whose answers disagreed, summed over the shards (None when a shard reported none)."""
    cost: RunCost | None = None
    """The judge's tokens and wait and the chatbot's calls, summed over the shards (None when
    a shard reported none)."""


def _set_summary(gs: Any) -> SetSummary | None:
    """``status.goldenSet`` read back (None when absent or not a mapping)."""
    if not isinstance(gs, Mapping):
        return None
    return SetSummary(
        source=str(gs.get("source", "")),
        items=int(gs.get("items") or 0),
        unverified=int(gs.get("unverified") or 0),
        digest=str(gs.get("digest", "")),
    )


def _sources(s: Any) -> dict[str, int] | None:
    """``status.verdictSources`` read back (None when absent or not counts by source)."""
    if not isinstance(s, Mapping):
        return None
    counts = {str(k): v for k, v in s.items() if isinstance(v, int) and not isinstance(v, bool)}
    return counts if len(counts) == len(s) else None


def _count(n: Any) -> int | None:
    """A count read back from the status (None when absent or not a whole number >= 0)."""
    ok = isinstance(n, int) and not isinstance(n, bool) and n >= 0
    return n if ok else None


def _counts(c: Any) -> Counts | None:
    """``status.counts`` read back (None when absent or not a mapping)."""
    if not isinstance(c, Mapping):
        return None
    return Counts(
        items=int(c.get("items") or 0),
        scored=int(c.get("scored") or 0),
        passed=int(c.get("passed") or 0),
        failed=int(c.get("failed") or 0),
        errored=int(c.get("errored") or 0),
        skipped=int(c.get("skipped") or 0),
    )


def _regressions(r: Any) -> RegressionSummary | None:
    """``status.regressions`` read back (None when absent or not a mapping)."""
    if not isinstance(r, Mapping):
        return None
    return RegressionSummary(
        verified=int(r.get("verified") or 0),
        unverified=int(r.get("unverified") or 0),
        verified_ids=tuple(r.get("verifiedIds") or ()),
        unverified_ids=tuple(r.get("unverifiedIds") or ()),
    )


def transition(
    previous: GoldenRunStatus | None,
    phase: Phase,
    reason: Reason,
    message: str,
    *,
    generation: int,
    now: datetime,
    run_id: str | None = None,
    job_name: str | None = None,
    min_pass_rate: float | None = None,
    min_agreement: float | None = None,
    golden_set: SetSummary | None = None,
    results: Results | None = None,
    report: str | None = None,
    review: str | None = None,
) -> GoldenRunStatus:
    """The next status: ``phase`` with its conditions, keeping what earlier phases recorded.

    A terminal phase is never left (the spec is immutable, so its verdict
    stands); asking for another phase returns ``previous`` unchanged except
    for ``observedGeneration``.
    """
    if previous is not None and previous.phase.terminal:
        return observe_generation(previous, generation)
    base = previous or GoldenRunStatus(
        observed_generation=generation,
        phase=Phase.PENDING,
        reason=Reason.CREATED,
        message="",
        conditions=(),
    )
    start_time = base.start_time
    if start_time is None and phase is not Phase.PENDING:
        start_time = rfc3339(now)
    status = replace(
        base,
        observed_generation=generation,
        phase=phase,
        reason=reason,
        message=message,
        conditions=build_conditions(
            phase, reason, message, generation=generation, now=now, previous=base.conditions
        ),
        run_id=run_id or base.run_id,
        job_name=job_name or base.job_name,
        start_time=start_time,
        completion_time=rfc3339(now) if phase.terminal else None,
        min_pass_rate=base.min_pass_rate if min_pass_rate is None else format_ratio(min_pass_rate),
        min_agreement=base.min_agreement if min_agreement is None else format_ratio(min_agreement),
        golden_set=golden_set or base.golden_set,
        report=report or base.report,
        review=review or base.review,
    )
    if results is not None:
        status = _with_results(status, results)
    if phase is Phase.ERROR:
        # An Error never certifies anything, whatever partial results exist.
        status = replace(status, gate_passed=False, gate_reasons=(message,))
    return status


def _with_results(status: GoldenRunStatus, results: Results) -> GoldenRunStatus:
    """``status`` with the results of the run's shards: counts, rates, gate, calibration, pairs."""
    return replace(
        status,
        counts=results.counts,
        pass_rate=None if results.pass_rate is None else format_ratio(results.pass_rate),
        regressions=results.regressions,
        gate_passed=results.gate_passed,
        gate_reasons=results.gate_reasons,
        golden_set=results.golden_set or status.golden_set,
        judge_calibration=(
            None if results.calibration is None else CalibrationSummary.of(results.calibration)
        ),
        comparison=results.comparison,
        surfaces=results.surfaces,
        verdict_sources=results.verdict_sources,
        flaky=results.flaky,
        cost=results.cost,
    )


def observe_generation(status: GoldenRunStatus, generation: int) -> GoldenRunStatus:
    """The same status acknowledging ``generation`` (top level and every condition)."""
    if status.observed_generation == generation and all(
        c.observed_generation == generation for c in status.conditions
    ):
        return status
    return replace(
        status,
        observed_generation=generation,
        conditions=tuple(replace(c, observed_generation=generation) for c in status.conditions),
    )
