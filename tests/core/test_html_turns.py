"""A conversation's turns and the agent's tool calls as the HTML prepares them (issue 35 §4)."""

from __future__ import annotations

from goldeneval.model import (
    Expected,
    ItemResult,
    JudgeStatus,
    Outcome,
    RequiredCall,
    ToolCall,
    ToolsExpected,
    TurnRecord,
)
from goldeneval.report._htmlturns import row_tools, tools_view, turn_blocks
from goldeneval.report._marks import flagged_phrases

SPEC = ToolsExpected(must_call=(RequiredCall("count_rows", (("table", "pt"),)),), max_calls=2)
BROKE = "tools: count_rows called with table=yayasan, expected table=pt"
CALLS = (
    ToolCall("lookup_region", {"name": "Jawa Barat"}, '{"code": "32"}'),
    ToolCall("count_rows", {"table": "yayasan"}, "3377", broke=BROKE),
)


def conversation() -> ItemResult:
    turns = (
        TurnRecord("Tolong ingat angka 7", "Baik, saya ingat.", Outcome.PASSED, "ok"),
        TurnRecord(
            "Berapa PT?",
            "Ada 3377.",
            Outcome.FAILED,
            f'auto-fail: missing "48213"; {BROKE}',
            tools=CALLS,
            tools_expected=SPEC,
        ),
    )
    return ItemResult(
        run_id="r",
        item_id="percakapan",
        surface="internal",
        domain="data",
        verified=True,
        question="Tolong ingat angka 7",
        outcome=Outcome.FAILED,
        judge_status=JudgeStatus.OK,
        answer="Ada 3377.",
        auto_fail=("48213", BROKE),
        tools=CALLS,
        tools_expected=SPEC,
        turn=2,
        turns=turns,
    )


def test_without_the_set_only_the_deciding_turn_shows_its_flagged_phrases() -> None:
    first, second = turn_blocks(conversation(), ())
    assert (first["deciding"], second["deciding"]) == (False, True)
    assert first["marks"] == ()  # turn 1's answer is never marked with another turn's phrases
    assert [(m.phrase, m.kind, m.present) for m in second["marks"]] == [
        ("48213", "required", False)
    ]  # the broken tools rule is not a phrase
    assert second["only_flagged"] is True
    assert second["tools"]["broken"] == 1


def test_with_the_set_each_turn_is_marked_with_its_own_phrases() -> None:
    contracts = (Expected(("ingat",)), Expected(("48213",), ("3377",)))
    first, second = turn_blocks(conversation(), contracts)
    assert [(m.phrase, m.ok) for m in first["marks"]] == [("ingat", True)]
    assert [(m.phrase, m.ok) for m in second["marks"]] == [("48213", False), ("3377", False)]
    assert second["only_flagged"] is False


def test_tool_calls_show_with_their_contract_and_the_breaking_call() -> None:
    view = tools_view(CALLS, SPEC)
    assert view is not None
    assert view["expected"] == "must call count_rows(table=pt); at most 2 calls"
    assert [c["text"] for c in view["calls"]] == [
        "lookup_region(name=Jawa Barat)",
        "count_rows(table=yayasan)",
    ]
    assert [c["broke"] for c in view["calls"]] == [None, BROKE]
    assert tools_view((), None) is None
    assert tools_view((), SPEC) == {"expected": view["expected"], "calls": [], "broken": 0}


def test_every_internal_item_has_its_calls_for_the_table_a_public_one_none() -> None:
    r = conversation()
    assert [label for label, _ in row_tools(r)] == ["turn 2"]
    public = ItemResult(
        "r", "pub", "public", "d", True, "q?", Outcome.PASSED, JudgeStatus.OK, tools=CALLS
    )
    assert row_tools(public) == []


def test_flagged_phrases_leave_tools_findings_out() -> None:
    assert flagged_phrases("Ada 3377.", (BROKE,)) == ()
