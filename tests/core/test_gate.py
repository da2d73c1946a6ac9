"""Counts, regressions and the gate verdict (docs/design.md §5, normative)."""

from __future__ import annotations

import pytest

from goldeneval.model import Baseline, Counts, GateVerdict, JudgeStatus, Outcome, Verdict
from goldeneval.verdict import GateRules
from goldeneval.verdict._gate import decide, find_regressions, tally

from .factories import result

P, F, E, S = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.SKIPPED


def test_tally_counts_and_denominator() -> None:
    results = [
        result("a", P),
        result("b", P),
        result("c", F),
        result("d", F, judge_status=JudgeStatus.ERROR, auto_fail=("WNI",)),
        result("e", E),
        result("f", S),
    ]
    c = tally(results)
    assert c == Counts(items=6, scored=4, passed=2, failed=2, errored=1, skipped=1)
    assert c.pass_rate == 0.5


def test_pass_rate_is_none_when_nothing_scored() -> None:
    assert tally([result("e", E), result("s", S)]).pass_rate is None


def verdict(counts: Counts, **kw) -> GateVerdict:
    gate = {"min_pass_rate": 0.8, "allow_unverified": False}
    args = {"verified_regressions": [], "unverified_items": 0}
    for key, value in kw.items():
        (gate if key in {"min_pass_rate", "allow_unverified", "min_coverage"} else args)[key] = (
            value
        )
    return decide(counts, rules=GateRules(**gate), **args)


def test_gate_passes_at_the_floor() -> None:
    v = verdict(Counts(items=5, scored=5, passed=4, failed=1))
    assert v.passed
    assert v.reasons == ()
    assert v.line == "GATE PASSED"


def test_gate_fails_below_the_floor_with_counts() -> None:
    v = verdict(Counts(items=10, scored=8, passed=6, failed=2, errored=2))
    assert not v.passed
    assert v.reasons == ("pass rate 0.75 < 0.80 (6/8 scored items passed)",)
    assert v.line.startswith("GATE FAILED: pass rate 0.75 < 0.80")


def test_errored_and_skipped_items_do_not_dilute_the_pass_rate() -> None:
    # 4/4 scored passed: 4 errored and 3 skipped items stay outside the denominator
    # (coverage 4/8 drivable = 0.5, just enough).
    v = verdict(Counts(items=11, scored=4, passed=4, errored=4, skipped=3))
    assert v.passed
    assert v.verdict is Verdict.PASSED and v.exit_code == 0


def test_nothing_scored_is_no_verdict() -> None:
    v = verdict(Counts(items=3, scored=0, errored=2, skipped=1), min_pass_rate=0.0)
    assert not v.passed
    assert v.verdict is Verdict.NO_VERDICT and v.exit_code == 3
    assert v.cause is not None and v.cause.startswith("nothing was scored")
    assert v.line.startswith("NO VERDICT: nothing was scored (3 items: 2 errored, 1 skipped)")
    assert "pass rate" not in v.line


def test_every_item_internal_is_no_verdict() -> None:
    v = verdict(Counts(items=2, skipped=2))
    assert v.verdict is Verdict.NO_VERDICT


def test_one_passing_item_of_a_hundred_is_no_verdict_not_a_pass() -> None:
    # 99 errored (judge 500), 1 scored and passed: nothing is established.
    v = verdict(
        Counts(items=100, scored=1, passed=1, errored=99),
        error_hint="judge returned HTTP 500 after 4 attempts (99 items)",
    )
    assert v.verdict is Verdict.NO_VERDICT
    assert v.line == (
        "NO VERDICT: only 1 of 100 drivable items were scored (coverage 0.01 < minimum 0.50; "
        "99 errored); most common error: judge returned HTTP 500 after 4 attempts (99 items)"
    )


@pytest.mark.parametrize(
    ("scored", "errored", "min_coverage", "expected"),
    [
        (5, 5, 0.5, Verdict.PASSED),  # exactly the floor covers
        (4, 6, 0.5, Verdict.NO_VERDICT),
        (2, 1, 0.5, Verdict.PASSED),  # 2 of 3 ≥ 1.5
        (1, 2, 0.5, Verdict.NO_VERDICT),
        (1, 9, 0.0, Verdict.PASSED),  # a floor of 0 needs only something scored
        (9, 1, 1.0, Verdict.NO_VERDICT),
    ],
)
def test_coverage_floor(scored: int, errored: int, min_coverage: float, expected: Verdict) -> None:
    counts = Counts(items=scored + errored, scored=scored, passed=scored, errored=errored)
    assert verdict(counts, min_coverage=min_coverage).verdict is expected


def test_low_coverage_that_fails_whatever_the_errored_items_score_is_established() -> None:
    # 2 of 10 scored, both failed; even if the 8 errored items had passed, 8/10 = 0.8
    # reaches the floor, so nothing is established yet ...
    v = verdict(Counts(items=10, scored=2, failed=2, errored=8))
    assert v.verdict is Verdict.NO_VERDICT
    # ... but with 4 failed of 6 scored, at most 6/10 could pass: the failure stands.
    v = verdict(Counts(items=10, scored=4, failed=4, errored=6), min_coverage=0.5)
    assert v.verdict is Verdict.FAILED and v.exit_code == 1
    assert v.reasons == (
        "pass rate at most 0.60 < 0.80 even if all 6 errored items had passed "
        "(0/4 scored items passed)",
    )


def test_low_coverage_keeps_established_regressions_and_unverified_failures() -> None:
    low = Counts(items=10, scored=1, passed=1, errored=9)
    v = verdict(low, verified_regressions=["a"])
    assert v.verdict is Verdict.FAILED
    assert v.reasons == ("1 verified item regressed (a)",)
    v = verdict(low, unverified_items=1)
    assert v.verdict is Verdict.FAILED
    assert "verified: false" in v.reasons[0]


def test_a_stopped_run_has_no_verdict_whatever_was_scored() -> None:
    cause = "judge rejects every request: HTTP 404 model 'x' does not exist"
    v = verdict(Counts(items=10, scored=10, passed=10), stopped=cause)
    assert v.verdict is Verdict.NO_VERDICT
    assert v.line == f"NO VERDICT: {cause}"


def test_verified_regression_fails_the_gate_even_at_full_pass_rate() -> None:
    v = verdict(
        Counts(items=10, scored=10, passed=9, failed=1),
        min_pass_rate=0.5,
        verified_regressions=["pt-perorangan-syarat"],
    )
    assert not v.passed
    assert v.reasons == ("1 verified item regressed (pt-perorangan-syarat)",)


def test_regression_count_beyond_the_listed_ids_is_used() -> None:
    v = verdict(
        Counts(items=1, scored=1, passed=1),
        verified_regressions=["a", "b"],
        verified_regression_count=30,
    )
    assert v.reasons == ("30 verified items regressed (a, b)",)


def test_unverified_items_fail_unless_allowed() -> None:
    counts = Counts(items=2, scored=2, passed=2)
    failed = verdict(counts, unverified_items=2)
    assert not failed.passed
    assert "2 items are verified: false" in failed.reasons[0]
    assert "-allow-unverified" in failed.reasons[0]
    assert verdict(counts, unverified_items=2, allow_unverified=True).passed


def test_every_reason_is_given_together_in_a_fixed_order() -> None:
    v = verdict(
        Counts(items=4, scored=4, passed=1, failed=3),
        verified_regressions=["a", "b"],
        unverified_items=1,
    )
    assert len(v.reasons) == 3
    assert v.reasons[0].startswith("pass rate 0.25 < 0.80")
    assert v.reasons[1].startswith("2 verified items regressed (a, b)")
    assert v.reasons[2].startswith("1 item is verified: false")
    assert v.line == "GATE FAILED: " + "; ".join(v.reasons)


def base(item_id: str, passed: bool) -> Baseline:
    return Baseline(item_id, "run-before", passed)


def test_regression_needs_a_passing_baseline_and_an_ok_fail_now() -> None:
    results = [
        result("reg", F, verified=True),
        result("was-failing", F, verified=True),
        result("no-history", F, verified=True),
        result("still-passing", P, verified=True),
    ]
    baselines = {
        "reg": base("reg", True),
        "was-failing": base("was-failing", False),
        "still-passing": base("still-passing", True),
    }
    regs = find_regressions(results, baselines)
    assert [(r.item_id, r.verified, r.baseline_run_id) for r in regs] == [
        ("reg", True, "run-before")
    ]


@pytest.mark.parametrize(
    "now",
    [
        result("x", E, verified=True),
        result("x", S, verified=True),
        result("x", F, verified=True, judge_status=JudgeStatus.ERROR, auto_fail=("WNI",)),
    ],
    ids=["errored", "skipped", "auto-fail-with-judge-error"],
)
def test_items_not_judged_ok_now_are_never_regressions(now) -> None:
    assert find_regressions([now], {"x": base("x", True)}) == ()


def test_unverified_regressions_are_reported_but_do_not_fail_the_gate() -> None:
    results = [result("u", F, verified=False), result("ok", P)]
    regs = find_regressions(results, {"u": base("u", True)})
    assert [(r.item_id, r.verified) for r in regs] == [("u", False)]
    v = verdict(
        tally(results),
        min_pass_rate=0.5,
        verified_regressions=[r.item_id for r in regs if r.verified],
    )
    assert v.passed


def test_rate_just_below_the_floor_is_not_printed_as_equal_to_it() -> None:
    # 79/99 = 0.798: rounded to two places it would read "0.80 < 0.80".
    v = verdict(Counts(items=99, scored=99, passed=79, failed=20))
    assert not v.passed
    shown, floor = v.reasons[0].split(" (")[0].removeprefix("pass rate ").split(" < ")
    assert float(shown) < float(floor)
