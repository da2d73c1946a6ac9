"""Lint of ``expected.tools`` against the tools the agent has (``lint --config``).

A ``must_call`` name the agent lacks fails every run; a ``must_not_call``
name it lacks guards nothing (often a typo of the tool meant). Patterns
(``delete_*``) are left alone: forbidding tools the agent does not have is
what they are for. The names come from the caller (the job asks AgentOS);
this module only compares.
"""

from __future__ import annotations

from collections.abc import Iterator

from goldeneval.goldenset._lintcodes import LintCode, LintWarning
from goldeneval.model import Item, did_you_mean

_GLOB_CHARS = frozenset("*?[")


def _hint(name: str, known: frozenset[str]) -> str:
    hint = did_you_mean(name, known)
    return f"; {hint}" if hint else ""


def unknown_tool_warnings(item: Item, known: frozenset[str], agent: str) -> Iterator[LintWarning]:
    """A warning per tool name of the item's ``expected.tools`` that ``agent`` does not have."""
    many = len(item.turns) > 1
    for n, turn in enumerate(item.turns, 1):
        spec = turn.expected.tools
        if spec is None:
            continue
        prefix = f"turn {n}: " if many else ""
        line = turn.line if turn.line is not None else item.line
        for call in spec.must_call:
            if call.name not in known:
                yield LintWarning(
                    item.id,
                    call.line or line,
                    LintCode.UNKNOWN_TOOL,
                    f"{prefix}expected.tools.must_call names {call.name!r}, which {agent} does "
                    f"not have: every run fails the item{_hint(call.name, known)}",
                )
        for name in spec.must_not_call:
            if not _GLOB_CHARS & set(name) and name not in known:
                yield LintWarning(
                    item.id,
                    line,
                    LintCode.UNKNOWN_TOOL,
                    f"{prefix}expected.tools.must_not_call names {name!r}, which {agent} does "
                    f"not have: it guards nothing{_hint(name, known)}",
                )
