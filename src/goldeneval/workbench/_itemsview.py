"""The Items pages' content: the golden set as a table, and one item with its history.

Each row joins the set's item with the store: the latest run's outcome,
whether it regressed there, whether it is flaky over the last runs, and the
last outcomes as a strip of letters (the HTML report's ``PPFEP``).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.report import TREND_LEGEND, trend_string
from goldeneval.workbench._reviewview import BaselineDiff, baseline_diff

if TYPE_CHECKING:
    from goldeneval.model import FlakyItem, Item, ItemResult
    from goldeneval.store import RunRecord, Store, StoredLabel

STRIP_RUNS = 10
"""Outcomes the strip shows, oldest first."""
FLAKY_WINDOW = 10
"""Runs over which an item's flakiness is judged (the history's default window)."""
_KEPT_TABLES = 8
"""Latest runs whose joined figures are kept (a finished run's figures never change)."""
HISTORY_SHOWN = 20
"""Results an item's page lists, newest first."""


@dataclass(frozen=True)
class ItemRow:
    """One item of the table."""

    item: Item
    """The item as the set has it."""
    outcome: str
    """Its outcome in the suite's latest run (``-`` when that run did not have it)."""
    flaky: bool
    """Flaky over the last runs (a split run, or two changes of direction)."""
    regression: bool
    """It regressed in the latest run."""
    strip: str
    """The last outcomes, one letter a run, oldest first."""

    @property
    def search_text(self) -> str:
        """What the filter searches: id, domain and question, in lower case."""
        return f"{self.item.id} {self.item.domain} {self.item.question}".lower()


@dataclass(frozen=True)
class ItemsView:
    """The Items page."""

    rows: tuple[ItemRow, ...]
    """Every item of the set, in the set's order."""
    run_id: str | None
    """The latest run the outcomes come from."""
    legend: str
    """What the strip's letters mean."""


@dataclass(frozen=True)
class _RunFigures:
    """What the table takes from the store for one latest run."""

    outcomes: dict[str, str]
    regressed: frozenset[str]
    flaky: frozenset[str]
    strips: dict[str, str]


_FIGURES: weakref.WeakKeyDictionary[Store, dict[tuple[str, str], _RunFigures]] = (
    weakref.WeakKeyDictionary()
)
"""store -> (suite, latest run) -> its figures: read once per new run, not per page view
(kept by the store itself, as the drafts' harvests are: a closed store's go with it)."""


def _figures(store: Store, suite: str, run: RunRecord) -> _RunFigures:
    kept = _FIGURES.setdefault(store, {})
    key = (suite, run.run_id)
    found = kept.get(key)
    if found is None:
        trends = store.trends(suite, run.seq, STRIP_RUNS)
        found = _RunFigures(
            # The trend's newest point is the latest run's own outcome, when it had the item.
            outcomes={
                i: points[-1].outcome.value
                for i, points in trends.items()
                if points and points[-1].run_id == run.run_id
            },
            regressed=frozenset(r.item_id for r in run.regressions),
            flaky=frozenset(f.item_id for f in store.flaky_items(suite, FLAKY_WINDOW, run.seq)),
            strips={i: trend_string(points) for i, points in trends.items()},
        )
        if len(kept) >= _KEPT_TABLES:
            kept.pop(next(iter(kept)))
        kept[key] = found
    return found


def items_view(store: Store, suite: str, items: tuple[Item, ...]) -> ItemsView:
    """The golden set joined with the suite's latest run and recent history."""
    run = store.latest_run(suite)
    if run is None:
        rows = tuple(ItemRow(i, "-", False, False, "") for i in items)
        return ItemsView(rows, None, TREND_LEGEND)
    got = _figures(store, suite, run)
    rows = tuple(
        ItemRow(
            i,
            got.outcomes.get(i.id, "-"),
            i.id in got.flaky,
            i.id in got.regressed,
            got.strips.get(i.id, ""),
        )
        for i in items
    )
    return ItemsView(rows, run.run_id, TREND_LEGEND)


@dataclass(frozen=True)
class ItemView:
    """One item's page (the edit form is filled from ``item``)."""

    item: Item
    """The item as the set has it now."""
    history: tuple[ItemResult, ...]
    """Its results, newest first."""
    baseline: BaselineDiff | None
    """Its latest answer beside its baseline's, when they differ."""
    tally: FlakyItem | None
    """Passes over runs in the flakiness window (None: never scored there)."""
    labels: tuple[StoredLabel, ...]
    """Every SME label of the item, newest first, with who gave it and when."""
    disagreed: frozenset[str]
    """Answer digests two people labelled differently (the page flags them)."""


def item_view(store: Store, suite: str, item: Item) -> ItemView:
    """What the store knows of ``item``."""
    history = tuple(store.item_history(suite, item.id, HISTORY_SHOWN))
    labels = tuple(store.item_labels(suite, item.id))
    verdicts: dict[str, set[str]] = {}
    for label in labels:
        verdicts.setdefault(label.answer_sha256, set()).add(label.label)
    return ItemView(
        item=item,
        history=history,
        baseline=baseline_diff(store, suite, history[0]) if history else None,
        tally=store.item_window(suite, FLAKY_WINDOW, item.id),
        labels=labels,
        disagreed=frozenset(sha for sha, said in verdicts.items() if len(said) > 1),
    )
