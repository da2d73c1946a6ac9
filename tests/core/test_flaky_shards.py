"""The shard summary's additive ``flaky`` key (issue 34 §4): every shard counts the items
whose answers disagreed; the run's sum is exact, or None when an older evaluator wrote a shard."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import Outcome
from goldeneval.verdict import GateRules
from goldeneval.verdict._shardsummary import ShardSummary
from goldeneval.verdict._summary import aggregate_shards, encode_shard_summary, shard_summary

from .test_summary import result, run

# (answers, answers_passed) of one item: asked once, a unanimous confirmation, a split one.
TALLIES = st.sampled_from([(1, 1), (1, 0), (1, None), (5, 0), (5, 5), (5, 1), (5, 4), (3, 2)])


def _item(name: str, answers: int, passed: int | None) -> object:
    outcome = Outcome.PASSED if passed is not None and 2 * passed > answers else Outcome.FAILED
    return replace(result(name, outcome), answers=answers, answers_passed=passed)


@settings(max_examples=60, deadline=None)
@given(parts=st.lists(st.lists(TALLIES, max_size=6), min_size=1, max_size=4))
def test_flaky_items_survive_any_sharding_and_add_up(parts) -> None:  # type: ignore[no-untyped-def]
    named = [[_item(f"i{n}-{k}", *t) for k, t in enumerate(p)] for n, p in enumerate(parts)]
    back = {
        n: ShardSummary.from_dict(
            json.loads(encode_shard_summary(shard_summary(run(p), shard=n, shards=len(parts))))
        )
        for n, p in enumerate(named)
    }
    agg = aggregate_shards(back, shards=len(parts), rules=GateRules(min_pass_rate=0.8))
    expected = sum(1 for p in parts for a, ok in p if ok is not None and 0 < ok < a)
    assert agg.flaky == expected
    assert [back[n].flaky for n in back] == [
        sum(1 for a, ok in p if ok is not None and 0 < ok < a) for p in parts
    ]


def test_a_shard_without_flaky_is_an_older_evaluators_and_the_sum_is_none() -> None:
    new = shard_summary(run([_item("a", 5, 3)]), shard=0, shards=2)
    d = shard_summary(run([_item("b", 1, 1)]), shard=1, shards=2).to_dict()
    assert d["flaky"] == 0  # zero is said, not left out
    del d["flaky"]  # as an evaluator before answer confirmation wrote it
    old = ShardSummary.from_dict(d)
    assert (new.flaky, old.flaky) == (1, None)
    agg = aggregate_shards({0: new, 1: old}, shards=2, rules=GateRules(min_pass_rate=0.8))
    assert agg.flaky is None  # a partial sum would undercount
    with pytest.raises(ValueError, match="non-negative integer"):
        ShardSummary.from_dict({**new.to_dict(), "flaky": -1})
