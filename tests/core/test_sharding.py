"""The stable item -> shard mapping (docs/design.md §9)."""

from __future__ import annotations

import hashlib
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._parse import digest
from goldeneval.model import GoldenSet
from goldeneval.verdict._sharding import shard_items, shard_of

from .factories import item

ids_st = st.lists(st.text(min_size=1, max_size=30), min_size=1, max_size=40, unique=True)


def golden_of(ids: list[str]) -> GoldenSet:
    items = tuple(item(i) for i in ids)
    return GoldenSet(source="s", items=items, digest=digest(items))


@settings(max_examples=50, deadline=None)
@given(ids=ids_st, shards=st.integers(min_value=1, max_value=8))
def test_shards_are_disjoint_and_cover_the_set_in_order(ids: list[str], shards: int) -> None:
    golden = golden_of(ids)
    parts = [shard_items(golden, n, shards) for n in range(shards)]
    seen = [i.id for p in parts for i in p]
    assert sorted(seen) == sorted(ids)
    assert len(seen) == len(set(seen))
    for p in parts:
        assert [i.id for i in p] == [x for x in ids if x in {i.id for i in p}]


def test_mapping_is_stable_across_processes() -> None:
    # Python's hash() is salted per process; the shard must not be.
    code = "from goldeneval.verdict._sharding import shard_of; print(shard_of('pt-perorangan-syarat', 7))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert int(out) == shard_of("pt-perorangan-syarat", 7)


def test_mapping_is_the_documented_sha256_rule() -> None:
    # Changing the hash would move items between pods mid-upgrade: pin the rule.
    for item_id in ("a", "apostille-dokumen", "wasiat-pencarian"):
        raw = hashlib.sha256(item_id.encode()).digest()[:8]
        assert shard_of(item_id, 5) == int.from_bytes(raw, "big") % 5
    assert shard_of("a", 1) == 0


@pytest.mark.parametrize(("index", "shards"), [(0, 0), (-1, 2), (2, 2)])
def test_out_of_range_shard_is_rejected(index: int, shards: int) -> None:
    with pytest.raises(ValueError, match="out of range"):
        shard_items(golden_of(["a"]), index, shards)
