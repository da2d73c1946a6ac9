"""The names of lint's warnings, the warning record and its text (docs/design.md §3).

An item's ``lint_ignore`` may name any code except those in
:data:`NOT_ACKNOWLEDGEABLE`, which say what to do instead. A finding marked
``error`` (a placeholder in a verified item) is no advice: ``lint`` exits 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum


class LintCode(StrEnum):
    """What kind of problem a lint warning reports."""

    SHORT_TOKEN = "short-token"  # noqa: S105 - a lint code, not a password
    COMMON_WORD = "common-word"
    INSIDE_WORDS = "inside-words"
    NEGATION_TRAP = "negation-trap"
    LONG_PHRASE = "long-phrase"
    REQUIRED_INSIDE_FORBIDDEN = "required-inside-forbidden"
    DUPLICATE_QUESTION = "duplicate-question"
    NO_RUBRIC = "no-rubric"
    NOTHING_TO_CHECK = "nothing-to-check"
    VERIFIED_WITH_WARNINGS = "verified-with-warnings"
    UNVERIFIED = "unverified"
    COUNT_OVERLAP = "count-overlap"
    EXPIRES_SOON = "expires-soon"
    EXPIRED = "expired"
    UNKNOWN_TOOL = "unknown-tool"
    PLACEHOLDER = "placeholder"


NOT_ACKNOWLEDGEABLE: dict[str, str] = {
    LintCode.UNVERIFIED.value: "it goes away when every item is reviewed and verified",
    LintCode.VERIFIED_WITH_WARNINGS.value: "fix or acknowledge the warnings it names instead",
    LintCode.NOTHING_TO_CHECK.value: "add must_include phrases or a rubric instead",
    LintCode.EXPIRES_SOON.value: "review the item and move its valid_until, or retire it",
    LintCode.EXPIRED.value: "review the item and move its valid_until, or remove it",
    LintCode.PLACEHOLDER.value: "write an invented value where the placeholder is, or none",
}
"""Warning names ``lint_ignore`` refuses, each with what to do instead."""

ACKNOWLEDGEABLE: frozenset[str] = frozenset(
    c.value for c in LintCode if c.value not in NOT_ACKNOWLEDGEABLE
)
"""The names an item's ``lint_ignore`` list may hold."""


@dataclass(frozen=True)
class LintWarning:
    """One thing in a golden set an SME should look at."""

    item_id: str | None
    """The item concerned; None for a warning about the whole set."""
    line: int | None
    """Line of the item in its source file, when known."""
    code: LintCode
    """The kind of problem."""
    message: str
    """What is wrong and what to do about it."""
    acknowledged: bool = False
    """The item lists this warning's code in ``lint_ignore``: an SME has checked it."""
    error: bool = False
    """Not advice but an error: ``lint`` exits 2 (a placeholder in a verified item)."""


def unacknowledged(warnings: Sequence[LintWarning]) -> list[LintWarning]:
    """The warnings no item has acknowledged: what ``lint --strict`` fails on."""
    return [w for w in warnings if not w.acknowledged]


def format_warnings(warnings: Sequence[LintWarning], source: str) -> str:
    """The warnings as text, then a count.

    Errors come first, then open warnings, one per line (``file:line [item id] code:
    message``, an error's code marked ``(error)``); acknowledged ones follow, one short
    line each, so a reviewer still sees them.
    """
    lines: list[str] = []
    errors = [w for w in warnings if w.error]
    for w in errors:
        lines.append(f"{_where(w, source)} {w.code.value} (error): {w.message}")
    open_ = [w for w in unacknowledged(warnings) if not w.error]
    for w in open_:
        lines.append(f"{_where(w, source)} {w.code.value}: {w.message}")
    acked = [w for w in warnings if w.acknowledged]
    for w in acked:
        lines.append(f"{_where(w, source)} {w.code.value}: acknowledged (lint_ignore)")
    n = len(open_)
    count = "no lint warnings" if n == 0 else f"{n} lint warning{'s' if n != 1 else ''}"
    if acked:
        count += f" ({len(acked)} more acknowledged with lint_ignore)"
    if errors:
        count = f"{len(errors)} lint error{'s' * (len(errors) != 1)}; {count}"
    lines.append(count)
    return "\n".join(lines)


def _where(w: LintWarning, source: str) -> str:
    where = source if w.line is None else f"{source}:{w.line}"
    return f"{where} [item {w.item_id}]" if w.item_id else where
