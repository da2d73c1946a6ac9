"""The judge comparison table never runs two model names together (issue 29)."""

from __future__ import annotations

from goldeneval.report._calibration import CalibrationReport, render_calibration
from goldeneval.verdict import kappa_difference
from tests.core.test_calibration_report import _figures


def test_a_24_character_model_name_keeps_a_gap_from_the_current_one() -> None:
    sme = [True] * 6 + [False] * 6
    long = "qwen2.5-72b-instruct-awq"
    assert len(long) == 24
    report = CalibrationReport(
        suite="tanya",
        current=_figures("stand-in", sme),
        compare=_figures(long, sme),
        difference=kappa_difference(sme, sme, sme),
        tolerance=0.05,
        line="JUDGE CHANGE ACCEPTED: …",
        exit_code=0,
        seconds=1.0,
    )

    row = next(x for x in render_calibration(report).splitlines() if x.startswith("judge model"))

    assert row.split()[-2:] == ["stand-in", long]  # once "stand-inqwen2.5-72b-instruct-awq"
