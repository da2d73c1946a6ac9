"""The HTML report: one self-contained page an SME opens from a CI artifact or the cluster.

Pure: :func:`render_html` turns a :class:`HtmlReport` (the run's summary plus
what the store knows about each item's past) into a string; gathering that
data is the caller's I/O. The page's structure lives in Jinja2 templates
(``report/templates/``, one per section) rendered with autoescaping on, so
every value from outside (questions, answers, reasons, ids) is escaped unless
a template says otherwise; this module only prepares what the templates
show. The page inlines its style, script and drawings and forbids loading
anything else (Content-Security-Policy), so it opens offline; the script
sends nothing anywhere: it sorts and filters the table that is already
there, and writes the SME labels given on the page into a file the browser
downloads (docs/design.md, "SME labels").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from goldeneval.model import (
    Expected,
    FlakyItem,
    ItemResult,
    Outcome,
    RunSummary,
    StoredCoverage,
    ToolsChange,
    Verdict,
    VerdictSource,
    answers_tally,
)
from goldeneval.report._comparehtml import compare_view, pair_labels
from goldeneval.report._costtext import cost_lines
from goldeneval.report._coveragetext import coverage_line
from goldeneval.report._flakytext import ADVICE
from goldeneval.report._html_assets import CSP, CSS, JS
from goldeneval.report._htmlturns import baseline_calls_view, row_tools, tools_view, turn_blocks
from goldeneval.report._itemnotes import blame_text, judge_notes, labellers
from goldeneval.report._marks import check_phrases, flagged_phrases, mark_answer, word_diff
from goldeneval.report._surfacetext import surface_finding
from goldeneval.report._text import also_judged, calibration_line
from goldeneval.report._trend import TREND_LEGEND, TREND_RUNS, TrendPoint, trend_string
from goldeneval.verdict import format_rate, tally

if TYPE_CHECKING:
    from jinja2 import Environment


@dataclass(frozen=True)
class ItemHistory:
    """What the report shows of one item beyond its result in this run."""

    baseline: ItemResult | None = None
    """The item's result in its baseline run (latest earlier judged run), if any."""
    trend: tuple[TrendPoint, ...] = ()
    """Its outcome in the suite's last runs, oldest first, this run included."""
    expected: Expected | None = None
    """Its contract, when the golden set is at hand (else only flagged phrases show)."""
    turns: tuple[Expected, ...] = ()
    """A conversation's contract turn by turn, when the golden set is at hand."""


@dataclass(frozen=True)
class HtmlReport:
    """Everything :func:`render_html` draws."""

    summary: RunSummary
    """The run: counts, gate, regressions and every result, in the set's order."""
    items: Mapping[str, ItemHistory] = field(default_factory=dict)
    """Per item id, its baseline, trend and contract (missing ids: none known)."""
    store: str = ""
    """Which store the data was read from, password redacted (shown in the header)."""
    coverage: StoredCoverage | None = None
    """The suite's latest stored harvest (its share of real questions covered), if any."""


# ------------------------------------------------------------------ what the templates see

# A lone surrogate cannot be written as UTF-8 and a NUL is a parse error in
# HTML; either can arrive in an answer (JSON allows "\ud800" and "\u0000").
_UNWRITABLE = re.compile("[\x00\ud800-\udfff]")


def _writable(value: object) -> object:
    """Every printed value, before escaping: text that UTF-8 and HTML can hold."""
    if isinstance(value, str) and not isinstance(value, Markup):
        return _UNWRITABLE.sub("\ufffd", value)
    return value


def _rate(rate: float | None) -> str:
    return "n/a" if rate is None else format_rate(rate)


def _when(ts: float | None) -> str:
    if ts is None:
        return "-"
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _bar_fraction(point: TrendPoint) -> float:
    """A trend bar's height: the correctness, never so low the colour cannot be seen."""
    return 1.0 if point.correctness is None else max(0.12, min(1.0, point.correctness))


_PRESENCE = {
    "required": {True: "found", False: "missing"},
    "forbidden": {True: "present", False: "absent"},
}

_COLOURS = {
    Outcome.PASSED: "#1a7f37",
    Outcome.FAILED: "#cf222e",
    Outcome.ERRORED: "#bf8700",
    Outcome.SKIPPED: "#8c959f",
    Outcome.ESCALATED: "#8250df",  # purple: neither pass nor fail, an SME decides
}

_VERDICT_CLASS = {Verdict.PASSED: "pass", Verdict.FAILED: "fail", Verdict.NO_VERDICT: "none"}


@cache
def _environment() -> Environment:
    # Imported here: only drawing a page needs the template engine, not every command.
    from jinja2 import Environment, PackageLoader, StrictUndefined

    env = Environment(
        loader=PackageLoader("goldeneval.report", "templates"),
        autoescape=True,
        undefined=StrictUndefined,  # a misspelt name in a template fails the render, not the page
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=_writable,
        keep_trailing_newline=True,
    )
    env.filters.update(
        rate=_rate,
        when=_when,
        format_rate=format_rate,
        trend_string=trend_string,
        bar_fraction=_bar_fraction,
    )
    env.globals.update(
        colours=_COLOURS,
        presence=_PRESENCE,
        trend_legend=TREND_LEGEND,
        trend_runs=TREND_RUNS,
    )
    env.globals["m"] = env.get_template("macros.html.j2").module
    return env


def trend_svg(points: Sequence[TrendPoint], current: str, *, scale: int = 1) -> str:
    """One bar per run: colour = outcome, height = correctness; this run outlined."""
    macros: Any = _environment().globals["m"]
    return str(macros.trend_svg(points, current, scale))


def _labels(results: Sequence[ItemResult]) -> list[dict[str, Any]]:
    """One label row per item with an answer (an errored or skipped item has none to label)."""
    rows = []
    for r in results:
        if r.answer is None:
            continue
        judge = "-"
        if r.judge_pass is not None:
            judge = "pass" if r.judge_pass else "fail"
            if r.correctness is not None:
                judge += f", {r.correctness:.2f}"
        rows.append({"result": r, "judge": judge, "tools": dict(row_tools(r))})
    return rows


def _labels_file(run_id: str) -> str:
    """The download's file name: the run id with anything a file system may refuse replaced."""
    return "labels-" + re.sub(r"[^A-Za-z0-9._-]+", "_", run_id)[:100] + ".yaml"


def _cards(s: RunSummary) -> list[dict[str, str]]:
    c = s.counts
    cards = [
        (
            "pass rate",
            _rate(c.pass_rate),
            f"{c.passed}/{c.scored} scored; minimum {format_rate(s.min_pass_rate)}",
        ),
        (
            "coverage",
            _rate(c.coverage),
            f"{c.scored} of {c.drivable} drivable items scored; "
            f"minimum {format_rate(s.min_coverage)}",
        ),
        ("items", str(c.items), f"{c.failed} failed, {c.errored} errored, {c.skipped} skipped"),
        (
            "regressions",
            str(len(s.regressions)),
            f"{sum(1 for r in s.regressions if r.verified)} verified",
        ),
        *_verdict_sources(s),
        *_selective_card(s),
    ]
    return [{"name": k, "value": v, "detail": d} for k, v, d in cards]


def _surfaces(s: RunSummary) -> list[dict[str, Any]]:
    """The "By surface" table's rows; none when the run has items on one surface only."""
    if len(s.surfaces) < 2:
        return []
    return [
        {"surface": f.surface, "counts": f.counts, "finding": surface_finding(f)}
        for f in s.surfaces
    ]


def _verdict_sources(s: RunSummary) -> list[tuple[str, str, str]]:
    """The "verdicts" card: judged in this run (confirmed by samples), reused, or an SME's,
    and the other answers the judge scored (as the text report's line says)."""
    judged = [r for r in s.results if r.verdict_source is VerdictSource.JUDGED]
    reused = sum(1 for r in s.results if r.verdict_source is VerdictSource.REUSED)
    sme = sum(1 for r in s.results if r.verdict_source is VerdictSource.SME)
    also = also_judged(s)
    if not judged and not reused and not sme and not also:
        return []
    confirmed = sum(1 for r in judged if len(r.samples) > 1)
    return [
        (
            "verdicts",
            str(len(judged) + reused + sme),
            f"{len(judged)} judged now ({confirmed} confirmed by samples), "
            f"{reused} reused from earlier runs"
            + (f", {sme} SME labels{labellers(s.results)}" if sme else "")
            + (f"; {also}" if also else ""),
        )
    ]


def _selective_card(s: RunSummary) -> list[tuple[str, str, str]]:
    """The "escalated" card: the level the run's verdicts hold (§13.5)."""
    if s.selective_line is None:
        return []
    escalated = sum(1 for r in s.results if r.outcome is Outcome.ESCALATED)
    return [("escalated", str(escalated), s.selective_line)]


def _row(
    r: ItemResult,
    hist: ItemHistory,
    regressed: bool,
    pair: str | None = None,
    flaky: FlakyItem | None = None,
    tools_changed: bool = False,
) -> dict[str, Any]:
    tags = [r.outcome.value]
    if r.outcome in (Outcome.FAILED, Outcome.ERRORED):
        tags.append("problem")
    outcome = r.outcome.value
    tally = answers_tally(r.answers, r.answers_passed)
    if tally is not None:
        outcome += f" · {tally}"
    if r.flaky or flaky is not None:
        tags.append("flaky")  # for the table's filter
    if flaky is not None:
        outcome += f" · flaky in history ({flaky.figures()})"
    if regressed:
        tags.append("regressed")
        outcome += " · regressed"
    if pair is not None:
        tags.append(pair)  # compare mode: "worse" / "better", for the table's filter
        outcome += f" · {pair} than the reference"
    return {
        "result": r,
        "history": hist,
        "tags": tags,
        "outcome": outcome,
        "verified": "yes" if r.verified else "no",
        "correctness": "" if r.correctness is None else f"{r.correctness:.2f}",
        "blame": blame_text(r, hist.baseline, tools_changed=tools_changed),
        "trend": trend_string(hist.trend),
        "tools": row_tools(r),
    }


def _detail(
    r: ItemResult,
    hist: ItemHistory,
    anchor: str,
    regressed: bool,
    change: ToolsChange | None = None,
) -> dict[str, Any]:
    detail: dict[str, Any] = {
        "result": r,
        "history": hist,
        "anchor": anchor,
        "regressed": regressed,
        "marks": (),
        "only_flagged": False,
        "answer": (),
        "judge": None,
        # A conversation shows each turn in its own block: never one turn's question or
        # phrases beside another turn's answer.
        "turns": turn_blocks(r, hist.turns) if r.turns else (),
        "tools": None if r.turns else tools_view(r.tools, r.tools_expected),
    }
    if r.answer is not None and not r.turns:
        if hist.expected is not None:
            marks = check_phrases(r.answer, hist.expected)
        else:
            marks = flagged_phrases(r.answer, r.auto_fail)
            detail["only_flagged"] = True
        detail["marks"] = marks
        detail["answer"] = mark_answer(r.answer, marks)
    notes = judge_notes(r)
    if r.correctness is not None or r.judge_pass is not None or r.judge_reason or notes:
        detail["judge"] = {
            "verdict": "-" if r.judge_pass is None else ("pass" if r.judge_pass else "fail"),
            "correctness": "-" if r.correctness is None else f"{r.correctness:.2f}",
            "notes": notes,
        }
    base = hist.baseline
    if base is not None:
        since = blame_text(r, base, tools_changed=change is not None)
        if r.contract_changed:
            since += f"; expectations changed since run {base.run_id}, this run is the new baseline"
        detail["since"] = since
        detail["diff_old"], detail["diff_new"] = word_diff(base.answer or "", r.answer or "")
    detail["calls_beside"] = baseline_calls_view(change, r)
    return detail


def _needs_detail(r: ItemResult, regressed: set[str]) -> bool:
    return r.outcome in (Outcome.FAILED, Outcome.ERRORED) or r.item_id in regressed


def render_html(report: HtmlReport) -> str:
    """The whole page: verdict and reasons first, then numbers, table and failing items."""
    s = report.summary
    regressed = {g.item_id for g in s.regressions}
    bad = [r for r in s.results if _needs_detail(r, regressed)]
    anchors = {r.item_id: f"item-{n}" for n, r in enumerate(bad)}
    domains: dict[str, list[ItemResult]] = {}
    for r in s.results:
        domains.setdefault(r.domain, []).append(r)
    history = report.items
    pairs = pair_labels(s)
    page = _environment().get_template("page.html.j2")
    return page.render(
        s=s,
        store=report.store,
        csp=CSP,
        css=CSS,
        js=JS,
        verdict_class=_VERDICT_CLASS[s.gate.verdict],
        no_verdict=s.gate.verdict is Verdict.NO_VERDICT,
        cards=_cards(s),
        flaky_advice=ADVICE,
        calibration=calibration_line(s.judge_calibration),
        coverage=coverage_line(report.coverage),
        cost=cost_lines(s),
        labels=_labels(s.results),
        labels_file=_labels_file(s.run_id),
        surfaces=_surfaces(s),
        domains=[(domain, tally(rows)) for domain, rows in domains.items()],
        anchors=anchors,
        rows=[
            _row(
                r,
                history.get(r.item_id, ItemHistory()),
                r.item_id in regressed,
                pairs.get(r.item_id),
                s.flaky_in_history(r.item_id),
                s.tools_change_of(r.item_id) is not None,
            )
            for r in s.results
        ],
        compare=compare_view(s),
        details=[
            _detail(
                r,
                history.get(r.item_id, ItemHistory()),
                anchors[r.item_id],
                r.item_id in regressed,
                s.tools_change_of(r.item_id),
            )
            for r in bad
        ],
    )
