"""The throw-away databases a test session creates on the shared PostgreSQL server.

Two costs are taken off each test's path:

* The schema. A test that only needs a store with the shipped schema gets a
  clone of one template this session migrated once (``CREATE DATABASE … TEMPLATE``)
  instead of an empty database it migrates itself. The template's name is this
  session's own (other sessions, and pytest-xdist's other workers, share the
  server), and nothing stays connected to it: a clone fails while anyone is.
* The drop. ``DROP DATABASE`` waits for a checkpoint, about a second on a busy
  server. Drops queue here and a background thread drops what has queued at
  once, in parallel, so they share checkpoints and no test waits for one.
"""

from __future__ import annotations

import queue
import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from urllib.parse import urlsplit, urlunsplit

import psycopg

from goldeneval.store import open_store

PREFIX = "goldeneval_test_"
"""Every database a test session creates starts so (an orphan is easy to find)."""


def with_dbname(dsn: str, dbname: str) -> str:
    """The same ``postgresql://`` URL pointing at another database."""
    parts = urlsplit(dsn)
    return urlunsplit((parts.scheme, parts.netloc, "/" + dbname, parts.query, parts.fragment))


def _drop(admin_dsn: str, name: str) -> None:
    with psycopg.connect(admin_dsn, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class Databases:
    """One session's databases on the server at ``admin_dsn``: created, cloned, reaped."""

    def __init__(self, admin_dsn: str) -> None:
        self.admin_dsn = admin_dsn
        """A DSN of a database we may create other databases from."""
        self._template: str | None = None
        self._template_lock = threading.Lock()
        self._doomed: queue.Queue[str | None] = queue.Queue()
        self._errors: list[str] = []
        self._reaper = threading.Thread(target=self._reap, name="pg-reaper", daemon=True)
        self._reaper.start()

    def create(self, template: str | None = None) -> str:
        """The name of a new database: empty, or a copy of ``template``."""
        name = f"{PREFIX}{uuid.uuid4().hex[:12]}"
        clause = f' TEMPLATE "{template}"' if template else ""
        with psycopg.connect(self.admin_dsn, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"{clause}')
        return name

    def migrated_template(self) -> str:
        """This session's template: an empty database the store migrated once, then left."""
        with self._template_lock:
            if self._template is None:
                name = self.create()
                open_store(with_dbname(self.admin_dsn, name)).close()
                self._template = name
            return self._template

    @contextmanager
    def fresh(self, *, migrated: bool = False) -> Iterator[str]:
        """The DSN of a new database (empty, or with the schema), dropped afterwards."""
        name = self.create(self.migrated_template() if migrated else None)
        try:
            yield with_dbname(self.admin_dsn, name)
        finally:
            self._doomed.put(name)

    def _reap(self) -> None:
        done = False
        while not done:
            batch = [self._doomed.get()]
            while True:
                try:
                    batch.append(self._doomed.get_nowait())
                except queue.Empty:
                    break
            done = None in batch
            names = [name for name in batch if name is not None]
            if names:
                with ThreadPoolExecutor(max_workers=min(8, len(names))) as pool:
                    for name, error in zip(names, pool.map(self._try_drop, names), strict=True):
                        if error:
                            self._errors.append(f"{name}: {error}")

    def _try_drop(self, name: str) -> str:
        try:
            _drop(self.admin_dsn, name)
        except psycopg.Error as exc:
            return str(exc)
        return ""

    def close(self) -> None:
        """Drop the template and whatever still queues; fail if a database was left behind."""
        if self._template is not None:
            self._doomed.put(self._template)
        self._doomed.put(None)
        self._reaper.join(300)
        if self._reaper.is_alive():
            raise AssertionError("the session's databases were still being dropped after 300 s")
        if self._errors:
            raise AssertionError("databases left on the server:\n" + "\n".join(self._errors))
