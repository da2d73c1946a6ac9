"""The HTML report's pure parts: phrase marks, word diff, trends, escaping, sections."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval._gate import decide, tally
from goldeneval._html import HtmlReport, ItemHistory, changes, render_html, trend_svg
from goldeneval._marks import (
    MAX_MARKS_PER_PHRASE,
    check_phrases,
    flagged_phrases,
    locate,
    mark_answer,
    word_diff,
)
from goldeneval._models import Expected, Outcome, Regression, RunSummary
from goldeneval._scoring import contains
from goldeneval._trend import TREND_LEGEND, TrendPoint, trend_string
from tests.htmlpage import page_text, read_page

from .factories import result

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
    assert trend_string(points) == "PFE-"
    for letter in "PFE-":
        assert f"{letter} " in TREND_LEGEND


def test_changes_compare_answer_digests_and_leave_the_unrecorded_unknown() -> None:
    now = replace(result("a", Outcome.FAILED), answer="baru", answer_sha256="b")
    then = replace(result("a", Outcome.PASSED, run_id="r0"), answer="lama", answer_sha256="a")
    assert [(c.what, c.changed) for c in changes(now, then)] == [
        ("answer", True),
        ("expectations", None),
        ("judge", None),
    ]
    assert changes(now, None) == ()
    same = replace(then, answer_sha256="b")
    assert changes(now, same)[0].changed is False


def _summary(*results, regressions=(), unverified: int = 0) -> RunSummary:  # type: ignore[no-untyped-def]
    counts = tally(results)
    gate = decide(
        counts,
        min_pass_rate=0.8,
        verified_regressions=[r.item_id for r in regressions if r.verified],
        unverified_items=unverified,
        allow_unverified=False,
    )
    return RunSummary(
        run_id="run-now",
        suite="tanya",
        set_digest="sha256:x",
        counts=counts,
        unverified_items=unverified,
        regressions=tuple(regressions),
        gate=gate,
        results=tuple(results),
    )


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
        _summary(bad, regressions=[Regression(bad.item_id, True, HOSTILE)], unverified=1),
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
    page = render_html(HtmlReport(_summary(ok, bad, err, unverified=2)))
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
            _summary(bad, regressions=[Regression(item_id, True, "r0")]),
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
