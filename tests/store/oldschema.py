"""A store as an earlier release left it, for the tests of a migration that upgrades one."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg

from goldeneval.store import parse_dsn
from goldeneval.store._migrations import load_migrations
from goldeneval.store._sqlite import _statements


class OldStore:
    """The database with the migrations before a version applied, to write its rows in."""

    def __init__(self, sqlite: sqlite3.Connection | None, pg: psycopg.Connection[Any] | None):
        self._sqlite = sqlite
        self._pg = pg

    @property
    def is_sqlite(self) -> bool:
        """SQLite (``?`` parameters, booleans 0/1) or PostgreSQL (``%s``, false/true)."""
        return self._sqlite is not None

    @property
    def mark(self) -> str:
        """The backend's parameter mark."""
        return "?" if self.is_sqlite else "%s"

    def false_true(self) -> tuple[str, str]:
        """The backend's literals for false and true."""
        return ("0", "1") if self.is_sqlite else ("false", "true")

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        """One statement; its first row, if it returned any."""
        if self._sqlite is not None:
            return self._sqlite.execute(sql, params).fetchone()
        assert self._pg is not None
        cursor = self._pg.execute(sql.encode() if not params else sql, params or None)
        return cursor.fetchone() if cursor.description else None


@contextmanager
def before_migration(dsn: str, version: int) -> Iterator[OldStore]:
    """The database at ``dsn`` with the shipped migrations below ``version`` applied and
    recorded, as the release before it left it; what the block writes is committed."""
    target = parse_dsn(dsn)
    shipped = [m for m in load_migrations(target.backend.value) if m.version < version]
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
            yield OldStore(conn, None)
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
        yield OldStore(None, pg)
