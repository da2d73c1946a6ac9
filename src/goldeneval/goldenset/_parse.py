"""Loading and validating a golden set (docs/design.md §3, normative).

The YAML is parsed to a light line-numbered tree first (``_yamltree``) so
every problem can name its line.
All problems are collected and raised together in one :class:`GoldenSetError`.
Parsing works on text: reading the file is the caller's job (the core does no I/O).
"""

from __future__ import annotations

import difflib
import hashlib
import json
from typing import Any

import yaml

from goldeneval.goldenset._lint import ACKNOWLEDGEABLE, NOT_ACKNOWLEDGEABLE
from goldeneval.goldenset._matching import contains, fold
from goldeneval.goldenset._yamlerrors import explain
from goldeneval.goldenset._yamltree import Map, Node, Scalar, Seq, UnsupportedYaml, compose
from goldeneval.model import (
    SURFACES,
    Expected,
    GoldenSet,
    GoldenSetError,
    Item,
    Problem,
    unstorable,
)

ITEM_KEYS = ("id", "surface", "domain", "question", "expected", "verified", "lint_ignore")
EXPECTED_KEYS = ("must_include", "must_not_include", "rubric")
REQUIRED_ITEM_KEYS = ("id", "surface", "domain", "question", "expected")


def _scalar(node: Node | None) -> Any:
    """A scalar's Python value (None for a mapping or sequence used where a scalar belongs)."""
    return node.value if isinstance(node, Scalar) else None


class _Collector:
    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[Problem] = []

    def add(self, node: Node | None, item_id: str | None, message: str) -> None:
        self.problems.append(
            Problem(self.source, None if node is None else node.line, item_id, message)
        )


def parse_golden_set(text: str, source: str) -> GoldenSet:
    """Parse and validate YAML text; raise GoldenSetError with every problem found."""
    problems = _Collector(source)
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
        keys = {_scalar(k): v for k, v in root.value}
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


def _parse_item(node: Node, n: int, problems: _Collector) -> tuple[str | None, Item | None]:
    """The item's id (when it has a usable one) and the item (when it is valid)."""
    if not isinstance(node, Map):
        problems.add(
            node,
            None,
            f"item #{n} is not a mapping (expected id, surface, domain, question, expected)",
        )
        return None, None
    fields: dict[str, Node] = {}
    id_node = next((v for k, v in node.value if _scalar(k) == "id"), None)
    raw_id = _scalar(id_node)
    item_id = raw_id if isinstance(raw_id, str) and raw_id.strip() else None
    label = item_id
    before = len(problems.problems)
    for k, v in node.value:
        key = _scalar(k)
        if key not in ITEM_KEYS:
            problems.add(k, label, f"unknown key {key!r}; allowed keys: {', '.join(ITEM_KEYS)}")
        elif key in fields:
            problems.add(k, label, f"key {key!r} appears twice")
        else:
            fields[key] = v
    for key in REQUIRED_ITEM_KEYS:
        if key not in fields:
            problems.add(node, label, f"missing required key {key!r}")
    if "id" in fields and item_id is None:
        problems.add(fields["id"], None, f"item #{n}: 'id' must be a non-empty string")
    elif item_id is not None and (why := unstorable(item_id)) is not None:
        problems.add(fields["id"], None, f"item #{n}: the id {item_id!r} {why}; use plain text")
        item_id = label = None
    surface = _string(fields.get("surface"), "surface", label, problems)
    if surface is not None and surface not in SURFACES:
        problems.add(
            fields["surface"],
            label,
            f"surface must be one of {', '.join(SURFACES)}, not {surface!r}",
        )
    domain = _string(fields.get("domain"), "domain", label, problems, allow_empty=True)
    question = _string(fields.get("question"), "question", label, problems)
    verified = False
    if "verified" in fields:
        v = fields["verified"]
        val = _scalar(v)
        if not isinstance(val, bool):
            problems.add(v, label, "verified must be true or false")
        else:
            verified = val
    parsed = _parse_expected(fields.get("expected"), label, problems)
    lint_ignore = _parse_lint_ignore(fields.get("lint_ignore"), label, problems)
    if len(problems.problems) != before or item_id is None or parsed is None:
        return item_id, None
    expected, lines = parsed
    assert (
        surface in SURFACES and domain is not None and question is not None and expected is not None
    )
    return item_id, Item(
        id=item_id,
        surface=surface,
        domain=domain,
        question=question,
        expected=expected,
        verified=verified,
        line=node.line,
        lint_ignore=lint_ignore,
        must_include_lines=lines["must_include"],
        must_not_include_lines=lines["must_not_include"],
    )


def _string(
    node: Node | None,
    name: str,
    label: str | None,
    problems: _Collector,
    *,
    allow_empty: bool = False,
) -> str | None:
    if node is None:
        return None
    val = _scalar(node)
    if not isinstance(val, str) or (not allow_empty and not val.strip()):
        problems.add(node, label, f"{name} must be a non-empty string")
        return None
    return val


def _parse_lint_ignore(
    node: Node | None, label: str | None, problems: _Collector
) -> frozenset[str]:
    """The acknowledged lint warning names; an unknown name is an error, never ignored."""
    if node is None or (isinstance(node, Scalar) and node.value is None):
        return frozenset()
    if not isinstance(node, Seq):
        problems.add(
            node, label, "lint_ignore must be a list of warning names, e.g. [negation-trap]"
        )
        return frozenset()
    names: set[str] = set()
    for entry in node.value:
        name = _scalar(entry)
        if isinstance(name, str) and name in ACKNOWLEDGEABLE:
            names.add(name)
            continue
        if name in NOT_ACKNOWLEDGEABLE:
            what = f"{name!r} cannot be acknowledged per item ({NOT_ACKNOWLEDGEABLE[name]})"
        else:
            close = difflib.get_close_matches(str(name), sorted(ACKNOWLEDGEABLE), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            what = f"unknown warning name {name!r}{hint}"
        problems.add(
            entry,
            label,
            f"lint_ignore: {what}; names that can be acknowledged: "
            f"{', '.join(sorted(ACKNOWLEDGEABLE))}",
        )
    return frozenset(names)


def _contradictions(
    label: str | None, phrases: dict[str, list[tuple[str, Node]]], problems: _Collector
) -> bool:
    """Report each required phrase that itself contains a forbidden one; True when none does.

    An answer holding the required phrase then always holds the forbidden one
    too, so no answer can pass the item: that is a broken contract, not advice.
    """
    ok = True
    for req, req_node in phrases["must_include"]:
        for forb, _ in phrases["must_not_include"]:
            if contains(req, forb):
                what = (
                    "is also forbidden"
                    if contains(forb, req)
                    else f"contains the forbidden '{forb}'"
                )
                problems.add(
                    req_node,
                    label,
                    f"must_include '{req}' {what}: no answer can pass this item; "
                    "remove or reword one of the two phrases",
                )
                ok = False
    return ok


def _parse_expected(
    node: Node | None, label: str | None, problems: _Collector
) -> tuple[Expected, dict[str, tuple[int, ...]]] | None:
    """The item's contract, with the line of each phrase; None when it is invalid."""
    if node is None:
        return None
    if not isinstance(node, Map):
        problems.add(
            node, label, "expected must be a mapping with must_include, must_not_include, rubric"
        )
        return None
    lists: dict[str, list[tuple[str, Node]]] = {"must_include": [], "must_not_include": []}
    rubric = ""
    seen: set[str] = set()
    ok = True
    for k, v in node.value:
        key = _scalar(k)
        if key not in EXPECTED_KEYS:
            problems.add(
                k, label, f"unknown key expected.{key}; allowed keys: {', '.join(EXPECTED_KEYS)}"
            )
            ok = False
            continue
        if key in seen:
            problems.add(k, label, f"key expected.{key} appears twice")
            ok = False
            continue
        seen.add(key)
        if key == "rubric":
            val = _scalar(v)
            if val is None and isinstance(v, Scalar):
                val = ""
            if not isinstance(val, str):
                problems.add(v, label, "expected.rubric must be a string")
                ok = False
            else:
                rubric = val.strip()
            continue
        if isinstance(v, Scalar) and _scalar(v) is None:
            continue  # an empty list written as `must_include:`
        if not isinstance(v, Seq):
            problems.add(v, label, f"expected.{key} must be a list of phrases")
            ok = False
            continue
        phrases: list[tuple[str, Node]] = []
        for p in v.value:
            val = _scalar(p)
            if not isinstance(val, str) or not val.strip():
                problems.add(
                    p,
                    label,
                    f'expected.{key} entries must be non-empty strings (quote numbers: "17")',
                )
                ok = False
            elif not fold(val).strip():
                # Only invisible characters: it would match (or forbid) every answer.
                problems.add(
                    p,
                    label,
                    f"expected.{key} entry {val!r} has no visible characters; "
                    "write the phrase or remove the entry",
                )
                ok = False
            else:
                phrases.append((val, p))
        lists[key] = phrases
    if not ok or not _contradictions(label, lists, problems):
        return None
    return Expected(
        tuple(p for p, _ in lists["must_include"]),
        tuple(p for p, _ in lists["must_not_include"]),
        rubric,
    ), {key: tuple(n.line for _, n in pairs) for key, pairs in lists.items()}


def digest(items: list[Item] | tuple[Item, ...]) -> str:
    """sha256 of the canonical content, so reformatting the YAML keeps the digest."""
    canon = [
        {
            "id": i.id,
            "surface": i.surface,
            "domain": i.domain,
            "question": i.question,
            "must_include": list(i.expected.must_include),
            "must_not_include": list(i.expected.must_not_include),
            "rubric": i.expected.rubric,
            "verified": i.verified,
        }
        for i in items
    ]
    blob = json.dumps(canon, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(blob.encode()).hexdigest()


def subset(golden: GoldenSet, items: tuple[Item, ...]) -> GoldenSet:
    """The same set restricted to some items (a shard); keeps the whole set's digest."""
    return GoldenSet(source=golden.source, items=items, digest=golden.digest)
