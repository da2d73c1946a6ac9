"""Upgrading a store that holds harvests from before migration 0015 (set and size kept)."""

from __future__ import annotations

from goldeneval.store import open_store

from .oldschema import before_migration

# A real week (150 questions) and, after it, a broken export that kept one line.
HARVESTS = (
    "INSERT INTO golden_harvests (suite, harvested_at, read_count, kept_count, share, "
    "by_surface, by_domain, dropped, group_list) VALUES "
    "('tanya-prod', 100.0, 160, 150, 0.4, '{\"public\": 0.4}', '{}', '{}', '[]'), "
    "('tanya-prod', 200.0, 1, 1, 1.0, '{\"public\": 1.0}', '{}', '{}', '[]')"
)


def _before_0015(dsn: str) -> None:
    """A database as the previous release left it: migrations up to 0014, two harvests."""
    with before_migration(dsn, 15) as old:
        old.execute(HARVESTS)


def test_old_harvests_are_judged_by_the_default_size(store_dsn: str) -> None:
    _before_0015(store_dsn)
    store = open_store(store_dsn)  # applies 0015
    try:
        history = store.harvest_history("tanya-prod")
        assert [(c.kept, c.too_small, c.set_digest, c.set_items) for c in history] == [
            (1, True, None, None),
            (150, False, None, None),
        ]
        # The one-line export no longer states 100 %: the real week's figure does.
        latest = store.latest_coverage("tanya-prod")
        assert latest is not None and latest.coverage.share == 0.4
    finally:
        store.close()
