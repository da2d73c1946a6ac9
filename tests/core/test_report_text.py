"""The text report shows outside text safely and whole (docs/design.md §5).

Ids, domains, reasons and answers come from SMEs, the chatbot and the judge:
they are escaped, never cut (wrapped to the width instead), and no line but
the verdict can start with GATE or NO VERDICT.
"""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import Baseline, JudgeStatus, Outcome, RunSummary
from goldeneval.report._text import ANSWER_EXCERPT_CHARS, render_report
from goldeneval.report._textfmt import escape
from goldeneval.verdict import GateRules
from goldeneval.verdict._summary import summarize_results
from tests.anytext import any_text

from .factories import result

P, F, E = Outcome.PASSED, Outcome.FAILED, Outcome.ERRORED


def summary(results, baselines=None, run_id: str = "run-now", suite: str = "tanya") -> RunSummary:
    return summarize_results(
        results,
        baselines or {},
        run_id=run_id,
        suite=suite,
        set_digest="sha256:abc",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.8, allow_unverified=True, pass_threshold=0.7),
    )


def _verdict_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith(("GATE", "NO VERDICT"))]


def test_an_id_with_a_line_break_cannot_print_a_fake_verdict() -> None:
    hostile = "a\nGATE PASSED"
    s = summary(
        [result(hostile, F, reason="judge: fail (x)", verified=True), result("ok", P)],
        baselines={hostile: Baseline(hostile, "run-1", True)},
    )
    text = render_report(s)
    assert _verdict_lines(text) == [text.splitlines()[-1]]
    assert text.splitlines()[-1].startswith("GATE FAILED")
    assert "a\\nGATE PASSED" in text  # shown, escaped, in the table, details and regressions
    assert "\nGATE PASSED" not in text


def test_an_id_that_is_just_GATE_PASSED_is_indented_in_the_table() -> None:
    text = render_report(summary([result("GATE PASSED", F, reason="judge: fail")]))
    assert _verdict_lines(text) == [text.splitlines()[-1]]
    assert "  GATE PASSED" in text


def test_control_characters_are_escaped_in_every_field() -> None:
    r = dataclasses.replace(
        result("id\x1b[2J", F, reason="judge: fail (merah \x1b[31m)", domain="dom\x07ain"),
        answer="jawaban\x1b]0;title\x07 \u202eterbalik",
        judge_reason="alasan\x00 \ud800",
    )
    text = render_report(summary([r], run_id="run\r1", suite="s\x1bx"))
    for raw in ("\x1b", "\x07", "\x00", "\r", "\u202e", "\ud800"):
        assert raw not in text
    for shown in ("id\\x1b[2J", "dom\\x07ain", "merah \\x1b[31m", "\\u202eterbalik", "\\ud800"):
        assert shown in " ".join(text.split())
    assert "run run\\r1" in text and "suite s\\x1bx" in text
    text.encode("utf-8")  # printable to any UTF-8 terminal: no lone surrogate left


def test_the_judge_line_is_kept_when_its_reason_is_a_substring_of_the_items() -> None:
    # The judge said "ok"; the item's reason mentions "dokumen", which contains "ok".
    r = dataclasses.replace(
        result("a", F, reason='auto-fail: missing "dokumen asli"', auto_fail=("dokumen asli",)),
        judge_reason="ok",
    )
    text = render_report(summary([r]))
    assert "      judge: ok" in text.splitlines()


def test_the_judge_line_is_not_repeated_when_the_reason_already_quotes_it() -> None:
    r = dataclasses.replace(result("a", F, reason="judge: fail (salah)"), judge_reason="salah")
    assert "judge: salah" not in render_report(summary([r]))


def test_a_failed_item_shows_an_excerpt_of_its_answer() -> None:
    answer = "Pendirian PT perorangan\nmemerlukan dua orang pendiri. " + "Lalu " * 100
    r = dataclasses.replace(result("a", F, reason="judge: fail"), answer=answer)
    text = render_report(summary([r]), width=400)
    line = next(x for x in text.splitlines() if x.startswith("      answer: "))
    assert line.startswith("      answer: Pendirian PT perorangan memerlukan dua orang pendiri.")
    assert line.endswith("…")
    assert len(line.removeprefix("      answer: ")) == ANSWER_EXCERPT_CHARS


def test_identical_errors_are_printed_once_with_their_count() -> None:
    outage = [result(f"item-{n:02d}", E, reason="judge error: HTTP 503") for n in range(16)]
    other = result("lain", E, reason="error: timeout")
    text = render_report(summary([*outage, other, result("ok", P)]))
    details = text.split("details of failed and errored items:\n")[1]
    assert details.count("HTTP 503") == 1
    assert "  16 items errored: judge error: HTTP 503" in details
    assert ", ".join(f"item-{n:02d}" for n in range(16)) in " ".join(details.split())
    assert "  lain (errored): error: timeout" in details


def test_every_line_fits_the_width_and_nothing_is_cut() -> None:
    ids = ["apostille-dokumen-pendidikan-luar-negeri", "apostille-dokumen-pendidikan-dalam-negeri"]
    rs = [result(i, F, reason="judge: fail (" + "alasan " * 20 + ")") for i in ids]
    for width in (80, 100, 120):
        text = render_report(summary(rs), width=width)
        body = text.splitlines()[:-1]
        assert all(len(line) <= width for line in body if not line.startswith("!!")), width
        flat = "".join(text.split())
        assert all(i in flat for i in ids)  # whole ids, not two identical cut prefixes
        assert "…" not in text


_names = st.text(st.characters(codec="utf-8"), min_size=1, max_size=12) | any_text.filter(bool)


@settings(max_examples=150, deadline=None)
@given(
    ids=st.lists(_names, min_size=1, max_size=4, unique=True),
    texts=st.lists(any_text, min_size=4, max_size=4),
    outcome=st.sampled_from([P, F, E]),
    width=st.integers(20, 160),
)
def test_any_text_renders_with_the_verdict_alone_on_the_last_line(
    ids: list[str], texts: list[str], outcome: Outcome, width: int
) -> None:
    reason, answer, judge_reason, domain = texts
    rs = [
        dataclasses.replace(
            result(i, outcome, reason=reason, domain=domain, verified=True),
            answer=answer,
            judge_reason=judge_reason,
            judge_status=JudgeStatus.OK if outcome is not E else JudgeStatus.ERROR,
        )
        for i in ids
    ]
    baselines = {i: Baseline(i, reason or "r0", True) for i in ids}
    text = render_report(summary(rs, baselines, run_id=ids[0], suite=domain or "s"), width=width)
    lines = text.split("\n")
    assert text.splitlines() == lines  # no other line break (\r, \x85, \u2028…) survives
    assert _verdict_lines(text) == [lines[-1]]
    assert lines[-1] == escape(lines[-1])
    text.encode("utf-8")
    assert not any(c < " " and c != "\n" for c in text)


def test_ids_stay_whole_and_domains_wrap_at_their_hyphens_when_room_is_short() -> None:
    rs = [
        result(
            "pt-perorangan-akta-duplikat",
            F,
            reason="auto-fail: missing x",
            domain="badan-hukum-perkumpulan",
        ),
        result("kewarganegaraan-ganda-anak", P, domain="kewarganegaraan"),
    ]
    table = render_report(summary(rs), width=100).split("\n\n")[1].splitlines()
    assert table[2].startswith("  pt-perorangan-akta-duplikat  ")
    assert any(line.startswith("  kewarganegaraan-ganda-anak  ") for line in table)
    assert "kewarganegaraan " in " ".join(table)  # a domain word is never split
    assert all(len(line) <= 100 for line in table)
