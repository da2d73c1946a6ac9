"""What a run cost reaches the operator (issue 36 §3): shard summaries → status.cost → counters."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import timedelta
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import Cost, Counts, Outcome, RunCost
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._status import GoldenRunStatus, Results, transition
from goldeneval.operator.serve._metrics import RunIndex
from goldeneval.verdict import GateRules
from goldeneval.verdict._aggregate import aggregate_shards
from goldeneval.verdict._shardsummary import ShardSummary
from goldeneval.verdict._summary import encode_shard_summary, shard_summary, summarize_results
from tests.core.factories import result

from .factories import NOW, run_body
from .test_metrics import BEFORE, scrape, series

P = Outcome.PASSED

costs = st.builds(
    Cost,
    st.one_of(st.none(), st.integers(0, 10**7)),
    st.one_of(st.none(), st.integers(0, 10**6)),
    st.integers(0, 10**4),
    st.floats(0, 10**4),
    st.integers(0, 10**4),
)
run_costs = st.builds(
    lambda pub, internal: RunCost(
        pub + (internal or Cost()), {"public": pub, **({"internal": internal} if internal else {})}
    ),
    costs,
    st.one_of(st.none(), costs),
)


def shard(n: int, shards: int, cost: RunCost | None) -> ShardSummary:
    summary = summarize_results(
        [replace(result(f"i{n}", P), run_id="r")],
        {},
        run_id="r",
        suite="s",
        set_digest="sha256:x",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.8),
    )
    return shard_summary(replace(summary, cost=cost), shard=n, shards=shards)


@settings(max_examples=60, deadline=None)
@given(st.lists(run_costs, min_size=1, max_size=4))
def test_shard_costs_survive_the_termination_message_and_add_up(parts: list[RunCost]) -> None:
    back = {
        n: ShardSummary.from_dict(json.loads(encode_shard_summary(shard(n, len(parts), c))))
        for n, c in enumerate(parts)
    }
    agg = aggregate_shards(back, shards=len(parts), rules=GateRules(min_pass_rate=0.8))
    assert agg.cost is not None
    total = parts[0]
    for c in parts[1:]:
        total = total + c
    assert agg.cost.total.tokens == total.total.tokens
    assert agg.cost.total.chatbot_calls == total.total.chatbot_calls
    assert agg.cost.total.judge_calls == sum(p.total.judge_calls for p in parts)
    assert set(agg.cost.by_surface) == set(total.by_surface)


def test_a_shard_of_an_older_evaluator_makes_the_sum_unknown() -> None:
    new = shard(0, 2, RunCost(Cost(10, 2, 1, 0.5, 1), {"public": Cost(10, 2, 1, 0.5, 1)}))
    old = ShardSummary.from_dict({**shard(1, 2, None).to_dict()})
    assert old.cost is None and "cost" not in shard(1, 2, None).to_dict()
    agg = aggregate_shards({0: new, 1: old}, shards=2, rules=GateRules(min_pass_rate=0.8))
    assert agg.cost is None  # never an undercount


def finished(uid: str, minutes: int, cost: RunCost | None, suite: str = "s") -> dict[str, Any]:
    status = transition(
        None,
        Phase.PASSED,
        Reason.GATE_PASSED,
        "m",
        generation=1,
        now=NOW + timedelta(minutes=minutes),
        min_pass_rate=0.8,
        results=Results(counts=Counts(items=1, scored=1, passed=1), pass_rate=1.0, cost=cost),
    ).to_dict()
    return run_body(
        uid=uid, name=f"run-{uid}", namespace="tanya", spec={"suite": suite}, status=status
    )


def test_status_cost_round_trips_and_the_counters_sum_the_runs() -> None:
    a = RunCost(Cost(1000, 200, 10, 4.25, 10), {"public": Cost(1000, 200, 10, 4.25, 10)})
    b = RunCost(Cost(None, None, 3, 1.0, 5), {"internal": Cost(None, None, 3, 1.0, 5)})
    body = finished("a", 1, a)
    status = body["status"]
    assert status["cost"]["promptTokens"] == 1000 and status["cost"]["judgeSeconds"] == "4.250"
    assert status["cost"]["bySurface"]["public"]["completionTokens"] == 200
    read = GoldenRunStatus.from_dict(status)
    assert read is not None and read.cost == a
    index = RunIndex(started_at=BEFORE)
    index.update(body)
    index.update(finished("b", 2, b))  # a judge that reported no usage adds no tokens
    index.update(finished("c", 3, None, suite="older"))  # an older evaluator: nothing to add
    values = scrape(index)
    assert values[series("goldeneval_judge_tokens_total", kind="prompt")] == 1000
    assert values[series("goldeneval_judge_tokens_total", kind="completion")] == 200
    assert values[series("goldeneval_chatbot_calls_total")] == 15
    # Every suite's series exists from its first run, at 0.
    assert values[series("goldeneval_chatbot_calls_total", suite="older")] == 0
    # A run is counted once, however often it is seen.
    index.update(body)
    assert scrape(index)[series("goldeneval_chatbot_calls_total")] == 15
