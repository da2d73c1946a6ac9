"""Escalated items at the gate (docs/design.md §13.5): unscored, against the coverage floor."""

from __future__ import annotations

from goldeneval.model import Baseline, ItemResult, JudgeStatus, Outcome, Verdict
from goldeneval.verdict import GateRules
from goldeneval.verdict._gate import decide, find_regressions, tally

from .factories import result

RULES = GateRules(min_pass_rate=0.8, min_coverage=0.5)


def escalated(item_id: str) -> ItemResult:
    """A judged verdict below λ: the judge answered, an SME decides."""
    return result(item_id, Outcome.ESCALATED, judge_status=JudgeStatus.OK, verified=True)


def test_escalated_items_are_unscored_and_below_the_floor_there_is_no_verdict() -> None:
    results = [result("a", Outcome.PASSED)] + [escalated(f"x{n}") for n in range(3)]
    c = tally(results)
    assert (c.scored, c.escalated, c.drivable) == (1, 3, 4)
    gate = decide(c, rules=RULES, verified_regressions=(), unverified_items=0)
    assert gate.verdict is Verdict.NO_VERDICT
    assert gate.cause is not None and gate.cause.startswith("3 items escalated for SME review;")


def test_an_escalated_item_could_still_pass_so_it_never_establishes_a_failure() -> None:
    # 1 of 2 scored passed (0.5 < 0.8); with the 3 escalated as passes it could be 0.8.
    results = [result("a", Outcome.PASSED), result("b", Outcome.FAILED)] + [
        escalated(f"x{n}") for n in range(3)
    ]
    gate = decide(tally(results), rules=RULES, verified_regressions=(), unverified_items=0)
    assert gate.verdict is Verdict.NO_VERDICT


def test_escalated_items_within_the_floor_leave_the_verdict_to_the_scored_ones() -> None:
    results = [result(f"p{n}", Outcome.PASSED) for n in range(8)] + [escalated("x")]
    c = tally(results)
    assert decide(c, rules=RULES, verified_regressions=(), unverified_items=0).passed
    assert c.pass_rate == 1.0 and c.scored == 8


def test_an_escalated_item_is_never_a_regression() -> None:
    base = {"x": Baseline(item_id="x", run_id="r0", passed=True)}
    assert find_regressions([escalated("x")], base) == ()
