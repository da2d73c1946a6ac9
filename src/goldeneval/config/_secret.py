"""Values that must never reach output: :class:`Secret` (masked in ``str``/``repr``) and
:func:`redact_dsn` (a store DSN with its password replaced).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from urllib.parse import urlsplit, urlunsplit


class Secret:
    """A value that must never be printed; ``str``/``repr`` are masked."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "Secret('***')"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)


def redact_dsn(dsn: str) -> str:
    """A DSN safe to print: the password (and any ``password=`` parameter) replaced by ***."""
    try:
        parts = urlsplit(dsn)
    except ValueError:
        return "<unparseable DSN>"
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, host = netloc.rsplit("@", 1)
        user = userinfo.split(":", 1)[0]
        netloc = f"{user}:***@{host}" if ":" in userinfo else f"{user}@{host}"
    query = re.sub(r"(?i)(password=)[^&]*", r"\1***", parts.query)
    if netloc == parts.netloc and query == parts.query:
        # Nothing to mask in URL positions: return the DSN as written (urlunsplit
        # would turn sqlite:///path into sqlite:/path), but still mask a libpq
        # key=value password ("host=db password=x"), which urlsplit cannot see.
        return re.sub(r"(?i)(\bpassword\s*=\s*)('(?:[^'\\]|\\.)*'|\S+)", r"\1***", dsn)
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


_HEADER_VALUE = re.compile(r"[\x21-\x7e]+")
"""A key as an ``Authorization: Bearer`` value can carry it: visible ASCII, no spaces."""


def header_key_error(env: Mapping[str, str], key_env: str, what: str) -> str | None:
    """Why the key in ``env[key_env]`` cannot be sent in a header (None: it can, or is unset).

    Named, never shown: the value is the secret. A trailing newline (from ``echo`` or a
    file) would otherwise break the header or leak in an error.
    """
    if env.get(key_env) and not _HEADER_VALUE.fullmatch(env[key_env]):
        return (
            f"environment variable {key_env} ({what}) holds whitespace or characters a "
            "header cannot carry; set it to the bare key, without quotes or a line break"
        )
    return None
