"""Round-trip edits of a golden set's text: one item's fields, or a new item at the end.

The workbench saves through here (docs/design.md §3, "Editing from the
workbench"). Every byte outside the changed item stays as it was —
comments, order, quoting, blank lines, indentation, line breaks — and
inside the item only the changed fields' values are rewritten, each in the
style it had (``_fields``). A field written for the first time goes where the
format's key order puts it. The new text must load and lint like any set
before it is returned; otherwise :class:`GoldenSetError` names the item, the
field and the line, and nothing is returned to save.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from goldeneval.goldenset._changes import TURN_FIELDS, ItemChange, field_names, unchanged_left_out
from goldeneval.goldenset._expected import EXPECTED_KEYS
from goldeneval.goldenset._fields import (
    Rendered,
    Renderer,
    bool_field,
    day_field,
    name_field,
    phrases_field,
    text_field,
    yaml_field,
)
from goldeneval.goldenset._lint import lint
from goldeneval.goldenset._parse import ITEM_KEYS, parse_golden_set
from goldeneval.goldenset._spans import (
    Style,
    compose_marked,
    end_of,
    entry,
    id_of,
    is_null,
    item_nodes,
    line_end,
    line_start,
    next_line,
    only_spaces_before,
    shared_nodes,
    style_of,
)
from goldeneval.model import GoldenSet, GoldenSetError, Problem

_HEADER = re.compile(r"[|>][-+0-9]*")

Changes = dict[str, Renderer | None]
"""The keys of one mapping to write (a renderer) or remove (None)."""


class _Splices:
    """Text replacements on the original, applied together (positions never shift mid-edit)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.parts: list[tuple[int, int, str]] = []

    def add(self, start: int, end: int, new: str) -> None:
        self.parts.append((start, end, new))

    def apply(self) -> str:
        out: list[str] = []
        pos = 0
        # Stable: two insertions at one place keep the order they were added in.
        for start, end, new in sorted(self.parts, key=lambda p: (p[0], p[1])):
            out += [self.text[pos:start], new]
            pos = max(pos, end)
        out.append(self.text[pos:])
        return "".join(out)


def _lines(eol: str, lines: Sequence[str]) -> str:
    return "".join(eol + line for line in lines)


def key_lines(name: str, render: Renderer, col: int) -> list[str]:
    """A key written for the first time, at column ``col``, with its value."""
    got = render(None, None, col)
    return [" " * col + name + ":" + got.head, *got.tail]


def _replace(sp: _Splices, key: ScalarNode, old: Node, new: Rendered, eol: str) -> None:
    """Write ``new`` in place of ``old``; what is around it (comments too) stays."""
    text = sp.text
    end = end_of(text, old)
    colon = text.index(":", key.end_mark.index)
    if is_null(old):
        sp.add(
            old.start_mark.index,
            old.end_mark.index,
            new.head.lstrip(" ") if end > old.start_mark.index else new.head,
        )
        sp.add(line_end(text, end), line_end(text, end), _lines(eol, new.tail))
        return
    block = isinstance(old, MappingNode | SequenceNode) and not old.flow_style
    if block and new.tail and not new.head.strip():
        # A block list or mapping rewritten as one: the lines before its first entry stay.
        first, *rest = new.tail
        sp.add(old.start_mark.index, end, first.lstrip(" ") + _lines(eol, rest))
    elif block:
        sp.add(colon + 1, end, new.head + _lines(eol, new.tail))
    elif new.tail and new.head.strip():  # a block scalar's header stays on the key's line
        sp.add(old.start_mark.index, end, new.head.lstrip(" ") + _after_header(text, old))
        sp.add(end, end, _lines(eol, new.tail))
    elif new.tail:  # an inline value becomes lines under the key; a comment after it stays
        sp.add(colon + 1, end, "")
        sp.add(line_end(text, end), line_end(text, end), _lines(eol, new.tail))
    else:
        sp.add(old.start_mark.index, end, new.head.lstrip(" "))


def _after_header(text: str, old: Node) -> str:
    """What follows a block scalar's ``|``/``>`` header on its line (a comment), kept."""
    if not (isinstance(old, ScalarNode) and old.style in ("|", ">")):
        return ""
    line = text[old.start_mark.index : line_end(text, old.start_mark.index)]
    header = _HEADER.match(line)
    return line[header.end() :] if header else ""


def _remove(sp: _Splices, key: ScalarNode, old: Node) -> None:
    """Take a key and its value out, with the line(s) they stood on."""
    text = sp.text
    after = next_line(text, end_of(text, old))
    if only_spaces_before(text, key.start_mark.index):
        start = line_start(text, key.start_mark.index)
        if after == len(text) and not text.endswith("\n") and start:
            # The last line of a file without a final line break: the break before it goes.
            start -= 2 if text[start - 2 : start] == "\r\n" else 1
        sp.add(start, after, "")
    else:  # `- key: …`: the next key moves up behind the dash
        rest = len(text[after:]) - len(text[after:].lstrip(" "))
        sp.add(key.start_mark.index, after + rest, "")


def _insert_point(text: str, anchor: Node, before: bool) -> int:
    """Where new key lines go: at the start of the line after ``anchor``'s value, or
    ``before`` the line of the key ``anchor`` (and the comment lines right above it).

    Always at a line's start, never at a line's end: a removal running to the end of
    that line (its line break included) then cannot swallow what is inserted.
    """
    if not before:
        return next_line(text, end_of(text, anchor))
    start = line_start(text, anchor.start_mark.index)
    # Comment lines right above a key belong to it: insert above them.
    while start > 0:
        above = line_start(text, start - 1)
        if not text[above:start].lstrip().startswith("#"):
            break
        start = above
    return start


def _set_keys(
    sp: _Splices, mapping: MappingNode, changes: Changes, order: Sequence[str], col: int, eol: str
) -> None:
    """Apply ``changes`` to a block mapping whose keys sit at column ``col``."""
    existing = {k.value: (k, v) for k, v in mapping.value if isinstance(k, ScalarNode)}
    for name, render in changes.items():
        if name not in existing:
            continue
        key, old = existing[name]
        if render is None:
            _remove(sp, key, old)
        else:
            _replace(sp, key, old, render(key, old, col), eol)
    staying = [n for n in existing if not (n in changes and changes[n] is None)]
    new = [n for n in order if changes.get(n) is not None and n not in existing]
    groups: dict[tuple[str, bool], list[str]] = {}
    for name in new:
        rank = order.index(name)
        earlier = [n for n in staying if order.index(n) < rank]
        if earlier:
            where = (max(earlier, key=order.index), False)
        else:
            where = (min(staying, key=order.index), True)
        groups.setdefault(where, []).append(name)
    for (anchor_name, before), names in groups.items():
        key, value = existing[anchor_name]
        lines: list[str] = []
        for name in names:
            render = changes[name]
            assert render is not None
            lines += key_lines(name, render, col)
        if before and only_spaces_before(sp.text, key.start_mark.index):
            at = _insert_point(sp.text, key, True)
            sp.add(at, at, "".join(line + eol for line in lines))
        elif before:
            sp.add(
                key.start_mark.index,
                key.start_mark.index,
                lines[0].lstrip(" ") + _lines(eol, [*lines[1:], " " * col]),
            )
        else:
            at = _insert_point(sp.text, value, False)
            if at == len(sp.text) and not sp.text.endswith("\n"):  # no final line break
                sp.add(at, at, _lines(eol, lines))
            else:
                sp.add(at, at, "".join(line + eol for line in lines))


def _rebuild_expected(
    sp: _Splices, key: ScalarNode, old: Node, changes: Changes, col: int, eol: str
) -> None:
    """An ``expected`` written ``{…}`` or left empty becomes a block mapping holding the changes.

    Entries not changed keep their text as written.
    """
    text = sp.text
    kept = {
        k.value: " " + text[v.start_mark.index : end_of(text, v)]
        for k, v in (old.value if isinstance(old, MappingNode) else [])
    }
    lines: list[str] = []
    for name in EXPECTED_KEYS:
        if name not in changes:
            if name in kept:
                lines.append(" " * col + f"{name}:{kept[name]}")
            continue
        render = changes[name]
        if render is not None:
            lines += key_lines(name, render, col)
    _replace(sp, key, old, Rendered(" {}") if not lines else Rendered("", tuple(lines)), eol)


def _edit_expected(
    sp: _Splices, found: tuple[ScalarNode, Node], changes: Changes, col: int, eol: str
) -> None:
    """Apply the changes to ``expected``, whose keys sit at ``col`` unless it shows otherwise."""
    key, value = found
    # A block `expected` keeping one of its keys is edited in place; one left with
    # none, a `{…}` one or an empty one is written anew.
    if (
        isinstance(value, MappingNode)
        and not value.flow_style
        and any(changes.get(k.value, True) is not None for k, _ in value.value)
    ):
        inner = int(value.value[0][0].start_mark.column)
        _set_keys(sp, value, changes, EXPECTED_KEYS, inner, eol)
    else:
        _rebuild_expected(sp, key, value, changes, col, eol)


def _refuse(source: str, line: int | None, item_id: str | None, message: str) -> GoldenSetError:
    return GoldenSetError([Problem(source, line, item_id, message)])


def expected_changes(change: ItemChange, style: Style, text: str) -> Changes:
    """The keys of ``expected`` to write or remove."""
    out: Changes = {}
    if change.must_include is not None:
        out["must_include"] = phrases_field(change.must_include, style)
    if change.must_not_include is not None:
        out["must_not_include"] = phrases_field(change.must_not_include, style)
    if change.rubric is not None:
        out["rubric"] = (
            text_field(change.rubric, style, text, rubric=True) if change.rubric.strip() else None
        )
    if change.expected_tools is not None:
        out["tools"] = (
            yaml_field(change.expected_tools, style) if change.expected_tools.strip() else None
        )
    return out


def item_changes(change: ItemChange, style: Style, text: str) -> Changes:
    """The item's own keys to write or remove."""
    out: Changes = {}
    if change.question is not None:
        out["question"] = text_field(change.question, style, text)
    if change.verified is not None:
        out["verified"] = bool_field(change.verified)
        if not change.verified:  # an item no longer verified was verified by nobody
            out["verified_by"] = out["verified_at"] = None
    if change.verified_by is not None:
        out["verified_by"] = name_field(change.verified_by, style)
    if change.verified_at is not None:
        out["verified_at"] = day_field(change.verified_at)
    return out


def _find(items: list[MappingNode], item_id: str, source: str) -> MappingNode:
    for item in items:
        found = entry(item, "id")
        if found is not None and found[1].value == item_id:
            return item
    raise _refuse(source, None, item_id, f"there is no item with the id {item_id!r} in the set")


def marked_items(text: str, source: str) -> tuple[list[MappingNode], set[int]]:
    """The items' nodes with their marks, and the nodes anchors share (see ``shared_nodes``)."""
    try:
        root = compose_marked(text)
    except yaml.YAMLError as exc:
        parse_golden_set(text, source)  # says what is wrong in the loader's words
        raise _refuse(source, None, None, f"the set cannot be read as YAML: {exc}") from None
    items = item_nodes(root)
    if not items or not all(i.value for i in items):
        parse_golden_set(text, source)  # an empty set or item: the loader names it
    # No anchor without a `&`: most sets skip the walk.
    return items, shared_nodes(root) if "&" in text else set()


def _refuse_shared(
    source: str, item: MappingNode, item_id: str, asked: dict[str, Changes], shared: set[int]
) -> None:
    """An anchored or aliased value is not rewritten: the items sharing it would change too."""
    expected = entry(item, "expected")
    places = [(item, asked["item"]), (expected[1] if expected else None, asked["expected"])]
    bad = []
    if id(item) in shared:
        bad.append("the whole item")
    elif expected and asked["expected"] and id(expected[1]) in shared:
        bad.append("expected")
    for mapping, changes in places:
        if isinstance(mapping, MappingNode):
            bad += [k.value for k, v in mapping.value if k.value in changes and id(v) in shared]
    if bad:
        raise _refuse(
            source,
            item.start_mark.line + 1,
            item_id,
            f"{', '.join(sorted(set(bad)))}: written with a YAML anchor or alias (&name, *name) "
            "that other places share; edit it in the file",
        )


BOM = "\ufeff"
"""A byte order mark: libyaml's marks do not count it, so it is set aside while editing."""


def edit_set_text(text: str, item_id: str, change: ItemChange, *, source: str) -> str:
    """The set's whole text with one item's fields changed; every other byte as it was.

    Raises :class:`GoldenSetError` (naming the item, the field and, when the
    loader gives one, the line) when the id is unknown, a conversation's
    question fields are asked to change, or the result would not load.
    """
    if text.startswith(BOM):
        return BOM + edit_set_text(text[1:], item_id, change, source=source)
    items, shared = marked_items(text, source)
    item = _find(items, item_id, source)
    line = item.start_mark.line + 1
    # A form sends every field; only those that differ from the file are written.
    change = unchanged_left_out(change, yaml.SafeLoader("").construct_document(item))
    if entry(item, "conversation") is not None:
        asked = [f for f in TURN_FIELDS if getattr(change, f) is not None]
        if asked:
            raise _refuse(
                source,
                line,
                item_id,
                f"{', '.join(asked)}: this item is a conversation; its turns' questions and "
                "expectations are edited in the file, not here",
            )
    style = style_of(text, items, [item])
    sp = _Splices(text)
    col = int(item.value[0][0].start_mark.column)
    expected = entry(item, "expected")
    changes = expected_changes(change, style, text)
    own = item_changes(change, style, text)
    _refuse_shared(source, item, item_id, {"item": own, "expected": changes}, shared)
    if changes and expected is not None:
        _edit_expected(sp, expected, changes, col + style.step, style.eol)
    # After `expected`: a key added after it goes below the lines written into it.
    _set_keys(sp, item, own, ITEM_KEYS, col, style.eol)
    new = sp.apply()
    check(new, source, item_id, field_names(change), [id_of(i) for i in items])
    return new


def check(new: str, source: str, item_id: str, fields: list[str], ids: list[object]) -> GoldenSet:
    """The new text loads and lints, with the same items as ``ids``; else the problems, named."""
    try:
        golden = parse_golden_set(new, source)
    except GoldenSetError as exc:
        problems = []
        for p in exc.problems:
            if p.item_id not in (None, item_id):  # another item's problem: as the loader says it
                problems.append(p)
                continue
            named = any(f.split(".")[-1] in p.message for f in fields)
            message = p.message if named or not fields else f"{', '.join(fields)}: {p.message}"
            problems.append(Problem(p.file, p.line, item_id, message))
        raise GoldenSetError(problems) from None
    lint(golden)  # lint only advises: it has no errors to refuse, but the saved set must lint
    if [i.id for i in golden.items] != ids:
        # The rewrite reached outside its item: refuse rather than save a changed set.
        raise _refuse(
            source,
            None,
            item_id,
            f"{', '.join(fields)}: the change would alter other items of the set; write it in the file",
        )
    return golden
