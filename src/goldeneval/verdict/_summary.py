"""Turning results into run summaries and shard summaries (putting shard summaries back
together is ``_aggregate.py``; its names stay importable from here)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from goldeneval.model import (
    Baseline,
    Comparison,
    Counts,
    GateVerdict,
    GoldenSet,
    ItemResult,
    JudgeCalibration,
    Outcome,
    RunSummary,
    Surface,
    VerdictSource,
)
from goldeneval.verdict._aggregate import (
    AggregateRun as AggregateRun,
)
from goldeneval.verdict._aggregate import (
    ShardSummaryError as ShardSummaryError,
)
from goldeneval.verdict._aggregate import (
    aggregate_shards as aggregate_shards,
)
from goldeneval.verdict._blame import tools_changes, with_blame
from goldeneval.verdict._gate import (
    GateRules,
    decide,
    expectation_changes,
    find_regressions,
    surface_figures,
    tally,
    tally_by_surface,
)
from goldeneval.verdict._pairwise import (
    CompareRules,
    compare_results,
    decide_compare,
    worse_details,
)
from goldeneval.verdict._shardsummary import (
    CALIBRATION_MODEL_MAX_CHARS,
    SHARD_SUMMARY_MAX_BYTES,
    SHARD_SUMMARY_MAX_IDS,
    ShardCalibration,
    ShardSummary,
)


def summarize_run(
    golden: GoldenSet,
    results: Sequence[ItemResult],
    baselines: Mapping[str, Baseline],
    *,
    run_id: str,
    suite: str,
    rules: GateRules,
    started_at: float | None = None,
    finished_at: float | None = None,
    stopped: str | None = None,
    compare: CompareMode | None = None,
) -> RunSummary:
    """Summarise a run of ``golden``; results are put in the set's order."""
    order = {item.id: n for n, item in enumerate(golden.items)}
    ordered = sorted(results, key=lambda r: order.get(r.item_id, len(order)))
    return summarize_results(
        ordered,
        baselines,
        run_id=run_id,
        suite=suite,
        set_digest=golden.digest,
        unverified_items=len(golden.unverified),
        rules=rules,
        started_at=started_at,
        finished_at=finished_at,
        stopped=stopped,
        compare=compare,
    )


def summarize_results(
    results: Sequence[ItemResult],
    baselines: Mapping[str, Baseline],
    *,
    run_id: str,
    suite: str,
    set_digest: str,
    unverified_items: int,
    rules: GateRules,
    started_at: float | None = None,
    finished_at: float | None = None,
    stopped: str | None = None,
    compare: CompareMode | None = None,
) -> RunSummary:
    """Summarise results without the set at hand (e.g. a stored run being reprinted).

    ``stopped`` is why the run ended early, if it did: then there is no verdict.
    In ``compare`` mode the history gate's verdict is kept as ``history_gate``
    and the pairwise gate decides (docs/design.md §5.1).
    """
    results = [with_blame(r, baselines.get(r.item_id)) for r in results]
    counts = tally(results)
    surfaces = surface_figures(tally_by_surface(results), rules)
    regressions = find_regressions(results, baselines)
    verdict = decide(
        counts,
        rules=rules,
        verified_regressions=[r.item_id for r in regressions if r.verified],
        unverified_items=unverified_items,
        stopped=stopped,
        error_hint=most_common_error(results),
        surfaces=surfaces,
        escalated=_escalated_ids(results),
        skip_hint=most_common_skip(results),
    )
    paired = None
    if compare is not None:
        paired = _paired(results, compare, rules, verdict, stopped, unverified_items)
    return RunSummary(
        run_id=run_id,
        suite=suite,
        set_digest=set_digest,
        counts=counts,
        tools_changes=tools_changes(results, baselines),
        unverified_items=unverified_items,
        regressions=regressions,
        gate=verdict if paired is None else paired.gate,
        results=tuple(results),
        min_pass_rate=rules.min_pass_rate,
        pass_threshold=rules.pass_threshold,
        started_at=started_at,
        finished_at=finished_at,
        min_coverage=rules.min_coverage,
        expectations_changed=expectation_changes(results, baselines),
        comparison=None if paired is None else paired.comparison,
        reference_results=() if paired is None else paired.references,
        history_gate=None if paired is None else verdict,
        surfaces=surfaces,
    )


@dataclass(frozen=True)
class _Paired:
    """A compare-mode run's pairs and the pairwise gate's verdict."""

    comparison: Comparison
    """The pairs counted."""
    references: tuple[ItemResult, ...]
    """The reference's results, in the candidate's order."""
    gate: GateVerdict
    """The pairwise gate's verdict (the history gate's is reported beside it)."""


def _paired(
    results: Sequence[ItemResult],
    compare: CompareMode,
    rules: GateRules,
    history: GateVerdict,
    stopped: str | None,
    unverified_items: int,
) -> _Paired:
    """The candidate's ``results`` paired with the reference's, and the pairwise gate."""
    order = {r.item_id: n for n, r in enumerate(results)}
    references = tuple(sorted(compare.references, key=lambda r: order.get(r.item_id, len(order))))
    comparison = compare_results(results, {r.item_id: r for r in references}, compare.reference_url)
    verdict = decide_compare(
        comparison,
        rules=compare.rules,
        gate=rules,
        drivable=tally(results).drivable,
        unverified_items=unverified_items,
        history=history,
        worse_details=worse_details(results, comparison),
        stopped=stopped,
        reference_error=most_common_error(references),
    )
    return _Paired(comparison, references, verdict)


ERROR_HINT_CHARS = 200
"""How much of the most common error a no-verdict cause quotes."""


def _escalated_ids(results: Sequence[ItemResult]) -> dict[str, list[str]]:
    """Surface -> the ids of its escalated items, in run order."""
    out: dict[str, list[str]] = {}
    for r in results:
        if r.outcome is Outcome.ESCALATED:
            out.setdefault(r.surface, []).append(r.item_id)
    return out


def most_common_skip(results: Sequence[ItemResult]) -> str | None:
    """``<reason> (N items)`` for the reason most skipped items share; None without skips."""
    reasons = Counter(r.reason for r in results if r.outcome is Outcome.SKIPPED and r.reason)
    if not reasons:
        return None
    reason, n = reasons.most_common(1)[0]
    return f"{reason} ({n} item{'s' if n != 1 else ''})"


def most_common_error(results: Sequence[ItemResult]) -> str | None:
    """``<error> (N items)`` for the error most errored items share; None without errors."""
    errors = Counter(r.error for r in results if r.outcome is Outcome.ERRORED and r.error)
    if not errors:
        return None
    error, n = errors.most_common(1)[0]
    shown = error if len(error) <= ERROR_HINT_CHARS else error[: ERROR_HINT_CHARS - 1] + "…"
    return f"{shown} ({n} item{'s' if n != 1 else ''})"


STOP_CHARS = 400
"""How much of a stop cause a shard summary keeps (the whole record is at most 4096 bytes)."""


def shard_calibration(calibration: JudgeCalibration | None) -> ShardCalibration | None:
    """The part of a run's judge calibration a shard reports; None for a model name too long to
    report whole (the metric's label must name the model exactly, or not at all)."""
    if calibration is None or len(calibration.judge_model) > CALIBRATION_MODEL_MAX_CHARS:
        return None
    return ShardCalibration(
        model=calibration.judge_model,
        kappa=calibration.kappa,
        labels=calibration.labels,
        calibrated_at=calibration.calibrated_at,
    )


def shard_summary(
    run: RunSummary, *, shard: int, shards: int, stop: str | None = None
) -> ShardSummary:
    """The compact record a shard pod writes to its termination message."""
    if stop is not None and len(stop) > STOP_CHARS:
        stop = stop[: STOP_CHARS - 1] + "…"
    verified = [r.item_id for r in run.regressions if r.verified]
    unverified = [r.item_id for r in run.regressions if not r.verified]
    keep = SHARD_SUMMARY_MAX_IDS
    while True:
        summary = ShardSummary(
            run_id=run.run_id,
            suite=run.suite,
            shard=shard,
            shards=shards,
            set_digest=run.set_digest,
            counts=run.counts,
            by_surface=_shard_surfaces(run),
            unverified_items=run.unverified_items,
            verified_regressions=tuple(verified[:keep]),
            unverified_regressions=tuple(unverified[:keep]),
            verified_regression_count=len(verified),
            unverified_regression_count=len(unverified),
            min_coverage=run.min_coverage,
            stop=stop,
            calibration=shard_calibration(run.judge_calibration),
            verdict_sources=verdict_sources(run.results),
            flaky=sum(1 for r in run.results if r.flaky),
            cost=run.cost,
            compare=None
            if run.comparison is None
            else replace(
                run.comparison,
                worse_ids=(),
                better_ids=(),
                verified_worse_ids=run.comparison.verified_worse_ids[:keep],
            ),
        )
        if len(encode_shard_summary(summary)) <= SHARD_SUMMARY_MAX_BYTES or keep == 0:
            return summary
        keep //= 2  # long ids: keep fewer, the counts stay exact


def verdict_sources(results: Sequence[ItemResult]) -> dict[VerdictSource, int]:
    """How many of ``results`` have a verdict from each source (every source, zeros too)."""
    found = Counter(r.verdict_source for r in results if r.verdict_source is not None)
    return {s: found[s] for s in VerdictSource}


def encode_shard_summary(summary: ShardSummary) -> bytes:
    return json.dumps(summary.to_dict(), separators=(",", ":"), ensure_ascii=False).encode()


@dataclass(frozen=True)
class CompareMode:
    """A compare-mode run's reference and rules (docs/design.md §5.1)."""

    reference_url: str
    """The reference deployment."""
    rules: CompareRules
    """The pairwise gate's settings."""
    references: Sequence[ItemResult] = ()
    """The reference's results (a run summary); empty for shard aggregation."""


def _shard_surfaces(run: RunSummary) -> dict[Surface, Counts] | None:
    """Each surface's counts for the shard summary; None when the summary holds items but no
    surface figures (built by hand, not by ``summarize_run``): it then says nothing about
    surfaces, as an older evaluator's summary, rather than counts that do not add up."""
    if not run.surfaces and run.counts.items:
        return None
    return {f.surface: f.counts for f in run.surfaces}
