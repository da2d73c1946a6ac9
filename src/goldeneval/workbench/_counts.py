"""The counts the navigation shows beside each page's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goldeneval.workbench._draftsview import uncovered_groups

if TYPE_CHECKING:
    from goldeneval.workbench._host import Host
    from goldeneval.workbench._snapshot import SetSnapshot


def nav_counts(host: Host, snap: SetSnapshot) -> dict[str, int]:
    """Answers awaiting an SME, the set's items, the drafts, the stored harvests."""
    store = host.store()
    items = snap.golden.items
    if host.drafts is not None:
        ids = {i.id for i in items}
        drafts = sum(1 for d in host.drafts if d.id not in ids)
    else:
        drafts = len(uncovered_groups(store, host.suite, items))
    run = store.latest_run(host.suite)
    return {
        "review": 0 if run is None else store.review_queue_size(run.run_id),
        "items": len(items),
        "drafts": drafts,
        "coverage": len(store.harvest_history(host.suite)),
    }
