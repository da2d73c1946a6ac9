"""Which strings can be keys in every store (run ids, item ids, suites)."""

from __future__ import annotations


def unstorable(v: str) -> str | None:
    """Why ``v`` cannot be a key in the store (a run id, item id or suite), or None.

    NUL (PostgreSQL refuses it in text) and unpaired UTF-16 surrogates (not
    UTF-8 at all; a non-UTF-8 command line arrives as them) cannot be kept by
    every store. Free text gets a visible replacement instead, but a key must
    round-trip exactly: a replaced key could merge two items or never match
    on resume.
    """
    if "\0" in v:
        return "contains a NUL character"
    for ch in v:
        if "\ud800" <= ch <= "\udfff":
            return f"contains the unpaired surrogate U+{ord(ch):04X} (not UTF-8 text)"
    return None
