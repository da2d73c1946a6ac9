"""Small builders for core records, so each test states only what it is about."""

from __future__ import annotations

from goldeneval.model import (
    Expected,
    Item,
    ItemResult,
    JudgeStatus,
    Outcome,
)

RUN = "run-now"


def item(
    item_id: str = "pt-perorangan-syarat",
    *,
    surface: str = "public",
    domain: str = "badan-hukum-pt",
    question: str = "Apa saja syarat mendirikan PT perorangan?",
    must_include: tuple[str, ...] = (),
    must_not_include: tuple[str, ...] = (),
    rubric: str = "",
    verified: bool = False,
) -> Item:
    """An item with sensible defaults."""
    return Item(
        id=item_id,
        surface=surface,  # type: ignore[arg-type]
        domain=domain,
        question=question,
        expected=Expected(must_include, must_not_include, rubric),
        verified=verified,
        line=1,
    )


def result(
    item_id: str,
    outcome: Outcome,
    *,
    judge_status: JudgeStatus | None = None,
    verified: bool = False,
    auto_fail: tuple[str, ...] = (),
    correctness: float | None = None,
    domain: str = "badan-hukum-pt",
    reason: str = "",
    run_id: str = RUN,
    surface: str | None = None,
) -> ItemResult:
    """A result; the judge status follows the outcome unless given, and the surface is
    ``internal`` for a skipped item and ``public`` otherwise unless given."""
    if judge_status is None:
        judge_status = {
            Outcome.PASSED: JudgeStatus.OK,
            Outcome.FAILED: JudgeStatus.OK,
            Outcome.ERRORED: JudgeStatus.ERROR,
            Outcome.SKIPPED: JudgeStatus.SKIPPED,
        }[outcome]
    if correctness is None and judge_status is JudgeStatus.OK:
        correctness = 0.9 if outcome is Outcome.PASSED else 0.2
    return ItemResult(
        run_id=run_id,
        item_id=item_id,
        surface=surface or ("internal" if outcome is Outcome.SKIPPED else "public"),  # type: ignore[arg-type]
        domain=domain,
        verified=verified,
        question=f"question of {item_id}?",
        outcome=outcome,
        judge_status=judge_status,
        auto_fail=auto_fail,
        auto_fail_reason="; ".join(f'missing "{p}"' for p in auto_fail) or None,
        correctness=correctness,
        judge_pass=None if judge_status is not JudgeStatus.OK else outcome is Outcome.PASSED,
        reason=reason,
    )
