"""The edit form, both ways: an item's fields as the form shows them, and a sent form as a change.

Items and Drafts share it (Question, Must include and Must not include one
phrase a line, Rubric, Expected tools as YAML for an internal item,
Verified). A field sent unchanged is no change, so a save rewrites only what
the SME changed and every other byte of the set stays as it was.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import yaml

from goldeneval.goldenset import ItemChange, NewItem
from goldeneval.model import Item

MAX_FIELD = 20_000
"""Characters one field may have."""


class FormError(ValueError):
    """A sent form that cannot be a change: the message names the field."""


@dataclass(frozen=True)
class FormValues:
    """The form's fields as text."""

    question: str
    """Question."""
    must_include: str
    """Must include: one phrase a line."""
    must_not_include: str
    """Must not include: one phrase a line."""
    rubric: str
    """Rubric."""
    expected_tools: str
    """Expected tools, as YAML (internal items)."""
    verified: bool
    """Verified."""


def form_of(item: Item) -> FormValues:
    """``item``'s fields as the form shows them."""
    tools = item.expected.tools
    tools_text = "" if tools is None else yaml.safe_dump(tools.canonical(), sort_keys=False)
    return FormValues(
        question=item.question,
        must_include="\n".join(item.expected.must_include),
        must_not_include="\n".join(item.expected.must_not_include),
        rubric=item.expected.rubric,
        expected_tools=tools_text.strip(),
        verified=item.verified,
    )


def _text(body: dict[str, Any], key: str, field: str) -> str:
    value = body.get(key, "")
    if not isinstance(value, str) or len(value) > MAX_FIELD:
        raise FormError(f"{field}: expected text of at most {MAX_FIELD} characters")
    return value.replace("\r\n", "\n")


def _phrases(text: str) -> tuple[str, ...]:
    return tuple(line.strip() for line in text.split("\n") if line.strip())


def sent(body: dict[str, Any]) -> FormValues:
    """The form as sent (``FormError`` names a field that is not text)."""
    verified = body.get("verified", False)
    if not isinstance(verified, bool):
        raise FormError("Verified: expected true or false")
    return FormValues(
        question=_text(body, "question", "Question").strip(),
        must_include=_text(body, "must_include", "Must include"),
        must_not_include=_text(body, "must_not_include", "Must not include"),
        rubric=_text(body, "rubric", "Rubric").strip(),
        expected_tools=_text(body, "expected_tools", "Expected tools").strip(),
        verified=verified,
    )


def today() -> str:
    """The day a verification is dated with (UTC)."""
    return datetime.now(UTC).strftime("%Y-%m-%d")


def change_of(item: Item, form: FormValues, person: str) -> ItemChange:
    """What the form changes in ``item`` (None for every field left as it was)."""
    was = form_of(item)
    include, exclude = _phrases(form.must_include), _phrases(form.must_not_include)
    newly_verified = form.verified and not item.verified
    return ItemChange(
        question=None if form.question == was.question or item.conversation else form.question,
        must_include=None if include == item.expected.must_include else include,
        must_not_include=None if exclude == item.expected.must_not_include else exclude,
        rubric=None if form.rubric == was.rubric else form.rubric,
        expected_tools=None if form.expected_tools == was.expected_tools else form.expected_tools,
        verified=None if form.verified == item.verified else form.verified,
        verified_by=person if newly_verified else None,
        verified_at=today() if newly_verified else None,
    )


def new_item(body: dict[str, Any], form: FormValues, person: str) -> NewItem:
    """The draft's form as an item to append (``FormError`` names a missing field)."""
    item_id = _text(body, "id", "Id").strip()
    domain = _text(body, "domain", "Domain").strip()
    surface = _text(body, "surface", "Surface").strip()
    for value, field in ((item_id, "Id"), (domain, "Domain"), (form.question, "Question")):
        if not value:
            raise FormError(f"{field}: give a value")
    if surface not in ("public", "internal"):
        raise FormError(f"Surface: {surface!r} is not public or internal")
    return NewItem(
        id=item_id,
        surface=surface,
        domain=domain,
        question=form.question,
        must_include=_phrases(form.must_include),
        must_not_include=_phrases(form.must_not_include),
        rubric=form.rubric or None,
        expected_tools=form.expected_tools or None,
        verified=form.verified,
        verified_by=person if form.verified else None,
        verified_at=today() if form.verified else None,
    )


def unified(old: str, new: str, name: str) -> str:
    """The change a save made, as a unified diff of the set's text."""
    lines = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), name, name, n=2
    )
    return "".join(lines)
