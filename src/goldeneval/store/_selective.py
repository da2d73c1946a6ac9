"""Selective verdicts in the store (docs/design.md §13.5), written once for both backends.

Thresholds: every ``calibrate --target-agreement`` keeps one row; a run
reads the newest for its suite, judge, prompt, vote count, target and risk.
SME labels as verdicts: a label decides an answer only when item, answer
digest *and* contract digest all match. The review queue: a run's escalated
results whose exact answer no SME has labelled yet. A run's escalations:
how many, and the threshold it applied, so a stored run states its level.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from goldeneval.model import ItemResult, Outcome, SelectiveCalibration, StoreError
from goldeneval.store._calibration import _LABEL_COLUMNS, LABEL_ORDER
from goldeneval.store._records import AnswerKey, StoredLabel
from goldeneval.store._rows import RESULT_SELECT, row_to_result
from goldeneval.store._sqlbase import SqlBackend

_THRESHOLD_COLUMNS = (
    "suite",
    "judge_model",
    "prompt_digest",
    "votes",
    "target",
    "risk",
    "threshold",
    "coverage",
    "labels",
    "agreement",
    "calibrated_at",
)
_LABEL_SELECT = f"SELECT {', '.join(_LABEL_COLUMNS)} FROM golden_labels"


class SelectiveStore(SqlBackend):
    """The threshold, SME-verdict and review-queue methods of ``Store``, on the backend's
    SQL primitives (:class:`SqlBackend`)."""

    def record_threshold(self, calibration: SelectiveCalibration) -> None:
        """Keep one chosen threshold (a None threshold is kept too: it retires older ones)."""
        p = self.PARAM
        self._update(
            f"recording the threshold of judge {calibration.judge_model}",
            f"INSERT INTO golden_thresholds ({', '.join(_THRESHOLD_COLUMNS)}) "
            f"VALUES ({', '.join(p for _ in _THRESHOLD_COLUMNS)})",
            tuple(getattr(calibration, c) for c in _THRESHOLD_COLUMNS),
        )

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
        """The newest threshold chosen for exactly this suite, judge, prompt, votes, target and risk.

        Its ``threshold`` is None when that newest calibration found none:
        the run then has no usable λ, even if an older calibration had one.
        """
        p = self.PARAM
        rows = self._fetch(
            f"reading the threshold of judge {judge_model}",
            f"SELECT {', '.join(_THRESHOLD_COLUMNS)} FROM golden_thresholds "
            f"WHERE suite = {p} AND judge_model = {p} AND prompt_digest = {p} AND votes = {p} "
            f"AND target = {p} AND risk = {p} ORDER BY seq DESC LIMIT 1",
            (suite, judge_model, prompt_digest, votes, target, risk),
        )
        if not rows:
            return None
        return SelectiveCalibration(**dict(zip(_THRESHOLD_COLUMNS, rows[0], strict=True)))

    def sme_labels(self, suite: str, answers: Sequence[AnswerKey]) -> dict[str, StoredLabel]:
        """The newest SME label of each exact answer that has one, by item id.

        Reads the suite's labels once (SMEs label hundreds, not millions) and
        keeps those whose item, answer digest and contract digest all match:
        a label never decides a changed answer or an answer judged against
        changed expectations. Labels stored without a contract digest (their
        result was gone when migration 0006 ran) decide nothing.
        """
        if not answers:
            return {}
        rows = self._fetch(
            f"reading the SME labels of suite {suite}",
            f"{_LABEL_SELECT} WHERE suite = {self.PARAM} AND contract_digest IS NOT NULL "
            f"ORDER BY {LABEL_ORDER}",
            (suite,),
        )
        labels = [StoredLabel(*r) for r in rows]
        # Oldest first, so each answer keeps its newest label: the latest label decides.
        by_answer = {(x.item_id, x.answer_sha256, x.contract_digest): x for x in labels}
        found: dict[str, StoredLabel] = {}
        for a in answers:
            label = by_answer.get((a.item_id, a.answer_sha256, a.contract_digest))
            if label is not None:
                found[a.item_id] = label
        return found

    def has_sme_labels(self, suite: str) -> bool:
        """Whether any stored label of the suite can decide an answer: one query before a run,
        so a suite without labels costs no lookup per item."""
        rows = self._fetch(
            f"looking for SME labels of suite {suite}",
            f"SELECT 1 FROM golden_labels WHERE suite = {self.PARAM} "
            "AND contract_digest IS NOT NULL LIMIT 1",
            (suite,),
        )
        return bool(rows)

    def review_queue(self, run_id: str) -> list[ItemResult]:
        """The run's escalated results whose exact answer (and contract) no SME has labelled.

        In the set's order, like :meth:`results`.
        """
        rows = self._fetch(
            f"reading the review queue of run {run_id}",
            f"{RESULT_SELECT} AS r {self._unlabelled()} "
            f"ORDER BY r.set_line IS NULL, r.set_line, r.{self.ID_ORDER}",
            (run_id, Outcome.ESCALATED.value),
        )
        return [row_to_result(r) for r in rows]

    def review_queue_size(self, run_id: str) -> int:
        """How many answers :meth:`review_queue` holds, counted without reading them."""
        rows = self._fetch(
            f"counting the review queue of run {run_id}",
            f"SELECT COUNT(*) FROM golden_results AS r {self._unlabelled()}",
            (run_id, Outcome.ESCALATED.value),
        )
        return int(rows[0][0])

    def _unlabelled(self) -> str:
        """The review queue's condition on results ``r``: the run's, escalated, no label."""
        p = self.PARAM
        return (
            f"WHERE r.run_id = {p} AND r.outcome = {p} "
            "AND NOT EXISTS (SELECT 1 FROM golden_labels AS l WHERE l.suite = r.suite "
            "AND l.item_id = r.item_id AND l.answer_sha256 = r.answer_sha256 "
            "AND l.contract_digest = r.contract_digest)"
        )

    def record_escalations(
        self, run_id: str, escalated: int, calibration: SelectiveCalibration
    ) -> None:
        """Keep how many items the run escalated and the threshold it applied."""
        p = self.PARAM
        changed = self._update(
            f"recording the escalations of run {run_id}",
            f"UPDATE golden_runs SET escalated = {p}, selective = {p} WHERE run_id = {p}",
            (escalated, self.wrap_json(calibration.to_dict()), run_id),
        )
        if changed == 0:
            raise StoreError(
                f"cannot record escalations of run {run_id}: the run is not in the store"
            )

    def run_escalations(self, run_id: str) -> tuple[int, SelectiveCalibration] | None:
        """How many items the run escalated and the threshold it applied; None when it applied none."""
        rows = self._fetch(
            f"reading the escalations of run {run_id}",
            f"SELECT escalated, selective FROM golden_runs WHERE run_id = {self.PARAM}",
            (run_id,),
        )
        if not rows or rows[0][1] is None:
            return None
        escalated, value = rows[0]
        data = json.loads(value) if isinstance(value, str | bytes) else value
        return int(escalated), SelectiveCalibration.from_dict(data)
