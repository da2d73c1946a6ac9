"""The run's cost meter: the judge's tokens and time, the chatbot's calls, the token budget.

One meter per invocation, carried by the judge client every party shares;
the pipeline counts its chatbot calls into it and asks it before each judge
call whether the budget allows one more (docs/design.md, "what a run costs").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goldeneval.job.clients._judgereply import JudgeError
from goldeneval.model import Cost, RunCost, Surface


class BudgetSpent(JudgeError):
    """The run's judge token budget allows no further call: the run stops asking (no verdict)."""


def reported_usage(reply: Any) -> tuple[int, int] | None:
    """(prompt, completion) tokens from an OpenAI-compatible reply's ``usage``; None without."""
    usage = reply.get("usage") if isinstance(reply, Mapping) else None
    if not isinstance(usage, Mapping):
        return None
    prompt, completion = usage.get("prompt_tokens"), usage.get("completion_tokens")
    counts = [
        v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else None
        for v in (prompt, completion)
    ]
    if counts[0] is None and counts[1] is None:
        return None
    return counts[0] or 0, counts[1] or 0


class CostMeter:
    """Sums what the run asked of the judge and the chatbot, per surface."""

    def __init__(self, max_tokens: int | None = None) -> None:
        self.max_tokens = max_tokens
        """The run's judge token budget (``judge.max_tokens_per_run``); None: no budget."""
        self._costs: dict[Surface, Cost] = {}
        self._largest = 0

    def judged(self, surface: Surface, usage: tuple[int, int] | None, seconds: float) -> None:
        """One judge call: its reported usage (None: not reported) and its wall time."""
        prompt, completion = usage if usage is not None else (None, None)
        if usage is not None:
            self._largest = max(self._largest, sum(usage))
        self._add(surface, Cost(prompt, completion, 1, seconds))

    def asked(self, surface: Surface, calls: int = 1) -> None:
        """Questions put to the chatbot or the agent (answered or not)."""
        self._add(surface, Cost(chatbot_calls=calls))

    def _add(self, surface: Surface, cost: Cost) -> None:
        self._costs[surface] = self._costs.get(surface, Cost()) + cost

    @property
    def spent(self) -> int:
        """Judge tokens reported so far."""
        return self.snapshot().total.tokens or 0

    def refusal(self) -> str | None:
        """Why the next judge call is not made: the budget would be exceeded by a call as
        large as the largest so far (None: it may be made, or there is no budget)."""
        if self.max_tokens is None:
            return None
        spent = self.spent
        if spent + self._largest <= self.max_tokens and spent < self.max_tokens:
            return None
        return (
            f"judge token budget reached: {spent} of {self.max_tokens} tokens per run "
            f"(judge.max_tokens_per_run) spent; rerun with the same --run-id to judge the rest "
            "(each invocation has a budget of its own)"
        )

    def snapshot(self) -> RunCost:
        """What was spent so far."""
        total = Cost()
        for cost in self._costs.values():
            total = total + cost
        return RunCost(total, dict(self._costs))
