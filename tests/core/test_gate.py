"""Counts, regressions and the gate verdict (docs/design.md §5, normative)."""

from __future__ import annotations

import pytest

from goldeneval._gate import decide, find_regressions, tally
from goldeneval._models import Baseline, Counts, GateVerdict, JudgeStatus, Outcome

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
    args = {
        "min_pass_rate": 0.8,
        "verified_regressions": [],
        "unverified_items": 0,
        "allow_unverified": False,
    }
    args.update(kw)
    return decide(counts, **args)


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
    # 4/4 scored passed: 6 errored and 3 skipped items stay outside the denominator.
    v = verdict(Counts(items=13, scored=4, passed=4, errored=6, skipped=3))
    assert v.passed


def test_nothing_scored_fails_with_its_own_reason() -> None:
    v = verdict(Counts(items=3, scored=0, errored=2, skipped=1), min_pass_rate=0.0)
    assert not v.passed
    assert len(v.reasons) == 1
    assert v.reasons[0].startswith("nothing was scored")
    assert "pass rate" not in v.reasons[0]


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
