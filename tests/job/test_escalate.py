"""Selective verdicts in the verdict path (docs/design.md §13.5): k votes with early stop
under λ, escalation below it, SME labels that decide with no judge call.

Every vote is a real call to a loopback judge: sample n goes to the judge that
the item's pattern names for it (a passing or a failing one), so each test
scripts exactly how the votes fall.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import replace
from typing import Any

import pytest

from goldeneval.config._records import JudgeConfig
from goldeneval.job.clients._judge import PLAIN, JudgeAsk, JudgeClient
from goldeneval.job.clients._limits import FixedLimiter
from goldeneval.job.clients._retries import RetryPolicy
from goldeneval.job.clients._session import Session
from goldeneval.job.run._verdicts import Verdicts, VerdictSettings
from goldeneval.model import Expected, Item, VerdictSource
from goldeneval.store import AnswerKey, StoredLabel
from goldeneval.testing import JudgeStandIn
from goldeneval.verdict._scoring import FactGate, JudgeVerdict

ITEM = Item(
    id="apostille-01",
    surface="public",
    domain="apostille",
    question="Di mana mengurus apostille?",
    expected=Expected(("AHU Online",), (), ""),
    verified=True,
)
CLEAN = FactGate(missing=(), forbidden=())
AUTO_FAIL = FactGate(missing=("AHU Online",), forbidden=())
SETTINGS = VerdictSettings(
    run_id="r1", suite="s", pass_threshold=0.7, judge_model="qwen", prompt_digest="p", samples=3
)
FAIL = {"correctness": 0.1, "pass": False, "reason": "salah"}


@pytest.fixture
async def judges() -> AsyncIterator[tuple[JudgeStandIn, JudgeStandIn]]:
    """(passing, failing) loopback judges."""
    async with JudgeStandIn() as yes, JudgeStandIn(default=FAIL) as no:
        yield yes, no


def voting(
    http: Session,
    judges: tuple[JudgeStandIn, JudgeStandIn],
    pattern: Sequence[bool],
    threshold: float | None,
    **kw: Any,
) -> Verdicts:
    yes, no = judges
    clients = {
        ok: JudgeClient(
            http, JudgeConfig(url=j.url, model="qwen"), FixedLimiter(4), RetryPolicy(max_attempts=1)
        )
        for ok, j in ((True, yes), (False, no))
    }

    async def call(item: Item, answer: str, sample: int) -> JudgeVerdict:
        return await clients[pattern[sample]].judge(item, answer, "r1", sample)

    return Verdicts(replace(SETTINGS, threshold=threshold), call, **kw)


def calls(judges: tuple[JudgeStandIn, JudgeStandIn]) -> int:
    return judges[0].calls + judges[1].calls


@pytest.mark.parametrize(
    ("pattern", "threshold", "asked", "escalated", "passed"),
    [
        # λ = 1: a split after two votes is escalated whatever the third says
        # (the tie's verdict fails closed; the SME decides).
        ((True, False, True), 1.0, 2, True, False),
        # λ = 1: two agreeing votes could still become ⅔: the third is asked.
        ((True, True, True), 1.0, 3, False, True),
        ((False, False, True), 1.0, 3, True, False),
        # λ = ⅔: two agreeing votes decide; a split needs the third.
        ((True, True, False), 2 / 3, 2, False, True),
        ((True, False, False), 2 / 3, 3, False, False),
    ],
)
async def test_votes_stop_as_soon_as_the_outcome_is_settled(
    http: Session,
    judges: tuple[JudgeStandIn, JudgeStandIn],
    pattern: tuple[bool, ...],
    threshold: float,
    asked: int,
    escalated: bool,
    passed: bool,
) -> None:
    v = voting(http, judges, pattern, threshold)
    got = await v.decide(ITEM, "jawaban", "sha", "c", CLEAN)
    assert got.verdict is not None and got.source is VerdictSource.JUDGED
    assert (calls(judges), len(got.samples), v.judge_calls) == (asked, asked, asked)
    assert got.escalated is escalated
    assert got.verdict.passed is passed


async def test_an_auto_fail_is_asked_once_and_never_escalated(
    http: Session, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:
    got = await voting(http, judges, (True, False, True), 1.0).decide(
        ITEM, "jawaban", "sha", "c", AUTO_FAIL
    )
    assert calls(judges) == 1 and not got.escalated


async def test_calibration_draws_every_vote(
    http: Session, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:
    got = await voting(http, judges, (True, False, True), 1.0).all_votes(ITEM, "jawaban")
    assert calls(judges) == 3 and [x.passed for x in got.samples] == [True, False, True]
    assert got.verdict is not None and got.verdict.passed


async def test_an_sme_label_of_the_exact_answer_is_the_verdict_with_no_call(
    http: Session, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:
    seen: list[AnswerKey] = []

    async def lookup(key: AnswerKey) -> StoredLabel | None:
        seen.append(key)
        if key != AnswerKey(ITEM.id, "sha", "c"):
            return None
        return StoredLabel("s", ITEM.id, "sha", "r0", "fail", "biaya salah", 1.0, "c")

    v = voting(http, judges, (True, True, True), 1.0, sme=lookup)
    got = await v.sme(ITEM, "sha", "c")
    assert got is not None and got.source is VerdictSource.SME and got.source_run_id == "r0"
    assert got.verdict is not None and not got.verdict.passed
    assert got.verdict.reason == "SME label fail: biaya salah"
    assert await v.sme(ITEM, "other-sha", "c") is None  # a changed answer: the judge decides
    assert calls(judges) == 0 and v.sme_verdicts == 1


async def test_a_conversation_turn_is_voted_on_with_its_context_in_every_call(
    http: Session, judges: tuple[JudgeStandIn, JudgeStandIn]
) -> None:
    """Selective verdicts hold for a turn too: each vote carries the turn's context."""
    yes, no = judges
    pattern = (True, False, True)
    clients = {
        ok: JudgeClient(
            http, JudgeConfig(url=j.url, model="qwen"), FixedLimiter(4), RetryPolicy(max_attempts=1)
        )
        for ok, j in ((True, yes), (False, no))
    }
    asks: list[JudgeAsk] = []

    async def call(item: Item, answer: str, sample: int, ask: JudgeAsk = PLAIN) -> JudgeVerdict:
        asks.append(ask)
        return await clients[pattern[sample]].judge(item, answer, "r1", sample, ask)

    v = Verdicts(replace(SETTINGS, threshold=2 / 3), call)
    turn = JudgeAsk(context="Giliran sebelumnya: ...", turn=1, conversation=True)
    got = await v.decide(ITEM, "jawaban", "sha", "c", CLEAN, turn)
    assert asks == [turn, turn, turn] and v.judge_calls == 3
    assert got.verdict is not None and got.verdict.passed and not got.escalated
    assert [x.passed for x in got.samples] == [True, False, True]
