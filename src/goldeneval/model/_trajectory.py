"""An answer's trajectory (the tool calls made while answering) as blame compares it (§5).

A plain item's trajectory is its one list of calls; a conversation's is one
list per turn, so a call that moved to another turn is a change too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goldeneval.model._contract import ToolCall
from goldeneval.model._result import ItemResult

Trajectory = tuple[tuple[ToolCall, ...], ...]
"""The calls per turn, in the order made (one entry for a plain item)."""


def trajectory_of(result: ItemResult) -> Trajectory:
    """The result's calls per turn (every turn's for a conversation, else its own)."""
    return tuple(t.tools for t in result.turns) if result.turns else (result.tools,)


@dataclass(frozen=True)
class ToolsChange:
    """An item whose tool calls differ from its baseline's: what they were there."""

    item_id: str
    """The golden item's id."""
    baseline_run_id: str
    """The baseline run (the one the blame compares with)."""
    baseline: Trajectory
    """The calls the baseline's answer was made with, per turn."""

    def to_dict(self) -> dict[str, Any]:
        """``{item_id, baseline_run_id, baseline_tools}``: one list of calls per turn."""
        return {
            "item_id": self.item_id,
            "baseline_run_id": self.baseline_run_id,
            "baseline_tools": [[c.to_dict() for c in turn] for turn in self.baseline],
        }
