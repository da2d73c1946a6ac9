"""Count checks, grounded answers, expiry and conversations (docs/design.md §4, normative)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from goldeneval.model import (
    CountCheck,
    Expected,
    Item,
    ItemResult,
    JudgeStatus,
    Outcome,
    ToolCall,
    Turn,
)
from goldeneval.verdict import (
    NO_TOOL_CALL,
    NO_TOOL_RESULT,
    JudgeVerdict,
    conversation_result,
    count_found,
    errored_result,
    expiry_reason,
    fact_gate,
    score,
    skipped_result,
    turn_item,
)

from .factories import RUN, item

PROVINCES = ("Jawa Barat", "Jawa Timur", "DKI Jakarta", "Jawa Tengah", "Banten")
GOOD = JudgeVerdict(0.9, True, "ok")
BAD = JudgeVerdict(0.2, False, "wrong figure")


def exactly(n: int, phrases: tuple[str, ...] = PROVINCES) -> Expected:
    return Expected(count=(CountCheck(phrases, n, n),))


# ------------------------------------------------------------ count


def test_count_finds_distinct_phrases_with_the_fact_gates_matching() -> None:
    answer = "Terbanyak: JAWA\u00a0BARAT, Jawa Timur, lalu DKI Jakarta. Jawa Barat memimpin."
    assert count_found(answer, CountCheck(PROVINCES, 3, 3)) == (
        "Jawa Barat",
        "Jawa Timur",
        "DKI Jakarta",
    )
    assert not fact_gate(answer, exactly(3)).auto_fail


def test_naming_too_many_is_an_auto_fail_naming_what_was_found() -> None:
    answer = "Jawa Barat, Jawa Timur, DKI Jakarta dan Banten."
    gate = fact_gate(answer, exactly(3))
    assert gate.auto_fail
    assert gate.reason == (
        "names 4 of the listed phrases (Jawa Barat, Jawa Timur, DKI Jakarta, Banten), "
        "expected exactly 3"
    )
    assert gate.phrases == ("count #1: exactly 3",)


@pytest.mark.parametrize(
    ("low", "high", "answer", "reason"),
    [
        (2, None, "Hanya Banten.", "names 1 of the listed phrases (Banten), expected at least 2"),
        (
            None,
            1,
            "Banten dan Jawa Tengah",
            "names 2 of the listed phrases (Jawa Tengah, Banten), expected at most 1",
        ),
        (1, 2, "Tidak ada data.", "names 0 of the listed phrases, expected between 1 and 2"),
    ],
)
def test_each_bound_fails_with_a_plain_reason(
    low: int | None, high: int | None, answer: str, reason: str
) -> None:
    gate = fact_gate(answer, Expected(count=(CountCheck(PROVINCES, low, high),)))
    assert gate.reason == reason


def test_exactly_zero_forbids_every_phrase() -> None:
    assert not fact_gate("Tidak ada.", exactly(0)).auto_fail
    assert fact_gate("Ada Banten.", exactly(0)).reason == (
        "names 1 of the listed phrases (Banten), expected exactly 0"
    )


def test_a_phrase_that_folds_like_another_counts_once() -> None:
    check = CountCheck(("Banten", "BANTEN", "Bali"), 2, 2)
    assert count_found("Banten dan Bali", check) == ("Banten", "Bali")


def test_count_violations_join_the_phrase_reasons_and_are_numbered() -> None:
    expected = Expected(
        must_include=("2025",),
        count=(CountCheck(("a1", "b1"), 1, 1), CountCheck(PROVINCES, 1, None)),
    )
    gate = fact_gate("a1 b1", expected)
    assert gate.phrases == ("2025", "count #1: exactly 1", "count #2: at least 1")
    assert gate.reason == (
        'missing "2025"; names 2 of the listed phrases (a1, b1), expected exactly 1; '
        "names 0 of the listed phrases, expected at least 1"
    )


def test_a_count_auto_fail_is_a_definitive_scored_fail_even_when_the_judge_errored() -> None:
    it = replace(item(), expected=exactly(3))
    gate = fact_gate("Banten.", it.expected)
    result = score(it, RUN, "Banten.", gate, None, "HTTP 500", 0.7)
    assert result.outcome is Outcome.FAILED
    assert result.is_scored
    assert result.auto_fail == ("count #1: exactly 3",)
    assert result.reason.startswith("auto-fail: names 1 of the listed phrases (Banten)")


# ------------------------------------------------------------ grounded

ROWS = ToolCall("registrations_by_province", {"year": 2025}, '[{"province": "Banten"}]')


def test_a_grounded_answer_without_any_tool_call_is_an_auto_fail() -> None:
    gate = fact_gate("Banten.", Expected(grounded="tools"))
    assert gate.auto_fail
    assert gate.ungrounded == NO_TOOL_CALL == "answered without consulting any tool"
    assert gate.reason == "answered without consulting any tool"
    assert gate.phrases == ("grounded: tools",)


def test_a_grounded_answer_whose_tools_all_failed_is_an_auto_fail() -> None:
    failed = ToolCall("sql", {}, "permission denied", error=True)
    assert fact_gate("x", Expected(grounded="tools"), [failed]).ungrounded == NO_TOOL_RESULT


def test_a_grounded_answer_with_a_tool_result_passes_the_gate() -> None:
    failed = ToolCall("sql", {}, "timeout", error=True)
    assert not fact_gate("Banten.", Expected(grounded="tools"), [failed, ROWS]).auto_fail


def test_tools_do_not_matter_to_an_ungrounded_contract() -> None:
    assert not fact_gate("x", Expected()).auto_fail
    assert not fact_gate("x", Expected(), [ROWS]).auto_fail


def test_an_ungrounded_result_is_scored_failed() -> None:
    it = replace(item(surface="internal"), expected=Expected(grounded="tools"))
    gate = fact_gate("Banten.", it.expected, ())
    result = score(it, RUN, "Banten.", gate, GOOD, None, 0.7)
    assert result.outcome is Outcome.FAILED
    assert result.reason == "auto-fail: answered without consulting any tool"


def test_tool_calls_round_trip_through_dicts() -> None:
    call = ToolCall("sql", {"q": "select 1", "n": 2}, "1", error=False, cut=True)
    assert ToolCall.from_dict(call.to_dict()) == call
    assert ToolCall.from_dict({"name": "x", "args": "not a mapping"}) == ToolCall("x")
    assert call.args_text() == '{"n": 2, "q": "select 1"}'


# ------------------------------------------------------------ expiry


def test_an_item_holds_through_its_valid_until_day() -> None:
    it = replace(item(), valid_until=date(2026, 12, 31))
    assert expiry_reason(it, date(2026, 12, 30)) is None
    assert expiry_reason(it, date(2026, 12, 31)) is None
    assert expiry_reason(it, date(2027, 1, 1)) == "expired on 2026-12-31"
    assert expiry_reason(item(), date(2999, 1, 1)) is None


def test_an_expired_item_is_skipped_never_scored() -> None:
    it = replace(item(verified=True), valid_until=date(2026, 1, 31))
    reason = expiry_reason(it, date(2026, 2, 1))
    assert reason is not None
    result = skipped_result(it, RUN, reason)
    assert result.outcome is Outcome.SKIPPED
    assert result.judge_status is JudgeStatus.SKIPPED
    assert result.reason == "expired on 2026-01-31"
    assert not result.is_scored
    assert skipped_result(it, RUN).reason == "internal surface: not driven"


# ------------------------------------------------------------ conversations

CONVERSATION = Item(
    "apostille-biaya",
    "public",
    "apostille",
    "Apa itu apostille?",
    Expected(("legalisasi",)),
    line=10,
    conversation=(
        Turn("Apa itu apostille?", Expected(("legalisasi",)), 12),
        Turn("Berapa biayanya?", Expected(("150.000",)), 14, (16,)),
        Turn("Berapa lama?", Expected(("3 hari",)), 17),
    ),
)


def turn_results(*answers: str, verdicts: tuple[JudgeVerdict | None, ...] = ()) -> list[ItemResult]:
    out = []
    for n, answer in enumerate(answers):
        it = turn_item(CONVERSATION, n)
        verdict = verdicts[n] if n < len(verdicts) else GOOD
        gate = fact_gate(answer, it.expected)
        r = score(it, RUN, answer, gate, verdict, None if verdict else "timeout", 0.7)
        out.append(replace(r, chatbot_latency_ms=100.0, started_at=float(n), finished_at=n + 0.5))
    return out


def test_turn_item_is_the_turn_as_a_plain_item() -> None:
    second = turn_item(CONVERSATION, 1)
    assert (second.id, second.question, second.line) == ("apostille-biaya", "Berapa biayanya?", 14)
    assert second.expected.must_include == ("150.000",)
    assert second.must_include_lines == (16,)
    assert second.turns == (Turn("Berapa biayanya?", Expected(("150.000",))),)
    plain = item()
    assert turn_item(plain, 0) is plain
    with pytest.raises(IndexError):
        turn_item(plain, 1)


def test_a_conversation_passes_only_when_every_turn_passes() -> None:
    turns = turn_results("legalisasi", "Rp150.000", "3 hari kerja")
    result = conversation_result(CONVERSATION, RUN, turns)
    assert result.outcome is Outcome.PASSED
    assert result.reason == "all 3 turns passed; ok"
    assert result.turn == 1  # every turn scored alike: the first carries the result's fields
    assert result.question == "Apa itu apostille?"
    assert result.set_line == 10
    assert result.chatbot_latency_ms == 300.0
    assert (result.started_at, result.finished_at) == (0.0, 2.5)


def test_the_first_failing_turn_decides_and_is_named() -> None:
    turns = turn_results("legalisasi", "gratis", "tidak tahu")
    result = conversation_result(CONVERSATION, RUN, turns)
    assert result.outcome is Outcome.FAILED
    assert result.reason == 'turn 2: auto-fail: missing "150.000"'
    assert result.auto_fail_reason == 'turn 2: missing "150.000"'
    assert result.auto_fail == ("150.000",)
    assert result.answer == "gratis"
    assert result.turn == 2  # the answer shown is turn 2's, while the question names turn 1
    assert result.is_scored


def test_a_judge_fail_names_its_turn_too() -> None:
    turns = turn_results("legalisasi", "Rp150.000", "3 hari", verdicts=(GOOD, GOOD, BAD))
    result = conversation_result(CONVERSATION, RUN, turns)
    assert result.outcome is Outcome.FAILED
    assert result.reason == "turn 3: judge: fail (wrong figure)"
    assert result.judge_status is JudgeStatus.OK


def test_a_failed_turn_decides_over_an_earlier_errored_one() -> None:
    turns = turn_results("legalisasi", "gratis", "3 hari", verdicts=(None, GOOD, GOOD))
    assert turns[0].outcome is Outcome.ERRORED
    result = conversation_result(CONVERSATION, RUN, turns)
    assert result.outcome is Outcome.FAILED
    assert result.reason.startswith("turn 2: ")


def test_an_errored_turn_makes_the_conversation_errored_never_passed() -> None:
    turns = turn_results("legalisasi", "Rp150.000")
    turns.append(errored_result(turn_item(CONVERSATION, 2), RUN, "HTTP 503 after 4 attempts"))
    result = conversation_result(CONVERSATION, RUN, turns)
    assert result.outcome is Outcome.ERRORED
    assert result.error == "turn 3: HTTP 503 after 4 attempts"
    assert result.reason == "turn 3: error: HTTP 503 after 4 attempts"
    assert not result.is_scored


def test_a_conversation_that_stopped_early_is_errored() -> None:
    result = conversation_result(CONVERSATION, RUN, turn_results("legalisasi"))
    assert result.outcome is Outcome.ERRORED
    assert result.error == "turn 2: not asked (the conversation stopped after turn 1)"
    empty = conversation_result(CONVERSATION, RUN, [])
    assert empty.error == "turn 1: not asked (the conversation was never started)"
    assert empty.outcome is Outcome.ERRORED


def test_a_plain_items_one_result_is_its_result() -> None:
    it = item(must_include=("WNI",))
    r = score(it, RUN, "WNI", fact_gate("WNI", it.expected), GOOD, None, 0.7)
    assert conversation_result(it, RUN, [r]) is r
