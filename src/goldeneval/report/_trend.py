"""An item's trend: its outcome in the suite's recent runs, as text and as data.

``history --item`` prints it as a string of letters and the HTML report draws
it as a strip of squares; both read the same points and share one legend, so
the two never disagree on what a letter means.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from goldeneval.model import Outcome

TREND_RUNS = 20
"""How many of the suite's runs a trend covers (the newest ones)."""

TREND_LETTERS: dict[Outcome, str] = {
    Outcome.PASSED: "P",
    Outcome.FAILED: "F",
    Outcome.ERRORED: "E",
    Outcome.SKIPPED: "-",
    Outcome.ESCALATED: "?",
}
"""One letter per outcome in a trend string."""

TREND_LEGEND = (
    "P passed, F failed, E errored (no verdict), - skipped (internal), "
    "? escalated (needs an SME), oldest first"
)
"""What the letters of a trend string mean; printed under every trend."""


@dataclass(frozen=True)
class TrendPoint:
    """One item's result in one run, reduced to what a trend shows."""

    run_id: str
    """The run."""
    outcome: Outcome
    """What happened to the item in that run."""
    correctness: float | None = None
    """The judge's correctness there, when it gave one."""


def trend_string(points: Iterable[TrendPoint]) -> str:
    """``PPFEP``: one letter per point, in the order given (oldest first by convention)."""
    return "".join(TREND_LETTERS[p.outcome] for p in points)
