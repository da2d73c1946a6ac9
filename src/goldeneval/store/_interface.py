"""The history store interface (docs/design.md §8).

Two backends share it and one test suite: SQLite (default, zero setup) and
PostgreSQL (cluster, teams). The evaluator (``goldeneval.job``) writes through
it; the operator's read-only API and the history commands read through it.

Every method is synchronous; the evaluator calls them from a writer thread so
the async pipeline never waits on disk or network I/O of the store.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol

from goldeneval.model import (
    Baseline,
    Counts,
    CoverageDecision,
    FlakyItem,
    GateVerdict,
    Harvest,
    ItemResult,
    JudgeCalibration,
    Regression,
    RunCost,
    SelectiveCalibration,
    StoredCoverage,
    StoredHarvest,
)
from goldeneval.report import TrendPoint
from goldeneval.store._costs import StoredCost
from goldeneval.store._outage import Outage
from goldeneval.store._records import (
    AnswerKey,
    ItemLatency,
    LabelledAnswer,
    ReuseKey,
    RunRecord,
    RunStart,
    RunStatus,
    StoredLabel,
)


class Store(Protocol):
    """History of runs and per-item results."""

    outage: Outage
    """The outage budget: operations on an unreachable store are retried within it."""
    migrations_applied: tuple[str, ...]
    """The migration files the last :meth:`migrate` applied (empty: none were pending)."""

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

    # What a run's invocations spent (docs/design.md §7.3): store/_costs.py.

    def save_cost(
        self, run_id: str, invocation: str, part: str, cost: RunCost, largest_call: int
    ) -> None:
        """Keep (replace) one invocation's running cost, one row per surface."""

    def run_costs(self, run_id: str) -> list[StoredCost]:
        """Every stored cost row of the run (each invocation's, per surface)."""

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

    def flaky_items(self, suite: str, window: int, up_to_seq: int | None = None) -> list[FlakyItem]:
        """Items flaky in history (§4: a split run, or two direction changes) over the
        suite's last ``window`` runs with an unchanged contract, worst pass rate first
        (store/_flaky.py)."""

    def item_window(self, suite: str, window: int, item_id: str) -> FlakyItem | None:
        """One item's figures over the suite's last ``window`` runs, flaky or not (None:
        no scored result there)."""

    def latest_latencies(self, suite: str, runs: int = 5) -> dict[str, ItemLatency]:
        """Each item's timings from its newest result in the suite's ``runs`` latest runs.

        Only results that say how long the item took count: the chatbot
        answered, or the item errored after a measurable time (a timeout).
        Items without such a result are absent. Any run status counts.
        """

    # SME labels (docs/design.md §13, §13.6): store/_calibration.py; one label at a
    # time through store/_labelling.py (label_answer, undo_label).

    def save_labels(self, labels: Sequence[StoredLabel]) -> list[StoredLabel]:
        """Keep SME labels, each of one exact answer; every label is kept (the newest of an
        answer decides), but one repeating the answer's newest label and author is not.
        Each label as kept: itself, or the stored label it repeats."""

    def suite_labels(self, suite: str) -> list[StoredLabel]:
        """Every stored label of ``suite``, oldest first (an answer's last is its verdict)."""

    def item_labels(self, suite: str, item_id: str) -> list[StoredLabel]:
        """Every label of the item, newest first."""

    def remove_label(self, label: StoredLabel) -> bool:
        """Delete the stored label equal to ``label``; whether there was one."""

    def labelled_answers(self, suite: str) -> list[LabelledAnswer]:
        """Every labelled answer of ``suite`` with its newest label and the stored result
        holding exactly that answer."""

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

    def review_queue_size(self, run_id: str) -> int:
        """How many results :meth:`review_queue` holds (the workbench's count on every page)."""

    def record_escalations(
        self, run_id: str, escalated: int, calibration: SelectiveCalibration
    ) -> None:
        """Keep how many items the run escalated and the threshold it applied."""

    def run_escalations(self, run_id: str) -> tuple[int, SelectiveCalibration] | None:
        """How many items the run escalated and the threshold it applied, if it applied one."""

    # What users actually ask (docs/design.md §14.8): store/_harvests.py.

    def record_harvest(
        self,
        suite: str,
        harvest: Harvest,
        harvested_at: datetime,
        *,
        set_digest: str | None = None,
        set_items: int | None = None,
        too_small: bool = False,
    ) -> None:
        """Keep one harvest of ``suite`` (already de-identified), when it ran, the golden
        set it measured (digest, item count) and whether it kept too few questions."""

    def latest_coverage(self, suite: str) -> StoredCoverage | None:
        """The coverage the newest large-enough harvest of ``suite`` found; None if it was
        never harvested or every harvest kept too few questions."""

    def latest_coverages(self) -> list[StoredCoverage]:
        """The newest large-enough harvest's coverage of every suite that has one, by name."""

    def latest_harvest(self, suite: str) -> StoredHarvest | None:
        """The newest stored harvest of ``suite`` of any size, with its groups."""

    def harvest_history(self, suite: str, limit: int = 52) -> list[StoredCoverage]:
        """The coverage rows of ``suite``'s last ``limit`` harvests of any size, newest first."""

    # SMEs' coverage decisions (docs/design.md §14.9): store/_decisions.py.

    def save_coverage_decision(self, decision: CoverageDecision) -> None:
        """Keep one coverage decision (InvalidInputError, nothing kept, when it cannot be)."""

    def coverage_decisions(self, suite: str) -> list[CoverageDecision]:
        """Every coverage decision of ``suite``, newest first (the newest on a wording wins)."""

    def close(self) -> None:
        """Release connections."""
