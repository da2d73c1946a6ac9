"""What an SME asks the editor to change: an item's fields, or a whole new item.

The workbench builds these from its forms; ``_edit`` writes them into the
set's text. A form may send every field: :func:`unchanged_left_out` keeps
only those that differ from the file. They name the fields as the workbench
shows them; the YAML keys they land in are ``question``, ``expected.must_include``,
``expected.must_not_include``, ``expected.rubric``, ``expected.tools``,
``verified``, ``verified_by`` and ``verified_at``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from datetime import date
from typing import Any

import yaml


@dataclass(frozen=True)
class ItemChange:
    """The fields to change in one item; ``None`` leaves a field as it is."""

    question: str | None = None
    """The new question: a single-question item only (a conversation's turns are not edited)."""
    must_include: tuple[str, ...] | None = None
    """The new ``expected.must_include`` phrases (empty: none)."""
    must_not_include: tuple[str, ...] | None = None
    """The new ``expected.must_not_include`` phrases (empty: none)."""
    rubric: str | None = None
    """The new ``expected.rubric``; ``""`` removes it."""
    expected_tools: str | None = None
    """YAML text of ``expected.tools`` (an internal item's tool contract); ``""`` removes it."""
    verified: bool | None = None
    """The new ``verified``; ``False`` also removes ``verified_by`` and ``verified_at``."""
    verified_by: str | None = None
    """Who verified the item (``local:NAME`` or a cluster user name), written with verified."""
    verified_at: str | None = None
    """The day it was verified, ``YYYY-MM-DD``, written with verified."""


@dataclass(frozen=True)
class NewItem:
    """A single-question item to append to the set (a harvest draft the SME adds)."""

    id: str
    """The new item's id: unique in the set, permanent."""
    surface: str
    """``public`` or ``internal``."""
    domain: str
    """The grouping label."""
    question: str
    """The question as a user would type it."""
    must_include: tuple[str, ...] = ()
    """``expected.must_include``."""
    must_not_include: tuple[str, ...] = ()
    """``expected.must_not_include``."""
    rubric: str | None = None
    """``expected.rubric`` (None or empty: none)."""
    expected_tools: str | None = None
    """YAML text of ``expected.tools`` (None or empty: none)."""
    verified: bool = False
    """``verified``."""
    verified_by: str | None = None
    """``verified_by``: who verified it (only with ``verified``)."""
    verified_at: str | None = None
    """``verified_at``: the day, ``YYYY-MM-DD`` (only with ``verified``)."""


TURN_FIELDS = ("question", "must_include", "must_not_include", "rubric", "expected_tools")
"""The fields of :class:`ItemChange` that belong to a question; a conversation has them per turn."""

_KEYS = {
    "must_include": "expected.must_include",
    "must_not_include": "expected.must_not_include",
    "rubric": "expected.rubric",
    "expected_tools": "expected.tools",
}


def field_names(change: ItemChange) -> list[str]:
    """The keys a change writes, named as in the file (``expected.rubric``)."""
    return [
        _KEYS.get(f.name, f.name) for f in fields(change) if getattr(change, f.name) is not None
    ]


def _tools(text: str) -> object:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return _DIFFERENT  # text that does not parse differs from anything in the file


_DIFFERENT = object()


def unchanged_left_out(change: ItemChange, item: Any) -> ItemChange:
    """``change`` without the fields that already hold what it asks (``item``: the item's values).

    So a save of a form whose rubric was not touched keeps the rubric's lines
    exactly as they were, folds and all.
    """
    if not isinstance(item, dict):
        return change
    expected = item.get("expected")
    expected = expected if isinstance(expected, dict) else {}
    rubric = expected.get("rubric")
    at = item.get("verified_at")
    now: dict[str, Any] = {
        "question": item.get("question"),
        "must_include": tuple(expected.get("must_include") or ()),
        "must_not_include": tuple(expected.get("must_not_include") or ()),
        "rubric": rubric.strip() if isinstance(rubric, str) else rubric,
        "expected_tools": expected.get("tools"),
        "verified": item.get("verified", False),
        "verified_by": item.get("verified_by"),
        "verified_at": at.isoformat() if isinstance(at, date) else at,
    }
    asked: dict[str, Any] = {f.name: getattr(change, f.name) for f in fields(change)}
    if isinstance(asked["rubric"], str):
        asked["rubric"] = asked["rubric"].strip()
    if isinstance(asked["expected_tools"], str):
        asked["expected_tools"] = _tools(asked["expected_tools"])
    same = {
        name: None
        for name, value in asked.items()
        if value is not None and value == now[name] and type(value) is type(now[name])
    }
    return replace(change, **same)
