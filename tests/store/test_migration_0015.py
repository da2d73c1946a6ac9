"""Upgrading a store that holds harvests from before migration 0015 (set and size kept)."""

from __future__ import annotations

import sqlite3
import time

import psycopg

from goldeneval.store import open_store, parse_dsn
from goldeneval.store._migrations import load_migrations
from goldeneval.store._sqlite import _statements

# A real week (150 questions) and, after it, a broken export that kept one line.
HARVESTS = (
    "INSERT INTO golden_harvests (suite, harvested_at, read_count, kept_count, share, "
    "by_surface, by_domain, dropped, group_list) VALUES "
    "('tanya-prod', 100.0, 160, 150, 0.4, '{{\"public\": 0.4}}', '{{}}', '{{}}', '[]'), "
    "('tanya-prod', 200.0, 1, 1, 1.0, '{{\"public\": 1.0}}', '{{}}', '{{}}', '[]')"
)


def _before_0015(dsn: str) -> None:
    """A database as the previous release left it: migrations up to 0014, two harvests."""
    target = parse_dsn(dsn)
    shipped = [m for m in load_migrations(target.backend.value) if m.version < 15]
    assert shipped[-1].version == 14
    if target.sqlite_path is not None:
        conn = sqlite3.connect(target.sqlite_path)
        try:
            conn.execute(
                "CREATE TABLE schema_migrations ("
                "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
            )
            for m in shipped:
                for statement in _statements(m.sql):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_migrations VALUES (?, ?, ?)",
                    (m.version, m.name, time.time()),
                )
            conn.execute(HARVESTS.format())
            conn.commit()
        finally:
            conn.close()
        return
    with psycopg.connect(dsn, autocommit=True) as pg:
        pg.execute(
            "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, "
            "applied_at timestamptz NOT NULL DEFAULT now())"
        )
        for m in shipped:
            pg.execute(m.sql.encode())
            pg.execute(
                "INSERT INTO schema_migrations (version, name) VALUES (%s, %s)", (m.version, m.name)
            )
        pg.execute(HARVESTS.format().encode())


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
