"""The page "Changes" and the download of the changed set (only where saves are kept).

Linked from the navigation only when the host keeps a change set (the
cluster); locally a save rewrites the file and there is nothing to collect.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from aiohttp import web

from goldeneval.workbench._app import Ctx, page, problem, route
from goldeneval.workbench._changes import changes_diff, kept
from goldeneval.workbench._chrome import chrome
from goldeneval.workbench._counts import nav_counts
from goldeneval.workbench._snapshot import snapshot

if TYPE_CHECKING:
    from goldeneval.workbench._host import Host

NOT_KEPT = "Saves here rewrite the golden set itself; there is no change set to show."


def _changes(host: Host) -> tuple[str, dict[str, int]]:
    return changes_diff(host.golden), nav_counts(host, snapshot(host.golden))


@route("GET", r"changes")
async def changes(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """The session's saves as one diff against the set the latest run used."""
    if kept(ctx.host.golden) is None:
        return problem(ctx, 404, "No change set", NOT_KEPT)
    diff, counts = await ctx.run(_changes, ctx.host)
    return page(
        ctx, "changes.html.j2", title="Changes", diff=diff, chrome=chrome(ctx, "changes", counts)
    )


@route("GET", r"changes/download")
async def download(ctx: Ctx, _: re.Match[str]) -> web.StreamResponse:
    """The whole set with the session's changes, as a file to put in a pull request."""
    changes = kept(ctx.host.golden)
    if changes is None:
        return problem(ctx, 404, "No change set", NOT_KEPT)
    data = await ctx.run(ctx.host.golden.read)
    # The name is the ConfigMap's key (letters, digits, '-', '_', '.'): safe in the header.
    disposition = f'attachment; filename="{changes.file_name}"'
    return web.Response(
        body=data,
        content_type="application/yaml",
        charset="utf-8",
        headers={"Content-Disposition": disposition, "Cache-Control": "no-store"},
    )
