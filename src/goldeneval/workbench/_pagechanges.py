"""The Changes page of a read-only golden set (the cluster's, kept in Git).

Where saves collect in the session instead of rewriting the set
(``GoldenSource.in_place`` False), this page shows the unified diff of the
set as it came and the set with the session's changes, and "Download golden
set" gives the whole changed file for a pull request.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

from aiohttp import web

from goldeneval.goldenset import utf8_text
from goldeneval.workbench._app import Ctx, page, problem, route
from goldeneval.workbench._chrome import chrome
from goldeneval.workbench._counts import nav_counts
from goldeneval.workbench._form import unified
from goldeneval.workbench._snapshot import snapshot

if TYPE_CHECKING:
    from goldeneval.workbench._host import Host

DOWNLOAD = "golden-set.yaml"
"""The downloaded file's name when the source's own name has none."""


@dataclass(frozen=True)
class ChangesView:
    """The Changes page."""

    diff: str
    """The unified diff of the set as it came and as the session changed it."""
    file_name: str
    """The name the download is offered under."""


def file_name(host: Host) -> str:
    """The set's file name for the download (the last part of its name)."""
    name = PurePosixPath(host.golden.name).name
    return name if name.endswith((".yaml", ".yml")) else DOWNLOAD


def _changes(host: Host) -> tuple[ChangesView, dict[str, int]]:
    snap = snapshot(host.golden)
    came = utf8_text(host.golden.original())
    view = ChangesView(unified(came, snap.text, host.golden.name), file_name(host))
    return view, nav_counts(host, snap)


@route("GET", r"changes")
async def changes(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """The session's changes to a read-only set."""
    if ctx.host.golden.in_place:
        return problem(ctx, 404, "No changes page", "Saves here rewrite the golden set itself.")
    view, counts = await ctx.run(_changes, ctx.host)
    return page(
        ctx, "changes.html.j2", title="Changes", view=view, chrome=chrome(ctx, "changes", counts)
    )


@route("GET", r"changes/download")
async def download(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """The whole set with the session's changes, as a file."""
    data = await ctx.run(ctx.host.golden.read)
    return web.Response(
        body=data,
        content_type="application/yaml",
        charset="utf-8",
        headers={"Content-Disposition": f'attachment; filename="{file_name(ctx.host)}"'},
    )
