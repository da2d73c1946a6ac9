"""The names of lint's warnings, and the warning record (docs/design.md §3).

An item's ``lint_ignore`` may name any code except those in
:data:`NOT_ACKNOWLEDGEABLE`, which say what to do instead.
"""

from __future__ import annotations

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


NOT_ACKNOWLEDGEABLE: dict[str, str] = {
    LintCode.UNVERIFIED.value: "it goes away when every item is reviewed and verified",
    LintCode.VERIFIED_WITH_WARNINGS.value: "fix or acknowledge the warnings it names instead",
    LintCode.NOTHING_TO_CHECK.value: "add must_include phrases or a rubric instead",
    LintCode.EXPIRES_SOON.value: "review the item and move its valid_until, or retire it",
    LintCode.EXPIRED.value: "review the item and move its valid_until, or remove it",
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
