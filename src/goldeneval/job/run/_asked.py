"""What the chatbot stage hands the judge stage: an item's answered turns (docs/design.md §7).

A plain item is a conversation of one turn, so both stages treat every item
alike: the chatbot stage asks the turns in order in one session and hands
over the answers; the judge stage scores each turn like an item, with the
earlier turns (and, for a ``grounded`` item, the tool results) as the
judge's context, and the item by its turns.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.job.clients import Answer, JudgeAsk
from goldeneval.job.run._escalate import apply_selective
from goldeneval.job.run._verdicts import Judgement, Verdicts
from goldeneval.model import Item, ItemResult, JudgeSample, Outcome, TurnRecord, VerdictSource
from goldeneval.verdict import (
    DEFINITIVE_CONFIDENCE,
    EarlierTurn,
    JudgeVerdict,
    answer_digest,
    conversation_result,
    errored_result,
    fact_gate,
    grounded_digest,
    judge_context,
    score,
    turn_item,
)

if TYPE_CHECKING:
    from goldeneval.job.run._pipeline_settings import PipelineSettings


@dataclass(frozen=True)
class Asked:
    """An item whose turns were asked, up to the first that got no answer."""

    item: Item
    """The item (a conversation or a plain one)."""
    answers: tuple[Answer, ...]
    """The answers in turn order (at least one, unless ``resumed``)."""
    started: float
    """Unix time its first turn was asked."""
    error: str | None = None
    """Why the turn after the last answer got none (the conversation ended there)."""
    resumed: ItemResult | None = None
    """An answer confirmation an earlier attempt of the run left unfinished: continued from
    its stored answers, nothing asked again (``answers`` is then empty)."""


def judge_ask(
    item: Item, answer: Answer, turn: int, earlier: tuple[EarlierTurn, ...], *, conversation: bool
) -> JudgeAsk:
    """What the judge is told beyond the question: the data date, earlier turns, tool results.

    ``item`` is the turn asked (the item itself for a plain one).

    A plain item without ``as_of`` or ``grounded`` gets no context, so its
    judge call is the same as ever (and its verdict may be reused).
    """
    context = judge_context(
        as_of=item.as_of,
        earlier=earlier,
        grounded=item.expected.grounded is not None,
        tools=answer.tools,
    )
    # A conversation's turn is never PLAIN, even the first without context: its item's
    # stored row holds the conversation's verdict, not this turn's, so nothing may reuse it.
    return JudgeAsk(context=context, turn=turn, conversation=conversation)


def turn_record(result: ItemResult) -> TurnRecord:
    """A scored turn as the item's result keeps it (the report shows every turn; a later run
    reuses its verdict when the whole conversation answered the same)."""
    return TurnRecord(
        question=result.question,
        answer=result.answer,
        outcome=result.outcome,
        reason=result.reason,
        tools=result.tools,
        answer_sha256=result.answer_sha256,
        correctness=result.correctness,
        judge_pass=result.judge_pass,
        judge_reason=result.judge_reason,
        tools_expected=result.tools_expected,
    )


def conversation_digest(answers: Sequence[str | None]) -> str:
    """The digest of every answer of a conversation, in order (unambiguous: a JSON list)."""
    return answer_digest(json.dumps(list(answers), ensure_ascii=False))


def labelled_digest(item: Item, answer: Answer) -> str:
    """The digest a verdict and an SME label of ``answer`` key on (the store's answer_sha256).

    The answer's text; for a ``grounded`` item the text with the tool results it
    came with (``grounded_digest``), since it is judged against them.
    """
    if item.expected.grounded is not None:
        return grounded_digest(answer.text, answer.tools)
    return answer_digest(answer.text)


def sme_decided(result: ItemResult, label: Judgement) -> ItemResult:
    """A conversation's result decided by the SME label of all its answers (§13.5)."""
    assert label.verdict is not None
    passed = label.verdict.passed
    return dataclasses.replace(
        result,
        outcome=Outcome.PASSED if passed else Outcome.FAILED,
        reason=label.verdict.reason,
        correctness=label.verdict.correctness,
        judge_pass=passed,
        judge_reason=label.verdict.reason,
        confidence=DEFINITIVE_CONFIDENCE,
        verdict_source=VerdictSource.SME,
        verdict_run_id=label.source_run_id,
        verdict_by=label.source_by,
    )


def reused_turn(earlier: ItemResult | None, n: int, sha: str, threshold: float) -> Judgement | None:
    """Turn ``n``'s verdict from ``earlier`` (the same conversation answered the same), if any."""
    if earlier is None or n >= len(earlier.turns):
        return None
    t = earlier.turns[n]
    if t.answer_sha256 != sha or t.correctness is None or t.judge_pass is None:
        return None
    verdict = JudgeVerdict(
        correctness=t.correctness, passed=t.judge_pass, reason=t.judge_reason or ""
    )
    sample = JudgeSample(t.correctness, t.judge_pass and t.correctness >= threshold)
    return Judgement(
        verdict=verdict,
        source=VerdictSource.REUSED,
        source_run_id=earlier.verdict_run_id or earlier.run_id,
        samples=(sample,),
    )


class JudgeStage:
    """The pipeline's judge stage for one answered item: its turns scored, then the item."""

    settings: PipelineSettings
    verdicts: Verdicts

    def _contract_of(self, item: Item) -> str:
        raise NotImplementedError

    async def judge_turns(self, asked: Asked) -> ItemResult:
        """Every answered turn scored like an item, then the item by its turns.

        A turn is judged with the turns before it as context; a turn that got
        no answer is errored and ends the conversation (never a pass).
        """
        item, run_id = asked.item, self.settings.run_id
        results: list[ItemResult] = []
        earlier: list[EarlierTurn] = []
        label = await self._labelled_conversation(asked)
        before = None if label is not None else await self._earlier_conversation(asked)
        for n, answer in enumerate(asked.answers):
            turn = turn_item(item, n)
            ask = judge_ask(turn, answer, n, tuple(earlier), conversation=bool(item.conversation))
            sha = labelled_digest(turn, answer)
            reuse = label or reused_turn(before, n, sha, self.settings.pass_threshold)
            result = await self.judge_answer(turn, answer, ask, parent=item, reuse=reuse)
            self.stamp(result, answer, asked.started)
            results.append(result)
            earlier.append(EarlierTurn(turn.question, answer.text))
        if asked.error is not None:
            cut = errored_result(turn_item(item, len(results)), run_id, asked.error)
            results.append(cut)
        final = conversation_result(item, run_id, results)
        if item.conversation:
            final = dataclasses.replace(
                final,
                turns=tuple(turn_record(r) for r in results),
                # Every answer of the conversation: blame's "answer changed" means any turn's.
                answer_sha256=conversation_digest([r.answer for r in results]),
            )
            if label is not None:
                final = sme_decided(final, label)
        final.started_at, final.finished_at = asked.started, time.time()
        return final

    async def _labelled_conversation(self, asked: Asked) -> Judgement | None:
        """The SME label of this conversation's exact answers, if any (§13.5).

        A label covers the whole conversation: it decides only while every
        turn's answer is the one it was given for (the conversation digest),
        under the same expectations; then no turn is judged.
        """
        item = asked.item
        if not item.conversation or asked.error is not None:
            return None
        digest = conversation_digest([a.text for a in asked.answers])
        return await self.verdicts.sme(item, digest, self._contract_of(item))

    async def _earlier_conversation(self, asked: Asked) -> ItemResult | None:
        """An earlier result of this conversation with every answer the same, for its verdicts.

        Only a conversation asked to its last turn can match; a turn's verdict is reused
        only when every answer up to it (here: of the whole conversation) is unchanged.
        """
        item = asked.item
        if not item.conversation or asked.error is not None:
            return None
        if self.verdicts.settings.threshold is not None:
            # A turn keeps one vote, not the samples λ needs: with escalation on, a
            # conversation's turns are judged afresh (an escalated turn is never reused).
            return None
        digest = conversation_digest([a.text for a in asked.answers])
        found = await self.verdicts.reusable(item, digest, self._contract_of(item))
        if found is None or len(found.turns) != len(asked.answers):
            return None
        self.verdicts.reused += 1
        return found

    async def judge_answer(
        self,
        item: Item,
        answer: Answer,
        ask: JudgeAsk,
        parent: Item | None = None,
        reuse: Judgement | None = None,
    ) -> ItemResult:
        """The fact gate, then the judge's verdict (unless the gate decided and needs none).

        ``item`` is the turn asked (the item itself for a plain one), ``parent``
        the item it belongs to (its contract digest is the verdict's).
        """
        gate = fact_gate(answer.text, item.expected, answer.tools)
        sha = labelled_digest(item, answer)
        contract = self._contract_of(parent or item)
        judge_ms: float | None = None
        # A stored SME label of this exact answer is its verdict (§13.5), whatever context
        # the judge would be given. A conversation's label covers all of its turns: it is
        # looked up once for the conversation (``judge_turns``) and comes here as ``reuse``.
        sme = None if ask.conversation else await self.verdicts.sme(item, sha, contract)
        judgement = sme or reuse or Judgement(verdict=None)
        asked = sme is not None or self.settings.judge_auto_fails or not gate.auto_fail
        if sme is None and reuse is None and asked:
            t0 = time.perf_counter()
            judgement = await self.verdicts.decide(item, answer.text, sha, contract, gate, ask)
            judge_ms = (time.perf_counter() - t0) * 1000
        result = score(
            item,
            self.settings.run_id,
            answer.text,
            gate,
            judgement.verdict,
            judgement.error,
            self.settings.pass_threshold,
            judge_asked=asked,
        )
        result.answer_sha256 = sha
        result.samples = judgement.samples
        result.judge_latency_ms = judge_ms
        if judgement.verdict is not None:
            # The run's judge, also for an SME's verdict (reports name the judge's
            # calibration by it); reuse takes only judged verdicts, never an SME's.
            result.judge_model = self.verdicts.settings.judge_model
            result.prompt_digest = self.verdicts.settings.prompt_digest
            result.verdict_source = judgement.source
            result.verdict_run_id = judgement.source_run_id
            result.verdict_by = judgement.source_by
        apply_selective(
            result,
            gate,
            source=judgement.source,
            escalated=judgement.escalated,
            threshold=self.verdicts.settings.threshold,
        )
        return result

    @staticmethod
    def stamp(result: ItemResult, answer: Answer, started: float) -> None:
        """The answer's timings and the item's start and end on ``result``."""
        result.chatbot_latency_ms = answer.latency_ms
        result.chatbot_ttfb_ms = answer.ttfb_ms
        result.started_at, result.finished_at = started, time.time()
