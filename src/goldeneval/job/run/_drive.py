"""Driving one invocation's parties: one pipeline each, one judge for all, a writer each.

``execute`` (``_run``) decides what each party is asked and summarises what
was stored; this module owns the asyncio part in between: the judge's
session, each party's client and pipeline (all at once, so compare mode asks
both deployments at the same moment), each party's result writer (spooled,
paused when the store falls behind), the step that settles what the parties
found together (compare mode: confirming worse pairs), and stopping on
SIGINT/SIGTERM (``_interrupt``: gracefully, then at once on a second one).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from datetime import date
from typing import TYPE_CHECKING

from goldeneval.job.clients import AdaptiveLimiter, CostMeter
from goldeneval.job.run._interrupt import Interrupt
from goldeneval.job.run._judging import Judging, judge_client, run_judging
from goldeneval.job.run._outcome import PipelineOutcome
from goldeneval.job.run._party import Party
from goldeneval.job.run._pipeline import run_pipeline
from goldeneval.job.run._pipeline_settings import PipelineSettings
from goldeneval.job.run._writer import ResultWriter
from goldeneval.model import ItemResult
from goldeneval.store import Store

if TYPE_CHECKING:
    from goldeneval.job.run._costbook import CostBook
    from goldeneval.job.run._request import RunRequest


class PartyRun:
    """One party during the drive: its writer, its results so far, how its pipeline ended."""

    def __init__(self, party: Party, writer: ResultWriter) -> None:
        self.party = party
        self.writer = writer
        self.results: dict[str, ItemResult] = dict(party.stored)
        """Its final results: stored before this invocation, then as they finish."""
        self.outcome = PipelineOutcome()
        """How its pipeline ended (set once it has)."""

    def finished(self, result: ItemResult) -> None:
        """The pipeline's sink: store ``result`` and count it on the progress display."""
        self.keep(result)
        if self.party.progress is not None:
            self.party.progress.update(result)

    def keep(self, result: ItemResult) -> None:
        """Store ``result`` (over an earlier one of the same item, once settled)."""
        self.writer.put(result)
        self.results[result.item_id] = result


Settle = Callable[[Mapping[str, PartyRun]], Awaitable[None]]
"""What runs once every party's pipeline is done, with the judge still at hand."""


async def nothing_to_settle(runs: Mapping[str, PartyRun]) -> None:
    """A run whose parties need nothing from each other."""


async def drive(
    parties: Sequence[Party],
    request: RunRequest,
    store: Store,
    settle: Settle = nothing_to_settle,
    today: date | None = None,
    book: CostBook | None = None,
) -> dict[str, PipelineOutcome]:
    """Drive every party's items through a pipeline of its own; their outcomes by party name.

    The pipelines run at once and share the judge and the stop event; each
    party's results go to its own writer as they finish. ``settle`` runs once
    they are done (and nothing asked to stop). Every writer is closed before
    this returns: what the store did not take is in the party's spool.
    ``today`` is the run's start day: items that expired before it are skipped.
    ``book`` keeps the judge's meter with the results, after each batch.
    """
    base = _pipeline_settings(request, today)
    interrupt = Interrupt(base.grace_seconds)
    stop = interrupt.stop
    loop = asyncio.get_running_loop()

    def stop_soon() -> None:
        loop.call_soon_threadsafe(stop.set)

    runs = {
        p.name: PartyRun(
            p,
            ResultWriter(
                store,
                spool=p.spool,
                run_id=base.run_id,
                on_error=stop_soon,
                save=p.save,
                after_save=None if book is None else book.record,
            ),
        )
        for p in parties
    }
    try:
        with interrupt.on_signals():
            async with contextlib.AsyncExitStack() as stack:
                meter = None if book is None else book.meter
                judging = await _open_judging(stack, request, store, parties, meter)
                buffer = request.config.store_buffer_items
                await asyncio.gather(
                    *(
                        _drive_party(r, stack, judging, base, interrupt, buffer)
                        for r in runs.values()
                    )
                )
                if not stop.is_set():
                    await settle(runs)
                # After settling: confirming compare pairs asks the judge too.
                cost = judging.client.meter.snapshot()
                for run in runs.values():
                    run.outcome.cost = cost
    finally:
        await close_writers(runs.values())
    return {name: run.outcome for name, run in runs.items()}


def _pipeline_settings(request: RunRequest, today: date | None) -> PipelineSettings:
    """What every party's pipeline shares (each its own ``party``, concurrency and breaker)."""
    cfg = request.config
    return PipelineSettings(
        today=today,
        run_id=request.run_id,
        pass_threshold=cfg.pass_threshold,
        chatbot_concurrency=cfg.chatbot.concurrency,
        judge_concurrency=cfg.judge.concurrency,
        judge_auto_fails=cfg.judge.judge_auto_fails,
        # One deadline for the whole invocation, from before any session opens.
        deadline=None if cfg.deadline_seconds is None else time.monotonic() + cfg.deadline_seconds,
        answer_samples=cfg.chatbot.samples,
    )


async def _open_judging(
    stack: contextlib.AsyncExitStack,
    request: RunRequest,
    store: Store,
    parties: Sequence[Party],
    meter: CostMeter | None,
) -> Judging:
    """The judge every party shares; the progress display shows its limiter's current limit."""
    cfg = request.config
    limiter = AdaptiveLimiter(cfg.judge.concurrency)
    for party in parties:
        if party.progress is not None:
            party.progress.judge_limiter = limiter
    judge = await stack.enter_async_context(
        judge_client(cfg.judge, cfg, request.tls, limiter, meter)
    )
    return await run_judging(judge, cfg, request.run_id, store, len(parties))


async def _drive_party(
    run: PartyRun,
    stack: contextlib.AsyncExitStack,
    judging: Judging,
    base: PipelineSettings,
    interrupt: Interrupt,
    buffer: int,
) -> None:
    """One party's pipeline: its client opened, its items asked, judged and written.

    It pauses while ``buffer`` of its results wait for the store.
    """
    party = run.party
    stop = interrupt.stop

    async def backpressure() -> None:
        # Beyond the buffer the party pauses: nothing is asked that could not be kept.
        while run.writer.backlog >= buffer and not stop.is_set():
            await asyncio.sleep(0.05)

    run.outcome = await run_pipeline(
        party.todo,
        settings=dataclasses.replace(
            base,
            party=party.name,
            chatbot_concurrency=party.concurrency,
            circuit_breaker=party.circuit_breaker,
            surface=party.surface,
        ),
        chatbot=await stack.enter_async_context(party.connect()),
        judge=judging.client,
        sink=run.finished,
        stop=stop,
        stop_now=interrupt.now,
        in_flight=interrupt.flights.append,
        verdict_settings=judging.rules,
        lookup=judging.lookup,
        baselines=party.baselines,
        backpressure=backpressure,
        shared=judging.shared,
        sme=judging.sme,
        # An answer confirmation's answers so far: stored, not counted as a finished item.
        checkpoint=run.writer.put,
        resumed=party.resumed,
    )


async def close_writers(runs: Iterable[PartyRun]) -> None:
    """Flush every party's writer; the first failure is raised once all are closed."""
    failure: BaseException | None = None
    for run in runs:
        try:
            await asyncio.to_thread(run.writer.close)
        except Exception as exc:  # the others still flush (their spools keep the rest)
            failure = failure or exc
        finally:
            run.outcome.waited = run.writer.waited
    if failure is not None:
        raise failure
