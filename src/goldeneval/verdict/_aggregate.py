"""Shard summaries put back together into one run's verdict (docs/design.md §5, §9):
the tallies summed, per surface too, and the same gate the CLI applies decided on the sums."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields, replace

from goldeneval.model import (
    Comparison,
    Counts,
    GateVerdict,
    RunCost,
    Surface,
    SurfaceFigures,
    VerdictSource,
)
from goldeneval.verdict._gate import GateRules, decide, surface_figures
from goldeneval.verdict._pairwise import CompareRules, decide_compare, mcnemar_p
from goldeneval.verdict._shardsummary import (
    SHARD_SUMMARY_MAX_IDS,
    RunTally,
    ShardCalibration,
    ShardSummary,
)


@dataclass(frozen=True, kw_only=True)
class AggregateRun(RunTally):
    """A run's verdict put together from its shard summaries (the tally summed; ``stop``
    joins the shards' causes, ``calibration`` is the newest any shard reported)."""

    gate: GateVerdict
    """The same gate the CLI applies."""
    comparison: Comparison | None = None
    """Compare mode: the shards' pairs summed (McNemar recomputed on the sums)."""
    history_gate: GateVerdict | None = None
    """Compare mode: the history gate's verdict (reported; gates only with gate_history)."""
    surfaces: tuple[SurfaceFigures, ...] = ()
    """Per-surface figures recomputed on the summed counts; empty when the shards' evaluator
    reported none (it predates the internal surface and drove public items only)."""
    cost: RunCost | None = None
    """What the shards asked of the judge and the chatbot, summed; None when any shard's
    evaluator predates it (a partial sum would undercount)."""


class ShardSummaryError(ValueError):
    """The shard summaries do not add up to a whole run: the verdict cannot be established."""


def aggregate_shards(
    summaries: Mapping[int, ShardSummary],
    *,
    shards: int,
    rules: GateRules,
    compare: CompareRules | None = None,
) -> AggregateRun:
    """Sum shard summaries and decide the gate; fails closed on anything missing or inconsistent.

    ``rules.min_coverage`` is the floor the run was given (the operator's
    resolved spec); the shards' own floors still count, so a pod started with
    a stricter one is never overruled by a laxer caller. With ``compare`` (the
    run's compare rules) every shard must carry its pair counts; they are
    summed and the pairwise gate decides, as the CLI's would.
    """
    ordered = _checked(summaries, shards)
    total = _summed(ordered)
    # Fail closed when shards (or the caller) disagree: the strictest floor given.
    strictest = replace(
        rules, min_coverage=max([s.min_coverage for s in ordered] + [rules.min_coverage])
    )
    surfaces = () if total.by_surface is None else surface_figures(total.by_surface, strictest)
    verdict = decide(
        total.counts,
        rules=strictest,
        verified_regressions=total.verified_regressions,
        verified_regression_count=total.verified_regression_count,
        unverified_items=total.unverified_items,
        stopped=total.stop,
        surfaces=surfaces,
    )
    history_gate = comparison = None
    if compare is not None:
        comparison = _sum_comparisons(ordered)
        history_gate = verdict
        verdict = decide_compare(
            comparison,
            rules=compare,
            gate=strictest,
            drivable=total.counts.drivable,
            unverified_items=total.unverified_items,
            history=history_gate,
            stopped=total.stop,
        )
    return AggregateRun(
        **{f.name: getattr(total, f.name) for f in fields(RunTally)},
        gate=verdict,
        comparison=comparison,
        history_gate=history_gate,
        surfaces=surfaces,
        cost=_sum_costs(ordered),
    )


def _sum_costs(ordered: Sequence[ShardSummary]) -> RunCost | None:
    """The shards' costs summed; None when any shard reported none."""
    total = RunCost()
    for s in ordered:
        if s.cost is None:
            return None
        total = total + s.cost
    return total


def _sum_sources(ordered: Sequence[ShardSummary]) -> Mapping[VerdictSource, int] | None:
    """The shards' verdict sources summed; None when any shard's evaluator predates them
    (a partial sum would undercount)."""
    if any(s.verdict_sources is None for s in ordered):
        return None
    return {v: sum((s.verdict_sources or {}).get(v, 0) for s in ordered) for v in VerdictSource}


def _sum_flaky(ordered: Sequence[ShardSummary]) -> int | None:
    """The shards' flaky items summed; None when any shard's evaluator predates answer
    confirmation (a partial sum would undercount)."""
    counts = [s.flaky for s in ordered]
    return None if any(n is None for n in counts) else sum(n or 0 for n in counts)


def _checked(summaries: Mapping[int, ShardSummary], shards: int) -> list[ShardSummary]:
    """The summaries of shards 0..shards-1 in order; ShardSummaryError when any is missing or
    belongs elsewhere."""
    if shards < 1:
        raise ShardSummaryError(f"a run has at least one shard, not {shards}")
    missing = sorted(set(range(shards)) - set(summaries))
    if missing:
        raise ShardSummaryError(
            f"no summary from shard(s) {', '.join(map(str, missing))} of {shards}"
        )
    first = summaries[0]
    for idx, s in summaries.items():
        if s.shard != idx or s.shards != shards:
            raise ShardSummaryError(f"shard {idx} reported itself as {s.shard}/{s.shards}")
        if s.set_digest != first.set_digest or s.run_id != first.run_id:
            raise ShardSummaryError(f"shard {idx} evaluated a different run or golden set")
    return [summaries[i] for i in range(shards)]


def _summed(ordered: Sequence[ShardSummary]) -> RunTally:
    """The shards' tallies added up (id lists cut to SHARD_SUMMARY_MAX_IDS, counts exact)."""
    first = ordered[0]
    stops = [f"shard {s.shard}: {s.stop}" for s in ordered if s.stop]
    counts = Counts()
    for s in ordered:
        counts = counts + s.counts
    return RunTally(
        run_id=first.run_id,
        suite=first.suite,
        set_digest=first.set_digest,
        counts=counts,
        by_surface=_sum_surfaces(ordered),
        unverified_items=first.unverified_items,
        verified_regressions=tuple(i for s in ordered for i in s.verified_regressions)[
            :SHARD_SUMMARY_MAX_IDS
        ],
        unverified_regressions=tuple(i for s in ordered for i in s.unverified_regressions)[
            :SHARD_SUMMARY_MAX_IDS
        ],
        verified_regression_count=sum(s.verified_regression_count for s in ordered),
        unverified_regression_count=sum(s.unverified_regression_count for s in ordered),
        stop="; ".join(stops) if stops else None,
        calibration=_newest_calibration(ordered),
        verdict_sources=_sum_sources(ordered),
        flaky=_sum_flaky(ordered),
    )


def _sum_surfaces(ordered: Sequence[ShardSummary]) -> dict[Surface, Counts] | None:
    """The shards' per-surface counts summed; None when no shard reported them (an evaluator
    that predates the internal surface: its counts are the overall gate's alone)."""
    reported = [s.by_surface for s in ordered if s.by_surface is not None]
    if not reported:
        return None
    if len(reported) != len(ordered):
        missing = [str(s.shard) for s in ordered if s.by_surface is None]
        raise ShardSummaryError(
            f"shard(s) {', '.join(missing)} reported no per-surface counts and the others did"
        )
    total: dict[Surface, Counts] = {}
    for by_surface in reported:
        for surface, counts in by_surface.items():
            total[surface] = total.get(surface, Counts()) + counts
    return total


def _sum_comparisons(shards: Sequence[ShardSummary]) -> Comparison:
    """The shards' pair counts summed; fails closed when a shard has none."""
    missing = [s.shard for s in shards if s.compare is None]
    if missing:
        raise ShardSummaryError(
            f"shard(s) {', '.join(map(str, missing))} reported no comparison in a compare-mode run"
        )
    return _summed_comparison([s.compare for s in shards if s.compare is not None])


def _summed_comparison(parts: Sequence[Comparison]) -> Comparison:
    """Comparisons added up, each surface's too.

    A surface's sum is kept only when every shard reported its surfaces (a
    shard of an older evaluator reports none): a partial sum would understate it.
    """
    surfaces = list(dict.fromkeys(k for p in parts for k in p.by_surface))
    complete = all(p.by_surface or not p.paired + p.unpaired for p in parts)
    total = {
        n: sum(getattr(p, n) for p in parts)
        for n in (
            "paired",
            "same",
            "worse",
            "better",
            "unpaired",
            "reference_passed",
            "verified_worse",
            "unpaired_reference",
        )
    }
    ids = [i for p in parts for i in p.verified_worse_ids]
    return Comparison(
        reference_url=parts[0].reference_url,
        paired=total["paired"],
        same=total["same"],
        worse=total["worse"],
        better=total["better"],
        unpaired=total["unpaired"],
        reference_passed=total["reference_passed"],
        mcnemar_p=mcnemar_p(total["worse"], total["better"]),
        verified_worse_ids=tuple(ids[:SHARD_SUMMARY_MAX_IDS]),
        verified_worse=total["verified_worse"],
        unpaired_reference=total["unpaired_reference"],
        by_surface={
            k: _summed_comparison([p.by_surface[k] for p in parts if k in p.by_surface])
            for k in (surfaces if complete else ())
        },
    )


def _newest_calibration(summaries: Iterable[ShardSummary]) -> ShardCalibration | None:
    """Shards read the calibration when they start; one stored between two shard starts makes
    them differ, and the newest is the judge's latest."""
    known = [s.calibration for s in summaries if s.calibration is not None]
    return max(known, key=lambda c: (c.calibrated_at, c.model)) if known else None
