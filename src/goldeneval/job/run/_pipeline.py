"""The streaming evaluation pipeline: chatbot → fact gate → judge → store.

Two stages connected by a bounded queue, so judge calls start as soon as
answers arrive (no phase barrier) and a slow judge slows the chatbot stage
down instead of letting answers pile up in memory:

* the chatbot stage runs ``chatbot.concurrency`` workers, a hard cap (the
  chatbot is a production service under test), with a circuit breaker that
  stops calling a chatbot that keeps failing;
* the judge stage runs up to ``judge.concurrency`` workers, each HTTP attempt
  inside the adaptive limiter, which yields to a gateway's 429/503.

Finished results go to ``sink`` as they complete (the store writer batches
them on its own thread). A deadline errors the unfinished items; a stop
request (SIGINT/SIGTERM) lets in-flight items finish for a grace period and
leaves the rest unrecorded so a rerun with the same run id resumes them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping, Sized
from typing import TypeVar

from goldeneval.job.clients import (
    JudgeAsk,
    JudgeClient,
    PartyRefused,
    RefusalWatch,
)
from goldeneval.job.run._answers import (
    AnswerConfirmation,
    AskingStage,
    Checkpoint,
    tallied,
)
from goldeneval.job.run._asked import Asked
from goldeneval.job.run._escalate import SmeLookup
from goldeneval.job.run._outcome import PipelineOutcome
from goldeneval.job.run._party import Asker, Breaker
from goldeneval.job.run._pipeline_settings import PipelineSettings
from goldeneval.job.run._verdicts import (
    Lookup,
    SharedJudgements,
    Verdicts,
    VerdictSettings,
)
from goldeneval.model import Baseline, Item, ItemResult
from goldeneval.verdict import (
    NO_INTERNAL_ENDPOINT,
    JudgeVerdict,
    contract_digest,
    conversation_result,
    errored_result,
    expiry_reason,
    skipped_result,
    turn_item,
    with_blame,
)

_T = TypeVar("_T")


Backpressure = Callable[[], Awaitable[None]]
"""Awaited before each item is asked; returns once the results waiting for the store are few
enough (the pipeline pauses instead of growing without bound while the store is unreachable)."""


async def run_pipeline(
    items: Iterable[Item],
    *,
    settings: PipelineSettings,
    chatbot: Asker,
    judge: JudgeClient,
    sink: Callable[[ItemResult], None],
    stop: asyncio.Event | None = None,
    stop_now: asyncio.Event | None = None,
    in_flight: Callable[[Sized], None] | None = None,
    verdict_settings: VerdictSettings | None = None,
    lookup: Lookup | None = None,
    baselines: Mapping[str, Baseline] | None = None,
    backpressure: Backpressure | None = None,
    shared: SharedJudgements | None = None,
    sme: SmeLookup | None = None,
    checkpoint: Checkpoint | None = None,
    resumed: Mapping[str, ItemResult] | None = None,
) -> PipelineOutcome:
    """Evaluate ``items``; call ``sink`` with each result as it finishes.

    ``verdict_settings`` (default: one judge call per item, no reuse) say how
    verdicts are reused and confirmed; ``lookup`` finds reusable verdicts and
    ``baselines`` (each item's baseline) decide blame and which verdicts would
    make a regression. ``shared`` (compare mode) lets the candidate's and the
    reference's pipelines judge a byte-identical answer once for both.
    ``stop_now`` (a second Ctrl-C) ends the grace period after ``stop`` at once;
    ``in_flight`` is given the pipeline's items in flight, so a stop can count them.
    ``sme`` finds the stored SME label that decides an exact answer (§13.5).
    ``checkpoint`` stores an answer confirmation's answers so far; ``resumed``
    holds the confirmations an earlier attempt of the run left unfinished.
    """
    pipeline = Pipeline(settings, chatbot, judge, sink, stop or asyncio.Event(), backpressure)
    pipeline.stop_now = stop_now or asyncio.Event()
    if in_flight is not None:
        in_flight(pipeline.in_flight)
    pipeline.verdicts = Verdicts(
        verdict_settings or pipeline.single_sample(),
        pipeline.judge_call,
        lookup=lookup,
        baselines=baselines,
        shared=shared,
        sme=sme,
    )
    pipeline.answers = AnswerConfirmation(settings.answer_samples, pipeline.reask, checkpoint)
    pipeline.resumed = resumed or {}
    return await pipeline.run(items)


class Pipeline(AskingStage):
    """One party's items through the two stages; one instance per :func:`run_pipeline` call.

    The steps, in the order an item meets them: :meth:`ask` (chatbot stage),
    :meth:`judge_answer` (fact gate and verdict), :meth:`stamp` (the result's
    facts), :meth:`finish` (blame, then ``sink``). Around them: :meth:`workers`
    runs both stages to the end, :meth:`until_end` adds the stop request and
    its grace period, :meth:`run` the deadline, and :meth:`error_unfinished`
    records what the deadline cut off.
    """

    outcome: PipelineOutcome
    """What happened to the run as a whole (the asking stage sees only its ``refused``)."""

    def __init__(
        self,
        settings: PipelineSettings,
        chatbot: Asker,
        judge: JudgeClient,
        sink: Callable[[ItemResult], None],
        stop: asyncio.Event,
        backpressure: Backpressure | None = None,
    ) -> None:
        self.settings = settings
        self.outcome = PipelineOutcome()
        self.verdicts: Verdicts
        """How verdicts are obtained; set by the caller (it calls the judge through
        :meth:`judge_call`)."""
        self._chatbot = chatbot
        self._judge = judge
        self._sink = sink
        self._stop = stop
        self._backpressure = backpressure
        self._breaker = Breaker(settings.circuit_breaker, settings.party)
        self._chatbot_watch = RefusalWatch(settings.party)
        self._judge_watch = RefusalWatch("judge")
        self._pending: Iterator[Item] = iter(())
        self._in_flight: dict[str, Item] = {}
        self._contracts: dict[str, str] = {}
        self._answered: asyncio.Queue[Asked | None] = asyncio.Queue(
            maxsize=max(2, settings.judge_concurrency * 2)
        )
        self._deadline: asyncio.Timeout | None = None
        self.stop_now = asyncio.Event()
        """Set by a second stop request: the grace period ends at once."""
        self.answers = AnswerConfirmation(1, self.reask)
        """Confirms would-be regressions with fresh answers (set by :func:`run_pipeline`)."""
        self.resumed: Mapping[str, ItemResult] = {}
        """Answer confirmations an earlier attempt of the run left unfinished, by item id."""

    @property
    def in_flight(self) -> Sized:
        """The items asked and not finished yet (a live view)."""
        return self._in_flight.keys()

    async def run(self, items: Iterable[Item]) -> PipelineOutcome:
        """Every item through the pipeline, until done, stopped or past the deadline."""
        self.outcome.verdicts = self.verdicts
        self.outcome.answers = self.answers
        self._pending = iter(items)
        deadline = self.settings.deadline
        when = None
        if deadline is not None:
            when = asyncio.get_running_loop().time() + max(0.0, deadline - time.monotonic())
        try:
            async with asyncio.timeout_at(when) as self._deadline:
                await self.until_end()
        except TimeoutError:
            if self._deadline is None or not self._deadline.expired():
                raise  # a worker's own timeout, not the deadline
            self.error_unfinished()
        return self.outcome

    async def until_end(self) -> None:
        """The workers to the end, or a stop request and then at most the grace period."""
        try:
            async with asyncio.TaskGroup() as group:
                work = group.create_task(self.workers())
                stopped = group.create_task(self._stop.wait())
                await asyncio.wait({work, stopped}, return_when=asyncio.FIRST_COMPLETED)
                if work.done():
                    stopped.cancel()
                    return
                # Stop taking new items (workers check `stop`), let in-flight ones finish.
                self.outcome.stopped = True
                if self._deadline is not None:
                    self._deadline.reschedule(None)  # the grace period decides now
                # In-flight items finish, unless the grace period ends or a second stop comes.
                now = group.create_task(self.stop_now.wait())
                await asyncio.wait(
                    {work, now},
                    timeout=self.settings.grace_seconds,
                    return_when=asyncio.FIRST_COMPLETED,
                )
                now.cancel()
                work.cancel()  # left unrecorded: a rerun with the same run id asks them
        except BaseExceptionGroup as group:
            raise _first(group) from None

    async def workers(self) -> None:
        """The chatbot and judge workers; returns once every item went through both stages."""
        async with asyncio.TaskGroup() as judges:
            for _ in range(self.settings.judge_concurrency):
                judges.create_task(self.judge_worker())
            async with asyncio.TaskGroup() as askers:
                for _ in range(self.settings.chatbot_concurrency):
                    askers.create_task(self.chatbot_worker())
            for _ in range(self.settings.judge_concurrency):
                await self._answered.put(None)

    async def chatbot_worker(self) -> None:
        """Take the next item and ask it, until none is left or the run stops."""
        for item in self._pending:
            if self._backpressure is not None:
                self._in_flight[item.id] = item  # a deadline during the pause errors it too
                await self._backpressure()
            if self._stop.is_set():
                return
            if not await self.ask(item):
                return

    async def ask(self, item: Item) -> bool:
        """The chatbot stage for ``item``; False when the party refused (stop asking).

        Every turn is asked in order in one session; the first turn without
        an answer ends the conversation (its turns so far are still judged).
        """
        s = self.settings
        skip = self._skip_reason(item)
        if skip is not None:
            self.finish(skipped_result(item, s.run_id, skip))
            return True
        self._in_flight[item.id] = item
        started = time.time()
        held = self.resumed.get(item.id)
        if held is not None and self.answers.enabled:
            # An unfinished answer confirmation: its answers are stored, none is asked again.
            await self._answered.put(Asked(item, (), started, resumed=held))
            return True  # (an open breaker errors it there, keeping its answers)
        if self._breaker.open:
            self.outcome.breaker_opened = True
            result = errored_result(item, s.run_id, self._breaker.reason)
            result.started_at = result.finished_at = started
            self.finish(result)
            return True
        got = await self.ask_turns(item)
        if got is None:
            self._in_flight.pop(item.id, None)  # left unrecorded: a rerun drives it
            return False
        answers, error = got
        if not answers:
            assert error is not None
            result = errored_result(turn_item(item, 0), s.run_id, error)
            result = conversation_result(item, s.run_id, [result])
            result.started_at, result.finished_at = started, time.time()
            self.finish(result)
            return True
        await self._answered.put(Asked(item, tuple(answers), started, error))
        return True

    def _skip_reason(self, item: Item) -> str | None:
        """Why ``item`` is recorded without being asked: expired, or no endpoint for its surface."""
        if self.settings.today is not None:
            expired = expiry_reason(item, self.settings.today)
            if expired is not None:
                return expired
        if item.surface != self.settings.surface:
            return NO_INTERNAL_ENDPOINT
        return None

    async def judge_worker(self) -> None:
        """Judge answered items until the chatbot stage is done."""
        while (asked := await self._answered.get()) is not None:
            item = asked.item
            if self.outcome.refused is not None:
                self._in_flight.pop(item.id, None)  # left unrecorded: a rerun drives it
                continue
            try:
                result = await self.scored(asked)
            except PartyRefused:
                self._in_flight.pop(item.id, None)  # left unrecorded: a rerun drives it
                continue
            self.finish(result)

    def finish(self, result: ItemResult) -> None:
        """``result`` is final: its contract digest and blame, then the sink."""
        item = self._in_flight.pop(result.item_id, None)
        self.outcome.finished += 1
        if item is not None and result.contract_digest is None:
            result.contract_digest = self._contract_of(item)
        self._sink(with_blame(tallied(result), self.verdicts.baseline(result.item_id)))

    def error_unfinished(self) -> None:
        """The deadline passed: every item not finished yet is errored (those it skips, skipped)."""
        self.outcome.deadline_passed = True
        now = time.time()
        for item in [*self._in_flight.values(), *self._pending]:
            skip = self._skip_reason(item)
            if skip is not None:
                result = skipped_result(item, self.settings.run_id, skip)
            else:
                why = "run deadline passed before the item finished"
                # A confirmation cut off keeps its answers, so a rerun resumes it.
                result = self.answers.held(item.id, why) or errored_result(
                    item, self.settings.run_id, why
                )
                result.finished_at = now
            self.finish(result)

    def single_sample(self) -> VerdictSettings:
        """The verdict rules without settings: one judge call per item, no reuse."""
        return VerdictSettings(
            run_id=self.settings.run_id,
            suite="",
            pass_threshold=self.settings.pass_threshold,
            judge_model=self._judge.model,
            prompt_digest=self._judge.prompt_digest,
            samples=1,
        )

    async def judge_call(
        self, item: Item, answer: str, sample: int, ask: JudgeAsk | None = None
    ) -> JudgeVerdict:
        """One judge call, watched for a judge that refuses every request (or its budget)."""
        run_id = self.settings.run_id
        return await self._watched(
            self._judge_watch,
            lambda: self._judge.judge(item, answer, run_id, sample, ask or JudgeAsk()),
        )

    def _contract_of(self, item: Item) -> str:
        digest = self._contracts.get(item.id)
        if digest is None:
            digest = self._contracts[item.id] = contract_digest(item)
        return digest


def _first(group: BaseExceptionGroup[BaseException]) -> BaseException:
    """The first error inside (nested) task groups: callers see what a worker raised."""
    error: BaseException = group
    while isinstance(error, BaseExceptionGroup):
        error = error.exceptions[0]
    return error
