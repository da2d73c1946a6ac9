"""Flaky items (docs/design.md §4): the one rule, in a run and in history.

*Flaky in a run*: the item's answers this run disagree (some passed, some
failed); a tally of 0/k or k/k is not. *Flaky in history*: over its window of
scored runs under an unchanged contract, the item was flaky in at least one
run, or its outcome changed direction at least twice (pass, fail, pass). One
change (passed, then fails from some run on) is a regression or a fix, never
flakiness. Every report, ``history --flaky``, the operator's ``status.flaky``
and the metric use these functions, so no view can call a regression noise.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


def flaky_in_run(answers: int, answers_passed: int | None) -> bool:
    """The item's answers in one run disagree: some passed and some failed."""
    return answers_passed is not None and 0 < answers_passed < answers


@dataclass(frozen=True)
class RunTally:
    """One scored run of an item, as history keeps it."""

    passed: bool
    """The run's verdict for the item passed."""
    answers: int = 1
    """How many answers the item got in that run."""
    answers_passed: int | None = None
    """How many of them passed (None when the run kept no tally)."""

    @property
    def split(self) -> bool:
        """The item was flaky in that run."""
        return flaky_in_run(self.answers, self.answers_passed)


def direction_changes(outcomes: Sequence[bool]) -> int:
    """How often consecutive outcomes differ (pass then fail, or fail then pass)."""
    return sum(1 for a, b in itertools.pairwise(outcomes) if a != b)


FLAKY_CHANGES = 2
"""Direction changes that make an item flaky in history: one is a regression or a fix."""


def flaky_in_history(split_runs: int, changes: int) -> bool:
    """The history rule: flaky in at least one run, or at least two direction changes."""
    return split_runs > 0 or changes >= FLAKY_CHANGES


@dataclass(frozen=True)
class FlakyItem:
    """An item's figures over its history window (contract unchanged); listed when ``flaky``."""

    item_id: str
    """The item."""
    passed: int
    """Scored runs in the window in which it passed."""
    runs: int
    """Scored runs in the window (under its newest contract)."""
    split_runs: int = 0
    """Runs in the window in which its answers disagreed (flaky in that run)."""
    changes: int = 0
    """How often its outcome changed direction from one scored run to the next."""

    @property
    def pass_rate(self) -> float:
        """The observed pass rate over the window."""
        return self.passed / self.runs

    @property
    def flaky(self) -> bool:
        """Flaky in history by the one rule (:func:`flaky_in_history`)."""
        return flaky_in_history(self.split_runs, self.changes)

    def to_dict(self) -> dict[str, Any]:
        return {
            "item_id": self.item_id,
            "passed": self.passed,
            "runs": self.runs,
            "pass_rate": round(self.pass_rate, 4),
            "split_runs": self.split_runs,
            "changes": self.changes,
        }

    def figures(self) -> str:
        """``2/4 passed, 1 run split, 2 changes`` for the text views."""
        runs = "run" if self.split_runs == 1 else "runs"
        changes = "change" if self.changes == 1 else "changes"
        return (
            f"{self.passed}/{self.runs} passed, {self.split_runs} {runs} split, "
            f"{self.changes} {changes}"
        )


def item_window(item_id: str, tallies: Sequence[RunTally]) -> FlakyItem:
    """An item's figures from its window's scored runs (in run order, either direction)."""
    return FlakyItem(
        item_id,
        passed=sum(t.passed for t in tallies),
        runs=len(tallies),
        split_runs=sum(t.split for t in tallies),
        changes=direction_changes([t.passed for t in tallies]),
    )


def worst_first(items: Sequence[FlakyItem]) -> list[FlakyItem]:
    """Lowest observed pass rate first, then the longest window, then the id."""
    return sorted(items, key=lambda f: (f.pass_rate, -f.runs, f.item_id))


def confirmed_regression(answers: int, answers_passed: int | None, regressed: bool) -> bool:
    """A regression this run whose confirmation failed every answer (``answers 0/3 pass``):
    the reports never call it flaky, whatever its history (§4)."""
    return regressed and answers > 1 and answers_passed == 0


def answers_tally(answers: int, answers_passed: int | None) -> str | None:
    """``answers 1/5 pass`` for an item asked more than once; None for one answer."""
    if answers <= 1 or answers_passed is None:
        return None
    return f"answers {answers_passed}/{answers} pass"
