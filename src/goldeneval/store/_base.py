"""The history store interface (docs/design.md §8).

Two backends share it and one test suite: SQLite (default, zero setup) and
PostgreSQL (cluster, teams). The evaluator (``goldeneval.job``) writes through
it; the operator's read-only API and the history commands read through it.

Every method is synchronous; the evaluator calls them from a writer thread so
the async pipeline never waits on disk or network I/O of the store.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from goldeneval._models import Baseline, Counts, GateVerdict, ItemResult, Regression


class RunStatus(StrEnum):
    """Where a run's row stands."""

    RUNNING = "running"
    FINISHED = "finished"
    INTERRUPTED = "interrupted"


@dataclass(frozen=True)
class RunStart:
    """What is known about a run when it starts."""

    run_id: str
    """The run's id (CLI: generated or ``--run-id``; cluster: the GoldenRun uid)."""
    suite: str
    """History scope."""
    set_digest: str
    """Digest of the golden set."""
    set_source: str
    """Where the set came from (path or ConfigMap key)."""
    started_at: float
    """Unix time."""
    min_pass_rate: float
    """Gate floor used."""
    pass_threshold: float
    """Item threshold used."""
    allow_unverified: bool
    """Whether unverified items were accepted."""
    unverified_items: int
    """``verified: false`` items in the set."""


@dataclass(frozen=True)
class RunRecord:
    """One row of ``golden_runs``."""

    run_id: str
    """The run's id."""
    suite: str
    """History scope."""
    set_digest: str
    """Digest of the golden set."""
    set_source: str
    """Where the set came from."""
    status: RunStatus
    """running / finished / interrupted."""
    started_at: float
    """Unix time the run first started (kept on resume)."""
    finished_at: float | None
    """Unix time it was last finalised."""
    counts: Counts | None
    """Result counts at finalisation."""
    unverified_items: int
    """``verified: false`` items in the set."""
    min_pass_rate: float
    """Gate floor used."""
    pass_threshold: float
    """Item threshold used."""
    allow_unverified: bool
    """Whether unverified items were accepted."""
    gate: GateVerdict | None
    """Verdict at finalisation (None while running, or for a shard that does not decide)."""
    regressions: tuple[Regression, ...]
    """Regressions found at finalisation."""
    seq: int
    """Monotonic order of runs in the store; "earlier run" means smaller seq."""


@dataclass(frozen=True)
class ItemLatency:
    """An item's timings in its latest result that has any (see ``Store.latest_latencies``)."""

    chatbot_ms: float | None
    """Chatbot latency; None when the chatbot never answered (the item errored)."""
    judge_ms: float | None
    """Judge latency; None when the judge was not asked."""
    elapsed_ms: float | None
    """Item start to finish (retries, queueing and all); None when not recorded."""


class Store(Protocol):
    """History of runs and per-item results."""

    def migrate(self) -> None:
        """Create or upgrade the schema; safe when several processes start at once."""

    def begin_run(self, run: RunStart) -> RunRecord:
        """Create the run row, or return the existing one when resuming the same run id."""

    def final_results(self, run_id: str) -> dict[str, ItemResult]:
        """Results of the run that are final (not errored): a resume skips these items."""

    def save_results(self, results: Sequence[ItemResult]) -> None:
        """Upsert results by (run_id, item_id) in one transaction.

        A stored final result is never replaced by an errored one, so two
        processes resuming one run cannot undo each other's work.
        ``answer_sha256`` is filled in when missing and an answer exists.
        """

    def baselines(
        self, suite: str, before_seq: int, item_ids: Sequence[str]
    ) -> dict[str, Baseline]:
        """Each item's latest judge_status=ok result in ``suite`` from runs with seq < before_seq.

        One indexed query for all items, not one per item; items without such
        a result are absent from the answer.
        """

    def finish_run(
        self,
        run_id: str,
        *,
        status: RunStatus,
        finished_at: float,
        counts: Counts,
        gate: GateVerdict | None,
        regressions: Sequence[Regression],
    ) -> None:
        """Finalise the run row."""

    def get_run(self, run_id: str) -> RunRecord | None:
        """The run row, if any."""

    def latest_run(self, suite: str) -> RunRecord | None:
        """The most recent finished run of a suite."""

    def runs(self, suite: str, limit: int = 20) -> list[RunRecord]:
        """Most recent runs of a suite, newest first."""

    def results(self, run_id: str) -> list[ItemResult]:
        """Every stored result of a run."""

    def item_history(self, suite: str, item_id: str, limit: int = 20) -> list[ItemResult]:
        """An item's results across the suite's runs, newest first."""

    def latest_latencies(self, suite: str, runs: int = 5) -> dict[str, ItemLatency]:
        """Each item's timings from its newest result in the suite's ``runs`` latest runs.

        Only results that say how long the item took count: the chatbot
        answered, or the item errored after a measurable time (a timeout).
        Items without such a result are absent. Any run status counts.
        """

    def close(self) -> None:
        """Release connections."""
