"""Text as a store can keep it (docs/design.md §8).

Answers, reasons and errors come from a chatbot and a judge and can hold
anything. What no backend can keep is replaced visibly, character by
character, so the rest of the text and the batch it travels in are stored.
"""

from __future__ import annotations

import re

REPLACEMENT = "\ufffd"
"""What a character no store can keep is stored as (docs/design.md §8)."""

_UNSTORABLE_NUL = re.compile("[\x00\ud800-\udfff]")
_UNSTORABLE = re.compile("[\ud800-\udfff]")


def backend_safe(text: str, *, keeps_nul: bool = False) -> str:
    """``text`` as this backend can keep it: unchanged, or with U+FFFD for what it cannot.

    A lone surrogate is not UTF-8 and no backend accepts it; PostgreSQL also
    refuses NUL in text (SQLite keeps it: ``keeps_nul``). Replacing them
    visibly keeps the rest of the text and the batch it travels in.

    Not ``config.storable``, which runs earlier, where remote text enters:
    that one joins surrogate pairs split across stream events and leaves
    NUL alone; this one is the last guard before a backend, per dialect.
    """
    pattern = _UNSTORABLE if keeps_nul else _UNSTORABLE_NUL
    return pattern.sub(REPLACEMENT, text) if pattern.search(text) else text
