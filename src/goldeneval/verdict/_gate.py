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
    SURFACES,
    Baseline,
    Counts,
    ExpectationChange,
    GateVerdict,
    ItemResult,
    JudgeStatus,
    Outcome,
    Regression,
    Surface,
    SurfaceFigures,
    ids_preview,
)
from goldeneval.verdict._blame import blame, tools_blame
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


def tally_by_surface(results: Iterable[ItemResult]) -> dict[Surface, Counts]:
    """:func:`tally` per surface, in ``SURFACES`` order; a surface without items is left out."""
    groups: dict[Surface, list[ItemResult]] = {}
    for r in results:
        groups.setdefault(r.surface, []).append(r)
    return {s: tally(groups[s]) for s in SURFACES if s in groups}


def _covered(counts: Counts, min_coverage: float) -> bool:
    """Enough of the drivable items were scored for the pass rate to stand (§5)."""
    # A tiny tolerance: 0.5 of 3 drivable items is 1.5, and 2 scored must cover it.
    return counts.scored > 0 and counts.scored >= min_coverage * counts.drivable - 1e-9


def _best_rate(counts: Counts) -> float | None:
    """The pass rate if every errored or escalated item had passed (None when nothing could
    be scored); an escalated item awaits an SME, so it could still pass (§13.5)."""
    unknown = counts.errored + counts.escalated
    if counts.scored + unknown == 0:
        return None
    return (counts.passed + unknown) / (counts.scored + unknown)


def _unknown_kind(counts: Counts) -> str:
    """What the items that could still pass are called in a reason."""
    return "errored or escalated" if counts.escalated > 0 else "errored"


def surface_figures(
    by_surface: Mapping[Surface, Counts], rules: GateRules
) -> tuple[SurfaceFigures, ...]:
    """Each surface's counts with the gate's findings on them (the floors are the run's)."""
    out: list[SurfaceFigures] = []
    for surface in SURFACES:
        counts = by_surface.get(surface)
        if counts is None or counts.items == 0:
            continue  # a surface is counted only when it has items in the run
        floor: bool | None = None
        coverage: bool | None = None
        if counts.drivable > 0:
            coverage = _covered(counts, rules.min_coverage)
            rate = counts.pass_rate if coverage else _best_rate(counts)
            if rate is not None and rate < rules.min_pass_rate:
                floor = False
            elif coverage:
                floor = True
        out.append(SurfaceFigures(surface, counts, floor, coverage))
    return tuple(out)


def _surface_findings(
    surfaces: Sequence[SurfaceFigures],
    rules: GateRules,
    escalated: Mapping[str, Sequence[str]],
) -> tuple[list[str], list[str]]:
    """Per-surface failure reasons and no-verdict causes; none with fewer than two evaluated
    surfaces (the one surface's figures are the run's, and the overall gate names them)."""
    evaluated = [f for f in surfaces if f.evaluated]
    if len(evaluated) < 2:
        return [], []
    floor = format_rate(rules.min_pass_rate)
    reasons: list[str] = []
    causes: list[str] = []
    for f in evaluated:
        c, name = f.counts, f.surface
        if f.meets_floor is False and f.meets_coverage:
            rate = format_rate_against(c.pass_rate or 0.0, rules.min_pass_rate)
            reasons.append(f"{name} pass rate {rate} < {floor} ({c.passed}/{c.scored})")
        elif f.meets_floor is False:
            best = format_rate_against(_best_rate(c) or 0.0, rules.min_pass_rate)
            reasons.append(
                f"{name} pass rate at most {best} < {floor} even if all "
                f"{c.errored + c.escalated} {_unknown_kind(c)} {name} items had passed "
                f"({c.passed}/{c.scored})"
            )
        elif f.meets_coverage is False:
            coverage = format_rate_against(c.scored / c.drivable, rules.min_coverage)
            waiting = ""
            if c.escalated:
                # Which answers the SMEs can label to give this surface a verdict.
                ids = ids_preview(list(escalated.get(name, ())))
                waiting = f"; {escalation_reason(c.escalated)}" + (f": {ids}" if ids else "")
            causes.append(
                f"{name} coverage {coverage} < minimum {format_rate(rules.min_coverage)} "
                f"({c.scored} of {c.drivable} drivable {name} items scored; {c.errored} errored"
                f"{waiting})"
            )
    return reasons, causes


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
        tools = tools_blame(r, base)
        out.append(Regression(r.item_id, r.verified, base.run_id, answer, contract, judge, tools))
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
    surfaces: Sequence[SurfaceFigures] = (),
    escalated: Mapping[str, Sequence[str]] | None = None,
    skip_hint: str | None = None,
) -> GateVerdict:
    """The verdict of docs/design.md §5: passed, failed (every reason, in a fixed order) or none.

    ``stopped`` is why the run ended early (no verdict, whatever was scored).
    With fewer than ``min_coverage`` of the drivable items scored, only what
    the errored items could not change is a failure: verified regressions,
    unverified items, and a pass rate too low even if every errored item had
    passed; anything else is no verdict. ``error_hint`` (the most common
    error) is added to a no-verdict cause. With two or more evaluated
    ``surfaces`` each is held to the same floors: a surface below the pass-rate
    floor fails the gate, one below the coverage floor leaves no verdict.
    ``escalated`` (surface -> escalated item ids) lets such a cause name the
    items that await an SME; ``skip_hint`` (the most common skip reason) says
    why nothing was scored when everything was skipped.
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
    surface_reasons, surface_causes = _surface_findings(surfaces, rules, escalated or {})
    rate = counts.pass_rate
    covered = _covered(counts, min_coverage)
    if covered:
        assert rate is not None
        if rate < min_pass_rate:
            established.insert(
                0,
                f"pass rate {format_rate_against(rate, min_pass_rate)} < "
                f"{format_rate(min_pass_rate)} ({counts.passed}/{counts.scored} scored items passed)",
            )
        established[1 if rate < min_pass_rate else 0 : 0] = surface_reasons
        if established or not surface_causes:
            return GateVerdict(passed=not established, reasons=tuple(established))
        return GateVerdict.none(_with_hint("; ".join(surface_causes), error_hint))
    # Too little was scored to judge the pass rate: what the errored items would
    # have scored could change it, unless even all of them passing cannot.
    # An escalated item awaits an SME: it could pass too (§13.5).
    unknown = counts.errored + counts.escalated
    best = _best_rate(counts)
    if best is not None and best < min_pass_rate:
        established.insert(
            0,
            f"pass rate at most {format_rate_against(best, min_pass_rate)} < "
            f"{format_rate(min_pass_rate)} even if all {unknown} {_unknown_kind(counts)} "
            f"items had passed ({counts.passed}/{counts.scored} scored items passed)",
        )
    established[1 if best is not None and best < min_pass_rate else 0 : 0] = surface_reasons
    if established:
        return GateVerdict(passed=False, reasons=tuple(established))
    cause = _coverage_cause(counts, min_coverage, skip_hint)
    return GateVerdict.none(_with_hint("; ".join([cause, *surface_causes]), error_hint))


def _coverage_cause(counts: Counts, min_coverage: float, skip_hint: str | None = None) -> str:
    """Why too little of the run was scored for a verdict."""
    if counts.scored == 0:
        # With nothing scored the table is not read: the cause of the skips is said here.
        why = f": {skip_hint}" if skip_hint and counts.skipped else ""
        cause = (
            f"nothing was scored ({counts.items} items: {counts.errored} errored, "
            f"{counts.skipped} skipped{why})"
        )
    else:
        coverage = counts.scored / counts.drivable
        cause = (
            f"only {counts.scored} of {counts.drivable} drivable items were scored "
            f"(coverage {format_rate_against(coverage, min_coverage)} < minimum "
            f"{format_rate(min_coverage)}; {counts.errored} errored)"
        )
    if counts.escalated > 0:
        # The SMEs can restore coverage: say so first (docs/design.md §13.5).
        cause = f"{escalation_reason(counts.escalated)}; {cause}"
    return cause


def _with_hint(cause: str, error_hint: str | None) -> str:
    """A no-verdict cause with the most common error, when there is one."""
    return f"{cause}; most common error: {error_hint}" if error_hint else cause
