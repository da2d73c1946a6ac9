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
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
import trustme
from hypothesis import HealthCheck, settings

from goldeneval.store import Store, open_store
from tests.pgdatabases import Databases

# `make test` runs the suite with ``--hypothesis-profile=ci``: the same example counts
# (each test's own ``max_examples``, else hypothesis's 100), but no wall-clock limits — a
# loaded machine running several pytest-xdist workers must not fail a property on timing —
# no example database written into a fresh clone, and a reproduction blob on failure.
settings.register_profile(
    "ci",
    deadline=None,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)

DEFAULT_ADMIN_DSN = "postgresql://postgres@127.0.0.1:5432/test"


def pg_admin_dsn() -> str:
    """A DSN of a database we may create other databases from."""
    return os.environ.get("GOLDENEVAL_TEST_PG_DSN", DEFAULT_ADMIN_DSN)


@pytest.fixture(autouse=True)
def private_state_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each test's own ``$XDG_STATE_HOME``: the evaluator's default spool lives there, one
    file per suite and run id, and the tests on other pytest-xdist workers (or another
    checkout's suite on this machine) run the same suites and run ids at the same time."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path_factory.mktemp("state")))


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


@pytest.fixture(scope="session")
def pg_databases(pg_server: str) -> Iterator[Databases]:
    """This session's databases on the server: its migrated template, its reaper."""
    databases = Databases(pg_server)
    try:
        yield databases
    finally:
        databases.close()


@pytest.fixture
def pg_dsn(pg_databases: Databases) -> Iterator[str]:
    """A fresh, empty database for one test, dropped afterwards."""
    with pg_databases.fresh() as dsn:
        yield dsn


@pytest.fixture
def pg_migrated_dsn(pg_databases: Databases) -> Iterator[str]:
    """A fresh database with the shipped schema (a clone of the session's template),
    for tests that need a store, not its migration; dropped afterwards."""
    with pg_databases.fresh(migrated=True) as dsn:
        yield dsn


@pytest.fixture(scope="session")
def pg_session_dsn(pg_databases: Databases) -> Iterator[str]:
    """A fresh database shared by a whole test session (for slower suites)."""
    with pg_databases.fresh() as dsn:
        yield dsn


@pytest.fixture(params=["sqlite", "postgres"])
def store_dsn(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database of each backend in turn: same behaviour, same tests."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/history.db"
    dsn: str = request.getfixturevalue("pg_dsn")
    return dsn


@pytest.fixture(params=["sqlite", "postgres"])
def schema_store_dsn(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """``store_dsn`` for tests of what a store holds, not of how it is created:
    PostgreSQL's database already has the schema (migrating it is what costs there);
    SQLite's file is new, as its migration on open takes milliseconds."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/history.db"
    dsn: str = request.getfixturevalue("pg_migrated_dsn")
    return dsn


@pytest.fixture
def store(schema_store_dsn: str) -> Iterator[Store]:
    """An opened, migrated store of the parametrised backend (one behaviour, both backends;
    these tests never skip: ``pg_migrated_dsn`` fails loudly when the server is down).
    A module whose ``store`` is something else defines its own."""
    s = open_store(schema_store_dsn)
    try:
        yield s
    finally:
        s.close()


@pytest.fixture(scope="session")
def private_ca() -> trustme.CA:
    """A certificate authority no system trusts (an on-prem PKI)."""
    return trustme.CA()


def server_tls(ca: trustme.CA) -> ssl.SSLContext:
    """A server-side TLS context with a certificate of ``ca`` for 127.0.0.1."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1").configure_cert(context)
    return context


def _waits_longest(item: pytest.Item) -> int:
    """0 for the modules that start an operator, 1 for the evaluator's end-to-end tests, 2 else."""
    if item.get_closest_marker("operator") is not None:
        return 0
    return 1 if "e2e" in item.path.parts else 2


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules that wait longest (operators, pods, scripted outages) are handed to the
    pytest-xdist workers first, so none of them starts last and alone: the suite's wall
    time is its longest worker's. The order within each module stays the file's."""
    items.sort(key=_waits_longest)
