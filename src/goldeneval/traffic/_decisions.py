"""SMEs' coverage decisions applied to a harvest (docs/design.md §14.9).

A decision names wordings (as :func:`wording` gives them) and either the item
that covers them or none ("not a question for us"). A group holding any
decided wording takes the decision: it is covered by that item, or it is
excluded — left out of the groups, so out of every share and of the drafts,
and counted in ``Coverage.excluded``. When a group holds wordings of several
decisions, the newest decision wins (the list is newest first, as the store
returns it). Groups without a decided wording are unchanged.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from goldeneval.model import CoverageDecision, Harvest, Item, QuestionGroup
from goldeneval.traffic._coverage import coverage
from goldeneval.traffic._tidy import wording


def apply_decisions(
    harvest: Harvest, decisions: Sequence[CoverageDecision], *, items: Sequence[Item] = ()
) -> Harvest:
    """``harvest`` with every decided group covered or excluded, and its coverage recounted.

    ``decisions``: newest first. ``items`` (the golden set's) give a group covered by a
    decision its item's domain; an item not among them leaves the group's domain as found.
    """
    if not decisions:
        return harvest
    newest: dict[str, int] = {}
    for n, decision in enumerate(decisions):
        for text in decision.wordings:
            newest.setdefault(wording(text), n)
    domains = {item.id: item.domain for item in items}
    kept: list[QuestionGroup] = []
    excluded = 0
    for group in harvest.groups:
        found = [newest[w] for p in group.phrasings if (w := wording(p.text)) in newest]
        if not found:
            kept.append(group)
            continue
        decision = decisions[min(found)]
        if decision.item_id is None:
            excluded += group.count
            continue
        kept.append(
            dataclasses.replace(
                group,
                covered_by=decision.item_id,
                domain=domains.get(decision.item_id, group.domain),
            )
        )
    counted = dataclasses.replace(coverage(kept), excluded=harvest.coverage.excluded + excluded)
    return dataclasses.replace(harvest, groups=tuple(kept), coverage=counted)
