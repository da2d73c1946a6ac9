"""The Review page and its two changes: a label stored, the person's last label undone.

A label is stored with ``label_answer`` (the same stored label as
``goldeneval label``, with the person as its labeller); the person's labels
of this process are remembered, newest last, so "Undo last label" takes back
exactly the one they gave last.
"""

from __future__ import annotations

import re
import threading
from typing import TYPE_CHECKING
from urllib.parse import quote

from aiohttp import web

from goldeneval.goldenset import LABEL_VALUES
from goldeneval.store import StoredLabel, label_answer, undo_label
from goldeneval.workbench._app import Ctx, Refused, page, reply, route
from goldeneval.workbench._chrome import chrome
from goldeneval.workbench._counts import nav_counts
from goldeneval.workbench._reviewview import ReviewView, review_view
from goldeneval.workbench._snapshot import snapshot

if TYPE_CHECKING:
    from goldeneval.workbench._host import Host

_GIVEN: dict[tuple[str, str, str], list[StoredLabel]] = {}
"""(the app's base, suite, person) -> the labels they gave through this process, newest
last (one process may serve several suites, under several bases)."""
_GIVEN_LOCK = threading.Lock()

MAX_NOTE = 2000
"""Characters a note may have."""


def _whose(ctx: Ctx) -> tuple[str, str, str]:
    return (ctx.host.base, ctx.host.suite, ctx.caller.person)


def _view(host: Host, item: str | None) -> tuple[ReviewView, dict[str, int]]:
    snap = snapshot(host.golden)
    store = host.store()
    items = {i.id: i for i in snap.golden.items}
    return review_view(store, host.suite, items, item), nav_counts(host, snap)


@route("GET", r"")
async def home(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """The app's root is the review queue."""
    return web.Response(status=303, headers={"Location": ctx.link("review")})


@route("GET", r"review")
async def review(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """One answer of the queue (``?item=ID``, else the first)."""
    view, counts = await ctx.run(_view, ctx.host, ctx.request.query.get("item"))
    return page(
        ctx, "review.html.j2", title="Review", view=view, chrome=chrome(ctx, "review", counts)
    )


def _text(body: dict[str, object], key: str, limit: int = 300) -> str:
    value = body.get(key, "")
    if not isinstance(value, str) or len(value) > limit:
        raise Refused(f"{key}: expected text of at most {limit} characters", 400)
    return value


@route("POST", r"review/label")
async def label(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """Store the person's label of the answer; the page goes on to the next one."""
    body = await ctx.body()
    value = _text(body, "label")
    if value not in LABEL_VALUES:
        raise Refused(f"label: {value!r} is not one of {', '.join(LABEL_VALUES)}", 400)
    run_id, item_id = _text(body, "run"), _text(body, "item")
    note = _text(body, "note", MAX_NOTE).strip() or None
    sent_sha = _text(body, "answer_sha256")

    def store_it() -> StoredLabel:
        store = ctx.host.store()
        shown = store.result_of(run_id, item_id)
        if sent_sha and shown is not None and shown.answer_sha256 != sent_sha:
            raise Refused(f"item {item_id}: the answer changed since the page showed it; reload")
        return label_answer(
            store,
            suite=ctx.host.suite,
            run_id=run_id,
            item_id=item_id,
            label=value,
            note=note,
            by=ctx.caller.person,
        )

    stored = await ctx.run(store_it)
    with _GIVEN_LOCK:
        _GIVEN.setdefault(_whose(ctx), []).append(stored)
    nxt = ctx.request.query.get("next") or ""
    return reply(
        next=ctx.link("review" + (f"?item={quote(nxt)}" if nxt else "")),
        label=value,
        by=stored.labelled_by,
    )


@route("POST", r"review/undo")
async def undo(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """Take back the person's last label; the page shows that answer again."""
    await ctx.body()
    with _GIVEN_LOCK:
        given = _GIVEN.get(_whose(ctx), [])
        last = given.pop() if given else None
    if last is None:
        raise Refused("you have given no label here to undo", 409)
    try:
        await ctx.run(undo_label, ctx.host.store(), last)
    except Exception:
        with _GIVEN_LOCK:
            given.append(last)
        raise
    return reply(next=ctx.link(f"review?item={quote(last.item_id)}"), undone=last.item_id)
