"""Selective verdicts (docs/design.md §13.5): a confidence per verdict, a threshold with a guarantee.

A judged verdict comes from several votes: ``judge.samples: k`` answers of
one judge, or one answer per model of ``judge.panel``. Its *confidence* is
the share of votes that agree with the majority. ``goldeneval calibrate``
picks a threshold λ on the SME labels such that, with probability at least
1 − risk, the verdicts whose confidence is at or above λ agree with the SMEs
at least ``target`` of the time; a run gives a verdict only at or above λ
and *escalates* the rest to an SME. Everything here is pure: votes, labels
and numbers in, decisions and records out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from goldeneval.model import Outcome, SelectiveCalibration
from goldeneval.verdict._beta import clopper_pearson_upper

MIN_ESCALATION_VOTES = 3
"""Votes a verdict needs when escalation is on: with one vote every confidence is 1,
with two a split is a tie; three is the least that can tell sure from unsure."""
DEFINITIVE_CONFIDENCE = 1.0
"""The confidence of a deterministic auto-fail (a fact-gate phrase, a structural check)."""
_SLACK = 1e-9
"""Float slack when a confidence meets λ: 2/3 computed twice must clear 2/3."""


def majority(votes: Sequence[bool]) -> bool:
    """The verdict of the votes: pass when strictly more pass than fail (a tie fails closed)."""
    if not votes:
        raise ValueError("a verdict needs at least one vote")
    passes = sum(votes)
    return passes > len(votes) - passes


def confidence(votes: Sequence[bool]) -> float:
    """The share of the votes that agree with their majority verdict (½ … 1).

    The same rule for k samples of one judge and for a panel's votes. A tie
    has confidence ½ and, failing closed, the verdict fail.
    """
    if not votes:
        raise ValueError("a confidence needs at least one vote")
    passes = sum(votes)
    return max(passes, len(votes) - passes) / len(votes)


def clears(value: float, threshold: float | None) -> bool:
    """Whether a confidence is at or above the threshold (no threshold: always)."""
    return threshold is None or value >= threshold - _SLACK


def selective_outcome(
    passed: bool, value: float, threshold: float | None, *, definitive: bool = False
) -> Outcome:
    """A verdict's outcome under λ: escalated below it, else passed or failed.

    A ``definitive`` verdict (a deterministic auto-fail) is never escalated,
    whatever its confidence; without a threshold nothing is escalated.
    """
    if definitive or clears(value, threshold):
        return Outcome.PASSED if passed else Outcome.FAILED
    return Outcome.ESCALATED


def votes_outcome(votes: Sequence[bool], threshold: float | None) -> Outcome:
    """The outcome of a complete set of votes under λ."""
    return selective_outcome(majority(votes), confidence(votes), threshold)


# ---------------------------------------------------------------- early stop


def settled_outcome(votes: Sequence[bool], samples: int, threshold: float | None) -> Outcome | None:
    """The outcome every completion of these votes to ``samples`` reaches, or None.

    Sampling may stop as soon as this is not None: the remaining samples can
    change neither whether the confidence clears λ nor, when it does, the
    majority. Each completion is determined by how many of the remaining
    samples pass, so the k − n + 1 cases are checked outright.
    """
    drawn = len(votes)
    if samples < 1 or drawn > samples:
        raise ValueError(f"{drawn} votes drawn of {samples} samples")
    passes = sum(votes)
    remaining = samples - drawn
    outcomes = set()
    for more in range(remaining + 1):
        p = passes + more
        full = [True] * p + [False] * (samples - p)
        outcomes.add(votes_outcome(full, threshold))
        if len(outcomes) > 1:
            return None
    return outcomes.pop()


def calls_needed(votes: Sequence[bool], samples: int, threshold: float | None) -> int:
    """How many of these votes, drawn in order, sampling with early stop asks for.

    ``votes`` are the ``samples`` votes the judge would give; the result is
    the length of the shortest prefix whose outcome is settled.
    """
    if len(votes) != samples:
        raise ValueError(f"{len(votes)} votes given for {samples} samples")
    for drawn in range(samples + 1):
        if settled_outcome(votes[:drawn], samples, threshold) is not None:
            return drawn
    return samples  # pragma: no cover - a complete set of votes is always settled


# ---------------------------------------------------------------- the threshold


def threshold_grid(votes: int) -> tuple[float, ...]:
    """The thresholds calibration walks, most confident first: every confidence k votes can have.

    With k votes the confidence is j/k for j from ⌈k/2⌉ to k (k = 3: 1, ⅔;
    k = 5: 1, ⅘, ⅗). A threshold between two of them escalates exactly what
    the next one up escalates, so these are all the distinct choices there
    are. The grid depends on k alone, never on the labels, which is what
    fixed-sequence testing needs for its guarantee; and it is short, so the
    walk reaches the lower thresholds only through tests the labels support.
    """
    if votes < 1:
        raise ValueError(f"a grid needs at least one vote (got {votes})")
    return tuple(j / votes for j in range(votes, math.ceil(votes / 2) - 1, -1))


FINE_GRID: tuple[float, ...] = tuple(j / 100 for j in range(100, 49, -1))
"""1.00, 0.99, … 0.50: for confidences that are not j/k of one vote count (a panel
whose members vote different numbers of times, votes of several runs pooled)."""


@dataclass(frozen=True)
class LabelledVerdict:
    """One judged verdict whose answer an SME has labelled."""

    confidence: float
    """The verdict's confidence (all k votes drawn: calibration never stops early)."""
    agrees: bool
    """Whether the verdict matches the SME's label."""


@dataclass(frozen=True)
class ThresholdStep:
    """One test of the walk: the labelled verdicts at or above one threshold."""

    threshold: float
    """The threshold tested."""
    covered: int
    """Labelled verdicts at or above it."""
    disagreements: int
    """Of those, the ones the SMEs labelled otherwise."""
    upper_bound: float
    """Clopper–Pearson upper bound (level 1 − risk) on their disagreement rate."""
    passed: bool
    """The bound is at most 1 − target."""


@dataclass(frozen=True)
class SelectiveThreshold:
    """What calibration found: λ and the figures behind its guarantee."""

    target: float
    """The SME agreement promised for verdicts at or above λ."""
    risk: float
    """The chance the promise fails (the test's level is 1 − risk)."""
    threshold: float | None
    """λ: the last threshold of the walk that passed; None when the first failed
    (every verdict would be escalated, so nothing usable is stored)."""
    coverage: float
    """Share of the labelled verdicts at or above λ (0 without a λ)."""
    n: int
    """Labelled verdicts the walk tested on."""
    agreement_at_threshold: float | None
    """Observed agreement of the labelled verdicts at or above λ (None without a λ)."""
    steps: tuple[ThresholdStep, ...] = ()
    """Every test of the walk, up to and including the first that failed."""

    def stored(
        self, *, suite: str, judge_model: str, prompt_digest: str, votes: int, at: float
    ) -> SelectiveCalibration:
        """The record the store keeps for this result (also when no threshold passed)."""
        return SelectiveCalibration(
            suite=suite,
            judge_model=judge_model,
            prompt_digest=prompt_digest,
            votes=votes,
            target=self.target,
            risk=self.risk,
            threshold=self.threshold,
            coverage=self.coverage,
            labels=self.n,
            agreement=self.agreement_at_threshold,
            calibrated_at=at,
        )

    def to_dict(self) -> dict[str, Any]:
        """The ``selective`` block of ``calibrate --json``."""
        return {
            "target": self.target,
            "risk": self.risk,
            "threshold": self.threshold,
            "coverage": self.coverage,
            "n": self.n,
            "agreement_at_threshold": self.agreement_at_threshold,
        }


def check_target(target: float, risk: float) -> None:
    """Refuse a target or risk the test cannot mean (a ValueError naming it)."""
    if not 0.0 < target <= 1.0:
        raise ValueError(f"target agreement must be in (0, 1] (got {target})")
    if not 0.0 < risk < 1.0:
        raise ValueError(f"risk must be in (0, 1) (got {risk})")


def choose_threshold(
    labelled: Sequence[LabelledVerdict],
    target: float,
    risk: float,
    grid: Sequence[float],
) -> SelectiveThreshold:
    """λ by fixed-sequence testing on the labelled verdicts.

    Walk ``grid`` from the most confident threshold down. At each, bound the
    disagreement rate of the labelled verdicts at or above it (one-sided
    Clopper–Pearson, level 1 − risk); the threshold passes when the bound is
    at most 1 − target. Stop at the first that fails: λ is the last that
    passed. Testing in a fixed order and stopping at the first failure makes
    every test after it unnecessary, so the whole walk holds at level 1 − risk
    with no correction for the number of thresholds.
    """
    check_target(target, risk)
    if list(grid) != sorted(grid, reverse=True):
        raise ValueError("the threshold grid must run from the most confident down")
    steps: list[ThresholdStep] = []
    chosen: ThresholdStep | None = None
    for t in grid:
        covered = [x for x in labelled if clears(x.confidence, t)]
        wrong = sum(1 for x in covered if not x.agrees)
        bound = clopper_pearson_upper(wrong, len(covered), risk) if covered else 1.0
        step = ThresholdStep(t, len(covered), wrong, bound, bound <= 1.0 - target + _SLACK)
        steps.append(step)
        if not step.passed:
            break
        chosen = step
    n = len(labelled)
    if chosen is None:
        return SelectiveThreshold(target, risk, None, 0.0, n, None, tuple(steps))
    return SelectiveThreshold(
        target=target,
        risk=risk,
        threshold=chosen.threshold,
        coverage=chosen.covered / n,
        n=n,
        agreement_at_threshold=1.0 - chosen.disagreements / chosen.covered,
        steps=tuple(steps),
    )


# ---------------------------------------------------------------- what reports say


def escalation_reason(escalated: int) -> str:
    """The NO VERDICT reason when escalations leave the run below its coverage floor."""
    items = "item" if escalated == 1 else "items"
    return f"{escalated} {items} escalated for SME review"


def _percent(share: float) -> str:
    return f"{round(share * 100, 1):g} %"


@dataclass(frozen=True)
class SelectiveStatement:
    """The level every report of a run with escalation states."""

    target: float
    """The promised SME agreement."""
    risk: float
    """The chance the promise fails."""
    threshold: float
    """λ the run applied."""
    labels: int
    """Labelled verdicts λ was chosen on."""
    calibrated_at: float
    """Unix time λ was stored."""
    escalated: int
    """The run's verdicts escalated to an SME."""
    verdicts: int
    """The run's items that reached a verdict or were escalated."""

    @classmethod
    def of(
        cls, calibration: SelectiveCalibration, *, escalated: int, verdicts: int
    ) -> SelectiveStatement:
        """The statement of a run that applied a stored, usable λ."""
        if calibration.threshold is None:
            raise ValueError("a calibration without a threshold promises nothing")
        return cls(
            target=calibration.target,
            risk=calibration.risk,
            threshold=calibration.threshold,
            labels=calibration.labels,
            calibrated_at=calibration.calibrated_at,
            escalated=escalated,
            verdicts=verdicts,
        )

    def line(self) -> str:
        """``verdicts hold ≥ 90 % SME agreement (risk 0.10, threshold 0.67, 120 labels,
        2026-12-01); 9 of 100 escalated``"""
        day = datetime.fromtimestamp(self.calibrated_at, UTC).strftime("%Y-%m-%d")
        return (
            f"verdicts hold ≥ {_percent(self.target)} SME agreement (risk {self.risk:.2f}, "
            f"threshold {self.threshold:.2f}, {self.labels} labels, {day}); "
            f"{self.escalated} of {self.verdicts} escalated"
        )
