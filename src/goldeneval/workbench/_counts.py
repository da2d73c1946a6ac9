"""The counts the navigation shows beside each page's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goldeneval.workbench._draftsview import drafts_view, uncovered_groups
from goldeneval.workbench._snapshot import snapshot_of

if TYPE_CHECKING:
    from goldeneval.workbench._host import Host
    from goldeneval.workbench._snapshot import SetSnapshot


def nav_counts(host: Host, snap: SetSnapshot, drafts: int | None = None) -> dict[str, int]:
    """Answers awaiting an SME, the set's items, the drafts, the stored harvests
    (``drafts``: the count the Drafts page has in hand, not worked out again)."""
    store = host.store()
    items = snap.golden.items
    if drafts is None and host.drafts is not None:
        drafts = len(drafts_view(store, host.suite, items, host.drafts).drafts)
    elif drafts is None:
        drafts = len(uncovered_groups(store, host.suite, items))
    run = store.latest_run(host.suite)
    counts = {
        "review": 0 if run is None else store.review_queue_size(run.run_id),
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
