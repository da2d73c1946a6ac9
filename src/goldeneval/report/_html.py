"""The HTML report: one self-contained page an SME opens from a CI artifact or the cluster.

Pure: :func:`render_html` turns a :class:`HtmlReport` (the run's summary plus
what the store knows about each item's past) into a string; gathering that
data is the caller's I/O. The page inlines its style, script and drawings and
forbids loading anything else (Content-Security-Policy), so it opens offline.
Every piece of text that came from outside (questions, answers, reasons, ids)
goes through :func:`html.escape`; the script reads no data, it only sorts and
filters the table that is already on the page.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from goldeneval.model import (
    Expected,
    ItemResult,
    Outcome,
    RunSummary,
    Verdict,
    VerdictSource,
    tally_line,
)
from goldeneval.report._html_assets import CSP, CSS, JS
from goldeneval.report._marks import Segment, check_phrases, flagged_phrases, mark_answer, word_diff
from goldeneval.report._trend import TREND_LEGEND, TREND_RUNS, TrendPoint, trend_string
from goldeneval.verdict import blame_phrase, format_rate, tally


@dataclass(frozen=True)
class ItemHistory:
    """What the report shows of one item beyond its result in this run."""

    baseline: ItemResult | None = None
    """The item's result in its baseline run (latest earlier judged run), if any."""
    trend: tuple[TrendPoint, ...] = ()
    """Its outcome in the suite's last runs, oldest first, this run included."""
    expected: Expected | None = None
    """Its contract, when the golden set is at hand (else only flagged phrases show)."""


@dataclass(frozen=True)
class HtmlReport:
    """Everything :func:`render_html` draws."""

    summary: RunSummary
    """The run: counts, gate, regressions and every result, in the set's order."""
    items: Mapping[str, ItemHistory] = field(default_factory=dict)
    """Per item id, its baseline, trend and contract (missing ids: none known)."""
    store: str = ""
    """Which store the data was read from, password redacted (shown in the header)."""


def blame_text(result: ItemResult, baseline: ItemResult | None) -> str:
    """What changed since the item's baseline, in the words of the text report.

    Read from the flags the run stored with the result (docs/design.md §5,
    "Blame"), never worked out again here: ``answer changed; judge and
    expectations unchanged``. ``no baseline`` when the item was never judged
    before; a flag the run could not tell (an errored item has no answer)
    reads ``unknown``.
    """
    flags = (result.answer_changed, result.contract_changed, result.judge_changed)
    if baseline is None and all(f is None for f in flags):
        return "no baseline"
    return blame_phrase(*flags)


def judge_notes(result: ItemResult) -> tuple[str, ...]:
    """``judge 1/5 pass`` and ``verdict reused from run R``, as far as they apply."""
    notes = []
    tally_text = tally_line(result.samples)
    if tally_text:
        notes.append(tally_text)
    if result.verdict_source is VerdictSource.REUSED and result.verdict_run_id:
        notes.append(f"verdict reused from run {result.verdict_run_id}")
    return tuple(notes)


# ------------------------------------------------------------------ small pieces


# A lone surrogate cannot be written as UTF-8 and a NUL is a parse error in
# HTML; either can arrive in an answer (JSON allows "\ud800" and "\u0000").
_UNWRITABLE = re.compile("[\x00\ud800-\udfff]")


def _e(text: object) -> str:
    """``text`` safe inside an element or a quoted attribute, and writable as UTF-8."""
    return html.escape(_UNWRITABLE.sub("\ufffd", str(text)), quote=True)


def _rate(rate: float | None) -> str:
    return "n/a" if rate is None else format_rate(rate)


def _when(ts: float | None) -> str:
    if ts is None:
        return "-"
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _segments(parts: Sequence[Segment], tag: str) -> str:
    return "".join(
        _e(p.text) if p.mark is None else f'<{tag} class="{p.mark}">{_e(p.text)}</{tag}>'
        for p in parts
    )


_PRESENCE = {
    "required": {True: "found", False: "missing"},
    "forbidden": {True: "present", False: "absent"},
}

_COLOURS = {
    Outcome.PASSED: "#1a7f37",
    Outcome.FAILED: "#cf222e",
    Outcome.ERRORED: "#bf8700",
    Outcome.SKIPPED: "#8c959f",
}


def trend_svg(points: Sequence[TrendPoint], current: str, *, scale: int = 1) -> str:
    """One bar per run: colour = outcome, height = correctness; this run outlined."""
    if not points:
        return '<span class="meta">no history</span>'
    w, h = 10 * scale, 22 * scale
    bars = []
    for n, p in enumerate(points):
        frac = 1.0 if p.correctness is None else max(0.12, min(1.0, p.correctness))
        height = round(h * frac, 1)
        corr = "" if p.correctness is None else f", correctness {p.correctness:.2f}"
        edge = ' stroke="#1f2328" stroke-width="1.5"' if p.run_id == current else ""
        bars.append(
            f'<rect x="{n * w + 1}" y="{h - height}" width="{w - 2}" height="{height}" '
            f'fill="{_COLOURS[p.outcome]}"{edge}><title>run {_e(p.run_id)}: '
            f"{p.outcome.value}{corr}</title></rect>"
        )
    label = f"trend {trend_string(points)} ({TREND_LEGEND})"
    return (
        f'<svg class="trend" role="img" aria-label="{_e(label)}" width="{w * len(points)}" '
        f'height="{h}" viewBox="0 0 {w * len(points)} {h}">'
        f"{''.join(bars)}</svg>"
    )


# ------------------------------------------------------------------ sections


def _head(report: HtmlReport) -> list[str]:
    s = report.summary
    title = f"goldeneval report: {s.suite} / {s.run_id}"
    return [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>goldeneval report: suite {_e(s.suite)}</h1>",
        f'<div class="meta">run {_e(s.run_id)} · started {_when(s.started_at)} · '
        f"finished {_when(s.finished_at)} · golden set {_e(s.set_digest)}"
        + (f" · store {_e(report.store)}" if report.store else "")
        + "</div>",
    ]


_VERDICT_CLASS = {Verdict.PASSED: "pass", Verdict.FAILED: "fail", Verdict.NO_VERDICT: "none"}


def _verdict(s: RunSummary) -> list[str]:
    verdict = s.gate.verdict
    out = [f'<section class="verdict {_VERDICT_CLASS[verdict]}" id="verdict">{_e(s.gate.line)}']
    if verdict is Verdict.NO_VERDICT:
        # The cause is already on the line; say what it means instead of repeating it.
        out.append(
            '<p class="why">The run could not establish whether the chatbot passes: this is '
            "<b>not a pass</b> (exit code 3). Fix the cause above and run again.</p>"
        )
    elif s.gate.reasons:
        out.append("<ul>" + "".join(f"<li>{_e(r)}</li>" for r in s.gate.reasons) + "</ul>")
    out.append("</section>")
    if s.unverified_items:
        n = s.unverified_items
        out.append(
            f'<section class="banner" id="unverified"><b>Unverified golden set: {n} '
            f"item{'' if n == 1 else 's'} {'is' if n == 1 else 'are'} verified: false.</b> "
            "Their expectations have not been reviewed by an SME and may be wrong, so this "
            "run is not a certified quality result. Review every item and set "
            "<code>verified: true</code> before quoting these numbers.</section>"
        )
    return out


def _numbers(s: RunSummary) -> list[str]:
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
        *_verdict_sources(s.results),
    ]
    out = ['<h2>Numbers</h2><div class="nums">']
    out += [
        f'<div class="num">{k}<b>{_e(v)}</b><span class="meta">{_e(d)}</span></div>'
        for k, v, d in cards
    ]
    out.append(
        "</div><h2>By domain</h2><table><thead><tr><th>domain</th><th>items</th>"
        "<th>scored</th><th>passed</th><th>failed</th><th>errored</th><th>skipped</th>"
        "<th>pass rate</th><th>coverage</th></tr></thead><tbody>"
    )
    domains: dict[str, list[ItemResult]] = {}
    for r in s.results:
        domains.setdefault(r.domain, []).append(r)
    for domain, rows in domains.items():
        d = tally(rows)
        out.append(
            f"<tr><td>{_e(domain)}</td><td>{d.items}</td><td>{d.scored}</td><td>{d.passed}</td>"
            f"<td>{d.failed}</td><td>{d.errored}</td><td>{d.skipped}</td>"
            f"<td>{_rate(d.pass_rate)}</td><td>{_rate(d.coverage)}</td></tr>"
        )
    out.append("</tbody></table>")
    return out


def _verdict_sources(results: Sequence[ItemResult]) -> list[tuple[str, str, str]]:
    """The "verdicts" card: judged in this run (confirmed by samples) or reused."""
    judged = [r for r in results if r.verdict_source is VerdictSource.JUDGED]
    reused = sum(1 for r in results if r.verdict_source is VerdictSource.REUSED)
    if not judged and not reused:
        return []
    confirmed = sum(1 for r in judged if len(r.samples) > 1)
    return [
        (
            "verdicts",
            str(len(judged) + reused),
            f"{len(judged)} judged now ({confirmed} confirmed by samples), "
            f"{reused} reused from earlier runs",
        )
    ]


def _expectations(s: RunSummary, anchors: Mapping[str, str]) -> list[str]:
    """Items whose expectations an SME changed: reported, never a regression."""
    if not s.expectations_changed:
        return []
    out = [
        f'<h2 id="expectations">Expectations changed ({len(s.expectations_changed)})</h2>',
        '<p class="meta">Their contract (question, phrases, rubric or verified) differs from '
        "their baseline's, so they are never counted as regressions; this run is their new "
        "baseline.</p><ul>",
    ]
    for c in s.expectations_changed:
        anchor = anchors.get(c.item_id)
        ident = f'<a href="#{anchor}">{_e(c.item_id)}</a>' if anchor else _e(c.item_id)
        out.append(
            f"<li>{ident}: expectations changed since run {_e(c.baseline_run_id)} — "
            "this run is the new baseline</li>"
        )
    out.append("</ul>")
    return out


def _needs_detail(r: ItemResult, regressed: set[str]) -> bool:
    return r.outcome in (Outcome.FAILED, Outcome.ERRORED) or r.item_id in regressed


def _table(report: HtmlReport, regressed: set[str], anchors: Mapping[str, str]) -> list[str]:
    s = report.summary
    out = [
        "<h2>Items</h2>",
        '<div class="tools"><input id="filter" type="search" placeholder="filter: id, domain, '
        'text…" aria-label="filter items"><select id="outcome" aria-label="outcome">'
        '<option value="">every outcome</option><option value="problem">failed or errored'
        '</option><option value="regressed">regressed</option><option value="passed">passed'
        '</option><option value="failed">failed</option><option value="errored">errored</option>'
        '<option value="skipped">skipped</option></select>'
        f'<span class="meta">click a column to sort · trend: last {TREND_RUNS} runs, '
        f"{_e(TREND_LEGEND)}</span></div>",
        '<table id="items"><thead><tr><th>id</th><th>domain</th><th>verified</th>'
        "<th>outcome</th><th data-numeric>correctness</th><th>blame</th><th>trend</th>"
        "</tr></thead><tbody>",
    ]
    for n, r in enumerate(s.results):
        hist = report.items.get(r.item_id, ItemHistory())
        tags = [r.outcome.value]
        if r.outcome in (Outcome.FAILED, Outcome.ERRORED):
            tags.append("problem")
        outcome = r.outcome.value
        if r.item_id in regressed:
            tags.append("regressed")
            outcome += " · regressed"
        blame = blame_text(r, hist.baseline)
        anchor = anchors.get(r.item_id)
        ident = f'<a href="#{anchor}">{_e(r.item_id)}</a>' if anchor else _e(r.item_id)
        corr = "" if r.correctness is None else f"{r.correctness:.2f}"
        cells = [
            (r.item_id, ident),
            (r.domain, _e(r.domain)),
            ("yes" if r.verified else "no", "yes" if r.verified else "no"),
            (outcome, f'<span class="o-{r.outcome.value}">{_e(outcome)}</span>'),
            (corr, corr or "-"),
            (blame, _e(blame)),
            (trend_string(hist.trend), trend_svg(hist.trend, s.run_id)),
        ]
        tds = "".join(f'<td data-v="{_e(v)}">{shown}</td>' for v, shown in cells)
        out.append(f'<tr data-tags="{" ".join(tags)}" data-row="{n}">{tds}</tr>')
    out.append("</tbody></table>")
    return out


def _detail(r: ItemResult, hist: ItemHistory, anchor: str, s: RunSummary, regressed: bool) -> str:
    title = f"{r.item_id} — {r.outcome.value}" + (" · regressed" if regressed else "")
    out = [f'<details class="item" open id="{anchor}"><summary>{_e(title)}</summary>']
    out.append(
        f'<p><span class="k">domain</span>{_e(r.domain)} · '
        f"{'verified' if r.verified else 'unverified'}</p>"
    )
    out.append(f'<p><span class="k">question</span>{_e(r.question)}</p>')
    if r.error:
        out.append(f'<p><span class="k">error</span>{_e(r.error)}</p>')
    if r.answer is not None:
        if hist.expected is not None:
            marks = check_phrases(r.answer, hist.expected)
            note = ""
        else:
            marks = flagged_phrases(r.answer, r.auto_fail)
            note = (
                '<p class="meta">Only the phrases the fact gate flagged are shown; '
                "give the golden set (--set) to see every phrase.</p>"
            )
        if marks:
            items = "".join(
                f'<li class="{"ok" if m.ok else "bad"}">{m.kind} “{_e(m.phrase)}”: '
                f"{_PRESENCE[m.kind][m.present]}"
                + (f" ({len(m.spans)}×)" if len(m.spans) > 1 else "")
                + "</li>"
                for m in marks
            )
            out.append(f'<ul class="phr">{items}</ul>{note}')
        out.append('<p><span class="k">answer</span></p>')
        out.append(f'<div class="answer">{_segments(mark_answer(r.answer, marks), "mark")}</div>')
    notes = judge_notes(r)
    if r.correctness is not None or r.judge_pass is not None or r.judge_reason or notes:
        verdict = "-" if r.judge_pass is None else ("pass" if r.judge_pass else "fail")
        corr = "-" if r.correctness is None else f"{r.correctness:.2f}"
        out.append(
            f'<p><span class="k">judge</span>{verdict}, correctness {corr} '
            f"(threshold {format_rate(s.pass_threshold)})"
            + "".join(f" · {_e(n)}" for n in notes)
            + (f": {_e(r.judge_reason)}" if r.judge_reason else "")
            + "</p>"
        )
    if r.reason:
        out.append(f'<p><span class="k">outcome reason</span>{_e(r.reason)}</p>')
    base = hist.baseline
    if base is None:
        out.append('<p><span class="k">since baseline</span>no baseline (never judged before)</p>')
    else:
        facts = blame_text(r, base)
        if r.contract_changed:
            facts += f"; expectations changed since run {base.run_id}, this run is the new baseline"
        out.append(
            f'<p><span class="k">since baseline</span>run {_e(base.run_id)} '
            f"({base.outcome.value}): {_e(facts)}</p>"
        )
        old, new = word_diff(base.answer or "", r.answer or "")
        out.append(
            '<div class="sides"><div><b>baseline answer</b> (run '
            f'{_e(base.run_id)})<div class="answer diff-old">{_segments(old, "span")}</div></div>'
            '<div><b>this answer</b><div class="answer diff-new">'
            f"{_segments(new, 'span')}</div></div></div>"
        )
    out.append(
        f'<p><span class="k">trend</span>{trend_svg(hist.trend, s.run_id, scale=2)} '
        f"<code>{_e(trend_string(hist.trend))}</code></p></details>"
    )
    return "".join(out)


def render_html(report: HtmlReport) -> str:
    """The whole page: verdict and reasons first, then numbers, table and failing items."""
    s = report.summary
    regressed = {g.item_id for g in s.regressions}
    bad = [r for r in s.results if _needs_detail(r, regressed)]
    anchors = {r.item_id: f"item-{n}" for n, r in enumerate(bad)}
    out = _head(report) + _verdict(s) + _numbers(s) + _expectations(s, anchors)
    out += _table(report, regressed, anchors)
    out.append(f"<h2>Failed, regressed and errored items ({len(bad)})</h2>")
    if not bad:
        out.append("<p>None: every driven item passed.</p>")
    for r in bad:
        hist = report.items.get(r.item_id, ItemHistory())
        out.append(_detail(r, hist, anchors[r.item_id], s, r.item_id in regressed))
    out.append(
        f'<p class="meta">Trend bars: colour is the outcome ({_e(TREND_LEGEND)}), '
        "height the judge's correctness; this run is outlined.</p>"
    )
    out.append(f"<script>{JS}</script></body></html>")
    return "\n".join(out) + "\n"
