"""What a run cost, as every report states it (docs/design.md §7.3, "what a run costs").

The questions a run put are named per surface: the public chatbot answers
``chatbot calls``, the internal agent ``agent runs``.
"""

from __future__ import annotations

from collections.abc import Mapping

from goldeneval.model import Cost, RunSummary, Surface

_ASKED: dict[Surface, tuple[str, str]] = {
    "public": ("chatbot call", "chatbot calls"),
    "internal": ("agent run", "agent runs"),
}


def _asked(calls: int, surface: Surface) -> str:
    one, many = _ASKED[surface]
    return f"{calls} {one if calls == 1 else many}"


def asked_phrase(by_surface: Mapping[Surface, Cost]) -> str:
    """``12 chatbot calls, 3 agent runs``: the questions put, named per surface."""
    asked = [_asked(c.chatbot_calls, s) for s, c in by_surface.items() if c.chatbot_calls]
    return ", ".join(asked) or "no chatbot calls"


def cost_phrase(cost: Cost, asked: str) -> str:
    """``1,234 judge tokens (1,000 prompt, 234 completion) in 12 judge calls, 3.4 s waiting;
    12 chatbot calls`` — or ``no judge calls; …``, or says the judge reported no token counts."""
    if cost.judge_calls == 0:
        return f"no judge calls; {asked}"
    if cost.tokens is None:
        tokens = "judge tokens not reported"
    else:
        tokens = (
            f"{cost.tokens:,} judge tokens ({cost.prompt_tokens or 0:,} prompt, "
            f"{cost.completion_tokens or 0:,} completion)"
        )
    calls = "call" if cost.judge_calls == 1 else "calls"
    return (
        f"{tokens} in {cost.judge_calls} judge {calls}, {cost.judge_seconds:.1f} s waiting; {asked}"
    )


def cost_lines(summary: RunSummary) -> list[str]:
    """``cost: …`` and, with two surfaces, one line per surface; nothing when not measured."""
    cost = summary.cost
    if cost is None:
        return []
    out = [f"cost: {cost_phrase(cost.total, asked_phrase(cost.by_surface))}"]
    if len(cost.by_surface) > 1:
        out += [
            f"  {s}: {cost_phrase(c, asked_phrase({s: c}))}" for s, c in cost.by_surface.items()
        ]
    return out
