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
from dataclasses import dataclass, field, fields
from datetime import date
from enum import StrEnum
from typing import Any, Literal

from goldeneval.model._contract import Expected, ToolCall, Turn
from goldeneval.model._verdict import JudgeSample, VerdictSource, samples_from

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
        )


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


@dataclass
class ItemResult:
    """One stored result: one row per (run_id, item_id), for every item."""

    run_id: str
    """The run this result belongs to."""
    item_id: str
    """The golden item's id."""
    surface: Surface
    """The item's surface at the time of the run."""
    domain: str
    """The item's domain at the time of the run."""
    verified: bool
    """Whether the item was verified at the time of the run."""
    question: str
    """The question asked."""
    outcome: Outcome
    """passed / failed / errored / skipped / escalated (docs/design.md §4, §13.5)."""
    judge_status: JudgeStatus
    """ok when a valid judge verdict came back, error otherwise, skipped when not asked."""
    answer: str | None = None
    """The chatbot's answer text (None when it could not be obtained)."""
    answer_sha256: str | None = None
    """sha256 hex of the answer, to tell a changed answer from a changed judgement."""
    auto_fail: tuple[str, ...] = ()
    """Fact-gate violations: phrases missing (must_include) or present (must_not_include);
    a violated count check as ``count: <rule>``, an ungrounded answer as ``grounded: tools``."""
    auto_fail_reason: str | None = None
    """Human-readable fact-gate reason, e.g. ``missing "WNI"``."""
    correctness: float | None = None
    """The judge's correctness score in [0, 1]."""
    judge_pass: bool | None = None
    """The judge's own pass verdict."""
    judge_reason: str | None = None
    """The judge's short reason."""
    error: str | None = None
    """Why the chatbot or the judge could not be used (errored items, judge errors)."""
    reason: str = ""
    """One-line explanation of the outcome, as shown in the report."""
    chatbot_latency_ms: float | None = None
    """Wall time of the chatbot call including retries."""
    chatbot_ttfb_ms: float | None = None
    """Time to the first byte of the chatbot's reply (SSE streams)."""
    judge_latency_ms: float | None = None
    """Wall time of the judge call including retries."""
    started_at: float | None = None
    """Unix time the item started."""
    finished_at: float | None = None
    """Unix time the item finished."""
    set_line: int | None = None
    """The item's line in its golden-set file: reports list results by it, in the set's order."""
    contract_digest: str | None = None
    """Digest of the item's contract (question, phrase lists, rubric, verified) in this run."""
    judge_model: str | None = None
    """The judge model whose verdict this is."""
    prompt_digest: str | None = None
    """Digest of the judge prompt template and decoding parameters."""
    verdict_source: VerdictSource | None = None
    """judged (asked in this run) or reused (an earlier run's verdict); None without a verdict."""
    verdict_run_id: str | None = None
    """For a reused verdict, the run whose judgement it is."""
    samples: tuple[JudgeSample, ...] = ()
    """Every judge sample behind the verdict (one, or several when it was confirmed)."""
    answer_changed: bool | None = None
    """The answer differs from the baseline's (None without a baseline)."""
    contract_changed: bool | None = None
    """The item's contract differs from the baseline's (None without a baseline)."""
    judge_changed: bool | None = None
    """The judge model or prompt differs from the baseline's (None without a baseline)."""
    confidence: float | None = None
    """Share of the judge's votes agreeing with the verdict (1 for an auto-fail; §13.5)."""
    tools: tuple[ToolCall, ...] = ()
    """The tools the internal agent called while answering (the deciding turn's, for a
    conversation); none for the public chatbot."""
    turns: tuple[TurnRecord, ...] = ()
    """Every turn of a conversation item as asked and scored (empty for a plain item)."""
    answers: int = 1
    """How many answers the chatbot gave the item this run (>1: answer confirmation re-asked)."""
    answers_passed: int | None = None
    """How many of :attr:`answers` passed (None when no answer was scored)."""
    answer_samples: tuple[AnswerSample, ...] = ()
    """Every answer of a confirmation, in the order asked (empty: the item was asked once)."""

    @property
    def flaky(self) -> bool:
        """The item's answers this run disagree: some passed and some failed."""
        return self.answers_passed is not None and 0 < self.answers_passed < self.answers

    @property
    def is_scored(self) -> bool:
        """In the pass-rate denominator (docs/design.md §4.6); never an escalated item."""
        if self.outcome is Outcome.ESCALATED:
            return False
        return self.judge_status is JudgeStatus.OK or (
            bool(self.auto_fail) and self.outcome is Outcome.FAILED
        )

    @property
    def is_final(self) -> bool:
        """A rerun with the same run id keeps this result instead of re-driving the item."""
        return self.outcome is not Outcome.ERRORED

    def to_dict(self) -> dict[str, Any]:
        # Field by field rather than dataclasses.asdict, which deep-copies every
        # value: this runs once per item on the hot path (the --json writer).
        d = {name: getattr(self, name) for name in RESULT_FIELDS}
        d["outcome"] = self.outcome.value
        d["judge_status"] = self.judge_status.value
        d["auto_fail"] = list(self.auto_fail)
        d["verdict_source"] = None if self.verdict_source is None else self.verdict_source.value
        d["samples"] = [x.to_dict() for x in self.samples]
        d["tools"] = [t.to_dict() for t in self.tools]
        d["turns"] = [t.to_dict() for t in self.turns]
        d["answer_samples"] = [a.to_dict() for a in self.answer_samples]
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ItemResult:
        data = {k: v for k, v in d.items() if k in _RESULT_FIELD_SET}
        data["outcome"] = Outcome(data["outcome"])
        data["judge_status"] = JudgeStatus(data["judge_status"])
        data["auto_fail"] = tuple(data.get("auto_fail") or ())
        data["verified"] = bool(data["verified"])
        if data.get("judge_pass") is not None:
            data["judge_pass"] = bool(data["judge_pass"])
        if data.get("verdict_source") is not None:
            data["verdict_source"] = VerdictSource(data["verdict_source"])
        data["samples"] = samples_from(data.get("samples"))
        data["tools"] = tools_from(data.get("tools"))
        data["turns"] = turns_from(data.get("turns"))
        data["answers"] = int(data.get("answers") or 1)
        if data.get("answers_passed") is not None:
            data["answers_passed"] = int(data["answers_passed"])
        data["answer_samples"] = answer_samples_from(data.get("answer_samples"))
        for name in ("answer_changed", "contract_changed", "judge_changed"):
            if data.get(name) is not None:
                data[name] = bool(data[name])
        return cls(**data)


RESULT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(ItemResult))
"""``ItemResult``'s fields in order (also the ``golden_results`` columns that mirror it)."""
_RESULT_FIELD_SET = frozenset(RESULT_FIELDS)
