"""Gathering from the store what the HTML report shows beyond a run's own results.

The CLI (``run --html``, ``report --html``) and the operator (``/reports/…``)
both call :func:`html_report`, so a report reads the same history wherever
it is drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from goldeneval.model import (
    DEFAULT_MIN_COVERAGE,
    Expected,
    GateVerdict,
    ItemResult,
    JudgeCalibration,
    RunSummary,
    StoreError,
)
from goldeneval.report import TREND_RUNS, HtmlReport, ItemHistory
from goldeneval.store._interface import Store
from goldeneval.store._records import RunRecord
from goldeneval.verdict import (
    CompareMode,
    CompareRules,
    compare_results,
    expectation_changes,
    tally,
    tools_changes,
)


def stored_compare(store: Store, record: RunRecord) -> CompareMode | None:
    """A compare-mode run's reference, rules and reference results as stored; None for a plain run."""
    c = record.compare
    if not c:
        return None
    return CompareMode(
        reference_url=str(c.get("reference_url", "")),
        rules=CompareRules(
            max_drop=float(c["max_drop"]),
            alpha=float(c["alpha"]),
            gate_history=bool(c.get("gate_history")),
        ),
        references=tuple(store.reference_results(record.run_id)),
    )


def html_report(
    store: Store,
    summary: RunSummary,
    *,
    expected: Mapping[str, Expected] | None = None,
    turns: Mapping[str, tuple[Expected, ...]] | None = None,
    store_label: str = "",
) -> HtmlReport:
    """The summary plus each item's baseline result, trend and (when given) contract.

    Baseline results are read one baseline run at a time, not one item at a
    time: after an ordinary rerun every item's baseline is the same run. A
    summary read back from a run's row (:func:`stored_run_summary`) does not
    list the items whose expectations changed; they are found here against
    the same baselines the run compared with.
    """
    record = store.get_run(summary.run_id)
    if record is None:
        raise StoreError(f"run {summary.run_id} is not in the store; cannot draw its report")
    ids = [r.item_id for r in summary.results]
    compare = stored_compare(store, record) if summary.comparison is None else None
    if compare is not None:
        # A summary read back from the run's row: its pairs, from the stored reference results.
        refs = {r.item_id: r for r in compare.references}
        summary = replace(
            summary,
            comparison=compare_results(summary.results, refs, compare.reference_url),
            reference_results=tuple(r for r in compare.references if r.item_id in set(ids)),
        )
    baselines = store.baselines(summary.suite, record.seq, ids)
    if not summary.expectations_changed:
        summary = replace(
            summary, expectations_changed=expectation_changes(summary.results, baselines)
        )
    if not summary.tools_changes:  # a summary read back from its row, like the above
        summary = replace(summary, tools_changes=tools_changes(summary.results, baselines))
    by_run: dict[str, set[str]] = {}
    for item_id, base in baselines.items():
        by_run.setdefault(base.run_id, set()).add(item_id)
    base_results: dict[str, ItemResult] = {}
    for run_id, wanted in by_run.items():
        for r in store.results(run_id):
            if r.item_id in wanted:
                base_results[r.item_id] = r
    trends = store.trends(summary.suite, record.seq, TREND_RUNS)
    contracts = expected or {}
    items = {
        i: ItemHistory(
            baseline=base_results.get(i),
            trend=tuple(trends.get(i, ())),
            expected=contracts.get(i),
            turns=(turns or {}).get(i, ()),
        )
        for i in ids
    }
    # The figure is the latest large-enough harvest's; with none, the newest small one says
    # that too few questions were kept.
    coverage = store.latest_coverage(summary.suite) or next(
        iter(store.harvest_history(summary.suite, 1)), None
    )
    return HtmlReport(summary=summary, items=items, store=store_label, coverage=coverage)


def stored_calibration(
    store: Store, suite: str, results: Sequence[ItemResult]
) -> JudgeCalibration | None:
    """The latest calibration of the judge (model and prompt) that judged a stored run.

    Looked up as of now: a calibration stored after the run still describes
    its judge, and every report of the run states it.
    """
    for r in results:
        if r.judge_model and r.prompt_digest:
            return store.latest_calibration(suite, r.judge_model, r.prompt_digest)
    return None


def stored_run_summary(
    record: RunRecord,
    results: Sequence[ItemResult],
    *,
    calibration: JudgeCalibration | None = None,
) -> RunSummary:
    """A run as its row recorded it: the verdict, counts and regressions stored at its end.

    The operator's report shows what the run decided, not a recomputation:
    a run whose row holds no verdict (it was interrupted, or a shard is
    still writing) says so instead of passing.
    """
    gate = record.gate or GateVerdict.none(f"no verdict recorded: the run is {record.status.value}")
    return RunSummary(
        run_id=record.run_id,
        suite=record.suite,
        set_digest=record.set_digest,
        counts=record.counts or tally(results),
        unverified_items=record.unverified_items,
        regressions=record.regressions,
        gate=gate,
        results=tuple(results),
        min_pass_rate=record.min_pass_rate,
        pass_threshold=record.pass_threshold,
        started_at=record.started_at,
        finished_at=record.finished_at,
        min_coverage=DEFAULT_MIN_COVERAGE if record.min_coverage is None else record.min_coverage,
        judge_calibration=calibration,
    )
