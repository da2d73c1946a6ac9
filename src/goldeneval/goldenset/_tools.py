"""Reading ``expected.tools``: the contract of the internal agent's tool calls.

Every key and value is checked and every problem reported with its line:
an unknown key, an ``order`` other than ``in_order``/``any``, a ``max_calls``
that is not a positive whole number, a ``must_call`` entry that is neither a
name nor ``{name, args}``, an argument value that is no JSON value (a
timestamp, ``.nan``, a mapping key that is not text). A contract no trajectory can meet (a required
tool that a ``must_not_call`` pattern forbids, fewer ``max_calls`` than
required tools) is refused too: it would fail every run.
"""

from __future__ import annotations

import math
from datetime import date, datetime
from fnmatch import fnmatchcase

from goldeneval.goldenset._collect import Collector, fields_of, is_empty, scalar, unknown_key
from goldeneval.goldenset._yamltree import Map, Node, Scalar, Seq
from goldeneval.model import (
    TOOL_ORDERS,
    ArgMap,
    ArgValue,
    RequiredCall,
    ToolOrder,
    ToolsExpected,
)

TOOLS_KEYS = ("must_call", "must_not_call", "order", "max_calls", "no_errors")
CALL_KEYS = ("name", "args")
_GLOB_CHARS = frozenset("*?[")


class _ToolsReader:
    """Reads one ``tools`` mapping; ``ok`` turns False at the first problem."""

    def __init__(self, label: str | None, problems: Collector, prefix: str) -> None:
        self.label = label
        self.problems = problems
        self.prefix = prefix
        self.ok = True
        self.must_call: list[RequiredCall] = []
        self.must_not_call: list[tuple[str, Node]] = []
        self.order: ToolOrder = "any"
        self.max_calls: int | None = None
        self.max_node: Node | None = None
        self.no_errors = False

    def problem(self, node: Node, message: str) -> None:
        self.problems.add(node, self.label, f"{self.prefix}expected.tools.{message}")
        self.ok = False

    def read(self, key: str, v: Node) -> None:
        if key == "must_call":
            self.read_must_call(v)
        elif key == "must_not_call":
            self.read_must_not_call(v)
        elif key == "order":
            val = scalar(v)
            if val in TOOL_ORDERS:
                self.order = val
            else:
                self.problem(
                    v, f"order must be in_order or any (the default), not {_shown(v, val)}"
                )
        elif key == "max_calls":
            val = scalar(v)
            if isinstance(val, int) and not isinstance(val, bool) and val > 0:
                self.max_calls, self.max_node = val, v
            else:
                self.problem(
                    v,
                    f"max_calls must be a positive whole number (the most tool calls the turn "
                    f"may make), not {_shown(v, val)}",
                )
        else:  # no_errors
            val = scalar(v)
            if isinstance(val, bool):
                self.no_errors = val
            else:
                self.problem(v, f"no_errors must be true or false, not {_shown(v, val)}")

    def read_must_call(self, v: Node) -> None:
        if not isinstance(v, Seq):
            self.problem(v, "must_call must be a list of tool names or {name, args} entries")
            return
        for entry in v.value:
            if isinstance(entry, Map):
                call = self.read_call_map(entry)
            else:
                name = self.read_name(entry, "must_call", globs=False)
                call = None if name is None else RequiredCall(name, (), entry.line)
            if call is not None:
                self.must_call.append(call)

    def read_name(self, node: Node, key: str, *, globs: bool) -> str | None:
        val = scalar(node)
        if not isinstance(val, str) or not val.strip():
            self.problem(node, f"{key} entries must be tool names (non-empty strings)")
            return None
        if val != val.strip():
            self.problem(node, f"{key} name {val!r} has spaces at its ends; remove them")
            return None
        if not globs and _GLOB_CHARS & set(val):
            self.problem(
                node,
                f"must_call names a tool exactly, not a pattern like {val!r}; "
                "patterns belong in must_not_call",
            )
            return None
        return val

    def read_call_map(self, entry: Map) -> RequiredCall | None:
        fields = fields_of(
            entry,
            CALL_KEYS,
            lambda k, key: self.problem(k, "must_call entry: " + unknown_key(key, CALL_KEYS)),
            lambda k, key: self.problem(k, f"must_call: key {key!r} appears twice in an entry"),
        )
        if "name" not in fields:
            self.problem(entry, "must_call: an entry written as a mapping needs a name")
            return None
        name = self.read_name(fields["name"], "must_call", globs=False)
        args = self.read_args(fields.get("args"), name or "?")
        if name is None or args is None:
            return None
        return RequiredCall(name, args, entry.line)

    def read_args(self, node: Node | None, name: str) -> tuple[tuple[str, ArgValue], ...] | None:
        if node is None or is_empty(node):
            return ()
        if not isinstance(node, Map):
            self.problem(node, f"must_call: {name}'s args must be a mapping of argument: value")
            return None
        out: dict[str, ArgValue] = {}
        ok = True
        for k, v in node.value:
            key = scalar(k)
            value = _arg_value(v)
            if not isinstance(key, str) or not key.strip():
                self.problem(k, f"must_call: {name}'s argument names must be non-empty strings")
                ok = False
            elif key in out:
                self.problem(k, f"must_call: {name}'s argument {key!r} appears twice")
                ok = False
            elif value is _INVALID:
                self.problem(
                    v,
                    f"must_call: {name}'s argument {key!r} must be a string, number, true/false, "
                    "null, or a list or mapping of these (no timestamps, no .nan/.inf, "
                    "mapping keys as text, each once)",
                )
                ok = False
            else:
                out[key] = value  # type: ignore[assignment]  # _INVALID is excluded above
        return tuple(sorted(out.items())) if ok else None

    def read_must_not_call(self, v: Node) -> None:
        if not isinstance(v, Seq):
            self.problem(v, "must_not_call must be a list of tool names or globs (delete_*)")
            return
        for entry in v.value:
            name = self.read_name(entry, "must_not_call", globs=True)
            if name is not None:
                self.must_not_call.append((name, entry))

    def contradictions(self) -> None:
        """A contract no trajectory meets is refused: it would fail every run."""
        for call in self.must_call:
            for pattern, node in self.must_not_call:
                if fnmatchcase(call.name, pattern):
                    self.problem(
                        node,
                        f"must_not_call {pattern!r} forbids {call.name!r}, which must_call "
                        "requires: no run can pass; remove one of the two",
                    )
        distinct = len({c.name for c in self.must_call})
        if self.max_calls is not None and self.max_node is not None and self.max_calls < distinct:
            self.problem(
                self.max_node,
                f"max_calls {self.max_calls} is fewer than the {distinct} different tools "
                "must_call requires: no run can pass; raise max_calls",
            )


class _Invalid:
    """Marks an argument value that cannot be compared."""


_INVALID = _Invalid()


def _arg_value(node: Node) -> ArgValue | _Invalid:
    if isinstance(node, Seq):
        items = [_arg_value(v) for v in node.value]
        if any(isinstance(v, _Invalid) for v in items):
            return _INVALID
        return tuple(items)  # type: ignore[arg-type]  # _INVALID is excluded above
    if isinstance(node, Map):
        pairs: dict[str, ArgValue] = {}
        for k, v in node.value:
            key, value = scalar(k), _arg_value(v)
            if not isinstance(key, str) or key in pairs or isinstance(value, _Invalid):
                return _INVALID
            pairs[key] = value
        return ArgMap(tuple(sorted(pairs.items())))
    if not isinstance(node, Scalar):
        return _INVALID
    val = node.value
    if isinstance(val, datetime):
        return _INVALID
    if isinstance(val, date):
        return val.isoformat()  # a tool receives a date as its ISO text
    if isinstance(val, float) and not math.isfinite(val):
        return _INVALID
    if val is None or isinstance(val, str | int | float | bool):
        return val
    return _INVALID


def _shown(node: Node, val: object) -> str:
    if not isinstance(node, Scalar):
        return "a list or mapping"
    return repr(val)


def parse_tools(
    node: Node, label: str | None, problems: Collector, prefix: str = ""
) -> tuple[bool, ToolsExpected | None]:
    """(valid, contract): the ``tools`` contract, None when written empty (``tools:``)."""
    if is_empty(node):
        return True, None
    if not isinstance(node, Map):
        problems.add(
            node,
            label,
            f"{prefix}expected.tools must be a mapping with must_call, must_not_call, order, "
            "max_calls or no_errors",
        )
        return False, None
    reader = _ToolsReader(label, problems, prefix)

    def unknown(k: Node, key: object) -> None:
        reader.problem(k, f"{key}: " + unknown_key(key, TOOLS_KEYS, shown=""))

    fields = fields_of(
        node, TOOLS_KEYS, unknown, lambda k, key: reader.problem(k, f"{key}: the key appears twice")
    )
    for key, v in fields.items():
        if not is_empty(v):
            reader.read(key, v)
    checks = reader.must_call or reader.must_not_call or reader.max_calls or reader.no_errors
    if reader.ok and not checks:
        problems.add(
            node,
            label,
            f"{prefix}expected.tools has nothing to check: add must_call, must_not_call, "
            "max_calls or no_errors: true",
        )
        return False, None
    if reader.ok:
        reader.contradictions()
    if not reader.ok:
        return False, None
    return True, ToolsExpected(
        must_call=tuple(reader.must_call),
        must_not_call=tuple(n for n, _ in reader.must_not_call),
        order=reader.order,
        max_calls=reader.max_calls,
        no_errors=reader.no_errors,
    )
