"""Escalated items at the gate (docs/design.md §13.5): unscored, against the coverage floor."""

from __future__ import annotations

from goldeneval.model import Baseline, ItemResult, JudgeStatus, Outcome, Verdict
from goldeneval.verdict import GateRules, surface_figures, tally_by_surface
from goldeneval.verdict._gate import decide, find_regressions, tally

from .factories import result

RULES = GateRules(min_pass_rate=0.8, min_coverage=0.5)


def escalated(item_id: str, surface: str | None = None) -> ItemResult:
    """A judged verdict below λ: the judge answered, an SME decides."""
    return result(
        item_id, Outcome.ESCALATED, judge_status=JudgeStatus.OK, verified=True, surface=surface
    )


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


def test_with_nothing_scored_the_cause_names_the_escalations_first() -> None:
    gate = decide(
        tally([escalated("x"), escalated("y")]),
        rules=RULES,
        verified_regressions=(),
        unverified_items=0,
    )
    assert gate.cause is not None
    assert gate.cause.startswith("2 items escalated for SME review;")
    assert "nothing was scored (2 items: 0 errored, 0 skipped)" in gate.cause


def test_a_failure_no_escalation_can_undo_names_errored_and_escalated_items() -> None:
    # 0 of 3 scored passed; even with the escalated one and the errored one as passes, 2/5.
    results = [result(f"f{n}", Outcome.FAILED) for n in range(3)] + [
        escalated("x"),
        result("e", Outcome.ERRORED),
    ]
    rules = GateRules(min_pass_rate=0.8, min_coverage=0.9)
    gate = decide(tally(results), rules=rules, verified_regressions=(), unverified_items=0)
    assert gate.verdict is Verdict.FAILED
    assert gate.reasons[0] == (
        "pass rate at most 0.40 < 0.80 even if all 2 errored or escalated items had passed "
        "(0/3 scored items passed)"
    )


def test_a_surface_counts_its_escalated_items_as_could_still_pass() -> None:
    public = [result(f"p{n}", Outcome.PASSED, surface="public") for n in range(8)]
    internal = [result("i", Outcome.FAILED, surface="internal")]
    internal += [escalated(f"x{n}", "internal") for n in range(3)]
    results = public + internal
    figures = surface_figures(tally_by_surface(results), RULES)
    gate = decide(
        tally(results),
        rules=RULES,
        verified_regressions=(),
        unverified_items=0,
        surfaces=figures,
    )
    # At most 3/4 even if the 3 escalated pass: below 0.80 whatever the SMEs decide.
    assert gate.verdict is Verdict.FAILED
    assert gate.reasons == (
        "internal pass rate at most 0.75 < 0.80 even if all 3 errored or escalated internal "
        "items had passed (0/1)",
    )
    # With a fourth escalated item it could reach 0.80: no verdict until the SMEs decide.
    results.append(escalated("x3", "internal"))
    figures = surface_figures(tally_by_surface(results), RULES)
    gate = decide(
        tally(results), rules=RULES, verified_regressions=(), unverified_items=0, surfaces=figures
    )
    assert gate.verdict is Verdict.NO_VERDICT


def test_a_surface_without_verdict_from_escalations_names_the_escalated_items() -> None:
    # Public is decided; internal has 1 scored of 5 (coverage 0.2 < 0.5) for 4 escalations.
    public = [result(f"p{n}", Outcome.PASSED, surface="public") for n in range(8)]
    internal = [result("i", Outcome.PASSED, surface="internal")]
    internal += [escalated(f"x{n}", "internal") for n in range(4)]
    results = public + internal
    gate = decide(
        tally(results),
        rules=RULES,
        verified_regressions=(),
        unverified_items=0,
        surfaces=surface_figures(tally_by_surface(results), RULES),
        escalated={"internal": ["x0", "x1", "x2", "x3"]},
    )
    assert gate.verdict is Verdict.NO_VERDICT
    assert gate.cause is not None
    assert "internal coverage 0.20 < minimum 0.50" in gate.cause
    assert "4 items escalated for SME review: x0, x1, x2, x3" in gate.cause


def test_with_everything_skipped_the_cause_names_why() -> None:
    from goldeneval.verdict import summarize_results

    skipped = [
        result(
            f"i{n}", Outcome.SKIPPED, surface="internal", reason="no internal endpoint configured"
        )
        for n in range(3)
    ]
    summary = summarize_results(
        skipped, {}, run_id="r", suite="s", set_digest="d", unverified_items=0, rules=RULES
    )
    assert summary.gate.cause is not None
    assert (
        "nothing was scored (3 items: 0 errored, 3 skipped: no internal endpoint configured "
        "(3 items))" in summary.gate.cause
    )
