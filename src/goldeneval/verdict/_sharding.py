"""Which shard evaluates which item.

The hash must be stable across processes, Python versions and machines
(Python's ``hash()`` is salted per process), so it is derived from sha256.
"""

from __future__ import annotations

import hashlib

from goldeneval.model import GoldenSet, Item


def shard_of(item_id: str, shards: int) -> int:
    digest = hashlib.sha256(item_id.encode()).digest()
    return int.from_bytes(digest[:8], "big") % shards


def shard_items(golden: GoldenSet, index: int, shards: int) -> tuple[Item, ...]:
    if shards < 1 or not 0 <= index < shards:
        raise ValueError(f"shard {index}/{shards} is out of range")
    return tuple(i for i in golden.items if shard_of(i.id, shards) == index)
