"""The SME guide's screenshots of the workbench, one per page, taken in the real Chromium.

    .venv/bin/python -m tests.workbench.screenshots      # rewrites docs/workbench-*.png

The seeded suite of the tests (``seed.py``) on a SQLite store in a scratch folder.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import expect

from goldeneval.model import CoverageDecision
from goldeneval.store import open_store
from tests.workbench.browser import browser
from tests.workbench.conftest import World, harvest, make_world, serving
from tests.workbench.seed import SUITE

SHOTS = {
    "review": "review",
    "items": "items",
    "item": "items/pt-syarat-01",
    "drafts": "drafts",
    "coverage": "coverage",
}
"""Screenshot name -> the page's path."""

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _second_week(world: World) -> None:
    """A decision an SME took on the first harvest, and the harvest after it (two points
    on the chart, one decision listed)."""
    store = open_store(world.dsn)
    try:
        store.save_coverage_decision(
            CoverageDecision(
                SUITE,
                ("cara ganti nama yayasan", "cara mengganti nama yayasan gimana"),
                "yayasan-nama-04",
                "local:budi",
                time.time(),
            )
        )
    finally:
        store.close()
    assert harvest(world) == 0


def capture(folder: Path) -> list[Path]:
    """Every page of the workbench as ``folder/workbench-NAME.png``."""
    written = []
    with tempfile.TemporaryDirectory() as scratch:
        world = make_world(Path(scratch), f"sqlite:///{scratch}/history.db")
        _second_week(world)
        with serving(world) as bench, browser(bench.origin) as (page, watch):
            page.set_viewport_size({"width": 1100, "height": 800})
            page.goto(bench.link)
            for name, rel in SHOTS.items():
                page.goto(f"{bench.origin}/{rel}")
                expect(page.get_by_role("heading", level=1)).to_be_visible()
                target = folder / f"workbench-{name}.png"
                page.screenshot(path=str(target), full_page=False)
                written.append(target)
            watch.assert_quiet()
    return written


if __name__ == "__main__":
    for path in capture(DOCS):
        print(path, file=sys.stderr)
