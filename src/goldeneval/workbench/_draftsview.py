"""The Drafts page's content: what users ask that the golden set does not cover yet.

The latest stored harvest of the suite, with the SMEs' coverage decisions
applied (a group decided "same as item" is covered, one decided "not a
question for us" is left out), keeps its uncovered groups, most asked first.
Each becomes a draft: the group's figures and a prefilled new item. Locally,
``--drafts FILE`` gives the drafts instead (items, no figures).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from goldeneval.traffic import apply_decisions, draft_id

if TYPE_CHECKING:
    from goldeneval.model import Item, QuestionGroup
    from goldeneval.store import Store

DRAFT_DOMAIN = "draft"
"""The domain a draft gets when its group is near no item (as ``harvest --drafts``)."""


@dataclass(frozen=True)
class Draft:
    """One uncovered group (or one item of a drafts file), ready to become an item."""

    key: str
    """The group's id (a drafts file's item: its id): how the page's changes name it."""
    new_id: str
    """The id the new item is proposed with (free of the set's ids)."""
    surface: str
    """``public`` or ``internal``."""
    domain: str
    """The proposed domain (the nearest item's, else ``draft``)."""
    question: str
    """The proposed question: the group's most asked phrasing."""
    count: int
    """How often it was asked in the harvest's window (0: from a file)."""
    phrasings: tuple[tuple[str, int], ...]
    """Every phrasing with how often it was asked."""
    answers: tuple[str, ...]
    """Answers users got (shortened, de-identified)."""
    down: int
    """Down-votes users gave those answers."""
    tools: tuple[tuple[str, int], ...]
    """The internal agent's tools and how often it called them."""


@dataclass(frozen=True)
class DraftsView:
    """The Drafts page."""

    drafts: tuple[Draft, ...]
    """Most asked first."""
    source: str
    """Where they come from, in words."""
    item_ids: tuple[str, ...]
    """The set's ids, for the "Existing item" choice."""


def _draft(group: QuestionGroup, taken: set[str]) -> Draft:
    new_id = draft_id(group, taken)
    taken.add(new_id)
    return Draft(
        key=group.id,
        new_id=new_id,
        surface=group.surface,
        domain=group.domain or DRAFT_DOMAIN,
        question=group.phrasings[0].text if group.phrasings else "",
        count=group.count,
        phrasings=tuple((p.text, p.count) for p in group.phrasings),
        answers=group.answers,
        down=group.down,
        tools=tuple((t.name, t.count) for t in group.tools),
    )


def _from_item(item: Item) -> Draft:
    return Draft(
        item.id,
        item.id,
        item.surface,
        item.domain,
        item.question,
        0,
        ((item.question, 0),),
        (),
        0,
        (),
    )


def uncovered_groups(store: Store, suite: str, items: tuple[Item, ...]) -> list[QuestionGroup]:
    """The latest harvest's groups no item covers, decisions applied, most asked first."""
    stored = store.latest_harvest(suite)
    if stored is None:
        return []
    decided = apply_decisions(stored.harvest, store.coverage_decisions(suite), items=items)
    open_groups = [g for g in decided.groups if g.covered_by is None]
    return sorted(open_groups, key=lambda g: -g.count)


def drafts_view(
    store: Store, suite: str, items: tuple[Item, ...], from_file: tuple[Item, ...] | None
) -> DraftsView:
    """The drafts of the suite: a drafts file's items, else the stored harvest's groups."""
    ids = tuple(i.id for i in items)
    if from_file is not None:
        # A draft added under another id or with its question reworded is no longer one
        # either way: its id or its question is in the set now.
        asked = {i.question.strip() for i in items}
        fresh = tuple(
            _from_item(i) for i in from_file if i.id not in ids and i.question.strip() not in asked
        )
        return DraftsView(fresh, "the drafts file", ids)
    stored = store.latest_harvest(suite)
    if stored is None:
        return DraftsView((), "no harvest of this suite is stored yet", ids)
    taken = set(ids)
    drafts = tuple(_draft(g, taken) for g in uncovered_groups(store, suite, items))
    window = stored.coverage.window
    source = f"the harvest of {stored.coverage.harvested_at:%Y-%m-%d}"
    if window.since or window.until:
        source += f" ({window.since or '…'} to {window.until or '…'})"
    return DraftsView(drafts, source, ids)


def find_draft(view: DraftsView, key: str) -> Draft | None:
    """The draft a change names."""
    return next((d for d in view.drafts if d.key == key), None)
