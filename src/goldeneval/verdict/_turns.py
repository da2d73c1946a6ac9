"""Scoring a conversation: every turn like an item, the item by its turns.

A conversation passes only when every turn passes. Its result is the first
failing turn's, named (``turn 2: auto-fail: missing "150.000"``): a failed
turn decides over an errored one, since the item fails whatever the errored
turn would have scored. A conversation that stopped before its last turn
was asked is errored, never passed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from goldeneval.model import Item, ItemResult, JudgeStatus, Outcome


def turn_item(item: Item, index: int) -> Item:
    """Turn ``index`` (0-based) of ``item`` as a plain item, to ask and score like one.

    The id, surface, domain and dates stay the item's; the question, the
    contract and their lines are the turn's. A plain item's only turn is
    the item itself.
    """
    if not item.conversation:
        if index != 0:
            raise IndexError(f"item {item.id!r} has one turn, not {index + 1}")
        return item
    turn = item.conversation[index]
    return replace(
        item,
        question=turn.question,
        expected=turn.expected,
        line=turn.line if turn.line is not None else item.line,
        must_include_lines=turn.must_include_lines,
        must_not_include_lines=turn.must_not_include_lines,
        conversation=(),
    )


def _sum(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return sum(known) if known else None


def _spanning(item: Item, turns: Sequence[ItemResult], base: ItemResult) -> ItemResult:
    """``base`` as the item's result: its question and line, the turns' combined timings."""
    started = [t.started_at for t in turns if t.started_at is not None]
    finished = [t.finished_at for t in turns if t.finished_at is not None]
    return replace(
        base,
        question=item.question,
        set_line=item.line,
        chatbot_latency_ms=_sum([t.chatbot_latency_ms for t in turns]),
        judge_latency_ms=_sum([t.judge_latency_ms for t in turns]),
        chatbot_ttfb_ms=turns[0].chatbot_ttfb_ms if turns else None,
        started_at=min(started) if started else None,
        finished_at=max(finished) if finished else None,
    )


def _decisive(turns: Sequence[ItemResult]) -> int | None:
    """Index of the turn that keeps the conversation from passing; None when all passed."""
    failed = [i for i, t in enumerate(turns) if t.outcome is Outcome.FAILED]
    if failed:
        return failed[0]
    # Errored, or anything else that is not a pass: it never passes the item.
    return next((i for i, t in enumerate(turns) if t.outcome is not Outcome.PASSED), None)


def conversation_result(item: Item, run_id: str, turns: Sequence[ItemResult]) -> ItemResult:
    """The item's result from its turns' results, in turn order (docs/design.md §4).

    ``turns`` holds one scored result per turn asked; fewer than the item's
    turns means the conversation stopped early. A plain item's one result
    is returned as it is.
    """
    if not item.conversation and len(turns) == 1:
        return turns[0]
    n = len(item.turns)
    decisive = _decisive(turns)
    if decisive is not None:
        t = turns[decisive]
        prefix = f"turn {decisive + 1}: "
        return _spanning(
            item,
            turns,
            replace(
                t,
                turn=decisive + 1,
                reason=prefix + (t.reason or t.outcome.value),
                auto_fail_reason=None
                if t.auto_fail_reason is None
                else prefix + t.auto_fail_reason,
                error=None if t.error is None else prefix + t.error,
            ),
        )
    if len(turns) < n:
        stopped = f"stopped after turn {len(turns)}" if turns else "was never started"
        error = f"turn {len(turns) + 1}: not asked (the conversation {stopped})"
        base = ItemResult(
            run_id=run_id,
            item_id=item.id,
            surface=item.surface,
            domain=item.domain,
            verified=item.verified,
            question=item.question,
            outcome=Outcome.ERRORED,
            judge_status=JudgeStatus.ERROR,
            error=error,
            reason=f"error: {error}",
        )
        return _spanning(item, turns, base)
    scores = [1.0 if t.correctness is None else t.correctness for t in turns]
    weakest = scores.index(min(scores))  # the first of equals, as min() over the turns chose
    return _spanning(
        item,
        turns,
        replace(
            turns[weakest],
            turn=weakest + 1,
            reason=f"all {n} turns passed"
            + (f"; {turns[weakest].reason}" if turns[weakest].reason else ""),
        ),
    )
