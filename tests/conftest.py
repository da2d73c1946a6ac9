"""Fixtures shared by every room's tests.

PostgreSQL is a real server. The tests never skip when it is missing: CI
starts it (``.ci/run``); on a developer machine the fixture fails with the
command that starts it.
"""

from __future__ import annotations

import os
import socket
import ssl
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
import trustme

DEFAULT_ADMIN_DSN = "postgresql://postgres@127.0.0.1:5432/test"


def pg_admin_dsn() -> str:
    """A DSN of a database we may create other databases from."""
    return os.environ.get("GOLDENEVAL_TEST_PG_DSN", DEFAULT_ADMIN_DSN)


def _with_dbname(dsn: str, dbname: str) -> str:
    """The same ``postgresql://`` URL pointing at another database."""
    parts = urlsplit(dsn)
    return urlunsplit((parts.scheme, parts.netloc, "/" + dbname, parts.query, parts.fragment))


@pytest.fixture(scope="session")
def pg_server() -> str:
    """The admin DSN, after checking the server answers (fails loudly, never skips)."""
    dsn = pg_admin_dsn()
    try:
        with psycopg.connect(dsn, connect_timeout=5) as conn:
            conn.execute("SELECT 1")
    except psycopg.OperationalError as exc:
        pytest.fail(
            f"PostgreSQL is not reachable at {dsn} ({exc}).\n"
            "Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n"
            "or point GOLDENEVAL_TEST_PG_DSN at a server where we may create databases."
        )
    return dsn


def unused_port() -> int:
    """A loopback TCP port nothing listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until(
    what: str,
    predicate: Callable[[], object],
    timeout: float = 60.0,
    interval: float = 0.1,
    detail: Callable[[], str] | None = None,
) -> object:
    """Poll ``predicate`` until it returns something truthy (returned); AssertionError on timeout.

    ``detail`` adds what helps to read a timeout (a log, the server's state).
    """
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            extra = f"\n{detail()}" if detail is not None else ""
            raise AssertionError(f"timed out after {timeout}s waiting for {what}{extra}")
        time.sleep(interval)


@contextmanager
def fresh_database(admin_dsn: str) -> Iterator[str]:
    """The DSN of a new, empty database, dropped (connections and all) afterwards."""
    name = f"goldeneval_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin_dsn, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield _with_dbname(admin_dsn, name)
    finally:
        with psycopg.connect(admin_dsn, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def pg_dsn(pg_server: str) -> Iterator[str]:
    """A fresh, empty database for one test, dropped afterwards."""
    with fresh_database(pg_server) as dsn:
        yield dsn


@pytest.fixture(scope="session")
def pg_session_dsn(pg_server: str) -> Iterator[str]:
    """A fresh database shared by a whole test session (for slower suites)."""
    with fresh_database(pg_server) as dsn:
        yield dsn


@pytest.fixture(params=["sqlite", "postgres"])
def store_dsn(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database of each backend in turn: same behaviour, same tests."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/history.db"
    dsn: str = request.getfixturevalue("pg_dsn")
    return dsn


@pytest.fixture(scope="session")
def private_ca() -> trustme.CA:
    """A certificate authority no system trusts (an on-prem PKI)."""
    return trustme.CA()


def server_tls(ca: trustme.CA) -> ssl.SSLContext:
    """A server-side TLS context with a certificate of ``ca`` for 127.0.0.1."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1").configure_cert(context)
    return context
