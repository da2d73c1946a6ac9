"""The HTML item table's flaky mark and filter, used in headless Chromium (issue 34 §2)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from goldeneval.model import FlakyItem, Outcome
from goldeneval.report._html import HtmlReport, render_html
from tests.core.factories import result
from tests.core.html_fixtures import summary_of

from .browser import visit


def test_the_flaky_filter_shows_the_items_flaky_this_run_or_in_history(tmp_path: Path) -> None:
    fluke = replace(result("fluke", Outcome.PASSED, verified=True), answers=5, answers_passed=4)
    steady = result("steady", Outcome.PASSED, verified=True)
    wobbly = result("wobbly", Outcome.PASSED, verified=True)
    broken = replace(result("broken", Outcome.FAILED, verified=True), answers=3, answers_passed=0)
    s = replace(
        summary_of(fluke, steady, wobbly, broken),
        history_flaky=(FlakyItem("wobbly", 6, 10, split_runs=1, changes=2),),
        flaky_window=10,
    )
    html = tmp_path / "report.html"
    html.write_text(render_html(HtmlReport(s)), encoding="utf-8")
    seen_rows: dict[str, list[str]] = {}

    def use_the_page(page) -> None:  # type: ignore[no-untyped-def]
        rows = "#items tbody tr:not([hidden]) td:first-child"
        seen_rows["all"] = page.locator(rows).all_inner_texts()
        page.select_option("#outcome", "flaky")
        seen_rows["flaky"] = page.locator(rows).all_inner_texts()
        seen_rows["marks"] = page.locator("#items tbody tr:not([hidden]) .flaky").all_inner_texts()
        seen_rows["outcomes"] = page.locator(
            "#items tbody tr:not([hidden]) td:nth-child(4)"
        ).all_inner_texts()

    seen = visit(html, tmp_path / "profile", tmp_path / "shot.png", use_the_page)

    assert seen.page_errors == [] and seen.requests == [html.resolve().as_uri()]
    assert seen_rows["all"] == ["fluke", "steady", "wobbly", "broken"]
    assert seen_rows["flaky"] == ["fluke", "wobbly"]
    assert seen_rows["marks"] == ["flaky", "flaky"]
    assert seen_rows["outcomes"] == [
        "passed · answers 4/5 pass flaky",
        "passed · flaky in history (6/10 passed, 1 run split, 2 changes) flaky",
    ]
