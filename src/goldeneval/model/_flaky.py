"""Flaky items (docs/design.md §4): an item whose answers disagree, in a run or in history.

A run's flakiness is on the result itself (``ItemResult.flaky``: some of its
answers passed, some failed). History's is read from the store over a window
of the suite's latest runs and kept here, so every report shows it the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class FlakyItem:
    """An item that both passed and failed in the suite's latest runs (contract unchanged)."""

    item_id: str
    """The item."""
    passed: int
    """Scored runs in the window in which it passed."""
    runs: int
    """Scored runs in the window (under its newest contract)."""

    @property
    def pass_rate(self) -> float:
        """The observed pass rate over the window."""
        return self.passed / self.runs

    def to_dict(self) -> dict[str, Any]:
        return {
            "item_id": self.item_id,
            "passed": self.passed,
            "runs": self.runs,
            "pass_rate": round(self.pass_rate, 4),
        }


def answers_tally(answers: int, answers_passed: int | None) -> str | None:
    """``answers 1/5 pass`` for an item asked more than once; None for one answer."""
    if answers <= 1 or answers_passed is None:
        return None
    return f"answers {answers_passed}/{answers} pass"
