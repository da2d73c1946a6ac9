"""The gate (docs/design.md §5, normative): counts, regressions and the verdict.

The CLI (whole run) and the operator (sum of shard summaries) call the same
:func:`decide` so a verdict never depends on how a run was executed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from goldeneval._models import (
    Baseline,
    Counts,
    GateVerdict,
    ItemResult,
    JudgeStatus,
    Outcome,
    Regression,
    ids_preview,
)


def tally(results: Iterable[ItemResult]) -> Counts:
    items = scored = passed = failed = errored = skipped = 0
    for r in results:
        items += 1
        if r.is_scored:
            scored += 1
        if r.outcome is Outcome.PASSED:
            passed += 1
        elif r.outcome is Outcome.FAILED:
            failed += 1
        elif r.outcome is Outcome.ERRORED:
            errored += 1
        else:
            skipped += 1
    return Counts(items, scored, passed, failed, errored, skipped)


def find_regressions(
    results: Iterable[ItemResult], baselines: Mapping[str, Baseline]
) -> tuple[Regression, ...]:
    """Items judged ok now and failing, whose baseline (last ok judgement) passed.

    Items that errored or were skipped now are neither regressions nor
    baselines; an auto-fail with an errored judge is not judged ok, so it is
    not a regression either (it still fails the item and the pass rate).
    """
    out: list[Regression] = []
    for r in results:
        if r.judge_status is not JudgeStatus.OK or r.outcome is not Outcome.FAILED:
            continue
        base = baselines.get(r.item_id)
        if base is not None and base.passed:
            out.append(Regression(r.item_id, r.verified, base.run_id))
    return tuple(out)


def format_rate(rate: float) -> str:
    return f"{rate:.2f}"


def format_rate_against(rate: float, floor: float) -> str:
    """``rate`` as shown next to its floor: a failing rate never prints equal to it.

    0.798 rounds to the floor's "0.80"; "0.80 < 0.80" would read as a bug, so
    such a rate gets four decimals.
    """
    shown = format_rate(rate)
    return f"{rate:.4f}" if rate < floor and shown == format_rate(floor) else shown


def decide(
    counts: Counts,
    *,
    min_pass_rate: float,
    verified_regressions: Sequence[str],
    verified_regression_count: int | None = None,
    unverified_items: int,
    allow_unverified: bool,
) -> GateVerdict:
    """Every failing reason of docs/design.md §5, in a fixed order."""
    reasons: list[str] = []
    rate = counts.pass_rate
    if rate is None:
        reasons.append(
            f"nothing was scored ({counts.items} items: {counts.errored} errored, "
            f"{counts.skipped} skipped)"
        )
    elif rate < min_pass_rate:
        reasons.append(
            f"pass rate {format_rate_against(rate, min_pass_rate)} < {format_rate(min_pass_rate)} "
            f"({counts.passed}/{counts.scored} scored items passed)"
        )
    n_reg = (
        len(verified_regressions)
        if verified_regression_count is None
        else verified_regression_count
    )
    if n_reg:
        noun = "item" if n_reg == 1 else "items"
        reasons.append(
            f"{n_reg} verified {noun} regressed ({ids_preview(list(verified_regressions))})"
        )
    if unverified_items and not allow_unverified:
        noun = "item is" if unverified_items == 1 else "items are"
        reasons.append(
            f"{unverified_items} {noun} verified: false, so this set cannot certify quality "
            "(pass -allow-unverified to run it deliberately)"
        )
    return GateVerdict(passed=not reasons, reasons=tuple(reasons))
