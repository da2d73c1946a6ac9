"""The guarantee of selective verdicts, simulated (docs/design.md §13.5).

A stand-in judge (a pure, seeded function) gives k = 3 votes per item: on
easy items each vote matches the SME truth 98 % of the time, on hard ones
55 %. The SME truth is known for every item. Each repetition calibrates λ on
one labelled half and applies it to the other half, as a nightly run would.

Because the stand-in's vote probabilities are known, the agreement a λ
really holds (over every answer the judge could be asked about, not just
the half at hand) is computed exactly; that is the quantity the guarantee
is about. The observed agreement on the applied half is recorded beside it.

The figures are chosen so that the promise is not trivially kept: with
every verdict given (λ = ⅔) the judge agrees with the SMEs only 89.3 % of
the time, below the 90 % target, so a chooser that lowers λ too far breaks
the promise in every repetition.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from goldeneval.model import Outcome
from goldeneval.verdict import (
    LabelledVerdict,
    calls_needed,
    choose_threshold,
    confidence,
    majority,
    threshold_grid,
    votes_outcome,
)

K = 3
TARGET = 0.9
RISK = 0.1
EASY_VOTE_AGREES = 0.98
HARD_VOTE_AGREES = 0.55
HARD_SHARE = 0.25
HALF = 300
REPETITIONS = 20


@dataclass(frozen=True)
class SimItem:
    """One golden item of the simulation, with the SME's truth about its answer."""

    key: str
    """The item's id."""
    hard: bool
    """Whether the judge finds it hard (its votes split)."""
    truth: bool
    """The SME's label: does the answer pass."""


def golden_items(seed: int, n: int) -> list[SimItem]:
    rng = random.Random(seed)
    return [SimItem(f"i{j}", rng.random() < HARD_SHARE, rng.random() < 0.6) for j in range(n)]


def stand_in_votes(seed: int, item: SimItem) -> list[bool]:
    """The stand-in judge's k votes on one item: a pure function of the seed and the item."""
    rng = random.Random(f"{seed}/{item.key}")
    agrees = HARD_VOTE_AGREES if item.hard else EASY_VOTE_AGREES
    return [item.truth if rng.random() < agrees else not item.truth for _ in range(K)]


def true_agreement(threshold: float) -> float:
    """The agreement with the SMEs of the verdicts at or above λ, over every possible answer.

    With k = 3 a verdict is unanimous (confidence 1) or split 2–1 (⅔).
    """
    given = agreeing = 0.0
    for share, a in ((1 - HARD_SHARE, EASY_VOTE_AGREES), (HARD_SHARE, HARD_VOTE_AGREES)):
        unanimous_right, unanimous_wrong = a**3, (1 - a) ** 3
        split_right, split_wrong = 3 * a**2 * (1 - a), 3 * a * (1 - a) ** 2
        given += share * (unanimous_right + unanimous_wrong)
        agreeing += share * unanimous_right
        if threshold < 1:
            given += share * (split_right + split_wrong)
            agreeing += share * split_right
    return agreeing / given


@dataclass(frozen=True)
class Repetition:
    """What one calibrate-then-run repetition measured."""

    threshold: float | None
    held: bool
    observed: float
    coverage: float
    escalated: int
    escalated_hard: int
    calls: int
    calls_early_stop: int


def repeat(seed: int) -> Repetition:
    items = golden_items(seed, 2 * HALF)
    labelled_half, run_half = items[:HALF], items[HALF:]
    labels = []
    for item in labelled_half:
        votes = stand_in_votes(seed, item)
        labels.append(LabelledVerdict(confidence(votes), majority(votes) == item.truth))
    found = choose_threshold(labels, TARGET, RISK, threshold_grid(K))
    assert found.threshold is not None, f"seed {seed}: no threshold passed"
    given = agreeing = escalated = escalated_hard = early = 0
    for item in run_half:
        votes = stand_in_votes(seed, item)
        early += calls_needed(votes, K, found.threshold)
        outcome = votes_outcome(votes, found.threshold)
        if outcome is Outcome.ESCALATED:
            escalated += 1
            escalated_hard += item.hard
        else:
            given += 1
            agreeing += (outcome is Outcome.PASSED) == item.truth
    return Repetition(
        threshold=found.threshold,
        held=true_agreement(found.threshold) >= TARGET,
        observed=agreeing / given,
        coverage=given / HALF,
        escalated=escalated,
        escalated_hard=escalated_hard,
        calls=K * HALF,
        calls_early_stop=early,
    )


def test_the_stand_in_makes_the_promise_hard_to_keep() -> None:
    assert true_agreement(2 / 3) < TARGET < true_agreement(1.0)


def test_verdicts_hold_the_promised_agreement() -> None:
    """The guarantee: P(agreement at λ < target) ≤ risk, so over 20 repetitions
    about 18 or more should hold. The assertion asks for 16: were the
    guarantee exactly tight, 5 or more failures in 20 happen with probability
    4.3 % (binomial, p = 0.1), so a sound chooser does not trip it by chance,
    while a chooser that gives every verdict (λ = ⅔) fails all 20."""
    runs = [repeat(seed) for seed in range(REPETITIONS)]
    held = sum(r.held for r in runs)
    assert held >= 16, [r.threshold for r in runs]
    observed = sum(r.observed for r in runs) / len(runs)
    assert observed >= TARGET
    escalated = sum(r.escalated for r in runs)
    hard = sum(r.escalated_hard for r in runs)
    assert hard / escalated > 0.7, "escalations should be mostly the hard items"
    assert all(r.calls_early_stop < r.calls for r in runs)
    coverage = sum(r.coverage for r in runs) / len(runs)
    print(  # the figures the closing note states (pytest -s shows them)
        f"\ntarget {TARGET}, risk {RISK}: held in {held}/{len(runs)}; "
        f"λ {sorted({r.threshold for r in runs}, key=str)}; "
        f"true agreement at λ=1 {true_agreement(1.0):.3f}, at λ=⅔ {true_agreement(2 / 3):.3f}; "
        f"observed agreement {observed:.3f} (min {min(r.observed for r in runs):.3f}); "
        f"coverage {coverage:.3f}; escalated {escalated} ({hard / escalated:.0%} hard); "
        f"judge calls {sum(r.calls for r in runs)} without early stop, "
        f"{sum(r.calls_early_stop for r in runs)} with"
    )
