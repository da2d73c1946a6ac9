"""The counts the navigation shows beside each page's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goldeneval.workbench._changes import changes_count, kept
from goldeneval.workbench._draftsview import uncovered_groups
from goldeneval.workbench._reviewview import review_queue

if TYPE_CHECKING:
    from goldeneval.workbench._host import Host
    from goldeneval.workbench._snapshot import SetSnapshot


def nav_counts(host: Host, snap: SetSnapshot) -> dict[str, int]:
    """Answers awaiting an SME, the set's items, the drafts, the stored harvests (and the
    places the session changed, where saves are kept in a change set)."""
    store = host.store()
    items = snap.golden.items
    if host.drafts is not None:
        ids = {i.id for i in items}
        drafts = sum(1 for d in host.drafts if d.id not in ids)
    else:
        drafts = len(uncovered_groups(store, host.suite, items))
    counts = {
        "review": len(review_queue(store, host.suite)),
        "items": len(items),
        "drafts": drafts,
        "coverage": len(store.harvest_history(host.suite)),
    }
    if kept(host.golden) is not None:
        counts["changes"] = changes_count(host.golden)
    return counts
