"""What an internal agent's tool calls must look like: ``expected.tools`` (docs/design.md §3).

The contract of a turn's *trajectory*, beside the contract of its answer:
tools that must be called (by name, or by name and a subset of arguments,
whose values may be lists and mappings),
names or shell-style globs that must never be called, whether the required
calls come in order, how many calls a turn may make and whether an errored
call fails the turn. The checks themselves are the verdict room's
(``verdict/_toolcheck``); this module only holds what the SME wrote.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias

ToolOrder = Literal["any", "in_order"]
"""``in_order``: the required calls must come as a subsequence in the listed order."""
TOOL_ORDERS: tuple[ToolOrder, ...] = ("any", "in_order")

ArgValue: TypeAlias = "str | int | float | bool | tuple[ArgValue, ...] | ArgMap | None"
"""An argument value a ``must_call`` entry can require: a JSON scalar, a list (a tuple,
so the contract stays hashable) or a mapping (:class:`ArgMap`) of these."""


@dataclass(frozen=True)
class ArgMap:
    """A mapping argument value: the call's mapping must hold these keys with equal values."""

    items: tuple[tuple[str, ArgValue], ...]
    """(key, value) sorted by key."""


def arg_json(value: ArgValue) -> Any:
    """A required argument value as plain JSON (lists and dicts), for digests and messages."""
    if isinstance(value, ArgMap):
        return {k: arg_json(v) for k, v in value.items}
    if isinstance(value, tuple):
        return [arg_json(v) for v in value]
    return value


def arg_from_json(value: Any) -> ArgValue:
    """A required argument value from plain JSON (a stored contract); odd types as text."""
    if isinstance(value, dict):
        return ArgMap(tuple(sorted((str(k), arg_from_json(v)) for k, v in value.items())))
    if isinstance(value, list | tuple):
        return tuple(arg_from_json(v) for v in value)
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


@dataclass(frozen=True)
class RequiredCall:
    """One ``must_call`` entry: a tool that must be called, optionally with some arguments."""

    name: str
    """The tool's exact name."""
    args: tuple[tuple[str, ArgValue], ...] = ()
    """Arguments the call must have, as (name, value) sorted by name; others may vary."""
    line: int | None = field(default=None, compare=False)
    """Line of the entry in its source file (for messages)."""

    @property
    def label(self) -> str:
        """The entry as reasons name it: ``count_rows`` or ``count_rows(table=pt)``."""
        if not self.args:
            return self.name
        return f"{self.name}({', '.join(f'{k}={show_value(v)}' for k, v in self.args)})"

    def canonical(self) -> Any:
        """The entry's content for digests: the bare name, or name and arguments."""
        if not self.args:
            return self.name
        return {"name": self.name, "args": {k: arg_json(v) for k, v in self.args}}


@dataclass(frozen=True)
class ToolsExpected:
    """The contract of a turn's tool calls (``expected.tools``)."""

    must_call: tuple[RequiredCall, ...] = ()
    """Tools the agent must call (each at least once, with the given arguments)."""
    must_not_call: tuple[str, ...] = ()
    """Tool names or shell-style globs (``delete_*``) the agent must never call."""
    order: ToolOrder = "any"
    """``in_order``: ``must_call`` must occur in this order; ``any``: in any order."""
    max_calls: int | None = None
    """The most tool calls the turn may make (None: no limit)."""
    no_errors: bool = False
    """A tool call that errored fails the turn."""

    def canonical(self) -> dict[str, Any]:
        """The contract's content for digests (every key, defaults included)."""
        return {
            "must_call": [c.canonical() for c in self.must_call],
            "must_not_call": list(self.must_not_call),
            "order": self.order,
            "max_calls": self.max_calls,
            "no_errors": self.no_errors,
        }


def tools_expected_from(value: Any) -> ToolsExpected | None:
    """A contract from its stored canonical JSON (None, or anything unreadable: none)."""
    if not isinstance(value, dict):
        return None
    calls: list[RequiredCall] = []
    for entry in value.get("must_call") or ():
        if isinstance(entry, str):
            calls.append(RequiredCall(entry))
        elif isinstance(entry, dict):
            args = entry.get("args")
            pairs = (
                tuple(sorted((str(k), arg_from_json(v)) for k, v in args.items()))
                if isinstance(args, dict)
                else ()
            )
            calls.append(RequiredCall(str(entry.get("name", "")), pairs))
    order = value.get("order")
    max_calls = value.get("max_calls")
    return ToolsExpected(
        must_call=tuple(calls),
        must_not_call=tuple(str(p) for p in value.get("must_not_call") or ()),
        order=order if order in TOOL_ORDERS else "any",
        max_calls=max_calls if isinstance(max_calls, int) else None,
        no_errors=value.get("no_errors") is True,
    )


def show_value(value: Any) -> str:
    """An argument value as a reason shows it: a string bare unless it would be misread.

    A string that reads as another JSON value (``"2024"``, ``"true"``), is
    empty or has spaces at its ends is quoted, so it never looks like the
    number, boolean or shorter string it is not.
    """
    if isinstance(value, str):
        try:
            json.loads(value)
        except ValueError:
            if value and value.strip() == value:
                return value
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, ArgMap | tuple):
        value = arg_json(value)
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
