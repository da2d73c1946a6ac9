"""The cost meter and what it reads from outside: the judge's ``usage`` and a shard's ``cost``."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.job.clients._cost import CostMeter, reported_usage
from goldeneval.model import RunCost

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=20), inner, max_size=4)
    ),
    max_leaves=10,
)
usage_like = st.fixed_dictionaries(
    {},
    optional={
        "usage": st.one_of(
            json_values,
            st.fixed_dictionaries(
                {}, optional={"prompt_tokens": json_values, "completion_tokens": json_values}
            ),
        )
    },
)


@settings(max_examples=200, deadline=None)
@given(st.one_of(json_values, usage_like))
def test_any_reply_gives_whole_counts_or_nothing(reply: Any) -> None:
    got = reported_usage(reply)
    assert got is None or all(type(n) is int and n >= 0 for n in got)


def test_usage_is_read_as_openai_compatible_servers_send_it() -> None:
    assert reported_usage({"usage": {"prompt_tokens": 120, "completion_tokens": 8}}) == (120, 8)
    assert reported_usage({"usage": {"prompt_tokens": 120}}) == (120, 0)
    assert reported_usage({"usage": {"prompt_tokens": -1, "completion_tokens": True}}) is None
    assert reported_usage({"choices": []}) is None


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(
            [
                "prompt_tokens",
                "completion_tokens",
                "judge_calls",
                "judge_seconds",
                "chatbot_calls",
                "by_surface",
            ]
        ),
        json_values,
    )
)
def test_a_shards_cost_of_any_shape_reads_without_error(raw: dict[str, Any]) -> None:
    cost = RunCost.from_dict(raw)
    total = cost.total
    assert total.judge_calls >= 0 and total.chatbot_calls >= 0 and total.judge_seconds >= 0
    assert RunCost.from_dict(cost.to_dict()).total.tokens == total.tokens


def test_the_budget_refuses_a_call_as_large_as_the_largest_so_far() -> None:
    meter = CostMeter(max_tokens=1000)
    assert meter.refusal() is None  # nothing spent, nothing known: the first call may go
    meter.judged("public", (300, 50), 0.2)
    assert meter.refusal() is None  # 350 + a call of 350 fits
    meter.judged("internal", (300, 50), 0.3)
    reason = meter.refusal()  # 700 + a call of 350 would not
    assert reason is not None and "700 of 1,000 tokens" in reason and meter.refused
    cost = meter.snapshot()
    assert cost.by_surface["internal"].tokens == 350 and cost.total.judge_calls == 2
    assert abs(cost.total.judge_seconds - 0.5) < 1e-9
    assert CostMeter(max_tokens=None).refusal() is None


def test_the_budget_counts_what_the_runs_other_invocations_spent() -> None:
    meter = CostMeter(max_tokens=1000)
    meter.elsewhere(700, 350)  # an earlier invocation: 700 spent, its largest call 350
    assert meter.refusal() is not None and meter.spent == 700  # 700 + 350 would pass 1000
    fresh = CostMeter(max_tokens=1000)
    fresh.elsewhere(600, 300)
    assert fresh.refusal() is None and not fresh.refused
    fresh.judged("public", (250, 50), 0.1)
    assert fresh.spent == 900 and fresh.snapshot().total.tokens == 300  # its own, not the run's


def test_a_judge_without_usage_is_never_stopped_and_its_tokens_stay_unknown() -> None:
    meter = CostMeter(max_tokens=1)
    for _ in range(3):
        meter.judged("public", None, 0.1)
    assert meter.refusal() is None and meter.snapshot().total.tokens is None
