"""Driving one invocation's items: the clients, the pipelines and the writers.

``execute`` (``_run``) decides what to ask and summarises what was stored;
this module owns the asyncio part in between: the chatbot and judge sessions,
the candidate's pipeline and, in compare mode, the reference's beside it, the
result writers (the candidate's spooled), pausing when the store falls behind,
and stopping gracefully on SIGINT/SIGTERM.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.config import Scrubber, config_secrets
from goldeneval.job.clients import (
    AdaptiveLimiter,
    ChatbotClient,
    FixedLimiter,
    JudgeClient,
    RetryPolicy,
    make_client,
)
from goldeneval.job.run._compare import confirm_worse, drive_reference
from goldeneval.job.run._pipeline import PipelineOutcome, PipelineSettings, run_pipeline
from goldeneval.job.run._progress import Progress
from goldeneval.job.run._verdicts import (
    DAY_SECONDS,
    SharedJudgements,
    VerdictSettings,
    store_lookup,
)
from goldeneval.job.run._writer import ResultWriter
from goldeneval.model import Baseline, Item, ItemResult
from goldeneval.store import Spool, Store

if TYPE_CHECKING:
    from goldeneval.job.run._run import RunRequest


@dataclass
class Waits:
    """What the writer saw, for the summary."""

    waited: int = 0
    """Results that waited for an unreachable store."""


@dataclass(frozen=True)
class Reference:
    """Compare mode's share of a drive: what to ask the reference, what is already stored."""

    todo: list[Item]
    """Items without a final reference result."""
    candidates: Mapping[str, ItemResult]
    """The candidate's final results stored before this invocation."""
    stored: Mapping[str, ItemResult]
    """The reference's final results stored before this invocation."""


async def drive(
    todo: list[Item],
    request: RunRequest,
    store: Store,
    progress: Progress,
    baselines: Mapping[str, Baseline],
    reference: Reference,
    spool: Spool,
    waits: Waits,
) -> tuple[PipelineOutcome, PipelineOutcome | None]:
    cfg = request.config
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def stop_soon() -> None:
        loop.call_soon_threadsafe(stop.set)

    writer = ResultWriter(store, spool=spool, run_id=request.run_id, on_error=stop_soon)

    async def room() -> None:
        # Beyond the buffer the run pauses: nothing is asked that could not be kept.
        while writer.backlog >= cfg.store_buffer_items and not stop.is_set():
            await asyncio.sleep(0.05)

    # The reference's results wait in memory during an outage (its pipeline pauses with the
    # candidate's); only the candidate's, the ones history is made of, are spooled.
    ref_writer = (
        None
        if cfg.compare is None
        else ResultWriter(store, on_error=stop_soon, save=store.save_reference_results)
    )
    policy = RetryPolicy(max_attempts=cfg.max_attempts)
    deadline = None if cfg.deadline_seconds is None else time.monotonic() + cfg.deadline_seconds
    seen: dict[str, ItemResult] = dict(reference.candidates)
    ref_seen: dict[str, ItemResult] = dict(reference.stored)

    def sink(result: ItemResult) -> None:
        writer.put(result)
        progress.update(result)
        if ref_writer is not None:
            seen[result.item_id] = result

    def ref_sink(result: ItemResult) -> None:
        assert ref_writer is not None
        ref_writer.put(result)
        ref_seen[result.item_id] = result

    settings = PipelineSettings(
        run_id=request.run_id,
        pass_threshold=cfg.pass_threshold,
        chatbot_concurrency=cfg.chatbot.concurrency,
        judge_concurrency=cfg.judge.concurrency,
        judge_auto_fails=cfg.judge.judge_auto_fails,
        circuit_breaker=cfg.chatbot.circuit_breaker,
        deadline=deadline,
    )
    # What either party sends back is scrubbed of this run's secrets at the client.
    scrub = Scrubber(config_secrets(cfg))
    try:
        with stop_on_signals(stop):
            async with contextlib.AsyncExitStack() as stack:
                chatbot_http = await stack.enter_async_context(
                    make_client(
                        cfg.chatbot.timeout_seconds,
                        cfg.chatbot.concurrency,
                        tls=request.tls,
                        scrub=scrub,
                    )
                )
                judge_http = await stack.enter_async_context(
                    make_client(
                        cfg.judge.timeout_seconds,
                        cfg.judge.concurrency,
                        tls=request.tls,
                        scrub=scrub,
                    )
                )
                chatbot = ChatbotClient(
                    chatbot_http, cfg.chatbot, FixedLimiter(cfg.chatbot.concurrency), policy
                )
                judge_limiter = progress.judge_limiter = AdaptiveLimiter(cfg.judge.concurrency)
                judge = JudgeClient(judge_http, cfg.judge, judge_limiter, policy)
                verdicts = VerdictSettings(
                    run_id=request.run_id,
                    suite=cfg.suite,
                    pass_threshold=cfg.pass_threshold,
                    judge_model=judge.model,
                    prompt_digest=judge.prompt_digest,
                    borderline=cfg.judge.borderline,
                    samples=cfg.judge.samples,
                    reuse_max_age_days=cfg.judge.reuse_max_age_days,
                    rejudge=cfg.rejudge,
                )
                # One query up front: with no earlier judgement by this judge
                # and prompt (a first run), no item needs a reuse lookup.
                reuse = (
                    not cfg.rejudge
                    and cfg.judge.reuse_max_age_days > 0
                    and await asyncio.to_thread(
                        store.has_reusable,
                        cfg.suite,
                        judge.model,
                        judge.prompt_digest,
                        time.time() - cfg.judge.reuse_max_age_days * DAY_SECONDS,
                    )
                )
                lookup = store_lookup(store.reusable) if reuse else None
                shared: SharedJudgements | None = None if cfg.compare is None else {}
                candidate = run_pipeline(
                    todo,
                    settings=settings,
                    chatbot=chatbot,
                    judge=judge,
                    sink=sink,
                    stop=stop,
                    verdict_settings=verdicts,
                    lookup=lookup,
                    baselines=baselines,
                    room=room,
                    shared=shared,
                )
                if cfg.compare is None:
                    return await candidate, None
                outcome, ref_done = await asyncio.gather(
                    candidate,
                    drive_reference(
                        stack,
                        cfg.compare.chatbot,
                        reference.todo,
                        tls=request.tls,
                        scrub=scrub,
                        policy=policy,
                        settings=settings,
                        judge=judge,
                        sink=ref_sink,
                        stop=stop,
                        verdict_settings=verdicts,
                        lookup=lookup,
                        shared=shared,
                    ),
                )
                if not stop.is_set() and outcome.verdicts and ref_done.verdicts:
                    confirmed, ref_confirmed = await confirm_worse(
                        {i.id: i for i in request.golden.items},
                        seen,
                        ref_seen,
                        candidate=outcome.verdicts,
                        reference=ref_done.verdicts,
                        threshold=cfg.pass_threshold,
                    )
                    for r in confirmed:
                        writer.put(r)
                    for r in ref_confirmed:
                        ref_sink(r)
                return outcome, ref_done
    finally:
        try:
            await asyncio.to_thread(writer.close)
            if ref_writer is not None:
                await asyncio.to_thread(ref_writer.close)
        finally:
            waits.waited = writer.waited


@contextlib.contextmanager
def stop_on_signals(stop: asyncio.Event) -> Iterator[None]:
    """SIGINT/SIGTERM (Ctrl-C, pod eviction) ask the pipeline to stop gracefully."""
    loop = asyncio.get_running_loop()
    installed = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
            installed.append(sig)
        except (NotImplementedError, RuntimeError, ValueError):  # not the main thread
            pass
    try:
        yield
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)
