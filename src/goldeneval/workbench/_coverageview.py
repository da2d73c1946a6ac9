"""The Coverage page's content: the latest harvest's shares, their history, the decisions.

The chart of the share over the stored harvests is drawn here as SVG
coordinates (the page loads no script or image for it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goldeneval.model import CoverageDecision, StoredCoverage
    from goldeneval.store import Store

CHART_WIDTH, CHART_HEIGHT, MARGIN = 640, 200, 36
"""The chart's size in SVG units and the room left for its axis labels."""


@dataclass(frozen=True)
class ChartPoint:
    """One harvest on the chart."""

    x: float
    """Horizontal position."""
    y: float
    """Vertical position (0 % at the bottom)."""
    label: str
    """The harvest's day and share, in words."""
    day: str
    """The harvest's day (``YYYY-MM-DD``), written under the first and the last point."""


@dataclass(frozen=True)
class Chart:
    """The share over the stored harvests, oldest left."""

    points: tuple[ChartPoint, ...]
    """One per harvest with a share."""
    line: str
    """The polyline's ``points`` attribute."""
    width: int
    """SVG width."""
    height: int
    """SVG height."""
    gridlines: tuple[tuple[float, str], ...]
    """(y, label) of the 0, 50 and 100 % lines."""


@dataclass(frozen=True)
class CoverageView:
    """The Coverage page."""

    latest: StoredCoverage | None
    """The newest harvest's coverage (None: never harvested)."""
    chart: Chart | None
    """The share over the stored harvests (None: fewer than one with a share)."""
    decisions: tuple[CoverageDecision, ...]
    """Every coverage decision of the suite, newest first, with who made it."""


def _y(share: float) -> float:
    return MARGIN / 2 + (1 - share) * (CHART_HEIGHT - 1.5 * MARGIN)  # room for the days below


def chart(history: list[StoredCoverage]) -> Chart | None:
    """The chart of ``history`` (newest first, as the store returns it)."""
    shown = [c for c in reversed(history) if c.coverage.share is not None]
    if not shown:
        return None
    span = CHART_WIDTH - 2 * MARGIN
    step = span / (len(shown) - 1) if len(shown) > 1 else 0.0
    points = []
    for n, c in enumerate(shown):
        share = c.coverage.share or 0.0
        x = MARGIN + (n * step if len(shown) > 1 else span / 2)
        day = f"{c.harvested_at:%Y-%m-%d}"
        points.append(
            ChartPoint(round(x, 1), round(_y(share), 1), f"{day}: {share * 100:.0f}%", day)
        )
    line = " ".join(f"{p.x},{p.y}" for p in points)
    grid = tuple((round(_y(s), 1), f"{s * 100:.0f}%") for s in (0.0, 0.5, 1.0))
    return Chart(tuple(points), line, CHART_WIDTH, CHART_HEIGHT, grid)


def coverage_view(store: Store, suite: str) -> CoverageView:
    """The suite's latest coverage, its history as a chart, and the decisions."""
    history = store.harvest_history(suite)
    return CoverageView(
        latest=history[0] if history else None,
        chart=chart(history),
        decisions=tuple(store.coverage_decisions(suite)),
    )
