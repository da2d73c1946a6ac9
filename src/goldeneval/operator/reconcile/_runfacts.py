"""What the metrics read from one GoldenRun object, and the outcome it counts as.

Kept apart from the status writer (``_status.py``) on purpose: the metrics
must read every status a GoldenRun can carry, including reasons this version
of the operator does not know (a newer operator, or a status written by hand),
and never drop a run because of one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from goldeneval.model import Counts, RunCost
from goldeneval.operator.reconcile._conditions import Phase, parse_time
from goldeneval.operator.reconcile._status import GoldenRunStatus
from goldeneval.operator.reconcile._statusparts import ComparisonSummary, SurfaceStatus

RunOutcome = Literal["passed", "failed", "error"]
"""How a finished run counts: a verdict (passed, failed) or none (error)."""

OUTCOMES: tuple[RunOutcome, ...] = ("passed", "failed", "error")

NO_VERDICT_REASON = "NoVerdict"
"""The status reason of a run that ended without a verdict (docs/design.md §9)."""


def run_outcome(
    phase: Phase | None, reasons: frozenset[str], counts: Counts | None
) -> RunOutcome | None:
    """The outcome a finished run counts as; None while it runs.

    No verdict counts as ``error`` whichever phase carries it: the Error
    phase, the ``NoVerdict`` reason (on the status or any condition), or a
    Failed run that scored nothing, which is how an operator without the
    NoVerdict reason reports a run whose judge was down (docs/design.md §5:
    nothing scored is no verdict, never an established failure).
    """
    if phase is None or not phase.terminal:
        return None
    if phase is Phase.ERROR or NO_VERDICT_REASON in reasons:
        return "error"
    if phase is Phase.PASSED:
        return "passed"
    if counts is not None and counts.scored == 0:
        return "error"
    return "failed"


@dataclass(frozen=True)
class RunFacts:
    """What the metrics need to know about one GoldenRun."""

    uid: str
    """``metadata.uid``."""
    namespace: str
    """Namespace."""
    name: str
    """Name (used to find the run, never as a label)."""
    suite: str
    """``spec.suite``."""
    phase: Phase | None
    """Current phase (None before the first reconcile)."""
    outcome: RunOutcome | None
    """How the finished run counts (None while it runs)."""
    start: float | None
    """Unix time the Job was created."""
    completion: float | None
    """Unix time the run finished."""
    pass_rate: float | None
    """Pass rate of a finished run."""
    min_pass_rate: float | None
    """Gate floor applied."""
    counts: Counts | None
    """Result counts."""
    verified_regressions: int
    """Verified regressions."""
    unverified_regressions: int
    """Unverified regressions."""
    judge_model: str | None = None
    """The judge model of the run's latest calibration (None: not calibrated, or not known)."""
    judge_agreement: float | None = None
    """That calibration's κ (None: no calibration, or κ undefined)."""
    min_agreement: float | None = None
    """The κ floor the run applied (None: unset; 0 is off)."""
    comparison: ComparisonSummary | None = None
    """Compare mode's pairs (None for a history-mode run or while it runs)."""
    surfaces: tuple[SurfaceStatus, ...] = ()
    """Per-surface figures of a finished run (empty while it runs, or when none were reported)."""
    verdict_sources: Mapping[str, int] | None = None
    """Verdicts of a finished run by source (None while it runs, or when none were reported)."""
    flaky: int | None = None
    """Items of a finished run whose answers disagreed (None while it runs, or unreported)."""
    cost: RunCost | None = None
    """What a finished run asked of the judge and the chatbot (None while it runs, or when its
    shards reported none)."""

    @property
    def key(self) -> tuple[str, str]:
        """``(namespace, suite)``: the labels of every per-suite series."""
        return (self.namespace, self.suite)

    @classmethod
    def from_body(cls, body: Mapping[str, Any]) -> RunFacts | None:
        """Facts of a GoldenRun object; None when it has no usable suite."""
        meta = body.get("metadata") or {}
        suite = (body.get("spec") or {}).get("suite")
        if not isinstance(suite, str) or not suite or not meta.get("uid"):
            return None
        unreported = cls(
            uid=str(meta["uid"]),
            namespace=str(meta.get("namespace") or ""),
            name=str(meta.get("name") or ""),
            suite=suite,
            phase=None,
            outcome=None,
            start=None,
            completion=None,
            pass_rate=None,
            min_pass_rate=None,
            counts=None,
            verified_regressions=0,
            unverified_regressions=0,
        )
        raw = body.get("status")
        if not isinstance(raw, Mapping) or not raw:
            return unreported
        # The reason is read raw; the rest is parsed without it so an unknown
        # reason cannot make the whole status unreadable.
        status = GoldenRunStatus.from_dict({**raw, "reason": None})
        return unreported if status is None else _reported(unreported, status, _reasons(raw))


def _reasons(raw: Mapping[str, Any]) -> frozenset[str]:
    """Every reason the status carries, its own and its conditions', as written."""
    return frozenset(
        str(r)
        for r in (
            raw.get("reason"),
            *((c or {}).get("reason") for c in raw.get("conditions") or () if c),
        )
        if r
    )


def _reported(facts: RunFacts, status: GoldenRunStatus, reasons: frozenset[str]) -> RunFacts:
    """``facts`` with what the run's status reports."""
    regressions = status.regressions
    calibration = status.judge_calibration
    return replace(
        facts,
        phase=status.phase,
        outcome=run_outcome(status.phase, reasons, status.counts),
        start=_timestamp(status.start_time),
        completion=_timestamp(status.completion_time),
        pass_rate=_ratio(status.pass_rate),
        min_pass_rate=_ratio(status.min_pass_rate),
        counts=status.counts,
        verified_regressions=0 if regressions is None else regressions.verified,
        unverified_regressions=0 if regressions is None else regressions.unverified,
        judge_model=None if calibration is None else calibration.model,
        judge_agreement=None if calibration is None else _bounded(calibration.kappa, -1.0),
        min_agreement=_bounded(status.min_agreement, 0.0),
        comparison=status.comparison,
        surfaces=status.surfaces or (),
        verdict_sources=status.verdict_sources,
        flaky=status.flaky,
        cost=status.cost,
    )


def _timestamp(text: str | None) -> float | None:
    when = parse_time(text)
    return None if when is None else when.timestamp()


def _ratio(text: str | None) -> float | None:
    try:
        return None if text is None else float(text)
    except ValueError:
        return None


def _bounded(text: str | None, low: float) -> float | None:
    # A status may be written by hand: "nan" or "7" is no κ, and no series.
    value = _ratio(text)
    return value if value is not None and low <= value <= 1.0 else None
