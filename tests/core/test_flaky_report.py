"""Flaky items in every report (issue 34 §2, issue 40 §1): the tally and the mark in text,
--json, JUnit and the HTML item table, for items flaky this run and items flaky in history;
a confirmed regression (every answer failed) is never marked, whatever its history."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace

from goldeneval.model import (
    AnswerSample,
    FlakyItem,
    ItemResult,
    Outcome,
    Regression,
    RunSummary,
    VerdictSource,
)
from goldeneval.report import render_json, render_junit, render_report
from goldeneval.report._html import HtmlReport, render_html
from tests.htmlpage import page_text

from .factories import result
from .html_fixtures import summary_of


def _summary() -> RunSummary:
    fluke = replace(
        result("fluke", Outcome.PASSED, verified=True), answers=3, answers_passed=2
    )  # its first answer failed; two fresh ones passed
    broken = replace(
        result("broken", Outcome.FAILED, verified=True, reason="missing fact"),
        answers=3,
        answers_passed=0,
    )
    steady = result("steady", Outcome.PASSED, verified=True)
    wobbly = result("wobbly", Outcome.PASSED, verified=True)  # asked once, flaky in history
    s = summary_of(fluke, broken, steady, wobbly, regressions=[Regression("broken", True, "r0")])
    history = [
        FlakyItem("broken", 5, 8, changes=3),  # it wobbled before; now every answer fails
        FlakyItem("wobbly", 7, 10, changes=4),
        FlakyItem("steady", 9, 10, changes=1),  # one change is no flakiness
    ]
    return s.with_history_flaky(history, 10)


def _row(text: str, item_id: str) -> str:
    """The item's row of the table (the first line that starts with its id)."""
    return next(line for line in text.splitlines() if line.strip().startswith(item_id + " "))


def test_the_text_report_marks_flaky_items_and_shows_the_tally() -> None:
    text = render_report(_summary(), width=160)
    assert "passed flaky" in _row(text, "fluke") and "answers 2/3 pass" in _row(text, "fluke")
    assert "flaky" not in _row(text, "broken") and "answers 0/3 pass" in _row(text, "broken")
    assert "flaky" not in _row(text, "steady") and "answers" not in _row(text, "steady")
    assert "passed flaky" in _row(text, "wobbly")
    assert "flaky this run (answers disagreed): 1: fluke (answers 2/3 pass)" in text
    assert (
        "flaky in history (the suite's last 10 runs, worst first): 1: "
        "wobbly 0.70 (7/10 passed, 0 runs split, 4 changes)"
    ) in text
    assert "rewrite the item" in text
    assert "broken (failed) [answers 0/3 pass]" in text  # the details name the tally too


def test_a_run_without_flaky_items_has_no_flaky_section() -> None:
    s = summary_of(result("steady", Outcome.PASSED, verified=True))
    assert "flaky" not in render_report(s, width=160)


def test_json_carries_the_tally_and_both_flaky_marks() -> None:
    doc = json.loads(render_json(_summary()))
    by_id = {r["item_id"]: r for r in doc["results"]}
    assert (by_id["fluke"]["answers"], by_id["fluke"]["answers_passed"]) == (3, 2)
    assert by_id["fluke"]["flaky"] is True and by_id["fluke"]["flaky_in_history"] is None
    assert by_id["broken"]["flaky"] is False
    assert (by_id["steady"]["answers"], by_id["steady"]["answers_passed"]) == (1, None)
    assert by_id["wobbly"]["flaky"] is False  # its answers this run agreed
    assert by_id["wobbly"]["flaky_in_history"] == {
        "item_id": "wobbly",
        "passed": 7,
        "runs": 10,
        "pass_rate": 0.7,
        "split_runs": 0,
        "changes": 4,
    }
    assert by_id["broken"]["flaky_in_history"] is None  # a confirmed regression
    assert doc["flaky"]["in_run"] == ["fluke"] and doc["flaky"]["window"] == 10
    assert [f["item_id"] for f in doc["flaky"]["in_history"]] == ["wobbly"]


def _case_properties(xml: str) -> dict[str, dict[str, str]]:
    root = ET.fromstring(xml)
    return {
        case.get("name", ""): {p.get("name", ""): p.get("value", "") for p in case.iter("property")}
        for case in root.iter("testcase")
    }


def test_junit_gives_each_case_its_tally_and_mark_as_properties() -> None:
    xml = render_junit(_summary())
    props = _case_properties(xml)
    assert props["fluke"] == {"answers": "3", "answers_passed": "2", "flaky": "true"}
    assert props["broken"] == {"answers": "3", "answers_passed": "0"}
    assert props["steady"] == {}
    assert props["wobbly"] == {"flaky": "true", "flaky_in_history": "7/10"}
    suite = {p.get("name"): p.get("value") for p in ET.fromstring(xml).find("properties") or ()}
    assert (suite["flaky_items"], suite["flaky_in_history"]) == ("1", "1")
    failure = ET.fromstring(xml).find("testcase[@name='broken']/failure")
    assert failure is not None and failure.get("message", "").startswith("answers 0/3 pass")


def test_the_html_table_marks_flaky_rows_and_offers_a_flaky_filter() -> None:
    page = render_html(HtmlReport(_summary()))
    assert '<option value="flaky">flaky</option>' in page
    rows = {r.split('data-v="', 2)[1].split('"')[0]: r for r in page.split("<tr data-tags=")[1:]}
    assert 'flaky"' in rows["fluke"].split(" data-row")[0]  # the filter's tag
    assert 'flaky"' in rows["wobbly"].split(" data-row")[0]
    assert "flaky" not in rows["steady"].split(" data-row")[0]
    text = page_text(page)
    assert "passed · answers 2/3 pass" in text
    assert "passed · flaky in history (7/10 passed, 0 runs split, 4 changes)" in text
    assert "flaky" not in rows["broken"].split(" data-row")[0]


def test_results_of_an_older_evaluator_read_as_asked_once() -> None:
    plain: ItemResult = result("old", Outcome.FAILED, verified=True)
    assert (plain.answers, plain.answers_passed, plain.flaky) == (1, None, False)
    assert "answers" not in _row(render_report(summary_of(plain), width=160), "old")


def test_the_verdicts_line_names_the_other_answers_the_judge_scored() -> None:
    """``verdicts: 0 judged`` beside judge calls says what the calls were (issue 40 §8):
    other answers of a confirmation (a repeated one costs no call) and reference answers
    (one byte-identical to the candidate's was judged once for both)."""
    judged, reused = VerdictSource.JUDGED, VerdictSource.REUSED

    def sample(sha: str, source: VerdictSource) -> AnswerSample:
        return AnswerSample(
            answer=sha, answer_sha256=sha, outcome=Outcome.PASSED, verdict_source=source
        )

    kept = replace(
        result("kept", Outcome.PASSED, verified=True),
        verdict_source=reused,
        answer_sha256="good",
        answers=4,
        answers_passed=3,
        answer_samples=(
            sample("bad", judged),
            sample("bad", judged),  # the same answer again: its verdict, no call
            sample("good", reused),
            sample("good", reused),
        ),
    )
    ref_same = replace(result("kept", Outcome.PASSED), verdict_source=judged, answer_sha256="x")
    ref_new = replace(result("new", Outcome.PASSED), verdict_source=judged, answer_sha256="y")
    mine = replace(result("new", Outcome.PASSED), verdict_source=judged, answer_sha256="z")
    shared = replace(result("one", Outcome.PASSED), verdict_source=judged, answer_sha256="s")
    ref_shared = replace(shared, answer_sha256="s")
    s = replace(
        summary_of(kept, mine, shared),
        reference_results=(ref_same, ref_new, ref_shared),
    )
    line = next(x for x in render_report(s, width=400).splitlines() if x.startswith("verdicts:"))
    assert line.startswith("verdicts: 2 judged in this run")
    assert line.endswith(
        "; the judge also scored 1 other answer of answer confirmation and 2 reference answers"
    )
    alone = next(
        x
        for x in render_report(summary_of(kept), width=400).splitlines()
        if x.startswith("verdicts:")
    )
    assert alone.startswith("verdicts: 0 judged in this run")
    assert alone.endswith("; the judge also scored 1 other answer of answer confirmation")
    card = page_text(render_html(HtmlReport(summary_of(kept))))
    assert "0 judged now (0 confirmed by samples), 1 reused from earlier runs" in card
    assert "the judge also scored 1 other answer of answer confirmation" in card
