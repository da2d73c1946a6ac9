"""SME labels and judge calibrations in the store (docs/design.md §13), written once for both backends.

A label is keyed by suite, item and the digest of the answer it was given
for: it follows that exact answer and is never applied to a different one.
Every label is kept with who gave it (§13.6): the newest label of an answer
is its verdict, and two people's labels of one answer are their agreement.
Every calibration is kept, so agreement has a history per judge; a run reads
the latest one for its suite, judge model and prompt.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from goldeneval.model import ItemResult, JudgeCalibration
from goldeneval.store._records import LabelledAnswer, StoredLabel
from goldeneval.store._rows import RESULT_SELECT, row_to_result
from goldeneval.store._sqlbase import SqlBackend
from goldeneval.store._text import backend_safe

LABELS_PER_STATEMENT = 3000
"""Labels written by one statement: 9 parameters each stays below SQLite's 32,766."""

_LABEL_COLUMNS = (
    "suite",
    "item_id",
    "answer_sha256",
    "run_id",
    "label",
    "note",
    "labelled_at",
    "contract_digest",
    "labelled_by",
)
"""``golden_labels`` columns in ``StoredLabel`` field order."""
FEW_ITEMS = 20
"""Up to this many items of a suite, a save reads the stored labels of those items only,
not the suite's."""
LABEL_ORDER = "labelled_at, seq"
"""Labels oldest first: the last label of an answer in this order is its verdict."""
_CALIBRATION_COLUMNS = (
    "suite",
    "judge_model",
    "prompt_digest",
    "calibrated_at",
    "kappa",
    "kappa_low",
    "kappa_high",
    "labels",
    "figures",
)


def _label_values(label: StoredLabel) -> tuple[Any, ...]:
    """The label's values in ``_LABEL_COLUMNS`` order, its note made safe for the backend."""
    note = None if label.note is None else backend_safe(label.note)
    return tuple(note if c == "note" else getattr(label, c) for c in _LABEL_COLUMNS)


class CalibrationStore(SqlBackend):
    """The label and calibration methods of ``Store``, on the backend's SQL primitives."""

    def save_labels(self, labels: Sequence[StoredLabel]) -> list[StoredLabel]:
        """Keep the labels (one statement per 3000); every label is kept. Each label as
        kept: itself, or the stored label it repeats.

        A label that says nothing new — the answer's newest label is by the same
        person, with the same label and note — is not stored again, so storing one
        labels file twice (``calibrate`` after ``label``) keeps one row per label.
        """
        fresh, kept = self._news(labels)
        rows = [_label_values(x) for x in fresh]
        # One multi-row statement per chunk: atomic on both backends without a
        # transaction primitive of our own (a file is normally one chunk).
        one = "(" + ", ".join(self.PARAM for _ in _LABEL_COLUMNS) + ")"
        for start in range(0, len(rows), LABELS_PER_STATEMENT):
            chunk = rows[start : start + LABELS_PER_STATEMENT]
            self._update(
                f"saving {len(chunk)} labels",
                f"INSERT INTO golden_labels ({', '.join(_LABEL_COLUMNS)}) "
                f"VALUES {', '.join(one for _ in chunk)}",
                tuple(v for row in chunk for v in row),
            )
        return kept

    def _news(self, labels: Sequence[StoredLabel]) -> tuple[list[StoredLabel], list[StoredLabel]]:
        """The labels that differ from their answer's newest label (or its author), and per
        label, itself or the newest label it repeats (stored, or earlier in ``labels``)."""
        newest: dict[tuple[str, str, str], StoredLabel] = {}
        items: dict[str, set[str]] = {}
        for x in labels:
            items.setdefault(x.suite, set()).add(x.item_id)
        stored = [x for suite, ids in sorted(items.items()) for x in self._labels_of(suite, ids)]
        for x in stored:
            newest[(x.suite, x.item_id, x.answer_sha256)] = x
        fresh, kept = [], []
        for x in labels:
            key = (x.suite, x.item_id, x.answer_sha256)
            before = newest.get(key)
            if before is not None and (before.labelled_by, before.label, before.note) == (
                x.labelled_by,
                x.label,
                x.note,
            ):
                kept.append(before)
                continue
            newest[key] = x
            fresh.append(x)
            kept.append(x)
        return fresh, kept

    def _labels_of(self, suite: str, item_ids: set[str]) -> list[StoredLabel]:
        """The stored labels of ``item_ids`` in ``suite``, oldest first, in one read: of just
        those items when they are few (the workbench's one label), else of the suite."""
        if len(item_ids) > FEW_ITEMS:
            return self.suite_labels(suite)
        p = self.PARAM
        return [
            StoredLabel(*row)
            for row in self._fetch(
                f"reading the labels of {len(item_ids)} items of suite {suite}",
                f"SELECT {', '.join(_LABEL_COLUMNS)} FROM golden_labels WHERE suite = {p} "
                f"AND item_id IN ({', '.join(p for _ in item_ids)}) ORDER BY {LABEL_ORDER}",
                (suite, *sorted(item_ids)),
            )
        ]

    def suite_labels(self, suite: str) -> list[StoredLabel]:
        """Every stored label of ``suite``, oldest first (an answer's last is its verdict)."""
        return [
            StoredLabel(*row)
            for row in self._fetch(
                f"reading the labels of suite {suite}",
                f"SELECT {', '.join(_LABEL_COLUMNS)} FROM golden_labels WHERE suite = {self.PARAM} "
                f"ORDER BY {LABEL_ORDER}",
                (suite,),
            )
        ]

    def item_labels(self, suite: str, item_id: str) -> list[StoredLabel]:
        """Every label of the item, newest first (whoever gave it, whichever answer)."""
        p = self.PARAM
        return [
            StoredLabel(*row)
            for row in self._fetch(
                f"reading the labels of item {item_id}",
                f"SELECT {', '.join(_LABEL_COLUMNS)} FROM golden_labels "
                f"WHERE suite = {p} AND item_id = {p} ORDER BY labelled_at DESC, seq DESC",
                (suite, item_id),
            )
        ]

    def remove_label(self, label: StoredLabel) -> bool:
        """Delete the stored label equal to ``label`` (the newest, should two be); whether one was."""
        p = self.PARAM
        same = (
            f"suite = {p} AND item_id = {p} AND answer_sha256 = {p} AND run_id = {p} "
            f"AND label = {p} AND labelled_at = {p} AND "
            + ("labelled_by IS NULL" if label.labelled_by is None else f"labelled_by = {p}")
        )
        key = (
            label.suite,
            label.item_id,
            label.answer_sha256,
            label.run_id,
            label.label,
            label.labelled_at,
            *(() if label.labelled_by is None else (label.labelled_by,)),
        )
        changed = self._update(
            f"removing a label of item {label.item_id}",
            "DELETE FROM golden_labels WHERE seq = "
            f"(SELECT MAX(seq) FROM golden_labels WHERE {same})",
            key,
        )
        return changed > 0

    def labelled_answers(self, suite: str) -> list[LabelledAnswer]:
        """Every labelled answer of ``suite`` with its newest label and the result holding it.

        The result is looked up by run, item *and* answer digest, so a label
        never meets any other answer; it is None when that run is gone.
        """
        p = self.PARAM
        newest: dict[tuple[str, str], StoredLabel] = {}
        for x in self.suite_labels(suite):
            newest[(x.item_id, x.answer_sha256)] = x
        labels = sorted(newest.values(), key=lambda x: (x.item_id, x.labelled_at))
        results: dict[tuple[str, str, str], ItemResult] = {}
        if labels:
            rows = self._fetch(
                f"reading the labelled answers of suite {suite}",
                f"{RESULT_SELECT} AS r WHERE r.suite = {p} AND EXISTS (SELECT 1 FROM golden_labels "
                "AS l WHERE l.suite = r.suite AND l.item_id = r.item_id AND l.run_id = r.run_id "
                "AND l.answer_sha256 = r.answer_sha256)",
                (suite,),
            )
            for row in rows:
                r = row_to_result(row)
                if r.answer_sha256 is not None:
                    results[(r.run_id, r.item_id, r.answer_sha256)] = r
        return [
            LabelledAnswer(x, results.get((x.run_id, x.item_id, x.answer_sha256))) for x in labels
        ]

    def record_calibration(self, calibration: JudgeCalibration, figures: dict[str, Any]) -> None:
        """Keep one calibration (the record plus every figure of the report, as JSON)."""
        ci = calibration.kappa_ci
        p = self.PARAM
        self._update(
            f"recording a calibration of judge {calibration.judge_model}",
            f"INSERT INTO golden_calibrations ({', '.join(_CALIBRATION_COLUMNS)}) "
            f"VALUES ({', '.join(p for _ in _CALIBRATION_COLUMNS)})",
            (
                calibration.suite,
                calibration.judge_model,
                calibration.prompt_digest,
                calibration.calibrated_at,
                calibration.kappa,
                None if ci is None else ci[0],
                None if ci is None else ci[1],
                calibration.labels,
                self.wrap_json(figures),
            ),
        )

    def latest_calibration(
        self, suite: str, judge_model: str, prompt_digest: str
    ) -> JudgeCalibration | None:
        """The newest calibration of this judge model and prompt on ``suite``, if any."""
        p = self.PARAM
        rows = self._fetch(
            f"reading the calibration of judge {judge_model}",
            "SELECT suite, judge_model, prompt_digest, calibrated_at, kappa, kappa_low, "
            f"kappa_high, labels FROM golden_calibrations WHERE suite = {p} "
            f"AND judge_model = {p} AND prompt_digest = {p} ORDER BY seq DESC LIMIT 1",
            (suite, judge_model, prompt_digest),
        )
        if not rows:
            return None
        s, model, prompt, at, kappa, low, high, n = rows[0]
        return JudgeCalibration(
            suite=s,
            judge_model=model,
            prompt_digest=prompt,
            kappa=kappa,
            kappa_ci=None if low is None or high is None else (low, high),
            labels=int(n),
            calibrated_at=at,
        )

    def calibration_figures(self, suite: str, judge_model: str, prompt_digest: str) -> Any:
        """The figures stored with the latest calibration (JSON), or None."""
        p = self.PARAM
        rows = self._fetch(
            f"reading the calibration figures of judge {judge_model}",
            f"SELECT figures FROM golden_calibrations WHERE suite = {p} AND judge_model = {p} "
            f"AND prompt_digest = {p} ORDER BY seq DESC LIMIT 1",
            (suite, judge_model, prompt_digest),
        )
        if not rows:
            return None
        value = rows[0][0]
        return json.loads(value) if isinstance(value, str | bytes) else value
