"""The stored result of one item in one run (:class:`ItemResult`): one row per
``(run_id, item_id)``, the record the store, the ``--json`` output, the spool and
the operator's reports all speak.

Apart from the golden-set records in ``_records``, which it is built from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from goldeneval.model._contract import ToolCall
from goldeneval.model._flaky import flaky_in_run
from goldeneval.model._records import (
    AnswerSample,
    JudgeStatus,
    Outcome,
    Surface,
    TurnRecord,
    answer_samples_from,
    canonical_tools,
    tools_from,
    turns_from,
)
from goldeneval.model._toolspec import ToolsExpected, tools_expected_from
from goldeneval.model._verdict import JudgeSample, VerdictSource, samples_from


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
    tools_expected: ToolsExpected | None = None
    """The ``expected.tools`` the tool calls were checked against (the deciding turn's, for
    a conversation; None: none was set), so a report shows it beside the calls."""
    turn: int | None = None
    """For a conversation, the turn (1-based) whose answer, reason, verdict and tools this
    result's own fields carry (``question`` stays the first turn's, the conversation's name);
    None for a plain item, or a conversation that stopped before a turn was answered."""
    verdict_by: str | None = None
    """Who gave the verdict when an SME label decided it (``verdict_source`` sme): the
    label's ``labelled_by`` (docs/design.md §13.6); None otherwise or when the label names
    nobody."""

    @property
    def flaky(self) -> bool:
        """The item's answers this run disagree: some passed and some failed (§4's rule)."""
        return flaky_in_run(self.answers, self.answers_passed)

    def tools_dicts(self) -> list[dict[str, Any]]:
        """The tool calls as ``--json`` and the review queue give them: a conversation's every
        turn's, in the order asked, each with its ``turn`` (1-based); a plain item's own."""
        if not self.turns:
            return [t.to_dict() for t in self.tools]
        return [
            {**call.to_dict(), "turn": n}
            for n, turn in enumerate(self.turns, 1)
            for call in turn.tools
        ]

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
        d["tools_expected"] = canonical_tools(self.tools_expected)
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
        data["tools_expected"] = tools_expected_from(data.get("tools_expected"))
        for name in ("answer_changed", "contract_changed", "judge_changed"):
            if data.get(name) is not None:
                data[name] = bool(data[name])
        return cls(**data)


RESULT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(ItemResult))
"""``ItemResult``'s fields in order (also the ``golden_results`` columns that mirror it)."""
_RESULT_FIELD_SET = frozenset(RESULT_FIELDS)
