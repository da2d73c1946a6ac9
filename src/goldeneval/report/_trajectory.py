"""The internal agent's trajectory as the reports show it: expected calls beside recorded ones.

One wording for every report (text, JUnit, HTML): the contract of
``expected.tools`` in a line, each recorded call as ``name(arg=value, …)``
and, for a call that broke a rule, the rule it broke. What broke was decided
by the fact gate when the run scored the answer (``ToolCall.broke``); this
module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence

from goldeneval.model import (
    ItemResult,
    ToolCall,
    ToolsChange,
    ToolsExpected,
    show_value,
    trajectory_of,
)
from goldeneval.report._textfmt import cut, one_line
from goldeneval.verdict import turn_calls_key

BROKE_MARK = "✗"
"""What marks a call that broke a rule, in the text report and JUnit."""


def expected_tools_text(spec: ToolsExpected) -> str:
    """The contract in one line: ``must call a, b(x=1) in this order; never delete_*; …``."""
    parts: list[str] = []
    if spec.must_call:
        calls = ", ".join(c.label for c in spec.must_call)
        order = " in this order" if spec.order == "in_order" and len(spec.must_call) > 1 else ""
        parts.append(f"must call {calls}{order}")
    if spec.must_not_call:
        parts.append(f"never {', '.join(spec.must_not_call)}")
    if spec.max_calls is not None:
        parts.append(f"at most {spec.max_calls} call{'s' if spec.max_calls != 1 else ''}")
    if spec.no_errors:
        parts.append("no call may error")
    return "; ".join(parts)


def call_text(call: ToolCall) -> str:
    """One recorded call: ``count_rows(table=pt, region="32")``, ``errored`` when it failed."""
    args = ", ".join(f"{k}={show_value(v)}" for k, v in sorted(call.args.items()))
    return f"{call.name}({args})" + (" errored" if call.error else "")


def calls_beside(
    change: ToolsChange, r: ItemResult
) -> list[tuple[str, Sequence[ToolCall], Sequence[ToolCall]]]:
    """(turn label, the baseline's calls, this run's calls) of each turn whose calls changed.

    The label is empty for a plain item (its one list of calls), ``turn 2`` in a
    conversation, where only the turns that changed are shown.
    """
    now, then = trajectory_of(r), change.baseline
    many = len(now) > 1 or len(then) > 1
    out: list[tuple[str, Sequence[ToolCall], Sequence[ToolCall]]] = []
    for n in range(max(len(now), len(then))):
        before = then[n] if n < len(then) else ()
        after = now[n] if n < len(now) else ()
        if many and turn_calls_key(before) == turn_calls_key(after):  # blame's own rule
            continue
        out.append((f"turn {n + 1}" if many else "", before, after))
    return out


def baseline_calls_lines(change: ToolsChange, r: ItemResult) -> list[tuple[str, str]]:
    """(label, text) lines for a text view: the baseline's calls above this run's."""
    out = []
    for turn, before, after in calls_beside(change, r):
        prefix = f"{turn} " if turn else ""
        out.append((f"{prefix}calls in run {change.baseline_run_id}", _calls_text(before)))
        out.append((f"{prefix}calls now", _calls_text(after)))
    return out


def _calls_text(calls: Sequence[ToolCall]) -> str:
    return ", ".join(call_text(c) for c in calls) or "none"


def trajectory_lines(r: ItemResult) -> list[tuple[str, str]]:
    """(label, text) lines for a text view: the contract, then each call, broken ones marked.

    Empty when the item sets no ``expected.tools`` (a report shows its calls elsewhere).
    """
    if r.tools_expected is None:
        return []
    out = [("tools expected", expected_tools_text(r.tools_expected))]
    out += [(f"call {n}", _marked(c)) for n, c in enumerate(r.tools, 1)]
    if not r.tools:
        out.append(("tools called", "none"))
    return out


def _marked(call: ToolCall) -> str:
    text = call_text(call)
    return f"{text} {BROKE_MARK} {call.broke}" if call.broke else text


RESULT_SHOWN = 200
"""Characters of a tool's result the review text quotes."""


def review_call_lines(calls: Sequence[ToolCall], indent: str) -> list[str]:
    """Each call with what it returned, for the review queue's text (one line per call)."""
    out = []
    for n, c in enumerate(calls, 1):
        result = cut(one_line(c.result), RESULT_SHOWN) or "(nothing)"
        out.append(f"{indent}tool {n}:   {_marked(c)} -> {result}")
    return out
