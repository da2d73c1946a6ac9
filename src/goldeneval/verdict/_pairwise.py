"""Compare mode's gate (docs/design.md §5.1, normative): pairs, McNemar, the verdict.

The candidate and the reference answered the same questions at the same
moment, so each item is a matched pair and only the discordant pairs (one
side passed, the other failed) say anything about which deployment is
better. The exact McNemar test asks how surprising the split of those pairs
is if both deployments were equally good: under that assumption each
discordant pair is a fair coin.

The CLI (whole run) and the operator (sum of shard summaries) both call
:func:`decide_compare`, so the verdict never depends on how a run was executed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from math import comb

from goldeneval.model import (
    Comparison,
    GateVerdict,
    ItemResult,
    Outcome,
    PairOutcome,
    ids_preview,
)
from goldeneval.verdict._gate import (
    GateRules,
    format_rate,
    format_rate_against,
    unverified_reason,
)


def mcnemar_p(worse: int, better: int) -> float:
    """Exact two-sided McNemar p-value: a binomial test of the discordant pairs with p = 1/2.

    ``2 * P(X <= min(worse, better))`` for X ~ Binomial(worse + better, 1/2),
    capped at 1. Computed exactly with integers (``math.comb``), so it is
    symmetric in its arguments and 1.0 when there are no discordant pairs.
    """
    if worse < 0 or better < 0:
        raise ValueError("pair counts cannot be negative")
    n = worse + better
    if n == 0:
        return 1.0
    k = min(worse, better)
    # C(n, i) from C(n, i-1) with one multiplication and one exact division:
    # k big-integer steps instead of k separate math.comb calls.
    term = tail = comb(n, 0)
    for i in range(1, k + 1):
        term = term * (n - i + 1) // i
        tail += term
    return float(min(Fraction(1), Fraction(2 * tail, 2**n)))


def format_p(p: float) -> str:
    """A p-value as messages print it: four decimals, never a misleading 0.0000."""
    return "<0.0001" if p < 0.0001 else f"={p:.4f}"


def pair_outcome(candidate: ItemResult | None, reference: ItemResult | None) -> PairOutcome:
    """One item's pair outcome: both sides must be scored to be compared."""
    if candidate is None or reference is None or not candidate.is_scored or not reference.is_scored:
        return PairOutcome.UNPAIRED
    cand = candidate.outcome is Outcome.PASSED
    ref = reference.outcome is Outcome.PASSED
    if cand == ref:
        return PairOutcome.SAME
    return PairOutcome.BETTER if cand else PairOutcome.WORSE


def why_worse(candidate: ItemResult) -> str:
    """``reference passed, candidate fails: missing "akta"`` for a worse item."""
    why = candidate.auto_fail_reason or candidate.reason or "failed"
    return f"reference passed, candidate fails: {why}"


def compare_results(
    candidates: Iterable[ItemResult],
    references: Mapping[str, ItemResult],
    reference_url: str,
) -> Comparison:
    """The comparison of a run's candidate results with its reference results, overall and
    for each surface that has a compared item (``by_surface``, in the order first met).

    Items the candidate did not drive (skipped: expired, or ``surface: internal``
    without an internal endpoint) are not compared at all: they are not
    drivable, so they count neither as pairs nor as unpaired.
    """
    driven = [c for c in candidates if c.outcome is not Outcome.SKIPPED]
    surfaces = list(dict.fromkeys(c.surface for c in driven))
    return replace(
        _compared(driven, references, reference_url),
        by_surface={
            s: _compared([c for c in driven if c.surface == s], references, reference_url)
            for s in surfaces
        },
    )


def _compared(
    candidates: Iterable[ItemResult], references: Mapping[str, ItemResult], reference_url: str
) -> Comparison:
    """The pairs of ``candidates`` (none skipped) with their references, added up."""
    same = reference_passed = unpaired = unpaired_reference = 0
    worse: list[str] = []
    better: list[str] = []
    verified_worse: list[str] = []
    for c in candidates:
        if c.outcome is Outcome.SKIPPED:
            continue
        ref = references.get(c.item_id)
        outcome = pair_outcome(c, ref)
        if outcome is PairOutcome.UNPAIRED:
            unpaired += 1
            if ref is None or not ref.is_scored:
                unpaired_reference += 1
            continue
        assert ref is not None
        if ref.outcome is Outcome.PASSED:
            reference_passed += 1
        if outcome is PairOutcome.SAME:
            same += 1
        elif outcome is PairOutcome.WORSE:
            worse.append(c.item_id)
            if c.verified:
                verified_worse.append(c.item_id)
        else:
            better.append(c.item_id)
    return Comparison(
        reference_url=reference_url,
        paired=same + len(worse) + len(better),
        same=same,
        worse=len(worse),
        better=len(better),
        unpaired=unpaired,
        reference_passed=reference_passed,
        mcnemar_p=mcnemar_p(len(worse), len(better)),
        worse_ids=tuple(worse),
        better_ids=tuple(better),
        verified_worse_ids=tuple(verified_worse),
        verified_worse=len(verified_worse),
        unpaired_reference=unpaired_reference,
    )


@dataclass(frozen=True)
class CompareRules:
    """The pairwise gate's settings (``compare.*``)."""

    max_drop: float
    """Largest tolerated drop of the paired pass rate below the reference's."""
    alpha: float
    """McNemar's p must be below this for a drop to fail the gate."""
    gate_history: bool = False
    """History regressions and the pass-rate floor gate too."""


def decide_compare(
    comparison: Comparison,
    *,
    rules: CompareRules,
    gate: GateRules,
    drivable: int,
    unverified_items: int,
    history: GateVerdict,
    worse_details: Mapping[str, str] | None = None,
    stopped: str | None = None,
    reference_error: str | None = None,
) -> GateVerdict:
    """The compare-mode verdict: passed, failed (every reason, in a fixed order) or none.

    Fails on a verified worse item, on a significant drop of the paired pass
    rate (beyond ``max_drop`` and McNemar p < ``alpha``), on the unverified
    set guard, and, with ``gate_history``, on what ``history`` (the history
    gate's verdict) failed for. With fewer than ``min_coverage`` of the
    drivable items paired only what more pairs could not undo fails (a
    verified worse item, the guard, history failures); anything else is no
    verdict, naming the reference when its side is what is missing.
    """
    if stopped is not None:
        return GateVerdict.none(stopped)
    c = comparison
    min_coverage = gate.min_coverage
    established: list[str] = []
    if c.verified_worse:
        details = worse_details or {}
        shown = [f"{i} ({details[i]})" if i in details else i for i in c.verified_worse_ids]
        extra = c.verified_worse - len(shown)
        listed = ids_preview(shown) + (f" (+{extra} more)" if extra > 0 else "")
        noun = "verified item" if c.verified_worse == 1 else f"{c.verified_worse} verified items"
        established.append(f"{noun} worse than the reference: {listed}")
    if unverified_items and not gate.allow_unverified:
        established.append(unverified_reason(unverified_items))
    if rules.gate_history and history.cause is None:
        guard = unverified_reason(unverified_items) if unverified_items else None
        established += [r for r in history.reasons if r != guard]
    if _covered(c, drivable, min_coverage):
        established += _drops(c, rules, min_coverage)
        return GateVerdict(passed=not established, reasons=tuple(established))
    if established:
        return GateVerdict(passed=False, reasons=tuple(established))
    if c.paired == 0:
        cause = f"nothing was paired ({drivable} drivable items, {c.unpaired} unpaired"
    else:
        coverage = c.paired / drivable
        cause = (
            f"only {c.paired} of {drivable} drivable items were paired "
            f"(coverage {format_rate_against(coverage, min_coverage)} < minimum "
            f"{format_rate(min_coverage)}; {c.unpaired} unpaired"
        )
    if c.unpaired_reference:
        cause += f", the reference chatbot was not scored on {c.unpaired_reference}"
    cause += ")"
    if reference_error:
        cause += f"; most common reference chatbot error: {reference_error}"
    return GateVerdict.none(cause)


def _covered(c: Comparison, drivable: int, min_coverage: float) -> bool:
    """Enough of the drivable items are paired for the pass rates to be compared."""
    return c.paired > 0 and c.paired >= min_coverage * drivable - 1e-9


def _drops(c: Comparison, rules: CompareRules, min_coverage: float) -> list[str]:
    """The significant drops: overall, then on each surface covered on its own.

    With items of two surfaces, each is tested like the whole run on its own
    pairs (a surface is covered when ``min_coverage`` of its compared items are
    paired), so a worse internal agent cannot hide behind a large public set.
    """
    found = [_drop(c, rules, "")]
    if len(c.by_surface) > 1:
        for surface, part in c.by_surface.items():
            if _covered(part, part.paired + part.unpaired, min_coverage):
                found.append(_drop(part, rules, f"{surface} "))
    return [r for r in found if r]


def _drop(c: Comparison, rules: CompareRules, surface: str) -> str:
    """Why ``c``'s paired pass rate fails the gate ('' when it holds)."""
    cand, ref = c.candidate_pass_rate, c.reference_pass_rate
    assert cand is not None and ref is not None
    if ref - cand > rules.max_drop + 1e-12 and c.mcnemar_p < rules.alpha:
        return (
            f"{surface}pass rate {format_rate_against(cand, ref)} vs reference "
            f"{format_rate(ref)} on {c.paired} paired {surface}items (worse {c.worse}, "
            f"better {c.better}, McNemar p{format_p(c.mcnemar_p)})"
        )
    return ""


def worse_details(candidates: Sequence[ItemResult], comparison: Comparison) -> dict[str, str]:
    """Each verified worse item's one-line why, for the gate's reason."""
    wanted = set(comparison.verified_worse_ids)
    return {c.item_id: why_worse(c) for c in candidates if c.item_id in wanted}
