"""Fixtures for the store tests: one behaviour suite, both backends.

``store_dsn`` is a fresh database per test: a SQLite file under ``tmp_path``
or a freshly created PostgreSQL database (``pg_dsn`` from the root conftest,
which fails loudly when the server is down — these tests never skip).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goldeneval.store import Store, open_store


@pytest.fixture(params=["sqlite", "postgres"])
def store_dsn(request: pytest.FixtureRequest, tmp_path: Any) -> str:
    """A DSN of an empty database of the parametrised backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/history.db"
    dsn: str = request.getfixturevalue("pg_dsn")
    return dsn


@pytest.fixture
def store(store_dsn: str) -> Iterator[Store]:
    """An opened, migrated store of the parametrised backend."""
    s = open_store(store_dsn)
    try:
        yield s
    finally:
        s.close()
