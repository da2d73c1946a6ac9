"""Loading and validating a golden set (docs/design.md §3, normative).

The YAML is parsed to a light line-numbered tree first (``_yamltree``) so
every problem can name its line.
All problems are collected and raised together in one :class:`GoldenSetError`.
Parsing works on text: reading the file is the caller's job (the core does no I/O).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import yaml

from goldeneval.goldenset._collect import Collector, day, is_empty, scalar, string, unknown_key
from goldeneval.goldenset._lintcodes import ACKNOWLEDGEABLE, NOT_ACKNOWLEDGEABLE
from goldeneval.goldenset._turns import parse_turns
from goldeneval.goldenset._yamlerrors import explain
from goldeneval.goldenset._yamltree import Map, Node, Scalar, Seq, UnsupportedYaml, compose
from goldeneval.model import (
    SURFACES,
    GoldenSet,
    GoldenSetError,
    Item,
    Problem,
    Turn,
    did_you_mean,
    unstorable,
)

ITEM_KEYS = (
    "id",
    "surface",
    "domain",
    "question",
    "expected",
    "conversation",
    "verified",
    "verified_by",
    "verified_at",
    "valid_until",
    "as_of",
    "lint_ignore",
)
REQUIRED_ITEM_KEYS = ("id", "surface", "domain")
"""Always required; ``question`` and ``expected`` are, unless the item is a ``conversation``."""


def parse_golden_set(text: str, source: str) -> GoldenSet:
    """Parse and validate YAML text; raise GoldenSetError with every problem found."""
    problems = Collector(source)
    items: list[Item] = []
    first_seen: dict[str, int] = {}

    taken = 0

    def take(node: Node) -> None:
        # Called for each item as soon as the parser has it, so a large set is
        # validated item by item instead of being held as one tree.
        nonlocal taken
        taken += 1
        item_id, item = _parse_item(node, taken, problems)
        if item_id is not None:
            if item_id in first_seen:
                problems.add(
                    node,
                    item_id,
                    f"duplicate id (first used on line {first_seen[item_id]}); ids must be unique",
                )
                return
            first_seen[item_id] = node.line
        if item is not None:
            items.append(item)

    try:
        root = compose(text, on_item=take)
    except UnsupportedYaml as exc:
        line = None if exc.problem_mark is None else exc.problem_mark.line + 1
        raise GoldenSetError([Problem(source, line, None, str(exc.problem))]) from None
    except yaml.YAMLError as exc:
        line, item_id, message = explain(exc, text)
        raise GoldenSetError([Problem(source, line, item_id, message)]) from None
    if root is None:
        raise GoldenSetError(
            [Problem(source, None, None, "the file is empty: add a list of items")]
        )
    seq = root
    if isinstance(root, Map):
        keys = {scalar(k): v for k, v in root.value}
        extra = sorted(str(k) for k in keys if k != "items")
        if "items" not in keys or extra:
            raise GoldenSetError(
                [
                    Problem(
                        source,
                        root.line,
                        None,
                        "expected a list of items (or a mapping with only an 'items:' list)"
                        + (f"; unexpected key(s): {', '.join(extra)}" if extra else ""),
                    )
                ]
            )
        seq = keys["items"]
    if not isinstance(seq, Seq):
        raise GoldenSetError([Problem(source, seq.line, None, "expected a list of items")])
    if not seq.value and not seq.handed_over:
        raise GoldenSetError([Problem(source, seq.line, None, "the set has no items")])

    # Elements that are not mappings stay in the tree (they were never handed over).
    for node in seq.value:
        take(node)
    if problems.problems:
        raise GoldenSetError(sorted(problems.problems, key=lambda p: p.line or 0))
    return GoldenSet(source=source, items=tuple(items), digest=digest(items))


def _parse_item(node: Node, n: int, problems: Collector) -> tuple[str | None, Item | None]:
    """The item's id (when it has a usable one) and the item (when it is valid)."""
    if not isinstance(node, Map):
        problems.add(
            node,
            None,
            f"item #{n} is not a mapping (expected id, surface, domain, question, expected)",
        )
        return None, None
    id_node = next((v for k, v in node.value if scalar(k) == "id"), None)
    raw_id = scalar(id_node)
    item_id = raw_id if isinstance(raw_id, str) and raw_id.strip() else None
    before = len(problems.problems)
    fields = _fields(node, item_id, problems)
    if "id" in fields and item_id is None:
        problems.add(fields["id"], None, f"item #{n}: 'id' must be a non-empty string")
    elif item_id is not None and (why := unstorable(item_id)) is not None:
        problems.add(fields["id"], None, f"item #{n}: the id {item_id!r} {why}; use plain text")
        item_id = None
    label = item_id
    surface = string(fields.get("surface"), "surface", label, problems)
    if surface is not None and surface not in SURFACES:
        problems.add(
            fields["surface"],
            label,
            f"surface must be one of {', '.join(SURFACES)}, not {surface!r}",
        )
    domain = string(fields.get("domain"), "domain", label, problems, allow_empty=True)
    verified = _parse_verified(fields.get("verified"), label, problems)
    _parse_verifier(fields, verified, label, problems)
    turns = parse_turns(node, fields, label, problems)
    dates = {
        key: day(fields[key], key, label, problems)
        for key in ("valid_until", "as_of")
        if key in fields
    }
    as_of, until = dates.get("as_of"), dates.get("valid_until")
    if as_of is not None and until is not None and as_of > until:
        # Data dated after the item stopped holding: one of the two dates is a typo.
        problems.add(
            fields["as_of"],
            label,
            f"as_of {as_of.isoformat()} is after valid_until {until.isoformat()}: the data "
            "cannot date from after the item expires; correct one of the two dates",
        )
    lint_ignore = _parse_lint_ignore(fields.get("lint_ignore"), label, problems)
    if turns and surface == "public":
        _grounded_needs_tools(turns, fields, label, problems)
    if len(problems.problems) != before or item_id is None or not turns:
        return item_id, None
    assert surface in SURFACES and domain is not None
    first = turns[0]
    return item_id, Item(
        id=item_id,
        surface=surface,
        domain=domain,
        question=first.question,
        expected=first.expected,
        verified=verified,
        line=node.line,
        lint_ignore=lint_ignore,
        must_include_lines=first.must_include_lines,
        must_not_include_lines=first.must_not_include_lines,
        conversation=turns if "conversation" in fields else (),
        valid_until=dates.get("valid_until"),
        as_of=dates.get("as_of"),
    )


def _fields(node: Map, label: str | None, problems: Collector) -> dict[str, Node]:
    """The item's keys and values; unknown and repeated keys are problems."""
    fields: dict[str, Node] = {}
    for k, v in node.value:
        key = scalar(k)
        if key not in ITEM_KEYS:
            problems.add(k, label, unknown_key(key, ITEM_KEYS))
        elif key in fields:
            problems.add(k, label, f"key {key!r} appears twice")
        else:
            fields[key] = v
    for key in REQUIRED_ITEM_KEYS:
        if key not in fields:
            problems.add(node, label, f"missing required key {key!r}")
    return fields


def _parse_verified(node: Node | None, label: str | None, problems: Collector) -> bool:
    if node is None:
        return False
    val = scalar(node)
    if not isinstance(val, bool):
        problems.add(node, label, "verified must be true or false")
        return False
    return val


def _parse_verifier(
    fields: dict[str, Node], verified: bool, label: str | None, problems: Collector
) -> None:
    """``verified_by`` (a name) and ``verified_at`` (a day) say who verified the item, and when.

    They record the review, so they mean nothing on an item not verified:
    there they are an error, not silently kept.
    """
    string(fields.get("verified_by"), "verified_by", label, problems)
    if "verified_at" in fields:
        day(fields["verified_at"], "verified_at", label, problems)
    # An invalid `verified` is reported already; these follow from it.
    unverified = not verified and isinstance(scalar(fields.get("verified", Scalar(0, False))), bool)
    for key in ("verified_by", "verified_at"):
        if key in fields and unverified:
            problems.add(
                fields[key],
                label,
                f"{key} records who verified the item and when, so it needs verified: true; "
                f"remove {key} or set verified: true",
            )


def _grounded_needs_tools(
    turns: tuple[Turn, ...], fields: dict[str, Node], label: str | None, problems: Collector
) -> None:
    """A public item can neither be grounded nor check tools: the public chatbot reports none."""
    for index, turn in enumerate(turns, 1):
        where = f"turn {index}: " if "conversation" in fields else ""
        if turn.expected.grounded is not None:
            problems.add(
                fields["surface"],
                label,
                f"{where}expected.grounded: tools needs surface: internal; the public chatbot "
                "reports no tool calls, so every answer would be auto-failed",
            )
        if turn.expected.tools is not None:
            problems.add(
                fields["surface"],
                label,
                f"{where}expected.tools needs surface: internal; the public chatbot reports no "
                "tool calls, so there is nothing to check them against",
            )


def _parse_lint_ignore(node: Node | None, label: str | None, problems: Collector) -> frozenset[str]:
    """The acknowledged lint warning names; an unknown name is an error, never ignored."""
    if node is None or is_empty(node):
        return frozenset()
    if not isinstance(node, Seq):
        problems.add(
            node, label, "lint_ignore must be a list of warning names, e.g. [negation-trap]"
        )
        return frozenset()
    names: set[str] = set()
    for entry in node.value:
        name = scalar(entry)
        if isinstance(name, str) and name in ACKNOWLEDGEABLE:
            names.add(name)
            continue
        if name in NOT_ACKNOWLEDGEABLE:
            what = f"{name!r} cannot be acknowledged per item ({NOT_ACKNOWLEDGEABLE[name]})"
        else:
            hint = did_you_mean(name, ACKNOWLEDGEABLE)
            what = f"unknown warning name {name!r}{f' ({hint})' if hint else ''}"
        problems.add(
            entry,
            label,
            f"lint_ignore: {what}; names that can be acknowledged: "
            f"{', '.join(sorted(ACKNOWLEDGEABLE))}",
        )
    return frozenset(names)


def digest(items: list[Item] | tuple[Item, ...]) -> str:
    """sha256 of the canonical content, so reformatting the YAML keeps the digest.

    Fields added since the first format (a conversation, the dates, count
    and grounding) appear only when an item uses them, so a set that uses
    none of them keeps its digest.
    """
    blob = json.dumps(
        [canonical_item(i) for i in items],
        ensure_ascii=False,
        sort_keys=True,
        separators=(",", ":"),
    )
    return "sha256:" + hashlib.sha256(blob.encode()).hexdigest()


def canonical_item(item: Item) -> dict[str, Any]:
    """One item's content as the set digest sees it."""
    out: dict[str, Any] = {
        "id": item.id,
        "surface": item.surface,
        "domain": item.domain,
        "verified": item.verified,
    }
    if item.conversation:
        out["conversation"] = [_canonical_turn(t) for t in item.conversation]
    else:
        out.update(_canonical_turn(item.turns[0]))
    for key in ("valid_until", "as_of"):
        when = getattr(item, key)
        if when is not None:
            out[key] = when.isoformat()
    return out


def _canonical_turn(turn: Turn) -> dict[str, Any]:
    return {"question": turn.question, **turn.expected.canonical()}


def subset(golden: GoldenSet, items: tuple[Item, ...]) -> GoldenSet:
    """The same set restricted to some items (a shard); keeps the whole set's digest."""
    return GoldenSet(source=golden.source, items=items, digest=golden.digest)
