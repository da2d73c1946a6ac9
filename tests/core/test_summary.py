"""Run summaries, shard summaries and their aggregation (docs/design.md §5, §9)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._parse import digest
from goldeneval.model import Baseline, Counts, GoldenSet, JudgeStatus, Outcome, VerdictSource
from goldeneval.verdict import GateRules
from goldeneval.verdict._shardsummary import SHARD_SUMMARY_MAX_BYTES, ShardSummary
from goldeneval.verdict._summary import (
    ShardSummaryError,
    aggregate_shards,
    encode_shard_summary,
    shard_summary,
    summarize_results,
    summarize_run,
)

from .factories import RUN, item, result

P, F, E, S = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.SKIPPED


def golden_of(*ids: str, verified: bool = True) -> GoldenSet:
    items = tuple(item(i, verified=verified) for i in ids)
    return GoldenSet(source="set.yaml", items=items, digest=digest(items))


def run(results, *, baselines=None, unverified=0, allow_unverified=False, digest_="sha256:x"):
    return summarize_results(
        results,
        baselines or {},
        run_id=RUN,
        suite="tanya-public",
        set_digest=digest_,
        unverified_items=unverified,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=allow_unverified, pass_threshold=0.7),
    )


def test_summarize_run_orders_results_like_the_set_and_counts_unverified() -> None:
    golden = golden_of("a", "b", "c", verified=False)
    summary = summarize_run(
        golden,
        [result("c", P), result("a", P), result("b", F)],
        {},
        run_id=RUN,
        suite="s",
        rules=GateRules(min_pass_rate=0.5, allow_unverified=True, pass_threshold=0.7),
    )
    assert [r.item_id for r in summary.results] == ["a", "b", "c"]
    assert summary.unverified_items == 3
    assert summary.set_digest == golden.digest
    assert summary.gate.passed


def test_run_summary_json_has_the_normative_fields() -> None:
    summary = run(
        [result("a", P), result("b", F, verified=True), result("c", S)],
        baselines={"b": Baseline("b", "r0", True)},
    )
    d = json.loads(json.dumps(summary.to_dict()))
    for key in ("run_id", "suite", "items", "scored", "passed", "failed", "errored", "skipped"):
        assert key in d
    assert d["pass_rate"] == 0.5
    assert d["regressions"] == [
        {
            "item_id": "b",
            "verified": True,
            "baseline_run_id": "r0",
            "answer_changed": None,
            "contract_changed": None,
            "judge_changed": None,
            "tools_changed": None,
        }
    ]
    assert d["tools_changed"] == []
    assert d["gate"]["passed"] is False
    assert d["verdict"] == "failed"
    assert d["coverage"] == 1.0
    assert d["min_coverage"] == 0.5
    assert {"answer_changed", "contract_changed", "judge_changed"} <= set(d["results"][0])
    assert d["results"][1]["outcome"] == "failed"
    assert d["results"][2]["judge_status"] == "skipped"
    nothing = run([result("e", E)]).to_dict()
    assert nothing["pass_rate"] is None
    assert (nothing["verdict"], nothing["coverage"]) == ("no_verdict", 0.0)


def test_shard_summary_round_trips() -> None:
    summary = run(
        [result("a", F, verified=True), result("b", F), result("c", P)],
        baselines={"a": Baseline("a", "r0", True), "b": Baseline("b", "r0", True)},
        unverified=1,
    )
    shard = shard_summary(summary, shard=1, shards=3)
    parsed = ShardSummary.from_dict(json.loads(encode_shard_summary(shard)))
    assert parsed == shard
    assert parsed.verified_regressions == ("a",)
    assert parsed.unverified_regressions == ("b",)
    assert parsed.counts == Counts(items=3, scored=3, passed=1, failed=2)


def test_shard_summary_stays_under_4096_bytes_with_many_long_ids() -> None:
    ids = [f"{'é' * 200}-{n:04d}" for n in range(300)]
    results = [result(i, F, verified=n % 2 == 0) for n, i in enumerate(ids)]
    summary = run(results, baselines={i: Baseline(i, "r0", True) for i in ids})
    shard = shard_summary(summary, shard=0, shards=1)
    encoded = encode_shard_summary(shard)
    assert len(encoded) <= SHARD_SUMMARY_MAX_BYTES
    assert shard.verified_regression_count == 150
    assert shard.unverified_regression_count == 150
    assert ShardSummary.from_dict(json.loads(encoded)) == shard


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d["counts"].update(items=0),  # more results than items
        lambda d: d["counts"].update(passed=-1),
        lambda d: d.update(shard="0"),
        lambda d: d["regressions"].update(verified_ids="a"),
        lambda d: d.pop("set_digest"),
        lambda d: d["counts"].update(scored=True),
    ],
)
def test_malformed_shard_summary_is_rejected(mutate) -> None:
    d = shard_summary(run([result("a", P)]), shard=0, shards=1).to_dict()
    mutate(d)
    with pytest.raises((ValueError, KeyError, TypeError)):
        ShardSummary.from_dict(d)


def escalated(item_id: str):
    """An answer the judge rated but left to an SME (the verdict fell short of the promise)."""
    return result(item_id, Outcome.ESCALATED, judge_status=JudgeStatus.OK)


def test_an_escalated_item_reaches_the_shard_summary_as_items_under_no_result() -> None:
    """The shard format is unchanged: an escalated item counts in ``items`` only, so an
    older reader's counts still parse and ``Counts.escalated`` recovers it."""
    summary = run([result("a", P), escalated("b"), result("c", F)])
    d = json.loads(encode_shard_summary(shard_summary(summary, shard=0, shards=1)))
    assert set(d["counts"]) == {"items", "scored", "passed", "failed", "errored", "skipped"}
    parsed = ShardSummary.from_dict(d)
    assert parsed.counts.escalated == summary.counts.escalated == 1
    assert parsed.counts.items == 3


OUTCOMES = st.sampled_from([P, F, E, S, Outcome.ESCALATED])


@settings(max_examples=60, deadline=None)
@given(parts=st.lists(st.lists(OUTCOMES, max_size=5), min_size=1, max_size=4))
def test_escalated_items_survive_the_shards_and_add_up(parts) -> None:
    """Property: however the items fall over the shards, the run's escalated count read
    back from the termination messages is the whole run's."""
    named = [
        [
            escalated(f"i{n}-{k}") if o is Outcome.ESCALATED else result(f"i{n}-{k}", o)
            for k, o in enumerate(outcomes)
        ]
        for n, outcomes in enumerate(parts)
    ]
    back = {
        n: ShardSummary.from_dict(json.loads(encode_shard_summary(s)))
        for n, s in shards_of(named).items()
    }
    whole = run([r for p in named for r in p])
    awaiting = sum(o is Outcome.ESCALATED for p in parts for o in p)
    assert sum(s.counts.escalated for s in back.values()) == awaiting
    assert whole.counts.escalated == awaiting
    total = Counts()
    for s in back.values():
        total = total + s.counts
    assert total == whole.counts
    agg = aggregate_shards(back, shards=len(parts), rules=GateRules(min_pass_rate=0.8))
    assert agg.counts.escalated == awaiting


SOURCES = st.sampled_from([None, *VerdictSource])


@settings(max_examples=60, deadline=None)
@given(parts=st.lists(st.lists(SOURCES, max_size=5), min_size=1, max_size=4))
def test_verdict_sources_survive_the_shards_and_add_up(parts) -> None:
    """Property: every shard counts its verdicts by source, zeros too, and the run's sum is
    the whole run's, read back from the termination messages."""
    named = [
        [replace(result(f"i{n}-{k}", P), verdict_source=v) for k, v in enumerate(sources)]
        for n, sources in enumerate(parts)
    ]
    back = {
        n: ShardSummary.from_dict(json.loads(encode_shard_summary(s)))
        for n, s in shards_of(named).items()
    }
    agg = aggregate_shards(back, shards=len(parts), rules=GateRules(min_pass_rate=0.8))
    expected = {v: sum(x is v for p in parts for x in p) for v in VerdictSource}
    assert agg.verdict_sources == expected


def test_a_shard_summary_without_sources_is_an_older_evaluators_and_sums_to_none() -> None:
    new = shard_summary(run([result("a", P)]), shard=0, shards=2)
    d = shard_summary(run([result("b", P)]), shard=1, shards=2).to_dict()
    del d["sources"]  # as an evaluator before verdict sources wrote it
    old = ShardSummary.from_dict(d)
    assert old.verdict_sources is None and new.verdict_sources is not None
    agg = aggregate_shards({0: new, 1: old}, shards=2, rules=GateRules(min_pass_rate=0.8))
    assert agg.verdict_sources is None  # a partial sum would undercount
    with pytest.raises(ValueError, match="sources"):
        ShardSummary.from_dict({**new.to_dict(), "sources": {"judged": 1}})


def shards_of(parts, **kw) -> dict[int, ShardSummary]:
    return {n: shard_summary(run(p, **kw), shard=n, shards=len(parts)) for n, p in enumerate(parts)}


def test_aggregate_sums_shards_and_decides_like_the_whole_run() -> None:
    parts = [
        [result("a", P), result("b", F, verified=True)],
        [result("c", P), result("d", E)],
        [result("e", S)],
    ]
    baselines = {"b": Baseline("b", "r0", True)}
    agg = aggregate_shards(
        shards_of(parts, baselines=baselines),
        shards=3,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=False),
    )
    whole = run([r for p in parts for r in p], baselines=baselines)
    assert agg.counts == whole.counts
    assert agg.gate == whole.gate
    assert agg.verified_regressions == ("b",)
    assert not agg.gate.passed


def test_missing_shard_fails_closed() -> None:
    summaries = shards_of([[result("a", P)], [result("b", P)], [result("c", P)]])
    del summaries[1]
    with pytest.raises(ShardSummaryError, match="shard"):
        aggregate_shards(
            summaries, shards=3, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
        )


def test_inconsistent_digest_fails_closed() -> None:
    summaries = {
        0: shard_summary(run([result("a", P)], digest_="sha256:one"), shard=0, shards=2),
        1: shard_summary(run([result("b", P)], digest_="sha256:two"), shard=1, shards=2),
    }
    with pytest.raises(ShardSummaryError):
        aggregate_shards(
            summaries, shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
        )


def test_shard_reporting_another_index_fails_closed() -> None:
    s0 = shard_summary(run([result("a", P)]), shard=0, shards=2)
    with pytest.raises(ShardSummaryError):
        aggregate_shards(
            {0: s0, 1: s0}, shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
        )


def test_aggregate_keeps_unverified_guard() -> None:
    summaries = shards_of([[result("a", P)], [result("b", P)]], unverified=2)
    agg = aggregate_shards(
        summaries, shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=False)
    )
    assert not agg.gate.passed
    assert "verified: false" in agg.gate.reasons[0]
    ok = aggregate_shards(
        summaries, shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
    )
    assert ok.gate.passed


def test_aggregate_of_all_empty_shards_is_no_verdict() -> None:
    summaries = shards_of([[], [result("x", S)]])
    agg = aggregate_shards(
        summaries, shards=2, rules=GateRules(min_pass_rate=0.0, allow_unverified=True)
    )
    assert not agg.gate.passed
    assert agg.gate.cause is not None and agg.gate.cause.startswith("nothing was scored")


def test_aggregate_applies_coverage_over_all_shards() -> None:
    # Shard 0 scored everything, shard 1 nothing: 2 of 5 drivable (0.4) is too little.
    parts = [[result("a", P), result("b", P)], [result("c", E), result("d", E), result("e", E)]]
    agg = aggregate_shards(
        shards_of(parts), shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
    )
    assert agg.gate.verdict.value == "no_verdict"
    assert "only 2 of 5 drivable items were scored" in (agg.gate.cause or "")


def test_a_stopped_shard_carries_its_cause_to_the_run_verdict() -> None:
    cause = "judge rejects every request: HTTP 401 invalid key"
    s0 = shard_summary(run([result("a", P)]), shard=0, shards=2)
    s1 = shard_summary(run([result("b", E)]), shard=1, shards=2, stop=cause)
    parsed = ShardSummary.from_dict(json.loads(encode_shard_summary(s1)))
    assert parsed.stop == cause
    agg = aggregate_shards(
        {0: s0, 1: parsed}, shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
    )
    assert agg.gate.line == f"NO VERDICT: shard 1: {cause}"


def test_shard_summary_with_a_long_stop_cause_stays_under_4096_bytes() -> None:
    ids = [f"{'é' * 200}-{n:04d}" for n in range(300)]
    results = [result(i, F, verified=True) for i in ids]
    summary = run(results, baselines={i: Baseline(i, "r0", True) for i in ids})
    shard = shard_summary(summary, shard=0, shards=1, stop="x" * 10_000)
    assert len(encode_shard_summary(shard)) <= 4096
    assert shard.stop is not None and shard.stop.endswith("…")


def test_aggregate_uses_the_shards_min_coverage() -> None:
    parts = [[result("a", P), result("b", E)], [result("c", P), result("d", E)]]
    strict = {n: replace(s, min_coverage=0.9) for n, s in shards_of(parts).items()}
    agg = aggregate_shards(
        strict, shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
    )
    assert agg.gate.verdict.value == "no_verdict"
    lax = aggregate_shards(
        shards_of(parts), shards=2, rules=GateRules(min_pass_rate=0.8, allow_unverified=True)
    )
    assert lax.gate.passed


def test_item_result_round_trips_through_its_dict() -> None:
    r = result("a", F, verified=True, auto_fail=("WNI", "17 tahun"), reason="auto-fail")
    r.answer = "jawaban"
    r.chatbot_latency_ms = 12.5
    back = type(r).from_dict(json.loads(json.dumps(r.to_dict())))
    assert back == r
    assert back.is_scored
