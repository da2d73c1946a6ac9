"""Prometheus metrics that never lie (docs/design.md §9).

The operator keeps an index of every GoldenRun it sees (kopf lists them all at
start-up, so the index is rebuilt on every start) plus a little memory that
only grows: how many runs of each suite finished with each outcome, and when
each suite last finished a run. A custom collector turns both into series at
scrape time.

* Gauges describe the latest finished run of each suite that still exists.
* ``goldeneval_runs_total`` counts the runs that finished while this process
  watched (a run counts once, when it is seen to finish or when it finished
  after the process started). Deleting a run never lowers it; a restart starts
  it again from 0, which Prometheus reads as an ordinary counter reset, so
  ``increase()`` over a restart or a deletion never invents a run.
* Every per-suite series exists from the suite's first GoldenRun on (the
  counter at 0 for each outcome, so the first error is an increase from 0)
  and stays while the suite has GoldenRuns.

Series are labelled by ``namespace`` and ``suite`` only (plus a small fixed
dimension such as ``outcome``, or the one ``judge_model`` of a suite's
latest calibration), never by run name.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from goldeneval.model import PAIR_OUTCOMES
from goldeneval.operator.reconcile import OUTCOMES, RunFacts, RunOutcome

LABELS = ("namespace", "suite")

__all__ = ["GoldenCollector", "RunFacts", "RunIndex", "SchedulePeriod", "latest_finished"]


@dataclass(frozen=True)
class SchedulePeriod:
    """A GoldenSchedule as the staleness alert needs it."""

    namespace: str
    """Namespace of the schedule (and of the runs it creates)."""
    schedule: str
    """Name of the GoldenSchedule."""
    suite: str
    """Suite of its run template."""
    period_seconds: float
    """Longest gap between two consecutive scheduled slots."""


class RunIndex:
    """Every GoldenRun the operator watches, by uid, and the monotonic counts (thread-safe)."""

    def __init__(self, started_at: float | None = None) -> None:
        self._lock = threading.Lock()
        self._runs: dict[str, RunFacts] = {}
        self._started_at = time.time() if started_at is None else started_at
        self._counted: set[str] = set()
        self._totals: dict[tuple[str, str, RunOutcome], int] = {}
        self._tokens: dict[tuple[str, str, str], int] = {}
        self._chatbot_calls: dict[tuple[str, str], int] = {}
        self._last_completion: dict[tuple[str, str], float] = {}

    def update(self, body: Mapping[str, Any]) -> RunFacts | None:
        """Record the current state of a GoldenRun (counting it once when it finishes)."""
        facts = RunFacts.from_body(body)
        if facts is None:
            return None
        with self._lock:
            before = self._runs.get(facts.uid)
            self._runs[facts.uid] = facts
            if facts.completion is not None and facts.outcome is not None:
                last = self._last_completion.get(facts.key, 0.0)
                self._last_completion[facts.key] = max(last, facts.completion)
            if facts.outcome is None or facts.uid in self._counted:
                return facts
            seen_running = before is not None and before.outcome is None
            # Status times have whole seconds: compare with the start's second.
            since_start = (facts.completion or 0.0) >= int(self._started_at)
            if seen_running or since_start:
                self._counted.add(facts.uid)
                key = (facts.namespace, facts.suite, facts.outcome)
                self._totals[key] = self._totals.get(key, 0) + 1
                self._count_cost(facts)
        return facts

    def _count_cost(self, facts: RunFacts) -> None:
        """Add a finished run's judge tokens and chatbot calls to the counters (under the lock)."""
        if facts.cost is None:
            return
        total = facts.cost.total
        for kind, n in (("prompt", total.prompt_tokens), ("completion", total.completion_tokens)):
            key = (facts.namespace, facts.suite, kind)
            self._tokens[key] = self._tokens.get(key, 0) + (n or 0)
        calls = (facts.namespace, facts.suite)
        self._chatbot_calls[calls] = self._chatbot_calls.get(calls, 0) + total.chatbot_calls

    def cost_totals(self) -> tuple[dict[tuple[str, str, str], int], dict[tuple[str, str], int]]:
        """Judge tokens per ``(namespace, suite, kind)`` and chatbot calls per ``(namespace,
        suite)`` of the runs counted, copied."""
        with self._lock:
            return dict(self._tokens), dict(self._chatbot_calls)

    def remove(self, uid: str) -> None:
        """Forget a deleted GoldenRun; what it added to the counters stays."""
        with self._lock:
            self._runs.pop(uid, None)
            self._counted.discard(uid)  # a uid never comes back

    def get(self, uid: str) -> RunFacts | None:
        """The run with this uid, if known."""
        with self._lock:
            return self._runs.get(uid)

    def snapshot(self) -> list[RunFacts]:
        """All runs, copied."""
        with self._lock:
            return list(self._runs.values())

    def totals(self) -> dict[tuple[str, str, RunOutcome], int]:
        """Finished runs counted per ``(namespace, suite, outcome)``, copied."""
        with self._lock:
            return dict(self._totals)

    def last_completions(self) -> dict[tuple[str, str], float]:
        """Latest completion time seen per ``(namespace, suite)``, copied."""
        with self._lock:
            return dict(self._last_completion)


def latest_finished(runs: Iterable[RunFacts]) -> dict[tuple[str, str], RunFacts]:
    """Per (namespace, suite), the run that finished last."""
    out: dict[tuple[str, str], RunFacts] = {}
    for run in runs:
        if run.outcome is None or run.completion is None:
            continue
        best = out.get(run.key)
        if best is None or (run.completion, run.uid) > (best.completion or 0.0, best.uid):
            out[run.key] = run
    return out


def _ratio_of(text: str | None) -> float | None:
    """A status ratio as a number; None when absent or not a ratio (a status written by hand)."""
    try:
        value = None if text is None else float(text)
    except ValueError:
        return None
    return value if value is not None and 0.0 <= value <= 1.0 else None


def _gauge(name: str, text: str, *extra: str) -> GaugeMetricFamily:
    return GaugeMetricFamily(name, text, labels=(*LABELS, *extra))


class GoldenCollector(Collector):
    """Builds every goldeneval series from the run index at scrape time."""

    def __init__(
        self,
        index: RunIndex,
        schedules: Callable[[], Iterable[SchedulePeriod]] = lambda: (),
    ) -> None:
        self._index = index
        self._schedules = schedules

    def collect(self) -> Iterator[Metric]:
        """The docs/design.md §9 series."""
        runs = self._index.snapshot()
        latest = latest_finished(runs)
        suites = sorted({run.key for run in runs})
        yield from self._latest_run(latest)
        yield from self._judge_agreement(runs)
        yield from self._per_suite(runs, suites)
        yield from self._schedule_periods()

    def _latest_run(self, latest: Mapping[tuple[str, str], RunFacts]) -> Iterator[Metric]:
        """Each suite's latest finished run: its rates, results, gate, outcome and duration."""
        pass_ratio = _gauge(
            "goldeneval_pass_ratio",
            "Pass rate (passed / scored) of the latest finished run of the suite.",
        )
        min_ratio = _gauge(
            "goldeneval_min_pass_ratio",
            "Pass-rate floor the gate applied to the latest finished run.",
        )
        regressions = _gauge(
            "goldeneval_regressions",
            "Items of the latest finished run that regressed against their baseline.",
            "verified",
        )
        items = _gauge(
            "goldeneval_items",
            "Items of the latest finished run by result (errored: no answer or no judgement).",
            "result",
        )
        escalated = _gauge(
            "goldeneval_items_escalated",
            "Items of the latest finished run escalated to an SME instead of decided "
            "(spec.judge.targetAgreement); counted in goldeneval_items under no result.",
        )
        verdicts = _gauge(
            "goldeneval_verdicts",
            "Verdicts of the latest finished run by source: judged (the judge asked), reused "
            "(an earlier run's verdict on the same answer), sme (an SME's label).",
            "source",
        )
        flaky = _gauge(
            "goldeneval_items_flaky",
            "Items of the latest finished run whose answers disagreed: answer confirmation "
            "asked again and some answers passed, some failed (status.flaky).",
        )
        gate = _gauge(
            "goldeneval_gate_passed",
            "1 when the latest finished run passed the gate, 0 when it failed or had no verdict.",
        )
        outcome = _gauge(
            "goldeneval_last_run_outcome",
            "1 for the outcome of the latest finished run (passed, failed, error = no verdict).",
            "outcome",
        )
        duration = _gauge(
            "goldeneval_run_duration_seconds",
            "Wall time of the latest finished run (Job creation to verdict).",
        )
        for (ns, suite), run in sorted(latest.items()):
            labels = [ns, suite]
            if run.pass_rate is not None:
                pass_ratio.add_metric(labels, run.pass_rate)
            if run.min_pass_rate is not None:
                min_ratio.add_metric(labels, run.min_pass_rate)
            regressions.add_metric([*labels, "true"], run.verified_regressions)
            regressions.add_metric([*labels, "false"], run.unverified_regressions)
            if run.counts is not None:
                for result in ("passed", "failed", "errored", "skipped"):
                    items.add_metric([*labels, result], getattr(run.counts, result))
                escalated.add_metric(labels, run.counts.escalated)
            for source, n in sorted((run.verdict_sources or {}).items()):
                verdicts.add_metric([*labels, source], n)
            if run.flaky is not None:
                flaky.add_metric(labels, run.flaky)
            gate.add_metric(labels, 1.0 if run.outcome == "passed" else 0.0)
            for name in OUTCOMES:
                outcome.add_metric([*labels, name], 1.0 if run.outcome == name else 0.0)
            if run.completion is not None and run.start is not None:
                duration.add_metric(labels, max(0.0, run.completion - run.start))
        yield from (pass_ratio, min_ratio, regressions, items, escalated, verdicts, flaky, gate)
        yield from (outcome, duration)
        yield from self._latest_surfaces(latest)
        yield from self._latest_comparison(latest)

    def _latest_surfaces(self, latest: Mapping[tuple[str, str], RunFacts]) -> Iterator[Metric]:
        """Each suite's latest finished run per surface: the same floor holds on each."""
        pass_ratio = _gauge(
            "goldeneval_surface_pass_ratio",
            "Pass rate (passed / scored) of one surface (public, internal) of the latest "
            "finished run of the suite; no series for a surface with nothing scored.",
            "surface",
        )
        coverage = _gauge(
            "goldeneval_surface_coverage_ratio",
            "Coverage (scored / drivable) of one surface of the latest finished run of the "
            "suite; no series for a surface that was not evaluated (every item skipped).",
            "surface",
        )
        for (ns, suite), run in sorted(latest.items()):
            for s in run.surfaces:
                rate, covered = _ratio_of(s.pass_rate), _ratio_of(s.coverage)
                if rate is not None:
                    pass_ratio.add_metric([ns, suite, s.surface], rate)
                if covered is not None:
                    coverage.add_metric([ns, suite, s.surface], covered)
        yield from (pass_ratio, coverage)

    def _latest_comparison(self, latest: Mapping[tuple[str, str], RunFacts]) -> Iterator[Metric]:
        """Compare mode's pairs of each suite's latest finished run."""
        compare_items = _gauge(
            "goldeneval_compare_items",
            "Compare mode: items of the latest finished run by pair outcome against the reference "
            "(same, worse, better, unpaired); 0 for a history-mode run.",
            "outcome",
        )
        verified_worse = _gauge(
            "goldeneval_compare_verified_worse",
            "Compare mode: verified items of the latest finished run worse than the reference "
            "(each fails the gate); 0 for a history-mode run.",
        )
        for (ns, suite), run in sorted(latest.items()):
            labels = [ns, suite]
            # Every outcome series exists from the suite's first finished run,
            # at 0 when it is not a compare run, so alerts and increase() start from 0.
            pairs = run.comparison
            for pair in PAIR_OUTCOMES:
                compare_items.add_metric(
                    [*labels, pair.value], 0 if pairs is None else getattr(pairs, pair.value)
                )
            verified_worse.add_metric(labels, 0 if pairs is None else pairs.verified_worse)
        yield from (compare_items, verified_worse)

    def _judge_agreement(self, runs: list[RunFacts]) -> Iterator[Metric]:
        """κ of the judge's latest calibration, as the suite's latest run with results read it.

        A run that ended before its shards reported (a deadline, a pod that never
        started) read nothing and changes nothing; one whose judge is not
        calibrated (or whose κ is undefined) leaves the suite without a series,
        never with an old model's figure.
        """
        agreement = GaugeMetricFamily(
            "goldeneval_judge_agreement",
            "Cohen's kappa of the judge's latest calibration against the SME labels, "
            "as the suite's latest run with results read it.",
            labels=(*LABELS, "judge_model"),
        )
        floor = _gauge(
            "goldeneval_judge_min_agreement",
            "Floor on the judge's calibration kappa the suite's latest run applied (set, above 0).",
        )
        with_results = latest_finished(r for r in runs if r.counts is not None)
        for (ns, suite), run in sorted(with_results.items()):
            if run.judge_model is not None and run.judge_agreement is not None:
                agreement.add_metric([ns, suite, run.judge_model], run.judge_agreement)
            if run.min_agreement:
                floor.add_metric([ns, suite], run.min_agreement)
        yield from (agreement, floor)

    def _per_suite(self, runs: list[RunFacts], suites: list[tuple[str, str]]) -> Iterator[Metric]:
        totals = self._index.totals()
        completions = self._index.last_completions()
        in_progress: dict[tuple[str, str], int] = {}
        for run in runs:
            if run.outcome is None:
                in_progress[run.key] = in_progress.get(run.key, 0) + 1
        total = CounterMetricFamily(
            "goldeneval_runs",
            "GoldenRuns that finished while this operator process watched, by outcome "
            "(passed, failed, error = no verdict). Deleting runs never lowers it.",
            labels=(*LABELS, "outcome"),
        )
        running = _gauge(
            "goldeneval_runs_in_progress", "GoldenRuns of the suite that have not finished yet."
        )
        last_ts = _gauge(
            "goldeneval_last_run_timestamp_seconds",
            "Unix time a run of the suite last finished (never moves back when runs are deleted).",
        )
        for ns, suite in suites:
            for name in OUTCOMES:
                total.add_metric([ns, suite, name], totals.get((ns, suite, name), 0))
            running.add_metric([ns, suite], in_progress.get((ns, suite), 0))
            if (ns, suite) in completions:
                last_ts.add_metric([ns, suite], completions[(ns, suite)])
        yield from (total, running, last_ts)
        yield from self._cost_counters(suites)

    def _cost_counters(self, suites: list[tuple[str, str]]) -> Iterator[Metric]:
        """What the counted runs asked of the judge (tokens by kind) and of the chatbot."""
        tokens, calls = self._index.cost_totals()
        judge = CounterMetricFamily(
            "goldeneval_judge_tokens",
            "Judge tokens (kind prompt or completion, as the judge reported them in usage) of "
            "the GoldenRuns counted in goldeneval_runs_total.",
            labels=(*LABELS, "kind"),
        )
        chatbot = CounterMetricFamily(
            "goldeneval_chatbot_calls",
            "Questions put to the chatbot or the internal agent by the GoldenRuns counted in "
            "goldeneval_runs_total (each turn of a conversation, the reference's in compare mode).",
            labels=LABELS,
        )
        for ns, suite in suites:
            for kind in ("prompt", "completion"):
                judge.add_metric([ns, suite, kind], tokens.get((ns, suite, kind), 0))
            chatbot.add_metric([ns, suite], calls.get((ns, suite), 0))
        yield from (judge, chatbot)

    def _schedule_periods(self) -> Iterator[Metric]:
        period = GaugeMetricFamily(
            "goldeneval_schedule_period_seconds",
            "Longest gap between two scheduled runs of an active GoldenSchedule.",
            labels=(*LABELS, "schedule"),
        )
        for s in sorted(self._schedules(), key=lambda s: (s.namespace, s.suite, s.schedule)):
            period.add_metric([s.namespace, s.suite, s.schedule], s.period_seconds)
        yield period
