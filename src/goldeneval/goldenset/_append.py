"""A new item at the end of a golden set, written like the items before it.

The item goes after the last item (and after comment lines indented under
it, which belong to it), separated by the blank lines that separate the
last two items, with their indentation, list style and quoting.
"""

from __future__ import annotations

from yaml.nodes import Node

from goldeneval.goldenset._changes import NewItem
from goldeneval.goldenset._edit import check, loaded
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
from goldeneval.goldenset._render import one_line
from goldeneval.goldenset._spans import end_of, line_end, line_start, next_line, style_of
from goldeneval.model import GoldenSetError, Problem


def add_item_text(text: str, item: NewItem, *, source: str) -> str:
    """The set's whole text with ``item`` appended; every byte before it as it was.

    Raises :class:`GoldenSetError` when the id is taken or the new item would
    not load (naming the item, the field and the line).
    """
    golden, items = loaded(text, source)
    ids = [i.id for i in golden.items]
    if item.id in ids:
        first = next(i for i in golden.items if i.id == item.id)
        raise GoldenSetError(
            [
                Problem(
                    source,
                    first.line,
                    item.id,
                    f"id: an item with the id {item.id!r} is "
                    f"already in the set (line {first.line}); choose another id",
                )
            ]
        )
    last = max(items, key=lambda n: n.start_mark.index)
    style = style_of(text, items, [last])
    col = int(last.value[0][0].start_mark.column)
    first_key = last.value[0][0].start_mark.index
    dash = text[line_start(text, first_key) : first_key]
    inner = col + style.step
    # Ids, surfaces and domains are names: plain, unless a name needs quotes to read back.
    lines = [dash + "id: " + one_line(item.id, "plain")]
    lines += [
        " " * col + f"{key}: " + one_line(value, "plain")
        for key, value in (("surface", item.surface), ("domain", item.domain))
    ]
    fields: list[tuple[str, int, Renderer]] = [
        ("question", col, text_field(item.question, style, text)),
        ("expected", col, lambda *_: Rendered("")),
        ("must_include", inner, phrases_field(item.must_include, style)),
        ("must_not_include", inner, phrases_field(item.must_not_include, style)),
    ]
    if item.rubric and item.rubric.strip():
        fields.append(("rubric", inner, text_field(item.rubric, style, text, rubric=True)))
    if item.expected_tools and item.expected_tools.strip():
        fields.append(("tools", inner, yaml_field(item.expected_tools, style)))
    fields.append(("verified", col, bool_field(item.verified)))
    if item.verified_by is not None:
        fields.append(("verified_by", col, name_field(item.verified_by, style)))
    if item.verified_at is not None:
        fields.append(("verified_at", col, day_field(item.verified_at)))
    for key, at, render in fields:
        got = render(None, None, at)
        lines += [" " * at + key + ":" + got.head, *got.tail]
    at = _after_last(text, last, len(dash) - len(dash.lstrip(" ")))
    new_text = text[:at] + style.eol + style.gap + style.eol.join(lines) + text[at:]
    if at == len(text):
        new_text += style.eol
    changed = [k for k, _, _ in fields]
    check(new_text, source, item.id, ["id", "surface", "domain", *changed], [*ids, item.id])
    return new_text


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
