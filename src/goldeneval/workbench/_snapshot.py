"""The golden set as a page read it: its text, its digest and its parsed items.

Every page of a request reads the set once; the parse is kept per digest,
so a set of thousands of items is parsed again only when its bytes change.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from goldeneval.goldenset import NotUtf8, parse_golden_set, set_sha256, utf8_text
from goldeneval.model import GoldenSetError, Problem

if TYPE_CHECKING:
    from goldeneval.model import GoldenSet, Item
    from goldeneval.workbench._host import GoldenSource


@dataclass(frozen=True)
class SetSnapshot:
    """One reading of the golden set."""

    text: str
    """The set's text."""
    sha256: str
    """Digest of its bytes: a save is refused when the set no longer has it."""
    golden: GoldenSet
    """Its items, parsed and validated."""

    def item(self, item_id: str) -> Item | None:
        """The item with this id, if the set has it."""
        return next((i for i in self.golden.items if i.id == item_id), None)


def snapshot(source: GoldenSource) -> SetSnapshot:
    """The set now (raises ``GoldenSetError`` naming the problems when it is invalid)."""
    return snapshot_of(source.name, source.read())


def snapshot_of(name: str, data: bytes) -> SetSnapshot:
    """The set in ``data``, read as ``name``."""
    return _parsed(name, data, set_sha256(data))


@lru_cache(maxsize=8)
def _parsed(name: str, data: bytes, sha256: str) -> SetSnapshot:
    try:
        text = utf8_text(data)
    except NotUtf8 as exc:
        raise GoldenSetError([Problem(name, exc.line, None, str(exc))]) from None
    return SetSnapshot(text, sha256, parse_golden_set(text, name))
