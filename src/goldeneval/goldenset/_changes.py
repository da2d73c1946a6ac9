"""What an SME asks the editor to change: an item's fields, or a whole new item.

The workbench builds these from its forms; ``_edit`` writes them into the
set's text. They name the fields as the workbench shows them; the YAML keys
they land in are ``question``, ``expected.must_include``,
``expected.must_not_include``, ``expected.rubric``, ``expected.tools``,
``verified``, ``verified_by`` and ``verified_at``.
"""

from __future__ import annotations

from dataclasses import dataclass


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
