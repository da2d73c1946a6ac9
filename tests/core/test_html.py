"""The HTML report's pure parts: phrase marks, word diff, trends, escaping, sections."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.goldenset._matching import contains
from goldeneval.model import Expected, GateVerdict, Outcome, Regression
from goldeneval.model._verdict import ExpectationChange, JudgeSample, VerdictSource
from goldeneval.report._html import (
    HtmlReport,
    ItemHistory,
    blame_text,
    judge_notes,
    render_html,
    trend_svg,
)
from goldeneval.report._marks import (
    MAX_MARKS_PER_PHRASE,
    check_phrases,
    flagged_phrases,
    locate,
    mark_answer,
    word_diff,
)
from goldeneval.report._trend import TREND_LEGEND, TrendPoint, trend_string
from goldeneval.verdict._blame import blame_phrase
from tests.htmlpage import page_text, read_page

from .factories import result
from .html_fixtures import summary_of

HOSTILE = (
    '<script>alert("x")</script></style></textarea>" onmouseover="alert(1)" '
    "' autofocus onfocus='alert(2)' javascript:alert(3) <img src=https://evil.example/p.png> "
    "<link rel=stylesheet href=//evil.example/s.css> url(https://evil.example/u)"
)


def test_locate_finds_every_occurrence_as_the_fact_gate_matches() -> None:
    answer = "Akta Notaris wajib. Tanpa AKTA NOTARIS ditolak."
    spans = locate(answer, "akta notaris")
    assert [answer[s:e] for s, e in spans] == ["Akta Notaris", "AKTA NOTARIS"]
    assert locate(answer, "surat kuasa") == ()


def test_locate_stops_marking_after_the_cap() -> None:
    answer = "ya " * (MAX_MARKS_PER_PHRASE + 5)
    assert len(locate(answer, "ya")) == MAX_MARKS_PER_PHRASE


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=60), st.text(min_size=1, max_size=6))
def test_marks_agree_with_the_scoring_match_and_keep_every_character(
    answer: str, phrase: str
) -> None:
    marks = check_phrases(answer, Expected(must_include=(phrase,), must_not_include=(phrase,)))
    required, forbidden = marks
    assert required.present is forbidden.present is contains(answer, phrase)
    assert required.ok is not forbidden.ok
    for start, end in required.spans:
        assert contains(answer[start:end], phrase)  # each mark holds the phrase
    segments = mark_answer(answer, marks)
    assert "".join(s.text for s in segments) == answer


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=80), st.text(max_size=80))
def test_word_diff_keeps_both_answers_whole(old: str, new: str) -> None:
    left, right = word_diff(old, new)
    assert "".join(s.text for s in left) == old
    assert "".join(s.text for s in right) == new
    assert {s.mark for s in left} <= {None, "removed"}
    assert {s.mark for s in right} <= {None, "added"}


def test_word_diff_marks_words_not_characters() -> None:
    left, right = word_diff("wajib akta notaris", "tidak wajib akta")
    assert [(s.text, s.mark) for s in left] == [("wajib akta ", None), ("notaris", "removed")]
    assert [(s.text, s.mark) for s in right] == [("tidak ", "added"), ("wajib akta", None)]


def test_flagged_phrases_tell_missing_from_forbidden_by_the_answer() -> None:
    marks = flagged_phrases("biaya gratis", ("akta notaris", "gratis"))
    assert [(m.phrase, m.kind, m.present) for m in marks] == [
        ("akta notaris", "required", False),
        ("gratis", "forbidden", True),
    ]


def test_trend_string_and_its_legend_name_every_letter() -> None:
    points = [TrendPoint("r1", o) for o in Outcome]
    assert trend_string(points) == "PFE-?"
    for letter in "PFE-?":
        assert f"{letter} " in TREND_LEGEND


def test_blame_is_read_from_the_stored_flags_in_the_text_reports_words() -> None:
    then = replace(result("a", Outcome.PASSED, run_id="r0"), answer="lama", answer_sha256="a")
    now = replace(
        result("a", Outcome.FAILED),
        answer="baru",
        answer_sha256="a",  # the digests agree, but the run's stored flags decide
        answer_changed=True,
        contract_changed=False,
        judge_changed=False,
    )
    assert blame_text(now, then) == "answer changed; judge and expectations unchanged"
    assert blame_text(now, then) == blame_phrase(True, False, False)
    assert blame_text(replace(now, answer_changed=None), then) == (
        "judge and expectations unchanged; answer unknown"
    )
    errored = result("a", Outcome.ERRORED)
    assert blame_text(errored, then) == "answer, judge and expectations unknown"
    assert blame_text(errored, None) == "no baseline"


def test_judge_notes_give_the_sample_tally_and_where_a_verdict_was_reused() -> None:
    confirmed = replace(
        result("a", Outcome.FAILED),
        verdict_source=VerdictSource.JUDGED,
        samples=tuple(JudgeSample(c, c >= 0.7) for c in (0.9, 0.2, 0.3, 0.1, 0.2)),
    )
    assert judge_notes(confirmed) == ("judge 1/5 pass",)
    reused = replace(
        result("a", Outcome.PASSED), verdict_source=VerdictSource.REUSED, verdict_run_id="r7"
    )
    assert judge_notes(reused) == ("verdict reused from run r7",)
    assert judge_notes(replace(confirmed, samples=(JudgeSample(0.2, False),))) == ()
    # Selective verdicts (§13.5): how unsure a verdict was, and an SME's label.
    assert judge_notes(replace(confirmed, confidence=0.8)) == ("judge 1/5 pass", "confidence 0.80")
    sme = replace(confirmed, samples=(), verdict_source=VerdictSource.SME, verdict_run_id="r3")
    assert judge_notes(replace(sme, confidence=1.0)) == ("SME label of this answer (run r3)",)
    # Who labelled (§13.6).
    by = replace(sme, confidence=1.0, verdict_by="sme@ahu.go.id")
    assert judge_notes(by) == ("SME label of this answer by sme@ahu.go.id (run r3)",)


def test_hostile_text_everywhere_stays_text() -> None:
    bad = replace(
        result(HOSTILE, Outcome.FAILED, domain=HOSTILE, auto_fail=(HOSTILE,), verified=True),
        question=HOSTILE,
        answer=HOSTILE + " jawaban",
        judge_reason=HOSTILE,
        reason=HOSTILE,
        error=HOSTILE,
    )
    base = replace(bad, run_id=HOSTILE, answer="jawaban lama " + HOSTILE, outcome=Outcome.PASSED)
    summary = replace(
        summary_of(bad, regressions=[Regression(bad.item_id, True, HOSTILE)], unverified=1),
        suite=HOSTILE,
        run_id=HOSTILE,
        set_digest=HOSTILE,
    )
    history = ItemHistory(
        baseline=base,
        trend=(TrendPoint(HOSTILE, Outcome.PASSED, 0.9), TrendPoint(HOSTILE, Outcome.FAILED)),
        expected=Expected(must_include=(HOSTILE,), must_not_include=(HOSTILE,)),
    )
    page = render_html(HtmlReport(summary, {bad.item_id: history}, store=HOSTILE))
    parsed = read_page(page)
    assert parsed.count("script") == 1 and parsed.count("style") == 1  # ours only
    assert parsed.count("img") == 0 and parsed.count("link") == 0
    assert parsed.external_references() == []
    assert HOSTILE in page_text(page)  # shown, as text


def test_sections_come_in_the_order_an_sme_reads_them() -> None:
    ok = result("ok", Outcome.PASSED, domain="apostille")
    bad = replace(result("bad", Outcome.FAILED, domain="badan usaha"), answer="x")
    err = replace(result("err", Outcome.ERRORED, domain="apostille"), error="timeout")
    page = render_html(HtmlReport(summary_of(ok, bad, err, unverified=2)))
    text = page_text(page)
    positions = [
        text.index("GATE FAILED"),
        text.index("Unverified golden set: 2 items"),
        text.index("Numbers"),
        text.index("By domain"),
        text.index("Items"),
        text.index("Failed, regressed and errored items (2)"),
    ]
    assert positions == sorted(positions)
    details = read_page(page).attrs
    opened = [v for t, a, v in details if t == "details" and a == "id"]
    assert opened == ["item-0", "item-1"]  # the failed and the errored item, not the passed one
    assert "timeout" in text


def _classes(page: str, tag: str) -> list[str]:
    return [v or "" for t, a, v in read_page(page).attrs if t == tag and a == "class"]


def test_a_no_verdict_run_gets_its_own_banner_with_its_cause_and_is_never_a_pass() -> None:
    err = replace(result("err", Outcome.ERRORED), error="HTTP 404 model does not exist")
    cause = "judge rejects every request: HTTP 404 model 'qwen' does not exist"
    summary = replace(summary_of(err), gate=GateVerdict.none(cause))
    page = render_html(HtmlReport(summary))
    text = page_text(page)
    assert "verdict none" in _classes(page, "section")
    assert "verdict pass" not in _classes(page, "section")
    assert f"NO VERDICT: {cause}" in text
    assert text.count(cause) == 1  # the cause once, on the verdict line
    assert "not a pass" in text and "GATE PASSED" not in text
    failed = render_html(HtmlReport(summary_of(replace(result("b", Outcome.FAILED), answer="x"))))
    assert "verdict fail" in _classes(failed, "section")


def test_coverage_comes_from_the_counts_and_shows_its_floor() -> None:
    ok = result("ok", Outcome.PASSED, domain="apostille")
    errs = [
        replace(result(f"e{n}", Outcome.ERRORED, domain="wasiat"), error="timeout")
        for n in range(3)
    ]
    skipped = result("int", Outcome.SKIPPED, domain="wasiat")
    summary = replace(summary_of(ok, *errs, skipped), min_coverage=0.6)
    text = page_text(render_html(HtmlReport(summary)))
    assert summary.counts.coverage == 0.25
    assert "coverage0.251 of 4 drivable items scored; minimum 0.60" in text.replace("\n", "")
    page = render_html(HtmlReport(summary))
    assert "<td>wasiat</td><td>4</td><td>0</td><td>0</td><td>0</td><td>3</td><td>1</td>" in page
    assert "<td>n/a</td><td>0.00</td></tr>" in page  # wasiat: nothing scored of 3 drivable


def test_expectations_changed_are_listed_as_the_new_baseline_not_as_regressions() -> None:
    edited = replace(
        result("fidusia", Outcome.FAILED, verified=True),
        answer="jawaban",
        answer_changed=False,
        contract_changed=True,
        judge_changed=False,
    )
    base = replace(result("fidusia", Outcome.PASSED, run_id="r3"), answer="jawaban")
    summary = replace(
        summary_of(edited), expectations_changed=(ExpectationChange("fidusia", "r3"),)
    )
    page = render_html(HtmlReport(summary, {"fidusia": ItemHistory(baseline=base)}))
    text = page_text(page)
    assert "Expectations changed (1)" in text
    assert "fidusia: expectations changed since run r3 — this run is the new baseline" in text
    assert "expectations changed; answer and judge unchanged" in text  # the table's blame
    assert "· regressed" not in text
    assert text.index("Expectations changed (1)") < text.index("Failed, regressed and errored")


def test_the_judge_line_carries_the_tally_and_the_reused_run() -> None:
    bad = replace(
        result("pt", Outcome.FAILED, verified=True),
        answer="x",
        judge_reason="akta hilang",
        verdict_source=VerdictSource.REUSED,
        verdict_run_id="r5",
        samples=(JudgeSample(0.2, False), JudgeSample(0.1, False), JudgeSample(0.9, True)),
    )
    text = page_text(render_html(HtmlReport(summary_of(bad))))
    assert (
        "fail, correctness 0.20 (threshold 0.70) · judge 1/3 pass · "
        "verdict reused from run r5: akta hilang"
    ) in text
    assert "verdicts10 judged now (0 confirmed by samples), 1 reused" in text.replace("\n", "")


def test_trend_svg_draws_one_bar_per_run_and_outlines_this_run() -> None:
    points = [TrendPoint(f"r{n}", Outcome.PASSED, 0.9) for n in range(3)]
    svg = trend_svg([*points, TrendPoint("run-now", Outcome.FAILED, 0.1)], "run-now")
    assert svg.count("<rect") == 4 and svg.count("stroke=") == 1
    assert "PPPF" in svg


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40), st.text(max_size=40), st.text(min_size=1, max_size=20))
def test_any_text_is_shown_as_text_and_the_page_is_writable(
    answer: str, reason: str, item_id: str
) -> None:
    bad = replace(
        result(item_id, Outcome.FAILED, domain=reason, auto_fail=(item_id,)),
        question=reason,
        answer=answer,
        judge_reason=reason,
    )
    base = replace(bad, run_id="r0", outcome=Outcome.PASSED, answer=reason)
    page = render_html(
        HtmlReport(
            summary_of(bad, regressions=[Regression(item_id, True, "r0")]),
            {item_id: ItemHistory(baseline=base, trend=(TrendPoint("r0", Outcome.PASSED),))},
        )
    )
    page.encode("utf-8")  # never a lone surrogate on disk
    parsed = read_page(page)
    assert (parsed.count("script"), parsed.count("style")) == (1, 1)
    assert parsed.external_references() == []
    shown = "".join("\ufffd" if c == "\x00" or "\ud800" <= c <= "\udfff" else c for c in answer)
    # html.parser (like a browser) turns CR and CRLF into LF inside text
    assert shown.replace("\r\n", "\n").replace("\r", "\n") in page_text(page).replace(
        "\r\n", "\n"
    ).replace("\r", "\n")
