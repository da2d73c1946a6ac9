"""Fixtures shared by every room's tests.

PostgreSQL is a real server. The tests never skip when it is missing: CI
starts it (``.ci/run``); on a developer machine the fixture fails with the
command that starts it.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

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


def create_database(admin_dsn: str) -> str:
    name = f"goldeneval_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin_dsn, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return name


def drop_database(admin_dsn: str, name: str) -> None:
    with psycopg.connect(admin_dsn, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def pg_dsn(pg_server: str) -> Iterator[str]:
    """A fresh, empty database for one test, dropped afterwards."""
    name = create_database(pg_server)
    try:
        yield _with_dbname(pg_server, name)
    finally:
        drop_database(pg_server, name)


@pytest.fixture(scope="session")
def pg_session_dsn(pg_server: str) -> Iterator[str]:
    """A fresh database shared by a whole test session (for slower suites)."""
    name = create_database(pg_server)
    try:
        yield _with_dbname(pg_server, name)
    finally:
        drop_database(pg_server, name)
