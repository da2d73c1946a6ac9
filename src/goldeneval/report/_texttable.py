"""The text report's item table: one row per item, long cells wrapped in their column.

Its cells say what happened to each item in one phrase: the outcome (and
``flaky`` when the item is), the judge's correctness, and the reason (after
the answers' tally when the item was asked more than once).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from goldeneval.model import ItemResult, Outcome
from goldeneval.report._flakytext import reason_with_tally, result_cell
from goldeneval.report._textfmt import MIN_REASON_WIDTH, escape, one_line, wrap

INDENT = "  "
"""Every line that starts with outside text (an id in the table) is indented, so
no line but the verdict can start with GATE or NO VERDICT."""


def correctness_text(r: ItemResult) -> str:
    """The judge's correctness as the reports print it (``-`` when there is none)."""
    return "-" if r.correctness is None else f"{r.correctness:.2f}"


def item_reason(r: ItemResult) -> str:
    """Why an item has its outcome, in one phrase (``ok`` for a plain pass)."""
    if r.reason:
        return r.reason
    if r.outcome is Outcome.PASSED:
        return "ok"
    return r.error or r.auto_fail_reason or ""


def _flexible_widths(
    id_n: int, domain_n: int, reason_n: int, room: int, domain_word: int
) -> tuple[int, int, int]:
    """Widths of the id, domain and reason columns given their longest cells.

    In order of preference, while the reason keeps a quarter of the room
    (at least MIN_REASON_WIDTH): every name on one line; the id whole and
    the domain wrapped at its hyphens (its longest word is ``domain_word``);
    both wrapped. The reason takes what is left. A terminal too narrow even
    for that gets lines longer than itself rather than unreadable columns.
    """
    if id_n + domain_n + reason_n <= room:
        return id_n, domain_n, reason_n
    reason_w = max(MIN_REASON_WIDTH, min(reason_n, room // 4))
    left = room - reason_w
    if id_n + domain_n <= left:
        return id_n, domain_n, room - id_n - domain_n
    if id_n + domain_word <= left:
        return id_n, left - id_n, reason_w
    domain_w = min(domain_n, max(8, left // 3, min(domain_word, left // 2)))
    id_w = min(id_n, max(12, left - domain_w))
    return id_w, domain_w, max(MIN_REASON_WIDTH, room - id_w - domain_w)


def item_table(results: Sequence[ItemResult], width: int, flaky: set[str]) -> list[str]:
    """One row per item; a long id, domain or reason wraps inside its column, never cut."""
    headers = ("id", "surface", "domain", "verified", "result", "corr", "reason")
    rows = [
        (
            escape(r.item_id),
            r.surface,
            escape(r.domain),
            "yes" if r.verified else "no",
            result_cell(r, flaky),
            correctness_text(r),
            one_line(reason_with_tally(r, item_reason(r))),
        )
        for r in results
    ]

    def longest(n: int) -> int:
        return max(len(headers[n]), *(len(row[n]) for row in rows))

    gap = "  "
    fixed = sum(longest(n) for n in (1, 3, 4, 5)) + len(gap) * 6 + len(INDENT)
    room = max(width - fixed, 0)
    domain_word = max(len(w) + 1 for row in rows for w in re.split(r"[-\s]", row[2]))
    id_w, domain_w, reason_w = _flexible_widths(
        longest(0), longest(2), longest(6), room, domain_word
    )
    widths = [id_w, longest(1), domain_w, longest(3), longest(4), longest(5), reason_w]

    def lines(cells: Sequence[str]) -> list[str]:
        wrapped = [wrap(c, w) for c, w in zip(cells, widths, strict=True)]
        height = max(len(w) for w in wrapped)
        return [
            (
                INDENT
                + gap.join(
                    (w[k] if k < len(w) else "").ljust(n)
                    for w, n in zip(wrapped, widths, strict=True)
                )
            ).rstrip()
            for k in range(height)
        ]

    out = lines(headers) + lines(["-" * w for w in widths])
    for row in rows:
        out += lines(row)
    return out
