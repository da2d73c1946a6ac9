"""The SQLite history store: the default, a single file, zero setup.

WAL mode lets the operator's API and ``goldeneval history`` read while a run
writes; the busy timeout makes two processes on one file wait for each other
instead of failing. One connection per store object, guarded by a lock,
because the evaluator calls the store from a worker thread.

A file that stays locked past the busy timeout, or that is briefly
unavailable (a network volume that went away), is treated like an
unreachable server: the operation is repeated on a fresh connection within
the outage budget (``_outage.Outage``).
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from goldeneval.model import ConfigError, ItemResult, StoreError
from goldeneval.store._features import SqlFeatures
from goldeneval.store._migrations import load_migrations
from goldeneval.store._outage import DEFAULT_OUTAGE_SECONDS, Outage
from goldeneval.store._records import RunRecord, RunStart, RunStatus
from goldeneval.store._rows import (
    RESULT_COLUMNS,
    RUN_INSERT_COLUMNS,
    RUN_SELECT,
    UPSERT_KEEPING_FINAL,
    RunKey,
    check_resume,
    collapse_for_write,
    plural,
    result_values,
    row_to_run,
    start_values,
)

T = TypeVar("T")

BUSY_TIMEOUT_SECONDS = 30.0
"""How long a writer waits for another process's transaction before giving up."""


_UNAVAILABLE = ("locked", "unable to open", "disk i/o error", "busy")
"""Words of the SQLite errors that mean "not now" rather than "wrong": retried in the budget."""

_UPSERT = (
    f"INSERT INTO golden_results ({', '.join(RESULT_COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in RESULT_COLUMNS)}) " + UPSERT_KEEPING_FINAL
)

# One statement for every item: the correlated subquery is a single seek on
# the partial baseline index per item (SQLite uses the index for
# ORDER BY run_seq DESC LIMIT 1), so the cost grows with the number of items
# asked for, not with the history's length.
_BASELINES = """
SELECT r.item_id, r.run_id, r.outcome,
       r.answer_sha256, r.contract_digest, r.judge_model, r.prompt_digest, r.tools, r.turns
FROM (SELECT DISTINCT value AS item_id FROM json_each(?)) AS i
JOIN golden_results AS r ON r.rowid = (
    SELECT b.rowid FROM golden_results AS b
    WHERE b.suite = ? AND b.item_id = i.item_id
      AND b.judge_status = 'ok' AND b.outcome <> 'escalated' AND b.run_seq < ?
    ORDER BY b.run_seq DESC
    LIMIT 1
)
"""


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class SqliteStore(SqlFeatures):
    """``Store`` on a SQLite file (see ``goldeneval.store._interface.Store`` for the contract)."""

    def __init__(
        self,
        path: Path,
        *,
        migrate: bool = True,
        outage_seconds: float = DEFAULT_OUTAGE_SECONDS,
        notify: Callable[[str], None] | None = None,
        create: bool = True,
    ) -> None:
        """Open (creating the file and its directory when missing) and migrate.

        ``create=False`` (the read-only commands) refuses a missing file instead
        of leaving an empty store behind a typo'd path.
        """
        self.path = path
        self._lock = threading.RLock()
        self._keys: dict[str, RunKey] = {}
        self._conn: sqlite3.Connection | None = None
        self.outage = Outage(outage_seconds, notify=notify)
        """The outage budget and what the store went through."""
        self.migrations_applied: tuple[str, ...] = ()  # see Store.migrations_applied
        if path.is_dir():
            raise ConfigError(
                f"the SQLite history store {path} is a directory; "
                f"give a file path such as {path / 'history.db'}"
            )
        if not create and not path.exists():
            raise ConfigError(
                f"no SQLite history store at {path}: nothing has been run against it; "
                "check --store, the config's goldeneval.store or GOLDENEVAL_STORE"
            )
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise self._cannot_open(exc) from exc
        self._run("opening", lambda conn: None)
        if migrate:
            self.migrate()

    # ------------------------------------------------------------ plumbing

    def _cannot_open(self, exc: BaseException) -> StoreError:
        return StoreError(
            f"cannot open the SQLite history store at {self.path}: {exc}. "
            "Check that the directory exists and is writable, or configure another store."
        )

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            # isolation_level=None: we issue BEGIN/COMMIT ourselves, so a
            # batch is one transaction and nothing is left half-open.
            # check_same_thread=False: the lock serialises access instead.
            conn = sqlite3.connect(
                self.path,
                timeout=BUSY_TIMEOUT_SECONDS,
                isolation_level=None,
                check_same_thread=False,
            )
            try:
                _enable_wal(conn)
                # NORMAL is durable against a crash of the process (what the
                # resume contract needs); only an OS crash could drop the last
                # commits, and those items are simply re-driven on resume.
                conn.execute("PRAGMA synchronous = NORMAL")
                conn.execute("PRAGMA foreign_keys = ON")
            except BaseException:
                conn.close()
                raise
            self._conn = conn
        return self._conn

    def _discard(self) -> None:
        if self._conn is not None:
            try:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # the connection is being dropped anyway
            finally:
                self._conn.close()
                self._conn = None

    def _run(self, what: str, fn: Callable[[sqlite3.Connection], T], *, write: bool = False) -> T:
        """``fn`` on the connection (in one IMMEDIATE transaction when ``write``), within the budget.

        Taking the write lock at BEGIN rather than at the first write means a
        busy database makes us wait (busy timeout) instead of failing with
        SQLITE_BUSY halfway through a read-then-write.
        """

        def attempt() -> T:
            with self._lock:
                try:
                    conn = self._connection()
                    if not write:
                        return fn(conn)
                    conn.execute("BEGIN IMMEDIATE")
                    value = fn(conn)
                    conn.execute("COMMIT")
                    return value
                except sqlite3.Error as exc:
                    if _unavailable(exc):
                        self._discard()  # a fresh connection for the next attempt
                        raise
                    if self._conn is not None and self._conn.in_transaction:
                        self._conn.execute("ROLLBACK")
                    if what == "opening":
                        raise self._cannot_open(exc) from exc
                    raise self._fail(what, exc) from exc
                except BaseException:
                    if self._conn is not None and self._conn.in_transaction:
                        self._conn.execute("ROLLBACK")
                    raise

        def lost(exc: Exception) -> str | None:
            return str(exc) if isinstance(exc, sqlite3.Error) and _unavailable(exc) else None

        def message(seconds: float, cause: str) -> str:
            return (
                f"SQLite history store {self.path} unavailable for {seconds:.0f} s: "
                f"{what} failed: {cause}"
            )

        return self.outage.run(attempt, lost, message)

    def _fail(self, what: str, exc: sqlite3.Error) -> StoreError:
        return StoreError(f"SQLite history store {self.path}: {what} failed: {exc}")

    # ------------------------------------------------------------ SqlBackend

    PARAM = "?"
    ID_ORDER = "item_id"

    def _fetch(self, what: str, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        return self._run(what, lambda conn: conn.execute(sql, params).fetchall())

    def _update(self, what: str, sql: str, params: tuple[Any, ...]) -> int:
        return self._run(what, lambda conn: int(conn.execute(sql, params).rowcount), write=True)

    def wrap_json(self, value: Any) -> Any:
        return _dumps(value)

    def _write_many(self, what: str, sql: str, rows: list[tuple[Any, ...]]) -> None:
        self._run(what, lambda conn: conn.executemany(sql, rows), write=True)

    # ------------------------------------------------------------ Store

    def migrate(self) -> None:
        """Apply the shipped migrations that this file has not seen, under the write lock."""

        def apply(conn: sqlite3.Connection) -> None:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
            )
            done = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
            pending = [m for m in load_migrations("sqlite") if m.version not in done]
            for m in pending:
                for statement in _statements(m.sql):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (m.version, m.name, time.time()),
                )
            self.migrations_applied = tuple(m.name for m in pending)

        self._run("migrating the schema", apply, write=True)

    def begin_run(self, run: RunStart) -> RunRecord:
        """Insert the run row; on a known run id, mark it running again and return it unchanged."""
        cols = ", ".join(RUN_INSERT_COLUMNS)
        marks = ", ".join("?" for _ in RUN_INSERT_COLUMNS)

        def begin(conn: sqlite3.Connection) -> RunRecord:
            row = conn.execute(f"{RUN_SELECT} WHERE run_id = ?", (run.run_id,)).fetchone()
            if row is not None:
                check_resume(row_to_run(row), run)
                conn.execute(
                    "UPDATE golden_runs SET status = ? WHERE run_id = ?",
                    (RunStatus.RUNNING.value, run.run_id),
                )
            else:
                conn.execute(
                    f"INSERT INTO golden_runs ({cols}) VALUES ({marks})", start_values(run)
                )
            return row_to_run(
                conn.execute(f"{RUN_SELECT} WHERE run_id = ?", (run.run_id,)).fetchone()
            )

        record = self._run(f"starting run {run.run_id}", begin, write=True)
        self._keys[run.run_id] = RunKey(record.suite, record.seq)
        return record

    def _key(self, run_id: str) -> RunKey:
        key = self._keys.get(run_id)
        if key is None:
            rows = self._fetch(
                f"looking up run {run_id}",
                "SELECT suite, seq FROM golden_runs WHERE run_id = ?",
                (run_id,),
            )
            if not rows:
                raise StoreError(
                    f"cannot save results of run {run_id}: the run is not in the store "
                    "(begin_run must be called first)"
                )
            key = self._keys[run_id] = RunKey(rows[0][0], int(rows[0][1]))
        return key

    def save_results(self, results: Sequence[ItemResult]) -> None:
        """Upsert the batch in one transaction; never replace a final result by an errored one."""
        if not results:
            return
        rows = [
            result_values(r, self._key(r.run_id), _dumps, keeps_nul=True)
            for r in collapse_for_write(results)
        ]
        self._run(
            f"saving {plural(len(rows), 'result')}",
            lambda conn: conn.executemany(_UPSERT, rows),
            write=True,
        )

    def _baseline_rows(self, suite: str, before_seq: int, ids: list[str]) -> list[Any]:
        return self._fetch(
            f"looking up baselines in suite {suite}", _BASELINES, (_dumps(ids), suite, before_seq)
        )

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            self._discard()


def _unavailable(exc: sqlite3.Error) -> bool:
    """The file is locked or briefly unavailable (not a wrong statement or a broken schema)."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and any(w in text for w in _UNAVAILABLE)


def _statements(script: str) -> list[str]:
    """Split a migration file into statements (``execute`` runs one at a time).

    ``executescript`` would do it, but it commits first, which would let a
    concurrent opener slip in between our version check and our DDL.
    """
    out: list[str] = []
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                out.append(buf.strip())
            buf = ""
    if buf.strip() and not all(
        ln.strip().startswith("--") or not ln.strip() for ln in buf.splitlines()
    ):
        raise StoreError("a SQLite migration ends with an incomplete statement")
    return out


def _enable_wal(conn: sqlite3.Connection) -> None:
    """Switch a (possibly brand-new) file to WAL, waiting out other openers.

    Several processes opening a fresh file at once race for the exclusive lock
    the switch needs, and SQLite reports "database is locked" at once instead
    of calling the busy handler; retry for as long as any other wait.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_SECONDS
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)
