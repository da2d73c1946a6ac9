"""One evaluation from start to stored summary: the I/O around the pure core.

``execute`` opens the run in the store (or resumes it), drives the items that
have no final result yet through the pipeline, writes each result as it
finishes, and then rebuilds the run's summary *from the store*, so a resumed
or sharded run is judged on everything stored for it, by the same gate code.
"""

from __future__ import annotations

import asyncio
import dataclasses
import sys
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.config import Config
from goldeneval.job.clients import (
    prompt_digest,
)
from goldeneval.job.run._compare import compare_mode, compare_record
from goldeneval.job.run._drive import Reference, Waits, drive
from goldeneval.job.run._order import order_by_history
from goldeneval.job.run._pipeline import PipelineOutcome
from goldeneval.job.run._progress import Progress
from goldeneval.model import (
    GoldenSet,
    Item,
    ItemResult,
    JudgeCalibration,
    RunInterrupted,
    RunRefused,
    RunSummary,
    StoreOutage,
)
from goldeneval.store import RunStart, RunStatus, Spool, Store, replay_spool, spool_path
from goldeneval.verdict import ShardSummary, shard_items, shard_summary, summarize_run

if TYPE_CHECKING:
    import ssl


@dataclass(frozen=True)
class Shard:
    """This process's slice of the run."""

    index: int
    """Which slice."""
    count: int
    """How many slices the run has."""


@dataclass(frozen=True)
class RunRequest:
    """Everything ``execute`` needs."""

    golden: GoldenSet
    """The whole golden set."""
    config: Config
    """Resolved configuration."""
    run_id: str
    """New or resumed run id."""
    shard: Shard | None = None
    """Evaluate only this slice (Kubernetes Indexed Job)."""
    progress: bool = True
    """Report progress on stderr."""
    tls: ssl.SSLContext | None = None
    """TLS context for https calls (extra CAs); None means each client's default."""


@dataclass(frozen=True)
class RunResult:
    """What ``execute`` hands back to the CLI."""

    summary: RunSummary
    """The whole run as stored (all shards' results that exist so far)."""
    shard: ShardSummary | None
    """This shard's summary (shard mode only)."""
    shard_run: RunSummary | None
    """This shard's results summarised (shard mode only)."""
    resumed: int
    """Items skipped because a final result was already stored."""
    evaluated: int
    """Items driven by this invocation."""
    outcome: PipelineOutcome
    """Stop / deadline / breaker flags."""
    store_outage: StoreOutage | None = None
    """Store outages ridden out (also in ``summary``); None when the store never went away."""


class JudgeNotCalibrated(RunRefused):
    """``judge.min_agreement`` is set and this judge has no calibration at or above it (exit 3)."""

    kind = "no verdict: judge not calibrated"


def judge_calibration(store: Store, cfg: Config) -> JudgeCalibration | None:
    """The judge's latest calibration for the suite, model and prompt; refuses below the floor.

    Called before the run starts, so a judge that is not trusted enough costs
    no chatbot call (docs/design.md §13.4).
    """
    digest = prompt_digest(cfg.judge.max_tokens)
    found = store.latest_calibration(cfg.suite, cfg.judge.model, digest)
    floor = cfg.judge.min_agreement
    if floor <= 0:
        return found
    if found is None:
        why = "no calibration is stored for this judge model and prompt; run goldeneval calibrate"
    elif found.kappa is None:
        why = f"latest κ undefined on {found.labels} labels; label answers of both kinds"
    elif found.kappa < floor:
        why = f"latest κ {found.kappa:.2f} < {floor:.2f} on {found.labels} labels"
    else:
        return found
    raise JudgeNotCalibrated(
        f"judge {cfg.judge.model!r} not calibrated for suite {cfg.suite} ({why})"
    )


def execute(request: RunRequest, store: Store) -> RunResult:
    cfg = request.config
    golden = request.golden
    calibration = judge_calibration(store, cfg)
    items = (
        golden.items
        if request.shard is None
        else shard_items(golden, request.shard.index, request.shard.count)
    )
    items = order_by_history(  # slowest first: when, never what
        items, store, cfg.suite, cfg.item_order, concurrency=cfg.chatbot.concurrency
    )
    started = time.time()
    record = store.begin_run(
        RunStart(
            run_id=request.run_id,
            suite=cfg.suite,
            set_digest=golden.digest,
            set_source=golden.source,
            started_at=started,
            min_pass_rate=cfg.min_pass_rate,
            pass_threshold=cfg.pass_threshold,
            allow_unverified=cfg.allow_unverified,
            unverified_items=len(golden.unverified),
            min_coverage=cfg.min_coverage,
            judge_model=cfg.judge.model,
            compare=compare_record(cfg),
        )
    )
    spool = Spool(
        spool_path(
            cfg.spool_dir,
            cfg.suite,
            request.run_id,
            None if request.shard is None else (request.shard.index, request.shard.count),
        )
    )
    replayed = replay_spool(spool, store, request.run_id)
    stored = store.final_results(request.run_id)
    todo = [i for i in items if i.id not in stored]
    # Compare mode: the reference side resumes on its own (it may have finished other items).
    ref_stored: dict[str, ItemResult] = {}
    ref_todo: list[Item] = []
    if cfg.compare is not None:
        ref_stored = {r.item_id: r for r in store.reference_results(request.run_id) if r.is_final}
        ref_todo = [i for i in items if i.id not in ref_stored]
    # Looked up before driving: blame and confirmation need each item's baseline.
    baselines = store.baselines(cfg.suite, record.seq, [i.id for i in items])
    if len(todo) < len(items):
        print(
            f"goldeneval: resuming run {request.run_id}: {len(items) - len(todo)} of "
            f"{len(items)} items already stored, {len(todo)} to go",
            file=sys.stderr,
        )
    progress = Progress(len(todo), enabled=request.progress)
    waits = Waits()
    try:
        outcome, ref_outcome = asyncio.run(
            drive(
                todo,
                request,
                store,
                progress,
                baselines,
                Reference(ref_todo, stored, ref_stored),
                spool,
                waits,
            )
        )
    finally:
        progress.close()
    refused = outcome.refused or (ref_outcome.refused if ref_outcome is not None else None)
    outage = store.outage
    store_outage = (
        StoreOutage(
            unreachable_seconds=outage.unreachable_seconds,
            longest_seconds=outage.longest_seconds,
            waited=waits.waited,
            replayed=replayed,
        )
        if outage.unreachable_seconds > 0 or waits.waited or replayed
        else None
    )

    all_results = store.results(request.run_id)
    # Other shards' items are in the run too: their baselines complete the map.
    missing = [r.item_id for r in all_results if r.item_id not in baselines]
    if missing:
        baselines = {**baselines, **store.baselines(cfg.suite, record.seq, missing)}
    stopped = None
    if refused is not None:
        stopped = _scrub(refused, cfg)
    elif outcome.stopped:
        stopped = (
            f"run interrupted before every item was evaluated ({len(all_results)} results are "
            f"stored); rerun with --run-id {request.run_id} to finish the remaining items"
        )

    def summarize(results: list[ItemResult]) -> RunSummary:
        summary = summarize_run(
            golden,
            results,
            baselines,
            run_id=request.run_id,
            suite=cfg.suite,
            min_pass_rate=cfg.min_pass_rate,
            pass_threshold=cfg.pass_threshold,
            allow_unverified=cfg.allow_unverified,
            started_at=record.started_at,
            finished_at=time.time(),
            min_coverage=cfg.min_coverage,
            stopped=stopped,
            compare=compare_mode(cfg, [r for r in references if r.item_id in ids(results)]),
        )
        return dataclasses.replace(
            summary, judge_calibration=calibration, store_outage=store_outage
        )

    def ids(results: list[ItemResult]) -> set[str]:
        return {r.item_id for r in results}

    references = store.reference_results(request.run_id) if cfg.compare is not None else []
    summary = summarize(all_results)
    complete = summary.counts.items == len(golden.items)
    # In shard mode only the shard that completes the set writes the row, so a
    # slower shard never overwrites a finished run with partial counts; an
    # interrupted shard leaves the row to the shards (or the rerun) that finish.
    status = None
    if stopped is not None and request.shard is None:
        status = RunStatus.INTERRUPTED
    elif complete and stopped is None:
        status = RunStatus.FINISHED
    if status is not None:
        store.finish_run(
            request.run_id,
            status=status,
            finished_at=time.time(),
            counts=summary.counts,
            gate=summary.gate,
            regressions=summary.regressions,
        )

    shard = shard_run = None
    if request.shard is not None:
        mine = {i.id for i in items}
        shard_run = summarize([r for r in all_results if r.item_id in mine])
        shard = shard_summary(
            shard_run,
            shard=request.shard.index,
            shards=request.shard.count,
            stop=None if refused is None else stopped,
        )
    result = RunResult(
        summary=summary,
        shard=shard,
        shard_run=shard_run,
        resumed=len(items) - len(todo),
        evaluated=outcome.finished,
        outcome=outcome,
        store_outage=store_outage,
    )
    if outcome.stopped and refused is None:
        # Signals only: in shard mode the pod must fail (and be retried, resuming).
        raise RunInterruptedWithResult(result)
    return result


def _scrub(text: str, cfg: Config) -> str:
    """``text`` without the judge key, should a party have echoed it back."""
    key = cfg.judge.api_key.reveal() if cfg.judge.api_key is not None else ""
    return text.replace(key, "***") if key else text


class RunInterruptedWithResult(RunInterrupted):
    """The run was stopped by a signal; what was finished is stored and summarised."""

    def __init__(self, result: RunResult) -> None:
        self.result = result
        done = result.summary.counts.items
        super().__init__(
            f"run interrupted: {done} results are stored; rerun with --run-id "
            f"{result.summary.run_id} to finish the remaining items"
        )
