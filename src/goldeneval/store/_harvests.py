"""Stored harvests (docs/design.md §14.8), written once for both backends.

Every ``goldeneval harvest`` of a suite is kept: its window, what it read,
kept and dropped, the coverage share (overall, per surface, per domain) and
its groups. Every text in a harvest was de-identified by its source before
the harvest was built, so the groups are stored as they are. The newest row
of a suite is what the HTML report's header and the operator's
``goldeneval_traffic_coverage`` state.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from goldeneval.model import SURFACES, Coverage, Harvest, StoredCoverage, Window
from goldeneval.store._rows import _json, json_safe
from goldeneval.store._sqlbase import SqlBackend

_COLUMNS = (
    "suite",
    "harvested_at",
    "window_since",
    "window_until",
    "read_count",
    "kept_count",
    "share",
    "by_surface",
    "by_domain",
    "dropped",
    "group_list",
)
"""``golden_harvests`` columns as :meth:`HarvestStore.record_harvest` writes them."""
_COVERAGE_COLUMNS = (
    "suite, harvested_at, window_since, window_until, kept_count, share, by_surface, by_domain"
)
"""What :class:`StoredCoverage` is read from."""


class HarvestStore(SqlBackend):
    """``record_harvest`` and ``latest_coverage``, on the backend's SQL primitives."""

    def record_harvest(self, suite: str, harvest: Harvest, harvested_at: datetime) -> None:
        """Keep one harvest of ``suite`` (``harvested_at``: when it ran, timezone-aware)."""
        whole = json_safe(harvest.to_dict())
        cover = harvest.coverage
        by_surface = {s: cover.by_surface.get(s) for s in SURFACES}
        by_domain = json_safe(dict(sorted(cover.by_domain.items())))
        p = self.PARAM
        self._update(
            f"recording a harvest of suite {suite}",
            f"INSERT INTO golden_harvests ({', '.join(_COLUMNS)}) "
            f"VALUES ({', '.join(p for _ in _COLUMNS)})",
            (
                suite,
                harvested_at.timestamp(),
                harvest.window.since,
                harvest.window.until,
                harvest.read,
                harvest.kept,
                harvest.coverage.share,
                self.wrap_json(by_surface),
                self.wrap_json(by_domain),
                self.wrap_json(whole["dropped"]),
                self.wrap_json(whole["groups"]),
            ),
        )

    def latest_coverage(self, suite: str) -> StoredCoverage | None:
        """The coverage the newest harvest of ``suite`` found, if it was ever harvested."""
        rows = self._fetch(
            f"reading the latest harvest of suite {suite}",
            f"SELECT {_COVERAGE_COLUMNS} FROM golden_harvests WHERE suite = {self.PARAM} "
            "ORDER BY seq DESC LIMIT 1",
            (suite,),
        )
        return _stored(rows[0]) if rows else None

    def latest_coverages(self) -> list[StoredCoverage]:
        """The newest harvest's coverage of every harvested suite, by suite name."""
        rows = self._fetch(
            "reading the latest harvest of every suite",
            f"SELECT {_COVERAGE_COLUMNS} FROM golden_harvests WHERE seq IN "
            "(SELECT MAX(seq) FROM golden_harvests GROUP BY suite) ORDER BY suite",
            (),
        )
        return [_stored(row) for row in rows]


def _stored(row: Any) -> StoredCoverage:
    suite, at, since, until, kept, share, by_surface, by_domain = row
    return StoredCoverage(
        suite=suite,
        harvested_at=datetime.fromtimestamp(at, UTC),
        window=Window(since=since, until=until),
        kept=int(kept),
        coverage=Coverage(
            share=None if share is None else float(share),
            by_surface=dict(_json(by_surface)),
            by_domain={d: float(v) for d, v in _json(by_domain).items()},
        ),
    )
