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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from goldeneval.config import Config
from goldeneval.job.clients import budget_line, prompt_digest
from goldeneval.job.run._compare import (
    REFERENCE_NAMES,
    compare_mode,
    compare_record,
    confirm_pairs,
    reference_parties,
)
from goldeneval.job.run._costbook import CostBook
from goldeneval.job.run._drive import drive
from goldeneval.job.run._internal import INTERNAL_PARTY, internal_party
from goldeneval.job.run._judging import selective_threshold, with_selective
from goldeneval.job.run._order import order_by_history
from goldeneval.job.run._outcome import PipelineOutcome
from goldeneval.job.run._party import CANDIDATE, Party, candidate_party
from goldeneval.job.run._request import RunRequest
from goldeneval.model import (
    Baseline,
    Item,
    ItemResult,
    JudgeCalibration,
    RunCost,
    RunInterrupted,
    RunRefused,
    RunSummary,
    StoreOutage,
)
from goldeneval.store import (
    RunRecord,
    RunStart,
    RunStatus,
    Store,
    confirm_spool,
    with_history_flaky,
)
from goldeneval.verdict import (
    GateRules,
    ShardSummary,
    shard_items,
    shard_summary,
    summarize_run,
)


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
    """The candidate's pipeline: stop / deadline / breaker flags."""
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
    """One evaluation: plan → open → resume → drive → summarise → finish.

    Plan which items this process asks and in which order; open (or resume)
    the run's row; resume each party (replay its spool, skip what it stored);
    drive the parties; summarise *from the store*; finish the run's row (in
    shard mode only the shard that completes the set). Raises
    :class:`RunInterruptedWithResult` after a stop signal, with what was
    stored summarised.
    """
    cfg = request.config
    calibration = judge_calibration(store, cfg)
    selective = selective_threshold(store, cfg)  # before any chatbot call (§13.5)
    items = plan(request, store)
    record = open_run(request, store)
    candidate, replayed = candidate_party(request, store, items, record.seq)
    internal, int_replayed = internal_party(request, store, items, candidate)
    references, ref_replayed = reference_parties(request, store, items, candidate)
    parties = [candidate, *internal, *references]
    # The run's start day (UTC) decides expiry, the same for every shard and a resume.
    today = datetime.fromtimestamp(record.started_at, UTC).date()
    part = "" if request.shard is None else f"{request.shard.index}/{request.shard.count}"
    book = CostBook(store, request.run_id, part, cfg.judge.max_tokens_per_run)
    try:
        # A run whose budget is spent asks nobody (docs/design.md §7.3).
        spent = book.meter.refusal()
        settle = confirm_pairs(request.golden.items, cfg.pass_threshold)
        outcomes = (
            {CANDIDATE: PipelineOutcome(refused=spent)}
            if spent is not None
            else asyncio.run(drive(parties, request, store, settle, today, book))
        )
    finally:
        for progress in {id(p.progress): p.progress for p in parties}.values():
            if progress is not None:
                progress.close()
    book.record()  # the calls in flight at the end counted too: the figures every report states
    read_back(parties, store, request.run_id)
    ending = Ending.of(request, store, outcomes, replayed + int_replayed + ref_replayed, book)
    summary, shard, shard_run = summarise(
        request, store, record, ending, calibration, items=items, baselines=candidate.baselines
    )
    summary = with_selective(store, summary, selective)
    summary = with_history_flaky(store, summary, cfg.flaky_window, record.seq)
    finish(request, store, summary, ending)
    result = RunResult(
        summary=summary,
        shard=shard,
        shard_run=shard_run,
        resumed=len(items) - len(candidate.todo) - sum(len(p.todo) for p in internal),
        evaluated=ending.outcome.finished,
        outcome=ending.outcome,
        store_outage=ending.store_outage,
    )
    if ending.outcome.stopped and ending.refused is None:
        # Signals only: in shard mode the pod must fail (and be retried, resuming).
        raise RunInterruptedWithResult(result)
    return result


def read_back(parties: Sequence[Party], store: Store, run_id: str) -> None:
    """The run's final read-back: each party's spool is removed once the store holds all of it.

    A commit alone does not empty a spool (an asynchronously replicated
    primary may lose it in a failover); what the read-back lacks is stored
    again, and what is still missing stays spooled for a rerun.
    """
    for party in parties:
        if party.spool is None:
            continue
        if party.name in REFERENCE_NAMES:
            read = lambda: {r.item_id for r in store.reference_results(run_id)}  # noqa: E731
        else:  # the candidate's and the internal agent's are the run's own results
            read = lambda: {r.item_id for r in store.results(run_id)}  # noqa: E731
        missing = confirm_spool(party.spool, run_id, read, party.save)
        if missing:
            print(
                f"goldeneval: warning: the store does not hold {len(missing)} results of the "
                f"{party.name} it confirmed ({', '.join(missing[:5])}); they stay in "
                f"{party.spool.path}: rerun with --run-id {run_id} to store them",
                file=sys.stderr,
            )


def plan(request: RunRequest, store: Store) -> Sequence[Item]:
    """This process's items (its shard's), slowest first by the suite's history."""
    cfg, golden = request.config, request.golden
    items = (
        golden.items
        if request.shard is None
        else shard_items(golden, request.shard.index, request.shard.count)
    )
    # Slowest first: it changes when an item is asked, never what is asked.
    return order_by_history(
        items, store, cfg.suite, cfg.item_order, concurrency=cfg.chatbot.concurrency
    )


def open_run(request: RunRequest, store: Store) -> RunRecord:
    """The run's row: created, or the stored one of a resumed run."""
    cfg, golden = request.config, request.golden
    return store.begin_run(
        RunStart(
            run_id=request.run_id,
            suite=cfg.suite,
            set_digest=golden.digest,
            set_source=golden.source,
            started_at=time.time(),
            min_pass_rate=cfg.min_pass_rate,
            pass_threshold=cfg.pass_threshold,
            allow_unverified=cfg.allow_unverified,
            unverified_items=len(golden.unverified),
            min_coverage=cfg.min_coverage,
            judge_model=cfg.judge.model,
            compare=compare_record(cfg),
            chatbot_samples=cfg.chatbot.samples,
        )
    )


@dataclass(frozen=True)
class Ending:
    """How the drive ended, as the summary and the run's row state it."""

    outcome: PipelineOutcome
    """The candidate's pipeline: what this invocation finished, whether it was stopped."""
    refused: str | None
    """A party refused every request (the first one's cause)."""
    stopped: str | None
    """Why the run ended early (then there is no verdict); None when it ran to the end."""
    store_outage: StoreOutage | None
    """Store outages ridden out; None when the store never went away."""
    cost: RunCost | None = None
    """The run's cost over all its invocations (None: none is stored)."""
    part_cost: RunCost | None = None
    """This shard's cost over its invocations (a whole run's: the run's)."""

    @classmethod
    def of(
        cls,
        request: RunRequest,
        store: Store,
        outcomes: Mapping[str, PipelineOutcome],
        replayed: int,
        book: CostBook,
    ) -> Ending:
        """The ending of a drive whose parties ended with ``outcomes``."""
        outcome = _run_outcome(outcomes)
        refused = next((o.refused for o in outcomes.values() if o.refused is not None), None)
        outage = store.outage
        store_outage = None
        if outage.unreachable_seconds > 0 or outcome.waited or replayed:
            store_outage = StoreOutage(
                unreachable_seconds=outage.unreachable_seconds,
                longest_seconds=outage.longest_seconds,
                waited=outcome.waited,
                replayed=replayed,
            )
        stopped = None
        max_tokens = book.meter.max_tokens
        if book.meter.refused and max_tokens is not None:  # the run's figure, calls in flight in
            refused = stopped = budget_line(book.meter.spent, max_tokens, request.run_id)
        elif refused is not None:
            stopped = _scrub(refused, request.config)
        elif outcome.stopped:
            stopped = (
                f"run interrupted before every item was evaluated "
                f"({len(store.results(request.run_id))} results are "
                f"stored); rerun with --run-id {request.run_id} to finish the remaining items"
            )
        return cls(outcome, refused, stopped, store_outage, book.run_cost, book.part_cost)


def _run_outcome(outcomes: Mapping[str, PipelineOutcome]) -> PipelineOutcome:
    """The run's own outcome: the candidate's, with the internal surface's counted in (its
    results are the run's too)."""
    outcome = outcomes[CANDIDATE]
    inner = outcomes.get(INTERNAL_PARTY)
    if inner is None:
        return outcome
    return dataclasses.replace(
        outcome,
        finished=outcome.finished + inner.finished,
        stopped=outcome.stopped or inner.stopped,
        deadline_passed=outcome.deadline_passed or inner.deadline_passed,
        breaker_opened=outcome.breaker_opened or inner.breaker_opened,
        refused=outcome.refused or inner.refused,
        waited=outcome.waited + inner.waited,
    )


def summarise(
    request: RunRequest,
    store: Store,
    record: RunRecord,
    ending: Ending,
    calibration: JudgeCalibration | None,
    *,
    items: Sequence[Item],
    baselines: Mapping[str, Baseline],
) -> tuple[RunSummary, ShardSummary | None, RunSummary | None]:
    """The whole run's summary from the store, and in shard mode this shard's.

    Summarised from everything stored for the run, so a resumed or sharded
    run is judged on all its results by the same gate code.
    """
    cfg = request.config
    results = store.results(request.run_id)
    # Other shards' items are in the run too: their baselines complete the map.
    missing = [r.item_id for r in results if r.item_id not in baselines]
    if missing:
        baselines = {**baselines, **store.baselines(cfg.suite, record.seq, missing)}

    def summary_of(part: list[ItemResult], cost: RunCost | None) -> RunSummary:
        summary = summarize_run(
            request.golden,
            part,
            baselines,
            run_id=request.run_id,
            suite=cfg.suite,
            rules=gate_rules(cfg),
            started_at=record.started_at,
            finished_at=time.time(),
            stopped=ending.stopped,
            compare=compare_mode(cfg, store, request.run_id, (r.item_id for r in part)),
        )
        return dataclasses.replace(
            summary,
            judge_calibration=calibration,
            store_outage=ending.store_outage,
            cost=cost,
        )

    if request.shard is None:
        return summary_of(results, ending.cost), None, None
    mine = {i.id for i in items}
    shard_run = summary_of([r for r in results if r.item_id in mine], ending.part_cost)
    shard = shard_summary(
        shard_run,
        shard=request.shard.index,
        shards=request.shard.count,
        stop=None if ending.refused is None else ending.stopped,
    )
    return summary_of(results, ending.cost), shard, shard_run


def finish(request: RunRequest, store: Store, summary: RunSummary, ending: Ending) -> None:
    """The run's row finished or interrupted, when this process may say so.

    In shard mode only the shard that completes the set writes the row, so a
    slower shard never overwrites a finished run with partial counts; an
    interrupted shard leaves the row to the shards (or the rerun) that finish.
    """
    complete = summary.counts.items == len(request.golden.items)
    status = None
    if ending.stopped is not None and request.shard is None:
        status = RunStatus.INTERRUPTED
    elif complete and ending.stopped is None:
        status = RunStatus.FINISHED
    if status is not None:
        store.finish_run(
            request.run_id,
            status=status,
            # The summary's own time: a report of the stored run states the same.
            finished_at=summary.finished_at or time.time(),
            counts=summary.counts,
            gate=summary.gate,
            regressions=summary.regressions,
        )


def gate_rules(cfg: Config) -> GateRules:
    """The gate's settings of a run configured by ``cfg``."""
    return GateRules(
        min_pass_rate=cfg.min_pass_rate,
        allow_unverified=cfg.allow_unverified,
        min_coverage=cfg.min_coverage,
        pass_threshold=cfg.pass_threshold,
    )


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
