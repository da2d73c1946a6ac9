"""The HTML page's structure is deliberate: a fresh render matches the kept snapshots.

The snapshots under tests/core/data/html/ were rendered before the page moved
to templates (f-strings then, Jinja2 now); the comparison is the element tree
(tags, attributes, nesting) and the visible text, with runs of white space
between elements folded, since a browser shows them alike. Regenerate them
after a deliberate change with ``.venv/bin/python -m tests.core.html_fixtures``.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from goldeneval.report._html import render_html

from .html_fixtures import SNAPSHOTS, reports

VOID = {"meta", "input", "br", "img", "link", "hr"}


class _Tree(HTMLParser):
    """Each element as (depth, tag, sorted attributes); text folded per run."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.nodes: list[tuple[int, str, tuple[tuple[str, str | None], ...]]] = []
        self.text: list[str] = []
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.nodes.append((self._depth, tag, tuple(sorted(attrs))))
        if tag not in VOID:
            self._depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID:
            self._depth -= 1

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _read(page: str) -> tuple[list[tuple[int, str, tuple[tuple[str, str | None], ...]]], str]:
    tree = _Tree()
    tree.feed(page)
    tree.close()
    return tree.nodes, re.sub(r"\s+", " ", "".join(tree.text)).strip()


@pytest.mark.parametrize("name", sorted(reports()))
def test_the_page_keeps_its_element_tree_and_its_visible_text(name: str) -> None:
    kept = (SNAPSHOTS / f"{name}.html").read_text(encoding="utf-8")
    fresh = render_html(reports()[name])
    kept_nodes, kept_text = _read(kept)
    fresh_nodes, fresh_text = _read(fresh)
    assert len(fresh_nodes) > 40  # a page, not an empty shell
    assert fresh_nodes == kept_nodes
    assert fresh_text == kept_text


def test_the_snapshots_cover_every_section() -> None:
    pages = {name: (SNAPSHOTS / f"{name}.html").read_text(encoding="utf-8") for name in reports()}
    failed = pages["failed"]
    for marker in (
        'id="unverified"',
        'id="expectations"',
        'class="sides"',
        'class="phr"',
        "verdict reused from run",
        "judge 1/3 pass",
        "<svg",
    ):
        assert marker in failed, marker
    assert "not a pass" in pages["no-verdict"]
    assert "None: every driven item passed." in pages["passed"]
