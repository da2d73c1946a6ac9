"""Flaky items in the text report (docs/design.md §4): the mark, the tally and what to do.

An item is marked ``flaky`` when its answers disagreed this run (answer
confirmation asked it again and the answers split) or when it is flaky in the
suite's history (a split run, or two changes between pass and fail: the one
rule of model/_flaky.py). A regression whose answers all failed is never
marked. The section under the regressions names both kinds, so a team sees
which items to fix before they turn into false alarms.
"""

from __future__ import annotations

from goldeneval.model import ItemResult, RunSummary, answers_tally
from goldeneval.report._textfmt import escape, wrapped

ADVICE = (
    "a flaky item: the chatbot is unstable on it (its reply changes from run to run), or its "
    "must_include is paraphrase-prone; fix the chatbot, or rewrite the item (docs/sme-guide.md)"
)
"""What the reports tell a team to do about a flaky item."""


def flaky_ids(summary: RunSummary) -> set[str]:
    """Every item the reports mark ``flaky``: flaky this run or in history."""
    return {r.item_id for r in summary.results if r.flaky} | {
        f.item_id for f in summary.history_flaky
    }


def result_cell(r: ItemResult, flaky: set[str]) -> str:
    """The table's result column: the outcome, and ``flaky`` when the item is."""
    return f"{r.outcome.value} flaky" if r.item_id in flaky else r.outcome.value


def reason_with_tally(r: ItemResult, reason: str) -> str:
    """The reason, after ``answers 1/5 pass`` when the item was asked more than once."""
    tally = answers_tally(r.answers, r.answers_passed)
    return reason if tally is None else f"{tally}; {reason}"


def flaky_lines(summary: RunSummary, width: int) -> list[str]:
    """The flaky section: this run's split items with their tallies, history's with rates."""
    in_run = [r for r in summary.results if r.flaky]
    if not in_run and not summary.history_flaky:
        return []
    out: list[str] = []
    if in_run:
        cells = [
            f"{escape(r.item_id)} ({answers_tally(r.answers, r.answers_passed)})" for r in in_run
        ]
        out += wrapped(
            f"flaky this run (answers disagreed): {len(in_run)}: ", ", ".join(cells), width
        )
    if summary.history_flaky:
        cells = [
            f"{escape(f.item_id)} {f.pass_rate:.2f} ({f.figures()})" for f in summary.history_flaky
        ]
        head = (
            f"flaky in history (the suite's last {summary.flaky_window} runs, worst first): "
            f"{len(cells)}: "
        )
        out += wrapped(head, ", ".join(cells), width)
    out += wrapped("  ", ADVICE, width)
    return out
