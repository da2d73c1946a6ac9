"""The HTML item table keeps a short id on one line (issue 40 §8), in headless Chromium."""

from __future__ import annotations

from pathlib import Path

from goldeneval.model import Outcome
from goldeneval.report._html import HtmlReport, render_html
from tests.core.factories import result
from tests.core.html_fixtures import summary_of

from .browser import visit

SHORT = "pt-perorangan-syarat-umum"
LONG = "pt-perorangan-syarat-" + "dokumen-" * 8 + "akhir"


def test_a_short_id_stays_on_one_line_in_a_narrow_window(tmp_path: Path) -> None:
    rows = [result(SHORT, Outcome.PASSED, verified=True), result(LONG, Outcome.PASSED)]
    html = tmp_path / "report.html"
    html.write_text(render_html(HtmlReport(summary_of(*rows))), encoding="utf-8")
    lines: dict[str, int] = {}

    def measure(page) -> None:  # type: ignore[no-untyped-def]
        page.set_viewport_size({"width": 420, "height": 900})
        found = page.eval_on_selector_all(
            "#items tbody .id",
            "spans => spans.map(s => [s.textContent, s.getClientRects().length])",
        )
        lines.update((text, n) for text, n in found)

    seen = visit(html, tmp_path / "profile", tmp_path / "shot.png", measure)

    assert seen.page_errors == []
    assert lines[SHORT] == 1  # never cut at a hyphen
    assert lines[LONG] > 1  # a long id still wraps rather than widen the page
