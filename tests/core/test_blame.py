"""Blame (docs/design.md §5, normative): what changed since an item's baseline."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from goldeneval.model import (
    Baseline,
    Expected,
    JudgeSample,
    Outcome,
    ToolCall,
    TurnRecord,
    VerdictSource,
)
from goldeneval.report._junit import render_junit
from goldeneval.report._text import render_report
from goldeneval.report._trajectory import baseline_calls_lines
from goldeneval.verdict import GateRules
from goldeneval.verdict._blame import (
    blame,
    blame_phrase,
    contract_digest,
    tools_blame,
    tools_changes,
)
from goldeneval.verdict._gate import find_regressions
from goldeneval.verdict._summary import summarize_results

from .factories import RUN, item, result

P, F = Outcome.PASSED, Outcome.FAILED


def base(item_id: str = "fidusia-pendaftaran", passed: bool = True, **kw: str) -> Baseline:
    values = {
        "answer_sha256": "a1",
        "contract_digest": "c1",
        "judge_model": "qwen",
        "prompt_digest": "p1",
    }
    values.update(kw)
    return Baseline(item_id, "run-7", passed, **values)


def now(outcome: Outcome = F, **kw: object):  # type: ignore[no-untyped-def]
    values: dict[str, object] = {
        "answer_sha256": "a1",
        "contract_digest": "c1",
        "judge_model": "qwen",
        "prompt_digest": "p1",
    }
    values.update(kw)
    return replace(result("fidusia-pendaftaran", outcome, verified=True), **values)


def test_contract_digest_covers_exactly_the_expectations() -> None:
    a = item(must_include=("AHU Online",), rubric="r", verified=True)
    same = contract_digest(a)
    # What is expected changes the digest ...
    for changed in (
        replace(a, question=a.question + " "),
        replace(a, expected=Expected(("AHU Online", "Rp50.000"), (), "r")),
        replace(a, expected=Expected(("AHU Online",), ("notaris",), "r")),
        replace(a, expected=Expected(("AHU Online",), (), "r2")),
        replace(a, verified=False),
    ):
        assert contract_digest(changed) != same
    # ... anything else does not (domain, surface, where it sits in the file).
    for kept in (replace(a, domain="other"), replace(a, surface="internal"), replace(a, line=99)):
        assert contract_digest(kept) == same


@settings(max_examples=50)
@given(st.lists(st.text(min_size=1, max_size=8), max_size=4), st.text(max_size=20))
def test_contract_digest_is_a_function_of_the_contract(phrases: list[str], rubric: str) -> None:
    a = item(must_include=tuple(phrases), rubric=rubric)
    assert contract_digest(a) == contract_digest(replace(a, id="renamed", domain="d"))


def test_blame_flags_each_part_against_the_baseline() -> None:
    assert blame(now(), base()) == (False, False, False)
    assert blame(now(answer_sha256="a2"), base()) == (True, False, False)
    assert blame(now(contract_digest="c2"), base()) == (False, True, False)
    assert blame(now(judge_model="llama"), base()) == (False, False, True)
    assert blame(now(prompt_digest="p2"), base()) == (False, False, True)
    assert blame(now(), None) == (None, None, None)
    # A baseline stored before digests were kept: unknown, not "unchanged".
    old = Baseline("fidusia-pendaftaran", "run-1", True)
    assert blame(now(), old) == (None, None, None)


def test_blame_phrase_reads_like_a_sentence() -> None:
    assert blame_phrase(True, False, False) == "answer changed; judge and expectations unchanged"
    assert blame_phrase(False, False, True) == "judge changed; answer and expectations unchanged"
    assert blame_phrase(True, None, True) == "answer and judge changed; expectations unknown"
    assert blame_phrase(None, None, None) == "answer, judge and expectations unknown"


def test_a_changed_contract_is_never_a_regression() -> None:
    results = [now(answer_sha256="a2", contract_digest="c2")]
    assert find_regressions(results, {"fidusia-pendaftaran": base()}) == ()
    kept = find_regressions([now(answer_sha256="a2")], {"fidusia-pendaftaran": base()})
    assert [(g.item_id, g.answer_changed, g.contract_changed, g.judge_changed) for g in kept] == [
        ("fidusia-pendaftaran", True, False, False)
    ]


def run(results, baselines):  # type: ignore[no-untyped-def]
    return summarize_results(
        results,
        baselines,
        run_id=RUN,
        suite="s",
        set_digest="sha256:x",
        unverified_items=0,
        rules=GateRules(min_pass_rate=0.5, allow_unverified=True, pass_threshold=0.7),
    )


def test_regression_line_prints_its_blame_and_tally() -> None:
    failing = now(answer_sha256="a2")
    failing = replace(failing, samples=(JudgeSample(0.2, False),) * 4 + (JudgeSample(0.9, True),))
    others = [result(f"ok{n}", P) for n in range(3)]
    summary = run([failing, *others], {"fidusia-pendaftaran": base()})
    text = render_report(summary, width=200)  # the line unwrapped
    assert (
        "  [VERIFIED  ] fidusia-pendaftaran passed in run run-7, fails now "
        "(answer changed; judge and expectations unchanged) [judge 1/5 pass]"
    ) in text
    assert text.splitlines()[-1] == "GATE FAILED: 1 verified item regressed (fidusia-pendaftaran)"
    assert (
        "  fidusia-pendaftaran (failed) [judge 1/5 pass] "
        "[since its baseline: answer changed; judge and expectations unchanged]"
    ) in text
    d = json.loads(json.dumps(summary.to_dict()))
    assert d["regressions"][0]["answer_changed"] is True
    assert d["results"][0]["samples"][-1] == {"correctness": 0.9, "pass": True}
    assert (d["results"][0]["answer_changed"], d["results"][1]["answer_changed"]) == (True, None)
    junit = ET.fromstring(render_junit(summary))
    case = next(c for c in junit.iter("testcase") if c.get("name") == "fidusia-pendaftaran")
    assert "judge 1/5 pass" in (case.findtext("failure") or "")


def test_changed_expectations_are_reported_and_never_gate() -> None:
    edited = now(contract_digest="c2")
    others = [result(f"ok{n}", P) for n in range(3)]
    summary = run([edited, *others], {"fidusia-pendaftaran": base()})
    assert summary.gate.passed and summary.regressions == ()
    text = render_report(summary)
    assert (
        "  fidusia-pendaftaran: expectations changed since run run-7; this run is its new baseline"
    ) in text
    assert summary.to_dict()["expectations_changed"] == [
        {"item_id": "fidusia-pendaftaran", "baseline_run_id": "run-7"}
    ]
    # Only the last line starts with GATE / NO VERDICT.
    lines = text.splitlines()
    assert [ln for ln in lines if ln.startswith(("GATE", "NO VERDICT"))] == [lines[-1]]


@pytest.mark.parametrize("source", [VerdictSource.REUSED, VerdictSource.JUDGED])
def test_report_counts_reused_and_judged_verdicts(source: VerdictSource) -> None:
    r = replace(result("a", P), verdict_source=source, verdict_run_id="run-3")
    text = render_report(run([r], {}))
    expected = "1 reused" if source is VerdictSource.REUSED else "1 judged in this run"
    assert expected in text


def test_tool_calls_are_named_only_when_they_changed() -> None:
    only = "tool calls changed (answer, judge and expectations unchanged)"
    assert blame_phrase(False, False, False, tools_changed=True) == only
    assert blame_phrase(False, False, False, tools_changed=False) == (
        "answer, judge and expectations unchanged"
    )
    assert blame_phrase(True, False, False, tools_changed=True) == (
        "answer and tool calls changed; judge and expectations unchanged"
    )
    assert blame_phrase(False, False, True, tools_changed=True) == (
        "tool calls and judge changed; answer and expectations unchanged"
    )


CALLS = (ToolCall("count_rows", {"table": "pt"}, result="48213"),)


@pytest.mark.parametrize(
    ("calls", "changed"),
    [
        (CALLS, False),
        ((replace(CALLS[0], result="0"),), False),  # other data, same call: not the trajectory
        ((ToolCall("count_rows", {"table": "yayasan"}),), True),  # arguments
        ((replace(CALLS[0], error=True),), True),  # the call errored
        ((ToolCall("count_rows_v2", {"table": "pt"}),), True),  # name
        ((*CALLS, ToolCall("lookup_region", {})), True),  # one more call
        ((ToolCall("lookup_region", {}), *CALLS), True),  # order
        ((), True),
    ],
)
def test_tools_blame_compares_names_arguments_order_and_errors(
    calls: tuple[ToolCall, ...], changed: bool
) -> None:
    baseline = replace(base(), trajectory=(CALLS,))
    assert tools_blame(now(tools=calls), baseline) is changed
    found = tools_changes([now(tools=calls)], {"fidusia-pendaftaran": baseline})
    assert [c.baseline for c in found] == ([(CALLS,)] if changed else [])


def test_tools_blame_is_unknown_without_a_baseline_its_calls_or_an_answer() -> None:
    assert tools_blame(now(tools=CALLS), None) is None
    assert tools_blame(now(tools=CALLS), base()) is None  # its calls were not read
    errored = replace(now(tools=()), answer=None, answer_sha256=None)
    assert tools_blame(errored, replace(base(), trajectory=(CALLS,))) is None


def test_a_conversation_shows_only_the_turns_whose_calls_changed() -> None:
    turn = TurnRecord("q1", "a1", P)
    second = TurnRecord("q2", "a2", F, tools=(ToolCall("count_rows", {"table": "yayasan"}),))
    conversation = now(turns=(turn, second), tools=second.tools)
    change = tools_changes(
        [conversation], {"fidusia-pendaftaran": replace(base(), trajectory=((), CALLS))}
    )[0]
    assert baseline_calls_lines(change, conversation) == [
        ("turn 2 calls in run run-7", "count_rows(table=pt)"),
        ("turn 2 calls now", "count_rows(table=yayasan)"),
    ]
    # A call moved to another turn is a change too, though the calls are the same.
    moved = now(turns=(replace(turn, tools=CALLS), replace(second, tools=())), tools=())
    assert tools_blame(moved, replace(base(), trajectory=((), CALLS))) is True
