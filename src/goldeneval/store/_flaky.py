"""Items flaky in history (docs/design.md §4): both passed and failed, contract unchanged.

One query for both dialects on the SQL base: every item's scored results
(passed or failed; an errored or skipped run is evidence of nothing) in the
suite's last ``window`` runs. An item's window is then cut where its
contract last changed, because a pass under an older contract says nothing
about the current one: only results under its newest contract digest count.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from goldeneval.model import FlakyItem, Outcome, RunSummary
from goldeneval.store._sqlbase import SqlBackend

if TYPE_CHECKING:
    from goldeneval.store._interface import Store


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
        """The suite's items flaky over its last ``window`` runs, worst first.

        ``up_to_seq`` reads the history as it was at that run (a report of an
        older run marks what was flaky then); None reads all of it. The window
        is the suite's runs, found by the primary key, so the read is bounded
        by ``window`` times the set's size however long the history is.
        """
        p = self.PARAM
        bound = "" if up_to_seq is None else f" AND seq <= {p}"
        params: tuple[Any, ...] = (suite,) if up_to_seq is None else (suite, up_to_seq)
        rows = self._fetch(
            f"reading the flaky items of suite {suite}",
            "SELECT item_id, outcome, contract_digest FROM golden_results "
            f"WHERE suite = {p} AND outcome IN ('passed', 'failed') AND run_seq IN ("
            f"SELECT seq FROM golden_runs WHERE suite = {p}{bound} ORDER BY seq DESC LIMIT {p}"
            ") ORDER BY item_id, run_seq DESC",
            (suite, *params, window),
        )
        return flaky_from_rows(rows)


def with_history_flaky(
    store: Store, summary: RunSummary, window: int, up_to_seq: int | None
) -> RunSummary:
    """``summary`` with the suite's items flaky in history as of run ``up_to_seq``, for
    the reports' mark (``up_to_seq`` None: the whole history)."""
    found = store.flaky_items(summary.suite, window, up_to_seq)
    return replace(summary, history_flaky=tuple(found), flaky_window=window)
