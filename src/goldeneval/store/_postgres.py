"""The PostgreSQL history store (psycopg 3): the cluster and team backend.

One connection per store object, in autocommit mode with explicit
transactions, guarded by a lock (the evaluator calls from a worker thread).
Every operation is idempotent (upserts, reads), so when the connection is
lost — a failover, a restarted server, ``pg_terminate_backend`` — the store
reconnects and repeats the operation (``_outage.Outage``: capped backoff with
jitter) until the outage budget is spent, then gives up with
``StoreUnavailable``.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import psycopg
import psycopg.conninfo
import psycopg.errors
from psycopg import pq
from psycopg.types.json import Jsonb

from goldeneval.config import redact_dsn
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
    unique,
)

T = TypeVar("T")
Conn = psycopg.Connection[tuple[Any, ...]]

MIGRATION_LOCK_KEY = 0x676F6C64_6576616C  # "goldeval": one key for every goldeneval database
"""Advisory lock serialising migrations across processes (shard pods start together)."""

DEFAULT_CONNECT_TIMEOUT = 10
"""Seconds to wait for the server on connect, unless the DSN sets connect_timeout."""

_COLS = ", ".join(RESULT_COLUMNS)

# A batch is COPYed into a session-local staging table and merged with one
# INSERT … SELECT: about a third faster than a pipelined executemany of the
# same upsert, because the rows travel as COPY data instead of 24 bound
# parameters each. The table is created inside every write transaction
# (IF NOT EXISTS is a catalog lookup), so it also exists after a reconnect
# and behind a transaction-pooling proxy; ON COMMIT DELETE ROWS empties it.
_STAGING = (
    b"SET LOCAL client_min_messages = warning; "
    b"CREATE TEMP TABLE IF NOT EXISTS goldeneval_incoming "
    b"(LIKE golden_results INCLUDING DEFAULTS) ON COMMIT DELETE ROWS"
)
_COPY_STAGING = f"COPY goldeneval_incoming ({_COLS}) FROM STDIN"

# ORDER BY locks rows in key order, so overlapping writers cannot deadlock.
_MERGE = (
    f"INSERT INTO golden_results ({_COLS}) "
    f"SELECT {_COLS} FROM goldeneval_incoming ORDER BY run_id, item_id " + UPSERT_KEEPING_FINAL
)

# One statement for every item, in two steps that give the same answer as
# "latest ok row per item with run_seq < before":
#   1. the suite's run just before ``before`` usually judged almost every
#      item; an ok result there is by definition the latest one. Reading that
#      run's rows is one range scan of the primary key (rows of a run sit
#      together), far cheaper than 10,000 separate index seeks;
#   2. the few items it did not judge (errored, skipped, new, a partial run)
#      fall back to a LATERAL … LIMIT 1 per item: one backward seek each on
#      the partial, covering baseline index.
# DISTINCT ON would instead read every ok row of those items in the whole
# history (100 per item after 100 runs). bench/bench_store.py measures it.
_BASELINES = """
WITH asked AS (
    SELECT unnest(%(ids)s::text[]) AS item_id
),
prev AS (
    SELECT run_id FROM golden_runs
    WHERE suite = %(suite)s AND seq < %(before)s
    ORDER BY seq DESC
    LIMIT 1
),
hit AS (
    SELECT r.item_id, r.run_id, r.outcome,
           r.answer_sha256, r.contract_digest, r.judge_model, r.prompt_digest,
           r.tools, r.turns
    FROM prev
    JOIN golden_results AS r ON r.run_id = prev.run_id
    JOIN asked AS a ON a.item_id = r.item_id
    WHERE r.judge_status = 'ok' AND r.outcome <> 'escalated'
)
SELECT * FROM hit  -- the columns of the lateral arm below, in its order
UNION ALL
SELECT m.item_id, b.run_id, b.outcome,
       b.answer_sha256, b.contract_digest, b.judge_model, b.prompt_digest, b.tools, b.turns
FROM (SELECT item_id FROM asked EXCEPT ALL SELECT item_id FROM hit) AS m
CROSS JOIN LATERAL (
    SELECT r.run_id, r.outcome,
           r.answer_sha256, r.contract_digest, r.judge_model, r.prompt_digest, r.tools, r.turns
    FROM golden_results AS r
    WHERE r.suite = %(suite)s AND r.item_id = m.item_id
      AND r.judge_status = 'ok' AND r.outcome <> 'escalated' AND r.run_seq < %(before)s
    ORDER BY r.run_seq DESC
    LIMIT 1
) AS b
"""


class PostgresStore(SqlFeatures):
    """``Store`` on PostgreSQL (see ``goldeneval.store._interface.Store`` for the contract)."""

    def __init__(
        self,
        dsn: str,
        *,
        migrate: bool = True,
        outage_seconds: float = DEFAULT_OUTAGE_SECONDS,
        notify: Callable[[str], None] | None = None,
    ) -> None:
        """Connect (waiting up to ``outage_seconds`` for an unreachable server) and migrate.

        ``notify`` hears, once per outage, that the server became unreachable.
        """
        self._dsn = dsn
        self._shown = redact_dsn(dsn)
        try:
            params = psycopg.conninfo.conninfo_to_dict(dsn)
        except psycopg.ProgrammingError as exc:
            # libpq quotes the whole DSN, password included, in this message.
            raise ConfigError(
                f"the PostgreSQL DSN {self._shown} cannot be parsed; expected "
                "postgresql://user[:password]@host[:port]/dbname[?sslmode=…]"
            ) from exc
        self._password = str(params.get("password") or "")
        host = params.get("host") or params.get("hostaddr") or "localhost (default)"
        port = params.get("port") or "5432"
        db = params.get("dbname") or params.get("user") or "(default)"
        self.where = f"host {host}, port {port}, database {db}"
        """Where the store is, safe to print."""
        self._extra: dict[str, Any] = {}
        if "connect_timeout" not in params:
            self._extra["connect_timeout"] = DEFAULT_CONNECT_TIMEOUT
        if "application_name" not in params:
            self._extra["application_name"] = "goldeneval"
        self.outage = Outage(outage_seconds, notify=notify)
        """The outage budget and what the store went through."""
        self.migrations_applied: tuple[str, ...] = ()  # see Store.migrations_applied
        self._lock = threading.RLock()
        self._conn: Conn | None = None
        self._keys: dict[str, RunKey] = {}
        self._stored: dict[str, set[str]] = {}
        self._run("connecting", lambda conn: None)
        if migrate:
            self.migrate()

    # ------------------------------------------------------------ plumbing

    def _scrub(self, exc: BaseException) -> str:
        """An error's text with the password masked, in case a driver quotes it."""
        # libpq messages span lines and end with hints; one line reads better in a report.
        text = " ".join(str(exc).split()) or type(exc).__name__
        return text.replace(self._password, "***") if self._password else text

    def _connection(self) -> Conn:
        if self._conn is None or self._conn.closed:
            self._conn = psycopg.connect(self._dsn, autocommit=True, **self._extra)
        return self._conn

    def _discard(self) -> None:
        if self._conn is not None:
            # Already broken: nothing is left to release, so ignore failures.
            with contextlib.suppress(psycopg.Error):
                self._conn.close()
            self._conn = None

    def _lost(self, exc: psycopg.Error) -> bool:
        """Worth a reconnect-and-retry: the server is unreachable, the connection gone, a
        deadlock, or a server starting, stopping or read-only (a failover caught midway)."""
        if isinstance(exc, psycopg.errors.SerializationFailure | psycopg.errors.DeadlockDetected):
            return True
        state = exc.sqlstate or ""
        if state[:2] in ("28", "3D"):  # bad credentials, no such database: a config error
            return False
        if state[:2] in ("08", "57") or state == "25006":  # connection, shutdown, read-only
            return True
        if isinstance(exc, psycopg.OperationalError | psycopg.InterfaceError):
            conn = self._conn
            # A kill mid-batch (executemany pipelines) may leave it in pipeline mode, unusable.
            stuck = conn is not None and conn.pgconn.pipeline_status != pq.PipelineStatus.OFF
            return conn is None or conn.closed or conn.broken or stuck
        return False

    def _run(
        self,
        what: str,
        fn: Callable[[Conn], T],
        give_up: Callable[[], str] | None = None,
    ) -> T:
        """Run ``fn`` on the connection, on a fresh one after each loss, within the outage budget."""

        def attempt() -> T:
            # The lock is held per attempt, never across a backoff pause, so a
            # read on another thread is not queued behind a writer's wait.
            with self._lock:
                try:
                    return fn(self._connection())
                except psycopg.Error as exc:
                    if not self._lost(exc):
                        raise StoreError(
                            f"PostgreSQL history store ({self.where}): {what} failed: "
                            f"{self._scrub(exc)}"
                        ) from exc
                    self._discard()
                    raise

        def lost(exc: Exception) -> str | None:
            return self._scrub(exc) if isinstance(exc, psycopg.Error) else None

        def message(seconds: float, cause: str) -> str:
            text = (
                f"PostgreSQL history store unreachable for {seconds:.0f} s ({self.where}; "
                f"DSN {self._shown}): {what} failed: {cause}"
            )
            return text + (
                give_up()
                if give_up
                else (
                    " — check that the server is running and that the DSN "
                    "(goldeneval.store, GOLDENEVAL_STORE or DATABASE_URL) is right."
                )
            )

        return self.outage.run(attempt, lost, message)

    # ------------------------------------------------------------ Store

    def migrate(self) -> None:
        """Apply missing migrations in one transaction under a transaction-level advisory lock.

        Concurrent openers queue on the lock; each one then sees what the
        previous applied and has nothing left to do. The lock is released at
        commit or rollback, so a crashed migrator never leaves it held.
        """
        migrations = load_migrations("postgres")

        def apply(conn: Conn) -> None:
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
                conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations ("
                    "version integer PRIMARY KEY, name text NOT NULL, "
                    "applied_at timestamptz NOT NULL DEFAULT now())"
                )
                done = {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}
                pending = [m for m in migrations if m.version not in done]
                for m in pending:
                    # No parameters: psycopg sends the file as one simple
                    # query, so a migration may hold several statements.
                    conn.execute(m.sql.encode("utf-8"))
                    conn.execute(
                        "INSERT INTO schema_migrations (version, name) VALUES (%s, %s)",
                        (m.version, m.name),
                    )
                self.migrations_applied = tuple(m.name for m in pending)

        self._run("migrating the schema", apply)

    def begin_run(self, run: RunStart) -> RunRecord:
        """Insert the run row; on a known run id, mark it running again and return it unchanged."""
        cols = ", ".join(RUN_INSERT_COLUMNS)
        marks = ", ".join("%s" for _ in RUN_INSERT_COLUMNS)

        def begin(conn: Conn) -> tuple[RunRecord, set[str]]:
            with conn.transaction():
                # Shard pods of one run call this at the same moment: the
                # insert-or-nothing is atomic, and FOR UPDATE makes the
                # status change wait for whichever pod inserted first.
                conn.execute(
                    f"INSERT INTO golden_runs ({cols}) VALUES ({marks}) "
                    "ON CONFLICT (run_id) DO NOTHING",
                    start_values(run),
                )
                row = conn.execute(
                    f"{RUN_SELECT} WHERE run_id = %s FOR UPDATE", (run.run_id,)
                ).fetchone()
                assert row is not None
                existing = row_to_run(row)
                check_resume(existing, run)
                if existing.status is not RunStatus.RUNNING:
                    conn.execute(
                        "UPDATE golden_runs SET status = %s WHERE run_id = %s",
                        (RunStatus.RUNNING.value, run.run_id),
                    )
                    existing = row_to_run(
                        conn.execute(f"{RUN_SELECT} WHERE run_id = %s", (run.run_id,)).fetchone()
                        or row
                    )
                stored = {
                    r[0]
                    for r in conn.execute(
                        "SELECT item_id FROM golden_results WHERE run_id = %s", (run.run_id,)
                    )
                }
            return existing, stored

        record, stored = self._run(f"starting run {run.run_id}", begin)
        self._keys[run.run_id] = RunKey(record.suite, record.seq)
        self._stored[run.run_id] = stored
        return record

    def _key(self, run_id: str) -> RunKey:
        key = self._keys.get(run_id)
        if key is not None:
            return key

        def look(conn: Conn) -> tuple[Any, list[Any]]:
            row = conn.execute(
                "SELECT suite, seq FROM golden_runs WHERE run_id = %s", (run_id,)
            ).fetchone()
            items = conn.execute(
                "SELECT item_id FROM golden_results WHERE run_id = %s", (run_id,)
            ).fetchall()
            return row, items

        row, items = self._run(f"looking up run {run_id}", look)
        if row is None:
            raise StoreError(
                f"cannot save results of run {run_id}: the run is not in the store "
                "(begin_run must be called first)"
            )
        key = self._keys[run_id] = RunKey(row[0], int(row[1]))
        self._stored[run_id] = {r[0] for r in items}
        return key

    def stored_count(self, run_id: str) -> int:
        """Results of the run known to be stored by this object (for failure messages)."""
        return len(self._stored.get(run_id, ()))

    def save_results(self, results: Sequence[ItemResult]) -> None:
        """Upsert the batch in one transaction; never replace a final result by an errored one.

        Several results for one item in a batch collapse first to the one
        that row-by-row upserts would leave (``collapse_for_write``).

        On a lost connection the whole batch is retried (the upsert is
        idempotent); when it still cannot be written the ``StoreError`` says
        how many results of the run are stored, so the operator knows a rerun
        with the same run id completes it.
        """
        if not results:
            return
        ordered = collapse_for_write(results)
        run_ids = unique([r.run_id for r in ordered])
        keys = {rid: self._key(rid) for rid in run_ids}
        rows = [result_values(r, keys[r.run_id], Jsonb) for r in ordered]

        def write(conn: Conn) -> None:
            with conn.transaction(), conn.cursor() as cur:
                cur.execute(_STAGING)
                with cur.copy(_COPY_STAGING) as copy:
                    for row in rows:
                        copy.write_row(row)
                cur.execute(_MERGE)

        def stored_note() -> str:
            counts = "; ".join(
                f"{plural(self.stored_count(rid), 'result')} of run {rid} stored" for rid in run_ids
            )
            return (
                f" — {counts} (not the {len(rows)} of this batch). "
                "Rerun with the same run id once the database is back to complete the run."
            )

        self._run(f"saving {plural(len(rows), 'result')}", write, stored_note)
        for r in ordered:
            self._stored.setdefault(r.run_id, set()).add(r.item_id)

    def _baseline_rows(self, suite: str, before_seq: int, ids: list[str]) -> list[Any]:
        return self._run(
            f"looking up baselines in suite {suite}",
            lambda conn: conn.execute(
                _BASELINES, {"ids": ids, "suite": suite, "before": before_seq}
            ).fetchall(),
        )

    # ------------------------------------------------------------ SqlBackend

    PARAM = "%s"
    ID_ORDER = 'item_id COLLATE "C"'

    def _fetch(self, what: str, sql: str, params: tuple[Any, ...]) -> list[Any]:
        return self._run(what, lambda conn: conn.execute(sql, params).fetchall())

    def _update(self, what: str, sql: str, params: tuple[Any, ...]) -> int:
        return self._run(what, lambda conn: conn.execute(sql, params).rowcount)

    def wrap_json(self, value: Any) -> Any:
        return Jsonb(value)

    def _write_many(self, what: str, sql: str, rows: list[tuple[Any, ...]]) -> None:
        self._run(what, lambda conn: conn.cursor().executemany(sql, rows))

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            self._discard()
