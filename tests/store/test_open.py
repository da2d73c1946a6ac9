"""Choosing and opening a backend: DSN forms, defaults, unreachable databases."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import psycopg
import pytest

from goldeneval.model._errors import ConfigError, StoreError
from goldeneval.store import Backend, SqliteStore, default_sqlite_path, open_store, parse_dsn
from goldeneval.store._migrations import load_migrations
from goldeneval.store._postgres import PostgresStore
from tests.conftest import unused_port

from .helpers import result, start


@pytest.mark.parametrize(
    ("dsn", "path"),
    [
        ("sqlite:///var/lib/goldeneval/history.db", "/var/lib/goldeneval/history.db"),
        ("sqlite:////var/lib/h.db", "/var/lib/h.db"),
        ("sqlite:state/history.db", "state/history.db"),
        ("sqlite:history.db", "history.db"),
        ("sqlite:///tmp/with%20space.db", "/tmp/with space.db"),
    ],
)
def test_sqlite_dsn_forms(dsn: str, path: str) -> None:
    target = parse_dsn(dsn)
    assert target.backend is Backend.SQLITE
    assert target.sqlite_path == Path(path)


@pytest.mark.parametrize(
    "dsn",
    [
        "postgresql://goldeneval@db.internal:5432/golden?sslmode=verify-full&sslrootcert=/ca.pem",
        "postgres://u:p@h/d",
    ],
)
def test_postgres_dsn_is_passed_through_unchanged(dsn: str) -> None:
    target = parse_dsn(dsn)
    assert target.backend is Backend.POSTGRES
    assert target.dsn == dsn


@pytest.mark.parametrize(
    "dsn",
    [
        "mysql://u:hunter2@h/d",
        "/var/lib/history.db",
        "",
        "sqlite://somehost/history.db",
        "sqlite:///x.db?mode=ro",
        "sqlite:",
    ],
)
def test_unrecognised_dsn_is_a_config_error_listing_the_forms(dsn: str) -> None:
    with pytest.raises(ConfigError) as info:
        open_store(dsn)
    text = str(info.value)
    assert "hunter2" not in text
    assert "sqlite:" in text


def test_unknown_scheme_message_lists_every_accepted_form() -> None:
    with pytest.raises(ConfigError) as info:
        parse_dsn("mysql://u:hunter2@h/d")
    text = str(info.value)
    for form in (
        "sqlite:///",
        "sqlite:relative",
        "postgresql://",
        "postgres://",
        "GOLDENEVAL_STORE",
    ):
        assert form in text
    assert "hunter2" not in text
    assert "mysql://u:***@h/d" in text


def test_default_path_follows_xdg_state_home(tmp_path: Path) -> None:
    assert default_sqlite_path({"XDG_STATE_HOME": str(tmp_path)}) == (
        tmp_path / "goldeneval" / "history.db"
    )
    home = Path.home() / ".local" / "state" / "goldeneval" / "history.db"
    assert default_sqlite_path({}) == home
    # The XDG spec says a relative value is invalid and must be ignored.
    assert default_sqlite_path({"XDG_STATE_HOME": "relative/state"}) == home


def test_no_dsn_opens_sqlite_in_the_state_dir_creating_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    store = open_store(None)
    try:
        assert isinstance(store, SqliteStore)
        store.begin_run(start("r1"))
    finally:
        store.close()
    assert (tmp_path / "state" / "goldeneval" / "history.db").is_file()


def test_relative_sqlite_dsn_is_relative_to_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    open_store("sqlite:sub/dir/h.db").close()
    assert (tmp_path / "sub" / "dir" / "h.db").is_file()


def test_sqlite_uses_wal_and_a_busy_timeout(tmp_path: Path) -> None:
    open_store(f"sqlite:///{tmp_path}/h.db").close()
    conn = sqlite3.connect(tmp_path / "h.db")
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()


def test_sqlite_waits_for_another_writer_instead_of_failing(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path}/h.db")
    store.begin_run(start("r1"))
    other = sqlite3.connect(tmp_path / "h.db", isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock …

    # … and releases it shortly: our write must wait, not raise "database is locked".
    timer = threading.Timer(0.3, lambda: other.execute("COMMIT"))
    timer.start()
    try:
        store.save_results([result("r1", "a")])
        assert [r.item_id for r in store.results("r1")] == ["a"]
    finally:
        timer.join()
        other.close()
        store.close()


def test_unopenable_sqlite_file_is_a_store_error_naming_the_path(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where a directory should be")
    with pytest.raises(StoreError, match="not-a-dir"):
        open_store(f"sqlite:///{blocker}/history.db")


def test_unreachable_postgres_is_a_store_error_without_the_password() -> None:
    port = unused_port()
    with pytest.raises(StoreError) as info:
        open_store(f"postgresql://goldeneval:s3cr3t-Pw@127.0.0.1:{port}/ahu_history")
    text = str(info.value)
    assert "s3cr3t-Pw" not in text
    assert "127.0.0.1" in text
    assert "ahu_history" in text
    assert str(port) in text
    assert "***" in text  # the DSN is shown, redacted


def test_password_in_a_query_parameter_is_not_shown_either() -> None:
    port = unused_port()
    with pytest.raises(StoreError) as info:
        PostgresStore(
            f"postgresql://127.0.0.1:{port}/ahu_history?user=ge&password=qwerty-123",
            outage_seconds=0,
        )
    assert "qwerty-123" not in str(info.value)
    assert "ahu_history" in str(info.value)


def test_unparseable_postgres_dsn_is_a_config_error_without_the_password() -> None:
    with pytest.raises(ConfigError) as info:
        open_store("postgresql://u:topsecret@[::1/x")
    assert "topsecret" not in str(info.value)


def test_wrong_credentials_name_the_database_not_the_password(pg_server: str) -> None:
    # Trust auth accepts any password, but not a database that is missing.
    dsn = pg_server.replace("://postgres@", "://postgres:pw-XYZ@").rsplit("/", 1)[0]
    with pytest.raises(StoreError) as info:
        PostgresStore(dsn + "/goldeneval_no_such_db", outage_seconds=0)
    text = str(info.value)
    assert "goldeneval_no_such_db" in text
    assert "pw-XYZ" not in text


def test_schema_migrations_records_every_shipped_version(store_dsn: str) -> None:
    open_store(store_dsn).close()
    target = parse_dsn(store_dsn)
    shipped = [m.version for m in load_migrations(target.backend.value)]
    query = "SELECT version FROM schema_migrations ORDER BY 1"
    if target.sqlite_path is not None:
        conn = sqlite3.connect(target.sqlite_path)
        try:
            got = [r[0] for r in conn.execute(query)]
        finally:
            conn.close()
    else:
        with psycopg.connect(store_dsn) as pg:
            got = [r[0] for r in pg.execute(query)]
    assert got == shipped
    assert shipped[0] == 1
