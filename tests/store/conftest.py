"""Fixtures for the store tests: one behaviour suite, both backends.

``schema_store_dsn`` (root conftest) is a fresh database per test: a SQLite file under
``tmp_path`` or a clone of the session's migrated PostgreSQL template (``pg_migrated_dsn``
from the root conftest, which fails loudly when the server is down — these tests never
skip). Tests of how a store is created and migrated use ``store_dsn``: an empty one.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from goldeneval.store import Store, open_store


@pytest.fixture
def store(schema_store_dsn: str) -> Iterator[Store]:
    """An opened, migrated store of the parametrised backend."""
    s = open_store(schema_store_dsn)
    try:
        yield s
    finally:
        s.close()
