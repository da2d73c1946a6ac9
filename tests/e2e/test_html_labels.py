"""SME labels in the HTML report, in the distribution's headless Chromium.

An SME labels some answers on the page (pass, fail, a note), changes their
mind on one, and downloads the labels. The file must parse with PyYAML into
exactly the labels given, in the normative shape (docs/design.md, "SME
labels"), with hostile item ids, run id and notes back character for
character, and the page must do all of it under its Content-Security-Policy:
no request but the page and the download's own ``blob:``, no console error.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from goldeneval.model import Outcome
from goldeneval.report._html import HtmlReport, render_html
from tests.core.factories import result
from tests.core.html_fixtures import summary_of

from .browser import visit

HOSTILE_ID = 'pt "perorangan"\\ syarat\n- item: x # <b>&amp;</b> %2F\r\u2028\u0085é😀\x01'
HOSTILE_RUN = '2026 "r1"\\\n: # %zz'
HOSTILE_NOTE = (
    'benar, tapi harus "PP 8/2021" \\ \\n\nbaris dua: # bukan komentar\u2028'
    "\x07\t😀 </script><img src=x onerror=alert(1)> '  "
)


def _page(tmp_path: Path) -> Path:
    rows = [
        replace(result(HOSTILE_ID, Outcome.FAILED, run_id=HOSTILE_RUN), answer="Tanpa akta."),
        replace(result("apostille-biaya", Outcome.PASSED, run_id=HOSTILE_RUN), answer="Rp150.000"),
        replace(result("wasiat-cek", Outcome.PASSED, run_id=HOSTILE_RUN), answer="Ya."),
        replace(result("fidusia", Outcome.PASSED, run_id=HOSTILE_RUN), answer="Di AHU."),
        replace(result("errored", Outcome.ERRORED, run_id=HOSTILE_RUN), error="HTTP 503"),
    ]
    summary = replace(summary_of(*rows), run_id=HOSTILE_RUN)
    path = tmp_path / "report.html"
    path.write_text(render_html(HtmlReport(summary)), encoding="utf-8")
    return path


def test_labels_given_on_the_page_download_as_the_labels_file(tmp_path: Path) -> None:
    html = _page(tmp_path)
    got: dict[str, Any] = {}

    def label(page) -> None:  # type: ignore[no-untyped-def]
        rows = page.locator("#labels tbody tr")
        got["rows"] = rows.count()
        got["disabled"] = page.locator("#labels-download").is_disabled()
        rows.nth(0).locator("input[value=fail]").check()
        rows.nth(0).locator("textarea").fill(HOSTILE_NOTE)
        rows.nth(1).locator("input[value=pass]").check()
        rows.nth(2).locator("input[value=fail]").check()
        rows.nth(2).locator("input[value='']").check()  # changed their mind: no label
        rows.nth(3).locator("textarea").fill("a note without a label is not a label")
        got["count"] = page.locator("#labels-count").inner_text()
        with page.expect_download() as download:
            page.click("#labels-download")
        got["name"] = download.value.suggested_filename
        target = tmp_path / "labels.yaml"
        download.value.save_as(target)
        got["text"] = target.read_text(encoding="utf-8")

    seen = visit(html, tmp_path / "profile", tmp_path / "labels.png", label)

    assert [r for r in seen.requests if not r.startswith("blob:")] == [html.resolve().as_uri()]
    assert [m for m in seen.console if m[0] in ("error", "warning")] == []
    assert seen.page_errors == []
    assert got["rows"] == 4  # the errored item has no answer to label
    assert got["disabled"] is True  # nothing to download before a label is given
    assert got["count"] == "2 labels given"
    assert got["name"] == "labels-2026_r1_zz.yaml"
    assert yaml.safe_load(got["text"]) == [
        {"item": HOSTILE_ID, "run": HOSTILE_RUN, "label": "fail", "note": HOSTILE_NOTE},
        {"item": "apostille-biaya", "run": HOSTILE_RUN, "label": "pass"},
    ]
    # Every value is a double-quoted scalar, one key per line: nothing outside text wrote
    # can start a line of its own.
    body = [line for line in got["text"].splitlines() if not line.startswith("#")]
    assert len(body) == 7
    assert all(line.split(": ", 1)[1].startswith('"') for line in body)
