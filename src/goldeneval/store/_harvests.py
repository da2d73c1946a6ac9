"""Stored harvests (docs/design.md §14.8), written once for both backends.

Every ``goldeneval harvest`` of a suite is kept: its window, what it read,
kept and dropped, the coverage share (overall, per surface, per domain), its
groups, the golden set it measured (digest and item count) and whether it
kept too few questions to state a coverage (``harvest.min_questions``).
Every text in a harvest was de-identified by its source before the harvest
was built, so the groups are stored as they are. The newest harvest of a
suite that was large enough is what the HTML report's header and the
operator's ``goldeneval_traffic_coverage`` state; the workbench reads the
newest of any size and the history.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from goldeneval.model import (
    SURFACES,
    AgentRun,
    Coverage,
    Harvest,
    Phrasing,
    QuestionGroup,
    StoredCoverage,
    StoredHarvest,
    ToolCount,
    Window,
)
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
    "set_digest",
    "set_items",
    "too_small",
)
"""``golden_harvests`` columns as :meth:`HarvestStore.record_harvest` writes them."""
_COVERAGE_COLUMNS = (
    "suite, harvested_at, window_since, window_until, kept_count, share, by_surface, "
    "by_domain, set_digest, set_items, too_small"
)
"""What :class:`StoredCoverage` is read from."""
HISTORY = 52
"""How many harvests :meth:`HarvestStore.harvest_history` returns unless told (a year of
weekly harvests)."""


class HarvestStore(SqlBackend):
    """Stored harvests and their coverage, on the backend's SQL primitives."""

    def record_harvest(
        self,
        suite: str,
        harvest: Harvest,
        harvested_at: datetime,
        *,
        set_digest: str | None = None,
        set_items: int | None = None,
        too_small: bool = False,
    ) -> None:
        """Keep one harvest of ``suite`` (``harvested_at``: when it ran, timezone-aware),
        the golden set it measured and whether it kept too few questions."""
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
                self.wrap_json(json_safe(dict(sorted(harvest.dropped.items())))),
                self.wrap_json(json_safe([group_to_row(g) for g in harvest.groups])),
                set_digest,
                set_items,
                too_small,
            ),
        )

    def latest_coverage(self, suite: str) -> StoredCoverage | None:
        """The coverage the newest harvest of ``suite`` that was large enough found; None
        when it was never harvested or every harvest kept too few questions."""
        rows = self._fetch(
            f"reading the latest harvest of suite {suite}",
            f"SELECT {_COVERAGE_COLUMNS} FROM golden_harvests "
            f"WHERE suite = {self.PARAM} AND too_small = {self.PARAM} ORDER BY seq DESC LIMIT 1",
            (suite, False),
        )
        return _stored(rows[0]) if rows else None

    def latest_coverages(self) -> list[StoredCoverage]:
        """The newest large-enough harvest's coverage of every suite that has one, by name."""
        rows = self._fetch(
            "reading the latest harvest of every suite",
            f"SELECT {_COVERAGE_COLUMNS} FROM golden_harvests WHERE seq IN "
            f"(SELECT MAX(seq) FROM golden_harvests WHERE too_small = {self.PARAM} "
            "GROUP BY suite) ORDER BY suite",
            (False,),
        )
        return [_stored(row) for row in rows]

    def latest_harvest(self, suite: str) -> StoredHarvest | None:
        """The newest stored harvest of ``suite``, of any size, with its groups."""
        rows = self._fetch(
            f"reading the latest harvest of suite {suite}",
            f"SELECT {_COVERAGE_COLUMNS}, read_count, dropped, group_list FROM golden_harvests "
            f"WHERE suite = {self.PARAM} ORDER BY seq DESC LIMIT 1",
            (suite,),
        )
        if not rows:
            return None
        *row, read, dropped, groups = rows[0]
        coverage = _stored(row)
        found = Harvest(
            read=int(read),
            kept=coverage.kept,
            dropped={str(r): int(n) for r, n in _json(dropped).items()},
            window=coverage.window,
            coverage=coverage.coverage,
            groups=tuple(group_from_row(g) for g in _json(groups)),
        )
        return StoredHarvest(coverage=coverage, harvest=found)

    def harvest_history(self, suite: str, limit: int = HISTORY) -> list[StoredCoverage]:
        """The coverage rows of ``suite``'s last ``limit`` harvests of any size, newest first."""
        rows = self._fetch(
            f"reading the harvests of suite {suite}",
            f"SELECT {_COVERAGE_COLUMNS} FROM golden_harvests WHERE suite = {self.PARAM} "
            f"ORDER BY seq DESC LIMIT {self.PARAM}",
            (suite, max(0, limit)),
        )
        return [_stored(row) for row in rows]


def _stored(row: Any) -> StoredCoverage:
    suite, at, since, until, kept, share, by_surface, by_domain, digest, items, small = row
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
        set_digest=digest,
        set_items=None if items is None else int(items),
        too_small=bool(small),
    )


def group_to_row(group: QuestionGroup) -> dict[str, Any]:
    """A group as stored: what ``--json`` states of it, with its domain and when it was
    first and last asked (the workbench shows them)."""
    row = group.to_dict()
    row["domain"] = group.domain
    row["first_seen"] = None if group.first_seen is None else group.first_seen.isoformat()
    row["last_seen"] = None if group.last_seen is None else group.last_seen.isoformat()
    return row


def group_from_row(row: dict[str, Any]) -> QuestionGroup:
    """A stored group read back (rows stored before the domain was kept have none)."""
    feedback = row.get("feedback") or {}
    sources = row.get("sources") or {}
    return QuestionGroup(
        id=str(row["id"]),
        surface=row["surface"],
        count=int(row["count"]),
        phrasings=tuple(Phrasing(str(p["text"]), int(p["count"])) for p in row["phrasings"]),
        covered_by=row.get("covered_by"),
        domain=row.get("domain"),
        up=int(feedback.get("up", 0)),
        down=int(feedback.get("down", 0)),
        tools=tuple(ToolCount(str(t["name"]), int(t["count"])) for t in row.get("tools", ())),
        first_seen=_when(row.get("first_seen")),
        last_seen=_when(row.get("last_seen")),
        log_lines={
            str(path): tuple(int(n) for n in lines)
            for path, lines in (sources.get("log_lines") or {}).items()
        },
        runs=tuple(
            AgentRun(str(r["session_id"]), str(r["run_id"])) for r in sources.get("runs", ())
        ),
    )


def _when(value: Any) -> datetime | None:
    return None if value is None else datetime.fromisoformat(str(value))
