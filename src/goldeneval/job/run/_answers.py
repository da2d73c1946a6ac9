"""Answer confirmation (docs/design.md §4): a would-be regression asked again, fresh sessions.

A sampling chatbot answers the same question differently from run to run,
so one failing answer of an item whose baseline passed is not yet a
regression. Such a result is asked again in a fresh session (a conversation:
all its turns) and each fresh answer is scored as usual, until one side has
a majority of ``samples`` answers; asking stops as soon as the majority
cannot change. The item's verdict is the majority's: the stored result is
the majority side's first answer, carrying every answer and the tally.

* Only a would-be verified regression is confirmed in a run (compare mode
  also confirms both sides of a verified ``worse`` pair, ``_compare``).
* Fail closed: a fresh answer that cannot be scored (the chatbot errs, the
  breaker is open, the judge gives no verdict) ends the confirmation and
  errors the item; it never passes and never regresses on a partial tally.
* Resume: after each fresh answer the answers so far are stored as an
  errored (not final) result; a rerun with the same run id continues from
  them and never asks an answered sample again.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

from goldeneval.job.clients import (
    Answer,
    ChatbotError,
    JudgeClient,
    JudgeError,
    PartyRefused,
    RefusalWatch,
)
from goldeneval.job.run._asked import Asked, JudgeStage, conversation_digest
from goldeneval.job.run._party import Asker, Breaker
from goldeneval.model import (
    AnswerSample,
    Baseline,
    Item,
    ItemResult,
    JudgeSample,
    JudgeStatus,
    Outcome,
)
from goldeneval.verdict import answer_digest


class StopCause(Protocol):
    """Where a party refusing every request is recorded (the pipeline's outcome): only
    that much of it is needed here, so this room's records stay below the stages."""

    refused: str | None
    """The cause that stopped the run, once a party refused every request."""


_T = TypeVar("_T")

Reask = Callable[[Item, Sequence[ItemResult]], Awaitable[ItemResult | str]]
"""Ask the party ``item`` again in a fresh session and score the answer (an answer byte-identical
to one of the given earlier answers keeps its verdict); a text says why no answer came back."""
Checkpoint = Callable[[ItemResult], None]
"""Stores an interrupted confirmation's answers so far (an errored, resumable result)."""

_VOTES = (Outcome.PASSED, Outcome.FAILED)


def majority(votes: Sequence[bool], total: int) -> bool | None:
    """True / False once passes / failures hold a majority of ``total``; None before."""
    need = total // 2 + 1
    passing = sum(votes)
    if passing >= need:
        return True
    if len(votes) - passing >= need:
        return False
    return None


def would_regress(item: Item, result: ItemResult, base: Baseline | None, contract: str) -> bool:
    """``result`` would make a verified regression: verified, baseline passed, same contract,
    and this answer fails (by the fact gate or the judge's confirmed verdict)."""
    if not item.verified or base is None or not base.passed:
        return False
    if result.outcome is not Outcome.FAILED or not result.is_scored:
        return False
    return base.contract_digest is None or base.contract_digest == contract


def sample_of(result: ItemResult) -> AnswerSample:
    """One answer of an item as a confirmation keeps it."""
    return AnswerSample(
        answer=result.answer,
        answer_sha256=result.answer_sha256,
        outcome=result.outcome,
        reason=result.reason,
        auto_fail=result.auto_fail,
        correctness=result.correctness,
        judge_pass=result.judge_pass,
        judge_reason=result.judge_reason,
        verdict_source=result.verdict_source,
        turns=result.turns,
    )


def tallied(result: ItemResult) -> ItemResult:
    """``result`` of an item asked once, with its one-answer tally (None when unscored)."""
    if result.answers != 1 or result.answer_samples:
        return result
    passed = None if not result.is_scored else int(result.outcome is Outcome.PASSED)
    return dataclasses.replace(result, answers_passed=passed)


def rebuilt(held: ItemResult, sample: AnswerSample) -> ItemResult:
    """The result of a stored answer (one asked by an earlier attempt of the run)."""
    judged = sample.judge_pass is not None and sample.correctness is not None
    samples: tuple[JudgeSample, ...] = ()
    if judged:
        assert sample.correctness is not None
        samples = (JudgeSample(sample.correctness, sample.outcome is Outcome.PASSED),)
    return dataclasses.replace(
        held,
        answer=sample.answer,
        answer_sha256=sample.answer_sha256,
        outcome=sample.outcome,
        judge_status=JudgeStatus.OK if judged else JudgeStatus.SKIPPED,
        reason=sample.reason,
        auto_fail=sample.auto_fail,
        correctness=sample.correctness,
        judge_pass=sample.judge_pass,
        judge_reason=sample.judge_reason,
        verdict_source=sample.verdict_source,
        turns=sample.turns,
        samples=samples,
        error=None,
    )


def _with_tally(result: ItemResult, answers: Sequence[AnswerSample]) -> ItemResult:
    return dataclasses.replace(
        result,
        answers=len(answers),
        answers_passed=sum(1 for a in answers if a.passed),
        answer_samples=tuple(answers),
    )


def interrupted(first: ItemResult, answers: Sequence[AnswerSample], why: str) -> ItemResult:
    """An unfinished confirmation as stored: errored (a rerun resumes it), its answers kept."""
    errored = dataclasses.replace(
        first,
        outcome=Outcome.ERRORED,
        judge_status=JudgeStatus.ERROR,
        error=why,
        reason=f"error: {why}",
        finished_at=time.time(),
    )
    return _with_tally(errored, answers)


class AnswerConfirmation:
    """Confirms one party's would-be regressions with fresh answers; one per pipeline."""

    def __init__(self, total: int, reask: Reask, checkpoint: Checkpoint | None = None) -> None:
        self.total = total
        """``chatbot.samples``: answers a confirmation may ask at most (odd; 1 = off)."""
        self._reask = reask
        self._checkpoint = checkpoint
        self.reasks = 0
        """Fresh answers asked in this run (beyond each item's first)."""
        self.confirmed = 0
        """Items whose verdict a confirmation decided."""
        self._first: dict[str, ItemResult] = {}
        self._so_far: dict[str, list[AnswerSample]] = {}

    def held(self, item_id: str, why: str) -> ItemResult | None:
        """An unfinished confirmation of ``item_id`` as an errored result keeping its answers
        (the deadline cut it off); None when none is under way."""
        first = self._first.get(item_id)
        if first is None:
            return None
        return interrupted(first, self._so_far[item_id], why)

    @property
    def enabled(self) -> bool:
        return self.total > 1

    async def confirm(self, item: Item, first: ItemResult) -> ItemResult:
        """``first`` (the item's scored answer) decided by the majority of fresh answers."""
        return await self._until_decided(item, first, [sample_of(first)], {0: first})

    async def resume(self, item: Item, held: ItemResult) -> ItemResult:
        """An interrupted confirmation continued from the answers it stored."""
        answers = list(held.answer_samples)
        return await self._until_decided(item, rebuilt(held, answers[0]), answers, {})

    async def _until_decided(
        self,
        item: Item,
        first: ItemResult,
        answers: list[AnswerSample],
        results: dict[int, ItemResult],
    ) -> ItemResult:
        # Kept while it runs, and after a cancellation: the deadline errors the item with them.
        self._first[item.id], self._so_far[item.id] = first, answers
        while (side := majority([a.passed for a in answers], self.total)) is None:
            earlier = [results.get(n) or rebuilt(first, a) for n, a in enumerate(answers)]
            got = await self._reask(item, earlier)
            self.reasks += 1
            if isinstance(got, str) or got.outcome not in _VOTES or not got.is_scored:
                why = got if isinstance(got, str) else (got.error or got.reason)
                del self._first[item.id], self._so_far[item.id]
                return interrupted(
                    first,
                    answers,
                    f"answer confirmation could not finish (answer {len(answers) + 1} of at "
                    f"most {self.total}: {why}); the item is not passed",
                )
            results[len(answers)] = got
            answers.append(sample_of(got))
            if (
                self._checkpoint is not None
                and majority([a.passed for a in answers], self.total) is None
            ):
                self._checkpoint(
                    interrupted(
                        first,
                        answers,
                        f"answer confirmation interrupted after {len(answers)} answers; "
                        "a rerun with the same run id resumes it",
                    )
                )
        del self._first[item.id], self._so_far[item.id]
        self.confirmed += 1
        winner = next(n for n, a in enumerate(answers) if a.passed is side)
        chosen = results.get(winner) or rebuilt(first, answers[winner])
        chosen = dataclasses.replace(
            chosen, started_at=first.started_at, finished_at=time.time(), run_id=first.run_id
        )
        return _with_tally(chosen, answers)


def _same_answer(
    item: Item, answers: Sequence[Answer], error: str | None, earlier: Sequence[ItemResult]
) -> ItemResult | None:
    """The earlier scored answer ``answers`` repeat byte for byte (every turn), if any."""
    if error is not None:
        return None
    if item.conversation:
        digest = conversation_digest([a.text for a in answers])
    else:
        digest = answer_digest(answers[0].text)
    return next((r for r in earlier if r.answer_sha256 == digest and r.is_scored), None)


class AskingStage(JudgeStage):
    """The pipeline's asking of a party, and the confirmation of a would-be regression.

    Kept beside :class:`AnswerConfirmation` because a confirmation asks the
    party exactly as the chatbot stage does (same breaker, fail-fast watch
    and limiter), only in a fresh session each time.
    """

    answers: AnswerConfirmation
    outcome: StopCause
    _chatbot: Asker
    _judge: JudgeClient
    _breaker: Breaker
    _chatbot_watch: RefusalWatch
    _stop: asyncio.Event

    async def ask_turns(self, item: Item) -> tuple[list[Answer], str | None] | None:
        """Every turn of ``item`` in order in one new session, up to the first without an
        answer (and why it got none); None when the party refused (stop asking).

        Each question put to the party counts toward the run's cost, re-asks included."""
        got = await self._ask_each_turn(item)
        if got is not None:
            answers, error = got
            self._judge.meter.asked(item.surface, len(answers) + (error is not None))
        return got

    async def _ask_each_turn(self, item: Item) -> tuple[list[Answer], str | None] | None:
        session = f"goldeneval-{uuid.uuid4().hex}"
        answers: list[Answer] = []
        for turn in item.turns:
            try:
                answer = await self._watched(
                    self._chatbot_watch,
                    functools.partial(self._chatbot.ask, turn.question, session),
                )
            except PartyRefused:
                return None
            except ChatbotError as exc:
                self._breaker.record(ok=False)
                # The agent's client already names itself ("internal agent 'x': …").
                said, party = str(exc), self.settings.party
                return answers, said if said.startswith(party) else f"{party}: {said}"
            self._breaker.record(ok=True)
            answers.append(answer)
        return answers, None

    async def reask(self, item: Item, earlier: Sequence[ItemResult] = ()) -> ItemResult | str:
        """``item`` asked again in a fresh session and scored as usual; why not, as text.

        An answer byte-identical to an ``earlier`` one of this confirmation
        keeps that answer's verdict: the same answer to the same contract
        scores the same (a hard break then costs no judge call).
        """
        if self._breaker.open:
            return self._breaker.reason
        started = time.time()
        got = await self.ask_turns(item)
        if got is None:
            return f"{self.settings.party} refused the request"
        answers, error = got
        if not answers:
            return error or f"{self.settings.party}: no answer"
        same = _same_answer(item, answers, error, earlier)
        if same is not None:
            return dataclasses.replace(
                same,
                chatbot_latency_ms=answers[-1].latency_ms,
                chatbot_ttfb_ms=answers[-1].ttfb_ms,
                started_at=started,
                finished_at=time.time(),
            )
        result = await self.judge_turns(Asked(item, tuple(answers), started, error))
        result.contract_digest = self._contract_of(item)
        return result

    async def scored(self, asked: Asked) -> ItemResult:
        """The judge stage for ``asked``, then the answer confirmation of a would-be regression
        (or the continuation of one an earlier attempt of the run left unfinished)."""
        item = asked.item
        if asked.resumed is not None:
            return await self.answers.resume(item, asked.resumed)
        result = await self.judge_turns(asked)
        base = self.verdicts.baseline(item.id)
        if self.answers.enabled and would_regress(item, result, base, self._contract_of(item)):
            result = await self.answers.confirm(item, result)
        return result

    async def _watched(self, watch: RefusalWatch, call: Callable[[], Awaitable[_T]]) -> _T:
        """``call()`` under ``watch``; a party refusing every request stops the run."""
        async with watch.call():
            try:
                value = await call()
            except (ChatbotError, JudgeError) as exc:
                cause = watch.record(exc)
                if cause is not None and self.outcome.refused is None:
                    self.outcome.refused = cause
                    self._stop.set()
                raise
            watch.record(None)
            return value
