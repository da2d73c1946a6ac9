"""The validator's tools: collecting problems, and reading scalars and dates off the tree.

Every reader reports into a :class:`Collector` instead of raising, so one
load lists every problem of a set with its line and item id.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import Any

from goldeneval.goldenset._yamltree import Map, Node, Scalar
from goldeneval.model import Problem, did_you_mean

_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def scalar(node: Node | None) -> Any:
    """A scalar's Python value (None for a mapping or sequence used where a scalar belongs)."""
    return node.value if isinstance(node, Scalar) else None


def is_empty(node: Node | None) -> bool:
    """A key written with no value (``must_include:``): read as absent."""
    return isinstance(node, Scalar) and node.value is None


class Collector:
    """The problems found so far in one set, in the order found."""

    def __init__(self, source: str) -> None:
        self.source = source
        """Where the set was loaded from (path or ``configmap/key``)."""
        self.problems: list[Problem] = []
        """Every problem reported so far."""

    def add(self, node: Node | None, item_id: str | None, message: str) -> None:
        self.problems.append(
            Problem(self.source, None if node is None else node.line, item_id, message)
        )


def unknown_key(key: object, allowed: Sequence[str], *, shown: str | None = None) -> str:
    """``unknown key 'qestion' (did you mean question?); allowed keys: …``: one wording for
    every mapping of a golden set or labels file, the closest key named when one is close.
    ``shown`` is how the key is named when not as itself (``expected.rubrc``; empty: not at
    all, the message's prefix named it)."""
    hint = did_you_mean(key, allowed)
    name = repr(key) if shown is None else shown
    what = f"unknown key {name}" if name else "unknown key"
    return f"{what}{f' ({hint})' if hint else ''}; allowed keys: {', '.join(allowed)}"


def fields_of(
    node: Map,
    allowed: Sequence[str],
    unknown: Callable[[Node, Any], None],
    twice: Callable[[Node, str], None],
) -> dict[str, Node]:
    """A mapping's allowed keys and their values; ``unknown`` or ``twice`` told of the others."""
    found: dict[str, Node] = {}
    for k, v in node.value:
        key = scalar(k)
        if key not in allowed:
            unknown(k, key)
        elif key in found:
            twice(k, key)
        else:
            found[key] = v
    return found


def string(
    node: Node | None,
    name: str,
    label: str | None,
    problems: Collector,
    *,
    allow_empty: bool = False,
) -> str | None:
    """The node's text, or None (and a problem) when it is not a (non-empty) string."""
    if node is None:
        return None
    val = scalar(node)
    if not isinstance(val, str) or (not allow_empty and not val.strip()):
        problems.add(node, label, f"{name} must be a non-empty string")
        return None
    return val


def day(node: Node, name: str, label: str | None, problems: Collector) -> date | None:
    """A calendar day written ``YYYY-MM-DD`` (plain or quoted), or None and a problem.

    YAML reads a plain ``2027-01-31`` as a date already; a quoted one is
    text and is read here. A time of day, another layout or a day that does
    not exist (``2027-02-30``) is refused.
    """
    val = scalar(node)
    if isinstance(val, date) and not isinstance(val, datetime):
        return val
    if isinstance(val, str) and _ISO_DAY.fullmatch(val.strip()):
        try:
            return date.fromisoformat(val.strip())
        except ValueError:
            problems.add(node, label, f"{name} {val.strip()} is not a day of the calendar")
            return None
    shown = "a list or mapping" if not isinstance(node, Scalar) else repr(str(val))
    problems.add(
        node,
        label,
        f"{name} must be a date written YYYY-MM-DD (e.g. 2027-01-31), not {shown}",
    )
    return None
