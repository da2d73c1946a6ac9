"""Loading conversations, dates, count checks and grounding (docs/design.md §3, normative)."""

from __future__ import annotations

import textwrap
from datetime import date

import pytest

from goldeneval.goldenset._parse import digest, parse_golden_set
from goldeneval.model import CountCheck, Expected, GoldenSetError, Item, Turn
from goldeneval.verdict import contract_digest

HEAD = """\
- id: it
  surface: internal
  domain: d
"""

CONVERSATION = """\
- id: apostille-biaya-lanjutan
  surface: public
  domain: apostille
  conversation:
    - question: "Apa itu apostille?"
      expected: {must_include: ["legalisasi"], rubric: "explains apostille"}
    - question: "Berapa biayanya untuk satu dokumen?"
      expected:
        must_include: ["150.000"]
        rubric: "states the fee"
  verified: true
"""


def load(text: str):  # type: ignore[no-untyped-def]
    return parse_golden_set(textwrap.dedent(text), "set.yaml")


def problems(text: str) -> list[tuple[int | None, str]]:
    with pytest.raises(GoldenSetError) as info:
        load(text)
    return [(p.line, p.message) for p in info.value.problems]


def one_problem(text: str) -> tuple[int | None, str]:
    (found,) = problems(text)
    return found


# ------------------------------------------------------------ conversations


def test_a_conversation_loads_as_turns_with_their_lines() -> None:
    (item,) = load(CONVERSATION).items
    assert [t.question for t in item.turns] == [
        "Apa itu apostille?",
        "Berapa biayanya untuk satu dokumen?",
    ]
    assert item.turns[1].expected == Expected(("150.000",), (), "states the fee")
    assert [t.line for t in item.turns] == [5, 7]
    assert item.turns[1].must_include_lines == (9,)
    # The item's own question and contract are the first turn's, for one-line views.
    assert item.question == "Apa itu apostille?"
    assert item.expected.must_include == ("legalisasi",)
    assert item.verified is True


def test_a_plain_item_is_one_turn() -> None:
    (item,) = load(HEAD + '  question: "q?"\n  expected: {must_include: ["a"]}\n').items
    assert item.conversation == ()
    assert item.turns == (Turn("q?", Expected(("a",))),)
    assert item.turns[0].line == 1


def test_a_conversation_of_one_turn_is_an_error_at_its_line() -> None:
    text = HEAD + "  conversation:\n    - question: q?\n      expected: {}\n"
    line, message = one_problem(text)
    assert line == 5
    assert "at least two turns (it has 1)" in message
    assert "write question and expected instead" in message


def test_an_empty_conversation_or_a_mapping_is_an_error() -> None:
    assert "at least two turns (it has 0)" in one_problem(HEAD + "  conversation: []\n")[1]
    line, message = one_problem(HEAD + "  conversation: {question: q}\n")
    assert line == 4 and "conversation must be a list of turns" in message


def test_question_and_conversation_together_is_an_error_at_the_question() -> None:
    text = CONVERSATION.replace("  conversation:", '  question: "Apa itu?"\n  conversation:')
    line, message = one_problem(text)
    assert line == 4
    assert "'question' and 'conversation' cannot be used together" in message


def test_expected_beside_a_conversation_is_an_error_too() -> None:
    text = CONVERSATION.replace("  conversation:", "  expected: {}\n  conversation:")
    assert "'expected' and 'conversation'" in one_problem(text)[1]


def test_unknown_key_in_a_turn_is_an_error_naming_the_turn() -> None:
    text = CONVERSATION.replace(
        '      expected:\n        must_include: ["150.000"]',
        '      answer: x\n      expected:\n        must_include: ["150.000"]',
    )
    line, message = one_problem(text)
    assert line == 8
    assert message == "turn 2: unknown key 'answer'; a turn has only question and expected"


def test_a_turn_needs_both_keys_and_a_mapping() -> None:
    text = HEAD + "  conversation:\n    - question: a?\n    - just text\n"
    found = problems(text)
    assert (5, "turn 1: missing required key 'expected'") in found
    assert any(line == 6 and m.startswith("turn 2: a turn must be a mapping") for line, m in found)


def test_a_turns_expected_is_checked_like_an_items() -> None:
    text = (
        HEAD
        + "  conversation:\n"
        + "    - question: a?\n      expected: {must_include: ['ok']}\n"
        + "    - question: b?\n"
        + "      expected: {must_include: ['tidak wajib akta'], must_not_include: ['wajib akta'], x: 1}\n"
    )
    found = problems(text)
    assert [line for line, _ in found] == [8]
    assert found[0][1].startswith("turn 2: unknown key expected.x")


def test_without_a_conversation_question_and_expected_are_still_required() -> None:
    found = problems(HEAD)
    assert (1, "missing required key 'question'") in found
    assert (1, "missing required key 'expected'") in found


# ------------------------------------------------------------ dates


@pytest.mark.parametrize(
    ("written", "expected"),
    [("2027-01-31", date(2027, 1, 31)), ('"2027-01-31"', date(2027, 1, 31))],
)
def test_dates_are_read_plain_or_quoted(written: str, expected: date) -> None:
    text = (
        HEAD + f"  question: q?\n  expected: {{}}\n  valid_until: {written}\n  as_of: 2026-11-30\n"
    )
    (item,) = load(text).items
    assert item.valid_until == expected
    assert item.as_of == date(2026, 11, 30)


@pytest.mark.parametrize(
    ("written", "says"),
    [
        ("2027-02-30", "valid_until 2027-02-30 is not a day of the calendar"),
        ('"2027-13-01"', "valid_until 2027-13-01 is not a day of the calendar"),
        ("2027-1-31", "valid_until must be a date written YYYY-MM-DD"),
        ("2027-01-31 10:00:00", "valid_until must be a date written YYYY-MM-DD"),
        ("tomorrow", "valid_until must be a date written YYYY-MM-DD"),
        ("20270131", "valid_until must be a date written YYYY-MM-DD"),
        ("[2027-01-31]", "not a list or mapping"),
    ],
)
def test_bad_dates_are_errors_at_their_line(written: str, says: str) -> None:
    text = HEAD + f"  question: q?\n  expected: {{}}\n  valid_until: {written}\n"
    line, message = one_problem(text)
    assert line == 6
    assert says in message


def test_an_as_of_after_valid_until_is_an_error_at_its_line() -> None:
    text = HEAD + "  question: q?\n  expected: {}\n  valid_until: 2026-01-31\n  as_of: 2026-02-01\n"
    line, message = one_problem(text)
    assert line == 7
    assert message.startswith("as_of 2026-02-01 is after valid_until 2026-01-31")
    same_day = (
        HEAD + "  question: q?\n  expected: {}\n  valid_until: 2026-01-31\n  as_of: 2026-01-31\n"
    )
    assert parse_golden_set(same_day, "set.yaml").items[0].as_of == date(2026, 1, 31)


def test_a_bad_as_of_is_an_error_too() -> None:
    line, message = one_problem(HEAD + "  question: q?\n  expected: {}\n  as_of: soon\n")
    assert line == 6 and message.startswith("as_of must be a date")


# ------------------------------------------------------------ count


def count_item(check: str) -> str:
    return HEAD + f"  question: q?\n  expected:\n    count:\n      - {check}\n"


def test_count_checks_load_with_their_bounds() -> None:
    text = HEAD + (
        "  question: q?\n"
        "  expected:\n"
        "    count:\n"
        "      - any_of: [A, B, C, D, E]\n"
        "        exactly: 3\n"
        "      - {any_of: [A, B, C], at_least: 1}\n"
        "      - {any_of: [A, B, C], at_most: 1}\n"
        "      - {any_of: [A, B, C], at_least: 1, at_most: 2}\n"
        "      - {any_of: [A, B], exactly: 0}\n"
    )
    (item,) = load(text).items
    checks = item.expected.count
    assert [c.rule for c in checks] == [
        "exactly 3",
        "at least 1",
        "at most 1",
        "between 1 and 2",
        "exactly 0",
    ]
    assert checks[0] == CountCheck(("A", "B", "C", "D", "E"), 3, 3)
    assert checks[0].line == 7


@pytest.mark.parametrize(
    ("check", "says"),
    [
        ("{any_of: [A, B], exactly: 3}", "exactly 3 is more than the 2 phrases listed"),
        ("{any_of: [A, B], at_least: 3}", "at_least 3 is more than the 2 phrases"),
        ("{any_of: [A, B, C], at_least: 2, at_most: 1}", "at_least 2 is more than at_most 1"),
        ("{any_of: [A, B], at_most: 2}", "holds for every answer"),
        ("{any_of: [A, B], at_least: 0}", "holds for every answer"),
        ("{any_of: [A, B], exactly: 1, at_most: 1}", "exactly cannot be combined"),
        ("{any_of: [A, B]}", "give exactly, at_least or at_most"),
        ("{exactly: 1}", "any_of is missing"),
        ("{any_of: [], exactly: 0}", "any_of must be a non-empty list"),
        ("{any_of: A, exactly: 1}", "any_of must be a non-empty list"),
        ("{any_of: [A, 17], exactly: 1}", "any_of entries must be non-empty strings"),
        ('{any_of: [A, " "], exactly: 1}', "any_of entries must be non-empty strings"),
        ('{any_of: [Banten, "BANTEN"], exactly: 1}', "any_of lists 'BANTEN' twice"),
        ("{any_of: [A, B], exactly: -1}", "exactly must be a whole number, 0 or more"),
        ("{any_of: [A, B], exactly: 1.5}", "exactly must be a whole number"),
        ("{any_of: [A, B], exactly: true}", "exactly must be a whole number"),
        ("{any_of: [A, B], exactly: '1'}", "exactly must be a whole number"),
        ("{any_of: [A, B], exactly: 1, most: 2}", "unknown key 'most'"),
        ("[A, B]", "each count check must be a mapping"),
    ],
)
def test_bad_count_checks_are_errors_at_their_line(check: str, says: str) -> None:
    found = problems(count_item(check))
    assert found, check
    assert all(line == 7 for line, _ in found), found
    assert any(says in m and m.startswith("expected.count #1: ") for _, m in found), found


def test_count_must_be_a_list() -> None:
    line, message = one_problem(HEAD + "  question: q?\n  expected: {count: 3}\n")
    assert line == 5 and message.startswith("expected.count must be a list of checks")


def test_a_turns_count_problem_names_the_turn() -> None:
    text = CONVERSATION.replace(
        'must_include: ["150.000"]',
        'must_include: ["150.000"]\n        count: [{any_of: [a], exactly: 2}]',
    )
    _, message = one_problem(text)
    assert message.startswith("turn 2: expected.count #1: exactly 2 is more than the 1 phrase ")


# ------------------------------------------------------------ grounded


def test_grounded_tools_loads() -> None:
    (item,) = load(HEAD + "  question: q?\n  expected: {grounded: tools}\n").items
    assert item.expected.grounded == "tools"


@pytest.mark.parametrize(
    ("value", "shown"),
    [("yes", "a yes/no value"), ("tool", "'tool'"), ("[tools]", "a list or mapping"), ("3", "3")],
)
def test_grounded_accepts_only_tools(value: str, shown: str) -> None:
    line, message = one_problem(HEAD + f"  question: q?\n  expected:\n    grounded: {value}\n")
    assert line == 6
    assert message.startswith("expected.grounded must be tools")
    assert message.endswith(f"not {shown}")


def test_a_grounded_public_item_is_an_error_at_its_surface() -> None:
    text = HEAD.replace("internal", "public") + "  question: q?\n  expected: {grounded: tools}\n"
    line, message = one_problem(text)
    assert line == 2
    assert "grounded: tools needs surface: internal" in message


# ------------------------------------------------------------ digests


def test_digests_of_items_without_the_new_fields_are_unchanged() -> None:
    # Pinned before conversations, dates, count and grounding existed.
    plain = Item("a", "public", "d", "q?", Expected(("x",), ("y",), "r"), verified=True)
    assert digest([plain]) == (
        "sha256:6db90494ac2aa80122ccbaa2e95d4f621606e1df32cab6649c67a16d4fd6bf48"
    )
    assert contract_digest(plain) == (
        "sha256:ec4fefce9a790c9e5f1da4f9f8bd8c940dfa25ffd2b421540c346310bb525bc9"
    )


def test_each_new_field_changes_the_set_digest_and_the_contract_only_when_it_should() -> None:
    base = Item("a", "internal", "d", "q?", Expected(("x",)))
    variants = {
        "count": Item(
            "a", "internal", "d", "q?", Expected(("x",), count=(CountCheck(("p", "q"), 1, 1),))
        ),
        "grounded": Item("a", "internal", "d", "q?", Expected(("x",), grounded="tools")),
        "as_of": Item("a", "internal", "d", "q?", Expected(("x",)), as_of=date(2026, 1, 1)),
        "valid_until": Item(
            "a", "internal", "d", "q?", Expected(("x",)), valid_until=date(2026, 1, 1)
        ),
        "conversation": Item(
            "a",
            "internal",
            "d",
            "q?",
            Expected(("x",)),
            conversation=(Turn("q?", Expected(("x",))), Turn("q2?", Expected())),
        ),
    }
    for name, variant in variants.items():
        assert digest([variant]) != digest([base]), name
        changes_contract = name != "valid_until"
        assert (contract_digest(variant) != contract_digest(base)) is changes_contract, name
