"""Writing one value as YAML text in a chosen style, checked by reading it back.

The editor keeps every byte it does not change, so it never dumps the
whole set: it renders only the values an SME changed, in the style the
file already uses (a quoted string stays quoted the same way, a folded
rubric stays folded at its indentation, a flow list stays a flow list).
ruamel.yaml's emitter does the quoting and folding; every rendering is read
back with the loader's resolver (PyYAML's, YAML 1.1, where a plain ``yes``
is a boolean) and replaced by a double-quoted string when it would not read
back as exactly the text asked for.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import Any, Literal

import yaml

Quote = Literal["plain", "'", '"']
"""How a one-line string is written: plain, single- or double-quoted."""

BlockKind = Literal["|", ">"]
"""A literal or folded block scalar."""

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_LINE_BREAKS = re.compile("[\r\n\x85\u2028\u2029]")
# Conservative on purpose: a plain scalar that merely might be read otherwise is quoted.
_PLAIN = re.compile(r"[^\s\-?:,\[\]{}#&*!|>'\"%@`][^#:,\[\]{}\"'`\r\n\x85\u2028\u2029]*")


def _reads_back(rendered: str, value: str, *, in_flow: bool) -> bool:
    doc = f"k: [{rendered}]\n" if in_flow else f"k: {rendered}\n"
    try:
        loaded = yaml.load(doc, Loader=_Loader)  # noqa: S506 - the safe loader
    except yaml.YAMLError:
        return False
    got = loaded.get("k") if isinstance(loaded, dict) else None
    if in_flow:
        return isinstance(got, list) and len(got) == 1 and _same(got[0], value)
    return _same(got, value)


def _same(got: object, value: str) -> bool:
    return isinstance(got, str) and got == value


def _ruamel_dump(data: object, *, width: int) -> str:
    # Imported here: only a save needs the emitter, and every command imports this room.
    from ruamel.yaml import YAML

    emitter = YAML(typ="rt")
    emitter.width = width
    emitter.allow_unicode = True
    out = io.StringIO()
    emitter.dump(data, out)
    return out.getvalue()


def _escaped(value: str) -> str:
    """Double-quoted with every character outside printable ASCII escaped: always reads back."""
    parts = ['"']
    for ch in value:
        code = ord(ch)
        if ch in '"\\':
            parts.append("\\" + ch)
        elif 0x20 <= code < 0x7F:
            parts.append(ch)
        elif code <= 0xFF:
            parts.append(f"\\x{code:02x}")
        elif code <= 0xFFFF:
            parts.append(f"\\u{code:04x}")
        else:
            parts.append(f"\\U{code:08x}")
    parts.append('"')
    return "".join(parts)


def double_quoted(value: str) -> str:
    """``value`` double-quoted on one line, as ruamel.yaml writes it (escapes only where needed)."""
    from ruamel.yaml.scalarstring import DoubleQuotedScalarString

    dumped = _ruamel_dump([DoubleQuotedScalarString(value)], width=1 << 30)
    rendered = dumped.removeprefix("- ").rstrip("\n")
    if "\n" in rendered or not _reads_back(rendered, value, in_flow=False):
        return _escaped(value)
    return rendered


def one_line(value: str, quote: Quote, *, in_flow: bool = False) -> str:
    """``value`` on one line in the ``quote`` style when that reads back exactly, else double-quoted.

    ``in_flow``: the text goes inside a flow list (``[a, b]``), where a plain
    scalar may hold fewer characters.
    """
    plain = quote == "plain" and _PLAIN.fullmatch(value) and value == value.rstrip()
    if plain and _reads_back(value, value, in_flow=in_flow):
        return value
    if quote == "'" and not _LINE_BREAKS.search(value):
        rendered = "'" + value.replace("'", "''") + "'"
        if _reads_back(rendered, value, in_flow=in_flow):
            return rendered
    return double_quoted(value)


def flow_list(values: Sequence[str], quote: Quote) -> str:
    """``[a, "b c"]``: the phrases as a one-line flow list."""
    return "[" + ", ".join(one_line(v, quote, in_flow=True) for v in values) + "]"


def block_list(values: Sequence[str], quote: Quote, dash_col: int, eol: str) -> str:
    """The phrases as ``- a`` lines; the first line without its indentation (it is kept)."""
    pad = eol + " " * dash_col
    return pad.join(f"- {one_line(v, quote)}" for v in values)


def block_scalar(value: str, kind: BlockKind, content_col: int, eol: str) -> str | None:
    """``value`` as a ``|`` or ``>`` block (its header, then lines at ``content_col``).

    None when the block would not read back as exactly ``value`` (text that
    starts with a space or ends in spaces, say): the caller quotes it instead.
    """
    from ruamel.yaml.emitter import EmitterError
    from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString

    wrapped = FoldedScalarString(value) if kind == ">" else LiteralScalarString(value)
    try:
        dumped = _ruamel_dump({"k": wrapped}, width=max(40, 76 - content_col))
    except (EmitterError, IndexError):
        # ruamel.yaml's folding gives up on some texts (a control character beside a space
        # at a fold: "unexpected fold indicator", or an index past the text's end); such a
        # value is quoted instead, as one that would not read back is.
        return None
    header, *lines = dumped.split("\n")
    header = header.removeprefix("k: ")
    if any(c.isdigit() for c in header) or not header.startswith(kind):
        return None  # an indentation indicator would count from another column
    # ruamel ends a block with a line of bare indentation: an empty line, written empty.
    lines = ["" if line == "  " else line for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    if any(line and not line.startswith("  ") for line in lines):
        return None
    body = [" " * content_col + line[2:] if line else "" for line in lines]
    if not _reads_back("\n".join([header, *body]), value, in_flow=False):
        return None
    return eol.join([header, *body])
