"""The calibration's renderings: the run report's line, calibrate's text, JSON and page."""

from __future__ import annotations

from collections.abc import Sequence

from goldeneval.model import JudgeCalibration
from goldeneval.report import calibration_line
from goldeneval.report._calibration import (
    CalibrationReport,
    Disagreement,
    JudgeFigures,
    render_calibration,
    render_calibration_html,
)
from goldeneval.verdict import PersonLabel, agreement, by_domain, kappa_difference, sme_agreement
from tests.htmlpage import read_page


def test_the_run_report_states_the_calibration_or_its_absence() -> None:
    assert calibration_line(None) == "judge calibration: judge not calibrated for this suite"
    cal = JudgeCalibration("s", "qwen", "sha256:p", 0.7834, (0.641, 0.92), 80, 1_796_112_000.0)
    assert calibration_line(cal) == (
        "judge calibration: qwen κ 0.78 (95 % interval 0.64 to 0.92) on 80 SME labels, 2026-12-01"
    )
    undefined = JudgeCalibration("s", "qwen", "sha256:p", None, None, 12, 1_796_112_000.0)
    assert calibration_line(undefined).startswith("judge calibration: qwen κ undefined on 12")


def _figures(model: str, judge: list[bool]) -> JudgeFigures:
    sme = [True] * 6 + [False] * 6
    pairs = list(zip(sme, judge, strict=True))
    return JudgeFigures(
        model=model,
        prompt_digest="sha256:" + "ab" * 32,
        labels=12,
        judged=12,
        judge_agreement=agreement(pairs),
        gate_agreement=agreement(pairs),
        by_domain=by_domain({"apostille": pairs[:8], "fidusia": pairs[8:]}),
        disagreements=(
            Disagreement(
                item_id="ap-<1>",
                run_id="r1",
                domain="apostille",
                sme="fail",
                judge="pass",
                correctness=0.9,
                reason="looks fine",
                note="<script>alert(1)</script> wrong fee",
                samples_pass=2,
                samples_fail=1,
            ),
        ),
        calls=3,
        reused=9,
    )


def test_text_json_and_page_of_a_comparison() -> None:
    sme = [True] * 6 + [False] * 6
    now = [True] * 6 + [True] + [False] * 5
    report = CalibrationReport(
        suite="tanya",
        current=_figures("qwen", now),
        compare=_figures("llama", sme),
        difference=kappa_difference(sme, now, sme),
        tolerance=0.05,
        line="JUDGE CHANGE ACCEPTED: …",
        exit_code=0,
        seconds=1.25,
    )
    text = render_calibration(report)
    assert text.splitlines()[-1] == "JUDGE CHANGE ACCEPTED: …"
    assert "apostille  n 8    accuracy 0.88  only 8 labels (fewer than 10): no κ" in text
    assert "[samples 2 pass, 1 fail]" in text and "SME note: <script>" in text
    assert "κ difference (candidate − current): +0.17" in text
    doc = report.to_dict()
    assert list(doc) == [
        "suite",
        "judge",
        "labels",
        "judged",
        "judge_agreement",
        "gate_agreement",
        "by_domain",
        "disagreements",
        "compare",
        "selective",  # λ of --target-agreement (docs/design.md §13.5); none was asked for
        "sme_agreement",  # SME against SME (§13.6); not measured here
    ]
    assert doc["sme_agreement"] is None
    assert doc["selective"] is None
    assert doc["compare"]["judge"]["model"] == "llama"
    assert doc["compare"]["kappa_delta"] == report.difference.delta  # type: ignore[union-attr]
    assert list(doc["disagreements"][0]) == [
        "item_id",
        "run_id",
        "sme",
        "judge",
        "correctness",
        "reason",
        "note",
    ]
    page = render_calibration_html(report)
    assert "<script>alert" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    parsed = read_page(page)
    assert parsed.external_references() == []
    assert parsed.count("script") == 0
    assert parsed.count("section") == 2  # the current judge and the candidate


def test_labels_of_one_class_print_why_there_is_no_kappa() -> None:
    pairs = [(True, True)] * 11 + [(True, False)]
    text = render_calibration(_report(None, pairs))
    assert "κ 0.00" not in text
    assert "judge agreement: n 12, accuracy 0.92, κ is undefined: every SME label is pass" in text
    assert "apostille  n 12   accuracy 0.92  κ is undefined: every SME label is pass" in text


def _report(
    sme: object, pairs: Sequence[tuple[bool, bool]] = ((True, True),) * 6 + ((False, False),) * 6
) -> CalibrationReport:
    """A calibration of 12 labelled answers, all in domain apostille, judged as ``pairs``."""
    figures = JudgeFigures(
        model="qwen",
        prompt_digest="sha256:" + "ab" * 32,
        labels=12,
        judged=12,
        judge_agreement=agreement(pairs),
        gate_agreement=agreement(pairs),
        by_domain=by_domain({"apostille": pairs}),
        disagreements=(),
        calls=12,
        reused=0,
    )
    return CalibrationReport(
        suite="tanya",
        current=figures,
        compare=None,
        difference=None,
        tolerance=0.05,
        line="CALIBRATED: …",
        exit_code=0,
        seconds=1.0,
        sme=sme,  # type: ignore[arg-type]
    )


def test_sme_agreement_stands_beside_the_judges_in_text_json_and_page() -> None:
    labels = [
        PersonLabel("a", "d1", "local:budi", True),
        PersonLabel("a", "d1", "sme@ahu.go.id", False),
        PersonLabel("b", "d2", "local:budi", False),
        PersonLabel("b", "d2", "sme@ahu.go.id", False),
        PersonLabel("c", "d3", "local:<b>x</b>", True),
        PersonLabel("c", "d3", "sme@ahu.go.id", True),
    ]
    report = _report(sme_agreement(labels))
    text = render_calibration(report)
    assert (
        "SME–SME agreement: κ 0.40 (95 % -0.37 to 1.00), n 3 (pairs of labels of one answer "
        "by two people, over 3 answers)" in text
    ), text
    assert "    a (answer d1): local:budi pass, sme@ahu.go.id fail" in text
    assert "b (answer" not in text  # they agreed
    doc = report.to_dict()["sme_agreement"]
    assert (doc["answers"], doc["pairs"], doc["kappa"]) == (3, 3, report.sme.agreement.kappa)  # type: ignore[union-attr]
    assert doc["disagreements"] == [
        {
            "item_id": "a",
            "answer_sha256": "d1",
            "labels": [
                {"by": "local:budi", "label": "pass"},
                {"by": "sme@ahu.go.id", "label": "fail"},
            ],
        }
    ]
    page = render_calibration_html(report)
    assert "SME–SME agreement" in page and "local:budi pass, sme@ahu.go.id fail" in page
    assert "<b>x</b>" not in page


def test_sme_agreement_without_two_labellers_is_undefined() -> None:
    alone = sme_agreement([PersonLabel("a", "d1", "local:budi", True)])
    text = render_calibration(_report(alone))
    assert (
        "SME–SME agreement: κ undefined (no answer was labelled by two people), n 0 "
        "(pairs of labels of one answer by two people, over 0 answers)" in text
    )
    one_sided = sme_agreement(
        [
            PersonLabel("a", "d1", "local:budi", True),
            PersonLabel("a", "d1", "local:ani", False),
        ]
    )
    assert "κ undefined (every first label is pass), n 1" in render_calibration(_report(one_sided))
