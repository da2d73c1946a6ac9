"""An edit that would break the set is refused, naming the item, the field and the line;
``verified_by`` and ``verified_at`` are keys the loader checks and lint accepts."""

from __future__ import annotations

import pytest

from goldeneval.goldenset import (
    ItemChange,
    NewItem,
    add_item_text,
    edit_set_text,
    lint,
    parse_golden_set,
)
from goldeneval.model import GoldenSetError

SOURCE = "set.yaml"

SET = """\
- id: pt
  surface: public
  domain: d
  question: "Apa syarat PT?"
  expected:
    must_include: ["WNI"]
    rubric: Says WNI.
  verified: false

- id: stats
  surface: internal
  domain: d
  question: "Berapa PT?"
  expected:
    grounded: tools
  verified: false
"""


def _refused(change: ItemChange, item_id: str = "pt") -> str:
    with pytest.raises(GoldenSetError) as info:
        edit_set_text(SET, item_id, change, source=SOURCE)
    return str(info.value)


def test_an_unknown_id_is_named() -> None:
    message = _refused(ItemChange(verified=True), "nope")
    assert "'nope'" in message and "no item" in message


def test_a_taken_id_is_named_with_its_line() -> None:
    with pytest.raises(GoldenSetError) as info:
        add_item_text(
            SET, NewItem(id="stats", surface="public", domain="d", question="q"), source=SOURCE
        )
    assert "set.yaml:10 [item stats]: id:" in str(info.value)
    assert "already in the set" in str(info.value)


def test_a_required_phrase_holding_a_forbidden_one_names_field_item_and_line() -> None:
    message = _refused(ItemChange(must_include=("akta notaris",), must_not_include=("akta",)))
    assert "set.yaml:6 [item pt]" in message
    assert "must_include 'akta notaris' contains the forbidden 'akta'" in message


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (ItemChange(must_include=("  ",)), "expected.must_include entries must be non-empty"),
        (ItemChange(must_not_include=("\u200b",)), "has no visible characters"),
        (ItemChange(question=""), "question"),
        (
            ItemChange(verified=True, verified_at="2026-02-30"),
            "verified_at 2026-02-30 is not a day",
        ),
        (ItemChange(verified=True, verified_at="5 Dec 2026"), "verified_at must be a date"),
        (ItemChange(verified=True, verified_by=" "), "verified_by must be a non-empty string"),
        (ItemChange(verified_by="local:ana"), "verified_by records who verified the item"),
        (ItemChange(expected_tools="max_calls: 2"), "expected.tools needs surface: internal"),
    ],
)
def test_a_change_the_loader_refuses_names_its_field(change: ItemChange, words: str) -> None:
    message = _refused(change)
    assert "[item pt]" in message
    assert words in message


def test_tools_yaml_that_does_not_parse_names_the_field_and_its_line() -> None:
    with pytest.raises(GoldenSetError) as info:
        edit_set_text(SET, "stats", ItemChange(expected_tools="must_call: [count\n"), source=SOURCE)
    message = str(info.value)
    assert "expected.tools" in message
    assert "set.yaml:17 [item stats]" in message  # the broken line, in the new text


def test_tools_that_do_not_check_anything_are_refused_on_an_internal_item() -> None:
    with pytest.raises(GoldenSetError) as info:
        edit_set_text(SET, "stats", ItemChange(expected_tools="order: any"), source=SOURCE)
    assert "[item stats]" in str(info.value) and "tools" in str(info.value)


def test_tools_typed_with_their_own_indentation_and_comments_land_under_the_key() -> None:
    typed = "  # the agent counts\n  must_call:\n    - count_registrations\n  max_calls: 3\n"
    new = edit_set_text(SET, "stats", ItemChange(expected_tools=typed), source=SOURCE)
    assert new.endswith(
        "    grounded: tools\n    tools:\n      # the agent counts\n      must_call:\n"
        "        - count_registrations\n      max_calls: 3\n  verified: false\n"
    )
    item = next(i for i in parse_golden_set(new, SOURCE).items if i.id == "stats")
    assert item.expected.tools is not None and item.expected.tools.max_calls == 3


VERIFIED = SET.replace(
    "  verified: false\n\n- id: stats",
    "  verified: true\n  verified_by: local:ana\n  verified_at: 2026-12-05\n\n- id: stats",
)


def test_who_and_when_load_lint_and_leave_the_digest_alone() -> None:
    golden = parse_golden_set(VERIFIED, SOURCE)
    assert golden.items[0].verified
    plain = parse_golden_set(SET.replace("  verified: false\n\n", "  verified: true\n\n"), SOURCE)
    assert golden.digest == plain.digest  # who verified is not part of the contract
    warnings = lint(golden)
    assert not any("verified_by" in w.message or "verified_at" in w.message for w in warnings)
    quoted = VERIFIED.replace("2026-12-05", '"2026-12-05"').replace("local:ana", "'local:ana'")
    assert parse_golden_set(quoted, SOURCE).digest == golden.digest


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("verified_by: local:ana", "verified_by: 17", "verified_by must be a non-empty string"),
        ("verified_by: local:ana", "verified_by: [a]", "verified_by must be a non-empty string"),
        ("verified_at: 2026-12-05", "verified_at: 2026-13-01", "not a day of the calendar"),
        ("verified_at: 2026-12-05", "verified_at: yesterday", "verified_at must be a date"),
        ("verified: true", "verified: false", "verified_by records who verified"),
        ("verified_by: local:ana", "verifed_by: local:ana", "did you mean verified_by?"),
    ],
)
def test_the_loader_checks_who_and_when_at_their_line(old: str, new: str, words: str) -> None:
    with pytest.raises(GoldenSetError) as info:
        parse_golden_set(VERIFIED.replace(old, new), SOURCE)
    message = str(info.value)
    assert "[item pt]" in message and words in message
    assert "set.yaml:" in message


def test_nothing_changes_in_the_text_handed_in_when_an_edit_is_refused() -> None:
    before = str(SET)
    _refused(ItemChange(must_include=("a",), must_not_include=("a",)))
    assert before == SET


ANCHORED = """\
- id: a
  surface: public
  domain: d
  question: "qa"
  expected:
    must_include: &common ["WNI"]
  verified: false
- id: b
  surface: public
  domain: d
  question: "qb"
  expected:
    must_include: *common
  verified: false
"""


@pytest.mark.parametrize("item_id", ["a", "b"])
def test_a_value_shared_by_an_anchor_is_not_rewritten(item_id: str) -> None:
    with pytest.raises(GoldenSetError) as info:
        edit_set_text(ANCHORED, item_id, ItemChange(must_include=("x",)), source=SOURCE)
    assert f"[item {item_id}]: must_include: written with a YAML anchor" in str(info.value)
    # What the anchor does not hold is edited as usual.
    new = edit_set_text(ANCHORED, item_id, ItemChange(question="q?"), source=SOURCE)
    assert new.count('"q?"') == 1


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "the file is empty"),
        ("- {}\n", "missing required key 'id'"),
        ("- id: a\n  surface: [\n", "set.yaml:"),
        ("items: 3\n", "expected a list of items"),
    ],
)
def test_a_set_that_does_not_load_is_refused_in_the_loaders_words(text: str, words: str) -> None:
    for edit in (
        lambda: edit_set_text(text, "a", ItemChange(verified=True), source=SOURCE),
        lambda: add_item_text(
            text, NewItem(id="n", surface="public", domain="d", question="q"), source=SOURCE
        ),
    ):
        with pytest.raises(GoldenSetError) as info:
            edit()
        assert words in str(info.value)


def test_another_items_problem_is_reported_as_the_loader_words_it() -> None:
    broken = SET.replace('  question: "Berapa PT?"\n', "")
    with pytest.raises(GoldenSetError) as info:
        edit_set_text(broken, "pt", ItemChange(verified=True), source=SOURCE)
    assert "[item stats]: missing required key 'question'" in str(info.value)
