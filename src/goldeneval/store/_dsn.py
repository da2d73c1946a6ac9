"""Store DSNs: which backend, and where.

Accepted forms (anything else is a ``ConfigError`` that lists them)::

    (none)                      SQLite at $XDG_STATE_HOME/goldeneval/history.db
    sqlite:///abs/path.db       SQLite, absolute path
    sqlite:relative/path.db     SQLite, relative to the working directory
    postgresql://… postgres://… PostgreSQL (libpq URL; TLS options such as sslmode pass through)
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from urllib.parse import unquote

from goldeneval.config import redact_dsn
from goldeneval.model import ConfigError

ACCEPTED_FORMS = (
    "sqlite:///absolute/path.db, sqlite:relative/path.db, "
    "postgresql://user@host:5432/dbname (or postgres://…); "
    "leave the store unset for SQLite at $XDG_STATE_HOME/goldeneval/history.db"
)


class Backend(StrEnum):
    """Which store implementation a DSN selects."""

    SQLITE = "sqlite"
    POSTGRES = "postgres"


@dataclass(frozen=True)
class Target:
    """A parsed store DSN."""

    backend: Backend
    """The implementation to open."""
    sqlite_path: Path | None
    """The database file (SQLite only)."""
    dsn: str | None
    """The libpq URL, unchanged (PostgreSQL only; holds the password, never print it)."""


def default_sqlite_path(environ: dict[str, str] | None = None) -> Path:
    """``$XDG_STATE_HOME/goldeneval/history.db``, ``~/.local/state/…`` when unset.

    A relative ``XDG_STATE_HOME`` is ignored, as the XDG spec requires.
    """
    env = os.environ if environ is None else environ
    state = env.get("XDG_STATE_HOME", "")
    base = Path(state) if state and os.path.isabs(state) else Path.home() / ".local" / "state"
    return base / "goldeneval" / "history.db"


def parse_dsn(dsn: str | None) -> Target:
    """The backend and location a DSN names; ``ConfigError`` for anything unrecognised."""
    if dsn is None:
        return Target(Backend.SQLITE, default_sqlite_path(), None)
    text = dsn.strip()
    lowered = text.lower()
    if lowered.startswith(("postgresql://", "postgres://")):
        return Target(Backend.POSTGRES, None, text)
    if lowered.startswith("sqlite:"):
        return Target(Backend.SQLITE, _sqlite_path(text), None)
    shown = redact_dsn(text) if text else "an empty string"
    raise ConfigError(
        f"the store DSN {shown} is not recognised; accepted forms: {ACCEPTED_FORMS} "
        "(set it with goldeneval.store in the config file, GOLDENEVAL_STORE or DATABASE_URL)"
    )


def _sqlite_path(text: str) -> Path:
    rest = text[len("sqlite:") :]
    if rest.startswith("//"):
        # URL form: sqlite:///abs/path (empty host). A host part would be
        # silently ignored by any reasonable reading, so refuse it.
        rest = rest[2:]
        if not rest.startswith("/"):
            raise ConfigError(
                f"the SQLite DSN {text!r} names a host; use sqlite:///absolute/path.db "
                "(three slashes) or sqlite:relative/path.db"
            )
        # Tolerate SQLAlchemy's four-slash spelling of an absolute path.
        while rest.startswith("//"):
            rest = rest[1:]
    if "?" in rest or "#" in rest:
        raise ConfigError(
            f"the SQLite DSN {text!r} has a query or fragment; SQLite DSNs take only a path"
        )
    path = unquote(rest)
    if not path:
        raise ConfigError(f"the SQLite DSN {text!r} has no path; accepted forms: {ACCEPTED_FORMS}")
    return Path(path)
