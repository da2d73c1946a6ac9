"""Selective verdicts (docs/design.md §13.5): confidence, early stop, the Clopper–Pearson bound, λ."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import (
    Baseline,
    ItemResult,
    JudgeStatus,
    Outcome,
    SelectiveCalibration,
    VerdictSource,
)
from goldeneval.verdict import (
    FINE_GRID,
    LabelledVerdict,
    SelectiveStatement,
    calls_needed,
    choose_threshold,
    clopper_pearson_upper,
    confidence,
    escalation_reason,
    incomplete_beta,
    majority,
    selective_outcome,
    settled_outcome,
    threshold_grid,
    votes_outcome,
)
from goldeneval.verdict._beta import beta_quantile
from goldeneval.verdict._gate import expectation_changes, find_regressions, tally

from .factories import result

FAST = settings(max_examples=80, deadline=None)


def binomial_cdf(k: int, n: int, p: float) -> float:
    """P(Bin(n, p) ≤ k), summed term by term: the reference the beta function must meet."""
    return sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k + 1))


# ---------------------------------------------------------------- the beta function


@pytest.mark.parametrize(
    ("x", "a", "b", "expected"),
    [
        (0.5, 3.3, 3.3, 0.5),  # symmetric: half the mass either side
        (0.3, 1.0, 1.0, 0.3),  # Beta(1, 1) is uniform
        (0.3, 1.0, 4.0, 1 - 0.7**4),  # I_x(1, b) = 1 − (1 − x)^b
        (0.3, 5.0, 1.0, 0.3**5),  # I_x(a, 1) = x^a
        (0.0, 2.0, 3.0, 0.0),
        (1.0, 2.0, 3.0, 1.0),
    ],
)
def test_incomplete_beta_meets_closed_forms(x: float, a: float, b: float, expected: float) -> None:
    assert incomplete_beta(x, a, b) == pytest.approx(expected, abs=1e-12)


@FAST
@given(
    n=st.integers(1, 400),
    data=st.data(),
    p=st.floats(0.001, 0.999),
)
def test_incomplete_beta_is_the_binomial_tail(n: int, data: st.DataObject, p: float) -> None:
    k = data.draw(st.integers(0, n - 1))
    assert incomplete_beta(1 - p, n - k, k + 1) == pytest.approx(binomial_cdf(k, n, p), abs=1e-9)


def test_the_beta_function_refuses_what_it_cannot_mean() -> None:
    with pytest.raises(ValueError, match="a, b > 0"):
        incomplete_beta(0.5, 0, 1)
    with pytest.raises(ValueError, match="0 ≤ x ≤ 1"):
        incomplete_beta(1.5, 1, 1)
    with pytest.raises(ValueError, match="0 ≤ q ≤ 1"):
        beta_quantile(2, 1, 1)
    with pytest.raises(ValueError, match="failures ≤ n"):
        clopper_pearson_upper(5, 4, 0.1)
    with pytest.raises(ValueError, match="0 < risk < 1"):
        clopper_pearson_upper(1, 4, 0)


# ---------------------------------------------------------------- Clopper–Pearson


@pytest.mark.parametrize(("n", "risk"), [(10, 0.05), (120, 0.1), (1, 0.5)])
def test_bound_without_failures_is_the_closed_form(n: int, risk: float) -> None:
    # P(Bin(n, u) ≤ 0) = (1 − u)^n = risk
    assert clopper_pearson_upper(0, n, risk) == pytest.approx(1 - risk ** (1 / n), abs=1e-12)


@pytest.mark.parametrize(("n", "risk"), [(10, 0.05), (120, 0.1)])
def test_bound_with_one_success_is_the_closed_form(n: int, risk: float) -> None:
    # P(Bin(n, u) ≤ n − 1) = 1 − u^n = risk
    assert clopper_pearson_upper(n - 1, n, risk) == pytest.approx((1 - risk) ** (1 / n), abs=1e-12)


def test_known_bounds() -> None:
    # 5 in 100: the textbook exact interval is (0.0164, 0.1128) at 95 % two-sided,
    # so 0.1128 is the one-sided 97.5 % bound; the one-sided 95 % one is 0.1023.
    assert clopper_pearson_upper(5, 100, 0.025) == pytest.approx(0.1128, abs=5e-5)
    assert clopper_pearson_upper(5, 100, 0.05) == pytest.approx(0.1023, abs=5e-5)
    # 10 in 120 at risk 0.1, as the design's worked example says.
    assert clopper_pearson_upper(10, 120, 0.1) == pytest.approx(0.1255, abs=5e-5)
    assert clopper_pearson_upper(3, 3, 0.1) == 1.0


@FAST
@given(n=st.integers(1, 300), data=st.data(), risk=st.floats(0.01, 0.5))
def test_bound_leaves_exactly_risk_below_it(n: int, data: st.DataObject, risk: float) -> None:
    failures = data.draw(st.integers(0, n - 1))
    u = clopper_pearson_upper(failures, n, risk)
    assert failures / n < u < 1
    assert binomial_cdf(failures, n, u) == pytest.approx(risk, abs=1e-9)


@pytest.mark.parametrize(("n", "rate", "risk"), [(50, 0.1, 0.1), (120, 0.1, 0.1), (300, 0.05, 0.2)])
def test_the_test_passes_a_rate_at_the_limit_at_most_risk_of_the_time(
    n: int, rate: float, risk: float
) -> None:
    """The test's size, exactly: summed over every count the labels could show."""
    size = sum(
        math.comb(n, x) * rate**x * (1 - rate) ** (n - x)
        for x in range(n + 1)
        if clopper_pearson_upper(x, n, risk) <= rate
    )
    assert 0 < size <= risk


# ---------------------------------------------------------------- confidence and outcome


def test_confidence_is_the_share_agreeing_with_the_majority() -> None:
    assert confidence([True, True, True]) == 1
    assert confidence([True, False, True]) == pytest.approx(2 / 3)
    assert confidence([False, False, True]) == pytest.approx(2 / 3)
    assert confidence([True, False]) == 0.5
    assert majority([True, False]) is False  # a tie fails closed
    assert confidence([True]) == 1
    with pytest.raises(ValueError, match="at least one vote"):
        confidence([])


@FAST
@given(st.lists(st.booleans(), min_size=1, max_size=12), st.randoms())
def test_confidence_properties(votes: list[bool], rnd: random.Random) -> None:
    c = confidence(votes)
    assert 0.5 <= c <= 1
    assert confidence([not v for v in votes]) == c
    shuffled = list(votes)
    rnd.shuffle(shuffled)
    assert confidence(shuffled) == c
    if 2 * sum(votes) != len(votes):
        assert c == sum(1 for v in votes if v == majority(votes)) / len(votes)


def test_outcome_rule() -> None:
    assert selective_outcome(True, 2 / 3, 2 / 3) is Outcome.PASSED
    assert selective_outcome(False, 1.0, 2 / 3) is Outcome.FAILED
    assert selective_outcome(True, 2 / 3, 1.0) is Outcome.ESCALATED
    assert selective_outcome(False, 2 / 3, 1.0, definitive=True) is Outcome.FAILED
    assert selective_outcome(True, 0.5, None) is Outcome.PASSED
    assert votes_outcome([True, True, False], 1.0) is Outcome.ESCALATED


def test_an_escalated_item_is_not_scored_like_an_errored_one() -> None:
    escalated = replace(result("i", Outcome.PASSED), outcome=Outcome.ESCALATED, confidence=2 / 3)
    assert escalated.judge_status is JudgeStatus.OK
    assert not escalated.is_scored
    assert escalated.is_final
    back = ItemResult.from_dict(escalated.to_dict())
    assert back == escalated
    assert back.to_dict()["confidence"] == pytest.approx(2 / 3)
    sme = replace(result("i", Outcome.FAILED), verdict_source=VerdictSource.SME)
    assert ItemResult.from_dict(sme.to_dict()).verdict_source is VerdictSource.SME


# ---------------------------------------------------------------- early stop


@pytest.mark.parametrize(
    ("votes", "threshold", "settled"),
    [
        ([True, False], 1.0, Outcome.ESCALATED),  # unanimity is out of reach
        ([True, True], 1.0, None),  # the third decides: pass or escalate
        ([True, True], 2 / 3, Outcome.PASSED),  # 2 of 3 pass whatever the third says
        ([True], 2 / 3, None),
        ([False, False], None, Outcome.FAILED),
        ([], 1.0, None),
    ],
)
def test_settled_outcome(
    votes: list[bool], threshold: float | None, settled: Outcome | None
) -> None:
    assert settled_outcome(votes, 3, threshold) is settled


def test_calls_needed_counts_the_prefix_that_settles() -> None:
    assert calls_needed([True, False, True], 3, 1.0) == 2
    assert calls_needed([True, True, False], 3, 1.0) == 3
    assert calls_needed([True, True, False], 3, 2 / 3) == 2
    assert calls_needed([True, True, True, True, True], 5, 0.8) == 4
    with pytest.raises(ValueError, match="2 votes given for 3"):
        calls_needed([True, True], 3, 1.0)
    with pytest.raises(ValueError, match="4 votes drawn of 3"):
        settled_outcome([True] * 4, 3, 1.0)


@FAST
@given(
    votes=st.lists(st.booleans(), min_size=1, max_size=9),
    data=st.data(),
    threshold=st.sampled_from([None, 0.5, 0.6, 2 / 3, 0.75, 0.8, 1.0]),
)
def test_early_stop_never_changes_the_outcome(
    votes: list[bool], data: st.DataObject, threshold: float | None
) -> None:
    k = len(votes)
    drawn = data.draw(st.integers(0, k))
    settled = settled_outcome(votes[:drawn], k, threshold)
    if settled is not None:
        assert votes_outcome(votes, threshold) is settled
    needed = calls_needed(votes, k, threshold)
    assert settled_outcome(votes[:needed], k, threshold) is votes_outcome(votes, threshold)


# ---------------------------------------------------------------- the threshold


def test_grid_is_every_confidence_k_votes_can_have() -> None:
    assert threshold_grid(3) == pytest.approx((1, 2 / 3))
    assert threshold_grid(4) == pytest.approx((1, 0.75, 0.5))
    assert threshold_grid(5) == pytest.approx((1, 0.8, 0.6))
    assert threshold_grid(1) == (1.0,)
    assert FINE_GRID[0] == 1 and FINE_GRID[-1] == 0.5 and len(FINE_GRID) == 51


def labelled(*groups: tuple[float, int, int]) -> list[LabelledVerdict]:
    """``(confidence, agreeing, disagreeing)`` groups as labelled verdicts."""
    out: list[LabelledVerdict] = []
    for c, yes, no in groups:
        out += [LabelledVerdict(c, True)] * yes + [LabelledVerdict(c, False)] * no
    return out


def test_walk_stops_at_the_first_threshold_that_fails() -> None:
    # 100 unanimous verdicts, 1 wrong; 20 split ones, 8 wrong.
    found = choose_threshold(labelled((1.0, 99, 1), (2 / 3, 12, 8)), 0.9, 0.1, threshold_grid(3))
    assert found.threshold == 1.0
    assert found.coverage == pytest.approx(100 / 120)
    assert found.n == 120
    assert found.agreement_at_threshold == pytest.approx(0.99)
    first, second = found.steps
    assert (first.covered, first.disagreements, first.passed) == (100, 1, True)
    assert (second.covered, second.disagreements, second.passed) == (120, 9, False)
    assert first.upper_bound == pytest.approx(clopper_pearson_upper(1, 100, 0.1))
    assert found.to_dict() == {
        "target": 0.9,
        "risk": 0.1,
        "threshold": 1.0,
        "coverage": pytest.approx(100 / 120),
        "n": 120,
        "agreement_at_threshold": pytest.approx(0.99),
    }


def test_every_verdict_clears_the_lowest_threshold_when_the_labels_allow() -> None:
    found = choose_threshold(labelled((1.0, 100, 0), (2 / 3, 20, 0)), 0.9, 0.1, threshold_grid(3))
    assert found.threshold == pytest.approx(2 / 3)
    assert found.coverage == 1.0


def test_no_threshold_passes() -> None:
    found = choose_threshold(labelled((1.0, 8, 2), (2 / 3, 5, 5)), 0.9, 0.1, threshold_grid(3))
    assert found.threshold is None
    assert found.coverage == 0
    assert found.agreement_at_threshold is None
    assert len(found.steps) == 1 and not found.steps[0].passed
    assert choose_threshold([], 0.9, 0.1, threshold_grid(3)).threshold is None


def test_chooser_refuses_a_bad_target_risk_or_grid() -> None:
    with pytest.raises(ValueError, match="target agreement"):
        choose_threshold([], 1.5, 0.1, threshold_grid(3))
    with pytest.raises(ValueError, match="risk"):
        choose_threshold([], 0.9, 1.0, threshold_grid(3))
    with pytest.raises(ValueError, match="most confident down"):
        choose_threshold([], 0.9, 0.1, (0.5, 1.0))


grids = st.sampled_from([threshold_grid(3), threshold_grid(5), FINE_GRID[::5]])
labels_st = st.lists(
    st.builds(LabelledVerdict, st.sampled_from([0.5, 0.6, 2 / 3, 0.8, 1.0]), st.booleans()),
    max_size=60,
)


def rank(threshold: float | None) -> float:
    """No threshold ranks above every threshold: nothing clears it."""
    return math.inf if threshold is None else threshold


@settings(max_examples=60, deadline=None)
@given(labels_st, grids, st.floats(0.5, 0.99), st.floats(0.5, 0.99), st.floats(0.02, 0.5))
def test_raising_the_target_never_lowers_the_threshold(
    labels: list[LabelledVerdict], grid: tuple[float, ...], t1: float, t2: float, risk: float
) -> None:
    low, high = sorted((t1, t2))
    assert rank(choose_threshold(labels, low, risk, grid).threshold) <= rank(
        choose_threshold(labels, high, risk, grid).threshold
    )


@settings(max_examples=60, deadline=None)
@given(labels_st, grids, st.floats(0.5, 0.99), st.floats(0.02, 0.5), st.floats(0.02, 0.5))
def test_accepting_more_risk_never_raises_the_threshold(
    labels: list[LabelledVerdict], grid: tuple[float, ...], target: float, r1: float, r2: float
) -> None:
    low, high = sorted((r1, r2))
    assert rank(choose_threshold(labels, target, high, grid).threshold) <= rank(
        choose_threshold(labels, target, low, grid).threshold
    )


@settings(max_examples=60, deadline=None)
@given(labels_st, grids, st.floats(0.5, 0.99), st.floats(0.02, 0.5))
def test_a_sure_agreeing_label_never_raises_the_threshold(
    labels: list[LabelledVerdict], grid: tuple[float, ...], target: float, risk: float
) -> None:
    more = [*labels, LabelledVerdict(1.0, True)]
    assert rank(choose_threshold(more, target, risk, grid).threshold) <= rank(
        choose_threshold(labels, target, risk, grid).threshold
    )


@settings(max_examples=60, deadline=None)
@given(labels_st, grids, st.floats(0.5, 0.99), st.floats(0.02, 0.5))
def test_the_chosen_threshold_is_what_its_figures_say(
    labels: list[LabelledVerdict], grid: tuple[float, ...], target: float, risk: float
) -> None:
    found = choose_threshold(labels, target, risk, grid)
    assert all(s.passed for s in found.steps[:-1])
    if found.threshold is None:
        assert found.coverage == 0 and not found.steps[0].passed
        return
    covered = [x for x in labels if x.confidence >= found.threshold - 1e-9]
    assert found.coverage == pytest.approx(len(covered) / len(labels))
    wrong = sum(1 for x in covered if not x.agrees)
    assert clopper_pearson_upper(wrong, len(covered), risk) <= 1 - target + 1e-9
    assert found.agreement_at_threshold == pytest.approx(1 - wrong / len(covered))


# ---------------------------------------------------------------- what reports say


def test_the_report_line() -> None:
    day = datetime(2026, 12, 1, 9, 30, tzinfo=UTC).timestamp()
    line = SelectiveStatement(0.9, 0.1, 2 / 3, 120, day, escalated=9, verdicts=100).line()
    assert line == (
        "verdicts hold ≥ 90 % SME agreement (risk 0.10, threshold 0.67, 120 labels, "
        "2026-12-01); 9 of 100 escalated"
    )
    assert "≥ 97.5 % SME" in SelectiveStatement(0.975, 0.05, 1.0, 3, day, 0, 1).line()
    assert escalation_reason(3) == "3 items escalated for SME review"
    assert escalation_reason(1) == "1 item escalated for SME review"


def test_what_calibration_stores_and_what_a_run_states_from_it() -> None:
    found = choose_threshold(labelled((1.0, 99, 1), (2 / 3, 12, 8)), 0.9, 0.1, threshold_grid(3))
    day = datetime(2026, 12, 1, tzinfo=UTC).timestamp()
    stored = found.stored(suite="s", judge_model="m", prompt_digest="p", votes=3, at=day)
    assert (stored.threshold, stored.labels, stored.votes) == (1.0, 120, 3)
    assert stored.agreement == found.agreement_at_threshold
    assert SelectiveCalibration.from_dict(stored.to_dict()) == stored
    line = SelectiveStatement.of(stored, escalated=2, verdicts=50).line()
    assert line.endswith("(risk 0.10, threshold 1.00, 120 labels, 2026-12-01); 2 of 50 escalated")
    nothing = choose_threshold([], 0.9, 0.1, threshold_grid(3))
    none_stored = nothing.stored(suite="s", judge_model="m", prompt_digest="p", votes=3, at=day)
    assert none_stored.threshold is None
    with pytest.raises(ValueError, match="promises nothing"):
        SelectiveStatement.of(none_stored, escalated=0, verdicts=1)


def test_escalated_items_count_against_coverage() -> None:
    escalated = replace(result("b", Outcome.PASSED), outcome=Outcome.ESCALATED, confidence=2 / 3)
    counts = tally([result("a", Outcome.PASSED), escalated, result("c", Outcome.SKIPPED)])
    assert (counts.items, counts.scored, counts.passed, counts.skipped) == (3, 1, 1, 1)
    assert counts.drivable == 2
    assert counts.coverage == 0.5
    assert counts.pass_rate == 1.0


def test_an_escalated_item_is_neither_a_regression_nor_a_new_baseline() -> None:
    escalated = replace(
        result("a", Outcome.FAILED, verified=True),
        outcome=Outcome.ESCALATED,
        contract_digest="sha256:new",
    )
    base = Baseline("a", "run-before", True, contract_digest="sha256:old")
    assert find_regressions([escalated], {"a": base}) == ()
    assert expectation_changes([escalated], {"a": base}) == ()
    failed = replace(escalated, outcome=Outcome.FAILED)
    assert [x.item_id for x in expectation_changes([failed], {"a": base})] == ["a"]
