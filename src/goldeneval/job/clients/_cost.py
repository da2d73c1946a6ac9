"""The run's cost meter: the judge's tokens and time, the chatbot's calls, the token budget.

One meter per invocation, carried by the judge client every party shares;
the pipeline counts its chatbot calls into it and asks it before each judge
call whether the budget allows one more (docs/design.md §7.3, "what a run
costs"). The budget is the run's: what the run's other invocations spent (an
earlier, resumed one; the other shards of an Indexed Job) is read from the
store (``job/run/_costbook.py``) and counted with this invocation's own.
"""

from __future__ import annotations

import threading
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


def budget_line(spent: int, max_tokens: int, run_id: str) -> str:
    """The NO VERDICT cause of a spent budget: the run's figure, the setting, the way on."""
    return (
        f"judge token budget reached: {spent:,} of {max_tokens:,} judge tokens per run "
        f"(judge.max_tokens_per_run) spent by run {run_id}; raise judge.max_tokens_per_run "
        f"(--judge-max-tokens-per-run) and rerun with --run-id {run_id} to judge the rest"
    )


class CostMeter:
    """Sums what the run asked of the judge and the chatbot, per surface.

    Counted on the event loop, read by the writer threads that store it: a lock
    keeps a snapshot whole.
    """

    def __init__(self, max_tokens: int | None = None) -> None:
        self.max_tokens = max_tokens
        """The run's judge token budget (``judge.max_tokens_per_run``); None: no budget."""
        self.refused = False
        """The budget refused a call in this invocation (the run then ends without a verdict)."""
        self._costs: dict[Surface, Cost] = {}
        self._largest = 0
        self._elsewhere = (0, 0)
        self._lock = threading.Lock()

    def judged(self, surface: Surface, usage: tuple[int, int] | None, seconds: float) -> None:
        """One judge call: its reported usage (None: not reported) and its wall time."""
        prompt, completion = usage if usage is not None else (None, None)
        with self._lock:
            if usage is not None:
                self._largest = max(self._largest, sum(usage))
            self._add(surface, Cost(prompt, completion, 1, seconds))

    def asked(self, surface: Surface, calls: int = 1) -> None:
        """Questions put to the chatbot or the agent (answered or not)."""
        with self._lock:
            self._add(surface, Cost(chatbot_calls=calls))

    def _add(self, surface: Surface, cost: Cost) -> None:
        self._costs[surface] = self._costs.get(surface, Cost()) + cost

    def elsewhere(self, tokens: int, largest: int) -> None:
        """What the run's other invocations spent (earlier ones, the other shards): judge
        tokens and the largest call, as stored."""
        self._elsewhere = (tokens, largest)

    @property
    def largest(self) -> int:
        """The most tokens one judge call of this invocation took (0: none reported)."""
        return self._largest

    @property
    def spent(self) -> int:
        """Judge tokens the run spent: this invocation's and its other invocations'."""
        return (self.snapshot().total.tokens or 0) + self._elsewhere[0]

    def refusal(self) -> str | None:
        """Why the next judge call is not made: the budget would be exceeded by a call as
        large as the largest so far (None: it may be made, or there is no budget)."""
        if self.max_tokens is None:
            return None
        spent, largest = self.spent, max(self._largest, self._elsewhere[1])
        if spent + largest <= self.max_tokens and spent < self.max_tokens:
            return None
        self.refused = True
        # Calls in flight still count: the run states its figure once they are done.
        return f"judge token budget reached: {spent:,} of {self.max_tokens:,} tokens spent"

    def snapshot(self) -> RunCost:
        """What this invocation spent so far."""
        with self._lock:
            costs = dict(self._costs)
        return RunCost.of(costs)
