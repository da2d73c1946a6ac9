"""Checking a turn's tool calls against ``expected.tools`` (docs/design.md §4, normative).

Deterministic, like the rest of the fact gate: each broken rule is one
finding whose text is both the ``auto_fail`` entry and the reason, and
names what broke (``tools: count_rows not called``). Argument strings are
compared after the fact gate's folding (:func:`goldeneval.goldenset.fold`),
numbers and booleans as JSON values (``3`` equals ``3.0``; ``true`` is not
``1``; the string ``"3"`` is not the number ``3``). A required list matches
a list of the same length whose elements match in order; a required
mapping matches a mapping that has each of its keys with a matching value
(a subset, recursively: the call may carry more keys).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fnmatch import fnmatchcase
from typing import Any

from goldeneval.goldenset import fold
from goldeneval.model import ArgMap, RequiredCall, ToolCall, ToolsExpected, show_value

ERROR_SHOWN = 160
"""Characters of an errored call's result a reason quotes."""


@dataclass(frozen=True)
class ToolFinding:
    """One rule of ``expected.tools`` the turn's calls break."""

    text: str
    """What broke, as the auto-fail entry and the reason say it (``tools: …``)."""
    call: int | None = None
    """Index of the recorded call that broke it (None: no single call, e.g. one missing)."""


def same_value(expected: Any, actual: Any) -> bool:
    """Whether an argument the agent sent matches the one required."""
    if isinstance(expected, ArgMap):
        return isinstance(actual, Mapping) and all(
            k in actual and same_value(v, actual[k]) for k, v in expected.items
        )
    if isinstance(expected, tuple):
        return (
            isinstance(actual, list | tuple)
            and len(actual) == len(expected)
            and all(same_value(e, a) for e, a in zip(expected, actual, strict=True))
        )
    if isinstance(expected, bool) or isinstance(actual, bool):
        return isinstance(expected, bool) and isinstance(actual, bool) and expected == actual
    if isinstance(expected, str) and isinstance(actual, str):
        return fold(expected).strip() == fold(actual).strip()
    if isinstance(expected, int | float) and isinstance(actual, int | float):
        return expected == actual
    return expected is None and actual is None


def args_match(required: RequiredCall, args: Mapping[str, Any]) -> bool:
    """Every argument the entry gives is in ``args`` with an equal value."""
    return all(k in args and same_value(v, args[k]) for k, v in required.args)


def _mismatch(required: RequiredCall, call: ToolCall) -> str:
    wrong = [
        (k, v) for k, v in required.args if not (k in call.args and same_value(v, call.args[k]))
    ]
    sent = [f"{k}={show_value(call.args[k])}" for k, _ in wrong if k in call.args]
    absent = [k for k, _ in wrong if k not in call.args]
    said = []
    if sent:
        said.append(f"with {', '.join(sent)}")
    if absent:
        said.append(f"without {', '.join(absent)}")
    want = ", ".join(f"{k}={show_value(v)}" for k, v in wrong)
    return f"tools: {required.name} called {' and '.join(said)}, expected {want}"


def _required(spec: ToolsExpected, calls: Sequence[ToolCall]) -> list[ToolFinding]:
    out: list[ToolFinding] = []
    for req in spec.must_call:
        named = [i for i, c in enumerate(calls) if c.name == req.name]
        if not named:
            out.append(ToolFinding(f"tools: {req.name} not called"))
        elif not any(args_match(req, calls[i].args) for i in named):
            out.append(ToolFinding(_mismatch(req, calls[named[0]]), named[0]))
    return out


def _order(spec: ToolsExpected, calls: Sequence[ToolCall]) -> list[ToolFinding]:
    """The first required call that does not come after the one before it."""
    at = -1
    for before, req in zip((None, *spec.must_call), spec.must_call, strict=False):
        later = next(
            (
                i
                for i, c in enumerate(calls)
                if i > at and c.name == req.name and args_match(req, c.args)
            ),
            None,
        )
        if later is None:
            first = next(
                i for i, c in enumerate(calls) if c.name == req.name and args_match(req, c.args)
            )
            assert before is not None  # the first entry always finds a call
            return [ToolFinding(f"tools: order: {req.name} before {before.name}", first)]
        at = later
    return []


def check_tools(spec: ToolsExpected | None, calls: Sequence[ToolCall]) -> tuple[ToolFinding, ...]:
    """Every rule of ``spec`` the recorded ``calls`` break, in the contract's key order."""
    if spec is None:
        return ()
    found = _required(spec, calls)
    if spec.order == "in_order" and not found:
        found += _order(spec, calls)
    for i, call in enumerate(calls):
        pattern = next((p for p in spec.must_not_call if fnmatchcase(call.name, p)), None)
        if pattern is not None and not any(call.name == calls[j].name for j in range(i)):
            found.append(ToolFinding(f"tools: {call.name} called (must_not_call {pattern})", i))
    if spec.max_calls is not None and len(calls) > spec.max_calls:
        n = len(calls)
        found.append(
            ToolFinding(
                f"tools: {n} call{'s' if n != 1 else ''}, max_calls {spec.max_calls}",
                spec.max_calls,
            )
        )
    if spec.no_errors:
        for i, call in enumerate(calls):
            if call.error:
                said = " ".join(call.result.split())[:ERROR_SHOWN] or "no message"
                found.append(ToolFinding(f"tools: {call.name} errored: {said}", i))
    return tuple(found)


def mark_calls(calls: Sequence[ToolCall], findings: Sequence[ToolFinding]) -> tuple[ToolCall, ...]:
    """``calls`` with each that broke a rule marked by the rule's text (the first, if several)."""
    broke: dict[int, str] = {}
    for f in findings:
        if f.call is not None and 0 <= f.call < len(calls):
            broke.setdefault(f.call, f.text)
    return tuple(replace(c, broke=broke[i]) if i in broke else c for i, c in enumerate(calls))
