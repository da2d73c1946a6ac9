"""``status.cost``: what a finished run asked of the judge and the chatbot, summed over its shards.

Numbers a person compares are integers; the judge's wait is a decimal string,
as every other fraction in the status (docs/design.md, "what a run costs").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goldeneval.model import SURFACES, Cost, RunCost


def _cost_dict(c: Cost) -> dict[str, Any]:
    return {
        "promptTokens": c.prompt_tokens,
        "completionTokens": c.completion_tokens,
        "judgeCalls": c.judge_calls,
        "judgeSeconds": f"{c.judge_seconds:.3f}",
        "chatbotCalls": c.chatbot_calls,
    }


def cost_status(cost: RunCost | None) -> dict[str, Any] | None:
    """The status object; None when a shard's evaluator reported no cost."""
    if cost is None:
        return None
    return {
        **_cost_dict(cost.total),
        "bySurface": {s: _cost_dict(c) for s, c in cost.by_surface.items()},
    }


def _cost_of(d: Mapping[str, Any]) -> Cost:
    try:
        seconds = float(d.get("judgeSeconds") or 0.0)
    except (TypeError, ValueError):
        seconds = 0.0
    return Cost.from_dict(
        {
            "prompt_tokens": d.get("promptTokens"),
            "completion_tokens": d.get("completionTokens"),
            "judge_calls": d.get("judgeCalls"),
            "judge_seconds": seconds,
            "chatbot_calls": d.get("chatbotCalls"),
        }
    )


def cost_from_status(raw: Any) -> RunCost | None:
    """``status.cost`` read back; None when absent or not an object."""
    if not isinstance(raw, Mapping):
        return None
    by = raw.get("bySurface")
    surfaces = {
        s: _cost_of(by[s])
        for s in SURFACES
        if isinstance(by, Mapping) and isinstance(by.get(s), Mapping)
    }
    return RunCost(_cost_of(raw), surfaces)
