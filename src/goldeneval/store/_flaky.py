"""Items flaky in history (docs/design.md §4): both passed and failed, contract unchanged.

One query for both dialects on the SQL base: per item, its newest scored
results (passed or failed) in the suite, at most ``window`` of them. The
window is then cut where the item's contract last changed, because a pass
under an older contract says nothing about the current one: only results
under the newest contract digest count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goldeneval.model import Outcome
from goldeneval.store._sqlbase import SqlBackend


@dataclass(frozen=True)
class FlakyItem:
    """An item that both passed and failed over its window of scored runs."""

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


def flaky_from_rows(rows: list[Any]) -> list[FlakyItem]:
    """Flaky items from (item_id, outcome, contract_digest) rows, each item's newest first.

    Worst first: the lowest observed pass rate, then the longest window, then the id.
    """
    windows: dict[str, tuple[str | None, list[bool]]] = {}
    cut: set[str] = set()
    for item_id, outcome, digest in rows:
        if item_id in cut:
            continue
        if item_id not in windows:
            windows[item_id] = (digest, [])
        newest, seen = windows[item_id]
        if digest != newest:
            cut.add(item_id)  # the contract changed here: older results do not count
            continue
        seen.append(outcome == Outcome.PASSED.value)
    found = [
        FlakyItem(item_id, sum(seen), len(seen))
        for item_id, (_, seen) in windows.items()
        if any(seen) and not all(seen)
    ]
    return sorted(found, key=lambda f: (f.pass_rate, -f.runs, f.item_id))


class FlakyStore(SqlBackend):
    """``flaky_items``, written once on the SQL base for both backends."""

    def flaky_items(self, suite: str, window: int, up_to_seq: int | None = None) -> list[FlakyItem]:
        """The suite's items flaky over their last ``window`` scored runs, worst first.

        ``up_to_seq`` reads the history as it was at that run (a report of an
        older run marks what was flaky then); None reads all of it.
        """
        p = self.PARAM
        bound = "" if up_to_seq is None else f" AND run_seq <= {p}"
        params: tuple[Any, ...] = (suite,) if up_to_seq is None else (suite, up_to_seq)
        rows = self._fetch(
            f"reading the flaky items of suite {suite}",
            "SELECT item_id, outcome, contract_digest FROM ("
            "SELECT item_id, outcome, contract_digest, run_seq, ROW_NUMBER() OVER "
            "(PARTITION BY item_id ORDER BY run_seq DESC) AS newest FROM golden_results "
            f"WHERE suite = {p} AND outcome IN ('passed', 'failed'){bound}"
            f") AS w WHERE newest <= {p} ORDER BY item_id, run_seq DESC",
            (*params, window),
        )
        return flaky_from_rows(rows)
