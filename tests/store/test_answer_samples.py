"""Answer confirmation's record fields (issue 34): the spool and JSON round trips."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from goldeneval.model import AnswerSample, ItemResult, Outcome, TurnRecord, VerdictSource
from goldeneval.store._spool import Spool, read_spool

from .helpers import result

SAMPLES = (
    AnswerSample("Wajib WNI.", "a" * 64, Outcome.PASSED, "ok", correctness=0.9, judge_pass=True),
    AnswerSample(
        "Tidak wajib.",
        "b" * 64,
        Outcome.FAILED,
        'auto-fail: missing "WNI"',
        auto_fail=("WNI",),
        verdict_source=VerdictSource.REUSED,
        turns=(TurnRecord("Siapa?", "Tidak wajib.", Outcome.FAILED, "missing"),),
    ),
    AnswerSample(None, None, Outcome.ERRORED, "error: HTTP 503"),
)


def confirmed(run_id: str = "r") -> ItemResult:
    return dataclasses.replace(
        result(run_id, "a"), answers=3, answers_passed=1, answer_samples=SAMPLES
    )


def test_a_confirmed_result_round_trips_through_the_spool(tmp_path: Path) -> None:
    spool = Spool(tmp_path / "s" / "r.jsonl")
    spool.append([confirmed(), result("r", "b")])
    spool.close()
    back = read_spool(spool.path, "r").results
    assert back == [confirmed(), result("r", "b")]
    assert back[0].flaky and not back[1].flaky
    assert (back[1].answers, back[1].answers_passed, back[1].answer_samples) == (1, None, ())


def test_a_result_written_before_confirmation_existed_reads_as_asked_once() -> None:
    d = confirmed().to_dict()
    for name in ("answers", "answers_passed", "answer_samples"):
        del d[name]
    old = ItemResult.from_dict(d)
    assert (old.answers, old.answers_passed, old.answer_samples, old.flaky) == (1, None, (), False)


def test_flaky_means_the_answers_disagree() -> None:
    base = result("r", "a")
    for answers, passed, flaky in ((5, 0, False), (5, 5, False), (5, 2, True), (1, None, False)):
        r = dataclasses.replace(base, answers=answers, answers_passed=passed)
        assert r.flaky is flaky, (answers, passed)
