"""Lint for conversations, count checks and expiry dates (docs/design.md §3)."""

from __future__ import annotations

import textwrap
from datetime import date

from goldeneval.goldenset import LintCode, lint, parse_golden_set, unacknowledged
from goldeneval.goldenset._lintcodes import ACKNOWLEDGEABLE, NOT_ACKNOWLEDGEABLE

TODAY = date(2026, 12, 1)


def load(text: str):  # type: ignore[no-untyped-def]
    return parse_golden_set(textwrap.dedent(text), "set.yaml")


def item(extra: str, *, item_id: str = "it", verified: bool = False) -> str:
    return (
        f"- id: {item_id}\n"
        "  surface: internal\n"
        "  domain: d\n"
        "  question: Berapa PT per provinsi?\n"
        "  expected: {must_include: [Jawa Barat], rubric: per province}\n"
        f"  verified: {'true' if verified else 'false'}\n"
        f"{extra}"
    )


def codes(text: str, today: date = TODAY) -> list[tuple[LintCode, int | None, str]]:
    return [
        (w.code, w.line, w.message)
        for w in lint(load(text), today)
        if w.code is not LintCode.UNVERIFIED
    ]


# ------------------------------------------------------------ expiry


def test_no_warning_more_than_thirty_days_before_valid_until() -> None:
    assert codes(item("  valid_until: 2027-01-01\n")) == []  # 31 days ahead


def test_a_warning_from_thirty_days_before_valid_until() -> None:
    ((code, line, message),) = codes(item("  valid_until: 2026-12-31\n"))
    assert (code, line) == (LintCode.EXPIRES_SOON, 1)
    assert message.startswith(
        "the item is valid until 2026-12-31 (in 30 days); after that runs skip it"
    )


def test_the_last_days_are_said_in_words() -> None:
    assert "(tomorrow)" in codes(item("  valid_until: 2026-12-02\n"))[0][2]
    assert "(today)" in codes(item("  valid_until: 2026-12-01\n"))[0][2]


def test_an_expired_item_is_flagged_as_checking_nothing() -> None:
    ((code, _, message),) = codes(item("  valid_until: 2026-11-30\n"))
    assert code is LintCode.EXPIRED
    assert message.startswith("the item expired on 2026-11-30: runs skip it, so it checks nothing")


def test_lint_reads_the_clock_only_when_not_told_the_day() -> None:
    text = item("  valid_until: 2000-01-01\n")
    assert LintCode.EXPIRED in {w.code for w in lint(load(text))}
    assert LintCode.EXPIRED not in {w.code for w in lint(load(text), date(1999, 12, 1))}


def test_expiry_warnings_cannot_be_acknowledged_and_do_not_count_as_open_contract_warnings() -> (
    None
):
    assert {"expires-soon", "expired"} <= set(NOT_ACKNOWLEDGEABLE)
    assert "count-overlap" in ACKNOWLEDGEABLE
    found = codes(item("  valid_until: 2026-11-30\n", verified=True))
    assert [c for c, _, _ in found] == [LintCode.EXPIRED]  # no verified-with-warnings on top


# ------------------------------------------------------------ count


def test_a_count_phrase_inside_another_is_flagged_at_the_check() -> None:
    text = (
        "- id: it\n  surface: internal\n  domain: d\n  question: q?\n  expected:\n"
        "    count:\n"
        "      - any_of: [Jawa, Jawa Barat, Banten]\n"
        "        at_least: 1\n"
    )
    ((code, line, message),) = codes(text)
    assert (code, line) == (LintCode.COUNT_OVERLAP, 7)
    assert message.startswith("count #1: 'Jawa' is part of 'Jawa Barat'")


def test_count_and_grounding_are_something_to_check() -> None:
    base = "- id: it\n  surface: internal\n  domain: d\n  question: q?\n  expected: "
    assert codes(base + "{grounded: tools}\n") == []
    assert codes(base + "{count: [{any_of: [a, b], exactly: 1}]}\n") == []
    assert [c for c, _, _ in codes(base + "{}\n")] == [LintCode.NOTHING_TO_CHECK]


def test_an_acknowledged_count_overlap_is_not_open() -> None:
    text = (
        "- id: it\n  surface: internal\n  domain: d\n  question: q?\n  expected:\n"
        "    count: [{any_of: [Jawa, Jawa Barat], at_least: 1}]\n"
        "  lint_ignore: [count-overlap]\n"
    )
    warnings = [w for w in lint(load(text), TODAY) if w.code is LintCode.COUNT_OVERLAP]
    assert warnings and unacknowledged(warnings) == []


# ------------------------------------------------------------ conversations

CONVERSATION = """\
- id: conv
  surface: public
  domain: apostille
  conversation:
    - question: Apa itu apostille?
      expected: {must_include: [legalisasi], rubric: explains}
    - question: Berapa biayanya?
      expected:
        must_include: ["150.000"]
        must_not_include: ["PN"]
  verified: true
"""


def test_each_turn_is_linted_and_named() -> None:
    found = codes(CONVERSATION)
    short = [(line, m) for c, line, m in found if c is LintCode.SHORT_TOKEN]
    assert short == [(10, short[0][1])]
    assert short[0][1].startswith("turn 2: must_not_include 'PN' is only 2 characters")
    no_rubric = [(line, m) for c, line, m in found if c is LintCode.NO_RUBRIC]
    assert no_rubric[0][0] == 7 and no_rubric[0][1].startswith("turn 2: the item is verified")
    assert LintCode.VERIFIED_WITH_WARNINGS in {c for c, _, _ in found}


def test_conversations_duplicate_only_when_every_question_does() -> None:
    other = CONVERSATION.replace("id: conv", "id: conv2")
    plain = item("", item_id="plain").replace("Berapa PT per provinsi?", "Apa itu apostille?")
    dupes = [
        m for c, _, m in codes(CONVERSATION + other + plain) if c is LintCode.DUPLICATE_QUESTION
    ]
    assert dupes == [
        "the questions duplicate item 'conv' on line 1; merge the two items or make the "
        "questions differ"
    ]


def test_the_set_wide_corpus_includes_later_turns() -> None:
    # 'dikirimkannya' appears only in turn 2's rubric; lint finds 'kirim' hiding in it.
    text = CONVERSATION.replace(
        'must_not_include: ["PN"]', 'must_not_include: ["PN"]\n        rubric: dikirimkannya'
    ).replace("[legalisasi]", "[legalisasi], must_not_include: [kirim]")
    inside = [m for c, _, m in codes(text) if c is LintCode.INSIDE_WORDS]
    assert any("'kirim'" in m and "'dikirimkannya'" in m for m in inside), inside
