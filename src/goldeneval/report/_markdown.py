"""The Markdown summary of a run, for a CI job's summary page and a merge-request note.

GitHub renders ``$GITHUB_STEP_SUMMARY`` and GitLab renders notes as
CommonMark with extensions (tables, autolinks, inline HTML). Whatever came
from outside (ids, questions, answers, reasons, the suite's name) could turn
into markup there: a ``<img>``, a link, a ``|`` that splits a table, a line
that starts a heading. So every such piece is written as an inline code
span, on one line, fenced with more backticks than it contains: inside a
code span nothing is markup, not even an autolink. Only the renderer's own
words and numbers are written as Markdown. The document is kept compact: at
most :data:`LIST_LIMIT` entries per list, each answer cut to
:data:`EXCERPT_CHARS` (docs/design.md, "the Markdown summary").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from goldeneval.model import Counts, ItemResult, Outcome, RunSummary, Verdict
from goldeneval.report._costtext import cost_lines
from goldeneval.report._surfacetext import surface_finding
from goldeneval.report._textfmt import cut, one_line
from goldeneval.report._texttable import item_reason
from goldeneval.verdict import blame_phrase, format_rate

EXCERPT_CHARS = 200
"""How much of an answer (or question) an entry quotes."""
LIST_LIMIT = 20
"""Entries per list; the rest are counted (``… and 12 more``)."""

Scrub = Callable[[str], str]
"""Removes secrets from outside text before it is quoted (the run's scrubber)."""

_TITLE = {
    Verdict.PASSED: "✅ goldeneval: GATE PASSED",
    Verdict.FAILED: "❌ goldeneval: GATE FAILED",
    Verdict.NO_VERDICT: "⚠️ goldeneval: NO VERDICT",
}


def _keep(text: str) -> str:
    return text


def code(text: str, scrub: Scrub = _keep, limit: int | None = None) -> str:
    """``text`` as an inline code span: one line, unprintables escaped, never markup."""
    flat = one_line(scrub(text))
    if limit is not None:
        flat = cut(flat, limit)
    if not flat:
        return "*(empty)*"
    longest, run = 0, 0
    for ch in flat:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    fence = "`" * (longest + 1)
    # A backtick next to the fence would lengthen it: one space inside each fence
    # then, which CommonMark strips from both ends (one_line left no other edge space).
    pad = " " if flat[0] == "`" or flat[-1] == "`" else ""
    return f"{fence}{pad}{flat}{pad}{fence}"


def render_markdown(
    summary: RunSummary, *, location: str | None = None, scrub: Scrub = _keep
) -> str:
    """The run's Markdown summary: verdict, figures, per surface, what went wrong, where the
    full report is. ``scrub`` is applied to every piece of outside text."""
    out = _head(summary, scrub)
    out += _figures(summary)
    out += _regressions(summary, scrub)
    out += _worse(summary, scrub)
    out += _other_failures(summary, scrub)
    out += _by_outcome(summary, Outcome.ESCALATED, "Escalated to an SME", scrub)
    out += _flaky(summary, scrub)
    out += _errored(summary, scrub)
    if summary.unverified_items:
        out += [
            f"> **Unverified golden set:** {summary.unverified_items} items are not verified "
            "by an SME; these figures are not a certified quality result.",
            "",
        ]
    if location:
        out += [f"Full report: {code(location, scrub)}", ""]
    return "\n".join(out).rstrip("\n") + "\n"


def render_markdown_no_verdict(
    cause: str, *, suite: str, run_id: str, location: str | None = None, scrub: Scrub = _keep
) -> str:
    """The summary of a run that ended before it had a summary (the store stayed away, the
    judge is not calibrated): NO VERDICT and its cause, so the note never stays silent."""
    out = [
        f"### {_TITLE[Verdict.NO_VERDICT]}",
        "",
        f"Suite {code(suite, scrub)}, run {code(run_id, scrub)}.",
        "",
        f"- {code(cause, scrub)}",
        "",
        "Nothing was judged worse: the run could not decide. Fix the cause and rerun "
        "with the same run id to resume.",
    ]
    if location:
        out += ["", f"Full report: {code(location, scrub)}"]
    return "\n".join(out) + "\n"


def _head(summary: RunSummary, scrub: Scrub) -> list[str]:
    gate = summary.gate
    out = [
        f"### {_TITLE[gate.verdict]}",
        "",
        f"Suite {code(summary.suite, scrub)}, run {code(summary.run_id, scrub)}.",
        "",
    ]
    if gate.reasons:
        out += [f"- {code(r, scrub)}" for r in gate.reasons]
        out.append("")
    if summary.selective_line:
        out += [code(summary.selective_line, scrub), ""]
    return out


def _rate(value: float | None) -> str:
    return "n/a" if value is None else format_rate(value)


def _figures(summary: RunSummary) -> list[str]:
    """One table of numbers (the run, then each surface); only our own words in it."""
    c = summary.counts
    out = [
        f"Minimum pass rate {format_rate(summary.min_pass_rate)}, minimum coverage "
        f"{format_rate(summary.min_coverage)}.",
        "",
        *(f"{line.strip()}  " for line in cost_lines(summary)),
        *([""] if summary.cost is not None else []),
        "| | items | scored | passed | failed | errored | escalated | skipped "
        "| pass rate | coverage | finding |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        _row("**run**", c, ""),
    ]
    if len(summary.surfaces) > 1:
        out += [_row(f.surface, f.counts, surface_finding(f)) for f in summary.surfaces]
    return [*out, ""]


def _row(name: str, c: Counts, finding: str) -> str:
    cells = (c.items, c.scored, c.passed, c.failed, c.errored, c.escalated, c.skipped)
    rate, cov = _rate(c.pass_rate), _rate(c.coverage)
    return f"| {name} | " + " | ".join(map(str, cells)) + f" | {rate} | {cov} | {finding} |"


def _limited(entries: Sequence[list[str]]) -> list[str]:
    out = [line for entry in entries[:LIST_LIMIT] for line in entry]
    if len(entries) > LIST_LIMIT:
        out.append(f"- … and {len(entries) - LIST_LIMIT} more (see the full report)")
    return out


def _entry(head: str, r: ItemResult | None, scrub: Scrub, *, answer: bool = True) -> list[str]:
    """A list entry and, under it, the question, answer excerpt and reasons."""
    out = [f"- {head}"]
    if r is None:
        return out
    out.append(f"  - question: {code(r.question, scrub, EXCERPT_CHARS)}")
    if answer and r.answer is not None:
        out.append(f"  - answer: {code(r.answer, scrub, EXCERPT_CHARS)}")
    reason = item_reason(r)
    if reason and reason != "ok":
        out.append(f"  - why: {code(reason, scrub, EXCERPT_CHARS)}")
    if r.judge_reason and r.judge_reason not in reason:
        out.append(f"  - judge: {code(r.judge_reason, scrub, EXCERPT_CHARS)}")
    return out


def _regressions(summary: RunSummary, scrub: Scrub) -> list[str]:
    regs = summary.regressions
    if not regs:
        return []
    now = {r.item_id: r for r in summary.results}
    n_ver = sum(1 for g in regs if g.verified)
    out = [
        f"#### Regressions: {len(regs)} ({n_ver} verified, gate-relevant; "
        f"{len(regs) - n_ver} unverified, reported only)",
        "",
    ]
    entries = []
    for g in sorted(regs, key=lambda g: not g.verified):
        mark = "**verified**" if g.verified else "unverified"
        base = code(g.baseline_run_id or "unknown run", scrub)
        blame = blame_phrase(
            g.answer_changed, g.contract_changed, g.judge_changed, tools_changed=g.tools_changed
        )
        head = f"{mark} {code(g.item_id, scrub)} passed in run {base}, fails now ({blame})"
        entries.append(_entry(head, now.get(g.item_id), scrub))
    return [*out, *_limited(entries), ""]


def _worse(summary: RunSummary, scrub: Scrub) -> list[str]:
    comp = summary.comparison
    if comp is None or not comp.worse_ids:
        return []
    now = {r.item_id: r for r in summary.results}
    verified = set(comp.verified_worse_ids)
    out = [
        f"#### Worse than the reference: {len(comp.worse_ids)} ({len(verified)} verified); "
        f"McNemar p = {comp.mcnemar_p:.3g}",
        "",
    ]
    entries = []
    for item_id in sorted(comp.worse_ids, key=lambda i: i not in verified):
        mark = "**verified**" if item_id in verified else "unverified"
        entry = _entry(f"{mark} {code(item_id, scrub)}", now.get(item_id), scrub)
        ref = summary.reference_of(item_id)
        if ref is not None and ref.answer is not None:
            entry.append(f"  - reference answer: {code(ref.answer, scrub, EXCERPT_CHARS)}")
        entries.append(entry)
    return [*out, *_limited(entries), ""]


def _other_failures(summary: RunSummary, scrub: Scrub) -> list[str]:
    """Failed items neither a regression nor worse: their question, answer and reason."""
    listed = {g.item_id for g in summary.regressions}
    if summary.comparison is not None:
        listed.update(summary.comparison.worse_ids)
    failed = [r for r in summary.results if r.outcome is Outcome.FAILED and r.item_id not in listed]
    if not failed:
        return []
    failed.sort(key=lambda r: not r.verified)
    entries = [
        _entry(("**verified** " if r.verified else "") + code(r.item_id, scrub), r, scrub)
        for r in failed
    ]
    # "Other" only beside a list of regressions or worse items; alone it is the failed list.
    title = "Other failed items" if listed else "Failed items"
    return [f"#### {title}: {len(failed)}", "", *_limited(entries), ""]


def _by_outcome(summary: RunSummary, outcome: Outcome, title: str, scrub: Scrub) -> list[str]:
    items = [r for r in summary.results if r.outcome is outcome]
    if not items:
        return []
    entries = [_entry(code(r.item_id, scrub), r, scrub) for r in items]
    return [f"#### {title}: {len(items)}", "", *_limited(entries), ""]


def _flaky(summary: RunSummary, scrub: Scrub) -> list[str]:
    """Items whose answers this run disagreed (some passed, some failed): a coin, not a fix."""
    items = [r for r in summary.results if r.flaky]
    if not items:
        return []
    entries = [
        _entry(
            f"{code(r.item_id, scrub)}: {r.answers_passed} of {r.answers} answers passed", r, scrub
        )
        for r in items
    ]
    return [f"#### Flaky (answers disagree): {len(items)}", "", *_limited(entries), ""]


def _errored(summary: RunSummary, scrub: Scrub) -> list[str]:
    """Errored items grouped by their reason (a judge outage is one line, not a hundred)."""
    groups: dict[str, list[str]] = {}
    for r in summary.results:
        if r.outcome is Outcome.ERRORED:
            groups.setdefault(one_line(scrub(item_reason(r))), []).append(r.item_id)
    if not groups:
        return []
    n = sum(len(ids) for ids in groups.values())
    entries = [
        [
            f"- {len(ids)} item{'s' if len(ids) != 1 else ''}: {code(reason, limit=EXCERPT_CHARS)}",
            f"  - {', '.join(code(i, scrub) for i in ids[:LIST_LIMIT])}"
            + (f" and {len(ids) - LIST_LIMIT} more" if len(ids) > LIST_LIMIT else ""),
        ]
        for reason, ids in groups.items()
    ]
    return [f"#### Errored (outside the pass rate): {n}", "", *_limited(entries), ""]
