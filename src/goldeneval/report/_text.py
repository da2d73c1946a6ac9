"""Renderings of a :class:`RunSummary`: the text report and JSON (JUnit XML is ``_junit.py``).

Both are pure functions returning strings; writing them is the caller's
job. The text report is for an SME reading a terminal or a CI log, so it is
plain text, and its **last line is always the gate verdict** (docs/design.md §5):
pipelines and people look at the end of the log first.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from datetime import UTC, datetime

from goldeneval.model import (
    ItemResult,
    JudgeCalibration,
    Outcome,
    RunSummary,
    ToolsChange,
    VerdictSource,
    answers_tally,
    tally_line,
)
from goldeneval.report._comparetext import compare_lines
from goldeneval.report._costtext import cost_lines
from goldeneval.report._flakytext import flaky_ids, flaky_lines
from goldeneval.report._itemnotes import labellers
from goldeneval.report._surfacetext import surface_lines
from goldeneval.report._textfmt import (
    cut,
    escape,
    one_line,
    wrapped,
)
from goldeneval.report._texttable import item_reason, item_table
from goldeneval.report._trajectory import baseline_calls_lines, trajectory_lines
from goldeneval.verdict import blame_phrase, format_rate, format_rate_against

ANSWER_EXCERPT_CHARS = 160
"""How much of a failed item's answer the text report quotes under it."""


def _percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile: always one of the observed values."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def _counts_lines(summary: RunSummary) -> list[str]:
    c = summary.counts
    outside: list[str] = []
    if c.errored:
        outside.append(f"{c.errored} errored")
    if c.skipped:
        outside.append(f"{c.skipped} skipped")
    note = f"; {' and '.join(outside)} outside the denominator" if outside else ""
    rate = c.pass_rate
    if rate is None:
        rate_line = f"pass rate n/a (nothing scored{note})"
    else:
        shown = format_rate_against(rate, summary.min_pass_rate)
        rate_line = f"pass rate {shown} ({c.passed}/{c.scored} scored{note})"
    return [
        f"items {c.items}  scored {c.scored}  passed {c.passed}  failed {c.failed}  "
        f"errored {c.errored}  skipped {c.skipped}",
        f"{rate_line}; minimum {format_rate(summary.min_pass_rate)}, "
        f"item threshold {format_rate(summary.pass_threshold)}",
        _coverage_line(summary),
        *surface_lines(summary),
    ]


def _coverage_line(summary: RunSummary) -> str:
    c = summary.counts
    floor = format_rate(summary.min_coverage)
    if c.coverage is None:
        return f"coverage n/a (no drivable items); minimum {floor}"
    shown = format_rate_against(c.coverage, summary.min_coverage)
    return f"coverage {shown} ({c.scored}/{c.drivable} drivable items scored); minimum {floor}"


def _latency_lines(results: Sequence[ItemResult]) -> list[str]:
    # The internal agent answers in the chatbot's fields; its latency is its own line.
    def public(r: ItemResult) -> bool:
        return r.surface != "internal"

    probes: tuple[tuple[str, Callable[[ItemResult], float | None]], ...] = (
        ("chatbot", lambda r: r.chatbot_latency_ms if public(r) else None),
        ("chatbot ttfb", lambda r: r.chatbot_ttfb_ms if public(r) else None),
        ("internal agent", lambda r: None if public(r) else r.chatbot_latency_ms),
        ("agent ttfb", lambda r: None if public(r) else r.chatbot_ttfb_ms),
        # A reused verdict made no judge call in this run: its latency is an old one.
        (
            "judge",
            lambda r: None if r.verdict_source is VerdictSource.REUSED else r.judge_latency_ms,
        ),
    )
    out: list[str] = []
    for label, get in probes:
        values = [v for v in map(get, results) if v is not None]
        if values:
            out.append(
                f"latency {label:<14}  p50 {_percentile(values, 0.5):8.0f} ms  "
                f"p95 {_percentile(values, 0.95):8.0f} ms  (n={len(values)})"
            )
    return out


def _store_lines(summary: RunSummary) -> list[str]:
    """How the store fared: nothing when it never went away."""
    o = summary.store_outage
    if o is None:
        return []
    out = []
    if o.unreachable_seconds > 0 or o.waited:
        out.append(
            f"store: unreachable for {o.unreachable_seconds:.1f} s in all (longest "
            f"{o.longest_seconds:.1f} s); {o.waited} results waited and were stored once"
        )
    if o.replayed:
        out.append(
            f"store: {o.replayed} results kept in the spool by an earlier attempt were stored"
        )
    return out


def _regression_lines(summary: RunSummary, width: int) -> list[str]:
    if not summary.regressions:
        return ["regressions: none (no item that passed its baseline fails now)"]
    now = {r.item_id: r for r in summary.results}
    n_ver = sum(1 for g in summary.regressions if g.verified)
    n_unv = len(summary.regressions) - n_ver
    out = [
        f"regressions: {len(summary.regressions)} ({n_ver} verified, gate-relevant; "
        f"{n_unv} unverified, reported only)"
    ]
    for g in summary.regressions:
        mark = "VERIFIED  " if g.verified else "unverified"
        base = escape(g.baseline_run_id or "unknown run")
        cur = now.get(g.item_id)
        blame = blame_phrase(
            g.answer_changed, g.contract_changed, g.judge_changed, tools_changed=g.tools_changed
        )
        tally = _tallies(cur) if cur is not None else None
        why = f": {one_line(item_reason(cur))}" if cur is not None and item_reason(cur) else ""
        text = (
            f"{escape(g.item_id)} passed in run {base}, fails now ({blame})"
            f"{f' [{tally}]' if tally else ''}{why}"
        )
        out += wrapped(f"  [{mark}] ", text, width)
    return out


def _tallies(r: ItemResult) -> str | None:
    """``answers 0/3 pass; judge 0/4 pass``: what decided a confirmed verdict (§4)."""
    parts = (answers_tally(r.answers, r.answers_passed), tally_line(r.samples))
    return "; ".join(p for p in parts if p) or None


def _judge_shown(r: ItemResult, judge_reason: str) -> bool:
    """Whether the item's reason already quotes the judge's reason as the judge's.

    Compared as whole parts, not as a substring: a judge reason "ok" is not
    said by an item reason that mentions "dokumen".
    """
    quoted = f"judge: fail ({judge_reason})"
    return r.reason in (judge_reason, quoted) or r.reason.endswith(f"; {quoted}")


def _expectation_lines(summary: RunSummary) -> list[str]:
    """Items whose contract changed since their baseline: reported, never gating."""
    changes = summary.expectations_changed
    if not changes:
        return []
    out = [
        f"expectations changed: {len(changes)} item{'s' if len(changes) != 1 else ''} "
        "(never a regression; this run is their new baseline)"
    ]
    out += [
        f"  {escape(c.item_id)}: expectations changed since run {c.baseline_run_id}; "
        "this run is its new baseline"
        for c in changes
    ]
    return out


def _verdict_source_line(summary: RunSummary) -> list[str]:
    """How the verdicts were obtained: judged now, reused, confirmed by more samples; and
    which other answers the judge scored, so the line agrees with the cost line's calls."""
    results = summary.results
    judged = sum(1 for r in results if r.verdict_source is VerdictSource.JUDGED)
    reused = sum(1 for r in results if r.verdict_source is VerdictSource.REUSED)
    sme = sum(1 for r in results if r.verdict_source is VerdictSource.SME)
    confirmed = sum(
        1 for r in results if r.verdict_source is VerdictSource.JUDGED and len(r.samples) > 1
    )
    also = also_judged(summary)
    if not judged and not reused and not sme and not also:
        return []
    by_sme = f", {sme} decided by SME labels of the same answer{labellers(results)}" if sme else ""
    more = f"; {also}" if also else ""
    return [
        f"verdicts: {judged} judged in this run ({confirmed} confirmed by a majority of samples), "
        f"{reused} reused from earlier runs (same answer, expectations and judge){by_sme}{more}"
    ]


def also_judged(summary: RunSummary) -> str:
    """``the judge also scored 2 other answers of answer confirmation and 1 reference
    answer``: the judge calls beside the results' own verdicts ("" when none)."""
    results, refs = summary.results, summary.reference_results
    fresh = sum(_other_answers_judged(r) for r in (*results, *refs))
    # A reference answer byte-identical to the candidate's was judged once for both.
    ours = {
        (r.item_id, r.answer_sha256) for r in results if r.verdict_source is VerdictSource.JUDGED
    }
    reference = sum(
        1
        for r in refs
        if r.verdict_source is VerdictSource.JUDGED and (r.item_id, r.answer_sha256) not in ours
    )
    also = [
        f"{n} {what}{'s' * (n != 1)}"
        for n, what in (
            (fresh, "other answer of answer confirmation"),
            (reference, "reference answer"),
        )
        if n
    ]
    return f"the judge also scored {' and '.join(also)}" if also else ""


def _other_answers_judged(r: ItemResult) -> int:
    """Distinct answers of ``r``'s confirmation the judge scored in this run, besides the
    stored one (a repeated answer keeps its verdict without a call)."""
    own = r.answer_sha256 if r.verdict_source is VerdictSource.JUDGED else None
    return len(
        {
            a.answer_sha256
            for a in r.answer_samples
            if a.verdict_source is VerdictSource.JUDGED and a.answer_sha256 != own
        }
    )


def _detail_lines(
    results: Sequence[ItemResult],
    width: int,
    tools_change: Callable[[str], ToolsChange | None] = lambda _: None,
) -> list[str]:
    """Full reasons of the items that failed or errored, a short answer excerpt under
    each failed one; errored items with the same reason are listed once, with their count."""
    bad = [r for r in results if r.outcome in (Outcome.FAILED, Outcome.ERRORED)]
    if not bad:
        return []
    out = ["details of failed and errored items:"]
    same_error: dict[str, list[ItemResult]] = {}
    for r in bad:
        if r.outcome is Outcome.ERRORED:
            same_error.setdefault(one_line(item_reason(r)), []).append(r)
    shown: set[str] = set()
    for r in bad:
        key = one_line(item_reason(r))
        group = same_error.get(key) if r.outcome is Outcome.ERRORED else None
        if group is not None and len(group) > 1:
            if key not in shown:  # at the first item of the group, in the set's order
                shown.add(key)
                out += wrapped(f"  {len(group)} items errored: ", key, width)
                out += wrapped("      items: ", ", ".join(escape(g.item_id) for g in group), width)
            continue
        tally = tally_line(r.samples)
        extra = f" [{tally}]" if tally else ""
        answers = answers_tally(r.answers, r.answers_passed)
        extra += f" [{answers}]" if answers else ""
        if r.verdict_source is VerdictSource.REUSED and r.verdict_run_id:
            extra += f" [verdict reused from run {escape(r.verdict_run_id)}]"
        flags = (r.answer_changed, r.contract_changed, r.judge_changed)
        change = tools_change(r.item_id)
        if any(f is not None for f in flags):
            since = blame_phrase(*flags, tools_changed=change is not None)
            extra += f" [since its baseline: {since}]"
        out += wrapped(f"  {escape(r.item_id)} ({r.outcome.value}){extra}: ", key, width)
        if r.judge_reason and not _judge_shown(r, r.judge_reason):
            out += wrapped("      judge: ", one_line(r.judge_reason), width, hang=13)
        if r.answer is not None and r.outcome is Outcome.FAILED:
            answer = cut(one_line(r.answer), ANSWER_EXCERPT_CHARS) or "(empty)"
            out += wrapped("      answer: ", answer, width, hang=14)
        for label, text in trajectory_lines(r):
            out += wrapped(f"      {label}: ", one_line(text), width, hang=14)
        for label, text in [] if change is None else baseline_calls_lines(change, r):
            out += wrapped(f"      {label}: ", one_line(text), width, hang=14)
    return out


def calibration_line(calibration: JudgeCalibration | None) -> str:
    """How far the run's judge agrees with the SMEs (docs/design.md §13), as the reports state it."""
    if calibration is None:
        return "judge calibration: judge not calibrated for this suite"
    day = datetime.fromtimestamp(calibration.calibrated_at, UTC).strftime("%Y-%m-%d")
    if calibration.kappa is None:
        kappa = "κ undefined"
    else:
        kappa = f"κ {calibration.kappa:.2f}"
        if calibration.kappa_ci is not None:
            lo, hi = calibration.kappa_ci
            kappa += f" (95 % interval {lo:.2f} to {hi:.2f})"
    model = calibration.judge_model
    return f"judge calibration: {model} {kappa} on {calibration.labels} SME labels, {day}"


def _banner(summary: RunSummary, width: int) -> list[str]:
    n = summary.unverified_items
    noun = "item is" if n == 1 else "items are"
    text = [
        f"UNVERIFIED GOLDEN SET: {n} {noun} verified: false.",
        "This run demonstrates the harness. It is NOT a certified quality result.",
        "Unverified expectations are illustrative and may be wrong; do not report",
        "these numbers as chatbot quality. An SME must review every item and set",
        "verified: true before a run of this set means anything.",
    ]
    inner = max(len(t) for t in text)
    bar = "!" * min(max(inner + 6, 40), max(width, 40))
    return [bar, *(f"!! {t.ljust(inner)} !!" for t in text), bar]


def render_report(summary: RunSummary, *, width: int = 100, verdict: bool = True) -> str:
    """The human report; its last line is ``summary.gate.line`` and nothing follows it.

    Without ``verdict`` the report stops just before that line, for a caller
    that states the verdict itself (a shard, an interrupted run).
    """
    lines = [
        f"goldeneval report: suite {escape(summary.suite)}, run {escape(summary.run_id)}",
        f"golden set {escape(summary.set_digest)}",
        "",
    ]
    if summary.results:
        lines += item_table(summary.results, width, flaky_ids(summary))
    else:
        lines.append("(no item results)")
    lines.append("")
    for line in _counts_lines(summary):
        lines += wrapped("", line, width, hang=2)
    lines += _verdict_source_line(summary)
    if summary.selective_line is not None:
        lines.append(summary.selective_line)
    lines.append(calibration_line(summary.judge_calibration))
    lines += _latency_lines(summary.results)
    lines += cost_lines(summary)
    lines += _store_lines(summary)
    lines.append("")
    lines += _regression_lines(summary, width)
    flaky = flaky_lines(summary, width)
    if flaky:
        lines += ["", *flaky]
    if summary.comparison is not None:
        lines += ["", *compare_lines(summary, width)]
    expectations = _expectation_lines(summary)
    if expectations:
        lines += ["", *expectations]
    details = _detail_lines(summary.results, width, summary.tools_change_of)
    if details:
        lines += ["", *details]
    if summary.unverified_items > 0:
        lines += ["", *_banner(summary, width)]
    # The verdict's reasons can name items: escaped, it stays one line.
    lines += ["", escape(summary.gate.line)] if verdict else [""]
    return "\n".join(lines)


def render_json(summary: RunSummary) -> str:
    """The normative ``--json`` document (``RunSummary.to_dict()``), UTF-8, one result per line."""
    return "".join(iter_json(summary))


def iter_json(summary: RunSummary) -> Iterator[str]:
    """:func:`render_json` in pieces, one result at a time.

    A 20,000-item run's document is tens of megabytes as one dict and one
    string; written piece by piece it never exists whole in memory. The run's
    fields are indented; each result is one line of the ``results`` array,
    which keeps the document greppable and lets ``json`` use its C encoder
    (an indented dump goes through the pure-Python encoder: 0.35 s against
    0.03 s for 2,000 results in a profiled run).
    """
    head = replace(summary, results=()).to_dict()
    del head["results"]  # written below, one line per result
    head["flaky"] = summary.flaky_dict()  # it names results, which head was built without
    body = json.dumps(head, indent=2, ensure_ascii=False)
    yield body[: body.rindex("}")].rstrip() + ',\n  "results": ['
    for n, result in enumerate(summary.results):
        item = json.dumps(summary.result_dict(result), ensure_ascii=False, separators=(", ", ": "))
        yield ("," if n else "") + "\n    " + item
    yield ("\n  " if summary.results else "") + "]\n}\n"
