"""Where each part of a golden set sits in its text, and the style its items are written in.

The editor changes text, not a tree: it needs the character span of each
value (PyYAML's marks give them) and how the file writes things (how far
keys are indented, flow or block lists, which quotes), so that what it
writes looks like what is around it. Positions come from PyYAML's composer
(a node graph: an alias is the node its anchor names, so shared values are
found and left alone); the hardened loader still judges the edited text.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from goldeneval.goldenset._render import BlockKind, Quote

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_QUOTES: dict[str, Quote] = {"": "plain", "'": "'", '"': '"'}


def compose_marked(text: str) -> Node | None:
    """The set's node graph with a start and end mark on every node."""
    return yaml.compose(text, Loader=_Loader)


def item_nodes(root: Node | None) -> list[MappingNode]:
    """The items of a set (a list, or the list under ``items:``) that are mappings."""
    if isinstance(root, MappingNode):
        root = next((v for k, v in root.value if k.value == "items"), None)
    if not isinstance(root, SequenceNode):
        return []
    return [n for n in root.value if isinstance(n, MappingNode)]


def items_seq(root: Node | None) -> SequenceNode | None:
    """The sequence that holds the items."""
    if isinstance(root, MappingNode):
        root = next((v for k, v in root.value if k.value == "items"), None)
    return root if isinstance(root, SequenceNode) else None


def id_of(item: MappingNode) -> object:
    """The item's ``id`` value as written (None when it has none)."""
    found = entry(item, "id")
    return found[1].value if found and isinstance(found[1], ScalarNode) else None


def _children(node: Node) -> list[Node]:
    if isinstance(node, MappingNode):
        return [n for pair in node.value for n in pair]
    return list(node.value) if isinstance(node, SequenceNode) else []


def shared_nodes(root: Node | None) -> set[int]:
    """The nodes an anchor (``&x``) shares with its aliases (``*x``), and all they hold, by id.

    Rewriting one of them in place would change every item that refers to it.
    """
    seen: set[int] = set()
    twice: list[Node] = []
    stack = [] if root is None else [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            twice.append(node)
            continue
        seen.add(id(node))
        stack += _children(node)
    shared: set[int] = set()
    while twice:
        node = twice.pop()
        if id(node) not in shared:
            shared.add(id(node))
            twice += _children(node)
    return shared


def entry(mapping: Node | None, key: str) -> tuple[ScalarNode, Node] | None:
    """The key node and value node of ``key`` in a mapping, when it has it."""
    if not isinstance(mapping, MappingNode):
        return None
    for k, v in mapping.value:
        if isinstance(k, ScalarNode) and k.value == key:
            return k, v
    return None


def is_null(node: Node) -> bool:
    """A key written with nothing after it (or ``~``, ``null``)."""
    return isinstance(node, ScalarNode) and node.tag == "tag:yaml.org,2002:null"


def line_start(text: str, index: int) -> int:
    """Where the line holding ``index`` starts."""
    return text.rfind("\n", 0, index) + 1


def line_end(text: str, index: int) -> int:
    """Where the line holding ``index`` ends, before its line break (``\\r\\n`` or ``\\n``)."""
    found = text.find("\n", index)
    if found == -1:
        return len(text)
    return found - 1 if found > 0 and text[found - 1] == "\r" else found


def next_line(text: str, index: int) -> int:
    """Where the line after the one holding ``index`` starts (the text's end on the last)."""
    found = text.find("\n", index)
    return len(text) if found == -1 else found + 1


def end_of(text: str, node: Node) -> int:
    """Just after the last character that belongs to ``node``.

    PyYAML ends a block collection or block scalar where the next token
    starts, after the blank and comment lines that follow it; those belong
    to what comes next, so they are left out here.
    """
    if isinstance(node, ScalarNode):
        if node.style not in ("|", ">"):
            return int(node.end_mark.index)
        end = int(node.end_mark.index)
        while end > node.start_mark.index and text[end - 1] in " \t\r\n":
            end -= 1
        return line_end(text, end)
    if getattr(node, "flow_style", False) or not node.value:
        return int(node.end_mark.index)
    last = node.value[-1]
    return end_of(text, last[1] if isinstance(node, MappingNode) else last)


def only_spaces_before(text: str, index: int) -> bool:
    """Nothing but indentation before ``index`` on its line."""
    return not text[line_start(text, index) : index].strip()


@dataclass(frozen=True)
class Style:
    """How a set writes its items, read off the items nearest the change."""

    eol: str
    """The line break: ``\\r\\n`` or ``\\n``."""
    step: int
    """How much deeper a nested mapping's keys sit (``expected:``'s keys)."""
    dash_offset: int
    """Where a block list's ``-`` sits, relative to its key (0 or the step)."""
    flow_lists: bool
    """Phrase lists are written ``[a, b]`` rather than as ``- a`` lines."""
    phrase_quote: Quote
    """How phrases are quoted."""
    text_quote: Quote
    """How a question (and other one-line text) is quoted."""
    rubric: BlockKind | Quote
    """How a rubric is written: a ``>``/``|`` block, or on one line."""
    block_offset: int
    """Where a block scalar's lines sit, relative to its key."""
    gap: str
    """What separates two items: the blank lines between them (``""`` when none)."""


def quote_of(node: Node) -> Quote | None:
    """The quoting of a one-line string node; None for anything else."""
    if not isinstance(node, ScalarNode) or node.tag != "tag:yaml.org,2002:str":
        return None
    return _QUOTES.get(node.style or "")


def _phrase_lists(item: MappingNode) -> Iterator[tuple[ScalarNode, SequenceNode]]:
    expected = entry(item, "expected")
    for key in ("must_include", "must_not_include"):
        found = entry(expected[1] if expected else None, key)
        if found and isinstance(found[1], SequenceNode):
            yield found[0], found[1]


def style_of(text: str, items: list[MappingNode], nearest: list[MappingNode]) -> Style:
    """The set's style, each trait taken from the first of ``nearest`` (then any item) showing it."""
    order = nearest + [i for i in items if i not in nearest]
    steps = [
        found[1].value[0][0].start_mark.column - found[0].start_mark.column
        for i in order
        if (found := entry(i, "expected")) and isinstance(found[1], MappingNode)
        if found[1].value and not found[1].flow_style
    ]
    lists = [(k, v) for i in order for k, v in _phrase_lists(i)]
    block = [(k, v) for k, v in lists if not v.flow_style and v.value]
    quotes = [q for _, v in lists for p in v.value if (q := quote_of(p))]
    questions = [q for i in order if (f := entry(i, "question")) and (q := quote_of(f[1]))]
    rubrics = [r for i in order if (e := entry(i, "expected")) and (r := entry(e[1], "rubric"))]
    blocks = [(k, v) for k, v in rubrics if isinstance(v, ScalarNode) and v.style in ("|", ">")]
    step = steps[0] if steps else 2
    rubric: BlockKind | Quote = "|" if blocks and blocks[0][1].style == "|" else ">"
    if rubrics and not blocks:
        rubric = quote_of(rubrics[0][1]) or '"'
    return Style(
        eol="\r\n" if "\r\n" in text else "\n",
        step=step,
        dash_offset=(block[0][1].start_mark.column - block[0][0].start_mark.column)
        if block
        else step,
        flow_lists=not block or (bool(lists) and lists[0][1].flow_style is True),
        phrase_quote=quotes[0] if quotes else '"',
        text_quote=questions[0] if questions else '"',
        rubric=rubric,
        block_offset=block_offset(text, *blocks[0]) if blocks else step,
        gap=_gap(text, order),
    )


def block_offset(text: str, key: Node, block: ScalarNode) -> int:
    """How far right of its key a block scalar's first line of text sits."""
    body = next_line(text, block.start_mark.index)
    lines = text[body : block.end_mark.index].splitlines()
    first = next((ln for ln in lines if ln.strip()), "")
    return len(first) - len(first.lstrip(" ")) - int(key.start_mark.column) if first else 2


def _gap(text: str, items: list[MappingNode]) -> str:
    """The blank lines between the last two items, as written (none when items touch)."""
    ordered = sorted(items, key=lambda n: n.start_mark.index)
    if len(ordered) < 2:
        return ""
    a, b = ordered[-2], ordered[-1]
    between = text[next_line(text, end_of(text, a)) : line_start(text, b.start_mark.index)]
    blanks = [ln for ln in between.splitlines(keepends=True) if not ln.strip()]
    return "".join(blanks)
