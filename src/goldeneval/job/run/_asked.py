"""What the chatbot stage hands the judge stage: an item's answered turns (docs/design.md §7).

A plain item is a conversation of one turn, so both stages treat every item
alike: the chatbot stage asks the turns in order in one session and hands
over the answers; the judge stage scores each turn like an item, with the
earlier turns (and, for a ``grounded`` item, the tool results) as the
judge's context, and the item by its turns.
"""

from __future__ import annotations

from dataclasses import dataclass

from goldeneval.job.clients import Answer, JudgeAsk
from goldeneval.model import Item, ItemResult, TurnRecord
from goldeneval.verdict import EarlierTurn, judge_context


@dataclass(frozen=True)
class Asked:
    """An item whose turns were asked, up to the first that got no answer."""

    item: Item
    """The item (a conversation or a plain one)."""
    answers: tuple[Answer, ...]
    """The answers in turn order (at least one)."""
    started: float
    """Unix time its first turn was asked."""
    error: str | None = None
    """Why the turn after the last answer got none (the conversation ended there)."""


def judge_ask(item: Item, answer: Answer, turn: int, earlier: tuple[EarlierTurn, ...]) -> JudgeAsk:
    """What the judge is told beyond the question: the data date, earlier turns, tool results.

    A plain item without ``as_of`` or ``grounded`` gets no context, so its
    judge call is the same as ever (and its verdict may be reused).
    """
    context = judge_context(
        as_of=item.as_of,
        earlier=earlier,
        grounded=item.expected.grounded is not None,
        tools=answer.tools,
    )
    return JudgeAsk(context=context, turn=turn)


def turn_record(result: ItemResult) -> TurnRecord:
    """A scored turn as the item's result keeps it (the report shows every turn)."""
    return TurnRecord(
        question=result.question,
        answer=result.answer,
        outcome=result.outcome,
        reason=result.reason,
        tools=result.tools,
    )
