"""Answer confirmation's counting rule (docs/design.md §4): majority, early stop, never more
than ``samples`` answers, stored result from the majority side."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Sequence

from hypothesis import given
from hypothesis import strategies as st

from goldeneval.job.run._answers import AnswerConfirmation, majority
from goldeneval.model import Item, ItemResult, JudgeStatus, Outcome
from goldeneval.model._contract import Expected

ITEM = Item("a", "public", "d", "Pertanyaan?", Expected(must_include=("benar",)), verified=True)


def answered(passed: bool, n: int) -> ItemResult:
    return ItemResult(
        run_id="r",
        item_id="a",
        surface="public",
        domain="d",
        verified=True,
        question="Pertanyaan?",
        outcome=Outcome.PASSED if passed else Outcome.FAILED,
        judge_status=JudgeStatus.OK,
        answer=f"jawaban {n}",
        answer_sha256=f"{n:064x}",
        correctness=0.9 if passed else 0.1,
        judge_pass=passed,
    )


@given(votes=st.lists(st.booleans(), max_size=9), total=st.sampled_from([1, 3, 5, 7, 9]))
def test_majority_is_decided_exactly_when_one_side_holds_more_than_half(
    votes: list[bool], total: int
) -> None:
    side = majority(votes, total)
    need = total // 2 + 1
    if side is None:
        assert sum(votes) < need and len(votes) - sum(votes) < need
    else:
        assert sum(1 for v in votes if v is side) >= need


@given(
    draws=st.lists(st.booleans(), min_size=9, max_size=9),
    total=st.sampled_from([3, 5, 7, 9]),
)
def test_a_confirmation_stops_as_soon_as_the_majority_cannot_change(
    draws: list[bool], total: int
) -> None:
    asked: list[int] = []

    async def reask(item: Item, earlier: Sequence[ItemResult]) -> ItemResult:
        asked.append(len(earlier))
        return answered(draws[len(asked)], len(asked))

    confirm = AnswerConfirmation(total, reask)
    result = asyncio.run(confirm.confirm(ITEM, answered(draws[0], 0)))
    votes = draws[: result.answers]
    side = majority(votes, total)
    assert side is not None  # decided, and not one answer earlier:
    assert result.answers == 1 or majority(votes[:-1], total) is None
    assert result.answers <= total and len(asked) == result.answers - 1
    assert result.answers_passed == sum(votes)
    assert (result.outcome is Outcome.PASSED) is side
    first = next(n for n, v in enumerate(votes) if v is side)
    assert result.answer == f"jawaban {first}"  # the majority side's first answer
    assert [a.passed for a in result.answer_samples] == votes


def test_an_answer_that_cannot_be_scored_errors_the_item_and_keeps_the_answers() -> None:
    async def reask(item: Item, earlier: Sequence[ItemResult]) -> ItemResult | str:
        return "chatbot: HTTP 503" if len(earlier) == 2 else answered(False, len(earlier))

    result = asyncio.run(AnswerConfirmation(5, reask).confirm(ITEM, answered(False, 0)))
    assert result.outcome is Outcome.ERRORED and not result.is_final
    assert (result.answers, result.answers_passed) == (2, 0)
    assert "HTTP 503" in (result.error or "")


def test_a_resumed_confirmation_asks_only_what_is_missing() -> None:
    calls: list[int] = []

    async def reask(item: Item, earlier: Sequence[ItemResult]) -> ItemResult:
        calls.append(len(earlier))
        return answered(True, len(earlier))

    checkpoints: list[ItemResult] = []
    first = answered(False, 0)
    held = AnswerConfirmation(5, reask, checkpoints.append)
    asyncio.run(held.confirm(ITEM, first))
    cut = checkpoints[1]  # three answers held: F, T, T (a fourth decided it)
    assert (cut.outcome, cut.answers) == (Outcome.ERRORED, 3)
    calls.clear()
    again = asyncio.run(AnswerConfirmation(5, reask).resume(ITEM, dataclasses.replace(cut)))
    assert calls == [3]  # one more answer: the three stored ones are never asked again
    assert (again.outcome, again.answers, again.answers_passed) == (Outcome.PASSED, 4, 3)
