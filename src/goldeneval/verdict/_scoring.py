"""Scoring one item (docs/design.md §4, normative).

Phrases are matched by :func:`goldeneval.goldenset.contains` (substring after
one normalisation of both sides); this module applies that rule to an answer
(the phrase lists and the count checks), checks that a grounded answer came
with tool results, and turns the fact gate and the judge's verdict into an
item result. It also decides when an item has expired.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from goldeneval.goldenset import fold
from goldeneval.model import (
    CountCheck,
    Expected,
    Item,
    ItemResult,
    JudgeStatus,
    Outcome,
    ToolCall,
    ToolsExpected,
)
from goldeneval.verdict._toolcheck import ToolFinding, check_tools, mark_calls

NO_TOOL_CALL = "answered without consulting any tool"
"""The auto-fail reason of a grounded answer that came with no tool call at all."""
NO_TOOL_RESULT = "answered without any tool result (every tool call failed)"
"""The auto-fail reason of a grounded answer whose every tool call failed."""


@dataclass(frozen=True)
class CountFinding:
    """A count check the answer violates, with the phrases it did name."""

    check: CountCheck
    """The violated check."""
    found: tuple[str, ...]
    """The check's phrases the answer names, as the SME wrote them, in list order."""
    index: int = 1
    """The check's place in ``expected.count`` (1-based)."""

    @property
    def label(self) -> str:
        """Short name for the ``auto_fail`` list: ``count #1: exactly 3``."""
        return f"count #{self.index}: {self.check.rule}"

    @property
    def reason(self) -> str:
        named = f" ({', '.join(self.found)})" if self.found else ""
        return f"names {len(self.found)} of the listed phrases{named}, expected {self.check.rule}"


@dataclass(frozen=True)
class FactGate:
    """The deterministic fact gate's findings for one answer."""

    missing: tuple[str, ...]
    """``must_include`` phrases absent from the answer."""
    forbidden: tuple[str, ...]
    """``must_not_include`` phrases present in the answer."""
    counts: tuple[CountFinding, ...] = ()
    """Count checks the answer violates."""
    ungrounded: str | None = None
    """Why a grounded answer is not (no tool call, or no successful one); None when it is."""
    tools: tuple[ToolFinding, ...] = ()
    """Rules of ``expected.tools`` the recorded tool calls break."""
    calls: tuple[ToolCall, ...] = ()
    """The tool calls checked, each that broke a rule of ``expected.tools`` marked (``broke``)."""
    tools_expected: ToolsExpected | None = None
    """The ``expected.tools`` they were checked against."""

    @property
    def auto_fail(self) -> bool:
        return bool(self.missing or self.forbidden or self.counts or self.ungrounded or self.tools)

    @property
    def phrases(self) -> tuple[str, ...]:
        """What the result's ``auto_fail`` lists: the phrases, then the checks by name."""
        checks = tuple(c.label for c in self.counts)
        return (
            self.missing
            + self.forbidden
            + checks
            + (("grounded: tools",) if self.ungrounded else ())
            + tuple(f.text for f in self.tools)
        )

    @property
    def reason(self) -> str | None:
        parts = [f'missing "{p}"' for p in self.missing]
        parts += [f'forbidden "{p}" present' for p in self.forbidden]
        parts += [c.reason for c in self.counts]
        if self.ungrounded:
            parts.append(self.ungrounded)
        parts += [f.text for f in self.tools]
        return "; ".join(parts) or None


def count_found(answer: str, check: CountCheck) -> tuple[str, ...]:
    """The distinct phrases of ``check`` the answer names (two that fold alike count once)."""
    folded = fold(answer)
    seen: set[str] = set()
    found: list[str] = []
    for phrase in check.any_of:
        key = fold(phrase)
        if key not in seen and key in folded:
            seen.add(key)
            found.append(phrase)
    return tuple(found)


def _ungrounded(expected: Expected, tools: Sequence[ToolCall]) -> str | None:
    if expected.grounded is None:
        return None
    if not tools:
        return NO_TOOL_CALL
    if all(t.error for t in tools):
        return NO_TOOL_RESULT
    return None


def fact_gate(answer: str, expected: Expected, tools: Sequence[ToolCall] = ()) -> FactGate:
    """The deterministic checks of ``answer`` against ``expected``.

    ``tools`` are the tool calls that came with the answer (none for the
    public chatbot); a grounded contract and ``expected.tools`` look at them.
    """
    folded = fold(answer)
    counts: list[CountFinding] = []
    for index, check in enumerate(expected.count, 1):
        found = count_found(answer, check)
        if not check.allows(len(found)):
            counts.append(CountFinding(check, found, index))
    findings = check_tools(expected.tools, tools)
    return FactGate(
        missing=tuple(p for p in expected.must_include if fold(p) not in folded),
        forbidden=tuple(p for p in expected.must_not_include if fold(p) in folded),
        counts=tuple(counts),
        ungrounded=_ungrounded(expected, tools),
        tools=findings,
        calls=mark_calls(tools, findings),
        tools_expected=expected.tools,
    )


def expiry_reason(item: Item, today: date) -> str | None:
    """``expired on YYYY-MM-DD`` once ``today`` is past the item's ``valid_until``, else None.

    The item holds through its ``valid_until`` day itself. ``today`` is the
    caller's: a run passes the day it started, so every shard agrees.
    """
    if item.valid_until is None or today <= item.valid_until:
        return None
    return f"expired on {item.valid_until.isoformat()}"


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


INTERNAL_NOT_DRIVEN = "internal surface: not driven"
"""The skip reason of an internal item when the run does not drive internal items."""
NO_INTERNAL_ENDPOINT = "no internal endpoint configured"
"""The skip reason of an internal item in a run configured without the internal agent."""


def skipped_result(item: Item, run_id: str, reason: str = INTERNAL_NOT_DRIVEN) -> ItemResult:
    """An item recorded but never driven: no answer, no judge, never scored.

    ``reason`` says why: an internal item the run does not drive, or an
    expired one (:func:`expiry_reason`). A skipped result is never a
    baseline and never a regression.
    """
    return _result(item, run_id, Outcome.SKIPPED, JudgeStatus.SKIPPED, reason=reason)


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
        tools=gate.calls,
        tools_expected=gate.tools_expected,
    )
