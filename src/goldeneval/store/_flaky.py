"""Items flaky in history (docs/design.md §4), read for the one rule in model/_flaky.py.

One query for both dialects on the SQL base: every item's scored results
(passed or failed; an errored or skipped run is evidence of nothing) in the
suite's last ``window`` runs, with each run's answer tally. An item's window
is then cut where its contract last changed, because a pass under an older
contract says nothing about the current one: only results under its newest
contract digest count. The rule itself (a split run, or two direction
changes) is the core's, so history and every per-run view agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goldeneval.model import FlakyItem, Outcome, RunSummary, RunTally, item_window, worst_first
from goldeneval.store._sqlbase import SqlBackend

if TYPE_CHECKING:
    from goldeneval.store._interface import Store


def windows_from_rows(rows: list[Any]) -> list[FlakyItem]:
    """Every item's figures from (item_id, outcome, contract_digest, answers, answers_passed)
    rows, each item's newest first, in the order the items first appear."""
    windows: dict[str, tuple[str | None, list[RunTally]]] = {}
    cut: set[str] = set()
    for item_id, outcome, digest, answers, answers_passed in rows:
        if item_id in cut:
            continue
        if item_id not in windows:
            windows[item_id] = (digest, [])
        newest, seen = windows[item_id]
        if digest != newest:
            cut.add(item_id)  # the contract changed here: older results do not count
            continue
        passed = outcome == Outcome.PASSED.value
        seen.append(RunTally(passed, answers or 1, answers_passed))
    return [item_window(item_id, seen) for item_id, (_, seen) in windows.items()]


def flaky_from_rows(rows: list[Any]) -> list[FlakyItem]:
    """The items flaky in history by the one rule, worst first (see windows_from_rows)."""
    return worst_first([f for f in windows_from_rows(rows) if f.flaky])


class FlakyStore(SqlBackend):
    """``flaky_items`` and ``item_window``, written once on the SQL base for both backends."""

    def flaky_items(self, suite: str, window: int, up_to_seq: int | None = None) -> list[FlakyItem]:
        """The suite's items flaky over its last ``window`` runs, worst first.

        ``up_to_seq`` reads the history as it was at that run (a report of an
        older run marks what was flaky then); None reads all of it. The window
        is the suite's runs, found by the primary key, so the read is bounded
        by ``window`` times the set's size however long the history is.
        """
        return flaky_from_rows(self._window_rows(suite, window, up_to_seq, None))

    def item_window(self, suite: str, window: int, item_id: str) -> FlakyItem | None:
        """One item's figures over the suite's last ``window`` runs, flaky or not; None when
        it has no scored result there."""
        found = windows_from_rows(self._window_rows(suite, window, None, item_id))
        return found[0] if found else None

    def _window_rows(
        self, suite: str, window: int, up_to_seq: int | None, item_id: str | None
    ) -> list[Any]:
        p = self.PARAM
        bound = "" if up_to_seq is None else f" AND seq <= {p}"
        one = "" if item_id is None else f" AND item_id = {p}"
        inner: tuple[Any, ...] = (suite,) if up_to_seq is None else (suite, up_to_seq)
        outer: tuple[Any, ...] = (suite,) if item_id is None else (suite, item_id)
        return self._fetch(
            f"reading the flaky items of suite {suite}",
            "SELECT item_id, outcome, contract_digest, answers, answers_passed "
            f"FROM golden_results WHERE suite = {p}{one} "
            "AND outcome IN ('passed', 'failed') AND run_seq IN ("
            f"SELECT seq FROM golden_runs WHERE suite = {p}{bound} ORDER BY seq DESC LIMIT {p}"
            ") ORDER BY item_id, run_seq DESC",
            (*outer, *inner, window),
        )


def with_history_flaky(
    store: Store, summary: RunSummary, window: int, up_to_seq: int | None
) -> RunSummary:
    """``summary`` with the suite's items flaky in history as of run ``up_to_seq``, for
    the reports' mark (``up_to_seq`` None: the whole history)."""
    return summary.with_history_flaky(store.flaky_items(summary.suite, window, up_to_seq), window)
