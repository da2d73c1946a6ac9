"""History store: SQLite (default) and PostgreSQL behind one interface.

Other rooms use :func:`open_store` and the records of ``_interface``::

    store = open_store(dsn)          # None: SQLite under $XDG_STATE_HOME
    record = store.begin_run(start)  # resumes when the run id exists
    ...
    store.close()
"""

from __future__ import annotations

from collections.abc import Callable

from goldeneval.store._costs import StoredCost, summed
from goldeneval.store._dsn import ACCEPTED_FORMS, Backend, default_sqlite_path, parse_dsn
from goldeneval.store._flaky import with_history_flaky
from goldeneval.store._interface import Store
from goldeneval.store._labelling import label_answer, label_of, undo_label
from goldeneval.store._outage import DEFAULT_OUTAGE_SECONDS, Outage
from goldeneval.store._records import (
    AnswerKey,
    ItemLatency,
    LabelledAnswer,
    ReuseKey,
    RunRecord,
    RunStart,
    RunStatus,
    StoredLabel,
)
from goldeneval.store._reports import (
    html_report,
    stored_calibration,
    stored_compare,
    stored_run_summary,
)
from goldeneval.store._spool import Spool, confirm_spool, replay_spool, spool_path
from goldeneval.store._sqlite import SqliteStore

__all__ = [
    "ACCEPTED_FORMS",
    "DEFAULT_OUTAGE_SECONDS",
    "AnswerKey",
    "Backend",
    "ItemLatency",
    "LabelledAnswer",
    "Outage",
    "ReuseKey",
    "RunRecord",
    "RunStart",
    "RunStatus",
    "Spool",
    "SqliteStore",
    "Store",
    "StoredCost",
    "StoredLabel",
    "confirm_spool",
    "default_sqlite_path",
    "html_report",
    "label_answer",
    "label_of",
    "open_store",
    "parse_dsn",
    "replay_spool",
    "spool_path",
    "stored_calibration",
    "stored_compare",
    "stored_run_summary",
    "summed",
    "undo_label",
    "with_history_flaky",
]


def open_store(
    dsn: str | None,
    *,
    migrate: bool = True,
    outage_seconds: float = DEFAULT_OUTAGE_SECONDS,
    notify: Callable[[str], None] | None = None,
    create: bool = True,
) -> Store:
    """The store a DSN names, connected and (unless ``migrate=False``) migrated.

    ``None`` selects SQLite at ``$XDG_STATE_HOME/goldeneval/history.db``;
    ``sqlite:///abs/path`` or ``sqlite:rel/path`` a SQLite file;
    ``postgresql://`` or ``postgres://`` PostgreSQL. Raises ``ConfigError``
    for any other form and ``StoreError`` when the database cannot be
    reached (the message names host and database, never the password).

    An unreachable store is waited for, and every later operation retried,
    until it has been unreachable for ``outage_seconds``
    (``StoreUnavailable``); ``notify`` hears once per outage that it began.

    ``create=False`` (read-only commands) refuses, as ``ConfigError``, a
    SQLite file that does not exist rather than creating an empty one.
    """
    target = parse_dsn(dsn)
    if target.backend is Backend.POSTGRES:
        # Imported here so SQLite users (the CLI default) never load psycopg.
        from goldeneval.store._postgres import PostgresStore

        assert target.dsn is not None
        return PostgresStore(
            target.dsn, migrate=migrate, outage_seconds=outage_seconds, notify=notify
        )
    assert target.sqlite_path is not None
    return SqliteStore(
        target.sqlite_path,
        migrate=migrate,
        outage_seconds=outage_seconds,
        notify=notify,
        create=create,
    )
