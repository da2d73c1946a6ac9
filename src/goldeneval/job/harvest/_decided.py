"""The SMEs' coverage decisions a harvest applies (docs/design.md §14.9), from the store.

Read from the store the harvest is kept in (the config's), before the harvest is
stored or printed, so the stored share, ``--json``, the drafts and the text all
count a decided group the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goldeneval.job._history import store_unreachable
from goldeneval.model import GoldenSet, Harvest
from goldeneval.traffic import apply_decisions

if TYPE_CHECKING:
    from goldeneval.config import Config


def decided(cfg: Config, found: Harvest, golden: GoldenSet) -> Harvest:
    """``found`` with the suite's stored coverage decisions applied (newest wins); a store
    that fails is exit 3, as for storing the harvest."""
    from goldeneval.store import open_store  # --help and lint never load the store stack

    store = open_store(
        cfg.store, outage_seconds=cfg.store_outage_seconds, notify=store_unreachable(cfg)
    )
    try:
        decisions = store.coverage_decisions(cfg.suite)
    finally:
        store.close()
    return apply_decisions(found, decisions, items=golden.items)
