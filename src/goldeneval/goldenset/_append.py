"""A new item at the end of a golden set, written like the items before it.

The item goes after the last item (and after comment lines indented under
it, which belong to it), separated by the blank lines that separate the
last two items, with their indentation, list style and quoting.
"""

from __future__ import annotations

from yaml.nodes import Node

from goldeneval.goldenset._changes import ItemChange, NewItem, field_names
from goldeneval.goldenset._edit import (
    BOM,
    check,
    expected_changes,
    item_changes,
    key_lines,
    marked_items,
)
from goldeneval.goldenset._expected import EXPECTED_KEYS
from goldeneval.goldenset._parse import ITEM_KEYS
from goldeneval.goldenset._render import one_line
from goldeneval.goldenset._spans import (
    Style,
    end_of,
    id_of,
    line_end,
    line_start,
    next_line,
    style_of,
)
from goldeneval.model import GoldenSetError, Problem


def add_item_text(text: str, item: NewItem, *, source: str) -> str:
    """The set's whole text with ``item`` appended; every byte before it as it was.

    Raises :class:`GoldenSetError` when the id is taken or the new item would
    not load (naming the item, the field and the line).
    """
    if text.startswith(BOM):
        return BOM + add_item_text(text[1:], item, source=source)
    items, _ = marked_items(text, source)
    ids = [id_of(i) for i in items]
    if item.id in ids:
        line = items[ids.index(item.id)].start_mark.line + 1
        raise GoldenSetError(
            [
                Problem(
                    source,
                    line,
                    item.id,
                    f"id: an item with the id {item.id!r} is "
                    f"already in the set (line {line}); choose another id",
                )
            ]
        )
    last = max(items, key=lambda n: n.start_mark.index)
    style = style_of(text, items, [last])
    first_key = last.value[0][0].start_mark
    dash = text[line_start(text, first_key.index) : first_key.index]
    if dash.strip() != "-":  # `-` alone on its line, the keys below: write the usual `- id:`
        dash = " " * max(int(first_key.column) - 2, 0) + "- "
    lines, change = _item_lines(item, style, text, dash)
    at = _after_last(text, last, len(dash) - len(dash.lstrip(" ")))
    new_text = text[:at] + style.eol + style.gap + style.eol.join(lines) + text[at:]
    if at == len(text):
        new_text += style.eol
    fields = ["id", "surface", "domain", *field_names(change)]
    check(new_text, source, item.id, fields, [*ids, item.id])
    return new_text


def _item_lines(item: NewItem, style: Style, text: str, dash: str) -> tuple[list[str], ItemChange]:
    """The new item's lines (the first starting with ``dash``), and its fields as a change."""
    col = len(dash)
    # Ids, surfaces and domains are names: plain, unless a name needs quotes to read back.
    lines = [dash + "id: " + one_line(item.id, "plain")]
    lines += [
        " " * col + f"{key}: " + one_line(value, "plain")
        for key, value in (("surface", item.surface), ("domain", item.domain))
    ]
    change = ItemChange(
        question=item.question,
        must_include=item.must_include,
        must_not_include=item.must_not_include,
        rubric=item.rubric,
        expected_tools=item.expected_tools,
        verified=item.verified,
        verified_by=item.verified_by,
        verified_at=item.verified_at,
    )
    own = item_changes(change, style, text)
    for name in ITEM_KEYS:
        if name == "expected":
            lines.append(" " * col + "expected:")
            inner = expected_changes(change, style, text)
            for key in EXPECTED_KEYS:
                if render := inner.get(key):
                    lines += key_lines(key, render, col + style.step)
        elif render := own.get(name):
            lines += key_lines(name, render, col)
    return lines, change


def _after_last(text: str, last: Node, dash_col: int) -> int:
    """Just after the last item, and the comment lines indented under it (they are its own)."""
    at = line_end(text, end_of(text, last))
    while at < len(text):
        following = next_line(text, at)
        line = text[following : line_end(text, following)]
        if not line.lstrip().startswith("#") or len(line) - len(line.lstrip(" ")) <= dash_col:
            break
        at = line_end(text, following)
    return at
