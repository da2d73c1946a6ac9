"""YAML syntax errors in plain words, located by line and enclosing golden item.

libyaml reports what its grammar expected (``did not find expected key``,
``mapping values are not allowed in this context``): exact, but it tells an
SME editing a golden set nothing about what to change. :func:`explain` turns
the common mistakes — indentation, tabs, an unquoted ``: ``, an unclosed
quote or bracket, a missing colon — into a sentence about *this line*, and
names the item the line belongs to, found by replaying the parser's events up
to the error (everything before it parsed fine).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import yaml

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass
class _Frame:
    """One open mapping or sequence while replaying the events."""

    is_map: bool
    is_item: bool = False
    key_next: bool = True
    key: Any = None


@dataclass(frozen=True)
class _Where:
    """Which item an error line falls in."""

    item_id: str | None
    """Id of the item open at the error (None before its id was read)."""
    item_line: int | None
    """Line where that item starts (None outside any item)."""
    previous_id: str | None
    """Id of the last complete item before the error."""


def _enclosing_item(text: str, line: int) -> _Where:
    stack: list[_Frame] = []
    item_id = previous = None
    item_line: int | None = None
    try:
        events: Iterator[Any] = yaml.parse(text, Loader=_Loader)  # stubs type marks too narrowly
        for event in events:
            start: int = event.start_mark.line + 1
            if start > line:
                break
            if isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                if stack.pop().is_item:
                    previous = item_id or previous
                    item_id, item_line = None, None
                continue
            if not isinstance(event, (yaml.NodeEvent, yaml.CollectionStartEvent)):
                continue
            parent = stack[-1] if stack else None
            is_key = parent is not None and parent.is_map and parent.key_next
            if parent is not None and parent.is_map:
                if is_key:
                    parent.key = getattr(event, "value", None)
                elif parent.is_item and parent.key == "id" and isinstance(event, yaml.ScalarEvent):
                    item_id = event.value
                parent.key_next = not is_key
            if isinstance(event, yaml.CollectionStartEvent):
                frame = _Frame(is_map=isinstance(event, yaml.MappingStartEvent))
                frame.is_item = frame.is_map and _is_item_list(stack)
                if frame.is_item:
                    item_id, item_line = None, start
                stack.append(frame)
    except yaml.YAMLError:
        pass  # the error being explained: everything before it is replayed
    return _Where(item_id, item_line, previous)


def _is_item_list(stack: list[_Frame]) -> bool:
    """Whether the innermost open container is the set's list of items."""
    if len(stack) == 1:
        return not stack[0].is_map
    return len(stack) == 2 and stack[0].is_map and stack[0].key == "items" and not stack[1].is_map


def _line_text(text: str, line: int) -> str:
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""


def _indent(s: str) -> int:
    return len(s) - len(s.lstrip(" "))


def _open_indents(text: str, line: int) -> list[int]:
    """Indents a line could line up with: those of the blocks still open above it, deepest first.

    Walking up from the line before, each shallower line opens an enclosing
    block; a list entry's keys sit two columns right of its '- '.
    """
    found: list[int] = []
    lines = text.splitlines()[: line - 1]
    for above in reversed(lines):
        body = above.strip()
        if not body or body.startswith("#"):
            continue
        n = _indent(above)
        if found and n >= found[-1]:
            continue
        if _DASH_KEY.match(body) and (not found or n + 2 < found[-1]):
            found.append(n + 2)
        found.append(n)
        if n == 0:
            break
    return found


def _spaces(n: int) -> str:
    return f"{n} space{'s' if n != 1 else ''}"


_DASH_KEY = re.compile(r"-\s+[^\s\"'#][^:]*:(\s|$)")
_ID_LINE = re.compile(r"""^\s*(?:-\s+)?id:\s*(["']?)([^"'#\s][^"'#]*?)\1\s*(?:#.*)?$""")


@dataclass(frozen=True)
class _Spot:
    """Where the parser stopped, and what it said there."""

    problem: str
    """libyaml's problem (``did not find expected key``)."""
    context: str
    """libyaml's context (``while scanning a quoted scalar``), or empty."""
    line: int
    """1-based line of the problem."""
    col: int
    """0-based column of the problem."""
    here: str
    """The text of that line."""
    context_line: int | None
    """1-based line of the context (where the unclosed thing opened), if any."""

    @property
    def ch(self) -> str:
        """The character at the problem ('' past the end of the line)."""
        return self.here[self.col : self.col + 1]

    @property
    def at_start(self) -> bool:
        """Whether only spaces precede the problem on its line."""
        return self.here[: self.col].strip() == ""


@dataclass(frozen=True)
class _Rule:
    """One common mistake: how libyaml reports it, which line to blame, what to say."""

    when: Callable[[_Spot], bool]
    """Whether the parser's words report this mistake."""
    say: str | Callable[[_Spot], str]
    """What is wrong, in words an SME can act on."""
    at_context: bool = False
    """Blame the line where the unclosed thing opened, not where the parser gave up."""


def _unclosed(opener: str, closer: str, shape: str) -> str:
    return (
        f"the {shape} opened with '{opener}' on this line is not closed with '{closer}', or two "
        f"of its entries have no comma between them; write it as "
    )


# In order: the first rule whose ``when`` holds explains the error.
_RULES: tuple[_Rule, ...] = (
    _Rule(
        lambda s: "mapping values are not allowed" in s.problem,
        "this line has a ': ' where YAML does not allow one: if the value itself contains "
        "': ', put the whole value in quotes (question: \"Syarat: apa saja?\"); if it is a "
        "key, line it up with the keys above it",
    ),
    _Rule(
        lambda s: "block sequence entries are not allowed" in s.problem,
        "a list entry ('- ') cannot follow a key on the same line; put each '- phrase' on its "
        'own line below the key, or write the list as ["a", "b"]',
    ),
    _Rule(
        lambda s: "cannot start any token" in s.problem,
        lambda s: f"a value cannot begin with {s.ch!r}; put the value in quotes",
    ),
    _Rule(
        lambda s: "unexpected end of stream" in s.problem and "quoted scalar" in s.context,
        "the quote opened on this line is never closed; add the closing quote",
        at_context=True,
    ),
    _Rule(
        # "expected ',' or '}', but got ']'" is a list closed in the wrong place too.
        lambda s: (
            ("expected ',' or ']'" in s.problem or "expected ',' or '}'" in s.problem)
            and "]" in s.problem
        ),
        _unclosed("[", "]", "list") + '["a", "b"]',
        at_context=True,
    ),
    _Rule(
        lambda s: "expected ',' or '}'" in s.problem,
        _unclosed("{", "}", "mapping") + "{key: value, key: value}",
        at_context=True,
    ),
    _Rule(
        lambda s: "could not find expected ':'" in s.problem,
        "this line has no ':' after its key; write 'key: value', or, if it continues the text "
        "of the line above, put that whole text in quotes",
        at_context=True,
    ),
    _Rule(
        lambda s: "unknown escape character" in s.problem,
        "a backslash inside double quotes starts an escape sequence; use single quotes "
        "around this value, or write the backslash twice",
    ),
    _Rule(
        lambda s: "undefined alias" in s.problem,
        "a value starting with '*' refers to an undefined anchor; put the value in quotes",
    ),
    _Rule(
        lambda s: "comment or line break" in s.problem,
        "something follows the value on this line where the line should end (a '|' or '>' "
        "must end its line; nothing may follow a closing quote or bracket); put the whole "
        "value in quotes",
    ),
    _Rule(
        lambda s: "node content" in s.problem,
        "a value here is missing or starts with a character YAML reserves (such as ']', '}', "
        "',', '|' or '>'); put the value in quotes",
    ),
    _Rule(
        lambda s: "alphabetic or numeric" in s.problem or "tag" in s.problem,
        "a value starting with '&', '*' or '!' is read as YAML markup (an anchor, alias or "
        "tag); put the value in quotes",
    ),
    _Rule(
        lambda s: "directive" in s.problem,
        "a line starting with '%' is a YAML directive; put the value in quotes",
    ),
    _Rule(
        lambda s: "document start" in s.problem,
        "this line does not continue the list of items; check the indentation and the "
        "quotes of this line and of the line above",
    ),
    _Rule(
        lambda s: "single document" in s.context,
        "the file holds a second YAML document (a '---' line); keep a single list of items",
    ),
)


def _plain(exc: yaml.YAMLError, text: str) -> tuple[int | None, str]:
    """The line to blame and what is wrong there, in words an SME can act on."""
    if isinstance(exc, yaml.reader.ReaderError):
        return _bad_character(exc, text)
    problem = str(getattr(exc, "problem", None) or "")
    mark = getattr(exc, "problem_mark", None)
    if mark is None:
        return (
            None,
            f"the file is not valid YAML ({problem or exc}); check its indentation and quotes",
        )
    cmark = getattr(exc, "context_mark", None)
    context = str(getattr(exc, "context", None) or "")
    spot = _Spot(
        problem=problem,
        context=context,
        line=mark.line + 1,
        col=mark.column,
        here=_line_text(text, mark.line + 1),
        context_line=None if cmark is None else cmark.line + 1,
    )
    if "tab" in problem or spot.ch == "\t":
        return (
            spot.line,
            "this line is indented with a tab character; YAML indentation must use spaces only",
        )
    if "expected key" in problem or "expected '-' indicator" in problem or "<block end>" in problem:
        return spot.line, _out_of_structure(spot, text)
    for rule in _RULES:
        if rule.when(spot):
            said = rule.say if isinstance(rule.say, str) else rule.say(spot)
            return (spot.context_line if rule.at_context else spot.line), said
    return spot.line, (
        f"the YAML syntax is broken here (the parser says: {problem or context or exc}); check the "
        "indentation and the quotes on this line and the one above"
    )


def _bad_character(exc: yaml.reader.ReaderError, text: str) -> tuple[int, str]:
    """A character YAML does not allow (often pasted in invisibly)."""
    line = text.count("\n", 0, exc.position) + 1
    char = exc.character
    code = ord(char) if isinstance(char, str) else int(char)
    return line, (
        f"the file contains the character U+{code:04X}, which YAML does not allow; delete "
        "it (it is often pasted in invisibly from another program)"
    )


def _out_of_structure(spot: _Spot, text: str) -> str:
    """A line the parser expected to be a key (or a list entry) of the block above."""
    if spot.at_start:
        indents = _open_indents(text, spot.line)
        if spot.col not in indents:
            used = ", ".join(str(n) for n in indents[:-1]) + f" or {indents[-1]}" if indents else ""
            return (
                f"this line is indented differently from the lines above it ({_spaces(spot.col)} "
                f"here; the lines above use {used}); line it up with the key it belongs with, or "
                "put it under a key that ends with ':'"
            )
        if spot.ch == "-":
            return (
                "a list entry ('- …') stands where a 'key: value' line was expected; indent the "
                "list under the key it belongs to"
            )
        return (
            "this line does not fit the structure above it; check that it is a 'key: value' "
            "line indented like its neighbours"
        )
    if spot.here[: spot.col].rstrip().endswith(('"', "'")):
        return (
            "there is text after the closing quote of this value; put the whole value inside "
            "the quotes"
        )
    if spot.ch in "]}":
        return f"this '{spot.ch}' closes a list or mapping that was never opened; remove it"
    return "unexpected text in the middle of this line; put the value in quotes"


def explain(exc: yaml.YAMLError, text: str) -> tuple[int | None, str | None, str]:
    """(line, enclosing item id, message) for a syntax error in a golden set's ``text``."""
    line, message = _plain(exc, text)
    if line is None:
        return None, None, message
    where = _enclosing_item(text, line)
    item_id = where.item_id
    if item_id is None and where.item_line is not None:
        # The error cut the item's own id line short (e.g. a tab right after it).
        found = _ID_LINE.match(_line_text(text, where.item_line))
        item_id = found.group(2).strip() if found else None
    if item_id is None and where.item_line is not None:
        message += f" (in the item that starts on line {where.item_line})"
    elif item_id is None:
        # Between items, the line nearly always belongs to the item above it
        # (an outdented key, a stray line after the item's last key).
        item_id = where.previous_id
    return line, item_id, message
