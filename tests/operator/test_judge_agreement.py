"""The judge's calibration from the evaluator to the metric (docs/design.md §9, issue 19).

A run reads the judge's latest calibration; each shard reports it in its
bounded summary; the operator keeps the newest in ``status.judgeCalibration``
with the floor the run applied (``status.minAgreement``); the metrics show
``goldeneval_judge_agreement{judge_model}`` only while the suite's latest run
with results knew a κ, and ``spec.judge.minAgreement`` reaches the pod as
the evaluator's own setting.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval import ConfigError
from goldeneval.config._settings import resolve
from goldeneval.model import Counts, JudgeCalibration, Outcome, Regression
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._jobs import build_job
from goldeneval.operator.reconcile._status import GoldenRunStatus, Results, transition
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.operator.spec import InvalidRunSpec, RunRef, parse_operator_config, resolve_run
from goldeneval.verdict import (
    GateRules,
    ShardCalibration,
    ShardSummary,
    aggregate_shards,
    encode_shard_summary,
    shard_summary,
)
from goldeneval.verdict._shardsummary import SHARD_SUMMARY_MAX_BYTES
from tests.core.factories import result
from tests.core.html_fixtures import summary_of

from .factories import NOW, UID, operator_config, run_body
from .test_metrics import BEFORE, scrape, series

MODEL = "qwen2.5-32b-instruct"
AT = 1_796_120_100.0  # 2026-12-01 10:15 UTC


def calibration(**changes: Any) -> JudgeCalibration:
    c = JudgeCalibration(
        suite="s",
        judge_model=MODEL,
        prompt_digest="sha256:p",
        kappa=0.72,
        kappa_ci=(0.61, 0.83),
        labels=80,
        calibrated_at=AT,
    )
    return replace(c, **changes)


def run_summary(cal: JudgeCalibration | None, regressed: int = 0):  # type: ignore[no-untyped-def]
    ids = [f"item-{'x' * 150}-{n}" for n in range(regressed)]
    results = [result(i, Outcome.FAILED, verified=True) for i in ids] or [
        result("a", Outcome.PASSED)
    ]
    regressions = [Regression(i, True, "before") for i in ids]
    return replace(summary_of(*results, regressions=regressions), judge_calibration=cal)


# ------------------------------------------------------------------------ the shard summary


def test_a_shard_reports_the_calibration_compactly_and_reads_it_back() -> None:
    shard = shard_summary(run_summary(calibration()), shard=0, shards=1)
    assert shard.calibration == ShardCalibration(MODEL, 0.72, 80, AT)
    raw = json.loads(encode_shard_summary(shard))
    assert raw["calibration"] == {"model": MODEL, "kappa": 0.72, "labels": 80, "at": AT}
    assert ShardSummary.from_dict(raw) == shard
    # Not calibrated: no key at all (an older operator reads the same record).
    bare = shard_summary(run_summary(None), shard=0, shards=1)
    assert "calibration" not in json.loads(encode_shard_summary(bare))
    assert ShardSummary.from_dict(json.loads(encode_shard_summary(bare))).calibration is None


def test_the_summary_stays_within_the_termination_message_with_the_longest_model() -> None:
    longest = calibration(judge_model="m" * 253)
    shard = shard_summary(run_summary(longest, regressed=40), shard=0, shards=1, stop="x" * 2000)
    assert len(encode_shard_summary(shard)) <= SHARD_SUMMARY_MAX_BYTES
    assert shard.calibration is not None and shard.calibration.model == "m" * 253
    assert shard.verified_regression_count == 40  # ids were cut, the count is exact
    # A longer name cannot be reported whole: no calibration rather than a wrong label.
    too_long = shard_summary(run_summary(calibration(judge_model="m" * 254)), shard=0, shards=1)
    assert too_long.calibration is None


@pytest.mark.parametrize(
    "bad",
    [
        "yes",
        {"model": "", "kappa": 0.5, "labels": 3, "at": AT},
        {"model": MODEL, "kappa": 1.5, "labels": 3, "at": AT},
        {"model": MODEL, "kappa": True, "labels": 3, "at": AT},
        {"model": MODEL, "kappa": "0.5", "labels": 3, "at": AT},
        {"model": MODEL, "kappa": 0.5, "labels": -1, "at": AT},
        {"model": MODEL, "kappa": 0.5, "labels": 3.0, "at": AT},
        {"model": MODEL, "kappa": 0.5, "labels": 3, "at": "yesterday"},
        {"model": MODEL, "kappa": 0.5, "labels": 3},
    ],
)
def test_a_malformed_calibration_makes_the_summary_unreadable(bad: Any) -> None:
    raw = json.loads(encode_shard_summary(shard_summary(run_summary(None), shard=0, shards=1)))
    raw["calibration"] = bad
    with pytest.raises(ValueError, match="calibration"):
        ShardSummary.from_dict(raw)


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["model", "kappa", "labels", "at", "other"]),
        st.one_of(
            st.none(),
            st.booleans(),
            st.integers(-5, 10**6),
            st.floats(allow_nan=True, allow_infinity=True),
            st.text(max_size=300),
        ),
    )
)
def test_any_calibration_value_is_read_or_refused_never_a_crash(raw_cal: dict[str, Any]) -> None:
    raw = json.loads(encode_shard_summary(shard_summary(run_summary(None), shard=0, shards=1)))
    raw["calibration"] = raw_cal
    try:
        cal = ShardSummary.from_dict(raw).calibration
    except ValueError:
        return
    assert cal is not None and 0 < len(cal.model) <= 253 and cal.labels >= 0
    assert cal.kappa is None or -1 <= cal.kappa <= 1


def test_the_newest_calibration_any_shard_read_is_the_runs() -> None:
    def shard(n: int, cal: JudgeCalibration | None) -> ShardSummary:
        return shard_summary(run_summary(cal), shard=n, shards=3)

    older, newer = calibration(kappa=0.4), calibration(kappa=0.7, calibrated_at=AT + 60)
    agg = aggregate_shards(
        {0: shard(0, older), 1: shard(1, None), 2: shard(2, newer)},
        shards=3,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=True),
    )
    assert agg.calibration == ShardCalibration(MODEL, 0.7, 80, AT + 60)
    none = aggregate_shards(
        {n: shard(n, None) for n in range(3)},
        shards=3,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=True),
    )
    assert none.calibration is None


# ------------------------------------------------------------------------ status and metrics


SCORED = Counts(items=4, scored=4, passed=4)


def finished(
    uid: str,
    minutes: int,
    cal: ShardCalibration | None,
    *,
    floor: float | None = 0.6,
    counts: Counts | None = SCORED,
    suite: str = "s",
) -> dict[str, Any]:
    status = transition(
        None,
        Phase.PASSED if counts is not None else Phase.ERROR,
        Reason.GATE_PASSED if counts is not None else Reason.DEADLINE_EXCEEDED,
        "m",
        generation=1,
        now=NOW + timedelta(minutes=minutes),
        min_pass_rate=0.8,
        min_agreement=floor,
        results=None if counts is None else Results(counts=counts, pass_rate=1.0, calibration=cal),
    )
    return run_body(uid=uid, name=f"run-{uid}", spec={"suite": suite}, status=status.to_dict())


def test_the_status_carries_the_calibration_and_the_floor() -> None:
    body = finished("u1", 1, ShardCalibration(MODEL, 0.7234, 80, AT))
    status = body["status"]
    assert status["judgeCalibration"] == {
        "model": MODEL,
        "kappa": "0.723",
        "labels": 80,
        "calibratedAt": "2026-12-01T10:15:00Z",
    }
    assert status["minAgreement"] == "0.600"
    back = GoldenRunStatus.from_dict(status)
    assert back is not None and back.to_dict() == status
    # An undefined κ is left out; no calibration is an explicit null (a merge patch clears it).
    undefined = finished("u2", 1, ShardCalibration(MODEL, None, 5, AT))["status"]
    assert "kappa" not in undefined["judgeCalibration"]
    assert finished("u3", 1, None, floor=None)["status"]["judgeCalibration"] is None
    assert finished("u3", 1, None, floor=None)["status"]["minAgreement"] is None


AGREEMENT = series("goldeneval_judge_agreement", judge_model=MODEL)
FLOOR = series("goldeneval_judge_min_agreement")


def test_the_agreement_series_is_the_latest_run_with_results_and_never_lies() -> None:
    index = RunIndex(started_at=BEFORE)
    assert AGREEMENT not in scrape(index)

    index.update(finished("u1", 1, ShardCalibration(MODEL, 0.45, 80, AT)))
    got = scrape(index)
    assert (got[AGREEMENT], got[FLOOR]) == (0.45, 0.6)

    # A run that ended before its shards reported read nothing: the figure stays.
    index.update(finished("u2", 2, None, counts=None))
    assert scrape(index)[AGREEMENT] == 0.45

    # Recalibrated: the new κ.
    index.update(finished("u3", 3, ShardCalibration(MODEL, 0.81, 120, AT + 3600)))
    assert scrape(index)[AGREEMENT] == 0.81

    # The judge moved to an uncalibrated model: no series, never the old model's figure.
    index.update(finished("u4", 4, None))
    got = scrape(index)
    assert not any(k.startswith("goldeneval_judge_agreement{") for k in got)
    assert got[FLOOR] == 0.6

    # Calibrated, but κ undefined (every label the same): no series either.
    index.update(finished("u5", 5, ShardCalibration("other", None, 10, AT + 7200)))
    assert not any(k.startswith("goldeneval_judge_agreement{") for k in scrape(index))

    # Deleting the runs takes the series with them.
    for uid in ("u1", "u2", "u3", "u4", "u5"):
        index.remove(uid)
    agreement = ("goldeneval_judge_agreement", "goldeneval_judge_min_agreement")
    assert not any(k.startswith(agreement) for k in scrape(index))


def test_no_floor_and_a_floor_of_0_export_no_floor_series() -> None:
    index = RunIndex(started_at=BEFORE)
    index.update(finished("u1", 1, ShardCalibration(MODEL, 0.3, 80, AT), floor=None))
    index.update(finished("u2", 1, ShardCalibration(MODEL, 0.3, 80, AT), floor=0, suite="t"))
    got = scrape(index)
    assert FLOOR not in got and series("goldeneval_judge_min_agreement", suite="t") not in got
    assert got[AGREEMENT] == 0.3


@pytest.mark.parametrize("kappa", ["nan", "inf", "7", "-1.5", "high"])
def test_a_hand_written_kappa_that_is_no_kappa_gives_no_series(kappa: str) -> None:
    body = finished("u1", 1, ShardCalibration(MODEL, 0.5, 80, AT))
    body["status"]["judgeCalibration"]["kappa"] = kappa
    body["status"]["minAgreement"] = "nan"
    index = RunIndex(started_at=BEFORE)
    index.update(body)
    agreement = ("goldeneval_judge_agreement", "goldeneval_judge_min_agreement")
    assert not any(k.startswith(agreement) for k in scrape(index))


# ------------------------------------------------------------------------ spec.judge.minAgreement


def _env(spec_judge: dict[str, Any], config: Any = None) -> dict[str, str]:
    spec = {"suite": "s", "goldenSet": {"configMapRef": {"name": "g"}}, "judge": spec_judge}
    run = resolve_run(RunRef("tanya", "r", UID), spec, config or operator_config())
    c = build_job(run, operator_config())["spec"]["template"]["spec"]["containers"][0]
    return {e["name"]: e.get("value", "secret") for e in c["env"]}


def test_min_agreement_reaches_the_pod_as_the_evaluators_setting() -> None:
    env = _env({"minAgreement": 0.6})
    assert env["GOLDENEVAL_MIN_AGREEMENT"] == "0.6"
    env["GOLDENEVAL_STORE"] = "postgresql://u@db/x"
    resolve(None, env, {})  # the evaluator accepts what the operator wrote
    # Unset anywhere: no variable, the evaluator's default (0 = off) applies.
    assert "GOLDENEVAL_MIN_AGREEMENT" not in _env({})
    # The operator's default, and the spec over it (0 is a setting: off).
    cfg, warnings = parse_operator_config("defaults:\n  judge: {minAgreement: 0.4}\n")
    assert warnings == [] and cfg.defaults.judge.min_agreement == 0.4
    config = operator_config(
        defaults=replace(
            operator_config().defaults,
            judge=replace(operator_config().defaults.judge, min_agreement=0.4),
        )
    )
    assert _env({}, config)["GOLDENEVAL_MIN_AGREEMENT"] == "0.4"
    assert _env({"minAgreement": 0}, config)["GOLDENEVAL_MIN_AGREEMENT"] == "0.0"


def test_a_bad_min_agreement_is_refused_with_its_path() -> None:
    with pytest.raises(
        ConfigError, match=r"defaults\.judge\.minAgreement: must be a number between"
    ):
        parse_operator_config("defaults:\n  judge: {minAgreement: 1.5}\n")
    with pytest.raises(InvalidRunSpec, match=r"spec\.judge\.minAgreement must be a number"):
        _env({"minAgreement": "0.6"})
    with pytest.raises(InvalidRunSpec, match=r"spec\.judge\.minAgreement must be a number betw"):
        _env({"minAgreement": -0.1})
