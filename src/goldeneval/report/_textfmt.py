"""Plain-text layout for reports read in terminals and CI logs: escaping and wrapping.

Everything a report prints from outside (ids, domains, reasons, answers)
goes through :func:`escape` or :func:`one_line` first, and is wrapped, never
cut, by :func:`wrap` / :func:`wrapped` (only an answer excerpt is cut, on
purpose, by :func:`cut`).
"""

from __future__ import annotations

import re
import textwrap

ELLIPSIS = "…"
MIN_REASON_WIDTH = 16
"""The reason column keeps at least this many characters, however narrow the width."""

# What must never reach a terminal raw: C0 and C1 controls (a line break in an
# id would print a fake line; ESC starts terminal escape sequences), Unicode
# line and paragraph separators, the bidirectional overrides that reorder what
# a line appears to say, and lone surrogates (not printable as UTF-8 at all).
_UNPRINTABLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape_char(match: re.Match[str]) -> str:
    ch = match.group()
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def escape(text: str) -> str:
    """``text`` with every unprintable character as a visible escape (``\\n``, ``\\x1b``, ``\\u202e``).

    For names (ids, domains, suites, run ids): a line break there is part of
    the name, so it is shown, not turned into a space.
    """
    return _UNPRINTABLE.sub(_escape_char, text)


def one_line(text: str) -> str:
    """Free text (reasons, answers) on one line: whitespace runs as one space, the rest escaped."""
    return escape(" ".join(text.split()))


def cut(text: str, width: int) -> str:
    """``text`` shortened to ``width`` characters, marking the cut with an ellipsis."""
    if len(text) <= width:
        return text
    if width <= 1:
        return text[:width]
    return text[: width - 1] + ELLIPSIS


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters; nothing is dropped."""
    if len(text) <= width:  # most cells: textwrap is slow enough to notice over 20,000 rows
        return [text]
    return textwrap.wrap(text, max(width, 1), break_on_hyphens=True) or [""]


def wrapped(first: str, text: str, width: int, *, hang: int = 6) -> list[str]:
    """``first + text`` wrapped to ``width``, continuation lines indented by ``hang``."""
    if len(first) + len(text) <= width:
        return [first + text]
    return textwrap.wrap(
        first + text,
        max(width, hang + MIN_REASON_WIDTH),
        subsequent_indent=" " * hang,
        break_on_hyphens=True,
    )
