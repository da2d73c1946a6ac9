"""Fixtures for the store tests: one behaviour suite, both backends.

``store_dsn`` (root conftest) is a fresh database per test: a SQLite file under ``tmp_path``
or a freshly created PostgreSQL database (``pg_dsn`` from the root conftest,
which fails loudly when the server is down — these tests never skip).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from goldeneval.store import Store, open_store


@pytest.fixture
def store(store_dsn: str) -> Iterator[Store]:
    """An opened, migrated store of the parametrised backend."""
    s = open_store(store_dsn)
    try:
        yield s
    finally:
        s.close()
