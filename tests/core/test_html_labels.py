"""The HTML page's SME labels and the judge's calibration line (docs/design.md, "SME labels").

The browser side (clicking, downloading, parsing the file) is in
tests/e2e/test_html_labels.py; here the page's own content is checked.
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import unquote

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import JudgeCalibration, Outcome
from goldeneval.report import calibration_line
from goldeneval.report._html import HtmlReport, render_html
from tests.htmlpage import page_text, read_page

from .factories import result
from .html_fixtures import summary_of

# 2026-12-01 10:15 UTC
DEC_1 = 1_796_120_100.0


def _calibration(**changes: object) -> JudgeCalibration:
    c = JudgeCalibration(
        suite="tanya-public",
        judge_model="qwen2.5-32b-instruct",
        prompt_digest="sha256:p",
        kappa=0.7213,
        kappa_ci=(0.6071, 0.8349),
        labels=80,
        calibrated_at=DEC_1,
    )
    return replace(c, **changes)  # type: ignore[arg-type]


def test_the_calibration_line_gives_model_kappa_interval_labels_and_day() -> None:
    assert calibration_line(_calibration()) == (
        "judge calibration: qwen2.5-32b-instruct "
        "κ 0.72 (95 % interval 0.61 to 0.83) on 80 SME labels, 2026-12-01"
    )
    assert calibration_line(None) == "judge calibration: judge not calibrated for this suite"
    assert calibration_line(_calibration(kappa=None, kappa_ci=None, labels=1)) == (
        "judge calibration: qwen2.5-32b-instruct κ undefined on 1 SME labels, 2026-12-01"
    )
    assert "κ -0.10 (95 % interval -0.30 to 0.10)" in calibration_line(
        _calibration(kappa=-0.1, kappa_ci=(-0.3, 0.1))
    )


def _page(calibration: JudgeCalibration | None) -> str:
    ok = replace(result("apostille-biaya", Outcome.PASSED), answer="Rp150.000")
    errored = replace(result("wasiat-cek", Outcome.ERRORED), error="HTTP 503")
    summary = replace(summary_of(ok, errored), judge_calibration=calibration)
    return render_html(HtmlReport(summary))


def test_the_page_states_the_calibration_under_the_verdict() -> None:
    for calibration, line in (
        (_calibration(), "κ 0.72 (95 % interval 0.61 to 0.83) on 80 SME labels, 2026-12-01"),
        (None, "judge not calibrated for this suite"),
    ):
        text = page_text(_page(calibration))
        assert line in text
        assert text.index("GATE") < text.index(line) < text.index("Numbers")


def test_a_hostile_model_name_stays_text() -> None:
    page = _page(_calibration(judge_model='<script>alert(1)</script>"'))
    assert "<script>alert(1)" not in page
    assert 'judge calibration: <script>alert(1)</script>" κ 0.72' in page_text(page)
    assert read_page(page).count("script") == 1


def test_only_answered_items_can_be_labelled() -> None:
    page = read_page(_page(None))
    rows = [v for t, a, v in page.attrs if t == "tr" and a == "data-item"]
    assert rows == ["apostille-biaya"]  # the errored item has no answer
    assert ("button", "disabled", None) in page.attrs  # nothing given yet


@settings(max_examples=60, deadline=None)
@given(
    item_id=st.text(min_size=1, max_size=40).filter(
        lambda s: "\0" not in s and not any("\ud800" <= c <= "\udfff" for c in s)
    ),
    run_id=st.text(min_size=1, max_size=30).filter(
        lambda s: "\0" not in s and not any("\ud800" <= c <= "\udfff" for c in s)
    ),
)
def test_the_ids_the_script_reads_are_the_ids_exactly(item_id: str, run_id: str) -> None:
    """The script decodes data-item/data-run with decodeURIComponent: whatever an id holds
    (line breaks the HTML parser would fold, quotes, markup), it reads the id back."""
    r = replace(result(item_id, Outcome.PASSED, run_id=run_id), answer="jawaban")
    summary = replace(summary_of(r), run_id=run_id)
    attrs = read_page(render_html(HtmlReport(summary))).attrs
    (item,) = [v for t, a, v in attrs if t == "tr" and a == "data-item"]
    (run,) = [v for t, a, v in attrs if t == "tr" and a == "data-run"]
    assert item is not None and run is not None
    assert unquote(item, errors="strict") == item_id
    assert unquote(run, errors="strict") == run_id
    assert all(c.isascii() and c.isprintable() for c in item + run)
