"""The Drafts page and its changes (a draft added to the set, a coverage decision), and
the Coverage page."""

from __future__ import annotations

import re
import time
from typing import TYPE_CHECKING, Any

from goldeneval.goldenset import SetChangedOnDisk, add_item_text
from goldeneval.model import CoverageDecision
from goldeneval.traffic import wording
from goldeneval.workbench._app import Ctx, Refused, page, reply, route
from goldeneval.workbench._chrome import chrome
from goldeneval.workbench._counts import nav_counts
from goldeneval.workbench._coverageview import CoverageView, coverage_view
from goldeneval.workbench._draftsview import Draft, DraftsView, drafts_view, find_draft
from goldeneval.workbench._form import FormError, new_item, sent
from goldeneval.workbench._snapshot import SetSnapshot, snapshot

if TYPE_CHECKING:
    from aiohttp import web

    from goldeneval.workbench._host import Host


def _open_drafts(host: Host) -> tuple[DraftsView, SetSnapshot]:
    snap = snapshot(host.golden)
    return drafts_view(host.store(), host.suite, snap.golden.items, host.drafts), snap


def _drafts(host: Host) -> tuple[DraftsView, SetSnapshot, dict[str, int]]:
    view, snap = _open_drafts(host)
    return view, snap, nav_counts(host, snap, drafts=len(view.drafts))


@route("GET", r"drafts")
async def drafts(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """The uncovered groups of the latest harvest (or the drafts file), most asked first."""
    view, snap, counts = await ctx.run(_drafts, ctx.host)
    return page(
        ctx,
        "drafts.html.j2",
        title="Drafts",
        view=view,
        sha256=snap.sha256,
        chrome=chrome(ctx, "drafts", counts),
    )


def _draft_named(host: Host, body: dict[str, Any]) -> tuple[Draft, SetSnapshot]:
    view, snap = _open_drafts(host)
    key = body.get("key")
    found = find_draft(view, key) if isinstance(key, str) else None
    if found is None:
        raise Refused("that draft is no longer open (added or decided already); reload", 409)
    return found, snap


def _add(host: Host, body: dict[str, Any], person: str) -> str:
    draft, snap = _draft_named(host, body)
    if body.get("sha256") != snap.sha256:
        raise SetChangedOnDisk(host.golden.name)
    try:
        item = new_item({**body, "surface": draft.surface}, sent(body), person)
    except FormError as exc:
        raise Refused(f"draft {draft.key}: {exc}") from None
    new_text = add_item_text(snap.text, item, source=host.golden.name)
    host.golden.save(new_text, expected_sha256=snap.sha256)
    if not draft.count:
        return item.id  # a drafts file's item: in the set now, so no longer a draft
    # The group's phrasings are covered by the new item from now on: a decision says so,
    # so the next harvest (and this page) counts them covered even if worded far from it.
    _decide(host, draft, item.id, person)
    return item.id


def _decide(host: Host, draft: Draft, item_id: str | None, person: str) -> None:
    host.store().save_coverage_decision(
        CoverageDecision(
            suite=host.suite,
            wordings=tuple(wording(text) for text, _ in draft.phrasings),
            item_id=item_id,
            decided_by=person,
            decided_at=time.time(),
            group_id=draft.key if draft.count else None,
        )
    )


@route("POST", r"drafts/add")
async def add(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """Append the draft's form to the golden set as a new item."""
    body = await ctx.body()
    try:
        added = await ctx.run(_add, ctx.host, body, ctx.caller.person)
    except SetChangedOnDisk as exc:
        raise Refused(str(exc), 409) from None
    return reply(next=ctx.link(f"items/{added}"), added=added)


def _decision(host: Host, body: dict[str, Any], person: str) -> str | None:
    draft, snap = _draft_named(host, body)
    kind = body.get("kind")
    if kind == "exclude":
        _decide(host, draft, None, person)
        return None
    item_id = body.get("item")
    if kind != "same" or not isinstance(item_id, str) or snap.item(item_id) is None:
        raise Refused("Existing item: choose an item of the golden set", 400)
    _decide(host, draft, item_id, person)
    return item_id


@route("POST", r"drafts/decide")
async def decide(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """Store "Same as item" or "Not a question for us" for the draft's wordings."""
    body = await ctx.body()
    decided = await ctx.run(_decision, ctx.host, body, ctx.caller.person)
    return reply(next=ctx.link("drafts"), item=decided)


def _coverage(host: Host) -> tuple[CoverageView, dict[str, int]]:
    snap = snapshot(host.golden)
    return coverage_view(host.store(), host.suite), nav_counts(host, snap)


@route("GET", r"coverage")
async def coverage(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """The latest harvest's shares, the share over the harvests, the decisions."""
    view, counts = await ctx.run(_coverage, ctx.host)
    return page(
        ctx, "coverage.html.j2", title="Coverage", view=view, chrome=chrome(ctx, "coverage", counts)
    )
