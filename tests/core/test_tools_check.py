"""Checking a turn's tool calls against ``expected.tools`` (issue 35 §1, docs/design.md §4)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import (
    ArgMap,
    Expected,
    Item,
    Outcome,
    RequiredCall,
    ToolCall,
    ToolsExpected,
    Turn,
)
from goldeneval.verdict import (
    JudgeVerdict,
    check_tools,
    conversation_result,
    fact_gate,
    score,
    turn_item,
)

GOOD = JudgeVerdict(0.9, True, "ok")
LOOKUP = RequiredCall("lookup_region")
COUNT = RequiredCall("count_rows", (("table", "perkumpulan"),))
SPEC = ToolsExpected(
    must_call=(LOOKUP, COUNT),
    must_not_call=("delete_*", "drop_*"),
    order="in_order",
    max_calls=3,
    no_errors=True,
)


def call(name: str, error: bool = False, result: str = "{}", **args: Any) -> ToolCall:
    return ToolCall(name, args, result, error=error)


def texts(spec: ToolsExpected, calls: list[ToolCall]) -> list[str]:
    return [f.text for f in check_tools(spec, calls)]


def test_a_trajectory_that_keeps_every_rule_passes() -> None:
    calls = [call("lookup_region", province="Jawa Barat"), call("count_rows", table="perkumpulan")]
    assert texts(SPEC, calls) == []
    assert texts(SPEC, [*calls, call("lookup_region")]) == []  # a third call is within max_calls


def test_a_missing_required_call_is_named() -> None:
    assert texts(SPEC, [call("lookup_region")]) == ["tools: count_rows not called"]
    assert texts(SPEC, []) == ["tools: lookup_region not called", "tools: count_rows not called"]


def test_a_required_call_with_other_arguments_names_both_values() -> None:
    calls = [call("lookup_region"), call("count_rows", table="yayasan")]
    [finding] = check_tools(SPEC, calls)
    assert finding.text == "tools: count_rows called with table=yayasan, expected table=perkumpulan"
    assert finding.call == 1
    [missing] = texts(SPEC, [call("lookup_region"), call("count_rows", region="32")])
    assert missing == "tools: count_rows called without table, expected table=perkumpulan"


def test_one_matching_call_among_several_is_enough() -> None:
    calls = [
        call("lookup_region"),
        call("count_rows", table="yayasan"),
        call("count_rows", table="perkumpulan", region="32"),
    ]
    assert texts(SPEC, calls) == []


@pytest.mark.parametrize(
    ("sent", "required", "equal"),
    [
        ("  PERKUMPULAN ", "perkumpulan", True),  # case and spaces fold away
        ("Perkumpulan\u00a0Umum", "perkumpulan umum", True),  # a no-break space is a space
        ("ﾊﾟﾝ", "パン", True),  # NFKC: half-width katakana
        ("Straße", "STRASSE", True),  # casefold
        ("perkumpulan", "perkumpulan-x", False),  # equality, never a substring
        (3, 3.0, True),  # numbers as JSON values
        (3, "3", False),  # a string is not a number
        (True, 1, False),  # a boolean is not a number
        (False, False, True),
        (None, None, True),
        (None, "null", False),
    ],
)
def test_arguments_compare_after_folding_and_as_json_values(
    sent: Any, required: Any, equal: bool
) -> None:
    spec = ToolsExpected(must_call=(RequiredCall("count_rows", (("table", required),)),))
    assert (texts(spec, [call("count_rows", table=sent)]) == []) is equal


@pytest.mark.parametrize(
    ("sent", "required", "equal"),
    [
        # a list: the same length, element-wise after folding, in order
        (["Jawa Barat", " BALI "], ("jawa barat", "bali"), True),
        ([2023, 2024.0], (2023, 2024), True),
        (["bali", "jawa barat"], ("jawa barat", "bali"), False),  # order counts
        (["jawa barat"], ("jawa barat", "bali"), False),  # fewer
        (["jawa barat", "bali", "banten"], ("jawa barat", "bali"), False),  # more
        ("jawa barat", ("jawa barat",), False),  # a string is not a list
        ([], (), True),
        # a mapping: a subset, recursively; the call may carry more keys
        ({"tahun": 2024, "jenis": "PT"}, ArgMap((("jenis", "pt"),)), True),
        ({"tahun": 2024}, ArgMap((("jenis", "pt"),)), False),
        (
            {"filter": {"provinsi": ["Bali"], "aktif": True}, "limit": 10},
            ArgMap((("filter", ArgMap((("provinsi", ("bali",)),))),)),
            True,
        ),
        (
            {"filter": {"provinsi": ["Bali", "Banten"]}},
            ArgMap((("filter", ArgMap((("provinsi", ("bali",)),))),)),
            False,  # a list inside is still matched whole
        ),
        ([{"jenis": "pt", "n": 1}], (ArgMap((("jenis", "PT"),)),), True),
        (["jenis", "pt"], ArgMap((("jenis", "pt"),)), False),  # a list is not a mapping
        ({}, ArgMap(()), True),
    ],
)
def test_lists_match_element_wise_and_mappings_as_a_subset(
    sent: Any, required: Any, equal: bool
) -> None:
    spec = ToolsExpected(must_call=(RequiredCall("count_rows", (("where", required),)),))
    assert (texts(spec, [call("count_rows", where=sent)]) == []) is equal


def test_a_mismatched_list_or_mapping_is_shown_as_json() -> None:
    want = ArgMap((("provinsi", ("Bali", "Banten")),))
    spec = ToolsExpected(must_call=(RequiredCall("count_rows", (("where", want),)),))
    [said] = texts(spec, [call("count_rows", where={"provinsi": ["Bali"]})])
    assert said == (
        'tools: count_rows called with where={"provinsi": ["Bali"]}, '
        'expected where={"provinsi": ["Bali", "Banten"]}'
    )
    assert RequiredCall("count_rows", (("where", want),)).label == (
        'count_rows(where={"provinsi": ["Bali", "Banten"]})'
    )


def test_order_in_order_names_the_call_that_came_too_early() -> None:
    calls = [call("count_rows", table="perkumpulan"), call("lookup_region")]
    [finding] = check_tools(SPEC, calls)
    assert finding.text == "tools: order: count_rows before lookup_region"
    assert finding.call == 0
    any_order = ToolsExpected(must_call=(LOOKUP, COUNT))
    assert texts(any_order, calls) == []


def test_in_order_is_a_subsequence_other_calls_may_come_between() -> None:
    calls = [
        call("count_rows", table="perkumpulan"),
        call("lookup_region"),
        call("count_rows", table="perkumpulan"),
    ]
    assert texts(SPEC, calls) == []


def test_a_forbidden_name_or_glob_is_named_with_its_pattern_once() -> None:
    calls = [
        call("lookup_region"),
        call("count_rows", table="perkumpulan"),
        call("delete_rows"),
    ]
    [finding] = check_tools(SPEC, calls)
    assert (finding.text, finding.call) == ("tools: delete_rows called (must_not_call delete_*)", 2)
    exact = ToolsExpected(must_not_call=("drop_table",))
    assert texts(exact, [call("drop_table"), call("drop_table"), call("drop_tables")]) == [
        "tools: drop_table called (must_not_call drop_table)"
    ]


def test_more_calls_than_max_calls_marks_the_first_too_many() -> None:
    calls = [call("lookup_region")] * 4 + [call("count_rows", table="perkumpulan")]
    [finding] = check_tools(SPEC, calls)
    assert (finding.text, finding.call) == ("tools: 5 calls, max_calls 3", 3)
    one = ToolsExpected(max_calls=1)
    assert texts(one, [call("a"), call("b")]) == ["tools: 2 calls, max_calls 1"]


def test_an_errored_call_fails_only_with_no_errors() -> None:
    failing = call("lookup_region", error=True, result="region service unavailable\n(HTTP 503)")
    calls = [failing, call("count_rows", table="perkumpulan")]
    [finding] = check_tools(SPEC, calls)
    assert finding.text == "tools: lookup_region errored: region service unavailable (HTTP 503)"
    assert finding.call == 0
    assert texts(ToolsExpected(must_call=(LOOKUP, COUNT)), calls) == []  # it was still called


def test_the_fact_gate_auto_fails_and_marks_the_breaking_call() -> None:
    expected = Expected(("48.213",), tools=SPEC)
    calls = (call("lookup_region"), call("drop_all"), call("count_rows", table="perkumpulan"))
    gate = fact_gate("Ada 48.213 PT.", expected, calls)
    assert gate.auto_fail
    assert gate.phrases == ("tools: drop_all called (must_not_call drop_*)",)
    assert gate.reason == "tools: drop_all called (must_not_call drop_*)"
    assert [c.broke for c in gate.calls] == [None, gate.reason, None]
    item = Item("pt-jabar", "internal", "data", "Berapa PT?", expected)
    result = score(item, "r", "Ada 48.213 PT.", gate, GOOD, None, 0.7)
    assert result.outcome is Outcome.FAILED
    assert result.reason == "auto-fail: tools: drop_all called (must_not_call drop_*)"
    assert result.tools == gate.calls
    assert result.tools_expected == SPEC
    assert not fact_gate("Ada 48.213 PT.", Expected(("48.213",)), calls).auto_fail


def test_in_a_conversation_the_reason_names_the_turn() -> None:
    first = Turn("Kode Jawa Barat?", Expected(tools=ToolsExpected(must_call=(LOOKUP,))))
    second = Turn("Berapa perkumpulan?", Expected(tools=ToolsExpected(must_call=(COUNT,))))
    convo = Item("percakapan", "internal", "data", first.question, first.expected)
    convo = Item(**{**convo.__dict__, "conversation": (first, second)})
    trajectories = [[call("lookup_region")], [call("count_rows", table="yayasan")]]
    turns = []
    for n, calls in enumerate(trajectories):
        it = turn_item(convo, n)
        turns.append(
            score(it, "r", "jawab", fact_gate("jawab", it.expected, calls), GOOD, None, 0.7)
        )
    result = conversation_result(convo, "r", turns)
    assert result.outcome is Outcome.FAILED
    assert result.reason == (
        "turn 2: auto-fail: tools: count_rows called with table=yayasan, expected table=perkumpulan"
    )
    assert result.tools_expected == second.expected.tools


names = st.sampled_from(["lookup_region", "count_rows", "delete_rows", "drop_x", "other"])
trajectories = st.lists(
    st.builds(
        ToolCall,
        names,
        st.dictionaries(st.sampled_from(["table", "region"]), st.sampled_from(["pt", "PT ", 3])),
        st.just("{}"),
        st.booleans(),
    ),
    max_size=6,
)


@settings(max_examples=200, deadline=None)
@given(trajectories)
def test_findings_agree_with_each_rule_checked_on_its_own(calls: list[ToolCall]) -> None:
    found = check_tools(SPEC, calls)
    said = [f.text for f in found]
    assert all(f.call is None or 0 <= f.call < len(calls) for f in found)
    assert any(t.startswith("tools: delete_rows called") for t in said) == any(
        c.name == "delete_rows" for c in calls
    )
    assert any("max_calls" in t for t in said) == (len(calls) > 3)
    assert any(" errored: " in t for t in said) == any(c.error for c in calls)
    assert ("tools: lookup_region not called" in said) == all(
        c.name != "lookup_region" for c in calls
    )
    assert check_tools(None, calls) == ()


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(_JSON, st.dictionaries(st.text(max_size=4), _JSON, max_size=2))
def test_a_required_value_matches_what_it_was_read_from_and_any_wider_mapping(
    value: Any, extra: dict[str, Any]
) -> None:
    from goldeneval.model._toolspec import arg_from_json
    from goldeneval.verdict._toolcheck import same_value

    required = arg_from_json(value)
    assert same_value(required, value)
    if isinstance(value, dict):
        assert same_value(required, {**extra, **value})  # more keys: still a subset
        if extra.keys() - value.keys():
            assert not same_value(arg_from_json({**extra, **value}), value)
