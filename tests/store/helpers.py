"""Builders shared by the store tests."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import psycopg

from goldeneval.model import ItemResult, JudgeStatus, Outcome
from goldeneval.store import RunStart, parse_dsn
from goldeneval.store._migrations import load_migrations
from goldeneval.store._sqlite import _statements


def start(run_id: str, suite: str = "tanya-prod", **kw: Any) -> RunStart:
    """A RunStart with plausible defaults."""
    values: dict[str, Any] = {
        "run_id": run_id,
        "suite": suite,
        "set_digest": "sha256:" + "ab" * 32,
        "set_source": "deploy/golden/golden-set.yaml",
        "started_at": 1_700_000_000.25,
        "min_pass_rate": 0.8,
        "pass_threshold": 0.7,
        "allow_unverified": False,
        "unverified_items": 2,
    }
    values.update(kw)
    return RunStart(**values)


def result(
    run_id: str,
    item_id: str,
    outcome: Outcome = Outcome.PASSED,
    judge_status: JudgeStatus | None = None,
    **kw: Any,
) -> ItemResult:
    """An ItemResult whose judge_status follows the outcome unless given."""
    if judge_status is None:
        judge_status = {
            Outcome.PASSED: JudgeStatus.OK,
            Outcome.FAILED: JudgeStatus.OK,
            Outcome.ERRORED: JudgeStatus.ERROR,
            Outcome.SKIPPED: JudgeStatus.SKIPPED,
        }[outcome]
    values: dict[str, Any] = {
        "run_id": run_id,
        "item_id": item_id,
        "surface": "internal" if outcome is Outcome.SKIPPED else "public",
        "domain": "pt-perorangan",
        "verified": True,
        "question": f"Pertanyaan {item_id}?",
        "outcome": outcome,
        "judge_status": judge_status,
    }
    if outcome is Outcome.ERRORED:
        values["error"] = "chatbot: HTTP 503"
    elif outcome is not Outcome.SKIPPED:
        values["answer"] = f"Jawaban untuk {item_id}."
        values["correctness"] = 0.9 if outcome is Outcome.PASSED else 0.2
        values["judge_pass"] = outcome is Outcome.PASSED
    values.update(kw)
    return ItemResult(**values)


@dataclass
class OlderSchema:
    """A database being filled as an older release left it (see :func:`older_schema`)."""

    sqlite: bool
    """SQLite (``?`` placeholders, 0/1 booleans) or PostgreSQL (``%s``, true/false)."""
    execute: Callable[..., list[Any]]
    """Run one statement with its parameters; the rows it returned."""


@contextmanager
def older_schema(dsn: str, before: int) -> Iterator[OlderSchema]:
    """The database ``dsn`` with only the shipped migrations numbered below ``before``
    applied and recorded, for the test to fill as that release would have."""
    target = parse_dsn(dsn)
    shipped = [m for m in load_migrations(target.backend.value) if m.version < before]
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
            yield OlderSchema(True, lambda sql, params=(): conn.execute(sql, params).fetchall())
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

        def execute(sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
            cursor = pg.execute(sql.encode(), params)
            return cursor.fetchall() if cursor.description else []

        yield OlderSchema(False, execute)
