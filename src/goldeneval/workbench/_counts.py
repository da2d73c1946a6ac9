"""The counts the navigation shows beside each page's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goldeneval.workbench._draftsview import drafts_view, uncovered_groups
from goldeneval.workbench._reviewview import review_queue
from goldeneval.workbench._snapshot import snapshot_of

if TYPE_CHECKING:
    from goldeneval.workbench._host import Host
    from goldeneval.workbench._snapshot import SetSnapshot


def nav_counts(host: Host, snap: SetSnapshot) -> dict[str, int]:
    """Answers awaiting an SME, the set's items, the drafts, the stored harvests."""
    store = host.store()
    items = snap.golden.items
    if host.drafts is not None:
        drafts = len(drafts_view(store, host.suite, items, host.drafts).drafts)
    else:
        drafts = len(uncovered_groups(store, host.suite, items))
    counts = {
        "review": len(review_queue(store, host.suite)),
        "items": len(items),
        "drafts": drafts,
        "coverage": len(store.harvest_history(host.suite)),
    }
    if not host.golden.in_place:
        counts["changes"] = _changed(host, snap)
    return counts


def _changed(host: Host, snap: SetSnapshot) -> int:
    """Items this session added or changed in a read-only set."""
    came = snapshot_of(host.golden.name, host.golden.original())
    before = {i.id: i for i in came.golden.items}
    return sum(1 for i in snap.golden.items if before.get(i.id) != i)
