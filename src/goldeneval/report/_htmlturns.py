"""What the HTML shows of a conversation's turns and of the internal agent's tool calls.

A conversation's detail is one block per turn: that turn's question, its
answer marked with that turn's own phrases, its outcome and its tool calls,
so no turn's question or marks ever sit beside another turn's answer. Tool
calls show as a collapsed list for every internal item: the contract of
``expected.tools`` above them, each call that broke a rule marked with the
rule it broke.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goldeneval.model import Expected, ItemResult, ToolCall, ToolsChange, ToolsExpected, TurnRecord
from goldeneval.report._marks import check_phrases, flagged_phrases, mark_answer
from goldeneval.report._trajectory import call_text, calls_beside, expected_tools_text


def tools_view(calls: Sequence[ToolCall], spec: ToolsExpected | None) -> dict[str, Any] | None:
    """The calls and their contract for the ``tool_calls`` macro; None when there is neither."""
    if not calls and spec is None:
        return None
    return calls_view(calls, spec)


def calls_view(calls: Sequence[ToolCall], spec: ToolsExpected | None = None) -> dict[str, Any]:
    """The ``tool_calls`` macro's view of ``calls`` (none: "no tool was called")."""
    return {
        "expected": None if spec is None else expected_tools_text(spec),
        "calls": [
            {"text": call_text(c), "broke": c.broke, "result": c.result, "cut": c.cut}
            for c in calls
        ],
        "broken": sum(1 for c in calls if c.broke),
    }


def baseline_calls_view(change: ToolsChange | None, r: ItemResult) -> list[dict[str, Any]]:
    """The baseline's calls beside this run's, per turn that changed (none: unchanged)."""
    if change is None:
        return []
    return [
        {"label": label, "then": calls_view(before), "now": calls_view(after)}
        for label, before, after in calls_beside(change, r)
    ]


def row_tools(r: ItemResult) -> list[tuple[str, dict[str, Any]]]:
    """(label, view) per turn of an internal item that called tools or checks them."""
    if r.surface != "internal":
        return []
    if not r.turns:
        view = tools_view(r.tools, r.tools_expected)
        return [] if view is None else [("", view)]
    out = []
    for n, t in enumerate(r.turns, 1):
        view = tools_view(t.tools, t.tools_expected)
        if view is not None:
            out.append((f"turn {n}", view))
    return out


def _turn_marks(
    r: ItemResult, n: int, t: TurnRecord, contracts: Sequence[Expected]
) -> tuple[Any, bool]:
    """(marks, only the flagged phrases) of turn ``n`` (1-based)'s answer."""
    assert t.answer is not None
    if n <= len(contracts):
        return check_phrases(t.answer, contracts[n - 1]), False
    if n == r.turn and r.auto_fail:
        return flagged_phrases(t.answer, r.auto_fail), True
    return (), False


def turn_blocks(r: ItemResult, contracts: Sequence[Expected]) -> list[dict[str, Any]]:
    """One block per turn of a conversation's result; ``contracts`` are the turns' (or none)."""
    blocks = []
    for n, t in enumerate(r.turns, 1):
        marks, only_flagged = ((), False) if t.answer is None else _turn_marks(r, n, t, contracts)
        blocks.append(
            {
                "n": n,
                "turn": t,
                "deciding": n == r.turn,
                "marks": marks,
                "only_flagged": only_flagged,
                "answer": () if t.answer is None else mark_answer(t.answer, marks),
                "tools": tools_view(t.tools, t.tools_expected),
            }
        )
    return blocks
