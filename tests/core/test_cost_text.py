"""The cost line's wording (docs/design.md §7.3): no judge calls, questions named per surface."""

from __future__ import annotations

from goldeneval.model import Cost, RunCost
from goldeneval.report._costtext import asked_phrase, cost_phrase


def test_a_run_that_asked_the_judge_nothing_says_so() -> None:
    cost = Cost(chatbot_calls=4)
    assert cost_phrase(cost, asked_phrase({"public": cost})) == "no judge calls; 4 chatbot calls"
    assert cost_phrase(Cost(), asked_phrase({})) == "no judge calls; no chatbot calls"


def test_agent_runs_and_chatbot_calls_are_named_per_surface() -> None:
    public = Cost(100, 20, 2, 1.5, 2)
    internal = Cost(50, 10, 1, 0.5, 1)
    run = RunCost(public + internal, {"public": public, "internal": internal})
    asked = asked_phrase(run.by_surface)
    assert asked == "2 chatbot calls, 1 agent run"
    assert cost_phrase(run.total, asked) == (
        "180 judge tokens (150 prompt, 30 completion) in 3 judge calls, 2.0 s waiting; "
        "2 chatbot calls, 1 agent run"
    )
    assert cost_phrase(
        Cost(None, None, 1, 0.1, 1), asked_phrase({"internal": internal})
    ).startswith("judge tokens not reported in 1 judge call")
