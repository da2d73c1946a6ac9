"""The gate (docs/design.md §5, normative): counts, regressions and the verdict.

The CLI (whole run) and the operator (sum of shard summaries) call the same
:func:`decide` so a verdict never depends on how a run was executed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from goldeneval.model import (
    DEFAULT_MIN_COVERAGE,
    DEFAULT_PASS_THRESHOLD,
    Baseline,
    Counts,
    ExpectationChange,
    GateVerdict,
    ItemResult,
    JudgeStatus,
    Outcome,
    Regression,
    ids_preview,
)
from goldeneval.verdict._blame import blame
from goldeneval.verdict._selective import escalation_reason


@dataclass(frozen=True)
class GateRules:
    """The gate's settings as a run was given them (``min_pass_rate`` and the rest, §5)."""

    min_pass_rate: float
    """Share of the scored items that must pass."""
    allow_unverified: bool = False
    """A set with ``verified: false`` items may pass (run deliberately)."""
    min_coverage: float = DEFAULT_MIN_COVERAGE
    """Share of the drivable items that must be scored for any verdict."""
    pass_threshold: float = DEFAULT_PASS_THRESHOLD
    """Item correctness threshold the items were scored with (the summary states it)."""


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
        elif r.outcome is Outcome.SKIPPED:
            skipped += 1
        # An escalated item is drivable and not scored: it counts against
        # coverage like an errored one (docs/design.md §13.5).
    return Counts(items, scored, passed, failed, errored, skipped)


def find_regressions(
    results: Iterable[ItemResult], baselines: Mapping[str, Baseline]
) -> tuple[Regression, ...]:
    """Items judged ok now and failing, whose baseline (last ok judgement) passed.

    Items that errored or were skipped now are neither regressions nor
    baselines; an auto-fail with an errored judge is not judged ok, so it is
    not a regression either (it still fails the item and the pass rate). An
    item whose contract changed since its baseline is not a regression
    either: the SME changed what is expected (see :func:`expectation_changes`).
    """
    out: list[Regression] = []
    for r in results:
        if r.judge_status is not JudgeStatus.OK or r.outcome is not Outcome.FAILED:
            continue
        base = baselines.get(r.item_id)
        if base is None or not base.passed:
            continue
        answer, contract, judge = blame(r, base)
        if contract:
            continue
        out.append(Regression(r.item_id, r.verified, base.run_id, answer, contract, judge))
    return tuple(out)


def expectation_changes(
    results: Iterable[ItemResult], baselines: Mapping[str, Baseline]
) -> tuple[ExpectationChange, ...]:
    """Items with a verdict now whose contract differs from their baseline's."""
    out: list[ExpectationChange] = []
    for r in results:
        base = baselines.get(r.item_id)
        # An escalated verdict is no baseline, so it cannot become the new one.
        judged = r.judge_status is JudgeStatus.OK and r.outcome is not Outcome.ESCALATED
        if base is not None and judged and blame(r, base)[1]:
            out.append(ExpectationChange(r.item_id, base.run_id))
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


def unverified_reason(unverified_items: int) -> str:
    """The unverified-set guard's reason (the same in history and compare mode)."""
    noun = "item is" if unverified_items == 1 else "items are"
    return (
        f"{unverified_items} {noun} verified: false, so this set cannot certify quality "
        "(pass -allow-unverified to run it deliberately)"
    )


def decide(
    counts: Counts,
    *,
    rules: GateRules,
    verified_regressions: Sequence[str],
    verified_regression_count: int | None = None,
    unverified_items: int,
    stopped: str | None = None,
    error_hint: str | None = None,
) -> GateVerdict:
    """The verdict of docs/design.md §5: passed, failed (every reason, in a fixed order) or none.

    ``stopped`` is why the run ended early (no verdict, whatever was scored).
    With fewer than ``min_coverage`` of the drivable items scored, only what
    the errored items could not change is a failure: verified regressions,
    unverified items, and a pass rate too low even if every errored item had
    passed; anything else is no verdict. ``error_hint`` (the most common
    error) is added to a no-verdict cause.
    """
    if stopped is not None:
        return GateVerdict.none(stopped)
    min_pass_rate, min_coverage = rules.min_pass_rate, rules.min_coverage
    established: list[str] = []
    n_reg = (
        len(verified_regressions)
        if verified_regression_count is None
        else verified_regression_count
    )
    if n_reg:
        noun = "item" if n_reg == 1 else "items"
        established.append(
            f"{n_reg} verified {noun} regressed ({ids_preview(list(verified_regressions))})"
        )
    if unverified_items and not rules.allow_unverified:
        established.append(unverified_reason(unverified_items))
    rate = counts.pass_rate
    drivable = counts.drivable
    # A tiny tolerance: 0.5 of 3 drivable items is 1.5, and 2 scored must cover it.
    covered = counts.scored > 0 and counts.scored >= min_coverage * drivable - 1e-9
    if covered:
        assert rate is not None
        if rate < min_pass_rate:
            established.insert(
                0,
                f"pass rate {format_rate_against(rate, min_pass_rate)} < "
                f"{format_rate(min_pass_rate)} ({counts.passed}/{counts.scored} scored items passed)",
            )
        return GateVerdict(passed=not established, reasons=tuple(established))
    # Too little was scored to judge the pass rate: what the errored items would
    # have scored could change it, unless even all of them passing cannot.
    # An escalated item awaits an SME: it could pass too (§13.5).
    escalated = counts.escalated
    unknown = counts.errored + escalated
    if counts.scored + unknown > 0:
        best = (counts.passed + unknown) / (counts.scored + unknown)
        if best < min_pass_rate:
            kind = "errored or escalated" if escalated else "errored"
            established.insert(
                0,
                f"pass rate at most {format_rate_against(best, min_pass_rate)} < "
                f"{format_rate(min_pass_rate)} even if all {unknown} {kind} items had passed "
                f"({counts.passed}/{counts.scored} scored items passed)",
            )
    if established:
        return GateVerdict(passed=False, reasons=tuple(established))
    if counts.scored == 0:
        cause = (
            f"nothing was scored ({counts.items} items: {counts.errored} errored, "
            f"{counts.skipped} skipped)"
        )
    else:
        coverage = counts.scored / drivable
        cause = (
            f"only {counts.scored} of {drivable} drivable items were scored "
            f"(coverage {format_rate_against(coverage, min_coverage)} < minimum "
            f"{format_rate(min_coverage)}; {counts.errored} errored)"
        )
    if escalated:
        # The SMEs can restore coverage: say so first (docs/design.md §13.5).
        cause = f"{escalation_reason(escalated)}; {cause}"
    if error_hint:
        cause += f"; most common error: {error_hint}"
    return GateVerdict.none(cause)
