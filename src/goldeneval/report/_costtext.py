"""What a run cost, as every report states it (docs/design.md, "what a run costs")."""

from __future__ import annotations

from goldeneval.model import Cost, RunSummary


def cost_phrase(cost: Cost) -> str:
    """``1,234 judge tokens (1,000 prompt, 234 completion) in 12 calls, 3.4 s waiting; 12 chatbot
    calls`` — or says the judge reported no token counts."""
    if cost.tokens is None:
        tokens = "judge tokens not reported"
    else:
        tokens = (
            f"{cost.tokens:,} judge tokens ({cost.prompt_tokens or 0:,} prompt, "
            f"{cost.completion_tokens or 0:,} completion)"
        )
    calls = "call" if cost.judge_calls == 1 else "calls"
    chatbot = "call" if cost.chatbot_calls == 1 else "calls"
    return (
        f"{tokens} in {cost.judge_calls} judge {calls}, {cost.judge_seconds:.1f} s waiting; "
        f"{cost.chatbot_calls} chatbot {chatbot}"
    )


def cost_lines(summary: RunSummary) -> list[str]:
    """``cost: …`` and, with two surfaces, one line per surface; nothing when not measured."""
    cost = summary.cost
    if cost is None:
        return []
    out = [f"cost: {cost_phrase(cost.total)}"]
    if len(cost.by_surface) > 1:
        out += [f"  {s}: {cost_phrase(c)}" for s, c in cost.by_surface.items()]
    return out
