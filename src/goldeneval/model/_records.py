"""The records goldeneval keeps and exchanges.

* Golden-set specs (:class:`Item`, :class:`GoldenSet`, and in ``_contract``
  :class:`Expected` and :class:`Turn`) are frozen dataclasses: they are read
  once and never change.
* Persisted and exchanged records (:class:`ItemResult` here, the run's
  summaries in ``_summary``) are dataclasses with a docstring per field and a
  ``to_dict`` / ``from_dict`` pair, so the store, the ``--json`` output and the
  operator all speak one shape.
* Statuses are enums (``StrEnum``): their values are what the store and the JSON hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import Any, Literal

from goldeneval.model._contract import Expected, ToolCall, Turn
from goldeneval.model._toolspec import ToolsExpected, tools_expected_from
from goldeneval.model._verdict import VerdictSource

Surface = Literal["public", "internal"]
SURFACES: tuple[Surface, ...] = ("public", "internal")


DEFAULT_MIN_PASS_RATE = 0.8
"""The gate's pass-rate floor unless configured (the SME guide's default)."""
DEFAULT_PASS_THRESHOLD = 0.7
"""The judge correctness an item needs unless configured."""
DEFAULT_MIN_COVERAGE = 0.5
"""Share of the drivable items that must be scored for a verdict (docs/design.md §5)."""


class Outcome(StrEnum):
    """What happened to one item in one run."""

    PASSED = "passed"
    FAILED = "failed"
    ERRORED = "errored"
    SKIPPED = "skipped"
    ESCALATED = "escalated"
    """The judge's confidence was below the calibrated threshold: needs an SME (§13.5)."""


class JudgeStatus(StrEnum):
    """Whether the judge produced a usable verdict for an item."""

    OK = "ok"
    ERROR = "error"
    SKIPPED = "skipped"


# ---------------------------------------------------------------- golden set


@dataclass(frozen=True)
class Item:
    """One golden question and its contract."""

    id: str
    """Stable, unique id: the history key of the item."""
    surface: Surface
    """``public`` items are driven; ``internal`` items are loaded but skipped."""
    domain: str
    """Free-text grouping for reports and dashboards."""
    question: str
    """The question sent to the chatbot (a conversation's: its first turn's)."""
    expected: Expected
    """What a correct answer must and must not say (a conversation's: its first turn's)."""
    verified: bool = False
    """True once an SME has reviewed the item; only verified regressions fail the gate."""
    line: int | None = field(default=None, compare=False)
    """Line of the item in its source file (for messages)."""
    lint_ignore: frozenset[str] = field(default=frozenset(), compare=False)
    """Lint warning names an SME has acknowledged for this item (``lint --strict`` passes them).

    Advice about the item, not part of its contract: it never changes matching,
    the set's digest or the item's equality."""
    must_include_lines: tuple[int, ...] = field(default=(), compare=False)
    """Line of each ``must_include`` phrase, in order (empty when not loaded from a file)."""
    must_not_include_lines: tuple[int, ...] = field(default=(), compare=False)
    """Line of each ``must_not_include`` phrase, in order (empty when not loaded from a file)."""
    conversation: tuple[Turn, ...] = ()
    """The turns of a conversation item, asked in order in one session (empty: a plain item).

    ``question`` and ``expected`` then repeat the first turn, so a part that
    shows one question (a report row) has one; everything that asks or
    scores reads :attr:`turns`."""
    valid_until: date | None = None
    """The last day the item holds; after it the item is skipped as expired."""
    as_of: date | None = None
    """The date of the data the question asks about; the judge is told it."""

    @property
    def turns(self) -> tuple[Turn, ...]:
        """The item as turns: a conversation's own, or its one question and contract."""
        if self.conversation:
            return self.conversation
        return (
            Turn(
                self.question,
                self.expected,
                self.line,
                self.must_include_lines,
                self.must_not_include_lines,
            ),
        )


@dataclass(frozen=True)
class GoldenSet:
    """A loaded, validated golden set."""

    source: str
    """Where it was loaded from (path or ``configmap/key``)."""
    items: tuple[Item, ...]
    """The items, in file order."""
    digest: str
    """``sha256:`` digest of the canonical item content (not of the file bytes)."""

    @property
    def unverified(self) -> tuple[Item, ...]:
        return tuple(i for i in self.items if not i.verified)


# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class TurnRecord:
    """One turn of a conversation item as it was asked and scored (kept for the report)."""

    question: str
    """The turn's question."""
    answer: str | None
    """The answer the turn got (None when it could not be obtained)."""
    outcome: Outcome
    """How the turn scored on its own."""
    reason: str = ""
    """The turn's one-line explanation."""
    tools: tuple[ToolCall, ...] = ()
    """The tools the agent called while answering this turn."""
    answer_sha256: str | None = None
    """sha256 hex of the turn's answer (a later run reuses the verdict only on the same)."""
    correctness: float | None = None
    """The judge's correctness score for this turn (None without a verdict)."""
    judge_pass: bool | None = None
    """The judge's own pass verdict for this turn."""
    judge_reason: str | None = None
    """The judge's short reason for this turn."""
    tools_expected: ToolsExpected | None = None
    """The turn's ``expected.tools`` as it was checked (None: the turn checked none)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.answer,
            "outcome": self.outcome.value,
            "reason": self.reason,
            "tools": [t.to_dict() for t in self.tools],
            "answer_sha256": self.answer_sha256,
            "correctness": self.correctness,
            "judge_pass": self.judge_pass,
            "judge_reason": self.judge_reason,
            "tools_expected": canonical_tools(self.tools_expected),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TurnRecord:
        answer = d.get("answer")
        return cls(
            question=str(d.get("question", "")),
            answer=None if answer is None else str(answer),
            outcome=Outcome(d.get("outcome", Outcome.ERRORED.value)),
            reason=str(d.get("reason") or ""),
            tools=tools_from(d.get("tools")),
            answer_sha256=_text_or_none(d.get("answer_sha256")),
            correctness=float(d["correctness"]) if d.get("correctness") is not None else None,
            judge_pass=bool(d["judge_pass"]) if d.get("judge_pass") is not None else None,
            judge_reason=_text_or_none(d.get("judge_reason")),
            tools_expected=tools_expected_from(d.get("tools_expected")),
        )


def canonical_tools(spec: ToolsExpected | None) -> dict[str, Any] | None:
    return None if spec is None else spec.canonical()


def _text_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def tools_from(value: Any) -> tuple[ToolCall, ...]:
    """Tool calls from their stored JSON list (None or anything else: none)."""
    if not isinstance(value, list):
        return ()
    return tuple(ToolCall.from_dict(t) for t in value if isinstance(t, Mapping))


def turns_from(value: Any) -> tuple[TurnRecord, ...]:
    """Turn records from their stored JSON list (None or anything else: none)."""
    if not isinstance(value, list):
        return ()
    return tuple(TurnRecord.from_dict(t) for t in value if isinstance(t, Mapping))


@dataclass(frozen=True)
class AnswerSample:
    """One answer the chatbot gave an item in one run, as scored (answer confirmation, §4).

    A result confirmed with fresh answers keeps every one of them, in the
    order they were asked; the first is the run's original answer."""

    answer: str | None
    """The answer text (a conversation's: its deciding turn's; None when none came back)."""
    answer_sha256: str | None
    """sha256 hex of the answer."""
    outcome: Outcome
    """How this answer scored on its own (fact gate, then the judge's confirmed verdict)."""
    reason: str = ""
    """This answer's one-line explanation."""
    auto_fail: tuple[str, ...] = ()
    """This answer's fact-gate violations."""
    correctness: float | None = None
    """The judge's correctness for this answer (None without a verdict)."""
    judge_pass: bool | None = None
    """The judge's own pass verdict for this answer."""
    judge_reason: str | None = None
    """The judge's short reason for this answer."""
    verdict_source: VerdictSource | None = None
    """judged / reused / sme for this answer's verdict; None without one."""
    turns: tuple[TurnRecord, ...] = ()
    """A conversation's turns as asked in this answer's own session (empty: a plain item)."""

    @property
    def passed(self) -> bool:
        return self.outcome is Outcome.PASSED

    def to_dict(self) -> dict[str, Any]:
        return {
            "answer": self.answer,
            "answer_sha256": self.answer_sha256,
            "outcome": self.outcome.value,
            "reason": self.reason,
            "auto_fail": list(self.auto_fail),
            "correctness": self.correctness,
            "judge_pass": self.judge_pass,
            "judge_reason": self.judge_reason,
            "verdict_source": None if self.verdict_source is None else self.verdict_source.value,
            "turns": [t.to_dict() for t in self.turns],
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> AnswerSample:
        source = d.get("verdict_source")
        return cls(
            answer=_text_or_none(d.get("answer")),
            answer_sha256=_text_or_none(d.get("answer_sha256")),
            outcome=Outcome(d.get("outcome", Outcome.ERRORED.value)),
            reason=str(d.get("reason") or ""),
            auto_fail=tuple(str(x) for x in d.get("auto_fail") or ()),
            correctness=float(d["correctness"]) if d.get("correctness") is not None else None,
            judge_pass=bool(d["judge_pass"]) if d.get("judge_pass") is not None else None,
            judge_reason=_text_or_none(d.get("judge_reason")),
            verdict_source=None if source is None else VerdictSource(source),
            turns=turns_from(d.get("turns")),
        )


def answer_samples_from(value: Any) -> tuple[AnswerSample, ...]:
    """Answer samples from their stored JSON list (None or anything else: none)."""
    if not isinstance(value, list):
        return ()
    return tuple(AnswerSample.from_dict(x) for x in value if isinstance(x, Mapping))
