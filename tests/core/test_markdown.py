"""The Markdown summary (issue 36 §2): what it says, and that no outside text can become markup."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from goldeneval.model import Baseline, ItemResult, Outcome, RunSummary
from goldeneval.model._compare import Comparison
from goldeneval.report import render_markdown, render_markdown_no_verdict
from goldeneval.report._markdown import LIST_LIMIT, code
from goldeneval.report._textfmt import one_line
from goldeneval.verdict import GateRules
from goldeneval.verdict._summary import summarize_results
from tests.anytext import any_text

from .factories import RUN, result

P, F, E, S = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED, Outcome.SKIPPED
# What GitHub and GitLab render: CommonMark plus tables and strikethrough.
MD = MarkdownIt("commonmark").enable(["table", "strikethrough"])


def summary(results: list[ItemResult], regressed: tuple[str, ...] = ()) -> RunSummary:
    """The results summarised; the ``regressed`` items passed in run ``run-before``."""
    baselines = {
        i: Baseline(i, "run-before", True, answer_sha256="old", contract_digest=None)
        for i in regressed
    }
    return summarize_results(
        results,
        baselines,
        run_id=RUN,
        suite="tanya",
        set_digest="sha256:x",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.8, min_coverage=0.5),
    )


def tokens(text: str) -> list[tuple[Any, ...]]:
    """Every token, nested ones included, as (type, tag, nesting, content of our own text)."""
    out: list[tuple[Any, ...]] = []

    def walk(toks: list[Any]) -> None:
        for t in toks:
            own = t.content if t.type == "text" else None
            out.append((t.type, t.tag, t.nesting, own))
            if t.children:
                walk(t.children)

    walk(MD.parse(text))
    return out


def codes(text: str) -> list[str]:
    return [t[3] for t in _code_tokens(text)]


def _code_tokens(text: str) -> list[tuple[str, str, int, str]]:
    out = []
    for block in MD.parse(text):
        for child in block.children or ():
            if child.type == "code_inline":
                out.append((child.type, child.tag, child.nesting, child.content))
    return out


def regressed_run() -> RunSummary:
    results = [
        replace(
            result("pt-1", F, verified=True, reason="judge: fail (salah biaya)"),
            answer="Biayanya Rp 50.000.",
            question="Berapa biaya PT?",
        ),
        result("pt-2", P),
        *(result(f"pt-{n}", P) for n in range(3, 11)),
    ]
    return summary(results, ("pt-1",))


def test_a_failed_run_names_the_regression_with_its_question_answer_and_reason() -> None:
    text = render_markdown(regressed_run(), location="out/report.html")
    assert text.startswith("### ❌ goldeneval: GATE FAILED\n")
    assert "#### Regressions: 1 (1 verified, gate-relevant; 0 unverified, reported only)" in text
    assert "`Berapa biaya PT?`" in text
    assert "`Biayanya Rp 50.000.`" in text
    assert "`judge: fail (salah biaya)`" in text
    assert "- **verified** `pt-1` passed in run `run-before`, fails now (" in text
    assert text.rstrip().endswith("Full report: `out/report.html`")
    # The figures are a table of numbers: the run's row.
    assert "| **run** | 10 | 10 | 9 | 1 | 0 | 0 | 0 | 0.90 | 1.00 |  |" in text


def test_failed_items_are_other_only_beside_regressions() -> None:
    """Nothing regressed: the failed items are the list, not "other" ones (issue 40 §8)."""
    failing = [result("pt-1", F, verified=True), *(result(f"pt-{n}", P) for n in range(2, 11))]
    alone = render_markdown(summary(failing))
    assert "#### Failed items: 1" in alone and "Other failed" not in alone
    beside = [*failing, result("pt-11", F, verified=True)]
    both = render_markdown(summary(beside, ("pt-11",)))
    assert "#### Regressions: 1" in both and "#### Other failed items: 1" in both


def test_a_passed_run_is_short_and_says_so() -> None:
    text = render_markdown(summary([result(f"a{n}", P) for n in range(5)]))
    assert text.startswith("### ✅ goldeneval: GATE PASSED\n")
    assert "####" not in text  # nothing went wrong: no sections
    assert "Full report" not in text  # no location given


def test_no_verdict_groups_the_errors_and_never_reads_as_a_failure() -> None:
    errs = [
        replace(result(f"e{n}", E), error="judge returned HTTP 503", reason="")
        for n in range(LIST_LIMIT + 5)
    ]
    text = render_markdown(summary([result("ok", P), *errs]))
    assert text.startswith("### ⚠️ goldeneval: NO VERDICT\n")
    assert "GATE FAILED" not in text
    assert f"- {LIST_LIMIT + 5} items: `judge returned HTTP 503`" in text
    assert "and 5 more" in text


def test_the_no_verdict_note_without_a_summary_names_the_cause() -> None:
    text = render_markdown_no_verdict(
        "store unreachable for 300 s", suite="tanya", run_id="r1", location="r.html"
    )
    assert text.startswith("### ⚠️ goldeneval: NO VERDICT\n")
    assert "- `store unreachable for 300 s`" in text
    assert "Full report: `r.html`" in text


def test_escalated_items_and_worse_items_are_listed() -> None:
    esc = replace(result("esc", P), outcome=Outcome.ESCALATED, answer="mungkin")
    worse = replace(result("w", F, verified=True), answer="jawaban baru")
    ref = replace(result("w", P), answer="jawaban lama")
    s = summary([esc, worse, *(result(f"p{n}", P) for n in range(8))])
    s.comparison = Comparison(
        reference_url="http://stable",
        paired=9,
        same=8,
        worse=1,
        better=0,
        unpaired=0,
        reference_passed=9,
        mcnemar_p=1.0,
        worse_ids=("w",),
        verified_worse_ids=("w",),
        verified_worse=1,
    )
    s.reference_results = (ref,)
    text = render_markdown(s)
    assert "#### Escalated to an SME: 1" in text and "`mungkin`" in text
    assert "#### Worse than the reference: 1 (1 verified)" in text
    assert "reference answer: `jawaban lama`" in text
    assert "Other failed items" not in text  # the worse item is listed once


def test_flaky_items_are_listed_with_how_many_answers_passed() -> None:
    steady = replace(result("steady", P), answers=3, answers_passed=3)
    flaky = replace(result("coin", P), answers=3, answers_passed=1, answer="ya")
    text = render_markdown(summary([steady, flaky, *(result(f"p{n}", P) for n in range(4))]))
    assert "#### Flaky (answers disagree): 1" in text
    assert "- `coin`: 1 of 3 answers passed" in text and "steady" not in text


def test_secrets_are_scrubbed_from_every_quoted_piece() -> None:
    r = replace(result("a", F), answer="kunci sk-SECRET-123", judge_reason="saw sk-SECRET-123")
    text = render_markdown(summary([r]), scrub=lambda t: t.replace("sk-SECRET-123", "***"))
    assert "sk-SECRET" not in text
    assert text.count("***") == 2


def test_code_spans_survive_backticks_at_the_edges() -> None:
    for raw in ("`", "``a``", "a`", "`` ` ``"):
        assert codes(f"- {code(raw)}\n") == [raw]


def _benign(text: str, n: int) -> str:
    """A stand-in with the same emptiness: the structure must not depend on the words."""
    if one_line(text):
        return f"x{n}"
    return " " if text else ""


outside = st.lists(any_text, min_size=6, max_size=6)


@settings(max_examples=150, deadline=None)
@given(outside, st.booleans())
def test_no_answer_text_changes_the_document_structure(texts: list[str], compare: bool) -> None:
    """Whatever the chatbot, the judge or the set's authors wrote, the note's block and inline
    structure is that of plain words: no HTML, no link, no table cell, no heading of theirs."""

    def build(t: list[str]) -> str:
        failed = replace(
            result("0" + t[0], F, verified=True),
            question=t[1],
            answer=t[2],
            judge_reason=t[3] or None,
        )
        esc = replace(result("1" + t[0], P), outcome=Outcome.ESCALATED, answer=t[4])
        err = replace(result("2" + t[0], E), error=t[5] or "x", reason="")
        s = summary(
            [failed, esc, err, result("3", P)],
            (failed.item_id,),
        )
        s.suite = t[4]
        return render_markdown(s, location=t[1])

    raw = build(texts)
    plain = build([_benign(t, n) for n, t in enumerate(texts)])
    assert tokens(raw) == tokens(plain)
    kinds = {k[0] for k in tokens(raw)}
    assert not kinds & {"html_inline", "html_block", "link_open", "image"}
    shown = one_line(texts[2])
    if shown and len(shown) < 150:  # an answer short enough to be quoted whole
        assert shown in codes(raw)
