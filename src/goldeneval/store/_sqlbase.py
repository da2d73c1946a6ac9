"""The SQL primitives every store feature is written on; each backend supplies them.

The features (``_sqlreads``: runs, results, baselines; ``_calibration``:
labels and calibrations) are SQL written once for both dialects, on top of
this base: a feature calls these methods and never a driver. Only SQLite
(``_sqlite``) and PostgreSQL (``_postgres``) implement them.
"""

from __future__ import annotations

from typing import Any, Self


class SqlBackend:
    """What a backend supplies: its placeholder, id ordering, JSON wrapping and statements."""

    PARAM: str
    """The driver's parameter placeholder (``?`` or ``%s``)."""
    ID_ORDER: str
    """How item ids are ordered: byte-wise in both dialects (PostgreSQL needs ``COLLATE "C"``)."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the backend's connection (idempotent)."""
        raise NotImplementedError

    def _fetch(self, what: str, sql: str, params: tuple[Any, ...]) -> list[Any]:
        """Rows of one query; ``what`` names it in a StoreError."""
        raise NotImplementedError

    def _update(self, what: str, sql: str, params: tuple[Any, ...]) -> int:
        """Run one statement in its own transaction; the number of rows it changed."""
        raise NotImplementedError

    def _write_many(self, what: str, sql: str, rows: list[tuple[Any, ...]]) -> None:
        """Run one statement for every row (idempotent upserts only, so a retried batch converges)."""
        raise NotImplementedError

    def wrap_json(self, value: Any) -> Any:
        """A JSON value as the driver takes it as a parameter."""
        raise NotImplementedError
