"""What every page shows around its content: the navigation with its counts, the person.

The navigation landmark is named "Workbench"; each link's name is the page
and its count (``Review (3)``): the answers awaiting an SME, the set's
items, the drafts, the stored harvests.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goldeneval.workbench._app import Ctx

PAGES = ("review", "items", "drafts", "coverage")
"""The pages the navigation links, in order."""


@dataclass(frozen=True)
class NavLink:
    """One link of the navigation."""

    rel: str
    """The page's path below the base."""
    name: str
    """The page's name."""
    count: int
    """What it holds (shown after the name)."""
    current: bool
    """The page being shown."""


@dataclass(frozen=True)
class Chrome:
    """The frame of a page."""

    links: tuple[NavLink, ...]
    """The navigation."""
    csrf: str
    """The session's CSRF token, for the script's changes (empty: none needed)."""
    may_write: bool
    """Whether the person may change anything (the controls are shown disabled if not)."""
    set_name: str
    """The golden set as the pages name it."""


def chrome(ctx: Ctx, current: str, counts: dict[str, int]) -> Chrome:
    """The frame of the page ``current`` with the counts read for this request (a read-only
    set adds "Changes": the items this session changed)."""
    pages = PAGES if ctx.host.golden.in_place else (*PAGES, "changes")
    links = tuple(
        NavLink(rel, rel.capitalize(), counts.get(rel, 0), rel == current) for rel in pages
    )
    return Chrome(
        links,
        ctx.caller.csrf_token or "",
        ctx.caller.may_write,
        ctx.host.golden.name,
    )
