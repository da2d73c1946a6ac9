"""The Review page's content: one answer of the queue and what an SME needs to decide it.

The queue is the one ``goldeneval review`` lists: the escalated results of
the suite's latest run whose exact answer no SME has labelled yet
(``Store.review_queue``). Plain functions of the store and the golden set,
testable without HTTP.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.model import Expected, Item, ItemResult, ToolCall
from goldeneval.report import Segment, call_text, word_diff

if TYPE_CHECKING:
    from goldeneval.store import Store


@dataclass(frozen=True)
class Call:
    """One tool call as the page lists it."""

    text: str
    """``name(arg=value, …)``."""
    broke: str | None
    """The rule of ``expected.tools`` it broke: the breaking call is marked."""


@dataclass(frozen=True)
class Exchange:
    """One question and its answer (a plain item has one, a conversation one per turn)."""

    question: str
    """What was asked."""
    answer: str
    """What the assistant said."""
    calls: tuple[Call, ...]
    """The internal agent's tool calls for it."""
    judged: bool
    """This turn's answer is the one the judge decided on."""


@dataclass(frozen=True)
class BaselineDiff:
    """The item's baseline answer beside this one, the words removed and added marked."""

    run_id: str
    """The baseline run."""
    then: list[Segment]
    """The baseline's answer (removed words marked)."""
    now: list[Segment]
    """This answer (added words marked)."""


@dataclass(frozen=True)
class ReviewEntry:
    """One answer awaiting an SME."""

    result: ItemResult
    """The stored result (item, run, answer digest, the judge's votes and reason)."""
    exchanges: tuple[Exchange, ...]
    """The question and answer, every turn of a conversation."""
    expected: Expected | None
    """The item's expectations in the golden set (None: the item is no longer in it)."""
    baseline: BaselineDiff | None
    """The baseline's answer, when it differs from this one."""


@dataclass(frozen=True)
class ReviewView:
    """The Review page."""

    position: int
    """1-based place of the shown answer in the queue (0 when the queue is empty)."""
    total: int
    """Answers in the queue."""
    entry: ReviewEntry | None
    """The answer shown; None: nothing to review."""
    next_item: str | None
    """The item id of the answer after it (Skip goes there)."""


def review_queue(store: Store, suite: str) -> list[ItemResult]:
    """The latest finished run's escalated answers without a label (``goldeneval review``)."""
    run = store.latest_run(suite)
    return [] if run is None else store.review_queue(run.run_id)


def review_view(
    store: Store, suite: str, items: Mapping[str, Item], item_id: str | None = None
) -> ReviewView:
    """The queue at ``item_id`` (or its first answer when that one is no longer in it)."""
    queue = review_queue(store, suite)
    if not queue:
        return ReviewView(0, 0, None, None)
    at = next((n for n, r in enumerate(queue) if r.item_id == item_id), 0)
    shown = queue[at]
    following = queue[(at + 1) % len(queue)].item_id if len(queue) > 1 else None
    entry = review_entry(store, suite, shown, items.get(shown.item_id))
    return ReviewView(at + 1, len(queue), entry, following)


def review_entry(store: Store, suite: str, r: ItemResult, item: Item | None) -> ReviewEntry:
    """What the SME decides ``r`` with."""
    return ReviewEntry(
        result=r,
        exchanges=exchanges(r),
        expected=None if item is None else item.expected,
        baseline=baseline_diff(store, suite, r),
    )


def exchanges(r: ItemResult) -> tuple[Exchange, ...]:
    """The result's questions and answers with their tool calls, turn by turn."""
    if not r.turns:
        return (Exchange(r.question, r.answer or "", _calls(r.tools), True),)
    return tuple(
        Exchange(t.question, t.answer or "", _calls(t.tools), n == r.turn)
        for n, t in enumerate(r.turns, 1)
    )


def _calls(calls: Sequence[ToolCall]) -> tuple[Call, ...]:
    return tuple(Call(call_text(c), c.broke) for c in calls)


def baseline_diff(store: Store, suite: str, r: ItemResult) -> BaselineDiff | None:
    """The item's baseline answer with a word diff against ``r``'s, when the two differ."""
    run = store.get_run(r.run_id)
    if run is None or r.answer is None:
        return None
    base = store.baselines(suite, run.seq, [r.item_id]).get(r.item_id)
    if base is None:
        return None
    then = store.result_of(base.run_id, r.item_id)
    if then is None or then.answer is None or then.answer == r.answer:
        return None
    old, new = word_diff(then.answer, r.answer)
    return BaselineDiff(base.run_id, old, new)
