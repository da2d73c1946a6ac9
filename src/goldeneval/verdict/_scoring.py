"""Scoring one item (docs/design.md §4, normative).

Phrases are matched by :func:`goldeneval.goldenset.contains` (substring after
one normalisation of both sides); this module applies that rule to an answer
and turns the fact gate and the judge's verdict into an item result.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goldeneval.goldenset import fold
from goldeneval.model import Expected, Item, ItemResult, JudgeStatus, Outcome


@dataclass(frozen=True)
class FactGate:
    """The deterministic fact gate's findings for one answer."""

    missing: tuple[str, ...]
    """``must_include`` phrases absent from the answer."""
    forbidden: tuple[str, ...]
    """``must_not_include`` phrases present in the answer."""

    @property
    def auto_fail(self) -> bool:
        return bool(self.missing or self.forbidden)

    @property
    def phrases(self) -> tuple[str, ...]:
        return self.missing + self.forbidden

    @property
    def reason(self) -> str | None:
        parts = [f'missing "{p}"' for p in self.missing]
        parts += [f'forbidden "{p}" present' for p in self.forbidden]
        return "; ".join(parts) or None


def fact_gate(answer: str, expected: Expected) -> FactGate:
    folded = fold(answer)
    return FactGate(
        missing=tuple(p for p in expected.must_include if fold(p) not in folded),
        forbidden=tuple(p for p in expected.must_not_include if fold(p) in folded),
    )


@dataclass(frozen=True)
class JudgeVerdict:
    """A valid verdict parsed from the judge's reply."""

    correctness: float
    """Score in [0, 1]."""
    passed: bool
    """The judge's own pass/fail."""
    reason: str
    """Short explanation."""


def _result(
    item: Item, run_id: str, outcome: Outcome, judge_status: JudgeStatus, **fields: Any
) -> ItemResult:
    return ItemResult(
        run_id=run_id,
        item_id=item.id,
        surface=item.surface,
        domain=item.domain,
        verified=item.verified,
        question=item.question,
        set_line=item.line,
        outcome=outcome,
        judge_status=judge_status,
        **fields,
    )


def skipped_result(item: Item, run_id: str) -> ItemResult:
    """``surface: internal`` items: recorded, never driven."""
    return _result(
        item, run_id, Outcome.SKIPPED, JudgeStatus.SKIPPED, reason="internal surface: not driven"
    )


def errored_result(item: Item, run_id: str, error: str) -> ItemResult:
    """The chatbot could not be asked (transport, status, mapping, deadline...)."""
    return _result(
        item, run_id, Outcome.ERRORED, JudgeStatus.ERROR, error=error, reason=f"error: {error}"
    )


def score(
    item: Item,
    run_id: str,
    answer: str,
    gate: FactGate,
    verdict: JudgeVerdict | None,
    judge_error: str | None,
    threshold: float,
    *,
    judge_asked: bool = True,
) -> ItemResult:
    """Combine the fact gate and the judge into one result (docs/design.md §4.3–§4.6).

    ``verdict`` is None when the judge failed (``judge_error`` says why) or was
    not asked because the fact gate already failed and judging of auto-fails is
    configured off (``judge_asked=False``).
    """
    judge_status = JudgeStatus.OK if verdict is not None else JudgeStatus.ERROR
    if not judge_asked and verdict is None:
        judge_status = JudgeStatus.SKIPPED
    reasons: list[str] = []
    if gate.auto_fail:
        outcome = Outcome.FAILED
        reasons.append(f"auto-fail: {gate.reason}")
    elif verdict is None:
        outcome = Outcome.ERRORED
    elif verdict.passed and verdict.correctness >= threshold:
        outcome = Outcome.PASSED
    else:
        outcome = Outcome.FAILED
    if verdict is not None:
        if outcome is Outcome.FAILED and not gate.auto_fail:
            if not verdict.passed:
                reasons.append(
                    f"judge: fail ({verdict.reason})" if verdict.reason else "judge: fail"
                )
            else:
                reasons.append(f"correctness {verdict.correctness:.2f} < threshold {threshold:.2f}")
        elif verdict.reason and outcome is Outcome.PASSED:
            reasons.append(verdict.reason)
    elif judge_error is not None:
        reasons.append(f"judge error: {judge_error}")
    return _result(
        item,
        run_id,
        outcome,
        judge_status,
        answer=answer,
        auto_fail=gate.phrases,
        auto_fail_reason=gate.reason,
        correctness=None if verdict is None else verdict.correctness,
        judge_pass=None if verdict is None else verdict.passed,
        judge_reason=None if verdict is None else verdict.reason,
        error=judge_error,
        reason="; ".join(reasons),
    )
