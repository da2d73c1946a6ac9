"""Prometheus metrics from current state (docs/design.md §9).

The operator keeps an index of every GoldenRun it sees (kopf lists them all at
startup, so the index is rebuilt on every start). A custom collector turns
the index into series at scrape time: per (namespace, suite), the latest
finished run's results, plus counts of the runs that exist. Nothing is
accumulated in process memory, so a deleted suite leaves no stale series and
a restart loses nothing. Series are labelled by ``namespace`` and ``suite``
only (plus a small fixed dimension such as ``result``), never by run name.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from goldeneval._models import Counts
from goldeneval.operator._status import GoldenRunStatus, Phase, parse_time

LABELS = ("namespace", "suite")


@dataclass(frozen=True)
class RunFacts:
    """What the metrics need to know about one GoldenRun."""

    uid: str
    """``metadata.uid``."""
    namespace: str
    """Namespace."""
    name: str
    """Name (used to find the run, never as a label)."""
    suite: str
    """``spec.suite``."""
    phase: Phase | None
    """Current phase (None before the first reconcile)."""
    start: float | None
    """Unix time the Job was created."""
    completion: float | None
    """Unix time the run finished."""
    pass_rate: float | None
    """Pass rate of a finished run."""
    min_pass_rate: float | None
    """Gate floor applied."""
    counts: Counts | None
    """Result counts."""
    verified_regressions: int
    """Verified regressions."""
    unverified_regressions: int
    """Unverified regressions."""
    gate_passed: bool | None
    """The verdict."""

    @classmethod
    def from_body(cls, body: Mapping[str, Any]) -> RunFacts | None:
        """Facts of a GoldenRun object; None when it has no usable suite."""
        meta = body.get("metadata") or {}
        suite = (body.get("spec") or {}).get("suite")
        if not isinstance(suite, str) or not suite or not meta.get("uid"):
            return None
        status = GoldenRunStatus.from_dict(body.get("status"))

        def ts(text: str | None) -> float | None:
            when = parse_time(text)
            return None if when is None else when.timestamp()

        def ratio(text: str | None) -> float | None:
            try:
                return None if text is None else float(text)
            except ValueError:
                return None

        return cls(
            uid=str(meta["uid"]),
            namespace=str(meta.get("namespace") or ""),
            name=str(meta.get("name") or ""),
            suite=suite,
            phase=None if status is None else status.phase,
            start=None if status is None else ts(status.start_time),
            completion=None if status is None else ts(status.completion_time),
            pass_rate=None if status is None else ratio(status.pass_rate),
            min_pass_rate=None if status is None else ratio(status.min_pass_rate),
            counts=None if status is None else status.counts,
            verified_regressions=0
            if status is None or status.regressions is None
            else status.regressions.verified,
            unverified_regressions=0
            if status is None or status.regressions is None
            else status.regressions.unverified,
            gate_passed=None if status is None else status.gate_passed,
        )


class RunIndex:
    """Every GoldenRun the operator watches, by uid (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._runs: dict[str, RunFacts] = {}

    def update(self, body: Mapping[str, Any]) -> RunFacts | None:
        """Record the current state of a GoldenRun."""
        facts = RunFacts.from_body(body)
        if facts is not None:
            with self._lock:
                self._runs[facts.uid] = facts
        return facts

    def remove(self, uid: str) -> None:
        """Forget a deleted GoldenRun (its series disappear with it)."""
        with self._lock:
            self._runs.pop(uid, None)

    def get(self, uid: str) -> RunFacts | None:
        """The run with this uid, if known."""
        with self._lock:
            return self._runs.get(uid)

    def snapshot(self) -> list[RunFacts]:
        """All runs, copied."""
        with self._lock:
            return list(self._runs.values())


def latest_finished(runs: list[RunFacts]) -> dict[tuple[str, str], RunFacts]:
    """Per (namespace, suite), the run that finished last."""
    out: dict[tuple[str, str], RunFacts] = {}
    for run in runs:
        if run.phase is None or not run.phase.terminal or run.completion is None:
            continue
        key = (run.namespace, run.suite)
        best = out.get(key)
        if best is None or (run.completion, run.uid) > (best.completion or 0.0, best.uid):
            out[key] = run
    return out


class GoldenCollector(Collector):
    """Builds every goldeneval series from the run index at scrape time."""

    def __init__(self, index: RunIndex) -> None:
        self._index = index

    def collect(self) -> Iterator[Metric]:
        """The docs/design.md §9 series."""
        runs = self._index.snapshot()
        latest = latest_finished(runs)

        pass_ratio = GaugeMetricFamily(
            "goldeneval_pass_ratio",
            "Pass rate (passed / scored) of the latest finished run of the suite.",
            labels=LABELS,
        )
        min_ratio = GaugeMetricFamily(
            "goldeneval_min_pass_ratio",
            "Pass-rate floor the gate applied to the latest finished run.",
            labels=LABELS,
        )
        regressions = GaugeMetricFamily(
            "goldeneval_regressions",
            "Items of the latest finished run that regressed against their baseline.",
            labels=(*LABELS, "verified"),
        )
        items = GaugeMetricFamily(
            "goldeneval_items",
            "Items of the latest finished run by result.",
            labels=(*LABELS, "result"),
        )
        gate = GaugeMetricFamily(
            "goldeneval_gate_passed",
            "1 when the latest finished run passed the gate, 0 when it failed or errored.",
            labels=LABELS,
        )
        last_ts = GaugeMetricFamily(
            "goldeneval_last_run_timestamp_seconds",
            "Unix time the latest run of the suite finished.",
            labels=LABELS,
        )
        duration = GaugeMetricFamily(
            "goldeneval_run_duration_seconds",
            "Wall time of the latest finished run (Job creation to verdict).",
            labels=LABELS,
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
            gate.add_metric(labels, 1.0 if run.phase is Phase.PASSED else 0.0)
            if run.completion is not None:
                last_ts.add_metric(labels, run.completion)
                if run.start is not None:
                    duration.add_metric(labels, max(0.0, run.completion - run.start))

        # Counted over the GoldenRuns that exist now: restart-safe, and a deleted
        # suite's series go away (Prometheus treats the drop as a counter reset).
        outcomes: dict[tuple[str, str, str], int] = {}
        in_progress: dict[tuple[str, str], int] = {}
        for run in runs:
            if run.phase is not None and run.phase.terminal:
                key = (run.namespace, run.suite, run.phase.value.lower())
                outcomes[key] = outcomes.get(key, 0) + 1
            else:
                in_progress[(run.namespace, run.suite)] = (
                    in_progress.get((run.namespace, run.suite), 0) + 1
                )
        total = CounterMetricFamily(
            "goldeneval_runs",
            "Finished GoldenRuns that currently exist, by outcome (passed, failed, error).",
            labels=(*LABELS, "outcome"),
        )
        for (ns, suite, outcome), n in sorted(outcomes.items()):
            total.add_metric([ns, suite, outcome], n)
        running = GaugeMetricFamily(
            "goldeneval_runs_in_progress",
            "GoldenRuns of the suite that have not finished yet.",
            labels=LABELS,
        )
        for (ns, suite), n in sorted(in_progress.items()):
            running.add_metric([ns, suite], n)
        yield from (
            pass_ratio,
            min_ratio,
            regressions,
            items,
            gate,
            last_ts,
            duration,
            total,
            running,
        )
