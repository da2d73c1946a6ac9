"""Each editable field's new value as YAML text, in the style of the value it replaces.

A :class:`Rendered` is what follows ``key:``: the rest of the key's line
(``head``) and whole lines below it (``tail``). A field keeps its own style
when it has one (a flow list stays a flow list, a double-quoted question
stays double-quoted, a folded rubric stays folded at its indentation); a
field written for the first time takes the style of the set's other items.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from yaml.nodes import Node, ScalarNode, SequenceNode

from goldeneval.goldenset._render import (
    BlockKind,
    Quote,
    block_list,
    block_scalar,
    double_quoted,
    flow_list,
    one_line,
)
from goldeneval.goldenset._spans import Style, block_offset, is_null, quote_of

_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True)
class Rendered:
    """A value as text: what follows ``key:`` on its line, then the lines below it."""

    head: str
    """The rest of the key's line (``' "text"'``, ``' [a, b]'``, ``' >'``, or ``''``)."""
    tail: tuple[str, ...] = ()
    """Whole lines under the key (a block list's items, a block scalar's text), indented."""


Renderer = Callable[[ScalarNode | None, Node | None, int], Rendered]
"""Renders a field given its key node, its current value (None: a new key) and its key's column."""


def text_field(value: str, style: Style, text: str, *, rubric: bool = False) -> Renderer:
    """A string (question, rubric): as the old value was written, else as the set writes them.

    A rubric is written stripped (the loader strips it anyway), and as a
    block with the usual final line break.
    """
    wanted = value.strip() if rubric else value

    def render(key: ScalarNode | None, old: Node | None, col: int) -> Rendered:
        kind: BlockKind | None = None
        quote: Quote | None = None
        offset = style.block_offset
        if isinstance(old, ScalarNode) and old.style in ("|", ">"):
            kind = "|" if old.style == "|" else ">"
            if key is not None:
                offset = block_offset(text, key, old)
        elif old is not None and not is_null(old):
            quote = quote_of(old)
        if kind is None and quote is None:
            default = style.rubric if rubric else style.text_quote
            if default == "|" or default == ">":
                kind = default
            else:
                quote = default
        if kind is not None:
            block = block_scalar(wanted + "\n" if rubric else wanted, kind, col + offset, style.eol)
            if block is not None:
                header, *lines = block.split(style.eol)
                return Rendered(" " + header, tuple(lines))
            return Rendered(" " + double_quoted(wanted))
        return Rendered(" " + one_line(wanted, quote or '"'))

    return render


def phrases_field(values: Sequence[str], style: Style) -> Renderer:
    """A phrase list: flow or block, quoted, as the old list (else the set) writes them."""

    def render(key: ScalarNode | None, old: Node | None, col: int) -> Rendered:
        del key
        quote: Quote = style.phrase_quote
        flow = style.flow_lists
        dash_col = col + style.dash_offset
        if isinstance(old, SequenceNode):
            flow = bool(old.flow_style)
            quotes = [q for p in old.value if (q := quote_of(p))]
            quote = quotes[0] if quotes else quote
            if not flow:
                dash_col = int(old.start_mark.column)
        if not values:
            return Rendered(" []")
        if flow:
            return Rendered(" " + flow_list(values, quote))
        lines = block_list(values, quote, dash_col, style.eol).split(style.eol)
        return Rendered("", (" " * dash_col + lines[0], *lines[1:]))

    return render


def yaml_field(source: str, style: Style) -> Renderer:
    """YAML text typed by an SME (``expected.tools``), indented under its key as typed.

    Every line moves right by the same amount, so the text keeps its own
    structure and cannot reach out of its key; the loader then checks it.
    """
    lines = textwrap.dedent(source.replace("\r\n", "\n").strip("\n")).rstrip().split("\n")

    def render(key: ScalarNode | None, old: Node | None, col: int) -> Rendered:
        del key, old
        if len(lines) == 1 and lines[0].lstrip().startswith("{"):
            return Rendered(" " + lines[0].strip())
        pad = " " * (col + style.step)
        return Rendered("", tuple(pad + line if line.strip() else "" for line in lines))

    return render


def plain_field(text: str) -> Renderer:
    """A value written as is (``true``, a date)."""

    def render(key: ScalarNode | None, old: Node | None, col: int) -> Rendered:
        del key, old, col
        return Rendered(" " + text)

    return render


def bool_field(value: bool) -> Renderer:
    """``true`` or ``false``."""
    return plain_field("true" if value else "false")


def day_field(value: str) -> Renderer:
    """A day: plain when written ``YYYY-MM-DD`` (the loader checks it is a real one)."""
    return plain_field(value if _ISO_DAY.fullmatch(value) else double_quoted(value))


def name_field(value: str, style: Style) -> Renderer:
    """A one-line name, quoted as the set quotes its questions."""

    def render(key: ScalarNode | None, old: Node | None, col: int) -> Rendered:
        del key, col
        quote = (quote_of(old) if old is not None else None) or style.text_quote
        return Rendered(" " + one_line(value, quote))

    return render
