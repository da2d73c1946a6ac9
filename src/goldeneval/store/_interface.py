"""The history store interface (docs/design.md §8).

Two backends share it and one test suite: SQLite (default, zero setup) and
PostgreSQL (cluster, teams). The evaluator (``goldeneval.job``) writes through
it; the operator's read-only API and the history commands read through it.

Every method is synchronous; the evaluator calls them from a writer thread so
the async pipeline never waits on disk or network I/O of the store.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from goldeneval.model import (
    DEFAULT_MIN_COVERAGE,
    Baseline,
    Counts,
    GateVerdict,
    ItemResult,
    JudgeCalibration,
    Regression,
    SelectiveCalibration,
)
from goldeneval.report import TrendPoint
from goldeneval.store._outage import Outage

if TYPE_CHECKING:
    from goldeneval.store._calibration import LabelledAnswer, StoredLabel
    from goldeneval.store._selective import AnswerKey


@dataclass(frozen=True)
class ReuseKey:
    """What must be equal for an earlier verdict to be reused (docs/design.md §4)."""

    suite: str
    """Same suite."""
    item_id: str
    """Same item."""
    answer_sha256: str
    """Same answer, byte for byte."""
    contract_digest: str
    """Same contract."""
    judge_model: str
    """Same judge model."""
    prompt_digest: str
    """Same judge prompt and decoding parameters."""
    not_before: float
    """Unix time: older judgements are not reused."""
    run_id: str
    """The asking run (its own rows are never a source)."""


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
    min_coverage: float = DEFAULT_MIN_COVERAGE
    """Share of drivable items that must be scored for a verdict."""
    judge_model: str | None = None
    """The judge model the run is judged by (a resume must keep it)."""
    compare: Mapping[str, Any] | None = None
    """Compare mode's reference URL and rules (a resume must keep them); None: a plain run."""


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
    min_coverage: float | None = None
    """Coverage floor used (None for runs stored before it was kept)."""
    judge_model: str | None = None
    """Judge model used (None for runs stored before it was kept)."""
    compare: Mapping[str, Any] | None = None
    """Compare mode's reference URL and rules; None: a plain run."""

    def to_dict(self) -> dict[str, Any]:
        """The row as JSON (``history --json``, ``suites --json``, the operator's API)."""
        c = self.counts
        return {
            "run_id": self.run_id,
            "suite": self.suite,
            "status": self.status.value,
            "set_digest": self.set_digest,
            "set_source": self.set_source,
            "started_at": self.started_at,
            "finished_at": self.finished_at,
            "counts": None if c is None else c.to_dict(),
            "pass_rate": None if c is None else c.pass_rate,
            "min_pass_rate": self.min_pass_rate,
            "pass_threshold": self.pass_threshold,
            "allow_unverified": self.allow_unverified,
            "unverified_items": self.unverified_items,
            "gate": None if self.gate is None else self.gate.to_dict(),
            # Additive: the three-valued verdict, which gate.passed alone cannot tell apart.
            "verdict": None if self.gate is None else self.gate.verdict.value,
            "regressions": [r.to_dict() for r in self.regressions],
            "compare": None if self.compare is None else dict(self.compare),
        }


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

    outage: Outage
    """The outage budget: operations on an unreachable store are retried within it."""

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

    def save_reference_results(self, results: Sequence[ItemResult]) -> None:
        """Upsert compare mode's reference results (role ``reference``) like :meth:`save_results`.

        They are kept with the run and read by :meth:`reference_results` and
        :meth:`reusable` only: never a baseline, a regression, a trend or a latency.
        """

    def reference_results(self, run_id: str) -> list[ItemResult]:
        """Every stored reference result of a compare-mode run."""

    def baselines(
        self, suite: str, before_seq: int, item_ids: Sequence[str]
    ) -> dict[str, Baseline]:
        """Each item's latest judge_status=ok result in ``suite`` from runs with seq < before_seq.

        One indexed query for all items, not one per item; items without such
        a result are absent from the answer.
        """

    def reusable(self, key: ReuseKey) -> ItemResult | None:
        """The latest fresh (``verdict_source = judged``) ok result matching ``key``, if any.

        Reference results count too: a judgement of the same answer to the
        same contract is as good whichever deployment gave the answer.
        """

    def has_reusable(
        self, suite: str, judge_model: str, prompt_digest: str, not_before: float
    ) -> bool:
        """Whether :meth:`reusable` could find anything at all (a first run asks nothing per item)."""

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

    def result_of(self, run_id: str, item_id: str) -> ItemResult | None:
        """One item's stored result in one run, if any."""

    def trends(self, suite: str, up_to_seq: int, runs: int = 20) -> dict[str, list[TrendPoint]]:
        """Per item, its results in the suite's last ``runs`` runs up to ``up_to_seq``, oldest first."""

    def latest_runs(self) -> list[RunRecord]:
        """The newest run of every suite in the store (any status), by suite name."""

    def latest_latencies(self, suite: str, runs: int = 5) -> dict[str, ItemLatency]:
        """Each item's timings from its newest result in the suite's ``runs`` latest runs.

        Only results that say how long the item took count: the chatbot
        answered, or the item errored after a measurable time (a timeout).
        Items without such a result are absent. Any run status counts.
        """

    def save_labels(self, labels: Sequence[StoredLabel]) -> None:
        """Store SME labels keyed by suite, item and answer digest (a new label replaces one)."""

    def labelled_answers(self, suite: str) -> list[LabelledAnswer]:
        """Every label of ``suite`` with the stored result holding exactly its answer."""

    def record_calibration(self, calibration: JudgeCalibration, figures: dict[str, Any]) -> None:
        """Keep one judge calibration and its figures (docs/design.md §13)."""

    def latest_calibration(
        self, suite: str, judge_model: str, prompt_digest: str
    ) -> JudgeCalibration | None:
        """The newest calibration of this judge model and prompt on ``suite``, if any."""

    # Selective verdicts (docs/design.md §13.5): store/_selective.py.

    def record_threshold(self, calibration: SelectiveCalibration) -> None:
        """Keep one threshold chosen by calibrate (a None threshold retires older ones)."""

    def latest_threshold(
        self,
        suite: str,
        judge_model: str,
        prompt_digest: str,
        *,
        votes: int,
        target: float,
        risk: float,
    ) -> SelectiveCalibration | None:
        """The newest threshold for exactly this suite, judge, prompt, votes, target and risk."""

    def sme_labels(self, suite: str, answers: Sequence[AnswerKey]) -> dict[str, StoredLabel]:
        """The SME label of each exact answer (item, answer and contract digest), by item id."""

    def has_sme_labels(self, suite: str) -> bool:
        """Whether any stored label of the suite can decide an answer (it has a contract digest)."""

    def review_queue(self, run_id: str) -> list[ItemResult]:
        """The run's escalated results that no SME has labelled yet, in the set's order."""

    def record_escalations(
        self, run_id: str, escalated: int, calibration: SelectiveCalibration
    ) -> None:
        """Keep how many items the run escalated and the threshold it applied."""

    def run_escalations(self, run_id: str) -> tuple[int, SelectiveCalibration] | None:
        """How many items the run escalated and the threshold it applied, if it applied one."""

    def close(self) -> None:
        """Release connections."""
