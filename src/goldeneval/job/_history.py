"""Reading the history store from the command line: where it is, ``history``, ``suites``.

Every command finds the store the way ``run`` does (flag > environment >
config file > default, through :func:`resolve_config`) and says on stderr
which store it read, password redacted, so "no runs" never hides a wrong store.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from goldeneval.config import Config, redact_dsn
from goldeneval.job._files import load_config
from goldeneval.job._flakyhistory import flaky_history
from goldeneval.model import DEFAULT_MIN_COVERAGE, GoldenSet, RunSummary, UsageError, Verdict
from goldeneval.report import TREND_LEGEND, TrendPoint, trend_string
from goldeneval.verdict import GateRules, SelectiveStatement, summarize_results

if TYPE_CHECKING:
    from goldeneval.store import RunRecord, Store

_OVERRIDES = {
    "chatbot_url": "chatbot_url",
    "judge_url": "judge_url",
    "judge_model": "judge_model",
    "suite": "suite",
    "store": "store",
    "concurrency": "concurrency",
    "min_pass_rate": "min_pass_rate",
    "pass_threshold": "pass_threshold",
    "deadline_seconds": "deadline",
    "allow_unverified": "allow_unverified",
    "ca_file": "ca_file",
    "min_coverage": "min_coverage",
    "rejudge": "rejudge",
    "store_outage_seconds": "store_outage_seconds",
    "store_buffer_items": "store_buffer_items",
    "spool_dir": "spool_dir",
    "min_agreement": "min_agreement",
    "judge_max_tokens_per_run": "judge_max_tokens_per_run",
    "judge_samples": "samples",
    "target_agreement": "target_agreement",
    "risk": "risk",
    "compare_url": "compare_url",
    "chatbot_samples": "chatbot_samples",
    "history_flaky_window": "flaky_window",
    "compare_internal_url": "compare_internal_url",
    "harvest_min_questions": "min_questions",
}
"""Config setting -> the argparse dest of the flag that overrides it."""


def resolve_config(args: argparse.Namespace, *, require_chatbot: bool = True) -> Config:
    """The configuration every command resolves the same way: flag > env > file > default.

    A command without one of the flags (``report`` has no ``--judge-url``)
    passes no override for it, so ``report``, ``history`` and ``suites`` find
    the store and suite exactly where ``run`` put them.
    """
    overrides = {key: getattr(args, dest, None) for key, dest in _OVERRIDES.items()}
    cfg = load_config(args.config, overrides, require_chatbot=require_chatbot)
    if overrides["risk"] is not None and cfg.judge.target_agreement is None:
        # The risk only qualifies a target: silently ignoring it would let a user
        # believe the run or calibration promises something it does not.
        raise UsageError(
            f"--risk {overrides['risk']:g} is given without a target agreement, so it would "
            "do nothing: add --target-agreement SHARE (or goldeneval.judge.target_agreement) "
            "or drop --risk"
        )
    return cfg


def store_label(cfg: Config) -> str:
    """The store as messages name it: the DSN with its password redacted, or the default file."""
    if cfg.store:
        return redact_dsn(cfg.store)
    from goldeneval.store import default_sqlite_path

    return f"default SQLite ({default_sqlite_path()})"


def store_from(args: argparse.Namespace, *, create: bool = False) -> tuple[Store, Config]:
    """The configured store, opened, after saying on stderr which one it is.

    Only ``db migrate`` passes ``create=True``: the read-only commands refuse
    a SQLite file that does not exist (exit 2 naming it) instead of leaving an
    empty store behind.
    """
    cfg = resolve_config(args, require_chatbot=False)
    from goldeneval.store import open_store  # lint and --help never load the store stack

    print(f"goldeneval: reading store {store_label(cfg)}", file=sys.stderr)
    return open_store(cfg.store, create=create), cfg


def no_runs(what: str, args: argparse.Namespace) -> str:
    """``what``, plus the next step that fits how the suite was chosen."""
    if getattr(args, "suite", None):
        return f"{what} in this store ('goldeneval suites' lists the suites it holds)"
    return (
        f"{what} in this store (the suite comes from the config or 'default'; "
        "give --suite NAME, 'goldeneval suites' lists them)"
    )


def chosen_run(store: Store, cfg: Config, args: argparse.Namespace) -> RunRecord:
    """The run a reading command is about: ``--run-id``, else the suite's latest finished one."""
    if args.run_id:
        record = store.get_run(args.run_id)
        if record is None:
            raise UsageError(f"no run {args.run_id!r} in this store")
        return record
    record = store.latest_run(cfg.suite)
    if record is None:
        raise UsageError(no_runs(f"no finished run of suite {cfg.suite!r}", args))
    return record


def html_page(store: Store, summary: RunSummary, cfg: Config, golden: GoldenSet | None) -> str:
    """The run's HTML report, with baselines and trends read from ``store``."""
    from goldeneval.report import render_html
    from goldeneval.store import html_report

    expected = None if golden is None else {i.id: i.expected for i in golden.items}
    turns = None
    if golden is not None:
        turns = {i.id: tuple(t.expected for t in i.conversation) for i in golden.items}
    return render_html(
        html_report(store, summary, expected=expected, turns=turns, store_label=store_label(cfg))
    )


def _time(ts: float | None) -> str:
    return "-" if ts is None else datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M:%S")


_VERDICT_WORD = {
    Verdict.PASSED: "PASSED",
    Verdict.FAILED: "FAILED",
    Verdict.NO_VERDICT: "NO VERDICT",
}


def _verdict(run: RunRecord) -> str:
    if run.gate is None:
        return run.status.value.upper()
    return _VERDICT_WORD[run.gate.verdict]


def _dump(data: Any) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False))


def cmd_history(args: argparse.Namespace) -> int:
    """Runs of a suite (newest first), or one item's results and trend."""
    store, cfg = store_from(args)
    try:
        if args.flaky:
            if not store.runs(cfg.suite, 1):
                raise UsageError(no_runs(f"no runs of suite {cfg.suite!r}", args))
            return flaky_history(store, cfg, args, store_label(cfg))
        if args.item:
            return _item_history(store, cfg.suite, args)
        runs = store.runs(cfg.suite, args.limit)
    finally:
        store.close()
    if not runs:
        raise UsageError(no_runs(f"no runs of suite {cfg.suite!r}", args))
    if args.json:
        _dump({"store": store_label(cfg), "suite": cfg.suite, "runs": [r.to_dict() for r in runs]})
        return 0
    print(f"runs of suite {cfg.suite} (newest first; times UTC)")
    print(
        f"{'run':<36} {'status':<11} {'started':<19} {'finished':<19} "
        f"{'pass rate':>9} {'errored':>7}  gate"
    )
    for run in runs:
        c = run.counts
        rate = "n/a" if c is None or c.pass_rate is None else f"{c.pass_rate:.2f}"
        errored = "-" if c is None else str(c.errored)
        print(
            f"{run.run_id:<36} {run.status.value:<11} {_time(run.started_at):<19} "
            f"{_time(run.finished_at):<19} {rate:>9} {errored:>7}  {_verdict(run)}"
        )
        for reason in () if run.gate is None else run.gate.reasons:
            print(f"    {reason}")
    return 0


def _item_history(store: Store, suite: str, args: argparse.Namespace) -> int:
    rows = store.item_history(suite, args.item, args.limit)
    if not rows:
        raise UsageError(no_runs(f"no results for item {args.item!r} in suite {suite!r}", args))
    # rows are newest first; a trend reads oldest first
    trend = trend_string(TrendPoint(r.run_id, r.outcome, r.correctness) for r in reversed(rows))
    if args.json:
        _dump(
            {
                "suite": suite,
                "item_id": args.item,
                "trend": trend,
                "legend": TREND_LEGEND,
                "results": [r.to_dict() for r in rows],
            }
        )
        return 0
    print(f"item {args.item} in suite {suite} (newest first; times UTC)")
    print(f"{'run':<36} {'finished':<19} {'result':<8} {'judge':<7} {'corr':>5}  reason")
    for r in rows:
        corr = "" if r.correctness is None else f"{r.correctness:.2f}"
        print(
            f"{r.run_id:<36} {_time(r.finished_at):<19} {r.outcome.value:<8} "
            f"{r.judge_status.value:<7} {corr:>5}  {' '.join(r.reason.split())}"
        )
    print(f"trend: {trend}")
    print(f"       ({TREND_LEGEND})")
    return 0


def cmd_suites(args: argparse.Namespace) -> int:
    """Every suite in the store with its newest run and that run's verdict."""
    store, cfg = store_from(args)
    try:
        latest = store.latest_runs()
    finally:
        store.close()
    if args.json:
        _dump({"store": store_label(cfg), "suites": [r.to_dict() for r in latest]})
        return 0
    if not latest:
        print("no runs in this store yet")
        return 0
    width = max(5, *(len(r.suite) for r in latest))
    print(
        f"{'suite':<{width}}  {'latest run':<36} {'finished (UTC)':<19} {'pass rate':>9}  verdict"
    )
    for run in latest:
        c = run.counts
        rate = "n/a" if c is None or c.pass_rate is None else f"{c.pass_rate:.2f}"
        print(
            f"{run.suite:<{width}}  {run.run_id:<36} {_time(run.finished_at):<19} "
            f"{rate:>9}  {_verdict(run)}"
        )
    return 0


def stored_summary(store: Store, record: RunRecord, flaky_window: int | None = None) -> RunSummary:
    """A stored run's summary rebuilt from its results and baselines, as ``report`` shows it
    (with ``flaky_window``: the items flaky in history as of that run marked too)."""
    from goldeneval.store import stored_calibration, stored_compare, summed, with_history_flaky

    results = store.results(record.run_id)
    baselines = store.baselines(record.suite, record.seq, [r.item_id for r in results])
    calibration = stored_calibration(store, record.suite, results)
    summary = summarize_results(
        results,
        baselines,
        run_id=record.run_id,
        suite=record.suite,
        set_digest=record.set_digest,
        unverified_items=record.unverified_items,
        rules=GateRules(
            min_pass_rate=record.min_pass_rate,
            allow_unverified=record.allow_unverified,
            min_coverage=DEFAULT_MIN_COVERAGE
            if record.min_coverage is None
            else record.min_coverage,
            pass_threshold=record.pass_threshold,
        ),
        started_at=record.started_at,
        finished_at=record.finished_at,
        stopped=_stop_cause(record),
        compare=stored_compare(store, record),
    )
    cost = summed(store.run_costs(record.run_id))  # every invocation's, as the run stated it
    summary = dataclasses.replace(summary, judge_calibration=calibration, cost=cost)
    if flaky_window is not None:
        summary = with_history_flaky(store, summary, flaky_window, record.seq)
    escalations = store.run_escalations(record.run_id)
    if escalations is None:
        return summary
    escalated, applied = escalations
    c = summary.counts
    line = SelectiveStatement.of(
        applied, escalated=escalated, verdicts=c.passed + c.failed + escalated
    ).line()
    return dataclasses.replace(summary, selective=applied, selective_line=line)


def _stop_cause(record: RunRecord) -> str | None:
    """Why a stored run ended early (then it has no verdict); None for a finished run."""
    from goldeneval.store import RunStatus

    if record.status is RunStatus.FINISHED:
        return None
    if record.gate is not None and record.gate.cause is not None:
        return record.gate.cause
    return f"run {record.run_id} has not finished ({record.status.value})"


def store_unreachable(cfg: Config, kept: str = "results are kept") -> Callable[[str], None]:
    """Says on stderr, once per outage, that the store is unreachable and is waited for
    (``kept``: what waits for it meanwhile)."""

    def notify(cause: str) -> None:
        print(
            f"goldeneval: store unreachable ({cause}); {kept} and retried "
            f"for up to {cfg.store_outage_seconds:g} s",
            file=sys.stderr,
        )

    return notify
