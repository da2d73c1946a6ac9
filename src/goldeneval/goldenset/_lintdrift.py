"""Lint for the drift-stable fields: expiry dates and count checks (docs/design.md §3).

``valid_until`` is a promise to look at the item again: lint says so from
:data:`EXPIRY_NOTICE_DAYS` days before the date, and keeps saying so once
it has passed (runs skip an expired item, so it silently stops guarding
anything). A count check counts phrases found in the answer; when one of
its phrases contains another, an answer naming the longer one names both,
and the count is off by one without anyone noticing.
"""

from __future__ import annotations

from datetime import date

from goldeneval.goldenset._lintcodes import LintCode, LintWarning
from goldeneval.goldenset._matching import fold
from goldeneval.model import Expected, Item

EXPIRY_NOTICE_DAYS = 30
"""Lint warns this many days before an item's ``valid_until``."""


def expiry_warnings(item: Item, today: date) -> list[LintWarning]:
    """A warning when the item has expired or expires within the notice period."""
    until = item.valid_until
    if until is None:
        return []
    left = (until - today).days
    if left < 0:
        return [
            LintWarning(
                item.id,
                item.line,
                LintCode.EXPIRED,
                f"the item expired on {until.isoformat()}: runs skip it, so it checks nothing; "
                "check it against today's data and move valid_until, or remove the item",
            )
        ]
    if left > EXPIRY_NOTICE_DAYS:
        return []
    when = "today" if left == 0 else "tomorrow" if left == 1 else f"in {left} days"
    return [
        LintWarning(
            item.id,
            item.line,
            LintCode.EXPIRES_SOON,
            f"the item is valid until {until.isoformat()} ({when}); after that runs skip it: "
            "check it against the current data and move valid_until, or plan its replacement",
        )
    ]


def count_warnings(item: Item, expected: Expected, prefix: str = "") -> list[LintWarning]:
    """A warning for each count phrase that contains another phrase of the same check."""
    out: list[LintWarning] = []
    for index, check in enumerate(expected.count, 1):
        folded = [fold(p).strip() for p in check.any_of]
        for outer, long in zip(check.any_of, folded, strict=True):
            for inner, short in zip(check.any_of, folded, strict=True):
                if short != long and short in long:
                    out.append(
                        LintWarning(
                            item.id,
                            check.line if check.line is not None else item.line,
                            LintCode.COUNT_OVERLAP,
                            f"{prefix}count #{index}: '{inner}' is part of '{outer}', so an "
                            f"answer naming '{outer}' names '{inner}' too and counts twice; "
                            "reword one of them so neither contains the other",
                        )
                    )
    return out
