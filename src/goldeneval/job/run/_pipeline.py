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
import contextlib
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass

from goldeneval.job.clients import (
    Answer,
    ChatbotClient,
    ChatbotError,
    JudgeClient,
    JudgeError,
    PartyRefused,
    RefusalWatch,
)
from goldeneval.job.run._verdicts import (
    Judgement,
    Lookup,
    SharedJudgements,
    Verdicts,
    VerdictSettings,
)
from goldeneval.model import Baseline, Item, ItemResult
from goldeneval.verdict import (
    JudgeVerdict,
    answer_digest,
    contract_digest,
    errored_result,
    fact_gate,
    score,
    skipped_result,
    with_blame,
)


@dataclass(frozen=True)
class PipelineSettings:
    """What the pipeline needs beyond the two clients."""

    run_id: str
    """Results are recorded under this run id."""
    pass_threshold: float
    """Item correctness threshold."""
    chatbot_concurrency: int
    """Chatbot workers (never more calls in flight)."""
    judge_concurrency: int
    """Judge workers (the adaptive limiter may admit fewer)."""
    judge_auto_fails: bool = True
    """Ask the judge for items the fact gate already failed."""
    circuit_breaker: int = 10
    """Consecutive chatbot failures that open the breaker."""
    deadline: float | None = None
    """``time.monotonic()`` value after which unfinished items are errored."""
    grace_seconds: float = 10.0
    """How long in-flight items may finish after a stop request."""
    party: str = "chatbot"
    """The asked deployment as messages name it (compare mode: ``reference chatbot``)."""


@dataclass
class PipelineOutcome:
    """What happened to the run as a whole."""

    finished: int = 0
    """Results produced by this invocation (they went to the sink, not kept here)."""
    stopped: bool = False
    """A stop request ended the run early (unfinished items were not recorded)."""
    deadline_passed: bool = False
    """The deadline errored the unfinished items."""
    breaker_opened: bool = False
    """The chatbot circuit breaker opened."""
    refused: str | None = None
    """A party refused every request, so the run stopped (docs/design.md §5 fail fast)."""
    verdicts: Verdicts | None = None
    """How the run's verdicts were obtained (reused items, confirmation calls)."""


class _Breaker:
    """Opens after ``threshold`` consecutive chatbot failures; any success resets it."""

    def __init__(self, threshold: int, party: str = "chatbot") -> None:
        self.threshold = threshold
        self.party = party
        self.failures = 0
        self.open = False

    def record(self, ok: bool) -> None:
        if ok:
            self.failures = 0
        else:
            self.failures += 1
            if self.failures >= self.threshold:
                self.open = True

    @property
    def reason(self) -> str:
        return (
            f"not asked: {self.party} circuit breaker open after "
            f"{self.threshold} consecutive failures"
        )


async def run_pipeline(
    items: Iterable[Item],
    *,
    settings: PipelineSettings,
    chatbot: ChatbotClient,
    judge: JudgeClient,
    sink: Callable[[ItemResult], None],
    stop: asyncio.Event | None = None,
    verdict_settings: VerdictSettings | None = None,
    lookup: Lookup | None = None,
    baselines: Mapping[str, Baseline] | None = None,
    room: Callable[[], Awaitable[None]] | None = None,
    shared: SharedJudgements | None = None,
) -> PipelineOutcome:
    """Evaluate ``items``; call ``sink`` with each result as it finishes.

    ``room`` is awaited before each item is asked: it returns once the
    results waiting for the store are few enough (the pipeline pauses
    instead of growing without bound while the store is unreachable).

    ``verdict_settings`` (default: one judge call per item, no reuse) say how
    verdicts are reused and confirmed; ``lookup`` finds reusable verdicts and
    ``baselines`` (each item's baseline) decide blame and which verdicts would
    make a regression. ``shared`` (compare mode) lets the candidate's and the
    reference's pipelines judge a byte-identical answer once for both.
    """
    outcome = PipelineOutcome()
    stop = stop or asyncio.Event()
    breaker = _Breaker(settings.circuit_breaker, settings.party)
    chatbot_watch = RefusalWatch(settings.party)
    judge_watch = RefusalWatch("judge")

    def refused(cause: str | None) -> None:
        if cause is not None and outcome.refused is None:
            outcome.refused = cause
            stop.set()

    pending = iter(items)
    in_flight: dict[str, Item] = {}
    answered: asyncio.Queue[tuple[Item, Answer, float] | None] = asyncio.Queue(
        maxsize=max(2, settings.judge_concurrency * 2)
    )

    contracts: dict[str, str] = {}

    def contract_of(item: Item) -> str:
        digest = contracts.get(item.id)
        if digest is None:
            digest = contracts[item.id] = contract_digest(item)
        return digest

    async def judge_call(item: Item, answer: str, sample: int) -> JudgeVerdict:
        async with judge_watch.call():
            try:
                verdict = await judge.judge(item, answer, settings.run_id, sample)
            except JudgeError as exc:
                refused(judge_watch.record(exc))
                raise
            judge_watch.record(None)
            return verdict

    verdicts = Verdicts(
        verdict_settings
        or VerdictSettings(
            run_id=settings.run_id,
            suite="",
            pass_threshold=settings.pass_threshold,
            judge_model=judge.model,
            prompt_digest=judge.prompt_digest,
            samples=1,
        ),
        judge_call,
        lookup=lookup,
        baselines=baselines,
        shared=shared,
    )
    outcome.verdicts = verdicts

    def finish(result: ItemResult) -> None:
        item = in_flight.pop(result.item_id, None)
        outcome.finished += 1
        if item is not None and result.contract_digest is None:
            result.contract_digest = contract_of(item)
        sink(with_blame(result, verdicts.baseline(result.item_id)))

    async def chatbot_worker() -> None:
        for item in pending:
            if room is not None:
                in_flight[item.id] = item  # a deadline during the pause errors it like the rest
                await room()
            if stop.is_set():
                return
            if item.surface == "internal":
                finish(skipped_result(item, settings.run_id))
                continue
            in_flight[item.id] = item
            started = time.time()
            if breaker.open:
                outcome.breaker_opened = True
                result = errored_result(item, settings.run_id, breaker.reason)
                result.started_at = result.finished_at = started
                finish(result)
                continue
            try:
                async with chatbot_watch.call():
                    try:
                        answer = await chatbot.ask(item.question)
                    except ChatbotError as exc:
                        refused(chatbot_watch.record(exc))
                        raise
                    chatbot_watch.record(None)
            except PartyRefused:
                in_flight.pop(item.id, None)  # left unrecorded: a rerun drives it
                return
            except ChatbotError as exc:
                breaker.record(ok=False)
                result = errored_result(item, settings.run_id, f"{settings.party}: {exc}")
                result.started_at, result.finished_at = started, time.time()
                finish(result)
                continue
            breaker.record(ok=True)
            await answered.put((item, answer, started))

    async def judge_worker() -> None:
        while (entry := await answered.get()) is not None:
            item, answer, started = entry
            if outcome.refused is not None:
                in_flight.pop(item.id, None)  # left unrecorded: a rerun drives it
                continue
            gate = fact_gate(answer.text, item.expected)
            sha = answer_digest(answer.text)
            contract = contract_of(item)
            judgement = Judgement(verdict=None)
            judge_ms: float | None = None
            asked = settings.judge_auto_fails or not gate.auto_fail
            if asked:
                t0 = time.perf_counter()
                try:
                    judgement = await verdicts.decide(item, answer.text, sha, contract, gate)
                except PartyRefused:
                    in_flight.pop(item.id, None)  # left unrecorded: a rerun drives it
                    continue
                judge_ms = (time.perf_counter() - t0) * 1000
            result = score(
                item,
                settings.run_id,
                answer.text,
                gate,
                judgement.verdict,
                judgement.error,
                settings.pass_threshold,
                judge_asked=asked,
            )
            result.answer_sha256 = sha
            result.samples = judgement.samples
            if judgement.verdict is not None:
                result.judge_model = verdicts.settings.judge_model
                result.prompt_digest = verdicts.settings.prompt_digest
                result.verdict_source = judgement.source
                result.verdict_run_id = judgement.source_run_id
            result.chatbot_latency_ms = answer.latency_ms
            result.chatbot_ttfb_ms = answer.ttfb_ms
            result.judge_latency_ms = judge_ms
            result.started_at, result.finished_at = started, time.time()
            finish(result)

    async def run_all() -> None:
        judges = [asyncio.create_task(judge_worker()) for _ in range(settings.judge_concurrency)]
        try:
            await asyncio.gather(*(chatbot_worker() for _ in range(settings.chatbot_concurrency)))
            for _ in judges:
                await answered.put(None)
            await asyncio.gather(*judges)
        finally:
            for task in judges:
                task.cancel()
            await asyncio.gather(*judges, return_exceptions=True)

    work = asyncio.create_task(run_all())
    stop_wait = asyncio.create_task(stop.wait())
    timeout = None if settings.deadline is None else max(0.0, settings.deadline - time.monotonic())
    done, _ = await asyncio.wait(
        {work, stop_wait}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
    )
    if work in done:
        stop_wait.cancel()
        work.result()
        return outcome
    if stop_wait in done:
        # Stop taking new items (workers check `stop`), let in-flight ones finish.
        outcome.stopped = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(work), settings.grace_seconds)
        await _cancel(work)
        return outcome
    stop_wait.cancel()
    outcome.deadline_passed = True
    await _cancel(work)
    now = time.time()
    unfinished = list(in_flight.values()) + [i for i in pending]
    for item in unfinished:
        if item.surface == "internal":
            result = skipped_result(item, settings.run_id)
        else:
            result = errored_result(
                item, settings.run_id, "run deadline passed before the item finished"
            )
            result.finished_at = now
        finish(result)
    return outcome


async def _cancel(task: asyncio.Task[None]) -> None:
    if not task.done():
        task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
