"""Confirmation fails closed (docs/design.md §4): samples that error are not votes."""

from __future__ import annotations

from goldeneval.config._records import JudgeConfig
from goldeneval.job.clients._judge import JudgeClient
from goldeneval.job.clients._limits import FixedLimiter
from goldeneval.job.clients._retries import RetryPolicy
from goldeneval.job.clients._session import Session
from goldeneval.job.run._verdicts import Verdicts, VerdictSettings
from goldeneval.model import Baseline, Expected, Item, VerdictSource
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
SETTINGS = VerdictSettings(
    run_id="r1", suite="s", pass_threshold=0.7, judge_model="qwen", prompt_digest="p"
)


def make(http: Session, judge: JudgeStandIn, after_first: int = 0, **kw) -> Verdicts:  # type: ignore[no-untyped-def]
    client = JudgeClient(
        http, JudgeConfig(url=judge.url, model="qwen"), FixedLimiter(2), RetryPolicy(max_attempts=1)
    )

    async def call(item: Item, answer: str, sample: int) -> JudgeVerdict:
        verdict = await client.judge(item, answer, "r1", sample)
        # Fault injection on the real server: every later call answers 503.
        judge.fail_remaining = after_first
        return verdict

    return Verdicts(SETTINGS, call, **kw)


async def test_errors_that_leave_no_majority_make_a_judge_error_never_a_pass(
    http: Session,
) -> None:
    borderline = {"correctness": 0.75, "pass": True, "reason": "hampir"}
    async with JudgeStandIn(default=borderline) as judge:
        got = await make(http, judge, after_first=100).decide(ITEM, "jawaban", "sha", "c", CLEAN)
    assert got.verdict is None
    assert got.error is not None
    assert got.error.startswith("judge could not confirm its verdict: 1 pass, 0 fail and 6 errors")
    assert judge.calls == 7  # never more than `samples` calls


async def test_a_clear_verdict_is_not_confirmed(http: Session) -> None:
    async with JudgeStandIn() as judge:
        got = await make(http, judge).decide(ITEM, "jawaban", "sha", "c", CLEAN)
    assert got.verdict is not None and got.verdict.passed
    assert (got.source, len(got.samples), judge.calls) == (VerdictSource.JUDGED, 1, 1)


async def test_a_fail_against_a_passing_baseline_is_confirmed_unless_the_contract_changed(
    http: Session,
) -> None:
    fail = {"correctness": 0.1, "pass": False, "reason": "salah"}
    baseline = {ITEM.id: Baseline(ITEM.id, "r0", True, contract_digest="c")}
    async with JudgeStandIn(default=fail) as judge:
        confirmed = await make(http, judge, baselines=baseline).decide(
            ITEM, "jawaban", "sha", "c", CLEAN
        )
        assert [s.passed for s in confirmed.samples] == [False] * 4
        edited = await make(http, judge, baselines=baseline).decide(
            ITEM, "jawaban", "sha", "c-edited", CLEAN
        )
        assert len(edited.samples) == 1
        auto_failed = await make(http, judge, baselines=baseline).decide(
            ITEM, "jawaban", "sha", "c", FactGate(missing=("AHU Online",), forbidden=())
        )
        assert len(auto_failed.samples) == 1  # the fact gate decides: no judge noise to confirm
    assert judge.calls == 6
