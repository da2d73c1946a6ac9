"""The SME guide shows every page of the workbench, and the script that takes the pictures works."""

from __future__ import annotations

import re
from pathlib import Path

from tests.workbench.screenshots import DOCS, SHOTS, capture

PNG = b"\x89PNG\r\n\x1a\n"


def test_the_guide_has_a_screenshot_of_each_page_and_they_can_be_retaken(tmp_path: Path) -> None:
    guide = (DOCS / "sme-guide.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"\]\((workbench-[a-z]+\.png)\)", guide))
    assert shown == {f"workbench-{name}.png" for name in SHOTS}
    for name in shown:
        assert (DOCS / name).read_bytes().startswith(PNG)
    taken = capture(tmp_path)
    assert [p.name for p in taken] == [f"workbench-{n}.png" for n in SHOTS]
    assert all(p.read_bytes().startswith(PNG) for p in taken)
