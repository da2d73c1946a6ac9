"""The Items pages: the golden set as a table, one item's page and its save."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from goldeneval.goldenset import ItemChange, SetChangedOnDisk, edit_set_text
from goldeneval.workbench._app import Ctx, Refused, page, problem, reply, route
from goldeneval.workbench._chrome import chrome
from goldeneval.workbench._counts import nav_counts
from goldeneval.workbench._form import FormError, change_of, form_of, sent, unified
from goldeneval.workbench._itemsview import ItemsView, ItemView, item_view, items_view
from goldeneval.workbench._snapshot import SetSnapshot, snapshot

if TYPE_CHECKING:
    from aiohttp import web

    from goldeneval.workbench._host import Host


def _table(host: Host) -> tuple[ItemsView, dict[str, int]]:
    snap = snapshot(host.golden)
    return items_view(host.store(), host.suite, snap.golden.items), nav_counts(host, snap)


@route("GET", r"items")
async def items(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """Every item of the set with its latest outcome and recent history."""
    view, counts = await ctx.run(_table, ctx.host)
    # Without the script, the filter is a form: the words narrow the rows on the server.
    words = ctx.request.query.get("filter", "")
    if words.strip():
        wanted = words.strip().lower()
        view = dataclasses.replace(
            view, rows=tuple(r for r in view.rows if wanted in r.search_text)
        )
    return page(
        ctx,
        "items.html.j2",
        title="Items",
        view=view,
        words=words,
        chrome=chrome(ctx, "items", counts),
    )


def _one(host: Host, item_id: str) -> tuple[ItemView | None, SetSnapshot, dict[str, int]]:
    snap = snapshot(host.golden)
    found = snap.item(item_id)
    view = None if found is None else item_view(host.store(), host.suite, found)
    return view, snap, nav_counts(host, snap)


@route("GET", r"items/(?P<id>[^/]+)")
async def item(ctx: Ctx, match: re.Match[str]) -> web.StreamResponse:
    """One item: its history, labels and the edit form."""
    item_id = match["id"]
    view, snap, counts = await ctx.run(_one, ctx.host, item_id)
    if view is None:
        return problem(ctx, 404, "No such item", f"The golden set has no item {item_id!r}.")
    return page(
        ctx,
        "item.html.j2",
        title=f"Item {item_id}",
        view=view,
        sha256=snap.sha256,
        form=form_of(view.item),
        chrome=chrome(ctx, "items", counts),
    )


def _save(host: Host, item_id: str, body: dict[str, Any], person: str) -> dict[str, Any]:
    """Apply the sent form to the set; what the page shows after it."""
    snap = snapshot(host.golden)
    sha = body.get("sha256")
    if sha != snap.sha256:
        raise SetChangedOnDisk(host.golden.name)
    found = snap.item(item_id)
    if found is None:
        raise Refused(f"the golden set has no item {item_id!r}; reload", 404)
    try:
        change = change_of(found, sent(body), person)
    except FormError as exc:
        raise Refused(f"item {item_id}: {exc}") from None
    if change == ItemChange():
        return {"diff": "", "sha256": snap.sha256, "message": "Nothing to save: no field changed."}
    new_text = edit_set_text(snap.text, item_id, change, source=host.golden.name)
    new_sha = host.golden.save(new_text, expected_sha256=snap.sha256)
    where = "saved to" if host.golden.in_place else "kept in this session's changes to"
    return {
        "diff": unified(snap.text, new_text, host.golden.name),
        "sha256": new_sha,
        "message": f"Item {item_id} {where} {host.golden.name}.",
    }


@route("POST", r"items/(?P<id>[^/]+)")
async def save(ctx: Ctx, match: re.Match[str]) -> web.StreamResponse:
    """Save the edit form: the set rewritten round-trip, or refused and nothing written."""
    body = await ctx.body()
    try:
        shown = await ctx.run(_save, ctx.host, match["id"], body, ctx.caller.person)
    except SetChangedOnDisk as exc:
        raise Refused(str(exc), 409) from None
    return reply(**shown)
