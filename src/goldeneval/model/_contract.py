"""What a correct answer must say: an item's contract, turn by turn.

:class:`Expected` is the SME's contract for one answer; :class:`Turn` pairs it
with its question. A plain item is one turn, a conversation several, and
:attr:`goldeneval.model.Item.turns` gives every item that uniform view.
:class:`ToolCall` is one tool the internal agent consulted while answering:
``grounded: tools`` items are held to what those tools returned.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from goldeneval.model._toolspec import ToolsExpected

Grounding = Literal["tools"]
"""What an answer must agree with: ``tools``, the results of the agent's own tool calls."""
GROUNDINGS: tuple[Grounding, ...] = ("tools",)


@dataclass(frozen=True)
class CountCheck:
    """How many distinct phrases of a list a correct answer names (``expected.count``).

    ``exactly: N`` is stored as ``at_least = at_most = N``; either bound may be
    absent, never both.
    """

    any_of: tuple[str, ...]
    """The phrases counted, as the SME wrote them (distinct after normalisation)."""
    at_least: int | None = None
    """The fewest phrases a correct answer names (None: no lower bound)."""
    at_most: int | None = None
    """The most phrases a correct answer names (None: no upper bound)."""
    line: int | None = field(default=None, compare=False)
    """Line of the check in its source file (for messages)."""

    @property
    def rule(self) -> str:
        """The bound in words: ``exactly 3``, ``at least 2``, ``between 2 and 4``…"""
        low, high = self.at_least, self.at_most
        if low is not None and low == high:
            return f"exactly {low}"
        if low is not None and high is not None:
            return f"between {low} and {high}"
        if low is not None:
            return f"at least {low}"
        return f"at most {high}"

    def allows(self, n: int) -> bool:
        """Whether naming ``n`` of the phrases satisfies the check."""
        return (self.at_least is None or n >= self.at_least) and (
            self.at_most is None or n <= self.at_most
        )

    def canonical(self) -> dict[str, Any]:
        """The check's content for digests: the phrases and both bounds."""
        return {"any_of": list(self.any_of), "at_least": self.at_least, "at_most": self.at_most}


@dataclass(frozen=True)
class Expected:
    """The SME's contract for a correct answer."""

    must_include: tuple[str, ...] = ()
    """Phrases a correct answer must contain (case-insensitive substring)."""
    must_not_include: tuple[str, ...] = ()
    """Known-wrong phrases; any one present auto-fails the item."""
    rubric: str = ""
    """Free-text guidance for the judge."""
    count: tuple[CountCheck, ...] = ()
    """Structural checks: how many phrases of each list a correct answer names."""
    grounded: Grounding | None = None
    """``tools``: the answer must rest on, and agree with, the agent's tool results."""
    tools: ToolsExpected | None = None
    """What the agent's tool calls must look like (``expected.tools``; None: not checked)."""

    def canonical(self) -> dict[str, Any]:
        """The contract's content for digests.

        ``count``, ``grounded`` and ``tools`` appear only when set, so a
        contract that uses none of them keeps the digest it had before they existed.
        """
        out: dict[str, Any] = {
            "must_include": list(self.must_include),
            "must_not_include": list(self.must_not_include),
            "rubric": self.rubric,
        }
        if self.count:
            out["count"] = [c.canonical() for c in self.count]
        if self.grounded is not None:
            out["grounded"] = self.grounded
        if self.tools is not None:
            out["tools"] = self.tools.canonical()
        return out


@dataclass(frozen=True)
class Turn:
    """One question of an item and the contract of its answer."""

    question: str
    """The question sent, in this turn."""
    expected: Expected
    """What a correct answer to this turn must and must not say."""
    line: int | None = field(default=None, compare=False)
    """Line of the turn in its source file (for messages)."""
    must_include_lines: tuple[int, ...] = field(default=(), compare=False)
    """Line of each ``must_include`` phrase, in order (empty when not loaded from a file)."""
    must_not_include_lines: tuple[int, ...] = field(default=(), compare=False)
    """Line of each ``must_not_include`` phrase, in order (empty when not loaded from a file)."""


TOOL_RESULT_LIMIT = 4096
"""Bytes of a tool's result that are kept; a longer result is cut and marked."""


@dataclass(frozen=True)
class ToolCall:
    """One tool the agent called while answering, with what it returned."""

    name: str
    """The tool's name."""
    args: Mapping[str, Any] = field(default_factory=dict)
    """The arguments the agent called it with."""
    result: str = ""
    """What the tool returned (at most :data:`TOOL_RESULT_LIMIT` bytes)."""
    error: bool = False
    """The call failed: ``result`` then holds the error, not data."""
    cut: bool = False
    """``result`` was cut at :data:`TOOL_RESULT_LIMIT` bytes."""
    broke: str | None = None
    """The rule of ``expected.tools`` this call broke (``tools: delete_rows called …``)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "args": dict(self.args),
            "result": self.result,
            "error": self.error,
            "cut": self.cut,
            "broke": self.broke,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ToolCall:
        args = d.get("args")
        return cls(
            name=str(d.get("name", "")),
            args=dict(args) if isinstance(args, Mapping) else {},
            result=str(d.get("result") or ""),
            error=bool(d.get("error")),
            cut=bool(d.get("cut")),
            broke=None if d.get("broke") is None else str(d["broke"]),
        )

    def args_text(self) -> str:
        """The arguments as compact JSON (any value that JSON lacks as its text)."""
        return json.dumps(dict(self.args), ensure_ascii=False, sort_keys=True, default=str)
